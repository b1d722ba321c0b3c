<?php
/**
 * Benchmark helper for bench/import.mjs: what one old link's id-map lookup costs once the
 * library holds the imported files — the lookup as it was before the id map was indexed (by the
 * value of `_frontage_import_source`, which WordPress does not index) and Id_Map::file() now (by
 * the indexed meta key `_frontage_import:wpfd:{id}`), each over the same random imported ids,
 * with the queries Id_Map::file() runs.
 *
 * Usage: php bench/php/lookup-import.php [LOOKUPS]   (cwd: the site folder). One JSON line.
 *
 * @package Frontage
 */

use Frontage\Files\Files_Module;
use Frontage\Import\Id_Map;

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$_SERVER['HTTP_HOST'] = 'localhost';
require getcwd() . '/wp-load.php';

global $wpdb;
mt_srand( 20261126 );
$frontage_lookups = max( 1, (int) ( $argv[1] ?? 50 ) );
$frontage_keys    = $wpdb->get_col( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE meta_key = %s", Id_Map::META ) );
$frontage_ids     = array();
for ( $frontage_i = 0; $frontage_i < $frontage_lookups && $frontage_keys; $frontage_i++ ) {
	$frontage_ids[] = (int) substr( (string) $frontage_keys[ mt_rand( 0, count( $frontage_keys ) - 1 ) ], strlen( Id_Map::WPFD ) + 1 );
}

/**
 * The median of some times, in ms.
 *
 * @param float[] $ms Times.
 */
function frontage_median( array $ms ): float {
	sort( $ms );
	return $ms ? round( $ms[ intdiv( count( $ms ), 2 ) ], 3 ) : 0.0;
}

$frontage_before = array();
$frontage_after  = array();
$frontage_sql    = array();
$frontage_same   = 0;
$frontage_watch  = static function ( string $query ) use ( &$frontage_sql ): string {
	$frontage_sql[] = $query;
	return $query;
};
foreach ( $frontage_ids as $frontage_id ) {
	$frontage_start = microtime( true );
	// The lookup before the index (Id_Map::file() at 56de1d4).
	$frontage_old      = (int) $wpdb->get_var(
		$wpdb->prepare(
			"SELECT MIN(pm.post_id) FROM {$wpdb->postmeta} pm INNER JOIN {$wpdb->posts} p ON p.ID = pm.post_id
			WHERE pm.meta_key = %s AND pm.meta_value = %s AND p.post_type = %s",
			Id_Map::META,
			Id_Map::WPFD . ':' . $frontage_id,
			Files_Module::POST_TYPE
		)
	);
	$frontage_before[] = ( microtime( true ) - $frontage_start ) * 1000;
	$frontage_sql      = array();
	add_filter( 'query', $frontage_watch );
	$frontage_start   = microtime( true );
	$frontage_new     = ( new Id_Map() )->file( Id_Map::WPFD, $frontage_id );
	$frontage_after[] = ( microtime( true ) - $frontage_start ) * 1000;
	remove_filter( 'query', $frontage_watch );
	$frontage_same += (int) ( $frontage_old === $frontage_new && $frontage_new > 0 );
}
echo wp_json_encode(
	array(
		'lookups'   => count( $frontage_ids ),
		'imported'  => count( $frontage_keys ),
		'indexed'   => Id_Map::indexed(),
		'before_ms' => frontage_median( $frontage_before ),
		'after_ms'  => frontage_median( $frontage_after ),
		'max_before_ms' => round( max( $frontage_before ?: array( 0 ) ), 3 ),
		'max_after_ms'  => round( max( $frontage_after ?: array( 0 ) ), 3 ),
		'queries'   => count( $frontage_sql ),
		'same'      => $frontage_same,
		'ids'       => array_slice( $frontage_ids, 0, 20 ),
	)
) . "\n";
