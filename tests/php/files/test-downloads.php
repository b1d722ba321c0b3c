<?php
/**
 * Tests for includes/files/class-downloads.php and class-http-range.php: what a download answers
 * (status, headers, which bytes, whether it counts). The real endpoint, with its streaming, is
 * exercised over HTTP in tests/e2e/files/downloads.spec.ts.
 *
 * @package Frontage
 */

use Frontage\Files\Downloads;
use Frontage\Files\File;
use Frontage\Files\Http_Range;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * Downloads: visibility, headers, ranges, validators, counting.
 */
final class Test_Downloads extends Library_Test_Case {

	/**
	 * The service under test.
	 *
	 * @var Downloads
	 */
	private Downloads $downloads;

	/**
	 * Builds the service.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->downloads = new Downloads( $this->library );
	}

	/**
	 * A full download sends the exact bytes with the headers a browser needs, and counts.
	 */
	public function test_a_full_download_sends_the_file_with_its_headers(): void {
		$file   = $this->make_file( array( 'title' => 'Report' ), 'report.txt', "0123456789abcdef\n" );
		$answer = $this->downloads->respond( (string) $file->id, array( 'method' => 'GET' ) );

		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( "0123456789abcdef\n", $this->body( $answer ) );
		$this->assertSame( 'text/plain', $answer['headers']['Content-Type'] );
		$this->assertSame( 'nosniff', $answer['headers']['X-Content-Type-Options'] );
		$this->assertSame( '17', $answer['headers']['Content-Length'] );
		$this->assertSame( 'bytes', $answer['headers']['Accept-Ranges'] );
		$this->assertSame( "attachment; filename=\"report.txt\"; filename*=UTF-8''report.txt", $answer['headers']['Content-Disposition'] );
		$this->assertMatchesRegularExpression( '/^"[a-f0-9]{24}"$/', $answer['headers']['ETag'] );
		$this->assertSame( Http_Range::format_date( (int) strtotime( $file->updated ) ), $answer['headers']['Last-Modified'] );
		$this->assertSame( 'public, no-cache', $answer['headers']['Cache-Control'], 'A public file may be cached if revalidated.' );
		$this->assertTrue( $answer['count'] );
		$this->assertSame( $file->id, $answer['file_id'] );
	}

	/**
	 * A UTF-8 name reaches the browser exactly (filename*), with an ASCII fallback for old clients.
	 */
	public function test_content_disposition_carries_utf8_names(): void {
		$this->assertSame(
			"attachment; filename=\"Ubersicht _ 2026 E.pdf\"; filename*=UTF-8''%C3%9Cbersicht%20%E2%80%93%202026%20%E2%82%AC.pdf",
			Downloads::content_disposition( 'attachment', 'Übersicht – 2026 €.pdf' )
		);
		$this->assertSame(
			"inline; filename=\"_____.pdf\"; filename*=UTF-8''%E5%B9%B4%E6%AC%A1%E5%A0%B1%E5%91%8A%E6%9B%B8.pdf",
			Downloads::content_disposition( 'inline', '年次報告書.pdf' ),
			'Each character the fallback cannot carry becomes one underscore.'
		);
		// Quotes, backslashes, percent signs and line breaks cannot break out of the header.
		$header = Downloads::content_disposition( 'attachment', "a\"b\\c%41\r\nSet-Cookie: x=1.txt" );
		$this->assertStringNotContainsString( "\n", $header );
		$this->assertStringNotContainsString( "\r", $header );
		$this->assertStringStartsWith( 'attachment; filename="a_bc_41Set-Cookie: x=1.txt"; filename*=UTF-8\'\'a%22bc%2541Set-Cookie%3A%20x%3D1.txt', $header );
		$this->assertStringContainsString( 'filename="download.htaccess"', Downloads::content_disposition( 'attachment', '.htaccess' ) );
	}

	/**
	 * A file uploaded with a UTF-8 name downloads under the name the library stored, encoded.
	 */
	public function test_an_uploaded_utf8_name_is_sent_encoded(): void {
		$file   = $this->make_file( array(), 'Übersicht – 2026 €.pdf', "%PDF-1.4\n% Frontage\n" );
		$answer = $this->downloads->respond( $file->id, array( 'method' => 'GET' ) );

		$this->assertSame( 'application/pdf', $answer['headers']['Content-Type'] );
		$this->assertSame( Downloads::content_disposition( 'attachment', $file->name ), $answer['headers']['Content-Disposition'] );
		$this->assertMatchesRegularExpression( '/^[^\x80-\xFF]+$/', $answer['headers']['Content-Disposition'], 'Headers stay ASCII.' );
		$this->assertStringContainsString( "filename*=UTF-8''" . rawurlencode( $file->name ), $answer['headers']['Content-Disposition'] );
	}

	/**
	 * `inline=1` shows PDFs, images, audio and video in the browser; everything else (SVG, HTML,
	 * text, archives) stays an attachment.
	 */
	public function test_inline_only_for_types_browsers_show_safely(): void {
		foreach ( array( 'application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'audio/mpeg', 'video/mp4' ) as $mime ) {
			$this->assertTrue( Downloads::can_show_inline( $mime ), $mime );
		}
		foreach ( array( 'image/svg+xml', 'text/html', 'text/plain', 'application/zip', 'application/xhtml+xml', '', 'image/' ) as $mime ) {
			$this->assertFalse( Downloads::can_show_inline( $mime ), $mime );
		}

		$pdf = $this->make_file( array(), 'guide.pdf', "%PDF-1.4\n% Frontage\n" );
		$txt = $this->make_file( array(), 'notes.txt', "notes\n" );
		$this->assertStringStartsWith( 'inline;', $this->downloads->respond( $pdf->id, array( 'inline' => true ) )['headers']['Content-Disposition'] );
		$this->assertStringStartsWith( 'attachment;', $this->downloads->respond( $pdf->id, array() )['headers']['Content-Disposition'] );
		$this->assertStringStartsWith( 'attachment;', $this->downloads->respond( $txt->id, array( 'inline' => true ) )['headers']['Content-Disposition'] );
		$this->assertSame( home_url( '/?frontage_download=' . $pdf->id . '&inline=1' ), Downloads::url( $pdf->id, true ) );
	}

	/**
	 * Single byte ranges get 206 with exactly those bytes; only a range from byte 0 counts.
	 *
	 * @dataProvider provide_ranges
	 *
	 * @param string $range    Range header.
	 * @param string $expected Bytes expected.
	 * @param string $content  Content-Range expected.
	 * @param bool   $counts   Whether it counts as a download.
	 */
	public function test_single_ranges_send_those_bytes( string $range, string $expected, string $content, bool $counts ): void {
		$file   = $this->make_file( array(), 'alphabet.txt', 'abcdefghijklmnopqrstuvwxyz' );
		$answer = $this->downloads->respond(
			$file->id,
			array(
				'method' => 'GET',
				'range'  => $range,
			)
		);

		$this->assertSame( 206, $answer['status'] );
		$this->assertSame( $expected, $this->body( $answer ) );
		$this->assertSame( $content, $answer['headers']['Content-Range'] );
		$this->assertSame( (string) strlen( $expected ), $answer['headers']['Content-Length'] );
		$this->assertSame( $counts, $answer['count'] );
	}

	/**
	 * Range headers and what they select in a 26-byte file.
	 *
	 * @return array<string, array{string, string, string, bool}>
	 */
	public static function provide_ranges(): array {
		return array(
			'first bytes'            => array( 'bytes=0-4', 'abcde', 'bytes 0-4/26', true ),
			'from a byte to the end' => array( 'bytes=20-', 'uvwxyz', 'bytes 20-25/26', false ),
			'last bytes'             => array( 'bytes=-3', 'xyz', 'bytes 23-25/26', false ),
			'suffix longer than all' => array( 'bytes=-100', 'abcdefghijklmnopqrstuvwxyz', 'bytes 0-25/26', true ),
			'end past the file'      => array( 'bytes=24-99999999999999999999999', 'yz', 'bytes 24-25/26', false ),
			'spaces and case'        => array( 'Bytes = 1 - 2', 'bc', 'bytes 1-2/26', false ),
			'one byte'               => array( 'bytes=25-25', 'z', 'bytes 25-25/26', false ),
		);
	}

	/**
	 * A range outside the file is 416 with the file's size; several ranges or a malformed header
	 * are ignored and the whole file is sent (documented choice).
	 */
	public function test_unsatisfiable_multiple_and_malformed_ranges(): void {
		$file = $this->make_file( array(), 'alphabet.txt', 'abcdefghijklmnopqrstuvwxyz' );
		foreach ( array( 'bytes=26-', 'bytes=100-200', 'bytes=-0', 'bytes=99999999999999999999-' ) as $range ) {
			$answer = $this->downloads->respond( $file->id, array( 'range' => $range ) );
			$this->assertSame( 416, $answer['status'], $range );
			$this->assertSame( 'bytes */26', $answer['headers']['Content-Range'], $range );
			$this->assertSame( 0, $answer['length'], $range );
			$this->assertFalse( $answer['count'], $range );
		}
		foreach ( array( 'bytes=0-1,3-4', 'bytes=5-2', 'bytes=abc', 'items=0-1', 'bytes=', 'bytes=-', '0-4' ) as $range ) {
			$answer = $this->downloads->respond( $file->id, array( 'range' => $range ) );
			$this->assertSame( 200, $answer['status'], $range );
			$this->assertSame( 'abcdefghijklmnopqrstuvwxyz', $this->body( $answer ), $range );
			$this->assertArrayNotHasKey( 'Content-Range', $answer['headers'], $range );
		}
	}

	/**
	 * If-None-Match and If-Modified-Since answer 304 with no body and no count.
	 */
	public function test_conditional_requests_answer_not_modified(): void {
		$file     = $this->make_file();
		$first    = $this->downloads->respond( $file->id );
		$etag     = $first['headers']['ETag'];
		$modified = (int) strtotime( $file->updated );

		foreach ( array( $etag, 'W/' . $etag, '"other", ' . $etag, '*' ) as $header ) {
			$answer = $this->downloads->respond( $file->id, array( 'if_none_match' => $header ) );
			$this->assertSame( 304, $answer['status'], $header );
			$this->assertSame( 0, $answer['length'] );
			$this->assertFalse( $answer['count'] );
			$this->assertSame( $etag, $answer['headers']['ETag'] );
		}
		$this->assertSame( 200, $this->downloads->respond( $file->id, array( 'if_none_match' => '"stale"' ) )['status'] );

		$this->assertSame( 304, $this->downloads->respond( $file->id, array( 'if_modified_since' => Http_Range::format_date( $modified ) ) )['status'] );
		$this->assertSame( 200, $this->downloads->respond( $file->id, array( 'if_modified_since' => Http_Range::format_date( $modified - 1 ) ) )['status'] );
		$this->assertSame( 200, $this->downloads->respond( $file->id, array( 'if_modified_since' => 'tomorrow' ) )['status'], 'Not an HTTP date.' );
		$this->assertSame(
			200,
			$this->downloads->respond(
				$file->id,
				array(
					'if_none_match'     => '"stale"',
					'if_modified_since' => Http_Range::format_date( $modified ),
				)
			)['status'],
			'If-None-Match wins over If-Modified-Since.'
		);
	}

	/**
	 * If-Range resumes only while the file is the same; a changed file is sent whole.
	 */
	public function test_if_range_resumes_only_the_same_file(): void {
		$file     = $this->make_file( array(), 'alphabet.txt', 'abcdefghijklmnopqrstuvwxyz' );
		$first    = $this->downloads->respond( $file->id );
		$etag     = $first['headers']['ETag'];
		$modified = $first['headers']['Last-Modified'];
		$resume   = static fn ( string $if_range ): array => array(
			'range'    => 'bytes=10-',
			'if_range' => $if_range,
		);

		$this->assertSame( 206, $this->downloads->respond( $file->id, $resume( $etag ) )['status'] );
		$this->assertSame( 206, $this->downloads->respond( $file->id, $resume( $modified ) )['status'] );
		$this->assertSame( 200, $this->downloads->respond( $file->id, $resume( '"stale"' ) )['status'] );
		$this->assertSame( 200, $this->downloads->respond( $file->id, $resume( 'W/' . $etag ) )['status'], 'A weak tag never matches If-Range.' );

		// Replacing the file changes its ETag, so a resume of the old bytes gets the new file whole.
		$this->library->replace( $file->id, $this->temp_upload( 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' ), 'alphabet.txt' );
		$answer = $this->downloads->respond( $file->id, $resume( $etag ) );
		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', $this->body( $answer ) );
		$this->assertNotSame( $etag, $answer['headers']['ETag'] );
	}

	/**
	 * HEAD describes the whole file without a body or a count, and ignores Range.
	 */
	public function test_head_sends_headers_only(): void {
		$file   = $this->make_file( array(), 'alphabet.txt', 'abcdefghijklmnopqrstuvwxyz' );
		$answer = $this->downloads->respond(
			$file->id,
			array(
				'method' => 'HEAD',
				'range'  => 'bytes=0-4',
			)
		);
		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( '26', $answer['headers']['Content-Length'] );
		$this->assertSame( 0, $answer['length'] );
		$this->assertFalse( $answer['count'] );

		$post = $this->downloads->respond( $file->id, array( 'method' => 'POST' ) );
		$this->assertSame( 405, $post['status'] );
		$this->assertSame( 'GET, HEAD', $post['headers']['Allow'] );
		$this->assertSame( '', $post['path'] );
	}

	/**
	 * Bad ids and files the asker may not see get one 404 and not a byte of any file.
	 *
	 * @dataProvider provide_bad_ids
	 *
	 * @param mixed $id An id as it could arrive.
	 */
	public function test_bad_ids_get_a_404( mixed $id ): void {
		$this->make_file();
		$answer = $this->downloads->respond( $id );
		$this->assertSame( 404, $answer['status'] );
		$this->assertSame( 'This file does not exist or you may not see it.', $answer['message'] );
		$this->assertSame( '', $answer['path'] );
		$this->assertSame( 0, $answer['length'] );
		$this->assertFalse( $answer['count'] );
	}

	/**
	 * Ids that name no visible file.
	 *
	 * @return array<string, array{mixed}>
	 */
	public static function provide_bad_ids(): array {
		return array(
			'missing'     => array( '999999999' ),
			'zero'        => array( '0' ),
			'negative'    => array( '-1' ),
			'huge'        => array( '99999999999999999999999' ),
			'non-numeric' => array( 'abc' ),
			'exponent'    => array( '1e3' ),
			'traversal'   => array( '../../wp-config.php' ),
			'array'       => array( array( 1 ) ),
			'empty'       => array( '' ),
		);
	}

	/**
	 * Private, draft and trashed files, and files in restricted categories: visitors get the
	 * same 404, people allowed to see them get the file, never cached by shared caches.
	 */
	public function test_visibility_decides_who_gets_the_bytes(): void {
		$private   = $this->make_file( array( 'status' => 'private' ) );
		$members   = $this->make_file( array( 'category' => $this->make_category( array( 'visibility' => 'logged_in' ) )['id'] ) );
		$editors   = $this->make_file(
			array(
				'category' => $this->make_category(
					array(
						'visibility' => 'roles',
						'roles'      => array( 'editor' ),
					)
				)['id'],
			)
		);
		$draft     = $this->make_file();
		$trashed   = $this->make_file();
		$not_files = $this->create_post();
		wp_update_post(
			array(
				'ID'          => $draft->id,
				'post_status' => 'draft',
			)
		);
		wp_trash_post( $trashed->id );

		foreach ( array( $private->id, $members->id, $editors->id, $draft->id, $trashed->id, $not_files ) as $id ) {
			$this->assertSame( 404, $this->downloads->respond( $id )['status'], "visitor, file $id" );
		}

		$this->act_as( 'subscriber' );
		$this->assertSame( 200, $this->downloads->respond( $members->id )['status'] );
		$this->assertSame( 404, $this->downloads->respond( $editors->id )['status'] );
		$this->assertSame( 404, $this->downloads->respond( $private->id )['status'] );

		$this->act_as( 'editor' );
		foreach ( array( $private, $members, $editors ) as $file ) {
			$answer = $this->downloads->respond( $file->id );
			$this->assertSame( 200, $answer['status'] );
			$this->assertSame( "Quarterly report\n", $this->body( $answer ) );
			$this->assertStringContainsString( 'no-store', $answer['headers']['Cache-Control'] );
			$this->assertStringContainsString( 'private', $answer['headers']['Cache-Control'] );
		}
		$this->assertSame( 404, $this->downloads->respond( $not_files )['status'], 'Other posts are never downloads.' );
	}

	/**
	 * A file whose stored bytes are gone says so instead of sending an empty file.
	 */
	public function test_missing_bytes_are_a_404_with_a_clear_message(): void {
		$file = $this->make_file();
		wp_delete_file( (string) $this->library->storage()->absolute_path( $file->path ) );
		$answer = $this->downloads->respond( $file->id );
		$this->assertSame( 404, $answer['status'] );
		$this->assertStringContainsString( 'missing on the server', $answer['message'] );
	}

	/**
	 * Streaming copies exactly the slice asked for, across chunk boundaries.
	 */
	public function test_copy_range_copies_the_exact_slice(): void {
		$bytes = random_bytes( (int) ( Downloads::CHUNK_BYTES * 2.5 ) );
		$in    = fopen( 'php://temp', 'w+b' );
		fwrite( $in, $bytes );
		foreach ( array(
			array( 0, strlen( $bytes ) ),
			array( 7, Downloads::CHUNK_BYTES + 3 ),
			array( strlen( $bytes ) - 5, 5 ),
			array( 10, 0 ),
		) as [ $offset, $length ] ) {
			$out  = fopen( 'php://memory', 'w+b' );
			$sent = Downloads::copy_range( $in, $out, $offset, $length );
			rewind( $out );
			$this->assertSame( $length, $sent );
			$this->assertTrue( substr( $bytes, $offset, $length ) === stream_get_contents( $out ), "slice $offset+$length" );
			fclose( $out );
		}
		fclose( $in );
	}

	/**
	 * The download address is wired: the module answers it on `init` (priority 1), before any
	 * template; Downloads is built for that request only (docs/ARCHITECTURE.md "What a request loads").
	 */
	public function test_the_module_serves_downloads_on_init(): void {
		global $wp_filter;
		$_GET[ Downloads::QUERY_VAR ] = '987654321';
		$method                       = $_SERVER['REQUEST_METHOD'] ?? null;
		$_SERVER['REQUEST_METHOD']    = 'GET';
		$answered                     = null;
		$die                          = static function ( $message, $title, $args ) use ( &$answered ): void {
			unset( $message );
			$answered = array( (string) $title, (int) ( $args['response'] ?? 0 ) );
			throw new \RuntimeException( 'answered' );
		};
		$handler                      = static fn () => $die;
		add_filter( 'wp_die_handler', $handler );
		try {
			foreach ( $wp_filter['init']->callbacks[1] ?? array() as $callback ) {
				// The Files module's own callbacks only: calling WordPress's would run them twice.
				if ( ! $callback['function'] instanceof \Closure || ! str_ends_with( (string) ( new \ReflectionFunction( $callback['function'] ) )->getFileName(), 'class-files-module.php' ) ) {
					continue;
				}
				try {
					call_user_func( $callback['function'] );
				} catch ( \RuntimeException $done ) {
					unset( $done );
					break;
				}
			}
		} finally {
			unset( $_GET[ Downloads::QUERY_VAR ] );
			$_SERVER['REQUEST_METHOD'] = $method;
			remove_filter( 'wp_die_handler', $handler );
		}
		$this->assertSame( array( 'File not available', 404 ), $answered, 'An init callback answered the download address.' );
	}

	/**
	 * The bytes an answer sends.
	 *
	 * @param array<string, mixed> $answer From respond().
	 */
	private function body( array $answer ): string {
		if ( 0 === $answer['length'] ) {
			return '';
		}
		return (string) file_get_contents( $answer['path'], false, null, $answer['offset'], $answer['length'] );
	}
}
