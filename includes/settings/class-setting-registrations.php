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
 * - REST: when a request reaches `/wp/v2/settings`, the one route that lists and saves
 *   registered settings (checked at `rest_pre_dispatch`, before WordPress answers it).
 *
 * A visitor's page and every other REST request (the index `/wp-json/` among them) register
 * none: they read the options with get_option() and their defaults, which needs no registration
 * (docs/ARCHITECTURE.md "What a request loads"). Frontage's screens save their options through
 * `/wp/v2/settings` only.
 */
final class Setting_Registrations {

	/**
	 * The REST route that reads registered settings.
	 */
	public const SETTINGS_ROUTE = '/wp/v2/settings';

	/**
	 * The registrations waiting for a request to the settings route.
	 *
	 * @var list<array{0: class-string|object, 1: string}>
	 */
	private static array $waiting = array();

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
		if ( ! self::$waiting ) {
			add_filter( 'rest_pre_dispatch', array( self::class, 'register_for_route' ), 0, 3 );
		}
		self::$waiting[] = $register;
	}

	/**
	 * Registers the waiting options when the REST request is the settings route's.
	 *
	 * @param mixed $result  The answer so far (rest_pre_dispatch), passed through.
	 * @param mixed $server  The REST server.
	 * @param mixed $request The request.
	 * @return mixed The answer, unchanged.
	 */
	public static function register_for_route( mixed $result, mixed $server = null, mixed $request = null ): mixed {
		if ( $request instanceof \WP_REST_Request && str_starts_with( $request->get_route(), self::SETTINGS_ROUTE ) ) {
			$waiting       = self::$waiting;
			self::$waiting = array();
			remove_filter( 'rest_pre_dispatch', array( self::class, 'register_for_route' ), 0 );
			foreach ( $waiting as $register ) {
				call_user_func( $register );
			}
		}
		return $result;
	}
}
