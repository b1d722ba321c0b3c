<?php
/**
 * The import's id map at scale (docs/migration.md "Batches" and "The id map"): looked up by an
 * indexed meta key, rows from before the index still found and given their key, one query an
 * old link; each file written in one transaction; the search index written once a batch and
 * right after it; unchanged rows confirmed 200 a batch.
 *
 * @package Frontage
 */

namespace Frontage\Tests;

use Frontage\Files\Files_Module;
use Frontage\Import\Id_Map;
use Frontage\Import\Importer;
use Frontage\Search\Search_Schema;

require_once __DIR__ . '/class-wpfd-import-test-case.php';

/**
 * Id_Map, File_Import and Importer at scale.
 */
final class Test_Id_Map_Index extends Wpfd_Import_Test_Case {

	/**
	 * The id map's index state is put back after each test.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->restore_option_after_test( Id_Map::OPTION_INDEX );
	}

	/**
	 * A category and three files, one a word apart from the others.
	 *
	 * @return array<string, int> Source ids.
	 */
	private function seed(): array {
		$word             = 'zebrafinch' . strtolower( wp_generate_password( 6, false ) );
		$s                = array( 'word' => $word );
		$s['reports']     = $this->wpfd_category( 'Reports ' . $word );
		$s['tag']         = $this->wpfd_tag( 'Tagged ' . $word );
		$s['first']       = $this->wpfd_file( $s['reports'], 'First ' . $word, "first\n", array(), array(), array( $s['tag'] ) );
		$s['second']      = $this->wpfd_file( $s['reports'], 'Second ' . $word, "second\n" );
		$s['third']       = $this->wpfd_file( $s['reports'], 'Third ' . $word, "third\n" );
		return $s;
	}

	/**
	 * The SQL run while a callable runs.
	 *
	 * @param callable $run What to run.
	 * @return string[]
	 */
	private static function queries( callable $run ): array {
		$sql   = array();
		$watch = static function ( string $query ) use ( &$sql ): string {
			$sql[] = $query;
			return $query;
		};
		add_filter( 'query', $watch );
		try {
			$run();
		} finally {
			remove_filter( 'query', $watch );
		}
		return $sql;
	}

	/**
	 * An import writes both the meta a person reads and the indexed key; an old link's lookup
	 * is one query, on the indexed key, whatever the library holds.
	 */
	public function test_an_old_link_is_one_query_on_the_indexed_key(): void {
		$s = $this->seed();
		$this->act_as( 'administrator' );
		$this->assertSame( 'done', $this->import()['status'] );
		$file = $this->imported_file( $s['second'] );
		$this->assertGreaterThan( 0, $file );
		$this->assertSame( Importer::key( $s['second'] ), get_post_meta( $file, Id_Map::META, true ), 'The readable meta is kept.' );
		$this->assertSame( Importer::key( $s['second'] ), get_post_meta( $file, Id_Map::KEY_PREFIX . 'wpfd:' . $s['second'], true ) );
		$this->assertSame( Importer::key( $s['reports'] ), get_term_meta( $this->imported_category( $s['reports'] ), Id_Map::KEY_PREFIX . 'wpfd:' . $s['reports'], true ), 'Categories too.' );
		$this->assertTrue( Id_Map::indexed(), 'An import completes the index first.' );
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( Id_Map::OPTION_INDEX, 'options' );
		$this->assertTrue( Id_Map::indexed(), 'And says so as read back from the database, in the next request.' );

		$map   = new Id_Map();
		$found = 0;
		$sql   = self::queries(
			static function () use ( $map, $s, &$found ): void {
				$found = $map->file( Id_Map::WPFD, $s['second'] );
			}
		);
		$this->assertSame( $file, $found );
		$this->assertCount( 1, $sql, implode( "\n", $sql ) );
		$this->assertStringContainsString( "meta_key IN ( '" . Id_Map::KEY_PREFIX . 'wpfd:' . $s['second'] . "' )", $sql[0], 'Filtered on the indexed meta_key, not on meta_value alone.' );
		$this->assertSame( array(), self::queries( static fn () => $map->file( Id_Map::WPFD, $s['second'] ) ), 'Kept for the request.' );

		$sql = self::queries( static fn () => ( new Id_Map() )->category( Id_Map::WPFD, $s['reports'] ) );
		$this->assertCount( 1, $sql );
		$this->assertStringContainsString( Id_Map::KEY_PREFIX . 'wpfd:' . $s['reports'], $sql[0] );
		$this->assertSame( $this->imported_category( $s['reports'] ), ( new Id_Map() )->category( Id_Map::WPFD, $s['reports'] ) );
		$this->assertSame( 0, ( new Id_Map() )->file( Id_Map::WPFD, 999999999 ), 'Not imported: nothing.' );
	}

	/**
	 * A file and a category imported before the index existed (the readable meta only) are found
	 * before the index is completed and after; completing it gives them their key, a page at a
	 * time, and a second run changes nothing.
	 */
	public function test_rows_from_before_the_index_are_found_and_indexed(): void {
		$s = $this->seed();
		$this->act_as( 'administrator' );
		$this->assertSame( 'done', $this->import()['status'] );
		$file     = $this->imported_file( $s['first'] );
		$category = $this->imported_category( $s['reports'] );
		// As an import before the index left them.
		delete_post_meta( $file, Id_Map::index_key( Importer::key( $s['first'] ) ) );
		delete_term_meta( $category, Id_Map::index_key( Importer::key( $s['reports'] ) ) );
		delete_option( Id_Map::OPTION_INDEX );
		wp_unschedule_hook( Id_Map::CRON_HOOK );

		$this->assertFalse( Id_Map::indexed() );
		$this->assertSame( $file, ( new Id_Map() )->file( Id_Map::WPFD, $s['first'] ), 'Found by the old meta before the index is complete.' );
		$this->assertSame( $category, ( new Id_Map() )->category( Id_Map::WPFD, $s['reports'] ) );
		$this->assertNotFalse( wp_next_scheduled( Id_Map::CRON_HOOK, array( 0 ) ), 'WP-Cron is asked to complete the index.' );

		do_action( Id_Map::CRON_HOOK, 0 ); // What WP-Cron runs.
		$this->assertTrue( Id_Map::indexed() );
		$this->assertSame( Importer::key( $s['first'] ), get_post_meta( $file, Id_Map::index_key( Importer::key( $s['first'] ) ), true ) );
		$this->assertSame( Importer::key( $s['reports'] ), get_term_meta( $category, Id_Map::index_key( Importer::key( $s['reports'] ) ), true ) );
		$this->assertSame( $file, ( new Id_Map() )->file( Id_Map::WPFD, $s['first'] ), 'Found by the indexed key.' );
		$this->assertSame( $category, ( new Id_Map() )->category( Id_Map::WPFD, $s['reports'] ) );

		delete_option( Id_Map::OPTION_INDEX );
		$this->assertTrue( Id_Map::index_step(), 'Run again: nothing to add.' );
		$this->assertCount( 1, get_post_meta( $file, Id_Map::index_key( Importer::key( $s['first'] ) ) ), 'A key is never added twice.' );
		$second = $this->import();
		$this->assertSame( 3, $second['counts']['files']['unchanged'], 'A second import finds every file.' );
		$this->assertSame( 3, $this->imported_count() );
	}

	/**
	 * A file whose writes fail midway leaves nothing of itself (no post, no id map): the import
	 * stops before it, and resuming imports it once.
	 */
	public function test_a_file_cut_midway_is_rolled_back_whole(): void {
		$s = $this->seed();
		$this->act_as( 'administrator' );
		$fail  = static function ( $meta_id, $object_id, $meta_key ): void {
			unset( $meta_id, $object_id );
			if ( Importer::META_SIGNATURE === $meta_key ) {
				throw new \RuntimeException( 'Cut after the id map.' );
			}
		};
		$files = static fn (): int => (int) ( new \WP_Query(
			array(
				'post_type'      => Files_Module::POST_TYPE,
				'post_status'    => 'any',
				's'              => $s['word'],
				'fields'         => 'ids',
				'posts_per_page' => -1,
			)
		) )->found_posts;
		add_action( 'added_post_meta', $fail, 10, 3 );
		try {
			$answer = $this->import();
		} finally {
			remove_action( 'added_post_meta', $fail, 10 );
		}
		$this->assertSame( 'failed', $answer['status'] );
		$this->assertSame( 0, $answer['counts']['files']['created'], 'The record is as before the file.' );
		$this->assertSame( 0, $this->imported_file( $s['first'] ), 'No id map left.' );
		$this->assertSame( 0, $files(), 'No post left.' );

		$again = $this->import();
		$this->assertSame( 'done', $again['status'] );
		$this->assertSame( 3, $again['counts']['files']['created'] );
		$this->assertSame( 3, $files(), 'Each file once.' );
	}

	/**
	 * Right after a batch its files are in the search index, written once each (not at each
	 * save, category, tag and meta).
	 */
	public function test_a_batch_files_are_searchable_right_after_it(): void {
		global $wpdb;
		$s = $this->seed();
		$this->act_as( 'administrator' );
		$id = (int) $this->rest( 'POST', '/frontage/v1/imports', array( 'source' => 'wpfd' ) )->get_data()['id'];
		$this->rest( 'GET', '/frontage/v1/imports/' . $id ); // Categories.
		$this->rest( 'GET', '/frontage/v1/imports/' . $id ); // Tags.
		$table  = Search_Schema::table();
		$writes = array_filter(
			self::queries( fn () => $this->rest( 'GET', '/frontage/v1/imports/' . $id ) ),
			static fn ( string $sql ): bool => (bool) preg_match( '/^\s*(INSERT|REPLACE)\b[^(]*\b' . preg_quote( $table, '/' ) . '\b/i', $sql )
		);
		$this->assertSame( 'done', get_option( 'frontage_import_' . $id )['status'] ?? '', 'One batch of files.' );
		$this->assertCount( 1, $writes, 'The batch\'s rows written in one statement: ' . implode( "\n", $writes ) );

		wp_set_current_user( 0 );
		$found = $this->rest(
			'GET',
			'/frontage/v1/search',
			array(
				'q'     => $s['word'],
				'limit' => '100',
			)
		)->get_data();
		$this->assertSame( 3, $found['total'] ?? null, (string) wp_json_encode( $found ) );
		$tagged = $this->rest(
			'GET',
			'/frontage/v1/search',
			array(
				'q'     => 'Tagged ' . $s['word'],
				'limit' => '100',
			)
		)->get_data();
		$this->assertContains( 'First ' . $s['word'], array_column( $tagged['files'], 'title' ), 'Its tag is in the index.' );
		$this->assertSame( 3, (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE file_id IN ( %d, %d, %d )", $this->imported_file( $s['first'] ), $this->imported_file( $s['second'] ), $this->imported_file( $s['third'] ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the index's table name.
	}

	/**
	 * A second import confirms unchanged files up to 200 a batch, while a first import still
	 * writes at most the batch size.
	 */
	public function test_unchanged_files_are_confirmed_many_a_batch(): void {
		$this->seed();
		$this->act_as( 'administrator' );
		add_filter( Importer::FILTER_FILE_BATCH, static fn (): int => 1 );
		$first = $this->batches();
		$this->assertSame( 3, $first['counts']['files']['created'] );
		$this->assertSame( 3, $first['batches'], 'One file written a batch.' );
		$second = $this->batches();
		$this->assertSame( 3, $second['counts']['files']['unchanged'] );
		$this->assertSame( 1, $second['batches'], 'The unchanged files confirmed in one batch.' );
	}

	/**
	 * Runs an import, counting its batches of files.
	 *
	 * @return array<string, mixed> The last answer, with `batches`.
	 */
	private function batches(): array {
		$id      = (int) $this->rest( 'POST', '/frontage/v1/imports', array( 'source' => 'wpfd' ) )->get_data()['id'];
		$batches = 0;
		do {
			$answer = $this->rest( 'GET', '/frontage/v1/imports/' . $id )->get_data();
			if ( 'files' === $answer['phase'] && 'queued' !== $answer['status'] ) {
				++$batches;
			}
		} while ( in_array( $answer['status'], array( 'queued', 'running' ), true ) && $batches < 50 );
		// The batch that moved from tags to files ran no file.
		return $answer + array( 'batches' => $batches - 1 );
	}
}
