<?php
/**
 * Tests for includes/files/class-upload-validator.php: what an uploader is told.
 *
 * @package Frontage
 */

use Frontage\Files\Upload_Validator;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * Refusals say the truth: a type the site allows whose bytes are something else is a content
 * mismatch, not a forbidden type.
 */
final class Test_Upload_Validator extends Library_Test_Case {

	/**
	 * A .pdf holding text is refused for its content, naming the extension it claims.
	 *
	 * @dataProvider provide_mismatches
	 *
	 * @param string $name     Upload name.
	 * @param string $contents Bytes that are not of the name's type.
	 * @param string $ext      The extension the message names.
	 */
	public function test_content_that_does_not_match_its_extension_says_so( string $name, string $contents, string $ext ): void {
		$tmp    = $this->temp_upload( $contents );
		$result = ( new Upload_Validator() )->validate( $name, $tmp );
		wp_delete_file( $tmp );

		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 400, $result->get_error_data()['status'] );
		$this->assertStringStartsWith( "This file's content does not match .{$ext}", $result->get_error_message() );
		$this->assertStringNotContainsString( 'not allowed', $result->get_error_message() );
	}

	/**
	 * Allowed types with other bytes.
	 *
	 * @return array<string, array{string, string, string}>
	 */
	public static function provide_mismatches(): array {
		return array(
			'text as pdf'       => array( 'report.pdf', "Just some notes\n", 'pdf' ),
			'text as zip'       => array( 'Archive.ZIP', "Not an archive\n", 'zip' ),
			'pdf as a document' => array( 'letter.docx', "%PDF-1.4\n% a PDF\n", 'docx' ),
		);
	}

	/**
	 * A type the site does not allow at all still says so, and a matching file passes.
	 */
	public function test_a_type_the_site_refuses_and_a_file_that_matches(): void {
		$validator = new Upload_Validator();
		$tmp       = $this->temp_upload( "text\n" );

		$refused = $validator->validate( 'notes.xyz', $tmp );
		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 'Files of type .xyz are not allowed on this site.', $refused->get_error_message() );

		$passed = $validator->validate( 'notes.txt', $tmp );
		wp_delete_file( $tmp );
		$this->assertIsArray( $passed );
		$this->assertSame( 'txt', $passed['ext'] );
	}
}
