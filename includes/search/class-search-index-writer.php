<?php
/**
 * The search index's writer: turns files into rows of the index's tables and keeps the counts
 * tables in step.
 *
 * @package Frontage
 */

namespace Frontage\Search;

use Frontage\Files\Categories;
use Frontage\Files\File;
use Frontage\Files\Files_Module;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Writes, rewrites and removes files' rows (Search_Schema's tables): each file's row with its
 * category chain and effective visibility, its tags, words and texts, and what that changes in
 * the counts tables. While the whole library is built (between start_build() and finish_build())
 * the chains are read once and the counts are made once at the end.
 */
final class Search_Index_Writer {

	/**
	 * Most distinct words stored per file.
	 */
	private const MAX_WORDS_PER_FILE = 500;

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
	 * Longest tag names text stored for matching, in bytes (a TEXT column). Under a strict
	 * sql_mode a longer value is an error that loses the whole batch's rows (docs/scale-out.md).
	 */
	private const MAX_TAG_TEXT = 65535;

	/**
	 * Post meta whose change updates one column of the row.
	 */
	public const META_COLUMNS = array(
		File::META_SIZE      => 'size',
		File::META_EXT       => 'ext',
		File::META_VERSION   => 'version',
		File::META_DOWNLOADS => 'downloads',
	);

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
	 * Before the whole library is written: every category's chain is read once, and counting
	 * waits for the build's end (end_build()).
	 */
	public function start_build(): void {
		$this->chains = $this->all_chains();
	}

	/**
	 * Back to writing file by file: chains read per file, counts kept in step. The build
	 * itself ends with remove_stale_rows() and recount().
	 */
	public function end_build(): void {
		$this->chains = null;
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
		$this->write( array( $file_id ) );
	}

	/**
	 * Removes one file's rows.
	 *
	 * @param int $file_id Post id.
	 */
	public function remove_file( int $file_id ): void {
		global $wpdb;
		if ( ! Search_Schema::is_current() ) {
			return;
		}
		Search_Facets::forget();
		$before = $this->categories_of( array( $file_id ) );
		$words  = $this->word_groups_of( array( $file_id ) );
		$wpdb->delete( Search_Schema::table(), array( 'file_id' => $file_id ), array( '%d' ) );
		$wpdb->delete( Search_Schema::tags_table(), array( 'file_id' => $file_id ), array( '%d' ) );
		$wpdb->delete( Search_Schema::words_table(), array( 'file_id' => $file_id ), array( '%d' ) );
		$wpdb->delete( Search_Schema::texts_table(), array( 'file_id' => $file_id ), array( '%d' ) );
		$this->recount( $before );
		$this->change_word_counts( $words, array() );
	}

	/**
	 * Builds and writes the rows of some files; posts that are not files lose their rows.
	 *
	 * @param int[] $ids Post ids.
	 */
	public function write( array $ids ): void {
		if ( ! $ids || ! Search_Schema::is_current() ) {
			return;
		}
		Search_Facets::forget();
		_prime_post_caches( $ids, true, true );
		$rows = $this->rows_of( $ids );
		// While the whole library is (re)built, the build counts once at the end.
		$counting     = null === $this->chains;
		$before       = $counting ? $this->categories_of( $ids ) : array();
		$words_before = $counting ? $this->word_groups_of( $ids ) : array();
		if ( $counting ) {
			self::replace_rows( $ids, $rows );
		} else {
			self::replace_rows_at_once( $ids, $rows );
		}
		if ( $counting ) {
			$this->recount( array_merge( $before, array_map( static fn ( array $row ): int => (int) $row[10], $rows['files'] ) ) );
			$words_after = array();
			foreach ( $rows['words'] as [ $word, , $status, $category_id, $in_title ] ) {
				self::add_to_group( $words_after, $word, $status, $category_id, 1, $in_title );
			}
			$this->change_word_counts( $words_before, $words_after );
		}
	}

	/**
	 * The rows of some files for each table, in the order of the tables' columns; posts that are
	 * not files have none.
	 *
	 * @param int[] $ids Post ids.
	 * @return array{files: list<list<int|string>>, texts: list<list<int|string>>, tags: array<string, list<int|string>>, words: list<array{0: string, 1: int, 2: string, 3: int, 4: int}>}
	 */
	private function rows_of( array $ids ): array {
		$rows = array(
			'files' => array(),
			'texts' => array(),
			'tags'  => array(),
			'words' => array(),
		);
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

			$rows['files'][] = array(
				$file->id,
				$file->status,
				$title,
				// Lower case can be longer ('İ' is two characters): cut again to the column's size.
				mb_substr( mb_strtolower( $title ), 0, self::MAX_TITLE ),
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
			$rows['texts'][] = array( $file->id, self::tag_text( $names ), mb_strtolower( $text ) );
			foreach ( $file->tags as $tag ) {
				$rows['tags'][ $file->id . ':' . $tag['id'] ] = array( $file->id, $tag['id'], $file->status, $file->category_id );
			}
			$in_title = array_flip( Search_Words::words_of( $title ) );
			foreach ( array_slice( Search_Words::words_of( $title . ' ' . implode( ' ', $names ) . ' ' . $text ), 0, self::MAX_WORDS_PER_FILE ) as $word ) {
				$rows['words'][] = array( $word, $file->id, $file->status, $file->category_id, isset( $in_title[ $word ] ) ? 1 : 0 );
			}
		}
		return $rows;
	}

	/**
	 * The tag names as the texts table matches them, `,name,name,`: whole names only, as many as
	 * the column holds.
	 *
	 * @param string[] $names Lower-case tag names.
	 */
	private static function tag_text( array $names ): string {
		$text = $names ? ',' . implode( ',', $names ) . ',' : '';
		if ( strlen( $text ) > self::MAX_TAG_TEXT ) {
			$text = substr( $text, 0, (int) strrpos( substr( $text, 0, self::MAX_TAG_TEXT ), ',' ) + 1 );
		}
		return $text;
	}

	/**
	 * Replaces a build's batch of rows in one transaction: searches never find the batch's files
	 * missing between the deletes and the inserts, and a build killed (or a database lost)
	 * midway leaves the batch's rows as they were, not deleted (docs/scale-out.md "Faults").
	 * Only builds do: a single file's write is two short moments, and transactions of writes to
	 * neighbouring files at once could deadlock on the tables' keys.
	 *
	 * @param int[]                                                                    $ids  Post ids.
	 * @param array{files: list<list<mixed>>, texts: list<list<mixed>>, tags: array<string, list<mixed>>, words: list<list<mixed>>} $rows What rows_of() gave.
	 */
	private static function replace_rows_at_once( array $ids, array $rows ): void {
		global $wpdb;
		$wpdb->query( 'START TRANSACTION' );
		$wpdb->query( self::replace_rows( $ids, $rows ) ? 'COMMIT' : 'ROLLBACK' );
	}

	/**
	 * Replaces some files' rows in the files, texts, tags and words tables with new ones.
	 * Delete then insert: portable (no REPLACE/ON DUPLICATE KEY differences) and it drops the
	 * rows of ids that are no longer files.
	 *
	 * @param int[]                                                                    $ids  Post ids.
	 * @param array{files: list<list<mixed>>, texts: list<list<mixed>>, tags: array<string, list<mixed>>, words: list<list<mixed>>} $rows What rows_of() gave.
	 * @return bool Whether every statement succeeded.
	 */
	private static function replace_rows( array $ids, array $rows ): bool {
		global $wpdb;
		$table = Search_Schema::table();
		$tags  = Search_Schema::tags_table();
		$words = Search_Schema::words_table();
		$texts = Search_Schema::texts_table();
		$in    = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$done  = array();
		// SQL: our tables; $in and $values are only placeholders.
		$done[] = $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE file_id IN ({$in})", ...$ids ) );
		$done[] = $wpdb->query( $wpdb->prepare( "DELETE FROM {$tags} WHERE file_id IN ({$in})", ...$ids ) );
		$done[] = $wpdb->query( $wpdb->prepare( "DELETE FROM {$words} WHERE file_id IN ({$in})", ...$ids ) );
		$done[] = $wpdb->query( $wpdb->prepare( "DELETE FROM {$texts} WHERE file_id IN ({$in})", ...$ids ) );
		if ( $rows['files'] ) {
			$values = implode( ',', array_fill( 0, count( $rows['files'] ), '(%d,%s,%s,%s,%s,%d,%s,%s,%d,%s,%d,%s,%s)' ) );
			$done[] = $wpdb->query(
				$wpdb->prepare(
					"INSERT INTO {$table} (file_id, status, title, title_lc, ext, size, created, updated, downloads, version, category_id, category_path, visibility) VALUES {$values}",
					...array_merge( ...$rows['files'] )
				)
			);
			$values = implode( ',', array_fill( 0, count( $rows['texts'] ), '(%d,%s,%s)' ) );
			$done[] = $wpdb->query( $wpdb->prepare( "INSERT INTO {$texts} (file_id, tags_lc, description_lc) VALUES {$values}", ...array_merge( ...$rows['texts'] ) ) );
		}
		if ( $rows['tags'] ) {
			$values = implode( ',', array_fill( 0, count( $rows['tags'] ), '(%d,%d,%s,%d)' ) );
			$done[] = $wpdb->query( $wpdb->prepare( "INSERT INTO {$tags} (file_id, tag_id, status, category_id) VALUES {$values}", ...array_merge( ...array_values( $rows['tags'] ) ) ) );
		}
		foreach ( array_chunk( $rows['words'], 2000 ) as $chunk ) {
			$values = implode( ',', array_fill( 0, count( $chunk ), '(%s,%d,%s,%d,%d)' ) );
			$done[] = $wpdb->query( $wpdb->prepare( "INSERT INTO {$words} (word, file_id, status, category_id, in_title) VALUES {$values}", ...array_merge( ...$chunk ) ) );
		}
		return ! in_array( false, $done, true );
	}

	/**
	 * Removes the rows of files that no longer exist.
	 */
	public function remove_stale_rows(): void {
		global $wpdb;
		// SQL: table names are ours.
		$table = Search_Schema::table();
		$tags  = Search_Schema::tags_table();
		$words = Search_Schema::words_table();
		Search_Facets::forget();
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE file_id NOT IN (SELECT ID FROM {$wpdb->posts} WHERE post_type = %s)", Files_Module::POST_TYPE ) );
		$wpdb->query( "DELETE FROM {$tags} WHERE file_id NOT IN (SELECT file_id FROM {$table})" );
		$wpdb->query( "DELETE FROM {$words} WHERE file_id NOT IN (SELECT file_id FROM {$table})" );
		$wpdb->query( 'DELETE FROM ' . Search_Schema::texts_table() . " WHERE file_id NOT IN (SELECT file_id FROM {$table})" );
	}

	/**
	 * Counts the files of some categories (all: null) per status again, into the counts table.
	 * A category's count is an index range of the files table (category_id, status, …).
	 *
	 * @param int[]|null $category_ids Categories; null for all.
	 */
	public function recount( ?array $category_ids = null ): void {
		global $wpdb;
		if ( ! Search_Schema::is_current() || array() === $category_ids ) {
			return;
		}
		$table  = Search_Schema::table();
		$counts = Search_Schema::counts_table();
		$where  = '';
		$args   = array();
		if ( null !== $category_ids ) {
			$category_ids = array_values( array_unique( array_map( 'intval', $category_ids ) ) );
			$where        = 'WHERE category_id IN (' . implode( ',', array_fill( 0, count( $category_ids ), '%d' ) ) . ')';
			$args         = $category_ids;
		}
		// SQL: our tables; placeholders only.
		$delete = "DELETE FROM {$counts} {$where}";
		// REPLACE: two requests recounting the same category at once must not fail on the key.
		$insert = "REPLACE INTO {$counts} (category_id, status, files) SELECT category_id, status, COUNT(*) FROM {$table} {$where} GROUP BY category_id, status";
		$wpdb->query( $args ? $wpdb->prepare( $delete, ...$args ) : $delete );
		$wpdb->query( $args ? $wpdb->prepare( $insert, ...$args ) : $insert );
		if ( null === $category_ids ) {
			// The whole library: every word counted again (one ordered read of the words table).
			$word_counts = Search_Schema::word_counts_table();
			$wpdb->query( "DELETE FROM {$word_counts}" );
			$wpdb->query( "INSERT INTO {$word_counts} (word, status, category_id, files, titled) SELECT word, status, category_id, COUNT(*), SUM(in_title) FROM " . Search_Schema::words_table() . ' GROUP BY word, status, category_id' );
		}
	}

	/**
	 * Sets the downloads column from the files' counts (Library counts with a raw UPDATE): one
	 * UPDATE per chunk of files, however many files a zip holds, after one read of the counts
	 * unless the counter passed them.
	 *
	 * @param int[]                 $file_ids Files just downloaded.
	 * @param array<int, int>|null $known    Their counts now (file id => count), when known.
	 */
	public function sync_downloads( array $file_ids, ?array $known = null ): void {
		global $wpdb;
		if ( ! Search_Schema::is_current() ) {
			return;
		}
		$table = Search_Schema::table();
		foreach ( array_chunk( array_values( array_unique( array_filter( array_map( 'intval', $file_ids ) ) ) ), Search_Index::BATCH ) as $ids ) {
			$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
			// SQL: $in is only %d placeholders.
			$counts = array_fill_keys( $ids, 0 );
			if ( null !== $known ) {
				$counts = array_replace( $counts, array_intersect_key( array_map( 'intval', $known ), $counts ) );
			} else {
				$rows = $wpdb->get_results( $wpdb->prepare( "SELECT post_id, meta_value FROM {$wpdb->postmeta} WHERE meta_key = %s AND post_id IN ({$in})", File::META_DOWNLOADS, ...$ids ), ARRAY_A );
				foreach ( $rows as $row ) {
					$counts[ (int) $row['post_id'] ] = max( 0, (int) $row['meta_value'] );
				}
			}
			$cases = implode( ' ', array_fill( 0, count( $counts ), 'WHEN %d THEN %d' ) );
			$pairs = array();
			foreach ( $counts as $id => $count ) {
				array_push( $pairs, $id, $count );
			}
			// SQL: our table; $cases and $in are only %d placeholders.
			$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET downloads = CASE file_id {$cases} ELSE downloads END WHERE file_id IN ({$in})", ...array_merge( $pairs, $ids ) ) );
		}
	}

	/**
	 * Sets the one column a file meta stands for (META_COLUMNS) to the meta's value: a file's
	 * size, extension, version or download count changed (a file being created has no row yet;
	 * its save writes it whole).
	 *
	 * @param int    $post_id  Post id.
	 * @param string $meta_key Meta key, one of META_COLUMNS.
	 * @param mixed  $value    The meta's value now.
	 */
	public function write_meta_column( int $post_id, string $meta_key, mixed $value ): void {
		global $wpdb;
		if ( ! isset( self::META_COLUMNS[ $meta_key ] ) || ! Search_Schema::is_current() ) {
			return;
		}
		$column = self::META_COLUMNS[ $meta_key ];
		if ( 'ext' === $column ) {
			Search_Facets::forget();
		}
		$value  = match ( $column ) {
			'size', 'downloads' => max( 0, (int) $value ),
			'ext'               => mb_substr( strtolower( (string) $value ), 0, self::MAX_EXT ),
			default             => mb_substr( (string) $value, 0, self::MAX_VERSION ),
		};
		$wpdb->update( Search_Schema::table(), array( $column => $value ), array( 'file_id' => $post_id ), array( is_int( $value ) ? '%d' : '%s' ), array( '%d' ) );
	}

	/**
	 * Rewrites the rows of every file with a tag (the tag was renamed: its files' tag text changes).
	 *
	 * @param int $term_id Tag id.
	 */
	public function rewrite_tagged( int $term_id ): void {
		global $wpdb;
		if ( ! Search_Schema::is_current() ) {
			return;
		}
		$ids = $wpdb->get_col( $wpdb->prepare( 'SELECT file_id FROM ' . Search_Schema::tags_table() . ' WHERE tag_id = %d', $term_id ) ); // SQL: our table.
		foreach ( array_chunk( array_map( 'intval', $ids ), Search_Index::BATCH ) as $batch ) {
			$this->write( $batch );
		}
	}

	/**
	 * Brings every row's category chain and visibility in line with the categories as they are
	 * now: one UPDATE per category whose stored values differ, no file is reloaded.
	 */
	public function refresh_categories(): void {
		global $wpdb;
		if ( ! Search_Schema::is_current() ) {
			return;
		}
		Search_Facets::forget();
		$chains = $this->all_chains();
		$table  = Search_Schema::table();
		// SQL: our table.
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
				foreach ( array_chunk( $orphans, Search_Index::BATCH ) as $batch ) {
					$this->write( $batch );
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
		// SQL: our table; placeholders only.
		$rows   = $wpdb->get_results( $wpdb->prepare( 'SELECT word, status, category_id, COUNT(*) AS files, SUM(in_title) AS titled FROM ' . Search_Schema::words_table() . ' WHERE file_id IN (' . implode( ',', array_fill( 0, count( $file_ids ), '%d' ) ) . ') GROUP BY word, status, category_id', ...$file_ids ), ARRAY_A );
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
		$table = Search_Schema::word_counts_table();
		// SQL: our table; placeholders only.
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
	}

	/**
	 * The categories the index holds some files in.
	 *
	 * @param int[] $file_ids File ids.
	 * @return int[]
	 */
	private function categories_of( array $file_ids ): array {
		global $wpdb;
		// SQL: our table; placeholders only.
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT category_id FROM ' . Search_Schema::table() . ' WHERE file_id IN (' . implode( ',', array_fill( 0, count( $file_ids ), '%d' ) ) . ')', ...$file_ids ) ) );
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
