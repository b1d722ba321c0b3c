<?php
/**
 * The media settings (docs/media.md "Settings" and "Who may change what"): `frontage_media` is
 * read and changed through /wp/v2/settings by administrators only, with its schema; its
 * YouTube key never reaches a visitor's page.
 *
 * @package Frontage
 */

use Frontage\Media\Media_Settings;
use Frontage\Media\Video_Facade;
use Frontage\Tests\Test_Case;

/**
 * Media_Settings.
 */
final class Test_Media_Settings extends Test_Case {

	/**
	 * Restores the option after each test.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->restore_option_after_test( Media_Settings::OPTION );
		add_shortcode( Video_Facade::SHORTCODE, array( Video_Facade::class, 'render_shortcode' ) );
	}

	/**
	 * Removes the shortcode.
	 */
	protected function tearDown(): void {
		remove_shortcode( Video_Facade::SHORTCODE );
		parent::tearDown();
	}

	/**
	 * Defaults: no key, third-party players blocked until the click.
	 */
	public function test_defaults(): void {
		delete_option( Media_Settings::OPTION );
		$this->assertSame( array( 'youtube_api_key' => '', 'block_third_party' => true ), Media_Settings::get() );
	}

	/**
	 * An administrator reads and saves the option; an editor and a visitor can do neither.
	 */
	public function test_only_administrators_read_and_change_it(): void {
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', '/wp/v2/settings' )->get_status() );
		$this->assertSame( 403, $this->rest( 'POST', '/wp/v2/settings', array( Media_Settings::OPTION => array( 'block_third_party' => false ) ) )->get_status() );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'POST', '/wp/v2/settings', array( Media_Settings::OPTION => array( 'block_third_party' => false ) ) )->get_status() );
		$this->assertTrue( Media_Settings::get()['block_third_party'] );

		$this->act_as( 'administrator' );
		$saved = $this->rest(
			'POST',
			'/wp/v2/settings',
			array(
				Media_Settings::OPTION => array(
					'youtube_api_key'   => 'AIzaSyA-example_key',
					'block_third_party' => false,
				),
			)
		);
		$this->assertSame( 200, $saved->get_status() );
		$this->assertSame( array( 'youtube_api_key' => 'AIzaSyA-example_key', 'block_third_party' => false ), $saved->get_data()[ Media_Settings::OPTION ] );
		$this->assertSame( array( 'youtube_api_key' => 'AIzaSyA-example_key', 'block_third_party' => false ), Media_Settings::get() );
	}

	/**
	 * A key of the wrong shape, a wrong type or an unknown field is refused with a 400 naming
	 * it, and the stored value stays.
	 */
	public function test_bad_input_is_refused_and_loses_nothing(): void {
		$this->set_option( Media_Settings::OPTION, array( 'youtube_api_key' => 'good-key', 'block_third_party' => true ) );
		$this->act_as( 'administrator' );
		$bad = array(
			array( 'youtube_api_key' => 'bad key <script>' ),
			array( 'youtube_api_key' => str_repeat( 'k', 101 ) ),
			array( 'block_third_party' => 'perhaps' ),
			array( 'unknown' => 1 ),
		);
		foreach ( $bad as $value ) {
			$response = $this->rest( 'POST', '/wp/v2/settings', array( Media_Settings::OPTION => $value ) );
			$this->assertSame( 400, $response->get_status(), wp_json_encode( $value ) );
			$this->assertStringContainsString( Media_Settings::OPTION, wp_json_encode( $response->get_data() ) );
		}
		$this->assertSame( array( 'youtube_api_key' => 'good-key', 'block_third_party' => true ), Media_Settings::get() );
	}

	/**
	 * Junk stored some other way reads as the defaults.
	 */
	public function test_stored_junk_reads_as_defaults(): void {
		$this->set_option( Media_Settings::OPTION, array( 'youtube_api_key' => array( 'x' ), 'block_third_party' => array() ) );
		$this->assertSame( Media_Settings::DEFAULTS, Media_Settings::get() );
		$this->set_option( Media_Settings::OPTION, 'junk' );
		$this->assertSame( Media_Settings::DEFAULTS, Media_Settings::get() );
	}

	/**
	 * A visitor's page with a facade never holds the key.
	 */
	public function test_the_key_never_reaches_a_page(): void {
		$this->set_option( Media_Settings::OPTION, array( 'youtube_api_key' => 'AIzaSecretKey123', 'block_third_party' => true ) );
		$html = do_blocks( '<!-- wp:frontage/video {"url":"https://youtu.be/dQw4w9WgXcQ"} /-->' ) . do_shortcode( '[frontage_video url="https://vimeo.com/1"]' );
		$this->assertStringContainsString( 'frontage-video__play', $html );
		$this->assertStringNotContainsString( 'AIzaSecretKey123', $html );
	}
}
