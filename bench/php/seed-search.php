<?php
/**
 * Benchmark helper: a realistic file library of N files for bench/search.mjs, written with bulk
 * multi-row INSERTs (wp_insert_post would take hours at 100,000 files), then Frontage's search
 * index rebuilt with Search_Index::rebuild() (timed).
 *
 * The library: about 200 categories in a tree up to 5 levels (some restricted to logged-in users
 * or to a role), about 300 tags (0–4 per file), 30 extensions, sizes spread on a log scale from
 * 1 KB to 2 GB, created and updated dates over 10 years, titles and descriptions drawn from a
 * Zipf-distributed word list (so keywords range from very common to rare), about 1% private files.
 * Everything comes from a fixed seed: the same N gives the same library.
 *
 * Writes bench-search-manifest.json into the site folder (what search-queries.php builds its
 * queries from) and prints one JSON line of figures last.
 *
 * Usage: php bench/php/seed-search.php 10000   (cwd: the site folder)
 *
 * @package Frontage
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$_SERVER['HTTP_HOST'] = 'localhost';
require getcwd() . '/wp-load.php';
require_once __DIR__ . '/search-bench-lib.php';

use Frontage\Files\Categories;
use Frontage\Files\File;
use Frontage\Files\Files_Module;
use Frontage\Files\Library;
use Frontage\Search\Search_Index;

wp_set_current_user( 1 );

$frontage_count = max( 100, (int) ( $argv[1] ?? 10000 ) );
mt_srand( 20261122 );

/**
 * Progress on standard error.
 *
 * @param string $line What happened.
 */
function frontage_bench_log( string $line ): void {
	fwrite( STDERR, '  seed: ' . $line . "\n" );
}

/**
 * Runs one multi-row INSERT of rows through $wpdb->prepare().
 *
 * @param string              $table   Table name.
 * @param string[]            $columns Column names.
 * @param string              $formats One row's placeholders, e.g. "(%d,%s)".
 * @param array<array<mixed>> $rows    Rows of values.
 */
function frontage_bench_insert( string $table, array $columns, string $formats, array $rows ): void {
	global $wpdb;
	if ( ! $rows ) {
		return;
	}
	$values = array();
	foreach ( $rows as $row ) {
		foreach ( $row as $value ) {
			$values[] = $value;
		}
	}
	$sql = "INSERT INTO {$table} (" . implode( ',', $columns ) . ') VALUES ' . implode( ',', array_fill( 0, count( $rows ), $formats ) );
	// SQL: built from our placeholders only.
	$done = $wpdb->query( $wpdb->prepare( $sql, ...$values ) );
	if ( false === $done ) {
		fwrite( STDERR, "INSERT into {$table} failed: {$wpdb->last_error}\n" );
		exit( 1 );
	}
}

/**
 * A Zipf-distributed index in [0, $n): rank r with probability ∝ 1 / (r + 1)^$s, drawn through a
 * precomputed cumulative table.
 *
 * @param float[] $cumulative From frontage_bench_zipf_table().
 */
function frontage_bench_zipf( array $cumulative ): int {
	$x  = mt_rand() / mt_getrandmax() * end( $cumulative );
	$lo = 0;
	$hi = count( $cumulative ) - 1;
	while ( $lo < $hi ) {
		$mid = intdiv( $lo + $hi, 2 );
		if ( $cumulative[ $mid ] < $x ) {
			$lo = $mid + 1;
		} else {
			$hi = $mid;
		}
	}
	return $lo;
}

/**
 * Cumulative weights of a Zipf distribution.
 *
 * @param int   $n How many ranks.
 * @param float $s Exponent.
 * @return float[]
 */
function frontage_bench_zipf_table( int $n, float $s ): array {
	$sum   = 0.0;
	$table = array();
	for ( $r = 0; $r < $n; $r++ ) {
		$sum      += 1 / pow( $r + 1, $s );
		$table[ $r ] = $sum;
	}
	return $table;
}

global $wpdb;
$frontage_started = hrtime( true );

// The index must exist (it is normally made at activation); its hooks fire for the categories and
// tags made through the API below, which is what a real site does too.
$frontage_index = Search_Index::create_default();
$frontage_index->maybe_install();

if ( (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s", Files_Module::POST_TYPE ) ) > 0 ) {
	fwrite( STDERR, "This site already holds files: seed a fresh site.\n" );
	exit( 1 );
}

$frontage_words = frontage_bench_words();
$frontage_zipf  = frontage_bench_zipf_table( count( $frontage_words ), 1.0 );

// Categories: ~200, 12 roots, each new one under a random existing one less than 5 levels deep.
$frontage_library    = Library::create_default();
$frontage_categories = array(); // id => array( depth, visibility, parent ).
$frontage_roots      = 12;
$frontage_cat_total  = 200;
$frontage_names      = frontage_bench_category_words();
for ( $frontage_i = 0; $frontage_i < $frontage_cat_total; $frontage_i++ ) {
	$frontage_parent = 0;
	$frontage_depth  = 1;
	if ( $frontage_i >= $frontage_roots ) {
		$frontage_candidates = array_keys( array_filter( $frontage_categories, static fn ( array $c ): bool => $c['depth'] < 5 ) );
		// Shallow parents more often: real trees are bushier near the top.
		$frontage_pick   = $frontage_candidates[ (int) floor( pow( mt_rand() / mt_getrandmax(), 1.6 ) * count( $frontage_candidates ) ) ];
		$frontage_parent = $frontage_pick;
		$frontage_depth  = $frontage_categories[ $frontage_pick ]['depth'] + 1;
	}
	$frontage_roll = mt_rand( 1, 100 );
	$frontage_data = array(
		'name'       => ucfirst( $frontage_names[ $frontage_i % count( $frontage_names ) ] ) . ' ' . ( $frontage_i + 1 ),
		'parent'     => $frontage_parent,
		'visibility' => $frontage_roll <= 4 ? 'logged_in' : ( $frontage_roll <= 6 ? 'roles' : 'public' ),
		'ordering'   => Categories::ORDERINGS[ mt_rand( 0, count( Categories::ORDERINGS ) - 1 ) ] . ( mt_rand( 0, 1 ) ? '' : '-desc' ),
		'position'   => $frontage_i,
	);
	if ( 'roles' === $frontage_data['visibility'] ) {
		$frontage_data['roles'] = array( 'editor' );
	}
	$frontage_cat = $frontage_library->categories()->create( $frontage_data );
	if ( is_wp_error( $frontage_cat ) ) {
		fwrite( STDERR, 'Category: ' . $frontage_cat->get_error_message() . "\n" );
		exit( 1 );
	}
	$frontage_categories[ $frontage_cat['id'] ] = array(
		'depth'      => $frontage_depth,
		'visibility' => $frontage_data['visibility'],
		'parent'     => $frontage_parent,
	);
}
$frontage_cat_ids  = array_keys( $frontage_categories );
$frontage_cat_zipf = frontage_bench_zipf_table( count( $frontage_cat_ids ), 0.6 );
$frontage_cat_tt   = array();
foreach ( $frontage_cat_ids as $frontage_id ) {
	$frontage_cat_tt[ $frontage_id ] = (int) get_term( $frontage_id, Files_Module::CATEGORY_TAXONOMY )->term_taxonomy_id;
}
frontage_bench_log( count( $frontage_cat_ids ) . ' categories' );

// Tags: 300 "topic qualifier" names from a vocabulary disjoint from the titles' words.
$frontage_tags     = array(); // term_id => array( tt, slug ).
$frontage_tag_list = frontage_bench_tag_names();
foreach ( $frontage_tag_list as $frontage_name ) {
	$frontage_term = wp_insert_term( $frontage_name, Files_Module::TAG_TAXONOMY );
	if ( is_wp_error( $frontage_term ) ) {
		fwrite( STDERR, 'Tag: ' . $frontage_term->get_error_message() . "\n" );
		exit( 1 );
	}
	$frontage_tags[] = array(
		'id'   => (int) $frontage_term['term_id'],
		'tt'   => (int) $frontage_term['term_taxonomy_id'],
		'slug' => get_term( $frontage_term['term_id'] )->slug,
		'name' => $frontage_name,
	);
}
$frontage_tag_zipf = frontage_bench_zipf_table( count( $frontage_tags ), 0.9 );
frontage_bench_log( count( $frontage_tags ) . ' tags' );

$frontage_exts = frontage_bench_extensions();
$frontage_ext_keys = array_keys( $frontage_exts );
$frontage_ext_zipf = frontage_bench_zipf_table( count( $frontage_exts ), 1.1 );

$frontage_now   = strtotime( '2026-11-01 12:00:00 UTC' );
$frontage_span  = 10 * 365 * DAY_IN_SECONDS;
$frontage_first = (int) $wpdb->get_var( "SELECT COALESCE(MAX(ID), 0) FROM {$wpdb->posts}" ) + 1;

$frontage_post_cols  = array( 'ID', 'post_author', 'post_date', 'post_date_gmt', 'post_content', 'post_title', 'post_excerpt', 'post_status', 'comment_status', 'ping_status', 'post_name', 'to_ping', 'pinged', 'post_modified', 'post_modified_gmt', 'post_content_filtered', 'guid', 'post_type' );
$frontage_post_fmt   = '(%d,%d,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s)';
$frontage_batch      = 500;
$frontage_posts      = array();
$frontage_meta       = array();
$frontage_rels       = array();
$frontage_published  = array(); // tt id => published files.
$frontage_samples    = array(); // A few files, to check through the Library afterwards.
$frontage_size_log   = array( log( 1024 ), log( 2 * 1024 * 1024 * 1024 ) );
$frontage_statuses   = array( 'publish' => 0, 'private' => 0 );
$frontage_insert_ns  = 0;

$frontage_flush = static function () use ( &$frontage_posts, &$frontage_meta, &$frontage_rels, $frontage_post_cols, $frontage_post_fmt, &$frontage_insert_ns ): void {
	global $wpdb;
	$t0 = hrtime( true );
	$wpdb->query( 'START TRANSACTION' );
	frontage_bench_insert( $wpdb->posts, $frontage_post_cols, $frontage_post_fmt, $frontage_posts );
	foreach ( array_chunk( $frontage_meta, 2000 ) as $chunk ) {
		frontage_bench_insert( $wpdb->postmeta, array( 'post_id', 'meta_key', 'meta_value' ), '(%d,%s,%s)', $chunk );
	}
	foreach ( array_chunk( $frontage_rels, 2000 ) as $chunk ) {
		frontage_bench_insert( $wpdb->term_relationships, array( 'object_id', 'term_taxonomy_id', 'term_order' ), '(%d,%d,%d)', $chunk );
	}
	$wpdb->query( 'COMMIT' );
	$frontage_insert_ns += hrtime( true ) - $t0;
	$frontage_posts = array();
	$frontage_meta  = array();
	$frontage_rels  = array();
};

for ( $frontage_n = 0; $frontage_n < $frontage_count; $frontage_n++ ) {
	$frontage_id    = $frontage_first + $frontage_n;
	$frontage_title = array();
	for ( $frontage_w = mt_rand( 2, 6 ); $frontage_w > 0; $frontage_w-- ) {
		$frontage_title[] = $frontage_words[ frontage_bench_zipf( $frontage_zipf ) ];
	}
	$frontage_title = ucfirst( implode( ' ', $frontage_title ) );
	$frontage_desc  = array();
	for ( $frontage_w = mt_rand( 8, 30 ); $frontage_w > 0; $frontage_w-- ) {
		$frontage_desc[] = $frontage_words[ frontage_bench_zipf( $frontage_zipf ) ];
	}
	$frontage_desc    = ucfirst( implode( ' ', $frontage_desc ) ) . '.';
	$frontage_status  = mt_rand( 1, 100 ) === 1 ? 'private' : 'publish';
	$frontage_created = $frontage_now - mt_rand( 0, $frontage_span );
	$frontage_updated = mt_rand( 0, 1 ) ? $frontage_created : $frontage_created + mt_rand( 0, $frontage_now - $frontage_created );
	$frontage_c       = gmdate( 'Y-m-d H:i:s', $frontage_created );
	$frontage_u       = gmdate( 'Y-m-d H:i:s', $frontage_updated );
	$frontage_ext     = $frontage_ext_keys[ frontage_bench_zipf( $frontage_ext_zipf ) ];
	$frontage_size    = (int) round( exp( $frontage_size_log[0] + ( mt_rand() / mt_getrandmax() ) * ( $frontage_size_log[1] - $frontage_size_log[0] ) ) );
	$frontage_slug    = 'bench-file-' . $frontage_id;
	$frontage_version = mt_rand( 1, 12 ) . '.' . mt_rand( 0, 9 );
	$frontage_dls     = (int) floor( pow( mt_rand() / mt_getrandmax(), 4 ) * 50000 );
	$frontage_cat     = $frontage_cat_ids[ frontage_bench_zipf( $frontage_cat_zipf ) ];
	++$frontage_statuses[ $frontage_status ];

	$frontage_posts[] = array( $frontage_id, 1, $frontage_c, $frontage_c, $frontage_desc, $frontage_title, '', $frontage_status, 'closed', 'closed', $frontage_slug, '', '', $frontage_u, $frontage_u, '', '', Files_Module::POST_TYPE );
	foreach ( array(
		File::META_PATH      => 'bench/' . $frontage_slug . '.' . $frontage_ext,
		File::META_NAME      => $frontage_slug . '.' . $frontage_ext,
		File::META_EXT       => $frontage_ext,
		File::META_MIME      => $frontage_exts[ $frontage_ext ],
		File::META_SIZE      => (string) $frontage_size,
		File::META_VERSION   => $frontage_version,
		File::META_DOWNLOADS => (string) $frontage_dls,
		File::META_PRODUCT   => '0',
	) as $frontage_key => $frontage_value ) {
		$frontage_meta[] = array( $frontage_id, $frontage_key, $frontage_value );
	}
	$frontage_file_tts = array( $frontage_cat_tt[ $frontage_cat ] );
	$frontage_file_tag = array();
	for ( $frontage_t = array( 0, 1, 1, 1, 2, 2, 3, 4 )[ mt_rand( 0, 7 ) ]; $frontage_t > 0; $frontage_t-- ) {
		$frontage_tag = $frontage_tags[ frontage_bench_zipf( $frontage_tag_zipf ) ];
		$frontage_file_tag[ $frontage_tag['tt'] ] = $frontage_tag['slug'];
	}
	foreach ( array_keys( $frontage_file_tag ) as $frontage_tt ) {
		$frontage_file_tts[] = $frontage_tt;
	}
	foreach ( $frontage_file_tts as $frontage_tt ) {
		$frontage_rels[] = array( $frontage_id, $frontage_tt, 0 );
		if ( 'publish' === $frontage_status ) {
			$frontage_published[ $frontage_tt ] = ( $frontage_published[ $frontage_tt ] ?? 0 ) + 1;
		}
	}
	if ( 0 === $frontage_n % (int) ( $frontage_count / 7 ) || 'private' === $frontage_status && count( $frontage_samples ) < 12 ) {
		$frontage_samples[ $frontage_id ] = array(
			'title'    => $frontage_title,
			'size'     => $frontage_size,
			'ext'      => $frontage_ext,
			'category' => $frontage_cat,
			'tags'     => array_values( $frontage_file_tag ),
			'status'   => $frontage_status,
			'created'  => $frontage_c,
		);
	}
	if ( count( $frontage_posts ) >= $frontage_batch ) {
		$frontage_flush();
		if ( 0 === ( $frontage_n + 1 ) % 10000 ) {
			frontage_bench_log( ( $frontage_n + 1 ) . ' files' );
		}
	}
}
$frontage_flush();

// Term counts as WordPress keeps them (published files only), one UPDATE per term.
$frontage_t0 = hrtime( true );
foreach ( array_merge( array_values( $frontage_cat_tt ), array_column( $frontage_tags, 'tt' ) ) as $frontage_tt ) {
	$wpdb->update( $wpdb->term_taxonomy, array( 'count' => $frontage_published[ $frontage_tt ] ?? 0 ), array( 'term_taxonomy_id' => $frontage_tt ), array( '%d' ), array( '%d' ) );
}
clean_term_cache( array_values( $frontage_cat_tt ), Files_Module::CATEGORY_TAXONOMY );
clean_term_cache( array_column( $frontage_tags, 'tt' ), Files_Module::TAG_TAXONOMY );
wp_cache_flush();
$frontage_insert_ns += hrtime( true ) - $frontage_t0;
frontage_bench_log( sprintf( '%d files inserted in %.1f s', $frontage_count, $frontage_insert_ns / 1e9 ) );

// Frontage's index, as `wp frontage search-index rebuild` builds it for an existing library.
$frontage_t0      = hrtime( true );
$frontage_indexed = $frontage_index->rebuild();
$frontage_rebuild = ( hrtime( true ) - $frontage_t0 ) / 1e9;
frontage_bench_log( sprintf( 'Search_Index::rebuild(): %d files in %.1f s', $frontage_indexed, $frontage_rebuild ) );
wp_cache_flush();

// The Library reads the seeded files as it reads its own: check a few, as a visitor.
wp_set_current_user( 0 );
$frontage_hidden  = array_flip( $frontage_library->visibility()->hidden_category_ids() );
$frontage_checked = 0;
foreach ( $frontage_samples as $frontage_id => $frontage_expect ) {
	$frontage_file    = $frontage_library->find_visible( $frontage_id );
	$frontage_visible = 'publish' === $frontage_expect['status'] && ! isset( $frontage_hidden[ $frontage_expect['category'] ] );
	if ( ! $frontage_visible ) {
		if ( ! is_wp_error( $frontage_file ) ) {
			fwrite( STDERR, "File {$frontage_id} should be hidden from visitors but is visible.\n" );
			exit( 1 );
		}
		++$frontage_checked;
		continue;
	}
	$frontage_got = is_wp_error( $frontage_file ) ? null : array(
		'title'    => $frontage_file->title,
		'size'     => $frontage_file->size,
		'ext'      => $frontage_file->ext,
		'category' => $frontage_file->category_id,
		'tags'     => array_column( $frontage_file->tags, 'slug' ),
	);
	$frontage_want = array_intersect_key( $frontage_expect, array_flip( array( 'title', 'size', 'ext', 'category', 'tags' ) ) );
	if ( $frontage_got ) {
		sort( $frontage_got['tags'] );
		sort( $frontage_want['tags'] );
	}
	if ( $frontage_got !== $frontage_want ) {
		fwrite( STDERR, "Library::find_visible( {$frontage_id} ) reads " . wp_json_encode( $frontage_got ) . ', expected ' . wp_json_encode( $frontage_want ) . "\n" );
		exit( 1 );
	}
	++$frontage_checked;
}
frontage_bench_log( "{$frontage_checked} sample files read back through Library::find_visible()" );

// What the query set is built from.
$frontage_manifest = array(
	'files'      => $frontage_count,
	'first_id'   => $frontage_first,
	'words'      => $frontage_words,
	'categories' => array_map(
		static fn ( int $id, array $c ): array => array(
			'id'         => $id,
			'parent'     => $c['parent'],
			'depth'      => $c['depth'],
			'visibility' => $c['visibility'],
			'published'  => $frontage_published[ $frontage_cat_tt[ $id ] ] ?? 0,
		),
		array_keys( $frontage_categories ),
		$frontage_categories
	),
	'tags'       => array_map(
		static fn ( array $t ): array => array(
			'slug'      => $t['slug'],
			'name'      => $t['name'],
			'published' => $frontage_published[ $t['tt'] ] ?? 0,
		),
		$frontage_tags
	),
	'extensions' => $frontage_ext_keys,
	'now'        => gmdate( 'Y-m-d', $frontage_now ),
);
file_put_contents( getcwd() . '/bench-search-manifest.json', wp_json_encode( $frontage_manifest ) );

echo wp_json_encode(
	array(
		'files'           => $frontage_count,
		'published'       => $frontage_statuses['publish'],
		'private'         => $frontage_statuses['private'],
		'categories'      => count( $frontage_cat_ids ),
		'restricted'      => count( array_filter( $frontage_categories, static fn ( array $c ): bool => 'public' !== $c['visibility'] ) ),
		'hidden'          => count( $frontage_hidden ),
		'tags'            => count( $frontage_tags ),
		'insert_seconds'  => round( $frontage_insert_ns / 1e9, 2 ),
		'rebuild_seconds' => round( $frontage_rebuild, 2 ),
		'seconds'         => round( ( hrtime( true ) - $frontage_started ) / 1e9, 2 ),
	)
) . "\n";
