<?php
/**
 * The languages of the site's pages, kept in one autoloaded option, so that a list of pages (the
 * Page List block, wp_list_pages(), a page-based menu) links each page under its language's
 * prefix without a query (docs/language.md "Language addresses").
 *
 * @package Frontage
 */

namespace Frontage\Language;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The option `frontage_language_pages` (autoloaded) maps each page that has a stored language
 * (the meta Language_Urls::META_LANGUAGE, as stored: Language_Urls::post_language() decides what it
 * means) to it. Pages without one are not listed. It is dropped whenever a page's language meta is
 * added, changed or deleted (a deleted page's meta included) and built again, with one query, by
 * the next page that lists pages. A site with more than MAX_PAGES such pages keeps only that it has
 * too many: its lists read their pages' meta with one query, as posts' lists do.
 */
final class Language_Page_Map {

	/**
	 * The option.
	 */
	public const OPTION = 'frontage_language_pages';

	/**
	 * The most pages the option lists (about 20 KB).
	 */
	public const MAX_PAGES = 1000;

	/**
	 * The map as read in this request (a page's links ask for it once each), until the option
	 * changes.
	 *
	 * @var array{pages: array<int, string>|null}|null
	 */
	private static ?array $read = null;

	/**
	 * Page id → its stored language meta, or null when the site has more than MAX_PAGES pages
	 * with a language.
	 *
	 * @return array<int, string>|null
	 */
	public static function pages(): ?array {
		if ( null === self::$read ) {
			$map = get_option( self::OPTION, null );
			if ( ! is_array( $map ) || ! array_key_exists( 'pages', $map ) ) {
				$map = self::build();
			}
			// Read again after any change of the option (or of the site, on a network).
			foreach ( array( 'add_option_' . self::OPTION, 'update_option_' . self::OPTION, 'delete_option_' . self::OPTION, 'switch_blog' ) as $change ) {
				if ( ! has_action( $change, array( self::class, 'forget_read' ) ) ) {
					add_action( $change, array( self::class, 'forget_read' ) );
				}
			}
			self::$read = array( 'pages' => is_array( $map['pages'] ) ? $map['pages'] : null );
		}
		return self::$read['pages'];
	}

	/**
	 * Makes the next pages() read the option again.
	 */
	public static function forget_read(): void {
		self::$read = null;
	}

	/**
	 * Reads every page's language meta (one query) and keeps the map.
	 *
	 * @return array{pages: array<int, string>|null}
	 */
	private static function build(): array {
		global $wpdb;
		$rows = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- read once, then kept in the option.
			$wpdb->prepare(
				"SELECT meta.post_id, meta.meta_value FROM {$wpdb->postmeta} AS meta INNER JOIN {$wpdb->posts} AS posts ON posts.ID = meta.post_id WHERE meta.meta_key = %s AND posts.post_type = 'page' ORDER BY meta.meta_id ASC LIMIT %d",
				Language_Urls::META_LANGUAGE,
				self::MAX_PAGES + 1
			),
			ARRAY_A
		);
		$pages = array();
		foreach ( (array) $rows as $row ) {
			// The first value, as get_post_meta( …, true ) reads it.
			$pages[ (int) $row['post_id'] ] ??= (string) $row['meta_value'];
		}
		$map = array( 'pages' => count( $rows ) > self::MAX_PAGES ? null : $pages );
		update_option( self::OPTION, $map, true );
		return $map;
	}

	/**
	 * Drops the map when a page's language meta was added, changed or deleted.
	 *
	 * @param mixed $meta_id   The meta row(s).
	 * @param mixed $object_id The post.
	 * @param mixed $meta_key  The meta key.
	 */
	public static function forget_on_meta( mixed $meta_id, mixed $object_id, mixed $meta_key ): void {
		if ( Language_Urls::META_LANGUAGE === $meta_key && 'page' === get_post_type( (int) $object_id ) ) {
			delete_option( self::OPTION );
			self::forget_read();
			// delete_option() drops an autoloaded option from the loaded options only; a copy read
			// on its own (written after they were loaded, by another process) stays cached.
			wp_cache_delete( self::OPTION, 'options' );
		}
	}
}
