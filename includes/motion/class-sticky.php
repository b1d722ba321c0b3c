<?php
/**
 * Sticky groups and template parts (docs/motion.md "Sticky"): the `frontageSticky` attribute on
 * `core/group` and `core/template-part`, read back sanitized on every render, printed as classes,
 * an offset custom property and a data attribute, with the sticky script and style queued only
 * where a rendered block sticks.
 *
 * @package Frontage
 */

namespace Frontage\Motion;

use Frontage\Admin_Scope;
use Frontage\Assets;
use Frontage\Block_Type_Args;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The setting. Loaded on every request (WordPress registers the blocks it extends on each), so it
 * holds only the attribute, its sanitizing and the markup: no other class is built.
 */
final class Sticky {

	/**
	 * The blocks that can stick.
	 */
	public const BLOCKS = array( 'core/group', 'core/template-part' );

	/**
	 * The attribute: an object (docs/motion.md "Sticky" lists its keys).
	 */
	public const ATTRIBUTE = 'frontageSticky';

	/**
	 * The script (with its style under the same handle) and its built entry.
	 */
	public const HANDLE = 'frontage-motion-sticky';

	/**
	 * The script's entry in build/.
	 */
	public const ENTRY = 'motion/sticky/index';

	/**
	 * The data attribute the script reads the settings from (JSON).
	 */
	public const DATA = 'data-frontage-sticky';

	/**
	 * Class of every block that sticks somewhere (a public contract, docs/motion.md).
	 */
	public const CLASS_NAME = 'frontage-sticky';

	/**
	 * The custom property holding the offset.
	 */
	public const OFFSET_PROPERTY = '--frontage-sticky-offset';

	/**
	 * Positions: stuck to the top or to the bottom of the window.
	 */
	public const POSITIONS = array( 'top', 'bottom' );

	/**
	 * Devices, by window width: mobile ≤ 767 px, tablet 768–1024 px, desktop above.
	 */
	public const DEVICES = array( 'desktop', 'tablet', 'mobile' );

	/**
	 * Largest offset from the window's edge, in px.
	 */
	public const MAX_OFFSET = 500;

	/**
	 * Largest effects offset (how far the page scrolls before the effects class), in px.
	 */
	public const MAX_EFFECTS_OFFSET = 5000;

	/**
	 * Largest extra gap above an anchor's target, in px.
	 */
	public const MAX_ANCHOR_OFFSET = 200;

	/**
	 * Adds the attribute and the render filters; builds nothing.
	 *
	 * @param Assets $assets Script registration.
	 */
	public static function add_hooks( Assets $assets ): void {
		Block_Type_Args::add( self::BLOCKS, array( self::class, 'add_attribute' ) );
		$render = static function ( mixed $content, mixed $block ) use ( $assets ): mixed {
			$settings = is_string( $content ) && is_array( $block ) ? self::settings( $block['attrs'] ?? null ) : null;
			if ( ! $settings ) {
				return $content;
			}
			self::enqueue( $assets );
			return self::markup( $content, $settings );
		};
		foreach ( self::BLOCKS as $name ) {
			add_filter( 'render_block_' . $name, $render, 10, 2 );
		}
		if ( Admin_Scope::wired() ) {
			add_action(
				'enqueue_block_editor_assets',
				static function () use ( $assets ): void {
					$assets->enqueue_script( 'frontage-motion-sticky-editor', 'motion/sticky-editor/index' );
				}
			);
		}
	}

	/**
	 * The attribute on the blocks that can stick (register_block_type_args).
	 *
	 * @param mixed  $args The block type's arguments.
	 * @param string $name The block's name.
	 * @return mixed
	 */
	public static function add_attribute( mixed $args, string $name ): mixed {
		if ( is_array( $args ) && in_array( $name, self::BLOCKS, true ) ) {
			$args['attributes'][ self::ATTRIBUTE ] = array( 'type' => 'object' );
		}
		return $args;
	}

	/**
	 * The block's sticky settings, sanitized, or null when it does not stick (no position, no
	 * device): saved attributes are never trusted. Out-of-range numbers are clamped.
	 *
	 * @param mixed $attributes The block's attributes.
	 * @return array{position: string, devices: string[], offset: int, effectsOffset: int, stopAtParent: bool, anchorLinks: bool, anchorOffset: int}|null
	 */
	public static function settings( mixed $attributes ): ?array {
		$raw = is_array( $attributes ) ? ( $attributes[ self::ATTRIBUTE ] ?? null ) : null;
		if ( ! is_array( $raw ) || ! in_array( $raw['position'] ?? '', self::POSITIONS, true ) ) {
			return null;
		}
		$devices = isset( $raw['devices'] ) ? ( is_array( $raw['devices'] ) ? $raw['devices'] : array() ) : self::DEVICES;
		$devices = array_values( array_filter( self::DEVICES, static fn ( string $device ): bool => in_array( $device, $devices, true ) ) );
		if ( ! $devices ) {
			return null;
		}
		$in_parent = self::flag( $raw['stopAtParent'] ?? null, false );
		return array(
			'position'      => $raw['position'],
			'devices'       => $devices,
			'offset'        => self::pixels( $raw['offset'] ?? 0, self::MAX_OFFSET ),
			'effectsOffset' => self::pixels( $raw['effectsOffset'] ?? 0, self::MAX_EFFECTS_OFFSET ),
			'stopAtParent'  => $in_parent,
			// Anchors land below a block that sticks to the page's end; one that stops at its
			// parent covers only part of the page, so it counts only when asked.
			'anchorLinks'   => self::flag( $raw['anchorLinks'] ?? null, ! $in_parent ),
			'anchorOffset'  => self::pixels( $raw['anchorOffset'] ?? 0, self::MAX_ANCHOR_OFFSET ),
		);
	}

	/**
	 * A whole number of pixels between 0 and a maximum; anything else is 0.
	 *
	 * @param mixed $value The saved value.
	 * @param int   $max   The largest allowed.
	 */
	private static function pixels( mixed $value, int $max ): int {
		return is_numeric( $value ) ? max( 0, min( $max, (int) round( (float) $value ) ) ) : 0;
	}

	/**
	 * A saved switch: true, 1, '1' or 'true' is on, anything else off; missing, the default.
	 *
	 * @param mixed $value    The saved value.
	 * @param bool  $fallback When missing.
	 */
	private static function flag( mixed $value, bool $fallback ): bool {
		return null === $value ? $fallback : in_array( $value, array( true, 1, '1', 'true' ), true );
	}

	/**
	 * The block's markup with the classes, the offset and the settings on its outer tag.
	 *
	 * @param string                                                                                                                  $content  The block's markup.
	 * @param array{position: string, devices: string[], offset: int, effectsOffset: int, stopAtParent: bool, anchorLinks: bool, anchorOffset: int} $settings Sanitized settings.
	 */
	public static function markup( string $content, array $settings ): string {
		$tags = new \WP_HTML_Tag_Processor( $content );
		if ( ! $tags->next_tag() ) {
			return $content;
		}
		$tags->add_class( self::CLASS_NAME );
		$tags->add_class( 'is-sticky-' . $settings['position'] );
		foreach ( $settings['devices'] as $device ) {
			$tags->add_class( 'is-sticky-' . $device );
		}
		if ( $settings['stopAtParent'] ) {
			$tags->add_class( 'is-sticky-in-parent' );
		}
		$style = trim( (string) $tags->get_attribute( 'style' ) );
		$style = ( '' === $style ? '' : rtrim( $style, ';' ) . ';' ) . self::OFFSET_PROPERTY . ':' . $settings['offset'] . 'px';
		// The tag processor escapes attribute values itself.
		$tags->set_attribute( 'style', $style );
		$tags->set_attribute( self::DATA, (string) wp_json_encode( $settings ) );
		return $tags->get_updated_html();
	}

	/**
	 * Queues the script and its style; the style is small enough to be printed inline
	 * (WordPress inlines a style that names its file's path).
	 *
	 * @param Assets $assets Script registration.
	 */
	private static function enqueue( Assets $assets ): void {
		if ( wp_script_is( self::HANDLE ) || ! $assets->enqueue_script( self::HANDLE, self::ENTRY ) ) {
			return;
		}
		wp_script_add_data( self::HANDLE, 'strategy', 'defer' );
		if ( wp_style_is( self::HANDLE, 'registered' ) ) {
			wp_style_add_data( self::HANDLE, 'path', FRONTAGE_DIR . 'build/' . self::ENTRY . '.css' );
		}
	}
}
