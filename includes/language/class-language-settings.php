<?php
/**
 * The Language settings: the option `frontage_language`, whose keys are the documented language
 * configuration names (docs/language.md "The settings").
 *
 * @package Frontage
 */

namespace Frontage\Language;

use Frontage\Settings\Settings;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registers the option with its REST schema (so /wp/v2/settings refuses a bad value with a 400
 * that names it, and keeps what was stored), and reads it back cleaned: stored junk reads as the
 * defaults, never as an error for a visitor.
 */
final class Language_Settings {

	/**
	 * The option's name, in /wp/v2/settings too.
	 */
	public const OPTION = 'frontage_language';

	/**
	 * The settings a visitor's request reads, kept cleaned (remembered()): `from` (what they
	 * were cleaned from) and `settings`. Frontage's own, autoloaded; never edited.
	 */
	public const CLEAN_OPTION = 'frontage_language_clean';

	/**
	 * detection_method: the browser's languages, the visitor's country (from a CDN header), or
	 * one then the other.
	 */
	public const DETECTION_METHODS = array( 'browser', 'ip', 'browser_ip', 'ip_browser' );

	/**
	 * popup_option: redirect at once, or offer the language.
	 */
	public const POPUP_OPTIONS = array( 'redirect', 'popup' );

	/**
	 * popup_type: a dialog, or a bar across the top of the page.
	 */
	public const POPUP_TYPES = array( 'popup', 'hello_bar' );

	/**
	 * The placeholder popup_textarea names the suggested language with (docs/language.md "The settings").
	 */
	public const PLACEHOLDER = '{{suggested_language}}';

	/**
	 * The offer's texts a language may have its own of (popup_translations), with their most
	 * characters.
	 */
	public const TRANSLATABLE_TEXTS = array(
		'popup_textarea'               => 1000,
		'popup_textarea_change_button' => 100,
		'popup_textarea_close_button'  => 100,
	);

	/**
	 * A language code: `en`, `de_DE`, `pt-BR`, `sr_RS_latin`.
	 */
	public const CODE_PATTERN = '^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8}){0,2}$';

	/**
	 * A URL slug: lower-case letters, digits and dashes; empty for no prefix.
	 */
	private const SLUG_PATTERN = '^[a-z0-9-]{0,20}$';

	/**
	 * A cookie or header name.
	 */
	private const NAME_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

	/**
	 * The same, or empty (ip_country_header: empty turns IP detection off).
	 */
	private const OPTIONAL_NAME_PATTERN = '^([A-Za-z0-9_-]{1,64})?$';

	/**
	 * Whether a value is a language code (CODE_PATTERN).
	 *
	 * @param mixed $code The value.
	 */
	public static function is_code( mixed $code ): bool {
		return is_string( $code ) && 1 === preg_match( '/' . self::CODE_PATTERN . '/', $code );
	}

	/**
	 * The longest cookie lifetime, in days (ten years).
	 */
	public const MAX_COOKIE_DAYS = 3650;

	/**
	 * The cleaned settings of this request (get()), null until read or after a change.
	 *
	 * @var array<string, mixed>|null
	 */
	private static ?array $current = null;

	/**
	 * Add hooks.
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
		// Described (description, REST schema) where it is read that way.
		Settings::describe_where_read( array( $this, 'describe' ) );
		add_filter( 'option_' . self::OPTION, array( self::class, 'stored_or_defaults' ) );
	}

	/**
	 * The option as read: the empty value get() stores for a site that never saved reads as
	 * the defaults, as a missing option did (the settings screen and REST see the same).
	 *
	 * @param mixed $value The stored value.
	 * @return mixed
	 */
	public static function stored_or_defaults( mixed $value ): mixed {
		return array() === $value ? self::defaults() : $value;
	}

	/**
	 * The defaults: one language (the site's), nothing to suggest until more are published.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		$site = self::site_language();
		return array(
			'default_language'             => $site,
			'url_slugs'                    => array( $site => '' ),
			'publish_languages'            => array( $site ),
			'iso_codes'                    => array( $site => strtolower( (string) strtok( $site, '_-' ) ) ),
			'english_name'                 => array( $site => $site ),
			'detection_method'             => 'browser',
			'ip_country_header'            => '',
			'popup_option'                 => 'popup',
			'popup_type'                   => 'popup',
		) + self::default_texts() + array(
			'popup_translations'           => array(),
			'is_iphone_user_check'         => false,
			'cookie_name'                  => 'frontage_language',
			'cookie_age'                   => 30,
			'cookie_path'                  => '/',
		);
	}

	/**
	 * The offer's default texts, in the language of the request.
	 *
	 * @return array<string, string>
	 */
	private static function default_texts(): array {
		return array(
			/* translators: {{suggested_language}} is replaced by a language's name; keep it as is. */
			'popup_textarea'               => __( 'This page is also available in {{suggested_language}}.', 'frontage' ),
			'popup_textarea_change_button' => __( 'Change language', 'frontage' ),
			'popup_textarea_close_button'  => __( 'Stay here', 'frontage' ),
		);
	}

	/**
	 * Registers the option on every request: its sanitizing and defaults.
	 */
	public function register(): void {
		register_setting(
			Settings::GROUP,
			self::OPTION,
			array(
				'type'              => 'object',
				'default'           => self::defaults(),
				'sanitize_callback' => array( self::class, 'sanitize' ),
			)
		);
	}

	/**
	 * Registers it again, described, for Settings → Frontage → Languages and /wp/v2/settings.
	 */
	public function describe(): void {
		register_setting(
			Settings::GROUP,
			self::OPTION,
			array(
				'type'              => 'object',
				'description'       => __( 'Languages: which are published, their address prefixes and names, how a visitor’s language is found, and how it is offered.', 'frontage' ),
				'default'           => self::defaults(),
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'show_in_rest'      => array( 'schema' => self::schema() ),
			)
		);
	}

	/**
	 * The REST schema: types, enums, patterns and ranges, so a bad value is refused by name.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		return array(
			'type'                 => 'object',
			'properties'           => self::language_properties() + self::offer_properties() + self::cookie_properties(),
			'additionalProperties' => false,
		);
	}

	/**
	 * The schema of the languages: the default, the published ones, their addresses, ISO codes
	 * and names.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function language_properties(): array {
		return array(
			'default_language'  => array(
				'type'        => 'string',
				'pattern'     => self::CODE_PATTERN,
				'description' => __( 'The language of addresses without a prefix.', 'frontage' ),
			),
			'url_slugs'         => self::code_map( self::SLUG_PATTERN, 20, __( 'Language code → the first path segment of its addresses (empty: no prefix).', 'frontage' ) ),
			'publish_languages' => array(
				'type'        => 'array',
				'items'       => array(
					'type'    => 'string',
					'pattern' => self::CODE_PATTERN,
				),
				'minItems'    => 1,
				'maxItems'    => 100,
				'uniqueItems' => true,
				'description' => __( 'The languages visitors are offered.', 'frontage' ),
			),
			'iso_codes'         => self::code_map( self::CODE_PATTERN, 20, __( 'Language code → its ISO code, for hreflang and <html lang>.', 'frontage' ) ),
			'english_name'      => self::code_map( '^[^<>]*$', 100, __( 'Language code → the name visitors read.', 'frontage' ) ),
		);
	}

	/**
	 * The schema of the detection and the offer: how the visitor's language is found and what
	 * the visitor is offered.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function offer_properties(): array {
		return array(
			'detection_method'             => array(
				'type'        => 'string',
				'enum'        => self::DETECTION_METHODS,
				'description' => __( 'How the visitor’s language is found.', 'frontage' ),
			),
			'ip_country_header'            => array(
				'type'        => 'string',
				'pattern'     => self::OPTIONAL_NAME_PATTERN,
				'description' => __( 'The request header in which your CDN gives the visitor’s country (for example CF-IPCountry); empty: no IP detection.', 'frontage' ),
			),
			'popup_option'                 => array(
				'type'        => 'string',
				'enum'        => self::POPUP_OPTIONS,
				'description' => __( 'Redirect at once, or offer the language.', 'frontage' ),
			),
			'popup_type'                   => array(
				'type'        => 'string',
				'enum'        => self::POPUP_TYPES,
				'description' => __( 'Offer it in a dialog or a hello bar.', 'frontage' ),
			),
			'popup_textarea'               => array(
				'type'        => 'string',
				'maxLength'   => 1000,
				'description' => __( 'The offer’s text; {{suggested_language}} becomes the language’s name.', 'frontage' ),
			),
			'popup_textarea_change_button' => array(
				'type'      => 'string',
				'minLength' => 1,
				'maxLength' => 100,
			),
			'popup_textarea_close_button'  => array(
				'type'      => 'string',
				'minLength' => 1,
				'maxLength' => 100,
			),
			'popup_translations'           => array(
				'type'                 => 'object',
				'description'          => __( 'Language code → the offer’s texts in that language, shown when that language is suggested; a text left out is the page language’s.', 'frontage' ),
				'patternProperties'    => array(
					self::CODE_PATTERN => array(
						'type'                 => 'object',
						'properties'           => array_map(
							static fn ( int $max ): array => array(
								'type'      => 'string',
								'maxLength' => $max,
							),
							self::TRANSLATABLE_TEXTS
						),
						'additionalProperties' => false,
					),
				),
				'additionalProperties' => false,
			),
			'is_iphone_user_check'         => array(
				'type'        => 'boolean',
				'description' => __( 'Never redirect or offer on an iPhone.', 'frontage' ),
			),
		);
	}

	/**
	 * The schema of the cookie that remembers the visitor's choice.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function cookie_properties(): array {
		return array(
			'cookie_name' => array(
				'type'    => 'string',
				'pattern' => self::NAME_PATTERN,
			),
			'cookie_age'  => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => self::MAX_COOKIE_DAYS,
			),
			'cookie_path' => array(
				'type'      => 'string',
				'pattern'   => '^/[^;,\s]*$',
				'maxLength' => 200,
			),
		);
	}

	/**
	 * The schema of a language code → text map.
	 *
	 * @param string $value_pattern The values' pattern.
	 * @param int    $max_length    The values' most characters.
	 * @param string $description   What the map holds.
	 * @return array<string, mixed>
	 */
	private static function code_map( string $value_pattern, int $max_length, string $description ): array {
		return array(
			'type'                 => 'object',
			'description'          => $description,
			'patternProperties'    => array(
				self::CODE_PATTERN => array(
					'type'      => 'string',
					'pattern'   => $value_pattern,
					'maxLength' => $max_length,
				),
			),
			'additionalProperties' => false,
		);
	}

	/**
	 * The settings as stored, cleaned; read and cleaned once per request (the addresses, links
	 * and the head ask for them about fifty times on a page) and again after the option, the
	 * site or the locale changed (switch_to_locale(): the defaults follow the locale).
	 *
	 * @return array<string, mixed>
	 */
	public static function get(): array {
		if ( null === self::$current ) {
			// A change of the option, of the site (on a network) or of the locale makes the next
			// call read it again, whichever modules are on.
			foreach ( array( 'add_option_' . self::OPTION, 'update_option_' . self::OPTION, 'delete_option_' . self::OPTION, 'switch_blog', 'change_locale' ) as $change ) {
				if ( ! has_action( $change, array( self::class, 'forget' ) ) ) {
					add_action( $change, array( self::class, 'forget' ) );
				}
			}
			// Never saved: stored once as an empty value, which means "the defaults"; they
			// follow the site's locale until the owner saves (stored_or_defaults()).
			self::$current = self::remembered( Settings::stored( self::OPTION, array() ) );
		}
		return self::$current;
	}

	/**
	 * The stored value cleaned (sanitize()), as cleaned by an earlier request when it was
	 * cleaned from the same value in the same language (docs/language.md "The settings"): a
	 * visitor's request then reads them with WordPress's autoloaded options instead of cleaning
	 * them again (about 0.1 ms of every request). Cleaned again, and kept, when the stored value,
	 * the site's language, the default texts in it or this file (its cleaning) changed. The
	 * admin, and a request in a language other than the site's (a user's own, a switched
	 * locale), clean without keeping.
	 *
	 * @param mixed $stored The stored value.
	 * @return array<string, mixed>
	 */
	private static function remembered( mixed $stored ): array {
		$locale = get_locale();
		if ( is_admin() || is_locale_switched() || determine_locale() !== $locale ) {
			return self::sanitize( $stored );
		}
		$from = md5( serialize( array( $stored, $locale, self::default_texts(), FRONTAGE_VERSION, filemtime( __FILE__ ) ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- a fingerprint of the value, never unserialized.
		$kept = get_option( self::CLEAN_OPTION );
		if ( is_array( $kept ) && ( $kept['from'] ?? null ) === $from && is_array( $kept['settings'] ?? null ) ) {
			return $kept['settings'];
		}
		$clean = self::sanitize( $stored );
		update_option( self::CLEAN_OPTION, array( 'from' => $from, 'settings' => $clean ), true );
		return $clean;
	}

	/**
	 * Makes the next get() read the option again (hooked on its changes).
	 */
	public static function forget(): void {
		self::$current = null;
	}

	/**
	 * Known, valid values over the defaults; anything else is left out. The default language is
	 * always published, and every published language has a slug, an ISO code and a name.
	 *
	 * @param mixed $value The stored or submitted value.
	 * @return array<string, mixed>
	 */
	public static function sanitize( mixed $value ): array {
		$value    = is_array( $value ) ? $value : array();
		$settings = self::defaults();
		$is_code  = array( self::class, 'is_code' );

		$published = array_values( array_unique( array_filter( (array) ( $value['publish_languages'] ?? array() ), $is_code ) ) );
		if ( $published ) {
			$settings['publish_languages'] = $published;
		}
		if ( $is_code( $value['default_language'] ?? null ) ) {
			$settings['default_language'] = $value['default_language'];
		}
		if ( ! in_array( $settings['default_language'], $settings['publish_languages'], true ) ) {
			array_unshift( $settings['publish_languages'], $settings['default_language'] );
		}

		foreach ( array(
			'url_slugs'    => static fn ( mixed $slug ): bool => is_string( $slug ) && 1 === preg_match( '/' . self::SLUG_PATTERN . '/', $slug ),
			'iso_codes'    => $is_code,
			'english_name' => static fn ( mixed $name ): bool => is_string( $name ) && '' !== trim( $name ) && strlen( $name ) <= 100,
		) as $key => $valid ) {
			$map = array();
			foreach ( $settings['publish_languages'] as $code ) {
				$given        = $value[ $key ][ $code ] ?? null;
				$map[ $code ] = $valid( $given ) ? ( 'english_name' === $key ? sanitize_text_field( $given ) : $given ) : self::fallback( $key, $code, $settings['default_language'] );
			}
			$settings[ $key ] = $map;
		}

		foreach ( array(
			'detection_method' => self::DETECTION_METHODS,
			'popup_option'     => self::POPUP_OPTIONS,
			'popup_type'       => self::POPUP_TYPES,
		) as $key => $allowed ) {
			if ( in_array( $value[ $key ] ?? null, $allowed, true ) ) {
				$settings[ $key ] = $value[ $key ];
			}
		}
		foreach ( array( 'popup_textarea', 'popup_textarea_change_button', 'popup_textarea_close_button' ) as $key ) {
			if ( isset( $value[ $key ] ) && is_string( $value[ $key ] ) && '' !== trim( $value[ $key ] ) ) {
				// Plain text, kept as typed (markup included) and shown as text, never as markup.
				$settings[ $key ] = self::plain_text( $value[ $key ] );
			}
		}
		$settings['popup_translations'] = self::sanitize_translations( $value['popup_translations'] ?? null, $settings['publish_languages'] );
		if ( isset( $value['is_iphone_user_check'] ) && is_scalar( $value['is_iphone_user_check'] ) ) {
			$settings['is_iphone_user_check'] = rest_sanitize_boolean( $value['is_iphone_user_check'] );
		}
		foreach ( array( 'cookie_name', 'ip_country_header' ) as $key ) {
			if ( isset( $value[ $key ] ) && is_string( $value[ $key ] ) && 1 === preg_match( '/' . self::OPTIONAL_NAME_PATTERN . '/', $value[ $key ] ) && ( 'cookie_name' !== $key || '' !== $value[ $key ] ) ) {
				$settings[ $key ] = $value[ $key ];
			}
		}
		$age = $value['cookie_age'] ?? null;
		if ( ( is_int( $age ) || ( is_string( $age ) && ctype_digit( $age ) ) ) && (int) $age >= 1 && (int) $age <= self::MAX_COOKIE_DAYS ) {
			$settings['cookie_age'] = (int) $age;
		}
		if ( isset( $value['cookie_path'] ) && is_string( $value['cookie_path'] ) && 1 === preg_match( '#^/[^;,\s]*$#', $value['cookie_path'] ) ) {
			$settings['cookie_path'] = $value['cookie_path'];
		}
		return $settings;
	}

	/**
	 * The offer's texts per language: published codes only, each text plain text within its
	 * length; empty texts are left out (the page language's text is shown), and so are languages
	 * left with none.
	 *
	 * @param mixed    $value     The submitted or stored map.
	 * @param string[] $published The published codes.
	 * @return array<string, array<string, string>>
	 */
	private static function sanitize_translations( mixed $value, array $published ): array {
		$clean = array();
		foreach ( $published as $code ) {
			$texts = is_array( $value ) && is_array( $value[ $code ] ?? null ) ? $value[ $code ] : array();
			foreach ( self::TRANSLATABLE_TEXTS as $key => $max ) {
				$text = isset( $texts[ $key ] ) && is_string( $texts[ $key ] ) ? self::plain_text( $texts[ $key ] ) : '';
				if ( '' !== $text && mb_strlen( $text ) <= $max ) {
					$clean[ $code ][ $key ] = $text;
				}
			}
		}
		return $clean;
	}

	/**
	 * A published language's slug, ISO code or name when none valid was given: no prefix for the
	 * default language, else the code's language part; the ISO code from the code; the code.
	 *
	 * @param string $key              url_slugs, iso_codes or english_name.
	 * @param string $code             The language code.
	 * @param string $default_language The default language's code.
	 */
	private static function fallback( string $key, string $code, string $default_language ): string {
		$base = strtolower( (string) strtok( $code, '_-' ) );
		if ( 'url_slugs' === $key ) {
			return $code === $default_language ? '' : $base;
		}
		return 'iso_codes' === $key ? $base : $code;
	}

	/**
	 * The site's language as a code the settings accept.
	 */
	private static function site_language(): string {
		$locale = (string) get_locale();
		return self::is_code( $locale ) ? $locale : 'en_US';
	}

	/**
	 * Text as the owner typed it, less what no text holds: control characters other than line
	 * breaks and tabs go, bytes that are not UTF-8 become "?". Markup stays, as characters; every
	 * output escapes it.
	 *
	 * @param string $text The submitted text.
	 */
	private static function plain_text( string $text ): string {
		return trim( (string) preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/', '', mb_scrub( $text, 'UTF-8' ) ) );
	}
}
