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
 * Every file, category and tag an import makes carries its source row twice: in the meta
 * `_frontage_import_source` (`wpfd:12`, `download-monitor:7`: what it came from, which a person
 * or a script reads) and as the meta key `_frontage_import:wpfd:12` (the id map's index: WordPress
 * indexes meta_key, not meta_value, so this lookup costs the same at 10 or 10,000 imported
 * files). Rows written before the index existed are given their key once, a page at a time
 * (index_step(), run by WP-Cron and before each import batch); until that is done, lookups read
 * the old meta (docs/migration.md "The id map"). Each lookup is one prepared query, and its
 * answer is kept for the rest of the request, so a page naming the same category twice asks
 * once. Nothing here runs unless a page holds an old shortcode or block, or an old address is
 * asked for.
 */
final class Id_Map {

	/**
	 * The id map's meta key (Importer::META_SOURCE; here so that a lookup loads no importer).
	 */
	public const META = '_frontage_import_source';

	/**
	 * The start of the id map's indexed meta key: `_frontage_import:wpfd:12`, its value the
	 * source key (`wpfd:12`).
	 */
	public const KEY_PREFIX = '_frontage_import:';

	/**
	 * Option (autoloaded): INDEX_DONE once every id-map row has its indexed key; before that, the
	 * cursors of index_step() (`post`, `term`: the last meta_id done).
	 */
	public const OPTION_INDEX = 'frontage_import_id_map';

	/**
	 * OPTION_INDEX's value once the index is complete (the id map's layout version).
	 */
	public const INDEX_DONE = 2;

	/**
	 * Rows given their indexed key per index_step() and meta table.
	 */
	public const INDEX_STEP = 500;

	/**
	 * The WP-Cron event that runs index_step() (the import's own, with import id 0: no import).
	 */
	public const CRON_HOOK = Files_Module::IMPORT_CRON_HOOK;

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
		$key = $source . ':' . $id;
		if ( $id <= 0 ) {
			return 0;
		}
		if ( ! isset( $this->known[ 'file|' . $key ] ) ) {
			$this->known[ 'file|' . $key ] = (int) ( self::lookup( 'post', array( $key ) )[0]['object_id'] ?? 0 );
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
		$ids     = array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn ( int $id ): bool => $id > 0 ) ) );
		$missing = array_values( array_filter( $ids, fn ( int $id ): bool => ! isset( $this->known[ 'category|' . $source . ':' . $id ] ) ) );
		if ( $missing ) {
			$keys = array_map( static fn ( int $id ): string => $source . ':' . $id, $missing );
			$rows = self::lookup( 'term', $keys );
			foreach ( $keys as $key ) {
				$this->known[ 'category|' . $key ] = 0;
			}
			foreach ( (array) $rows as $row ) {
				$this->known[ 'category|' . $row['meta_value'] ] = (int) $row['object_id'];
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
	 * The library objects some source keys map to, by the indexed meta key once every row has
	 * it, else by the old meta's value: one query either way.
	 *
	 * @param string   $type `post` (files) or `term` (categories).
	 * @param string[] $keys Source keys (`wpfd:12`).
	 * @return list<array{meta_value: string, object_id: string}> The lowest object id of each key found.
	 */
	public static function lookup( string $type, array $keys ): array {
		global $wpdb;
		if ( ! $keys ) {
			return array();
		}
		$indexed      = self::indexed();
		$placeholders = implode( ', ', array_fill( 0, count( $keys ), '%s' ) );
		$names        = $indexed ? array_map( array( self::class, 'index_key' ), $keys ) : array( self::META );
		$name_holders = implode( ', ', array_fill( 0, count( $names ), '%s' ) );
		$join         = 'post' === $type
			? "INNER JOIN {$wpdb->posts} o ON o.ID = m.post_id AND o.post_type = %s"
			: "INNER JOIN {$wpdb->term_taxonomy} o ON o.term_id = m.term_id AND o.taxonomy = %s";
		$table        = 'post' === $type ? $wpdb->postmeta : $wpdb->termmeta;
		$column       = 'post' === $type ? 'post_id' : 'term_id';
		// SQL: core tables; every value a placeholder ($join, $table and $column are fixed above).
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT m.meta_value, MIN(m.{$column}) AS object_id FROM {$table} m {$join}
				WHERE m.meta_key IN ( {$name_holders} ) AND m.meta_value IN ( {$placeholders} )
				GROUP BY m.meta_value", // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
				'post' === $type ? Files_Module::POST_TYPE : Files_Module::CATEGORY_TAXONOMY,
				...$names,
				...$keys
			),
			ARRAY_A
		);
		if ( ! $indexed ) {
			self::schedule_index();
		}
		return (array) $rows;
	}

	/**
	 * The id map's indexed meta key of a source key: `wpfd:12` → `_frontage_import:wpfd:12`.
	 *
	 * @param string $key Source key.
	 */
	public static function index_key( string $key ): string {
		return self::KEY_PREFIX . $key;
	}

	/**
	 * Records which source row a library file or category (or tag) came from: the meta a person
	 * reads and the indexed key lookups read.
	 *
	 * @param string $type      `post` or `term`.
	 * @param int    $object_id The library file's post id, or the term's id.
	 * @param string $key       Source key (`wpfd:12`).
	 */
	public static function remember( string $type, int $object_id, string $key ): void {
		update_metadata( $type, $object_id, self::META, $key );
		update_metadata( $type, $object_id, self::index_key( $key ), $key );
	}

	/**
	 * Whether every id-map row has its indexed key (one autoloaded option: no query).
	 */
	public static function indexed(): bool {
		// The database gives it back as a string: "2".
		return (string) self::INDEX_DONE === get_option( self::OPTION_INDEX );
	}

	/**
	 * Gives the next rows written before the index existed their indexed key (INDEX_STEP per meta
	 * table), and says when none is left. Safe to run twice: a row that has its key keeps it.
	 *
	 * @return bool Whether the index is complete.
	 */
	public static function index_step(): bool {
		global $wpdb;
		if ( self::indexed() ) {
			return true;
		}
		$state = get_option( self::OPTION_INDEX );
		$state = is_array( $state ) ? $state : array();
		$done  = true;
		foreach ( array( 'post', 'term' ) as $type ) {
			if ( true === ( $state[ $type . '_done' ] ?? false ) ) {
				continue;
			}
			$table  = 'post' === $type ? $wpdb->postmeta : $wpdb->termmeta;
			$column = 'post' === $type ? 'post_id' : 'term_id';
			// SQL: core tables; placeholders only.
			$rows = $wpdb->get_results( $wpdb->prepare( "SELECT meta_id, {$column} AS object_id, meta_value FROM {$table} WHERE meta_key = %s AND meta_id > %d ORDER BY meta_id LIMIT %d", self::META, (int) ( $state[ $type ] ?? 0 ), self::INDEX_STEP ), ARRAY_A );
			foreach ( (array) $rows as $row ) {
				add_metadata( $type, (int) $row['object_id'], self::index_key( (string) $row['meta_value'] ), (string) $row['meta_value'], true );
				$state[ $type ] = (int) $row['meta_id'];
			}
			$state[ $type . '_done' ] = count( (array) $rows ) < self::INDEX_STEP;
			$done                     = $done && $state[ $type . '_done' ];
		}
		update_option( self::OPTION_INDEX, $done ? (string) self::INDEX_DONE : $state, true );
		return $done;
	}

	/**
	 * Asks WP-Cron to complete the index (once: WordPress keeps one such event).
	 */
	public static function schedule_index(): void {
		if ( ! wp_next_scheduled( self::CRON_HOOK, array( 0 ) ) ) {
			wp_schedule_single_event( time(), self::CRON_HOOK, array( 0 ) );
		}
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
