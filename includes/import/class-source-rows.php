<?php
/**
 * Reads a source plugin's rows from WordPress's own tables (terms, post meta, term
 * relationships), whether that plugin is active or not, for Wpfd_Source and Dlm_Source
 * (docs/migration.md).
 *
 * @package Frontage
 */

namespace Frontage\Import;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Only reads, a page of rows at a time, each query prepared. Serialized values are decoded
 * without objects: no class is ever built from a source's rows.
 */
final class Source_Rows {

	/**
	 * Every term of a taxonomy, with its term row when there is one (a term_taxonomy row whose
	 * term is gone has `name` null: a term pointing nowhere), ordered by id. A term's `order` is
	 * its `term_group` (where WP File Download keeps a category's place among its siblings).
	 *
	 * @param string $taxonomy Taxonomy.
	 * @return list<array{id: int, name: ?string, slug: string, parent: int, description: string, order: int}>
	 */
	public static function terms( string $taxonomy ): array {
		global $wpdb;
		// SQL: core tables; placeholders only.
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT tt.term_id AS tt_term, tt.parent AS tt_parent, tt.description AS tt_description, t.name, t.slug, t.term_group
				FROM {$wpdb->term_taxonomy} tt
				LEFT JOIN {$wpdb->terms} t ON t.term_id = tt.term_id
				WHERE tt.taxonomy = %s
				ORDER BY tt.term_id ASC",
				$taxonomy
			),
			ARRAY_A
		);
		$terms = array();
		foreach ( (array) $rows as $row ) {
			$terms[] = array(
				'id'          => (int) $row['tt_term'],
				'name'        => isset( $row['name'] ) ? (string) $row['name'] : null,
				'slug'        => (string) ( $row['slug'] ?? '' ),
				'parent'      => (int) $row['tt_parent'],
				'description' => (string) $row['tt_description'],
				'order'       => (int) ( $row['term_group'] ?? 0 ),
			);
		}
		return $terms;
	}

	/**
	 * How many posts of a type there are.
	 *
	 * @param string $post_type Post type.
	 */
	public static function count_posts( string $post_type ): int {
		global $wpdb;
		// SQL: core table; placeholders only.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s", $post_type ) );
	}

	/**
	 * Some meta of some posts, raw (the first row of each key).
	 *
	 * @param int[]    $ids  Post ids.
	 * @param string[] $keys Meta keys.
	 * @return array<int, array<string, string>> Post id => key => value.
	 */
	public static function meta( array $ids, array $keys ): array {
		global $wpdb;
		if ( ! $ids || ! $keys ) {
			return array();
		}
		$id_list  = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		$key_list = implode( ', ', array_fill( 0, count( $keys ), '%s' ) );
		// SQL: core table; every value a placeholder.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE meta_key IN ( {$key_list} ) AND post_id IN ( {$id_list} ) ORDER BY meta_id ASC",
				...array_merge( $keys, $ids )
			),
			ARRAY_A
		);
		$meta = array();
		foreach ( (array) $rows as $row ) {
			$meta[ (int) $row['post_id'] ][ (string) $row['meta_key'] ] ??= (string) $row['meta_value'];
		}
		return $meta;
	}

	/**
	 * The categories and tags of some posts, each post's in the order of its relationships.
	 * A relationship to a term_taxonomy row that does not exist drops out of the join.
	 *
	 * @param int[]  $ids        Post ids.
	 * @param string $categories The categories' taxonomy.
	 * @param string $tags       The tags' taxonomy.
	 * @return array<string, array<int, int[]>> Taxonomy => post id => term ids.
	 */
	public static function object_terms( array $ids, string $categories, string $tags ): array {
		global $wpdb;
		if ( ! $ids ) {
			return array();
		}
		$placeholders = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		// SQL: core tables; every value a placeholder.
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT tr.object_id, tt.term_id, tt.taxonomy
				FROM {$wpdb->term_relationships} tr
				INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
				WHERE tt.taxonomy IN ( %s, %s ) AND tr.object_id IN ( {$placeholders} )
				ORDER BY tr.term_order ASC, tt.term_id ASC",
				$categories,
				$tags,
				...$ids
			),
			ARRAY_A
		);
		$terms = array();
		foreach ( (array) $rows as $row ) {
			$terms[ (string) $row['taxonomy'] ][ (int) $row['object_id'] ][] = (int) $row['term_id'];
		}
		return $terms;
	}

	/**
	 * Whether a table exists (a source plugin's own table, created by some of its versions).
	 *
	 * @param string $table Full table name.
	 */
	public static function table_exists( string $table ): bool {
		global $wpdb;
		return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) );
	}

	/**
	 * A serialized value decoded without objects: the array, or false when it is not a
	 * serialized array (broken, a scalar, or holding an object).
	 *
	 * @param string $raw As stored.
	 * @return array<mixed>|false
	 */
	public static function unserialize( string $raw ): array|false {
		if ( ! is_serialized( $raw ) ) {
			return false;
		}
		// No class is ever built from the source's rows: an object comes back incomplete, with
		// none of its methods run, and the value is refused.
		$value = @unserialize( $raw, array( 'allowed_classes' => false ) ); // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- a broken value is reported, not warned about.
		if ( ! is_array( $value ) ) {
			return false;
		}
		$objects = false;
		array_walk_recursive(
			$value,
			static function ( mixed $item ) use ( &$objects ): void {
				$objects = $objects || is_object( $item );
			}
		);
		return $objects ? false : $value;
	}
}
