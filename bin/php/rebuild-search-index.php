<?php
/**
 * Rebuilds Frontage's file search index on a local site.
 *
 * Usage: php rebuild-search-index.php [--wp-dir=PATH]
 *
 * Prints the progress, then how many files the index holds.
 *
 * @package Frontage
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

require __DIR__ . '/cli-helpers.php';

$frontage_wp_dir = frontage_cli_wp_dir();
require $frontage_wp_dir . '/wp-load.php';

if ( ! class_exists( \Frontage\Search\Search_Index::class ) ) {
	frontage_cli_fail( 'Cannot rebuild the search index: the class Frontage\Search\Search_Index (includes/search/class-search-index.php) does not exist, or Frontage is not active.', 2 );
}

$frontage_count = \Frontage\Search\Search_Index::create_default()->rebuild(
	static function ( int $done, int $total ): void {
		frontage_cli_line( "Indexed {$done} of {$total} files." );
	}
);
frontage_cli_line( "The search index holds {$frontage_count} files." );
