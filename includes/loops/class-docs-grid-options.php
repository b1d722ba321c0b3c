<?php
/**
 * The documentation grid's options, read from the block's attributes and clamped
 * (docs/loops.md "Documentation grid").
 *
 * @package Frontage
 */

namespace Frontage\Loops;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * What a grid shows and how it is laid out. Numbers out of range are brought into it; anything
 * that is no number reads as the default, so no attribute can make the page fail.
 */
final class Docs_Grid_Options {

	/**
	 * The devices, widest first, as the attributes and the style's custom properties name them
	 * (tablet: up to 1024 px wide, mobile: up to 767 px; the block's style holds the widths).
	 */
	public const DEVICES = array( 'desktop', 'tablet', 'mobile' );

	/**
	 * Numeric attributes: name => array( default, minimum, maximum ). Spacing is in pixels; a
	 * parent of -1 means every category, 0 the top-level ones, N the children of category N.
	 */
	public const NUMBERS = array(
		'categories'     => array( 30, 1, 100 ),
		'postsPerCard'   => array( 5, 0, 20 ),
		'parent'         => array( -1, -1, PHP_INT_MAX ),
		'columnsDesktop' => array( 3, 1, 6 ),
		'columnsTablet'  => array( 3, 1, 6 ),
		'columnsMobile'  => array( 3, 1, 6 ),
		'spacingDesktop' => array( 15, 0, 100 ),
		'spacingTablet'  => array( 30, 0, 100 ),
		'spacingMobile'  => array( 30, 0, 100 ),
	);

	/**
	 * The taxonomy a grid lists when none is given: the posts' categories.
	 */
	public const DEFAULT_TAXONOMY = 'category';

	/**
	 * Builds the options.
	 *
	 * @param string             $taxonomy    The taxonomy's name (a key; not checked here).
	 * @param int                $categories  Most cards.
	 * @param int                $per_card    Posts or files listed in each card.
	 * @param int                $parent      -1: all categories; 0: top level; N: children of N.
	 * @param array<string, int> $columns     Columns by device (DEVICES).
	 * @param array<string, int> $spacing     Spacing in pixels by device (DEVICES).
	 * @param bool               $show_counts Whether each card says how many entries it has.
	 */
	private function __construct(
		public readonly string $taxonomy,
		public readonly int $categories,
		public readonly int $per_card,
		public readonly int $parent,
		public readonly array $columns,
		public readonly array $spacing,
		public readonly bool $show_counts
	) {}

	/**
	 * The options from the block's attributes; anything not an array reads as the defaults.
	 *
	 * @param mixed $attributes The block's attributes.
	 */
	public static function from_attributes( mixed $attributes ): self {
		$fields  = is_array( $attributes ) ? $attributes : array();
		$numbers = array();
		foreach ( self::NUMBERS as $name => list( $default, $min, $max ) ) {
			$numbers[ $name ] = self::clamp( $fields[ $name ] ?? null, $default, $min, $max );
		}
		$columns = array();
		$spacing = array();
		foreach ( self::DEVICES as $device ) {
			$columns[ $device ] = $numbers[ 'columns' . ucfirst( $device ) ];
			$spacing[ $device ] = $numbers[ 'spacing' . ucfirst( $device ) ];
		}
		$taxonomy = is_string( $fields['taxonomy'] ?? null ) ? sanitize_key( $fields['taxonomy'] ) : '';
		return new self(
			'' === $taxonomy ? self::DEFAULT_TAXONOMY : $taxonomy,
			$numbers['categories'],
			$numbers['postsPerCard'],
			$numbers['parent'],
			$columns,
			$spacing,
			! isset( $fields['showCounts'] ) || (bool) $fields['showCounts']
		);
	}

	/**
	 * A number brought into a range; text that is no integer reads as the default.
	 *
	 * @param mixed $value   The value as it arrived.
	 * @param int   $default Its default.
	 * @param int   $min     The least it may be.
	 * @param int   $max     The most it may be.
	 */
	private static function clamp( mixed $value, int $default, int $min, int $max ): int {
		if ( is_float( $value ) && is_finite( $value ) ) {
			$value = $value >= PHP_INT_MAX ? $max : ( $value <= PHP_INT_MIN ? $min : (int) $value );
		} elseif ( is_string( $value ) && preg_match( '/^\s*(-?)(\d+)\s*$/', $value, $match ) ) {
			// More than 18 digits would overflow an int: it is beyond every range here.
			$big   = strlen( ltrim( $match[2], '0' ) ) > 18;
			$value = $big ? ( '-' === $match[1] ? $min : $max ) : (int) ( $match[1] . $match[2] );
		}
		if ( ! is_int( $value ) ) {
			return $default;
		}
		return max( $min, min( $max, $value ) );
	}
}
