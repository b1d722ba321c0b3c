<?php
/**
 * The File search module.
 *
 * @package Frontage
 */

namespace Frontage\Search;

use Frontage\Admin_Scope;
use Frontage\Assets;
use Frontage\Demo\Demo_Content;
use Frontage\Demo\Has_Demo_Content;
use Frontage\Ajax_Router;
use Frontage\Block_Preview;
use Frontage\Files\File_Table;
use Frontage\Files\File_Table_Columns;
use Frontage\Files\Files_Module;
use Frontage\Files\Library;
use Frontage\Lazy;
use Frontage\Module;
use Frontage\Rest\Rest_Scope;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A file search page with filters, suggestions, sorting, paging and a download-selected zip
 * (docs/search.md). Wiring only: it builds the index, the service and its transports and adds
 * their hooks. It searches the Files module's library, so Plugin wires it only while Files is on.
 */
final class Search_Module implements Module, Has_Demo_Content {

	/**
	 * The WP-Cron event that indexes the next slice of a large library (Search_Index::ACTION_BUILD):
	 * every request hooks it, so the name lives here and naming it loads no index.
	 */
	public const INDEX_BUILD_HOOK = 'frontage_search_index_build';

	/**
	 * The File search block's folder under build/blocks (Search_Block renders it).
	 */
	public const BLOCK_FOLDER = 'file-search';

	/**
	 * The File search shortcode's tag (Search_Block renders it).
	 */
	public const SHORTCODE = 'frontage_search';

	/**
	 * Takes the shared asset registration, `action=wpfd` router and file library.
	 *
	 * @param Assets      $assets  Script and block registration.
	 * @param Ajax_Router $router  The admin-ajax dispatcher (docs/api.md), shared with the Files module.
	 * @param Lazy|null   $library The Files module's library (Library; Plugin makes it once, built
	 *                             when first needed); null: a new one.
	 */
	public function __construct( private Assets $assets, private Ajax_Router $router = new Ajax_Router(), private ?Lazy $library = null ) {}

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return 'search';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'File search', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function description(): string {
		return __( 'A file search page with filters, suggestions, sorting, paging and a download-selected zip. Needs the Files module.', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function add_hooks(): void {
		// The index's hooks run on every request (its install check) and on every change to the
		// library; the rest is built by the first hook that needs it (docs/ARCHITECTURE.md "What a
		// request loads"). The writer reads the categories it needs then.
		$writer = new Lazy( static fn (): Search_Index_Writer => new Search_Index_Writer() );
		$index  = new Lazy( static fn (): Search_Index => new Search_Index( $writer->instance() ) );
		( new Search_Index_Hooks( $index, $writer ) )->add_hooks();
		// The settings are registered where they are saved and listed (Settings → Frontage, REST).
		$settings = new Lazy( static fn (): Search_Settings => new Search_Settings() );
		if ( Admin_Scope::wired() ) {
			add_action( 'admin_init', array( $settings, 'register' ) );
		}
		add_action(
			'rest_api_init',
			static function () use ( $settings ): void {
				if ( ! Rest_Scope::visitors_only() ) {
					$settings->register();
				}
			}
		);
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			Search_Cli::register();
		}

		$library = $this->library ?? new Lazy( static fn (): Library => Library::create_default() );
		$assets  = $this->assets;
		$service = new Lazy( static fn (): Search_Service => new Search_Service( $library->instance(), $index->instance() ) );
		$results = new Lazy( static fn (): Search_Results => new Search_Results( new File_Table( $assets ) ) );
		$preview = new Lazy( static fn (): Block_Preview => new Block_Preview() );
		$block   = new Lazy(
			static fn (): Search_Block => new Search_Block(
				new Search_Form( $service->instance(), $results->instance(), new Search_Filters( $service->instance() ) ),
				$assets,
				$preview->instance()
			)
		);

		// The block, shortcode and widget: the form is built when the first one renders.
		add_action(
			'init',
			static function () use ( $assets, $block ): void {
				$assets->register_block( self::BLOCK_FOLDER, array( $block, 'render_block' ), static fn (): array => File_Table_Columns::attribute() );
				add_shortcode( self::SHORTCODE, array( $block, 'render_shortcode' ) );
			}
		);
		add_action( 'widgets_init', static fn () => register_widget( new Search_Widget( $block ) ) );
		// admin-ajax `action=wpfd`: the tasks are built when the router dispatches one.
		$this->router->add_tasks(
			static function ( Ajax_Router $router ) use ( $service, $results ): void {
				( new Search_Ajax( $service->instance(), $results->instance(), $router ) )->add_hooks();
			}
		);
		// REST requests: the route, and the note that the block's editor preview is rendered (the
		// block renderer's route, for people who may edit: never a visitor's request, Rest_Scope).
		add_action(
			'rest_api_init',
			static function () use ( $service, $library, $preview ): void {
				Search_Controller::register_routes( new Lazy( static fn () => new Search_Controller( $service->instance(), $library->instance() ) ) );
				if ( ! Rest_Scope::visitors_only() ) {
					$preview->instance()->add_hooks();
				}
			}
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Demo_Content $demo The seeder.
	 */
	public function seed_demo( Demo_Content $demo ): array {
		Files_Module::register_data_types();
		return ( new Search_Demo( Search_Index::create_default() ) )->seed( $demo );
	}
}
