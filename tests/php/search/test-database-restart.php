<?php
/**
 * Tests of the database restarted while searches and index writes run (docs/scale-out.md
 * "Faults"): the search endpoint (includes/search/class-search-controller.php), file edits
 * through PUT /frontage/v1/files/{id} and the index they write (includes/search/).
 *
 * @package Frontage
 */

use Frontage\Search\Search_Index;
use Frontage\Search\Search_Index_Repair;
use Frontage\Search\Search_Schema;
use Frontage\Tests\Search_Test_Case;

require_once __DIR__ . '/class-search-test-case.php';

/**
 * The site is served by PHP's own server (four workers) on a free loopback port; searches and
 * edits go to it over HTTP, several at a time, while the test kills the MariaDB server the
 * php-mariadb step of npm test started (SIGKILL, as a crash) and starts it again with the same
 * command line (FRONTAGE_MARIADB_SERVER, set by bin/test.mjs). Only there: on SQLite, or a
 * MariaDB the test did not get the command line of, the test is skipped.
 */
final class Test_Database_Restart extends Search_Test_Case {

	/**
	 * Seconds the requests run for.
	 */
	private const SECONDS = 16;

	/**
	 * When the database is killed, in seconds from the start.
	 */
	private const DOWN_AT = 2;

	/**
	 * When it is started again: down longer than wpdb's reconnection attempts (about 5 s), so
	 * requests in flight fail as well as new ones.
	 */
	private const UP_AT = 10;

	/**
	 * How the MariaDB server was started: argv, pidFile, port.
	 *
	 * @var array{argv: string[], pidFile: string, port: int}|null
	 */
	private ?array $server = null;

	/**
	 * PHP's web server.
	 *
	 * @var resource|null
	 */
	private $web = null;

	/**
	 * Its port.
	 */
	private int $port = 0;

	/**
	 * Skips where there is no MariaDB to restart; serves the site.
	 */
	protected function setUp(): void {
		parent::setUp();
		$server = json_decode( (string) getenv( 'FRONTAGE_MARIADB_SERVER' ), true );
		if ( ! Search_Schema::speaks_mysql() || ! is_array( $server ) || empty( $server['argv'] ) ) {
			$this->markTestSkipped( 'Restarts the MariaDB server of npm test\'s php-mariadb step (FRONTAGE_MARIADB_SERVER); this run has none (SQLite, or a database started elsewhere).' );
		}
		$this->server = $server;
		$socket       = stream_socket_server( 'tcp://127.0.0.1:0' );
		$this->port   = (int) substr( (string) strrchr( (string) stream_socket_get_name( $socket, false ), ':' ), 1 );
		fclose( $socket );
		$root      = rtrim( ABSPATH, '/' );
		// Its own process group (setsid), so that its workers stop with it.
		$this->web = proc_open(
			array( 'setsid', PHP_BINARY, '-S', '127.0.0.1:' . $this->port, '-t', $root, dirname( __DIR__, 3 ) . '/bin/php/router.php' ),
			array(
				1 => array( 'file', '/dev/null', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes,
			$root,
			array( 'PHP_CLI_SERVER_WORKERS' => '4' ) + getenv()
		);
		$this->assertTrue( $this->wait_for_port( $this->port ), 'PHP’s server started.' );
	}

	/**
	 * Stops the web server; makes sure the database runs.
	 */
	protected function tearDown(): void {
		if ( $this->web ) {
			posix_kill( -proc_get_status( $this->web )['pid'], 15 );
			proc_close( $this->web );
			$this->web = null;
		}
		if ( $this->server && ! $this->wait_for_port( (int) $this->server['port'], 1 ) ) {
			$this->start_database();
		}
		parent::tearDown();
	}

	/**
	 * Waits until something listens on a loopback port.
	 *
	 * @param int $port    Port.
	 * @param int $seconds How long to wait.
	 */
	private function wait_for_port( int $port, int $seconds = 30 ): bool {
		$deadline = microtime( true ) + $seconds;
		do {
			$connection = @fsockopen( '127.0.0.1', $port, $errno, $error, 1 ); // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- refused until it is up.
			if ( $connection ) {
				fclose( $connection );
				return true;
			}
			usleep( 50000 );
		} while ( microtime( true ) < $deadline );
		return false;
	}

	/**
	 * Kills the database server as a crash would.
	 */
	private function kill_database(): void {
		$pid = (int) file_get_contents( $this->server['pidFile'] );
		$this->assertGreaterThan( 0, $pid );
		posix_kill( $pid, 9 );
		for ( $try = 0; $try < 200 && posix_kill( $pid, 0 ); $try++ ) {
			usleep( 25000 );
		}
	}

	/**
	 * Starts the database server again, detached (npm test stops it by its pid file), and waits
	 * until it takes connections.
	 */
	private function start_database(): void {
		$process = proc_open(
			array_merge( array( 'setsid' ), $this->server['argv'] ),
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => array( 'file', '/dev/null', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes
		);
		$this->assertIsResource( $process );
		$this->assertTrue( $this->wait_for_port( (int) $this->server['port'] ), 'MariaDB started again.' );
	}

	/**
	 * Adds a request to a curl multi handle.
	 *
	 * @param \CurlMultiHandle     $multi  The handle.
	 * @param string               $kind   `search` or `edit`.
	 * @param string               $url    Address.
	 * @param array<string, mixed> $edit   For an edit: the JSON body.
	 * @param string               $secret For an edit: `login:application password`.
	 */
	private function add_request( \CurlMultiHandle $multi, string $kind, string $url, array $edit = array(), string $secret = '' ): \CurlHandle {
		$curl = curl_init( $url );
		curl_setopt_array(
			$curl,
			array(
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_TIMEOUT        => 60,
				CURLOPT_PRIVATE        => $kind,
			)
		);
		if ( 'edit' === $kind ) {
			curl_setopt_array(
				$curl,
				array(
					CURLOPT_CUSTOMREQUEST => 'PUT',
					CURLOPT_POSTFIELDS    => wp_json_encode( $edit ),
					CURLOPT_HTTPHEADER    => array( 'Content-Type: application/json' ),
					CURLOPT_USERPWD       => $secret,
				)
			);
		}
		curl_multi_add_handle( $multi, $curl );
		return $curl;
	}

	/**
	 * What a person would see wrong in an answer: nothing for a good answer, or an error page
	 * that says what happened; a white page, a PHP message or a broken JSON answer is wrong.
	 *
	 * @param int    $status HTTP status (0: no answer).
	 * @param string $body   Body.
	 * @return string|null What is wrong, or null.
	 */
	private static function problem( int $status, string $body ): ?string {
		if ( preg_match( '/(Fatal error|Warning|Notice|Deprecated|Parse error)<\/b>:|PHP (Fatal|Warning|Notice)|critical error/i', $body ) ) {
			return "{$status} with a PHP message: " . substr( wp_strip_all_tags( $body ), 0, 200 );
		}
		if ( 200 === $status ) {
			return is_array( json_decode( $body, true ) ) ? null : '200 that is not JSON: ' . substr( $body, 0, 200 );
		}
		if ( in_array( $status, array( 500, 503 ), true ) && preg_match( '/database|try again|unavailable/i', $body ) ) {
			return null;
		}
		return "{$status}: " . substr( wp_strip_all_tags( $body ), 0, 200 );
	}

	/**
	 * Searches and edits run, four at a time, for 16 seconds; after two, the database is killed,
	 * and eight seconds later started again. Every answer is a result or a clear error page, never a white page or a
	 * PHP message; searches work again after the restart; and once the WP-Cron event ran, the
	 * index equals a rebuild row for row (a write the restart cut in two is repaired).
	 */
	public function test_searches_and_edits_through_a_database_restart(): void {
		$files = array();
		for ( $i = 1; $i <= 12; $i++ ) {
			$files[] = $this->make_file( array( 'title' => "Ledger {$i} {$this->token}" ) )->id;
		}
		$editor = $this->act_as( 'editor' );
		wp_set_current_user( 0 );
		[ $password ] = \WP_Application_Passwords::create_new_application_password( $editor, array( 'name' => 'Fault test' ) );
		$secret       = get_userdata( $editor )->user_login . ':' . $password;
		$base         = 'http://127.0.0.1:' . $this->port . '/?rest_route=/frontage/v1/';

		$multi    = curl_multi_init();
		$answers  = array();
		$started  = microtime( true );
		$restart  = 0;
		$sent     = 0;
		$inflight = 0;
		do {
			while ( $inflight < 4 && microtime( true ) - $started < self::SECONDS ) {
				++$sent;
				if ( 0 === $sent % 2 ) {
					$this->add_request( $multi, 'edit', $base . 'files/' . $files[ $sent % count( $files ) ], array( 'title' => "Ledger {$sent} {$this->token}" ), $secret );
				} else {
					$this->add_request( $multi, 'search', $base . 'search&q=' . rawurlencode( 'ledger ' . $this->token ) );
				}
				++$inflight;
			}
			curl_multi_exec( $multi, $running );
			curl_multi_select( $multi, 0.05 );
			for ( $done = curl_multi_info_read( $multi ); false !== $done; $done = curl_multi_info_read( $multi ) ) {
				$curl      = $done['handle'];
				$answers[] = array(
					'kind'   => curl_getinfo( $curl, CURLINFO_PRIVATE ),
					'status' => (int) curl_getinfo( $curl, CURLINFO_RESPONSE_CODE ),
					'body'   => (string) curl_multi_getcontent( $curl ),
					'at'     => round( microtime( true ) - $started, 2 ),
				);
				curl_multi_remove_handle( $multi, $curl );
				--$inflight;
			}
			$now = microtime( true ) - $started;
			if ( 0 === $restart && $now > self::DOWN_AT ) {
				$restart = 1;
				$this->kill_database();
			} elseif ( 1 === $restart && $now > self::UP_AT ) {
				$restart = 2;
				$this->start_database();
			}
		} while ( $inflight > 0 || microtime( true ) - $started < self::SECONDS );
		curl_multi_close( $multi );

		$problems = array_filter( array_map( static fn ( array $a ): ?string => self::problem( $a['status'], $a['body'] ) ? "{$a['kind']} at {$a['at']} s: " . self::problem( $a['status'], $a['body'] ) : null, $answers ) );
		$this->assertSame( array(), array_values( $problems ), 'Every answer is a result or a clear error.' );
		$failed = array_filter( $answers, static fn ( array $a ): bool => 200 !== $a['status'] );
		$this->assertNotEmpty( $failed, 'Some requests met the database down (else the test tested nothing).' );
		$last = end( $answers );
		$this->assertSame( 200, $last['status'], 'Requests work again after the restart.' );

		// This process's connection died too: wpdb connects again on its next query. An edit
		// whose index write the restart cut in two left a marker: the next admin request starts
		// a rebuild (Search_Index_Repair), which WP-Cron runs.
		wp_cache_flush();
		Search_Index_Repair::repair_if_marked( $this->index );
		do_action( Search_Index::ACTION_BUILD );
		$after = $this->index_rows();
		$this->index->rebuild();
		$this->assertCount( 12, $this->search( array( 'q' => 'ledger ' . $this->token ) )['files'] );
		$this->assertSame( $this->index_rows(), $after, 'After the restart and the repair, the index equals a rebuild.' );
	}
}
