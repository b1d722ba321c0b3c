<?php
/**
 * Reads Download Monitor's rows straight from the database, whether Download Monitor is active
 * or not (its post types and taxonomies are then not registered), for the importer
 * (docs/migration.md "What is imported").
 *
 * @package Frontage
 */

namespace Frontage\Import;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Only reads: the source's rows and files are never changed by reading them.
 */
final class Dlm_Source implements Import_Source {

	/**
	 * The source's name on the wire (POST /imports `source`).
	 */
	public const NAME = 'download-monitor';

	/**
	 * Download Monitor's post type of a download.
	 */
	public const POST_TYPE = 'dlm_download';

	/**
	 * Its post type of a download's version (a child post of the download).
	 */
	public const VERSION_POST_TYPE = 'dlm_download_version';

	/**
	 * Its hierarchical taxonomy of categories.
	 */
	public const CATEGORY_TAXONOMY = 'dlm_download_category';

	/**
	 * Its flat taxonomy of tags.
	 */
	public const TAG_TAXONOMY = 'dlm_download_tag';

	/**
	 * The source's name on the wire.
	 */
	public function name(): string {
		return self::NAME;
	}

	/**
	 * The plugin's name.
	 */
	public function label(): string {
		return __( 'Download Monitor', 'frontage' );
	}

	/**
	 * Whether the site holds any of Download Monitor's downloads or categories.
	 */
	public function has_data(): bool {
		global $wpdb;
		// SQL: core tables; placeholders only.
		return $this->count_files() > 0 || (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->term_taxonomy} WHERE taxonomy = %s", self::CATEGORY_TAXONOMY ) ) > 0;
	}

	/**
	 * How many downloads the source holds.
	 */
	public function count_files(): int {
		global $wpdb;
		// SQL: core table; placeholders only.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s", self::POST_TYPE ) );
	}

	/**
	 * Every category (not read yet: Download Monitor's import is planned).
	 *
	 * @return list<array<string, mixed>>
	 */
	public function categories(): array {
		return array();
	}

	/**
	 * Every tag (not read yet).
	 *
	 * @return list<array<string, mixed>>
	 */
	public function tags(): array {
		return array();
	}

	/**
	 * A category's details (not read yet).
	 *
	 * @param array<string, mixed> $term A category.
	 * @return array{description: string, visibility: string, roles: string[], problems: list<array{0: string, 1: string}>}
	 */
	public function category_details( array $term ): array {
		return array(
			'description' => '',
			'visibility'  => 'public',
			'roles'       => array(),
			'problems'    => array(),
		);
	}

	/**
	 * A download may be in no category.
	 */
	public function needs_category(): bool {
		return false;
	}

	/**
	 * A page of file rows (not read yet).
	 *
	 * @param int $after Source id.
	 * @param int $limit Most rows.
	 * @return list<array<string, mixed>>
	 */
	public function files( int $after, int $limit ): array {
		return array();
	}

	/**
	 * A row's stored file (not read yet).
	 *
	 * @param array<string, mixed> $row A row.
	 */
	public function locate( array $row ): string|\WP_Error {
		return new \WP_Error( 'no_file', '' );
	}
}
