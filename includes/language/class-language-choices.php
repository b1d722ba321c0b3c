<?php
/**
 * The languages the Languages card offers to add (docs/language.md "The Languages screen"):
 * GET /frontage/v1/languages.
 *
 * @package Frontage
 */

namespace Frontage\Language;

use Frontage\Rest\Modules_Controller;
use Frontage\Settings\Settings_Page;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * WordPress's installed languages first, then those it lists as available for download (when it
 * has that list cached) and a bundled list of common ones, each with its code, the name its
 * speakers read, its English name, an ISO 639-1 code and the address prefix it would get. Never
 * asks WordPress.org: wp_get_available_translations() needs the network, which many sites do
 * not have, so only the list WordPress already cached (the `available_translations` site
 * transient, kept by Settings → General and the updates screen) is read.
 */
final class Language_Choices {

	/**
	 * The route, GET /frontage/v1/languages (registered by Language_Module, which names it).
	 */
	public const ROUTE = Language_Module::CHOICES_ROUTE;

	/**
	 * WordPress's cache of the languages WordPress.org offers (wp_get_available_translations()).
	 */
	public const TRANSIENT = 'available_translations';

	/**
	 * The text domain of WordPress's own translations (wp_get_installed_translations()).
	 */
	private const CORE = 'core';

	/**
	 * WordPress's own language, always there without a file.
	 */
	private const BUILT_IN = 'en_US';

	/**
	 * The most names keep (Language_Settings' english_name).
	 */
	private const MAX_NAME = 100;

	/**
	 * Common languages, with WordPress's codes: code → the name its speakers read, its English
	 * name, its ISO 639-1 code. Complete without the network.
	 */
	public const BUNDLED = array(
		'ar'           => array( 'العربية', 'Arabic', 'ar' ),
		'bg_BG'        => array( 'Български', 'Bulgarian', 'bg' ),
		'bn_BD'        => array( 'বাংলা', 'Bengali (Bangladesh)', 'bn' ),
		'ca'           => array( 'Català', 'Catalan', 'ca' ),
		'cs_CZ'        => array( 'Čeština', 'Czech', 'cs' ),
		'cy'           => array( 'Cymraeg', 'Welsh', 'cy' ),
		'da_DK'        => array( 'Dansk', 'Danish', 'da' ),
		'de_AT'        => array( 'Deutsch (Österreich)', 'German (Austria)', 'de' ),
		'de_CH'        => array( 'Deutsch (Schweiz)', 'German (Switzerland)', 'de' ),
		'de_DE'        => array( 'Deutsch', 'German', 'de' ),
		'de_DE_formal' => array( 'Deutsch (Sie)', 'German (Formal)', 'de' ),
		'el'           => array( 'Ελληνικά', 'Greek', 'el' ),
		'en_AU'        => array( 'English (Australia)', 'English (Australia)', 'en' ),
		'en_CA'        => array( 'English (Canada)', 'English (Canada)', 'en' ),
		'en_GB'        => array( 'English (UK)', 'English (UK)', 'en' ),
		'en_US'        => array( 'English (United States)', 'English (United States)', 'en' ),
		'eo'           => array( 'Esperanto', 'Esperanto', 'eo' ),
		'es_AR'        => array( 'Español de Argentina', 'Spanish (Argentina)', 'es' ),
		'es_ES'        => array( 'Español', 'Spanish (Spain)', 'es' ),
		'es_MX'        => array( 'Español de México', 'Spanish (Mexico)', 'es' ),
		'et'           => array( 'Eesti', 'Estonian', 'et' ),
		'eu'           => array( 'Euskara', 'Basque', 'eu' ),
		'fa_IR'        => array( 'فارسی', 'Persian', 'fa' ),
		'fi'           => array( 'Suomi', 'Finnish', 'fi' ),
		'fr_BE'        => array( 'Français de Belgique', 'French (Belgium)', 'fr' ),
		'fr_CA'        => array( 'Français du Canada', 'French (Canada)', 'fr' ),
		'fr_FR'        => array( 'Français', 'French (France)', 'fr' ),
		'ga'           => array( 'Gaelige', 'Irish', 'ga' ),
		'gl_ES'        => array( 'Galego', 'Galician', 'gl' ),
		'he_IL'        => array( 'עִבְרִית', 'Hebrew', 'he' ),
		'hi_IN'        => array( 'हिन्दी', 'Hindi', 'hi' ),
		'hr'           => array( 'Hrvatski', 'Croatian', 'hr' ),
		'hu_HU'        => array( 'Magyar', 'Hungarian', 'hu' ),
		'id_ID'        => array( 'Bahasa Indonesia', 'Indonesian', 'id' ),
		'is_IS'        => array( 'Íslenska', 'Icelandic', 'is' ),
		'it_IT'        => array( 'Italiano', 'Italian', 'it' ),
		'ja'           => array( '日本語', 'Japanese', 'ja' ),
		'ko_KR'        => array( '한국어', 'Korean', 'ko' ),
		'lt_LT'        => array( 'Lietuvių kalba', 'Lithuanian', 'lt' ),
		'lv'           => array( 'Latviešu valoda', 'Latvian', 'lv' ),
		'ms_MY'        => array( 'Bahasa Melayu', 'Malay', 'ms' ),
		'nb_NO'        => array( 'Norsk bokmål', 'Norwegian (Bokmål)', 'nb' ),
		'nl_BE'        => array( 'Nederlands (België)', 'Dutch (Belgium)', 'nl' ),
		'nl_NL'        => array( 'Nederlands', 'Dutch', 'nl' ),
		'pl_PL'        => array( 'Polski', 'Polish', 'pl' ),
		'pt_BR'        => array( 'Português do Brasil', 'Portuguese (Brazil)', 'pt' ),
		'pt_PT'        => array( 'Português', 'Portuguese (Portugal)', 'pt' ),
		'ro_RO'        => array( 'Română', 'Romanian', 'ro' ),
		'ru_RU'        => array( 'Русский', 'Russian', 'ru' ),
		'sk_SK'        => array( 'Slovenčina', 'Slovak', 'sk' ),
		'sl_SI'        => array( 'Slovenščina', 'Slovenian', 'sl' ),
		'sq'           => array( 'Shqip', 'Albanian', 'sq' ),
		'sr_RS'        => array( 'Српски језик', 'Serbian', 'sr' ),
		'sv_SE'        => array( 'Svenska', 'Swedish', 'sv' ),
		'th'           => array( 'ไทย', 'Thai', 'th' ),
		'tr_TR'        => array( 'Türkçe', 'Turkish', 'tr' ),
		'uk'           => array( 'Українська', 'Ukrainian', 'uk' ),
		'vi'           => array( 'Tiếng Việt', 'Vietnamese', 'vi' ),
		'zh_CN'        => array( '简体中文', 'Chinese (China)', 'zh' ),
		'zh_HK'        => array( '香港中文', 'Chinese (Hong Kong)', 'zh' ),
		'zh_TW'        => array( '繁體中文', 'Chinese (Taiwan)', 'zh' ),
	);

	/**
	 * The list, for the route.
	 */
	public function answer(): \WP_REST_Response {
		return rest_ensure_response( self::all() );
	}

	/**
	 * On Settings → Frontage the list comes with the page, as the screen's other first answers
	 * do, so the card asks the server nothing (docs/ARCHITECTURE.md "Settings").
	 *
	 * @param string $hook_suffix The current admin screen.
	 */
	public function preload( string $hook_suffix ): void {
		if ( 'settings_page_' . Settings_Page::SLUG !== $hook_suffix || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$path    = '/' . Modules_Controller::NAMESPACE . self::ROUTE;
		$preload = rest_preload_api_request( array(), $path );
		wp_add_inline_script(
			'wp-api-fetch',
			sprintf( 'wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( %s ) );', wp_json_encode( $preload ) ),
			'after'
		);
	}

	/**
	 * Every language to offer: installed first (WordPress's own language among them), then the
	 * rest, each group by English name.
	 *
	 * @return list<array{code: string, name: string, english_name: string, iso: string, slug: string, installed: bool}>
	 */
	public static function all(): array {
		$installed = array_merge(
			array( self::BUILT_IN ),
			get_available_languages(),
			array_keys( wp_get_installed_translations( self::CORE )['default'] ?? array() )
		);
		$cached    = get_site_transient( self::TRANSIENT );
		$cached    = is_array( $cached ) ? $cached : array();
		$codes     = array_unique( array_merge( $installed, array_keys( self::BUNDLED ), array_keys( $cached ) ) );
		$installed = array_flip( $installed );
		$choices   = array();
		foreach ( $codes as $code ) {
			$code = (string) $code;
			if ( ! Language_Settings::is_code( $code ) ) {
				continue;
			}
			$choice = self::describe( $code, is_array( $cached[ $code ] ?? null ) ? $cached[ $code ] : array() );
			$choices[] = $choice + array( 'installed' => isset( $installed[ $code ] ) );
		}
		usort(
			$choices,
			static fn ( array $a, array $b ): int => array( ! $a['installed'], strtolower( $a['english_name'] ), $a['code'] ) <=> array( ! $b['installed'], strtolower( $b['english_name'] ), $b['code'] )
		);
		return $choices;
	}

	/**
	 * One language: WordPress's cached description where it has one, else the bundled one,
	 * else the code itself.
	 *
	 * @param string               $code   The code.
	 * @param array<string, mixed> $cached Its entry in WordPress's cached list, or empty.
	 * @return array{code: string, name: string, english_name: string, iso: string, slug: string}
	 */
	private static function describe( string $code, array $cached ): array {
		$bundled  = self::BUNDLED[ $code ] ?? array( '', '', '' );
		$language = strtolower( (string) strtok( $code, '_-' ) );
		$iso      = is_array( $cached['iso'] ?? null ) ? ( $cached['iso'][1] ?? $bundled[2] ) : $bundled[2];
		$iso      = is_string( $iso ) && Language_Settings::is_code( $iso ) ? strtolower( $iso ) : $language;
		$english  = self::name( $cached['english_name'] ?? null, $bundled[1], $code );
		return array(
			'code'         => $code,
			'name'         => self::name( $cached['native_name'] ?? null, $bundled[0], $english ),
			'english_name' => $english,
			'iso'          => $iso,
			// The ISO code is letters only, a prefix as Language_Settings takes it.
			'slug'         => $iso,
		);
	}

	/**
	 * A name as the settings keep it: plain text, at most MAX_NAME characters.
	 *
	 * @param mixed  $name     The name found.
	 * @param string $fallback Used when it is empty or not text.
	 * @param string $last     Used when the fallback is empty too.
	 */
	private static function name( mixed $name, string $fallback, string $last ): string {
		foreach ( array( $name, $fallback, $last ) as $candidate ) {
			$text = is_string( $candidate ) ? trim( str_replace( array( '<', '>' ), '', wp_strip_all_tags( $candidate ) ) ) : '';
			if ( '' !== $text ) {
				return mb_substr( $text, 0, self::MAX_NAME );
			}
		}
		return $last;
	}

	/**
	 * The schema of one language in the list.
	 *
	 * @return array<string, mixed>
	 */
	public function schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'frontage-language-choice',
			'type'       => 'object',
			'properties' => array(
				'code'         => array(
					'type'        => 'string',
					'description' => __( 'WordPress’s code of the language (de_DE).', 'frontage' ),
				),
				'name'         => array(
					'type'        => 'string',
					'description' => __( 'The name its speakers read (Deutsch).', 'frontage' ),
				),
				'english_name' => array(
					'type'        => 'string',
					'description' => __( 'Its English name (German).', 'frontage' ),
				),
				'iso'          => array(
					'type'        => 'string',
					'description' => __( 'Its ISO 639-1 code (de).', 'frontage' ),
				),
				'slug'         => array(
					'type'        => 'string',
					'description' => __( 'The address prefix it gets when added (de).', 'frontage' ),
				),
				'installed'    => array(
					'type'        => 'boolean',
					'description' => __( 'Whether WordPress has its translation installed.', 'frontage' ),
				),
			),
		);
	}
}
