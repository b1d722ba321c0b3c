<?php
/**
 * Seeds the Frontage demo content into a local site; safe to run on every start.
 *
 * Usage: php seed-demo.php [--wp-dir=PATH]
 *
 * Prints one line per thing created or already present.
 *
 * @package Frontage
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

require __DIR__ . '/cli-helpers.php';

$frontage_wp_dir = frontage_cli_wp_dir();
require $frontage_wp_dir . '/wp-load.php';

if ( ! class_exists( \Frontage\Demo\Demo_Content::class ) ) {
	frontage_cli_fail( 'Cannot seed demo content: the class Frontage\Demo\Demo_Content (includes/demo/class-demo-content.php) does not exist, or Frontage is not active.', 2 );
}

frontage_cli_act_as_admin();

foreach ( (array) ( new \Frontage\Demo\Demo_Content() )->seed() as $frontage_line ) {
	frontage_cli_line( (string) $frontage_line );
}
