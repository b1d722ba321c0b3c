<?php
/**
 * Tests of a client that goes away in the middle of a download (docs/scale-out.md "Faults"):
 * a zip (includes/files/class-zip-reply.php) and a single file, whole or a range
 * (includes/files/class-downloads.php), over real HTTP from the site served by PHP's own server.
 *
 * @package Frontage
 */

use Frontage\Files\Downloads;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * The client reads the start of the body, then closes the socket; the test then waits until
 * the server has finished with the request (it serves one request at a time, so a second
 * request is answered only after the first one ended) and looks at the disk and the counts.
 */
final class Test_Aborted_Downloads extends Library_Test_Case {

	/**
	 * The server process.
	 *
	 * @var resource|null
	 */
	private static $server = null;

	/**
	 * Its port.
	 */
	private static int $port = 0;

	/**
	 * Serves this site with PHP's built-in server on a free loopback port, one worker.
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		$socket     = stream_socket_server( 'tcp://127.0.0.1:0' );
		self::$port = (int) substr( (string) strrchr( (string) stream_socket_get_name( $socket, false ), ':' ), 1 );
		fclose( $socket );
		$root         = rtrim( ABSPATH, '/' );
		self::$server = proc_open(
			// ignore_user_abort: PHP runs on after the client left (hosts set it; WordPress's cron
			// does), the case where only Frontage's own checks keep an abort from counting.
			array( PHP_BINARY, '-d', 'ignore_user_abort=1', '-S', '127.0.0.1:' . self::$port, '-t', $root, dirname( __DIR__, 3 ) . '/bin/php/router.php' ),
			array(
				1 => array( 'file', '/dev/null', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes,
			$root,
			array( 'PHP_CLI_SERVER_WORKERS' => '1' ) + getenv()
		);
		for ( $try = 0; $try < 100; $try++ ) {
			$connection = @fsockopen( '127.0.0.1', self::$port ); // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- refused until the server is up.
			if ( $connection ) {
				fclose( $connection );
				return;
			}
			usleep( 50000 );
		}
		throw new \RuntimeException( 'PHP’s server did not start.' );
	}

	/**
	 * Stops the server.
	 */
	public static function tearDownAfterClass(): void {
		if ( self::$server ) {
			proc_terminate( self::$server );
			proc_close( self::$server );
			self::$server = null;
		}
		parent::tearDownAfterClass();
	}

	/**
	 * Sends a GET and reads the head and at most $body_bytes of the body, then closes the socket
	 * (0: the whole body).
	 *
	 * @param string               $path       Path and query.
	 * @param int                  $body_bytes Bytes of the body to read before hanging up.
	 * @param array<string,string> $headers    Extra request headers.
	 * @return array{status: int, headers: string, body: string}
	 */
	private function get( string $path, int $body_bytes = 0, array $headers = array() ): array {
		$socket = stream_socket_client( 'tcp://127.0.0.1:' . self::$port, $errno, $error, 10 );
		$this->assertIsResource( $socket, $error );
		stream_set_timeout( $socket, 60 );
		$request = "GET {$path} HTTP/1.1\r\nHost: 127.0.0.1:" . self::$port . "\r\nConnection: close\r\n";
		foreach ( $headers as $name => $value ) {
			$request .= "{$name}: {$value}\r\n";
		}
		fwrite( $socket, $request . "\r\n" );
		$received = '';
		while ( ! feof( $socket ) ) {
			$received .= (string) fread( $socket, 65536 );
			$head_end  = strpos( $received, "\r\n\r\n" );
			if ( $body_bytes > 0 && false !== $head_end && strlen( $received ) - $head_end - 4 >= $body_bytes ) {
				break;
			}
		}
		// Hang up at once, unread bytes and all (SO_LINGER 0 would reset; closing is what a browser's cancel does).
		fclose( $socket );
		[ $head, $body ] = array_pad( explode( "\r\n\r\n", $received, 2 ), 2, '' );
		return array(
			'status'  => (int) substr( $head, 9, 3 ),
			'headers' => $head,
			'body'    => $body,
		);
	}

	/**
	 * Waits until the server took up the next request: the one before it has ended.
	 */
	private function wait_for_server(): void {
		$this->assertSame( 200, $this->get( '/wp-login.php' )['status'] );
	}

	/**
	 * Every file under the uploads folder, and the temporary files PHP or WordPress make in the
	 * temporary folder (tmpfile(), tempnam(), wp_tempnam(): php…, wp…, frontage…, ….tmp; other
	 * programs' files there are none of ours), with their sizes.
	 *
	 * @return array<string, int>
	 */
	private function files_on_disk(): array {
		$files = array();
		foreach ( glob( sys_get_temp_dir() . '/*' ) ?: array() as $path ) {
			if ( is_file( $path ) && preg_match( '/^(php|wp|frontage)|\.tmp$/i', basename( $path ) ) ) {
				$files[ $path ] = (int) filesize( $path );
			}
		}
		foreach ( array( wp_get_upload_dir()['basedir'] ) as $folder ) {
			$walk = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $folder, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::LEAVES_ONLY, \RecursiveIteratorIterator::CATCH_GET_CHILD );
			foreach ( $walk as $path => $info ) {
				if ( $info->isFile() ) {
					$files[ $path ] = (int) $info->getSize();
				}
			}
		}
		return $files;
	}

	/**
	 * A file's download count as the database holds it.
	 *
	 * @param int $id File id.
	 */
	private function downloads( int $id ): int {
		wp_cache_delete( $id, 'post_meta' );
		return $this->library->get( $id )->downloads;
	}

	/**
	 * Files of a few MB that do not compress (so the zip is as big as they are).
	 *
	 * @param int $count How many.
	 * @return int[] Their ids.
	 */
	private function big_files( int $count ): array {
		$ids = array();
		for ( $i = 1; $i <= $count; $i++ ) {
			$ids[] = $this->make_file( array( 'title' => "Scan {$i}" ), "scan-{$i}.zip", "PK\x03\x04" . random_bytes( 4 * 1048576 ) )->id;
		}
		return $ids;
	}

	/**
	 * A zip of four 4 MB files given up after its first 256 KB leaves nothing on disk and counts
	 * no download; the same zip read to its end counts one for each file.
	 */
	public function test_an_aborted_zip_leaves_nothing_and_counts_nothing(): void {
		$ids = $this->big_files( 4 );
		$ask = $this->get( '/wp-admin/admin-ajax.php?action=wpfd&task=files.zipSeletedFiles&filesId=' . implode( ',', $ids ) );
		$this->assertSame( 200, $ask['status'], $ask['body'] );
		preg_match( '/Set-Cookie: (frontage_zip_visitor=[^;]+)/i', $ask['headers'], $cookie );
		$hash   = json_decode( $ask['body'], true )['data']['hash'];
		$before = $this->files_on_disk();

		$zip = '/wp-admin/admin-ajax.php?action=wpfd&task=files.downloadZipedFile&hash=' . rawurlencode( $hash );
		$cut = $this->get( $zip, 262144, $cookie ? array( 'Cookie' => $cookie[1] ) : array() );
		$this->assertSame( 200, $cut['status'] );
		$this->assertStringStartsWith( 'PK', $cut['body'], 'The zip had begun.' );
		$this->wait_for_server();

		$this->assertSame( array(), array_diff_key( $this->files_on_disk(), $before ), 'Nothing is left on disk.' );
		foreach ( $ids as $id ) {
			$this->assertSame( 0, $this->downloads( $id ), 'An aborted zip counts no download.' );
		}

		$whole = $this->get( $zip, 0, $cookie ? array( 'Cookie' => $cookie[1] ) : array() );
		$this->assertSame( 200, $whole['status'] );
		$this->assertGreaterThan( 16 * 1048576, strlen( $whole['body'] ) );
		$this->wait_for_server();
		foreach ( $ids as $id ) {
			$this->assertSame( 1, $this->downloads( $id ), 'A whole zip counts one download of each file.' );
		}
		$this->assertSame( array(), array_diff_key( $this->files_on_disk(), $before ) );
	}

	/**
	 * A single file given up midway counts one download (it counts when it starts, as
	 * docs/files.md says), leaves nothing on disk, and a resumed range after it counts nothing
	 * more; a range from byte 0 given up midway counts one.
	 */
	public function test_an_aborted_file_download_counts_once_when_it_starts(): void {
		$id     = $this->big_files( 1 )[0];
		$before = $this->files_on_disk();
		$path   = wp_parse_url( Downloads::url( $id ), PHP_URL_PATH ) . '?' . wp_parse_url( Downloads::url( $id ), PHP_URL_QUERY );

		$cut = $this->get( $path, 262144 );
		$this->assertSame( 200, $cut['status'] );
		$this->wait_for_server();
		$this->assertSame( 1, $this->downloads( $id ), 'A download counts when it starts.' );

		$resumed = $this->get( $path, 65536, array( 'Range' => 'bytes=262144-' ) );
		$this->assertSame( 206, $resumed['status'] );
		$this->wait_for_server();
		$this->assertSame( 1, $this->downloads( $id ), 'Resuming it counts nothing more.' );

		$player = $this->get( $path, 65536, array( 'Range' => 'bytes=0-' ) );
		$this->assertSame( 206, $player['status'] );
		$this->wait_for_server();
		$this->assertSame( 2, $this->downloads( $id ), 'A range from the first byte is a new download.' );

		$this->assertSame( array(), array_diff_key( $this->files_on_disk(), $before ), 'Nothing is left on disk.' );
	}
}
