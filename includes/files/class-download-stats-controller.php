<?php
/**
 * REST: download statistics — /frontage/v1/files/{id}/stats (one file) and /frontage/v1/stats
 * (the library) (docs/api.md "Download statistics").
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Rest\Modules_Controller;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A thin transport over Download_Stats, for library managers only (Permissions::rest_check()):
 * counts per day tell how a file is used, which is the owner's business, not a visitor's.
 */
final class Download_Stats_Controller {

	/**
	 * The library's statistics route.
	 */
	public const ROUTE = '/stats';

	/**
	 * One file's statistics route.
	 */
	public const FILE_ROUTE = Files_Controller::ROUTE . '/(?P<id>[^/]+)/stats';

	/**
	 * Days a request covers when it does not say.
	 */
	public const DEFAULT_DAYS = 30;

	/**
	 * Top files a library request lists when it does not say.
	 */
	public const DEFAULT_TOP = 10;

	/**
	 * Takes the library it serves.
	 *
	 * @param Library $library The file library.
	 */
	public function __construct( private Library $library ) {}

	/**
	 * Registers /files/{id}/stats and /stats.
	 *
	 * @param object $handler What answers the routes: this controller, or a Lazy that builds it when a
	 *                        request reaches one (the REST index builds no library: docs/ARCHITECTURE.md).
	 */
	public static function register_routes( object $handler ): void {
		register_rest_route(
			Modules_Controller::NAMESPACE,
			self::FILE_ROUTE,
			array(
				'args' => array(
					'id'   => Files_Controller::id_arg( __( 'The file id.', 'frontage' ) ),
					'days' => self::days_arg(),
				),
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $handler, 'file_stats' ),
					// Library managers only: how files are used is the owner's business.
					'permission_callback' => array( Permissions::class, 'rest_check' ),
				),
			)
		);
		register_rest_route(
			Modules_Controller::NAMESPACE,
			self::ROUTE,
			array(
				'args' => array(
					'days'  => self::days_arg(),
					'limit' => array(
						'description' => __( 'How many of the most downloaded files to list.', 'frontage' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'maximum'     => Download_Stats::MAX_TOP,
						'default'     => self::DEFAULT_TOP,
					),
				),
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $handler, 'site_stats' ),
					// Library managers only.
					'permission_callback' => array( Permissions::class, 'rest_check' ),
				),
			)
		);
	}

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

	/**
	 * The `days` argument.
	 *
	 * @return array<string, mixed>
	 */
	private static function days_arg(): array {
		return array(
			'description' => __( 'How many days, today included.', 'frontage' ),
			'type'        => 'integer',
			'minimum'     => 1,
			'maximum'     => Download_Stats::MAX_DAYS,
			'default'     => self::DEFAULT_DAYS,
		);
	}
}
