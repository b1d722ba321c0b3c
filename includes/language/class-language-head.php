<?php
/**
 * The language head script (src/language/head/index.ts), printed inline at the top of <head>.
 *
 * @package Frontage
 */

namespace Frontage\Language;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Prints the language configuration and the script itself inline, so the decision is made before
 * the page is painted and without a request (docs/language.md). Nothing is printed while only one
 * language is published, in the admin, in feeds or in the customizer's preview. The markup is the
 * same for every visitor: full-page caches can keep it. What is printed stays within
 * PRINTED_BUDGET bytes gzipped on the demo's front page (docs/PERFORMANCE.md, "Language head
 * script"; tests/php/language/test-language-head.php).
 */
final class Language_Head {

	/**
	 * The built script, under build/.
	 */
	private const SCRIPT = 'build/language/head/index.js';

	/**
	 * What the head prints, script and configuration, gzipped at level 9, on the demo's front
	 * page at most (docs/PERFORMANCE.md, "Language head script").
	 */
	public const PRINTED_BUDGET = 2048;

	/**
	 * The built loader of the popup and hello bar (src/language/offer-loader), which asks
	 * Language_Offer for the rest when it offers a language.
	 */
	private const LOADER = 'build/language/offer-loader/index.js';

	/**
	 * Takes the address provider, for language_urls.
	 *
	 * @param Language_Urls $urls The addresses.
	 */
	public function __construct( private Language_Urls $urls ) {}

	/**
	 * The settings and the script.
	 */
	public function print_script(): void {
		$settings = Language_Settings::get();
		if ( count( $settings['publish_languages'] ) < 2 || is_admin() || is_feed() || is_customize_preview() ) {
			return;
		}
		$script = \Frontage\Assets::inline_script( self::SCRIPT );
		if ( '' === $script ) {
			return;
		}
		$config = wp_json_encode( $this->config( $settings ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		// Printed as is: JSON with <, > and & escaped, and our own built script.
		printf( "<script id=\"frontage-language\">window.frontageLanguage=%s;\n%s</script>\n", $config, $script );
	}

	/**
	 * The language configuration the page provides, `window.frontageLanguage`
	 * (docs/language.md "The language configuration"): the settings under their public names,
	 * this page's `language_urls`, the site's home (`abs_home`) and the detection endpoint
	 * (`ajax_url`); and `loader_url`, Frontage's own, when the loader can be needed (an offer in
	 * popup mode, the detection call of the IP methods).
	 *
	 * @param array<string, mixed> $settings Language_Settings::get().
	 * @return array<string, mixed>
	 */
	public function config( array $settings ): array {
		$config = array(
			'default_language'             => $settings['default_language'],
			'url_slugs'                    => (object) $settings['url_slugs'],
			'publish_languages'            => $settings['publish_languages'],
			'iso_codes'                    => (object) $settings['iso_codes'],
			'english_name'                 => (object) $settings['english_name'],
			'detection_method'             => $settings['detection_method'],
			'popup_option'                 => $settings['popup_option'],
			'popup_type'                   => $settings['popup_type'],
			'popup_textarea'               => $settings['popup_textarea'],
			'popup_textarea_change_button' => $settings['popup_textarea_change_button'],
			'popup_textarea_close_button'  => $settings['popup_textarea_close_button'],
			'is_iphone_user_check'         => $settings['is_iphone_user_check'],
			'cookie_name'                  => $settings['cookie_name'],
			'cookie_age'                   => $settings['cookie_age'],
			'cookie_path'                  => $settings['cookie_path'],
			'abs_home'                     => untrailingslashit( home_url() ),
			'ajax_url'                     => admin_url( 'admin-ajax.php' ),
			'language_urls'                => (object) $this->urls->language_urls(),
		);
		if ( 'popup' === $settings['popup_option'] || 'browser' !== $settings['detection_method'] ) {
			$loader = self::loader_url();
			if ( '' !== $loader ) {
				$config['loader_url'] = $loader;
			}
		}
		return $config;
	}

	/**
	 * The offer loader's address, '' in a checkout that was never built.
	 */
	private static function loader_url(): string {
		if ( ! is_readable( FRONTAGE_DIR . self::LOADER ) ) {
			return '';
		}
		return add_query_arg( 'ver', FRONTAGE_VERSION, FRONTAGE_URL . self::LOADER );
	}
}
