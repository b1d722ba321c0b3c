<?php
/**
 * The Popups module: popups built in the block editor, and the simple modal block.
 *
 * @package Frontage
 */

namespace Frontage\Popups;

use Frontage\Admin_Scope;
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
	 * The query parameter that opens a modal or popup by its id (docs/popups.md "Opening from
	 * outside"), a public contract; read on every page (Popup_Output), so it lives here.
	 */
	public const URL_ACTION_PARAM = 'uael-modal-action';

	/**
	 * REST base of builder popups: /wp/v2/frontage-popups.
	 */
	public const REST_BASE = 'frontage-popups';

	/**
	 * The post type's capability_type, singular and plural (Popup_Capabilities grants them).
	 */
	public const CAPABILITY_TYPE = array( 'frontage_popup', 'frontage_popups' );

	/**
	 * The option that records which CAPS_VERSION this site has granted (autoloaded: it is read
	 * on every request, here, so that Popup_Capabilities loads only to grant them).
	 */
	public const CAPS_VERSION_OPTION = 'frontage_popup_caps_version';

	/**
	 * Raise this when Popup_Capabilities::ALL or ROLES change, so that updated sites grant them again.
	 */
	public const CAPS_VERSION = 1;

	/**
	 * The option recording which DATA_VERSION this site's stored popups have been brought to
	 * (autoloaded: it is read on every request, here, so that Popup_Settings loads only to upgrade).
	 */
	public const DATA_VERSION_OPTION = 'frontage_popup_data_version';

	/**
	 * Raise this with an upgrade of stored popups in Popup_Settings::maybe_upgrade(). 1: popups
	 * from before a new popup showed nowhere keep the whole site they showed on. 2: the popups'
	 * index (Popup_Index) is autoloaded; the one kept from before was not, so it is built again.
	 */
	public const DATA_VERSION = 2;

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
		// Popup_Capabilities: granted before the post type is registered (init, 10), so the menu
		// and REST see the capabilities on the first request after an update; the post type's
		// REST routes kept to editors before WordPress registers them (rest_api_init, 99) and
		// the settings' meta (5).
		add_action( 'init', array( self::class, 'grant_capabilities_when_behind' ), 1 );
		add_action( 'rest_api_init', array( Popup_Capabilities::class, 'keep_rest_to_editors' ), 0 );
		add_action( 'init', array( self::class, 'register_data_types' ) );
		add_action( 'init', array( $this, 'register_blocks' ) );
		self::add_settings_hooks();
		( new Popup_Index() )->add_hooks();
		// The page's footer: the visit counter before the popups (5), both before the footer
		// scripts (20), so the engine is printed in the same footer. Built when a page prints it.
		$assets = $this->assets;
		add_action( 'wp_footer', array( new Lazy( static fn (): Visit_Counter => new Visit_Counter() ), 'print_script' ), 1 );
		add_action( 'wp_footer', array( new Lazy( static fn (): Popup_Output => new Popup_Output( $assets ) ), 'print_popups' ), 5 );
		self::add_preview_hooks();
		add_action( 'rest_api_init', static fn () => ( new Popup_Opens() )->register_routes() );
		if ( is_admin() ) {
			( new Popup_List( $this->assets ) )->add_hooks();
			add_filter( 'block_editor_settings_all', array( Popup_Editor::class, 'canvas_styles' ), 10, 2 );
		}
		// The block editor only (docs/ARCHITECTURE.md "What a request loads").
		if ( Admin_Scope::wired() ) {
			add_action( 'enqueue_block_editor_assets', array( new Lazy( static fn (): Popup_Editor => new Popup_Editor( $assets ) ), 'enqueue' ) );
		}
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
				'labels'          => self::labels(),
				'public'          => false,
				'show_ui'         => true,
				'show_in_menu'    => true,
				'menu_icon'       => 'dashicons-welcome-view-site',
				'show_in_rest'    => true,
				'rest_base'       => self::REST_BASE,
				'supports'        => array( 'title', 'editor', 'custom-fields', 'revisions' ),
				'capability_type' => self::CAPABILITY_TYPE,
				'map_meta_cap'    => true,
				// No address of its own (Popup_Preview::link()): no rewrite rules for every
				// request to walk past, no query variable.
				'rewrite'         => false,
				'query_var'       => false,
			)
		);
	}

	/**
	 * The popup type's labels. A visitor's page (not signed in) shows none of them, so it gets
	 * the two every type has; the admin, the editor, the admin bar and WP-CLI get every label
	 * core would otherwise word as a post's (docs/popups.md "The Popups list").
	 *
	 * @return array<string, string>
	 */
	private static function labels(): array {
		$labels = array(
			'name'          => __( 'Popups', 'frontage' ),
			'singular_name' => __( 'Popup', 'frontage' ),
		);
		if ( ! is_admin() && ! is_user_logged_in() && ! ( defined( 'WP_CLI' ) && WP_CLI ) ) {
			return $labels;
		}
		return $labels + array(
			'add_new'                  => __( 'Add new popup', 'frontage' ),
			'add_new_item'             => __( 'Add new popup', 'frontage' ),
			'edit_item'                => __( 'Edit popup', 'frontage' ),
			'new_item'                 => __( 'New popup', 'frontage' ),
			'view_item'                => __( 'View popup', 'frontage' ),
			'view_items'               => __( 'View popups', 'frontage' ),
			'search_items'             => __( 'Search popups', 'frontage' ),
			'not_found'                => __( 'No popups found.', 'frontage' ),
			'not_found_in_trash'       => __( 'No popups found in the Trash.', 'frontage' ),
			'all_items'                => __( 'All popups', 'frontage' ),
			'archives'                 => __( 'Popup archives', 'frontage' ),
			'attributes'               => __( 'Popup attributes', 'frontage' ),
			'insert_into_item'         => __( 'Insert into popup', 'frontage' ),
			'uploaded_to_this_item'    => __( 'Uploaded to this popup', 'frontage' ),
			'filter_items_list'        => __( 'Filter popups list', 'frontage' ),
			'items_list_navigation'    => __( 'Popups list navigation', 'frontage' ),
			'items_list'               => __( 'Popups list', 'frontage' ),
			'item_published'           => __( 'Popup published.', 'frontage' ),
			'item_published_privately' => __( 'Popup published privately.', 'frontage' ),
			'item_reverted_to_draft'   => __( 'Popup reverted to draft.', 'frontage' ),
			'item_trashed'             => __( 'Popup trashed.', 'frontage' ),
			'item_scheduled'           => __( 'Popup scheduled.', 'frontage' ),
			'item_updated'             => __( 'Popup updated.', 'frontage' ),
			'item_link'                => __( 'Popup link', 'frontage' ),
			'item_link_description'    => __( 'A link to a popup.', 'frontage' ),
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

	/**
	 * The popups' settings meta (Popup_Settings): registered where it is written with its schema
	 * (the editor's REST calls, the admin, WP-CLI), checked before a popup is saved, upgraded when
	 * the site's stored popups are behind DATA_VERSION. A visitor's page reads the settings through
	 * Popup_Settings::get() when it shows a popup, so a page without one loads none of it.
	 */
	private static function add_settings_hooks(): void {
		$settings = new Lazy( static fn (): Popup_Settings => new Popup_Settings() );
		if ( is_admin() || ( defined( 'WP_CLI' ) && WP_CLI ) ) {
			add_action( 'init', array( $settings, 'register' ) );
		} else {
			// For a REST request, when the post type's routes are there for the person asking
			// (Popup_Capabilities::keep_rest_to_editors()): a visitor's request loads none of it.
			add_action(
				'rest_api_init',
				static function () use ( $settings ): void {
					if ( get_post_type_object( self::POST_TYPE )?->show_in_rest ) {
						$settings->register();
					}
				},
				5 // Before the post types' routes (99).
			);
		}
		// After the post type is registered (init, 10).
		add_action( 'init', array( self::class, 'upgrade_settings_when_behind' ), 20 );
		add_filter( 'rest_pre_insert_' . self::POST_TYPE, array( $settings, 'check_before_save' ), 10, 2 );
	}

	/**
	 * A popup's editor previews it on the home page (Popup_Preview): its address, Preview in the
	 * editor, and no page cache or canonical redirect for a preview. Only an address that names a
	 * popup (URL_ACTION_PARAM) may be a preview, so other pages load none of it.
	 */
	private static function add_preview_hooks(): void {
		$preview = new Lazy( static fn (): Popup_Preview => new Popup_Preview() );
		add_filter(
			'post_type_link',
			static fn ( $link, $post ) => $post instanceof \WP_Post && self::POST_TYPE === $post->post_type ? $preview->link( (string) $link, $post ) : $link,
			10,
			2
		);
		add_filter( 'rest_prepare_post_type', array( $preview, 'viewable_in_editor' ), 10, 2 );
		if ( isset( $_GET[ self::URL_ACTION_PARAM ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which request this is; Popup_Preview::previewed() checks the rest.
			add_action( 'template_redirect', array( $preview, 'no_cache' ) );
			add_filter( 'redirect_canonical', array( $preview, 'keep_preview_address' ) );
		}
	}

	/**
	 * Grants the popups' capabilities (Popup_Capabilities::install()) when this site has not
	 * granted this CAPS_VERSION yet; otherwise loads nothing.
	 */
	public static function grant_capabilities_when_behind(): void {
		if ( (int) get_option( self::CAPS_VERSION_OPTION, 0 ) < self::CAPS_VERSION ) {
			Popup_Capabilities::install();
		}
	}

	/**
	 * Brings stored popups to DATA_VERSION (Popup_Settings::maybe_upgrade()) when they are
	 * behind; otherwise loads nothing.
	 */
	public static function upgrade_settings_when_behind(): void {
		if ( (int) get_option( self::DATA_VERSION_OPTION, 0 ) < self::DATA_VERSION ) {
			Popup_Settings::maybe_upgrade();
		}
	}
}
