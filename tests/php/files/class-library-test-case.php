<?php
/**
 * Shared helpers for the Files module's PHPUnit tests: make upload files, categories and files,
 * and clean them all up (including the stored bytes).
 *
 * @package Frontage
 */

namespace Frontage\Tests;

use Frontage\Files\Categories;
use Frontage\Files\File;
use Frontage\Files\Library;

/**
 * Base class for tests/php/files.
 */
abstract class Library_Test_Case extends Test_Case {

	/**
	 * The library under test.
	 *
	 * @var Library
	 */
	protected Library $library;

	/**
	 * Categories created by the test.
	 *
	 * @var int[]
	 */
	private array $created_categories = array();

	/**
	 * Files created by the test.
	 *
	 * @var int[]
	 */
	private array $created_files = array();

	/**
	 * Builds the library.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->library = Library::create_default();
	}

	/**
	 * Removes the test's files (with their bytes) and categories.
	 */
	protected function tearDown(): void {
		$user = wp_get_current_user();
		foreach ( $this->created_files as $id ) {
			if ( $this->library->get( $id ) ) {
				$this->library->delete( $id );
			}
		}
		foreach ( array_reverse( $this->created_categories ) as $id ) {
			wp_delete_term( $id, 'frontage_category' );
		}
		$this->created_files      = array();
		$this->created_categories = array();
		unset( $user );
		parent::tearDown();
	}

	/**
	 * Writes a temporary file to upload.
	 *
	 * @param string $contents Bytes.
	 * @return string Its path.
	 */
	protected function temp_upload( string $contents = "%PDF-1.4\n% Frontage test\n" ): string {
		$path = wp_tempnam( 'frontage-test' );
		file_put_contents( $path, $contents );
		return $path;
	}

	/**
	 * Creates a category that is deleted after the test.
	 *
	 * @param array<string, mixed> $data Category fields.
	 * @return array<string, mixed>
	 */
	protected function make_category( array $data = array() ): array {
		$category = ( new Categories() )->create( $data + array( 'name' => 'Category ' . wp_generate_password( 6, false ) ) );
		$this->assertIsArray( $category, is_wp_error( $category ) ? $category->get_error_message() : '' );
		$this->created_categories[] = $category['id'];
		return $category;
	}

	/**
	 * Bytes that look like nothing (no type's signature, nothing to compress), the same on every
	 * run: random bytes now and then begin like a known type, which the upload check then refuses
	 * under another extension (docs/files.md: files whose content does not match their extension).
	 *
	 * @param int $length How many bytes.
	 */
	protected static function noise( int $length ): string {
		$bytes = '';
		$block = 'frontage';
		while ( strlen( $bytes ) < $length ) {
			$block  = md5( $block, true );
			$bytes .= $block;
		}
		return substr( $bytes, 0, $length );
	}

	/**
	 * Adds a text file to the library; deleted after the test.
	 *
	 * @param array<string, mixed> $data     File fields.
	 * @param string               $name     File name.
	 * @param string               $contents Bytes.
	 */
	protected function make_file( array $data = array(), string $name = 'report.txt', string $contents = "Quarterly report\n" ): File {
		$file = $this->library->create( $this->temp_upload( $contents ), $name, $data );
		$this->assertInstanceOf( File::class, $file, is_wp_error( $file ) ? $file->get_error_message() : '' );
		$this->created_files[] = $file->id;
		return $file;
	}
}
