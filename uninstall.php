<?php
/**
 * Runs when the owner deletes Frontage from the Plugins screen. Deletes data only when the owner
 * switched on "Delete all Frontage data when the plugin is deleted" on Settings → Frontage.
 *
 * @package Frontage
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

require_once __DIR__ . '/includes/autoload.php';

Frontage\Uninstaller::run();
