<?php
/**
 * An index write cut in two (the database went away midway, a deadlock, the request died)
 * marks the index for a rebuild in the background, so that it ends equal to a rebuild
 * (docs/scale-out.md "The database restarted while searches run").
 *
 * @package Frontage
 */

namespace Frontage\Search;

use Frontage\Files\Storage;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A file's index write is several statements (its rows, then the counts). Search_Index_Hooks
 * runs each write through guard(): when one of its statements fails, or the request ends inside
 * it, a marker file is left in the library's uploads folder — written without the database,
 * which may be what failed, and seen by every web node. The next admin, WP-CLI or WP-Cron
 * request with a database starts a rebuild of the complete index in the background
 * (Search_Index::refresh(); searches read the index meanwhile) and removes the marker.
 */
final class Search_Index_Repair {

	/**
	 * The marker's name in the library's folder (uploads/frontage-files).
	 */
	public const MARKER = 'search-index-repair';

	/**
	 * Index writes begun and not ended in this request (guard() calls may nest).
	 *
	 * @var int
	 */
	private static int $open_writes = 0;

	/**
	 * Whether this request's shutdown check is registered (once per request, however many
	 * writes it guards: an import guards thousands).
	 *
	 * @var bool
	 */
	private static bool $watching_shutdown = false;

	/**
	 * Runs one index write and marks the index when it did not end whole.
	 *
	 * @param callable $write The write.
	 */
	public static function guard( callable $write ): void {
		global $wpdb;
		$failed = false;
		// The `query` filter runs before wpdb clears the previous statement's error.
		$watch = static function ( mixed $query ) use ( &$failed, $wpdb ): mixed {
			$failed = $failed || '' !== (string) $wpdb->last_error;
			return $query;
		};
		self::watch_shutdown();
		$wpdb->last_error = '';
		add_filter( 'query', $watch );
		++self::$open_writes;
		try {
			$write();
			$failed = $failed || '' !== (string) $wpdb->last_error;
		} catch ( \Throwable $error ) {
			$failed = true;
			throw $error;
		} finally {
			--self::$open_writes;
			remove_filter( 'query', $watch );
			if ( $failed ) {
				self::mark();
			}
		}
	}

	/**
	 * Registers, once per request, the check that marks the index when the request ends inside
	 * a write: wp_die() (the database gone for good) or a fatal error end it without finally
	 * blocks.
	 */
	private static function watch_shutdown(): void {
		if ( self::$watching_shutdown ) {
			return;
		}
		self::$watching_shutdown = true;
		register_shutdown_function(
			static function (): void {
				if ( self::$open_writes > 0 ) {
					self::mark();
				}
			}
		);
	}

	/**
	 * Leaves the marker.
	 */
	public static function mark(): void {
		$folder = self::folder();
		if ( '' !== $folder && wp_mkdir_p( $folder ) ) {
			// Plain file functions: a local marker, written when the database may be down.
			file_put_contents( $folder . '/' . self::MARKER, (string) time() );
		}
	}

	/**
	 * Whether the marker is there.
	 */
	public static function is_marked(): bool {
		$folder = self::folder();
		return '' !== $folder && is_file( $folder . '/' . self::MARKER );
	}

	/**
	 * When the marker is there: starts the rebuild, then removes the marker once the database
	 * took it (Search_Index_Hooks: on admin_init, and on wp_loaded of WP-Cron and WP-CLI).
	 *
	 * @param Search_Index $index The index.
	 */
	public static function repair_if_marked( Search_Index $index ): void {
		if ( ! self::is_marked() || ! Search_Schema::is_current() ) {
			return;
		}
		if ( $index->refresh() ) {
			wp_delete_file( self::folder() . '/' . self::MARKER );
		}
	}

	/**
	 * The library's folder, '' when there are no uploads.
	 */
	private static function folder(): string {
		$uploads = wp_upload_dir( null, false );
		return empty( $uploads['basedir'] ) ? '' : untrailingslashit( $uploads['basedir'] ) . '/' . Storage::FOLDER;
	}
}
