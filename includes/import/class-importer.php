<?php
/**
 * Runs an import from a source (WP File Download or Download Monitor: Import_Source) one batch
 * at a time: categories, then tags, then files (docs/migration.md). Each poll of the import and
 * each WP-Cron event runs one batch.
 *
 * @package Frontage
 */

namespace Frontage\Import;

use Frontage\Files\Files_Module;
use Frontage\Files\Library;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A batch reads a bounded number of rows and stops starting new files after a few seconds, so
 * it ends well inside PHP's 30 s and its memory does not grow with the library. Its state (the
 * phase and a cursor) is saved after every batch, so whatever stops a request, the next one
 * continues where it ended.
 */
final class Importer {

	/**
	 * Meta of a library file, category or tag: the source row it came from, `{source}:{id}`,
	 * e.g. `wpfd:12` or `download-monitor:34`.
	 */
	public const META_SOURCE = '_frontage_import_source';

	/**
	 * Meta: a digest of the source row as last imported (a changed row is imported again).
	 */
	public const META_SIGNATURE = '_frontage_import_signature';

	/**
	 * Meta of a library file: the source's download count as last imported.
	 */
	public const META_HITS = '_frontage_import_hits';

	/**
	 * The WP-Cron event that runs the next batch, with the import's id.
	 */
	public const CRON_HOOK = Files_Module::IMPORT_CRON_HOOK;

	/**
	 * Categories per batch.
	 */
	public const CATEGORY_BATCH = 100;

	/**
	 * Files per batch (each is copied and hashed).
	 */
	public const FILE_BATCH = 20;

	/**
	 * Files per batch that only need confirming (unchanged since the last import: nothing is
	 * copied); a batch still writes at most FILE_BATCH files.
	 */
	public const CONFIRM_BATCH = 200;

	/**
	 * Files per batch of a dry run (nothing is copied).
	 */
	public const DRY_FILE_BATCH = 200;

	/**
	 * Filter: the files per batch (1 to FILE_BATCH; tests and slow disks take fewer).
	 */
	public const FILTER_FILE_BATCH = 'frontage_import_file_batch';

	/**
	 * Seconds after which a batch starts no new file.
	 */
	public const BATCH_SECONDS = 10;

	/**
	 * The phases, in order.
	 */
	public const PHASES = array( 'categories', 'tags', 'files' );

	/**
	 * Takes the library to import into.
	 *
	 * @param Library             $library The file library.
	 * @param Import_Source|null  $source  The source a new import reads, and the one an import of
	 *                                     its name reads (tests pass their own); null: WP File
	 *                                     Download's, and each import's own by its name.
	 * @param Import_Records|null $records The imports' records; new when null.
	 */
	public function __construct( private Library $library, private ?Import_Source $source = null, private ?Import_Records $records = null ) {
		$this->records ??= new Import_Records();
	}

	/**
	 * A source row's key in the id map (META_SOURCE).
	 *
	 * @param int    $id     Source id.
	 * @param string $source The source's name.
	 */
	public static function key( int $id, string $source = Wpfd_Source::NAME ): string {
		return $source . ':' . $id;
	}

	/**
	 * Starts an import: its record (queued), and the WP-Cron event of its first batch.
	 *
	 * @param bool   $dry_run   Only report.
	 * @param string $file_mode `copy` or `move` (Import_Records::FILE_MODES).
	 * @return array<string, mixed>|\WP_Error The record; a 409 when an import is under way.
	 */
	public function start( bool $dry_run, string $file_mode = 'copy' ): array|\WP_Error {
		$record = $this->records->start( ( $this->source ?? new Wpfd_Source() )->name(), $dry_run, $file_mode );
		if ( ! is_wp_error( $record ) ) {
			self::schedule( $record['id'] );
		}
		return $record;
	}

	/**
	 * Runs the next batch of an import, unless it ended or another request is running one.
	 *
	 * @param int $id Import id.
	 * @return array<string, mixed>|null The record after it; null for an unknown id.
	 */
	public function advance( int $id ): ?array {
		// Id-map rows from before its index get their key, a page per batch (Id_Map::index_step()).
		if ( ! Id_Map::indexed() && ! Id_Map::index_step() ) {
			Id_Map::schedule_index();
		}
		$record = $this->records->get( $id );
		if ( ! $record || ! in_array( $record['status'], array( 'queued', 'running' ), true ) || ! $this->records->lock_batch() ) {
			return $record;
		}
		try {
			$record = $this->records->get( $id ) ?? $record; // As the last batch left it.
			$this->batch( $record );
			$record = $this->records->save( $record ); // Answered as stored, its time of update included.
		} finally {
			$this->records->unlock_batch();
		}
		if ( 'running' === $record['status'] ) {
			self::schedule( $id );
		}
		return $record;
	}

	/**
	 * Runs one batch of the current phase.
	 *
	 * @param array<string, mixed> $record The record; changed in place.
	 */
	private function batch( array &$record ): void {
		$record['status'] = 'running';
		$source           = $this->source && $this->source->name() === $record['source'] ? $this->source : Import_Sources::get( (string) $record['source'] );
		if ( null === $source ) {
			$this->fail( $record, __( 'The import\'s source is unknown.', 'frontage' ) );
			return;
		}
		$terms = new Term_Import( $source, $this->library->categories() );
		try {
			if ( 'categories' === $record['phase'] ) {
				if ( $terms->run_categories( $record, self::CATEGORY_BATCH ) ) {
					$this->next_phase( $record, 'tags' );
				}
			} elseif ( 'tags' === $record['phase'] ) {
				$terms->run_tags( $record );
				$record['report']['source_files'] = $source->count_files();
				$this->next_phase( $record, 'files' );
			} else {
				$limit = $record['dry_run'] ? self::DRY_FILE_BATCH : min( self::FILE_BATCH, max( 1, (int) apply_filters( self::FILTER_FILE_BATCH, self::FILE_BATCH ) ) );
				$move  = 'move' === ( $record['file_mode'] ?? 'copy' );
				$done  = ( new File_Import( $source, $this->library, $move ) )->run( $record, $limit, microtime( true ) + self::BATCH_SECONDS );
				if ( is_wp_error( $done ) ) {
					$this->fail( $record, $done->get_error_message() );
				} elseif ( $done ) {
					$record['status']   = 'done';
					$record['finished'] = gmdate( 'c' );
				}
			}
		} catch ( \Throwable $error ) {
			$this->fail( $record, $error->getMessage() );
		}
	}

	/**
	 * Moves an import to its next phase.
	 *
	 * @param array<string, mixed> $record The record.
	 * @param string               $phase  The next phase.
	 */
	private function next_phase( array &$record, string $phase ): void {
		$record['phase']  = $phase;
		$record['cursor'] = 0;
	}

	/**
	 * Marks an import failed, saying what stopped it and that nothing is half-imported.
	 *
	 * @param array<string, mixed> $record The record.
	 * @param string               $why    What stopped it.
	 */
	private function fail( array &$record, string $why ): void {
		$record['status']            = 'failed';
		$record['finished']          = gmdate( 'c' );
		$record['report']['message'] = $why . ' ' . __( 'The import stopped before that file: everything before it is in the library, nothing is half-written. Start the import again once the problem is solved: it continues with what is not in the library yet.', 'frontage' );
	}

	/**
	 * Schedules the WP-Cron event of an import's next batch (WordPress keeps one such event).
	 *
	 * @param int $id Import id.
	 */
	public static function schedule( int $id ): void {
		if ( ! wp_next_scheduled( self::CRON_HOOK, array( $id ) ) ) {
			wp_schedule_single_event( time(), self::CRON_HOOK, array( $id ) );
		}
	}

	/**
	 * An import as the REST API answers it.
	 *
	 * @param array<string, mixed> $record The record.
	 * @return array<string, mixed>
	 */
	public static function answer( array $record ): array {
		return array(
			'id'        => (int) $record['id'],
			'source'    => (string) $record['source'],
			'dry_run'   => (bool) $record['dry_run'],
			'file_mode' => (string) ( $record['file_mode'] ?? 'copy' ),
			'status'    => (string) $record['status'],
			'phase'     => (string) $record['phase'],
			'counts'    => $record['counts'],
			'report'    => $record['report'],
			'created'   => (string) $record['created'],
			'updated'   => (string) $record['updated'],
			'finished'  => $record['finished'],
		);
	}

	/**
	 * The imports' records.
	 */
	public function records(): Import_Records {
		return $this->records;
	}
}
