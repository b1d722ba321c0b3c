<?php
/**
 * What WP File Download (Wpfd_Source) and Download Monitor (Dlm_Source) have in common as import
 * sources: each keeps its files as posts of its own type, filed in a category taxonomy and a tag
 * taxonomy, and read straight from the database whether the plugin is active or not
 * (docs/migration.md "What is imported").
 *
 * @package Frontage
 */

namespace Frontage\Import;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Only reads. A source names its post type and taxonomies in the constants below (each class
 * sets its own values) and reads its own meta and files; the rows it shares with the other
 * source (its posts a page at a time, their fields, categories, tags and counts) are read here.
 * Built only by the import (Import_Sources), never on a visitor's page.
 */
abstract class Post_Source implements Import_Source {

	/**
	 * The source's name on the wire (POST /imports `source`).
	 */
	public const NAME = '';

	/**
	 * The source plugin's post type of a file.
	 */
	public const POST_TYPE = '';

	/**
	 * Its hierarchical taxonomy of categories.
	 */
	public const CATEGORY_TAXONOMY = '';

	/**
	 * Its flat taxonomy of tags.
	 */
	public const TAG_TAXONOMY = '';

	/**
	 * Takes the uploads folder and its address to read (tests pass their own; null: the site's).
	 * Constructing reads nothing.
	 *
	 * @param string|null $uploads_dir Absolute path of the uploads folder.
	 * @param string|null $uploads_url Its address.
	 */
	public function __construct( protected ?string $uploads_dir = null, protected ?string $uploads_url = null ) {}

	/**
	 * The source's name on the wire.
	 */
	public function name(): string {
		return static::NAME;
	}

	/**
	 * Whether the site holds any of the source's files or categories.
	 */
	public function has_data(): bool {
		return $this->count_files() > 0 || array() !== $this->categories();
	}

	/**
	 * How many file posts the source holds.
	 */
	public function count_files(): int {
		return Source_Rows::count_posts( static::POST_TYPE );
	}

	/**
	 * Every category (Source_Rows::terms()).
	 *
	 * @return list<array{id: int, name: ?string, slug: string, parent: int, description: string, order: int}>
	 */
	public function categories(): array {
		return Source_Rows::terms( static::CATEGORY_TAXONOMY );
	}

	/**
	 * Every tag.
	 *
	 * @return list<array{id: int, name: ?string, slug: string, parent: int, description: string, order: int}>
	 */
	public function tags(): array {
		return Source_Rows::terms( static::TAG_TAXONOMY );
	}

	/**
	 * A page of the source's file posts after a source id, by id, with their categories and tags.
	 *
	 * @param int $after Source id the last page ended at (0: from the start).
	 * @param int $limit Most rows to read.
	 * @return array{posts: list<array<string, string>>, ids: int[], terms: array<string, array<int, int[]>>}
	 */
	protected function page( int $after, int $limit ): array {
		global $wpdb;
		// SQL: core tables; placeholders only.
		$posts = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT ID, post_title, post_content, post_excerpt, post_status, post_date, post_date_gmt, post_modified_gmt, post_author
				FROM {$wpdb->posts} WHERE post_type = %s AND ID > %d ORDER BY ID ASC LIMIT %d",
				static::POST_TYPE,
				$after,
				$limit
			),
			ARRAY_A
		);
		$posts = (array) $posts;
		$ids   = array_map( static fn ( array $post ): int => (int) $post['ID'], $posts );
		return array(
			'posts' => $posts,
			'ids'   => $ids,
			'terms' => $ids ? Source_Rows::object_terms( $ids, static::CATEGORY_TAXONOMY, static::TAG_TAXONOMY ) : array(),
		);
	}

	/**
	 * A file row's fields every source fills alike from its post (Import_Source::files()).
	 *
	 * @param array<string, string>            $post        A post from page().
	 * @param array<string, array<int, int[]>> $terms       Its page's categories and tags.
	 * @param string                           $description What the source keeps as its description.
	 * @return array<string, mixed>
	 */
	protected function post_fields( array $post, array $terms, string $description ): array {
		$id = (int) $post['ID'];
		return array(
			'id'           => $id,
			'title'        => (string) $post['post_title'],
			'description'  => $description,
			'status'       => (string) $post['post_status'],
			'date'         => (string) $post['post_date'],
			'date_gmt'     => (string) $post['post_date_gmt'],
			'modified_gmt' => (string) $post['post_modified_gmt'],
			'author'       => (int) $post['post_author'],
			'categories'   => $terms[ static::CATEGORY_TAXONOMY ][ $id ] ?? array(),
			'tags'         => $terms[ static::TAG_TAXONOMY ][ $id ] ?? array(),
		);
	}
}
