<?php
/**
 * Benchmark helper: a WP File Download library of N stored files for bench/import.mjs, written
 * as WP File Download writes it (tests/php/import/class-wpfd-fixture.php, shared with the import
 * tests): about 100 `wpfd-category` terms in a tree up to 4 levels (their order in `term_group`,
 * display settings as JSON in the description, access in `taxonomy_{id}`: about 8% for chosen
 * roles, 10% "as their parent"), 40 `wpfd-tag` terms, then the `wpfd_file` posts with their
 * `_wpfd_file_metadata` and terms in multi-row INSERTs of 500 (the rows WordPress writes for WP
 * File Download's add-file code; test-wpfd-fixture.php checks it), and each file's bytes, exactly
 * SIZE bytes, under uploads/wpfd/{category}/.
 *
 * The files: PDFs (45%), Word, Excel and PowerPoint documents, zips, JPEGs, CSV and text files,
 * each beginning as its type does (so that the library's content checks accept it, as they
 * accept the real thing) and filled with random bytes (text with words); 97% published, 2%
 * private, 1% drafts; dates over 8 years; download counts from 0 to a few thousand; 0–3 tags.
 * As on real sites, a few rows the import reports: one link (`remote_url`) per 200 files, which
 * has no bytes, and one file in 200 for chosen users (`canview`) or also listed in a second
 * category. A fixed seed: the same N gives the same library.
 *
 * Usage: php bench/php/seed-import.php N SIZE_BYTES   (cwd: the site folder). Progress on
 * standard error; one JSON line of figures last.
 *
 * @package Frontage
 */

use Frontage\Tests\Wpfd_Fixture;

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$_SERVER['HTTP_HOST'] = 'localhost';
require getcwd() . '/wp-load.php';
require_once dirname( __DIR__, 2 ) . '/tests/php/import/class-wpfd-fixture.php';

wp_set_current_user( 1 );
mt_srand( 20261124 );

$frontage_count = max( 1, (int) ( $argv[1] ?? 10000 ) );
$frontage_size  = max( 64, (int) ( $argv[2] ?? 1048576 ) );

/**
 * Progress on standard error.
 *
 * @param string $line What happened.
 */
function frontage_seed_log( string $line ): void {
	fwrite( STDERR, '  seed: ' . $line . "\n" );
}

/**
 * One of a list, at random.
 *
 * @param array<mixed> $list Items.
 * @return mixed
 */
function frontage_seed_pick( array $list ): mixed {
	return $list[ mt_rand( 0, count( $list ) - 1 ) ];
}

/**
 * A key drawn by weight.
 *
 * @param array<string, int> $weights Key => weight.
 */
function frontage_seed_weighted( array $weights ): string {
	$roll = mt_rand( 1, array_sum( $weights ) );
	foreach ( $weights as $key => $weight ) {
		$roll -= $weight;
		if ( $roll <= 0 ) {
			return (string) $key;
		}
	}
	return (string) array_key_last( $weights );
}

const FRONTAGE_SEED_WORDS = array( 'annual', 'report', 'minutes', 'board', 'budget', 'policy', 'invoice', 'contract', 'manual', 'guide', 'brochure', 'catalogue', 'price', 'list', 'safety', 'sheet', 'training', 'agenda', 'summary', 'audit', 'plan', 'strategy', 'review', 'tender', 'form', 'application', 'certificate', 'statement', 'newsletter', 'press', 'release', 'photo', 'map', 'schedule', 'handbook', 'survey', 'results', 'proposal', 'specification', 'drawing', 'template', 'checklist', 'procedure', 'standard', 'notice', 'letter', 'study', 'forecast', 'inventory', 'register' );

// The content every file of a type begins with: what a reader of that type checks first.
const FRONTAGE_SEED_TYPES = array(
	'pdf'  => array( 45, "%PDF-1.7\n%\xE2\xE3\xCF\xD3\n" ),
	'docx' => array( 12, "PK\x03\x04\x14\x00\x06\x00" ),
	'xlsx' => array( 9, "PK\x03\x04\x14\x00\x06\x00" ),
	'pptx' => array( 4, "PK\x03\x04\x14\x00\x06\x00" ),
	'zip'  => array( 8, "PK\x03\x04\x0A\x00\x00\x00" ),
	'jpg'  => array( 12, "\xFF\xD8\xFF\xE0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00" ),
	'csv'  => array( 5, "date,item,amount\n" ),
	'txt'  => array( 5, '' ),
);

// Categories: 10 at the top, then each below a category of the first three levels.
$frontage_started   = microtime( true );
$frontage_cats      = array();
$frontage_names     = array();
$frontage_depth     = array();
$frontage_children  = array();
$frontage_restricted = 0;
$frontage_as_parent = 0;
$frontage_orderings = array( 'title', 'ext', 'size', 'hits', 'created_time', 'modified_time', 'version' );
for ( $frontage_i = 0; $frontage_i < 100; $frontage_i++ ) {
	$frontage_parent = 0;
	if ( $frontage_i >= 10 ) {
		$frontage_candidates = array_values( array_filter( $frontage_cats, static fn ( int $id ): bool => $frontage_depth[ $id ] < 3 ) );
		$frontage_parent     = frontage_seed_pick( $frontage_candidates );
	}
	do {
		$frontage_name = ucfirst( frontage_seed_pick( FRONTAGE_SEED_WORDS ) ) . ' ' . frontage_seed_pick( FRONTAGE_SEED_WORDS );
		if ( isset( $frontage_names[ $frontage_name ] ) ) {
			$frontage_name .= ' ' . ( 2017 + $frontage_i % 9 );
		}
	} while ( isset( $frontage_names[ $frontage_name ] ) );
	$frontage_names[ $frontage_name ] = true;
	$frontage_roll                    = mt_rand( 1, 100 );
	$frontage_roles                   = null;
	$frontage_access                  = 0;
	if ( $frontage_roll <= 8 ) {
		$frontage_roles = frontage_seed_pick( array( array( 'editor' ), array( 'administrator', 'editor' ), array( 'author', 'editor' ), array( 'subscriber' ) ) );
		++$frontage_restricted;
	} elseif ( $frontage_roll <= 18 ) {
		$frontage_access = -1;
		++$frontage_as_parent;
	}
	$frontage_id = Wpfd_Fixture::category(
		$frontage_name,
		$frontage_parent,
		count( $frontage_children[ $frontage_parent ] ?? array() ),
		$frontage_roles,
		array(
			'ordering'    => frontage_seed_pick( $frontage_orderings ),
			'orderingdir' => frontage_seed_pick( array( 'asc', 'desc' ) ),
		),
		$frontage_access
	);
	$frontage_children[ $frontage_parent ][] = $frontage_id;
	$frontage_cats[]                         = $frontage_id;
	$frontage_depth[ $frontage_id ]          = $frontage_parent ? $frontage_depth[ $frontage_parent ] + 1 : 0;
}
$frontage_tags = array();
for ( $frontage_i = 0; $frontage_i < 40; $frontage_i++ ) {
	$frontage_tags[] = Wpfd_Fixture::tag( 'Seeded ' . FRONTAGE_SEED_WORDS[ $frontage_i ] );
}
frontage_seed_log( count( $frontage_cats ) . ' categories, ' . count( $frontage_tags ) . ' tags' );

// A category per file: a few large categories, many small ones (weight 1 / rank^0.8).
$frontage_weights = array();
foreach ( $frontage_cats as $frontage_rank => $frontage_id ) {
	$frontage_weights[ (string) $frontage_id ] = (int) round( 1000 / ( $frontage_rank + 1 ) ** 0.8 );
}
$frontage_types = array_map( static fn ( array $type ): int => $type[0], FRONTAGE_SEED_TYPES );

// Bytes: slices of a random pool (and of a pool of words for text), each file's own first line.
$frontage_pool = random_bytes( 2 * 1048576 );
$frontage_text = '';
while ( strlen( $frontage_text ) < 2 * 1048576 ) {
	$frontage_text .= implode( ' ', array_map( static fn (): string => frontage_seed_pick( FRONTAGE_SEED_WORDS ), range( 1, 12 ) ) ) . ",12.50\n";
}

/**
 * Writes a file of exactly $size bytes: the type's beginning, a line of its own, then slices of
 * a pool, a megabyte at a time.
 *
 * @param string $path  Where.
 * @param string $ext   Its type.
 * @param int    $id    Its post id (its line of its own).
 * @param int    $size  Bytes.
 * @param string $pool  Random bytes.
 * @param string $text  Words.
 */
function frontage_seed_bytes( string $path, string $ext, int $id, int $size, string $pool, string $text ): void {
	$source = in_array( $ext, array( 'csv', 'txt' ), true ) ? $text : $pool;
	$head   = FRONTAGE_SEED_TYPES[ $ext ][1] . 'file ' . $id . "\n";
	$handle = fopen( $path, 'wb' ); // Plain file functions: benchmark fixture.
	$left   = $size - (int) fwrite( $handle, substr( $head, 0, $size ) );
	while ( $left > 0 ) {
		$chunk = min( $left, 1048576 );
		$left -= (int) fwrite( $handle, substr( $source, mt_rand( 0, strlen( $source ) - 1048576 ), $chunk ) );
	}
	fclose( $handle );
}

$frontage_links   = (int) floor( $frontage_count / 200 );
$frontage_total   = $frontage_count + $frontage_links;
$frontage_rows_s  = 0.0;
$frontage_bytes_s = 0.0;
$frontage_written = 0;
$frontage_made    = array();
$frontage_report  = array(
	'canview'        => 0,
	'multi_category' => 0,
	'private'        => 0,
	'draft'          => 0,
);
for ( $frontage_start = 0; $frontage_start < $frontage_total; $frontage_start += 500 ) {
	$frontage_batch = array();
	for ( $frontage_i = $frontage_start; $frontage_i < min( $frontage_total, $frontage_start + 500 ); $frontage_i++ ) {
		$frontage_link   = 0 === ( $frontage_i + 1 ) % 201;
		$frontage_ext    = $frontage_link ? 'pdf' : frontage_seed_weighted( $frontage_types );
		$frontage_title  = ucfirst( frontage_seed_pick( FRONTAGE_SEED_WORDS ) ) . ' ' . frontage_seed_pick( FRONTAGE_SEED_WORDS ) . ' ' . ( 1000 + $frontage_i );
		$frontage_status = frontage_seed_weighted(
			array(
				'publish' => 97,
				'private' => 2,
				'draft'   => 1,
			)
		);
		$frontage_time   = mt_rand( strtotime( '2017-01-01' ), strtotime( '2025-06-30' ) );
		$frontage_meta   = array(
			'ext'     => $frontage_ext,
			'hits'    => (int) floor( exp( mt_rand( 0, 800 ) / 100 ) ) - 1,
			'version' => frontage_seed_pick( array( '', '', '', '1.0', '1.1', '2.0', '3.2' ) ),
		);
		if ( $frontage_link ) {
			$frontage_meta += array(
				'file'       => 'https://files.example.com/' . sanitize_title( $frontage_title ) . '.pdf',
				'remote_url' => true,
			);
		} elseif ( 0 === $frontage_i % 400 ) {
			$frontage_meta['canview'] = '2,3';
			++$frontage_report['canview'];
		} elseif ( 100 === $frontage_i % 400 ) {
			$frontage_meta['file_multi_category'] = array( (string) frontage_seed_pick( $frontage_cats ) );
			++$frontage_report['multi_category'];
		}
		if ( 'publish' !== $frontage_status && ! $frontage_link ) {
			++$frontage_report[ $frontage_status ];
		}
		$frontage_batch[] = array(
			'category' => (int) frontage_seed_weighted( $frontage_weights ),
			'title'    => $frontage_title,
			'excerpt'  => ucfirst( implode( ' ', array_map( static fn (): string => frontage_seed_pick( FRONTAGE_SEED_WORDS ), range( 1, mt_rand( 6, 20 ) ) ) ) ) . '.',
			'status'   => $frontage_status,
			'date'     => gmdate( 'Y-m-d H:i:s', $frontage_time ),
			'date_gmt' => gmdate( 'Y-m-d H:i:s', $frontage_time ),
			'author'   => 1,
			'tags'     => array_values( array_unique( array_map( static fn (): int => frontage_seed_pick( $frontage_tags ), array_fill( 0, mt_rand( 0, 3 ), 0 ) ) ) ),
			'ext'      => $frontage_ext,
			'size'     => $frontage_link ? 0 : $frontage_size,
			'meta'     => $frontage_meta,
		);
	}
	$frontage_t = microtime( true );
	$frontage_made = Wpfd_Fixture::insert_files( $frontage_batch );
	$frontage_rows_s += microtime( true ) - $frontage_t;
	$frontage_t       = microtime( true );
	foreach ( $frontage_made as $frontage_index => $frontage_file ) {
		if ( null === $frontage_file['path'] ) {
			continue;
		}
		wp_mkdir_p( dirname( $frontage_file['path'] ) );
		frontage_seed_bytes( $frontage_file['path'], $frontage_batch[ $frontage_index ]['ext'], $frontage_file['id'], $frontage_size, $frontage_pool, $frontage_text );
		++$frontage_written;
	}
	$frontage_bytes_s += microtime( true ) - $frontage_t;
	frontage_seed_log( ( $frontage_start + count( $frontage_batch ) ) . ' / ' . $frontage_total . ' file posts' );
}

echo wp_json_encode(
	array(
		'categories' => count( $frontage_cats ),
		'restricted' => $frontage_restricted,
		'as_parent'  => $frontage_as_parent,
		'tags'       => count( $frontage_tags ),
		'files'      => $frontage_written,
		'links'      => $frontage_links,
		'size'       => $frontage_size,
		'bytes'      => $frontage_written * $frontage_size,
		'drafts'     => $frontage_report['draft'],
		'private'    => $frontage_report['private'],
		'canview'    => $frontage_report['canview'],
		'multi'      => $frontage_report['multi_category'],
		'rows_s'     => round( $frontage_rows_s, 2 ),
		'bytes_s'    => round( $frontage_bytes_s, 2 ),
		'seconds'    => round( microtime( true ) - $frontage_started, 2 ),
	)
) . "\n";
