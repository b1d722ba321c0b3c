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
	 * The "Browse files" page's demo key: a search block that lists the newest files before a
	 * search (browse all).
	 */
	public const BROWSE_PAGE_KEY = 'browse-files';

	/**
	 * Indexes the demo library and creates the search pages, or finds them.
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
			$demo->ensure_page( self::BROWSE_PAGE_KEY, __( 'Browse files', 'frontage' ), self::browse_content() ),
		);
	}

	/**
	 * The page's content: a line of help whose examples are searches in the address format
	 * docs/search.md documents (`?q=report`, `?q=&ftags=finance`, `?q=&type=pdf`), and the block.
	 */
	public static function content(): string {
		$example = static fn ( string $query, string $text ): string => sprintf( '<a href="?%1$s">%2$s</a>', esc_attr( $query ), esc_html( $text ) );
		return '<!-- wp:paragraph --><p>'
			. sprintf(
				/* translators: 1: a link searching for "report", 2: a link to the finance tag's files, 3: a link to the PDF files. */
				esc_html__( 'Search the demo library: try %1$s, the %2$s tag or %3$s, or narrow by category, size or date.', 'frontage' ),
				$example( 'q=report', __( '“report”', 'frontage' ) ),
				$example( 'q=&ftags=finance', __( 'finance', 'frontage' ) ),
				$example( 'q=&type=pdf', __( 'PDF files', 'frontage' ) )
			)
			. '</p><!-- /wp:paragraph -->'
			. self::block( array( 'align' => 'wide' ) );
	}

	/**
	 * The "Browse files" page: the newest files, paged, until the visitor searches
	 * (docs/search.md "Browse all").
	 */
	public static function browse_content(): string {
		return '<!-- wp:paragraph --><p>' . esc_html__( 'The newest files of the demo library, ten a page, until you search.', 'frontage' ) . '</p><!-- /wp:paragraph -->'
			. self::block(
				array(
					'align'       => 'wide',
					'browseAll'   => true,
					'perPage'     => 10,
					'showFilters' => false,
				)
			);
	}

	/**
	 * A File search block.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 */
	private static function block( array $attributes ): string {
		return serialize_block(
			array(
				'blockName'    => Search_Block::NAME,
				'attrs'        => $attributes,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}
}
