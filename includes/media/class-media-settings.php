<?php
/**
 * The media module's settings (docs/media.md "Settings"): the `frontage_media` option.
 *
 * @package Frontage
 */

namespace Frontage\Media;

use Frontage\Settings\Settings;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registered with `show_in_rest`, so Settings → Frontage reads and saves it through
 * /wp/v2/settings, which checks `manage_options`, the REST nonce and the schema below (a key of
 * the wrong shape is refused with a 400 naming it). Pages read it through get(), which cleans
 * whatever is stored; the YouTube key is read by the server only and never printed on a page.
 */
final class Media_Settings {

	/**
	 * The option's name.
	 */
	public const OPTION = 'frontage_media';

	/**
	 * Every setting and its default (docs/media.md "Settings").
	 */
	public const DEFAULTS = array(
		'youtube_api_key'   => '',
		'block_third_party' => true,
	);

	/**
	 * What a YouTube Data API key may hold: Google's keys are 39 letters, digits, `_` and `-`.
	 */
	private const KEY_PATTERN = '^[A-Za-z0-9_-]*$';

	/**
	 * The longest key accepted.
	 */
	private const KEY_MAX_LENGTH = 100;

	/**
	 * Registers the option with its REST schema: on admin_init and rest_api_init (Media_Module),
	 * where it is saved; pages read it through get(), with its defaults, and never need the schema.
	 */
	public static function register(): void {
		register_setting(
			Settings::GROUP,
			self::OPTION,
			array(
				'type'              => 'object',
				'description'       => __( 'Media: the YouTube Data API key and whether third-party players wait for the visitor.', 'frontage' ),
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
				'youtube_api_key'   => array(
					'type'        => 'string',
					'pattern'     => self::KEY_PATTERN,
					'maxLength'   => self::KEY_MAX_LENGTH,
					'description' => __( 'The YouTube Data API key the video gallery uses to read playlists (kept on the server).', 'frontage' ),
				),
				'block_third_party' => array(
					'type'        => 'boolean',
					'description' => __( 'Third-party players load only after the visitor clicks, which counts as consent.', 'frontage' ),
				),
			),
			'additionalProperties' => false,
		);
	}

	/**
	 * The settings: stored values over defaults.
	 *
	 * @return array{youtube_api_key: string, block_third_party: bool}
	 */
	public static function get(): array {
		return self::sanitize( Settings::stored( self::OPTION, self::DEFAULTS ) );
	}

	/**
	 * Keeps known keys with valid values; anything missing or wrong is its default.
	 *
	 * @param mixed $value The submitted or stored option value.
	 * @return array{youtube_api_key: string, block_third_party: bool}
	 */
	public static function sanitize( mixed $value ): array {
		$value    = is_array( $value ) ? $value : array();
		$settings = self::DEFAULTS;
		$key      = $value['youtube_api_key'] ?? null;
		if ( is_string( $key ) && strlen( $key ) <= self::KEY_MAX_LENGTH && preg_match( '/' . self::KEY_PATTERN . '/', $key ) ) {
			$settings['youtube_api_key'] = $key;
		}
		if ( array_key_exists( 'block_third_party', $value ) && is_scalar( $value['block_third_party'] ) ) {
			$settings['block_third_party'] = rest_sanitize_boolean( $value['block_third_party'] );
		}
		return $settings;
	}
}
