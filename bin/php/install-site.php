<?php
/**
 * Installs WordPress in a local Frontage site and activates Frontage.
 *
 * Usage: php install-site.php --url=http://localhost:8888 [--wp-dir=PATH] [--expect-version=6.5.5]
 *
 * Run by bin/lib/site.mjs with native PHP or inside Playground (wp-cli is not
 * available here). Safe to run again on an installed site.
 *
 * @package Frontage
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

require __DIR__ . '/cli-helpers.php';

$frontage_url = frontage_cli_option( 'url' );
if ( ! $frontage_url ) {
	frontage_cli_fail( 'install-site.php needs --url=http://HOST:PORT.' );
}
$frontage_wp_dir = frontage_cli_wp_dir( $frontage_url );

define( 'WP_INSTALLING', true );
require $frontage_wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$frontage_expected = frontage_cli_option( 'expect-version' );
if ( $frontage_expected && $wp_version !== $frontage_expected ) {
	frontage_cli_fail( "This site runs WordPress {$wp_version}, not {$frontage_expected}: delete the .site folder and run again." );
}

if ( is_blog_installed() ) {
	frontage_cli_line( "WordPress {$wp_version} was already installed." );
} else {
	// Installing sends the admin a mail; the site's mu-plugin turns wp_mail() off.
	wp_install( 'Frontage demo', 'admin', 'admin@example.com', true, '', 'password' );
	frontage_cli_line( "Installed WordPress {$wp_version}." );
}

// wp_install() guesses the address from the request; store the real one.
update_option( 'siteurl', $frontage_url );
update_option( 'home', $frontage_url );
update_option( 'blog_public', '1' );

$wp_rewrite->set_permalink_structure( '/%postname%/' );
flush_rewrite_rules( false );

// Activate as on a normal request, not in the installer's reduced mode.
wp_installing( false );
$frontage_result = activate_plugin( 'frontage/plugin.php' );
if ( is_wp_error( $frontage_result ) ) {
	frontage_cli_fail( 'Activating Frontage failed: ' . implode( ' ', $frontage_result->get_error_messages() ) );
}
if ( ! is_plugin_active( 'frontage/plugin.php' ) ) {
	frontage_cli_fail( 'Activating Frontage failed: WordPress does not list frontage/plugin.php as active.' );
}

// Frontage was loaded after `init`, so its rewrite rules were not in the flush
// above: dropping the stored rules makes the first request rebuild them all.
delete_option( 'rewrite_rules' );

frontage_cli_line( 'Activated Frontage.' );
