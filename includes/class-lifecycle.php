<?php
/**
 * Activation and deactivation. Uninstalling is uninstall.php's job (see Uninstaller).
 *
 * @package Frontage
 */

namespace Frontage;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Kept static because WordPress calls these through register_*_hook callbacks.
 */
final class Lifecycle {

	/**
	 * On activation, ask WordPress to rebuild its rewrite rules on the next request, when the
	 * modules' post types and routes are registered (they are not yet, during activation), and
	 * grant editors and administrators the builder popups' capabilities (docs/popups.md), and
	 * make the download statistics table, so that no download pays for it (a site updated
	 * without activating makes it on its first counted download: Download_Stats::maybe_install()).
	 */
	public static function activate(): void {
		delete_option( 'rewrite_rules' );
		Popups\Popup_Capabilities::install();
		( new Files\Download_Stats() )->maybe_install();
	}

	/**
	 * On deactivation, drop the rewrite rules that mention Frontage's post types and routes.
	 * Data stays: only uninstalling may remove it, and only when the owner opted in.
	 */
	public static function deactivate(): void {
		delete_option( 'rewrite_rules' );
	}
}
