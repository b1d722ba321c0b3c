<?php
/**
 * The composition root: builds Frontage's services and modules and wires them together.
 *
 * @package Frontage
 */

namespace Frontage;

use Frontage\Rest\Modules_Controller;
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
	 * Builds the modules with their dependencies.
	 *
	 * @param Settings      $settings      The option-backed settings, including the module switches.
	 * @param Settings_Page $settings_page Settings → Frontage.
	 * @param Assets        $assets        Script and block registration from build/.
	 * @param Module[]      $modules       Every module, switched on or not.
	 */
	public function __construct(
		private Settings $settings,
		private Settings_Page $settings_page,
		private Assets $assets,
		private array $modules
	) {}

	/**
	 * Builds the plugin and adds its hooks. Called once, from plugin.php.
	 */
	public static function boot(): void {
		$assets  = new Assets();
		$modules = self::modules( $assets );

		$settings = new Settings( $modules );
		( new self( $settings, new Settings_Page( $assets ), $assets, $modules ) )->add_hooks();
	}

	/**
	 * Every module Frontage has, in the order they are listed on the settings screen.
	 *
	 * @param Assets $assets Script and block registration, shared by the modules.
	 * @return Module[]
	 */
	public static function modules( Assets $assets ): array {
		return array(
			new Files\Files_Module( $assets ),
			new Search\Search_Module(),
			new Editor\Editor_Module(),
			new Language\Language_Module(),
			new Popups\Popups_Module( $assets ),
		);
	}

	/**
	 * Wires the shared services, then each module that is switched on. A module that is off adds
	 * no hooks at all, so it registers nothing and enqueues nothing.
	 */
	public function add_hooks(): void {
		$this->assets->add_hooks();
		$this->settings->add_hooks();
		$this->settings_page->add_hooks();
		( new Modules_Controller( $this->settings ) )->add_hooks();

		foreach ( $this->modules as $module ) {
			if ( $this->settings->is_module_on( $module->slug() ) ) {
				$module->add_hooks();
			}
		}
	}
}
