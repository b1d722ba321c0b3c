<?php
/**
 * The render callbacks of the File, File category and File search blocks, as registered, given
 * attributes that are not an array or hold values of the wrong type (another plugin's
 * render_block_data filter, a hand-written block comment): markup or nothing, never a warning or
 * a fatal error.
 *
 * @package Frontage
 */

use Frontage\Files\File_Blocks;
use Frontage\Search\Search_Block;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * Every registered render callback of the files and search blocks against junk attributes.
 */
final class Test_Render_Callbacks extends Library_Test_Case {

	/**
	 * Each block's callback, with each kind of junk, returns a string and logs nothing.
	 *
	 * @dataProvider provide_junk
	 *
	 * @param mixed $attributes What the callback is given.
	 */
	public function test_junk_attributes_render_without_a_warning( mixed $attributes ): void {
		$category = $this->make_category();
		$file     = $this->make_file( array( 'category' => $category['id'] ) );
		$log      = $this->debug_log_size();
		// Array attributes once as they are, once with a real category and file, so that the
		// wrong-typed values reach the table and the card.
		$variants = is_array( $attributes )
			? array(
				$attributes,
				array(
					'categoryId' => $category['id'],
					'fileId'     => $file->id,
				) + $attributes,
			)
			: array( $attributes );

		foreach ( $variants as $attributes ) {
			$this->render_all( $attributes );
		}
		$this->assertSame( array(), $this->debug_log_since( $log ) );
	}

	/**
	 * Calls each block's registered render callback, for an administrator and a visitor.
	 *
	 * @param mixed $attributes What the callbacks are given.
	 */
	private function render_all( mixed $attributes ): void {
		foreach ( array( File_Blocks::CATEGORY_BLOCK, File_Blocks::FILE_BLOCK, Search_Block::NAME ) as $name ) {
			foreach ( array( 'administrator', 'visitor' ) as $who ) {
				if ( 'visitor' === $who ) {
					wp_set_current_user( 0 );
				} else {
					$this->act_as( $who );
				}
				$block = WP_Block_Type_Registry::get_instance()->get_registered( $name );
				$this->assertNotNull( $block, $name );
				$this->assertIsCallable( $block->render_callback, $name );
				// As WP_Block::render() does around the callback, for get_block_wrapper_attributes().
				$previous                             = WP_Block_Supports::$block_to_render;
				WP_Block_Supports::$block_to_render = array(
					'blockName' => $name,
					'attrs'     => is_array( $attributes ) ? $attributes : array(),
				);
				try {
					$this->assertIsString( call_user_func( $block->render_callback, $attributes, '', null ), $name );
				} finally {
					WP_Block_Supports::$block_to_render = $previous;
				}
			}
		}
	}

	/**
	 * Attributes that are not an array, and arrays whose every attribute has the wrong type.
	 *
	 * @return array<string, array{mixed}>
	 */
	public static function provide_junk(): array {
		$names = array( 'columns', 'ordering', 'perPage', 'theme', 'showCheckboxes', 'showFilters', 'showCategories', 'showTags', 'showTypes', 'showSize', 'showDates', 'tagDisplay', 'placeholder' );
		$with  = static fn ( mixed $value ): array => array_fill_keys( $names, $value );
		return array(
			'null'             => array( null ),
			'a string'         => array( 'categoryId=3' ),
			'a number'         => array( 42 ),
			'true'             => array( true ),
			'an object'        => array( (object) array( 'categoryId' => 3 ) ),
			'lists'            => array( $with( array( 'x', array( 'y' ) ) ) ),
			'objects'          => array( $with( (object) array( 'a' => 1 ) ) ),
			'floats'           => array( $with( 3.7 ) ),
			'huge numbers'     => array( $with( PHP_INT_MAX ) ),
			'negative numbers' => array( $with( -5 ) ),
			'markup'           => array( $with( '<script>alert(1)</script>' ) ),
			'booleans'         => array( $with( false ) ),
			'nulls'            => array( $with( null ) ),
			'nested columns'   => array( array( 'columns' => array( array( 'title' ), (object) array(), null, 3 ) ) ),
			'junk ids'         => array(
				array(
					'categoryId' => array( '12abc' ),
					'fileId'     => (object) array(),
				),
			),
		);
	}
}
