<?php
/**
 * REST: /frontage/v1/files/{id}/versions, a file's earlier versions (docs/api.md "Versions").
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A thin transport over Library: list, restore and delete versions. Library managers only
 * (Permissions::rest_check()), reads too: versions are never shown to visitors. Its routes are
 * Files_Routes'.
 */
final class File_Versions_Controller {

	/**
	 * Takes the library it serves.
	 *
	 * @param Library $library The file library.
	 */
	public function __construct( private Library $library ) {}

	/**
	 * GET /files/{id}/versions: newest first.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function list_versions( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$id = (int) $request['id'];
		if ( ! $this->library->get( $id ) ) {
			return self::file_not_found();
		}
		return rest_ensure_response( $this->prepared_list( $id ) );
	}

	/**
	 * POST /files/{id}/versions/{version}/restore: the file as it is now, and its versions.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function restore_version( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$file = $this->library->restore_version( (int) $request['id'], (int) $request['version'] );
		if ( is_wp_error( $file ) ) {
			return $file;
		}
		return rest_ensure_response(
			array(
				'file'     => ( new Files_Controller( $this->library ) )->prepare( $file ),
				'versions' => $this->prepared_list( $file->id ),
			)
		);
	}

	/**
	 * DELETE /files/{id}/versions/{version}: the version's bytes and record, for good.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function delete_version( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$deleted = $this->library->delete_version( (int) $request['id'], (int) $request['version'] );
		if ( is_wp_error( $deleted ) ) {
			return $deleted;
		}
		return rest_ensure_response(
			array(
				'deleted'  => true,
				'previous' => self::prepare( $deleted ),
			)
		);
	}

	/**
	 * A file's versions as the API answers them.
	 *
	 * @param int $id File id.
	 * @return list<array<string, mixed>>
	 */
	private function prepared_list( int $id ): array {
		return array_map( array( self::class, 'prepare' ), $this->library->versions()->all( $id ) );
	}

	/**
	 * A version as the API answers it: never where it is stored.
	 *
	 * @param array<string, mixed> $version A record of File_Versions.
	 * @return array<string, mixed>
	 */
	public static function prepare( array $version ): array {
		$user = $version['replaced_by'] ? get_userdata( (int) $version['replaced_by'] ) : false;
		return array(
			'id'          => (int) $version['id'],
			'name'        => (string) $version['name'],
			'ext'         => (string) $version['ext'],
			'mime'        => (string) $version['mime'],
			'size'        => (int) $version['size'],
			'version'     => (string) $version['version'],
			'replaced'    => (string) $version['replaced'],
			'replaced_by' => array(
				'id'   => $user ? (int) $user->ID : 0,
				'name' => $user ? (string) $user->display_name : '',
			),
		);
	}

	/**
	 * The 404 for an id that is not a file.
	 */
	private static function file_not_found(): \WP_Error {
		return new \WP_Error( 'frontage_file_not_found', __( 'No file has this id.', 'frontage' ), array( 'status' => 404 ) );
	}
}
