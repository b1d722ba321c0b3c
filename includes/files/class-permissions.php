<?php
/**
 * Who may manage the library (create, change and delete files and categories).
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Editors and administrators: people who can upload files and edit others' posts. Kept in one
 * place so that every transport (REST, admin-ajax, the admin page) asks the same question.
 */
final class Permissions {

	/**
	 * Whether a user may manage the library.
	 *
	 * @param \WP_User|null $user The user; null for the current user.
	 */
	public static function can_manage( ?\WP_User $user = null ): bool {
		$user = $user ?? wp_get_current_user();
		return user_can( $user, 'upload_files' ) && user_can( $user, 'edit_others_posts' );
	}

	/**
	 * A REST permission_callback for library writes: true, or the 401/403 WordPress's own
	 * routes answer.
	 */
	public static function rest_check(): bool|\WP_Error {
		if ( self::can_manage() ) {
			return true;
		}
		return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to manage the file library.', 'frontage' ), array( 'status' => rest_authorization_required_code() ) );
	}
}
