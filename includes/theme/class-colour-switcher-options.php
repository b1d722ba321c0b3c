<?php
/**
 * The colour switcher's options, read from the block's attributes and checked
 * (docs/theme.md "Colour switcher").
 *
 * @package Frontage
 */

namespace Frontage\Theme;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * What a switcher does: which palette a first visit shows, which palette it switches to, and
 * what its button says. Anything that is not one of the allowed values reads as the default, and
 * a colour that is not a plain colour value is dropped, so no attribute can put CSS or markup of
 * its own into the page.
 */
final class Colour_Switcher_Options {

	/**
	 * The default modes: what a visitor who has not chosen sees. `light` the theme's palette,
	 * `dark` the switched palette, `system` the switched palette when the visitor's system
	 * prefers dark (prefers-color-scheme), checked on every visit until they choose.
	 */
	public const MODES        = array( 'light', 'dark', 'system' );
	public const DEFAULT_MODE = 'light';

	/**
	 * The most colours a palette map holds (the rest is ignored).
	 */
	public const MAX_COLOURS = 50;

	/**
	 * The longest button label kept (characters).
	 */
	public const MAX_LABEL = 60;

	/**
	 * A palette slug, as WordPress writes it into `--wp--preset--color--{slug}`.
	 */
	private const SLUG_PATTERN = '/^[a-z0-9][a-z0-9-]{0,49}$/';

	/**
	 * A colour value: #rgb, #rgba, #rrggbb, #rrggbbaa, or rgb()/rgba()/hsl()/hsla() of numbers.
	 */
	private const COLOUR_PATTERN = '/^(#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(?:rgb|rgba|hsl|hsla)\([0-9.,%\s\/]{1,60}\))$/i';

	/**
	 * Builds the options.
	 *
	 * @param string                $mode       One of MODES.
	 * @param string                $variation  The theme style variation whose palette is the switched one ('' none).
	 * @param array<string, string> $palette    Slug => colour: the owner's switched colours, over the variation's.
	 * @param string                $label      The button's accessible name ('' the default).
	 * @param bool                  $show_label Whether the label is shown beside the icon.
	 */
	private function __construct(
		public readonly string $mode,
		public readonly string $variation,
		public readonly array $palette,
		public readonly string $label,
		public readonly bool $show_label
	) {}

	/**
	 * The options from the block's attributes; anything not an array reads as the defaults.
	 *
	 * @param mixed $attributes The block's attributes.
	 */
	public static function from_attributes( mixed $attributes ): self {
		$fields    = is_array( $attributes ) ? $attributes : array();
		$mode      = $fields['mode'] ?? null;
		$variation = is_string( $fields['variation'] ?? null ) ? sanitize_title( $fields['variation'] ) : '';
		$label     = is_string( $fields['label'] ?? null ) ? trim( sanitize_text_field( $fields['label'] ) ) : '';
		return new self(
			in_array( $mode, self::MODES, true ) ? $mode : self::DEFAULT_MODE,
			$variation,
			self::palette( $fields['palette'] ?? null ),
			mb_substr( $label, 0, self::MAX_LABEL ),
			! empty( $fields['showLabel'] )
		);
	}

	/**
	 * A palette map with its unusable entries left out.
	 *
	 * @param mixed $palette Slug => colour, as it arrived.
	 * @return array<string, string>
	 */
	public static function palette( mixed $palette ): array {
		$clean = array();
		foreach ( is_array( $palette ) ? $palette : array() as $slug => $colour ) {
			if ( count( $clean ) >= self::MAX_COLOURS ) {
				break;
			}
			$colour = is_string( $colour ) ? self::colour( $colour ) : '';
			if ( is_string( $slug ) && preg_match( self::SLUG_PATTERN, $slug ) && '' !== $colour ) {
				$clean[ $slug ] = $colour;
			}
		}
		return $clean;
	}

	/**
	 * A colour value as CSS may carry it, or '' when it is none.
	 *
	 * @param string $colour The colour as it arrived.
	 */
	public static function colour( string $colour ): string {
		$colour = trim( $colour );
		return preg_match( self::COLOUR_PATTERN, $colour ) ? strtolower( $colour ) : '';
	}
}
