<?php
/**
 * POST /frontage/v1/refresh-loop: a filtered Query Loop's markup, for the loop filter to swap in
 * without reloading the page (docs/loops.md "Refresh without reload (REST)").
 *
 * @package Frontage
 */

namespace Frontage\Loops;

use Frontage\Rest\Modules_Controller;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The loop comes from the saved post (its query settings never from the request), rendered as
 * the page at `pagination_base_url` with the asked filters would render it. Bad input is a 400
 * that says what is wrong; a post the asker cannot read, or a loop it does not hold, a 404.
 */
final class Loop_Refresh_Controller {

	/**
	 * The route.
	 */
	public const ROUTE = '/refresh-loop';

	/**
	 * Takes the renderer.
	 *
	 * @param Loop_Refresh $refresh Renders a loop alone.
	 */
	public function __construct( private Loop_Refresh $refresh ) {}

	/**
	 * Registers POST /frontage/v1/refresh-loop.
	 *
	 * @param object $handler What answers the route: this controller, or a Lazy that builds it when a
	 *                        request reaches it (docs/ARCHITECTURE.md "What a request loads").
	 */
	public static function register_routes( object $handler ): void {
		register_rest_route(
			Modules_Controller::NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $handler, 'refresh' ),
				// Public, like the page it refreshes: the callback answers only for a post the
				// asker may read, and edit mode (the editor's unsaved settings) only for a user
				// who may edit the post (the X-WP-Nonce header logs them in).
				'permission_callback' => '__return_true',
				'args'                => self::args(),
			)
		);
	}

	/**
	 * The route's arguments.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		return array(
			'post_id'             => array(
				'description' => __( 'The post (page) holding the Query Loop.', 'frontage' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'required'    => true,
			),
			'widget_id'           => array(
				'description'       => __( 'The Query Loop’s queryId, a number or a numeric string.', 'frontage' ),
				'type'              => array( 'integer', 'string' ),
				'required'          => true,
				'validate_callback' => static fn ( mixed $value ): bool|\WP_Error => null !== self::query_id( $value ) ? true : new \WP_Error( 'rest_invalid_param', __( 'widget_id must be the Query Loop’s queryId: a whole number from 0.', 'frontage' ), array( 'status' => 400 ) ),
				'sanitize_callback' => static fn ( mixed $value ): int => (int) self::query_id( $value ),
			),
			'widget_filters'      => array(
				'description'          => __( 'Taxonomy => { terms: slugs (!slug excluded), logicalJoin: AND, OR or DISABLED }.', 'frontage' ),
				'type'                 => 'object',
				'default'              => array(),
				'maxProperties'        => 20,
				'additionalProperties' => array(
					'type'       => 'object',
					'properties' => array(
						'terms'       => array(
							'type'  => 'array',
							'items' => array( 'type' => 'string' ),
						),
						'logicalJoin' => array( 'type' => 'string' ),
					),
				),
			),
			'pagination_base_url' => array(
				'description'       => __( 'The page’s address the loop’s pagination links are built on: absolute, on this site.', 'frontage' ),
				'type'              => 'string',
				'required'          => true,
				'validate_callback' => static fn ( mixed $value ): bool|\WP_Error => self::on_this_site( $value ) ? true : new \WP_Error( 'rest_invalid_param', __( 'pagination_base_url must be an absolute http(s) address on this site.', 'frontage' ), array( 'status' => 400 ) ),
			),
			'widget_model'        => array(
				'description' => __( 'Edit mode only: the Query Loop block’s attributes as the editor holds them.', 'frontage' ),
				'type'        => 'object',
			),
			'is_edit_mode'        => array(
				'description' => __( 'Whether the call comes from the editor (then the asker must be able to edit the post).', 'frontage' ),
				'type'        => 'boolean',
				'default'     => false,
			),
		);
	}

	/**
	 * The loop's markup.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function refresh( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$post = get_post( (int) $request['post_id'] );
		if ( ! $post instanceof \WP_Post || ! self::readable( $post ) ) {
			return new \WP_Error( 'frontage_loop_post_not_found', __( 'There is no such post, or you may not read it.', 'frontage' ), array( 'status' => 404 ) );
		}
		$edit = (bool) $request['is_edit_mode'];
		if ( $edit && ! current_user_can( 'edit_post', $post->ID ) ) {
			return new \WP_Error( 'frontage_loop_edit_forbidden', __( 'Only people who may edit this post can refresh its loop in edit mode.', 'frontage' ), array( 'status' => rest_authorization_required_code() ) );
		}
		$query_id = (int) $request['widget_id'];
		$block    = Loop_Locator::find( $post->post_content, $query_id );
		if ( ! $block ) {
			return new \WP_Error( 'frontage_loop_not_found', __( 'This post holds no Query Loop with that queryId (save the page first when it is new).', 'frontage' ), array( 'status' => 404 ) );
		}
		if ( $edit && is_array( $request['widget_model'] ) ) {
			$block['attrs'] = array( 'queryId' => $query_id ) + $request['widget_model'];
		}
		if ( ! empty( $block['attrs']['query']['inherit'] ) ) {
			return new \WP_Error( 'frontage_loop_inherits', __( 'This Query Loop shows the page’s own query (“Inherit query from template”), which a filter does not change.', 'frontage' ), array( 'status' => 400 ) );
		}
		$url = Loop_Refresh::url( (string) $request['pagination_base_url'], $query_id, (array) $request['widget_filters'] );
		return rest_ensure_response( array( 'data' => $this->refresh->render( $post, $block, $url ) ) );
	}

	/**
	 * Whether the asker may read a post as its page shows it: a viewable type, a published
	 * status or the right to read it, and no password it has not given.
	 *
	 * @param \WP_Post $post The post.
	 */
	private static function readable( \WP_Post $post ): bool {
		if ( ! is_post_type_viewable( $post->post_type ) || post_password_required( $post ) ) {
			return false;
		}
		return is_post_status_viewable( $post->post_status ) || current_user_can( 'read_post', $post->ID );
	}

	/**
	 * A queryId read from a number or numeric text, or null.
	 *
	 * @param mixed $value The value as it arrived.
	 */
	private static function query_id( mixed $value ): ?int {
		if ( is_int( $value ) ) {
			return $value >= 0 ? $value : null;
		}
		return is_string( $value ) && preg_match( '/^\d{1,9}$/', trim( $value ) ) ? (int) trim( $value ) : null;
	}

	/**
	 * Whether an address is absolute, http(s), and on this site's host and port.
	 *
	 * @param mixed $value The address.
	 */
	private static function on_this_site( mixed $value ): bool {
		if ( ! is_string( $value ) || strlen( $value ) > 2000 || preg_match( '/[\s\\\\]/', $value ) ) {
			return false;
		}
		$url  = wp_parse_url( $value );
		$home = wp_parse_url( home_url() );
		return is_array( $url ) && in_array( strtolower( $url['scheme'] ?? '' ), array( 'http', 'https' ), true )
			&& isset( $url['host'] ) && strtolower( $url['host'] ) === strtolower( $home['host'] ?? '' )
			&& ( $url['port'] ?? null ) === ( $home['port'] ?? null ) && ! isset( $url['user'] ) && ! isset( $url['pass'] );
	}
}
