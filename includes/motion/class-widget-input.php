<?php
/**
 * How the counter, progress and countdown blocks read their attributes (docs/widgets.md
 * "Counter, progress and countdown": bad input).
 *
 * @package Frontage
 */

namespace Frontage\Motion;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Reads what a block's attributes hold, whatever they hold: a value of the wrong type, a text
 * that is no number, a number out of range read as a safe value, never as a warning.
 */
final class Widget_Input {

	/**
	 * The number an attribute holds — a number, or a text that is one ("42", " 4.5 ") — or null
	 * for anything else (empty, "1,000", "abc", an array, INF, NAN).
	 *
	 * @param mixed $raw The attribute's value.
	 */
	public static function number( mixed $raw ): ?float {
		if ( is_string( $raw ) ) {
			$raw = trim( $raw );
			if ( '' === $raw || ! is_numeric( $raw ) ) {
				return null;
			}
			$raw = (float) $raw;
		}
		if ( ( ! is_int( $raw ) && ! is_float( $raw ) ) || ! is_finite( (float) $raw ) ) {
			return null;
		}
		return (float) $raw;
	}

	/**
	 * A number brought within limits.
	 *
	 * @param float $value The number.
	 * @param float $min   The smallest allowed.
	 * @param float $max   The largest allowed.
	 */
	public static function clamp( float $value, float $min, float $max ): float {
		return max( $min, min( $max, $value ) );
	}

	/**
	 * A text attribute, trimmed; '' for anything not a text.
	 *
	 * @param mixed $raw The attribute's value.
	 */
	public static function text( mixed $raw ): string {
		return is_string( $raw ) ? trim( $raw ) : '';
	}
}
