<?php
/**
 * Benchmark helper for bench/loops.mjs: N published posts spread over 20 categories and 50 tags
 * (one category and two tags each), and a page with a Query Loop of posts (queryId 1, 10 a page,
 * with pagination) and two loop filters (categories OR, tags AND). Rows are written directly,
 * in one transaction, then the term counts are brought up to date. Prints the page's path and id
 * as JSON.
 * Usage: php bench/php/seed-loops.php 10000   (cwd: the site folder)
 *
 * @package Frontage
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$_SERVER['HTTP_HOST'] = 'localhost';
require getcwd() . '/wp-load.php';
wp_set_current_user( 1 );

global $wpdb;
$frontage_count = max( 1, (int) ( $argv[1] ?? 10000 ) );
$frontage_terms = array(
	'category' => array(),
	'post_tag' => array(),
);
foreach ( array( 'category' => 20, 'post_tag' => 50 ) as $frontage_taxonomy => $frontage_number ) {
	for ( $frontage_i = 1; $frontage_i <= $frontage_number; $frontage_i++ ) {
		$frontage_term                          = wp_insert_term( ( 'category' === $frontage_taxonomy ? 'Cat ' : 'Tag ' ) . $frontage_i, $frontage_taxonomy );
		$frontage_terms[ $frontage_taxonomy ][] = (int) $frontage_term['term_taxonomy_id'];
	}
}
$wpdb->query( 'START TRANSACTION' );
$frontage_date = time() - $frontage_count * 60;
for ( $frontage_i = 1; $frontage_i <= $frontage_count; $frontage_i++ ) {
	$frontage_time = gmdate( 'Y-m-d H:i:s', $frontage_date + $frontage_i * 60 );
	$wpdb->insert(
		$wpdb->posts,
		array(
			'post_author'       => 1,
			'post_date'         => $frontage_time,
			'post_date_gmt'     => $frontage_time,
			'post_modified'     => $frontage_time,
			'post_modified_gmt' => $frontage_time,
			'post_title'        => "Bench post {$frontage_i}",
			'post_name'         => "bench-post-{$frontage_i}",
			'post_content'      => '<!-- wp:paragraph --><p>A bench post.</p><!-- /wp:paragraph -->',
			'post_excerpt'      => '',
			'to_ping'           => '',
			'pinged'            => '',
			'post_content_filtered' => '',
			'post_status'       => 'publish',
			'post_type'         => 'post',
		)
	);
	$frontage_post = (int) $wpdb->insert_id;
	$frontage_tts  = array(
		$frontage_terms['category'][ $frontage_i % 20 ],
		$frontage_terms['post_tag'][ $frontage_i % 50 ],
		$frontage_terms['post_tag'][ ( $frontage_i * 7 + 3 ) % 50 ],
	);
	foreach ( array_unique( $frontage_tts ) as $frontage_tt ) {
		$wpdb->insert(
			$wpdb->term_relationships,
			array(
				'object_id'        => $frontage_post,
				'term_taxonomy_id' => $frontage_tt,
			)
		);
	}
}
$wpdb->query( 'COMMIT' );
wp_update_term_count_now( $frontage_terms['category'], 'category' );
wp_update_term_count_now( $frontage_terms['post_tag'], 'post_tag' );
wp_cache_flush();

$frontage_query = array(
	'queryId' => 1,
	'query'   => array(
		'perPage'  => 10,
		'pages'    => 0,
		'offset'   => 0,
		'postType' => 'post',
		'order'    => 'desc',
		'orderBy'  => 'date',
		'inherit'  => false,
	),
);
$frontage_page  = wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Loops bench page',
		'post_content' => '<!-- wp:frontage/loop-filter {"queryId":1,"taxonomy":"category","logicalJoin":"OR","showCounts":true} /-->'
			. '<!-- wp:frontage/loop-filter {"queryId":1,"taxonomy":"post_tag","logicalJoin":"AND"} /-->'
			. '<!-- wp:query ' . wp_json_encode( $frontage_query ) . ' --><div class="wp-block-query"><!-- wp:post-template --><!-- wp:post-title {"isLink":true} /--><!-- wp:post-date /--><!-- /wp:post-template -->'
			. '<!-- wp:query-pagination --><!-- wp:query-pagination-previous /--><!-- wp:query-pagination-numbers /--><!-- wp:query-pagination-next /--><!-- /wp:query-pagination --></div><!-- /wp:query -->',
	)
);
echo wp_json_encode(
	array(
		'path' => (string) wp_parse_url( (string) get_permalink( $frontage_page ), PHP_URL_PATH ) . ( wp_parse_url( (string) get_permalink( $frontage_page ), PHP_URL_QUERY ) ? '?' . wp_parse_url( (string) get_permalink( $frontage_page ), PHP_URL_QUERY ) : '' ),
		'id'   => $frontage_page,
	)
) . "\n";
