<?php
/**
 * The ids the tabs and the table of contents give to what they link to (docs/motion.md "Tabs",
 * "Table of contents"): one slug rule, unique within the page.
 *
 * @package Frontage
 */

namespace Frontage\Motion;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Turns a text into an id a link can point to ("Opening hours" → `opening-hours`) and keeps the
 * ids given out during this request, so that a second "Opening hours" gets `opening-hours-2`.
 */
final class Html_Ids {

	/**
	 * The ids given out or seen in this request.
	 *
	 * @var array<string, true>
	 */
	private static array $taken = array();

	/**
	 * The slug of a text: accents dropped, lower case, every run of what is not a letter or a
	 * digit (in any script) made one hyphen, none at either end; `$fallback` when nothing is left.
	 *
	 * @param string $text     The text (tags and entities allowed: they are read as text).
	 * @param string $fallback The slug of a text with no letter or digit.
	 */
	public static function slug( string $text, string $fallback ): string {
		$text = html_entity_decode( wp_strip_all_tags( $text ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$text = mb_strtolower( remove_accents( $text ), 'UTF-8' );
		$slug = trim( (string) preg_replace( '/[^\p{L}\p{N}]+/u', '-', $text ), '-' );
		return '' === $slug ? $fallback : $slug;
	}

	/**
	 * A unique id from a slug: the slug itself the first time, then `slug-2`, `slug-3`…
	 *
	 * @param string $slug The wished id.
	 */
	public static function claim( string $slug ): string {
		$id = $slug;
		for ( $n = 2; isset( self::$taken[ $id ] ); $n++ ) {
			$id = $slug . '-' . $n;
		}
		self::$taken[ $id ] = true;
		return $id;
	}

	/**
	 * Marks an id the page already holds (an author's own anchor) as taken.
	 *
	 * @param string $id The id.
	 */
	public static function reserve( string $id ): void {
		self::$taken[ $id ] = true;
	}
}
