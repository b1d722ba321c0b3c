<?php
/**
 * Counters that can only be taken up to a limit, even by requests that arrive at the same moment:
 * the uses of a zip hash and the zip requests of a visitor (Zip_Tickets).
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * One table, `{prefix}frontage_zip_counts`: a row per counter (`name`, a SHA-256 in hex, so the
 * table never holds a usable link or an address), how many times it was taken (`hits`), and when
 * it may go (`expires`, indexed). A row is written only when something is counted — the first
 * download of a hash, the first zip request of a visitor in a minute — and rows past their
 * expiry are deleted whenever a new row is added, so the table holds what the last hour counted
 * and nothing older.
 *
 * Taking is atomic on SQLite (through the drop-in) and on MySQL/MariaDB: an `INSERT IGNORE`
 * that only one request can win creates the row with its first hit, and every later hit is one
 * conditional `UPDATE … SET hits = hits + 1 WHERE name = … AND hits < limit`, whose affected-row
 * count says whether this request got one. The database serialises both, so twelve requests at
 * once for a three-use hash get exactly three.
 */
final class Zip_Counts {

	/**
	 * The table, without the site's prefix.
	 */
	public const TABLE = 'frontage_zip_counts';

	/**
	 * Option: the schema version the table was made with.
	 */
	public const OPTION_VERSION = 'frontage_zip_counts_version';

	/**
	 * The table's schema version.
	 */
	public const VERSION = '1';

	/**
	 * The table with the site's prefix.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * Creates or upgrades the table when its version is not the current one. Cheap otherwise:
	 * one autoloaded option read.
	 */
	public function maybe_install(): void {
		if ( self::VERSION !== get_option( self::OPTION_VERSION ) ) {
			$this->install();
		}
	}

	/**
	 * Creates the table, or brings it to this schema (dbDelta), and records the version.
	 */
	public function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table = self::table();
		// dbDelta's format: two spaces after PRIMARY KEY, every index named.
		$schema = "CREATE TABLE {$table} (
				name char(64) NOT NULL,
				hits int(10) unsigned NOT NULL DEFAULT 0,
				expires bigint(20) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (name),
				KEY expires (expires)
			) {$wpdb->get_charset_collate()};";
		// The first zip requests of a site may arrive together and all find the version missing:
		// IF NOT EXISTS lets every one of them create the table without a "table exists" error;
		// dbDelta then only brings an older table up to this schema.
		$wpdb->query( str_replace( 'CREATE TABLE ', 'CREATE TABLE IF NOT EXISTS ', $schema ) ); // SQL: our own table, no input.
		dbDelta( $schema );
		update_option( self::OPTION_VERSION, self::VERSION, true );
	}

	/**
	 * Drops the table and forgets its version (the Uninstaller calls it).
	 */
	public function drop(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::table() ); // SQL: our own table.
		delete_option( self::OPTION_VERSION );
	}

	/**
	 * Takes one hit of a counter if fewer than $limit were taken: atomic, so that of any number
	 * of requests at once exactly the free hits succeed.
	 *
	 * @param string $name    The counter (64 hex digits: a SHA-256).
	 * @param int    $limit   How many hits it allows (at least 1).
	 * @param int    $expires When its row may be deleted (Unix time).
	 * @param int    $now     The time now, for purging rows that expired.
	 * @return bool Whether this call got a hit.
	 */
	public function take( string $name, int $limit, int $expires, int $now ): bool {
		global $wpdb;
		$this->maybe_install();
		$table = self::table();
		// SQL: our own table; a counter must never be read from a cache.
		// Only one request can create the row: it takes the first hit.
		$created = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (name, hits, expires) VALUES (%s, 1, %d)", $name, $expires ) );
		if ( 1 === $created ) {
			$this->purge( $now );
			return true;
		}
		// Every later hit: one statement that both checks and counts.
		$taken = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET hits = hits + 1 WHERE name = %s AND hits < %d", $name, $limit ) );
		return 1 === $taken;
	}

	/**
	 * How many hits a counter has had (0 when it has no row).
	 *
	 * @param string $name The counter.
	 */
	public function hits( string $name ): int {
		global $wpdb;
		$this->maybe_install();
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT hits FROM ' . self::table() . ' WHERE name = %s', $name ) ); // SQL: our own table, never cached.
	}

	/**
	 * Deletes the rows that expired (through the `expires` index).
	 *
	 * @param int $now The time now.
	 * @return int Rows deleted.
	 */
	public function purge( int $now ): int {
		global $wpdb;
		return (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::table() . ' WHERE expires < %d', $now ) ); // SQL: our own table.
	}

	/**
	 * How many rows the table holds.
	 */
	public function rows(): int {
		global $wpdb;
		$this->maybe_install();
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . self::table() ); // SQL: our own table.
	}
}
