<?php
/**
 * The Loops module: lists of posts and files that visitors browse — the loop filter and the
 * documentation grid (docs/loops.md).
 *
 * @package Frontage
 */

namespace Frontage\Loops;

use Frontage\Assets;
use Frontage\Demo\Demo_Content;
use Frontage\Demo\Has_Demo_Content;
use Frontage\Lazy;
use Frontage\Module;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Wires the loops parts, each in a class of its own in this folder: the loop filter (block
 * `frontage/loop-filter`, the filtered Query Loops, the refresh route) and the documentation
 * grid (block `frontage/docs-grid`). docs/loops.md says what each does.
 */
final class Loops_Module implements Module, Has_Demo_Content {

	/**
	 * The documentation grid's block folder (blocks/docs-grid); here so that wiring it loads
	 * none of the grid's classes.
	 */
	public const DOCS_GRID_BLOCK = 'docs-grid';

	/**
	 * The loop filter's block folder (blocks/loop-filter).
	 */
	public const LOOP_FILTER_BLOCK = 'loop-filter';

	/**
	 * The attribute on every Query Loop's outer element that names its queryId: the loop
	 * filter's script finds the loop it refreshes by it (docs/loops.md "Loop filter").
	 */
	public const LOOP_ATTRIBUTE = 'data-frontage-loop';

	/**
	 * What starts a loop filter's parameter (Loop_Filter_State::PARAM_PREFIX; here so that a
	 * page without one loads none of the filter's classes).
	 */
	private const FILTER_PARAM_PREFIX = 'e-filter-';

	/**
	 * Takes the shared asset registration and the file library.
	 *
	 * @param Assets    $assets  Script and block registration.
	 * @param Lazy|null $library The file library (Files\Library), shared with the Files module;
	 *                           read only when a grid lists file categories.
	 */
	public function __construct( private Assets $assets, private ?Lazy $library = null ) {}

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return 'loops';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Loops', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function description(): string {
		return __( 'A loop filter that lets visitors narrow a Query Loop by categories, tags or another taxonomy (kept in the address), and a documentation grid: the categories of posts or files as cards, each with its first entries, in columns set per device.', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function add_hooks(): void {
		// Each part adds its hooks here, building its classes when a hook needs them
		// (docs/ARCHITECTURE.md "What a request loads"); $this->assets registers the blocks.
		$this->add_docs_grid_hooks();
		$this->add_loop_filter_hooks();
	}

	/**
	 * The loop filter: its block, the filtered Query Loops, the attribute that names each loop,
	 * and the refresh route. Its classes are built only by a page with the block, an address
	 * with a filter, or a REST request.
	 */
	private function add_loop_filter_hooks(): void {
		$assets = $this->assets;
		$filter = new Lazy( static fn (): Loop_Filter => new Loop_Filter( $assets ) );
		$query  = new Lazy( static fn (): Loop_Query => new Loop_Query() );
		add_action(
			'init',
			static function () use ( $assets, $filter ): void {
				$assets->register_block( self::LOOP_FILTER_BLOCK, array( $filter, 'render' ) );
			}
		);
		add_filter(
			'query_loop_block_query_vars',
			static function ( array $vars, \WP_Block $block ) use ( $query ): array {
				// No nonce: a read of the address. Only its parameters' names are looked at here.
				foreach ( array_keys( $_GET ) as $name ) {
					if ( str_starts_with( (string) $name, self::FILTER_PARAM_PREFIX ) ) {
						return $query->filter_query_vars( $vars, $block );
					}
				}
				return $vars;
			},
			10,
			2
		);
		add_filter( 'render_block_core/query', array( self::class, 'mark_loop' ), 10, 2 );
		add_action( 'rest_api_init', static fn () => Loop_Refresh_Controller::register_routes( new Lazy( static fn () => new Loop_Refresh_Controller( new Loop_Refresh() ) ) ) );
	}

	/**
	 * Names a Query Loop's queryId on its outer element (LOOP_ATTRIBUTE), for every core/query.
	 *
	 * @param string               $content The loop's markup.
	 * @param array<string, mixed> $block   The parsed block.
	 * @return string The markup.
	 */
	public static function mark_loop( string $content, array $block ): string {
		$id        = $block['attrs']['queryId'] ?? 0;
		$processor = new \WP_HTML_Tag_Processor( $content );
		if ( $processor->next_tag() ) {
			$processor->set_attribute( self::LOOP_ATTRIBUTE, (string) ( is_numeric( $id ) ? max( 0, (int) $id ) : 0 ) );
			return $processor->get_updated_html();
		}
		return $content;
	}

	/**
	 * The documentation grid: its block, rendered by a Docs_Grid built on the first render
	 * (a Lazy, not the class: WordPress asks is_callable() of a render callback on every page).
	 */
	private function add_docs_grid_hooks(): void {
		$assets  = $this->assets;
		$library = $this->library;
		$grid    = new Lazy( static fn (): Docs_Grid => new Docs_Grid( $assets, new Docs_Grid_Cards( $library ) ) );
		add_action(
			'init',
			static function () use ( $assets, $grid ): void {
				$assets->register_block( self::DOCS_GRID_BLOCK, array( $grid, 'render' ) );
			}
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Demo_Content $demo The seeder.
	 */
	public function seed_demo( Demo_Content $demo ): array {
		return array_merge( Docs_Grid_Demo::seed( $demo ), Loop_Filter_Demo::seed( $demo ) );
	}
}
