<?php
/**
 * Works out the language a visitor needs from their request (docs/language.md "The detection call"): the
 * browser's Accept-Language, or the visitor's country as the web server's GeoIP module, a CDN
 * (in a header the owner chose, or a known one) or a filter names it.
 *
 * @package Frontage
 */

namespace Frontage\Language;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Pure of WordPress state: it reads only the server variables and settings it is given, so it is
 * tested with any request. Never reads a client-supplied address header (X-Forwarded-For).
 */
final class Language_Detector {

	/**
	 * The most Accept-Language entries read; the rest of a long header is ignored.
	 */
	private const MAX_PREFERENCES = 20;

	/**
	 * The most bytes of Accept-Language read.
	 */
	private const MAX_HEADER_BYTES = 4096;

	/**
	 * Country (ISO 3166-1 alpha-2) → the language most of its visitors read (ISO 639-1).
	 * Countries with several languages get the most spoken one; the browser method knows better.
	 * A lookup table, kept compact on purpose.
	 */
	private const COUNTRY_LANGUAGES = array(
		'AD' => 'ca', 'AE' => 'ar', 'AR' => 'es', 'AT' => 'de', 'AU' => 'en', 'BE' => 'nl', 'BG' => 'bg', 'BO' => 'es', 'BR' => 'pt', 'BY' => 'be', 'CA' => 'en', 'CH' => 'de', 'CL' => 'es', 'CN' => 'zh', 'CO' => 'es', 'CR' => 'es', 'CU' => 'es', 'CY' => 'el', 'CZ' => 'cs', 'DE' => 'de', 'DK' => 'da', 'DO' => 'es', 'DZ' => 'ar', 'EC' => 'es', 'EE' => 'et', 'EG' => 'ar', 'ES' => 'es', 'FI' => 'fi', 'FR' => 'fr', 'GB' => 'en', 'GR' => 'el', 'GT' => 'es', 'HK' => 'zh', 'HN' => 'es', 'HR' => 'hr', 'HU' => 'hu', 'ID' => 'id', 'IE' => 'en', 'IL' => 'he', 'IN' => 'hi', 'IQ' => 'ar', 'IR' => 'fa', 'IS' => 'is', 'IT' => 'it', 'JO' => 'ar', 'JP' => 'ja', 'KE' => 'sw', 'KR' => 'ko', 'KW' => 'ar', 'KZ' => 'kk', 'LB' => 'ar', 'LI' => 'de', 'LT' => 'lt', 'LU' => 'fr', 'LV' => 'lv', 'MA' => 'ar', 'MC' => 'fr', 'MD' => 'ro', 'ME' => 'sr', 'MK' => 'mk', 'MT' => 'mt', 'MX' => 'es', 'MY' => 'ms', 'NG' => 'en', 'NI' => 'es', 'NL' => 'nl', 'NO' => 'nb', 'NZ' => 'en', 'PA' => 'es', 'PE' => 'es', 'PH' => 'fil', 'PK' => 'ur', 'PL' => 'pl', 'PR' => 'es', 'PT' => 'pt', 'PY' => 'es', 'QA' => 'ar', 'RO' => 'ro', 'RS' => 'sr', 'RU' => 'ru', 'SA' => 'ar', 'SE' => 'sv', 'SG' => 'en', 'SI' => 'sl', 'SK' => 'sk', 'SM' => 'it', 'SV' => 'es', 'TH' => 'th', 'TN' => 'ar', 'TR' => 'tr', 'TW' => 'zh', 'UA' => 'uk', 'US' => 'en', 'UY' => 'es', 'VA' => 'it', 'VE' => 'es', 'VN' => 'vi', 'ZA' => 'en',
	);

	/**
	 * Where the visitor's country is read when the owner named no header (ip_country_header
	 * empty), first found wins: the variables a web server's GeoIP module sets (Apache
	 * mod_geoip, nginx's geoip/geoip2 with `fastcgi_param GEOIP_COUNTRY_CODE`, mod_maxminddb as
	 * MM_COUNTRY_CODE), which a visitor cannot send, then the headers CDNs and hosts add:
	 * Cloudflare, Amazon CloudFront, Vercel, Google App Engine, WP Engine's GeoTarget.
	 */
	public const COUNTRY_SOURCES = array(
		'GEOIP_COUNTRY_CODE',
		'MM_COUNTRY_CODE',
		'HTTP_CF_IPCOUNTRY',
		'HTTP_CLOUDFRONT_VIEWER_COUNTRY',
		'HTTP_X_VERCEL_IP_COUNTRY',
		'HTTP_X_APPENGINE_COUNTRY',
		'HTTP_GEOIP_COUNTRY_CODE',
	);

	/**
	 * Crawlers and automated agents (docs/language.md, Crawlers), matched case-insensitively: the
	 * head script's rule too (src/language/decision.ts CRAWLER_AGENT, compared by a jest test;
	 * both sides run the table in src/language/user-agents.json). A word ending in "bot" or
	 * "spider" followed by a version, `;`, `)`, `-` or the end, but not CUBOT phones nor devices
	 * named "M bot 54" or "Spider 8"; "crawl", "slurp"; a `+http…` contact address; Google's agents
	 * without "bot" (GoogleOther, Google-InspectionTool, …-Google), but not Google TVs, Pixelbooks
	 * or the Google app; link previews, headless and audit browsers, command-line clients.
	 * JavaScript and PCRE read it alike: no look-behind, ASCII only.
	 */
	public const CRAWLER_PATTERN = '\b(?!cubot)\w*(?:bot|spider)(?:[/;)-]|$)|crawl|slurp|\+https?:|-google|google(?:-|other|producer| favicon)|facebookexternal|preview|whatsapp|headless|lighthouse|phantomjs|curl\/|wget\/|python|go-http|java\/\d';

	/**
	 * Whether a user agent is a crawler or an automated agent (CRAWLER_PATTERN); an empty one is.
	 *
	 * @param mixed $user_agent The User-Agent header; anything but a string counts as empty.
	 */
	public static function is_crawler( mixed $user_agent ): bool {
		$user_agent = is_string( $user_agent ) ? trim( $user_agent ) : '';
		// A pattern error (false) counts as a crawler too: nobody is moved on a doubt.
		return '' === $user_agent || 0 !== preg_match( '#' . self::CRAWLER_PATTERN . '#i', $user_agent );
	}

	/**
	 * The published language the visitor needs, by the settings' detection method, or '' when
	 * none can be told.
	 *
	 * @param array<string, mixed> $server   $_SERVER or a test's stand-in.
	 * @param array<string, mixed> $settings Language_Settings::get().
	 * @param string|null          $country  The visitor's country when the caller knows it
	 *                                       (ISO 3166-1 alpha-2); null: read from $server.
	 * @return string A published code, or ''.
	 */
	public static function detect( array $server, array $settings, ?string $country = null ): string {
		$published = array_values( array_filter( (array) ( $settings['publish_languages'] ?? array() ), 'is_string' ) );
		$where     = $country ?? self::country( $server, (string) ( $settings['ip_country_header'] ?? '' ) );
		$browser   = static fn (): string => self::from_accept_language( self::header( $server, 'HTTP_ACCEPT_LANGUAGE', self::MAX_HEADER_BYTES ), $published );
		$country   = static fn (): string => self::from_country( strtoupper( trim( $where ) ), $published );
		$order     = match ( $settings['detection_method'] ?? 'browser' ) {
			'ip'         => array( $country ),
			'browser_ip' => array( $browser, $country ),
			'ip_browser' => array( $country, $browser ),
			default      => array( $browser ),
		};
		foreach ( $order as $method ) {
			$code = $method();
			if ( '' !== $code ) {
				return $code;
			}
		}
		return '';
	}

	/**
	 * The languages an Accept-Language header asks for, best first; equal weights keep their
	 * order. Malformed entries, `*` and q=0 are left out.
	 *
	 * @param string $header The header.
	 * @return list<string> Language tags.
	 */
	public static function preferences( string $header ): array {
		$found = array();
		foreach ( explode( ',', substr( $header, 0, self::MAX_HEADER_BYTES ) ) as $index => $part ) {
			if ( count( $found ) >= self::MAX_PREFERENCES ) {
				break;
			}
			$pieces = explode( ';', trim( $part ) );
			$tag    = trim( (string) array_shift( $pieces ) );
			if ( 1 !== preg_match( '/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i', $tag ) ) {
				continue;
			}
			$q = 1.0;
			foreach ( $pieces as $param ) {
				if ( 1 === preg_match( '/^\s*q\s*=\s*([01](\.\d{0,3})?)\s*$/i', $param, $match ) ) {
					$q = min( 1.0, (float) $match[1] );
				}
			}
			if ( $q > 0 ) {
				$found[] = array( $tag, $q, $index );
			}
		}
		usort( $found, static fn ( array $a, array $b ): int => $b[1] <=> $a[1] ?: $a[2] <=> $b[2] );
		return array_map( static fn ( array $entry ): string => $entry[0], $found );
	}

	/**
	 * The published language that best answers a list of wanted tags: an exact match first, then
	 * the same language in another region (de-AT finds de_DE).
	 *
	 * @param list<string> $wanted    Tags, best first.
	 * @param list<string> $published Published codes.
	 * @return string A published code, or ''.
	 */
	public static function best( array $wanted, array $published ): string {
		foreach ( $wanted as $tag ) {
			$normal = self::normalise( $tag );
			foreach ( $published as $code ) {
				if ( self::normalise( $code ) === $normal ) {
					return $code;
				}
			}
			$base = strtok( $normal, '-' );
			foreach ( $published as $code ) {
				if ( strtok( self::normalise( $code ), '-' ) === $base ) {
					return $code;
				}
			}
		}
		return '';
	}

	/**
	 * A code as compared: lower case, dashes for underscores.
	 *
	 * @param string $code A language code.
	 */
	public static function normalise( string $code ): string {
		return str_replace( '_', '-', strtolower( trim( $code ) ) );
	}

	/**
	 * From the browser's header.
	 *
	 * @param string       $header    Accept-Language.
	 * @param list<string> $published Published codes.
	 */
	private static function from_accept_language( string $header, array $published ): string {
		return self::best( self::preferences( $header ), $published );
	}

	/**
	 * From the visitor's country.
	 *
	 * @param string       $country   ISO 3166-1 alpha-2, or ''.
	 * @param list<string> $published Published codes.
	 */
	private static function from_country( string $country, array $published ): string {
		$language = self::COUNTRY_LANGUAGES[ $country ] ?? '';
		return '' === $language ? '' : self::best( array( $language . '-' . $country, $language ), $published );
	}

	/**
	 * The visitor's country, two letters, or '': only the header the owner named when they named
	 * one; else the first of COUNTRY_SOURCES that holds a country.
	 *
	 * @param array<string, mixed> $server      Server variables.
	 * @param string               $header_name The header's name, e.g. CF-IPCountry; '' for the known sources.
	 */
	public static function country( array $server, string $header_name ): string {
		if ( '' !== $header_name ) {
			$keys = 1 === preg_match( '/^[A-Za-z0-9_-]{1,64}$/', $header_name ) ? array( 'HTTP_' . strtoupper( str_replace( '-', '_', $header_name ) ) ) : array();
		} else {
			$keys = self::COUNTRY_SOURCES;
		}
		foreach ( $keys as $key ) {
			$value = strtoupper( trim( self::header( $server, $key, 8 ) ) );
			// Two letters; Cloudflare's XX (unknown) and T1 (Tor) name no country.
			if ( 1 === preg_match( '/^[A-Z]{2}$/', $value ) && 'XX' !== $value ) {
				return $value;
			}
		}
		return '';
	}

	/**
	 * A request header as a string of at most $max bytes ('' when absent or not a string).
	 *
	 * @param array<string, mixed> $server Server variables.
	 * @param string               $key    Its $_SERVER key.
	 * @param int                  $max    The most bytes read.
	 */
	private static function header( array $server, string $key, int $max ): string {
		$value = $server[ $key ] ?? '';
		return is_string( $value ) ? substr( $value, 0, $max ) : '';
	}
}
