<?php
/**
 * Where a Search overlay sends its search (docs/theme.md "Search overlay"): the site's posts
 * (core's `?s=` on the home address) or Frontage's files (`?q=` on the File search page).
 *
 * @package Frontage
 */

namespace Frontage\Theme;

use Frontage\Assets;
use Frontage\Demo\Demo_Content;
use Frontage\Search\Search_Block;
use Frontage\Search\Search_Demo;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The form's address, field name and hidden fields. Files are searched on a page that holds the
 * File search block: the page the owner chose, else the demo's "Search files" page; when
 * neither is a published page with the block (or the File search module is off), the overlay
 * searches posts.
 */
final class Search_Overlay_Target {

	/**
	 * The two targets (the block's `target` attribute).
	 */
	public const POSTS = 'posts';
	public const FILES = 'files';

	/**
	 * Core's search field, and the File search page's keyword field (docs/search.md).
	 */
	public const POSTS_FIELD = 's';
	public const FILES_FIELD = 'q';

	/**
	 * Takes what the form needs.
	 *
	 * @param string                $kind   POSTS or FILES: what is searched.
	 * @param string                $action The form's address, without its query.
	 * @param string                $field  The keyword field's name.
	 * @param array<string, string> $hidden The address's own query arguments (e.g. `page_id`),
	 *                                      kept as hidden fields: a GET form drops them.
	 */
	private function __construct(
		public readonly string $kind,
		public readonly string $action,
		public readonly string $field,
		public readonly array $hidden
	) {}

	/**
	 * The target for the block's attributes.
	 *
	 * @param string $target  POSTS or FILES (anything else: POSTS).
	 * @param int    $page_id The File search page the owner chose (0: none).
	 */
	public static function for_block( string $target, int $page_id ): self {
		$page = self::FILES === $target ? self::files_page( $page_id ) : null;
		if ( ! $page ) {
			return new self( self::POSTS, home_url( '/' ), self::POSTS_FIELD, array() );
		}
		$url    = (string) get_permalink( $page );
		$query  = (string) wp_parse_url( $url, PHP_URL_QUERY );
		$hidden = array();
		wp_parse_str( $query, $hidden );
		$hidden = array_filter( $hidden, static fn ( $value, $name ): bool => is_string( $value ) && self::FILES_FIELD !== $name, ARRAY_FILTER_USE_BOTH );
		$action = '' === $query ? $url : substr( $url, 0, (int) strpos( $url, '?' ) );
		return new self( self::FILES, $action, self::FILES_FIELD, $hidden );
	}

	/**
	 * The page files are searched on: the chosen page, else the demo's "Search files" page,
	 * when it is published, public and holds the File search block, and that block exists.
	 *
	 * @param int $page_id The chosen page (0: none).
	 */
	private static function files_page( int $page_id ): ?\WP_Post {
		if ( ! Assets::block_type( Search_Block::NAME ) ) {
			return null; // The File search module is off.
		}
		$chosen = $page_id > 0 ? self::search_page( $page_id ) : null;
		if ( $chosen ) {
			return $chosen;
		}
		// A meta query: the demo page's key, one page, only when no chosen page serves.
		$demo = get_posts(
			array(
				'post_type'      => 'page',
				'post_status'    => 'publish',
				'meta_key'       => Demo_Content::META_KEY,
				'meta_value'     => Search_Demo::PAGE_KEY,
				'fields'         => 'ids',
				'posts_per_page' => 1,
				'no_found_rows'  => true,
			)
		);
		return $demo ? self::search_page( (int) $demo[0] ) : null;
	}

	/**
	 * A page, when it is published, public and holds the File search block.
	 *
	 * @param int $id The page's id.
	 */
	private static function search_page( int $id ): ?\WP_Post {
		$page = get_post( $id );
		return $page instanceof \WP_Post && 'page' === $page->post_type && 'publish' === $page->post_status
			&& '' === $page->post_password && has_block( Search_Block::NAME, $page ) ? $page : null;
	}
}
