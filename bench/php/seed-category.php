<?php
/**
 * Benchmark helper: a category holding N files, a page showing it with the File category block,
 * and an empty page of the same theme. Prints their paths as JSON.
 * Usage: php bench/php/seed-category.php 1000   (cwd: the site folder)
 *
 * @package Frontage
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$_SERVER['HTTP_HOST'] = 'localhost';
require getcwd() . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
wp_set_current_user( 1 );

$frontage_count   = max( 1, (int) ( $argv[1] ?? 1000 ) );
$frontage_library = Frontage\Files\Library::create_default();
$frontage_cat     = $frontage_library->categories()->create( array( 'name' => "Bench {$frontage_count} files" ) );
if ( is_wp_error( $frontage_cat ) ) {
	fwrite( STDERR, $frontage_cat->get_error_message() . "\n" );
	exit( 1 );
}
wp_defer_term_counting( true );
for ( $frontage_i = 1; $frontage_i <= $frontage_count; $frontage_i++ ) {
	$frontage_tmp = wp_tempnam( 'bench' );
	file_put_contents( $frontage_tmp, str_repeat( "Line of bench file {$frontage_i}\n", 1 + $frontage_i % 50 ) );
	$frontage_file = $frontage_library->create(
		$frontage_tmp,
		"bench-{$frontage_i}.txt",
		array(
			'title'    => "Bench file {$frontage_i}",
			'category' => $frontage_cat['id'],
			'tags'     => array( 'bench', 'group-' . ( $frontage_i % 10 ) ),
			'version'  => '1.' . ( $frontage_i % 7 ),
		)
	);
	if ( is_wp_error( $frontage_file ) ) {
		fwrite( STDERR, $frontage_file->get_error_message() . "\n" );
		exit( 1 );
	}
}
wp_defer_term_counting( false );

$frontage_table = wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Bench table',
		'post_content' => '<!-- wp:frontage/file-category {"categoryId":' . (int) $frontage_cat['id'] . '} /-->',
	)
);
$frontage_empty = wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Bench empty',
		'post_content' => '',
	)
);
echo wp_json_encode(
	array(
		'table' => wp_parse_url( get_permalink( $frontage_table ), PHP_URL_PATH ),
		'empty' => wp_parse_url( get_permalink( $frontage_empty ), PHP_URL_PATH ),
	)
) . "\n";
