<?php
/**
 * Tests for includes/language/class-language-head.php: the inline head script and its settings.
 *
 * @package Frontage
 */

use Frontage\Assets;
use Frontage\Demo\Demo_Content;
use Frontage\Language\Language_Demo;
use Frontage\Language\Language_Head;
use Frontage\Language\Language_Offer;
use Frontage\Language\Language_Settings;
use Frontage\Language\Language_Urls;
use Frontage\Tests\Test_Case;

/**
 * What the head gets, with one language and with three.
 */
final class Test_Language_Head extends Test_Case {

	/**
	 * The printed markup.
	 */
	private function head(): string {
		ob_start();
		( new Language_Head( new Language_Urls() ) )->print_script();
		return (string) ob_get_clean();
	}

	/**
	 * With one language published, nothing is printed.
	 */
	public function test_one_language_prints_nothing(): void {
		$this->set_option( Language_Settings::OPTION, array() );
		$this->assertSame( '', $this->head() );
	}

	/**
	 * The configuration a page's head script decides with, decoded from what is printed.
	 *
	 * @param string $head The printed markup.
	 * @return array<string, mixed>
	 */
	private static function printed_config( string $head ): array {
		preg_match( '#window\.frontageLanguage=(\{.*?\});\n#s', $head, $match );
		return (array) json_decode( $match[1] ?? '', true );
	}

	/**
	 * The page provides the language configuration, window.frontageLanguage, under its public
	 * names with their meanings (docs/language.md "The language configuration"), and the script
	 * after it; texts cannot end the script element.
	 */
	public function test_the_page_provides_the_language_configuration_under_its_public_names(): void {
		if ( ! is_readable( FRONTAGE_DIR . 'build/language/head/index.js' ) ) {
			$this->markTestSkipped( 'Needs a build (npm run build).' );
		}
		$this->set_option(
			Language_Settings::OPTION,
			array(
				'default_language'             => 'en_US',
				'publish_languages'            => array( 'en_US', 'de_DE', 'fr_FR' ),
				'url_slugs'                    => array(
					'de_DE' => 'de',
					'fr_FR' => 'fr',
				),
				'iso_codes'                    => array( 'de_DE' => 'de_AT' ),
				'english_name'                 => array( 'de_DE' => 'Deutsch' ),
				'detection_method'             => 'ip_browser',
				'popup_option'                 => 'redirect',
				'popup_type'                   => 'hello_bar',
				'popup_textarea'               => '</script><b>Auch auf {{suggested_language}}</b>',
				'popup_textarea_change_button' => 'Go',
				'popup_textarea_close_button'  => 'Stay',
				'is_iphone_user_check'         => true,
				'cookie_name'                  => 'site_lang',
				'cookie_age'                   => 7,
				'cookie_path'                  => '/shop',
			)
		);

		$head = $this->head();

		$this->assertMatchesRegularExpression( '#^<script id="frontage-language">window\.frontageLanguage=\{.*\};\n.+</script>\n$#s', $head );
		$this->assertSame( 1, substr_count( strtolower( $head ), '</script' ), 'Only the element’s own end tag.' );
		$config = self::printed_config( $head );
		$this->assertSame(
			array(
				'default_language',
				'url_slugs',
				'publish_languages',
				'iso_codes',
				'english_name',
				'detection_method',
				'popup_option',
				'popup_type',
				'popup_textarea',
				'popup_textarea_change_button',
				'popup_textarea_close_button',
				'is_iphone_user_check',
				'cookie_name',
				'cookie_age',
				'cookie_path',
				'abs_home',
				'ajax_url',
				'language_urls',
				'loader_url',
			),
			array_keys( $config )
		);
		$this->assertSame( 'en_US', $config['default_language'] );
		$this->assertSame(
			array(
				'en_US' => '',
				'de_DE' => 'de',
				'fr_FR' => 'fr',
			),
			$config['url_slugs']
		);
		$this->assertSame( array( 'en_US', 'de_DE', 'fr_FR' ), $config['publish_languages'] );
		$this->assertSame( 'de_AT', $config['iso_codes']['de_DE'] );
		$this->assertSame( 'fr', $config['iso_codes']['fr_FR'] );
		$this->assertSame( 'Deutsch', $config['english_name']['de_DE'] );
		$this->assertSame( 'fr_FR', $config['english_name']['fr_FR'] );
		$this->assertSame( 'ip_browser', $config['detection_method'] );
		$this->assertSame( 'redirect', $config['popup_option'] );
		$this->assertSame( 'hello_bar', $config['popup_type'] );
		$this->assertSame( '</script><b>Auch auf {{suggested_language}}</b>', $config['popup_textarea'] );
		$this->assertSame( 'Go', $config['popup_textarea_change_button'] );
		$this->assertSame( 'Stay', $config['popup_textarea_close_button'] );
		$this->assertTrue( $config['is_iphone_user_check'] );
		$this->assertSame( 'site_lang', $config['cookie_name'] );
		$this->assertSame( 7, $config['cookie_age'] );
		$this->assertSame( '/shop', $config['cookie_path'] );
		$this->assertSame( untrailingslashit( home_url() ), $config['abs_home'] );
		$this->assertSame( admin_url( 'admin-ajax.php' ), $config['ajax_url'] );
		$this->assertIsArray( $config['language_urls'] );
		// IP detection: the loader makes the detection call.
		$this->assertStringContainsString( 'build/language/offer-loader/index.js', $config['loader_url'] );
	}

	/**
	 * Redirect mode with browser detection needs no loader; popup mode does, and prints nothing
	 * of the popup itself: its scripts and words are fetched when an offer is shown.
	 */
	public function test_the_loader_is_named_only_when_it_can_be_needed(): void {
		if ( ! is_readable( FRONTAGE_DIR . 'build/language/offer-loader/index.js' ) ) {
			$this->markTestSkipped( 'Needs a build (npm run build).' );
		}
		$languages = array(
			'default_language'  => 'en_US',
			'publish_languages' => array( 'en_US', 'de_DE' ),
		);
		$this->set_option( Language_Settings::OPTION, $languages + array( 'popup_option' => 'redirect' ) );
		$this->assertArrayNotHasKey( 'loader_url', self::printed_config( $this->head() ), 'Redirect mode, browser detection: nothing to load.' );

		$this->set_option( Language_Settings::OPTION, $languages + array( 'popup_option' => 'popup' ) );
		$head = $this->head();
		$this->assertStringContainsString( 'build/language/offer-loader/index.js', self::printed_config( $head )['loader_url'] );
		foreach ( array( 'react', 'frontage-language-offer-js', 'Language suggestion', '"offer":' ) as $absent ) {
			$this->assertStringNotContainsString( $absent, $head );
		}
	}

	/**
	 * In popup mode the loader fetches what the popup needs: its words, and its scripts after
	 * everything they depend on, as admin-ajax `frontage-language-offer` answers them.
	 */
	public function test_the_offer_settings_carry_what_the_popup_needs(): void {
		if ( ! is_readable( FRONTAGE_DIR . 'build/language/offer/index.js' ) ) {
			$this->markTestSkipped( 'Needs a build (npm run build).' );
		}
		$this->set_option(
			Language_Settings::OPTION,
			array(
				'default_language'  => 'en_US',
				'publish_languages' => array( 'en_US', 'de_DE' ),
				'popup_option'      => 'popup',
			)
		);
		// The module hooks the action (Language_Module::OFFER_ACTION).
		$offer = json_decode(
			$this->run_as_ajax(
				static function (): void {
					do_action( 'wp_ajax_nopriv_' . Language_Offer::ACTION );
				}
			),
			true
		);

		$this->assertSame(
			array(
				'language' => 'Language',
				'dismiss'  => 'Close',
				'region'   => 'Language suggestion',
			),
			$offer['labels']
		);
		// The popup is plain DOM (docs/language.md, "Weight"): its own script and nothing it depends on, no React.
		$this->assertSame( array( 'frontage-language-offer-js' ), array_column( $offer['scripts'], 0 ) );
		foreach ( $offer['scripts'] as $script ) {
			$this->assertMatchesRegularExpression( '#^https?://.+\.js\?ver=#', $script[1] );
		}
		$this->assertSame( 'frontage-language-offer-css', $offer['styles'][0][0] );
		$this->assertArrayNotHasKey( 'translations', $offer, 'No texts in other languages: nothing more sent.' );
	}

	/**
	 * What the head prints on the demo's front page, script and configuration, stays within
	 * 2 KB gzipped (docs/PERFORMANCE.md, "Language head script"): the page is rendered as a
	 * visitor's request would be, in a child process, and every script element of the language
	 * module is measured as printed.
	 */
	public function test_the_demo_front_page_prints_at_most_2_kb_gzipped_in_the_head(): void {
		if ( ! is_readable( FRONTAGE_DIR . 'build/language/head/index.js' ) ) {
			$this->markTestSkipped( 'Needs a build (npm run build).' );
		}
		$this->set_option( Language_Settings::OPTION, array() );
		Language_Demo::seed( new Demo_Content() );

		$command = sprintf(
			'%s %s %s %s on',
			escapeshellarg( PHP_BINARY ),
			escapeshellarg( dirname( __DIR__ ) . '/fixtures/page-queries.php' ),
			escapeshellarg( (string) getenv( 'FRONTAGE_WP_DIR' ) ),
			escapeshellarg( home_url( '/' ) )
		);
		$page = json_decode( (string) shell_exec( $command ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_shell_exec -- a page in a child process.
		$this->assertIsArray( $page );
		$this->assertSame( 200, $page['status'] );
		$head = explode( '</head>', $page['html'] )[0];
		preg_match_all( '#<script\b[^>]*\bid="frontage-language[^"]*"[^>]*>.*?</script>\n?#s', $head, $scripts );
		$this->assertNotEmpty( $scripts[0], 'The head script is printed.' );
		$printed = implode( '', $scripts[0] );
		$this->assertStringContainsString( 'window.frontageLanguage={"default_language":"en_US"', $printed );

		$this->assertLessThanOrEqual( Language_Head::PRINTED_BUDGET, strlen( (string) gzencode( $printed, 9 ) ) );
	}

	/**
	 * The offer's texts in other languages reach the popup with their language's ISO code, only
	 * the texts that were written.
	 */
	public function test_popup_mode_carries_the_texts_in_other_languages(): void {
		$this->set_option(
			Language_Settings::OPTION,
			array(
				'default_language'   => 'en_US',
				'publish_languages'  => array( 'en_US', 'de_DE', 'fr_FR' ),
				'iso_codes'          => array( 'de_DE' => 'de_AT' ),
				'popup_option'       => 'popup',
				'popup_translations' => array(
					'de_DE' => array(
						'popup_textarea'              => 'Diese Seite gibt es auch auf {{suggested_language}}.',
						'popup_textarea_close_button' => 'Hier bleiben',
					),
				),
			)
		);

		$config = ( new Language_Offer( new Assets() ) )->settings( Language_Settings::get() );

		$this->assertEquals(
			(object) array(
				'de_DE' => array(
					'text'       => 'Diese Seite gibt es auch auf {{suggested_language}}.',
					'closeLabel' => 'Hier bleiben',
					'lang'       => 'de-AT',
				),
			),
			$config['translations']
		);
	}
}
