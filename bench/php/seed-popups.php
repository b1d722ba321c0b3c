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
wp_set_current_user( 1 );

use Frontage\Popups\Popup_Settings;
use Frontage\Popups\Popups_Module;

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
for ( $frontage_i = 1; $frontage_i <= $frontage_count; $frontage_i++ ) {
	$frontage_settings               = Popup_Settings::defaults();
	$frontage_settings['conditions'] = array(
		'include' => array(
			array(
				'type' => 'singular',
				'ids'  => array( $frontage_pages['with'] ),
			),
		),
		'exclude' => array(),
	);
	$frontage_settings['timing']['times'] = true;
	wp_insert_post(
		array(
			'post_type'    => Popups_Module::POST_TYPE,
			'post_status'  => 'publish',
			'post_title'   => "Bench popup {$frontage_i}",
			'post_content' => '<!-- wp:heading --><h2 class="wp-block-heading">Offer ' . $frontage_i . '</h2><!-- /wp:heading -->'
				. '<!-- wp:paragraph --><p>Sign up for our newsletter and get the next issue first.</p><!-- /wp:paragraph -->'
				. '<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="#signup">Sign up</a></div><!-- /wp:button --></div><!-- /wp:buttons -->',
			'meta_input'   => array( Popup_Settings::META => $frontage_settings ),
		)
	);
}
echo wp_json_encode(
	array(
		'with'    => (string) wp_parse_url( (string) get_permalink( $frontage_pages['with'] ), PHP_URL_PATH ),
		'without' => (string) wp_parse_url( (string) get_permalink( $frontage_pages['without'] ), PHP_URL_PATH ),
	)
) . "\n";
