<?php
/**
 * Tests for includes/language/class-language-head.php: the inline head script and its settings.
 *
 * @package Frontage
 */

use Frontage\Language\Language_Head;
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
	 * With three, the settings and the built script; texts cannot end the script element.
	 */
	public function test_three_languages_print_the_settings_and_the_script(): void {
		if ( ! is_readable( FRONTAGE_DIR . 'build/language/index.js' ) ) {
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
	}
}
