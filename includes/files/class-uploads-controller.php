<?php
/**
 * REST: /frontage/v1/uploads, chunked uploads of files larger than PHP's upload limit.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A thin transport over Chunked_Uploads: start an upload, send its chunks, ask where to resume,
 * abandon it. A finished upload becomes a file through POST or PUT /files with its upload_id
 * (Files_Controller). Its routes and arguments are Files_Routes'.
 */
final class Uploads_Controller {

	/**
	 * The chunked uploads collection's route.
	 */
	public const ROUTE = Files_Routes::UPLOADS;

	/**
	 * Takes the library (its upload limit) and the chunked uploads it serves.
	 *
	 * @param Library         $library The file library.
	 * @param Chunked_Uploads $uploads Chunked uploads.
	 */
	public function __construct( private Library $library, private Chunked_Uploads $uploads ) {}

	/**
	 * GET /uploads: the sizes an uploader needs to choose between one request and chunks.
	 */
	public function upload_limits(): \WP_REST_Response {
		return rest_ensure_response(
			array(
				'chunk_size'        => Chunked_Uploads::chunk_size(),
				'max_chunk'         => Chunked_Uploads::MAX_CHUNK,
				'max_request_bytes' => (int) wp_max_upload_size(),
				'max_file_bytes'    => $this->library->max_upload_bytes(),
			)
		);
	}

	/**
	 * POST /uploads: starts a chunked upload.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function start_upload( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$upload = $this->uploads->start( (string) $request['name'], (int) $request['size'], get_current_user_id() );
		if ( is_wp_error( $upload ) ) {
			return $upload;
		}
		$response = rest_ensure_response( $upload );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * GET /uploads/{upload_id}: how many bytes have arrived, to resume after a failure.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function upload_status( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		return rest_ensure_response( $this->uploads->status( $this->upload_id( $request ), get_current_user_id() ) );
	}

	/**
	 * PUT /uploads/{upload_id}: one chunk, the raw body, placed by its Content-Range header.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function append_chunk( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		// Any other type makes WordPress parse the bytes as a form (slow, and the chunk's
		// contents could then pose as arguments).
		$type = $request->get_content_type();
		if ( 'application/octet-stream' !== ( $type['value'] ?? '' ) ) {
			return new \WP_Error( 'frontage_upload_content_type', __( 'Send each chunk as the raw body with Content-Type: application/octet-stream.', 'frontage' ), array( 'status' => 415 ) );
		}
		return rest_ensure_response(
			$this->uploads->append(
				$this->upload_id( $request ),
				get_current_user_id(),
				(string) $request->get_header( 'Content-Range' ),
				(string) $request->get_body()
			)
		);
	}

	/**
	 * DELETE /uploads/{upload_id}: abandons a chunked upload and deletes its parts.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function cancel_upload( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$id        = $this->upload_id( $request );
		$cancelled = $this->uploads->cancel( $id, get_current_user_id() );
		if ( is_wp_error( $cancelled ) ) {
			return $cancelled;
		}
		return rest_ensure_response(
			array(
				'deleted'   => true,
				'upload_id' => $id,
			)
		);
	}

	/**
	 * The upload id from the URL (never from the body, which is a chunk's raw bytes).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	private function upload_id( \WP_REST_Request $request ): string {
		return (string) ( $request->get_url_params()['upload_id'] ?? '' );
	}
}
