<?php
/**
 * Tests for includes/settings/class-settings.php: the module switches and uninstall opt-in, as
 * the settings screen reads and saves them through /wp/v2/settings.
 *
 * @package Frontage
 */

use Frontage\Settings\Settings;
use Frontage\Tests\Test_Case;

/**
 * The options' REST contract and the switch logic.
 */
final class Test_Settings extends Test_Case {

	/**
	 * Both options are in the REST settings, with every module listed.
	 */
	public function test_settings_endpoint_lists_every_module_switch(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', '/wp/v2/settings' );

		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame(
			array( 'files', 'search', 'editor', 'language', 'popups', 'media', 'loops', 'theme', 'motion' ),
			array_keys( $data[ Settings::OPTION_MODULES ] )
		);
		$this->assertArrayHasKey( Settings::OPTION_DELETE_DATA, $data );
	}

	/**
	 * Modules are on until the owner switches them off, and the owner's choice is saved.
	 */
	public function test_saving_a_switch_turns_only_that_module_off(): void {
		$this->restore_option_after_test( Settings::OPTION_MODULES );
		delete_option( Settings::OPTION_MODULES );
		$this->act_as( 'administrator' );

		$response = $this->rest( 'POST', '/wp/v2/settings', array( Settings::OPTION_MODULES => array( 'popups' => false ) ) );

		$this->assertSame( 200, $response->get_status() );
		$saved = $response->get_data()[ Settings::OPTION_MODULES ];
		$this->assertFalse( $saved['popups'] );
		$this->assertTrue( $saved['files'] );
		$settings = new Settings( Frontage\Plugin::modules( new Frontage\Assets() ) );
		$this->assertFalse( $settings->is_module_on( 'popups' ) );
		$this->assertTrue( $settings->is_module_on( 'language' ) );
	}

	/**
	 * An unknown module is refused with a clear 400 and nothing stored changes.
	 */
	public function test_an_unknown_module_is_refused_and_nothing_is_lost(): void {
		$this->set_option( Settings::OPTION_MODULES, array( 'popups' => false ) );
		$this->act_as( 'administrator' );

		$response = $this->rest( 'POST', '/wp/v2/settings', array( Settings::OPTION_MODULES => array( 'chat' => true ) ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( 'chat', $response->get_data()['data']['params'][ Settings::OPTION_MODULES ] ?? wp_json_encode( $response->get_data() ) );
		$this->assertFalse( get_option( Settings::OPTION_MODULES )['popups'] );
		$this->assertArrayNotHasKey( 'chat', get_option( Settings::OPTION_MODULES ) );
	}

	/**
	 * A switch that is not a boolean is refused.
	 */
	public function test_a_switch_that_is_not_a_boolean_is_refused(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', '/wp/v2/settings', array( Settings::OPTION_MODULES => array( 'files' => 'maybe' ) ) );
		$this->assertSame( 400, $response->get_status() );
	}

	/**
	 * Only users who can manage options may read or change the switches.
	 */
	public function test_editors_and_visitors_cannot_change_switches(): void {
		$this->restore_option_after_test( Settings::OPTION_MODULES );
		$before = get_option( Settings::OPTION_MODULES );

		$this->assertSame( 401, $this->rest( 'POST', '/wp/v2/settings', array( Settings::OPTION_MODULES => array( 'files' => false ) ) )->get_status() );
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', '/wp/v2/settings', array( Settings::OPTION_MODULES => array( 'files' => false ) ) )->get_status() );
		$this->assertSame( $before, get_option( Settings::OPTION_MODULES ) );
	}

	/**
	 * Stored junk (an old or hand-edited option) reads as known modules with booleans only.
	 */
	public function test_stored_junk_is_read_as_known_booleans(): void {
		$this->set_option( Settings::OPTION_MODULES, array( 'files' => '0', 'ghost' => true ) );
		$settings = new Settings( Frontage\Plugin::modules( new Frontage\Assets() ) );

		$switches = $settings->switches();
		$this->assertFalse( $switches['files'] );
		$this->assertTrue( $switches['popups'] );
		$this->assertArrayNotHasKey( 'ghost', $switches );
	}
}
