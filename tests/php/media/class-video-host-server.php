<?php
/**
 * Serves tests/php/fixtures/video-host.php over real HTTP for the poster tests, with PHP's
 * built-in server on a free local port, and points Frontage's provider filters at it.
 *
 * @package Frontage
 */

namespace Frontage\Tests\Media;

use Frontage\Media\Video_Oembed;
use Frontage\Media\Video_Posters;

/**
 * Started once per test class, stopped after it.
 */
final class Video_Host_Server {

	/**
	 * The server processes: the host, and another one it redirects to.
	 *
	 * @var resource[]
	 */
	private static array $processes = array();

	/**
	 * Its address, e.g. http://localhost:40123.
	 */
	public static string $url = '';

	/**
	 * Starts the host, and a second copy on another port that its `redirectOut` answer sends
	 * the client to (a redirect to another host must not be followed, even to one that answers).
	 */
	public static function start(): void {
		$other     = self::serve( array() );
		self::$url = self::serve( array( 'FRONTAGE_OTHER_HOST' => $other ) );
	}

	/**
	 * Starts one copy on a free port and waits until it answers.
	 *
	 * @param array<string, string> $env Environment variables for it.
	 * @return string Its address, e.g. http://localhost:40123.
	 */
	private static function serve( array $env ): string {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port   = (int) substr( (string) strrchr( (string) stream_socket_get_name( $socket, false ), ':' ), 1 );
		fclose( $socket );
		$fixture             = dirname( __DIR__ ) . '/fixtures/video-host.php';
		self::$processes[]   = proc_open(
			array( PHP_BINARY, '-S', '127.0.0.1:' . $port, $fixture ),
			array(
				1 => array( 'file', '/dev/null', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes,
			null,
			$env + getenv()
		);
		for ( $try = 0; $try < 100; $try++ ) {
			$connection = @fsockopen( '127.0.0.1', $port ); // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- refused until the server is up.
			if ( $connection ) {
				fclose( $connection );
				return 'http://localhost:' . $port;
			}
			usleep( 50000 );
		}
		throw new \RuntimeException( 'The video host fixture did not start.' );
	}

	/**
	 * Points the provider addresses at the fixture (docs/media.md "Filters").
	 */
	public static function point_filters(): void {
		add_filter( Video_Posters::IMAGE_BASE_FILTER, static fn (): string => self::$url . '/vi/' );
		add_filter( Video_Oembed::ENDPOINT_FILTER, static fn (): string => self::$url . '/oembed' );
	}

	/**
	 * Removes the filters.
	 */
	public static function unpoint_filters(): void {
		remove_all_filters( Video_Posters::IMAGE_BASE_FILTER );
		remove_all_filters( Video_Oembed::ENDPOINT_FILTER );
	}

	/**
	 * Stops the servers.
	 */
	public static function stop(): void {
		foreach ( self::$processes as $process ) {
			proc_terminate( $process );
			proc_close( $process );
		}
		self::$processes = array();
	}
}
