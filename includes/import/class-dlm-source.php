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
 * Only reads: the source's rows and files are never changed by reading them. A download
 * (`dlm_download`) is served by its latest version (`dlm_download_version`, a child post: the
 * first published one by `menu_order`), whose `_files` (JSON) lists its file — a URL or a path;
 * that version is the one imported. Files are looked up only inside uploads (Dlm_Paths).
 * Its categories keep no order of their own: siblings come by id.
 */
final class Dlm_Source extends Post_Source {

	/**
	 * The source's name on the wire.
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
	 * Its categories.
	 */
	public const CATEGORY_TAXONOMY = 'dlm_download_category';

	/**
	 * Its tags.
	 */
	public const TAG_TAXONOMY = 'dlm_download_tag';

	/**
	 * Version meta: its files, a JSON list of URLs or paths (the first is served; the others
	 * are mirrors of it).
	 */
	public const META_FILES = '_files';

	/**
	 * Version meta: its version label.
	 */
	public const META_VERSION = '_version';

	/**
	 * Download and version meta: a download count kept in meta (every download before Download
	 * Monitor 4.6; counts entered by hand since).
	 */
	public const META_COUNT = '_download_count';

	/**
	 * Download meta: `yes` when only logged-in members may download it.
	 */
	public const META_MEMBERS_ONLY = '_members_only';

	/**
	 * The value of a download option that is on.
	 */
	public const YES = 'yes';

	/**
	 * Its table of download counts (Download Monitor 4.7 and later), after the table prefix.
	 */
	public const TABLE_COUNTS = 'dlm_downloads';

	/**
	 * Its log of downloads, after the table prefix (Download Monitor 4.6 counted its rows).
	 */
	public const TABLE_LOG = 'download_log';

	/**
	 * The option Download Monitor 4.6's upgrade writes (`using_logs`: whether the site logged
	 * downloads before; '0': its meta counts are added to the log's).
	 */
	public const OPTION_UPGRADED = 'dlm_db_upgraded';

	/**
	 * The log statuses Download Monitor 4.6 counted as downloads.
	 */
	public const LOG_COUNTED = array( 'completed', 'redirected' );

	/**
	 * Where the source's files are looked up (built when first needed).
	 *
	 * @var Dlm_Paths|null
	 */
	private ?Dlm_Paths $paths = null;

	/**
	 * The plugin's name.
	 */
	public function label(): string {
		return __( 'Download Monitor', 'frontage' );
	}

	/**
	 * A category's details: its description; Download Monitor has no access by category (its
	 * downloads' own `members only` is kept on each file), so it comes public.
	 *
	 * @param array<string, mixed> $term A category from categories().
	 * @return array{description: string, visibility: string, roles: string[], problems: list<array{0: string, 1: string}>}
	 */
	public function category_details( array $term ): array {
		return array(
			'description' => (string) $term['description'],
			'visibility'  => 'public',
			'roles'       => array(),
			'problems'    => array(),
		);
	}

	/**
	 * A download may be in no category: it then comes uncategorized.
	 */
	public function needs_category(): bool {
		return false;
	}

	/**
	 * A page of downloads after a source id, as file rows (Import_Source::files()), each with
	 * its latest version's file, label and the download's count.
	 *
	 * @param int $after Source id the last page ended at (0: from the start).
	 * @param int $limit Most rows to read.
	 * @return list<array<string, mixed>>
	 */
	public function files( int $after, int $limit ): array {
		$page = $this->page( $after, $limit );
		if ( ! $page['posts'] ) {
			return array();
		}
		$ids      = $page['ids'];
		$versions = $this->versions( $ids );
		$meta     = Source_Rows::meta( $ids, array( self::META_MEMBERS_ONLY, self::META_COUNT ) );
		$hits     = $this->counts( $ids, $meta );
		$files    = array();
		foreach ( $page['posts'] as $post ) {
			$id      = (int) $post['ID'];
			$content = trim( (string) $post['post_content'] );
			$files[] = $this->row(
				$this->post_fields( $post, $page['terms'], '' !== $content ? $content : (string) $post['post_excerpt'] ) + array(
					'private' => self::YES === ( $meta[ $id ][ self::META_MEMBERS_ONLY ] ?? '' ),
					'hits'    => $hits[ $id ] ?? 0,
				),
				$versions[ $id ] ?? array()
			);
		}
		return $files;
	}

	/**
	 * A file row from a download's fields and its versions (the served one first). A download
	 * for members only comes private (the library has no "logged-in members" access), and the
	 * report says so; its other versions are reported.
	 *
	 * @param array<string, mixed>             $row      The download's fields.
	 * @param list<array<string, mixed>>       $versions Its published versions, served first.
	 * @return array<string, mixed>
	 */
	private function row( array $row, array $versions ): array {
		$row += array(
			'error'   => null,
			'notes'   => array(),
			'remote'  => null,
			'file'    => '',
			'name'    => '',
			'version' => '',
		);
		if ( count( $row['categories'] ) > 1 ) {
			/* translators: %s: category ids. */
			$row['notes'][] = array( 'other_categories', sprintf( __( 'The download is also in categories %s; the library files it in its first category only.', 'frontage' ), implode( ', ', array_slice( $row['categories'], 1 ) ) ) );
		}
		if ( $row['private'] ) {
			$row['notes'][] = array( 'members_only', __( 'The download was for logged-in members only; the library has no such access, so it was made private (library managers only).', 'frontage' ) );
		}
		if ( ! $versions ) {
			$row['error'] = array( 'no_version', __( 'The download has no published version, so it has no file (Download Monitor serves nothing for it). Left out.', 'frontage' ) );
			return $row;
		}
		$served = array_shift( $versions );
		if ( $versions ) {
			$labels = array_map( static fn ( array $version ): string => '' !== $version['version'] ? $version['version'] : '#' . $version['id'], $versions );
			/* translators: %s: version labels. */
			$row['notes'][] = array( 'other_versions', sprintf( __( 'Only the latest version, the one Download Monitor serves, was imported; its other versions were not: %s.', 'frontage' ), implode( ', ', $labels ) ) );
		}
		$row['version'] = $served['version'];
		if ( false === $served['files'] ) {
			$row['error'] = array( 'bad_metadata', __( 'The version\'s file list (_files) does not decode. Left out.', 'frontage' ) );
			return $row;
		}
		$row['file'] = (string) ( $served['files'][0] ?? '' );
		if ( '' !== $row['file'] ) {
			$row['remote'] = $this->paths()->is_remote( $row['file'] ) ? $row['file'] : null;
			$row['name']   = $this->paths()->file_name( $row['file'] );
		}
		return $row;
	}

	/**
	 * The published versions of some downloads, each download's in the order Download Monitor
	 * serves them (`menu_order`; the newest first among equals), with their label and files.
	 *
	 * @param int[] $ids Download ids.
	 * @return array<int, list<array{id: int, version: string, files: list<string>|false}>>
	 */
	private function versions( array $ids ): array {
		global $wpdb;
		$placeholders = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		// SQL: core table; every value a placeholder.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT ID, post_parent FROM {$wpdb->posts}
				WHERE post_type = %s AND post_status = %s AND post_parent IN ( {$placeholders} )
				ORDER BY post_parent ASC, menu_order ASC, ID DESC",
				self::VERSION_POST_TYPE,
				'publish',
				...$ids
			),
			ARRAY_A
		);
		$meta     = Source_Rows::meta( array_map( static fn ( array $row ): int => (int) $row['ID'], (array) $rows ), array( self::META_FILES, self::META_VERSION ) );
		$versions = array();
		foreach ( (array) $rows as $row ) {
			$id                                      = (int) $row['ID'];
			$versions[ (int) $row['post_parent'] ][] = array(
				'id'      => $id,
				'version' => (string) ( $meta[ $id ][ self::META_VERSION ] ?? '' ),
				'files'   => self::decode_files( $meta[ $id ][ self::META_FILES ] ?? null ),
			);
		}
		return $versions;
	}

	/**
	 * A version's file list: Download Monitor writes it as JSON (a list of strings; older
	 * versions stored a serialized array). The non-empty strings in it, in order; an empty list
	 * when there is none; false when it does not decode to a list (decoded without objects).
	 *
	 * @param string|null $raw As stored.
	 * @return list<string>|false
	 */
	public static function decode_files( ?string $raw ): array|false {
		if ( null === $raw || '' === trim( $raw ) ) {
			return array();
		}
		$value = is_serialized( $raw ) ? Source_Rows::unserialize( $raw ) : json_decode( $raw, true );
		if ( is_string( $value ) ) {
			$value = array( $value );
		}
		if ( ! is_array( $value ) ) {
			return false;
		}
		return array_values( array_filter( array_map( static fn ( mixed $file ): string => is_string( $file ) ? trim( $file ) : '', $value ), 'strlen' ) );
	}

	/**
	 * The download counts of some downloads, as Download Monitor shows them: since 4.7, its
	 * counts table plus the meta count; on 4.6 (no counts table, its upgrade done), the log's
	 * completed and redirected downloads, plus the meta count when the site had not logged
	 * before; before 4.6, the meta count.
	 *
	 * @param int[]                              $ids  Download ids.
	 * @param array<int, array<string, string>> $meta Their meta (META_COUNT).
	 * @return array<int, int>
	 */
	private function counts( array $ids, array $meta ): array {
		global $wpdb;
		$placeholders = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		$upgraded     = get_option( self::OPTION_UPGRADED );
		$with_meta    = true;
		$rows         = array();
		if ( Source_Rows::table_exists( $wpdb->prefix . self::TABLE_COUNTS ) ) {
			$table = $wpdb->prefix . self::TABLE_COUNTS;
			// SQL: Download Monitor's table, named from the prefix; every value a placeholder.
			$rows = $wpdb->get_results( $wpdb->prepare( "SELECT download_id, SUM(download_count) AS hits FROM {$table} WHERE download_id IN ( {$placeholders} ) GROUP BY download_id", ...$ids ), ARRAY_A );
		} elseif ( is_array( $upgraded ) && Source_Rows::table_exists( $wpdb->prefix . self::TABLE_LOG ) ) {
			$table     = $wpdb->prefix . self::TABLE_LOG;
			$with_meta = '0' === (string) ( $upgraded['using_logs'] ?? '' );
			// SQL: Download Monitor's table, named from the prefix; every value a placeholder.
			$rows = $wpdb->get_results( $wpdb->prepare( "SELECT download_id, COUNT(*) AS hits FROM {$table} WHERE download_status IN ( %s, %s ) AND download_id IN ( {$placeholders} ) GROUP BY download_id", ...array_merge( self::LOG_COUNTED, $ids ) ), ARRAY_A );
		}
		$logged = array();
		foreach ( (array) $rows as $row ) {
			$logged[ (int) $row['download_id'] ] = max( 0, (int) $row['hits'] );
		}
		$counts = array();
		foreach ( $ids as $id ) {
			$counts[ $id ] = ( $logged[ $id ] ?? 0 ) + ( $with_meta ? absint( $meta[ $id ][ self::META_COUNT ] ?? 0 ) : 0 );
		}
		return $counts;
	}

	/**
	 * A file row's stored file, inside uploads (Dlm_Paths::locate()).
	 *
	 * @param array<string, mixed> $row A row from files().
	 */
	public function locate( array $row ): string|\WP_Error {
		return $this->paths()->locate( (string) $row['file'] );
	}

	/**
	 * Where the source's files are looked up.
	 */
	private function paths(): Dlm_Paths {
		$this->paths ??= new Dlm_Paths( $this->uploads_dir, $this->uploads_url );
		return $this->paths;
	}
}
