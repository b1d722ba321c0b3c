<?php
/**
 * The language detection call (docs/language.md "The detection call"): POST admin-ajax.php, action `get-needed-language`.
 *
 * @package Frontage
 */

namespace Frontage\Language;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Answers the language the visitor needs as a JSON string: a published code, or '' when none
 * can be told (the page then keeps its own language: docs/language.md, flow step 3) and for crawlers. Open to
 * visitors and signed-in users alike; it changes nothing, so it takes no nonce.
 *
 * The documented payload (detection_method, publish_languages, …) is what the page was configured
 * with; Frontage answers from its own settings instead, so a forged payload cannot widen the
 * published languages or switch on IP detection.
 */
final class Language_Ajax {

	/**
	 * The admin-ajax action (docs/language.md "The detection call"), a public contract: named on
	 * the module (Language_Module::DETECTION_ACTION), which hooks it on every request.
	 */
	public const ACTION = Language_Module::DETECTION_ACTION;

	/**
	 * Filter: the visitor's country (ISO 3166-1 alpha-2, or ''), for IP detection. Receives what
	 * Frontage read (Language_Detector::country()) and the server variables; a site with a GeoIP
	 * database and no CDN returns the country it finds for the visitor's address.
	 */
	public const FILTER_COUNTRY = 'frontage_language_visitor_country';

	/**
	 * Adds the action for visitors and signed-in users.
	 */
	public function add_hooks(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( $this, 'answer' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( $this, 'answer' ) );
	}

	/**
	 * The answer. Never an error for a visitor: anything unusable gives ''.
	 */
	public function answer(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		if ( 'POST' !== $method ) {
			if ( ! headers_sent() ) {
				header( 'Allow: POST' );
			}
			wp_send_json( '', 405 );
		}
		// The answer depends on the visitor's headers: no shared cache may keep it.
		nocache_headers();
		// Crawlers are sent nowhere (the head script asks nothing for them either): ''.
		if ( Language_Detector::is_crawler( $_SERVER['HTTP_USER_AGENT'] ?? '' ) ) { // Raw input: only matched against a pattern, never stored or printed.
			wp_send_json( '' );
		}
		$settings = Language_Settings::get();
		$country  = '';
		// Only the IP methods need the country: a filter's GeoIP lookup is not run for the others.
		if ( 'browser' !== $settings['detection_method'] ) {
			$country = apply_filters( self::FILTER_COUNTRY, Language_Detector::country( $_SERVER, $settings['ip_country_header'] ), $_SERVER );
		}
		wp_send_json( Language_Detector::detect( $_SERVER, $settings, is_string( $country ) ? $country : '' ) );
	}
}
