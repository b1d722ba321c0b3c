<?php
/**
 * The Loops module: lists of posts and files that visitors browse — the documentation grid
 * (docs/loops.md).
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
 * Wires the loops parts, each in a class of its own in this folder: the documentation grid
 * (block `frontage/docs-grid`). docs/loops.md says what each does.
 */
final class Loops_Module implements Module, Has_Demo_Content {

	/**
	 * The documentation grid's block folder (blocks/docs-grid); here so that wiring it loads
	 * none of the grid's classes.
	 */
	public const DOCS_GRID_BLOCK = 'docs-grid';

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
		return __( 'A documentation grid: the categories of posts or files as cards, each with its first entries, in columns set per device.', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function add_hooks(): void {
		// Each part adds its hooks here, building its classes when a hook needs them
		// (docs/ARCHITECTURE.md "What a request loads"); $this->assets registers the blocks.
		$this->add_docs_grid_hooks();
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
		return Docs_Grid_Demo::seed( $demo );
	}
}
