<?php
/**
 * Where imports keep their state: one record per import (an option, so it outlives a timeout,
 * a closed tab or a PHP restart), the lock that lets one import run at a time, and the lock
 * that lets one batch of it run at a time (docs/migration.md "Resuming").
 *
 * @package Frontage
 */

namespace Frontage\Import;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The locks are rows of the options table written with a plain INSERT: the table's unique
 * option name lets exactly one of two requests at the same moment in, on SQLite and MySQL alike
 * (add_option() would not: it updates a row that exists).
 */
final class Import_Records {

	/**
	 * An import's record: this prefix and its id.
	 */
	public const OPTION_PREFIX = 'frontage_import_';

	/**
	 * The last id given to an import.
	 */
	public const OPTION_LAST_ID = 'frontage_import_last_id';

	/**
	 * The lock of the import that is running: its id.
	 */
	public const OPTION_LOCK = 'frontage_import_lock';

	/**
	 * The lock of the batch that is running: when it expires (Unix time).
	 */
	public const OPTION_BATCH_LOCK = 'frontage_import_batch_lock';

	/**
	 * Seconds after which a batch lock is taken as left by a request that died.
	 */
	public const BATCH_LOCK_SECONDS = 60;

	/**
	 * The statuses of an import.
	 */
	public const STATUSES = array( 'queued', 'running', 'done', 'failed' );

	/**
	 * What an import does with a source's files: copy them (the default) or move them.
	 */
	public const FILE_MODES = \Frontage\Files\Files_Routes::IMPORT_FILE_MODES;

	/**
	 * Most records GET /imports answers.
	 */
	public const RECENT_LIMIT = 20;

	/**
	 * Most problems and name changes a report lists (the totals count them all).
	 */
	public const REPORT_LIMIT = 200;

	/**
	 * A new import's record, holding the run lock; an error when another import is under way.
	 *
	 * @param string $source    The source's name.
	 * @param bool   $dry_run   Whether it only reports.
	 * @param string $file_mode One of FILE_MODES.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function start( string $source, bool $dry_run, string $file_mode = 'copy' ): array|\WP_Error {
		$starting = 'starting:' . time();
		if ( ! $this->insert_lock( self::OPTION_LOCK, $starting ) ) {
			$held = (string) $this->read_lock( self::OPTION_LOCK );
			if ( str_starts_with( $held, 'starting:' ) && (int) substr( $held, 9 ) > time() - self::BATCH_LOCK_SECONDS ) {
				return new \WP_Error( 'frontage_import_running', __( 'Another import is starting. Try again in a moment.', 'frontage' ), array( 'status' => 409 ) );
			}
			$running = $this->get( (int) $held );
			if ( $running && in_array( $running['status'], array( 'queued', 'running' ), true ) ) {
				return new \WP_Error(
					'frontage_import_running',
					/* translators: %d: the import's id. */
					sprintf( __( 'Import %d is under way. Wait until it is done, or follow it at its address.', 'frontage' ), $running['id'] ),
					array(
						'status' => 409,
						'id'     => $running['id'],
					)
				);
			}
			// The lock of an import that ended, or of a request that died while starting one: only
			// the request that removes this very value takes it.
			global $wpdb;
			// SQL: core table; placeholders only.
			$gone = $wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", self::OPTION_LOCK, $held ) );
			if ( ! $gone || ! $this->insert_lock( self::OPTION_LOCK, $starting ) ) {
				return new \WP_Error( 'frontage_import_running', __( 'Another import is starting. Try again in a moment.', 'frontage' ), array( 'status' => 409 ) );
			}
		}
		$id     = (int) get_option( self::OPTION_LAST_ID, 0 ) + 1;
		$record = array(
			'id'        => $id,
			'source'    => $source,
			'dry_run'   => $dry_run,
			'file_mode' => in_array( $file_mode, self::FILE_MODES, true ) ? $file_mode : 'copy',
			'status'    => 'queued',
			'phase'     => 'categories',
			'cursor'    => 0,
			'counts'    => self::empty_counts(),
			'report'    => array(
				'problems'       => array(),
				'problem_total'  => 0,
				'changes'        => array(),
				'change_total'   => 0,
				'missing_files'  => 0,
				'remote_files'   => 0,
				'moved_files'    => 0,
				'source_files'   => 0,
				'message'        => '',
			),
			'user'      => get_current_user_id(),
			'created'   => gmdate( 'c' ),
			'updated'   => gmdate( 'c' ),
			'finished'  => null,
		);
		update_option( self::OPTION_LAST_ID, $id, false );
		$this->save( $record );
		$this->write_lock( self::OPTION_LOCK, (string) $id );
		return $record;
	}

	/**
	 * The counts of a new import: per kind, created, updated, unchanged and skipped.
	 *
	 * @return array<string, mixed>
	 */
	private static function empty_counts(): array {
		$kind = array(
			'created'   => 0,
			'updated'   => 0,
			'unchanged' => 0,
			'skipped'   => 0,
		);
		return array(
			'categories' => $kind,
			'tags'       => $kind,
			'files'      => $kind,
			'bytes'      => 0,
		);
	}

	/**
	 * An import's record, or null.
	 *
	 * @param int $id Import id.
	 * @return array<string, mixed>|null
	 */
	public function get( int $id ): ?array {
		$record = $id > 0 ? get_option( self::OPTION_PREFIX . $id, null ) : null;
		return is_array( $record ) && isset( $record['status'] ) ? $record : null;
	}

	/**
	 * The newest records, newest first (RECENT_LIMIT at most).
	 *
	 * @return list<array<string, mixed>>
	 */
	public function recent(): array {
		global $wpdb;
		// SQL: core table; placeholders only. Names only: the records are read one by one below.
		$names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( self::OPTION_PREFIX ) . '%' ) );
		$ids   = array();
		foreach ( $names as $name ) {
			$id = substr( (string) $name, strlen( self::OPTION_PREFIX ) );
			if ( ctype_digit( $id ) ) {
				$ids[] = (int) $id;
			}
		}
		rsort( $ids );
		$records = array();
		foreach ( $ids as $id ) {
			$record = $this->get( $id );
			if ( $record ) {
				$records[] = $record;
			}
			if ( count( $records ) >= self::RECENT_LIMIT ) {
				break;
			}
		}
		return $records;
	}

	/**
	 * Stores a record; a record that ended releases the run lock.
	 *
	 * @param array<string, mixed> $record The record.
	 * @return array<string, mixed> The record as stored, with its time of update: what a poll answers.
	 */
	public function save( array $record ): array {
		$record['updated'] = gmdate( 'c' );
		update_option( self::OPTION_PREFIX . $record['id'], $record, false );
		if ( in_array( $record['status'], array( 'done', 'failed' ), true ) && (string) $record['id'] === $this->read_lock( self::OPTION_LOCK ) ) {
			$this->delete_lock( self::OPTION_LOCK );
		}
		return $record;
	}

	/**
	 * Takes the batch lock: true when this request may run a batch now.
	 */
	public function lock_batch(): bool {
		if ( $this->insert_lock( self::OPTION_BATCH_LOCK, (string) ( time() + self::BATCH_LOCK_SECONDS ) ) ) {
			return true;
		}
		$held = $this->read_lock( self::OPTION_BATCH_LOCK );
		if ( null !== $held && (int) $held < time() ) {
			// Left by a request that died: only the request that removes this very value retries.
			global $wpdb;
			// SQL: core table; placeholders only.
			$gone = $wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", self::OPTION_BATCH_LOCK, $held ) );
			return $gone && $this->insert_lock( self::OPTION_BATCH_LOCK, (string) ( time() + self::BATCH_LOCK_SECONDS ) );
		}
		return false;
	}

	/**
	 * Releases the batch lock.
	 */
	public function unlock_batch(): void {
		$this->delete_lock( self::OPTION_BATCH_LOCK );
	}

	/**
	 * Adds a problem to a record's report (listed up to REPORT_LIMIT, all counted).
	 *
	 * @param array<string, mixed> $record  The record.
	 * @param string               $code    What kind of problem (docs/migration.md "The report").
	 * @param string               $item    The source row, e.g. `wpfd:file:12`.
	 * @param string               $message What is wrong and what was done, for the owner.
	 */
	public static function problem( array &$record, string $code, string $item, string $message ): void {
		++$record['report']['problem_total'];
		if ( count( $record['report']['problems'] ) < self::REPORT_LIMIT ) {
			$record['report']['problems'][] = array(
				'code'    => $code,
				'item'    => $item,
				'message' => $message,
			);
		}
	}

	/**
	 * Adds a name that changes on the way in (listed up to REPORT_LIMIT, all counted).
	 *
	 * @param array<string, mixed> $record The record.
	 * @param string               $item   The source row.
	 * @param string               $field  Which name: `title`, `file_name`, `slug`, `category_name`.
	 * @param string               $from   The source's.
	 * @param string               $to     Frontage's.
	 */
	public static function change( array &$record, string $item, string $field, string $from, string $to ): void {
		++$record['report']['change_total'];
		if ( count( $record['report']['changes'] ) < self::REPORT_LIMIT ) {
			$record['report']['changes'][] = array(
				'item'  => $item,
				'field' => $field,
				'from'  => $from,
				'to'    => $to,
			);
		}
	}

	/**
	 * Inserts a lock row; false when it exists (the other request holds it).
	 *
	 * @param string $name  Option name.
	 * @param string $value Its value.
	 */
	private function insert_lock( string $name, string $value ): bool {
		global $wpdb;
		$suppress = $wpdb->suppress_errors( true );
		// SQL: core table; placeholders only. A duplicate name fails: that is the lock.
		$done = $wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, %s)", $name, $value, 'no' ) );
		$wpdb->suppress_errors( $suppress );
		return 1 === $done;
	}

	/**
	 * A lock row's value, or null.
	 *
	 * @param string $name Option name.
	 */
	private function read_lock( string $name ): ?string {
		global $wpdb;
		// SQL: core table; placeholders only. Read past the options cache: another request wrote it.
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
		return null === $value ? null : (string) $value;
	}

	/**
	 * Changes a lock row's value.
	 *
	 * @param string $name  Option name.
	 * @param string $value New value.
	 */
	private function write_lock( string $name, string $value ): void {
		global $wpdb;
		$wpdb->update( $wpdb->options, array( 'option_value' => $value ), array( 'option_name' => $name ) );
	}

	/**
	 * Deletes a lock row.
	 *
	 * @param string $name Option name.
	 */
	private function delete_lock( string $name ): void {
		global $wpdb;
		$wpdb->delete( $wpdb->options, array( 'option_name' => $name ) );
	}
}
