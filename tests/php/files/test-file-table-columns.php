<?php
/**
 * Tests that the file table's columns come from their one definition,
 * includes/files/file-table-columns.json, everywhere PHP uses them: File_Table's lists, the
 * columns a block, shortcode or search shows, and the `columns` attribute both table blocks
 * register with (docs/files.md, "The file table's columns"). The editor's half is checked by
 * src/files/file-table-columns.test.ts.
 *
 * @package Frontage
 */

use Frontage\Files\File_Shortcodes;
use Frontage\Files\File_Table;
use Frontage\Search\Search_Form;
use Frontage\Search\Search_Request;
use Frontage\Tests\Test_Case;

/**
 * PHP reads the definition, and no second list of the columns exists.
 */
final class Test_File_Table_Columns extends Test_Case {

	/**
	 * The definition, decoded.
	 *
	 * @return array<string, string[]>
	 */
	private static function definition(): array {
		$value = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/includes/files/file-table-columns.json' ), true );
		self::assertIsArray( $value );
		return $value;
	}

	/**
	 * File_Table's lists are the definition's, in the same order.
	 */
	public function test_the_table_reads_the_definition(): void {
		$definition = self::definition();
		$this->assertSame( $definition['columns'], File_Table::columns() );
		$this->assertSame( $definition['optional'], File_Table::optional_columns() );
		$this->assertSame( $definition['sortable'], File_Table::sortable_columns() );
	}

	/**
	 * What a block, shortcode or search asks for becomes the columns shown: in table order, the
	 * title always, every column when nothing usable is named.
	 */
	public function test_asked_columns_become_the_columns_shown(): void {
		$all = self::definition()['columns'];
		$this->assertSame( array( 'title', 'size' ), File_Table::pick_columns( array( 'size' ) ) );
		$this->assertSame( array( 'title', 'type', 'size' ), File_Table::pick_columns( array( 'size', 'type', 'title', 'size' ) ) );
		foreach ( array( null, 'size', array(), array( 'nope' ), array( array( 'size' ) ) ) as $junk ) {
			$this->assertSame( $all, File_Table::pick_columns( $junk ), wp_json_encode( $junk ) );
		}
		$this->assertSame( $all, Search_Form::options( array() )['columns'] );
		$this->assertSame( array( 'title', 'downloads' ), Search_Form::options( array( 'columns' => array( 'downloads', 'bogus' ) ) )['columns'] );
		$this->assertSame( array( 'type', 'size' ), File_Shortcodes::category_shortcode_attributes( array( 'columns' => 'size, type, bogus' ) )['columns'] );
		$request = Search_Request::from_input( array( 'theme_column' => 'version,bogus' ) );
		$this->assertInstanceOf( Search_Request::class, $request );
		$this->assertSame( array( 'version' ), $request->theme_column );
	}

	/**
	 * Both table blocks register a `columns` attribute that allows and defaults to every
	 * column, in order; the editor receives it with the other server-side definitions.
	 */
	public function test_the_blocks_register_the_defined_columns(): void {
		$columns = self::definition()['columns'];
		foreach ( array( 'frontage/file-category', 'frontage/file-search' ) as $name ) {
			$block = WP_Block_Type_Registry::get_instance()->get_registered( $name );
			$this->assertNotNull( $block, $name );
			$this->assertSame( $columns, $block->attributes['columns']['items']['enum'], $name );
			$this->assertSame( $columns, $block->attributes['columns']['default'], $name );
			$this->assertSame( $columns, $block->prepare_attributes_for_render( array() )['columns'], $name );
		}
	}

	/**
	 * No PHP file but the definition's reader spells the column list out again.
	 */
	public function test_no_second_list_of_the_columns_exists(): void {
		$files = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( dirname( __DIR__, 3 ) . '/includes', FilesystemIterator::SKIP_DOTS ) );
		$found = array();
		foreach ( $files as $file ) {
			if ( 'php' === $file->getExtension() && preg_match( "/'created',\\s*'updated',\\s*'downloads'/", (string) file_get_contents( $file->getPathname() ) ) ) {
				$found[] = $file->getFilename();
			}
		}
		$this->assertSame( array(), $found );
	}
}
