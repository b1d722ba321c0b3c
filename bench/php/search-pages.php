<?php
/**
 * Benchmark helper for bench/search.mjs: two pages on a seeded library, one plain (a paragraph of
 * text) and one with the File search block, made once and found again on later runs. Prints their
 * paths as JSON.
 * Usage: php bench/php/search-pages.php   (cwd: the site folder)
 *
 * @package Frontage
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$_SERVER['HTTP_HOST'] = 'localhost';
require getcwd() . '/wp-load.php';
wp_set_current_user( 1 );

$frontage_text  = '<!-- wp:paragraph --><p>' . str_repeat( 'A page of ordinary length, with a few paragraphs of text. ', 20 ) . '</p><!-- /wp:paragraph -->';
$frontage_pages = array(
	'plain'  => array( 'bench-plain-page', $frontage_text ),
	'search' => array( 'bench-search-page', $frontage_text . '<!-- wp:frontage/file-search /-->' ),
);
$frontage_paths = array();
foreach ( $frontage_pages as $frontage_key => [ $frontage_slug, $frontage_content ] ) {
	$frontage_page = get_page_by_path( $frontage_slug );
	$frontage_id   = $frontage_page ? $frontage_page->ID : wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $frontage_slug,
			'post_title'   => ucwords( str_replace( '-', ' ', $frontage_slug ) ),
			'post_content' => $frontage_content,
		)
	);
	$frontage_paths[ $frontage_key ] = (string) wp_parse_url( (string) get_permalink( $frontage_id ), PHP_URL_PATH );
}
echo wp_json_encode( $frontage_paths ), "\n";
