<?php
/**
 * File categories: a hierarchical taxonomy with, per category, who may see it and how its files
 * are ordered.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The one place that reads and writes categories and their settings.
 */
final class Categories {

	/**
	 * Term meta: `public`, `logged_in` or `roles`.
	 */
	public const META_VISIBILITY = 'frontage_visibility';

	/**
	 * Term meta: the roles that may see a `roles` category.
	 */
	public const META_ROLES = 'frontage_roles';

	/**
	 * Term meta: how its files are ordered, `{field}` or `{field}-desc` (see ORDERINGS).
	 */
	public const META_ORDERING = 'frontage_ordering';

	/**
	 * Term meta: position among its siblings (drag to reorder).
	 */
	public const META_POSITION = 'frontage_position';

	/**
	 * Who may see a category.
	 */
	public const VISIBILITIES = Files_Module::CATEGORY_VISIBILITIES;

	/**
	 * The fields files can be ordered by.
	 */
	public const ORDERINGS = Files_Module::FILE_ORDERINGS;

	/**
	 * A category as an array, or null when the id is not a file category.
	 *
	 * @param int $id Term ID.
	 * @return array{id: int, name: string, slug: string, parent: int, description: string, visibility: string, roles: string[], ordering: string, position: int, count: int}|null
	 */
	public function get( int $id ): ?array {
		$term = $id > 0 ? get_term( $id, Files_Module::CATEGORY_TAXONOMY ) : null;
		return $term instanceof \WP_Term ? $this->to_array( $term ) : null;
	}

	/**
	 * Every category, parents before children, siblings by position then name.
	 *
	 * @return list<array<string, mixed>>
	 */
	public function all(): array {
		$terms = get_terms(
			array(
				'taxonomy'   => Files_Module::CATEGORY_TAXONOMY,
				'hide_empty' => false,
			)
		);
		if ( ! is_array( $terms ) ) {
			return array();
		}
		$by_parent = array();
		foreach ( $terms as $term ) {
			$by_parent[ $term->parent ][] = $this->to_array( $term );
		}
		foreach ( $by_parent as &$siblings ) {
			usort( $siblings, static fn ( array $a, array $b ): int => array( $a['position'], $a['name'] ) <=> array( $b['position'], $b['name'] ) );
		}
		unset( $siblings );

		$ordered = array();
		$walk    = static function ( int $parent ) use ( &$walk, &$ordered, $by_parent ): void {
			foreach ( $by_parent[ $parent ] ?? array() as $category ) {
				$ordered[] = $category;
				$walk( $category['id'] );
			}
		};
		$walk( 0 );
		return $ordered;
	}

	/**
	 * How many files of the given statuses each category holds directly, in one query (the
	 * term counts WordPress keeps count published files only).
	 *
	 * @param string[] $statuses Post statuses to count, e.g. publish and private.
	 * @return array<int, int> Counts by category id; a category without such files is absent.
	 */
	public function file_counts( array $statuses ): array {
		global $wpdb;
		if ( ! $statuses ) {
			return array();
		}
		$placeholders = implode( ', ', array_fill( 0, count( $statuses ), '%s' ) );
		// SQL: core tables, every value a placeholder; portable to SQLite and MySQL.
		$rows   = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT tt.term_id AS id, COUNT(*) AS files
				FROM {$wpdb->term_taxonomy} tt
				INNER JOIN {$wpdb->term_relationships} tr ON tr.term_taxonomy_id = tt.term_taxonomy_id
				INNER JOIN {$wpdb->posts} p ON p.ID = tr.object_id
				WHERE tt.taxonomy = %s AND p.post_type = %s AND p.post_status IN ( {$placeholders} )
				GROUP BY tt.term_id",
				Files_Module::CATEGORY_TAXONOMY,
				Files_Module::POST_TYPE,
				...array_values( $statuses )
			)
		);
		$counts = array();
		foreach ( (array) $rows as $row ) {
			$counts[ (int) $row->id ] = (int) $row->files;
		}
		return $counts;
	}

	/**
	 * Creates a category.
	 *
	 * @param array<string, mixed> $data name (required), parent, description, visibility, roles, ordering, position.
	 * @return array<string, mixed>|\WP_Error The new category.
	 */
	public function create( array $data ): array|\WP_Error {
		$name = trim( (string) ( $data['name'] ?? '' ) );
		if ( '' === $name ) {
			return new \WP_Error( 'frontage_category_name', __( 'A category needs a name.', 'frontage' ), array( 'status' => 400 ) );
		}
		$parent = $this->valid_parent( (int) ( $data['parent'] ?? 0 ), 0 );
		if ( is_wp_error( $parent ) ) {
			return $parent;
		}
		$settings = $this->valid_settings( $data );
		if ( is_wp_error( $settings ) ) {
			return $settings;
		}
		$term = wp_insert_term(
			$name,
			Files_Module::CATEGORY_TAXONOMY,
			array(
				'parent'      => $parent,
				'description' => (string) ( $data['description'] ?? '' ),
			)
		);
		if ( is_wp_error( $term ) ) {
			$term->add_data( array( 'status' => 400 ) );
			return $term;
		}
		$this->save_settings( $term['term_id'], $settings + array( 'visibility' => 'public' ) );
		return $this->get( $term['term_id'] );
	}

	/**
	 * Changes a category: rename, move under another parent, settings.
	 *
	 * @param int                  $id   Category id.
	 * @param array<string, mixed> $data Fields to change (as create()).
	 * @return array<string, mixed>|\WP_Error The changed category.
	 */
	public function update( int $id, array $data ): array|\WP_Error {
		if ( ! $this->get( $id ) ) {
			return $this->not_found();
		}
		$args = array();
		if ( array_key_exists( 'name', $data ) ) {
			$args['name'] = trim( (string) $data['name'] );
			if ( '' === $args['name'] ) {
				return new \WP_Error( 'frontage_category_name', __( 'A category needs a name.', 'frontage' ), array( 'status' => 400 ) );
			}
		}
		if ( array_key_exists( 'parent', $data ) ) {
			$parent = $this->valid_parent( (int) $data['parent'], $id );
			if ( is_wp_error( $parent ) ) {
				return $parent;
			}
			$args['parent'] = $parent;
		}
		if ( array_key_exists( 'description', $data ) ) {
			$args['description'] = (string) $data['description'];
		}
		$settings = $this->valid_settings( $data );
		if ( is_wp_error( $settings ) ) {
			return $settings;
		}
		if ( $args ) {
			$result = wp_update_term( $id, Files_Module::CATEGORY_TAXONOMY, $args );
			if ( is_wp_error( $result ) ) {
				$result->add_data( array( 'status' => 400 ) );
				return $result;
			}
		}
		$this->save_settings( $id, $settings );
		return $this->get( $id );
	}

	/**
	 * Deletes a category. Its files and sub-categories are never deleted with it: they move to
	 * the deleted category's parent (or become uncategorised at the top).
	 *
	 * @param int $id Category id.
	 * @return array{moved_files: int, moved_categories: int}|\WP_Error What moved.
	 */
	public function delete( int $id ): array|\WP_Error {
		$category = $this->get( $id );
		if ( ! $category ) {
			return $this->not_found();
		}
		$parent   = $category['parent'];
		// Not get_terms( parent ): for hierarchical taxonomies it trusts the cached
		// `{taxonomy}_children` option and answers "no children" when that is stale (two
		// requests changing the tree at once), which would orphan the children.
		$parents  = get_terms(
			array(
				'taxonomy'   => Files_Module::CATEGORY_TAXONOMY,
				'hide_empty' => false,
				'fields'     => 'id=>parent',
			)
		);
		$children = is_array( $parents ) ? array_keys( array_filter( $parents, static fn ( $of ): bool => (int) $of === $id ) ) : array();
		foreach ( $children as $child ) {
			wp_update_term( (int) $child, Files_Module::CATEGORY_TAXONOMY, array( 'parent' => $parent ) );
		}
		$file_ids = get_objects_in_term( $id, Files_Module::CATEGORY_TAXONOMY );
		$file_ids = is_array( $file_ids ) ? array_map( 'intval', $file_ids ) : array();
		foreach ( $file_ids as $file_id ) {
			wp_set_object_terms( $file_id, $parent ? array( $parent ) : array(), Files_Module::CATEGORY_TAXONOMY );
		}
		$deleted = wp_delete_term( $id, Files_Module::CATEGORY_TAXONOMY );
		if ( is_wp_error( $deleted ) || ! $deleted ) {
			return new \WP_Error( 'frontage_category_delete', __( 'The category could not be deleted.', 'frontage' ), array( 'status' => 500 ) );
		}
		return array(
			'moved_files'      => count( $file_ids ),
			'moved_categories' => count( $children ),
		);
	}

	/**
	 * The ids of a category and all its ancestors, nearest first.
	 *
	 * @param int $id Category id.
	 * @return int[]
	 */
	public function chain( int $id ): array {
		if ( $id <= 0 ) {
			return array();
		}
		return array_merge( array( $id ), array_map( 'intval', get_ancestors( $id, Files_Module::CATEGORY_TAXONOMY, 'taxonomy' ) ) );
	}

	/**
	 * A term as the API's array.
	 *
	 * @param \WP_Term $term Category term.
	 * @return array<string, mixed>
	 */
	private function to_array( \WP_Term $term ): array {
		$roles = get_term_meta( $term->term_id, self::META_ROLES, true );
		return array(
			'id'          => $term->term_id,
			'name'        => $term->name,
			'slug'        => $term->slug,
			'parent'      => $term->parent,
			'description' => $term->description,
			'visibility'  => in_array( get_term_meta( $term->term_id, self::META_VISIBILITY, true ), self::VISIBILITIES, true )
				? (string) get_term_meta( $term->term_id, self::META_VISIBILITY, true )
				: 'public',
			'roles'       => is_array( $roles ) ? array_values( $roles ) : array(),
			'ordering'    => (string) ( get_term_meta( $term->term_id, self::META_ORDERING, true ) ?: 'title' ),
			'position'    => (int) get_term_meta( $term->term_id, self::META_POSITION, true ),
			'count'       => $term->count,
		);
	}

	/**
	 * Checks a parent: 0, or an existing category that is not the category itself or below it.
	 *
	 * @param int $parent Wanted parent.
	 * @param int $self   The category being changed, 0 when creating.
	 * @return int|\WP_Error
	 */
	private function valid_parent( int $parent, int $self ): int|\WP_Error {
		if ( 0 === $parent ) {
			return 0;
		}
		if ( $parent < 0 || ! $this->get( $parent ) ) {
			return new \WP_Error( 'frontage_category_parent', __( 'The parent category does not exist.', 'frontage' ), array( 'status' => 400 ) );
		}
		if ( $self && in_array( $self, $this->chain( $parent ), true ) ) {
			return new \WP_Error( 'frontage_category_parent', __( 'A category cannot be moved inside itself.', 'frontage' ), array( 'status' => 400 ) );
		}
		return $parent;
	}

	/**
	 * Validates the settings present in $data.
	 *
	 * @param array<string, mixed> $data Input.
	 * @return array<string, mixed>|\WP_Error Only the keys given, validated.
	 */
	private function valid_settings( array $data ): array|\WP_Error {
		$settings = array();
		if ( array_key_exists( 'visibility', $data ) ) {
			if ( ! in_array( $data['visibility'], self::VISIBILITIES, true ) ) {
				return new \WP_Error(
					'frontage_category_visibility',
					/* translators: %s: the allowed values. */
					sprintf( __( 'Visibility must be one of: %s.', 'frontage' ), implode( ', ', self::VISIBILITIES ) ),
					array( 'status' => 400 )
				);
			}
			$settings['visibility'] = $data['visibility'];
		}
		if ( array_key_exists( 'roles', $data ) ) {
			$known = array_keys( wp_roles()->roles );
			$roles = array_values( array_map( 'strval', (array) $data['roles'] ) );
			$bad   = array_diff( $roles, $known );
			if ( $bad ) {
				return new \WP_Error(
					'frontage_category_roles',
					/* translators: %s: the unknown role names. */
					sprintf( __( 'Unknown roles: %s.', 'frontage' ), implode( ', ', $bad ) ),
					array( 'status' => 400 )
				);
			}
			$settings['roles'] = $roles;
		}
		if ( array_key_exists( 'ordering', $data ) ) {
			$field = preg_replace( '/-desc$/', '', (string) $data['ordering'] );
			if ( ! in_array( $field, self::ORDERINGS, true ) ) {
				return new \WP_Error(
					'frontage_category_ordering',
					/* translators: %s: the allowed fields. */
					sprintf( __( 'Files can be ordered by: %s (add -desc for descending).', 'frontage' ), implode( ', ', self::ORDERINGS ) ),
					array( 'status' => 400 )
				);
			}
			$settings['ordering'] = (string) $data['ordering'];
		}
		if ( array_key_exists( 'position', $data ) ) {
			$settings['position'] = (int) $data['position'];
		}
		return $settings;
	}

	/**
	 * Stores validated settings.
	 *
	 * @param int                  $id       Category id.
	 * @param array<string, mixed> $settings From valid_settings().
	 */
	private function save_settings( int $id, array $settings ): void {
		$keys = array(
			'visibility' => self::META_VISIBILITY,
			'roles'      => self::META_ROLES,
			'ordering'   => self::META_ORDERING,
			'position'   => self::META_POSITION,
		);
		foreach ( $settings as $key => $value ) {
			update_term_meta( $id, $keys[ $key ], $value );
		}
	}

	/**
	 * The 404 for an unknown category id.
	 */
	private function not_found(): \WP_Error {
		return new \WP_Error( 'frontage_category_not_found', __( 'No file category has this id.', 'frontage' ), array( 'status' => 404 ) );
	}
}
