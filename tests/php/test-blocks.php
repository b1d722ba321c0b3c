<?php
/**
 * Tests that the six blocks are registered the one way docs/ARCHITECTURE.md describes
 * ("Blocks"): block.json from build/blocks/{name}, markup from a PHP render callback handed to
 * Assets::register_block(); no block names a render file.
 *
 * @package Frontage
 */

use Frontage\Tests\Test_Case;

/**
 * Every folder in blocks/ is one block, registered with its module's render callback.
 */
final class Test_Blocks extends Test_Case {

	/**
	 * The blocks' folder names.
	 *
	 * @return string[]
	 */
	private static function names(): array {
		$names = array_map( 'basename', (array) glob( dirname( __DIR__, 2 ) . '/blocks/*', GLOB_ONLYDIR ) );
		sort( $names );
		return $names;
	}

	/**
	 * No block.json names a render file, and no block folder holds one.
	 */
	public function test_no_block_renders_from_a_file(): void {
		$this->assertSame( array( 'account', 'carousel', 'carousel-slide', 'colour-switcher', 'countdown', 'counter', 'docs-grid', 'file', 'file-category', 'file-search', 'language-switcher', 'loop-filter', 'modal', 'off-canvas', 'progress', 'scroll-to-top', 'search-overlay', 'share-buttons', 'store-notice', 'tab', 'table-of-contents', 'tabs', 'video', 'video-gallery' ), self::names() );
		foreach ( self::names() as $name ) {
			$dir      = dirname( __DIR__, 2 ) . '/blocks/' . $name;
			$metadata = json_decode( (string) file_get_contents( $dir . '/block.json' ), true );
			$this->assertIsArray( $metadata, $name );
			$this->assertArrayNotHasKey( 'render', $metadata, $name );
			$this->assertSame( array(), (array) glob( $dir . '/*.php' ), $name );
		}
	}

	/**
	 * With every module on, each block is registered under its block.json name with a render
	 * callback of its module (a method, not a file's closure).
	 */
	public function test_every_block_has_its_modules_render_callback(): void {
		$registry = WP_Block_Type_Registry::get_instance();
		foreach ( self::names() as $name ) {
			$metadata = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/blocks/' . $name . '/block.json' ), true );
			$block    = $registry->get_registered( $metadata['name'] );
			$this->assertNotNull( $block, $name . ' is registered' );
			$this->assertIsArray( $block->render_callback, $name . ' renders through a module method' );
			$this->assertIsCallable( $block->render_callback, $name );
		}
	}
}
