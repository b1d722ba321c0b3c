<?php
/**
 * The Carousel block's settings as the page uses them: every attribute read, typed and kept
 * within its bounds (docs/motion.md "Carousel").
 *
 * @package Frontage
 */

namespace Frontage\Motion;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Read from the block's attributes; a value of the wrong type or out of bounds reads as the
 * nearest allowed one (a number) or the default (anything else), without a warning. The slides
 * shown per device and the step are clamped to the number of slides later (for_count()).
 */
final class Carousel_Settings {

	/**
	 * The most slides shown at once on any device.
	 */
	public const MAX_SHOWN = 6;

	/**
	 * The shortest and longest autoplay interval, in seconds.
	 */
	public const MIN_INTERVAL = 2;

	/**
	 * The longest autoplay interval, in seconds.
	 */
	public const MAX_INTERVAL = 30;

	/**
	 * The defaults (docs/motion.md "Carousel"): attribute → value.
	 */
	public const DEFAULTS = array(
		'slidesDesktop'    => 3,
		'slidesTablet'     => 2,
		'slidesMobile'     => 1,
		'slidesToScroll'   => 1,
		'loop'             => true,
		'autoplay'         => false,
		'autoplayInterval' => 5,
		'showDots'         => true,
		'label'            => '',
	);

	/**
	 * The settings.
	 *
	 * @param int    $desktop  Slides shown above 1024 px.
	 * @param int    $tablet   Slides shown from 768 to 1024 px.
	 * @param int    $mobile   Slides shown up to 767 px.
	 * @param int    $step     Slides moved by previous and next.
	 * @param bool   $loop     Whether the ends wrap.
	 * @param bool   $autoplay Whether the slides move on their own.
	 * @param int    $interval Seconds between autoplay moves.
	 * @param bool   $dots     Whether the dots show.
	 * @param string $label    The carousel's name for screen readers ('' for the default).
	 */
	public function __construct(
		public readonly int $desktop,
		public readonly int $tablet,
		public readonly int $mobile,
		public readonly int $step,
		public readonly bool $loop,
		public readonly bool $autoplay,
		public readonly int $interval,
		public readonly bool $dots,
		public readonly string $label
	) {}

	/**
	 * The settings from a block's attributes.
	 *
	 * @param mixed $attributes The attributes; anything not an array reads as the defaults.
	 */
	public static function from_attributes( mixed $attributes ): self {
		$attributes = is_array( $attributes ) ? $attributes : array();
		$label      = $attributes['label'] ?? '';
		return new self(
			self::number( $attributes, 'slidesDesktop', 1, self::MAX_SHOWN ),
			self::number( $attributes, 'slidesTablet', 1, self::MAX_SHOWN ),
			self::number( $attributes, 'slidesMobile', 1, self::MAX_SHOWN ),
			self::number( $attributes, 'slidesToScroll', 1, self::MAX_SHOWN ),
			self::flag( $attributes, 'loop' ),
			self::flag( $attributes, 'autoplay' ),
			self::number( $attributes, 'autoplayInterval', self::MIN_INTERVAL, self::MAX_INTERVAL ),
			self::flag( $attributes, 'showDots' ),
			is_string( $label ) ? trim( sanitize_text_field( $label ) ) : ''
		);
	}

	/**
	 * The same settings for a carousel of this many slides: no device shows more slides than
	 * there are, and no step is longer than the most slides shown.
	 *
	 * @param int $count Slides in the carousel.
	 */
	public function for_count( int $count ): self {
		$most = max( 1, $count );
		return new self(
			min( $this->desktop, $most ),
			min( $this->tablet, $most ),
			min( $this->mobile, $most ),
			min( $this->step, $most, max( $this->desktop, $this->tablet, $this->mobile ) ),
			$this->loop,
			$this->autoplay,
			$this->interval,
			$this->dots,
			$this->label
		);
	}

	/**
	 * A whole number attribute within bounds: numbers (and numeric text) are rounded and
	 * clamped; anything else is the default.
	 *
	 * @param array<mixed> $attributes The attributes.
	 * @param string       $name       The attribute.
	 * @param int          $min        The least allowed.
	 * @param int          $max        The most allowed.
	 */
	private static function number( array $attributes, string $name, int $min, int $max ): int {
		$value = $attributes[ $name ] ?? null;
		$value = is_int( $value ) || is_float( $value ) || ( is_string( $value ) && is_numeric( $value ) )
			? (int) round( (float) $value ) : self::DEFAULTS[ $name ];
		return min( max( $value, $min ), $max );
	}

	/**
	 * A true/false attribute: a boolean as given, anything else the default.
	 *
	 * @param array<mixed> $attributes The attributes.
	 * @param string       $name       The attribute.
	 */
	private static function flag( array $attributes, string $name ): bool {
		$value = $attributes[ $name ] ?? null;
		return is_bool( $value ) ? $value : self::DEFAULTS[ $name ];
	}
}
