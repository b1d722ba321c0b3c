<?php
/**
 * The search index: creates its tables, migrates them to a new schema and builds them.
 *
 * @package Frontage
 */

namespace Frontage\Search;

use Frontage\Files\Categories;
use Frontage\Files\Files_Module;
use Frontage\Files\Permissions;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The index's life: created and filled once (maybe_install(), at once or in the background for a
 * large library), dropped and rebuilt when the schema changes, rebuilt on demand (rebuild(), the
 * CLI). Its parts: the tables (Search_Schema), the rows (Search_Index_Writer), the hooks that keep
 * it current (Search_Index_Hooks) and the word lookups (Search_Words).
 */
final class Search_Index {

	/**
	 * Option: set while one request creates and fills the tables (`{time} {token}`). Read and
	 * written in the database only, never through the object cache (lock()).
	 */
	public const OPTION_LOCK = 'frontage_search_index_building';

	/**
	 * Seconds after which a lock left by a request that died is taken over.
	 */
	private const LOCK_SECONDS = 10 * MINUTE_IN_SECONDS;

	/**
	 * Filter: the LOCK_SECONDS after which a dead build's lock is taken over (an int; tests make
	 * it short, docs/scale-out.md "PHP killed in the middle of an index rebuild").
	 */
	public const FILTER_LOCK_SECONDS = 'frontage_search_index_lock_seconds';

	/**
	 * Option: while a rebuild of a complete index runs, the id of the last file it rewrote.
	 * Searches go on reading the index meanwhile; a rebuild that died is finished from here by
	 * the next ACTION_BUILD event. Absent when no rebuild is unfinished.
	 */
	public const OPTION_REFRESH = 'frontage_search_index_refresh';

	/**
	 * Filter: the files read per batch (an int; BATCH by default).
	 */
	public const FILTER_BATCH = 'frontage_search_index_batch';

	/**
	 * This request's lock, while it holds one.
	 *
	 * @var string|null
	 */
	private ?string $held = null;

	/**
	 * Option: while a large library is being indexed in the background, the id of the last
	 * file indexed. Absent when the index is complete.
	 */
	public const OPTION_CURSOR = 'frontage_search_index_cursor';

	/**
	 * The cursor's value when no background build is running. The option stays (autoloaded)
	 * rather than being deleted, so that pages learn the index is ready without a query.
	 */
	public const CURSOR_DONE = '';

	/**
	 * The WP-Cron event that indexes the next slice of a large library (Search_Module::INDEX_BUILD_HOOK:
	 * every request hooks it, so the name lives there).
	 */
	public const ACTION_BUILD = Search_Module::INDEX_BUILD_HOOK;

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
	 * Files read per rebuild batch.
	 */
	public const BATCH = 500;

	/**
	 * Takes the writer that turns files into rows.
	 *
	 * @param Search_Index_Writer $writer The index's writer.
	 */
	public function __construct( private Search_Index_Writer $writer ) {}

	/**
	 * The index with its default services.
	 */
	public static function create_default(): self {
		return new self( new Search_Index_Writer( new Categories() ) );
	}

	/**
	 * Creates the tables when missing or of an older schema, and fills them once. Cheap when
	 * they are current: one (autoloaded) option read.
	 */
	public function maybe_install(): void {
		if ( Search_Schema::is_current() ) {
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
			if ( false !== get_option( Search_Schema::OPTION_VERSION ) ) {
				Search_Schema::drop();
			}
			// Searches wait until the last file is in, here or in the background; a build that
			// dies midway is finished by the ACTION_BUILD event (resume_later()).
			update_option( self::OPTION_CURSOR, '0', true );
			Search_Schema::install();
			if ( $this->file_count() <= (int) apply_filters( self::FILTER_INLINE_FILES, self::INLINE_FILES ) ) {
				$this->rebuild();
			} else {
				// Too many to index in this request.
				wp_schedule_single_event( time(), self::ACTION_BUILD );
			}
		} finally {
			$this->unlock();
		}
	}

	/**
	 * Indexes the next slice of a large library, or of a rebuild that died midway (the WP-Cron
	 * event), and schedules the next slice until every file is in. A build another request
	 * holds the lock of is left to it; if that request died, its lock is taken over once
	 * LOCK_SECONDS have passed.
	 */
	public function continue_build(): void {
		$cursor  = self::building_cursor();
		$refresh = get_option( self::OPTION_REFRESH );
		$from    = $cursor ?? ( is_numeric( $refresh ) ? (int) $refresh : null );
		if ( null === $from || ! Search_Schema::is_current() ) {
			return;
		}
		// First: if this request dies too, the build goes on after the lock's timeout.
		$this->resume_later();
		if ( ! $this->lock() ) {
			return;
		}
		try {
			$this->writer->start_build();
			$deadline = microtime( true ) + self::SLICE_SECONDS;
			$last     = $from;
			do {
				$ids = $this->next_batch( $last );
				if ( $ids ) {
					$last = (int) end( $ids );
					$this->note_progress( $last, null !== $cursor );
				}
			} while ( count( $ids ) === self::batch() && microtime( true ) < $deadline );
			if ( count( $ids ) < self::batch() ) {
				$this->finish_build();
			} else {
				wp_clear_scheduled_hook( self::ACTION_BUILD );
				wp_schedule_single_event( time(), self::ACTION_BUILD );
			}
		} finally {
			$this->writer->end_build();
			$this->unlock();
		}
	}

	/**
	 * Rebuilds the complete index in the background from its first file, searches reading it
	 * meanwhile (an index write was cut in two: Search_Index_Repair); an index still being built
	 * for the first time is left to its build, which writes every file anyway.
	 *
	 * @return bool Whether the rebuild is recorded (false: the database did not take it).
	 */
	public function refresh(): bool {
		if ( null === self::building_cursor() ) {
			delete_option( self::OPTION_REFRESH );
			if ( ! add_option( self::OPTION_REFRESH, '0', '', false ) ) {
				return false;
			}
		}
		wp_clear_scheduled_hook( self::ACTION_BUILD );
		wp_schedule_single_event( time(), self::ACTION_BUILD );
		return true;
	}

	/**
	 * Schedules the ACTION_BUILD event for when this build's lock may be taken over, so that a
	 * build whose request dies (PHP killed, a timeout, the server restarted) is finished by the
	 * next WP-Cron run after that. A build that ends clears it (finish_build()).
	 */
	private function resume_later(): void {
		wp_schedule_single_event( time() + self::lock_seconds() + 1, self::ACTION_BUILD );
	}

	/**
	 * Records the last file a build has indexed: in OPTION_CURSOR while the index is incomplete
	 * (searches wait), in OPTION_REFRESH while a complete index is rebuilt (searches read it).
	 *
	 * @param int  $last     The last file id indexed.
	 * @param bool $building Whether the index is incomplete.
	 */
	private function note_progress( int $last, bool $building ): void {
		update_option( $building ? self::OPTION_CURSOR : self::OPTION_REFRESH, (string) $last, $building );
	}

	/**
	 * Ends a build every file is in: rows of files that are gone removed, everything counted
	 * again, the tables compacted, the index marked complete and no resume left scheduled.
	 */
	private function finish_build(): void {
		$this->writer->remove_stale_rows();
		$this->writer->recount();
		Search_Schema::compact();
		update_option( self::OPTION_CURSOR, self::CURSOR_DONE, true );
		delete_option( self::OPTION_REFRESH );
		wp_clear_scheduled_hook( self::ACTION_BUILD );
	}

	/**
	 * Seconds after which a build's lock is taken over.
	 */
	private static function lock_seconds(): int {
		return max( 0, (int) apply_filters( self::FILTER_LOCK_SECONDS, self::LOCK_SECONDS ) );
	}

	/**
	 * Files read per batch.
	 */
	private static function batch(): int {
		return max( 1, (int) apply_filters( self::FILTER_BATCH, self::BATCH ) );
	}

	/**
	 * Takes the build lock: one request builds, others that arrive meanwhile go on without
	 * the index. A lock left by a request that died is taken over after ten minutes.
	 *
	 * The lock is an options row, read and taken in the database in one statement each, never
	 * through get_option()/add_option(): those trust the object cache, which on several web nodes
	 * with a persistent cache may still say "no lock" after another node took it, and add_option()
	 * overwrites a row that exists (docs/scale-out.md "A persistent object cache").
	 *
	 * @return bool Whether this request holds the lock now.
	 */
	private function lock(): bool {
		global $wpdb;
		$now   = time();
		$token = $now . ' ' . wp_generate_password( 12, false );
		// SQL: the options table; only one request can insert the row.
		$taken = 1 === $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')", self::OPTION_LOCK, $token ) );
		if ( ! $taken ) {
			$locked = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::OPTION_LOCK ) );
			// A lock that died: whoever replaces the exact value read takes it over, one request only.
			$taken = is_string( $locked ) && (int) $locked <= $now - self::lock_seconds()
				&& 1 === $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $token, self::OPTION_LOCK, $locked ) );
		}
		wp_cache_delete( self::OPTION_LOCK, 'options' );
		$this->held = $taken ? $token : null;
		return $taken;
	}

	/**
	 * Releases this request's lock, unless another request took it over meanwhile.
	 */
	private function unlock(): void {
		global $wpdb;
		if ( null !== $this->held ) {
			// SQL: the options table; only our own lock.
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", self::OPTION_LOCK, $this->held ) );
			wp_cache_delete( self::OPTION_LOCK, 'options' );
			$this->held = null;
		}
	}

	/**
	 * Tells library managers that the search is not ready yet while a large library is indexed
	 * in the background, how far it is, and how to finish at once.
	 */
	public function building_notice(): void {
		$cursor = self::building_cursor();
		if ( null === $cursor || ! Permissions::can_manage( wp_get_current_user() ) ) {
			return;
		}
		global $wpdb;
		// SQL: our table's name.
		$done = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Search_Schema::table() );
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
	 * Indexes every file again, in batches, and removes rows of files that no longer exist.
	 * Each batch replaces its files' rows at once, so searches read the index meanwhile; the
	 * progress is kept after each batch, so a rebuild that dies is finished by the next
	 * ACTION_BUILD event (continue_build()). It takes the build lock when it is free; a rebuild
	 * asked for by hand runs even while another request holds it (both write the same rows).
	 *
	 * @param callable|null $progress Called after each batch with (files done, files in all).
	 * @return int How many files were indexed.
	 */
	public function rebuild( ?callable $progress = null ): int {
		if ( ! taxonomy_exists( Files_Module::CATEGORY_TAXONOMY ) ) {
			// Called before `init` (a script): the data types are needed to read files.
			Files_Module::register_data_types();
		}
		if ( ! Search_Schema::is_installed() ) {
			Search_Schema::install();
		}
		$locked   = null === $this->held && $this->lock();
		$building = null !== self::building_cursor();
		$this->resume_later();
		$this->writer->start_build();
		try {
			$total = $this->file_count();
			$done  = 0;
			$last  = 0;
			do {
				$ids = $this->next_batch( $last );
				if ( ! $ids ) {
					break;
				}
				$done += count( $ids );
				$last  = (int) end( $ids );
				$this->note_progress( $last, $building );
				if ( $progress ) {
					$progress( $done, max( $total, $done ) );
				}
			} while ( count( $ids ) === self::batch() );
			// A full rebuild also completes any background build.
			$this->finish_build();
		} finally {
			$this->writer->end_build();
			if ( $locked ) {
				$this->unlock();
			}
		}
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
			$wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND ID > %d ORDER BY ID LIMIT %d", Files_Module::POST_TYPE, $after, self::batch() ) )
		);
		if ( ! $ids ) {
			return array();
		}
		$this->writer->write( $ids );
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
	 * Whether the tables exist at the current schema and may be queried (while another request
	 * creates them, they may not).
	 */
	public function is_ready(): bool {
		return Search_Schema::is_current() && null === self::building_cursor();
	}

	/**
	 * Where the background build is (the last file id indexed), null when none is running.
	 * A site whose option is missing (indexed inline, or before the option was kept) gets it
	 * stored once, autoloaded.
	 */
	private static function building_cursor(): ?int {
		$cursor = get_option( self::OPTION_CURSOR );
		if ( false === $cursor && Search_Schema::is_current() ) {
			add_option( self::OPTION_CURSOR, self::CURSOR_DONE );
		}
		return is_numeric( $cursor ) ? (int) $cursor : null;
	}
}
