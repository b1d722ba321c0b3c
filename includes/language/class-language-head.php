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
 * Prints the flow's settings and the script itself inline, so the decision is made before the
 * page is painted and without a request (docs/language.md). Nothing is printed while only one
 * language is published, in the admin, in feeds or in the customizer's preview. The markup is the
 * same for every visitor: full-page caches can keep it.
 */
final class Language_Head {

	/**
	 * The built script, under build/.
	 */
	private const SCRIPT = 'build/language/head/index.js';

	/**
	 * Takes the address provider, for language_urls, and the popup's loading settings.
	 *
	 * @param Language_Urls  $urls  The addresses.
	 * @param Language_Offer $offer The popup and hello bar.
	 */
	public function __construct( private Language_Urls $urls, private Language_Offer $offer ) {}

	/**
	 * Add hooks.
	 */
	public function add_hooks(): void {
		add_action( 'wp_head', array( $this, 'print_script' ), 0 );
	}

	/**
	 * The settings and the script.
	 */
	public function print_script(): void {
		$settings = Language_Settings::get();
		if ( count( $settings['publish_languages'] ) < 2 || is_admin() || is_feed() || is_customize_preview() ) {
			return;
		}
		$script = self::script();
		if ( '' === $script ) {
			return;
		}
		$config = wp_json_encode( $this->config( $settings ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		// Printed as is: JSON with <, > and & escaped, and our own built script.
		printf( "<script id=\"frontage-language\">window.frontageLanguage=%s;\n%s</script>\n", $config, $script );
	}

	/**
	 * What the script needs: the settings it decides with, this page's language addresses, and in
	 * popup mode what the popup or hello bar needs (Language_Offer).
	 *
	 * @param array<string, mixed> $settings Language_Settings::get().
	 * @return array<string, mixed>
	 */
	public function config( array $settings ): array {
		$urls = $this->urls->language_urls();
		return array(
			'defaultLanguage' => $settings['default_language'],
			'published'       => $settings['publish_languages'],
			'urlSlugs'        => (object) $settings['url_slugs'],
			'languageUrls'    => (object) $urls,
			'detectionMethod' => $settings['detection_method'],
			'popupOption'     => $settings['popup_option'],
			'popupType'       => $settings['popup_type'],
			'iphoneCheck'     => $settings['is_iphone_user_check'],
			'cookieName'      => $settings['cookie_name'],
			'cookieAge'       => $settings['cookie_age'],
			'cookiePath'      => $settings['cookie_path'],
			'homePath'        => Language_Urls::home_path(),
			'endpoint'        => admin_url( 'admin-ajax.php' ),
		) + $this->offer->config( $settings );
	}

	/**
	 * The built script's text, '' before a build.
	 */
	private static function script(): string {
		static $script = null;
		if ( null === $script ) {
			$file   = FRONTAGE_DIR . self::SCRIPT;
			$script = is_readable( $file ) ? trim( (string) file_get_contents( $file ) ) : ''; // Plain file functions: a local file of the plugin.
			// The script must not end the <script> element it is printed in.
			$script = str_ireplace( '</script', '<\/script', $script );
		}
		return $script;
	}
}
