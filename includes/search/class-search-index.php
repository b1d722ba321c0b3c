<?php
/**
 * The search index: Frontage's own tables, one row per file, kept current by hooks.
 *
 * @package Frontage
 */

namespace Frontage\Search;

use Frontage\Files\Categories;
use Frontage\Files\File;
use Frontage\Files\Files_Module;
use Frontage\Files\Library;
use Frontage\Files\Permissions;

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
 * derived data: drop() and rebuild() lose nothing.
 */
final class Search_Index {

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
	 * Longest word stored, in characters (longer words are matched on this prefix).
	 */
	public const MAX_WORD = 40;

	/**
	 * Most distinct words stored per file.
	 */
	private const MAX_WORDS_PER_FILE = 500;

	/**
	 * Option: the schema version the tables were created with.
	 */
	public const OPTION_VERSION = 'frontage_search_index_version';

	/**
	 * Option: set while one request creates and fills the tables.
	 */
	public const OPTION_LOCK = 'frontage_search_index_building';

	/**
	 * Option: while a large library is being indexed in the background, the id of the last
	 * file indexed. Absent when the index is complete.
	 */
	public const OPTION_CURSOR = 'frontage_search_index_cursor';

	/**
	 * The WP-Cron event that indexes the next slice of a large library.
	 */
	public const ACTION_BUILD = 'frontage_search_index_build';

	/**
	 * Libraries up to this many files are indexed at once when the tables are created; larger
	 * ones in the background, a slice per WP-Cron run, so that no request waits minutes.
	 */
	public const INLINE_FILES = 2000;

	/**
	 * Filter: the INLINE_FILES threshold (an int).
	 */
	public const FILTER_INLINE_FILES = 'frontage_search_index_inline_files';

	/**
	 * Seconds one background slice may index for.
	 */
	private const SLICE_SECONDS = 20;

	/**
	 * The schema version; a change drops, recreates and rebuilds the tables.
	 */
	public const VERSION = '10';

	/**
	 * Files read per rebuild batch.
	 */
	public const BATCH = 500;

	/**
	 * Longest title stored, in characters (the column's size).
	 */
	private const MAX_TITLE = 255;

	/**
	 * Longest version label stored, in characters (the column's size).
	 */
	private const MAX_VERSION = 100;

	/**
	 * Longest extension stored, in characters (the column's size).
	 */
	private const MAX_EXT = 20;

	/**
	 * Longest description text stored for matching, in characters.
	 */
	private const MAX_DESCRIPTION = 60000;

	/**
	 * Post meta whose change updates one column of the row.
	 */
	private const META_COLUMNS = array(
		File::META_SIZE      => 'size',
		File::META_EXT       => 'ext',
		File::META_VERSION   => 'version',
		File::META_DOWNLOADS => 'downloads',
	);

	/**
	 * Whether the hooks are in (the module and tests may both call add_hooks()).
	 *
	 * @var bool
	 */
	private static bool $hooked = false;

	/**
	 * Categories' chains, computed once per request while many files are indexed.
	 *
	 * @var array<int, array{path: string, visibility: string}>|null
	 */
	private ?array $chains = null;

	/**
	 * Takes the categories it reads chains and visibility from.
	 *
	 * @param Categories|null $categories Categories; null for the default.
	 */
	public function __construct( private ?Categories $categories = null ) {}

	/**
	 * The index with its default services.
	 */
	public static function create_default(): self {
		return new self( new Categories() );
	}

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
	 * The words of a text as the words table stores them: lower case, split at anything that
	 * is not a letter or a digit, each at most MAX_WORD characters, each once.
	 *
	 * @param string $text Text.
	 * @return string[]
	 */
	public static function words_of( string $text ): array {
		$words = preg_split( '/[^\p{L}\p{N}]+/u', mb_strtolower( $text ), -1, PREG_SPLIT_NO_EMPTY );
		$found = array();
		foreach ( is_array( $words ) ? $words : array() as $word ) {
			$found[ mb_substr( $word, 0, self::MAX_WORD ) ] = true;
		}
		return array_map( 'strval', array_keys( $found ) );
	}

	/**
	 * The bounds of every stored word that begins with a prefix, for `word >= %s AND word < %s`:
	 * words compare byte by byte, and UTF-8 bytes sort as code points do, so the prefix followed
	 * by the highest Unicode character bounds them.
	 *
	 * @param string $prefix A word or its beginning (as words_of() gives it).
	 * @return array{0: string, 1: string}
	 */
	public static function word_range( string $prefix ): array {
		return array( $prefix, $prefix . "\u{10FFFF}" );
	}

	/**
	 * How many files of a scope the counts table holds (files per category and status): a few
	 * hundred rows at most, however large the library.
	 *
	 * @param array{0: string, 1: list<int|string>} $scope Conditions on the status and
	 *                                                     category_id of the alias `c`, and their values.
	 */
	public static function files_in( array $scope ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; placeholders only.
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT SUM(c.files) FROM ' . self::counts_table() . " c WHERE {$scope[0]}", ...$scope[1] ) );
	}

	/**
	 * How many stored words begin with a prefix (a word of several files counted once per
	 * file), up to $at_most: how common a keyword part is. Summed from the word counts table,
	 * which has a row per word and category where the words table has one per file, reading at
	 * most $at_most rows (each counts one or more).
	 *
	 * @param string $prefix  The prefix.
	 * @param int    $at_most Where counting stops.
	 */
	public static function words_beginning( string $prefix, int $at_most ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table.
		$sum = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT SUM(x.files) FROM (SELECT files FROM ' . self::word_counts_table() . ' WHERE word >= %s AND word < %s LIMIT %d) x', ...array_merge( self::word_range( $prefix ), array( $at_most ) ) ) );
		return min( $sum, $at_most );
	}

	/**
	 * Keeps the index current. Safe to call more than once: the hooks go in once.
	 */
	public function add_hooks(): void {
		if ( self::$hooked ) {
			return;
		}
		self::$hooked = true;

		// After the Files module registers its post type and taxonomies (init, 10).
		add_action( 'init', array( $this, 'maybe_install' ), 20 );
		add_action( self::ACTION_BUILD, array( $this, 'continue_build' ) );
		add_action( 'admin_notices', array( $this, 'building_notice' ) );
		add_action( 'save_post_' . Files_Module::POST_TYPE, array( $this, 'on_save_post' ), 20 );
		add_action( 'added_post_meta', array( $this, 'on_post_meta' ), 10, 4 );
		add_action( 'updated_post_meta', array( $this, 'on_post_meta' ), 10, 4 );
		add_action( 'deleted_post_meta', array( $this, 'on_post_meta' ), 10, 4 );
		add_action( Library::ACTION_DOWNLOADS_COUNTED, array( $this, 'sync_downloads' ) );
		add_action( 'set_object_terms', array( $this, 'on_set_object_terms' ), 10, 4 );
		add_action( 'deleted_post', array( $this, 'on_deleted_post' ), 10, 2 );
		add_action( 'edited_' . Files_Module::CATEGORY_TAXONOMY, array( $this, 'on_category_changed' ) );
		add_action( 'delete_' . Files_Module::CATEGORY_TAXONOMY, array( $this, 'on_category_changed' ) );
		add_action( 'added_term_meta', array( $this, 'on_term_meta' ), 10, 3 );
		add_action( 'updated_term_meta', array( $this, 'on_term_meta' ), 10, 3 );
		add_action( 'deleted_term_meta', array( $this, 'on_term_meta' ), 10, 3 );
		add_action( 'edited_' . Files_Module::TAG_TAXONOMY, array( $this, 'on_tag_renamed' ) );
	}

	/**
	 * Creates the tables when missing or of an older schema, and fills them once. Cheap when
	 * they are current: one (autoloaded) option read.
	 */
	public function maybe_install(): void {
		if ( self::VERSION === get_option( self::OPTION_VERSION ) ) {
			return;
		}
		// Indexing before the taxonomies exist would store every file without its category
		// and tags: wait for a later call.
		if ( ! taxonomy_exists( Files_Module::CATEGORY_TAXONOMY ) || ! taxonomy_exists( Files_Module::TAG_TAXONOMY ) ) {
			return;
		}
		if ( ! $this->lock() ) {
			return;
		}
		try {
			if ( false !== get_option( self::OPTION_VERSION ) ) {
				$this->drop();
			}
			$this->install();
			if ( $this->file_count() <= (int) apply_filters( self::FILTER_INLINE_FILES, self::INLINE_FILES ) ) {
				$this->rebuild();
			} else {
				// Too many to index in this request: searches wait until the background is done.
				update_option( self::OPTION_CURSOR, '0', true );
				wp_schedule_single_event( time(), self::ACTION_BUILD );
			}
		} finally {
			delete_option( self::OPTION_LOCK );
		}
	}

	/**
	 * Indexes the next slice of a large library (the WP-Cron event), and schedules the next
	 * slice until every file is in.
	 */
	public function continue_build(): void {
		$cursor = get_option( self::OPTION_CURSOR );
		if ( false === $cursor || ! $this->is_current() ) {
			return;
		}
		if ( ! $this->lock() ) {
			return;
		}
		try {
			$this->chains = $this->all_chains();
			$deadline     = microtime( true ) + self::SLICE_SECONDS;
			$last         = (int) $cursor;
			do {
				$ids = $this->next_batch( $last );
				if ( $ids ) {
					$last = (int) end( $ids );
					update_option( self::OPTION_CURSOR, (string) $last, true );
				}
			} while ( count( $ids ) === self::BATCH && microtime( true ) < $deadline );
			if ( count( $ids ) < self::BATCH ) {
				$this->remove_stale_rows();
				$this->recount();
				$this->compact();
				delete_option( self::OPTION_CURSOR );
			} else {
				wp_schedule_single_event( time(), self::ACTION_BUILD );
			}
			$this->chains = null;
		} finally {
			delete_option( self::OPTION_LOCK );
		}
	}

	/**
	 * Takes the build lock: one request builds, others that arrive meanwhile go on without
	 * the index. A lock left by a request that died is taken over after ten minutes.
	 *
	 * @return bool Whether this request holds the lock now.
	 */
	private function lock(): bool {
		$locked = get_option( self::OPTION_LOCK );
		if ( false !== $locked && (int) $locked > time() - 10 * MINUTE_IN_SECONDS ) {
			return false;
		}
		delete_option( self::OPTION_LOCK );
		return add_option( self::OPTION_LOCK, (string) time(), '', false );
	}

	/**
	 * Tells library managers that the search is not ready yet while a large library is indexed
	 * in the background, how far it is, and how to finish at once.
	 */
	public function building_notice(): void {
		$cursor = get_option( self::OPTION_CURSOR );
		if ( false === $cursor || ! Permissions::can_manage( wp_get_current_user() ) ) {
			return;
		}
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table's name.
		$done = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . self::table() );
		printf(
			'<div class="notice notice-info"><p>%s</p></div>',
			esc_html(
				sprintf(
					/* translators: 1: files indexed so far, 2: files in the library, 3: a command. */
					__( 'Frontage is building its file search index in the background: %1$s of %2$s files so far. The file search shows results once it is done. To finish at once, run: %3$s', 'frontage' ),
					number_format_i18n( $done ),
					number_format_i18n( $this->file_count() ),
					'wp ' . Search_Cli::COMMAND . ' rebuild'
				)
			)
		);
	}

	/**
	 * Creates the tables if missing and records the schema version. Plain MySQL DDL that the
	 * SQLite drop-in translates (its keys become SQLite indexes).
	 */
	public function install(): void {
		global $wpdb;
		$table   = self::table();
		$tags    = self::tags_table();
		$words   = self::words_table();
		$counts  = self::counts_table();
		$wcounts = self::word_counts_table();
		$texts   = self::texts_table();
		$collate = $wpdb->get_charset_collate();
		// Text that is only matched (never ordered) compares byte by byte: it is lower-cased
		// already, and a binary LIKE is much cheaper than a collation-aware one on MySQL.
		$binary = $wpdb->charset ? "CHARACTER SET {$wpdb->charset} COLLATE {$wpdb->charset}_bin" : '';

		// No index starts with `status`: nearly every row is published, and a range on it
		// makes MySQL fetch every row through the index instead of scanning the table. Each
		// ordering column leads an index of (column, file_id — the tiebreak —, status,
		// category_id, ext), so a search without a keyword — or with a type filter — is an
		// ordered index-only scan that stops at LIMIT, and suggestions read the title index
		// without touching rows. `file_title` gives the titles of a keyword's matches from a
		// third of the pages their rows take (Keyword_Search sorts them by title).
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange -- DDL with our own table names.
		$wpdb->query(
			"CREATE TABLE IF NOT EXISTS {$table} (
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
			) {$collate}"
		);
		$wpdb->query(
			"CREATE TABLE IF NOT EXISTS {$tags} (
				file_id bigint(20) unsigned NOT NULL,
				tag_id bigint(20) unsigned NOT NULL,
				status varchar(20) NOT NULL DEFAULT '',
				category_id bigint(20) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (tag_id, file_id),
				KEY file_id (file_id)
			) {$collate}"
		);
		// Words compare byte by byte, so a prefix is an index range on both databases. Each row
		// repeats its file's status and category, and says whether the word is in the title: a
		// keyword's matches are counted from this table alone (on MySQL and MariaDB the primary
		// key holds the rows, so that is one index range), and `file_id` answers "does this file
		// have a word that begins with …" for a file met along an ordering's index.
		$wpdb->query(
			"CREATE TABLE IF NOT EXISTS {$words} (
				word varchar(40) {$binary} NOT NULL,
				file_id bigint(20) unsigned NOT NULL,
				status varchar(20) NOT NULL DEFAULT '',
				category_id bigint(20) unsigned NOT NULL DEFAULT 0,
				in_title tinyint(1) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (word, file_id),
				KEY file_id (file_id, word, in_title)
			) {$collate}"
		);
		$wpdb->query(
			"CREATE TABLE IF NOT EXISTS {$texts} (
				file_id bigint(20) unsigned NOT NULL,
				tags_lc text {$binary} NOT NULL,
				description_lc mediumtext {$binary} NOT NULL,
				PRIMARY KEY  (file_id)
			) {$collate}"
		);
		$wpdb->query(
			"CREATE TABLE IF NOT EXISTS {$counts} (
				category_id bigint(20) unsigned NOT NULL,
				status varchar(20) NOT NULL,
				files bigint(20) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (category_id, status)
			) {$collate}"
		);
		// Signed counts: a change is applied as a difference, which may be negative.
		$wpdb->query(
			"CREATE TABLE IF NOT EXISTS {$wcounts} (
				word varchar(40) {$binary} NOT NULL,
				status varchar(20) NOT NULL,
				category_id bigint(20) unsigned NOT NULL,
				files bigint(20) NOT NULL DEFAULT 0,
				titled bigint(20) NOT NULL DEFAULT 0,
				PRIMARY KEY  (word, status, category_id)
			) {$collate}"
		);
		// phpcs:enable
		update_option( self::OPTION_VERSION, self::VERSION, true );
	}

	/**
	 * Whether the files table exists.
	 */
	public function is_installed(): bool {
		global $wpdb;
		return self::table() === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( self::table() ) ) );
	}

	/**
	 * Drops both tables and forgets the schema version (the Uninstaller calls it).
	 */
	public function drop(): void {
		global $wpdb;
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange -- our own tables.
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::table() );
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::tags_table() );
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::words_table() );
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::counts_table() );
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::texts_table() );
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::word_counts_table() );
		// phpcs:enable
		delete_option( self::OPTION_VERSION );
	}

	/**
	 * Indexes every file again, in batches, and removes rows of files that no longer exist.
	 *
	 * @param callable|null $progress Called after each batch with (files done, files in all).
	 * @return int How many files were indexed.
	 */
	public function rebuild( ?callable $progress = null ): int {
		if ( ! taxonomy_exists( Files_Module::CATEGORY_TAXONOMY ) ) {
			// Called before `init` (a script): the data types are needed to read files.
			Files_Module::register_data_types();
		}
		if ( ! $this->is_installed() ) {
			$this->install();
		}
		$this->chains = $this->all_chains();
		$total        = $this->file_count();
		$done         = 0;
		$last         = 0;
		do {
			$ids = $this->next_batch( $last );
			if ( ! $ids ) {
				break;
			}
			$done += count( $ids );
			$last  = (int) end( $ids );
			if ( $progress ) {
				$progress( $done, max( $total, $done ) );
			}
		} while ( count( $ids ) === self::BATCH );

		$this->remove_stale_rows();
		$this->recount();
		$this->compact();
		// A full rebuild also completes any background build.
		delete_option( self::OPTION_CURSOR );
		$this->chains = null;
		return $done;
	}

	/**
	 * How many files the library holds, in any status.
	 */
	private function file_count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s", Files_Module::POST_TYPE ) );
	}

	/**
	 * Indexes the next batch of files after an id.
	 *
	 * @param int $after The last id already indexed.
	 * @return int[] The ids indexed, in order; empty when none are left.
	 */
	private function next_batch( int $after ): array {
		global $wpdb;
		$ids = array_map(
			'intval',
			$wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND ID > %d ORDER BY ID LIMIT %d", Files_Module::POST_TYPE, $after, self::BATCH ) )
		);
		if ( ! $ids ) {
			return array();
		}
		$this->write_rows( $ids );
		// Long builds must not keep every post, meta and term they read in memory.
		if ( wp_cache_supports( 'flush_runtime' ) ) {
			wp_cache_flush_runtime();
		} else {
			foreach ( $ids as $id ) {
				clean_post_cache( $id );
			}
		}
		return $ids;
	}

	/**
	 * Whether the database is MySQL or MariaDB (not SQLite through the drop-in, which speaks
	 * another dialect underneath: no `FORCE INDEX`, no `OPTIMIZE TABLE`).
	 */
	public static function speaks_mysql(): bool {
		return ! ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE );
	}

	/**
	 * After the whole library was indexed, rewrites the words table in key order (MySQL and
	 * MariaDB). Rows written file by file land all over its word-ordered key and leave its pages
	 * about two-thirds full; rewritten, it is 28% smaller (245 → 176 MB at 100,000 files), so a
	 * keyword's range spans fewer pages and more of it stays in the database's memory.
	 */
	private function compact(): void {
		global $wpdb;
		if ( self::speaks_mysql() ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange -- our table.
			$wpdb->query( 'OPTIMIZE TABLE ' . self::words_table() );
		}
	}

	/**
	 * Removes the rows of files that no longer exist.
	 */
	private function remove_stale_rows(): void {
		global $wpdb;
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names are ours.
		$table = self::table();
		$tags  = self::tags_table();
		$words = self::words_table();
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE file_id NOT IN (SELECT ID FROM {$wpdb->posts} WHERE post_type = %s)", Files_Module::POST_TYPE ) );
		$wpdb->query( "DELETE FROM {$tags} WHERE file_id NOT IN (SELECT file_id FROM {$table})" );
		$wpdb->query( "DELETE FROM {$words} WHERE file_id NOT IN (SELECT file_id FROM {$table})" );
		$wpdb->query( 'DELETE FROM ' . self::texts_table() . " WHERE file_id NOT IN (SELECT file_id FROM {$table})" );
		// phpcs:enable
	}

	/**
	 * Writes (or rewrites) one file's rows; removes them when the post is not a file.
	 *
	 * @param int $file_id Post id.
	 */
	public function index_file( int $file_id ): void {
		if ( $file_id <= 0 ) {
			return;
		}
		$this->write_rows( array( $file_id ) );
	}

	/**
	 * Removes one file's rows.
	 *
	 * @param int $file_id Post id.
	 */
	public function remove_file( int $file_id ): void {
		global $wpdb;
		if ( ! $this->is_current() ) {
			return;
		}
		$before = $this->categories_of( array( $file_id ) );
		$words  = $this->word_groups_of( array( $file_id ) );
		$wpdb->delete( self::table(), array( 'file_id' => $file_id ), array( '%d' ) );
		$wpdb->delete( self::tags_table(), array( 'file_id' => $file_id ), array( '%d' ) );
		$wpdb->delete( self::words_table(), array( 'file_id' => $file_id ), array( '%d' ) );
		$wpdb->delete( self::texts_table(), array( 'file_id' => $file_id ), array( '%d' ) );
		$this->recount( $before );
		$this->change_word_counts( $words, array() );
	}

	/**
	 * How many of some files' word rows there are per word, status and category (and of those,
	 * how many are in the title): what they add to the word counts table.
	 *
	 * @param int[] $file_ids File ids.
	 * @return array<string, array{0: string, 1: string, 2: int, 3: int, 4: int}> Key => word,
	 *         status, category id, files, titled.
	 */
	private function word_groups_of( array $file_ids ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- our table; placeholders only.
		$rows   = $wpdb->get_results( $wpdb->prepare( 'SELECT word, status, category_id, COUNT(*) AS files, SUM(in_title) AS titled FROM ' . self::words_table() . ' WHERE file_id IN (' . implode( ',', array_fill( 0, count( $file_ids ), '%d' ) ) . ') GROUP BY word, status, category_id', ...$file_ids ), ARRAY_A );
		$groups = array();
		foreach ( $rows as $row ) {
			self::add_to_group( $groups, (string) $row['word'], (string) $row['status'], (int) $row['category_id'], (int) $row['files'], (int) $row['titled'] );
		}
		return $groups;
	}

	/**
	 * Adds files to a word group (see word_groups_of()).
	 *
	 * @param array<string, array{0: string, 1: string, 2: int, 3: int, 4: int}> $groups      Groups.
	 * @param string                                                              $word        Word.
	 * @param string                                                              $status      Status.
	 * @param int                                                                 $category_id Category id.
	 * @param int                                                                 $files       Files.
	 * @param int                                                                 $titled      Of those, with the word in the title.
	 */
	private static function add_to_group( array &$groups, string $word, string $status, int $category_id, int $files, int $titled ): void {
		$key             = $word . "\0" . $status . "\0" . $category_id;
		$groups[ $key ] ??= array( $word, $status, $category_id, 0, 0 );
		$groups[ $key ][3] += $files;
		$groups[ $key ][4] += $titled;
	}

	/**
	 * Applies to the word counts table what changed between some files' word groups before and
	 * after a write: one UPDATE per group whose numbers differ, after an INSERT IGNORE of the
	 * groups not counted yet (two requests writing at once add to the same row, not twice).
	 *
	 * @param array<string, array{0: string, 1: string, 2: int, 3: int, 4: int}> $before Groups before.
	 * @param array<string, array{0: string, 1: string, 2: int, 3: int, 4: int}> $after  Groups after.
	 */
	private function change_word_counts( array $before, array $after ): void {
		global $wpdb;
		$changes = array();
		foreach ( $after as $key => $group ) {
			$old = $before[ $key ] ?? array( 0, 0, 0, 0, 0 );
			if ( $group[3] !== $old[3] || $group[4] !== $old[4] ) {
				$changes[ $key ] = array( $group[0], $group[1], $group[2], $group[3] - $old[3], $group[4] - $old[4] );
			}
		}
		foreach ( array_diff_key( $before, $after ) as $key => $group ) {
			$changes[ $key ] = array( $group[0], $group[1], $group[2], -$group[3], -$group[4] );
		}
		if ( ! $changes ) {
			return;
		}
		$table = self::word_counts_table();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- our table; placeholders only.
		$added = array_filter( $changes, static fn ( array $change ): bool => $change[3] > 0 );
		foreach ( array_chunk( $added, 500 ) as $chunk ) {
			$values = implode( ',', array_fill( 0, count( $chunk ), '(%s,%s,%d,0,0)' ) );
			$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (word, status, category_id, files, titled) VALUES {$values}", ...array_merge( ...array_map( static fn ( array $change ): array => array_slice( $change, 0, 3 ), $chunk ) ) ) );
		}
		foreach ( $changes as [ $word, $status, $category_id, $files, $titled ] ) {
			$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET files = files + %d, titled = titled + %d WHERE word = %s AND status = %s AND category_id = %d", $files, $titled, $word, $status, $category_id ) );
		}
		$gone = array_values( array_unique( array_column( array_filter( $changes, static fn ( array $change ): bool => $change[3] < 0 ), 0 ) ) );
		foreach ( array_chunk( $gone, 500 ) as $chunk ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE files <= 0 AND word IN (" . implode( ',', array_fill( 0, count( $chunk ), '%s' ) ) . ')', ...$chunk ) );
		}
		// phpcs:enable
	}

	/**
	 * The categories the index holds some files in.
	 *
	 * @param int[] $file_ids File ids.
	 * @return int[]
	 */
	private function categories_of( array $file_ids ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- our table; placeholders only.
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT category_id FROM ' . self::table() . ' WHERE file_id IN (' . implode( ',', array_fill( 0, count( $file_ids ), '%d' ) ) . ')', ...$file_ids ) ) );
	}

	/**
	 * Counts the files of some categories (all: null) per status again, into the counts table.
	 * A category's count is an index range of the files table (category_id, status, …).
	 *
	 * @param int[]|null $category_ids Categories; null for all.
	 */
	public function recount( ?array $category_ids = null ): void {
		global $wpdb;
		if ( ! $this->is_current() || array() === $category_ids ) {
			return;
		}
		$table  = self::table();
		$counts = self::counts_table();
		$where  = '';
		$args   = array();
		if ( null !== $category_ids ) {
			$category_ids = array_values( array_unique( array_map( 'intval', $category_ids ) ) );
			$where        = 'WHERE category_id IN (' . implode( ',', array_fill( 0, count( $category_ids ), '%d' ) ) . ')';
			$args         = $category_ids;
		}
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- our tables; placeholders only.
		$delete = "DELETE FROM {$counts} {$where}";
		// REPLACE: two requests recounting the same category at once must not fail on the key.
		$insert = "REPLACE INTO {$counts} (category_id, status, files) SELECT category_id, status, COUNT(*) FROM {$table} {$where} GROUP BY category_id, status";
		$wpdb->query( $args ? $wpdb->prepare( $delete, ...$args ) : $delete );
		$wpdb->query( $args ? $wpdb->prepare( $insert, ...$args ) : $insert );
		if ( null === $category_ids ) {
			// The whole library: every word counted again (one ordered read of the words table).
			$word_counts = self::word_counts_table();
			$wpdb->query( "DELETE FROM {$word_counts}" );
			$wpdb->query( "INSERT INTO {$word_counts} (word, status, category_id, files, titled) SELECT word, status, category_id, COUNT(*), SUM(in_title) FROM " . self::words_table() . ' GROUP BY word, status, category_id' );
		}
		// phpcs:enable
	}

	/**
	 * Sets the downloads column from the files' counts (Library counts with a raw UPDATE).
	 *
	 * @param int[] $file_ids Files just downloaded.
	 */
	public function sync_downloads( array $file_ids ): void {
		global $wpdb;
		if ( ! $this->is_current() ) {
			return;
		}
		foreach ( array_unique( array_map( 'intval', $file_ids ) ) as $file_id ) {
			$count = (int) $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = %s LIMIT 1", $file_id, File::META_DOWNLOADS ) );
			$wpdb->update( self::table(), array( 'downloads' => max( 0, $count ) ), array( 'file_id' => $file_id ), array( '%d' ), array( '%d' ) );
		}
	}

	/**
	 * A file was created, edited, published, made private or trashed.
	 *
	 * @param int $post_id Post id.
	 */
	public function on_save_post( int $post_id ): void {
		$this->index_file( $post_id );
	}

	/**
	 * A file's size, extension, version or download count changed: update that column only
	 * (a file being created has no row yet; save_post writes it whole).
	 *
	 * @param int|int[] $meta_id    Meta id(s).
	 * @param int       $post_id    Post id.
	 * @param string    $meta_key   Meta key.
	 * @param mixed     $meta_value New value.
	 */
	public function on_post_meta( int|array $meta_id, int $post_id, string $meta_key, mixed $meta_value ): void {
		global $wpdb;
		unset( $meta_id );
		if ( ! isset( self::META_COLUMNS[ $meta_key ] ) || ! $this->is_current() ) {
			return;
		}
		$column = self::META_COLUMNS[ $meta_key ];
		// On delete, $meta_value is the removed value: read what is left instead.
		$value = doing_action( 'deleted_post_meta' ) ? get_post_meta( $post_id, $meta_key, true ) : $meta_value;
		$value = match ( $column ) {
			'size', 'downloads' => max( 0, (int) $value ),
			'ext'               => mb_substr( strtolower( (string) $value ), 0, self::MAX_EXT ),
			default             => mb_substr( (string) $value, 0, self::MAX_VERSION ),
		};
		$wpdb->update( self::table(), array( $column => $value ), array( 'file_id' => $post_id ), array( is_int( $value ) ? '%d' : '%s' ), array( '%d' ) );
	}

	/**
	 * A file was moved to another category or retagged.
	 *
	 * @param int    $object_id Object id.
	 * @param mixed  $terms     Terms set.
	 * @param mixed  $tt_ids    Term taxonomy ids.
	 * @param string $taxonomy  Taxonomy.
	 */
	public function on_set_object_terms( int $object_id, mixed $terms, mixed $tt_ids, string $taxonomy ): void {
		unset( $terms, $tt_ids );
		if ( in_array( $taxonomy, array( Files_Module::CATEGORY_TAXONOMY, Files_Module::TAG_TAXONOMY ), true ) ) {
			$this->index_file( $object_id );
		}
	}

	/**
	 * A post was deleted for good.
	 *
	 * @param int           $post_id Post id.
	 * @param \WP_Post|null $post    The deleted post (WordPress 5.5+).
	 */
	public function on_deleted_post( int $post_id, mixed $post = null ): void {
		if ( $post instanceof \WP_Post && Files_Module::POST_TYPE !== $post->post_type ) {
			return;
		}
		$this->remove_file( $post_id );
	}

	/**
	 * A category was renamed, moved or deleted, or categories were re-parented: the chains and
	 * visibility of the files in and below them may have changed.
	 */
	public function on_category_changed(): void {
		$this->refresh_categories();
	}

	/**
	 * A category's visibility or roles changed.
	 *
	 * @param int|int[] $meta_id  Meta id(s).
	 * @param int       $term_id  Term id.
	 * @param string    $meta_key Meta key.
	 */
	public function on_term_meta( int|array $meta_id, int $term_id, string $meta_key ): void {
		unset( $meta_id, $term_id );
		if ( in_array( $meta_key, array( Categories::META_VISIBILITY, Categories::META_ROLES ), true ) ) {
			$this->refresh_categories();
		}
	}

	/**
	 * A tag was renamed: its files' tag text changes.
	 *
	 * @param int $term_id Tag id.
	 */
	public function on_tag_renamed( int $term_id ): void {
		global $wpdb;
		if ( ! $this->is_current() ) {
			return;
		}
		$ids = $wpdb->get_col( $wpdb->prepare( 'SELECT file_id FROM ' . self::tags_table() . ' WHERE tag_id = %d', $term_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table.
		foreach ( array_chunk( array_map( 'intval', $ids ), self::BATCH ) as $batch ) {
			$this->write_rows( $batch );
		}
	}

	/**
	 * Brings every row's category chain and visibility in line with the categories as they are
	 * now: one UPDATE per category whose stored values differ, no file is reloaded.
	 */
	public function refresh_categories(): void {
		global $wpdb;
		if ( ! $this->is_current() ) {
			return;
		}
		$chains = $this->all_chains();
		$table  = self::table();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table.
		$stored = $wpdb->get_results( "SELECT DISTINCT category_id, category_path, visibility FROM {$table}", ARRAY_A );
		foreach ( $stored as $row ) {
			$category_id = (int) $row['category_id'];
			if ( 0 === $category_id ) {
				continue;
			}
			$chain = $chains[ $category_id ] ?? null;
			if ( null === $chain ) {
				// The category is gone: its files were moved by WordPress; reindex any left.
				$orphans = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT file_id FROM {$table} WHERE category_id = %d", $category_id ) ) );
				foreach ( array_chunk( $orphans, self::BATCH ) as $batch ) {
					$this->write_rows( $batch );
				}
				continue;
			}
			if ( $chain['path'] !== $row['category_path'] || $chain['visibility'] !== $row['visibility'] ) {
				$wpdb->query(
					$wpdb->prepare(
						"UPDATE {$table} SET category_path = %s, visibility = %s WHERE category_id = %d",
						$chain['path'],
						$chain['visibility'],
						$category_id
					)
				);
			}
		}
		// phpcs:enable
	}

	/**
	 * Whether the tables exist at the current schema and may be queried (while another request
	 * creates them, they may not).
	 */
	public function is_ready(): bool {
		return $this->is_current() && false === get_option( self::OPTION_CURSOR );
	}

	/**
	 * Whether the tables exist at the current schema (hooks do nothing before install).
	 */
	private function is_current(): bool {
		return self::VERSION === get_option( self::OPTION_VERSION );
	}

	/**
	 * Builds and writes the rows of some files; posts that are not files lose their rows.
	 *
	 * @param int[] $ids Post ids.
	 */
	private function write_rows( array $ids ): void {
		global $wpdb;
		if ( ! $ids || ! $this->is_current() ) {
			return;
		}
		_prime_post_caches( $ids, true, true );
		$rows      = array();
		$tag_rows  = array();
		$word_rows = array();
		$text_rows = array();
		foreach ( $ids as $id ) {
			$file = File::from_post( $id );
			if ( ! $file ) {
				continue;
			}
			$post  = get_post( $id );
			$chain = $this->chain( $file->category_id );
			$title = html_entity_decode( $file->title, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
			$title = mb_substr( trim( (string) preg_replace( '/\s+/u', ' ', $title ) ), 0, self::MAX_TITLE );
			$text  = html_entity_decode( wp_strip_all_tags( strip_shortcodes( $file->description ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
			$text  = mb_substr( trim( (string) preg_replace( '/\s+/u', ' ', $text ) ), 0, self::MAX_DESCRIPTION );
			$names = array_map( static fn ( array $tag ): string => mb_strtolower( html_entity_decode( $tag['name'], ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ), $file->tags );

			$rows[] = array(
				$file->id,
				$file->status,
				$title,
				mb_strtolower( $title ),
				mb_substr( strtolower( $file->ext ), 0, self::MAX_EXT ),
				max( 0, $file->size ),
				$post ? $post->post_date : '1000-01-01 00:00:00',
				$post ? $post->post_modified : '1000-01-01 00:00:00',
				max( 0, $file->downloads ),
				mb_substr( $file->version, 0, self::MAX_VERSION ),
				$file->category_id,
				$chain['path'],
				$chain['visibility'],
			);
			$text_rows[] = array( $file->id, $names ? ',' . implode( ',', $names ) . ',' : '', mb_strtolower( $text ) );
			foreach ( $file->tags as $tag ) {
				$tag_rows[ $file->id . ':' . $tag['id'] ] = array( $file->id, $tag['id'], $file->status, $file->category_id );
			}
			$in_title = array_flip( self::words_of( $title ) );
			foreach ( array_slice( self::words_of( $title . ' ' . implode( ' ', $names ) . ' ' . $text ), 0, self::MAX_WORDS_PER_FILE ) as $word ) {
				$word_rows[] = array( $word, $file->id, $file->status, $file->category_id, isset( $in_title[ $word ] ) ? 1 : 0 );
			}
		}

		$table = self::table();
		$tags  = self::tags_table();
		$words = self::words_table();
		$texts = self::texts_table();
		$in    = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// While the whole library is (re)built, rebuild() counts once at the end.
		$counting     = null === $this->chains;
		$before       = $counting ? $this->categories_of( $ids ) : array();
		$words_before = $counting ? $this->word_groups_of( $ids ) : array();
		// Delete then insert: portable (no REPLACE/ON DUPLICATE KEY differences) and it drops
		// the rows of ids that are no longer files.
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- our tables; $in and $values are only placeholders.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE file_id IN ({$in})", ...$ids ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$tags} WHERE file_id IN ({$in})", ...$ids ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$words} WHERE file_id IN ({$in})", ...$ids ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$texts} WHERE file_id IN ({$in})", ...$ids ) );
		if ( $rows ) {
			$values = implode( ',', array_fill( 0, count( $rows ), '(%d,%s,%s,%s,%s,%d,%s,%s,%d,%s,%d,%s,%s)' ) );
			$wpdb->query(
				$wpdb->prepare(
					"INSERT INTO {$table} (file_id, status, title, title_lc, ext, size, created, updated, downloads, version, category_id, category_path, visibility) VALUES {$values}",
					...array_merge( ...$rows )
				)
			);
			$values = implode( ',', array_fill( 0, count( $text_rows ), '(%d,%s,%s)' ) );
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$texts} (file_id, tags_lc, description_lc) VALUES {$values}", ...array_merge( ...$text_rows ) ) );
		}
		if ( $tag_rows ) {
			$values = implode( ',', array_fill( 0, count( $tag_rows ), '(%d,%d,%s,%d)' ) );
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$tags} (file_id, tag_id, status, category_id) VALUES {$values}", ...array_merge( ...array_values( $tag_rows ) ) ) );
		}
		foreach ( array_chunk( $word_rows, 2000 ) as $chunk ) {
			$values = implode( ',', array_fill( 0, count( $chunk ), '(%s,%d,%s,%d,%d)' ) );
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$words} (word, file_id, status, category_id, in_title) VALUES {$values}", ...array_merge( ...$chunk ) ) );
		}
		// phpcs:enable
		if ( $counting ) {
			$this->recount( array_merge( $before, array_map( static fn ( array $row ): int => (int) $row[10], $rows ) ) );
			$words_after = array();
			foreach ( $word_rows as [ $word, , $status, $category_id, $in_title ] ) {
				self::add_to_group( $words_after, $word, $status, $category_id, 1, $in_title );
			}
			$this->change_word_counts( $words_before, $words_after );
		}
	}

	/**
	 * A category's chain (`,root,…,self,`) and effective visibility, the strictest along it.
	 *
	 * @param int $category_id Category id, 0 for none.
	 * @return array{path: string, visibility: string}
	 */
	private function chain( int $category_id ): array {
		if ( $category_id <= 0 ) {
			return array(
				'path'       => '',
				'visibility' => 'public',
			);
		}
		if ( null !== $this->chains ) {
			return $this->chains[ $category_id ] ?? array(
				'path'       => ',' . $category_id . ',',
				'visibility' => 'public',
			);
		}
		$categories = $this->categories();
		$ids        = array_reverse( $categories->chain( $category_id ) );
		$visibility = 'public';
		foreach ( $ids as $id ) {
			$visibility = self::stricter( $visibility, (string) ( $categories->get( $id )['visibility'] ?? 'public' ) );
		}
		return array(
			'path'       => ',' . implode( ',', $ids ) . ',',
			'visibility' => $visibility,
		);
	}

	/**
	 * Every category's chain and effective visibility, from one read of all categories.
	 *
	 * @return array<int, array{path: string, visibility: string}>
	 */
	private function all_chains(): array {
		$chains = array();
		// all() lists parents before children, so a parent's chain is known first.
		foreach ( $this->categories()->all() as $category ) {
			$parent                    = $chains[ (int) $category['parent'] ] ?? array(
				'path'       => ',',
				'visibility' => 'public',
			);
			$chains[ $category['id'] ] = array(
				'path'       => $parent['path'] . $category['id'] . ',',
				'visibility' => self::stricter( $parent['visibility'], (string) $category['visibility'] ),
			);
		}
		return $chains;
	}

	/**
	 * The stricter of two visibilities.
	 *
	 * @param string $a A visibility.
	 * @param string $b Another.
	 */
	private static function stricter( string $a, string $b ): string {
		$rank = array_flip( Categories::VISIBILITIES );
		return ( $rank[ $b ] ?? 0 ) > ( $rank[ $a ] ?? 0 ) ? $b : $a;
	}

	/**
	 * The categories service.
	 */
	private function categories(): Categories {
		$this->categories ??= new Categories();
		return $this->categories;
	}
}
