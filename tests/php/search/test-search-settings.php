<?php
/**
 * Tests for includes/search/class-search-settings.php: the global search settings, as the
 * settings screen reads and saves them through /wp/v2/settings.
 *
 * @package Frontage
 */

use Frontage\Search\Search_Settings;
use Frontage\Tests\Test_Case;

/**
 * The option's REST contract, defaults and cleaning.
 */
final class Test_Search_Settings extends Test_Case {

	/**
	 * The option is in the REST settings with its defaults (docs/search.md).
	 */
	public function test_the_option_is_in_the_rest_settings_with_defaults(): void {
		$this->restore_option_after_test( Search_Settings::OPTION );
		delete_option( Search_Settings::OPTION );
		$this->act_as( 'administrator' );

		$response = $this->rest( 'GET', '/wp/v2/settings' );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'suggestions'       => true,
				'check_empty_key'   => false,
				'download_selected' => true,
				'search_all'        => true,
				'tag_display'       => 'checkbox',
				'date_format'       => 'DD-MM-YYYY',
			),
			$response->get_data()[ Search_Settings::OPTION ]
		);
		$this->assertSame( Search_Settings::DEFAULTS, Search_Settings::get() );
	}

	/**
	 * Saved values are stored and read back; keys left out keep their defaults.
	 */
	public function test_saving_the_settings(): void {
		$this->restore_option_after_test( Search_Settings::OPTION );
		$this->act_as( 'administrator' );

		$response = $this->rest(
			'POST',
			'/wp/v2/settings',
			array(
				Search_Settings::OPTION => array(
					'suggestions' => false,
					'search_all'  => false,
					'tag_display' => 'input',
					'date_format' => 'YYYY-MM-DD',
				),
			)
		);

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$settings = Search_Settings::get();
		$this->assertFalse( $settings['suggestions'] );
		$this->assertFalse( $settings['search_all'] );
		$this->assertTrue( $settings['download_selected'] );
		$this->assertSame( 'input', $settings['tag_display'] );
		$this->assertSame( 'YYYY-MM-DD', $settings['date_format'] );
	}

	/**
	 * An unknown value, a wrong type or an unknown key is refused with a 400 naming the option,
	 * and what was stored stays.
	 */
	public function test_bad_values_are_refused_and_nothing_is_lost(): void {
		$this->set_option( Search_Settings::OPTION, array( 'tag_display' => 'input' ) );
		$this->act_as( 'administrator' );

		foreach ( array(
			array( 'date_format' => 'YYYY/DD/MM' ),
			array( 'tag_display' => 'dropdown' ),
			array( 'suggestions' => 'maybe' ),
			array( 'colour' => 'red' ),
		) as $bad ) {
			$response = $this->rest( 'POST', '/wp/v2/settings', array( Search_Settings::OPTION => $bad ) );
			$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $bad ) );
			$this->assertArrayHasKey( Search_Settings::OPTION, $response->get_data()['data']['params'] );
			$this->assertSame( 'input', Search_Settings::get()['tag_display'] );
		}
	}

	/**
	 * Whatever was stored some other way is read as known values, junk as the defaults.
	 */
	public function test_stored_junk_reads_as_defaults(): void {
		$this->set_option(
			Search_Settings::OPTION,
			array(
				'suggestions'     => array( 'x' ),
				'check_empty_key' => '1',
				'tag_display'     => '<script>',
				'date_format'     => 'MM-DD-YYYY',
				'extra'           => 'kept out',
			)
		);
		$this->assertSame(
			array(
				'suggestions'       => true,
				'check_empty_key'   => true,
				'download_selected' => true,
				'search_all'        => true,
				'tag_display'       => 'checkbox',
				'date_format'       => 'MM-DD-YYYY',
			),
			Search_Settings::get()
		);
		$this->set_option( Search_Settings::OPTION, 'not an array' );
		$this->assertSame( Search_Settings::DEFAULTS, Search_Settings::get() );
	}

	/**
	 * Only people who may manage options read or change the search settings.
	 */
	public function test_editors_and_visitors_cannot_change_them(): void {
		$this->restore_option_after_test( Search_Settings::OPTION );
		$before = get_option( Search_Settings::OPTION );

		$this->assertSame( 401, $this->rest( 'POST', '/wp/v2/settings', array( Search_Settings::OPTION => array( 'search_all' => false ) ) )->get_status() );
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', '/wp/v2/settings', array( Search_Settings::OPTION => array( 'search_all' => false ) ) )->get_status() );
		$this->assertSame( 403, $this->rest( 'GET', '/wp/v2/settings' )->get_status() );
		$this->assertSame( $before, get_option( Search_Settings::OPTION ) );
	}
}
