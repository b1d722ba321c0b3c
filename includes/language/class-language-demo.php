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
 * with the Language switcher block (flags shown) on each, and a menu per language in the
 * theme's header.
 * Visitors whose browser asks for German or French are offered their language in the popup.
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
	 * The home page's name in each demo menu: code → label.
	 */
	private const HOME = array(
		'en_US' => 'Home',
		'de_DE' => 'Startseite',
		'fr_FR' => 'Accueil',
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
					'post_content' => '<!-- wp:frontage/language-switcher {"showFlags":true} /-->'
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
		return array_merge( $lines, self::seed_menus( $demo ) );
	}

	/**
	 * A navigation per language — each listing the home page and the pages of its own language —
	 * and, in a block theme whose header has one Navigation block and was never edited, the
	 * header with that block set to them ("Menu per language", docs/language.md): the English
	 * menu no longer lists the German pages.
	 *
	 * @param Demo_Content $demo The seeder.
	 * @return string[] What was created or found.
	 */
	private static function seed_menus( Demo_Content $demo ): array {
		$settings    = Language_Settings::get();
		$lines       = array();
		$navigations = array();
		foreach ( array_keys( self::LANGUAGES ) as $code ) {
			if ( ! in_array( $code, $settings['publish_languages'], true ) ) {
				continue;
			}
			$key     = 'language-menu-' . $code;
			$lines[] = $demo->ensure_post(
				$key,
				array(
					'post_type'    => Language_Menus::NAVIGATION_POST_TYPE,
					'post_status'  => 'publish',
					/* translators: %s: a language's name */
					'post_title'   => sprintf( __( 'Menu (%s)', 'frontage' ), $settings['english_name'][ $code ] ?? $code ),
					'post_content' => self::menu_links( $code, $settings ),
				)
			);
			$navigations[ $code ] = $demo->find( $key );
		}
		$navigations = array_filter( $navigations );
		$default     = $navigations[ $settings['default_language'] ] ?? 0;
		if ( ! $default || count( $navigations ) < 2 || ! wp_is_block_theme() ) {
			return $lines;
		}
		$header = get_block_template( get_stylesheet() . '//header', 'wp_template_part' );
		if ( ! $header || 'theme' !== $header->source || 1 !== substr_count( $header->content, '<!-- wp:navigation ' ) ) {
			return $lines;
		}
		$refs    = array_diff_key( $navigations, array( $settings['default_language'] => true ) );
		$content = preg_replace_callback(
			'#<!-- wp:navigation (\{.*?\} )?/-->#s',
			static function ( array $match ) use ( $default, $refs ): string {
				$attributes = json_decode( trim( $match[1] ?? '' ), true );
				$attributes = array( 'ref' => $default ) + ( is_array( $attributes ) ? $attributes : array() ) + array( Language_Menus::ATTRIBUTE => $refs );
				return '<!-- wp:navigation ' . serialize_block_attributes( $attributes ) . ' /-->';
			},
			$header->content
		);
		$lines[] = $demo->ensure_post(
			'language-header',
			array(
				'post_type'    => 'wp_template_part',
				'post_status'  => 'publish',
				'post_name'    => 'header',
				'post_title'   => $header->title,
				'post_content' => (string) $content,
			)
		);
		$part = $demo->find( 'language-header' );
		if ( $part ) {
			wp_set_post_terms( $part, array( get_stylesheet() ), 'wp_theme' );
			wp_set_post_terms( $part, array( 'header' ), 'wp_template_part_area' );
		}
		return $lines;
	}

	/**
	 * A navigation's blocks: the language's home, then its published pages by title.
	 *
	 * @param string               $code     The language.
	 * @param array<string, mixed> $settings Language_Settings::get().
	 */
	private static function menu_links( string $code, array $settings ): string {
		$links = '<!-- wp:navigation-link ' . serialize_block_attributes(
			array(
				'label' => self::HOME[ $code ] ?? $code,
				'url'   => Language_Urls::with_prefix( home_url( '/' ), $code ),
				'kind'  => 'custom',
			)
		) . ' /-->';
		$pages = get_posts(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'numberposts' => 50,
				'orderby'     => 'title',
				'order'       => 'ASC',
			)
		);
		foreach ( $pages as $page ) {
			if ( Language_Urls::post_language( $page->ID ) !== $code || (int) get_option( 'page_on_front' ) === $page->ID ) {
				continue;
			}
			// Plain addresses: the demo's menus cost no query for the linked pages' languages.
			$links .= '<!-- wp:navigation-link ' . serialize_block_attributes(
				array(
					'label' => $page->post_title,
					'url'   => get_permalink( $page ),
					'kind'  => 'custom',
				)
			) . ' /-->';
		}
		return $links;
	}
}
