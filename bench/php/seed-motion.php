<?php
/**
 * Benchmark helper for bench/motion.mjs: two pages of the same text and blocks — one with a
 * sticky header group, three groups with scrolling effects and a carousel of five slides, the
 * other with the same groups and slides as plain groups — and prints their paths as JSON.
 * Usage: php bench/php/seed-motion.php   (cwd: the site folder)
 *
 * @package Frontage
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$_SERVER['HTTP_HOST'] = 'localhost';
require getcwd() . '/wp-load.php';
wp_set_current_user( 1 );

/**
 * A paragraph block.
 *
 * @param string $text Its text.
 */
function frontage_bench_paragraph( string $text ): string {
	return '<!-- wp:paragraph --><p>' . esc_html( $text ) . '</p><!-- /wp:paragraph -->';
}

/**
 * A group block around blocks, with attributes.
 *
 * @param array<string, mixed> $attrs  Its attributes.
 * @param string               $blocks What it holds.
 */
function frontage_bench_group( array $attrs, string $blocks ): string {
	return '<!-- wp:group ' . wp_json_encode( $attrs + array( 'layout' => array( 'type' => 'constrained' ) ) ) . ' --><div class="wp-block-group">' . $blocks . '</div><!-- /wp:group -->';
}

/**
 * The page: with Frontage's motion pieces, or the same blocks without them.
 *
 * @param bool $with Whether the pieces are on.
 */
function frontage_bench_motion_page( bool $with ): string {
	$text    = str_repeat( 'A page of ordinary length, with a few paragraphs of text to scroll past. ', 12 );
	$sticky  = $with ? array(
		'frontageSticky' => array(
			'position'      => 'top',
			'devices'       => array( 'desktop', 'tablet', 'mobile' ),
			'effectsOffset' => 100,
		),
	) : array();
	$content = frontage_bench_group( $sticky + array( 'backgroundColor' => 'contrast', 'textColor' => 'base' ), frontage_bench_paragraph( 'A header that sticks' ) );
	$effects = array(
		'translateY' => array( 'speed' => 4, 'direction' => 'up', 'start' => 0, 'end' => 100 ),
		'rotateZ'    => array( 'speed' => 1, 'direction' => 'left', 'start' => 0, 'end' => 100 ),
		'opacity'    => array( 'speed' => 10, 'direction' => 'in-out', 'start' => 0, 'end' => 100 ),
	);
	foreach ( $effects as $effect => $settings ) {
		$content .= frontage_bench_paragraph( $text ) . frontage_bench_paragraph( $text );
		$motion   = $with ? array( 'frontageMotion' => array( 'scroll' => array( $effect => $settings ) ) ) : array();
		$content .= frontage_bench_group( $motion + array( 'backgroundColor' => 'base-2' ), frontage_bench_paragraph( "A box with the {$effect} effect" ) );
	}
	$slides = '';
	for ( $slide = 1; $slide <= 5; $slide++ ) {
		$inner   = frontage_bench_paragraph( "Slide {$slide}: " . substr( $text, 0, 120 ) );
		$slides .= $with ? '<!-- wp:frontage/carousel-slide -->' . $inner . '<!-- /wp:frontage/carousel-slide -->' : frontage_bench_group( array(), $inner );
	}
	$content .= $with ? '<!-- wp:frontage/carousel {"label":"Bench slides"} -->' . $slides . '<!-- /wp:frontage/carousel -->' : frontage_bench_group( array(), $slides );
	for ( $paragraph = 0; $paragraph < 8; $paragraph++ ) {
		$content .= frontage_bench_paragraph( $text );
	}
	return $content;
}

$frontage_paths = array();
foreach ( array( 'with' => true, 'without' => false ) as $frontage_name => $frontage_with ) {
	$frontage_id                      = wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => "Motion bench page {$frontage_name}",
			'post_content' => frontage_bench_motion_page( $frontage_with ),
		)
	);
	$frontage_paths[ $frontage_name ] = (string) wp_parse_url( (string) get_permalink( $frontage_id ), PHP_URL_PATH );
}
echo wp_json_encode( $frontage_paths );
