<?php
/**
 * The documentation grid's cards: a taxonomy's categories, each with its count and first
 * entries, only what the visitor may read (docs/loops.md "Documentation grid").
 *
 * @package Frontage
 */

namespace Frontage\Loops;

use Frontage\Files\Files_Module;
use Frontage\Files\Library;
use Frontage\Lazy;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Reads the cards of a public taxonomy's terms (published posts only) or of Frontage's file
 * categories (the categories and files the visitor may see, through the Files module's
 * Visibility). Any other taxonomy is refused with a WP_Error that says why.
 */
final class Docs_Grid_Cards {

	/**
	 * Takes the file library.
	 *
	 * @param Lazy|null $library The file library (Files\Library), read only for file categories;
	 *                           null: file categories are refused.
	 */
	public function __construct( private ?Lazy $library = null ) {}

	/**
	 * The cards a grid shows, in order.
	 *
	 * @param Docs_Grid_Options $options The grid's options.
	 * @return list<array{name: string, url: string, count: int, items: list<array{title: string, url: string}>}>|\WP_Error
	 *         The cards, or why the taxonomy cannot be listed (status 400).
	 */
	public function cards( Docs_Grid_Options $options ): array|\WP_Error {
		$problem = $this->check( $options->taxonomy );
		if ( $problem ) {
			return $problem;
		}
		return Files_Module::CATEGORY_TAXONOMY === $options->taxonomy
			? $this->file_cards( $options, $this->library?->instance() )
			: $this->post_cards( $options );
	}

	/**
	 * Why a taxonomy cannot be listed, or null when it can.
	 *
	 * @param string $taxonomy The taxonomy's name.
	 */
	private function check( string $taxonomy ): ?\WP_Error {
		if ( Files_Module::CATEGORY_TAXONOMY === $taxonomy ) {
			// A switched-off Files module registers no taxonomy.
			return taxonomy_exists( $taxonomy ) && $this->library ? null : new \WP_Error(
				'frontage_docs_grid_files_off',
				__( 'File categories need the Files module, which is switched off: visitors see nothing here.', 'frontage' ),
				array( 'status' => 400 )
			);
		}
		if ( ! taxonomy_exists( $taxonomy ) ) {
			return new \WP_Error(
				'frontage_docs_grid_unknown_taxonomy',
				/* translators: %s: the taxonomy's name as the block names it. */
				sprintf( __( 'There is no taxonomy “%s” on this site: visitors see nothing here.', 'frontage' ), $taxonomy ),
				array( 'status' => 400 )
			);
		}
		return is_taxonomy_viewable( $taxonomy ) ? null : new \WP_Error(
			'frontage_docs_grid_private_taxonomy',
			/* translators: %s: the taxonomy's name. */
			sprintf( __( 'The taxonomy “%s” is not public: visitors see nothing here.', 'frontage' ), $taxonomy ),
			array( 'status' => 400 )
		);
	}

	/**
	 * Cards of a public taxonomy: its terms that hold published posts, each with its first posts
	 * of the taxonomy's public post types.
	 *
	 * @param Docs_Grid_Options $options The grid's options.
	 * @return list<array{name: string, url: string, count: int, items: list<array{title: string, url: string}>}>
	 */
	private function post_cards( Docs_Grid_Options $options ): array {
		$terms = get_terms( $this->term_query( $options ) );
		$types = array_values( array_filter( (array) get_taxonomy( $options->taxonomy )->object_type, 'is_post_type_viewable' ) );
		$cards = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$link    = get_term_link( $term );
			$cards[] = array(
				'name'  => $term->name,
				'url'   => is_string( $link ) ? $link : '',
				'count' => (int) $term->count,
				'items' => $options->per_card > 0 && $types ? $this->first_posts( $term, $types, $options->per_card ) : array(),
			);
		}
		return $cards;
	}

	/**
	 * The get_terms() arguments of a grid's categories.
	 *
	 * @param Docs_Grid_Options $options The grid's options.
	 * @return array<string, mixed>
	 */
	private function term_query( Docs_Grid_Options $options ): array {
		$query = array(
			'taxonomy'   => $options->taxonomy,
			'hide_empty' => true, // Term counts count published posts only.
			'number'     => $options->categories,
			'orderby'    => 'name',
		);
		if ( $options->parent >= 0 ) {
			$query['parent'] = $options->parent;
		}
		return $query;
	}

	/**
	 * A term's first published posts, by title.
	 *
	 * @param \WP_Term $term   The term.
	 * @param string[] $types  Public post types of its taxonomy.
	 * @param int      $number How many.
	 * @return list<array{title: string, url: string}>
	 */
	private function first_posts( \WP_Term $term, array $types, int $number ): array {
		$query = new \WP_Query(
			array(
				'post_type'              => $types,
				'post_status'            => 'publish',
				'posts_per_page'         => $number,
				'orderby'                => 'title',
				'order'                  => 'ASC',
				'no_found_rows'          => true,
				'ignore_sticky_posts'    => true,
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
				'tax_query'              => array( // Tax query: one term, the card's own.
					array(
						'taxonomy'         => $term->taxonomy,
						'terms'            => array( $term->term_id ),
						'include_children' => false,
					),
				),
			)
		);
		$items = array();
		foreach ( $query->posts as $post ) {
			$items[] = array(
				'title' => get_the_title( $post ),
				'url'   => (string) get_permalink( $post ),
			);
		}
		return $items;
	}

	/**
	 * Cards of the file categories the visitor may see that hold files they may see, each with
	 * its first files (their download addresses). File categories have no archive page.
	 *
	 * @param Docs_Grid_Options $options The grid's options.
	 * @param Library           $library The file library.
	 * @return list<array{name: string, url: string, count: int, items: list<array{title: string, url: string}>}>
	 */
	private function file_cards( Docs_Grid_Options $options, Library $library ): array {
		$hidden = $library->visibility()->hidden_category_ids();
		$cards  = array();
		foreach ( $library->categories()->all() as $category ) {
			if ( count( $cards ) >= $options->categories ) {
				break;
			}
			if ( in_array( $category['id'], $hidden, true ) || ( $options->parent >= 0 && $category['parent'] !== $options->parent ) ) {
				continue;
			}
			$list = $library->list(
				array(
					'category' => $category['id'],
					'per_page' => max( 1, $options->per_card ),
				)
			);
			if ( $list['total'] > 0 ) {
				$cards[] = array(
					'name'  => $category['name'],
					'url'   => '',
					'count' => $list['total'],
					'items' => $options->per_card > 0 ? array_map( static fn ( $file ): array => array( 'title' => $file->title, 'url' => $file->download_url() ), $list['files'] ) : array(),
				);
			}
		}
		return $cards;
	}
}
