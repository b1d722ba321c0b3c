<?php
/**
 * The builder popup's settings panels in the block editor (src/popups/editor).
 *
 * @package Frontage
 */

namespace Frontage\Popups;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Loads the panels only while a popup is edited, with the roles, post types and taxonomies
 * they offer. The panels save through the popup's own REST save (Popup_Settings checks it).
 */
final class Popup_Editor {

	/**
	 * Script handle (build/popups/editor).
	 */
	public const HANDLE = 'frontage-popup-editor';

	/**
	 * Takes how scripts are registered.
	 *
	 * @param Assets $assets Script registration.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * Add hooks.
	 */
	public function add_hooks(): void {
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue' ) );
	}

	/**
	 * The popup's box as the editor's canvas (WordPress's editor styles, which the editor scopes
	 * to its canvas): the blocks sit in a white box as wide as the popup's dialog on the site
	 * (src/popups/dialog/popups.scss: at most 40rem, 1rem from the window's edges), over the
	 * dimmed page.
	 */
	private const CANVAS_CSS = '.editor-styles-wrapper{background:#8c8f94}'
		. '.is-root-container{box-sizing:border-box;width:min(40rem,calc(100% - 2rem));max-width:none;margin:1rem auto 2rem!important;padding:2.75rem 1.5rem 1.5rem;border-radius:8px;background:#fff;color:#1e1e1e;box-shadow:0 10px 40px rgba(0,0,0,.3)}'
		. '.editor-post-title,.wp-block-post-title{color:#1e1e1e}';

	/**
	 * Adds the popup's box to the editor styles while a popup is edited.
	 *
	 * @param array<string, mixed>     $settings The block editor's settings.
	 * @param \WP_Block_Editor_Context $context  What is edited.
	 * @return array<string, mixed>
	 */
	public static function canvas_styles( array $settings, \WP_Block_Editor_Context $context ): array {
		if ( $context->post instanceof \WP_Post && Popups_Module::POST_TYPE === $context->post->post_type ) {
			$settings['styles']   = is_array( $settings['styles'] ?? null ) ? $settings['styles'] : array();
			$settings['styles'][] = array( 'css' => self::CANVAS_CSS );
		}
		return $settings;
	}

	/**
	 * The panels and their data, on a popup's edit screen only.
	 */
	public function enqueue(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || Popups_Module::POST_TYPE !== $screen->post_type || ! $this->assets->enqueue_script( self::HANDLE, 'popups/editor/index' ) ) {
			return;
		}
		$options = static function ( array $objects ): array {
			$list = array();
			foreach ( $objects as $name => $object ) {
				$list[] = array(
					'value' => (string) $name,
					'label' => is_object( $object ) ? (string) $object->labels->singular_name : (string) $object,
				);
			}
			return $list;
		};
		$post_types = get_post_types( array( 'public' => true ), 'objects' );
		unset( $post_types['attachment'], $post_types[ Popups_Module::POST_TYPE ] );
		wp_add_inline_script(
			self::HANDLE,
			'window.frontagePopupEditor = ' . wp_json_encode(
				array(
					'roles'      => $options( array_map( 'translate_user_role', wp_roles()->get_names() ) ),
					'postTypes'  => $options( $post_types ),
					'taxonomies' => $options( get_taxonomies( array( 'public' => true ), 'objects' ) ),
				)
			) . ';',
			'before'
		);
	}
}
