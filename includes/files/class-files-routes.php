<?php
/**
 * The Files module's REST surface, `/frontage/v1/…` (docs/api.md): every route, method,
 * callback, permission and argument of categories, files, versions, download statistics,
 * chunked uploads, saved tables and imports, in one place.
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Import\Import_Sources;
use Frontage\Import\Imports_Controller;
use Frontage\Lazy;
use Frontage\Rest\Modules_Controller;
use Frontage\Rest\Rest_Scope;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registers the routes at `rest_api_init`, each answered by a Lazy of its controller: a REST
 * request builds the controller (and the library) only when it reaches one of its routes, and
 * the index `/wp-json/` builds none (docs/ARCHITECTURE.md "What a request loads"). The
 * arguments name only this class, File_Route_Args (the ids' and the files routes' arguments),
 * Files_Module and Import_Sources, so that declaring the routes loads no controller and no
 * service. The controllers hold the handling. A visitor's request that does not address
 * `frontage/v1` declares the reads of files and categories only (Rest_Scope).
 */
final class Files_Routes {

	/**
	 * The categories' route (Categories_Controller).
	 */
	public const CATEGORIES = '/categories';

	/**
	 * The files' route (Files_Controller).
	 */
	public const FILES = '/files';

	/**
	 * A file's versions' route (File_Versions_Controller).
	 */
	public const VERSIONS = self::FILES . '/(?P<id>[^/]+)/versions';

	/**
	 * The library's download statistics route (Download_Stats_Controller).
	 */
	public const STATS = '/stats';

	/**
	 * One file's download statistics route (Download_Stats_Controller).
	 */
	public const FILE_STATS = self::FILES . '/(?P<id>[^/]+)/stats';

	/**
	 * The chunked uploads' route (Uploads_Controller).
	 */
	public const UPLOADS = '/uploads';

	/**
	 * The saved tables' route (Table_Presets_Controller).
	 */
	public const TABLES = '/tables';

	/**
	 * The imports' route (Imports_Controller).
	 */
	public const IMPORTS = '/imports';

	/**
	 * The import sources' route (Imports_Controller).
	 */
	public const IMPORT_SOURCES = '/import-sources';

	/**
	 * The field a file's save sends back: the revision the edit started from (docs/files.md
	 * "Two editors at once").
	 */
	public const REVISION_FIELD = 'revision';

	/**
	 * How a chunked upload's id looks (Chunked_Uploads makes them).
	 */
	public const UPLOAD_ID_PATTERN = '[a-f0-9]{32}';

	/**
	 * What an import does with a source's files: copy them (the default) or move them
	 * (Import_Records stores it).
	 */
	public const IMPORT_FILE_MODES = array( 'copy', 'move' );

	/**
	 * Days a statistics request covers when it does not say.
	 */
	public const STATS_DEFAULT_DAYS = 30;

	/**
	 * Top files a library statistics request lists when it does not say.
	 */
	public const STATS_DEFAULT_TOP = 10;

	/**
	 * Who may change something: library managers (Permissions::can_manage()), and for cookie
	 * logins with the REST nonce. Named, not called: Permissions loads when a request checks.
	 */
	private const MANAGERS = array( Permissions::class, 'rest_check' );

	/**
	 * Registers every route, each controller built on the first request that reaches one of its
	 * routes.
	 *
	 * @param Lazy $library The file library (Library).
	 * @param Lazy $presets The saved tables (Table_Presets).
	 */
	public static function register( Lazy $library, Lazy $presets ): void {
		$uploads = new Lazy( static fn (): Chunked_Uploads => new Chunked_Uploads( $library->instance(), new Upload_Validator() ) );
		$writes  = ! Rest_Scope::visitors_only();
		self::categories( new Lazy( static fn (): Categories_Controller => new Categories_Controller( $library->instance() ) ), $writes );
		self::files( new Lazy( static fn (): Files_Controller => new Files_Controller( $library->instance(), $uploads->instance() ) ), $writes );
		if ( ! $writes ) {
			return; // The rest is for library managers.
		}
		self::uploads( new Lazy( static fn (): Uploads_Controller => new Uploads_Controller( $library->instance(), $uploads->instance() ) ) );
		self::tables( new Lazy( static fn (): Table_Presets_Controller => new Table_Presets_Controller( $presets->instance() ) ) );
		self::versions( new Lazy( static fn (): File_Versions_Controller => new File_Versions_Controller( $library->instance() ) ) );
		self::stats( new Lazy( static fn (): Download_Stats_Controller => new Download_Stats_Controller( $library->instance() ) ) );
		self::imports( new Lazy( static fn (): Imports_Controller => new Imports_Controller( $library->instance() ) ) );
	}

	/**
	 * /categories and /categories/{id} (docs/api.md "Categories").
	 *
	 * @param object $handler Categories_Controller, or a Lazy of it.
	 * @param bool   $writes  Whether the managers' endpoints are declared too (Rest_Scope).
	 */
	private static function categories( object $handler, bool $writes ): void {
		$list = array(
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $handler, 'list_categories' ),
				// Public: the list leaves out every category the asker may not see.
				'permission_callback' => '__return_true',
			),
			'schema' => array( $handler, 'schema' ),
		);
		$one  = array(
			'args'   => array(
				'id' => File_Route_Args::id_arg( __( 'The category id.', 'frontage' ) ),
			),
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $handler, 'get_category' ),
				// Public: a category the asker may not see answers the same 404 as a missing one.
				'permission_callback' => '__return_true',
			),
			'schema' => array( $handler, 'schema' ),
		);
		if ( $writes ) {
			$list[] = array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $handler, 'create_category' ),
				// Changing the tree is for library managers.
				'permission_callback' => self::MANAGERS,
				'args'                => self::category_args( true ),
			);
			$one[]  = array(
				'methods'             => \WP_REST_Server::EDITABLE,
				'callback'            => array( $handler, 'update_category' ),
				// Library managers only.
				'permission_callback' => self::MANAGERS,
				'args'                => self::category_args( false ),
			);
			$one[]  = array(
				'methods'             => \WP_REST_Server::DELETABLE,
				'callback'            => array( $handler, 'delete_category' ),
				// Library managers only.
				'permission_callback' => self::MANAGERS,
			);
		}
		register_rest_route( Modules_Controller::NAMESPACE, self::CATEGORIES, $list );
		register_rest_route( Modules_Controller::NAMESPACE, self::CATEGORIES . '/(?P<id>[^/]+)', $one );
	}

	/**
	 * /files and /files/{id} (docs/api.md "Files"); their arguments and schema are
	 * File_Route_Args'.
	 *
	 * @param object $handler Files_Controller, or a Lazy of it.
	 * @param bool   $writes  Whether the managers' endpoints are declared too (Rest_Scope).
	 */
	private static function files( object $handler, bool $writes ): void {
		$list = array(
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $handler, 'list_files' ),
				// Public: Library::list() leaves out every file the asker may not see.
				'permission_callback' => '__return_true',
				'args'                => File_Route_Args::list(),
			),
			'schema' => array( File_Route_Args::class, 'schema' ),
		);
		$one  = array(
			'args'   => array(
				'id' => File_Route_Args::id_arg( __( 'The file id.', 'frontage' ) ),
			),
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $handler, 'get_file' ),
				// Public: Library::find_visible() answers the same 404 for missing and hidden files.
				'permission_callback' => '__return_true',
			),
			'schema' => array( File_Route_Args::class, 'schema' ),
		);
		if ( $writes ) {
			$list[] = array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $handler, 'create_file' ),
				// Adding files is for library managers.
				'permission_callback' => self::MANAGERS,
				'args'                => File_Route_Args::write( true ),
			);
			$one[]  = array(
				'methods'             => \WP_REST_Server::EDITABLE,
				'callback'            => array( $handler, 'update_file' ),
				// Library managers only.
				'permission_callback' => self::MANAGERS,
				'args'                => File_Route_Args::write( false ),
			);
			$one[]  = array(
				'methods'             => \WP_REST_Server::DELETABLE,
				'callback'            => array( $handler, 'delete_file' ),
				// Library managers only.
				'permission_callback' => self::MANAGERS,
			);
		}
		register_rest_route( Modules_Controller::NAMESPACE, self::FILES, $list );
		register_rest_route( Modules_Controller::NAMESPACE, self::FILES . '/(?P<id>[^/]+)', $one );
	}

	/**
	 * /uploads and /uploads/{upload_id} (docs/api.md "Chunked uploads"). A finished upload
	 * becomes a file through POST or PUT /files with its upload_id.
	 *
	 * @param object $handler Uploads_Controller, or a Lazy of it.
	 */
	private static function uploads( object $handler ): void {
		register_rest_route(
			Modules_Controller::NAMESPACE,
			self::UPLOADS,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $handler, 'upload_limits' ),
					// The limits matter to uploaders only (library managers).
					'permission_callback' => self::MANAGERS,
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $handler, 'start_upload' ),
					// Uploading is for library managers.
					'permission_callback' => self::MANAGERS,
					'args'                => array(
						'name' => array(
							'description' => __( 'The file\'s name, with its extension.', 'frontage' ),
							'type'        => 'string',
							'minLength'   => 1,
							'maxLength'   => 255,
							'required'    => true,
						),
						'size' => array(
							'description' => __( 'The file\'s size in bytes.', 'frontage' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'maximum'     => PHP_INT_MAX,
							'required'    => true,
						),
					),
				),
			)
		);
		register_rest_route(
			Modules_Controller::NAMESPACE,
			self::UPLOADS . '/(?P<upload_id>[^/]+)',
			array(
				'args' => array(
					'upload_id' => File_Route_Args::upload_id_arg(),
				),
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $handler, 'upload_status' ),
					// The uploader (a library manager) asks where to resume.
					'permission_callback' => self::MANAGERS,
				),
				array(
					'methods'             => 'PUT',
					'callback'            => array( $handler, 'append_chunk' ),
					// Library managers only; an upload belongs to the user who started it.
					'permission_callback' => self::MANAGERS,
				),
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( $handler, 'cancel_upload' ),
					// Library managers only; an upload belongs to the user who started it.
					'permission_callback' => self::MANAGERS,
				),
			)
		);
	}

	/**
	 * /tables and /tables/{id} (docs/api.md "Saved tables"), for library managers only: presets
	 * are the library's settings.
	 *
	 * @param object $handler Table_Presets_Controller, or a Lazy of it.
	 */
	private static function tables( object $handler ): void {
		register_rest_route(
			Modules_Controller::NAMESPACE,
			self::TABLES,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $handler, 'list_presets' ),
					// Library managers only: presets are the library's settings.
					'permission_callback' => self::MANAGERS,
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $handler, 'create_preset' ),
					// Library managers only.
					'permission_callback' => self::MANAGERS,
					'args'                => self::table_args(),
				),
				'schema' => array( $handler, 'schema' ),
			)
		);
		register_rest_route(
			Modules_Controller::NAMESPACE,
			self::TABLES . '/(?P<id>[^/]+)',
			array(
				'args'   => array(
					'id' => File_Route_Args::id_arg( __( 'The saved table’s id.', 'frontage' ) ),
				),
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $handler, 'get_preset' ),
					// Library managers only.
					'permission_callback' => self::MANAGERS,
				),
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( $handler, 'update_preset' ),
					// Library managers only.
					'permission_callback' => self::MANAGERS,
					'args'                => self::table_args(),
				),
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( $handler, 'delete_preset' ),
					// Library managers only.
					'permission_callback' => self::MANAGERS,
				),
				'schema' => array( $handler, 'schema' ),
			)
		);
	}

	/**
	 * /files/{id}/versions, …/{version}/restore and …/{version} (docs/api.md "Versions"), for
	 * library managers only, reads too: earlier versions are never public.
	 *
	 * @param object $handler File_Versions_Controller, or a Lazy of it.
	 */
	private static function versions( object $handler ): void {
		$file_id = array( 'id' => File_Route_Args::id_arg( __( 'The file id.', 'frontage' ) ) );
		$version = $file_id + array( 'version' => File_Route_Args::id_arg( __( 'The version number.', 'frontage' ) ) );
		register_rest_route(
			Modules_Controller::NAMESPACE,
			self::VERSIONS,
			array(
				'args' => $file_id,
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $handler, 'list_versions' ),
					// Library managers only: earlier versions are never public.
					'permission_callback' => self::MANAGERS,
				),
			)
		);
		register_rest_route(
			Modules_Controller::NAMESPACE,
			self::VERSIONS . '/(?P<version>[^/]+)/restore',
			array(
				'args' => $version,
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $handler, 'restore_version' ),
					// Library managers only (REST nonce for cookie logins).
					'permission_callback' => self::MANAGERS,
				),
			)
		);
		register_rest_route(
			Modules_Controller::NAMESPACE,
			self::VERSIONS . '/(?P<version>[^/]+)',
			array(
				'args' => $version,
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( $handler, 'delete_version' ),
					// Library managers only (REST nonce for cookie logins).
					'permission_callback' => self::MANAGERS,
				),
			)
		);
	}

	/**
	 * /files/{id}/stats and /stats (docs/api.md "Download statistics"), for library managers
	 * only: how files are used is the owner's business, not a visitor's.
	 *
	 * @param object $handler Download_Stats_Controller, or a Lazy of it.
	 */
	private static function stats( object $handler ): void {
		register_rest_route(
			Modules_Controller::NAMESPACE,
			self::FILE_STATS,
			array(
				'args' => array(
					'id'   => File_Route_Args::id_arg( __( 'The file id.', 'frontage' ) ),
					'days' => self::days_arg(),
				),
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $handler, 'file_stats' ),
					// Library managers only: how files are used is the owner's business.
					'permission_callback' => self::MANAGERS,
				),
			)
		);
		register_rest_route(
			Modules_Controller::NAMESPACE,
			self::STATS,
			array(
				'args' => array(
					'days'  => self::days_arg(),
					'limit' => array(
						'description' => __( 'How many of the most downloaded files to list.', 'frontage' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'maximum'     => Files_Module::STATS_MAX_TOP,
						'default'     => self::STATS_DEFAULT_TOP,
					),
				),
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $handler, 'site_stats' ),
					// Library managers only.
					'permission_callback' => self::MANAGERS,
				),
			)
		);
	}

	/**
	 * /imports, /imports/{id} and /import-sources (docs/migration.md "The REST API"), for
	 * library managers only: an import writes the whole library.
	 *
	 * @param object $handler Imports_Controller, or a Lazy of it.
	 */
	private static function imports( object $handler ): void {
		register_rest_route(
			Modules_Controller::NAMESPACE,
			self::IMPORTS,
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $handler, 'create' ),
					// Library managers only: an import writes files and categories.
					'permission_callback' => self::MANAGERS,
					'args'                => self::import_args(),
				),
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $handler, 'index' ),
					// Library managers only: the reports name the source's rows and files.
					'permission_callback' => self::MANAGERS,
				),
			)
		);
		register_rest_route(
			Modules_Controller::NAMESPACE,
			self::IMPORTS . '/(?P<id>\d+)',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $handler, 'read' ),
				// Library managers only: a poll runs the import's next batch.
				'permission_callback' => self::MANAGERS,
				'args'                => array(
					'id' => array(
						'description' => __( 'The import id.', 'frontage' ),
						'type'        => 'integer',
						'minimum'     => 1,
					),
				),
			)
		);
		register_rest_route(
			Modules_Controller::NAMESPACE,
			self::IMPORT_SOURCES,
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $handler, 'sources' ),
				// Library managers only: it is the first step of an import.
				'permission_callback' => self::MANAGERS,
			)
		);
	}

	/**
	 * Arguments of POST /categories and PUT /categories/{id}; Categories_Controller takes the
	 * fields they name from a request.
	 *
	 * @param bool $creating Whether the name is required.
	 * @return array<string, array<string, mixed>>
	 */
	public static function category_args( bool $creating ): array {
		$orderings = Files_Module::FILE_ORDERINGS;
		foreach ( Files_Module::FILE_ORDERINGS as $field ) {
			$orderings[] = $field . '-desc';
		}
		return array(
			'name'        => array(
				'description'       => __( 'The category name.', 'frontage' ),
				'type'              => 'string',
				'minLength'         => 1,
				'maxLength'         => 200,
				'required'          => $creating,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => static fn ( string $name ): string => sanitize_text_field( $name ),
			),
			'parent'      => File_Route_Args::id_arg( __( 'The parent category id, 0 for the top level.', 'frontage' ), 0 ),
			'description' => array(
				'description'       => __( 'What the category holds (basic HTML).', 'frontage' ),
				'type'              => 'string',
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => static fn ( string $text ): string => wp_kses_post( $text ),
			),
			'visibility'  => array(
				'description' => __( 'Who may see the category, its sub-categories and their files.', 'frontage' ),
				'type'        => 'string',
				'enum'        => Files_Module::CATEGORY_VISIBILITIES,
			),
			'roles'       => array(
				'description' => __( 'The roles that may see a category whose visibility is "roles".', 'frontage' ),
				'type'        => 'array',
				'items'       => array(
					'type' => 'string',
					'enum' => array_keys( wp_roles()->roles ),
				),
				'uniqueItems' => true,
			),
			'ordering'    => array(
				'description' => __( 'How the category\'s files are ordered: a field, with -desc for descending.', 'frontage' ),
				'type'        => 'string',
				'enum'        => $orderings,
			),
			'position'    => array(
				'description' => __( 'Position among its siblings (lower first).', 'frontage' ),
				'type'        => 'integer',
				'minimum'     => 0,
				'maximum'     => 1000000,
			),
		);
	}

	/**
	 * The writable fields of a saved table, described for the route index. No schema
	 * validation here: Table_Presets checks each one and says in words what is wrong
	 * (docs/api.md "Saved tables").
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function table_args(): array {
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
	 * The statistics' `days` argument.
	 *
	 * @return array<string, mixed>
	 */
	private static function days_arg(): array {
		return array(
			'description' => __( 'How many days, today included.', 'frontage' ),
			'type'        => 'integer',
			'minimum'     => 1,
			'maximum'     => Files_Module::STATS_MAX_DAYS,
			'default'     => self::STATS_DEFAULT_DAYS,
		);
	}

	/**
	 * The arguments of POST /imports. The sources' names come from Import_Sources, which
	 * writes them out so that naming them loads no source class.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function import_args(): array {
		return array(
			'source'    => array(
				/* translators: %s: the sources' names. */
				'description'       => sprintf( __( 'Where to import from: %s.', 'frontage' ), implode( ', ', Import_Sources::names() ) ),
				'type'              => 'string',
				'required'          => true,
				'sanitize_callback' => 'sanitize_key',
			),
			'dry_run'   => array(
				'description' => __( 'Only report what an import would do; change nothing.', 'frontage' ),
				'type'        => 'boolean',
				'default'     => false,
			),
			'file_mode' => array(
				'description' => __( 'What to do with the source\'s files: copy them into the library (the source keeps them), or move them (they then live only in the library).', 'frontage' ),
				'type'        => 'string',
				'enum'        => self::IMPORT_FILE_MODES,
				'default'     => 'copy',
			),
		);
	}
}
