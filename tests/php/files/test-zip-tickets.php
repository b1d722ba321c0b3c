<?php
/**
 * Tests for includes/files/class-zip-tickets.php and class-zip-counts.php: signed zip hashes
 * that store nothing when asked for, uses counted atomically, the throttle on asking, and the
 * purge of spent uses (docs/files.md, "Zips of selected files").
 *
 * @package Frontage
 */

use Frontage\Ajax_Router;
use Frontage\Files\Zip_Counts;
use Frontage\Files\Zip_Selection;
use Frontage\Files\Zip_Tickets;
use Frontage\Files\Zips;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * The zip hashes' lifetime, uses and throttle.
 */
final class Test_Zip_Tickets extends Library_Test_Case {

	/**
	 * The router the tasks are registered on.
	 *
	 * @var Ajax_Router
	 */
	private Ajax_Router $router;

	/**
	 * The service that issues and redeems hashes.
	 *
	 * @var Zips
	 */
	private Zips $zips;

	/**
	 * The selection rule the tasks use (it registers the limit settings).
	 *
	 * @var Zip_Selection
	 */
	private Zip_Selection $selection;

	/**
	 * The time the tickets see.
	 *
	 * @var int
	 */
	private int $now;

	/**
	 * The address the request came from, restored afterwards.
	 *
	 * @var string|null
	 */
	private ?string $remote_addr;

	/**
	 * Builds the tasks with a clock the test can move, on an empty counts table.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->now         = time();
		$this->router      = new Ajax_Router();
		$this->selection   = new Zip_Selection( $this->library );
		$this->zips        = new Zips( $this->library, $this->router, new Zip_Tickets( fn (): int => $this->now ), $this->selection );
		$this->remote_addr = $_SERVER['REMOTE_ADDR'] ?? null;
		$_SERVER['REMOTE_ADDR'] = '198.51.100.7';
		( new Zip_Counts() )->maybe_install();
		$wpdb->query( 'DELETE FROM ' . Zip_Counts::table() );
		unset( $_COOKIE[ Zip_Tickets::COOKIE ] );
	}

	/**
	 * Forgets the request.
	 */
	protected function tearDown(): void {
		unset( $_COOKIE[ Zip_Tickets::COOKIE ] );
		if ( null === $this->remote_addr ) {
			unset( $_SERVER['REMOTE_ADDR'] );
		} else {
			$_SERVER['REMOTE_ADDR'] = $this->remote_addr;
		}
		$_GET     = array();
		$_REQUEST = array();
		remove_all_filters( Zip_Tickets::FILTER_ISSUE_LIMIT );
		parent::tearDown();
	}

	/**
	 * Asking for zips stores nothing in the options table: 50 hashes, as a visitor and as a user,
	 * add no row (they used to add two each, for 70 minutes). The link itself is in no table.
	 */
	public function test_asking_for_zips_adds_no_rows_to_the_options_table(): void {
		global $wpdb;
		$file = $this->make_file();
		// The first request may create the counts table's version option and the site's salts.
		$this->call_task( Zips::TASK_ZIP, array( 'filesId' => (string) $file->id ) );
		wp_cache_flush();
		$count  = static fn (): int => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options}" );
		$before = $count();

		$hashes = array();
		for ( $i = 0; $i < 25; $i++ ) {
			$hashes[] = $this->call_task( Zips::TASK_ZIP, array( 'filesId' => (string) $file->id ) )['data']['hash'];
		}
		$this->act_as( 'subscriber' );
		for ( $i = 0; $i < 25; $i++ ) {
			$hashes[] = $this->zips->issue_for_search( (string) $file->id );
		}

		$this->assertCount( 50, array_unique( $hashes ), 'Every hash is its own.' );
		$this->assertSame( $before, $count() );
		$hash  = $hashes[0];
		$found = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s OR option_value LIKE %s", '%' . $wpdb->esc_like( substr( $hash, 0, 40 ) ) . '%', '%' . $wpdb->esc_like( substr( $hash, 0, 40 ) ) . '%' ) );
		$this->assertSame( 0, $found );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Zip_Counts::table() . ' WHERE name LIKE %s', '%' . $wpdb->esc_like( substr( $hash, 0, 40 ) ) . '%' ) ) );
	}

	/**
	 * Requests that arrive at the same moment cannot use a hash more often than it allows: while
	 * one download is counting its use, three others for the same hash come and go (the way
	 * concurrent requests interleave). Exactly three of all of them get the zip; the rest are
	 * told it was used up.
	 */
	public function test_concurrent_downloads_get_exactly_the_allowed_uses(): void {
		$file = $this->make_file();
		$hash = $this->zips->issue_for_category( (string) $file->id );
		$this->assertIsString( $hash );

		$zips     = $this->zips;
		$results  = array();
		$inside   = false;
		$meanwhile = static function ( string $sql ) use ( $zips, $hash, &$results, &$inside ): string {
			// The moment a download writes its use: other downloads of the hash run now.
			if ( ! $inside && str_contains( $sql, 'frontage_zip' ) && preg_match( '/^\s*(INSERT|UPDATE)\b/i', $sql ) ) {
				$inside = true;
				for ( $i = 0; $i < Zip_Tickets::USES; $i++ ) {
					$results[] = $zips->open( Zips::KIND_CATEGORY, $hash );
				}
			}
			return $sql;
		};
		add_filter( 'query', $meanwhile );
		try {
			$results[] = $this->zips->open( Zips::KIND_CATEGORY, $hash );
		} finally {
			remove_filter( 'query', $meanwhile );
		}
		$results[] = $this->zips->open( Zips::KIND_CATEGORY, $hash );

		$this->assertTrue( $inside, 'A download writes its use.' );
		$zipped  = array_filter( $results, 'is_array' );
		$refused = array_filter( $results, 'is_wp_error' );
		$this->assertCount( Zip_Tickets::USES, $zipped );
		$this->assertCount( 2, $refused );
		foreach ( $refused as $error ) {
			$this->assertSame( 410, $error->get_error_data()['status'] );
			$this->assertSame( 'This download link has already been used. Select the files again to download them.', $error->get_error_message() );
		}
	}

	/**
	 * Zip_Counts::take() gives exactly the limit, whatever the number of calls, and a counter
	 * of its own to each name.
	 */
	public function test_a_count_is_taken_at_most_its_limit(): void {
		$counts = new Zip_Counts();
		$a      = hash( 'sha256', 'a' );
		$b      = hash( 'sha256', 'b' );
		$taken  = array();
		for ( $i = 0; $i < 12; $i++ ) {
			$taken[] = $counts->take( $a, 3, $this->now + 60, $this->now );
		}
		$this->assertSame( array( true, true, true ), array_values( array_filter( $taken ) ) );
		$this->assertSame( 3, $counts->hits( $a ) );
		$this->assertTrue( $counts->take( $b, 1, $this->now + 60, $this->now ) );
		$this->assertFalse( $counts->take( $b, 1, $this->now + 60, $this->now ) );
	}

	/**
	 * A hash that was changed in any way, or signed by another site (other salts), gets the
	 * same 404 as one never issued; so does a hash of one task used on the other.
	 */
	public function test_refuses_tampered_and_foreign_hashes(): void {
		$file = $this->make_file();
		$hash = $this->zips->issue_for_category( (string) $file->id );
		$this->assertMatchesRegularExpression( '/^[A-Za-z0-9_-]+$/', $hash, 'URL-safe.' );

		$flip     = static fn ( string $s, int $at ): string => substr_replace( $s, 'A' === $s[ $at ] ? 'B' : 'A', $at, 1 );
		$salt     = static fn ( string $salt ): string => $salt . 'another site';
		add_filter( 'salt', $salt );
		$foreign = $this->zips->issue_for_category( (string) $file->id );
		remove_filter( 'salt', $salt );

		$bad = array(
			'a changed first character' => $flip( $hash, 0 ),
			'a changed middle'          => $flip( $hash, intdiv( strlen( $hash ), 2 ) ),
			'a changed signature'       => $flip( $hash, strlen( $hash ) - 3 ),
			'cut short'                 => substr( $hash, 0, -4 ),
			'lengthened'                => $hash . 'AAAA',
			'signed with other salts'   => $foreign,
			'standard base64'           => strtr( $hash, '-_', '+/' ) . '==',
		);
		foreach ( $bad as $label => $ticket ) {
			$result = $this->zips->open( Zips::KIND_CATEGORY, $ticket );
			$this->assertInstanceOf( WP_Error::class, $result, $label );
			$this->assertSame( 404, $result->get_error_data()['status'], $label );
			$this->assertSame( 'This download link is not valid. Select the files again to download them.', $result->get_error_message(), $label );
		}
		$this->assertSame( 404, $this->zips->open( Zips::KIND_SEARCH, $hash )->get_error_data()['status'], 'Another task.' );
		$this->assertIsArray( $this->zips->open( Zips::KIND_CATEGORY, $hash ), 'The hash itself still works.' );
	}

	/**
	 * Asking is throttled: over the limit (here 3 a minute, filter `frontage_zip_issue_limit`)
	 * a visitor gets a 429 that says how long to wait, with Retry-After; another address and a
	 * logged-in user have their own budget; the next minute starts afresh.
	 */
	public function test_asking_too_often_is_answered_429_with_retry_after(): void {
		add_filter( Zip_Tickets::FILTER_ISSUE_LIMIT, static fn (): int => 3 );
		$file      = $this->make_file();
		$this->now = intdiv( $this->now, 60 ) * 60 + 15;

		for ( $i = 0; $i < 3; $i++ ) {
			$this->assertIsString( $this->zips->issue_for_category( (string) $file->id ) );
		}
		$refused = $this->zips->issue_for_category( (string) $file->id );

		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 429, $refused->get_error_data()['status'] );
		$this->assertSame( 'You asked for zips too often. Wait 45 seconds, then select the files again.', $refused->get_error_message() );
		$this->assertSame( array( 'Retry-After' => '45' ), Zips::error_headers( $refused ) );
		$answer = $this->call_task( Zips::TASK_ZIP, array( 'filesId' => (string) $file->id ) );
		$this->assertSame(
			array(
				'success' => false,
				'data'    => array(
					'message' => 'You asked for zips too often. Wait 45 seconds, then select the files again.',
					'code'    => 'frontage_zip_throttled',
				),
			),
			$answer
		);
		$this->assertSame( 429, $this->zips->issue_for_search( (string) $file->id )->get_error_data()['status'], 'Both zip tasks count.' );
		$this->assertSame( 429, $this->zips->issue_for_category( 'not an id' )->get_error_data()['status'], 'Refused selections count too.' );

		$_SERVER['REMOTE_ADDR'] = '198.51.100.8';
		$this->assertIsString( $this->zips->issue_for_category( (string) $file->id ), 'Another address.' );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.7';
		$this->act_as( 'subscriber' );
		$this->assertIsString( $this->zips->issue_for_category( (string) $file->id ), 'A user is counted by account, not address.' );
		wp_set_current_user( 0 );

		$this->now += 45;
		$this->assertIsString( $this->zips->issue_for_category( (string) $file->id ), 'The next minute.' );
	}

	/**
	 * Without the filter the limit is 30 a minute; IPv6 addresses of one /64 network share it.
	 */
	public function test_the_default_limit_is_30_a_minute_per_network(): void {
		$file      = $this->make_file();
		$this->now = intdiv( $this->now, 60 ) * 60;
		for ( $i = 0; $i < 30; $i++ ) {
			$_SERVER['REMOTE_ADDR'] = '2001:db8:1:2::' . dechex( $i + 1 );
			$this->assertIsString( $this->zips->issue_for_category( (string) $file->id ), "Request {$i}" );
		}
		$_SERVER['REMOTE_ADDR'] = '2001:db8:1:2:ffff::1';
		$this->assertSame( 429, $this->zips->issue_for_category( (string) $file->id )->get_error_data()['status'] );
		$_SERVER['REMOTE_ADDR'] = '2001:db8:1:3::1';
		$this->assertIsString( $this->zips->issue_for_category( (string) $file->id ), 'Another /64.' );
	}

	/**
	 * The uses of a hash are kept until GRACE after it expires, then purged by the next write;
	 * a hash past its expiry is still told "expired" (410), before and after the purge.
	 */
	public function test_spent_uses_are_purged_after_expiry_and_grace(): void {
		$counts = new Zip_Counts();
		$file   = $this->make_file();
		$hash   = $this->zips->issue_for_category( (string) $file->id );
		for ( $i = 0; $i < Zip_Tickets::USES; $i++ ) {
			$this->assertIsArray( $this->zips->open( Zips::KIND_CATEGORY, $hash ) );
		}
		$this->assertSame( 410, $this->zips->open( Zips::KIND_CATEGORY, $hash )->get_error_data()['status'] );
		$this->assertSame( 2, $counts->rows(), 'One row for the asking, one for the uses.' );

		// Just before the grace ends: the uses are kept (the asking row, long expired, goes).
		$this->now += Zip_Tickets::LIFETIME + Zip_Tickets::GRACE - 1;
		$this->assertIsString( $this->zips->issue_for_category( (string) $file->id ) );
		$this->assertSame( 2, $counts->rows() );
		$expired = $this->zips->open( Zips::KIND_CATEGORY, $hash );
		$this->assertSame( 'This download link has expired. Select the files again to download them.', $expired->get_error_message() );

		$this->now += 120;
		$this->assertIsString( $this->zips->issue_for_category( (string) $file->id ) );
		$this->assertSame( 1, $counts->rows(), 'Only the newest asking is left.' );
		$expired = $this->zips->open( Zips::KIND_CATEGORY, $hash );
		$this->assertSame( 410, $expired->get_error_data()['status'] );
		$this->assertSame( 'This download link has expired. Select the files again to download them.', $expired->get_error_message() );
	}

	/**
	 * Runs a task through the router as admin-ajax would, and returns its JSON answer.
	 *
	 * @param string               $task    Task name.
	 * @param array<string, mixed> $request Request parameters.
	 * @return array<string, mixed>
	 */
	private function call_task( string $task, array $request ): array {
		$this->zips->add_hooks();
		$request  = wp_slash( $request + array( 'task' => $task ) );
		$_GET     = $request;
		$_REQUEST = $request;
		$output   = $this->run_as_ajax( fn () => $this->router->dispatch() );
		$answer = json_decode( $output, true );
		$this->assertIsArray( $answer, 'A JSON answer: ' . $output );
		return $answer;
	}
}
