<?php
/**
 * File downloads: each file's address, served through PHP after a visibility check.
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Ajax_Router;
use Frontage\Lazy;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The download address is the home page with `?frontage_download={id}`, which works with and
 * without pretty permalinks and is never cached as a page.
 *
 * Serving is split in two: respond() decides everything (status, headers, which bytes, whether
 * the download counts) from the request as data and is tested directly; serve() only sends what
 * respond() decided and streams the bytes in 1 MB chunks, so memory stays flat for any size.
 */
final class Downloads {

	/**
	 * The query variable naming the file to download.
	 */
	public const QUERY_VAR = Files_Module::DOWNLOAD_QUERY_VAR;

	/**
	 * The query variable asking to show the file in the browser (`inline=1`) instead of saving it.
	 */
	public const INLINE_VAR = 'inline';

	/**
	 * Bytes read and sent at a time.
	 */
	public const CHUNK_BYTES = 1048576;

	/**
	 * `init` priority: the current user is known and nothing of the page is built yet. Running
	 * before the rest of `init` (block registration, other plugins' setup) roughly halves what
	 * a download costs before its first byte (bench/download.mjs prints that cost).
	 */
	private const PRIORITY = 1;

	/**
	 * Cache-Control of a file anyone may see: shared caches may keep it but must ask again each
	 * time, so a file made private stops being served at once (revalidation is cheap: 304).
	 */
	private const CACHE_PUBLIC = 'public, no-cache';

	/**
	 * Cache-Control of a file only some people may see: no cache, shared or not, keeps it.
	 */
	private const CACHE_PRIVATE = 'private, no-store, no-cache, must-revalidate, max-age=0';

	/**
	 * Takes the library it serves from.
	 *
	 * @param Library|Lazy $library The file library, or a Lazy that builds it for the first
	 *                           download (Files_Module: a page that is not one never builds it).
	 */
	public function __construct( private Library|Lazy $library ) {}

	/**
	 * Serves download requests.
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'maybe_serve' ), self::PRIORITY );
	}

	/**
	 * A file's download address.
	 *
	 * @param int  $id     File id.
	 * @param bool $inline Ask to show it in the browser (honoured for types browsers show safely).
	 */
	public static function url( int $id, bool $inline = false ): string {
		$url = add_query_arg( self::QUERY_VAR, $id, home_url( '/' ) );
		return $inline ? add_query_arg( self::INLINE_VAR, '1', $url ) : $url;
	}

	/**
	 * Whether browsers can show a type themselves without running anything from the file: PDF,
	 * images except SVG (which can carry script), audio and video. Everything else is always
	 * an attachment, even when `inline=1` is asked.
	 *
	 * @param string $mime MIME type.
	 */
	public static function can_show_inline( string $mime ): bool {
		$mime = strtolower( $mime );
		if ( 'application/pdf' === $mime ) {
			return true;
		}
		if ( str_starts_with( $mime, 'image/svg' ) ) {
			return false;
		}
		return (bool) preg_match( '#^(image|audio|video)/[a-z0-9][a-z0-9.+-]*$#', $mime );
	}

	/**
	 * An RFC 6266 Content-Disposition: an ASCII `filename` for old clients and the exact UTF-8
	 * name in `filename*` (RFC 8187), which every current browser prefers.
	 *
	 * @param string $type `attachment` or `inline`.
	 * @param string $name The file's name, UTF-8.
	 */
	public static function content_disposition( string $type, string $name ): string {
		// No control characters (header injection) and no folders in a name.
		$name = trim( (string) preg_replace( '/[\x00-\x1F\x7F\/\\\\]+/', '', wp_check_invalid_utf8( $name, true ) ) );
		if ( '' === $name || '.' === $name[0] ) {
			$name = 'download' . $name;
		}
		$fallback = (string) preg_replace( '/[^\x20-\x7E]/u', '_', remove_accents( $name ) );
		// Quotes and backslashes would end or escape the quoted string; some clients decode %xx.
		$fallback = str_replace( array( '"', '\\', '%' ), '_', $fallback );
		return sprintf( "%s; filename=\"%s\"; filename*=UTF-8''%s", $type, $fallback, rawurlencode( $name ) );
	}

	/**
	 * Answers a download request when the address asks for one, and ends the request.
	 */
	public function maybe_serve(): void {
		// No nonce: a download changes nothing but its count.
		if ( ! isset( $_GET[ self::QUERY_VAR ] ) || is_admin() ) {
			return;
		}
		// Visibility reads categories, whose taxonomy is registered later in `init` (10).
		if ( ! taxonomy_exists( Files_Module::CATEGORY_TAXONOMY ) ) {
			Files_Module::register_data_types();
		}
		// A list where one value is expected is a 400 naming it; anything else that is not a
		// plain number ends as a 404 in Library::find_visible().
		foreach ( array( self::QUERY_VAR, self::INLINE_VAR ) as $name ) {
			if ( isset( $_GET[ $name ] ) && ! is_scalar( $_GET[ $name ] ) ) {
				$this->serve( self::error( 400, Ajax_Router::not_single( $name )->get_error_message() ) );
			}
		}
		$id     = sanitize_text_field( wp_unslash( (string) $_GET[ self::QUERY_VAR ] ) );
		$inline = isset( $_GET[ self::INLINE_VAR ] ) && '1' === sanitize_text_field( wp_unslash( (string) $_GET[ self::INLINE_VAR ] ) );

		$this->serve( $this->respond( $id, self::request_from_server( $inline ) ) );
	}

	/**
	 * Decides the answer to a download request, without sending anything.
	 *
	 * - Unknown, invalid or invisible id → 404 (the same for all, so guessing reveals nothing).
	 * - Methods other than GET and HEAD → 405.
	 * - If-None-Match (weak match), else If-Modified-Since → 304.
	 * - GET with one satisfiable byte range (and If-Range, when sent, still matching) → 206;
	 *   a range outside the file → 416; several ranges or a malformed header → the whole file.
	 * - A download counts once per full GET (200) or range starting at byte 0 (the first
	 *   request of a player or a resumable download), never for HEAD, 304, 416 or a resumed part.
	 *
	 * @param mixed                $id      The id as it arrived.
	 * @param array<string, mixed> $request method, range, if_none_match, if_modified_since,
	 *                                      if_range (header values as strings), inline (bool).
	 * @param \WP_User|null        $user    The asker; null for the current user.
	 * @return array{status: int, headers: array<string, string>, message: string, file_id: int, path: string, offset: int, length: int, count: bool}
	 *         `path`, `offset` and `length`: the bytes to send (length 0: no body).
	 */
	public function respond( mixed $id, array $request = array(), ?\WP_User $user = null ): array {
		$method = strtoupper( (string) ( $request['method'] ?? 'GET' ) );
		if ( 'GET' !== $method && 'HEAD' !== $method ) {
			return self::error( 405, __( 'Files can only be downloaded.', 'frontage' ), array( 'Allow' => 'GET, HEAD' ) );
		}
		$file = $this->library->find_visible( $id, $user );
		if ( is_wp_error( $file ) ) {
			return self::error( 404, $file->get_error_message() );
		}
		$path = $this->library->storage()->absolute_path( $file->path );
		$size = $path ? filesize( $path ) : false;
		if ( ! $path || false === $size ) {
			return self::error( 404, __( 'This file’s content is missing on the server. Please tell the site’s owner.', 'frontage' ) );
		}

		$modified = (int) strtotime( $file->updated );
		$etag     = '"' . substr( md5( $file->id . ':' . $size . ':' . $file->updated . ':' . $file->path ), 0, 24 ) . '"';
		$public   = $this->library->visibility()->can_see_file( $file, new \WP_User( 0 ) );
		$headers  = array(
			'ETag'                   => $etag,
			'Last-Modified'          => Http_Range::format_date( $modified ),
			'Cache-Control'          => $public ? self::CACHE_PUBLIC : self::CACHE_PRIVATE,
			'X-Content-Type-Options' => 'nosniff',
		);
		if ( ! $public ) {
			$headers['Expires']      = 'Wed, 11 Jan 1984 05:00:00 GMT';
			$headers['X-Robots-Tag'] = 'noindex, nofollow';
		}
		$answer = array(
			'status'  => 200,
			'headers' => $headers,
			'message' => '',
			'file_id' => $file->id,
			'path'    => $path,
			'offset'  => 0,
			'length'  => 0,
			'count'   => false,
		);

		// Conditional requests: If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2).
		$if_none_match = (string) ( $request['if_none_match'] ?? '' );
		if ( '' !== $if_none_match
			? Http_Range::none_match( $if_none_match, $etag )
			: Http_Range::not_modified_since( (string) ( $request['if_modified_since'] ?? '' ), $modified ) ) {
			$answer['status'] = 304;
			return $answer;
		}

		$mime   = '' !== $file->mime ? $file->mime : 'application/octet-stream';
		$inline = ! empty( $request['inline'] ) && self::can_show_inline( $mime );
		$name   = '' !== $file->name ? $file->name : $file->title . ( '' !== $file->ext ? '.' . $file->ext : '' );

		$answer['headers'] += array(
			'Accept-Ranges'       => 'bytes',
			'Content-Type'        => $mime,
			'Content-Disposition' => self::content_disposition( $inline ? 'inline' : 'attachment', $name ),
			'Content-Length'      => (string) $size,
		);
		$answer['length'] = $size;

		// Range handling is defined for GET only (RFC 9110 §14.2): HEAD describes the whole file.
		$range = 'GET' === $method ? (string) ( $request['range'] ?? '' ) : '';
		if ( '' !== $range ) {
			$answer = self::with_range( $answer, $range, (string) ( $request['if_range'] ?? '' ), $etag, $modified, $size );
			if ( 416 === $answer['status'] ) {
				return $answer;
			}
		}

		if ( 'HEAD' === $method ) {
			$answer['length'] = 0;
			return $answer;
		}
		$answer['count'] = 0 === $answer['offset'];
		return $answer;
	}

	/**
	 * An answer narrowed to the range a request asks for: a 206 with that part, a 416 for a range
	 * outside the file, or the whole file when If-Range no longer matches (or the range is not
	 * one this server serves).
	 *
	 * @param array<string, mixed> $answer   The whole file's answer.
	 * @param string               $range    The Range header.
	 * @param string               $if_range The If-Range header ('' when absent).
	 * @param string               $etag     The file's ETag.
	 * @param int                  $modified When the file last changed (Unix time).
	 * @param int                  $size     The file's size in bytes.
	 * @return array<string, mixed>
	 */
	private static function with_range( array $answer, string $range, string $if_range, string $etag, int $modified, int $size ): array {
		$bytes = '' === $if_range || Http_Range::if_range_matches( $if_range, $etag, $modified )
			? Http_Range::parse( $range, $size )
			: null;
		if ( false === $bytes ) {
			$answer['status']  = 416;
			$answer['length']  = 0;
			$answer['headers'] = array_diff_key( $answer['headers'], array_flip( array( 'Content-Disposition', 'Content-Type' ) ) );
			$answer['headers']['Content-Range']  = 'bytes */' . $size;
			$answer['headers']['Content-Length'] = '0';
			return $answer;
		}
		if ( is_array( $bytes ) ) {
			[ $first, $last ]                    = $bytes;
			$answer['status']                    = 206;
			$answer['offset']                    = $first;
			$answer['length']                    = $last - $first + 1;
			$answer['headers']['Content-Range']  = sprintf( 'bytes %d-%d/%d', $first, $last, $size );
			$answer['headers']['Content-Length'] = (string) $answer['length'];
		}
		return $answer;
	}

	/**
	 * Sends an answer from respond(): status, headers, the bytes, and ends the request.
	 *
	 * @param array<string, mixed> $answer From respond().
	 */
	public function serve( array $answer ): never {
		if ( $answer['status'] >= 400 && 416 !== $answer['status'] ) {
			foreach ( $answer['headers'] as $name => $value ) {
				header( $name . ': ' . $value );
			}
			// WordPress's own error page: the right status, no caching, plain words for a person.
			wp_die( esc_html( $answer['message'] ), esc_html__( 'File not available', 'frontage' ), array( 'response' => (int) $answer['status'] ) );
		}

		// The bytes leave exactly as stored: no compression layer may change their length.
		if ( ini_get( 'zlib.output_compression' ) ) {
			ini_set( 'zlib.output_compression', 'Off' ); // ini_set(): a download must not be re-encoded.
		}
		if ( function_exists( 'apache_setenv' ) ) {
			apache_setenv( 'no-gzip', '1' );
		}
		self::end_output_buffers();

		status_header( (int) $answer['status'] );
		foreach ( $answer['headers'] as $name => $value ) {
			header( $name . ': ' . $value );
		}
		if ( $answer['count'] ) {
			$this->library->count_download( (int) $answer['file_id'] );
		}
		if ( $answer['length'] > 0 ) {
			self::stream( (string) $answer['path'], (int) $answer['offset'], (int) $answer['length'] );
		}
		exit;
	}

	/**
	 * Copies a slice of one stream to another in chunks of CHUNK_BYTES, so memory stays flat.
	 *
	 * @param resource $in     Source, seekable.
	 * @param resource $out    Destination.
	 * @param int      $offset First byte.
	 * @param int      $length Bytes to copy.
	 * @param bool     $flush  Push each chunk to the client and stop when it has gone.
	 * @return int Bytes copied.
	 */
	public static function copy_range( $in, $out, int $offset, int $length, bool $flush = false ): int {
		if ( 0 !== fseek( $in, $offset ) ) {
			return 0;
		}
		$sent = 0;
		while ( $sent < $length ) {
			$chunk = fread( $in, min( self::CHUNK_BYTES, $length - $sent ) ); // Plain file functions: streaming; WP_Filesystem reads whole files.
			if ( false === $chunk || '' === $chunk ) {
				break;
			}
			fwrite( $out, $chunk );
			$sent += strlen( $chunk );
			if ( $flush ) {
				flush();
				if ( connection_aborted() ) {
					break;
				}
			}
		}
		return $sent;
	}

	/**
	 * Streams a slice of a stored file to the client.
	 *
	 * @param string $path   Absolute path.
	 * @param int    $offset First byte.
	 * @param int    $length Bytes to send.
	 */
	private static function stream( string $path, int $offset, int $length ): void {
		// A large file on a slow line takes longer than max_execution_time; where the host
		// allows it, let it finish (disabled functions do not exist for function_exists()).
		if ( function_exists( 'set_time_limit' ) ) {
			set_time_limit( 0 );
		}
		$in  = fopen( $path, 'rb' );
		$out = fopen( 'php://output', 'wb' );
		if ( $in && $out ) {
			self::copy_range( $in, $out, $offset, $length, true );
		}
		if ( $in ) {
			fclose( $in );
		}
		if ( $out ) {
			fclose( $out );
		}
	}

	/**
	 * Discards output buffers opened before us (stray whitespace, page caches), which would
	 * otherwise hold the whole file in memory or corrupt its first bytes.
	 */
	private static function end_output_buffers(): void {
		while ( ob_get_level() > 0 ) {
			if ( ! ob_end_clean() ) {
				break;
			}
		}
	}

	/**
	 * The request headers respond() reads, from the server's variables.
	 *
	 * @param bool $inline Whether `inline=1` was asked.
	 * @return array<string, mixed>
	 */
	private static function request_from_server( bool $inline ): array {
		$header = static fn ( string $key ): string => isset( $_SERVER[ $key ] ) && is_string( $_SERVER[ $key ] ) ? sanitize_text_field( wp_unslash( $_SERVER[ $key ] ) ) : '';
		return array(
			'method'            => $header( 'REQUEST_METHOD' ),
			'range'             => $header( 'HTTP_RANGE' ),
			'if_none_match'     => $header( 'HTTP_IF_NONE_MATCH' ),
			'if_modified_since' => $header( 'HTTP_IF_MODIFIED_SINCE' ),
			'if_range'          => $header( 'HTTP_IF_RANGE' ),
			'inline'            => $inline,
		);
	}

	/**
	 * An answer that sends no file.
	 *
	 * @param int                   $status  HTTP status.
	 * @param string                $message What a person reads.
	 * @param array<string, string> $headers Extra headers.
	 * @return array{status: int, headers: array<string, string>, message: string, file_id: int, path: string, offset: int, length: int, count: bool}
	 */
	private static function error( int $status, string $message, array $headers = array() ): array {
		return array(
			'status'  => $status,
			'headers' => $headers,
			'message' => $message,
			'file_id' => 0,
			'path'    => '',
			'offset'  => 0,
			'length'  => 0,
			'count'   => false,
		);
	}
}
