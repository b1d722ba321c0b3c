<?php
/**
 * Benchmark helper for bench/gallery.mjs: N video attachments of the Media Library (posts with a
 * .webm file name; the bench never plays them) and a page with a Video gallery of them, 6 a page.
 * Prints the page's path and the ids as JSON.
 * Usage: php bench/php/seed-gallery.php 30   (cwd: the site folder)
 *
 * @package Frontage
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$_SERVER['HTTP_HOST'] = 'localhost';
require getcwd() . '/wp-load.php';
wp_set_current_user( 1 );

$frontage_count = max( 1, (int) ( $argv[1] ?? 30 ) );
$frontage_ids   = array();
for ( $frontage_i = 1; $frontage_i <= $frontage_count; $frontage_i++ ) {
	$frontage_id = wp_insert_attachment(
		array(
			'post_title'     => "Bench video {$frontage_i}",
			'post_mime_type' => 'video/webm',
			'post_status'    => 'inherit',
		),
		"bench/video-{$frontage_i}.webm"
	);
	update_post_meta( $frontage_id, '_wp_attached_file', "bench/video-{$frontage_i}.webm" );
	$frontage_ids[] = $frontage_id;
}
$frontage_page = wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Gallery bench page',
		'post_content' => '<!-- wp:paragraph --><p>' . str_repeat( 'A page of ordinary length, with a few paragraphs of text. ', 20 ) . '</p><!-- /wp:paragraph -->'
			. '<!-- wp:frontage/video-gallery ' . wp_json_encode(
				array(
					'ids'      => $frontage_ids,
					'pageSize' => 6,
				)
			) . ' /-->',
	)
);
echo wp_json_encode(
	array(
		'path' => (string) wp_parse_url( (string) get_permalink( $frontage_page ), PHP_URL_PATH ) . '?' . (string) wp_parse_url( (string) get_permalink( $frontage_page ), PHP_URL_QUERY ),
		'ids'  => $frontage_ids,
	)
) . "\n";
