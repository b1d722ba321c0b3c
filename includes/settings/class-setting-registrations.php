<?php
/**
 * When Frontage's options are registered with WordPress (register_setting(): their schema, their
 * sanitising on save, their place in REST's `/wp/v2/settings`).
 *
 * @package Frontage
 */

namespace Frontage\Settings;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registers the options only where WordPress reads the registrations:
 * - the admin (Settings → Frontage, options.php) and WP-CLI: at `init`, so every save there is
 *   sanitised;
 * - REST: at `rest_api_init`, before WordPress declares `/wp/v2/settings` (whose arguments it
 *   builds from the registered settings' schema), when the request is for that route, or is a
 *   REST request made from PHP (rest_do_request(), whose route is not known yet).
 *
 * A visitor's page and every other REST request (the index `/wp-json/` among them) register
 * none: they read the options with get_option() and their defaults, which needs no registration
 * (docs/ARCHITECTURE.md "What a request loads"). Frontage's screens save their options through
 * `/wp/v2/settings` only.
 */
final class Setting_Registrations {

	/**
	 * The REST route that lists and saves registered settings.
	 */
	public const SETTINGS_ROUTE = '/wp/v2/settings';

	/**
	 * Before WordPress's own routes (create_initial_rest_routes(), priority 99).
	 */
	private const PRIORITY = 5;

	/**
	 * Registers the options where they are read (see the class comment).
	 *
	 * @param array{0: class-string|object, 1: string} $register A callback (a class name or an object,
	 *                                                     and a method) that calls register_setting().
	 *                                                     Not typed `callable`: PHP would load the
	 *                                                     class to check it, on every request.
	 */
	public static function add( array $register ): void {
		if ( is_admin() || ( defined( 'WP_CLI' ) && WP_CLI ) ) {
			add_action( 'init', $register );
			return;
		}
		add_action(
			'rest_api_init',
			static function () use ( $register ): void {
				if ( self::request_reads_settings() ) {
					call_user_func( $register );
				}
			},
			self::PRIORITY
		);
	}

	/**
	 * Whether this REST request may read or save the registered settings: a request to the
	 * settings route, or one whose route is not known when the REST API starts (a REST request
	 * made from PHP, rest_do_request()).
	 */
	public static function request_reads_settings(): bool {
		// rest_api_loaded() defines REST_REQUEST for the request it serves, then starts the API.
		$route = defined( 'REST_REQUEST' ) && REST_REQUEST ? ( $GLOBALS['wp']->query_vars['rest_route'] ?? null ) : null;
		if ( ! is_string( $route ) || '' === $route ) {
			return true;
		}
		return str_starts_with( '/' . ltrim( $route, '/' ), self::SETTINGS_ROUTE );
	}
}
