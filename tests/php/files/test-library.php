<?php
/**
 * Tests for includes/files/class-library.php, class-upload-validator.php and class-storage.php.
 *
 * @package Frontage
 */

use Frontage\Files\File;
use Frontage\Files\Library;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * Adding, reading, listing and deleting files, and what visitors may see.
 */
final class Test_Library extends Library_Test_Case {

	/**
	 * A created file carries its details, and its bytes are stored outside the web's reach.
	 */
	public function test_creates_a_file_with_its_details_and_stored_bytes(): void {
		$category = $this->make_category();
		$file     = $this->make_file(
			array(
				'title'         => 'Annual report',
				'category'      => $category['id'],
				'tags'          => 'finance, 2026',
				'version'       => '1.2',
				'custom_fields' => array(
					array(
						'label' => 'Source',
						'type'  => 'url',
						'value' => 'https://example.com/source',
					),
				),
			)
		);

		$this->assertSame( 'Annual report', $file->title );
		$this->assertSame( $category['id'], $file->category_id );
		$this->assertEqualsCanonicalizing( array( 'finance', '2026' ), array_column( $file->tags, 'name' ) );
		$this->assertSame( 'txt', $file->ext );
		$this->assertSame( 17, $file->size );
		$this->assertSame( '1.2', $file->version );
		$this->assertSame( 0, $file->downloads );
		$this->assertSame( 'https://example.com/source', $file->custom_fields[0]['value'] );
		$stored = $this->library->storage()->absolute_path( $file->path );
		$this->assertNotNull( $stored );
		$this->assertSame( "Quarterly report\n", file_get_contents( $stored ) );
		$this->assertStringNotContainsString( '.', basename( $stored ), 'Stored names have no extension.' );
		$this->assertFileExists( $this->library->storage()->base_dir() . '/.htaccess' );
		$this->assertStringContainsString( 'Require all denied', (string) file_get_contents( $this->library->storage()->base_dir() . '/.htaccess' ) );
	}

	/**
	 * Executable and disguised uploads are refused with a clear message and leave nothing behind.
	 *
	 * @dataProvider provide_refused_uploads
	 *
	 * @param string $name     Upload name.
	 * @param string $contents Bytes.
	 * @param string $message  Part of the expected message.
	 */
	public function test_refuses_dangerous_uploads( string $name, string $contents, string $message ): void {
		$before = $this->count_files();
		$tmp    = $this->temp_upload( $contents );

		$result = $this->library->create( $tmp, $name, array( 'title' => 'Refused' ) );

		$this->assertWPError( $result );
		$this->assertSame( 400, $result->get_error_data()['status'] );
		$this->assertStringContainsString( $message, $result->get_error_message() );
		$this->assertSame( $before, $this->count_files() );
		wp_delete_file( $tmp );
	}

	/**
	 * Uploads that must never be stored.
	 *
	 * @return array<string, array{string, string, string}>
	 */
	public static function provide_refused_uploads(): array {
		return array(
			'php'              => array( 'shell.php', '<?php echo 1;', '.php' ),
			'phtml'            => array( 'shell.phtml', '<?php echo 1;', '.phtml' ),
			'phar'             => array( 'archive.phar', 'phar', '.phar' ),
			'double extension' => array( 'invoice.php.pdf', '%PDF-1.4', '.php' ),
			'svg with script'  => array( 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'svg' ),
			'no extension'     => array( 'README', 'text', 'extension' ),
			'html'             => array( 'page.html', '<html></html>', '.html' ),
		);
	}

	/**
	 * The name a download carries is the name as uploaded, accents and spaces included, without
	 * folders or control characters.
	 */
	public function test_keeps_the_uploaded_name_for_downloads(): void {
		$file = $this->make_file( array(), "../Übersicht – 2026 \x07€.txt" );
		$this->assertSame( 'Übersicht – 2026 €.txt', $file->name );
	}

	/**
	 * A file over the owner's size limit is refused with a 413 that names both sizes.
	 */
	public function test_refuses_files_over_the_size_limit(): void {
		$this->set_option( Library::OPTION_MAX_UPLOAD, 10 );
		$result = $this->library->create( $this->temp_upload( str_repeat( 'x', 11 ) ), 'big.txt' );

		$this->assertWPError( $result );
		$this->assertSame( 413, $result->get_error_data()['status'] );
		$this->assertStringContainsString( '10 B', $result->get_error_message() );
	}

	/**
	 * Visitors see published files in public categories only; ids that are not files, private
	 * or draft files and files in restricted categories all answer the same 404.
	 */
	public function test_visitors_cannot_reach_files_they_may_not_see(): void {
		$public     = $this->make_category();
		$members    = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$below      = $this->make_category( array( 'parent' => $members['id'] ) );
		$editors    = $this->make_category(
			array(
				'visibility' => 'roles',
				'roles'      => array( 'editor' ),
			)
		);
		$open       = $this->make_file( array( 'category' => $public['id'] ) );
		$private    = $this->make_file(
			array(
				'category' => $public['id'],
				'status'   => 'private',
			)
		);
		$for_users  = $this->make_file( array( 'category' => $below['id'] ) );
		$for_editor = $this->make_file( array( 'category' => $editors['id'] ) );

		$this->assertInstanceOf( File::class, $this->library->find_visible( (string) $open->id ) );
		foreach ( array( $private->id, $for_users->id, $for_editor->id, 999999, '-1', '1e3', '12abc', array( 1 ), '', null, '99999999999999999999' ) as $id ) {
			$result = $this->library->find_visible( $id );
			$this->assertWPError( $result, 'id ' . wp_json_encode( $id ) );
			$this->assertSame( 404, $result->get_error_data()['status'] );
		}

		$this->act_as( 'subscriber' );
		$this->assertInstanceOf( File::class, $this->library->find_visible( $for_users->id ), 'Logged-in users see logged-in categories, below them too.' );
		$this->assertWPError( $this->library->find_visible( $for_editor->id ) );
		$this->assertWPError( $this->library->find_visible( $private->id ) );

		$this->act_as( 'editor' );
		$this->assertInstanceOf( File::class, $this->library->find_visible( $for_editor->id ) );
		$this->assertInstanceOf( File::class, $this->library->find_visible( $private->id ) );
	}

	/**
	 * Lists leave out what the asker may not see, and page and sort as asked.
	 */
	public function test_lists_only_visible_files_sorted_and_paged(): void {
		$category = $this->make_category( array( 'ordering' => 'size-desc' ) );
		$hidden   = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$this->make_file( array( 'category' => $category['id'], 'title' => 'Small' ), 'a.txt', "small\n" );
		$this->make_file( array( 'category' => $category['id'], 'title' => 'Large' ), 'b.txt', str_repeat( "large\n", 50 ) );
		$this->make_file( array( 'category' => $category['id'], 'title' => 'Medium' ), 'c.txt', str_repeat( "medium\n", 3 ) );
		$this->make_file( array( 'category' => $hidden['id'], 'title' => 'Members only' ) );

		$by_category_default = $this->library->list( array( 'category' => $category['id'] ) );
		$this->assertSame( array( 'Large', 'Medium', 'Small' ), $this->titles( $by_category_default['files'] ) );

		$page_two = $this->library->list(
			array(
				'category' => $category['id'],
				'orderby'  => 'title',
				'order'    => 'asc',
				'per_page' => 2,
				'page'     => 2,
			)
		);
		$this->assertSame( array( 'Small' ), $this->titles( $page_two['files'] ) );
		$this->assertSame( 3, $page_two['total'] );
		$this->assertSame( 2, $page_two['pages'] );

		$this->assertSame( 0, $this->library->list( array( 'category' => $hidden['id'] ) )['total'] );
		$this->assertNotContains( 'Members only', $this->titles( $this->library->list( array( 'per_page' => 100 ) )['files'] ) );
	}

	/**
	 * Replacing keeps the id and counts, and the old bytes as a version; deleting a file deletes
	 * its stored bytes, its versions' too.
	 */
	public function test_replace_keeps_the_id_and_delete_removes_the_bytes(): void {
		$file = $this->make_file( array(), 'v1.txt', 'first' );
		$this->library->count_download( $file->id );
		$old_path = $this->library->storage()->absolute_path( $file->path );

		$replaced = $this->library->replace( $file->id, $this->temp_upload( 'second version' ), 'v2.txt' );

		$this->assertInstanceOf( File::class, $replaced );
		$this->assertSame( $file->id, $replaced->id );
		$this->assertSame( 'v2.txt', $replaced->name );
		$this->assertSame( 1, $replaced->downloads );
		$this->assertFileExists( (string) $old_path, 'Kept as the file’s first version.' );
		$new_path = (string) $this->library->storage()->absolute_path( $replaced->path );
		$this->assertSame( 'second version', file_get_contents( $new_path ) );

		$this->assertTrue( $this->library->delete( $file->id ) );
		$this->assertFileDoesNotExist( $new_path );
		$this->assertFileDoesNotExist( (string) $old_path );
		$this->assertNull( $this->library->get( $file->id ) );
	}

	/**
	 * The storage refuses paths that are not its own random names.
	 */
	public function test_storage_refuses_paths_outside_its_folder(): void {
		$storage = $this->library->storage();
		foreach ( array( '../../wp-config.php', '/etc/passwd', '2026/01/../../x', '', '2026/01/' . str_repeat( 'g', 32 ) ) as $path ) {
			$this->assertNull( $storage->absolute_path( $path ), $path );
		}
	}

	/**
	 * Asserts a WP_Error.
	 *
	 * @param mixed  $value   Value.
	 * @param string $message Failure message.
	 */
	private function assertWPError( mixed $value, string $message = '' ): void {
		$this->assertInstanceOf( WP_Error::class, $value, $message );
	}

	/**
	 * Titles of files.
	 *
	 * @param File[] $files Files.
	 * @return string[]
	 */
	private function titles( array $files ): array {
		return array_map( static fn ( File $file ): string => $file->title, $files );
	}

	/**
	 * How many library files exist.
	 */
	private function count_files(): int {
		$counts = wp_count_posts( 'frontage_file' );
		return array_sum( (array) $counts );
	}
}
