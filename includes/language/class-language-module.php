<?php
/**
 * The Language module.
 *
 * @package Frontage
 */

namespace Frontage\Language;

use Frontage\Admin_Scope;
use Frontage\Assets;
use Frontage\Demo\Demo_Content;
use Frontage\Demo\Has_Demo_Content;
use Frontage\Lazy;
use Frontage\Module;
use Frontage\Rest\Modules_Controller;
use Frontage\Rest\Rest_Scope;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Works out each visitor's language and redirects, or suggests it in a popup or a hello bar
 * (docs/language.md): the option `frontage_language` (Language_Settings), the detection call
 * `get-needed-language` (Language_Ajax, Language_Detector), the language addresses
 * (Language_Urls), the head script that decides (Language_Head, src/language/head) and the popup and
 * hello bar it loads when it offers a language (Language_Offer, src/language/offer), and the
 * Language switcher block (Language_Switcher).
 */
final class Language_Module implements Module, Has_Demo_Content {

	/**
	 * The detection call's admin-ajax action (docs/language.md "The detection call"), a public
	 * contract; Language_Ajax answers it, built only when it is called.
	 */
	public const DETECTION_ACTION = 'get-needed-language';

	/**
	 * The admin-ajax action that answers the offer's settings (docs/language.md "The popup and
	 * the hello bar"); Language_Offer answers it, built only when it is called.
	 */
	public const OFFER_ACTION = 'frontage-language-offer';

	/**
	 * The route of the languages the Languages card offers to add (GET /frontage/v1/languages);
	 * Language_Choices answers it, built only when a request reaches it.
	 */
	public const CHOICES_ROUTE = '/languages';

	/**
	 * Takes how scripts are registered.
	 *
	 * @param Assets $assets Script registration.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return 'language';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Language', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function description(): string {
		return __( 'Works out each visitor’s language and redirects, or suggests it in a popup or a hello bar.', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function add_hooks(): void {
		( new Language_Settings() )->add_hooks();
		// The detection call, the saves that keep translation groups whole and the block editor's
		// panel build their service when they run (docs/ARCHITECTURE.md "What a request loads").
		$urls = new Language_Urls();
		$urls->add_hooks();
		// The head script and the offer's answer: built by the page's head or the offer's call.
		$assets = $this->assets;
		if ( Admin_Scope::wired() ) {
			self::add_admin_hooks( $assets );
		}
		add_action( 'wp_head', array( new Lazy( static fn (): Language_Head => new Language_Head( $urls ) ), 'print_script' ), 0 );
		( new Language_Switcher( $this->assets, $urls ) )->add_hooks();
		( new Language_Menus( $urls, $this->assets ) )->add_hooks();
		$translations = new Lazy( static fn (): Language_Translations => new Language_Translations() );
		add_action( 'update_post_meta', array( $translations, 'remember_before' ), 10, 3 );
		add_action( 'delete_post_meta', array( $translations, 'remember_before_delete' ), 10, 3 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( $translations, 'spread' ), 10, 3 );
		}
		// The languages the Languages card offers to add: its route, and its preload on that screen.
		$choices = new Lazy( static fn (): Language_Choices => new Language_Choices() );
		add_action(
			'rest_api_init',
			static function () use ( $choices ): void {
				if ( ! Rest_Scope::visitors_only() ) {
					self::register_routes( $choices );
				}
			}
		);
		if ( Admin_Scope::wired() ) {
			add_action( 'admin_enqueue_scripts', array( $choices, 'preload' ), 20 );
		}
	}

	/**
	 * What only admin-ajax.php and the admin's screens fire (docs/ARCHITECTURE.md "What a request
	 * loads"): the detection call and the offer's answer (admin-ajax.php, visitors included), and
	 * the block editor's panel.
	 *
	 * @param Assets $assets Script registration.
	 */
	private static function add_admin_hooks( Assets $assets ): void {
		$detection = new Lazy( static fn (): Language_Ajax => new Language_Ajax() );
		add_action( 'wp_ajax_' . self::DETECTION_ACTION, array( $detection, 'answer' ) );
		add_action( 'wp_ajax_nopriv_' . self::DETECTION_ACTION, array( $detection, 'answer' ) );
		$offer = new Lazy( static fn (): Language_Offer => new Language_Offer( $assets ) );
		add_action( 'wp_ajax_' . self::OFFER_ACTION, array( $offer, 'answer' ) );
		add_action( 'wp_ajax_nopriv_' . self::OFFER_ACTION, array( $offer, 'answer' ) );
		add_action( 'enqueue_block_editor_assets', array( new Lazy( static fn (): Language_Editor => new Language_Editor( $assets ) ), 'enqueue' ) );
	}

	/**
	 * Registers GET /frontage/v1/languages, answered by Language_Choices when a request reaches
	 * it (the REST index builds nothing: docs/ARCHITECTURE.md "What a request loads").
	 *
	 * @param Lazy $choices The languages on offer (Language_Choices).
	 */
	private static function register_routes( Lazy $choices ): void {
		register_rest_route(
			Modules_Controller::NAMESPACE,
			self::CHOICES_ROUTE,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $choices, 'answer' ),
					// The list serves the Languages card: those who may change the language settings.
					'permission_callback' => static fn (): bool => current_user_can( 'manage_options' ),
				),
				'schema' => array( $choices, 'schema' ),
			)
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Demo_Content $demo The seeder.
	 */
	public function seed_demo( Demo_Content $demo ): array {
		return Language_Demo::seed( $demo );
	}
}
