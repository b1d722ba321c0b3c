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
 *
 * WordPress does not see a raw UPDATE, so each count does what update_post_meta() would have done
 * to the caches: it drops the files' meta and moves the posts' `last_changed` on, so that queries
 * WordPress keeps in the object cache (a table sorted by downloads) are made again. With a
 * persistent object cache those would otherwise be served stale to every later request
 * (docs/scale-out.md "A persistent object cache").
 */
final class Download_Counter {

	/**
	 * The count plus one, as SQL. A count that is not a whole number (an import wrote '' or
	 * text) starts again at one: `meta_value + 1` on it is an error under a strict sql_mode, and
	 * one such file would lose the download of every file of a zip (docs/scale-out.md).
	 */
	private const PLUS_ONE = "CASE WHEN meta_value REGEXP '^[0-9]+$' THEN meta_value + 1 ELSE 1 END";

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
		$updated = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = " . self::PLUS_ONE . ' WHERE post_id = %d AND meta_key = %s', $id, File::META_DOWNLOADS ) );
		if ( ! $updated ) {
			update_post_meta( $id, File::META_DOWNLOADS, 1 );
		}
		wp_cache_delete( $id, 'post_meta' );
		wp_cache_set_posts_last_changed();
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
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = " . self::PLUS_ONE . " WHERE meta_key = %s AND post_id IN ({$in})", File::META_DOWNLOADS, ...$ids ) );
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
		wp_cache_set_posts_last_changed();
		// The day's statistics of every file of the zip: one query too.
		$this->stats->count( $ids );
		do_action( Library::ACTION_DOWNLOADS_COUNTED, $ids, $counts );
	}
}
