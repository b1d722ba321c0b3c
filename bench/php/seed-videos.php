<?php
/**
 * Benchmark helper for bench/video.mjs: three pages of the same text, one with N video facades
 * (`[frontage_video]`), one with the same N videos as plain YouTube embeds (the `<iframe>` a
 * theme or an embed block prints), one with no video. Prints the pages' paths as JSON.
 * Usage: php bench/php/seed-videos.php 20   (cwd: the site folder)
 *
 * @package Frontage
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$_SERVER['HTTP_HOST'] = 'localhost';
require getcwd() . '/wp-load.php';
wp_set_current_user( 1 );

$frontage_count = max( 1, (int) ( $argv[1] ?? 20 ) );
$frontage_text  = '<!-- wp:paragraph --><p>' . str_repeat( 'A page of ordinary length, with a few paragraphs of text. ', 20 ) . '</p><!-- /wp:paragraph -->';
$frontage_ids   = array();
for ( $frontage_i = 0; $frontage_i < $frontage_count; $frontage_i++ ) {
	// Eleven characters of the YouTube id alphabet, one per video.
	$frontage_ids[] = substr( 'benchVideo' . str_pad( (string) $frontage_i, 2, '0', STR_PAD_LEFT ), 0, 9 ) . 'x' . chr( 65 + $frontage_i % 26 );
}
$frontage_bodies = array(
	'facades' => '',
	'embeds'  => '',
	'none'    => '',
);
foreach ( $frontage_ids as $frontage_i => $frontage_id ) {
	$frontage_title              = 'Bench video ' . ( $frontage_i + 1 );
	$frontage_bodies['facades'] .= $frontage_text . '<!-- wp:shortcode -->[frontage_video url="https://www.youtube.com/watch?v=' . $frontage_id . '" title="' . $frontage_title . '"]<!-- /wp:shortcode -->';
	$frontage_bodies['embeds']  .= $frontage_text . '<!-- wp:html --><iframe width="560" height="315" src="https://www.youtube.com/embed/' . $frontage_id . '" title="' . $frontage_title . '" allowfullscreen></iframe><!-- /wp:html -->';
	$frontage_bodies['none']    .= $frontage_text;
}
$frontage_pages = array();
foreach ( $frontage_bodies as $frontage_name => $frontage_content ) {
	$frontage_id                      = wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => "Video bench {$frontage_name}",
			'post_content' => $frontage_content,
		),
		true
	);
	$frontage_pages[ $frontage_name ] = (string) wp_parse_url( (string) get_permalink( $frontage_id ), PHP_URL_PATH );
}
echo wp_json_encode( $frontage_pages ) . "\n";
