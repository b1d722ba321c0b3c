<?php
/**
 * The Files module: the document library (files, categories, tags).
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Admin_Scope;
use Frontage\Ajax_Router;
use Frontage\Assets;
use Frontage\Block_Preview;
use Frontage\Demo\Demo_Content;
use Frontage\Demo\Has_Demo_Content;
use Frontage\Lazy;
use Frontage\Module;
use Frontage\Rest\Rest_Scope;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Owns the library's data types and wires its transports (REST, the admin-ajax tasks (docs/api.md),
 * downloads), its blocks and its admin page (`wpfd`) to one Library service.
 */
final class Files_Module implements Module, Has_Demo_Content {

	/**
	 * Post type of a library file.
	 */
	public const POST_TYPE = 'frontage_file';

	/**
	 * Hierarchical taxonomy of file categories.
	 */
	public const CATEGORY_TAXONOMY = 'frontage_category';

	/**
	 * Flat taxonomy of file tags.
	 */
	public const TAG_TAXONOMY = 'frontage_tag';

	/**
	 * Post type of a saved table (Table_Presets keeps them; docs/files.md "Saved tables").
	 */
	public const TABLE_POST_TYPE = 'frontage_table';

	/**
	 * `[frontage_file id="…"]`: one file's download (File_Shortcodes renders it; docs/files.md).
	 */
	public const FILE_SHORTCODE = 'frontage_file';

	/**
	 * `[frontage_category id="…" …]`: one category's file table (File_Shortcodes; docs/files.md).
	 */
	public const CATEGORY_SHORTCODE = 'frontage_category';

	/**
	 * The zips' `action=wpfd` tasks, asking for a zip and downloading it (Zips; docs/files.md
	 * "Zips of selected files"): wire names, misspellings included. Here so that wiring them loads
	 * no zip class.
	 */
	public const ZIP_TASKS = array(
		'files.zipSeletedFiles',
		'files.downloadZipedFile',
		'files.zipSeletedFilesMultipleCategories',
		'files.downloadZipedFileMultipleCategories',
	);

	/**
	 * The query argument of a file's download address (Downloads serves it at `init`).
	 */
	public const DOWNLOAD_QUERY_VAR = 'frontage_download';

	/**
	 * Action: files' download counts went up (Library; the search index copies them). Its ids,
	 * and for a zip the counts now (file id => count), so that listeners need not read them.
	 */
	public const ACTION_DOWNLOADS_COUNTED = 'frontage_file_downloads_counted';

	/**
	 * The WP-Cron event that runs an import's next batch, with the import's id (Import\Importer;
	 * docs/migration.md). Here so that wiring it loads no import class.
	 */
	public const IMPORT_CRON_HOOK = 'frontage_import_batch';

	/**
	 * The admin-ajax action that answers a saved table's type (Table_Type_Ajax; docs/api.md).
	 */
	public const TABLE_TYPE_ACTION = 'get_table_type_by_id';

	/**
	 * WP File Download's and Download Monitor's old links, kept working after an import
	 * (Import\Legacy_Links; docs/migration.md "Old links"): their shortcodes and blocks, the
	 * download task, WP File Download's file parameter, and the options naming the first part of
	 * their download addresses (each `download` unless set). Here so that wiring them loads no
	 * import class; tests/php/import/test-legacy-links.php checks them against those classes.
	 */
	public const LEGACY_LINKS = array(
		'shortcodes'      => array( 'wpfd_category', 'wpfd_single_file', 'wpfd_search', 'wpfd_files' ),
		'blocks'          => array( 'wpfd/wpfd-category', 'wpfd/wpfd-file', 'wpfd/wpfd-search', 'download-monitor/download-button' ),
		'task'            => 'file.download',
		'file_param'      => 'wpfd_file_id',
		'endpoint_option' => 'dlm_download_endpoint',
		'config_option'   => '_wpfd_global_config',
		'default_name'    => 'download',
	);

	/**
	 * The most files one list returns: GET /files's `per_page`, a table's rows per page (Library
	 * and the blocks use it as Library::MAX_PER_PAGE). The names below live here so that the REST
	 * routes' arguments (Files_Routes) load no service.
	 */
	public const MAX_PER_PAGE = 100;

	/**
	 * The statuses a file can have (Library::STATUSES).
	 */
	public const FILE_STATUSES = array( 'publish', 'private' );

	/**
	 * The fields files can be ordered by (Categories::ORDERINGS).
	 */
	public const FILE_ORDERINGS = array( 'title', 'created', 'updated', 'size', 'downloads', 'type', 'version' );

	/**
	 * Who may see a category (Categories::VISIBILITIES).
	 */
	public const CATEGORY_VISIBILITIES = array( 'public', 'logged_in', 'roles' );

	/**
	 * The longest period a download statistics read covers, in days (Download_Stats::MAX_DAYS).
	 */
	public const STATS_MAX_DAYS = 366;

	/**
	 * The most files a list of top downloads holds (Download_Stats::MAX_TOP).
	 */
	public const STATS_MAX_TOP = 50;

	/**
	 * Takes the shared asset registration, `action=wpfd` router and file library.
	 *
	 * @param Assets      $assets  Script and block registration.
	 * @param Ajax_Router $router  The admin-ajax dispatcher (docs/api.md), shared with the File search
	 *                             module; Plugin makes it listen once every module added its tasks.
	 * @param Lazy|null   $library The file library (Library), shared with the File search module
	 *                             (Plugin makes it once) and built when first needed; null: a new one.
	 */
	public function __construct( private Assets $assets, private Ajax_Router $router = new Ajax_Router(), private ?Lazy $library = null ) {}

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return 'files';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Files', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function description(): string {
		return __( 'A document library: categories, tags and files, shown in file tables with downloads and zips.', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function add_hooks(): void {
		add_action( 'init', array( self::class, 'register_data_types' ) );
		self::add_settings_hooks();

		// Each service is built by the first hook that needs it (docs/ARCHITECTURE.md "What a
		// request loads"): a page without the blocks never builds the library.
		$library = $this->library();
		$assets  = $this->assets;
		$shop    = new Lazy( static fn (): Shop => new Shop() );
		$presets = new Lazy( static fn (): Table_Presets => new Table_Presets( $shop->instance() ) );
		$preview = new Lazy( static fn (): Block_Preview => new Block_Preview() );

		// REST requests: the routes (Files_Routes), answered by controllers built when a request
		// reaches one (the REST index lists the routes without building the library), and the note
		// that a block's editor preview is rendered (the block renderer's route, for people who
		// may edit: never a visitor's request, Rest_Scope).
		add_action(
			'rest_api_init',
			static function () use ( $library, $presets, $preview ): void {
				Files_Routes::register( $library, $presets );
				if ( ! Rest_Scope::visitors_only() ) {
					$preview->instance()->add_hooks();
				}
			}
		);

		self::add_import_hooks( $library );

		// A download address: Downloads is built only for one (at `init`, before the page's work).
		add_action(
			'init',
			static function () use ( $library ): void {
				if ( isset( $_GET[ self::DOWNLOAD_QUERY_VAR ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which request this is; Downloads checks the rest.
					( new Downloads( $library ) )->maybe_serve();
				}
			},
			1 // Early: before the page's own work (Downloads::add_hooks() uses the same).
		);

		// admin-ajax `action=wpfd`: the tasks are built when the router dispatches one; a zip's
		// two requests are answered before `init`, with only the files' data types registered.
		$this->router->answer_before_init( self::ZIP_TASKS, array( self::class, 'register_data_types' ) );
		$this->router->add_tasks(
			static function ( Ajax_Router $router ) use ( $library ): void {
				$files = $library->instance();
				( new File_Display_Task( $files, $router ) )->add_hooks();
				( new Zips( $files, $router, new Zip_Tickets(), new Zip_Selection( $files ), new Zip_Reply( $files ) ) )->add_hooks();
			}
		);
		if ( Admin_Scope::wired() ) {
			$table_type = new Lazy( static fn (): Table_Type_Ajax => new Table_Type_Ajax( $presets->instance() ) );
			add_action( 'wp_ajax_' . self::TABLE_TYPE_ACTION, array( $table_type, 'answer' ) );
			add_action( 'wp_ajax_nopriv_' . self::TABLE_TYPE_ACTION, array( $table_type, 'answer' ) );
		}

		// The blocks and shortcodes: their renderer is built when the first one renders.
		$blocks = new Lazy( static fn (): File_Blocks => new File_Blocks( $library->instance(), $assets, $shop->instance(), $presets->instance(), $preview->instance() ) );
		add_action( 'init', static fn () => self::register_blocks( $assets, $blocks ) );
		$shortcodes = new Lazy( static fn (): File_Shortcodes => new File_Shortcodes( $library->instance() ) );
		add_action(
			'init',
			static function () use ( $shortcodes ): void {
				add_shortcode( self::FILE_SHORTCODE, array( $shortcodes, 'render_file_shortcode' ) );
				add_shortcode( self::CATEGORY_SHORTCODE, array( $shortcodes, 'render_category_shortcode' ) );
			}
		);
		self::add_legacy_link_hooks( $library, $shortcodes, $this->router );

		if ( is_admin() ) {
			( new Admin_Page( $assets ) )->add_hooks();
			// Tools → Frontage import (docs/migration.md "The import screen"): built with the menu.
			add_action( 'admin_menu', static fn () => ( new \Frontage\Import\Import_Page( $assets ) )->add_menu() );
		}
	}

	/**
	 * The versions kept and the zip limits are settings of the admin and REST only: a page never
	 * reads them, nor does a visitor's REST request (Rest_Scope).
	 */
	private static function add_settings_hooks(): void {
		if ( Admin_Scope::wired() ) {
			add_action( 'admin_init', array( Files_Settings::class, 'register' ) );
		}
		add_action(
			'rest_api_init',
			static function (): void {
				if ( ! Rest_Scope::visitors_only() ) {
					Files_Settings::register();
				}
			}
		);
	}

	/**
	 * An import's next batch, run by WP-Cron (docs/migration.md; its REST routes are registered
	 * with the others): the importer is built only when a batch runs.
	 *
	 * @param Lazy $library The file library.
	 */
	private static function add_import_hooks( Lazy $library ): void {
		add_action(
			self::IMPORT_CRON_HOOK,
			static function ( $id ) use ( $library ): void {
				( new \Frontage\Import\Importer( $library->instance() ) )->advance( (int) $id );
			}
		);
	}

	/**
	 * WP File Download's and Download Monitor's shortcodes, blocks and download addresses left
	 * on a site after an import, answered through the import's id map (docs/migration.md "Old
	 * links"). Each hook is a closure; Legacy_Links is built only by a request that meets one.
	 *
	 * @param Lazy        $library    The file library.
	 * @param Lazy        $shortcodes The file shortcodes (File_Shortcodes).
	 * @param Ajax_Router $router     The `action=wpfd` dispatcher.
	 */
	private static function add_legacy_link_hooks( Lazy $library, Lazy $shortcodes, Ajax_Router $router ): void {
		$links = new Lazy( static fn (): \Frontage\Import\Legacy_Links => new \Frontage\Import\Legacy_Links( $library, $shortcodes ) );
		$router->add_tasks( static fn ( Ajax_Router $router ) => $router->register( self::LEGACY_LINKS['task'], array( $links, 'answer_download_task' ) ) );
		add_action(
			'init',
			static function () use ( $links ): void {
				foreach ( self::LEGACY_LINKS['shortcodes'] as $tag ) {
					if ( ! shortcode_exists( $tag ) ) { // WP File Download's own while it is active.
						add_shortcode( $tag, array( $links, 'render_shortcode' ) );
					}
				}
			},
			20
		);
		add_filter(
			'pre_render_block',
			static fn ( $html, $block ) => null === $html && is_array( $block ) && in_array( $block['blockName'] ?? null, self::LEGACY_LINKS['blocks'], true ) ? $links->render_block( $block ) : $html,
			10,
			2
		);
		add_action(
			'parse_request',
			static function ( \WP $wp ) use ( $links ): void {
				if ( self::may_be_old_address( (string) $wp->request ) ) {
					$links->answer_address( $wp );
				}
			}
		);
	}

	/**
	 * Whether a front-end address may be an old download address, which Legacy_Links then
	 * answers or leaves to WordPress: `wpfd_file_id` in its query, Download Monitor's endpoint
	 * in its query, or a path with WP File Download's or Download Monitor's first part followed
	 * by more. Their names come from the options WordPress loaded with every request (never a
	 * query); WP File Download's `uri` is read from its serialized settings without decoding them.
	 *
	 * @param string $path The address's path below the site.
	 */
	private static function may_be_old_address( string $path ): bool {
		$options  = wp_load_alloptions();
		$endpoint = trim( (string) ( $options[ self::LEGACY_LINKS['endpoint_option'] ] ?? '' ) );
		$endpoint = '' !== $endpoint ? $endpoint : self::LEGACY_LINKS['default_name'];
		// No nonce: which address this is; Legacy_Links checks the rest.
		if ( isset( $_GET[ self::LEGACY_LINKS['file_param'] ] ) || isset( $_GET[ $endpoint ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
			return true;
		}
		$names = array( self::LEGACY_LINKS['default_name'], $endpoint );
		if ( preg_match( '/"uri";s:\d+:"([^"]+)"/', (string) ( $options[ self::LEGACY_LINKS['config_option'] ] ?? '' ), $uri ) ) {
			$names[] = trim( $uri[1], '/ ' );
		}
		$names = array_map( static fn ( string $name ): string => preg_quote( $name, '#' ) . '|' . preg_quote( rawurlencode( $name ), '#' ), array_unique( array_filter( $names ) ) );
		return (bool) preg_match( '#(?:^|/)(?:' . implode( '|', $names ) . ')/[^/]#', $path );
	}

	/**
	 * Registers both file blocks from build/, rendered by a File_Blocks: a Lazy that builds one on
	 * the first render, or one already built. The `columns` attribute comes from the columns'
	 * definition (File_Table_Columns, a JSON file), read only when the block really registers (a
	 * visitor's page registers it on its first use), so registering loads neither renderer nor table.
	 *
	 * @param Assets             $assets   Block registration.
	 * @param File_Blocks|object $renderer Has render_category() and render_file().
	 */
	public static function register_blocks( Assets $assets, object $renderer ): void {
		$assets->register_block( 'file-category', array( $renderer, 'render_category' ), static fn (): array => File_Table_Columns::attribute() );
		$assets->register_block( 'file', array( $renderer, 'render_file' ) );
	}

	/**
	 * The post types' capabilities (files and saved tables): nobody's. Files change only through Library (REST, the admin
	 * screen), which checks Permissions::can_manage() and stores the bytes; WordPress's own doors
	 * (XML-RPC, the admin's post and term screens, admin-ajax) would make records without them.
	 * Reading keeps WordPress's defaults (docs/files.md "Who may change what").
	 */
	private const POST_CAPABILITIES = array(
		'create_posts'           => 'do_not_allow',
		'edit_posts'             => 'do_not_allow',
		'edit_others_posts'      => 'do_not_allow',
		'edit_published_posts'   => 'do_not_allow',
		'edit_private_posts'     => 'do_not_allow',
		'publish_posts'          => 'do_not_allow',
		'delete_posts'           => 'do_not_allow',
		'delete_others_posts'    => 'do_not_allow',
		'delete_published_posts' => 'do_not_allow',
		'delete_private_posts'   => 'do_not_allow',
	);

	/**
	 * The taxonomies' capabilities: nobody's, for the same reason (Categories holds the rules).
	 */
	private const TERM_CAPABILITIES = array(
		'manage_terms' => 'do_not_allow',
		'edit_terms'   => 'do_not_allow',
		'delete_terms' => 'do_not_allow',
		'assign_terms' => 'do_not_allow',
	);

	/**
	 * Registers the file post type and its two taxonomies. Static so that uninstall.php, which
	 * runs without the plugin loaded, can register them before deleting their content.
	 */
	public static function register_data_types(): void {
		// No addresses of their own (files are served by Downloads): no rewrite rules, no query
		// variables, which WordPress would otherwise add for every page to match against.
		// Saved tables: presets change only through Table_Presets, behind the REST route's check.
		register_post_type(
			self::TABLE_POST_TYPE,
			array(
				'labels'       => array(
					'name'          => __( 'Saved tables', 'frontage' ),
					'singular_name' => __( 'Saved table', 'frontage' ),
				),
				'public'       => false,
				'show_ui'      => false,
				'show_in_rest' => false,
				'rewrite'      => false,
				'query_var'    => false,
				'supports'     => array( 'title' ),
				'map_meta_cap' => true,
				'capabilities' => self::POST_CAPABILITIES,
			)
		);
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'       => array(
					'name'          => __( 'Files', 'frontage' ),
					'singular_name' => __( 'File', 'frontage' ),
				),
				'public'       => false,
				'show_ui'      => false,
				'show_in_rest' => false,
				'rewrite'      => false,
				'query_var'    => false,
				'supports'     => array( 'title', 'editor', 'custom-fields' ),
				'map_meta_cap' => true,
				'capabilities' => self::POST_CAPABILITIES,
			)
		);
		register_taxonomy(
			self::CATEGORY_TAXONOMY,
			self::POST_TYPE,
			array(
				'labels'       => array(
					'name'          => __( 'File categories', 'frontage' ),
					'singular_name' => __( 'File category', 'frontage' ),
				),
				'hierarchical' => true,
				'public'       => false,
				'show_ui'      => false,
				'show_in_rest' => false,
				'rewrite'      => false,
				'query_var'    => false,
				'capabilities' => self::TERM_CAPABILITIES,
			)
		);
		register_taxonomy(
			self::TAG_TAXONOMY,
			self::POST_TYPE,
			array(
				'labels'       => array(
					'name'          => __( 'File tags', 'frontage' ),
					'singular_name' => __( 'File tag', 'frontage' ),
				),
				'hierarchical' => false,
				'public'       => false,
				'show_ui'      => false,
				'show_in_rest' => false,
				'rewrite'      => false,
				'query_var'    => false,
				'capabilities' => self::TERM_CAPABILITIES,
			)
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Demo_Content $demo The seeder.
	 */
	public function seed_demo( Demo_Content $demo ): array {
		self::register_data_types();
		return ( new Files_Demo( $this->library()->instance() ) )->seed( $demo );
	}

	/**
	 * The file library the module serves, built when first needed.
	 */
	private function library(): Lazy {
		$this->library ??= new Lazy( static fn (): Library => Library::create_default() );
		return $this->library;
	}
}
