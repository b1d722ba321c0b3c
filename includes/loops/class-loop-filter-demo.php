<?php
/**
 * The Filtered posts demo page (docs/loops.md "Loop filter").
 *
 * @package Frontage
 */

namespace Frontage\Loops;

use Frontage\Demo\Demo_Content;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Seeds a few news posts in three categories with tags, and a page with a Query Loop of posts
 * (queryId 1, four a page) and two filters above it: categories (any of the chosen, with
 * counts) and tags (all of the chosen, as checkboxes).
 */
final class Loop_Filter_Demo {

	/**
	 * The demo page's key and slug.
	 */
	public const SLUG = 'loops-filtered-posts';

	/**
	 * The loop's queryId.
	 */
	public const QUERY_ID = 1;

	/**
	 * The demo posts: title => array( category, tags ).
	 */
	private const POSTS = array(
		'Spring opening hours'        => array( 'News', array( 'Visitors' ) ),
		'New reading room'            => array( 'News', array( 'Visitors', 'Building' ) ),
		'Roof repairs finished'       => array( 'News', array( 'Building' ) ),
		'Poetry evening'              => array( 'Events', array( 'Visitors', 'Talks' ) ),
		'Open day in the archive'     => array( 'Events', array( 'Visitors', 'Building' ) ),
		'Talk: keeping paper alive'   => array( 'Events', array( 'Talks' ) ),
		'How to cite an archive file' => array( 'Guides', array( 'Talks' ) ),
		'Ordering copies'             => array( 'Guides', array( 'Visitors' ) ),
		'Bringing a class'            => array( 'Guides', array( 'Visitors', 'Talks' ) ),
	);

	/**
	 * Seeds the posts and the page, once.
	 *
	 * @param Demo_Content $demo The seeder.
	 * @return string[] One line per item, for the seeding log.
	 */
	public static function seed( Demo_Content $demo ): array {
		$lines = array();
		foreach ( self::POSTS as $title => list( $category, $tags ) ) {
			$term = term_exists( $category, 'category' );
			$term = $term ? $term : wp_insert_term( $category, 'category' );
			if ( is_wp_error( $term ) ) {
				$lines[] = $term->get_error_message();
				continue;
			}
			$lines[] = $demo->ensure_post(
				self::SLUG . '-' . sanitize_title( $title ),
				array(
					'post_type'     => 'post',
					'post_title'    => $title,
					'post_content'  => '<!-- wp:paragraph --><p>' . esc_html( $title ) . '.</p><!-- /wp:paragraph -->',
					'post_status'   => 'publish',
					'post_category' => array( (int) $term['term_id'] ),
					'tags_input'    => $tags,
				)
			);
		}
		$lines[] = $demo->ensure_page( self::SLUG, __( 'Filtered posts', 'frontage' ), self::content() );
		return $lines;
	}

	/**
	 * The demo page's block markup: an introduction, the two filters, the loop.
	 *
	 * @return string Serialized blocks.
	 */
	public static function content(): string {
		$query = array(
			'queryId' => self::QUERY_ID,
			'query'   => array(
				'perPage'  => 4,
				'pages'    => 0,
				'offset'   => 0,
				'postType' => 'post',
				'order'    => 'desc',
				'orderBy'  => 'date',
				'inherit'  => false,
			),
		);
		$intro = esc_html__( 'Choose categories or tags to narrow the posts below; the choice is kept in the address, so the page can be shared, bookmarked and paged.', 'frontage' );
		return '<!-- wp:paragraph --><p>' . $intro . '</p><!-- /wp:paragraph -->'
			. "\n\n" . '<!-- wp:frontage/loop-filter {"queryId":1,"taxonomy":"category","logicalJoin":"OR","showCounts":true} /-->'
			. "\n\n" . '<!-- wp:frontage/loop-filter {"queryId":1,"taxonomy":"post_tag","logicalJoin":"AND","displayStyle":"checkboxes"} /-->'
			. "\n\n" . '<!-- wp:query ' . wp_json_encode( $query ) . ' --><div class="wp-block-query">'
			. '<!-- wp:post-template --><!-- wp:post-title {"isLink":true} /--><!-- wp:post-date /--><!-- wp:post-terms {"term":"category"} /--><!-- /wp:post-template -->'
			. '<!-- wp:query-pagination --><!-- wp:query-pagination-previous /--><!-- wp:query-pagination-numbers /--><!-- wp:query-pagination-next /--><!-- /wp:query-pagination -->'
			. '<!-- wp:query-no-results --><!-- wp:paragraph --><p>' . esc_html__( 'No post matches these filters.', 'frontage' ) . '</p><!-- /wp:paragraph --><!-- /wp:query-no-results -->'
			. '</div><!-- /wp:query -->';
	}
}
