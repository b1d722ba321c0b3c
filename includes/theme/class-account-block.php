<?php
/**
 * The Account block (blocks/account): a "Log in" button that opens WordPress's login form in a
 * dialog, or the logged-in user's name with a menu (docs/theme.md "Account menu and login popup").
 *
 * @package Frontage
 */

namespace Frontage\Theme;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Server markup that works without JavaScript: logged out, a link to wp-login.php (coming back
 * here) and a closed <dialog> with wp_login_form(), which the view script opens instead; logged
 * in, a button and a list of links that CSS shows on hover and focus until the view script
 * makes it a menu button. The two states differ, so a page cache must keep logged-in visitors'
 * pages apart (docs/theme.md: WordPress's login cookie).
 */
final class Account_Block {

	/**
	 * The block's name.
	 */
	public const NAME = 'frontage/account';

	/**
	 * The block's class, which the view script and the style find.
	 */
	public const CLASS_NAME = 'wp-block-frontage-account';

	/**
	 * The state classes on the wrapper.
	 */
	public const LOGGED_IN  = 'is-logged-in';
	public const LOGGED_OUT = 'is-logged-out';

	/**
	 * The block's markup (the render callback).
	 *
	 * @param mixed $attributes The block's attributes; anything not an array reads as the defaults.
	 * @return string HTML.
	 */
	public function render( mixed $attributes ): string {
		$options = Account_Options::from_attributes( $attributes );
		$id      = wp_unique_id( 'frontage-account-' );
		$user    = wp_get_current_user();
		if ( $user->exists() ) {
			return $this->logged_in( $options, $user, $id );
		}
		return $this->logged_out( $options, $id );
	}

	/**
	 * The logged-out markup: the link and the login dialog.
	 *
	 * @param Account_Options $options The block's options.
	 * @param string          $id      This block's unique id.
	 * @return string HTML.
	 */
	private function logged_out( Account_Options $options, string $id ): string {
		$redirect = Account_Links::redirect( $options->login_redirect );
		$form     = array(
			'echo'        => false,
			'redirect'    => $redirect,
			'form_id'     => $id . '-form',
			'id_username' => $id . '-user',
			'id_password' => $id . '-password',
			'id_remember' => $id . '-remember',
			'id_submit'   => $id . '-submit',
		);
		if ( $options->has_label( 'submit' ) ) {
			$form['label_log_in'] = $options->label( 'submit' );
		}
		$links    = sprintf( '<a href="%1$s">%2$s</a>', esc_url( Account_Links::lost_password( $redirect ) ), esc_html( $options->label( 'lost_password' ) ) );
		$register = Account_Links::register();
		if ( '' !== $register ) {
			$links .= sprintf( ' <a href="%1$s">%2$s</a>', esc_url( $register ), esc_html( $options->label( 'register' ) ) );
		}
		$dialog = sprintf(
			'<dialog id="%1$s" class="%2$s__dialog" aria-labelledby="%1$s-title"><button type="button" class="%2$s__close" aria-label="%3$s"><span aria-hidden="true">×</span></button><h2 id="%1$s-title" class="%2$s__title">%4$s</h2>%5$s<p class="%2$s__links">%6$s</p></dialog>',
			esc_attr( $id . '-dialog' ),
			self::CLASS_NAME,
			esc_attr__( 'Close', 'frontage' ),
			esc_html( $options->label( 'login' ) ),
			wp_login_form( $form ), // Printed as is: WordPress's own form, escaped by wp_login_form().
			$links
		);
		return sprintf(
			'<div %1$s><a class="%2$s__login" href="%3$s" aria-controls="%4$s">%5$s</a>%6$s</div>',
			get_block_wrapper_attributes( array( 'class' => self::LOGGED_OUT ) ),
			self::CLASS_NAME,
			esc_url( Account_Links::login( $redirect ) ),
			esc_attr( $id . '-dialog' ),
			esc_html( $options->label( 'login' ) ),
			$dialog
		);
	}

	/**
	 * The logged-in markup: the user's name and the menu's links.
	 *
	 * @param Account_Options $options The block's options.
	 * @param \WP_User        $user    The user.
	 * @param string          $id      This block's unique id.
	 * @return string HTML.
	 */
	private function logged_in( Account_Options $options, \WP_User $user, string $id ): string {
		$shop  = Account_Links::has_shop_account();
		$links = array(
			array( Account_Links::account(), $options->label( 'dashboard', $shop ) ),
			array( Account_Links::profile( $user->ID ), $options->label( 'profile' ) ),
			array( Account_Links::logout( Account_Links::redirect( $options->logout_redirect ) ), $options->label( 'logout' ) ),
		);
		$items = '';
		foreach ( $links as [ $url, $label ] ) {
			$items .= sprintf( '<li><a href="%1$s">%2$s</a></li>', esc_url( $url ), esc_html( $label ) );
		}
		$name = '' !== trim( $user->display_name ) ? $user->display_name : $user->user_login;
		return sprintf(
			'<div %1$s><div class="%2$s__inner"><button type="button" id="%3$s-toggle" class="%2$s__toggle" aria-controls="%3$s-menu">%4$s</button><ul id="%3$s-menu" class="%2$s__menu" aria-labelledby="%3$s-toggle">%5$s</ul></div></div>',
			get_block_wrapper_attributes( array( 'class' => self::LOGGED_IN ) ),
			self::CLASS_NAME,
			esc_attr( $id ),
			esc_html( $name ),
			$items
		);
	}
}
