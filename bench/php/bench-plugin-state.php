<?php
/**
 * Benchmark helper: switches Frontage on or off on a site, from the command line.
 * Usage: php bench/php/bench-plugin-state.php on|off   (cwd: the site folder)
 *
 * @package Frontage
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$frontage_state = $argv[1] ?? '';
if ( ! in_array( $frontage_state, array( 'on', 'off' ), true ) ) {
	fwrite( STDERR, "Usage: bench-plugin-state.php on|off\n" );
	exit( 2 );
}

$_SERVER['HTTP_HOST'] = 'localhost';
require getcwd() . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( 'on' === $frontage_state ) {
	$frontage_result = activate_plugin( 'frontage/plugin.php' );
	if ( is_wp_error( $frontage_result ) ) {
		fwrite( STDERR, $frontage_result->get_error_message() . "\n" );
		exit( 1 );
	}
} else {
	deactivate_plugins( 'frontage/plugin.php' );
}
echo is_plugin_active( 'frontage/plugin.php' ) ? "active\n" : "inactive\n";
