<?php
/**
 * How often each builder popup opened: a count per popup, shown in the Popups list.
 *
 * @package Frontage
 */

namespace Frontage\Popups;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The dialog reports each time it opens (src/popups/popup-dialog.ts, with the browser's
 * sendBeacon) to `POST /frontage/v1/popups/{id}/opens`, which adds one to the popup's post meta
 * `frontage_popup_opens`. Only the number is kept: nothing about the visitor, no cookie. An
 * editor's preview is not counted. Visitors' pages may be cached, so the route has no nonce: the
 * count is an indication, not an audit (docs/popups.md "The Popups list").
 */
final class Popup_Opens {

	/**
	 * The post meta holding the count (not in REST; shown in the Popups list).
	 */
	public const META = 'frontage_popup_opens';

	/**
	 * The plugin's REST namespace (Frontage\Rest\Modules_Controller::NAMESPACE), named here so that a page
	 * printing popups does not load the REST controllers.
	 */
	private const NAMESPACE = 'frontage/v1';

	/**
	 * The route, under NAMESPACE.
	 */
	private const ROUTE = '/popups/(?P<id>\d+)/opens';

	/**
	 * Registers the route (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'count_open' ),
				// Public: any visitor's browser reports an open of a popup it was shown. It stores a
				// number only, for published popups only (checked in count_open()).
				'permission_callback' => '__return_true',
				'args'                => array(
					'id' => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
				),
			)
		);
	}

	/**
	 * The address the dialog reports an open to.
	 *
	 * @param int $popup_id The popup.
	 */
	public static function url( int $popup_id ): string {
		return rest_url( self::NAMESPACE . '/popups/' . $popup_id . '/opens' );
	}

	/**
	 * How often a popup opened.
	 *
	 * @param int $popup_id The popup.
	 */
	public static function count( int $popup_id ): int {
		return max( 0, (int) get_post_meta( $popup_id, self::META, true ) );
	}

	/**
	 * Adds one open to a published popup's count.
	 *
	 * @param \WP_REST_Request $request The request, with the popup's id.
	 * @return \WP_REST_Response|\WP_Error 204, or 404 for anything but a published popup.
	 */
	public function count_open( \WP_REST_Request $request ) {
		$id   = (int) $request['id'];
		$post = get_post( $id );
		if ( ! $post instanceof \WP_Post || Popups_Module::POST_TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
			return new \WP_Error( 'frontage_popup_not_found', __( 'There is no such popup.', 'frontage' ), array( 'status' => 404 ) );
		}
		// Read and written again: two opens at the same instant may count once.
		update_post_meta( $id, self::META, self::count( $id ) + 1 );
		return new \WP_REST_Response( null, 204 );
	}
}
