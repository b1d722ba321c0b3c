<?php
/**
 * Tests of PHP killed in the middle of a search index build (docs/scale-out.md "Faults"):
 * includes/search/class-search-index.php and its writer.
 *
 * @package Frontage
 */

use Frontage\Files\File;
use Frontage\Search\Search_Index;
use Frontage\Search\Search_Schema;
use Frontage\Tests\Search_Test_Case;

require_once __DIR__ . '/class-search-test-case.php';

/**
 * A child PHP process (rebuild-until-stopped.php) builds the index in batches of 10 and stops in
 * the middle of its third batch, its rows deleted but not yet written again; the test searches
 * then, kills the child with SIGKILL, searches again, and lets the WP-Cron event finish the build.
 */
final class Test_Interrupted_Rebuild extends Search_Test_Case {

	/**
	 * Files per batch in the child.
	 */
	private const BATCH = 10;

	/**
	 * The child process.
	 *
	 * @var resource|null
	 */
	private $child = null;

	/**
	 * This test's files, in id order.
	 *
	 * @var File[]
	 */
	private array $files = array();

	/**
	 * A library of five batches (and whatever the site holds), the index complete.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->restore_option_after_test( Search_Index::OPTION_LOCK );
		$this->restore_option_after_test( Search_Index::OPTION_REFRESH );
		$this->restore_option_after_test( Search_Index::OPTION_CURSOR );
		$this->restore_option_after_test( Search_Schema::OPTION_VERSION );
		wp_clear_scheduled_hook( Search_Index::ACTION_BUILD );
		for ( $i = 1; $i <= 5 * self::BATCH; $i++ ) {
			$this->files[] = $this->make_file( array( 'title' => sprintf( 'Survey %02d %s', $i, $this->token ) ), "survey-{$i}.txt", "survey {$i}" );
		}
		$this->index->rebuild();
	}

	/**
	 * Kills the child if it still runs, and forgets any resume left scheduled.
	 */
	protected function tearDown(): void {
		$this->kill_child();
		remove_all_filters( Search_Index::FILTER_LOCK_SECONDS );
		wp_clear_scheduled_hook( Search_Index::ACTION_BUILD );
		parent::tearDown();
	}

	/**
	 * Starts the child and waits until it has stopped in its third batch.
	 *
	 * @param string $mode `rebuild` (a rebuild by hand, as the CLI's) or `install` (a new schema).
	 */
	private function start_child( string $mode ): void {
		$this->child = proc_open(
			array( PHP_BINARY, __DIR__ . '/rebuild-until-stopped.php', $mode, (string) self::BATCH, '3' ),
			array(
				1 => array( 'pipe', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes,
			null,
			array( 'FRONTAGE_WP_DIR' => (string) getenv( 'FRONTAGE_WP_DIR' ) ) + getenv()
		);
		$this->assertIsResource( $this->child );
		stream_set_timeout( $pipes[1], 60 );
		$this->assertSame( "stopped\n", fgets( $pipes[1] ), 'The child stopped in the middle of a batch.' );
		// What the child wrote reaches this process's next reads.
		wp_cache_flush();
	}

	/**
	 * Kills the child as the kernel's OOM killer or a host's watchdog would: SIGKILL.
	 */
	private function kill_child(): void {
		if ( $this->child ) {
			proc_terminate( $this->child, 9 );
			proc_close( $this->child );
			$this->child = null;
			wp_cache_flush();
		}
	}

	/**
	 * The ids a visitor finds for the test's keyword, and for one file's title.
	 *
	 * @return array{all: int[], one: int[]}
	 */
	private function found(): array {
		$ids = static fn ( array $result ): array => array_map( static fn ( File $file ): int => $file->id, $result['files'] );
		return array(
			'all' => $ids( $this->search( array( 'q' => $this->token, 'limit' => 100 ) ) ),
			'one' => $ids( $this->search( array( 'q' => 'survey 25 ' . $this->token ) ) ),
		);
	}

	/**
	 * The WP-Cron event that resumes the build, run as WP-Cron would (after the lock's timeout).
	 */
	private function run_resume_event(): void {
		$this->assertNotFalse( wp_next_scheduled( Search_Index::ACTION_BUILD ), 'A resume is scheduled.' );
		wp_clear_scheduled_hook( Search_Index::ACTION_BUILD );
		do_action( Search_Index::ACTION_BUILD );
		wp_cache_flush();
	}

	/**
	 * A rebuild by hand killed midway: searches keep finding every file (the batch it was in is
	 * rolled back, not lost), the next WP-Cron run leaves the dead build's lock alone until its
	 * timeout, then takes it over and finishes the rebuild from where it stopped, and the index
	 * equals a whole rebuild.
	 */
	public function test_a_rebuild_killed_midway_keeps_searches_right_and_is_finished_later(): void {
		global $wpdb;
		$complete = $this->index_rows();
		$expected = $this->found();
		$this->assertCount( 5 * self::BATCH, $expected['all'] );
		$this->assertSame( array( $this->files[24]->id ), $expected['one'] );
		// Damaged behind WordPress's back, in the last batch: what the rebuild is for.
		$last = end( $this->files )->id;
		$wpdb->update( Search_Schema::table(), array( 'title_lc' => 'wrong' ), array( 'file_id' => $last ) );

		$this->start_child( 'rebuild' );
		if ( Search_Schema::speaks_mysql() ) {
			// SQLite has one write lock, which the stopped batch holds: the search's own cache
			// write would wait for it (10 s) before going on. Its reads see what MySQL's do.
			$this->assertSame( $expected, $this->found(), 'Searches are right while the rebuild runs.' );
		}
		$this->kill_child();
		$this->assertSame( $expected, $this->found(), 'Searches are right after it died.' );
		$this->assertSame( 'wrong', $this->row( $last )['title_lc'], 'The rebuild did not finish.' );

		// The next run, before the dead build's lock has timed out, leaves it alone.
		$this->run_resume_event();
		$this->assertSame( 'wrong', $this->row( $last )['title_lc'] );
		$this->assertNotFalse( wp_next_scheduled( Search_Index::ACTION_BUILD ), 'It tries again later.' );

		// After the timeout (made short here), the next run takes the lock over and finishes.
		add_filter( Search_Index::FILTER_LOCK_SECONDS, '__return_zero' );
		$this->run_resume_event();
		$this->assertSame( $complete, $this->index_rows(), 'The index equals a whole rebuild.' );
		$this->assertSame( $expected, $this->found() );
		$this->assertFalse( get_option( Search_Index::OPTION_REFRESH ), 'No rebuild is left unfinished.' );
		$this->assertFalse( get_option( Search_Index::OPTION_LOCK ), 'The lock is released.' );
		$this->assertFalse( wp_next_scheduled( Search_Index::ACTION_BUILD ), 'Nothing is left scheduled.' );
	}

	/**
	 * A new schema's build (tables dropped, created and filled in one request) killed midway:
	 * searches answer nothing rather than part of the library until it is complete, and the
	 * WP-Cron event finishes it after the lock's timeout.
	 */
	public function test_a_new_schemas_build_killed_midway_is_not_searched_until_finished(): void {
		$complete = $this->index_rows();
		$expected = $this->found();

		$this->start_child( 'install' );
		$this->assertFalse( $this->index->is_ready(), 'An index being built is not searched.' );
		$this->kill_child();
		$this->assertFalse( $this->index->is_ready(), 'Nor one whose build died.' );
		$this->assertSame(
			array(
				'all' => array(),
				'one' => array(),
			),
			$this->found(),
			'Searches answer nothing, not part of the library.'
		);

		add_filter( Search_Index::FILTER_LOCK_SECONDS, '__return_zero' );
		$this->run_resume_event();
		$this->assertTrue( $this->index->is_ready() );
		$this->assertSame( $expected, $this->found() );
		$this->assertSame( $complete, $this->index_rows(), 'The index equals a whole rebuild.' );
		$this->assertFalse( get_option( Search_Index::OPTION_LOCK ) );
		$this->assertFalse( wp_next_scheduled( Search_Index::ACTION_BUILD ) );
	}
}
