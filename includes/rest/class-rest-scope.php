<?php
/**
 * How much of Frontage's REST surface a REST request declares (docs/api.md "What a request
 * declares").
 *
 * @package Frontage
 */

namespace Frontage\Rest;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A visitor's REST request that does not address `frontage/v1` (the site's index `/wp-json/`, a
 * theme reading `/wp/v2/posts`) can call none of Frontage's endpoints for editors and managers,
 * so it declares only the endpoints open to everyone (file and category reads, search, a popup's
 * opens, a loop's refresh) and registers none of the settings `/wp/v2/settings` lists for
 * administrators. Every other request declares everything: one that addresses `frontage/v1`
 * (whoever sends it, so a refused call still meets its route and its 401), a batch, a signed-in
 * person's, and anything outside a REST request (the admin's preloads, WP-CLI, tests).
 *
 * The route is known at `rest_api_init`: WordPress reads it from the address (`/wp-json/…` or
 * `?rest_route=…`) before it starts the REST server.
 */
final class Rest_Scope {

	/**
	 * Whether this request declares only the endpoints open to everyone.
	 */
	public static function visitors_only(): bool {
		if ( ! defined( 'REST_REQUEST' ) || ! REST_REQUEST ) {
			return false;
		}
		$route = $GLOBALS['wp']->query_vars['rest_route'] ?? null;
		if ( ! is_string( $route ) || '' === $route ) {
			return false;
		}
		// Routes match without regard to case (WP_REST_Server::dispatch()).
		$route = strtolower( '/' . ltrim( $route, '/' ) );
		if ( str_starts_with( $route, '/' . Modules_Controller::NAMESPACE ) || str_starts_with( $route, '/batch/' ) ) {
			return false;
		}
		return ! is_user_logged_in();
	}
}
