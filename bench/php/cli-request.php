<?php
/**
 * One request to a benchmark site, run by the PHP CLI instead of a server, so that a tool such as
 * callgrind can count what it executes (bench/lib/instructions.mjs).
 *
 * Usage: `php bench/php/cli-request.php SITE_DIR HOST PATH [COOKIES]`. Prints nothing; the page's
 * size goes to stderr as `bytes N`. Benchmark only.
 *
 * @package Frontage
 */

if ( 'cli' !== PHP_SAPI || $argc < 4 ) {
	fwrite( STDERR, "usage: php cli-request.php SITE_DIR HOST PATH\n" );
	exit( 2 );
}

$frontage_bench_dir = rtrim( $argv[1], '/' );
$_SERVER            = array_merge(
	$_SERVER,
	array(
		'REQUEST_URI'          => $argv[3],
		'HTTP_HOST'            => $argv[2],
		'SERVER_NAME'          => explode( ':', $argv[2] )[0],
		'SERVER_PORT'          => explode( ':', $argv[2] )[1] ?? '80',
		'REQUEST_METHOD'       => 'GET',
		'SCRIPT_NAME'          => '/index.php',
		'PHP_SELF'             => '/index.php',
		'SCRIPT_FILENAME'      => $frontage_bench_dir . '/index.php',
		'DOCUMENT_ROOT'        => $frontage_bench_dir,
		'REMOTE_ADDR'          => '127.0.0.1',
		'HTTP_ACCEPT_LANGUAGE' => 'en-US,en;q=0.9',
		'HTTP_USER_AGENT'      => 'frontage-bench',
	)
);
if ( isset( $argv[4] ) && '' !== $argv[4] ) {
	$_SERVER['HTTP_COOKIE'] = $argv[4];
	foreach ( explode( ';', $argv[4] ) as $frontage_bench_pair ) {
		$frontage_bench_pair = explode( '=', trim( $frontage_bench_pair ), 2 );
		$_COOKIE[ $frontage_bench_pair[0] ] = urldecode( $frontage_bench_pair[1] ?? '' );
	}
}
chdir( $frontage_bench_dir );
define( 'WP_USE_THEMES', true );
ob_start();
register_shutdown_function(
	static function (): void {
		fwrite( STDERR, 'bytes ' . strlen( (string) ob_get_clean() ) . "\n" );
	}
);
require $frontage_bench_dir . '/wp-blog-header.php';
