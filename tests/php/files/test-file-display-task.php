<?php
/**
 * Tests for includes/files/class-file-display-task.php: the task file.display (docs/files.md "The file table").
 *
 * @package Frontage
 */

use Frontage\Ajax_Router;
use Frontage\Files\Downloads;
use Frontage\Files\File;
use Frontage\Files\File_Display_Task;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * The file details the pop-up boxes read, and who may read them.
 */
final class Test_File_Display_Task extends Library_Test_Case {

	/**
	 * The task under test.
	 *
	 * @var File_Display_Task
	 */
	private File_Display_Task $task;

	/**
	 * Builds the task on its own router.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->task = new File_Display_Task( $this->library, new Ajax_Router() );
	}

	/**
	 * Undoes the request the test made.
	 */
	protected function tearDown(): void {
		$_GET     = array();
		$_REQUEST = array();
		parent::tearDown();
	}

	/**
	 * The details carry what docs/files.md names (ID, ext, linkdownload, post_title, custom fields)
	 * and what a pop-up shows.
	 */
	public function test_details_carry_what_a_popup_shows(): void {
		$name     = 'Reports ' . wp_generate_password( 6, false );
		$category = $this->make_category( array( 'name' => $name ) );
		$file     = $this->make_file(
			array(
				'title'         => 'Annual report & summary',
				'description'   => '<p>The <strong>whole</strong> year.</p><script>alert(1)</script>',
				'category'      => $category['id'],
				'tags'          => 'finance, 2026',
				'version'       => '1.2',
				'custom_fields' => array(
					array(
						'label' => 'Source',
						'type'  => 'url',
						'value' => 'https://example.com/source',
					),
					array(
						'label' => 'Author',
						'type'  => 'text',
						'value' => 'Finance team',
					),
				),
			),
			'annual-report.pdf',
			"%PDF-1.4\n% Frontage\n"
		);
		$this->library->count_download( $file->id );

		$details = $this->task->details( (string) $file->id, (string) $category['id'] );

		$this->assertIsArray( $details );
		$this->assertSame( $file->id, $details['ID'] );
		$this->assertSame( 'Annual report & summary', $details['post_title'] );
		$this->assertSame( 'pdf', $details['ext'] );
		$this->assertSame( Downloads::url( $file->id ), $details['linkdownload'] );
		$this->assertSame( Downloads::url( $file->id, true ), $details['linkview'], 'PDFs can be viewed in the browser.' );
		$this->assertSame( '<p>The <strong>whole</strong> year.</p>alert(1)', $details['description'] );
		$this->assertSame( $file->size, $details['size'] );
		$this->assertSame( '20 B', $details['size_formatted'] );
		$this->assertSame( '1.2', $details['version'] );
		$this->assertSame( 1, $details['downloads'] );
		$this->assertSame( $category['id'], $details['catid'] );
		$this->assertSame(
			array(
				'id'   => $category['id'],
				'name' => $name,
			),
			$details['category']
		);
		$this->assertEqualsCanonicalizing( array( 'finance', '2026' ), array_column( $details['tags'], 'name' ) );
		$this->assertSame( $file->created, $details['created'] );
		$this->assertSame( wp_date( get_option( 'date_format' ), strtotime( $file->updated ) ), $details['updated_formatted'] );
		$this->assertSame(
			array(
				array(
					'label' => 'Source',
					'type'  => 'url',
					'value' => 'https://example.com/source',
				),
				array(
					'label' => 'Author',
					'type'  => 'text',
					'value' => 'Finance team',
				),
			),
			$details['custom_fields']
		);
	}

	/**
	 * A stored address that is not a web address never becomes a link; text files get no viewer.
	 */
	public function test_unsafe_links_are_dropped(): void {
		$file = $this->make_file();
		update_post_meta(
			$file->id,
			File::META_FIELDS,
			array(
				array(
					'label' => 'Trap',
					'type'  => 'url',
					'value' => 'javascript:alert(1)',
				),
			)
		);
		$details = $this->task->details( $file->id );
		$this->assertSame( array(), $details['custom_fields'] );
		$this->assertSame( '', $details['linkview'] );
		$this->assertNull( $details['category'] );
	}

	/**
	 * Bad ids and files the asker may not see get one 404, with nothing about the file.
	 */
	public function test_bad_and_invisible_ids_get_the_same_404(): void {
		$restricted = $this->make_file( array( 'category' => $this->make_category( array( 'visibility' => 'logged_in' ) )['id'] ) );
		$private    = $this->make_file( array( 'status' => 'private' ) );
		foreach ( array( '999999999', '0', '-1', 'abc', '1e3', '', array( 1 ), '99999999999999999999', (string) $restricted->id, (string) $private->id ) as $id ) {
			$error = $this->task->details( $id );
			$this->assertInstanceOf( WP_Error::class, $error, (string) wp_json_encode( $id ) );
			$this->assertSame( 404, $error->get_error_data()['status'] );
			$this->assertSame( 'This file does not exist or you may not see it.', $error->get_error_message() );
		}

		$this->act_as( 'subscriber' );
		$this->assertIsArray( $this->task->details( $restricted->id ) );
	}

	/**
	 * `categoryid` must be the file's category or an ancestor; values that name no category
	 * (themes send 0 or nothing) are ignored.
	 */
	public function test_categoryid_must_contain_the_file(): void {
		$parent = $this->make_category();
		$child  = $this->make_category( array( 'parent' => $parent['id'] ) );
		$other  = $this->make_category();
		$file   = $this->make_file( array( 'category' => $child['id'] ) );

		foreach ( array( $child['id'], $parent['id'], '', '0', 'undefined', null ) as $category ) {
			$this->assertIsArray( $this->task->details( $file->id, $category ), (string) wp_json_encode( $category ) );
		}
		$error = $this->task->details( $file->id, (string) $other['id'] );
		$this->assertInstanceOf( WP_Error::class, $error );
		$this->assertSame( 'This file does not exist or you may not see it.', $error->get_error_message() );
	}

	/**
	 * Over the wire: admin-ajax's `action=wpfd&task=file.display` answers `{ success, file }` for
	 * a visitor, and `{ success: false, data: { message } }` with 404 for an invisible file.
	 */
	public function test_the_wpfd_action_answers_json(): void {
		$file    = $this->make_file( array( 'title' => 'Price list' ) );
		$private = $this->make_file( array( 'status' => 'private' ) );

		$answer = $this->ajax(
			array(
				'task' => 'file.display',
				'view' => 'file',
				'id'   => (string) $file->id,
			)
		);
		$this->assertTrue( $answer['success'] );
		$this->assertSame( $file->id, $answer['file']['ID'] );
		$this->assertSame( 'Price list', $answer['file']['post_title'] );
		$this->assertSame( Downloads::url( $file->id ), $answer['file']['linkdownload'] );

		$answer = $this->ajax(
			array(
				'task' => 'file.display',
				'id'   => (string) $private->id,
			)
		);
		$this->assertFalse( $answer['success'] );
		$this->assertSame( 'This file does not exist or you may not see it.', $answer['data']['message'] );
		$this->assertArrayNotHasKey( 'file', $answer );
	}

	/**
	 * Runs the site's `wp_ajax_nopriv_wpfd` action (the module's real router) as admin-ajax.php
	 * would, and returns the JSON it printed.
	 *
	 * @param array<string, string> $query Query parameters.
	 * @return array<string, mixed>
	 */
	private function ajax( array $query ): array {
		$_GET     = $query + array( 'action' => 'wpfd' );
		$_REQUEST = $_GET;
		$output   = $this->run_as_ajax( static fn () => do_action( 'wp_ajax_nopriv_' . Ajax_Router::ACTION ) );
		$json = json_decode( $output, true );
		$this->assertIsArray( $json, $output );
		return $json;
	}
}
