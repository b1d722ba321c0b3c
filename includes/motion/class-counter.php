<?php
/**
 * The Counter block (blocks/counter): a number that counts up to its value when it is seen
 * (docs/widgets.md "Counter").
 *
 * @package Frontage
 */

namespace Frontage\Motion;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Renders the final number, formatted for the site's language, so that it is right without
 * JavaScript, for screen readers and for search engines; the view script only draws a
 * decorative copy counting up over it (hidden from screen readers), once, when the block is
 * seen, and not at all under reduced motion.
 */
final class Counter {

	/**
	 * The block's name.
	 */
	public const NAME = 'frontage/counter';

	/**
	 * The block's class, which its style and view script find.
	 */
	public const CLASS_NAME = 'wp-block-frontage-counter';

	/**
	 * Defaults: count from 0 to 100 in 500 ms, whole numbers.
	 */
	public const DEFAULT_START    = 0.0;
	public const DEFAULT_END      = 100.0;
	public const DEFAULT_DURATION = 500;

	/**
	 * Limits: numbers up to a million million either side (beyond, a float's digits run out),
	 * counting up to 10 s, up to 3 decimals.
	 */
	public const LIMIT        = 1e12;
	public const MAX_DURATION = 10000;
	public const MAX_DECIMALS = 3;

	/**
	 * The block's markup (the render callback).
	 *
	 * @param mixed $attributes The block's attributes; anything out of place reads as a safe value.
	 * @return string HTML.
	 */
	public function render( mixed $attributes ): string {
		$settings = self::settings( is_array( $attributes ) ? $attributes : array() );
		$extra    = array();
		if ( $settings['start'] < $settings['end'] && $settings['duration'] > 0 ) {
			$extra = array(
				'data-start'     => self::plain( $settings['start'] ),
				'data-end'       => self::plain( $settings['end'] ),
				'data-duration'  => (string) $settings['duration'],
				'data-decimals'  => (string) $settings['decimals'],
				'data-thousands' => self::separator( 'thousands_sep', ',' ),
				'data-point'     => self::separator( 'decimal_point', '.' ),
			);
		}
		$html = '<p class="' . self::CLASS_NAME . '__number">';
		if ( '' !== $settings['prefix'] ) {
			$html .= '<span class="' . self::CLASS_NAME . '__prefix">' . esc_html( $settings['prefix'] ) . '</span>';
		}
		$html .= '<span class="' . self::CLASS_NAME . '__value"><span class="' . self::CLASS_NAME . '__final">'
			. esc_html( number_format_i18n( $settings['end'], $settings['decimals'] ) ) . '</span></span>';
		if ( '' !== $settings['suffix'] ) {
			$html .= '<span class="' . self::CLASS_NAME . '__suffix">' . esc_html( $settings['suffix'] ) . '</span>';
		}
		$html .= '</p>';
		if ( '' !== $settings['title'] ) {
			$html .= '<p class="' . self::CLASS_NAME . '__title">' . esc_html( $settings['title'] ) . '</p>';
		}
		return sprintf( '<div %1$s>%2$s</div>', get_block_wrapper_attributes( $extra ), $html );
	}

	/**
	 * What the block shows, from its attributes: a start or end that is no number reads as the
	 * default (0, 100), numbers beyond ±LIMIT as the limit, a start above the end as the end (the
	 * number shows without counting), a duration outside 0–10 000 ms as the nearest limit (one
	 * that is no number as 500 ms), decimals outside 0–3 likewise; numbers are rounded to the
	 * decimals shown.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @return array{start: float, end: float, duration: int, decimals: int, prefix: string, suffix: string, title: string}
	 */
	public static function settings( array $attributes ): array {
		$decimals = (int) Widget_Input::clamp( Widget_Input::number( $attributes['decimals'] ?? null ) ?? 0.0, 0, self::MAX_DECIMALS );
		$end      = Widget_Input::number( $attributes['end'] ?? null ) ?? self::DEFAULT_END;
		$end      = round( Widget_Input::clamp( $end, -self::LIMIT, self::LIMIT ), $decimals );
		$start    = Widget_Input::number( $attributes['start'] ?? null ) ?? self::DEFAULT_START;
		$start    = round( Widget_Input::clamp( $start, -self::LIMIT, $end ), $decimals );
		$duration = Widget_Input::number( $attributes['duration'] ?? null ) ?? self::DEFAULT_DURATION;
		return array(
			'start'    => $start,
			'end'      => $end,
			'duration' => (int) round( Widget_Input::clamp( $duration, 0, self::MAX_DURATION ) ),
			'decimals' => $decimals,
			'prefix'   => Widget_Input::text( $attributes['prefix'] ?? null ),
			'suffix'   => Widget_Input::text( $attributes['suffix'] ?? null ),
			'title'    => Widget_Input::text( $attributes['title'] ?? null ),
		);
	}

	/**
	 * A number as the script reads it: plain digits, a point, no exponent.
	 *
	 * @param float $number The number.
	 */
	private static function plain( float $number ): string {
		$text = rtrim( rtrim( sprintf( '%.' . self::MAX_DECIMALS . 'F', $number ), '0' ), '.' );
		return '-0' === $text ? '0' : $text;
	}

	/**
	 * One of the site language's separators (WP_Locale::$number_format), as
	 * number_format_i18n() uses it.
	 *
	 * @param string $key      `thousands_sep` or `decimal_point`.
	 * @param string $fallback Before the locale is set up.
	 */
	private static function separator( string $key, string $fallback ): string {
		global $wp_locale;
		return isset( $wp_locale->number_format[ $key ] ) && is_string( $wp_locale->number_format[ $key ] )
			? $wp_locale->number_format[ $key ] : $fallback;
	}
}
