<?php
/**
 * Zips of selected files, streamed: the four zip tasks (docs/files.md "Zips of selected files"), on the wire.
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Ajax_Router;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Two steps, as the front end expects (docs/files.md):
 *
 * 1. `files.zipSeletedFiles` (a category table) or `files.zipSeletedFilesMultipleCategories` (search
 *    results) checks the selection — every id parsed strictly and visible to the asker, within the
 *    file-count and size limits — and answers `{ success: true, data: { hash } }`, or
 *    `{ success: false, data: { message } }` with a 400/404 that refuses the whole selection:
 *    nothing is silently left out of a zip (Zip_Selection).
 *    Asking is throttled per user or IP address (a 429 with Retry-After; Zip_Tickets::throttle()).
 * 2. `files.downloadZipedFile` / `files.downloadZipedFileMultipleCategories` redeems the hash
 *    (Zip_Tickets: signed, short-lived, bound to the ids and the asker, limited-use), checks the files
 *    again, and streams the archive while writing it (Zip_Reply, Zip_Stream): no archive on disk,
 *    no whole file in memory, nothing left behind.
 *
 * Each file in a zip that was sent completely counts one download.
 */
final class Zips {

	/**
	 * Wire names (docs/files.md "Zips of selected files"), misspellings included: public contracts.
	 */
	public const TASK_ZIP                = Files_Module::ZIP_TASKS[0];
	public const TASK_DOWNLOAD           = Files_Module::ZIP_TASKS[1];
	public const TASK_ZIP_MULTIPLE       = Files_Module::ZIP_TASKS[2];
	public const TASK_DOWNLOAD_MULTIPLE  = Files_Module::ZIP_TASKS[3];
	public const PARAM_IDS               = 'filesId';
	public const PARAM_CATEGORY          = 'wpfd_category_id';
	public const PARAM_CATEGORY_NAME     = 'wpfd_category_name';
	public const PARAM_SEARCH_NAME       = 'wpfd_search_name';
	public const PARAM_FILE_CATEGORIES   = 'selectedFileWithCategoryIds';
	public const PARAM_HASH              = 'hash';

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
	 * The selection rule.
	 *
	 * @var Zip_Selection
	 */
	private Zip_Selection $selection;

	/**
	 * The streamed reply.
	 *
	 * @var Zip_Reply
	 */
	private Zip_Reply $reply;

	/**
	 * Takes its dependencies.
	 *
	 * @param Library            $library   The file library.
	 * @param Ajax_Router        $router    The `action=wpfd` dispatcher.
	 * @param Zip_Tickets|null   $tickets   The hashes (tests pass one with their own clock).
	 * @param Zip_Selection|null $selection The selection rule; built from the library when null.
	 * @param Zip_Reply|null     $reply     The streamed reply; built from the library when null.
	 */
	public function __construct( Library $library, private Ajax_Router $router, ?Zip_Tickets $tickets = null, ?Zip_Selection $selection = null, ?Zip_Reply $reply = null ) {
		$this->tickets   = $tickets ?? new Zip_Tickets();
		$this->selection = $selection ?? new Zip_Selection( $library );
		$this->reply     = $reply ?? new Zip_Reply( $library );
	}

	/**
	 * Registers the four tasks. The limits they read (Zip_Selection) are options registered by
	 * Files_Settings for the admin and REST; a task reads them with their defaults.
	 */
	public function add_hooks(): void {
		$this->router->register( self::TASK_ZIP, array( $this, 'zip_selected_files' ) );
		$this->router->register( self::TASK_ZIP_MULTIPLE, array( $this, 'zip_selected_files_multiple' ) );
		$this->router->register( self::TASK_DOWNLOAD, array( $this, 'download_zipped_file' ) );
		$this->router->register( self::TASK_DOWNLOAD_MULTIPLE, array( $this, 'download_zipped_file_multiple' ) );
	}

	/**
	 * Task `files.zipSeletedFiles`: GET filesId (ids joined by commas), wpfd_category_id.
	 */
	public function zip_selected_files(): void {
		// No nonce: visitors ask from cached pages, without a nonce; this only checks a selection, and the answer (a hash bound to the asker) is what grants the download.
		$this->answer(
			$this->issue_for_category(
				isset( $_REQUEST[ self::PARAM_IDS ] ) ? wp_unslash( $_REQUEST[ self::PARAM_IDS ] ) : null, // Raw input: parsed strictly in select(), which answers a list with a 400.
				Ajax_Router::string_param( $_REQUEST, self::PARAM_CATEGORY )
			)
		);
	}

	/**
	 * Task `files.zipSeletedFilesMultipleCategories`: POST filesId, selectedFileWithCategoryIds.
	 */
	public function zip_selected_files_multiple(): void {
		// No nonce: as zip_selected_files().
		$this->answer(
			$this->issue_for_search(
				isset( $_REQUEST[ self::PARAM_IDS ] ) ? wp_unslash( $_REQUEST[ self::PARAM_IDS ] ) : null, // Raw input: parsed strictly in select(), which answers a list with a 400.
				isset( $_REQUEST[ self::PARAM_FILE_CATEGORIES ] ) ? wp_unslash( $_REQUEST[ self::PARAM_FILE_CATEGORIES ] ) : null // Raw input: parsed strictly in parse_file_categories().
			)
		);
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
		$items = $this->selection->select( $raw_ids );
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
		if ( is_string( $raw_file_categories ) && strlen( $raw_file_categories ) > 64 * Zip_Selection::OVERSIZE * $this->selection->max_files() ) {
			return Zip_Selection::unreadable_map();
		}
		$map = Zip_Selection::parse_file_categories( $raw_file_categories );
		if ( is_wp_error( $map ) ) {
			return $map;
		}
		if ( null === $raw_ids || '' === $raw_ids ) {
			$raw_ids = implode( ',', array_keys( $map ) );
		}
		$items = $this->selection->select( $raw_ids );
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
		$items = $this->selection->select( implode( ',', $ticket['ids'] ) );
		if ( is_wp_error( $items ) ) {
			return $items;
		}
		$category = self::KIND_CATEGORY === $kind ? (int) ( $ticket['context']['category'] ?? 0 ) : 0;
		return $this->reply->archive( $items, $category, $raw_name );
	}

	/**
	 * Answers a zip request: the hash, or the error the front end alerts (docs/files.md "The file table").
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
		// No nonce: the hash is the credential: signed, short-lived, bound to the asker.
		$archive = $this->open(
			$kind,
			isset( $_GET[ self::PARAM_HASH ] ) ? wp_unslash( $_GET[ self::PARAM_HASH ] ) : null, // Raw input: its pattern and signature are checked in Zip_Tickets::redeem().
			// The zip's name: a list is a 400 naming the parameter.
			Ajax_Router::string_param( $_GET, $name_param ),
			! $head
		);
		if ( is_wp_error( $archive ) ) {
			Ajax_Router::send_error( $archive );
		}
		$this->reply->send( $archive, $head );
	}
}
