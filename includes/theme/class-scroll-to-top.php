<?php
/**
 * The Scroll to top block (blocks/scroll-to-top): the button, and smooth scrolling to in-page
 * links on the pages that carry it (docs/theme.md "Scroll to top and smooth scrolling").
 *
 * @package Frontage
 */

namespace Frontage\Theme;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Renders the button, hidden until its view script shows it (a page without JavaScript has
 * nothing to scroll it back up with, so it shows nothing), with what the script needs from the
 * server in data attributes: whether in-page links scroll smoothly, and on archives the
 * `theme_template_id` of the address when it is a number.
 */
final class Scroll_To_Top {

	/**
	 * The block's name.
	 */
	public const NAME = 'frontage/scroll-to-top';

	/**
	 * The button's class, which its script and style find.
	 */
	public const CLASS_NAME = 'wp-block-frontage-scroll-to-top';

	/**
	 * The address parameter naming the template or post to scroll to on archives (docs/theme.md).
	 */
	public const TEMPLATE_PARAM = 'theme_template_id';

	/**
	 * A template or post id: digits, not starting with 0, as long as a post id can be.
	 */
	private const TEMPLATE_ID_PATTERN = '/^[1-9][0-9]{0,18}$/';

	/**
	 * The block's markup (the render callback).
	 *
	 * @param mixed $attributes The block's attributes; anything not an array, or a value of the
	 *                          wrong type in it, reads as the default.
	 * @return string HTML.
	 */
	public function render( mixed $attributes ): string {
		$attributes = is_array( $attributes ) ? $attributes : array();
		$label      = is_string( $attributes['label'] ?? null ) && '' !== trim( $attributes['label'] )
			? trim( $attributes['label'] ) : __( 'Back to top', 'frontage' );
		$side       = 'left' === ( $attributes['side'] ?? '' ) ? 'left' : 'right';
		$extra      = array(
			'class'       => 'is-' . $side,
			'type'        => 'button',
			'aria-label'  => $label,
			'data-smooth' => false === ( $attributes['smoothScroll'] ?? true ) ? '0' : '1',
		);
		$template   = self::template_id();
		if ( '' !== $template ) {
			$extra['data-template-id'] = $template;
		}
		return sprintf(
			'<button %1$s hidden><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 5.6 4.3 13.3l1.4 1.4L11 9.4V19h2V9.4l5.3 5.3 1.4-1.4z"/></svg></button>',
			get_block_wrapper_attributes( $extra )
		);
	}

	/**
	 * The address's `theme_template_id` on an archive (a category, tag, date or author archive,
	 * the blog's home, a search), when it is a number; '' otherwise.
	 */
	public static function template_id(): string {
		if ( ! is_archive() && ! is_home() && ! is_search() ) {
			return '';
		}
		// No nonce: a read of the address; only digits pass.
		$raw = isset( $_GET[ self::TEMPLATE_PARAM ] ) && is_string( $_GET[ self::TEMPLATE_PARAM ] )
			? sanitize_text_field( wp_unslash( $_GET[ self::TEMPLATE_PARAM ] ) ) : '';
		return 1 === preg_match( self::TEMPLATE_ID_PATTERN, $raw ) ? $raw : '';
	}
}
