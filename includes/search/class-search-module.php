<?php
/**
 * The File search module.
 *
 * @package Frontage
 */

namespace Frontage\Search;

use Frontage\Assets;
use Frontage\Demo\Demo_Content;
use Frontage\Demo\Has_Demo_Content;
use Frontage\Ajax_Router;
use Frontage\Files\File_Table;
use Frontage\Files\Files_Module;
use Frontage\Files\Library;
use Frontage\Module;

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
	 * Takes the shared asset registration, `action=wpfd` router and file library.
	 *
	 * @param Assets       $assets  Script and block registration.
	 * @param Ajax_Router  $router  The admin-ajax dispatcher (docs/api.md), shared with the Files module.
	 * @param Library|null $library The Files module's library (Plugin builds it once); null: a new one.
	 */
	public function __construct( private Assets $assets, private Ajax_Router $router = new Ajax_Router(), private ?Library $library = null ) {}

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
		$library = $this->library ?? Library::create_default();
		$writer  = new Search_Index_Writer( $library->categories() );
		$index   = new Search_Index( $writer );
		$service = new Search_Service( $library, $index );
		$results = new Search_Results( new File_Table( $this->assets ) );
		$block   = new Search_Block( new Search_Form( $service, $results, new Search_Filters( $service ) ), $this->assets );

		( new Search_Index_Hooks( $index, $writer ) )->add_hooks();
		Search_Cli::register();
		( new Search_Settings() )->add_hooks();
		$block->add_hooks();
		add_action( 'widgets_init', static fn () => register_widget( new Search_Widget( $block ) ) );
		( new Search_Ajax( $service, $results, $this->router ) )->add_hooks();
		( new Search_Controller( $service, $library ) )->add_hooks();
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
