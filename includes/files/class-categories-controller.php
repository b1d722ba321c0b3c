<?php
/**
 * REST: /frontage/v1/categories — the library's category tree, read by anyone (each asker sees
 * only the categories they may see) and changed by library managers.
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Rest\Modules_Controller;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A thin transport over Categories and Visibility: it validates the request's shape (schema),
 * checks who asks, and answers; the rules live in the services. Its routes and arguments are
 * Files_Routes'.
 */
final class Categories_Controller {

	/**
	 * The collection's route.
	 */
	public const ROUTE = Files_Routes::CATEGORIES;

	/**
	 * Who may see private files (Library::list() lists them for these users and managers).
	 */
	private const PRIVATE_CAPABILITY = 'read_private_posts';

	/**
	 * Takes the library whose categories it serves.
	 *
	 * @param Library $library The file library.
	 */
	public function __construct( private Library $library ) {}

	/**
	 * GET /categories: every category the asker may see, parents before children.
	 */
	public function list_categories(): \WP_REST_Response {
		$hidden  = $this->library->visibility()->hidden_category_ids();
		$visible = array_filter(
			$this->library->categories()->all(),
			static fn ( array $category ): bool => ! in_array( $category['id'], $hidden, true )
		);
		// Those who may see private files count them too, as their lists show them.
		if ( Permissions::can_manage() || current_user_can( self::PRIVATE_CAPABILITY ) ) {
			$counts  = $this->library->categories()->file_counts( Files_Module::FILE_STATUSES );
			$visible = array_map(
				static fn ( array $category ): array => array( 'count' => $counts[ $category['id'] ] ?? 0 ) + $category,
				$visible
			);
		}
		return rest_ensure_response( array_values( array_map( array( $this, 'prepare' ), $visible ) ) );
	}

	/**
	 * GET /categories/{id}.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_category( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$category = $this->find_visible( (int) $request['id'] );
		return is_wp_error( $category ) ? $category : rest_ensure_response( $this->prepare( $category ) );
	}

	/**
	 * POST /categories.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function create_category( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$category = $this->library->categories()->create( $this->fields( $request ) );
		if ( is_wp_error( $category ) ) {
			return $category;
		}
		$response = rest_ensure_response( $this->prepare( $category ) );
		$response->set_status( 201 );
		$response->header( 'Location', rest_url( Modules_Controller::NAMESPACE . self::ROUTE . '/' . $category['id'] ) );
		return $response;
	}

	/**
	 * PUT /categories/{id}: rename, move, change settings.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function update_category( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$category = $this->library->categories()->update( (int) $request['id'], $this->fields( $request ) );
		return is_wp_error( $category ) ? $category : rest_ensure_response( $this->prepare( $category ) );
	}

	/**
	 * DELETE /categories/{id}: its files and sub-categories move to its parent; the answer
	 * says how many moved and where.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function delete_category( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$categories = $this->library->categories();
		$previous   = $categories->get( (int) $request['id'] );
		$moved      = $categories->delete( (int) $request['id'] );
		if ( is_wp_error( $moved ) ) {
			return $moved;
		}
		return rest_ensure_response(
			array(
				'deleted'  => true,
				'previous' => $this->prepare( (array) $previous ),
				'moved_to' => (int) ( $previous['parent'] ?? 0 ),
			) + $moved
		);
	}

	/**
	 * A category the current user may see, or the same 404 for missing and hidden ones.
	 *
	 * @param int $id Category id.
	 * @return array<string, mixed>|\WP_Error
	 */
	private function find_visible( int $id ): array|\WP_Error {
		$category = $this->library->categories()->get( $id );
		if ( ! $category || ! $this->library->visibility()->can_see_category( $id ) ) {
			return new \WP_Error( 'frontage_category_not_found', __( 'This category does not exist or you may not see it.', 'frontage' ), array( 'status' => 404 ) );
		}
		return $category;
	}

	/**
	 * The writable fields present in a request.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	private function fields( \WP_REST_Request $request ): array {
		$fields = array();
		foreach ( array_keys( Files_Routes::category_args( false ) ) as $key ) {
			if ( $request->has_param( $key ) ) {
				$fields[ $key ] = $request[ $key ];
			}
		}
		return $fields;
	}

	/**
	 * A category as the API answers it. Who may see a category is the managers' business:
	 * others get the category without its visibility settings.
	 *
	 * @param array<string, mixed> $category From Categories.
	 * @return array<string, mixed>
	 */
	private function prepare( array $category ): array {
		if ( ! Permissions::can_manage() ) {
			unset( $category['visibility'], $category['roles'] );
		}
		return $category;
	}

	/**
	 * The schema of one category.
	 *
	 * @return array<string, mixed>
	 */
	public function schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'frontage-file-category',
			'type'       => 'object',
			'properties' => array(
				'id'          => array(
					'type'     => 'integer',
					'readonly' => true,
				),
				'name'        => array( 'type' => 'string' ),
				'slug'        => array(
					'type'     => 'string',
					'readonly' => true,
				),
				'parent'      => array(
					'type'        => 'integer',
					'description' => __( 'The parent category id, 0 at the top level.', 'frontage' ),
				),
				'description' => array( 'type' => 'string' ),
				'visibility'  => array(
					'type'        => 'string',
					'enum'        => Files_Module::CATEGORY_VISIBILITIES,
					'description' => __( 'Only in answers to library managers.', 'frontage' ),
				),
				'roles'       => array(
					'type'        => 'array',
					'items'       => array( 'type' => 'string' ),
					'description' => __( 'Only in answers to library managers.', 'frontage' ),
				),
				'ordering'    => array( 'type' => 'string' ),
				'position'    => array( 'type' => 'integer' ),
				'count'       => array(
					'type'        => 'integer',
					'description' => __( 'Files directly in the category that the asker may see: published ones, and private ones for those who may see private files.', 'frontage' ),
					'readonly'    => true,
				),
			),
		);
	}
}
