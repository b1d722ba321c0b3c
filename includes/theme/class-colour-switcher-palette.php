<?php
/**
 * The colour switcher's switched palette, as CSS keyed on the attribute the head script sets on
 * <html> (docs/theme.md "Colour switcher").
 *
 * @package Frontage
 */

namespace Frontage\Theme;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Works out the switched palette: a style variation's palette when the owner named one, else the
 * theme's own palette with each colour's lightness turned over (light becomes dark, dark light,
 * hue and saturation kept, so pairs that contrast keep contrasting); the owner's own colours go
 * over either. The CSS overrides WordPress's `--wp--preset--color--*` custom properties while
 * <html> carries the switched attribute, so every block that uses the palette follows, and the
 * page's HTML is the same for everyone (full-page caches keep one copy).
 */
final class Colour_Switcher_Palette {

	/**
	 * The CSS custom property of a palette colour, before its slug (WordPress's name).
	 */
	private const PROPERTY_PREFIX = '--wp--preset--color--';

	/**
	 * Where a variation's palette is kept between requests: this prefix and a hash of the theme,
	 * its version and the variation's name. A day; a theme update changes the name.
	 */
	private const CACHE_PREFIX = 'frontage_palette_';

	/**
	 * The lightness a turned-over colour gets: 1 - lightness, brought into this range, so the
	 * darkest background is not pure black nor the lightest text pure white.
	 */
	private const LIGHTEST = 0.94;
	private const DARKEST  = 0.08;

	/**
	 * The CSS of the switched palette: the custom properties on <html> and <body> (WordPress
	 * prints the presets on `body`, later versions on `:root`; this selector outweighs both), and
	 * `color-scheme: dark` when its background is dark, for form controls and scroll bars.
	 *
	 * @param Colour_Switcher_Options $options   The switcher's options.
	 * @param string                  $attribute The attribute the head script sets on <html>.
	 * @param string                  $value     Its value when switched.
	 * @return string CSS ('' when there is nothing to switch).
	 */
	public static function css( Colour_Switcher_Options $options, string $attribute, string $value ): string {
		$palette = self::switched( $options );
		if ( ! $palette ) {
			return '';
		}
		$root  = sprintf( 'html[%1$s="%2$s"]', $attribute, $value );
		$rules = '';
		foreach ( $palette as $slug => $colour ) {
			$rules .= self::PROPERTY_PREFIX . $slug . ':' . $colour . ';';
		}
		$css = sprintf( '%1$s,%1$s body{%2$s}', $root, $rules );
		if ( self::is_dark( $palette[ self::background_slug( $palette ) ] ?? '' ) ) {
			$css .= $root . '{color-scheme:dark}';
		}
		return $css;
	}

	/**
	 * The switched palette, slug => colour, every colour checked (Colour_Switcher_Options::colour()).
	 *
	 * @param Colour_Switcher_Options $options The switcher's options.
	 * @return array<string, string>
	 */
	public static function switched( Colour_Switcher_Options $options ): array {
		$base = '' === $options->variation ? array() : self::variation_palette( $options->variation );
		if ( ! $base ) {
			$base = array_map( array( self::class, 'turn_over' ), self::theme_palette() );
		}
		return array_filter( array_merge( $base, $options->palette ) );
	}

	/**
	 * The palette the page shows by default: the theme's, with the owner's Site Editor colours
	 * over it.
	 *
	 * @return array<string, string> Slug => colour as the theme gives it.
	 */
	public static function theme_palette(): array {
		$origins = wp_get_global_settings( array( 'color', 'palette' ) );
		$palette = array();
		foreach ( array( 'theme', 'custom' ) as $origin ) {
			$palette = array_merge( $palette, self::entries( $origins[ $origin ] ?? array() ) );
		}
		return $palette;
	}

	/**
	 * A style variation's palette (its name or title, as sanitize_title() writes it), kept a day.
	 *
	 * @param string $variation The variation.
	 * @return array<string, string> Slug => colour; empty when the theme has no such variation.
	 */
	public static function variation_palette( string $variation ): array {
		$theme = wp_get_theme();
		$key   = self::CACHE_PREFIX . md5( get_stylesheet() . '|' . $theme->get( 'Version' ) . '|' . $variation );
		$found = get_transient( $key );
		if ( is_array( $found ) ) {
			return $found;
		}
		$found = array();
		foreach ( \WP_Theme_JSON_Resolver::get_style_variations() as $candidate ) {
			if ( sanitize_title( (string) ( $candidate['title'] ?? '' ) ) === $variation ) {
				$palette = $candidate['settings']['color']['palette'] ?? array();
				$found   = self::entries( $palette['theme'] ?? $palette );
				break;
			}
		}
		set_transient( $key, $found, DAY_IN_SECONDS );
		return $found;
	}

	/**
	 * A theme.json palette's entries as slug => colour, leaving out what is no plain colour.
	 *
	 * @param mixed $entries The palette's entries (`{ slug, color, name }`).
	 * @return array<string, string>
	 */
	private static function entries( mixed $entries ): array {
		$colours = array();
		foreach ( is_array( $entries ) ? $entries : array() as $entry ) {
			if ( is_array( $entry ) && is_string( $entry['slug'] ?? null ) && is_string( $entry['color'] ?? null ) ) {
				$colours[ $entry['slug'] ] = $entry['color'];
			}
		}
		return Colour_Switcher_Options::palette( $colours );
	}

	/**
	 * A colour with its lightness turned over (hue, saturation and alpha kept); '' for a colour
	 * that is not in hex (rgb(), hsl(): left as the theme has it).
	 *
	 * @param string $colour The colour.
	 */
	public static function turn_over( string $colour ): string {
		$rgba = self::rgba( $colour );
		if ( ! $rgba ) {
			return '';
		}
		[ $red, $green, $blue, $alpha ] = $rgba;
		$max       = max( $red, $green, $blue );
		$min       = min( $red, $green, $blue );
		$lightness = ( $max + $min ) / 2;
		$chroma    = $max - $min;
		$hue       = 0.0;
		if ( $chroma > 0 ) {
			$hue = match ( $max ) {
				$red => fmod( ( $green - $blue ) / $chroma + 6, 6 ),
				$green => ( $blue - $red ) / $chroma + 2,
				default => ( $red - $green ) / $chroma + 4,
			};
		}
		$saturation = $chroma > 0 ? $chroma / ( 1 - abs( 2 * $lightness - 1 ) ) : 0.0;
		$lightness  = self::DARKEST + ( 1 - $lightness ) * ( self::LIGHTEST - self::DARKEST );
		// Back to RGB from hue (sixths), saturation and the new lightness.
		$chroma = ( 1 - abs( 2 * $lightness - 1 ) ) * $saturation;
		$second = $chroma * ( 1 - abs( fmod( $hue, 2 ) - 1 ) );
		$sector = array(
			array( $chroma, $second, 0 ),
			array( $second, $chroma, 0 ),
			array( 0, $chroma, $second ),
			array( 0, $second, $chroma ),
			array( $second, 0, $chroma ),
			array( $chroma, 0, $second ),
		)[ min( 5, (int) floor( $hue ) ) ];
		$match  = $lightness - $chroma / 2;
		$hex    = '#';
		foreach ( $sector as $part ) {
			$hex .= sprintf( '%02x', (int) round( max( 0, min( 1, $part + $match ) ) * 255 ) );
		}
		return $hex . ( $alpha < 255 ? sprintf( '%02x', $alpha ) : '' );
	}

	/**
	 * Whether a colour is dark: its relative luminance (WCAG) under 0.2, a background light
	 * text contrasts with. False for a colour that is not in hex.
	 *
	 * @param string $colour The colour.
	 */
	public static function is_dark( string $colour ): bool {
		$rgba = self::rgba( $colour );
		if ( ! $rgba ) {
			return false;
		}
		$linear = array_map(
			static function ( float $channel ): float {
				return $channel <= 0.04045 ? $channel / 12.92 : ( ( $channel + 0.055 ) / 1.055 ) ** 2.4;
			},
			array_slice( $rgba, 0, 3 )
		);
		return 0.2126 * $linear[0] + 0.7152 * $linear[1] + 0.0722 * $linear[2] < 0.2;
	}

	/**
	 * The slug of the page's background colour: the one the theme's styles give `body`, else
	 * `base` or `background`, else the palette's first.
	 *
	 * @param array<string, string> $palette The switched palette.
	 */
	private static function background_slug( array $palette ): string {
		$background = self::body_background();
		if ( is_string( $background ) && preg_match( '/(?:--wp--preset--color--|var:preset\|color\|)([a-z0-9-]+)/', $background, $match ) && isset( $palette[ $match[1] ] ) ) {
			return $match[1];
		}
		foreach ( array( 'base', 'background' ) as $slug ) {
			if ( isset( $palette[ $slug ] ) ) {
				return $slug;
			}
		}
		return (string) array_key_first( $palette );
	}

	/**
	 * The background the theme's styles give `body`, the owner's Site Editor choice over the
	 * theme's: read from the two sources WordPress has already loaded to render the page, not
	 * from wp_get_global_styles(), which merges every origin again on each call (about 1 ms).
	 *
	 * @return mixed The value as theme.json holds it (a preset reference, a colour, or null).
	 */
	private static function body_background(): mixed {
		$origins = array(
			\WP_Theme_JSON_Resolver::get_user_data(),
			\WP_Theme_JSON_Resolver::get_theme_data( array(), array( 'with_supports' => false ) ),
		);
		foreach ( $origins as $origin ) {
			$background = $origin->get_raw_data()['styles']['color']['background'] ?? null;
			if ( null !== $background ) {
				return $background;
			}
		}
		return null;
	}

	/**
	 * A hex colour's channels: red, green and blue from 0 to 1, alpha from 0 to 255.
	 *
	 * @param string $colour The colour.
	 * @return array{0: float, 1: float, 2: float, 3: int}|null Null when it is not hex.
	 */
	private static function rgba( string $colour ): ?array {
		$hex = ltrim( strtolower( trim( $colour ) ), '#' );
		if ( ! str_starts_with( trim( $colour ), '#' ) || ! preg_match( '/^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/', $hex ) ) {
			return null;
		}
		if ( strlen( $hex ) <= 4 ) {
			$hex = implode( '', array_map( static fn ( string $digit ): string => $digit . $digit, str_split( $hex ) ) );
		}
		$channels = array_map( 'hexdec', str_split( $hex, 2 ) );
		return array( $channels[0] / 255, $channels[1] / 255, $channels[2] / 255, (int) ( $channels[3] ?? 255 ) );
	}
}
