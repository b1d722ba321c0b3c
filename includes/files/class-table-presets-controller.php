<?php
/**
 * REST: /frontage/v1/tables — saved table presets (docs/api.md "Saved tables"), for library
 * managers only.
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Rest\Modules_Controller;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A thin transport over Table_Presets: it checks who asks and answers; the preset's rules (and
 * its messages for bad input) live in the service, so that every field's 400 says what is wrong
 * in words rather than naming a schema rule.
 */
final class Table_Presets_Controller {

	/**
	 * The collection's route.
	 */
	public const ROUTE = '/tables';

	/**
	 * Takes the presets it serves.
	 *
	 * @param Table_Presets $presets The presets.
	 */
	public function __construct( private Table_Presets $presets ) {}

	/**
	 * Registers /tables and /tables/{id}.
	 *
	 * @param object $handler What answers the routes: this controller, or a Lazy that builds it when a
	 *                        request reaches one (the REST index builds no library: docs/ARCHITECTURE.md).
	 */
	public static function register_routes( object $handler ): void {
		register_rest_route(
			Modules_Controller::NAMESPACE,
			self::ROUTE,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $handler, 'list_presets' ),
					// Library managers only (Permissions::can_manage()): presets are the library's settings.
					'permission_callback' => array( Permissions::class, 'rest_check' ),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $handler, 'create_preset' ),
					// Library managers only.
					'permission_callback' => array( Permissions::class, 'rest_check' ),
					'args'                => self::args(),
				),
				'schema' => array( $handler, 'schema' ),
			)
		);
		register_rest_route(
			Modules_Controller::NAMESPACE,
			self::ROUTE . '/(?P<id>[^/]+)',
			array(
				'args'   => array(
					'id' => Files_Controller::id_arg( __( 'The saved table’s id.', 'frontage' ) ),
				),
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $handler, 'get_preset' ),
					// Library managers only.
					'permission_callback' => array( Permissions::class, 'rest_check' ),
				),
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( $handler, 'update_preset' ),
					// Library managers only.
					'permission_callback' => array( Permissions::class, 'rest_check' ),
					'args'                => self::args(),
				),
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( $handler, 'delete_preset' ),
					// Library managers only.
					'permission_callback' => array( Permissions::class, 'rest_check' ),
				),
				'schema' => array( $handler, 'schema' ),
			)
		);
	}

	/**
	 * GET /tables: every preset, newest first.
	 */
	public function list_presets(): \WP_REST_Response {
		return rest_ensure_response( $this->presets->all() );
	}

	/**
	 * GET /tables/{id}.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_preset( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$preset = $this->presets->get( $request['id'] );
		return $preset ? rest_ensure_response( $preset ) : Table_Presets::not_found();
	}

	/**
	 * POST /tables: 201 with the preset and its address.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function create_preset( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$preset = $this->presets->create( self::fields( $request ) );
		if ( is_wp_error( $preset ) ) {
			return $preset;
		}
		$response = rest_ensure_response( $preset );
		$response->set_status( 201 );
		$response->header( 'Location', rest_url( Modules_Controller::NAMESPACE . self::ROUTE . '/' . $preset['id'] ) );
		return $response;
	}

	/**
	 * PUT /tables/{id}: the fields sent replace the stored ones.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function update_preset( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$preset = $this->presets->update( $request['id'], self::fields( $request ) );
		return is_wp_error( $preset ) ? $preset : rest_ensure_response( $preset );
	}

	/**
	 * DELETE /tables/{id}.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function delete_preset( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$preset = $this->presets->delete( $request['id'] );
		if ( is_wp_error( $preset ) ) {
			return $preset;
		}
		return rest_ensure_response(
			array(
				'deleted'  => true,
				'previous' => $preset,
			)
		);
	}

	/**
	 * The writable fields present in a request, as they arrived (Table_Presets checks them).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	private static function fields( \WP_REST_Request $request ): array {
		$fields = array();
		foreach ( Table_Presets::FIELDS as $key ) {
			if ( $request->has_param( $key ) ) {
				$fields[ $key ] = $request->get_param( $key );
			}
		}
		return $fields;
	}

	/**
	 * The writable fields, described for the route index. No schema validation here: the service
	 * checks each one and says in words what is wrong (docs/api.md "Saved tables").
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function args(): array {
		return array(
			'title'    => array( 'description' => __( 'The table’s name, shown in the block’s settings (required when creating).', 'frontage' ) ),
			'type'     => array( 'description' => __( 'files, or woo_commerce (WooCommerce products with add to cart; only while WooCommerce is active). Required when creating.', 'frontage' ) ),
			'columns'  => array( 'description' => __( 'The columns shown, a list (or names joined by commas).', 'frontage' ) ),
			'theme'    => array( 'description' => __( 'default, ggd or preview (files tables).', 'frontage' ) ),
			'per_page' => array( 'description' => __( 'Rows per page, 1 to 100.', 'frontage' ) ),
			'ordering' => array( 'description' => __( 'The order: a field, with -desc for descending; empty for the category’s own.', 'frontage' ) ),
		);
	}

	/**
	 * The schema of one preset.
	 *
	 * @return array<string, mixed>
	 */
	public function schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'frontage-table',
			'type'       => 'object',
			'properties' => array(
				'id'        => array(
					'type'     => 'integer',
					'readonly' => true,
				),
				'title'     => array( 'type' => 'string' ),
				'type'      => array(
					'type' => 'string',
					'enum' => Table_Presets::TYPES,
				),
				'columns'   => array(
					'type'  => 'array',
					'items' => array( 'type' => 'string' ),
				),
				'theme'     => array( 'type' => 'string' ),
				'per_page'  => array( 'type' => 'integer' ),
				'ordering'  => array( 'type' => 'string' ),
				'available' => array(
					'type'        => 'boolean',
					'description' => __( 'Whether the table can be shown now: false for a woo_commerce table while WooCommerce is not active.', 'frontage' ),
					'readonly'    => true,
				),
			),
		);
	}
}
