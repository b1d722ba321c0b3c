<?php
/**
 * Download statistics: how many times each file was downloaded on each day (docs/files.md
 * "Download statistics").
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * One table, `{prefix}frontage_download_stats`: a row per file and day (`file_id`, `day` in the
 * site's time zone, `count`). Nothing about the visitor is kept — no address, user, browser or
 * referrer — only how many downloads a file had that day.
 *
 * A download adds one to its file's row of the day; a zip adds one to the row of each of its
 * files in ONE multi-row `INSERT … ON DUPLICATE KEY UPDATE`, so a zip's counting costs the same
 * query whatever its number of files (tests/php/test-query-counts.php). MySQL and MariaDB run
 * it as written; the SQLite drop-in translates it to SQLite's `ON CONFLICT DO UPDATE`. Both are
 * atomic, so downloads at the same moment are all counted.
 *
 * The table is made like the zip counts' table (Zip_Counts): when its version option is not the
 * current one, on the first count or read, with `CREATE TABLE IF NOT EXISTS` and dbDelta.
 */
final class Download_Stats {

	/**
	 * The table, without the site's prefix.
	 */
	public const TABLE = 'frontage_download_stats';

	/**
	 * Option: the schema version the table was made with.
	 */
	public const OPTION_VERSION = 'frontage_download_stats_version';

	/**
	 * The table's schema version.
	 */
	public const VERSION = '1';

	/**
	 * The longest period a read covers, in days.
	 */
	public const MAX_DAYS = Files_Module::STATS_MAX_DAYS;

	/**
	 * The most files a list of top files holds.
	 */
	public const MAX_TOP = Files_Module::STATS_MAX_TOP;

	/**
	 * The table with the site's prefix.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * Today in the site's time zone (Settings → General), as `Y-m-d`: the day a download counts on.
	 */
	public static function today(): string {
		return wp_date( 'Y-m-d' );
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
		// dbDelta's format: two spaces after PRIMARY KEY, every index named. `day` and `count`
		// are quoted: both are words MySQL knows (not reserved, but the SQLite drop-in parses MySQL).
		$schema = "CREATE TABLE {$table} (
				file_id bigint(20) unsigned NOT NULL,
				`day` date NOT NULL,
				`count` int(10) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (file_id,`day`),
				KEY `day` (`day`)
			) {$wpdb->get_charset_collate()};";
		// Downloads at the same moment may all find the version missing: IF NOT EXISTS lets each
		// create the table without an error; dbDelta then only brings an older table up to date.
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
	 * Adds one download to each file's count of a day, in one query.
	 *
	 * @param int[]       $ids File ids (duplicates and non-positive ids are dropped).
	 * @param string|null $day `Y-m-d`; today (the site's time zone) when null.
	 */
	public function count( array $ids, ?string $day = null ): void {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn ( int $id ): bool => $id > 0 ) ) );
		if ( ! $ids ) {
			return;
		}
		$this->maybe_install();
		$day    = $day ?? self::today();
		$rows   = implode( ',', array_fill( 0, count( $ids ), '(%d, %s, 1)' ) );
		$values = array();
		foreach ( $ids as $id ) {
			$values[] = $id;
			$values[] = $day;
		}
		// SQL: our own table; $rows is only placeholders. A counter is never read from a cache.
		$wpdb->query( $wpdb->prepare( 'INSERT INTO ' . self::table() . " (file_id, `day`, `count`) VALUES {$rows} ON DUPLICATE KEY UPDATE `count` = `count` + 1", ...$values ) );
	}

	/**
	 * One file's downloads per day over the last $days days (today included), every day listed,
	 * days without downloads as 0.
	 *
	 * @param int         $id    File id.
	 * @param int         $days  How many days (1 to MAX_DAYS).
	 * @param string|null $today The last day, `Y-m-d`; today when null.
	 * @return array{from: string, to: string, total: int, per_day: list<array{day: string, count: int}>}
	 */
	public function for_file( int $id, int $days, ?string $today = null ): array {
		global $wpdb;
		$this->maybe_install();
		[ $from, $to ] = self::period( $days, $today );
		// SQL: our own table; placeholders only.
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT `day`, `count` FROM ' . self::table() . ' WHERE file_id = %d AND `day` >= %s AND `day` <= %s', $id, $from, $to ), ARRAY_A );
		return self::filled( $from, $to, is_array( $rows ) ? $rows : array() );
	}

	/**
	 * The whole library's downloads per day over the last $days days, and the files downloaded
	 * most in that time.
	 *
	 * @param int         $days  How many days (1 to MAX_DAYS).
	 * @param int         $limit How many top files (1 to MAX_TOP).
	 * @param string|null $today The last day, `Y-m-d`; today when null.
	 * @return array{from: string, to: string, total: int, per_day: list<array{day: string, count: int}>, top: list<array{file_id: int, count: int}>}
	 */
	public function for_site( int $days, int $limit, ?string $today = null ): array {
		global $wpdb;
		$this->maybe_install();
		[ $from, $to ] = self::period( $days, $today );
		$table         = self::table();
		$limit         = max( 1, min( self::MAX_TOP, $limit ) );
		// SQL: our own table; placeholders only.
		$days_rows = $wpdb->get_results( $wpdb->prepare( "SELECT `day`, SUM(`count`) AS `count` FROM {$table} WHERE `day` >= %s AND `day` <= %s GROUP BY `day`", $from, $to ), ARRAY_A );
		$top_rows  = $wpdb->get_results( $wpdb->prepare( "SELECT file_id, SUM(`count`) AS downloads FROM {$table} WHERE `day` >= %s AND `day` <= %s GROUP BY file_id ORDER BY downloads DESC, file_id ASC LIMIT %d", $from, $to, $limit ), ARRAY_A );
		$top       = array();
		foreach ( is_array( $top_rows ) ? $top_rows : array() as $row ) {
			$top[] = array(
				'file_id' => (int) $row['file_id'],
				'count'   => (int) $row['downloads'],
			);
		}
		return self::filled( $from, $to, is_array( $days_rows ) ? $days_rows : array() ) + array( 'top' => $top );
	}

	/**
	 * Forgets a file's statistics (its file was deleted).
	 *
	 * @param int $id File id.
	 */
	public function delete_file( int $id ): void {
		global $wpdb;
		if ( self::VERSION !== get_option( self::OPTION_VERSION ) ) {
			return;
		}
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::table() . ' WHERE file_id = %d', $id ) ); // SQL: our own table.
	}

	/**
	 * The first and last day of a period of $days days ending on $today.
	 *
	 * @param int         $days  How many days.
	 * @param string|null $today The last day, `Y-m-d`; today when null.
	 * @return array{0: string, 1: string}
	 */
	private static function period( int $days, ?string $today ): array {
		$days = max( 1, min( self::MAX_DAYS, $days ) );
		$to   = \DateTimeImmutable::createFromFormat( '!Y-m-d', $today ?? self::today(), new \DateTimeZone( 'UTC' ) );
		if ( ! $to ) {
			$to = new \DateTimeImmutable( 'today', new \DateTimeZone( 'UTC' ) );
		}
		return array( $to->modify( '-' . ( $days - 1 ) . ' days' )->format( 'Y-m-d' ), $to->format( 'Y-m-d' ) );
	}

	/**
	 * Every day from $from to $to with its count (0 where no row), and the total.
	 *
	 * @param string                          $from First day.
	 * @param string                          $to   Last day.
	 * @param array<int, array<string, mixed>> $rows Rows with `day` and `count`.
	 * @return array{from: string, to: string, total: int, per_day: list<array{day: string, count: int}>}
	 */
	private static function filled( string $from, string $to, array $rows ): array {
		$counts = array();
		foreach ( $rows as $row ) {
			// MySQL answers `Y-m-d`; keep the date part whatever a driver adds.
			$counts[ substr( (string) $row['day'], 0, 10 ) ] = (int) $row['count'];
		}
		$per_day = array();
		$utc     = new \DateTimeZone( 'UTC' );
		$day     = new \DateTimeImmutable( $from, $utc );
		$last    = new \DateTimeImmutable( $to, $utc );
		while ( $day <= $last ) {
			$key       = $day->format( 'Y-m-d' );
			$per_day[] = array(
				'day'   => $key,
				'count' => $counts[ $key ] ?? 0,
			);
			$day       = $day->modify( '+1 day' );
		}
		return array(
			'from'    => $from,
			'to'      => $to,
			'total'   => array_sum( array_column( $per_day, 'count' ) ),
			'per_day' => $per_day,
		);
	}
}
