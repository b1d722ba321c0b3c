<?php
/**
 * Tests for includes/class-assets.php: scripts registered from build/ with their .asset.php.
 *
 * @package Frontage
 */

use Frontage\Assets;
use Frontage\Tests\Test_Case;

/**
 * Script registration.
 */
final class Test_Assets extends Test_Case {

	/**
	 * WordPress 6.5 lacks react-jsx-runtime; Frontage provides it, built against WordPress's React.
	 */
	public function test_react_jsx_runtime_is_registered(): void {
		$script = wp_scripts()->query( Assets::JSX_RUNTIME_HANDLE, 'registered' );
		$this->assertInstanceOf( _WP_Dependency::class, $script );
		$this->assertContains( 'react', $script->deps );
	}

	/**
	 * A built entry is registered with the dependencies and version its .asset.php lists.
	 */
	public function test_registers_an_entry_from_its_asset_file(): void {
		$asset = require FRONTAGE_DIR . 'build/settings/index.asset.php';

		$this->assertTrue( ( new Assets() )->register_script( 'frontage-test-settings', 'settings/index' ) );

		$script = wp_scripts()->query( 'frontage-test-settings', 'registered' );
		$this->assertSame( $asset['dependencies'], $script->deps );
		$this->assertSame( $asset['version'], $script->ver );
		$this->assertStringEndsWith( '/build/settings/index.js', $script->src );
		$this->assertTrue( wp_style_is( 'frontage-test-settings', 'registered' ) );
		wp_deregister_script( 'frontage-test-settings' );
		wp_deregister_style( 'frontage-test-settings' );
	}

	/**
	 * An entry that was never built is refused, not registered with a broken URL.
	 */
	public function test_refuses_an_entry_that_was_not_built(): void {
		$this->assertFalse( ( new Assets() )->register_script( 'frontage-test-missing', 'no-such/index' ) );
		$this->assertFalse( wp_script_is( 'frontage-test-missing', 'registered' ) );
	}

	/**
	 * A block's scripts look for translations in the plugin's languages folder too.
	 */
	public function test_block_scripts_get_the_plugins_translation_path(): void {
		$block = WP_Block_Type_Registry::get_instance()->get_registered( 'frontage/modal' );
		$this->assertNotNull( $block );
		foreach ( $block->editor_script_handles as $handle ) {
			$this->assertSame( FRONTAGE_DIR . 'languages', wp_scripts()->query( $handle )->translations_path );
		}
	}

	/**
	 * View scripts that do not translate stay free of wp-i18n (and the scripts it pulls in).
	 */
	public function test_view_scripts_without_strings_do_not_load_i18n(): void {
		$block = WP_Block_Type_Registry::get_instance()->get_registered( 'frontage/modal' );
		foreach ( $block->view_script_handles as $handle ) {
			$this->assertNotContains( 'wp-i18n', wp_scripts()->query( $handle )->deps, $handle );
		}
	}
}
