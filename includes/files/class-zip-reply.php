<?php
/**
 * The streamed reply of a zip download: its entries, its headers and its bytes, written while
 * they are sent.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Turns a checked selection into an archive (names, how each file is written, the zip's name)
 * and sends it to the browser as Zip_Stream writes it: no archive on disk, no whole file in
 * memory, nothing left behind. Each file in a zip that was sent completely counts one download.
 */
final class Zip_Reply {

	/**
	 * zlib level of deflated entries (filter `frontage_zip_deflate_level`). Level 1 deflates
	 * text about four times faster than the usual 6 for about a fifth more bytes, so a zip keeps
	 * up with fast connections and a busy server's CPU.
	 */
	public const DEFLATE_LEVEL = 1;

	/**
	 * Takes the library (names of categories, download counts).
	 *
	 * @param Library $library The file library.
	 */
	public function __construct( private Library $library ) {}

	/**
	 * The archive of a checked selection: the files' names in the zip, how each is written, the
	 * zip's own name and, when nothing is compressed, its exact length.
	 *
	 * @param list<array{file: File, path: string, size: int}> $items    From Zip_Selection::select().
	 * @param int                                              $category The category the zip was asked from (0: none, a search).
	 * @param mixed                                            $raw_name wpfd_category_name / wpfd_search_name as it arrived.
	 * @return array{name: string, entries: list<array{id: int, name: string, path: string, size: int, method: int, mtime: int}>, length: int|null}
	 */
	public function archive( array $items, int $category, mixed $raw_name ): array {
		$entries = array();
		foreach ( $items as $item ) {
			$file      = $item['file'];
			$name      = '' !== $file->name ? $file->name : $file->title . ( '' !== $file->ext ? '.' . $file->ext : '' );
			$entries[] = array(
				'id'     => $file->id,
				// One flat folder: slashes in a stored name are not folders.
				'name'   => str_replace( array( '/', '\\' ), '_', $name ),
				'path'   => $item['path'],
				'size'   => $item['size'],
				'method' => $this->method_for( $name, $item['path'] ),
				'mtime'  => (int) strtotime( $file->updated ),
			);
		}
		$stored = ! array_filter( $entries, static fn ( array $entry ): bool => Zip_Stream::METHOD_STORE !== $entry['method'] );
		return array(
			'name'    => $this->zip_name( $category, $raw_name ),
			'entries' => $entries,
			// Known exactly, before reading a byte, only when nothing is compressed.
			'length'  => $stored ? Zip_Stream::stored_length( $entries ) : null,
		);
	}

	/**
	 * The response headers of an archive.
	 *
	 * @param array{name: string, length: int|null} $archive From open().
	 * @return array<string, string>
	 */
	public function headers( array $archive ): array {
		$headers = array(
			'Content-Type'           => 'application/zip',
			'Content-Disposition'    => Downloads::content_disposition( 'attachment', $archive['name'] ),
			'X-Content-Type-Options' => 'nosniff',
			// Made while sent: there is no byte offset to resume from.
			'Accept-Ranges'          => 'none',
			// nginx: pass bytes on as they come instead of buffering the whole response.
			'X-Accel-Buffering'      => 'no',
		);
		// The same headers as nocache_headers(): a zip of a selection is never cached.
		foreach ( wp_get_nocache_headers() as $header => $value ) {
			if ( is_string( $value ) && '' !== $value ) {
				$headers[ $header ] = $value;
			}
		}
		// …and never kept by a shared cache: the zip may hold files for logged-in users only.
		$headers['Cache-Control'] = 'no-cache, must-revalidate, max-age=0, no-store, private';
		if ( null !== $archive['length'] ) {
			$headers['Content-Length'] = (string) $archive['length'];
		}
		return $headers;
	}

	/**
	 * Writes an archive to a sink.
	 *
	 * @param array{entries: list<array{name: string, path: string, size: int, method: int, mtime: int}>} $archive From open().
	 * @param callable                                                                                 $sink    Receives the bytes.
	 * @return int Bytes written.
	 * @throws \RuntimeException When a file can no longer be read.
	 */
	public function write( array $archive, callable $sink ): int {
		$writer = new Zip_Stream(
			$sink,
			Zip_Stream::ZIP64_SIZE,
			Zip_Stream::ZIP64_ENTRIES,
			(int) apply_filters( 'frontage_zip_deflate_level', self::DEFLATE_LEVEL ),
			Zip_Stream::CHUNK_BYTES,
			wp_timezone()
		);
		foreach ( $archive['entries'] as $entry ) {
			$writer->add_file( $entry['name'], $entry['path'], $entry['method'], $entry['mtime'], $entry['size'] );
		}
		return $writer->finish();
	}

	/**
	 * Sends an archive to the browser as it is written.
	 *
	 * @param array{name: string, entries: list<array{id: int, name: string, path: string, size: int, method: int, mtime: int}>, length: int|null} $archive From open().
	 * @param bool                                                                                                                                $head    Headers only.
	 */
	public function send( array $archive, bool $head ): void {
		// Anything buffered so far (a stray space from a theme) would corrupt the zip, and buffers
		// would hold what must stream: drop them all.
		while ( ob_get_level() > 0 ) {
			$buffer = ob_get_status();
			// A buffer PHP will not let go of (flags without "removable") stays; trying would warn.
			if ( ! ( (int) ( $buffer['flags'] ?? 0 ) & PHP_OUTPUT_HANDLER_REMOVABLE ) || ! ob_end_clean() ) {
				break;
			}
		}
		if ( function_exists( 'apache_setenv' ) ) {
			apache_setenv( 'no-gzip', '1' );
		}
		if ( ! headers_sent() && function_exists( 'ini_set' ) ) {
			ini_set( 'zlib.output_compression', '0' ); // ini_set(): a zip is not compressed twice.
		}
		if ( function_exists( 'set_time_limit' ) ) {
			set_time_limit( 0 ); // set_time_limit(): large zips take longer than max_execution_time.
		}
		if ( ! headers_sent() ) {
			status_header( 200 );
			foreach ( $this->headers( $archive ) as $header => $value ) {
				header( $header . ': ' . $value );
			}
		}
		if ( $head ) {
			return;
		}
		try {
			$this->stream(
				$archive,
				static function ( string $bytes ): void {
					echo $bytes; // Printed as is: the zip's bytes.
					flush();
				}
			);
		} catch ( \RuntimeException $error ) {
			// A file vanished after the checks; the headers are gone, so the download can only
			// stop short (the browser reports it failed). Tell the owner.
			error_log( 'Frontage: a zip download stopped because a file could not be read: ' . $error->getMessage() ); // phpcs:ignore Squiz.PHP.DiscouragedFunctions.Discouraged -- the owner's only news of it.
		}
		exit;
	}

	/**
	 * Writes an archive to a sink, then counts one download for each of its files unless the
	 * visitor went away: what a zip download does after its headers, in a fixed number of
	 * queries whatever the number of files (tests/php/test-query-counts.php).
	 *
	 * @param array{entries: list<array{id: int, name: string, path: string, size: int, method: int, mtime: int}>} $archive From open().
	 * @param callable                                                                                          $sink    Receives the bytes.
	 * @throws \RuntimeException When a file can no longer be read (nothing is counted then).
	 */
	public function stream( array $archive, callable $sink ): void {
		$this->write( $archive, $sink );
		if ( ! connection_aborted() ) {
			$this->library->count_downloads( array_column( $archive['entries'], 'id' ) );
		}
	}

	/**
	 * How a file is best written in the zip (see Zip_Stream::method_for()), decided from its
	 * first bytes before anything is sent, so that the archive's length can be known.
	 *
	 * @param string $name File name.
	 * @param string $path Absolute path.
	 */
	private function method_for( string $name, string $path ): int {
		$ext = strtolower( (string) pathinfo( $name, PATHINFO_EXTENSION ) );
		if ( in_array( $ext, Zip_Stream::STORED_EXTENSIONS, true ) ) {
			return Zip_Stream::METHOD_STORE;
		}
		$sample = (string) file_get_contents( $path, false, null, 0, 16384 ); // Plain file functions: 16 KB of a local file.
		return Zip_Stream::method_for( $name, $sample );
	}

	/**
	 * The zip's name: the category's own name when the asker may see it; else the name the page
	 * sent (the search name, or the category name as the table showed it); else "files".
	 *
	 * @param int   $category The category the zip was asked from (0: none).
	 * @param mixed $raw_name Name sent with the download request.
	 */
	private function zip_name( int $category, mixed $raw_name ): string {
		$name = '';
		if ( $category && $this->library->visibility()->can_see_category( $category ) ) {
			$name = (string) ( $this->library->categories()->get( $category )['name'] ?? '' );
		}
		if ( '' === $name && is_string( $raw_name ) ) {
			$name = sanitize_text_field( $raw_name );
		}
		// Slashes are not folders here; dots and spaces around the name are nothing.
		$name = trim( (string) preg_replace( '#[/\\\\]+#', ' ', html_entity_decode( $name, ENT_QUOTES, 'UTF-8' ) ), " .\t" );
		$name = mb_substr( Zip_Stream::safe_name( '' !== $name ? $name : __( 'files', 'frontage' ) ), 0, 100 );
		return str_ends_with( strtolower( $name ), '.zip' ) ? $name : $name . '.zip';
	}
}
