<?php
/**
 * A Query Loop rendered alone, as the page at an address renders it (docs/loops.md "Refresh
 * without reload (REST)").
 *
 * @package Frontage
 */

namespace Frontage\Loops;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Renders one core/query block of a saved post the way the page's own render would for a given
 * address: the address's query becomes the request's ($_GET and REQUEST_URI, which the filter
 * and core's pagination read), the post is the global post, then everything is put back.
 */
final class Loop_Refresh {

	/**
	 * The loop's markup, its outer element included.
	 *
	 * @param \WP_Post             $post  The post holding the loop.
	 * @param array<string, mixed> $block The parsed core/query block.
	 * @param string               $url   The address the page would be asked for (absolute, on this site).
	 * @return string HTML.
	 */
	public function render( \WP_Post $post, array $block, string $url ): string {
		global $wp_query;
		$saved = array(
			'get'   => $_GET, // No nonce: put back unchanged after the render.
			'uri'   => $_SERVER['REQUEST_URI'] ?? null, // Raw input: put back unchanged after the render.
			'post'  => $GLOBALS['post'] ?? null,
			'query' => $wp_query,
		);
		$parts = wp_parse_url( $url );
		$query = array();
		wp_parse_str( (string) ( $parts['query'] ?? '' ), $query );
		$_GET                   = wp_slash( $query ); // As WordPress hands $_GET to a page: slashed.
		$_SERVER['REQUEST_URI'] = ( $parts['path'] ?? '/' ) . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
		// Globals: the page's main query and post, so that what reads them (wp_reset_postdata()
		// after each loop) finds the post as on the page; put back below.
		$wp_query                 = new \WP_Query();
		$wp_query->post           = $post;
		$wp_query->posts          = array( $post );
		$wp_query->post_count     = 1;
		$wp_query->queried_object = $post;
		$GLOBALS['post']          = $post;
		try {
			setup_postdata( $post );
			return render_block( $block );
		} finally {
			$_GET            = $saved['get'];
			$wp_query        = $saved['query'];
			$GLOBALS['post'] = $saved['post'];
			if ( null === $saved['uri'] ) {
				unset( $_SERVER['REQUEST_URI'] );
			} else {
				$_SERVER['REQUEST_URI'] = $saved['uri'];
			}
			if ( $saved['post'] instanceof \WP_Post ) {
				setup_postdata( $saved['post'] );
			}
		}
	}

	/**
	 * The address of a refresh: the base address with this loop's filters replaced by the ones
	 * asked for (each as the URL would hold it, DISABLED keeping one term).
	 *
	 * @param string                                                         $base     The base address.
	 * @param int                                                            $query_id The loop's queryId.
	 * @param array<string, array{terms?: mixed, logicalJoin?: mixed}|mixed> $filters  Taxonomy => its terms and join.
	 */
	public static function url( string $base, int $query_id, array $filters ): string {
		$parts  = Loop_Filter_Url::split( $base );
		$prefix = Loop_Filter_State::PARAM_PREFIX . $query_id . '-';
		$parts['pairs'] = array_values( array_filter( $parts['pairs'], static fn ( array $pair ): bool => ! str_starts_with( $pair['name'], $prefix ) ) );
		$url            = Loop_Filter_Url::with_param( $parts, '', '', array() );
		foreach ( $filters as $taxonomy => $filter ) {
			$taxonomy = is_string( $taxonomy ) ? sanitize_key( $taxonomy ) : '';
			$filter   = is_array( $filter ) ? $filter : array();
			$terms    = is_array( $filter['terms'] ?? null ) ? array_filter( $filter['terms'], 'is_string' ) : array();
			$state    = Loop_Filter_State::parse( implode( ' ', array_map( 'rawurldecode', $terms ) ), Loop_Filter_State::join( $filter['logicalJoin'] ?? null ) );
			if ( '' !== $taxonomy && $state->entries ) {
				$url = Loop_Filter_Url::with_param( Loop_Filter_Url::split( $url ), Loop_Filter_State::param( $query_id, $taxonomy ), $state->value(), array() );
			}
		}
		return $url;
	}
}
