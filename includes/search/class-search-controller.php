<?php
/**
 * REST: GET /frontage/v1/search — the search.display query answered as JSON.
 *
 * @package Frontage
 */

namespace Frontage\Search;

use Frontage\Files\File;
use Frontage\Files\Library;
use Frontage\Rest\Modules_Controller;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A thin transport over Search_Service for clients that prefer JSON and caching: the same
 * fields as search.display (docs/search.md), checked by Search_Request, the total in
 * X-WP-Total / X-WP-TotalPages. Visitors' answers may be cached by shared caches for five
 * minutes; a logged-in user's answer (which may hold private files) is private.
 */
final class Search_Controller {

	/**
	 * The route.
	 */
	public const ROUTE = '/search';

	/**
	 * How long a shared cache may keep a visitor's answer, in seconds.
	 */
	public const MAX_AGE = 300;

	/**
	 * Fields that take a list: comma-separated text, or an array.
	 */
	private const LIST_FIELDS = array( 'exclude', 'ftags', 'theme_column', 'type' );

	/**
	 * Category names of this request, by id.
	 *
	 * @var array<int, string>
	 */
	private array $category_names = array();

	/**
	 * Takes its dependencies.
	 *
	 * @param Search_Service $service The search service.
	 * @param Library        $library The file library (category names).
	 */
	public function __construct( private Search_Service $service, private Library $library ) {}

	/**
	 * Registers GET /frontage/v1/search.
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
					'callback'            => array( $handler, 'search' ),
					// Public, like the search page (docs/files.md "Who may change what"): the service returns only the files
					// the asker may see, so a visitor never gets a private or hidden file.
					'permission_callback' => '__return_true',
					'args'                => self::args(),
				),
				'schema' => array( $handler, 'schema' ),
			)
		);
	}

	/**
	 * The route's arguments. Values are checked by Search_Request, whose messages name the
	 * field (docs/search.md): here only their shape, so an array where text is expected is a
	 * 400 before anything runs.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		$descriptions = array(
			'q'               => __( 'Keyword, at most 200 characters; every word must match the title, description or tags.', 'frontage' ),
			'catid'           => __( 'Category id (with the categories below it); 0 or empty for all.', 'frontage' ),
			'exclude'         => __( 'Category ids to leave out, comma-separated.', 'frontage' ),
			'theme'           => __( 'Result table theme: default, ggd or preview.', 'frontage' ),
			'ftags'           => __( 'Tag names or slugs, comma-separated.', 'frontage' ),
			'cfrom'           => __( 'Created from: a date in the search date format, or YYYY-MM-DD.', 'frontage' ),
			'cto'             => __( 'Created to: a date in the search date format, or YYYY-MM-DD.', 'frontage' ),
			'ufrom'           => __( 'Updated from: a date in the search date format, or YYYY-MM-DD.', 'frontage' ),
			'uto'             => __( 'Updated to: a date in the search date format, or YYYY-MM-DD.', 'frontage' ),
			'show_pagination' => __( 'Whether page links are shown: 0 or 1.', 'frontage' ),
			'paged'           => __( 'Page number, from 1.', 'frontage' ),
			'limit'           => __( 'Files per page, 1 to 100 (default 20).', 'frontage' ),
			'theme_column'    => __( 'Result table columns, comma-separated.', 'frontage' ),
			'type'            => __( 'File extensions, comma-separated.', 'frontage' ),
			'wfrom'           => __( 'Size from, zero or more, in wfromunit.', 'frontage' ),
			'wfromunit'       => __( 'Unit of wfrom: kb (default), mb or gb.', 'frontage' ),
			'wto'             => __( 'Size to, zero or more, in wtounit.', 'frontage' ),
			'wtounit'         => __( 'Unit of wto: kb (default), mb or gb.', 'frontage' ),
			'ordering'        => __( 'Order by: relevance (the default with a keyword), title, created, updated, size, downloads, type or version.', 'frontage' ),
			'dir'             => __( 'Direction: asc or desc.', 'frontage' ),
		);
		$args         = array();
		foreach ( $descriptions as $field => $description ) {
			$args[ $field ] = in_array( $field, self::LIST_FIELDS, true )
				? array(
					'description' => $description,
					'type'        => array( 'string', 'array' ),
					'items'       => array( 'type' => 'string' ),
				)
				: array(
					'description' => $description,
					'type'        => 'string',
				);
		}
		return $args;
	}

	/**
	 * GET /search: one page of results.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function search( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$raw = array();
		foreach ( array_keys( self::args() ) as $field ) {
			if ( null !== $request->get_param( $field ) ) {
				$raw[ $field ] = $request->get_param( $field );
			}
		}
		$search = Search_Request::from_input( $raw, Search_Settings::get()['date_format'] );
		if ( is_wp_error( $search ) ) {
			return $search;
		}
		$result = $this->service->search( $search );

		$response = rest_ensure_response(
			array(
				'files' => array_map( array( $this, 'prepare' ), $result['files'] ),
				'total' => $result['total'],
				'pages' => $result['pages'],
				'page'  => $result['page'],
				'limit' => $result['limit'],
			)
		);
		$response->header( 'X-WP-Total', (string) $result['total'] );
		$response->header( 'X-WP-TotalPages', (string) $result['pages'] );
		// A logged-in user may see private files: their answer stays in their browser.
		$response->header( 'Cache-Control', is_user_logged_in() ? 'private, max-age=0' : 'public, max-age=' . self::MAX_AGE );
		$response->header( 'Vary', 'Cookie' );
		return $response;
	}

	/**
	 * A file as the search answers it.
	 *
	 * @param File $file The file.
	 * @return array<string, mixed>
	 */
	public function prepare( File $file ): array {
		return array(
			'id'           => $file->id,
			'title'        => $file->title,
			// Filtered on the way out too (docs/api.md): whatever was stored, no script leaves.
			'description'  => $file->safe_description(),
			'ext'          => $file->ext,
			'size'         => $file->size,
			'created'      => $file->created,
			'updated'      => $file->updated,
			'downloads'    => $file->downloads,
			'version'      => $file->version,
			'category'     => array(
				'id'   => $file->category_id,
				'name' => $this->category_name( $file->category_id ),
			),
			'tags'         => $file->tags,
			'download_url' => $file->download_url(),
		);
	}

	/**
	 * The answer's schema.
	 *
	 * @return array<string, mixed>
	 */
	public function schema(): array {
		$readonly = static fn ( string|array $type, string $description ): array => array(
			'type'        => $type,
			'description' => $description,
			'readonly'    => true,
		);
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'frontage-search',
			'type'       => 'object',
			'properties' => array(
				'files' => array(
					'type'        => 'array',
					'description' => __( 'This page’s files.', 'frontage' ),
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'id'           => $readonly( 'integer', __( 'File id.', 'frontage' ) ),
							'title'        => $readonly( 'string', __( 'Title.', 'frontage' ) ),
							'description'  => $readonly( 'string', __( 'Description (HTML).', 'frontage' ) ),
							'ext'          => $readonly( 'string', __( 'Extension.', 'frontage' ) ),
							'size'         => $readonly( 'integer', __( 'Size in bytes.', 'frontage' ) ),
							'created'      => $readonly( 'string', __( 'Created, ISO 8601.', 'frontage' ) ),
							'updated'      => $readonly( 'string', __( 'Updated, ISO 8601.', 'frontage' ) ),
							'downloads'    => $readonly( 'integer', __( 'Download count.', 'frontage' ) ),
							'version'      => $readonly( 'string', __( 'Version label.', 'frontage' ) ),
							'category'     => $readonly( 'object', __( 'The file’s category: id and name.', 'frontage' ) ),
							'tags'         => $readonly( 'array', __( 'Tags: id, name and slug.', 'frontage' ) ),
							'download_url' => $readonly( 'string', __( 'Its download address (visibility is checked there too).', 'frontage' ) ),
						),
					),
				),
				'total' => $readonly( 'integer', __( 'How many files match.', 'frontage' ) ),
				'pages' => $readonly( 'integer', __( 'How many pages there are.', 'frontage' ) ),
				'page'  => $readonly( 'integer', __( 'This page’s number.', 'frontage' ) ),
				'limit' => $readonly( 'integer', __( 'Files per page.', 'frontage' ) ),
			),
		);
	}

	/**
	 * A category's name, '' for none.
	 *
	 * @param int $id Category id.
	 */
	private function category_name( int $id ): string {
		if ( ! $id ) {
			return '';
		}
		if ( ! isset( $this->category_names[ $id ] ) ) {
			$category                    = $this->library->categories()->get( $id );
			$this->category_names[ $id ] = $category ? html_entity_decode( (string) $category['name'], ENT_QUOTES | ENT_HTML5, 'UTF-8' ) : '';
		}
		return $this->category_names[ $id ];
	}
}
