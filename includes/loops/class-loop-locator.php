<?php
/**
 * Finds a page's Query Loops (core/query blocks) in its saved content (docs/loops.md "Loop
 * filter: placing it").
 *
 * @package Frontage
 */

namespace Frontage\Loops;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Reads parsed blocks, nested ones included. A core/query without a queryId is loop 0, as its
 * pagination and the filter read it.
 */
final class Loop_Locator {

	/**
	 * The Query Loop's block name.
	 */
	public const QUERY_BLOCK = 'core/query';

	/**
	 * The first core/query block of some content with a given queryId, or the first of all.
	 *
	 * @param string   $content  Serialized blocks (a post's content, a template's).
	 * @param int|null $query_id The queryId; null: the first loop.
	 * @return array<string, mixed>|null The parsed block, or null when there is none.
	 */
	public static function find( string $content, ?int $query_id = null ): ?array {
		if ( ! str_contains( $content, '<!-- wp:query' ) ) {
			return null;
		}
		return self::search( parse_blocks( $content ), $query_id );
	}

	/**
	 * The queryId of a parsed core/query block.
	 *
	 * @param array<string, mixed> $block The parsed block.
	 */
	public static function query_id( array $block ): int {
		$id = $block['attrs']['queryId'] ?? 0;
		return is_numeric( $id ) ? max( 0, (int) $id ) : 0;
	}

	/**
	 * The queryId a filter with queryId 0 follows: the first loop of the page being shown (its
	 * content, then its block template), or 0 when there is none.
	 */
	public static function first_on_page(): int {
		$post    = get_post();
		$sources = array(
			$post instanceof \WP_Post ? $post->post_content : '',
			(string) ( $GLOBALS['_wp_current_template_content'] ?? '' ), // Set by WordPress for block themes.
		);
		foreach ( $sources as $content ) {
			$block = self::find( $content );
			if ( $block ) {
				return self::query_id( $block );
			}
		}
		return 0;
	}

	/**
	 * Depth-first search of parsed blocks.
	 *
	 * @param array<int, array<string, mixed>> $blocks   Parsed blocks.
	 * @param int|null                         $query_id The queryId; null: any.
	 * @return array<string, mixed>|null
	 */
	private static function search( array $blocks, ?int $query_id ): ?array {
		foreach ( $blocks as $block ) {
			if ( self::QUERY_BLOCK === ( $block['blockName'] ?? null ) && ( null === $query_id || self::query_id( $block ) === $query_id ) ) {
				return $block;
			}
			$inner = self::search( $block['innerBlocks'] ?? array(), $query_id );
			if ( $inner ) {
				return $inner;
			}
		}
		return null;
	}
}
