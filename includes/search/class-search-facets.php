<?php
/**
 * The search form's lists of what can be filtered on (the tags of the visible files, their
 * file types), kept between requests so that a page with the File search block does not grow
 * with the library.
 *
 * @package Frontage
 */

namespace Frontage\Search;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Remembers the facet lists under the query that made them: one non-autoloaded option per
 * visible scope (`frontage_search_facets_{md5}`, the WHERE clause and its values), holding each
 * kind of list made for it (`tags`, `types`, `dates`) and the index's facet stamp when they were
 * made. Any change to the index that can change a list (a file saved, moved, hidden or removed,
 * a tag renamed or deleted, a category's visibility, a rebuild) gives the stamp a new value
 * (forget()), so older lists are made again on their next use. Download counts change no list
 * and leave the stamp alone. A page reads all the lists of its scope with one query, whatever
 * the library's size (docs/search.md, "Refusals and constants"; tests/php/test-query-counts.php
 * counts it, bench/search.mjs times the page).
 */
final class Search_Facets {

	/**
	 * The stamp: a small autoloaded option, so reading it costs no query.
	 */
	public const OPTION_STAMP = 'frontage_search_facets_stamp';

	/**
	 * The lists' option names start with this; uninstall removes them with every `frontage_`
	 * option.
	 */
	public const OPTION_PREFIX = 'frontage_search_facets_';

	/**
	 * A list, from its scope's option when it was made since the last change, else made now
	 * and kept there.
	 *
	 * @param string                  $kind    What the list is (`tags`, `types`, `dates`).
	 * @param string                  $sql     The WHERE clause the list is made from.
	 * @param list<int|string>        $args    Its placeholders' values.
	 * @param callable(): list<mixed> $compute Makes the list.
	 * @return list<mixed>
	 */
	public static function remember( string $kind, string $sql, array $args, callable $compute ): array {
		$stamp  = self::stamp();
		$option = self::OPTION_PREFIX . md5( $sql . "\n" . wp_json_encode( $args ) );
		$kept   = get_option( $option );
		$lists  = is_array( $kept ) && ( $kept['stamp'] ?? null ) === $stamp && is_array( $kept['lists'] ?? null ) ? $kept['lists'] : array();
		if ( is_array( $lists[ $kind ] ?? null ) ) {
			return $lists[ $kind ];
		}
		$lists[ $kind ] = $compute();
		update_option(
			$option,
			array(
				'stamp' => $stamp,
				'lists' => $lists,
			),
			false
		);
		return $lists[ $kind ];
	}

	/**
	 * Every kept list is out of date: the next use of each makes it again.
	 */
	public static function forget(): void {
		update_option( self::OPTION_STAMP, uniqid( '', true ), true );
	}

	/**
	 * The current stamp; a site without one gets it once.
	 */
	private static function stamp(): string {
		$stamp = get_option( self::OPTION_STAMP );
		if ( ! is_string( $stamp ) || '' === $stamp ) {
			$stamp = uniqid( '', true );
			update_option( self::OPTION_STAMP, $stamp, true );
		}
		return $stamp;
	}
}
