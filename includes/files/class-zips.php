<?php
/**
 * Zips of selected files, streamed: the spec's four zip tasks (SPEC §7, §8).
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Ajax_Router;
use Frontage\Settings\Settings;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Two steps, as the spec's front end expects:
 *
 * 1. `files.zipSeletedFiles` (a category table) or `files.zipSeletedFilesMultipleCategories` (search
 *    results) checks the selection — every id parsed strictly and visible to the asker, within the
 *    file-count and size limits — and answers `{ success: true, data: { hash } }`, or
 *    `{ success: false, data: { message } }` with a 400/404 that refuses the whole selection:
 *    nothing is silently left out of a zip.
 *    Asking is throttled per user or IP address (a 429 with Retry-After; Zip_Tickets::throttle()).
 * 2. `files.downloadZipedFile` / `files.downloadZipedFileMultipleCategories` redeems the hash
 *    (Zip_Tickets: signed, short-lived, bound to the ids and the asker, limited-use), checks the files
 *    again, and streams the archive while writing it (Zip_Stream): no archive on disk, no whole
 *    file in memory, nothing left behind.
 *
 * Each file in a zip that was sent completely counts one download.
 */
final class Zips {

	/**
	 * Wire names (SPEC §7), misspellings included: public contracts.
	 */
	public const TASK_ZIP                = 'files.zipSeletedFiles';
	public const TASK_DOWNLOAD           = 'files.downloadZipedFile';
	public const TASK_ZIP_MULTIPLE       = 'files.zipSeletedFilesMultipleCategories';
	public const TASK_DOWNLOAD_MULTIPLE  = 'files.downloadZipedFileMultipleCategories';
	public const PARAM_IDS               = 'filesId';
	public const PARAM_CATEGORY          = 'wpfd_category_id';
	public const PARAM_CATEGORY_NAME     = 'wpfd_category_name';
	public const PARAM_SEARCH_NAME       = 'wpfd_search_name';
	public const PARAM_FILE_CATEGORIES   = 'selectedFileWithCategoryIds';
	public const PARAM_HASH              = 'hash';

	/**
	 * Option: the most files one zip may hold.
	 */
	public const OPTION_MAX_FILES = 'frontage_zip_max_files';

	/**
	 * Option: the most bytes (before compression) one zip may hold.
	 */
	public const OPTION_MAX_BYTES = 'frontage_zip_max_bytes';

	/**
	 * Default of OPTION_MAX_FILES.
	 */
	public const DEFAULT_MAX_FILES = 500;

	/**
	 * Default of OPTION_MAX_BYTES: 2 GiB.
	 */
	public const DEFAULT_MAX_BYTES = 2147483648;

	/**
	 * A selection with more than this many times the file limit of entries is refused unread.
	 */
	private const OVERSIZE = 10;

	/**
	 * zlib level of deflated entries (filter `frontage_zip_deflate_level`). Level 1 deflates
	 * text about four times faster than the usual 6 for about a fifth more bytes, so a zip keeps
	 * up with fast connections and a busy server's CPU.
	 */
	public const DEFLATE_LEVEL = 1;

	/**
	 * Ticket kinds: which download task may redeem a hash.
	 */
	public const KIND_CATEGORY = 'category';
	public const KIND_SEARCH   = 'search';

	/**
	 * The hashes.
	 *
	 * @var Zip_Tickets
	 */
	private Zip_Tickets $tickets;

	/**
	 * Takes its dependencies.
	 *
	 * @param Library          $library The file library.
	 * @param Ajax_Router      $router  The `action=wpfd` dispatcher.
	 * @param Zip_Tickets|null $tickets The hashes (tests pass one with their own clock).
	 */
	public function __construct( private Library $library, private Ajax_Router $router, ?Zip_Tickets $tickets = null ) {
		$this->tickets = $tickets ?? new Zip_Tickets();
	}

	/**
	 * Registers the four tasks and the two limit settings.
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register_settings' ) );
		$this->router->register( self::TASK_ZIP, array( $this, 'zip_selected_files' ) );
		$this->router->register( self::TASK_ZIP_MULTIPLE, array( $this, 'zip_selected_files_multiple' ) );
		$this->router->register( self::TASK_DOWNLOAD, array( $this, 'download_zipped_file' ) );
		$this->router->register( self::TASK_DOWNLOAD_MULTIPLE, array( $this, 'download_zipped_file_multiple' ) );
	}

	/**
	 * The limits, as settings an owner can change (REST: /wp/v2/settings, manage_options).
	 */
	public function register_settings(): void {
		register_setting(
			Settings::GROUP,
			self::OPTION_MAX_FILES,
			array(
				'type'              => 'integer',
				'description'       => __( 'The most files one zip of selected files may hold.', 'frontage' ),
				'default'           => self::DEFAULT_MAX_FILES,
				'sanitize_callback' => static fn ( $value ): int => max( 1, absint( $value ) ),
				'show_in_rest'      => array( 'schema' => array( 'minimum' => 1 ) ),
			)
		);
		register_setting(
			Settings::GROUP,
			self::OPTION_MAX_BYTES,
			array(
				'type'              => 'integer',
				'description'       => __( 'The most bytes (before compression) one zip of selected files may hold.', 'frontage' ),
				'default'           => self::DEFAULT_MAX_BYTES,
				'sanitize_callback' => static fn ( $value ): int => max( 1, absint( $value ) ),
				'show_in_rest'      => array( 'schema' => array( 'minimum' => 1 ) ),
			)
		);
	}

	/**
	 * Task `files.zipSeletedFiles`: GET filesId (ids joined by commas), wpfd_category_id.
	 */
	public function zip_selected_files(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- visitors ask from cached pages, without a nonce; this only checks a selection, and the answer (a hash bound to the asker) is what grants the download.
		$this->answer(
			$this->issue_for_category(
				isset( $_REQUEST[ self::PARAM_IDS ] ) ? wp_unslash( $_REQUEST[ self::PARAM_IDS ] ) : null, // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- parsed strictly in select(), which answers a list with a 400.
				Ajax_Router::string_param( $_REQUEST, self::PARAM_CATEGORY )
			)
		);
		// phpcs:enable
	}

	/**
	 * Task `files.zipSeletedFilesMultipleCategories`: POST filesId, selectedFileWithCategoryIds.
	 */
	public function zip_selected_files_multiple(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended, WordPress.Security.NonceVerification.Missing -- as zip_selected_files().
		$this->answer(
			$this->issue_for_search(
				isset( $_REQUEST[ self::PARAM_IDS ] ) ? wp_unslash( $_REQUEST[ self::PARAM_IDS ] ) : null, // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- parsed strictly in select(), which answers a list with a 400.
				isset( $_REQUEST[ self::PARAM_FILE_CATEGORIES ] ) ? wp_unslash( $_REQUEST[ self::PARAM_FILE_CATEGORIES ] ) : null // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- parsed strictly in parse_file_categories().
			)
		);
		// phpcs:enable
	}

	/**
	 * Task `files.downloadZipedFile`: GET hash, wpfd_category_id, wpfd_category_name.
	 */
	public function download_zipped_file(): void {
		$this->download( self::KIND_CATEGORY, self::PARAM_CATEGORY_NAME );
	}

	/**
	 * Task `files.downloadZipedFileMultipleCategories`: GET hash, wpfd_search_name.
	 */
	public function download_zipped_file_multiple(): void {
		$this->download( self::KIND_SEARCH, self::PARAM_SEARCH_NAME );
	}

	/**
	 * Checks a category table's selection and makes its hash.
	 *
	 * @param mixed $raw_ids      filesId as it arrived.
	 * @param mixed $raw_category wpfd_category_id as it arrived; it only names the zip, so an
	 *                            invalid one is ignored rather than refused.
	 * @return string|\WP_Error The hash, or why not.
	 */
	public function issue_for_category( mixed $raw_ids, mixed $raw_category = null ): string|\WP_Error {
		// Every request counts, refused ones too: checking a selection is the work to limit.
		$throttled = $this->tickets->throttle();
		if ( $throttled ) {
			return $throttled;
		}
		$items = $this->select( $raw_ids );
		if ( is_wp_error( $items ) ) {
			return $items;
		}
		return $this->tickets->issue(
			array_map( static fn ( array $item ): int => $item['file']->id, $items ),
			self::KIND_CATEGORY,
			array( 'category' => Library::parse_id( $raw_category ) ),
			$this->tickets->asker( true )
		);
	}

	/**
	 * Checks a search-results selection (files from several categories) and makes its hash.
	 *
	 * @param mixed $raw_ids            filesId as it arrived; when missing, the map's keys.
	 * @param mixed $raw_file_categories selectedFileWithCategoryIds (file id → category id), as a
	 *                                   JSON string or a form array. Its shape is checked, but it
	 *                                   grants nothing: each file's own category decides whether
	 *                                   the asker may see it.
	 * @return string|\WP_Error The hash, or why not.
	 */
	public function issue_for_search( mixed $raw_ids, mixed $raw_file_categories = null ): string|\WP_Error {
		$throttled = $this->tickets->throttle();
		if ( $throttled ) {
			return $throttled;
		}
		// Refused unread when far bigger than the largest selection could be.
		if ( is_string( $raw_file_categories ) && strlen( $raw_file_categories ) > 64 * self::OVERSIZE * $this->max_files() ) {
			return self::unreadable_map();
		}
		$map = self::parse_file_categories( $raw_file_categories );
		if ( is_wp_error( $map ) ) {
			return $map;
		}
		if ( null === $raw_ids || '' === $raw_ids ) {
			$raw_ids = implode( ',', array_keys( $map ) );
		}
		$items = $this->select( $raw_ids );
		if ( is_wp_error( $items ) ) {
			return $items;
		}
		return $this->tickets->issue(
			array_map( static fn ( array $item ): int => $item['file']->id, $items ),
			self::KIND_SEARCH,
			array(),
			$this->tickets->asker( true )
		);
	}

	/**
	 * The files of a selection, each checked: `filesId` must be ids joined by commas; every id a
	 * positive integer (Library::parse_id) of a file the asker may see (Library::find_visible),
	 * with its bytes in storage; all of them within the count and size limits. One bad id
	 * refuses the whole selection, with a message that says which and why.
	 *
	 * @param mixed $raw_ids filesId as it arrived.
	 * @return list<array{file: File, path: string, size: int}>|\WP_Error
	 */
	public function select( mixed $raw_ids ): array|\WP_Error {
		if ( ! is_string( $raw_ids ) && ! is_int( $raw_ids ) && null !== $raw_ids ) {
			return new \WP_Error( 'frontage_zip_bad_selection', __( 'The selection could not be read: send the file ids joined by commas.', 'frontage' ), array( 'status' => 400 ) );
		}
		$raw_ids = trim( (string) $raw_ids );
		if ( '' === $raw_ids ) {
			return new \WP_Error( 'frontage_zip_empty', __( 'Select at least one file to download.', 'frontage' ), array( 'status' => 400 ) );
		}
		$limit = $this->max_files();
		// A list far over the limit is refused before it is even split, so a huge request body
		// costs no memory; the same file twice is still one file.
		$given = substr_count( $raw_ids, ',' ) + 1;
		$parts = $given > self::OVERSIZE * $limit ? array() : array_values( array_unique( array_map( 'trim', explode( ',', $raw_ids ) ) ) );
		// Counted before any lookup, so a long list costs nothing.
		if ( ! $parts || count( $parts ) > $limit ) {
			return new \WP_Error(
				'frontage_zip_too_many',
				sprintf(
					/* translators: 1: number of files selected, 2: the most a zip may hold. */
					__( 'You selected %1$s files, but a zip can hold at most %2$s. Select fewer files.', 'frontage' ),
					number_format_i18n( $parts ? count( $parts ) : $given ),
					number_format_i18n( $limit )
				),
				array( 'status' => 400 )
			);
		}

		$ids = array();
		foreach ( $parts as $part ) {
			$id = Library::parse_id( $part );
			if ( ! $id ) {
				return new \WP_Error(
					'frontage_zip_bad_id',
					sprintf(
						/* translators: %s: what was sent instead of a file id (shortened). */
						__( 'The selection holds “%s”, which is not a file id, so nothing was zipped.', 'frontage' ),
						self::shorten( $part )
					),
					array( 'status' => 400 )
				);
			}
			$ids[] = $id;
		}

		$items = array();
		$total = 0;
		foreach ( $this->library->find_visible_many( $ids ) as $index => $file ) {
			if ( is_wp_error( $file ) ) {
				// The same answer whether the file is missing, private, a draft, trashed or in a
				// category the asker may not see: guessing ids reveals nothing.
				return new \WP_Error(
					'frontage_zip_not_found',
					sprintf(
						/* translators: %d: a file id. */
						__( 'File %d does not exist or you may not see it, so nothing was zipped. Reload the page and select the files again.', 'frontage' ),
						$ids[ $index ]
					),
					array( 'status' => 404 )
				);
			}
			$path = $this->library->storage()->absolute_path( $file->path );
			if ( null === $path ) {
				return new \WP_Error(
					'frontage_zip_missing_bytes',
					sprintf(
						/* translators: %s: a file's title. */
						__( 'The file “%s” is missing on the server, so nothing was zipped. Please tell the site owner.', 'frontage' ),
						$file->title
					),
					array( 'status' => 500 )
				);
			}
			clearstatcache( true, $path );
			$size    = (int) filesize( $path );
			$total  += $size;
			$items[] = array(
				'file' => $file,
				'path' => $path,
				'size' => $size,
			);
		}

		$max_bytes = $this->max_bytes();
		if ( $total > $max_bytes ) {
			return new \WP_Error(
				'frontage_zip_too_big',
				sprintf(
					/* translators: 1: total size of the selection, 2: the most a zip may hold (both like "2 GB"). */
					__( 'The selected files total %1$s, but a zip can hold at most %2$s. Select fewer or smaller files.', 'frontage' ),
					self::size( $total ),
					self::size( $max_bytes )
				),
				array( 'status' => 400 )
			);
		}
		return $items;
	}

	/**
	 * Redeems a hash and prepares the archive it names: the files checked again (visibility or
	 * limits may have changed since the hash was made), their names in the zip, how each is
	 * written, and the zip's own name.
	 *
	 * @param string $kind     KIND_CATEGORY or KIND_SEARCH: which task is asking.
	 * @param mixed  $hash     The hash as it arrived.
	 * @param mixed  $raw_name wpfd_category_name / wpfd_search_name as it arrived.
	 * @param bool   $consume  Whether this request uses the hash (false for HEAD).
	 * @return array{name: string, entries: list<array{id: int, name: string, path: string, size: int, method: int, mtime: int}>, length: int|null}|\WP_Error
	 */
	public function open( string $kind, mixed $hash, mixed $raw_name = null, bool $consume = true ): array|\WP_Error {
		$ticket = $this->tickets->redeem( $hash, $kind, $this->tickets->asker(), $consume );
		if ( is_wp_error( $ticket ) ) {
			return $ticket;
		}
		$items = $this->select( implode( ',', $ticket['ids'] ) );
		if ( is_wp_error( $items ) ) {
			return $items;
		}

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
			'name'    => $this->zip_name( $kind, $ticket['context'], $raw_name ),
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
	 * The most files one zip may hold.
	 */
	public function max_files(): int {
		return max( 1, (int) get_option( self::OPTION_MAX_FILES, self::DEFAULT_MAX_FILES ) );
	}

	/**
	 * The most bytes one zip may hold.
	 */
	public function max_bytes(): int {
		return max( 1, (int) get_option( self::OPTION_MAX_BYTES, self::DEFAULT_MAX_BYTES ) );
	}

	/**
	 * The file id → category id map of the search zip, from a JSON string or a form array.
	 *
	 * @param mixed $raw As it arrived; null or '' for none.
	 * @return array<int, int>|\WP_Error
	 */
	public static function parse_file_categories( mixed $raw ): array|\WP_Error {
		if ( null === $raw || '' === $raw ) {
			return array();
		}
		$map = is_string( $raw ) ? json_decode( $raw, true ) : $raw;
		$bad = self::unreadable_map();
		if ( ! is_array( $map ) ) {
			return $bad;
		}
		$parsed = array();
		foreach ( $map as $file => $category ) {
			$file_id = Library::parse_id( (string) $file );
			if ( ! $file_id || ! ( is_string( $category ) || is_int( $category ) ) ) {
				return $bad;
			}
			$category_id = Library::parse_id( is_int( $category ) ? $category : trim( $category ) );
			if ( ! $category_id && ! in_array( $category, array( 0, '0', '' ), true ) ) {
				return $bad;
			}
			$parsed[ $file_id ] = $category_id;
		}
		return $parsed;
	}

	/**
	 * The error of a file → category map that cannot be read.
	 */
	private static function unreadable_map(): \WP_Error {
		return new \WP_Error( 'frontage_zip_bad_selection', __( 'The selection could not be read: the files’ categories are not in the expected form.', 'frontage' ), array( 'status' => 400 ) );
	}

	/**
	 * Answers a zip request: the hash, or the error the front end alerts (SPEC §8).
	 *
	 * @param string|\WP_Error $ticket From issue_for_*().
	 */
	private function answer( string|\WP_Error $ticket ): void {
		if ( is_wp_error( $ticket ) ) {
			if ( ! headers_sent() ) {
				foreach ( self::error_headers( $ticket ) as $header => $value ) {
					header( $header . ': ' . $value );
				}
			}
			Ajax_Router::send_error( $ticket );
		}
		wp_send_json_success( array( 'hash' => $ticket ) );
	}

	/**
	 * The headers an error answer adds: Retry-After for a throttled request.
	 *
	 * @param \WP_Error $error The error.
	 * @return array<string, string>
	 */
	public static function error_headers( \WP_Error $error ): array {
		$data = $error->get_error_data();
		return is_array( $data ) && isset( $data['retry_after'] ) ? array( 'Retry-After' => (string) max( 1, (int) $data['retry_after'] ) ) : array();
	}

	/**
	 * Serves a download task: the zip, or a JSON error (403/404/410 for hashes, 400/404 for
	 * files that may no longer be zipped).
	 *
	 * @param string $kind       Ticket kind.
	 * @param string $name_param The request parameter that names the zip.
	 */
	private function download( string $kind, string $name_param ): void {
		$head = isset( $_SERVER['REQUEST_METHOD'] ) && 'HEAD' === strtoupper( sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) );
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the hash is the credential: signed, short-lived, bound to the asker.
		$archive = $this->open(
			$kind,
			isset( $_GET[ self::PARAM_HASH ] ) ? wp_unslash( $_GET[ self::PARAM_HASH ] ) : null, // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- its pattern and signature are checked in Zip_Tickets::redeem().
			// The zip's name: a list is a 400 naming the parameter.
			Ajax_Router::string_param( $_GET, $name_param ),
			! $head
		);
		// phpcs:enable
		if ( is_wp_error( $archive ) ) {
			Ajax_Router::send_error( $archive );
		}
		$this->send( $archive, $head );
	}

	/**
	 * Sends an archive to the browser as it is written.
	 *
	 * @param array{name: string, entries: list<array{id: int, name: string, path: string, size: int, method: int, mtime: int}>, length: int|null} $archive From open().
	 * @param bool                                                                                                                                $head    Headers only.
	 */
	private function send( array $archive, bool $head ): void {
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
			ini_set( 'zlib.output_compression', '0' ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- a zip is not compressed twice.
		}
		if ( function_exists( 'set_time_limit' ) ) {
			set_time_limit( 0 ); // phpcs:ignore Squiz.PHP.DiscouragedFunctions.Discouraged -- large zips take longer than max_execution_time.
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
			$this->write(
				$archive,
				static function ( string $bytes ): void {
					echo $bytes; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the zip's bytes.
					flush();
				}
			);
		} catch ( \RuntimeException $error ) {
			// A file vanished after the checks; the headers are gone, so the download can only
			// stop short (the browser reports it failed). Tell the owner.
			error_log( 'Frontage: a zip download stopped because a file could not be read: ' . $error->getMessage() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
			exit;
		}
		if ( ! connection_aborted() ) {
			$this->library->count_downloads( array_column( $archive['entries'], 'id' ) );
		}
		exit;
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
		$sample = (string) file_get_contents( $path, false, null, 0, 16384 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- 16 KB of a local file.
		return Zip_Stream::method_for( $name, $sample );
	}

	/**
	 * The zip's name: the category's own name when the asker may see it; else the name the page
	 * sent (the search name, or the category name as the table showed it); else "files".
	 *
	 * @param string               $kind     Ticket kind.
	 * @param array<string, mixed> $context  Ticket context.
	 * @param mixed                $raw_name Name sent with the download request.
	 */
	private function zip_name( string $kind, array $context, mixed $raw_name ): string {
		$name     = '';
		$category = self::KIND_CATEGORY === $kind ? (int) ( $context['category'] ?? 0 ) : 0;
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

	/**
	 * A size for a message: "2 GB" for a round 2 GiB, "1.4 MB" otherwise.
	 *
	 * @param int $bytes Bytes.
	 */
	private static function size( int $bytes ): string {
		foreach ( array( TB_IN_BYTES, GB_IN_BYTES, MB_IN_BYTES, KB_IN_BYTES ) as $unit ) {
			if ( $bytes >= $unit ) {
				return (string) size_format( $bytes, 0 === $bytes % $unit ? 0 : 1 );
			}
		}
		return (string) size_format( $bytes, 0 );
	}

	/**
	 * Untrusted text made short and plain for a message.
	 *
	 * @param string $text Text.
	 */
	private static function shorten( string $text ): string {
		$text = sanitize_text_field( $text );
		return mb_strlen( $text ) > 24 ? mb_substr( $text, 0, 24 ) . '…' : $text;
	}
}
