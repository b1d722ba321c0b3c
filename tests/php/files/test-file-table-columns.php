<?php
/**
 * Tests that the file table's columns are listed the same everywhere: the one definition,
 * src/files/file-table-columns.json, against File_Table's lists, the blocks' block.json, the
 * File category block and the search's request and defaults (docs/files.md, "The file table's
 * columns"). The browser half is checked by src/files/file-table-columns.test.ts.
 *
 * @package Frontage
 */

use Frontage\Files\File_Blocks;
use Frontage\Files\File_Table;
use Frontage\Search\Search_Form;
use Frontage\Search\Search_Request;
use Frontage\Tests\Test_Case;

/**
 * Every list of the file table's columns in PHP and in block.json equals the definition.
 */
final class Test_File_Table_Columns extends Test_Case {

	/**
	 * A JSON file of the plugin, decoded.
	 *
	 * @param string $path Path from the plugin's folder.
	 * @return array<string, mixed>
	 */
	private static function json( string $path ): array {
		$text = file_get_contents( dirname( __DIR__, 3 ) . '/' . $path );
		self::assertIsString( $text, $path );
		$value = json_decode( $text, true );
		self::assertIsArray( $value, $path );
		return $value;
	}

	/**
	 * The PHP table's lists are the definition's, in the same order.
	 */
	public function test_the_php_table_lists_the_defined_columns(): void {
		$definition = self::json( 'src/files/file-table-columns.json' );
		$this->assertSame( $definition['columns'], File_Table::COLUMNS );
		$this->assertSame( $definition['optional'], File_Table::OPTIONAL_COLUMNS );
		$this->assertSame( $definition['sortable'], File_Table::SORTABLE );
	}

	/**
	 * The File category block, the search request and the search block's defaults offer the
	 * same columns.
	 */
	public function test_the_block_and_the_search_offer_the_defined_columns(): void {
		$columns = self::json( 'src/files/file-table-columns.json' )['columns'];
		$this->assertSame( $columns, File_Blocks::COLUMNS );
		$this->assertSame( $columns, File_Blocks::DEFAULT_COLUMNS );
		$this->assertSame( $columns, Search_Request::COLUMNS );
		$this->assertSame( $columns, Search_Form::DEFAULTS['columns'] );
	}

	/**
	 * Both table blocks' `columns` attribute allows and defaults to every column, in order.
	 */
	public function test_the_blocks_attributes_list_the_defined_columns(): void {
		$columns = self::json( 'src/files/file-table-columns.json' )['columns'];
		foreach ( array( 'file-category', 'file-search' ) as $block ) {
			$attribute = self::json( 'blocks/' . $block . '/block.json' )['attributes']['columns'];
			$this->assertSame( $columns, $attribute['items']['enum'], $block );
			$this->assertSame( $columns, $attribute['default'], $block );
		}
	}
}
