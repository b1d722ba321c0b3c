<?php
/**
 * Tests for includes/class-plugin.php: the composition root adds hooks only for modules that
 * are switched on.
 *
 * @package Frontage
 */

use Frontage\Assets;
use Frontage\Module;
use Frontage\Plugin;
use Frontage\Settings\Settings;
use Frontage\Settings\Settings_Page;
use Frontage\Tests\Test_Case;
use Frontage\Tests\Recording_Module;

/**
 * Module wiring.
 */
final class Test_Plugin extends Test_Case {

	/**
	 * A switched-off module is never asked to add hooks; the others are.
	 */
	public function test_only_switched_on_modules_add_hooks(): void {
		$this->keep_hooks();
		$on      = new Recording_Module( 'files' );
		$off     = new Recording_Module( 'popups' );
		$modules = array( $on, $off );
		$this->set_option( Settings::OPTION_MODULES, array( 'popups' => false ) );

		$settings = new Settings( $modules );
		$assets   = new Assets();
		( new Plugin( $settings, new Settings_Page( $assets ), $assets, $modules ) )->add_hooks();

		$this->assertTrue( $on->hooked );
		$this->assertFalse( $off->hooked );
	}

	/**
	 * On this site every module is on, so the Popups module registered its post type and block.
	 */
	public function test_the_active_site_has_the_switched_on_modules_wired(): void {
		$this->assertTrue( post_type_exists( 'frontage_popup' ) );
		$this->assertTrue( post_type_exists( 'frontage_file' ) );
		$this->assertTrue( taxonomy_exists( 'frontage_category' ) );
		$this->assertSame( 'frontage-popups', get_post_type_object( 'frontage_popup' )->rest_base );
	}
}
