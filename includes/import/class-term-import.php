<?php
/**
 * Brings a source's categories (tree, order, access) and tags into the library, a batch at a
 * time (docs/migration.md "What is imported").
 *
 * @package Frontage
 */

namespace Frontage\Import;

use Frontage\Files\Categories;
use Frontage\Files\Files_Module;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Categories are planned whole on every batch (parents before children, loops broken, parents
 * that point nowhere taken to the top) and written a slice at a time; each Frontage term keeps
 * its source id, so a second run finds what it made.
 */
final class Term_Import {

	/**
	 * Takes the source and the library's categories.
	 *
	 * @param Import_Source $source     The rows to read.
	 * @param Categories    $categories Where categories are written.
	 */
	public function __construct( private Import_Source $source, private Categories $categories ) {}

	/**
	 * Imports (or, on a dry run, assesses) the next categories.
	 *
	 * @param array<string, mixed> $record The import's record; its cursor and report move on.
	 * @param int                  $limit  Most categories this batch.
	 * @return bool Whether every category is through.
	 */
	public function run_categories( array &$record, int $limit ): bool {
		[ $order, $parents, $problems ] = $this->plan( $this->source->categories() );
		if ( 0 === $record['cursor'] ) {
			foreach ( $problems as $problem ) {
				Import_Records::problem( $record, $problem[0], $problem[1], $problem[2] );
				++$record['counts']['categories']['skipped'];
			}
		}
		$map   = self::imported( Files_Module::CATEGORY_TAXONOMY );
		$slice = array_slice( $order, (int) $record['cursor'], $limit );
		foreach ( $slice as $term ) {
			$this->category( $record, $term, $parents[ $term['id'] ], $map );
			++$record['cursor'];
		}
		return $record['cursor'] >= count( $order );
	}

	/**
	 * Imports (or assesses) the tags, all in one batch (a tag is one small row).
	 *
	 * @param array<string, mixed> $record The import's record.
	 */
	public function run_tags( array &$record ): void {
		$map = self::imported( Files_Module::TAG_TAXONOMY );
		foreach ( $this->source->tags() as $tag ) {
			$key = $this->key( $tag['id'] );
			if ( null === $tag['name'] ) {
				Import_Records::problem( $record, 'tag_no_term', $this->item( 'tag', $tag['id'] ), __( 'The tag has no name row (its term is gone); it was left out.', 'frontage' ) );
				++$record['counts']['tags']['skipped'];
				continue;
			}
			if ( isset( $map[ $key ] ) ) {
				++$record['counts']['tags']['unchanged'];
				continue;
			}
			++$record['counts']['tags']['created'];
			if ( $record['dry_run'] ) {
				continue;
			}
			$existing = get_term_by( 'slug', $tag['slug'], Files_Module::TAG_TAXONOMY );
			$made     = $existing instanceof \WP_Term ? array( 'term_id' => $existing->term_id ) : wp_insert_term( $tag['name'], Files_Module::TAG_TAXONOMY, array( 'slug' => $tag['slug'] ) );
			if ( is_wp_error( $made ) ) {
				$made = array( 'term_id' => (int) $made->get_error_data( 'term_exists' ) );
			}
			if ( $made['term_id'] ) {
				Id_Map::remember( 'term', (int) $made['term_id'], $key );
			}
		}
	}

	/**
	 * Imports or assesses one category.
	 *
	 * @param array<string, mixed> $record The import's record.
	 * @param array<string, mixed> $term   The source term.
	 * @param int                  $parent Its parent's source id as planned (0: top).
	 * @param array<string, int>   $map    Source keys => Frontage category ids; a new one is added.
	 */
	private function category( array &$record, array $term, int $parent, array &$map ): void {
		$item    = $this->item( 'category', $term['id'] );
		$details = $this->source->category_details( $term );
		foreach ( $details['problems'] as $problem ) {
			Import_Records::problem( $record, $problem[0], $item, $problem[1] );
		}
		$settings = array(
			'visibility' => $details['visibility'],
			'roles'      => $details['roles'],
		) + ( isset( $details['ordering'] ) ? array( 'ordering' => $details['ordering'] ) : array() );
		$data     = array(
			'name'        => (string) $term['name'],
			'description' => $details['description'],
			'position'    => $term['order'],
			'parent'      => $parent ? ( $map[ $this->key( $parent ) ] ?? 0 ) : 0,
		) + $settings;
		$sign     = md5( (string) wp_json_encode( array( $data, $parent, $term['slug'] ) ) );
		$existing = $map[ $this->key( $term['id'] ) ] ?? 0;
		if ( $existing && get_term_meta( $existing, Importer::META_SIGNATURE, true ) === $sign ) {
			++$record['counts']['categories']['unchanged'];
			return;
		}
		++$record['counts']['categories'][ $existing ? 'updated' : 'created' ];
		if ( $record['dry_run'] ) {
			$taken = get_term_by( 'slug', $term['slug'], Files_Module::CATEGORY_TAXONOMY );
			if ( ! $existing && $taken instanceof \WP_Term ) {
				Import_Records::change( $record, $item, 'slug', $term['slug'], __( 'another address (the slug is taken)', 'frontage' ) );
			}
			return;
		}
		$saved = $existing ? $this->categories->update( $existing, $data ) : $this->create( $data, $term['id'] );
		if ( is_wp_error( $saved ) ) {
			Import_Records::problem( $record, 'category_failed', $item, $saved->get_error_message() );
			return;
		}
		if ( $saved['name'] !== $term['name'] ) {
			Import_Records::change( $record, $item, 'category_name', (string) $term['name'], $saved['name'] );
		}
		if ( '' !== $term['slug'] && $saved['slug'] !== $term['slug'] ) {
			wp_update_term( $saved['id'], Files_Module::CATEGORY_TAXONOMY, array( 'slug' => $term['slug'] ) );
			$slug = (string) get_term_field( 'slug', $saved['id'], Files_Module::CATEGORY_TAXONOMY );
			if ( $slug !== $term['slug'] ) {
				Import_Records::change( $record, $item, 'slug', $term['slug'], $slug );
			}
		}
		Id_Map::remember( 'term', (int) $saved['id'], $this->key( $term['id'] ) );
		update_term_meta( $saved['id'], Importer::META_SIGNATURE, $sign );
		$map[ $this->key( $term['id'] ) ] = $saved['id'];
	}

	/**
	 * Creates a category; a sibling of the same name already in the library gets the source
	 * id after its name (WordPress refuses two siblings of one name).
	 *
	 * @param array<string, mixed> $data For Categories::create().
	 * @param int                  $id   The source id.
	 * @return array<string, mixed>|\WP_Error
	 */
	private function create( array $data, int $id ): array|\WP_Error {
		$made = $this->categories->create( $data );
		if ( is_wp_error( $made ) && 'term_exists' === $made->get_error_code() ) {
			$data['name'] .= ' (' . $id . ')';
			$made          = $this->categories->create( $data );
		}
		return $made;
	}

	/**
	 * The order to import categories in (parents first, siblings by their order, then id),
	 * each one's parent as it will be, and the problems found: terms without a name row (left
	 * out), parents that point nowhere (taken to the top) and loops (broken at their smallest id).
	 *
	 * @param list<array<string, mixed>> $terms Source categories.
	 * @return array{0: list<array<string, mixed>>, 1: array<int, int>, 2: list<array{0: string, 1: string, 2: string}>}
	 */
	private function plan( array $terms ): array {
		$problems = array();
		$valid    = array();
		foreach ( $terms as $term ) {
			if ( null === $term['name'] ) {
				$problems[] = array( 'category_no_term', $this->item( 'category', $term['id'] ), __( 'The category has no name row (its term is gone); it was left out, and its files with it.', 'frontage' ) );
			} else {
				$valid[ $term['id'] ] = $term;
			}
		}
		$parents = array();
		foreach ( $valid as $id => $term ) {
			$parents[ $id ] = $term['parent'];
			if ( $term['parent'] && ! isset( $valid[ $term['parent'] ] ) ) {
				$problems[]     = array( 'category_parent_missing', $this->item( 'category', $id ), __( 'The category\'s parent does not exist; it was placed at the top.', 'frontage' ) );
				$parents[ $id ] = 0;
			}
		}
		$problems = array_merge( $problems, $this->break_loops( $parents ) );
		$children = array();
		foreach ( $valid as $id => $term ) {
			$children[ $parents[ $id ] ][] = $term;
		}
		$order = array();
		$walk  = static function ( int $parent ) use ( &$walk, &$order, $children ): void {
			$siblings = $children[ $parent ] ?? array();
			usort( $siblings, static fn ( array $a, array $b ): int => array( $a['order'], $a['id'] ) <=> array( $b['order'], $b['id'] ) );
			foreach ( $siblings as $term ) {
				$order[] = $term;
				$walk( $term['id'] );
			}
		};
		$walk( 0 );
		return array( $order, $parents, $problems );
	}

	/**
	 * Breaks every loop of parents at its smallest id (that category goes to the top).
	 *
	 * @param array<int, int> $parents Category id => parent id; changed in place.
	 * @return list<array{0: string, 1: string, 2: string}> One problem per loop.
	 */
	private function break_loops( array &$parents ): array {
		$problems = array();
		$done     = array( 0 => true );
		foreach ( array_keys( $parents ) as $start ) {
			$seen = array();
			$node = $start;
			while ( ! isset( $done[ $node ] ) ) {
				if ( isset( $seen[ $node ] ) ) {
					$loop = array( $node );
					for ( $next = $parents[ $node ]; $next !== $node; $next = $parents[ $next ] ) {
						$loop[] = $next;
					}
					$parents[ min( $loop ) ] = 0;
					sort( $loop );
					/* translators: %s: category ids. */
					$problems[] = array( 'category_loop', $this->item( 'category', min( $loop ) ), sprintf( __( 'Categories %s are each other\'s parents; the first was placed at the top.', 'frontage' ), implode( ', ', $loop ) ) );
					break;
				}
				$seen[ $node ] = true;
				$node          = $parents[ $node ];
			}
			$done += $seen;
		}
		return $problems;
	}

	/**
	 * A source term's key in the id map.
	 *
	 * @param int $id Source term id.
	 */
	private function key( int $id ): string {
		return Importer::key( $id, $this->source->name() );
	}

	/**
	 * A source term's name in the report, e.g. `wpfd:category:3`.
	 *
	 * @param string $kind `category` or `tag`.
	 * @param int    $id   Source term id.
	 */
	private function item( string $kind, int $id ): string {
		return $this->source->name() . ':' . $kind . ':' . $id;
	}

	/**
	 * The terms of a library taxonomy an import made: source key => Frontage term id.
	 *
	 * @param string $taxonomy Files_Module::CATEGORY_TAXONOMY or TAG_TAXONOMY.
	 * @return array<string, int>
	 */
	public static function imported( string $taxonomy ): array {
		global $wpdb;
		// SQL: core tables; placeholders only.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT tm.term_id, tm.meta_value FROM {$wpdb->termmeta} tm
				INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = tm.term_id
				WHERE tm.meta_key = %s AND tt.taxonomy = %s",
				Importer::META_SOURCE,
				$taxonomy
			),
			ARRAY_A
		);
		$map  = array();
		foreach ( (array) $rows as $row ) {
			$map[ (string) $row['meta_value'] ] = (int) $row['term_id'];
		}
		return $map;
	}
}
