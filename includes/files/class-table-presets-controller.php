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
 * in words rather than naming a schema rule. Its routes are Files_Routes'.
 */
final class Table_Presets_Controller {

	/**
	 * The collection's route.
	 */
	public const ROUTE = Files_Routes::TABLES;

	/**
	 * Takes the presets it serves.
	 *
	 * @param Table_Presets $presets The presets.
	 */
	public function __construct( private Table_Presets $presets ) {}

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
