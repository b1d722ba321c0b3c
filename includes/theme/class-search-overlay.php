<?php
/**
 * The Search overlay block (blocks/search-overlay): a search button that opens a search form as
 * a slide-down, a header cover or a full-screen overlay (docs/theme.md "Search overlay").
 *
 * @package Frontage
 */

namespace Frontage\Theme;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Renders a <details> whose <summary> is the search button and whose panel holds a plain GET
 * form: without JavaScript the button opens the form in place and the form searches. The view
 * script (src/theme/search-overlay/) turns the panel into the chosen overlay, focuses the field,
 * closes it on Escape and the close button, and traps focus in the full-screen mode.
 */
final class Search_Overlay {

	/**
	 * The block's name.
	 */
	public const NAME = 'frontage/search-overlay';

	/**
	 * The block's class, which its script and style find.
	 */
	public const CLASS_NAME = 'wp-block-frontage-search-overlay';

	/**
	 * The three modes (the `mode` attribute); the first is the default.
	 */
	public const MODES = array( 'slide', 'cover', 'fullscreen' );

	/**
	 * The mode that is a modal dialog (focus stays inside; the page behind does not scroll).
	 */
	public const MODAL_MODE = 'fullscreen';

	/**
	 * The block's markup (the render callback).
	 *
	 * @param mixed $attributes The block's attributes; anything not an array, or a value of the
	 *                          wrong type in it, reads as the default.
	 * @return string HTML.
	 */
	public function render( mixed $attributes ): string {
		$attributes = is_array( $attributes ) ? $attributes : array();
		$mode       = in_array( $attributes['mode'] ?? null, self::MODES, true ) ? $attributes['mode'] : self::MODES[0];
		$target     = Search_Overlay_Target::for_block(
			is_string( $attributes['target'] ?? null ) ? $attributes['target'] : Search_Overlay_Target::POSTS,
			is_int( $attributes['filesPage'] ?? null ) ? $attributes['filesPage'] : 0
		);
		$files      = Search_Overlay_Target::FILES === $target->kind;
		$label      = is_string( $attributes['label'] ?? null ) && '' !== trim( $attributes['label'] )
			? trim( $attributes['label'] ) : ( $files ? __( 'Search files', 'frontage' ) : __( 'Search', 'frontage' ) );
		$field_id   = wp_unique_id( 'frontage-search-overlay-' );
		$panel      = self::MODAL_MODE === $mode
			? sprintf( ' role="dialog" aria-modal="true" aria-label="%s"', esc_attr( $label ) ) : '';
		$hidden     = '';
		foreach ( $target->hidden as $name => $value ) {
			$hidden .= sprintf( '<input type="hidden" name="%1$s" value="%2$s">', esc_attr( (string) $name ), esc_attr( $value ) );
		}
		return sprintf(
			'<details %1$s><summary class="%2$s__toggle" aria-label="%3$s">%4$s</summary>'
			. '<div class="%2$s__panel"%5$s><form class="%2$s__form" role="search" method="get" action="%6$s">%7$s'
			. '<label class="%2$s__label" for="%8$s">%9$s</label>'
			. '<input class="%2$s__field" type="search" id="%8$s" name="%10$s" placeholder="%11$s">'
			. '<button class="%2$s__submit" type="submit">%12$s</button>'
			. '<button class="%2$s__close" type="button" aria-label="%13$s" hidden><span aria-hidden="true">×</span></button>'
			. '</form></div></details>',
			get_block_wrapper_attributes(
				array(
					'class'     => 'is-mode-' . $mode,
					'data-mode' => $mode,
				)
			),
			self::CLASS_NAME,
			esc_attr( $label ),
			'<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M10.5 4a6.5 6.5 0 0 1 5.17 10.44l4.44 4.45-1.41 1.41-4.45-4.44A6.5 6.5 0 1 1 10.5 4Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z"/></svg>',
			$panel,
			esc_url( $target->action ),
			$hidden,
			esc_attr( $field_id ),
			esc_html( $files ? __( 'Search files', 'frontage' ) : __( 'Search the site', 'frontage' ) ),
			esc_attr( $target->field ),
			esc_attr( $files ? __( 'Search files…', 'frontage' ) : __( 'Search…', 'frontage' ) ),
			esc_html__( 'Search', 'frontage' ),
			esc_attr__( 'Close search', 'frontage' )
		);
	}
}
