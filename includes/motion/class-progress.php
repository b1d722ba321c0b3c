<?php
/**
 * The Progress block (blocks/progress): a labelled bar that shows how far something has got,
 * filling when it is seen (docs/widgets.md "Progress").
 *
 * @package Frontage
 */

namespace Frontage\Motion;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Renders the bar already filled to its value (right without JavaScript), as a `progressbar`
 * named by its visible label and carrying its value from 0 to 100; the view script empties
 * the bars not yet seen and fills each one when it comes into view, except under reduced
 * motion. Why a `progressbar` and not `<progress>` or `<meter>`: docs/widgets.md "Progress".
 */
final class Progress {

	/**
	 * The block's name.
	 */
	public const NAME = 'frontage/progress';

	/**
	 * The block's class, which its style and view script find.
	 */
	public const CLASS_NAME = 'wp-block-frontage-progress';

	/**
	 * The value when the block has none, and the range (a percentage).
	 */
	public const DEFAULT_VALUE = 50.0;
	public const MIN           = 0.0;
	public const MAX           = 100.0;

	/**
	 * The prefix of the label's id; a number follows, unique in the page.
	 */
	private const ID_PREFIX = 'frontage-progress-';

	/**
	 * The block's markup (the render callback).
	 *
	 * @param mixed $attributes The block's attributes; anything out of place reads as a safe value.
	 * @return string HTML.
	 */
	public function render( mixed $attributes ): string {
		$settings = self::settings( is_array( $attributes ) ? $attributes : array() );
		$id       = wp_unique_id( self::ID_PREFIX );
		$number   = number_format_i18n( $settings['value'], floor( $settings['value'] ) === $settings['value'] ? 0 : 1 );
		/* translators: %s: a number from 0 to 100. */
		$percent = sprintf( __( '%s%%', 'frontage' ), $number );
		$label   = '' !== $settings['label'] ? $settings['label'] : __( 'Progress', 'frontage' );
		$width   = rtrim( rtrim( sprintf( '%.1F', $settings['value'] ), '0' ), '.' );

		$head = '<span class="' . self::CLASS_NAME . '__label" id="' . esc_attr( $id ) . '">' . esc_html( $label ) . '</span>';
		if ( $settings['show_value'] ) {
			// The bar itself tells screen readers the value; the figure is for the eye.
			$head .= '<span class="' . self::CLASS_NAME . '__value" aria-hidden="true">' . esc_html( $percent ) . '</span>';
		}
		return sprintf(
			'<div %1$s><div class="%2$s__head">%3$s</div><div class="%2$s__track" role="progressbar" aria-labelledby="%4$s" aria-valuemin="0" aria-valuemax="100" aria-valuenow="%5$s" aria-valuetext="%6$s"><div class="%2$s__fill" style="width:%5$s%%"></div></div></div>',
			get_block_wrapper_attributes(),
			self::CLASS_NAME,
			$head,
			esc_attr( $id ),
			esc_attr( $width ),
			esc_attr( $percent )
		);
	}

	/**
	 * What the block shows, from its attributes: a value that is no number reads as 50, one
	 * outside 0–100 as the nearest end, rounded to one decimal; the label trimmed.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @return array{value: float, label: string, show_value: bool}
	 */
	public static function settings( array $attributes ): array {
		$value = Widget_Input::number( $attributes['value'] ?? null ) ?? self::DEFAULT_VALUE;
		return array(
			'value'      => round( Widget_Input::clamp( $value, self::MIN, self::MAX ), 1 ),
			'label'      => Widget_Input::text( $attributes['label'] ?? null ),
			'show_value' => false !== ( $attributes['showValue'] ?? true ),
		);
	}
}
