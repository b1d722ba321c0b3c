<?php
/**
 * The Files module: the document library (files, categories, tags).
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Ajax_Router;
use Frontage\Assets;
use Frontage\Demo\Demo_Content;
use Frontage\Demo\Has_Demo_Content;
use Frontage\Module;

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
	 * Takes the shared asset registration, `action=wpfd` router and file library.
	 *
	 * @param Assets       $assets  Script and block registration.
	 * @param Ajax_Router  $router  The admin-ajax dispatcher (docs/api.md), shared with the File search
	 *                              module; Plugin makes it listen once every module added its tasks.
	 * @param Library|null $library The file library, shared with the File search module (Plugin
	 *                              builds it once); null: a new one.
	 */
	public function __construct( private Assets $assets, private Ajax_Router $router = new Ajax_Router(), private ?Library $library = null ) {}

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

		$library = $this->library();
		( new Categories_Controller( $library ) )->add_hooks();
		$uploads = new Chunked_Uploads( $library, new Upload_Validator() );
		( new Files_Controller( $library, $uploads ) )->add_hooks();
		( new Uploads_Controller( $library, $uploads ) )->add_hooks();
		( new Downloads( $library ) )->add_hooks();
		( new File_Display_Task( $library, $this->router ) )->add_hooks();
		( new Zips( $library, $this->router, new Zip_Tickets(), new Zip_Selection( $library ), new Zip_Reply( $library ) ) )->add_hooks();
		$shop    = new Shop();
		$presets = new Table_Presets( $shop );
		( new Table_Presets_Controller( $presets ) )->add_hooks();
		( new Table_Type_Ajax( $presets ) )->add_hooks();
		( new File_Blocks( $library, $this->assets, $shop, $presets ) )->add_hooks();
		( new File_Shortcodes( $library ) )->add_hooks();
		( new Admin_Page( $this->assets ) )->add_hooks();
	}

	/**
	 * The post type's capabilities: nobody's. Files change only through Library (REST, the admin
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
		Table_Presets::register_post_type();
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
		return ( new Files_Demo( $this->library() ) )->seed( $demo );
	}

	/**
	 * The file library the module serves.
	 */
	private function library(): Library {
		$this->library ??= Library::create_default();
		return $this->library;
	}
}
