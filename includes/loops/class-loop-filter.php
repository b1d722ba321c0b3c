<?php
/**
 * The loop filter block (blocks/loop-filter): a taxonomy's terms as links that filter a Query
 * Loop on the page (docs/loops.md "Loop filter").
 *
 * @package Frontage
 */

namespace Frontage\Loops;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Renders the terms as real links to the filtered address, so the filter works without
 * JavaScript and for crawlers; the view script (src/loops/loop-filter) refreshes the loop in
 * place instead. A taxonomy that cannot filter gives visitors nothing and people who may edit
 * posts a note saying why.
 */
final class Loop_Filter {

	/**
	 * The block's name.
	 */
	public const NAME = 'frontage/loop-filter';

	/**
	 * The view script and its style, and their entry in build/.
	 */
	public const HANDLE = 'frontage-loop-filter';
	public const ENTRY  = 'loops/loop-filter/index';

	/**
	 * The filter's class, which the view script and the style find.
	 */
	public const CLASS_NAME = 'frontage-loop-filter';

	/**
	 * The most terms a filter lists.
	 */
	public const MAX_TERMS = 100;

	/**
	 * Takes what it needs.
	 *
	 * @param Assets $assets Script registration.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * The block's markup (the render callback).
	 *
	 * @param mixed $attributes The block's attributes; anything not an array reads as the defaults.
	 * @return string HTML.
	 */
	public function render( mixed $attributes ): string {
		$attributes = is_array( $attributes ) ? $attributes : array();
		$taxonomy   = is_string( $attributes['taxonomy'] ?? null ) ? sanitize_key( $attributes['taxonomy'] ) : '';
		$taxonomy   = '' === $taxonomy ? 'category' : $taxonomy;
		if ( ! taxonomy_exists( $taxonomy ) || ! is_taxonomy_viewable( $taxonomy ) ) {
			/* translators: %s: the taxonomy's name as the block names it. */
			return self::editor_note( sprintf( __( 'The taxonomy “%s” does not exist or is not public: visitors see nothing here.', 'frontage' ), $taxonomy ) );
		}
		$terms = get_terms(
			array(
				'taxonomy'   => $taxonomy,
				'hide_empty' => true, // Term counts count published posts only.
				'number'     => self::MAX_TERMS,
				'orderby'    => 'name',
			)
		);
		if ( ! is_array( $terms ) || ! $terms ) {
			return self::editor_note( __( 'No term of this taxonomy holds a published post yet: visitors see nothing here.', 'frontage' ) );
		}
		$query_id = is_numeric( $attributes['queryId'] ?? null ) ? max( 0, (int) $attributes['queryId'] ) : 0;
		$query_id = 0 === $query_id ? Loop_Locator::first_on_page() : $query_id;
		$join     = Loop_Filter_State::join( $attributes['logicalJoin'] ?? null );
		$this->assets->enqueue_script( self::HANDLE, self::ENTRY ); // False until the view script is built: the links still work.
		return $this->markup( $attributes, $query_id, $taxonomy, $join, $terms );
	}

	/**
	 * The filter's markup.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @param int                  $query_id   The loop's queryId.
	 * @param string               $taxonomy   The taxonomy.
	 * @param string               $join       AND, OR or DISABLED.
	 * @param \WP_Term[]           $terms      The terms listed.
	 * @return string HTML.
	 */
	private function markup( array $attributes, int $query_id, string $taxonomy, string $join, array $terms ): string {
		$checkboxes = 'checkboxes' === ( $attributes['displayStyle'] ?? '' );
		$url        = self::current_url();
		$param      = Loop_Filter_State::param( $query_id, $taxonomy );
		// No nonce: a read of the address. Raw input: Loop_Filter_State keeps slugs only.
		$raw   = isset( $_GET[ $param ] ) ? wp_unslash( $_GET[ $param ] ) : null;
		$state = Loop_Filter_State::parse( $raw, $join );
		$link  = static function ( string $term, string $classes, bool $pressed, string $label ) use ( $url, $query_id, $taxonomy, $join, $checkboxes ): string {
			return sprintf(
				'<li><a class="%1$s" data-term="%2$s" href="%3$s" role="%4$s" %5$s="%6$s">%7$s</a></li>',
				esc_attr( trim( self::CLASS_NAME . '__term ' . $classes ) ),
				esc_attr( $term ),
				esc_url( Loop_Filter_Url::toggle( $url, $query_id, $taxonomy, $join, $term ) ),
				$checkboxes ? 'checkbox' : 'button',
				$checkboxes ? 'aria-checked' : 'aria-pressed',
				$pressed ? 'true' : 'false',
				$label
			);
		};
		$items = $link( '', self::CLASS_NAME . '__all' . ( $state->entries ? '' : ' is-selected' ), ! $state->entries, esc_html__( 'All', 'frontage' ) );
		foreach ( $terms as $term ) {
			$excluded = in_array( $term->slug, $state->excluded(), true );
			$chosen   = in_array( $term->slug, $state->included(), true );
			$label    = sprintf( '<span class="%1$s__name">%2$s</span>', self::CLASS_NAME, esc_html( $term->name ) );
			if ( ! empty( $attributes['showCounts'] ) ) {
				$label .= sprintf( '<span class="%1$s__count">%2$s</span>', self::CLASS_NAME, esc_html( number_format_i18n( (int) $term->count ) ) );
			}
			if ( $excluded ) {
				$label .= sprintf( '<span class="screen-reader-text">%s</span>', esc_html__( '(excluded)', 'frontage' ) );
			}
			$items .= $link( ( $excluded ? '!' : '' ) . $term->slug, $excluded ? 'is-excluded' : ( $chosen ? 'is-selected' : '' ), $excluded || $chosen, $label );
		}
		$wrapper = get_block_wrapper_attributes(
			array(
				'class'      => self::CLASS_NAME . ' is-style-' . ( $checkboxes ? 'checkboxes' : 'buttons' ),
				/* translators: %s: the taxonomy's name, e.g. Categories. */
				'aria-label' => sprintf( __( 'Filter by %s', 'frontage' ), get_taxonomy( $taxonomy )->labels->name ),
			)
		);
		return sprintf(
			'<nav %1$s data-query-id="%2$d" data-taxonomy="%3$s" data-logical-join="%4$s" data-post-id="%5$d" data-message-failed="%8$s" data-label-excluded="%9$s"><ul class="%6$s__terms">%7$s</ul></nav>',
			$wrapper,
			$query_id,
			esc_attr( $taxonomy ),
			esc_attr( $join ),
			(int) get_the_ID(),
			self::CLASS_NAME,
			$items,
			// The view script's words (docs/loops.md "Loop filter in the browser").
			esc_attr__( 'Sorry, the list could not be updated. Please try again.', 'frontage' ),
			esc_attr__( '(excluded)', 'frontage' )
		);
	}

	/**
	 * The address the page was asked for: the site's scheme and host (never the request's Host
	 * header) with the request's path and query.
	 */
	public static function current_url(): string {
		$home = wp_parse_url( home_url() );
		$host = ( $home['scheme'] ?? 'http' ) . '://' . ( $home['host'] ?? '' ) . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
		// Raw input: the request's own path and query, escaped as a URL where printed.
		$path = isset( $_SERVER['REQUEST_URI'] ) ? wp_unslash( $_SERVER['REQUEST_URI'] ) : '/';
		return $host . '/' . ltrim( (string) $path, '/' );
	}

	/**
	 * A note for people who may edit posts (the editor's preview and the page they see);
	 * visitors get nothing.
	 *
	 * @param string $note The note.
	 * @return string HTML.
	 */
	private static function editor_note( string $note ): string {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return '';
		}
		return sprintf( '<p %1$s>%2$s</p>', get_block_wrapper_attributes( array( 'class' => self::CLASS_NAME . '__note' ) ), esc_html( $note ) );
	}
}
