<?php
/**
 * The Countdown block (blocks/countdown): days, hours, minutes and seconds left until a date and
 * time in the site's time zone, and what shows once it has passed (docs/widgets.md "Countdown").
 *
 * @package Frontage
 */

namespace Frontage\Motion;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Reads the block's date in the site's time zone (Settings → General) and prints it as an
 * instant with its offset (`2026-01-01T00:00:00+13:00`), so that the visitor's own clock zone
 * never changes the moment it counts to. The time left is printed by the server (right without
 * JavaScript, as of the page's making); the view script makes it tick. Screen readers get one
 * static sentence naming the date, never the ticking figures. A date that has passed renders
 * the at-zero state on the server already; one that is no date renders nothing.
 */
final class Countdown {

	/**
	 * The block's name.
	 */
	public const NAME = 'frontage/countdown';

	/**
	 * The block's class, which its style and view script find.
	 */
	public const CLASS_NAME = 'wp-block-frontage-countdown';

	/**
	 * What shows at zero: the owner's message, nothing (the block goes), or the figures at zero.
	 */
	public const AT_ZERO_MESSAGE = 'message';
	public const AT_ZERO_HIDE    = 'hide';
	public const AT_ZERO_ZEROS   = 'zeros';

	/**
	 * A date and time as the editor's date picker stores it, in the site's time zone, without an
	 * offset: `2026-01-01T00:00` or `2026-01-01T00:00:00`.
	 */
	private const DATE_PATTERN = '/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/';

	/**
	 * Seconds in a day, an hour, a minute.
	 */
	private const UNITS = array(
		'days'    => 86400,
		'hours'   => 3600,
		'minutes' => 60,
		'seconds' => 1,
	);

	/**
	 * The block's markup (the render callback).
	 *
	 * @param mixed $attributes The block's attributes; anything out of place reads as a safe value.
	 * @return string HTML; '' for a date that is no date, or a past date with "hide" chosen.
	 */
	public function render( mixed $attributes ): string {
		$attributes = is_array( $attributes ) ? $attributes : array();
		$target     = self::target( $attributes['date'] ?? null );
		if ( null === $target ) {
			return '';
		}
		$at_zero = self::at_zero( $attributes['atZero'] ?? null );
		$left    = $target->getTimestamp() - time();
		if ( $left <= 0 && self::AT_ZERO_HIDE === $at_zero ) {
			return '';
		}
		$message = Widget_Input::text( $attributes['message'] ?? null );
		$message = '' !== $message ? $message : __( 'The countdown has ended.', 'frontage' );
		$done    = '<p class="' . self::CLASS_NAME . '__done"%s>' . esc_html( $message ) . '</p>';
		if ( $left <= 0 && self::AT_ZERO_MESSAGE === $at_zero ) {
			return sprintf( '<div %1$s>%2$s</div>', get_block_wrapper_attributes(), sprintf( $done, '' ) );
		}
		$extra = array(
			'data-target'  => $target->format( DATE_ATOM ),
			'data-at-zero' => $at_zero,
		);
		$html  = self::label( $target ) . self::units( max( 0, $left ) );
		if ( self::AT_ZERO_MESSAGE === $at_zero ) {
			$html .= sprintf( $done, ' hidden' );
		}
		return sprintf( '<div %1$s>%2$s</div>', get_block_wrapper_attributes( $extra ), $html );
	}

	/**
	 * The moment a date attribute names, read in the site's time zone; null when it is no date
	 * (empty, another format, 31 February, 25 o'clock).
	 *
	 * @param mixed $raw The `date` attribute.
	 */
	public static function target( mixed $raw ): ?\DateTimeImmutable {
		if ( ! is_string( $raw ) || 1 !== preg_match( self::DATE_PATTERN, trim( $raw ), $parts ) ) {
			return null;
		}
		$seconds = $parts[6] ?? '';
		$seconds = '' === $seconds ? '00' : $seconds;
		if ( ! checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] ) || (int) $parts[4] > 23 || (int) $parts[5] > 59 || (int) $seconds > 59 ) {
			return null;
		}
		$date = \DateTimeImmutable::createFromFormat(
			'!Y-m-d H:i:s',
			sprintf( '%s-%s-%s %s:%s:%s', $parts[1], $parts[2], $parts[3], $parts[4], $parts[5], $seconds ),
			wp_timezone()
		);
		return false === $date ? null : $date;
	}

	/**
	 * The at-zero choice; anything unknown reads as the message.
	 *
	 * @param mixed $raw The `atZero` attribute.
	 */
	public static function at_zero( mixed $raw ): string {
		return in_array( $raw, array( self::AT_ZERO_HIDE, self::AT_ZERO_ZEROS ), true ) ? $raw : self::AT_ZERO_MESSAGE;
	}

	/**
	 * The sentence screen readers get instead of the figures: what it counts down to, in the
	 * site's date and time formats and time zone.
	 *
	 * @param \DateTimeImmutable $target The moment.
	 */
	private static function label( \DateTimeImmutable $target ): string {
		$format = get_option( 'date_format' ) . ' ' . get_option( 'time_format' ) . ' T';
		return sprintf(
			'<p class="%1$s__label">%2$s</p>',
			self::CLASS_NAME,
			sprintf(
				/* translators: %s: a date and time, e.g. "1 January 2026 00:00 NZDT". */
				esc_html__( 'Countdown to %s', 'frontage' ),
				'<time datetime="' . esc_attr( $target->format( DATE_ATOM ) ) . '">' . esc_html( wp_date( $format, $target->getTimestamp() ) ) . '</time>'
			)
		);
	}

	/**
	 * The figures, hidden from screen readers: days, hours, minutes, seconds left.
	 *
	 * @param int $left Seconds left.
	 */
	private static function units( int $left ): string {
		$names = array(
			'days'    => _x( 'Days', 'countdown unit', 'frontage' ),
			'hours'   => _x( 'Hours', 'countdown unit', 'frontage' ),
			'minutes' => _x( 'Minutes', 'countdown unit', 'frontage' ),
			'seconds' => _x( 'Seconds', 'countdown unit', 'frontage' ),
		);
		$html  = '';
		foreach ( self::UNITS as $unit => $seconds ) {
			$count = intdiv( $left, $seconds );
			$left -= $count * $seconds;
			$html .= sprintf(
				'<span class="%1$s__unit"><span class="%1$s__number" data-unit="%2$s">%3$s</span><span class="%1$s__name">%4$s</span></span>',
				self::CLASS_NAME,
				esc_attr( $unit ),
				esc_html( 'days' === $unit ? (string) $count : sprintf( '%02d', $count ) ),
				esc_html( $names[ $unit ] )
			);
		}
		return '<div class="' . self::CLASS_NAME . '__units" aria-hidden="true">' . $html . '</div>';
	}
}
