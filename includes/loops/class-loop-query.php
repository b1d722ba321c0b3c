<?php
/**
 * The filtered Query Loop: the filters of the address narrow a core/query block's own query
 * (docs/loops.md "Loop filter: the URL").
 *
 * @package Frontage
 */

namespace Frontage\Loops;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Hooked on `query_loop_block_query_vars`: for the loop whose queryId the address names, adds a
 * tax_query to the loop's own (AND: every chosen term; OR: any; `!`: none of the excluded),
 * beside whatever the loop's settings already ask. Only public taxonomies of the loop's post
 * types; unknown slugs are ignored, and a filter left with no known slug filters nothing.
 * Core's pagination links are built from the address, so they keep the filter.
 */
final class Loop_Query {

	/**
	 * The query vars with the filters of the address added.
	 *
	 * @param array<string, mixed> $query The loop's query vars.
	 * @param \WP_Block            $block The post-template (or pagination) block; its context
	 *                                    holds the loop's queryId.
	 * @return array<string, mixed>
	 */
	public function filter_query_vars( array $query, \WP_Block $block ): array {
		$query_id = is_numeric( $block->context['queryId'] ?? null ) ? (int) $block->context['queryId'] : 0;
		// No nonce: a read of the address. Raw input: Loop_Filter_State keeps slugs only.
		$states = Loop_Filter_State::from_params( wp_unslash( $_GET ), $query_id );
		return $states ? self::with_filters( $query, $states ) : $query;
	}

	/**
	 * Query vars with a loop's filters added.
	 *
	 * @param array<string, mixed>             $query  The loop's query vars.
	 * @param array<string, Loop_Filter_State> $states Taxonomy => its filter.
	 * @return array<string, mixed>
	 */
	public static function with_filters( array $query, array $states ): array {
		$types   = (array) ( $query['post_type'] ?? 'post' );
		$clauses = array();
		foreach ( $states as $taxonomy => $state ) {
			if ( ! taxonomy_exists( $taxonomy ) || ! is_taxonomy_viewable( $taxonomy ) || ! array_intersect( $types, get_taxonomy( $taxonomy )->object_type ) ) {
				continue; // Not a public taxonomy of the loop's posts: it filters nothing.
			}
			$clauses = array_merge( $clauses, self::clauses( $taxonomy, $state ) );
		}
		if ( ! $clauses ) {
			return $query;
		}
		$own = $query['tax_query'] ?? array();
		if ( is_array( $own ) && $own ) {
			$clauses[] = $own;
		}
		$query['tax_query'] = array( 'relation' => 'AND' ) + $clauses; // Tax query: term ids of public taxonomies.
		return $query;
	}

	/**
	 * The tax_query clauses of one taxonomy's filter: the chosen terms, the excluded ones.
	 *
	 * @param string            $taxonomy The taxonomy.
	 * @param Loop_Filter_State $state    Its filter.
	 * @return list<array<string, mixed>>
	 */
	private static function clauses( string $taxonomy, Loop_Filter_State $state ): array {
		$ids = self::term_ids( $taxonomy, array_merge( $state->included(), $state->excluded() ) );
		$in  = array_values( array_filter( array_map( static fn ( string $slug ): int => $ids[ $slug ] ?? 0, $state->included() ) ) );
		$out = array_values( array_filter( array_map( static fn ( string $slug ): int => $ids[ $slug ] ?? 0, $state->excluded() ) ) );
		$clauses = array();
		if ( $in ) {
			$clauses[] = array(
				'taxonomy'         => $taxonomy,
				'terms'            => $in,
				'operator'         => Loop_Filter_State::JOIN_OR === $state->join ? 'IN' : 'AND',
				'include_children' => false,
			);
		}
		if ( $out ) {
			$clauses[] = array(
				'taxonomy'         => $taxonomy,
				'terms'            => $out,
				'operator'         => 'NOT IN',
				'include_children' => false,
			);
		}
		return $clauses;
	}

	/**
	 * The ids of a taxonomy's terms with these slugs.
	 *
	 * @param string   $taxonomy The taxonomy.
	 * @param string[] $slugs    Slugs as WordPress stores them.
	 * @return array<string, int> Slug => term id, for the slugs that exist.
	 */
	private static function term_ids( string $taxonomy, array $slugs ): array {
		$terms = get_terms(
			array(
				'taxonomy'   => $taxonomy,
				'slug'       => $slugs,
				'hide_empty' => false,
				'fields'     => 'id=>slug',
			)
		);
		return is_array( $terms ) ? array_map( 'intval', array_flip( $terms ) ) : array();
	}
}
