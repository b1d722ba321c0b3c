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
