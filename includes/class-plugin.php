<?php
/**
 * The composition root: builds Frontage's services and modules and wires them together.
 *
 * @package Frontage
 */

namespace Frontage;

use Frontage\Rest\Modules_Controller;
use Frontage\Rest\Rest_Scope;
use Frontage\Settings\Settings;
use Frontage\Settings\Settings_Page;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Reading this class tells you everything Frontage hooks into WordPress: shared services first,
 * then each module that the owner has switched on.
 */
final class Plugin {

	/**
	 * Modules that work only with other modules on: a module whose requirements are switched off
	 * adds no hooks (File search searches the Files module's library).
	 */
	public const REQUIRES = array(
		'search' => array( 'files' ),
		'editor' => array( 'files' ),
	);

	/**
	 * Builds the modules with their dependencies.
	 *
	 * @param Settings           $settings      The option-backed settings, including the module switches.
	 * @param Settings_Page|null $settings_page Settings → Frontage; null outside the admin, where
	 *                                          its hooks never fire.
	 * @param Assets             $assets        Script and block registration from build/.
	 * @param Module[]           $modules       Every module, switched on or not.
	 * @param Ajax_Router        $router        The `action=wpfd` dispatcher (docs/api.md), shared by the modules'
	 *                                          tasks (Files, File search).
	 */
	public function __construct(
		private Settings $settings,
		private ?Settings_Page $settings_page,
		private Assets $assets,
		private array $modules,
		private Ajax_Router $router = new Ajax_Router()
	) {}

	/**
	 * Builds the plugin and adds its hooks. Called once, from plugin.php. Only what every request
	 * needs is built here; the modules build the rest when a hook needs it (docs/ARCHITECTURE.md
	 * "What a request loads").
	 */
	public static function boot(): void {
		$assets  = new Assets();
		$router  = new Ajax_Router();
		$modules = self::modules( $assets, $router );

		$settings = new Settings( $modules );
		( new self( $settings, is_admin() ? new Settings_Page( $assets ) : null, $assets, $modules, $router ) )->add_hooks();
	}

	/**
	 * Every module Frontage has, in the order they are listed on the settings screen.
	 *
	 * @param Assets      $assets  Script and block registration, shared by the modules.
	 * @param Ajax_Router $router  The `action=wpfd` dispatcher, shared by the modules' tasks.
	 * @param Lazy|null   $library The file library (Files\Library), built once, when first needed, and
	 *                             shared by the modules that read it (Files, File search, Loops); null: a new one.
	 * @return Module[]
	 */
	public static function modules( Assets $assets, Ajax_Router $router = new Ajax_Router(), ?Lazy $library = null ): array {
		$library ??= new Lazy( static fn (): Files\Library => Files\Library::create_default() );
		return array(
			new Files\Files_Module( $assets, $router, $library ),
			new Search\Search_Module( $assets, $router, $library ),
			new Editor\Editor_Module( $assets ),
			new Language\Language_Module( $assets ),
			new Popups\Popups_Module( $assets ),
			new Media\Media_Module( $assets ),
			new Loops\Loops_Module( $assets, $library ),
			new Theme\Theme_Module( $assets ),
			new Motion\Motion_Module( $assets ),
		);
	}

	/**
	 * Wires the shared services, then each module that is switched on (and whose required modules
	 * are on). A module that is off adds no hooks at all, so it registers nothing and enqueues
	 * nothing. The `action=wpfd` router listens once, when a module registered a task on it.
	 */
	public function add_hooks(): void {
		$this->assets->add_hooks();
		$this->settings->add_hooks();
		$this->settings_page?->add_hooks();
		$settings = $this->settings;
		// REST requests only, and not a visitor's (Rest_Scope): the controller is built when the
		// REST API starts.
		$modules = new Lazy( static fn (): Modules_Controller => new Modules_Controller( $settings ) );
		add_action(
			'rest_api_init',
			static function () use ( $modules ): void {
				if ( ! Rest_Scope::visitors_only() ) {
					$modules->register_routes();
				}
			}
		);

		$switches = $this->settings->switches();
		foreach ( $this->modules as $module ) {
			if ( self::is_wired( $module->slug(), $switches ) ) {
				$module->add_hooks();
			}
		}
		if ( $this->router->has_tasks() ) {
			$this->router->add_hooks();
		}
	}

	/**
	 * Whether a module is switched on, with every module it requires.
	 *
	 * @param string              $slug     Module slug.
	 * @param array<string, bool> $switches Every module's switch (Settings::switches(), read once).
	 */
	private static function is_wired( string $slug, array $switches ): bool {
		foreach ( array_merge( array( $slug ), self::REQUIRES[ $slug ] ?? array() ) as $needed ) {
			if ( ! ( $switches[ $needed ] ?? false ) ) {
				return false;
			}
		}
		return true;
	}
}
