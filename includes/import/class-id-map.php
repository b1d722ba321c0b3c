<?php
/**
 * The import's id map, read: which library file or category an imported source row became, for
 * the old links of WP File Download and Download Monitor (docs/migration.md "Old links").
 *
 * @package Frontage
 */

namespace Frontage\Import;

use Frontage\Files\Files_Module;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Every file, category and tag an import makes carries its source row in the meta
 * `_frontage_import_source` (`wpfd:12`, `download-monitor:7`). Each lookup is one prepared query,
 * and its answer is kept for the rest of the request, so a page naming the same category twice
 * asks once. Nothing here runs unless a page holds an old shortcode or block, or an old address
 * is asked for.
 */
final class Id_Map {

	/**
	 * The id map's meta key (Importer::META_SOURCE; here so that a lookup loads no importer).
	 */
	public const META = '_frontage_import_source';

	/**
	 * WP File Download's name in the id map (Wpfd_Source::NAME).
	 */
	public const WPFD = 'wpfd';

	/**
	 * Download Monitor's name in the id map (Dlm_Source::NAME).
	 */
	public const DLM = 'download-monitor';

	/**
	 * WP File Download's post type of a file (Wpfd_Source::POST_TYPE).
	 */
	public const WPFD_POST_TYPE = 'wpfd_file';

	/**
	 * Download Monitor's post type of a download (Dlm_Source::POST_TYPE).
	 */
	public const DLM_POST_TYPE = 'dlm_download';

	/**
	 * Answers already looked up in this request, by kind and key.
	 *
	 * @var array<string, int>
	 */
	private array $known = array();

	/**
	 * The library file an import made from a source file, or 0 (not imported, or deleted since).
	 *
	 * @param string $source self::WPFD or self::DLM.
	 * @param int    $id     The source's id of the file (a WPFD file post, a DLM download).
	 */
	public function file( string $source, int $id ): int {
		global $wpdb;
		$key = $source . ':' . $id;
		if ( $id <= 0 ) {
			return 0;
		}
		if ( ! isset( $this->known[ 'file|' . $key ] ) ) {
			// SQL: core tables; placeholders only. The lowest id, should a cut import have left two.
			$this->known[ 'file|' . $key ] = (int) $wpdb->get_var(
				$wpdb->prepare(
					"SELECT MIN(pm.post_id) FROM {$wpdb->postmeta} pm
					INNER JOIN {$wpdb->posts} p ON p.ID = pm.post_id
					WHERE pm.meta_key = %s AND pm.meta_value = %s AND p.post_type = %s",
					self::META,
					$key,
					Files_Module::POST_TYPE
				)
			);
		}
		return $this->known[ 'file|' . $key ];
	}

	/**
	 * The library categories an import made from some source categories.
	 *
	 * @param string $source self::WPFD or self::DLM.
	 * @param int[]  $ids    Source category ids.
	 * @return array<int, int> Source id => library category id, for those imported.
	 */
	public function categories( string $source, array $ids ): array {
		global $wpdb;
		$ids     = array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn ( int $id ): bool => $id > 0 ) ) );
		$missing = array_values( array_filter( $ids, fn ( int $id ): bool => ! isset( $this->known[ 'category|' . $source . ':' . $id ] ) ) );
		if ( $missing ) {
			$keys         = array_map( static fn ( int $id ): string => $source . ':' . $id, $missing );
			$placeholders = implode( ', ', array_fill( 0, count( $keys ), '%s' ) );
			// SQL: core tables; every value a placeholder.
			$rows = $wpdb->get_results(
				$wpdb->prepare(
					"SELECT tm.meta_value, MIN(tm.term_id) AS term_id FROM {$wpdb->termmeta} tm
					INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = tm.term_id
					WHERE tm.meta_key = %s AND tt.taxonomy = %s AND tm.meta_value IN ( {$placeholders} )
					GROUP BY tm.meta_value",
					self::META,
					Files_Module::CATEGORY_TAXONOMY,
					...$keys
				),
				ARRAY_A
			);
			foreach ( $keys as $key ) {
				$this->known[ 'category|' . $key ] = 0;
			}
			foreach ( (array) $rows as $row ) {
				$this->known[ 'category|' . $row['meta_value'] ] = (int) $row['term_id'];
			}
		}
		$map = array();
		foreach ( $ids as $id ) {
			if ( $this->known[ 'category|' . $source . ':' . $id ] ) {
				$map[ $id ] = $this->known[ 'category|' . $source . ':' . $id ];
			}
		}
		return $map;
	}

	/**
	 * The library category an import made from a source category, or 0.
	 *
	 * @param string $source self::WPFD or self::DLM.
	 * @param int    $id     Source category id.
	 */
	public function category( string $source, int $id ): int {
		return $this->categories( $source, array( $id ) )[ $id ] ?? 0;
	}

	/**
	 * The id of a source row of a post type by its id or its slug, or 0 when the source holds
	 * none: whether an old address names something the source had (then it deserves an answer
	 * saying it was not imported) or is some other page's address.
	 *
	 * @param string     $post_type self::WPFD_POST_TYPE or self::DLM_POST_TYPE.
	 * @param int|string $id_or_slug A post id, or a post's slug (Download Monitor's `/download/{slug}/`).
	 */
	public function source_post( string $post_type, int|string $id_or_slug ): int {
		global $wpdb;
		$cache = 'source|' . $post_type . ':' . $id_or_slug;
		if ( ! isset( $this->known[ $cache ] ) ) {
			// SQL: core table; placeholders only. Read directly: the source plugin is not active,
			// so its post type is not registered.
			$this->known[ $cache ] = is_int( $id_or_slug )
				? (int) $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE ID = %d AND post_type = %s", $id_or_slug, $post_type ) )
				: (int) $wpdb->get_var( $wpdb->prepare( "SELECT MIN(ID) FROM {$wpdb->posts} WHERE post_name = %s AND post_type = %s", $id_or_slug, $post_type ) );
		}
		return $this->known[ $cache ];
	}
}
