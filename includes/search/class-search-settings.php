<?php
/**
 * The global search settings (docs/search.md "Global search settings"): the `frontage_search` option.
 *
 * @package Frontage
 */

namespace Frontage\Search;

use Frontage\Settings\Settings;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registered with `show_in_rest`, so the settings screen reads and saves it through
 * /wp/v2/settings, which checks `manage_options`, the REST nonce and the schema below: a wrong
 * type or an unknown value is refused with a 400 naming it. What is stored is read back through
 * sanitize(), so a value saved some other way (an import, WP-CLI) never reaches the page as junk.
 */
final class Search_Settings {

	/**
	 * The option's name.
	 */
	public const OPTION = 'frontage_search';

	/**
	 * How tags are offered on the form: a checkbox list, or a tag-input field.
	 */
	public const TAG_DISPLAYS = array( 'checkbox', 'input' );

	/**
	 * The date formats the search form may use (the `date_format` setting; Search_Request parses
	 * dates in them).
	 */
	public const DATE_FORMATS = array( 'DD-MM-YYYY', 'MM-DD-YYYY', 'YYYY-MM-DD' );

	/**
	 * Every setting and its default (docs/search.md).
	 */
	public const DEFAULTS = array(
		'suggestions'       => true,
		'check_empty_key'   => false,
		'download_selected' => true,
		'search_all'        => true,
		'tag_display'       => 'checkbox',
		'date_format'       => 'DD-MM-YYYY',
	);

	/**
	 * Registers the option with its REST schema.
	 */
	public function register(): void {
		register_setting(
			Settings::GROUP,
			self::OPTION,
			array(
				'type'              => 'object',
				'description'       => __( 'File search: suggestions, empty keywords, download selected, searching the whole library, how tags are offered and the date format.', 'frontage' ),
				'default'           => self::DEFAULTS,
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'show_in_rest'      => array( 'schema' => self::schema() ),
			)
		);
	}

	/**
	 * The option's JSON schema.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		return array(
			'type'                 => 'object',
			'properties'           => array(
				'suggestions'       => array(
					'type'        => 'boolean',
					'description' => __( 'Suggest matching files under the keyword box.', 'frontage' ),
				),
				'check_empty_key'   => array(
					'type'        => 'boolean',
					'description' => __( 'Do not search without a keyword.', 'frontage' ),
				),
				'download_selected' => array(
					'type'        => 'boolean',
					'description' => __( 'Result checkboxes and a button that downloads the selected files as one zip.', 'frontage' ),
				),
				'search_all'        => array(
					'type'        => 'boolean',
					'description' => __( 'Allow searching all categories at once.', 'frontage' ),
				),
				'tag_display'       => array(
					'type'        => 'string',
					'enum'        => self::TAG_DISPLAYS,
					'description' => __( 'Tags as a checkbox list or a tag-input field.', 'frontage' ),
				),
				'date_format'       => array(
					'type'        => 'string',
					'enum'        => self::DATE_FORMATS,
					'description' => __( 'The date format of the date boxes.', 'frontage' ),
				),
			),
			'additionalProperties' => false,
		);
	}

	/**
	 * The settings: stored values over defaults.
	 *
	 * @return array{suggestions: bool, check_empty_key: bool, download_selected: bool, search_all: bool, tag_display: string, date_format: string}
	 */
	public static function get(): array {
		return self::sanitize( Settings::stored( self::OPTION, self::DEFAULTS ) );
	}

	/**
	 * Keeps known keys with valid values; anything missing or wrong is its default.
	 *
	 * @param mixed $value The submitted or stored option value.
	 * @return array{suggestions: bool, check_empty_key: bool, download_selected: bool, search_all: bool, tag_display: string, date_format: string}
	 */
	public static function sanitize( mixed $value ): array {
		$value    = is_array( $value ) ? $value : array();
		$settings = self::DEFAULTS;
		foreach ( array( 'suggestions', 'check_empty_key', 'download_selected', 'search_all' ) as $key ) {
			if ( array_key_exists( $key, $value ) && is_scalar( $value[ $key ] ) ) {
				$settings[ $key ] = rest_sanitize_boolean( $value[ $key ] );
			}
		}
		if ( in_array( $value['tag_display'] ?? null, self::TAG_DISPLAYS, true ) ) {
			$settings['tag_display'] = $value['tag_display'];
		}
		if ( in_array( $value['date_format'] ?? null, self::DATE_FORMATS, true ) ) {
			$settings['date_format'] = $value['date_format'];
		}
		return $settings;
	}
}
