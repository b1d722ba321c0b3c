<?php
/**
 * REST: download statistics — /frontage/v1/files/{id}/stats (one file) and /frontage/v1/stats
 * (the library) (docs/api.md "Download statistics").
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A thin transport over Download_Stats, for library managers only (Permissions::rest_check()):
 * counts per day tell how a file is used, which is the owner's business, not a visitor's. Its
 * routes and arguments are Files_Routes'.
 */
final class Download_Stats_Controller {

	/**
	 * Takes the library it serves.
	 *
	 * @param Library $library The file library.
	 */
	public function __construct( private Library $library ) {}

	/**
	 * GET /files/{id}/stats: the file's downloads per day over the last `days` days.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function file_stats( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$file = $this->library->get( (int) $request['id'] );
		if ( ! $file ) {
			return new \WP_Error( 'frontage_file_not_found', __( 'No file has this id.', 'frontage' ), array( 'status' => 404 ) );
		}
		$days = (int) $request['days'];
		return rest_ensure_response(
			array(
				'file_id'   => $file->id,
				'days'      => $days,
				// Every download ever, also those before statistics were kept.
				'downloads' => $file->downloads,
			) + $this->library->stats()->for_file( $file->id, $days )
		);
	}

	/**
	 * GET /stats: the library's downloads per day over the last `days` days and its most
	 * downloaded files in that time.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function site_stats( \WP_REST_Request $request ): \WP_REST_Response {
		$days  = (int) $request['days'];
		$stats = $this->library->stats()->for_site( $days, (int) $request['limit'] );
		$ids   = array_column( $stats['top'], 'file_id' );
		if ( $ids ) {
			_prime_post_caches( $ids, false, true );
		}
		$top = array();
		foreach ( $stats['top'] as $row ) {
			$file = $this->library->get( $row['file_id'] );
			if ( $file ) {
				$top[] = array(
					'id'    => $file->id,
					'title' => $file->title,
					'name'  => $file->name,
					'count' => $row['count'],
				);
			}
		}
		$stats['top'] = $top;
		return rest_ensure_response( array( 'days' => $days ) + $stats );
	}
}
