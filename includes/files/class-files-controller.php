<?php
/**
 * REST: /frontage/v1/files, the library's files.
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Rest\Modules_Controller;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A thin transport over Library: it validates the request's shape (schema), takes the upload
 * from the multipart body or a finished chunked upload (Chunked_Uploads, which
 * Uploads_Controller fills), checks who asks, and answers. Visibility, file checks and storage
 * live in the services. Its routes are Files_Routes', their arguments File_Route_Args'.
 */
final class Files_Controller {

	/**
	 * The files collection's route.
	 */
	public const ROUTE = Files_Routes::FILES;

	/**
	 * The multipart field that carries the file.
	 */
	public const FILE_FIELD = 'file';

	/**
	 * The field a save sends back: the revision the edit started from (docs/files.md).
	 */
	public const REVISION_FIELD = Files_Routes::REVISION_FIELD;

	/**
	 * Takes the library it serves and, optionally, the chunked uploads it completes.
	 *
	 * @param Library              $library The file library.
	 * @param Chunked_Uploads|null $uploads Chunked uploads; built from the library when null.
	 */
	public function __construct( private Library $library, private ?Chunked_Uploads $uploads = null ) {}

	/**
	 * GET /files: the files the asker may see, paged, with X-WP-Total and X-WP-TotalPages.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function list_files( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$category = (int) $request['category'];
		if ( $category && ( ! $this->library->categories()->get( $category ) || ! $this->library->visibility()->can_see_category( $category ) ) ) {
			// The same answer for a hidden category as for a missing one.
			return new \WP_Error( 'frontage_category_not_found', __( 'This category does not exist or you may not see it.', 'frontage' ), array( 'status' => 404 ) );
		}
		$args = array();
		foreach ( array( 'category', 'page', 'per_page', 'orderby', 'order', 'search', 'tag' ) as $key ) {
			if ( null !== $request[ $key ] ) {
				$args[ $key ] = $request[ $key ];
			}
		}
		$list     = $this->library->list( $args );
		$response = rest_ensure_response( array_map( array( $this, 'prepare' ), $list['files'] ) );
		$response->header( 'X-WP-Total', (string) $list['total'] );
		$response->header( 'X-WP-TotalPages', (string) $list['pages'] );
		return $response;
	}

	/**
	 * GET /files/{id}.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_file( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$file = $this->library->find_visible( $request['id'] );
		return is_wp_error( $file ) ? $file : rest_ensure_response( $this->prepare( $file ) );
	}

	/**
	 * POST /files: a multipart upload (`file`) or a finished chunked upload (`upload_id`), with
	 * the file's details.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function create_file( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$fields = $this->fields( $request );
		// Details first, so that a wrong category never costs a finished chunked upload.
		$checked = $this->library->check_fields( $fields );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		$upload = $this->upload( $request, true );
		if ( is_wp_error( $upload ) ) {
			return $upload;
		}
		$file = $this->library->create( $upload['path'], $upload['name'], $fields );
		$this->finish_upload( $upload );
		if ( is_wp_error( $file ) ) {
			return $file;
		}
		$response = rest_ensure_response( $this->prepare( $file ) );
		$response->set_status( 201 );
		$response->header( 'Location', rest_url( Modules_Controller::NAMESPACE . self::ROUTE . '/' . $file->id ) );
		return $response;
	}

	/**
	 * PUT /files/{id}: change details; with a `file` part or an `upload_id`, replace the bytes
	 * too, keeping the id, links and download count.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function update_file( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		if ( $this->multipart_not_parsed( $request ) ) {
			return new \WP_Error( 'frontage_upload_method', __( 'PHP reads multipart bodies only from POST requests: send this as POST (or as POST with the header X-HTTP-Method-Override: PUT).', 'frontage' ), array( 'status' => 415 ) );
		}
		$id = (int) $request['id'];
		if ( ! $this->library->get( $id ) ) {
			return new \WP_Error( 'frontage_file_not_found', __( 'No file has this id.', 'frontage' ), array( 'status' => 404 ) );
		}
		// Two editors who opened the same file: the later save would silently undo the earlier
		// one. A client that sends back the revision it loaded is told instead (docs/files.md
		// "Two editors at once"); one that sends none saves as before.
		$changed = $this->changed_since( $this->library->get( $id ), $request[ self::REVISION_FIELD ] );
		if ( $changed ) {
			return $changed;
		}
		$fields = $this->fields( $request );
		// Every detail is checked before the bytes change, so a refused detail changes nothing.
		$checked = $this->library->check_fields( $fields );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		$upload = $this->upload( $request, false );
		if ( is_wp_error( $upload ) ) {
			return $upload;
		}
		if ( $upload ) {
			$replaced = $this->library->replace( $id, $upload['path'], $upload['name'] );
			$this->finish_upload( $upload );
			if ( is_wp_error( $replaced ) ) {
				return $replaced;
			}
		}
		$file = $fields ? $this->library->update( $id, $fields ) : $this->library->get( $id );
		if ( is_wp_error( $file ) ) {
			return $file;
		}
		return $file ? rest_ensure_response( $this->prepare( $file ) ) : new \WP_Error( 'frontage_file_not_found', __( 'No file has this id.', 'frontage' ), array( 'status' => 404 ) );
	}

	/**
	 * A file's revision: a digest of everything an edit can change (details, category, tags,
	 * bytes, the time it last changed), but not its download count, which changes with every
	 * download. Finer than `updated` (whole seconds): two saves in one second differ too.
	 *
	 * @param File $file The file.
	 */
	public static function revision( File $file ): string {
		$state = array( $file->title, $file->description, $file->status, $file->category_id, array_column( $file->tags, 'id' ), $file->version, $file->custom_fields, $file->product_id, $file->path, $file->size, $file->updated );
		return substr( hash( 'sha256', (string) wp_json_encode( $state ) ), 0, 16 );
	}

	/**
	 * The 409 of a save that started from an older revision than the file's own, or null when
	 * the revision matches or none was sent.
	 *
	 * @param File|null $file     The file now.
	 * @param mixed     $revision The revision the client loaded (null: not sent).
	 */
	private function changed_since( ?File $file, mixed $revision ): ?\WP_Error {
		if ( ! $file || null === $revision || '' === $revision || hash_equals( self::revision( $file ), (string) $revision ) ) {
			return null;
		}
		return new \WP_Error(
			'frontage_file_changed',
			__( 'Someone else changed this file after you opened it, so your changes were not saved. Save again to replace their changes with yours, or close without saving to keep theirs.', 'frontage' ),
			array(
				'status'  => 409,
				'current' => $this->prepare( $file ),
			)
		);
	}

	/**
	 * DELETE /files/{id}: the file and its stored bytes, for good.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function delete_file( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$file = $this->library->get( (int) $request['id'] );
		if ( ! $file ) {
			return new \WP_Error( 'frontage_file_not_found', __( 'No file has this id.', 'frontage' ), array( 'status' => 404 ) );
		}
		$deleted = $this->library->delete( $file->id );
		if ( is_wp_error( $deleted ) ) {
			return $deleted;
		}
		return rest_ensure_response(
			array(
				'deleted'  => true,
				'previous' => $this->prepare( $file ),
			)
		);
	}

	/**
	 * A file as the API answers it. The stored path is never part of it: bytes go out only
	 * through download_url, which checks visibility again.
	 *
	 * @param File $file The file.
	 * @return array<string, mixed>
	 */
	public function prepare( File $file ): array {
		return array(
			'id'            => $file->id,
			'title'         => $file->title,
			// Filtered on the way out too (docs/api.md): whatever was stored, no script leaves.
			'description'   => $file->safe_description(),
			'status'        => $file->status,
			'category'      => $file->category_id,
			'tags'          => $file->tags,
			'name'          => $file->name,
			'ext'           => $file->ext,
			// The icon the tables give its type (docs/files.md "File-type icons"), so the admin
			// screen draws the same one without a second list of extensions.
			'type_family'   => File_Types::family( $file->ext ),
			'mime'          => $file->mime,
			'size'          => $file->size,
			'version'       => $file->version,
			'downloads'     => $file->downloads,
			'custom_fields' => $file->safe_custom_fields(),
			'product_id'    => $file->product_id,
			'created'       => $file->created,
			'updated'       => $file->updated,
			'download_url'  => $file->download_url(),
			// Sent back with a save, it turns a save over someone else's into a 409.
			'revision'      => self::revision( $file ),
		);
	}

	/**
	 * The upload a request carries: the multipart `file`, or a finished chunked upload.
	 *
	 * @param \WP_REST_Request $request  Request.
	 * @param bool             $required Whether a request without an upload is an error.
	 * @return array{path: string, name: string, upload_id?: string}|null|\WP_Error Null when
	 *         there is none and none is required.
	 */
	private function upload( \WP_REST_Request $request, bool $required ): array|null|\WP_Error {
		$files     = $request->get_file_params();
		$part      = $files[ self::FILE_FIELD ] ?? null;
		$upload_id = $request['upload_id'];
		if ( null !== $part && null !== $upload_id ) {
			return new \WP_Error( 'frontage_upload_twice', __( 'Send either a file or an upload_id, not both.', 'frontage' ), array( 'status' => 400 ) );
		}
		if ( null !== $upload_id ) {
			$done = $this->uploads()->complete( (string) $upload_id, get_current_user_id() );
			return is_wp_error( $done ) ? $done : $done + array( 'upload_id' => (string) $upload_id );
		}
		if ( null === $part ) {
			if ( $this->body_too_large( $request ) ) {
				return $this->too_large_for_server();
			}
			return $required
				? new \WP_Error( 'frontage_upload_missing', __( 'Choose a file to upload: send it as the multipart field "file", or send the upload_id of a finished chunked upload.', 'frontage' ), array( 'status' => 400 ) )
				: null;
		}
		if ( ! is_array( $part ) || ! isset( $part['error'], $part['tmp_name'], $part['name'] ) || is_array( $part['error'] ) ) {
			return new \WP_Error( 'frontage_upload_invalid', __( 'Send one file in the multipart field "file".', 'frontage' ), array( 'status' => 400 ) );
		}
		$error = (int) $part['error'];
		if ( UPLOAD_ERR_OK !== $error ) {
			return $this->upload_error( $error );
		}
		if ( ! is_string( $part['tmp_name'] ) || '' === $part['tmp_name'] || ! is_file( $part['tmp_name'] ) ) {
			return new \WP_Error( 'frontage_upload_missing', __( 'The upload did not arrive. Try again.', 'frontage' ), array( 'status' => 400 ) );
		}
		return array(
			'path' => $part['tmp_name'],
			'name' => (string) $part['name'],
		);
	}

	/**
	 * Removes what is left of a chunked upload once the library has answered (it has moved the
	 * assembled file into storage, or refused it: either way the parts must go).
	 *
	 * @param array<string, string> $upload From upload().
	 */
	private function finish_upload( array $upload ): void {
		if ( isset( $upload['upload_id'] ) ) {
			$this->uploads()->remove( $upload['upload_id'] );
		}
	}

	/**
	 * The error for a failed PHP upload.
	 *
	 * @param int $code One of the UPLOAD_ERR_* constants.
	 */
	private function upload_error( int $code ): \WP_Error {
		switch ( $code ) {
			case UPLOAD_ERR_INI_SIZE:
			case UPLOAD_ERR_FORM_SIZE:
				return $this->too_large_for_server();
			case UPLOAD_ERR_PARTIAL:
				return new \WP_Error( 'frontage_upload_partial', __( 'The upload was interrupted before the whole file arrived. Try again.', 'frontage' ), array( 'status' => 400 ) );
			case UPLOAD_ERR_NO_FILE:
				return new \WP_Error( 'frontage_upload_missing', __( 'No file was sent. Choose a file to upload.', 'frontage' ), array( 'status' => 400 ) );
			case UPLOAD_ERR_NO_TMP_DIR:
			case UPLOAD_ERR_CANT_WRITE:
				return new \WP_Error( 'frontage_upload_server', __( 'The server could not save the upload: its temporary folder is missing or full.', 'frontage' ), array( 'status' => 500 ) );
			default:
				return new \WP_Error( 'frontage_upload_server', __( 'The server refused the upload (a PHP extension stopped it).', 'frontage' ), array( 'status' => 500 ) );
		}
	}

	/**
	 * The 413 for an upload past PHP's limits, pointing to chunked uploads.
	 */
	private function too_large_for_server(): \WP_Error {
		return new \WP_Error(
			'frontage_file_too_large',
			sprintf(
				/* translators: %s: the server's upload limit, like "2 MB". */
				__( 'The file is larger than this server accepts in one request (%s). Send it in chunks through /uploads.', 'frontage' ),
				size_format( wp_max_upload_size() )
			),
			array( 'status' => 413 )
		);
	}

	/**
	 * Whether PHP dropped the request body for being over post_max_size (it then gives neither
	 * fields nor files).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	private function body_too_large( \WP_REST_Request $request ): bool {
		$limit  = wp_convert_hr_to_bytes( (string) ini_get( 'post_max_size' ) );
		$length = (int) $request->get_header( 'Content-Length' );
		return $limit > 0 && $length > $limit;
	}

	/**
	 * Whether a multipart body arrived that PHP did not parse (it parses them only for POST):
	 * its fields and file would otherwise be silently ignored.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	private function multipart_not_parsed( \WP_REST_Request $request ): bool {
		$type = $request->get_content_type();
		return 'multipart/form-data' === ( $type['value'] ?? '' ) && '' !== (string) $request->get_body() && ! $request->get_file_params() && ! $request->get_body_params();
	}

	/**
	 * The file details present in a request.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	private function fields( \WP_REST_Request $request ): array {
		$fields = array();
		foreach ( array_keys( File_Route_Args::write( false ) ) as $key ) {
			if ( 'upload_id' !== $key && self::REVISION_FIELD !== $key && $request->has_param( $key ) ) {
				$fields[ $key ] = $request[ $key ];
			}
		}
		return $fields;
	}

	/**
	 * The chunked uploads service.
	 */
	private function uploads(): Chunked_Uploads {
		$this->uploads ??= new Chunked_Uploads( $this->library, new Upload_Validator() );
		return $this->uploads;
	}
}
