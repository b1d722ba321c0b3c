<?php
/**
 * An index write cut in two is repaired by a rebuild in the background (docs/scale-out.md "The
 * database restarted while searches run").
 *
 * @package Frontage
 */

namespace Frontage\Tests;

use Frontage\Search\Search_Index;
use Frontage\Search\Search_Index_Repair;
use Frontage\Search\Search_Schema;

require_once __DIR__ . '/class-search-test-case.php';

/**
 * A statement of an edit's index write fails, as when the database goes away between two of
 * them: the index is marked, and the next editor's or WP-Cron request rebuilds it whole.
 */
final class Test_Index_Repair extends Search_Test_Case {

	/**
	 * Options the repair writes, restored; no marker or rebuild left behind.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->restore_option_after_test( Search_Index::OPTION_REFRESH );
		$this->restore_option_after_test( Search_Index::OPTION_LOCK );
		wp_clear_scheduled_hook( Search_Index::ACTION_BUILD );
		$this->remove_marker();
	}

	/**
	 * Removes the marker and the scheduled rebuild.
	 */
	protected function tearDown(): void {
		remove_all_filters( 'query' );
		$this->remove_marker();
		wp_clear_scheduled_hook( Search_Index::ACTION_BUILD );
		parent::tearDown();
	}

	/**
	 * An edit whose word counts fail to be written leaves the index unlike a rebuild and marked;
	 * the next admin request starts the rebuild, WP-Cron runs it, and the index then equals a
	 * rebuild, with the edit's new title found.
	 */
	public function test_a_write_cut_in_two_is_repaired(): void {
		$file = $this->make_file( array( 'title' => "Harbour {$this->token}" ) );
		$this->index->rebuild();
		$this->assertFalse( Search_Index_Repair::is_marked() );

		// The database refuses the word counts' statements of the next write.
		$counts = Search_Schema::word_counts_table();
		add_filter( 'query', static fn ( string $query ): string => str_contains( $query, $counts ) && ! str_starts_with( ltrim( $query ), 'SELECT' ) ? "SELECT * FROM {$counts}_gone" : $query );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the failure is the point.
		$GLOBALS['wpdb']->suppress_errors( true );
		wp_update_post(
			array(
				'ID'         => $file->id,
				'post_title' => "Lighthouse {$this->token}",
			)
		);
		$GLOBALS['wpdb']->suppress_errors( false );
		remove_all_filters( 'query' );

		$this->assertTrue( Search_Index_Repair::is_marked(), 'The cut write marked the index.' );
		$cut = $this->index_rows();

		// The next admin request (admin_init) starts the rebuild; WP-Cron runs it.
		Search_Index_Repair::repair_if_marked( $this->index );
		$this->assertFalse( Search_Index_Repair::is_marked(), 'The marker is gone once the rebuild is recorded.' );
		$this->assertNotFalse( wp_next_scheduled( Search_Index::ACTION_BUILD ), 'The rebuild is scheduled.' );
		$this->assertSame( '0', get_option( Search_Index::OPTION_REFRESH ), 'From the first file; searches read the index meanwhile.' );
		wp_clear_scheduled_hook( Search_Index::ACTION_BUILD );
		do_action( Search_Index::ACTION_BUILD );
		$repaired = $this->index_rows();

		$this->index->rebuild();
		$this->assertNotSame( $this->index_rows(), $cut, 'The cut write left the index unlike a rebuild (else this tests nothing).' );
		$this->assertSame( $this->index_rows(), $repaired, 'Repaired, the index equals a rebuild.' );
		$this->assertSame( array( "Lighthouse {$this->token}" ), self::titles( $this->search( array( 'q' => 'lighthouse ' . $this->token ) )['files'] ) );
	}

	/**
	 * A write that ends whole leaves no marker, and a request without one does nothing.
	 */
	public function test_a_whole_write_leaves_no_marker(): void {
		$file = $this->make_file( array( 'title' => "Quay {$this->token}" ) );
		wp_update_post(
			array(
				'ID'         => $file->id,
				'post_title' => "Pier {$this->token}",
			)
		);
		$this->assertFalse( Search_Index_Repair::is_marked() );
		Search_Index_Repair::repair_if_marked( $this->index );
		$this->assertFalse( wp_next_scheduled( Search_Index::ACTION_BUILD ) );
	}

	/**
	 * An import or a bulk edit guards thousands of writes in one request: what guard() keeps
	 * for the end of the request does not grow with them.
	 */
	public function test_many_writes_keep_memory_flat(): void {
		Search_Index_Repair::guard( static fn () => null );
		$before = memory_get_usage();
		for ( $i = 0; $i < 10000; $i++ ) {
			Search_Index_Repair::guard( static fn () => null );
		}
		$this->assertLessThan( 256 * 1024, memory_get_usage() - $before, '10,000 guarded writes kept less than 256 KB.' );
		$this->assertFalse( Search_Index_Repair::is_marked() );
	}

	/**
	 * A request that ends inside a write (wp_die() when the database is gone) marks the index,
	 * however many whole writes came before; one that ends after its writes does not.
	 */
	public function test_a_request_ended_inside_a_write_marks_the_index(): void {
		$this->assertSame( '', $this->guarded_writes( 'outside' ) );
		$this->assertFalse( Search_Index_Repair::is_marked(), 'Ended after its writes: no marker.' );
		$this->assertSame( '', $this->guarded_writes( 'inside' ) );
		$this->assertTrue( Search_Index_Repair::is_marked(), 'Ended inside a write: marked.' );
	}

	/**
	 * Runs 500 whole guarded writes in a child process, which then ends inside or after one more.
	 *
	 * @param string $end `inside` or `outside`.
	 * @return string What the child printed.
	 */
	private function guarded_writes( string $end ): string {
		$command = sprintf(
			'%s %s %s 500 %s 2>&1',
			escapeshellarg( PHP_BINARY ),
			escapeshellarg( dirname( __DIR__ ) . '/fixtures/guarded-writes.php' ),
			escapeshellarg( (string) getenv( 'FRONTAGE_WP_DIR' ) ),
			escapeshellarg( $end )
		);
		return (string) shell_exec( $command ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_shell_exec -- a request in a child process.
	}

	/**
	 * Removes the marker, if any.
	 */
	private function remove_marker(): void {
		$uploads = wp_upload_dir( null, false );
		$marker  = $uploads['basedir'] . '/' . \Frontage\Files\Storage::FOLDER . '/' . Search_Index_Repair::MARKER;
		if ( is_file( $marker ) ) {
			wp_delete_file( $marker );
		}
	}
}
