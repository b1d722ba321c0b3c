<?php
/**
 * The colour switcher block (blocks/colour-switcher): a button that toggles the theme's palette
 * and the switched one (docs/theme.md "Colour switcher").
 *
 * @package Frontage
 */

namespace Frontage\Theme;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Renders the button and asks for the head: the switched palette's CSS and the inline script
 * (src/theme/colour-switcher) that reads the visitor's choice from the `frontage_palette` cookie
 * and sets the palette attribute on <html> before the page is painted. A block theme renders its
 * template, header part included, before wp_head, so the head is printed only on pages that
 * carry the block; where a block renders after the head (a classic theme's content) the same
 * markup goes out in front of the button instead. The server never reads the cookie: every
 * visitor gets the same HTML.
 */
final class Colour_Switcher {

	/**
	 * The block's name.
	 */
	public const NAME = 'frontage/colour-switcher';

	/**
	 * The cookie that keeps the visitor's choice, its values and its lifetime (docs/theme.md
	 * "Colour switcher"); written and read by the browser only.
	 */
	public const COOKIE       = 'frontage_palette';
	public const SWITCHED     = 'switched';
	public const NOT_SWITCHED = 'default';
	public const COOKIE_DAYS  = 90;

	/**
	 * The attribute the head script sets on <html> (value SWITCHED) while the switched palette
	 * shows; the palette's CSS is keyed on it.
	 */
	public const ATTRIBUTE = 'data-frontage-palette';

	/**
	 * The built head script, under the plugin's folder, and the ids of what the head prints.
	 */
	public const HEAD_SCRIPT = 'build/theme/colour-switcher/index.js';
	public const SCRIPT_ID   = 'frontage-palette-script';
	public const STYLE_ID    = 'frontage-palette-css';

	/**
	 * The switcher's class, which its style and view script find.
	 */
	public const CLASS_NAME = 'frontage-colour-switcher';

	/**
	 * The head waiting for wp_head ('' once printed or when none is asked for).
	 */
	private string $head = '';

	/**
	 * Whether this request's head has been asked for: the first switcher of a page decides the
	 * palette and the default mode.
	 */
	private bool $head_asked = false;

	/**
	 * The block's markup (the render callback).
	 *
	 * @param mixed $attributes The block's attributes; anything not an array reads as the defaults.
	 * @return string HTML.
	 */
	public function render( mixed $attributes ): string {
		$options = Colour_Switcher_Options::from_attributes( $attributes );
		$label   = '' === $options->label ? __( 'Dark mode', 'frontage' ) : $options->label;
		$wrapper = get_block_wrapper_attributes( array( 'class' => self::CLASS_NAME ) );
		$button  = sprintf(
			'<button type="button" class="%1$s__button" aria-pressed="false" data-mode="%2$s">%3$s<span class="%1$s__label%4$s">%5$s</span></button>',
			self::CLASS_NAME,
			esc_attr( $options->mode ),
			self::icon(),
			$options->show_label ? '' : ' ' . self::CLASS_NAME . '__label--hidden',
			esc_html( $label )
		);
		return $this->ask_for_head( $options ) . sprintf( '<div %1$s>%2$s</div>', $wrapper, $button );
	}

	/**
	 * Prints the head this request asked for (on wp_head).
	 */
	public function print_head(): void {
		// Printed as is: built by head(), its CSS from checked colours only.
		echo $this->head;
		$this->head = '';
	}

	/**
	 * The palette's CSS and the head script, as the head prints them.
	 *
	 * @param Colour_Switcher_Options $options The first switcher's options.
	 * @return string HTML ('' before a build).
	 */
	public static function head( Colour_Switcher_Options $options ): string {
		$script = \Frontage\Assets::inline_script( self::HEAD_SCRIPT );
		if ( '' === $script ) {
			return '';
		}
		$css = Colour_Switcher_Palette::css( $options, self::ATTRIBUTE, self::SWITCHED );
		// The CSS holds checked colours and our own names only; `<` cannot occur in it.
		return sprintf(
			"<style id=\"%1\$s\">%2\$s</style>\n<script id=\"%3\$s\" data-mode=\"%4\$s\">%5\$s</script>\n",
			self::STYLE_ID,
			str_replace( '<', '', $css ),
			self::SCRIPT_ID,
			esc_attr( $options->mode ),
			$script
		);
	}

	/**
	 * Asks for the head once per request: on wp_head when it is still to come, else at once
	 * (returned, to go out before the button).
	 *
	 * @param Colour_Switcher_Options $options The switcher's options.
	 * @return string What goes out before the button ('' when the head prints it).
	 */
	private function ask_for_head( Colour_Switcher_Options $options ): string {
		if ( $this->head_asked || is_admin() || is_feed() || wp_is_json_request() ) {
			return '';
		}
		$this->head_asked = true;
		if ( did_action( 'wp_head' ) ) {
			return self::head( $options );
		}
		$this->head = self::head( $options );
		add_action( 'wp_head', array( $this, 'print_head' ), 1 );
		return '';
	}

	/**
	 * The button's icon: a circle half filled, the usual sign for a light and dark switch.
	 */
	private static function icon(): string {
		return sprintf(
			'<svg class="%s__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor"/></svg>',
			self::CLASS_NAME
		);
	}
}
