<?php
/**
 * Tests for includes/language/class-language-settings.php: the option `frontage_language`, as the
 * settings screen reads and saves it through /wp/v2/settings (docs/language.md "The settings").
 *
 * @package Frontage
 */

use Frontage\Language\Language_Settings;
use Frontage\Tests\Test_Case;

/**
 * The option's REST contract, defaults, refusals and cleaning.
 */
final class Test_Language_Settings extends Test_Case {

	/**
	 * A whole, valid configuration: the shared three languages (English by default, German and
	 * French published; tests/php/fixtures/three-languages.php) with every other key set.
	 *
	 * @return array<string, mixed>
	 */
	private static function three_languages(): array {
		return array(
			'detection_method'             => 'browser_ip',
			'ip_country_header'            => 'CF-IPCountry',
			'popup_option'                 => 'redirect',
			'popup_type'                   => 'hello_bar',
			'popup_textarea'               => 'Read this in {{suggested_language}}?',
			'popup_textarea_change_button' => 'Switch',
			'popup_textarea_close_button'  => 'No thanks',
			'popup_translations'           => array(
				'de_DE' => array(
					'popup_textarea'               => 'Diese Seite gibt es auch auf {{suggested_language}}.',
					'popup_textarea_change_button' => 'Sprache wechseln',
					'popup_textarea_close_button'  => 'Hier bleiben',
				),
				'fr_FR' => array(
					'popup_textarea' => 'Cette page existe aussi en {{suggested_language}}.',
				),
			),
			'is_iphone_user_check'         => true,
			'cookie_name'                  => 'site_lang',
			'cookie_age'                   => 90,
			'cookie_path'                  => '/',
		) + ( require dirname( __DIR__ ) . '/fixtures/three-languages.php' );
	}

	/**
	 * Asserts the stored settings are exactly these, whatever the order of their keys.
	 *
	 * @param array<string, mixed> $expected The settings.
	 */
	private function assert_stored( array $expected ): void {
		$stored = Language_Settings::get();
		ksort( $expected );
		ksort( $stored );
		$this->assertSame( $expected, $stored );
	}

	/**
	 * Every key of docs/language.md "The settings" is in /wp/v2/settings, with defaults for a site that saved nothing.
	 */
	public function test_the_option_is_in_the_rest_settings_with_every_key(): void {
		$this->restore_option_after_test( Language_Settings::OPTION );
		delete_option( Language_Settings::OPTION );
		$this->act_as( 'administrator' );

		$response = $this->rest( 'GET', '/wp/v2/settings' );

		$this->assertSame( 200, $response->get_status() );
		$settings = $response->get_data()[ Language_Settings::OPTION ];
		foreach ( array( 'default_language', 'url_slugs', 'publish_languages', 'iso_codes', 'english_name', 'detection_method', 'popup_option', 'popup_type', 'popup_textarea', 'popup_textarea_change_button', 'popup_textarea_close_button', 'is_iphone_user_check', 'cookie_name', 'cookie_age', 'cookie_path' ) as $key ) {
			$this->assertArrayHasKey( $key, $settings, $key );
		}
		$this->assertSame( array( $settings['default_language'] ), $settings['publish_languages'] );
		$this->assertStringContainsString( Language_Settings::PLACEHOLDER, $settings['popup_textarea'] );
		$this->assertSame( 30, $settings['cookie_age'] );
	}

	/**
	 * A whole configuration is saved and read back as it was sent.
	 */
	public function test_saving_a_configuration(): void {
		$this->restore_option_after_test( Language_Settings::OPTION );
		$this->act_as( 'administrator' );

		$response = $this->rest( 'POST', '/wp/v2/settings', array( Language_Settings::OPTION => self::three_languages() ) );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assert_stored( self::three_languages() );
	}

	/**
	 * Wrong types, unknown values, bad codes, slugs, cookie settings and unknown keys get a 400
	 * naming the option; what was stored stays.
	 */
	public function test_bad_values_are_refused_and_nothing_is_lost(): void {
		$this->set_option( Language_Settings::OPTION, self::three_languages() );
		$this->act_as( 'administrator' );
		$log = $this->debug_log_size();

		foreach ( array(
			array( 'detection_method' => 'telepathy' ),
			array( 'popup_type' => 'banner' ),
			array( 'default_language' => 'not a code' ),
			array( 'publish_languages' => array() ),
			array( 'publish_languages' => array( 'de_DE', 'de_DE' ) ),
			array( 'url_slugs' => array( 'de_DE' => 'De Slug/' ) ),
			array( 'url_slugs' => array( '<script>' => 'x' ) ),
			array( 'english_name' => array( 'de_DE' => '<b>Deutsch</b>' ) ),
			array( 'cookie_age' => 0 ),
			array( 'cookie_age' => 'forever' ),
			array( 'cookie_name' => 'a b;c' ),
			array( 'cookie_path' => 'relative' ),
			array( 'is_iphone_user_check' => 'maybe' ),
			array( 'colour' => 'red' ),
			// Arrays where a string is expected (`frontage_language[default_language][]=de_DE`).
			array( 'default_language' => array( 'de_DE' ) ),
			array( 'detection_method' => array( 'ip' ) ),
			array( 'ip_country_header' => array( 'CF-IPCountry' ) ),
			array( 'popup_textarea' => array( 'x' ) ),
			array( 'popup_textarea_change_button' => array( 'a' => 'b' ) ),
			array( 'cookie_name' => array( 'frontage_language' ) ),
			array( 'cookie_path' => array( '/' ) ),
			array( 'publish_languages' => array( array( 'de_DE' ) ) ),
			array( 'url_slugs' => array( 'de_DE' => array( 'de' ) ) ),
			array( 'english_name' => array( 'de_DE' => array( 'Deutsch' ) ) ),
			array( 'iso_codes' => array( 'de_DE' => array( 'de' ) ) ),
			array( 'popup_translations' => array( 'de_DE' => array( 'popup_textarea' => str_repeat( 'x', 1001 ) ) ) ),
			array( 'popup_translations' => array( 'de_DE' => array( 'popup_textarea_close_button' => str_repeat( 'x', 101 ) ) ) ),
			array( 'popup_translations' => array( 'de_DE' => array( 'title' => 'Hallo' ) ) ),
			array( 'popup_translations' => array( 'de_DE' => array( 'popup_textarea' => array( 'Hallo' ) ) ) ),
			array( 'popup_translations' => array( 'de_DE' => 'Hallo' ) ),
			array( 'popup_translations' => array( '<script>' => array( 'popup_textarea' => 'x' ) ) ),
			'not an object',
		) as $bad ) {
			$response = $this->rest( 'POST', '/wp/v2/settings', array( Language_Settings::OPTION => $bad ) );
			$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $bad ) );
			$this->assertArrayHasKey( Language_Settings::OPTION, $response->get_data()['data']['params'] );
			$this->assert_stored( self::three_languages() );
		}
		$this->assertSame( array(), $this->debug_log_since( $log ), 'No warning.' );
	}

	/**
	 * get() keeps the settings for the request, and sees every change of the option at once:
	 * a save, another save through the database's own option API, and a deletion.
	 */
	public function test_get_sees_every_change_of_the_option(): void {
		$this->set_option(
			Language_Settings::OPTION,
			array(
				'default_language'  => 'en_US',
				'publish_languages' => array( 'en_US', 'de_DE' ),
			)
		);
		$this->assertSame( array( 'en_US', 'de_DE' ), Language_Settings::get()['publish_languages'] );
		$this->assertSame( Language_Settings::get(), Language_Settings::get() );

		update_option(
			Language_Settings::OPTION,
			array(
				'default_language'  => 'de_DE',
				'publish_languages' => array( 'de_DE', 'fr_FR' ),
			)
		);
		$this->assertSame( 'de_DE', Language_Settings::get()['default_language'] );
		$this->assertSame( array( 'de_DE', 'fr_FR' ), Language_Settings::get()['publish_languages'] );

		delete_option( Language_Settings::OPTION );
		$this->assertSame( array( get_locale() ), Language_Settings::get()['publish_languages'] );
	}

	/**
	 * A visitor's request reads the settings as an earlier request cleaned them, from the
	 * option `frontage_language_clean`, while the stored value is the one they were cleaned
	 * from; a stored value changed any way (here straight in the database, which no hook
	 * sees) is cleaned again, and kept (docs/language.md "The settings").
	 */
	public function test_a_visitors_request_reads_the_settings_cleaned_by_an_earlier_one(): void {
		$this->restore_option_after_test( Language_Settings::CLEAN_OPTION );
		$this->set_option( Language_Settings::OPTION, array( 'publish_languages' => array( 'en_US', 'de_DE', '<x>' ) ) );
		$cleaned = Language_Settings::get();
		$this->assertSame( array( 'en_US', 'de_DE' ), $cleaned['publish_languages'] );
		$kept = get_option( Language_Settings::CLEAN_OPTION );
		$this->assertSame( $cleaned, $kept['settings'] ?? null, 'Kept as cleaned.' );

		// The next request reads what was kept, without cleaning it again: a kept value that
		// differs from what cleaning gives shows it (a test only: nobody edits the option).
		$kept['settings']['cookie_age'] = 7;
		update_option( Language_Settings::CLEAN_OPTION, $kept );
		Language_Settings::forget();
		$this->assertSame( 7, Language_Settings::get()['cookie_age'] );

		// Changed behind WordPress's back: cleaned again, not read from what was kept.
		global $wpdb;
		$wpdb->update( $wpdb->options, array( 'option_value' => serialize( array( 'publish_languages' => array( 'en_US', 'fr_FR' ), 'cookie_age' => 'junk' ) ) ), array( 'option_name' => Language_Settings::OPTION ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- a change no hook sees.
		wp_cache_delete( 'alloptions', 'options' );
		Language_Settings::forget();
		$settings = Language_Settings::get();
		$this->assertSame( array( 'en_US', 'fr_FR' ), $settings['publish_languages'] );
		$this->assertSame( 30, $settings['cookie_age'], 'Cleaned: junk reads as the default.' );
		$this->assertSame( $settings, get_option( Language_Settings::CLEAN_OPTION )['settings'] ?? null, 'Kept again.' );

		// A fingerprint that does not match is never read.
		update_option( Language_Settings::CLEAN_OPTION, array( 'from' => 'x', 'settings' => array( 'cookie_age' => 7 ) + $settings ) );
		Language_Settings::forget();
		$this->assertSame( 30, Language_Settings::get()['cookie_age'] );
	}

	/**
	 * Stored junk reads as known values over the defaults: the default language is published,
	 * every published language has a slug, an ISO code and a name, texts are plain text.
	 */
	public function test_stored_junk_reads_as_a_usable_configuration(): void {
		$this->set_option(
			Language_Settings::OPTION,
			array(
				'default_language'  => 'de_DE',
				'publish_languages' => array( 'fr_FR', 'fr_FR', '<x>', 7 ),
				'url_slugs'         => array( 'fr_FR' => 'NOT OK' ),
				'english_name'      => array( 'fr_FR' => array( 'x' ) ),
				'detection_method'  => 'telepathy',
				'popup_textarea'    => "<script>alert(1)</script>Lies\x07 {{suggested_language}}\xC3",
				'cookie_age'        => '99999',
				'cookie_path'       => 'x',
			)
		);

		$settings = Language_Settings::get();

		$this->assertSame( 'de_DE', $settings['default_language'] );
		$this->assertSame( array( 'de_DE', 'fr_FR' ), $settings['publish_languages'] );
		$this->assertSame(
			array(
				'de_DE' => '',
				'fr_FR' => 'fr',
			),
			$settings['url_slugs']
		);
		$this->assertSame(
			array(
				'de_DE' => 'de',
				'fr_FR' => 'fr',
			),
			$settings['iso_codes']
		);
		$this->assertSame( 'fr_FR', $settings['english_name']['fr_FR'] );
		$this->assertSame( 'browser', $settings['detection_method'] );
		// Kept as typed, to be shown as text; only what no text holds is dropped.
		$this->assertSame( '<script>alert(1)</script>Lies {{suggested_language}}?', $settings['popup_textarea'] );
		$this->assertSame( 30, $settings['cookie_age'] );
		$this->assertSame( '/', $settings['cookie_path'] );

		$this->set_option( Language_Settings::OPTION, 'not an array' );
		$this->assertSame( Language_Settings::defaults(), Language_Settings::get() );
	}

	/**
	 * The offer's texts per language read back as plain text for published languages only;
	 * empty texts, and languages left with none, are left out (the page language's text shows).
	 */
	public function test_offer_texts_per_language_are_cleaned(): void {
		$this->set_option(
			Language_Settings::OPTION,
			array(
				'default_language'   => 'en_US',
				'publish_languages'  => array( 'en_US', 'de_DE', 'fr_FR' ),
				'popup_translations' => array(
					'de_DE' => array(
						'popup_textarea'               => "<b>Diese</b>\x07 Seite {{suggested_language}}",
						'popup_textarea_change_button' => '   ',
						'popup_textarea_close_button'  => array( 'Hier' ),
						'title'                        => 'x',
					),
					'fr_FR' => array( 'popup_textarea' => '' ),
					'es_ES' => array( 'popup_textarea' => 'Esta página' ),
					'it_IT' => 'Questa pagina',
				),
			)
		);

		$this->assertSame(
			array( 'de_DE' => array( 'popup_textarea' => '<b>Diese</b> Seite {{suggested_language}}' ) ),
			Language_Settings::get()['popup_translations']
		);
		$this->set_option( Language_Settings::OPTION, array( 'popup_translations' => 'junk' ) );
		$this->assertSame( array(), Language_Settings::get()['popup_translations'] );
	}

	/**
	 * Only people who may manage options read or change the language settings.
	 */
	public function test_editors_and_visitors_cannot_change_them(): void {
		$this->restore_option_after_test( Language_Settings::OPTION );
		$before = get_option( Language_Settings::OPTION );
		$change = array( Language_Settings::OPTION => array( 'popup_option' => 'redirect' ) );

		$this->assertSame( 401, $this->rest( 'POST', '/wp/v2/settings', $change )->get_status() );
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', '/wp/v2/settings', $change )->get_status() );
		$this->assertSame( $before, get_option( Language_Settings::OPTION ) );
	}
}
