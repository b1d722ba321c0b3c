<?php
/**
 * The Language module's demo: English by default, Deutsch and Français, with a translated page.
 *
 * @package Frontage
 */

namespace Frontage\Language;

use Frontage\Demo\Demo_Content;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Publishes three languages (the site's settings are set only while it has one, so an owner's
 * own languages are never overwritten) and an "About us" page in each, linked as translations,
 * with the Language switcher block on each. Visitors whose browser asks for German or French are
 * offered their language in the popup.
 */
final class Language_Demo {

	/**
	 * The demo languages: code → [slug, ISO code, name].
	 */
	private const LANGUAGES = array(
		'en_US' => array( '', 'en', 'English' ),
		'de_DE' => array( 'de', 'de', 'Deutsch' ),
		'fr_FR' => array( 'fr', 'fr', 'Français' ),
	);

	/**
	 * The pages: code → [demo key, title, slug, text].
	 */
	private const PAGES = array(
		'en_US' => array( 'language-about', 'About us', 'about-us', 'We make documents easy to find, in the language you read.' ),
		'de_DE' => array( 'language-about-de', 'Über uns', 'ueber-uns', 'Wir machen Dokumente leicht auffindbar, in der Sprache, die Sie lesen.' ),
		'fr_FR' => array( 'language-about-fr', 'À propos', 'a-propos', 'Nous rendons les documents faciles à trouver, dans la langue que vous lisez.' ),
	);

	/**
	 * Seeds the languages and the pages.
	 *
	 * @param Demo_Content $demo The seeder.
	 * @return string[] What was created or found.
	 */
	public static function seed( Demo_Content $demo ): array {
		$lines = array();
		if ( count( Language_Settings::get()['publish_languages'] ) < 2 ) {
			$settings = array(
				'default_language'  => 'en_US',
				'publish_languages' => array_keys( self::LANGUAGES ),
				'popup_option'      => 'popup',
				'popup_type'        => 'popup',
			);
			foreach ( self::LANGUAGES as $code => list( $slug, $iso, $name ) ) {
				$settings['url_slugs'][ $code ]    = $slug;
				$settings['iso_codes'][ $code ]    = $iso;
				$settings['english_name'][ $code ] = $name;
			}
			update_option( Language_Settings::OPTION, $settings );
			$lines[] = __( 'published the demo languages: English, Deutsch, Français', 'frontage' );
		}

		$group = array();
		foreach ( self::PAGES as $code => list( $key, $title, $slug, $text ) ) {
			$lines[] = $demo->ensure_post(
				$key,
				array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_title'   => $title,
					'post_name'    => $slug,
					'post_content' => '<!-- wp:frontage/language-switcher /-->'
						. '<!-- wp:paragraph --><p>' . esc_html( $text ) . '</p><!-- /wp:paragraph -->',
					'meta_input'   => array( Language_Urls::META_LANGUAGE => 'en_US' === $code ? '' : $code ),
				)
			);
			$group[ $code ] = $demo->find( $key );
		}
		$group = array_filter( $group );
		foreach ( $group as $code => $post_id ) {
			update_post_meta( $post_id, Language_Urls::META_TRANSLATIONS, array_diff_key( $group, array( $code => true ) ) );
		}
		return $lines;
	}
}
