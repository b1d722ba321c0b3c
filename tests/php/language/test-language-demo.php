<?php
/**
 * Tests for includes/language/class-language-demo.php: the demo languages and translated pages.
 *
 * @package Frontage
 */

use Frontage\Demo\Demo_Content;
use Frontage\Language\Language_Demo;
use Frontage\Language\Language_Settings;
use Frontage\Language\Language_Urls;
use Frontage\Tests\Test_Case;

/**
 * Seeding on a one-language site, twice, and on a site with languages of its own.
 */
final class Test_Language_Demo extends Test_Case {

	/**
	 * Three languages, three linked pages; a second run changes nothing.
	 */
	public function test_it_publishes_three_languages_with_linked_pages(): void {
		$this->set_option( Language_Settings::OPTION, array() );
		$demo = new Demo_Content();

		Language_Demo::seed( $demo );
		$settings = Language_Settings::get();
		$this->assertSame( array( 'en_US', 'de_DE', 'fr_FR' ), $settings['publish_languages'] );
		$this->assertSame( 'Deutsch', $settings['english_name']['de_DE'] );
		$this->assertSame( 'fr', $settings['url_slugs']['fr_FR'] );

		$english = $demo->find( 'language-about' );
		$german  = $demo->find( 'language-about-de' );
		$french  = $demo->find( 'language-about-fr' );
		$this->assertSame( 'de_DE', Language_Urls::post_language( $german ) );
		$this->assertSame(
			array(
				'de_DE' => $german,
				'fr_FR' => $french,
			),
			get_post_meta( $english, Language_Urls::META_TRANSLATIONS, true )
		);
		$this->assertSame( $english, get_post_meta( $french, Language_Urls::META_TRANSLATIONS, true )['en_US'] );
		$this->assertStringContainsString( '/de/', (string) get_permalink( $german ) );

		$again = Language_Demo::seed( $demo );
		foreach ( $again as $line ) {
			$this->assertStringStartsNotWith( 'created', $line );
		}
		$this->assertSame( $german, $demo->find( 'language-about-de' ) );
	}

	/**
	 * An owner's own languages are never replaced by the demo's.
	 */
	public function test_a_site_with_its_own_languages_keeps_them(): void {
		$own = array(
			'default_language'  => 'nl_NL',
			'publish_languages' => array( 'nl_NL', 'en_GB' ),
		);
		$this->set_option( Language_Settings::OPTION, $own );

		Language_Demo::seed( new Demo_Content() );

		$this->assertSame( array( 'nl_NL', 'en_GB' ), Language_Settings::get()['publish_languages'] );
	}
}
