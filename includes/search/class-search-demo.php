<?php
/**
 * The File search module's demo content for `npm start`: a "Search files" page that finds the
 * Files module's demo library.
 *
 * @package Frontage
 */

namespace Frontage\Search;

use Frontage\Demo\Demo_Content;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Idempotent: the page is found by its demo key on a second run.
 */
final class Search_Demo {

	/**
	 * The page's demo key (and, from its title, its slug).
	 */
	public const PAGE_KEY = 'search-files';

	/**
	 * Takes the index the demo library must be in.
	 *
	 * @param Search_Index $index The search index.
	 */
	public function __construct( private Search_Index $index ) {}

	/**
	 * Indexes the demo library and creates the search page, or finds it.
	 *
	 * @param Demo_Content $demo The seeder.
	 * @return string[] What was done.
	 */
	public function seed( Demo_Content $demo ): array {
		// The Files demo seeds first (module order); its files are indexed by the index's hooks
		// when this module is on, but a seeder run with the module off, or a library that
		// existed before the index, is only found after a rebuild.
		$count = $this->index->rebuild();
		return array(
			/* translators: %d: how many files the search index holds. */
			sprintf( __( 'search index: %d files', 'frontage' ), $count ),
			$demo->ensure_page( self::PAGE_KEY, __( 'Search files', 'frontage' ), self::content() ),
		);
	}

	/**
	 * The page: a line saying what to try, and the File search block.
	 */
	public static function content(): string {
		return '<!-- wp:paragraph --><p>' . esc_html__( 'Search the demo library: try “report”, pick the Reports category or the finance tag, or narrow by type, size or date.', 'frontage' ) . '</p><!-- /wp:paragraph -->'
			. serialize_block(
				array(
					'blockName'    => Search_Block::NAME,
					'attrs'        => array( 'align' => 'wide' ),
					'innerBlocks'  => array(),
					'innerHTML'    => '',
					'innerContent' => array(),
				)
			);
	}
}
