<?php
/**
 * Motion effects, entrance animations and lazy backgrounds as a setting of (almost) every
 * block (docs/motion.md "Motion effects", "Entrance animations", "Lazy backgrounds").
 *
 * @package Frontage
 */

namespace Frontage\Motion;

use Frontage\Admin_Scope;
use Frontage\Assets;
use Frontage\Block_Type_Args;
use Frontage\Lazy;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Adds the `frontageMotion` attribute to every block type but those with no element of their
 * own to move (EXCLUDED), and hands a block that uses it to Motion_Markup, built on the first
 * such block: a page without effects runs one isset() per block and loads nothing else.
 */
final class Motion_Effects {

	/**
	 * The attribute: an object of the block's effects (docs/motion.md "What is stored").
	 */
	public const ATTRIBUTE = 'frontageMotion';

	/**
	 * Blocks left without the setting: those that print no element of their own (classic text,
	 * custom HTML, shortcodes, page breaks, synced patterns, widgets, missing blocks) and the
	 * links inside a menu, whose submenus and off-canvas panel a transform would misplace.
	 */
	public const EXCLUDED = array(
		'core/freeform',
		'core/html',
		'core/shortcode',
		'core/more',
		'core/nextpage',
		'core/block',
		'core/pattern',
		'core/missing',
		'core/legacy-widget',
		'core/widget-group',
		'core/navigation-link',
		'core/navigation-submenu',
		'core/home-link',
		'core/page-list-item',
	);

	/**
	 * The Inspector panel's script and its built entry.
	 */
	public const EDITOR_HANDLE = 'frontage-motion-effects-editor';
	public const EDITOR_ENTRY  = 'motion/effects-editor/index';

	/**
	 * Adds the attribute, the render filter and the editor's panel.
	 *
	 * @param Assets $assets Scripts and styles.
	 */
	public static function add_hooks( Assets $assets ): void {
		// Read by the editor only: a visitor's page renders the attribute undeclared (Block_Type_Args).
		Block_Type_Args::add_for_editor( array( Block_Type_Args::ALL ), array( self::class, 'add_attribute' ) );
		$markup = new Lazy( static fn (): Motion_Markup => new Motion_Markup( $assets ) );
		// After WordPress's block supports (10), which write a group's background image.
		add_filter(
			'render_block',
			static function ( mixed $content, mixed $block ) use ( $markup ): mixed {
				if ( ! is_string( $content ) || ! is_array( $block ) || ! isset( $block['attrs'][ self::ATTRIBUTE ] ) ) {
					return $content;
				}
				$name = (string) ( $block['blockName'] ?? '' );
				$read = in_array( $name, self::EXCLUDED, true ) ? null : Motion_Settings::read( $block['attrs'][ self::ATTRIBUTE ], $name );
				return $read ? $markup->render( $content, $read, $name ) : $content;
			},
			20,
			2
		);
		if ( Admin_Scope::wired() ) {
			add_action(
				'enqueue_block_editor_assets',
				static function () use ( $assets ): void {
					$assets->enqueue_script( self::EDITOR_HANDLE, self::EDITOR_ENTRY );
				}
			);
		}
	}

	/**
	 * The attribute on every block type but the excluded (register_block_type_args).
	 *
	 * @param mixed  $args The block type's arguments.
	 * @param string $name The block's name.
	 * @return mixed
	 */
	public static function add_attribute( mixed $args, string $name ): mixed {
		if ( is_array( $args ) && ! in_array( $name, self::EXCLUDED, true ) ) {
			$args['attributes']                    = (array) ( $args['attributes'] ?? array() );
			$args['attributes'][ self::ATTRIBUTE ] = array( 'type' => 'object' );
		}
		return $args;
	}
}
