<?php
/**
 * Download counting: adds a download to each file's count and to the day's statistics, then
 * tells the listeners (the search index keeps a copy of the counts).
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The counts are raw UPDATEs of the files' meta, so that simultaneous downloads are all counted
 * and a zip's files are counted in one query whatever their number (tests/php/test-query-counts.php).
 * Library::count_download() and count_downloads() build it on the first download.
 */
final class Download_Counter {

	/**
	 * Takes the statistics it adds each day's downloads to.
	 *
	 * @param Download_Stats $stats Downloads per file and day.
	 */
	public function __construct( private Download_Stats $stats ) {}

	/**
	 * Adds one to a file's download count.
	 *
	 * @param int $id File id.
	 */
	public function count_one( int $id ): void {
		global $wpdb;
		// One atomic UPDATE, so simultaneous downloads are all counted.
		$updated = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = meta_value + 1 WHERE post_id = %d AND meta_key = %s", $id, File::META_DOWNLOADS ) );
		if ( ! $updated ) {
			update_post_meta( $id, File::META_DOWNLOADS, 1 );
		}
		wp_cache_delete( $id, 'post_meta' );
		$this->stats->count( array( $id ) );
		do_action( Library::ACTION_DOWNLOADS_COUNTED, array( $id ) );
	}

	/**
	 * Adds one to the download count of several files at once (a zip), in one query.
	 *
	 * @param int[] $ids File ids.
	 */
	public function count_many( array $ids ): void {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( ! $ids ) {
			return;
		}
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// SQL: $in is only %d placeholders.
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = meta_value + 1 WHERE meta_key = %s AND post_id IN ({$in})", File::META_DOWNLOADS, ...$ids ) );
		// The counts now, read once: for the files without a count, and for the action's listeners.
		$counts = array();
		foreach ( $wpdb->get_results( $wpdb->prepare( "SELECT post_id, meta_value FROM {$wpdb->postmeta} WHERE meta_key = %s AND post_id IN ({$in})", File::META_DOWNLOADS, ...$ids ), ARRAY_A ) as $row ) {
			$counts[ (int) $row['post_id'] ] ??= max( 0, (int) $row['meta_value'] );
		}
		foreach ( $ids as $id ) {
			// A file without a count yet (made outside Library::create()) starts at one.
			if ( ! isset( $counts[ $id ] ) && $id > 0 && File::from_post( $id ) ) {
				update_post_meta( $id, File::META_DOWNLOADS, 1 );
				$counts[ $id ] = 1;
			}
			wp_cache_delete( $id, 'post_meta' );
		}
		// The day's statistics of every file of the zip: one query too.
		$this->stats->count( $ids );
		do_action( Library::ACTION_DOWNLOADS_COUNTED, $ids, $counts );
	}
}
