<?php
/**
 * Motion effects, entrance animations and lazy backgrounds: the block attribute's values read
 * back clamped (docs/motion.md "Motion effects", "Entrance animations", "Lazy backgrounds").
 *
 * @package Frontage
 */

namespace Frontage\Motion;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Reads the `frontageMotion` attribute as the front end uses it: every strength, range, time
 * and choice clamped or replaced by its default, effects a block cannot have left out. Pure:
 * no WordPress state, so the editor's panel (src/motion/motion-settings.ts) says the same.
 */
final class Motion_Settings {

	/**
	 * The devices, as the attribute names them (docs/motion.md "Devices").
	 */
	public const DEVICES = array( 'desktop', 'tablet', 'mobile' );

	/**
	 * Scrolling effects: name → directions (the default first), default strength, largest
	 * strength (blur: px).
	 *
	 * @var array<string, array{0: string[], 1: float, 2: float}>
	 */
	public const SCROLL_EFFECTS = array(
		'translateY' => array( array( 'up', 'down' ), 4, 10 ),
		'translateX' => array( array( 'left', 'right' ), 4, 10 ),
		'rotateZ'    => array( array( 'left', 'right' ), 1, 10 ),
		'scale'      => array( array( 'up', 'down', 'up-down', 'down-up' ), 4, 10 ),
		'opacity'    => array( array( 'in', 'out', 'in-out', 'out-in' ), 10, 10 ),
		'blur'       => array( array( 'in', 'out', 'in-out', 'out-in' ), 7, 15 ),
	);

	/**
	 * Mouse effects: name → directions (the default first), default strength, largest strength.
	 *
	 * @var array<string, array{0: string[], 1: float, 2: float}>
	 */
	public const MOUSE_EFFECTS = array(
		'track' => array( array( 'opposite', 'direct' ), 1, 10 ),
		'tilt'  => array( array( 'direct', 'opposite' ), 4, 10 ),
	);

	/**
	 * Entrance animations.
	 */
	public const ENTRANCES = array( 'fade-in', 'slide-up', 'slide-down', 'slide-left', 'slide-right', 'zoom-in' );

	/**
	 * Entrance duration: default, shortest, longest (ms).
	 */
	public const DURATION = array( 600, 100, 5000 );

	/**
	 * Entrance delay: default, shortest, longest (ms).
	 */
	public const DELAY = array( 0, 0, 5000 );

	/**
	 * The blocks whose background can move and load lazily.
	 */
	public const BACKGROUND_BLOCKS = array( 'core/group', 'core/cover' );

	/**
	 * The block's settings as the front end uses them, or null when none is on.
	 *
	 * @param mixed  $value The attribute's value.
	 * @param string $block The block's name.
	 * @return array{motion: array<string, mixed>|null, entrance: array{animation: string, duration: int, delay: int}|null, lazy: bool}|null
	 */
	public static function read( mixed $value, string $block ): ?array {
		if ( ! is_array( $value ) ) {
			return null;
		}
		$background = in_array( $block, self::BACKGROUND_BLOCKS, true );
		$motion     = array_filter(
			array(
				'scroll'     => self::effects( $value['scroll'] ?? null, self::SCROLL_EFFECTS, true ),
				'mouse'      => self::effects( $value['mouse'] ?? null, self::MOUSE_EFFECTS, false ),
				'background' => $background ? self::effects( $value['background'] ?? null, self::SCROLL_EFFECTS, true ) : array(),
			)
		);
		$devices = self::devices( $value['devices'] ?? null );
		// Effects on no device are no effects: the page loads nothing for them.
		$motion = $motion && $devices ? array( 'devices' => $devices ) + $motion : array();
		$entrance = self::entrance( $value['entrance'] ?? null );
		$lazy     = $background && true === ( $value['lazyBackground'] ?? false );
		if ( ! $motion && ! $entrance && ! $lazy ) {
			return null;
		}
		return array(
			'motion'   => $motion ? $motion : null,
			'entrance' => $entrance,
			'lazy'     => $lazy,
		);
	}

	/**
	 * The effects that are on (present as objects), with their values clamped.
	 *
	 * @param mixed                                              $value   The effects' values.
	 * @param array<string, array{0: string[], 1: float, 2: float}> $known   The effects known.
	 * @param bool                                               $ranged  Whether they have a viewport range.
	 * @return array<string, array<string, mixed>>
	 */
	private static function effects( mixed $value, array $known, bool $ranged ): array {
		$effects = array();
		foreach ( $known as $name => [ $directions, $speed, $max ] ) {
			$effect = is_array( $value ) ? ( $value[ $name ] ?? null ) : null;
			if ( ! is_array( $effect ) ) {
				continue;
			}
			$read = array(
				'speed'     => self::number( $effect['speed'] ?? null, $speed, 0, $max ),
				'direction' => in_array( $effect['direction'] ?? null, $directions, true ) ? $effect['direction'] : $directions[0],
			);
			if ( $ranged ) {
				$read += self::range( $effect['start'] ?? null, $effect['end'] ?? null );
			}
			$effects[ $name ] = $read;
		}
		return $effects;
	}

	/**
	 * A viewport range: start and end % clamped to 0–100; a start not before its end gives the
	 * whole passage (0–100).
	 *
	 * @param mixed $start Start %.
	 * @param mixed $end   End %.
	 * @return array{start: float, end: float}
	 */
	public static function range( mixed $start, mixed $end ): array {
		$start = self::number( $start, 0, 0, 100 );
		$end   = self::number( $end, 100, 0, 100 );
		return $start < $end ? array(
			'start' => $start,
			'end'   => $end,
		) : array(
			'start' => 0,
			'end'   => 100,
		);
	}

	/**
	 * The devices chosen, in their order; every device when the list is missing, and none when
	 * it names none.
	 *
	 * @param mixed $value The list.
	 * @return string[]
	 */
	private static function devices( mixed $value ): array {
		if ( ! is_array( $value ) ) {
			return self::DEVICES;
		}
		return array_values( array_intersect( self::DEVICES, $value ) );
	}

	/**
	 * The entrance animation, or null when none is chosen.
	 *
	 * @param mixed $value The entrance's values.
	 * @return array{animation: string, duration: int, delay: int}|null
	 */
	private static function entrance( mixed $value ): ?array {
		if ( ! is_array( $value ) || ! in_array( $value['animation'] ?? null, self::ENTRANCES, true ) ) {
			return null;
		}
		return array(
			'animation' => $value['animation'],
			'duration'  => (int) self::number( $value['duration'] ?? null, self::DURATION[0], self::DURATION[1], self::DURATION[2] ),
			'delay'     => (int) self::number( $value['delay'] ?? null, self::DELAY[0], self::DELAY[1], self::DELAY[2] ),
		);
	}

	/**
	 * A number clamped between two bounds, rounded to a tenth; the default when it is no number.
	 *
	 * @param mixed $value   The value.
	 * @param float $default Its default.
	 * @param float $min     The smallest.
	 * @param float $max     The largest.
	 */
	private static function number( mixed $value, float $default, float $min, float $max ): float {
		if ( ! is_int( $value ) && ! is_float( $value ) && ! ( is_string( $value ) && is_numeric( $value ) ) ) {
			return $default;
		}
		$value = (float) $value;
		if ( is_nan( $value ) ) {
			return $default;
		}
		return round( max( $min, min( $max, $value ) ), 1 );
	}
}
