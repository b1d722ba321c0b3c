<?php
/**
 * Tests for includes/files/class-download-stats.php and class-download-stats-controller.php:
 * downloads per file and per day, counted for single downloads and zips, read by library
 * managers only, and nothing about the visitor kept.
 *
 * @package Frontage
 */

use Frontage\Files\Download_Stats;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * Download statistics.
 */
final class Test_Download_Stats extends Library_Test_Case {

	/**
	 * The statistics service.
	 *
	 * @var Download_Stats
	 */
	private Download_Stats $stats;

	/**
	 * An empty statistics table.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->stats = $this->library->stats();
		$this->stats->maybe_install();
		$this->empty_table();
	}

	/**
	 * Leaves the table empty.
	 */
	protected function tearDown(): void {
		$this->empty_table();
		parent::tearDown();
	}

	/**
	 * Deletes every row.
	 */
	private function empty_table(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . Download_Stats::table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table.
	}

	/**
	 * Each counted download adds one to its file's count of today (the site's time zone), and a
	 * zip one to each of its files; the table holds the file, the day and the count — nothing
	 * about who downloaded.
	 */
	public function test_downloads_and_zips_are_counted_per_file_and_day(): void {
		$this->set_option( 'timezone_string', 'Pacific/Auckland' );
		$a = $this->make_file( array(), 'a.txt', "Alpha notes\n" );
		$b = $this->make_file( array(), 'b.txt', "Beta notes\n" );

		$this->library->count_download( $a->id );
		$this->library->count_download( $a->id );
		$this->library->count_downloads( array( $a->id, $b->id, $b->id ) );

		$today = wp_date( 'Y-m-d' );
		$this->assertSame( $today, Download_Stats::today() );
		$this->assertSame( array( 3, 1 ), array( $this->today_count( $a->id ), $this->today_count( $b->id ) ) );

		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM ' . Download_Stats::table() . ' WHERE file_id = %d', $a->id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table.
		$this->assertCount( 1, $rows, 'One row per file and day.' );
		$this->assertSame( array( 'file_id', 'day', 'count' ), array_keys( $rows[0] ), 'No visitor data: only the file, the day and a count.' );
	}

	/**
	 * A zip counts all its files in one query, however many there are.
	 */
	public function test_a_zip_counts_its_files_in_one_query(): void {
		$ids = array();
		for ( $i = 0; $i < 30; $i++ ) {
			$ids[] = $this->make_file( array(), 'z' . $i . '.txt', "Zip part\n" )->id;
		}
		$this->stats->count( array( $ids[0] ) );
		$queries = 0;
		$count   = static function ( string $sql ) use ( &$queries ): string {
			++$queries;
			return $sql;
		};
		add_filter( 'query', $count );
		$this->stats->count( $ids );
		remove_filter( 'query', $count );

		$this->assertSame( 1, $queries );
		$this->assertSame( 2, $this->today_count( $ids[0] ), 'An existing row counts up.' );
		$this->assertSame( 1, $this->today_count( $ids[29] ), 'A new row starts at one.' );
	}

	/**
	 * A file's statistics list every day of the period, oldest first, 0 where nothing was
	 * downloaded, and leave out what happened before it.
	 */
	public function test_a_files_days_are_all_listed(): void {
		$file = $this->make_file();
		$this->stats->count( array( $file->id ), '2026-03-01' );
		$this->stats->count( array( $file->id ), '2026-03-01' );
		$this->stats->count( array( $file->id ), '2026-03-30' );
		$this->stats->count( array( $file->id ), '2026-01-15' );

		$month = $this->stats->for_file( $file->id, 30, '2026-03-30' );

		$this->assertSame( '2026-03-01', $month['from'] );
		$this->assertSame( '2026-03-30', $month['to'] );
		$this->assertCount( 30, $month['per_day'] );
		$this->assertSame(
			array(
				'day'   => '2026-03-01',
				'count' => 2,
			),
			$month['per_day'][0]
		);
		$this->assertSame( 0, $month['per_day'][1]['count'] );
		$this->assertSame( 1, $month['per_day'][29]['count'] );
		$this->assertSame( 3, $month['total'], 'January is outside the 30 days.' );
		$this->assertSame( 4, $this->stats->for_file( $file->id, 90, '2026-03-30' )['total'] );
	}

	/**
	 * GET /files/{id}/stats answers a library manager the last 30 or 90 days; GET /stats the
	 * library's days and its most downloaded files.
	 */
	public function test_managers_read_a_files_and_the_librarys_statistics(): void {
		$popular = $this->make_file( array( 'title' => 'Popular' ) );
		$quiet   = $this->make_file( array( 'title' => 'Quiet' ) );
		$this->library->count_download( $popular->id );
		$this->library->count_downloads( array( $popular->id, $quiet->id ) );
		$this->stats->count( array( $quiet->id ), gmdate( 'Y-m-d', strtotime( '-200 days' ) ) );
		$this->act_as( 'editor' );

		$response = $this->rest( 'GET', '/frontage/v1/files/' . $popular->id . '/stats' );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 30, $data['days'] );
		$this->assertCount( 30, $data['per_day'] );
		$this->assertSame( Download_Stats::today(), $data['to'] );
		$this->assertSame( 2, end( $data['per_day'] )['count'] );
		$this->assertSame( 2, $data['total'] );
		$this->assertSame( 2, $data['downloads'], 'The all-time count too.' );
		$this->assertCount( 90, $this->rest( 'GET', '/frontage/v1/files/' . $popular->id . '/stats', array( 'days' => 90 ) )->get_data()['per_day'] );

		$site = $this->rest( 'GET', '/frontage/v1/stats', array( 'days' => 90 ) )->get_data();
		$this->assertSame( 3, $site['total'], 'The 200-day-old download is outside the period.' );
		$this->assertSame( 3, end( $site['per_day'] )['count'] );
		$this->assertSame(
			array(
				array( $popular->id, 'Popular', 2 ),
				array( $quiet->id, 'Quiet', 1 ),
			),
			array_map( static fn ( array $row ): array => array( $row['id'], $row['title'], $row['count'] ), $site['top'] )
		);
		$this->assertCount( 1, $this->rest( 'GET', '/frontage/v1/stats', array( 'limit' => 1 ) )->get_data()['top'] );
	}

	/**
	 * Visitors get 401, subscribers, contributors and authors 403: statistics are the owner's.
	 */
	public function test_only_library_managers_read_statistics(): void {
		$file = $this->make_file();
		foreach ( array( '' => 401, 'subscriber' => 403, 'contributor' => 403, 'author' => 403 ) as $role => $status ) {
			if ( $role ) {
				$this->act_as( $role );
			}
			$this->assertSame( $status, $this->rest( 'GET', '/frontage/v1/files/' . $file->id . '/stats' )->get_status(), $role );
			$this->assertSame( $status, $this->rest( 'GET', '/frontage/v1/stats' )->get_status(), $role );
		}
		$this->act_as( 'administrator' );
		$this->assertSame( 200, $this->rest( 'GET', '/frontage/v1/stats' )->get_status() );
	}

	/**
	 * Bad ids and periods are a 400, a missing file a 404.
	 */
	public function test_bad_ids_and_periods_are_refused(): void {
		$file = $this->make_file();
		$this->act_as( 'editor' );
		foreach ( array( '0', '-3', 'abc', '1e3', '99999999999999999999' ) as $bad ) {
			$this->assertSame( 400, $this->rest( 'GET', '/frontage/v1/files/' . $bad . '/stats' )->get_status(), $bad );
		}
		$this->assertSame( 404, $this->rest( 'GET', '/frontage/v1/files/99999999/stats' )->get_status() );
		$page = $this->create_post( array( 'post_type' => 'page' ) );
		$this->assertSame( 404, $this->rest( 'GET', '/frontage/v1/files/' . $page . '/stats' )->get_status(), 'Other posts are not files.' );
		foreach ( array( '0', '367', 'month', '-1' ) as $days ) {
			$this->assertSame( 400, $this->rest( 'GET', '/frontage/v1/files/' . $file->id . '/stats', array( 'days' => $days ) )->get_status(), $days );
			$this->assertSame( 400, $this->rest( 'GET', '/frontage/v1/stats', array( 'days' => $days ) )->get_status(), $days );
		}
		$this->assertSame( 400, $this->rest( 'GET', '/frontage/v1/stats', array( 'limit' => '51' ) )->get_status() );
	}

	/**
	 * Deleting a file deletes its statistics.
	 */
	public function test_deleting_a_file_deletes_its_statistics(): void {
		$file = $this->make_file();
		$this->library->count_download( $file->id );
		$this->assertSame( 1, $this->today_count( $file->id ) );

		$this->library->delete( $file->id );

		$this->assertSame( 0, $this->today_count( $file->id ) );
	}

	/**
	 * A file's count of today.
	 *
	 * @param int $id File.
	 */
	private function today_count( int $id ): int {
		return $this->stats->for_file( $id, 1 )['per_day'][0]['count'];
	}
}
