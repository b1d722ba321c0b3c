<?php
/**
 * Boots the real WordPress site named by FRONTAGE_WP_DIR, with Frontage active, for PHPUnit.
 * No WP_UnitTestCase here (Packagist is unreachable): tests extend Frontage\Tests\Test_Case,
 * which cleans up what each test creates.
 *
 * @package Frontage
 */

$frontage_wp_dir = getenv( 'FRONTAGE_WP_DIR' );
if ( ! $frontage_wp_dir || ! is_readable( $frontage_wp_dir . '/wp-load.php' ) ) {
	fwrite( STDERR, "FRONTAGE_WP_DIR must name a prepared WordPress site (npm test does this; see docs/CONTRIBUTING.md).\n" );
	exit( 1 );
}

// A front-end request context, as WordPress sees it from a visitor; tests switch users explicitly.
$_SERVER['HTTP_HOST']   = $_SERVER['HTTP_HOST'] ?? 'localhost';
$_SERVER['SERVER_NAME'] = $_SERVER['SERVER_NAME'] ?? 'localhost';
$_SERVER['REQUEST_URI'] = $_SERVER['REQUEST_URI'] ?? '/';

// Blocks register at `init` in the test process, as in the admin: tests read the block registry
// directly. A visitor's page registers them on first use (Assets::register_block()); that is
// tested in a child process that plays a real request (test-boot-classes.php).
$GLOBALS['wp_filter']['frontage_register_blocks_on_first_use'][10][] = array(
	'function'      => '__return_false',
	'accepted_args' => 1,
);

// On MySQL and MariaDB, WordPress takes the strict modes out of its session (wpdb::set_sql_mode()),
// so an invalid write is silently cut or changed. The suite keeps the server's STRICT_TRANS_TABLES
// and STRICT_ALL_TABLES: such a write is an error, in debug.log, which fails npm test's php-mariadb
// step. WordPress core itself needs NO_ZERO_DATE (a draft's post_date_gmt) and ONLY_FULL_GROUP_BY
// (its menu item lookups on MariaDB) left out; test-strict-mysql.php runs Frontage's writes and
// searches with those on too (docs/scale-out.md "Strict MySQL and managed databases").
$GLOBALS['wp_filter']['incompatible_sql_modes'][10][] = array(
	'function'      => static fn (): array => array( 'NO_ZERO_DATE', 'ONLY_FULL_GROUP_BY', 'TRADITIONAL', 'ANSI' ),
	'accepted_args' => 1,
);

require_once $frontage_wp_dir . '/wp-load.php';

// The php-redis step of npm test runs the suite with a persistent object cache: make sure it is
// really there, so that the step cannot pass without testing it (docs/scale-out.md).
if ( getenv( 'FRONTAGE_EXPECT_OBJECT_CACHE' ) && ! wp_using_ext_object_cache() ) {
	fwrite( STDERR, "FRONTAGE_EXPECT_OBJECT_CACHE is set, but the site in FRONTAGE_WP_DIR has no persistent object cache (wp-content/object-cache.php).\n" );
	exit( 1 );
}

if ( ! class_exists( 'Frontage\Plugin' ) ) {
	fwrite( STDERR, "Frontage is not active on the site in FRONTAGE_WP_DIR.\n" );
	exit( 1 );
}

// Admin helpers tests use (wp_tempnam, uninstall_plugin…), as admin requests have them.
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

require_once __DIR__ . '/class-ajax-done.php';
require_once __DIR__ . '/class-test-case.php';
require_once __DIR__ . '/class-recording-module.php';
