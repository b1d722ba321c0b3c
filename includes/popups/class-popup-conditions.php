<?php
/**
 * A builder popup's display conditions: on which pages it may show, decided on the server.
 *
 * @package Frontage
 */

namespace Frontage\Popups;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * `conditions.include` and `conditions.exclude` (Popup_Settings) against the main query: a popup
 * may show where at least one include condition matches and no exclude condition does. Each
 * condition is a `type` with what it narrows to:
 *
 * - `site`: every page;
 * - `front_page`: the front page;
 * - `singular`: single posts and pages — those in `ids`, or any;
 * - `post_type`: single items and the archive of `post_type`;
 * - `archive`: any archive (categories, tags, dates, authors, post type archives);
 * - `taxonomy`: the archives of `taxonomy` and single items filed under it — only the terms in
 *   `ids`, or any term;
 * - `search`: search results; `not_found`: the 404 page.
 */
final class Popup_Conditions {

	/**
	 * Whether the current page is one the conditions allow.
	 *
	 * @param array{include?: array<int, array<string, mixed>>, exclude?: array<int, array<string, mixed>>} $conditions Cleaned conditions.
	 */
	public static function allow( array $conditions ): bool {
		$matches = static fn ( array $list ): bool => (bool) array_filter( $list, array( self::class, 'matches' ) );
		return $matches( $conditions['include'] ?? array() ) && ! $matches( $conditions['exclude'] ?? array() );
	}

	/**
	 * Whether one condition matches the current page.
	 *
	 * @param array<string, mixed> $condition A condition.
	 */
	public static function matches( array $condition ): bool {
		$ids = array_map( 'intval', (array) ( $condition['ids'] ?? array() ) );
		switch ( $condition['type'] ?? '' ) {
			case 'site':
				return true;
			case 'front_page':
				return is_front_page();
			case 'singular':
				return is_singular() && ( ! $ids || in_array( (int) get_queried_object_id(), $ids, true ) );
			case 'post_type':
				$type = (string) ( $condition['post_type'] ?? '' );
				return '' !== $type && ( is_singular( $type ) || is_post_type_archive( $type ) || ( 'post' === $type && is_home() ) );
			case 'archive':
				return is_archive();
			case 'taxonomy':
				return self::taxonomy_matches( (string) ( $condition['taxonomy'] ?? '' ), $ids );
			case 'search':
				return is_search();
			case 'not_found':
				return is_404();
		}
		return false;
	}

	/**
	 * A taxonomy condition: the term archive, or a single item with one of the terms.
	 *
	 * @param string $taxonomy The taxonomy.
	 * @param int[]  $term_ids The terms; empty for any.
	 */
	private static function taxonomy_matches( string $taxonomy, array $term_ids ): bool {
		if ( '' === $taxonomy || ! taxonomy_exists( $taxonomy ) ) {
			return false;
		}
		if ( is_tax( $taxonomy ) || ( 'category' === $taxonomy && is_category() ) || ( 'post_tag' === $taxonomy && is_tag() ) ) {
			return ! $term_ids || in_array( (int) get_queried_object_id(), $term_ids, true );
		}
		if ( ! is_singular() ) {
			return false;
		}
		$terms = wp_get_object_terms( (int) get_queried_object_id(), $taxonomy, array( 'fields' => 'ids' ) );
		if ( is_wp_error( $terms ) || ! $terms ) {
			return false;
		}
		return ! $term_ids || (bool) array_intersect( array_map( 'intval', $terms ), $term_ids );
	}
}
