<?php
/**
 * Tests for includes/language/class-language-head.php: the inline head script and its settings.
 *
 * @package Frontage
 */

use Frontage\Assets;
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
		( new Language_Head( new Language_Urls(), new Language_Offer( new Assets() ) ) )->print_script();
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
	 * With three, the settings and the built script; texts cannot end the script element.
	 */
	public function test_three_languages_print_the_settings_and_the_script(): void {
		if ( ! is_readable( FRONTAGE_DIR . 'build/language/head/index.js' ) ) {
			$this->markTestSkipped( 'Needs a build (npm run build).' );
		}
		$this->set_option(
			Language_Settings::OPTION,
			array(
				'default_language'  => 'en_US',
				'publish_languages' => array( 'en_US', 'de_DE', 'fr_FR' ),
				'url_slugs'         => array(
					'de_DE' => 'de',
					'fr_FR' => 'fr',
				),
				'popup_option'      => 'redirect',
				'cookie_name'       => 'site_lang',
			)
		);

		$head = $this->head();

		$this->assertMatchesRegularExpression( '#^<script id="frontage-language">window\.frontageLanguage=\{.*\};\n.+</script>\n$#s', $head );
		$this->assertSame( 1, substr_count( strtolower( $head ), '</script' ), 'Only the element’s own end tag.' );
		preg_match( '#window\.frontageLanguage=(\{.*?\});\n#s', $head, $match );
		$config = json_decode( $match[1], true );
		$this->assertSame( array( 'en_US', 'de_DE', 'fr_FR' ), $config['published'] );
		$this->assertSame( 'de', $config['urlSlugs']['de_DE'] );
		$this->assertSame( 'redirect', $config['popupOption'] );
		$this->assertSame( 'site_lang', $config['cookieName'] );
		$this->assertSame( admin_url( 'admin-ajax.php' ), $config['endpoint'] );
		$this->assertArrayNotHasKey( 'offer', $config, 'Redirect mode loads no popup.' );
	}

	/**
	 * In popup mode: the loader, the texts as typed (escaped in the markup), the names, and the
	 * popup's scripts after everything they depend on.
	 */
	public function test_popup_mode_carries_what_the_popup_needs(): void {
		if ( ! is_readable( FRONTAGE_DIR . 'build/language/offer/index.js' ) ) {
			$this->markTestSkipped( 'Needs a build (npm run build).' );
		}
		$this->set_option(
			Language_Settings::OPTION,
			array(
				'default_language'  => 'en_US',
				'publish_languages' => array( 'en_US', 'de_DE' ),
				'english_name'      => array( 'de_DE' => 'Deutsch' ),
				'popup_option'      => 'popup',
				'popup_textarea'    => '</script><script>alert(1)</script> {{suggested_language}}?',
			)
		);

		$head = $this->head();

		$this->assertSame( 1, substr_count( strtolower( $head ), '</script' ), 'Only the element’s own end tag.' );
		preg_match( '#window\.frontageLanguage=(\{.*?\});\n#s', $head, $match );
		$config = json_decode( $match[1], true );
		$this->assertStringContainsString( 'build/language/offer-loader/index.js', $config['offerScript'] );
		$offer = $config['offer'];
		$this->assertSame( '</script><script>alert(1)</script> {{suggested_language}}?', $offer['text'] );
		$this->assertSame(
			array(
				'en_US' => 'en_US',
				'de_DE' => 'Deutsch',
			),
			$offer['names']
		);
		$ids = array_column( $offer['scripts'], 0 );
		$this->assertSame( 'frontage-language-offer-js', end( $ids ) );
		foreach ( array( 'react-js', 'react-dom-js', 'wp-element-js' ) as $dependency ) {
			$this->assertContains( $dependency, $ids );
		}
		$this->assertLessThan( array_search( 'wp-element-js', $ids, true ), array_search( 'react-js', $ids, true ) );
		$this->assertLessThan( array_search( 'wp-element-js', $ids, true ), array_search( 'react-dom-js', $ids, true ) );
		foreach ( $offer['scripts'] as $script ) {
			$this->assertMatchesRegularExpression( '#^https?://.+\.js\?ver=#', $script[1] );
		}
		$this->assertSame( 'frontage-language-offer-css', $offer['styles'][0][0] );
		$this->assertArrayNotHasKey( 'translations', $offer, 'No texts in other languages: nothing more printed.' );
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

		$config = ( new Language_Offer( new Assets() ) )->config( Language_Settings::get() );

		$this->assertEquals(
			(object) array(
				'de_DE' => array(
					'text'       => 'Diese Seite gibt es auch auf {{suggested_language}}.',
					'closeLabel' => 'Hier bleiben',
					'lang'       => 'de-AT',
				),
			),
			$config['offer']['translations']
		);
	}
}
