<?php
/**
 * The Popups module: popups built in the block editor, and the simple modal block.
 *
 * @package Frontage
 */

namespace Frontage\Popups;

use Frontage\Assets;
use Frontage\Demo\Demo_Content;
use Frontage\Demo\Has_Demo_Content;
use Frontage\Lazy;
use Frontage\Module;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registers the modal block and the builder-popup post type. The trigger and display-rule
 * engine is added here as the Popups issue builds it.
 */
final class Popups_Module implements Module, Has_Demo_Content {

	/**
	 * Post type of a builder popup, edited in the block editor.
	 */
	public const POST_TYPE = 'frontage_popup';

	/**
	 * REST base of builder popups: /wp/v2/frontage-popups.
	 */
	public const REST_BASE = 'frontage-popups';

	/**
	 * Takes the shared asset registration.
	 *
	 * @param Assets $assets Script and block registration.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return 'popups';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Popups', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function description(): string {
		return __( 'Popups built in the block editor and shown by triggers and display rules, and a simple modal block.', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function add_hooks(): void {
		( new Popup_Capabilities() )->add_hooks();
		add_action( 'init', array( self::class, 'register_data_types' ) );
		add_action( 'init', array( $this, 'register_blocks' ) );
		( new Popup_Settings() )->add_hooks();
		( new Popup_Index() )->add_hooks();
		( new Popup_Output( $this->assets ) )->add_hooks();
		( new Visit_Counter() )->add_hooks();
		( new Popup_Preview() )->add_hooks();
		// The block editor only (docs/ARCHITECTURE.md "What a request loads").
		$assets = $this->assets;
		add_action( 'enqueue_block_editor_assets', array( new Lazy( static fn (): Popup_Editor => new Popup_Editor( $assets ) ), 'enqueue' ) );
	}

	/**
	 * Registers the builder-popup post type. Static so that uninstall.php can call it. Popups are
	 * site-wide UI, so they have capabilities of their own (Popup_Capabilities): only editors and
	 * administrators see the menu and may create, edit or publish them, in the admin and in REST.
	 */
	public static function register_data_types(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'          => array(
					'name'          => __( 'Popups', 'frontage' ),
					'singular_name' => __( 'Popup', 'frontage' ),
					'add_new_item'  => __( 'Add new popup', 'frontage' ),
					'edit_item'     => __( 'Edit popup', 'frontage' ),
				),
				'public'          => false,
				'show_ui'         => true,
				'show_in_menu'    => true,
				'menu_icon'       => 'dashicons-welcome-view-site',
				'show_in_rest'    => true,
				'rest_base'       => self::REST_BASE,
				'supports'        => array( 'title', 'editor', 'custom-fields', 'revisions' ),
				'capability_type' => Popup_Capabilities::CAPABILITY_TYPE,
				'map_meta_cap'    => true,
			)
		);
	}

	/**
	 * Registers the module's blocks from build/blocks; their classes load when one renders.
	 */
	public function register_blocks(): void {
		$this->assets->register_block( 'modal', array( new Lazy( static fn (): Modal_Block => new Modal_Block() ), 'render' ) );
		$this->assets->register_block( 'off-canvas', array( new Lazy( static fn (): Off_Canvas_Block => new Off_Canvas_Block() ), 'render' ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Demo_Content $demo The seeder.
	 */
	public function seed_demo( Demo_Content $demo ): array {
		return array(
			$demo->ensure_page(
				'popups-modal',
				__( 'Modal demo', 'frontage' ),
				Modal_Demo::content()
			),
			...Popup_Demo::seed( $demo ),
		);
	}
}
