<?php
/**
 * A child process for test-interrupted-rebuild.php: rebuilds the search index of the site in
 * FRONTAGE_WP_DIR in small batches and stops in the middle of one batch (after the batch's words
 * were deleted, before they are written again), says so on its output and waits to be killed.
 *
 * Usage: php rebuild-until-stopped.php rebuild|install BATCH_SIZE STOP_IN_BATCH
 *
 * @package Frontage
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

[ , $frontage_mode, $frontage_batch, $frontage_stop ] = array_pad( $argv, 4, '' );
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require getenv( 'FRONTAGE_WP_DIR' ) . '/wp-load.php';

use Frontage\Search\Search_Index;
use Frontage\Search\Search_Schema;

add_filter( Search_Index::FILTER_BATCH, static fn (): int => (int) $frontage_batch );
$frontage_batches = 0;
add_filter(
	'query',
	static function ( string $query ) use ( &$frontage_batches, $frontage_stop ): string {
		// Each batch deletes its files' rows from the files, tags, words and texts tables, then
		// writes them again.
		if ( str_starts_with( $query, 'DELETE FROM ' . Search_Schema::words_table() . ' WHERE file_id IN' ) && ++$frontage_batches === (int) $frontage_stop ) {
			// Once the delete has run: stopped by the next query of the batch.
			add_filter(
				'query',
				static function ( string $next ): string {
					fwrite( STDOUT, "stopped\n" );
					fflush( STDOUT );
					sleep( 120 );
					return $next;
				},
				20
			);
		}
		return $query;
	}
);

if ( 'install' === $frontage_mode ) {
	// A new schema version: the tables are dropped, created and filled in this request.
	delete_option( Search_Schema::OPTION_VERSION );
	update_option( Search_Schema::OPTION_VERSION, '0', true );
	Search_Index::create_default()->maybe_install();
} else {
	Search_Index::create_default()->rebuild();
}
fwrite( STDOUT, "finished\n" );
