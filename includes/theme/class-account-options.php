<?php
/**
 * The Account block's attributes, read once: its labels (each with a translated default) and
 * where logging in and out lead (docs/theme.md "Account menu and login popup").
 *
 * @package Frontage
 */

namespace Frontage\Theme;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Labels are plain text, trimmed, at most LABEL_LENGTH characters; an empty or missing one
 * reads as its default. The two addresses are kept as the owner typed them (trimmed); the
 * links decide whether they may be used (Account_Links).
 */
final class Account_Options {

	/**
	 * The label attributes, by what they name.
	 */
	public const LABELS = array(
		'login'         => 'loginLabel',
		'submit'        => 'submitLabel',
		'lost_password' => 'lostPasswordLabel',
		'register'      => 'registerLabel',
		'dashboard'     => 'dashboardLabel',
		'profile'       => 'profileLabel',
		'logout'        => 'logoutLabel',
	);

	/**
	 * The address attributes: where logging in and out lead ('' = the page the visitor is on).
	 */
	public const LOGIN_REDIRECT  = 'loginRedirect';
	public const LOGOUT_REDIRECT = 'logoutRedirect';

	/**
	 * The longest label kept, in characters.
	 */
	public const LABEL_LENGTH = 80;

	/**
	 * Takes the read values.
	 *
	 * @param array<string, string> $labels          Label by what it names (keys of LABELS); '' = the default.
	 * @param string                $login_redirect  Where logging in leads, as typed; '' = this page.
	 * @param string                $logout_redirect Where logging out leads, as typed; '' = this page.
	 */
	private function __construct(
		private array $labels,
		public readonly string $login_redirect,
		public readonly string $logout_redirect
	) {}

	/**
	 * Reads the block's attributes; anything of the wrong type reads as the default.
	 *
	 * @param mixed $attributes The block's attributes.
	 */
	public static function from_attributes( mixed $attributes ): self {
		$attributes = is_array( $attributes ) ? $attributes : array();
		$labels     = array();
		foreach ( self::LABELS as $key => $attribute ) {
			$value          = is_string( $attributes[ $attribute ] ?? null ) ? $attributes[ $attribute ] : '';
			$labels[ $key ] = mb_substr( trim( wp_strip_all_tags( $value ) ), 0, self::LABEL_LENGTH );
		}
		return new self(
			$labels,
			self::address( $attributes[ self::LOGIN_REDIRECT ] ?? null ),
			self::address( $attributes[ self::LOGOUT_REDIRECT ] ?? null )
		);
	}

	/**
	 * An address attribute, trimmed ('' when it is not text).
	 *
	 * @param mixed $value The attribute.
	 */
	private static function address( mixed $value ): string {
		return is_string( $value ) ? trim( $value ) : '';
	}

	/**
	 * A label, or its default when the owner left it empty. Not escaped: print it with esc_html()
	 * or esc_attr().
	 *
	 * @param string $key      What it names (a key of LABELS).
	 * @param bool   $shop     Whether WooCommerce's account pages stand in for the dashboard.
	 */
	public function label( string $key, bool $shop = false ): string {
		$label = $this->labels[ $key ] ?? '';
		return '' !== $label ? $label : self::default_label( $key, $shop );
	}

	/**
	 * Whether the owner set the label (the form's submit button keeps WordPress's own otherwise).
	 *
	 * @param string $key What it names.
	 */
	public function has_label( string $key ): bool {
		return '' !== ( $this->labels[ $key ] ?? '' );
	}

	/**
	 * A label's default, translated.
	 *
	 * @param string $key  What it names.
	 * @param bool   $shop Whether WooCommerce's account pages stand in for the dashboard.
	 */
	private static function default_label( string $key, bool $shop ): string {
		return match ( $key ) {
			'login'         => __( 'Log in', 'frontage' ),
			'submit'        => __( 'Log in', 'frontage' ),
			'lost_password' => __( 'Lost your password?', 'frontage' ),
			'register'      => __( 'Register', 'frontage' ),
			'dashboard'     => $shop ? __( 'My account', 'frontage' ) : __( 'Dashboard', 'frontage' ),
			'profile'       => __( 'Edit profile', 'frontage' ),
			'logout'        => __( 'Log out', 'frontage' ),
			default         => '',
		};
	}
}
