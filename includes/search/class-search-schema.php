<?php
/**
 * The search index's tables: their names, their DDL and the schema version.
 *
 * @package Frontage
 */

namespace Frontage\Search;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * `{prefix}frontage_search` holds what searches filter and order by (docs/search.md, "The index");
 * `{prefix}frontage_search_tags` maps files to tag ids; `{prefix}frontage_search_words` maps each
 * word of a file's title, tags and description to the file, so keywords are index ranges, not
 * scans; `{prefix}frontage_search_counts` holds how many files each category has per status, so
 * a search without keyword or filter is counted without reading every row, and
 * `{prefix}frontage_search_word_counts` how many files each word has per category and status, so
 * a one-word keyword is counted from a few hundred rows however many files hold it. Tag and word
 * rows repeat their file's status and category, so they are counted without the files table.
 * Searches read these tables only, so they page in SQL without joining post meta. All are
 * derived data: drop() and Search_Index::rebuild() lose nothing.
 */
final class Search_Schema {

	/**
	 * The files table, without the site's prefix.
	 */
	public const TABLE = 'frontage_search';

	/**
	 * The file → tag table, without the site's prefix.
	 */
	public const TAGS_TABLE = 'frontage_search_tags';

	/**
	 * The word → file table (an inverted index of titles, tags and descriptions), without the
	 * site's prefix.
	 */
	public const WORDS_TABLE = 'frontage_search_words';

	/**
	 * The (category, status) → number of files table, without the site's prefix.
	 */
	public const COUNTS_TABLE = 'frontage_search_counts';

	/**
	 * The (word, category, status) → number of files (and of those with the word in the title)
	 * table, without the site's prefix.
	 */
	public const WORD_COUNTS_TABLE = 'frontage_search_word_counts';

	/**
	 * The file → tag names and description text table (for literal keyword matches), without
	 * the site's prefix. Kept apart so that the files table's rows stay small: searches read
	 * them by the thousand, literal matches are rare.
	 */
	public const TEXTS_TABLE = 'frontage_search_texts';

	/**
	 * Option: the schema version the tables were created with (Search_Schema_Version).
	 */
	public const OPTION_VERSION = Search_Schema_Version::OPTION;

	/**
	 * The schema version; a change drops, recreates and rebuilds the tables (Search_Schema_Version).
	 */
	public const VERSION = Search_Schema_Version::NUMBER;

	/**
	 * The files table's full name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * The tags table's full name.
	 */
	public static function tags_table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TAGS_TABLE;
	}

	/**
	 * The words table's full name.
	 */
	public static function words_table(): string {
		global $wpdb;
		return $wpdb->prefix . self::WORDS_TABLE;
	}

	/**
	 * The texts table's full name.
	 */
	public static function texts_table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TEXTS_TABLE;
	}

	/**
	 * The counts table's full name.
	 */
	public static function counts_table(): string {
		global $wpdb;
		return $wpdb->prefix . self::COUNTS_TABLE;
	}

	/**
	 * The word counts table's full name.
	 */
	public static function word_counts_table(): string {
		global $wpdb;
		return $wpdb->prefix . self::WORD_COUNTS_TABLE;
	}

	/**
	 * Whether the database is MySQL or MariaDB (not SQLite through the drop-in, which speaks
	 * another dialect underneath: no `FORCE INDEX`, no `OPTIMIZE TABLE`).
	 */
	public static function speaks_mysql(): bool {
		return ! ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE );
	}

	/**
	 * Whether the tables exist at the current schema (the index's hooks do nothing before install).
	 */
	public static function is_current(): bool {
		return Search_Schema_Version::is_current();
	}

	/**
	 * Whether the files table exists.
	 */
	public static function is_installed(): bool {
		global $wpdb;
		return self::table() === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( self::table() ) ) );
	}

	/**
	 * Creates the tables if missing and records the schema version. Plain MySQL DDL that the
	 * SQLite drop-in translates (its keys become SQLite indexes).
	 */
	public static function install(): void {
		global $wpdb;
		$collate = $wpdb->get_charset_collate();
		// Text that is only matched (never ordered) compares byte by byte: it is lower-cased
		// already, and a binary LIKE is much cheaper than a collation-aware one on MySQL.
		$binary = $wpdb->charset ? "CHARACTER SET {$wpdb->charset} COLLATE {$wpdb->charset}_bin" : '';
		$tables = array(
			self::files_table_ddl( $collate ),
			self::tags_table_ddl( $collate ),
			self::words_table_ddl( $collate, $binary ),
			self::texts_table_ddl( $collate, $binary ),
			self::counts_table_ddl( $collate ),
			self::word_counts_table_ddl( $collate, $binary ),
		);
		foreach ( $tables as $ddl ) {
			$wpdb->query( $ddl ); // SQL: DDL with our own table names.
		}
		update_option( self::OPTION_VERSION, self::VERSION, true );
	}

	/**
	 * Drops every table and forgets the schema version (the Uninstaller calls it).
	 */
	public static function drop(): void {
		global $wpdb;
		// SQL: our own tables.
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::table() );
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::tags_table() );
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::words_table() );
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::counts_table() );
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::texts_table() );
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::word_counts_table() );
		delete_option( self::OPTION_VERSION );
	}

	/**
	 * After the whole library was indexed, rewrites the tables whose keys file-by-file writes
	 * fill out of order (MySQL and MariaDB): the words table (word-ordered), the files table's
	 * ordering indexes and the tags table (tag-ordered). Rows written file by file land all over
	 * those keys and leave their pages about two-thirds full; rewritten, at 100,000 files the
	 * words table is 28% smaller (245 → 176 MB), the files table 78 → 67 MB and the tags table
	 * 18 → 15 MB, so a range spans fewer pages and more of it stays in the database's memory.
	 * The texts and word counts tables are written in key order already (rewritten, they grow).
	 */
	public static function compact(): void {
		global $wpdb;
		if ( self::speaks_mysql() ) {
			foreach ( array( self::words_table(), self::table(), self::tags_table() ) as $table ) {
				// SQL: our tables.
				$wpdb->query( "OPTIMIZE TABLE {$table}" );
			}
		}
	}

	/**
	 * The files table, one row per file.
	 *
	 * No index starts with `status`: nearly every row is published, and a range on it makes
	 * MySQL fetch every row through the index instead of scanning the table. Each ordering column
	 * leads an index of (column, file_id — the tiebreak —, status, category_id, ext), so a search
	 * without a keyword — or with a type filter — is an ordered index-only scan that stops at
	 * LIMIT, and suggestions read the title index without touching rows. `file_title` gives the
	 * titles of a keyword's matches from a third of the pages their rows take (Keyword_Search
	 * sorts them by title).
	 *
	 * @param string $collate The site's charset and collation clause.
	 */
	private static function files_table_ddl( string $collate ): string {
		$table = self::table();
		return "CREATE TABLE IF NOT EXISTS {$table} (
				file_id bigint(20) unsigned NOT NULL,
				status varchar(20) NOT NULL DEFAULT '',
				title varchar(255) NOT NULL DEFAULT '',
				title_lc varchar(255) NOT NULL DEFAULT '',
				ext varchar(20) NOT NULL DEFAULT '',
				size bigint(20) unsigned NOT NULL DEFAULT 0,
				created datetime NOT NULL DEFAULT '1000-01-01 00:00:00',
				updated datetime NOT NULL DEFAULT '1000-01-01 00:00:00',
				downloads bigint(20) unsigned NOT NULL DEFAULT 0,
				version varchar(100) NOT NULL DEFAULT '',
				category_id bigint(20) unsigned NOT NULL DEFAULT 0,
				category_path varchar(1000) NOT NULL DEFAULT '',
				visibility varchar(20) NOT NULL DEFAULT 'public',
				PRIMARY KEY  (file_id),
				KEY title_lc (title_lc, file_id, status, category_id, ext),
				KEY category_id (category_id, status, title_lc),
				KEY created (created, file_id, status, category_id, ext),
				KEY updated (updated, file_id, status, category_id, ext),
				KEY size (size, file_id, status, category_id, ext),
				KEY downloads (downloads, file_id, status, category_id, ext),
				KEY ext (ext, file_id, status, category_id),
				KEY version (version, file_id, status, category_id, ext),
				KEY file_title (file_id, title_lc)
			) {$collate}";
	}

	/**
	 * The file → tag table.
	 *
	 * @param string $collate The site's charset and collation clause.
	 */
	private static function tags_table_ddl( string $collate ): string {
		$tags = self::tags_table();
		return "CREATE TABLE IF NOT EXISTS {$tags} (
				file_id bigint(20) unsigned NOT NULL,
				tag_id bigint(20) unsigned NOT NULL,
				status varchar(20) NOT NULL DEFAULT '',
				category_id bigint(20) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (tag_id, file_id),
				KEY file_id (file_id)
			) {$collate}";
	}

	/**
	 * The word → file table.
	 *
	 * Words compare byte by byte, so a prefix is an index range on both databases. Each row
	 * repeats its file's status and category, and says whether the word is in the title: a
	 * keyword's matches are counted from this table alone (on MySQL and MariaDB the primary key
	 * holds the rows, so that is one index range), and `file_id` answers "does this file have a
	 * word that begins with …" for a file met along an ordering's index.
	 *
	 * @param string $collate The site's charset and collation clause.
	 * @param string $binary  The binary charset clause for matched-only text.
	 */
	private static function words_table_ddl( string $collate, string $binary ): string {
		$words = self::words_table();
		return "CREATE TABLE IF NOT EXISTS {$words} (
				word varchar(40) {$binary} NOT NULL,
				file_id bigint(20) unsigned NOT NULL,
				status varchar(20) NOT NULL DEFAULT '',
				category_id bigint(20) unsigned NOT NULL DEFAULT 0,
				in_title tinyint(1) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (word, file_id),
				KEY file_id (file_id, word, in_title)
			) {$collate}";
	}

	/**
	 * The file → tag names and description text table.
	 *
	 * @param string $collate The site's charset and collation clause.
	 * @param string $binary  The binary charset clause for matched-only text.
	 */
	private static function texts_table_ddl( string $collate, string $binary ): string {
		$texts = self::texts_table();
		return "CREATE TABLE IF NOT EXISTS {$texts} (
				file_id bigint(20) unsigned NOT NULL,
				tags_lc text {$binary} NOT NULL,
				description_lc mediumtext {$binary} NOT NULL,
				PRIMARY KEY  (file_id)
			) {$collate}";
	}

	/**
	 * The (category, status) → files table.
	 *
	 * @param string $collate The site's charset and collation clause.
	 */
	private static function counts_table_ddl( string $collate ): string {
		$counts = self::counts_table();
		return "CREATE TABLE IF NOT EXISTS {$counts} (
				category_id bigint(20) unsigned NOT NULL,
				status varchar(20) NOT NULL,
				files bigint(20) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (category_id, status)
			) {$collate}";
	}

	/**
	 * The (word, status, category) → files table. Signed counts: a change is applied as a
	 * difference, which may be negative.
	 *
	 * @param string $collate The site's charset and collation clause.
	 * @param string $binary  The binary charset clause for matched-only text.
	 */
	private static function word_counts_table_ddl( string $collate, string $binary ): string {
		$wcounts = self::word_counts_table();
		return "CREATE TABLE IF NOT EXISTS {$wcounts} (
				word varchar(40) {$binary} NOT NULL,
				status varchar(20) NOT NULL,
				category_id bigint(20) unsigned NOT NULL,
				files bigint(20) NOT NULL DEFAULT 0,
				titled bigint(20) NOT NULL DEFAULT 0,
				PRIMARY KEY  (word, status, category_id)
			) {$collate}";
	}
}
