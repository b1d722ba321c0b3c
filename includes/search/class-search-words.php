<?php
/**
 * Word lookups in the search index: the words of a text, a prefix's range, how common a prefix
 * is and how many files a scope holds.
 *
 * @package Frontage
 */

namespace Frontage\Search;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * How words are cut and looked up: the writer stores words_of() each file's text, and the
 * service and Keyword_Search look keywords up with the same rule, in the counts tables
 * (Search_Schema) before they read any file's rows.
 */
final class Search_Words {

	/**
	 * Longest word stored, in characters (longer words are matched on this prefix).
	 */
	public const MAX_WORD = 40;

	/**
	 * The words of a text as the words table stores them: lower case, split at anything that
	 * is not a letter or a digit, each at most MAX_WORD characters, each once.
	 *
	 * @param string $text Text.
	 * @return string[]
	 */
	public static function words_of( string $text ): array {
		$words = preg_split( '/[^\p{L}\p{N}]+/u', mb_strtolower( $text ), -1, PREG_SPLIT_NO_EMPTY );
		$found = array();
		foreach ( is_array( $words ) ? $words : array() as $word ) {
			$found[ mb_substr( $word, 0, self::MAX_WORD ) ] = true;
		}
		return array_map( 'strval', array_keys( $found ) );
	}

	/**
	 * The bounds of every stored word that begins with a prefix, for `word >= %s AND word < %s`:
	 * words compare byte by byte, and UTF-8 bytes sort as code points do, so the prefix followed
	 * by the highest Unicode character bounds them.
	 *
	 * @param string $prefix A word or its beginning (as words_of() gives it).
	 * @return array{0: string, 1: string}
	 */
	public static function word_range( string $prefix ): array {
		return array( $prefix, $prefix . "\u{10FFFF}" );
	}

	/**
	 * How many files of a scope the counts table holds (files per category and status): a few
	 * hundred rows at most, however large the library.
	 *
	 * @param array{0: string, 1: list<int|string>} $scope Conditions on the status and
	 *                                                     category_id of the alias `c`, and their values.
	 */
	public static function files_in( array $scope ): int {
		global $wpdb;
		// SQL: our table; placeholders only.
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT SUM(c.files) FROM ' . Search_Schema::counts_table() . " c WHERE {$scope[0]}", ...$scope[1] ) );
	}

	/**
	 * How many stored words begin with a prefix (a word of several files counted once per
	 * file), up to $at_most: how common a keyword part is. Summed from the word counts table,
	 * which has a row per word and category where the words table has one per file, reading at
	 * most $at_most rows (each counts one or more).
	 *
	 * @param string $prefix  The prefix.
	 * @param int    $at_most Where counting stops.
	 */
	public static function words_beginning( string $prefix, int $at_most ): int {
		global $wpdb;
		// SQL: our table.
		$sum = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT SUM(x.files) FROM (SELECT files FROM ' . Search_Schema::word_counts_table() . ' WHERE word >= %s AND word < %s LIMIT %d) x', ...array_merge( self::word_range( $prefix ), array( $at_most ) ) ) );
		return min( $sum, $at_most );
	}
}
