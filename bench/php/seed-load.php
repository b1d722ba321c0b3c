<?php
/**
 * Benchmark helper for bench/load.mjs: what the load mix visits, added to a library seeded by
 * seed-search.php, made once and found again on later runs (kept in the option below):
 *
 * - the site's address (home, siteurl) set to the one given, as the server is bound to it;
 * - a category of small real files ("Load downloads": seed-search.php's files have no bytes on
 *   disk) for single downloads and zips, and a File category page of it with its checkboxes;
 * - File category pages of three public categories of the seeded library (the largest, the one
 *   nearest 500 files and the one nearest 50 — at 100,000 files: 5,267, 508 and 201 published
 *   files), the `ggd` theme on the largest (its titles open the file detail pop-up), the search
 *   box on the smallest;
 * - a page with the File search block;
 * - a page that five builder popups open on (page load, no delay), as bench/php/seed-popups.php;
 * - English, German and French published (prefixes de and fr, browser detection, the offer as a
 *   popup) and an English page with its German translation.
 *
 * Prints one JSON line: the pages' paths, the categories, the real files (id, category, size, the
 * first line of their content), and visible file ids of the largest category.
 * Usage: php bench/php/seed-load.php http://localhost:9031   (cwd: the site folder)
 *
 * @package Frontage
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$_SERVER['HTTP_HOST'] = 'localhost';
require getcwd() . '/wp-load.php';
require __DIR__ . '/seed-lib.php';
require_once ABSPATH . 'wp-admin/includes/file.php';

use Frontage\Files\Files_Module;
use Frontage\Files\Library;
use Frontage\Language\Language_Urls;

const FRONTAGE_BENCH_LOAD_OPTION = 'frontage_bench_load';
const FRONTAGE_BENCH_LOAD_FILES  = 60;
const FRONTAGE_BENCH_LOAD_POPUPS = 5;

$frontage_url = rtrim( (string) ( $argv[1] ?? '' ), '/' );
if ( ! preg_match( '#^http://[a-z0-9.]+:\d+$#', $frontage_url ) ) {
	fwrite( STDERR, "Usage: php seed-load.php http://localhost:PORT\n" );
	exit( 1 );
}
update_option( 'home', $frontage_url );
update_option( 'siteurl', $frontage_url );

wp_set_current_user( 1 );
$frontage_library = Library::create_default();
$frontage_made    = get_option( FRONTAGE_BENCH_LOAD_OPTION );

/**
 * A published page, made now.
 *
 * @param string $title   Title.
 * @param string $content Block markup.
 * @param array  $meta    Post meta.
 * @return int Its id.
 */
function frontage_bench_load_page( string $title, string $content, array $meta = array() ): int {
	$id = wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => $title,
			'post_content' => $content,
			'meta_input'   => $meta,
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, "Page {$title}: " . $id->get_error_message() . "\n" );
		exit( 1 );
	}
	return $id;
}

/**
 * A File category block.
 *
 * @param int   $category Category id.
 * @param array $extra    More attributes.
 * @return string Block markup.
 */
function frontage_bench_load_table( int $category, array $extra = array() ): string {
	return '<!-- wp:frontage/file-category ' . wp_json_encode( array( 'categoryId' => $category ) + $extra ) . ' /-->';
}

if ( ! is_array( $frontage_made ) ) {
	global $wpdb;
	$frontage_text = '<!-- wp:paragraph --><p>' . str_repeat( 'A page of ordinary length, with a few paragraphs of text. ', 10 ) . '</p><!-- /wp:paragraph -->';

	// Real files: 1–40 KB of text each, in a category of their own.
	$frontage_cat = $frontage_library->categories()->create( array( 'name' => 'Load downloads' ) );
	if ( is_wp_error( $frontage_cat ) ) {
		fwrite( STDERR, $frontage_cat->get_error_message() . "\n" );
		exit( 1 );
	}
	mt_srand( 20261126 );
	$frontage_files = array();
	for ( $frontage_i = 1; $frontage_i <= FRONTAGE_BENCH_LOAD_FILES; $frontage_i++ ) {
		$frontage_first = "Load bench file {$frontage_i}";
		$frontage_tmp   = wp_tempnam( 'bench-load' );
		$frontage_bytes = $frontage_first . "\n" . str_repeat( "A line of the load bench's file {$frontage_i}.\n", mt_rand( 25, 1000 ) );
		file_put_contents( $frontage_tmp, $frontage_bytes );
		$frontage_file = $frontage_library->create(
			$frontage_tmp,
			"load-{$frontage_i}.txt",
			array(
				'title'    => "Load file {$frontage_i}",
				'category' => $frontage_cat['id'],
			)
		);
		if ( is_wp_error( $frontage_file ) ) {
			fwrite( STDERR, $frontage_file->get_error_message() . "\n" );
			exit( 1 );
		}
		$frontage_files[] = array(
			'id'    => $frontage_file->id,
			'size'  => strlen( $frontage_bytes ),
			'first' => $frontage_first,
		);
	}

	// Three public categories of the seeded library, by how many published files they hold.
	wp_set_current_user( 0 );
	$frontage_hidden = array_flip( $frontage_library->visibility()->hidden_category_ids() );
	wp_set_current_user( 1 );
	$frontage_counts = array();
	foreach ( get_terms(
		array(
			'taxonomy'   => Files_Module::CATEGORY_TAXONOMY,
			'hide_empty' => false,
		)
	) as $frontage_term ) {
		if ( ! isset( $frontage_hidden[ $frontage_term->term_id ] ) && $frontage_term->term_id !== $frontage_cat['id'] && $frontage_term->count > 0 ) {
			$frontage_counts[ $frontage_term->term_id ] = array(
				'id'    => $frontage_term->term_id,
				'name'  => $frontage_term->name,
				'files' => (int) $frontage_term->count,
			);
		}
	}
	$frontage_nearest = static function ( int $files ) use ( $frontage_counts ): array {
		$best = null;
		foreach ( $frontage_counts as $candidate ) {
			if ( null === $best || abs( $candidate['files'] - $files ) < abs( $best['files'] - $files ) ) {
				$best = $candidate;
			}
		}
		return $best;
	};
	usort( $frontage_counts, static fn ( array $a, array $b ): int => $b['files'] <=> $a['files'] );
	$frontage_tables = array(
		'large'  => $frontage_counts[0],
		'medium' => $frontage_nearest( 500 ),
		'small'  => $frontage_nearest( 50 ),
	);

	// Visible files of the largest category, for the detail pop-up.
	$frontage_tt     = (int) get_term( $frontage_tables['large']['id'], Files_Module::CATEGORY_TAXONOMY )->term_taxonomy_id;
	$frontage_detail = array_map(
		'intval',
		$wpdb->get_col(
			$wpdb->prepare(
				"SELECT p.ID FROM {$wpdb->posts} p JOIN {$wpdb->term_relationships} r ON r.object_id = p.ID WHERE r.term_taxonomy_id = %d AND p.post_type = %s AND p.post_status = 'publish' ORDER BY p.ID LIMIT 40",
				$frontage_tt,
				Files_Module::POST_TYPE
			)
		)
	);

	$frontage_pages = array(
		'downloads' => frontage_bench_load_page( 'Load downloads', $frontage_text . frontage_bench_load_table( $frontage_cat['id'] ) ),
		'large'     => frontage_bench_load_page( 'Load table large', $frontage_text . frontage_bench_load_table( $frontage_tables['large']['id'], array( 'theme' => 'ggd' ) ) ),
		'medium'    => frontage_bench_load_page( 'Load table medium', $frontage_text . frontage_bench_load_table( $frontage_tables['medium']['id'] ) ),
		'small'     => frontage_bench_load_page( 'Load table small', $frontage_text . frontage_bench_load_table( $frontage_tables['small']['id'], array( 'showSearch' => true ) ) ),
		'search'    => frontage_bench_load_page( 'Load search', $frontage_text . '<!-- wp:frontage/file-search /-->' ),
		'popups'    => frontage_bench_load_page( 'Load popups', $frontage_text ),
	);

	frontage_bench_popups_on( $frontage_pages['popups'], FRONTAGE_BENCH_LOAD_POPUPS, 'Load popup', false );
	frontage_bench_three_languages();
	$frontage_pages['english'] = frontage_bench_load_page( 'Load about us', '<!-- wp:paragraph --><p>We make documents easy to find.</p><!-- /wp:paragraph -->' );
	$frontage_pages['german']  = frontage_bench_load_page( 'Load über uns', '<!-- wp:paragraph --><p>Wir machen Dokumente leicht auffindbar.</p><!-- /wp:paragraph -->', array( Language_Urls::META_LANGUAGE => 'de_DE' ) );
	update_post_meta( $frontage_pages['english'], Language_Urls::META_TRANSLATIONS, array( 'de_DE' => $frontage_pages['german'] ) );
	update_post_meta( $frontage_pages['german'], Language_Urls::META_TRANSLATIONS, array( 'en_US' => $frontage_pages['english'] ) );

	$frontage_made = array(
		'pages'      => $frontage_pages,
		'downloads'  => array(
			'id'    => (int) $frontage_cat['id'],
			'name'  => $frontage_cat['name'],
			'files' => $frontage_files,
		),
		'tables'     => $frontage_tables,
		'detail_ids' => $frontage_detail,
	);
	update_option( FRONTAGE_BENCH_LOAD_OPTION, $frontage_made, false );
}

// Paths now: the address may have changed since the pages were made.
$frontage_made['paths'] = array_map(
	static fn ( int $id ): string => (string) wp_parse_url( (string) get_permalink( $id ), PHP_URL_PATH ),
	$frontage_made['pages']
);
echo wp_json_encode( $frontage_made ), "\n";
