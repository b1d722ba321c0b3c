<?php
/**
 * Whether a request wires the hooks only the admin fires (docs/ARCHITECTURE.md "What a request
 * loads").
 *
 * @package Frontage
 */

namespace Frontage;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * `admin_init`, `admin_notices`, `admin_enqueue_scripts`, `enqueue_block_editor_assets` and the
 * `wp_ajax_*` actions fire only in the admin: its screens, admin-ajax.php (visitors' calls
 * included) and admin-post.php, where `is_admin()` is true from the start. A visitor's page or a
 * REST request never fires them, so the modules do not add them there: each hook added costs
 * every request memory and time whether it fires or not.
 *
 * The command line wires them all: WP-CLI and a cron run from a shell may fire them, and the
 * test suite fires them in one process.
 */
final class Admin_Scope {

	/**
	 * Whether this request adds the admin's hooks.
	 */
	public static function wired(): bool {
		return is_admin() || 'cli' === PHP_SAPI;
	}
}
