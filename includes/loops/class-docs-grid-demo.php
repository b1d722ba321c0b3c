<?php
/**
 * The Documentation demo page (docs/loops.md "Documentation grid").
 *
 * @package Frontage
 */

namespace Frontage\Loops;

use Frontage\Demo\Demo_Content;
use Frontage\Files\Files_Module;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Seeds a few documentation posts in four post categories, and a page with two grids: the
 * posts' categories, and the file categories the Files module's demo made.
 */
final class Docs_Grid_Demo {

	/**
	 * The demo page's key and slug.
	 */
	public const SLUG = 'loops-documentation';

	/**
	 * The demo posts: category => titles.
	 */
	private const POSTS = array(
		'Getting started' => array( 'Installing the plugin', 'Your first page', 'Switching modules on and off' ),
		'Files'           => array( 'Uploading files', 'File categories', 'Who sees which file', 'Zip downloads' ),
		'Search'          => array( 'The search form', 'Filters and tags' ),
		'Popups'          => array( 'Making a popup', 'When a popup opens', 'Closing and returning focus' ),
	);

	/**
	 * Seeds the posts and the page, once.
	 *
	 * @param Demo_Content $demo The seeder.
	 * @return string[] One line per item, for the seeding log.
	 */
	public static function seed( Demo_Content $demo ): array {
		$lines = array();
		foreach ( self::POSTS as $category => $titles ) {
			$term = term_exists( $category, 'category' );
			$term = $term ? $term : wp_insert_term( $category, 'category' );
			if ( is_wp_error( $term ) ) {
				$lines[] = $term->get_error_message();
				continue;
			}
			foreach ( $titles as $title ) {
				$lines[] = $demo->ensure_post(
					self::SLUG . '-' . sanitize_title( $title ),
					array(
						'post_type'     => 'post',
						'post_title'    => $title,
						'post_content'  => '<!-- wp:paragraph --><p>' . esc_html( $title ) . '</p><!-- /wp:paragraph -->',
						'post_status'   => 'publish',
						'post_category' => array( (int) $term['term_id'] ),
					)
				);
			}
		}
		$lines[] = $demo->ensure_page( self::SLUG, __( 'Documentation', 'frontage' ), self::content() );
		return $lines;
	}

	/**
	 * The demo page's block markup: an introduction, the posts' grid, and the files' grid.
	 *
	 * @return string Serialized blocks.
	 */
	public static function content(): string {
		$paragraph = static function ( string $text ): array {
			$html = "\n<p>" . esc_html( $text ) . "</p>\n";
			return array(
				'blockName'    => 'core/paragraph',
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => $html,
				'innerContent' => array( $html ),
			);
		};
		$grid      = static fn ( array $attrs ): array => array(
			'blockName'    => Docs_Grid::NAME,
			'attrs'        => $attrs,
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		);
		$blocks    = array(
			$paragraph( __( 'The documentation grid below lists the posts’ categories, each with its first posts. Its columns are set per device: three on a desktop, two on a tablet, one on a phone.', 'frontage' ) ),
			$grid(
				array(
					'align'         => 'wide',
					'columnsTablet' => 2,
					'columnsMobile' => 1,
				)
			),
			$paragraph( __( 'The same grid of the file library’s categories: only the categories and files a visitor may see.', 'frontage' ) ),
			$grid(
				array(
					'align'         => 'wide',
					'taxonomy'      => Files_Module::CATEGORY_TAXONOMY,
					'columnsTablet' => 2,
					'columnsMobile' => 1,
				)
			),
		);
		return implode( "\n\n", array_map( 'serialize_block', $blocks ) );
	}
}
