<?php
/**
 * Benchmark helper for bench/search.mjs: the size of Frontage's search index (the
 * frontage_search* tables) against WordPress's own tables that hold the same library (posts,
 * post meta, terms, term taxonomy, term relationships, term meta), data and indexes, per table.
 * MySQL and MariaDB: information_schema.TABLES after ANALYZE TABLE (InnoDB's figures are
 * estimates kept by its statistics). SQLite: the bytes of the pages of each table and of its
 * indexes, from the dbstat virtual table (or, without it, every page of the file counted once).
 * Prints one JSON line.
 * Usage: php bench/php/search-sizes.php   (cwd: the site folder)
 *
 * @package Frontage
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$_SERVER['HTTP_HOST'] = 'localhost';
require getcwd() . '/wp-load.php';

global $wpdb;

$frontage_ours   = $wpdb->prefix . 'frontage_search';
$frontage_theirs = array( $wpdb->posts, $wpdb->postmeta, $wpdb->terms, $wpdb->term_taxonomy, $wpdb->term_relationships, $wpdb->termmeta );
$frontage_sizes  = array();
$frontage_method = '';

if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
	// The drop-in translates MySQL; dbstat and sqlite_master are read from the file itself.
	$frontage_pdo = new PDO( 'sqlite:' . FQDB, null, null, array( PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION ) );
	$frontage_of  = array();
	foreach ( $frontage_pdo->query( "SELECT name, tbl_name FROM sqlite_master WHERE type IN ('table', 'index')" ) as $frontage_row ) {
		$frontage_of[ $frontage_row['name'] ] = $frontage_row['tbl_name'];
	}
	try {
		$frontage_rows   = $frontage_pdo->query( 'SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name' )->fetchAll( PDO::FETCH_ASSOC );
		$frontage_method = 'dbstat';
		foreach ( $frontage_rows as $frontage_row ) {
			$frontage_table = $frontage_of[ $frontage_row['name'] ] ?? $frontage_row['name'];
			$frontage_kind  = $frontage_table === $frontage_row['name'] ? 'data' : 'index';
			$frontage_sizes[ $frontage_table ][ $frontage_kind ] = ( $frontage_sizes[ $frontage_table ][ $frontage_kind ] ?? 0 ) + (int) $frontage_row['bytes'];
		}
	} catch ( PDOException $frontage_e ) {
		// No dbstat: the whole file only.
		$frontage_method = 'page_count';
		$frontage_sizes['(whole file)']['data'] = (int) $frontage_pdo->query( 'PRAGMA page_count' )->fetchColumn() * (int) $frontage_pdo->query( 'PRAGMA page_size' )->fetchColumn();
	}
} else {
	$frontage_method = 'information_schema';
	$frontage_names  = $wpdb->get_col( $wpdb->prepare( 'SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME LIKE %s', $wpdb->esc_like( $frontage_ours ) . '%' ) );
	foreach ( array_merge( $frontage_names, $frontage_theirs ) as $frontage_table ) {
		// SQL: table names from information_schema and $wpdb.
		$wpdb->query( "ANALYZE TABLE {$frontage_table}" );
	}
	$frontage_rows = $wpdb->get_results( 'SELECT TABLE_NAME AS name, DATA_LENGTH AS data, INDEX_LENGTH AS idx FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()', ARRAY_A );
	foreach ( $frontage_rows as $frontage_row ) {
		$frontage_sizes[ $frontage_row['name'] ] = array(
			'data'  => (int) $frontage_row['data'],
			'index' => (int) $frontage_row['idx'],
		);
	}
}

$frontage_sum = static function ( array $names ) use ( $frontage_sizes ): array {
	$total = array(
		'data'  => 0,
		'index' => 0,
	);
	foreach ( $names as $name ) {
		$total['data']  += $frontage_sizes[ $name ]['data'] ?? 0;
		$total['index'] += $frontage_sizes[ $name ]['index'] ?? 0;
	}
	$total['bytes'] = $total['data'] + $total['index'];
	return $total;
};
$frontage_index_tables = array_values( array_filter( array_keys( $frontage_sizes ), static fn ( string $name ): bool => str_starts_with( $name, $frontage_ours ) ) );
sort( $frontage_index_tables );
$frontage_tables = array();
foreach ( array_merge( $frontage_index_tables, $frontage_theirs ) as $frontage_name ) {
	$frontage_tables[ $frontage_name ] = ( $frontage_sizes[ $frontage_name ] ?? array() ) + array(
		'data'  => 0,
		'index' => 0,
	);
}

echo wp_json_encode(
	array(
		'method'    => $frontage_method,
		'index'     => $frontage_sum( $frontage_index_tables ),
		'wordpress' => $frontage_sum( $frontage_theirs ),
		'tables'    => $frontage_tables,
	)
) . "\n";
