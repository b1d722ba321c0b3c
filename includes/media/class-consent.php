<?php
/**
 * Consent for third-party content, the rules (docs/media.md "Consent"): which kind of content an
 * address is, and whether the visitor agreed to that kind.
 *
 * @package Frontage
 */

namespace Frontage\Media;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Kinds are told by the address's host (and, on google.com and gstatic.com, its path), never by
 * what a block or an editor says it is. A host matches a provider when it is the provider's
 * domain or a sub-domain of it: `youtube.com.evil.example` is not YouTube, it is content from an
 * unknown host (kind OTHER), blocked all the same and agreed to separately.
 */
final class Consent {

	/**
	 * The cookie that holds the kinds agreed to, comma-separated, a public contract
	 * (src/media/consent.ts writes it).
	 */
	public const COOKIE = 'frontage_consent';

	/**
	 * How long consent lasts (the script writes the cookie; the server only reads it).
	 */
	public const DAYS = 30;

	/**
	 * The kinds of third-party content, as the cookie spells them.
	 */
	public const VIDEO            = 'video';
	public const MAP              = 'map';
	public const SOCIAL           = 'social';
	public const VIDEO_BACKGROUND = 'video-background';
	public const RECAPTCHA        = 'recaptcha';
	public const OTHER            = 'other';

	/**
	 * The WP Consent API category each kind is asked about when a consent plugin is in charge
	 * (docs/media.md "Consent"): embeds that track are `marketing`; reCAPTCHA protects a form the
	 * visitor asked to send, which the API's `functional` category describes.
	 */
	public const CATEGORIES = array(
		self::VIDEO            => 'marketing',
		self::MAP              => 'marketing',
		self::SOCIAL           => 'marketing',
		self::VIDEO_BACKGROUND => 'marketing',
		self::RECAPTCHA        => 'functional',
		self::OTHER            => 'marketing',
	);

	/**
	 * Filter: the WP Consent API category of a kind ( string $category, string $kind ).
	 */
	public const CATEGORY_FILTER = 'frontage_consent_category';

	/**
	 * The longest cookie value read; anything longer is junk.
	 */
	private const COOKIE_MAX_LENGTH = 200;

	/**
	 * Known hosts (the domain and its sub-domains): provider name and kind.
	 */
	private const HOSTS = array(
		'youtube.com'          => array( 'YouTube', self::VIDEO ),
		'youtube-nocookie.com' => array( 'YouTube', self::VIDEO ),
		'youtu.be'             => array( 'YouTube', self::VIDEO ),
		'ytimg.com'            => array( 'YouTube', self::VIDEO ),
		'vimeo.com'            => array( 'Vimeo', self::VIDEO ),
		'vimeocdn.com'         => array( 'Vimeo', self::VIDEO ),
		'dailymotion.com'      => array( 'Dailymotion', self::VIDEO ),
		'dai.ly'               => array( 'Dailymotion', self::VIDEO ),
		'wistia.com'           => array( 'Wistia', self::VIDEO ),
		'wistia.net'           => array( 'Wistia', self::VIDEO ),
		'twitch.tv'            => array( 'Twitch', self::VIDEO ),
		'ted.com'              => array( 'TED', self::VIDEO ),
		'videopress.com'       => array( 'VideoPress', self::VIDEO ),
		'maps.google.com'      => array( 'Google Maps', self::MAP ),
		'maps.googleapis.com'  => array( 'Google Maps', self::MAP ),
		'openstreetmap.org'    => array( 'OpenStreetMap', self::MAP ),
		'mapbox.com'           => array( 'Mapbox', self::MAP ),
		'twitter.com'          => array( 'X', self::SOCIAL ),
		'x.com'                => array( 'X', self::SOCIAL ),
		'twimg.com'            => array( 'X', self::SOCIAL ),
		'instagram.com'        => array( 'Instagram', self::SOCIAL ),
		'facebook.com'         => array( 'Facebook', self::SOCIAL ),
		'facebook.net'         => array( 'Facebook', self::SOCIAL ),
		'fb.watch'             => array( 'Facebook', self::SOCIAL ),
		'tiktok.com'           => array( 'TikTok', self::SOCIAL ),
		'threads.net'          => array( 'Threads', self::SOCIAL ),
		'pinterest.com'        => array( 'Pinterest', self::SOCIAL ),
		'reddit.com'           => array( 'Reddit', self::SOCIAL ),
		'redditmedia.com'      => array( 'Reddit', self::SOCIAL ),
		'tumblr.com'           => array( 'Tumblr', self::SOCIAL ),
		'linkedin.com'         => array( 'LinkedIn', self::SOCIAL ),
		'bsky.app'             => array( 'Bluesky', self::SOCIAL ),
		'recaptcha.net'        => array( 'Google reCAPTCHA', self::RECAPTCHA ),
	);

	/**
	 * Hosts shared by several services, told apart by the path's first part.
	 */
	private const PATHS = array(
		'google.com'  => array(
			'maps'      => array( 'Google Maps', self::MAP ),
			'recaptcha' => array( 'Google reCAPTCHA', self::RECAPTCHA ),
		),
		'gstatic.com' => array(
			'recaptcha' => array( 'Google reCAPTCHA', self::RECAPTCHA ),
		),
	);

	/**
	 * Who serves an address, when it is third-party: the provider's name (the host itself for an
	 * unknown host), the kind, and whether the host is a known provider's. Null for the site's
	 * own addresses, relative ones and anything that is not http(s).
	 *
	 * @param mixed $url The address.
	 * @return array{provider: string, kind: string, known: bool}|null
	 */
	public static function source( mixed $url ): ?array {
		if ( ! is_string( $url ) || '' === trim( $url ) ) {
			return null;
		}
		$url   = html_entity_decode( trim( $url ), ENT_QUOTES );
		$parts = wp_parse_url( str_starts_with( $url, '//' ) ? 'https:' . $url : $url );
		$host  = is_array( $parts ) ? strtolower( rtrim( (string) ( $parts['host'] ?? '' ), '.' ) ) : '';
		if ( '' === $host || ! in_array( strtolower( (string) ( $parts['scheme'] ?? '' ) ), array( 'http', 'https' ), true ) ) {
			return null;
		}
		if ( self::is_site_host( $host ) ) {
			return null;
		}
		$first = strtolower( explode( '/', ltrim( (string) ( $parts['path'] ?? '' ), '/' ) )[0] );
		$match = null;
		foreach ( self::PATHS as $domain => $paths ) {
			$match ??= self::on_domain( $host, $domain ) ? ( $paths[ $first ] ?? null ) : null;
		}
		foreach ( self::HOSTS as $domain => $provider ) {
			$match ??= self::on_domain( $host, $domain ) ? $provider : null;
		}
		return null === $match
			? array( 'provider' => $host, 'kind' => self::OTHER, 'known' => false )
			: array( 'provider' => $match[0], 'kind' => $match[1], 'known' => true );
	}

	/**
	 * Whether the visitor agreed to a kind of content (or nothing is blocked): the WP Consent
	 * API's answer for the kind's category when a consent plugin is in charge, else the cookie.
	 *
	 * @param string $kind One of the kinds.
	 */
	public static function has( string $kind ): bool {
		if ( ! self::blocking_on() ) {
			return true;
		}
		if ( self::api_in_charge() ) {
			return (bool) \wp_has_consent( self::category( $kind ) );
		}
		return in_array( $kind, self::cookie_kinds( $_COOKIE[ self::COOKIE ] ?? null ), true ); // Raw input: only known kinds are kept.
	}

	/**
	 * Whether the owner blocks third-party content until consent (`block_third_party` of the
	 * media settings, on unless switched off).
	 */
	public static function blocking_on(): bool {
		$settings = class_exists( Media_Settings::class )
			? Media_Settings::get()
			: get_option( 'frontage_media', array() );
		return ! is_array( $settings ) || ! array_key_exists( 'block_third_party', $settings )
			|| rest_sanitize_boolean( $settings['block_third_party'] );
	}

	/**
	 * Whether a consent plugin answers through the WP Consent API: the API is loaded and a consent
	 * type is set. The API alone, without a plugin that sets the type, answers yes to everything,
	 * which must not switch blocking off, so Frontage keeps its own cookie then.
	 */
	public static function api_in_charge(): bool {
		return function_exists( 'wp_has_consent' )
			&& ( ! function_exists( 'wp_get_consent_type' ) || (bool) \wp_get_consent_type() );
	}

	/**
	 * The WP Consent API category a kind is asked about.
	 *
	 * @param string $kind One of the kinds.
	 */
	public static function category( string $kind ): string {
		$category = apply_filters( self::CATEGORY_FILTER, self::CATEGORIES[ $kind ] ?? 'marketing', $kind );
		return is_string( $category ) && '' !== $category ? $category : 'marketing';
	}

	/**
	 * The kinds a cookie value agrees to: known kinds only, anything else ignored.
	 *
	 * @param mixed $value The cookie's value as PHP decoded it.
	 * @return string[]
	 */
	public static function cookie_kinds( mixed $value ): array {
		if ( ! is_string( $value ) || strlen( $value ) > self::COOKIE_MAX_LENGTH ) {
			return array();
		}
		$given = array_map( 'trim', explode( ',', $value ) );
		return array_values( array_intersect( array_keys( self::CATEGORIES ), $given ) );
	}

	/**
	 * Whether a host is the domain or a sub-domain of another.
	 *
	 * @param string $host   The host, lower case.
	 * @param string $domain The domain.
	 */
	private static function on_domain( string $host, string $domain ): bool {
		return $host === $domain || str_ends_with( $host, '.' . $domain );
	}

	/**
	 * Whether a host is the site's own (its home or its admin address).
	 *
	 * @param string $host The host, lower case.
	 */
	private static function is_site_host( string $host ): bool {
		foreach ( array( home_url(), site_url() ) as $own ) {
			if ( strtolower( (string) wp_parse_url( $own, PHP_URL_HOST ) ) === $host ) {
				return true;
			}
		}
		return false;
	}
}
