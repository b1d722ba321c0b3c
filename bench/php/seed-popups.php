<?php
/**
 * Benchmark helper for bench/popups.mjs: two pages of the same content, and 20 published builder
 * popups shown on the first only (page load, no delay). Prints the pages' paths as JSON.
 * Usage: php bench/php/seed-popups.php 20   (cwd: the site folder)
 *
 * @package Frontage
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$_SERVER['HTTP_HOST'] = 'localhost';
require getcwd() . '/wp-load.php';
require __DIR__ . '/seed-lib.php';
wp_set_current_user( 1 );

$frontage_count   = max( 1, (int) ( $argv[1] ?? 20 ) );
$frontage_content = '<!-- wp:paragraph --><p>' . str_repeat( 'A page of ordinary length, with a few paragraphs of text. ', 40 ) . '</p><!-- /wp:paragraph -->';
$frontage_pages   = array();
foreach ( array( 'with', 'without' ) as $frontage_name ) {
	$frontage_pages[ $frontage_name ] = wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => "Popups bench page {$frontage_name}",
			'post_content' => $frontage_content,
		)
	);
}
frontage_bench_popups_on( $frontage_pages['with'], $frontage_count, 'Bench popup', true );
echo wp_json_encode(
	array(
		'with'    => (string) wp_parse_url( (string) get_permalink( $frontage_pages['with'] ), PHP_URL_PATH ),
		'without' => (string) wp_parse_url( (string) get_permalink( $frontage_pages['without'] ), PHP_URL_PATH ),
	)
) . "\n";
