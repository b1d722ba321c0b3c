<?php
/**
 * REST: imports into the library — POST /frontage/v1/imports starts one, GET
 * /frontage/v1/imports lists the latest, GET /frontage/v1/imports/{id} follows one and runs its
 * next batch, GET /frontage/v1/import-sources says what there is to import (docs/migration.md
 * "The REST API").
 *
 * @package Frontage
 */

namespace Frontage\Import;

use Frontage\Files\Files_Routes;
use Frontage\Files\Library;
use Frontage\Rest\Modules_Controller;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A thin transport over Importer, for library managers only (Permissions::rest_check()):
 * an import writes the whole library. Its routes and arguments are Files_Routes'.
 */
final class Imports_Controller {

	/**
	 * The imports' route.
	 */
	public const ROUTE = Files_Routes::IMPORTS;

	/**
	 * The sources' route.
	 */
	public const SOURCES_ROUTE = Files_Routes::IMPORT_SOURCES;

	/**
	 * Takes the library to import into.
	 *
	 * @param Library $library The file library.
	 */
	public function __construct( private Library $library ) {}

	/**
	 * POST /imports: starts an import (201), or says why not (400, 409).
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function create( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$source = (string) $request['source'];
		$reader = Import_Sources::get( $source );
		if ( null === $reader ) {
			/* translators: %s: the sources Frontage imports from. */
			return new \WP_Error( 'frontage_import_source', sprintf( __( 'Unknown source. Frontage imports from: %s.', 'frontage' ), implode( ', ', Import_Sources::names() ) ), array( 'status' => 400 ) );
		}
		$record = ( new Importer( $this->library, $reader ) )->start( (bool) $request['dry_run'], (string) $request['file_mode'] );
		if ( is_wp_error( $record ) ) {
			return $record;
		}
		$response = new \WP_REST_Response( Importer::answer( $record ), 201 );
		$response->header( 'Location', rest_url( Modules_Controller::NAMESPACE . self::ROUTE . '/' . $record['id'] ) );
		return $response;
	}

	/**
	 * GET /imports: the latest imports, newest first, as GET /imports/{id} answers each; no batch
	 * is run.
	 */
	public function index(): \WP_REST_Response {
		$response = new \WP_REST_Response( array_map( array( Importer::class, 'answer' ), ( new Import_Records() )->recent() ) );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * GET /import-sources: each source, whether the site holds its rows and how many files.
	 */
	public function sources(): \WP_REST_Response {
		$response = new \WP_REST_Response( Import_Sources::describe() );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * GET /imports/{id}: runs the import's next batch, then answers where it is.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function read( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$record = ( new Importer( $this->library ) )->advance( (int) $request['id'] );
		if ( ! $record ) {
			return new \WP_Error( 'frontage_import_not_found', __( 'No import has this id.', 'frontage' ), array( 'status' => 404 ) );
		}
		$response = new \WP_REST_Response( Importer::answer( $record ) );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}
}
