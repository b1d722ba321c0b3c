<?php
/**
 * Where the Account block's links lead: the page the visitor is on, WordPress's login,
 * lost-password, registration and logout addresses, and the account pages (docs/theme.md
 * "Account menu and login popup").
 *
 * @package Frontage
 */

namespace Frontage\Theme;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Every address a visitor is sent back to after logging in or out is a same-site one
 * (wp_validate_redirect(): the site's host or one allowed by `allowed_redirect_hosts`); an
 * owner's address that is not falls back to the page the visitor is on.
 */
final class Account_Links {

	/**
	 * WooCommerce's page and endpoint that stand in for the dashboard and the profile.
	 */
	private const SHOP_ACCOUNT_PAGE     = 'myaccount';
	private const SHOP_PROFILE_ENDPOINT = 'edit-account';

	/**
	 * The page the visitor is on: the site's own scheme and host (never the request's Host
	 * header, which a visitor can set and a page cache would keep) with the request's path and
	 * query.
	 */
	public static function current_page(): string {
		// Raw input: only its path and query are used, and the result is validated below.
		$uri  = isset( $_SERVER['REQUEST_URI'] ) && is_string( $_SERVER['REQUEST_URI'] ) ? wp_unslash( $_SERVER['REQUEST_URI'] ) : '/';
		$uri  = '/' . ltrim( (string) strtok( $uri, '#' ), '/' );
		$home = wp_parse_url( home_url( '/' ) );
		$port = isset( $home['port'] ) ? ':' . $home['port'] : '';
		$url  = ( $home['scheme'] ?? 'http' ) . '://' . ( $home['host'] ?? '' ) . $port . $uri;
		return wp_validate_redirect( $url, home_url( '/' ) );
	}

	/**
	 * Where logging in or out leads: the owner's address when it is a same-site one, else the
	 * page the visitor is on.
	 *
	 * @param string $address The owner's address, '' for this page.
	 */
	public static function redirect( string $address ): string {
		$here = self::current_page();
		return '' === $address ? $here : wp_validate_redirect( $address, $here );
	}

	/**
	 * WordPress's login page, coming back to an address (what the Log in link leads to
	 * without JavaScript).
	 *
	 * @param string $redirect Where to come back to.
	 */
	public static function login( string $redirect ): string {
		return wp_login_url( $redirect );
	}

	/**
	 * WordPress's lost-password page.
	 *
	 * @param string $redirect Where to come back to.
	 */
	public static function lost_password( string $redirect ): string {
		return wp_lostpassword_url( $redirect );
	}

	/**
	 * WordPress's registration page, when the site lets visitors register (Settings → General →
	 * Membership), else ''.
	 */
	public static function register(): string {
		return get_option( 'users_can_register' ) ? wp_registration_url() : '';
	}

	/**
	 * Logging out (with its nonce), coming back to an address.
	 *
	 * @param string $redirect Where to go afterwards.
	 */
	public static function logout( string $redirect ): string {
		return wp_logout_url( $redirect );
	}

	/**
	 * Whether WooCommerce is active with a My account page.
	 */
	public static function has_shop_account(): bool {
		return function_exists( 'wc_get_page_id' ) && function_exists( 'wc_get_page_permalink' ) && function_exists( 'wc_get_account_endpoint_url' )
			&& wc_get_page_id( self::SHOP_ACCOUNT_PAGE ) > 0;
	}

	/**
	 * The user's account page: WooCommerce's My account when there is one, else the dashboard.
	 */
	public static function account(): string {
		return self::has_shop_account() ? (string) wc_get_page_permalink( self::SHOP_ACCOUNT_PAGE ) : admin_url();
	}

	/**
	 * Where the user edits their profile: WooCommerce's account details when there is a My
	 * account page (the shop keeps its customers out of the dashboard), else Profile.
	 *
	 * @param int $user_id The user.
	 */
	public static function profile( int $user_id ): string {
		return self::has_shop_account() ? (string) wc_get_account_endpoint_url( self::SHOP_PROFILE_ENDPOINT ) : get_edit_profile_url( $user_id );
	}
}
