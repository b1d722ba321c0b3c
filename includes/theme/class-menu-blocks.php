<?php
/**
 * Frontage's settings on core's Navigation block (docs/theme.md "Menus"): the mobile menu's mode
 * (a dropdown under the header or an off-canvas panel), the panel's side, the header breakpoint
 * and the menu's timing options (`data-sm-options`).
 *
 * @package Frontage
 */

namespace Frontage\Theme;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The attributes added to `core/navigation` (beside the language module's
 * `frontageLanguageRefs`, which it leaves alone) and the context that hands the mode to its links,
 * read back clamped. WordPress registers the Navigation block on every request, so this class is
 * small: the markup is Menu_Markup's, built only where a Frontage menu renders.
 */
final class Menu_Blocks {

	/**
	 * The block extended.
	 */
	public const NAVIGATION = 'core/navigation';

	/**
	 * Core's script module for the Navigation block (WordPress 6.5), which a menu with a mode
	 * does not use.
	 */
	public const CORE_VIEW_MODULE = '@wordpress/block-library/navigation';

	/**
	 * The link block, whose description becomes a tooltip.
	 */
	public const LINK = 'core/navigation-link';

	/**
	 * Attribute (and context name): the mobile menu's mode; '' leaves core's overlay as it is.
	 */
	public const MODE = 'frontageMobileMenu';

	/**
	 * Attribute: the off-canvas panel's side.
	 */
	public const SIDE = 'frontageMenuSide';

	/**
	 * Attribute: the widest window, in px, that shows the mobile menu toggle.
	 */
	public const BREAKPOINT = 'frontageBreakpoint';

	/**
	 * Attribute: the menu's timing options, JSON, printed as `data-sm-options`.
	 */
	public const OPTIONS = 'frontageMenuOptions';

	/**
	 * Mode: the menu opens under the header.
	 */
	public const DROPDOWN = 'dropdown';

	/**
	 * Mode: the menu opens in a modal panel from a side.
	 */
	public const OFF_CANVAS = 'off-canvas';

	/**
	 * The panel's sides, the default first.
	 */
	public const SIDES = array( 'right', 'left' );

	/**
	 * The default breakpoint: the mobile breakpoint of docs/theme.md "Breakpoints and constants".
	 */
	public const DEFAULT_BREAKPOINT = 767;

	/**
	 * The narrowest breakpoint (the narrowest phone).
	 */
	public const MIN_BREAKPOINT = 320;

	/**
	 * The widest breakpoint.
	 */
	public const MAX_BREAKPOINT = 2560;

	/**
	 * Longest options text printed; longer is left out.
	 */
	public const OPTIONS_MAX_LENGTH = 1000;

	/**
	 * The attributes on the Navigation block and the context its links read
	 * (register_block_type_args).
	 *
	 * @param mixed  $args The block type's arguments.
	 * @param string $name The block's name.
	 * @return mixed
	 */
	public static function add_attributes( mixed $args, string $name ): mixed {
		if ( ! is_array( $args ) ) {
			return $args;
		}
		if ( self::NAVIGATION === $name ) {
			$args['attributes'][ self::MODE ]       = array(
				'type'    => 'string',
				'enum'    => array( '', self::DROPDOWN, self::OFF_CANVAS ),
				'default' => '',
			);
			$args['attributes'][ self::SIDE ]       = array(
				'type'    => 'string',
				'enum'    => self::SIDES,
				'default' => self::SIDES[0],
			);
			$args['attributes'][ self::BREAKPOINT ] = array(
				'type'    => 'integer',
				'default' => self::DEFAULT_BREAKPOINT,
			);
			$args['attributes'][ self::OPTIONS ]    = array(
				'type'    => 'string',
				'default' => '',
			);
			// A link inside the block, or inside the wp_navigation post it shows, reads the mode
			// under the attribute's own name (WordPress hands a referenced menu's blocks the
			// Navigation block's attributes as their context).
			$args['provides_context'][ self::MODE ] = self::MODE;
		} elseif ( self::LINK === $name ) {
			$args['uses_context']   = (array) ( $args['uses_context'] ?? array() );
			$args['uses_context'][] = self::MODE;
		}
		return $args;
	}

	/**
	 * The menu's settings, clamped, or null when the block uses no Frontage mode.
	 *
	 * @param mixed $attributes The Navigation block's attributes.
	 * @return array{mode: string, side: string, breakpoint: int, options: string}|null
	 */
	public static function settings( mixed $attributes ): ?array {
		$attributes = is_array( $attributes ) ? $attributes : array();
		$mode       = $attributes[ self::MODE ] ?? '';
		if ( ! in_array( $mode, array( self::DROPDOWN, self::OFF_CANVAS ), true ) ) {
			return null;
		}
		$side       = in_array( $attributes[ self::SIDE ] ?? '', self::SIDES, true ) ? $attributes[ self::SIDE ] : self::SIDES[0];
		$breakpoint = is_numeric( $attributes[ self::BREAKPOINT ] ?? null ) ? (int) $attributes[ self::BREAKPOINT ] : self::DEFAULT_BREAKPOINT;
		$options    = is_string( $attributes[ self::OPTIONS ] ?? null ) ? trim( $attributes[ self::OPTIONS ] ) : '';
		return array(
			'mode'       => $mode,
			'side'       => $side,
			'breakpoint' => max( self::MIN_BREAKPOINT, min( self::MAX_BREAKPOINT, $breakpoint ) ),
			'options'    => strlen( $options ) <= self::OPTIONS_MAX_LENGTH ? $options : '',
		);
	}
}
