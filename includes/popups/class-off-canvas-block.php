<?php
/**
 * The Off-canvas panel block (blocks/off-canvas): a panel that slides in from the side, opened by
 * the `off_canvas:open`, `off_canvas:close` and `off_canvas:toggle` link actions (docs/popups.md).
 *
 * @package Frontage
 */

namespace Frontage\Popups;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The panel is a native <dialog> (modal when open: the page behind is inert, Escape closes it)
 * named by its label, with a close button and the block's inner blocks; closed on load.
 */
final class Off_Canvas_Block {

	/**
	 * An id: a letter or underscore, then letters, digits, underscores or hyphens (docs/popups.md "Opening from outside").
	 */
	private const ID_PATTERN = '/^[A-Za-z_][\w-]{0,63}$/';

	/**
	 * The block's markup; nothing without a valid id (no link could open it).
	 *
	 * @param mixed $attributes The block's attributes; anything that is not an array (or a value
	 *                          of the wrong type in it) reads as the default, without a warning.
	 * @param mixed $content    The inner blocks, rendered.
	 */
	public static function render( mixed $attributes, mixed $content ): string {
		$attributes = is_array( $attributes ) ? $attributes : array();
		$content    = is_string( $content ) ? $content : '';
		$id = is_string( $attributes['panelId'] ?? null ) ? $attributes['panelId'] : '';
		if ( 1 !== preg_match( self::ID_PATTERN, $id ) ) {
			return '';
		}
		$side  = 'left' === ( $attributes['side'] ?? '' ) ? 'left' : 'right';
		$label = is_string( $attributes['label'] ?? null ) && '' !== trim( $attributes['label'] ) ? $attributes['label'] : __( 'Panel', 'frontage' );
		return sprintf(
			'<dialog %1$s><div class="wp-block-frontage-off-canvas__panel"><button type="button" class="wp-block-frontage-off-canvas__close" aria-label="%2$s"><span aria-hidden="true">×</span></button>%3$s</div></dialog>',
			get_block_wrapper_attributes(
				array(
					'id'         => $id,
					'class'      => 'is-' . $side,
					'aria-label' => $label,
				)
			),
			esc_attr__( 'Close', 'frontage' ),
			$content
		);
	}
}
