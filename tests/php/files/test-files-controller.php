<?php
/**
 * Tests for includes/files/class-files-controller.php, class-uploads-controller.php and
 * class-chunked-uploads.php: /frontage/v1/files and /frontage/v1/uploads (a chunked upload ends
 * as a file through /files, so both are tested together).
 *
 * @package Frontage
 */

use Frontage\Files\Chunked_Uploads;
use Frontage\Files\Library;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * What each asker sees, who may add, change and delete files, uploads (whole and chunked), and
 * what bad input gets.
 */
final class Test_Files_Controller extends Library_Test_Case {

	/**
	 * Files created through the API, deleted after the test.
	 *
	 * @var int[]
	 */
	private array $api_files = array();

	/**
	 * Temporary upload files, deleted after the test.
	 *
	 * @var string[]
	 */
	private array $temp_files = array();

	/**
	 * Deletes what the API created.
	 */
	protected function tearDown(): void {
		foreach ( $this->api_files as $id ) {
			if ( $this->library->get( $id ) ) {
				$this->library->delete( $id );
			}
		}
		foreach ( $this->temp_files as $path ) {
			if ( is_file( $path ) ) {
				wp_delete_file( $path );
			}
		}
		foreach ( glob( $this->chunks_dir() . '/*.{json,part}', GLOB_BRACE ) ?: array() as $path ) {
			wp_delete_file( $path );
		}
		$this->api_files  = array();
		$this->temp_files = array();
		parent::tearDown();
	}

	/**
	 * A file record carries the issue's fields, and never the stored path.
	 */
	public function test_a_record_carries_the_files_details_but_not_its_storage_path(): void {
		$category = $this->make_category();
		$file     = $this->make_file(
			array(
				'title'         => 'Annual report',
				'category'      => $category['id'],
				'tags'          => 'finance, 2026',
				'version'       => '2.1',
				'description'   => 'The <em>whole</em> year',
				'custom_fields' => array(
					array(
						'label' => 'Source',
						'type'  => 'url',
						'value' => 'https://example.com/source',
					),
				),
			),
			'annual.txt',
			'twelve bytes'
		);

		$response = $this->rest( 'GET', '/frontage/v1/files/' . $file->id );

		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		foreach ( array( 'id', 'title', 'category', 'tags', 'ext', 'size', 'created', 'updated', 'download_url', 'description', 'status', 'version', 'downloads', 'custom_fields', 'name', 'mime' ) as $key ) {
			$this->assertArrayHasKey( $key, $data, $key );
		}
		$this->assertSame( $file->id, $data['id'] );
		$this->assertSame( 'Annual report', $data['title'] );
		$this->assertSame( $category['id'], $data['category'] );
		$this->assertEqualsCanonicalizing( array( 'finance', '2026' ), array_column( $data['tags'], 'name' ) );
		$this->assertSame( 'txt', $data['ext'] );
		$this->assertSame( 'text', $data['type_family'], 'The family the tables draw its icon for.' );
		$this->assertSame( 'text/plain', $data['mime'] );
		$this->assertSame( 'annual.txt', $data['name'] );
		$this->assertSame( 12, $data['size'] );
		$this->assertSame( '2.1', $data['version'] );
		$this->assertSame( 'publish', $data['status'] );
		$this->assertSame( 0, $data['downloads'] );
		$this->assertSame( 'https://example.com/source', $data['custom_fields'][0]['value'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/', $data['created'] );
		$this->assertStringContainsString( 'frontage_download=' . $file->id, $data['download_url'] );
		$this->assertArrayNotHasKey( 'path', $data );
		$this->assertStringNotContainsString( $file->path, (string) wp_json_encode( $data ), 'The storage path leaks nowhere.' );
		$this->assertStringNotContainsString( 'frontage-files', (string) wp_json_encode( $data ) );
	}

	/**
	 * Visitors list published files in public categories; subscribers add logged-in ones;
	 * editors add private files and role-restricted categories. Totals follow.
	 */
	public function test_lists_only_what_each_asker_may_see(): void {
		$public  = $this->make_category();
		$members = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$editors = $this->make_category(
			array(
				'visibility' => 'roles',
				'roles'      => array( 'editor' ),
			)
		);
		$tag     = 'list-' . wp_generate_password( 6, false, false );
		$open    = $this->make_file( array( 'category' => $public['id'], 'tags' => $tag ) );
		$private = $this->make_file( array( 'category' => $public['id'], 'tags' => $tag, 'status' => 'private' ) );
		$member  = $this->make_file( array( 'category' => $members['id'], 'tags' => $tag ) );
		$editor  = $this->make_file( array( 'category' => $editors['id'], 'tags' => $tag ) );
		$tag_id  = $open->tags[0]['id'];

		$this->assertSame( array( $open->id ), $this->listed_ids( array( 'tag' => $tag_id ) ) );

		$this->act_as( 'subscriber' );
		$this->assertEqualsCanonicalizing( array( $open->id, $member->id ), $this->listed_ids( array( 'tag' => $tag_id ) ) );

		$this->act_as( 'editor' );
		$this->assertEqualsCanonicalizing( array( $open->id, $private->id, $member->id, $editor->id ), $this->listed_ids( array( 'tag' => $tag_id ) ) );

		$response = $this->rest(
			'GET',
			'/frontage/v1/files',
			array(
				'tag'      => (string) $tag_id,
				'per_page' => 3,
				'page'     => 2,
			)
		);
		$this->assertSame( '4', (string) $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', (string) $response->get_headers()['X-WP-TotalPages'] );
		$this->assertCount( 1, $response->get_data() );
	}

	/**
	 * The category filter lists one category, in its own ordering unless told; a category the
	 * visitor may not see answers exactly like a missing one.
	 */
	public function test_filters_by_category_search_and_order(): void {
		$category = $this->make_category( array( 'ordering' => 'size-desc' ) );
		$hidden   = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$this->make_file( array( 'category' => $category['id'], 'title' => 'Small minutes' ), 'a.txt', 'small' );
		$this->make_file( array( 'category' => $category['id'], 'title' => 'Large agenda' ), 'b.txt', str_repeat( 'large ', 40 ) );
		$this->make_file( array( 'category' => $hidden['id'], 'title' => 'Secret' ) );

		$this->assertSame( array( 'Large agenda', 'Small minutes' ), $this->listed_titles( array( 'category' => $category['id'] ) ) );
		$this->assertSame(
			array( 'Large agenda', 'Small minutes' ),
			$this->listed_titles(
				array(
					'category' => $category['id'],
					'orderby'  => 'title',
					'order'    => 'asc',
				)
			)
		);
		$this->assertSame(
			array( 'Small minutes' ),
			$this->listed_titles(
				array(
					'category' => $category['id'],
					'search'   => 'minutes',
				)
			)
		);

		$missing = $this->rest( 'GET', '/frontage/v1/files', array( 'category' => 99999999 ) );
		$this->assertSame( 404, $missing->get_status() );
		$restricted = $this->rest( 'GET', '/frontage/v1/files', array( 'category' => $hidden['id'] ) );
		$this->assertSame( 404, $restricted->get_status() );
		$this->assertSame( $missing->get_data(), $restricted->get_data() );
		$this->assertNotContains( 'Secret', $this->listed_titles( array( 'per_page' => 100 ) ) );

		$this->act_as( 'subscriber' );
		$this->assertSame( array( 'Secret' ), $this->listed_titles( array( 'category' => $hidden['id'] ) ) );
	}

	/**
	 * List arguments out of range or of the wrong type get WordPress's 400 naming them.
	 *
	 * @dataProvider provide_bad_list_args
	 *
	 * @param array<string, mixed> $query The query.
	 * @param string               $param The argument that must be named.
	 */
	public function test_bad_list_arguments_are_refused( array $query, string $param ): void {
		$response = $this->rest( 'GET', '/frontage/v1/files', $query );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertArrayHasKey( $param, $response->get_data()['data']['params'] );
	}

	/**
	 * Bad list queries.
	 *
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public static function provide_bad_list_args(): array {
		return array(
			'per_page 0'         => array( array( 'per_page' => '0' ), 'per_page' ),
			'per_page 101'       => array( array( 'per_page' => '101' ), 'per_page' ),
			'per_page text'      => array( array( 'per_page' => 'all' ), 'per_page' ),
			'page 0'             => array( array( 'page' => '0' ), 'page' ),
			'negative category'  => array( array( 'category' => '-1' ), 'category' ),
			'text category'      => array( array( 'category' => 'abc' ), 'category' ),
			'array category'     => array( array( 'category' => array( '1' ) ), 'category' ),
			'huge category'      => array( array( 'category' => '99999999999999999999' ), 'category' ),
			'unknown orderby'    => array( array( 'orderby' => 'post_password' ), 'orderby' ),
			'sql in orderby'     => array( array( 'orderby' => 'title; DROP TABLE wp_posts' ), 'orderby' ),
			'unknown order'      => array( array( 'order' => 'sideways' ), 'order' ),
			'text tag'           => array( array( 'tag' => 'abc' ), 'tag' ),
			'negative tag'       => array( array( 'tag' => '-4' ), 'tag' ),
			'array search'       => array( array( 'search' => array( 'x' ) ), 'search' ),
		);
	}

	/**
	 * Private, draft, trashed, restricted, missing and non-file ids answer the visitor the
	 * same 404, with not a byte of the file's details.
	 */
	public function test_files_a_visitor_may_not_see_answer_the_same_404_as_missing_ones(): void {
		$public     = $this->make_category();
		$restricted = $this->make_category(
			array(
				'visibility' => 'roles',
				'roles'      => array( 'editor' ),
			)
		);
		$private    = $this->make_file( array( 'category' => $public['id'], 'status' => 'private', 'title' => 'Private salaries' ) );
		$draft      = $this->make_file( array( 'category' => $public['id'], 'title' => 'Draft plan' ) );
		wp_update_post(
			array(
				'ID'          => $draft->id,
				'post_status' => 'draft',
			)
		);
		$trashed = $this->make_file( array( 'category' => $public['id'], 'title' => 'Trashed memo' ) );
		wp_trash_post( $trashed->id );
		$hidden = $this->make_file( array( 'category' => $restricted['id'], 'title' => 'Editors only' ) );
		$page   = $this->create_post( array( 'post_type' => 'page' ) );

		$missing = $this->rest( 'GET', '/frontage/v1/files/99999999' );
		$this->assertSame( 404, $missing->get_status() );
		foreach ( array( $private->id, $draft->id, $trashed->id, $hidden->id, $page ) as $id ) {
			$response = $this->rest( 'GET', '/frontage/v1/files/' . $id );
			$this->assertSame( 404, $response->get_status(), (string) $id );
			$this->assertSame( $missing->get_data(), $response->get_data(), 'Indistinguishable from a missing id.' );
		}

		$this->act_as( 'subscriber' );
		foreach ( array( $private->id, $draft->id, $trashed->id, $hidden->id ) as $id ) {
			$this->assertSame( $missing->get_data(), $this->rest( 'GET', '/frontage/v1/files/' . $id )->get_data() );
		}
		$titles = $this->listed_titles( array( 'per_page' => 100 ) );
		foreach ( array( 'Private salaries', 'Draft plan', 'Trashed memo', 'Editors only' ) as $title ) {
			$this->assertNotContains( $title, $titles );
		}

		$this->act_as( 'editor' );
		$this->assertSame( 200, $this->rest( 'GET', '/frontage/v1/files/' . $private->id )->get_status() );
		$this->assertSame( 200, $this->rest( 'GET', '/frontage/v1/files/' . $hidden->id )->get_status() );
	}

	/**
	 * Ids that are not positive whole numbers get WordPress's 400 on every method.
	 *
	 * @dataProvider provide_bad_ids
	 *
	 * @param string $id The id as it appears in the URL.
	 */
	public function test_bad_ids_are_refused( string $id ): void {
		$this->assertSame( 400, $this->rest( 'GET', '/frontage/v1/files/' . $id )->get_status() );
		$this->act_as( 'editor' );
		$this->assertSame( 400, $this->rest( 'PUT', '/frontage/v1/files/' . $id, array( 'title' => 'x' ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'DELETE', '/frontage/v1/files/' . $id )->get_status() );
	}

	/**
	 * Ids that are not ids.
	 *
	 * @return array<string, array{string}>
	 */
	public static function provide_bad_ids(): array {
		return array(
			'negative'    => array( '-5' ),
			'zero'        => array( '0' ),
			'non-numeric' => array( 'report' ),
			'exponent'    => array( '1e3' ),
			'hex'         => array( '0x1A' ),
			'huge'        => array( '99999999999999999999' ),
			'traversal'   => array( '..%2F..%2Fwp-config.php' ),
		);
	}

	/**
	 * Visitors (401), subscribers, authors and contributors (403) may not add, change or
	 * delete files; nothing is stored or changed.
	 */
	public function test_only_library_managers_write(): void {
		$file = $this->make_file( array( 'title' => 'Kept' ) );

		foreach ( array( '' => 401, 'subscriber' => 403, 'author' => 403, 'contributor' => 403 ) as $role => $status ) {
			if ( $role ) {
				$this->act_as( $role );
			}
			$this->assertSame( $status, $this->upload( 'POST', '/frontage/v1/files', 'new.txt', 'text' )->get_status(), $role );
			$this->assertSame( $status, $this->rest( 'PUT', '/frontage/v1/files/' . $file->id, array( 'title' => 'Changed' ) )->get_status(), $role );
			$this->assertSame( $status, $this->upload( 'PUT', '/frontage/v1/files/' . $file->id, 'other.txt', 'other' )->get_status(), $role );
			$this->assertSame( $status, $this->rest( 'DELETE', '/frontage/v1/files/' . $file->id )->get_status(), $role );
			$this->assertSame( $status, $this->rest( 'POST', '/frontage/v1/uploads', array( 'name' => 'big.txt', 'size' => 10 ) )->get_status(), $role );
			$this->assertSame( $status, $this->rest( 'GET', '/frontage/v1/uploads' )->get_status(), $role );
		}
		$this->assertSame( 'Kept', $this->library->get( $file->id )->title );
		$this->assertSame( 'report.txt', $this->library->get( $file->id )->name );
		$this->assertSame( 0, $this->titled( 'new' ) );
		foreach ( $this->temp_files as $tmp ) {
			$this->assertFileExists( $tmp, 'No upload was taken into storage.' );
		}
	}

	/**
	 * An editor uploads a file with its details (multipart, tags as a comma list).
	 */
	public function test_managers_upload_files_with_their_details(): void {
		$category = $this->make_category();
		$this->act_as( 'editor' );

		$response = $this->upload(
			'POST',
			'/frontage/v1/files',
			'minutes-2026.txt',
			"Minutes of the meeting\n",
			array(
				'title'         => 'Board minutes',
				'category'      => (string) $category['id'],
				'tags'          => 'board, 2026',
				'description'   => 'Signed <script>alert(1)</script>copy',
				'status'        => 'private',
				'version'       => '3',
				'custom_fields' => array(
					array(
						'label' => 'Approved by',
						'value' => 'The board',
					),
				),
			)
		);

		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertSame( 'Board minutes', $data['title'] );
		$this->assertSame( $category['id'], $data['category'] );
		$this->assertEqualsCanonicalizing( array( 'board', '2026' ), array_column( $data['tags'], 'name' ) );
		$this->assertStringNotContainsString( '<script', $data['description'] );
		$this->assertSame( 'private', $data['status'] );
		$this->assertSame( '3', $data['version'] );
		$this->assertSame( 'minutes-2026.txt', $data['name'] );
		$this->assertSame( 23, $data['size'] );
		$this->assertSame( 'Approved by', $data['custom_fields'][0]['label'] );
		$this->assertStringEndsWith( '/frontage/v1/files/' . $data['id'], $response->get_headers()['Location'] );
		$stored = $this->library->storage()->absolute_path( $this->library->get( $data['id'] )->path );
		$this->assertSame( "Minutes of the meeting\n", file_get_contents( (string) $stored ) );

		$this->act_as( 'administrator' );
		$plain = $this->upload( 'POST', '/frontage/v1/files', 'notes.txt', 'notes' );
		$this->assertSame( 201, $plain->get_status() );
		$this->assertSame( 'notes', $plain->get_data()['title'], 'The title defaults to the name.' );
		$this->assertSame( 'publish', $plain->get_data()['status'], 'Files are published unless told.' );
	}

	/**
	 * Executable, disguised and scripted uploads, and uploads over the limit, are refused with
	 * a clear message; nothing is stored or recorded.
	 *
	 * @dataProvider provide_refused_uploads
	 *
	 * @param string $name     Upload name.
	 * @param string $contents Bytes.
	 * @param int    $status   Expected status.
	 * @param string $message  Part of the expected message.
	 */
	public function test_dangerous_uploads_are_refused( string $name, string $contents, int $status, string $message ): void {
		$this->set_option( Library::OPTION_MAX_UPLOAD, 1000 );
		$this->act_as( 'editor' );
		$title = 'Refused ' . wp_generate_password( 8, false );

		$response = $this->upload( 'POST', '/frontage/v1/files', $name, $contents, array( 'title' => $title ) );

		$this->assertSame( $status, $response->get_status() );
		$this->assertStringContainsString( $message, $response->get_data()['message'] );
		$this->assertSame( 0, $this->titled( $title ), 'No record.' );
		$this->assertFileExists( end( $this->temp_files ), 'The bytes were not taken into storage.' );
	}

	/**
	 * Uploads that must be refused.
	 *
	 * @return array<string, array{string, string, int, string}>
	 */
	public static function provide_refused_uploads(): array {
		return array(
			'php'              => array( 'shell.php', '<?php echo 1;', 400, 'Files of type .php cannot be added' ),
			'phtml'            => array( 'shell.phtml', '<?php echo 1;', 400, 'Files of type .phtml cannot be added' ),
			'phar'             => array( 'lib.phar', 'phar', 400, 'Files of type .phar cannot be added' ),
			'double extension' => array( 'invoice.php.pdf', '%PDF-1.4', 400, 'Files of type .php cannot be added' ),
			'upper case'       => array( 'SHELL.PHP', '<?php echo 1;', 400, '.php' ),
			'svg with script'  => array( 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 400, 'svg' ),
			'traversal name'   => array( '../../wp-config.php', '<?php', 400, '.php' ),
			'over the limit'   => array( 'big.txt', str_repeat( 'x', 1001 ), 413, 'the library accepts files up to 1,000 B' ),
		);
	}

	/**
	 * Failed and missing multipart uploads get a clear message and the right status.
	 */
	public function test_failed_uploads_are_explained(): void {
		$this->act_as( 'editor' );
		$cases = array(
			UPLOAD_ERR_INI_SIZE   => array( 413, 'larger than this server accepts' ),
			UPLOAD_ERR_FORM_SIZE  => array( 413, 'larger than this server accepts' ),
			UPLOAD_ERR_PARTIAL    => array( 400, 'interrupted' ),
			UPLOAD_ERR_NO_FILE    => array( 400, 'No file was sent' ),
			UPLOAD_ERR_NO_TMP_DIR => array( 500, 'temporary folder' ),
			UPLOAD_ERR_CANT_WRITE => array( 500, 'temporary folder' ),
			UPLOAD_ERR_EXTENSION  => array( 500, 'refused the upload' ),
		);
		foreach ( $cases as $error => [ $status, $message ] ) {
			$response = $this->upload( 'POST', '/frontage/v1/files', 'a.txt', 'a', array(), $error );
			$this->assertSame( $status, $response->get_status(), (string) $error );
			$this->assertStringContainsString( $message, $response->get_data()['message'] );
		}

		$none = $this->rest( 'POST', '/frontage/v1/files', array( 'title' => 'No file' ) );
		$this->assertSame( 400, $none->get_status() );
		$this->assertStringContainsString( 'multipart field "file"', $none->get_data()['message'] );

		$request = new WP_REST_Request( 'POST', '/frontage/v1/files' );
		$request->set_file_params(
			array(
				'file' => array(
					'name'     => array( 'a.txt', 'b.txt' ),
					'tmp_name' => array( '/tmp/a', '/tmp/b' ),
					'error'    => array( 0, 0 ),
					'size'     => array( 1, 1 ),
				),
			)
		);
		$this->assertSame( 400, rest_do_request( $request )->get_status(), 'Several files in one field.' );

		$request = new WP_REST_Request( 'POST', '/frontage/v1/files' );
		$request->set_file_params(
			array(
				'file' => array(
					'name'     => 'passwd-copy.txt',
					'tmp_name' => '/nonexistent/passwd',
					'error'    => 0,
					'size'     => 10,
				),
			)
		);
		$this->assertSame( 400, rest_do_request( $request )->get_status(), 'A temp file that is not there.' );
		$this->assertSame( 0, $this->titled( 'a' ) + $this->titled( 'passwd-copy' ), 'No record.' );
	}

	/**
	 * Bad details are refused before anything is stored.
	 */
	public function test_bad_details_are_refused_before_storing(): void {
		$this->act_as( 'editor' );
		$cases = array(
			array( array( 'category' => '99999999' ), 400, 'The category does not exist' ),
			array( array( 'category' => '-1' ), 400, 'category' ),
			array( array( 'category' => 'abc' ), 400, 'category' ),
			array( array( 'status' => 'draft' ), 400, 'status is not one of publish and private' ),
			array( array( 'status' => 'trash' ), 400, 'status' ),
			array( array( 'custom_fields' => array( array( 'label' => 'Link', 'type' => 'url', 'value' => 'javascript:alert(1)' ) ) ), 400, 'needs a web address' ),
			array( array( 'custom_fields' => array( array( 'label' => 'X', 'type' => 'script' ) ) ), 400, 'custom_fields[0][type] is not one of text and url' ),
			array( array( 'custom_fields' => 'text' ), 400, 'custom_fields' ),
			array( array( 'upload_id' => '../../etc/passwd' ), 400, 'upload_id' ),
		);
		foreach ( $cases as [ $fields, $status, $message ] ) {
			$title    = 'Refused ' . wp_generate_password( 8, false );
			$response = $this->upload( 'POST', '/frontage/v1/files', 'a.txt', 'some text', $fields + array( 'title' => $title ) );
			$this->assertSame( $status, $response->get_status(), wp_json_encode( $fields ) );
			$this->assertStringContainsString( $message, wp_json_encode( $response->get_data() ), wp_json_encode( $fields ) );
			$this->assertSame( 0, $this->titled( $title ), 'No record.' );
			$this->assertFileExists( end( $this->temp_files ), 'The bytes were not taken into storage.' );
		}
	}

	/**
	 * PUT changes details; PUT with a file replaces the bytes keeping the id, the details and
	 * the download count; a refused replacement changes nothing at all.
	 */
	public function test_managers_change_and_replace_files(): void {
		$category = $this->make_category();
		$file     = $this->make_file( array( 'title' => 'Price list' ), 'prices-2025.txt', 'old prices' );
		$this->library->count_download( $file->id );
		$old_path = (string) $this->library->storage()->absolute_path( $file->path );
		$this->act_as( 'editor' );

		$changed = $this->rest(
			'PUT',
			'/frontage/v1/files/' . $file->id,
			array(
				'title'    => 'Price list 2026',
				'category' => $category['id'],
				'tags'     => array( 'prices' ),
				'status'   => 'private',
			)
		);
		$this->assertSame( 200, $changed->get_status() );
		$this->assertSame( 'Price list 2026', $changed->get_data()['title'] );
		$this->assertSame( $category['id'], $changed->get_data()['category'] );
		$this->assertSame( 'private', $changed->get_data()['status'] );
		$this->assertSame( 'prices-2025.txt', $changed->get_data()['name'], 'Details only: the bytes stay.' );

		$refused = $this->upload( 'PUT', '/frontage/v1/files/' . $file->id, 'prices.phtml', '<?php', array( 'title' => 'Hacked' ) );
		$this->assertSame( 400, $refused->get_status() );
		$this->assertSame( 'Price list 2026', $this->library->get( $file->id )->title, 'A refused upload changes no detail either.' );
		$bad_detail = $this->upload( 'PUT', '/frontage/v1/files/' . $file->id, 'prices-2026.txt', 'new', array( 'category' => '99999999' ) );
		$this->assertSame( 400, $bad_detail->get_status() );
		$this->assertSame( 'prices-2025.txt', $this->library->get( $file->id )->name, 'A refused detail changes no byte either.' );
		$this->assertFileExists( $old_path );

		$replaced = $this->upload( 'PUT', '/frontage/v1/files/' . $file->id, 'prices-2026.txt', 'new prices!', array( 'version' => '2026' ) );
		$this->assertSame( 200, $replaced->get_status(), wp_json_encode( $replaced->get_data() ) );
		$data = $replaced->get_data();
		$this->assertSame( $file->id, $data['id'] );
		$this->assertSame( 'prices-2026.txt', $data['name'] );
		$this->assertSame( 11, $data['size'] );
		$this->assertSame( '2026', $data['version'] );
		$this->assertSame( 'Price list 2026', $data['title'] );
		$this->assertSame( 1, $data['downloads'] );
		$this->assertSame( $file->download_url(), $data['download_url'], 'Links keep working.' );
		$this->assertFileExists( $old_path, 'The old bytes are kept as a version (docs/files.md "Versions").' );
		$this->assertSame( array( 'prices-2025.txt' ), array_column( $this->library->versions()->all( $file->id ), 'name' ) );

		// A real PUT with a multipart body: PHP leaves it unparsed, so it must not pass as "no change".
		$raw = new WP_REST_Request( 'PUT', '/frontage/v1/files/' . $file->id );
		$raw->set_header( 'Content-Type', 'multipart/form-data; boundary=b' );
		$raw->set_body( "--b\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nLost\r\n--b--\r\n" );
		$unparsed = rest_do_request( $raw );
		$this->assertSame( 415, $unparsed->get_status() );
		$this->assertStringContainsString( 'X-HTTP-Method-Override', $unparsed->get_data()['message'] );

		$this->assertSame( 404, $this->rest( 'PUT', '/frontage/v1/files/99999999', array( 'title' => 'x' ) )->get_status() );
		$page = $this->create_post( array( 'post_type' => 'page' ) );
		$this->assertSame( 404, $this->rest( 'PUT', '/frontage/v1/files/' . $page, array( 'title' => 'x' ) )->get_status(), 'Other posts are not files.' );
	}

	/**
	 * DELETE removes the record and its bytes and says what it was.
	 */
	public function test_managers_delete_files(): void {
		$file = $this->make_file( array( 'title' => 'Obsolete' ) );
		$path = (string) $this->library->storage()->absolute_path( $file->path );
		$this->act_as( 'administrator' );

		$response = $this->rest( 'DELETE', '/frontage/v1/files/' . $file->id );

		$this->assertSame( 200, $response->get_status() );
		$this->assertTrue( $response->get_data()['deleted'] );
		$this->assertSame( 'Obsolete', $response->get_data()['previous']['title'] );
		$this->assertNull( $this->library->get( $file->id ) );
		$this->assertFileDoesNotExist( $path );
		$this->assertSame( 404, $this->rest( 'DELETE', '/frontage/v1/files/' . $file->id )->get_status() );
		$this->assertSame( 404, $this->rest( 'GET', '/frontage/v1/files/' . $file->id )->get_status() );
	}

	/**
	 * A file sent in chunks becomes a library file; the parts are gone afterwards.
	 */
	public function test_chunked_upload_becomes_a_file(): void {
		$category = $this->make_category();
		$this->act_as( 'editor' );
		$contents = str_repeat( "0123456789abcdef\n", 1000 );
		$size     = strlen( $contents );

		$limits = $this->rest( 'GET', '/frontage/v1/uploads' )->get_data();
		$this->assertSame( Chunked_Uploads::chunk_size(), $limits['chunk_size'] );
		$this->assertLessThanOrEqual( Chunked_Uploads::MAX_CHUNK, $limits['chunk_size'] );
		$this->assertSame( wp_max_upload_size(), $limits['max_request_bytes'] );
		$this->assertSame( $this->library->max_upload_bytes(), $limits['max_file_bytes'] );

		$started = $this->rest(
			'POST',
			'/frontage/v1/uploads',
			array(
				'name' => 'large-report.txt',
				'size' => $size,
			)
		);
		$this->assertSame( 201, $started->get_status() );
		$id = $started->get_data()['upload_id'];
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $id );
		$this->assertSame( 0, $started->get_data()['received'] );
		$this->assertGreaterThan( 0, $started->get_data()['chunk_size'] );

		$incomplete = $this->rest( 'POST', '/frontage/v1/files', array( 'upload_id' => $id ) );
		$this->assertSame( 409, $incomplete->get_status() );
		$this->assertStringContainsString( '0 of ' . $size, $incomplete->get_data()['message'] );

		foreach ( str_split( $contents, 6000 ) as $index => $chunk ) {
			$first    = $index * 6000;
			$response = $this->chunk( $id, $chunk, $first, $size );
			$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
			$this->assertSame( $first + strlen( $chunk ), $response->get_data()['received'] );
		}
		$this->assertSame( $size, $this->rest( 'GET', '/frontage/v1/uploads/' . $id )->get_data()['received'] );

		$created = $this->rest(
			'POST',
			'/frontage/v1/files',
			array(
				'upload_id' => $id,
				'title'     => 'Large report',
				'category'  => $category['id'],
			)
		);
		$this->assertSame( 201, $created->get_status(), wp_json_encode( $created->get_data() ) );
		$this->api_files[] = $created->get_data()['id'];
		$this->assertSame( 'large-report.txt', $created->get_data()['name'] );
		$this->assertSame( $size, $created->get_data()['size'] );
		$this->assertSame( $category['id'], $created->get_data()['category'] );
		$stored = $this->library->storage()->absolute_path( $this->library->get( $created->get_data()['id'] )->path );
		$this->assertSame( md5( $contents ), md5_file( (string) $stored ) );
		$this->assertSame( array(), $this->chunk_files(), 'No part is left behind.' );
		$this->assertSame( 404, $this->rest( 'POST', '/frontage/v1/files', array( 'upload_id' => $id ) )->get_status(), 'An upload is used once.' );
	}

	/**
	 * A chunked upload can replace a file's bytes too.
	 */
	public function test_chunked_upload_replaces_a_file(): void {
		$file = $this->make_file( array(), 'v1.txt', 'version one' );
		$this->act_as( 'editor' );
		$id = $this->rest( 'POST', '/frontage/v1/uploads', array( 'name' => 'v2.txt', 'size' => 11 ) )->get_data()['upload_id'];
		$this->chunk( $id, 'version two', 0, 11 );

		$response = $this->rest( 'PUT', '/frontage/v1/files/' . $file->id, array( 'upload_id' => $id ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $file->id, $response->get_data()['id'] );
		$this->assertSame( 'v2.txt', $response->get_data()['name'] );
		$this->assertSame( array(), $this->chunk_files() );
	}

	/**
	 * Chunked uploads refuse bad names and sizes up front, chunks out of order or of the
	 * wrong shape, other users' uploads; a refused file leaves no part behind.
	 */
	public function test_chunked_upload_bad_input(): void {
		$this->set_option( Library::OPTION_MAX_UPLOAD, 100 );
		$this->act_as( 'editor' );

		$php = $this->rest( 'POST', '/frontage/v1/uploads', array( 'name' => 'shell.php', 'size' => 10 ) );
		$this->assertSame( 400, $php->get_status() );
		$this->assertStringContainsString( '.php', $php->get_data()['message'] );
		$too_big = $this->rest( 'POST', '/frontage/v1/uploads', array( 'name' => 'big.txt', 'size' => 101 ) );
		$this->assertSame( 413, $too_big->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/frontage/v1/uploads', array( 'name' => 'a.txt', 'size' => 0 ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/frontage/v1/uploads', array( 'name' => 'a.txt' ) )->get_status() );
		$this->assertSame( array(), $this->chunk_files(), 'Refused starts leave nothing.' );

		$id = $this->rest( 'POST', '/frontage/v1/uploads', array( 'name' => 'a.txt', 'size' => 10 ) )->get_data()['upload_id'];

		$gap = $this->chunk( $id, 'fghij', 5, 10 );
		$this->assertSame( 409, $gap->get_status() );
		$this->assertStringContainsString( 'starts at byte 0', $gap->get_data()['message'] );
		$this->assertSame( 400, $this->chunk( $id, 'abcde', 0, 11 )->get_status(), 'Total differs from the declared size.' );
		$this->assertSame( 400, $this->chunk( $id, 'abc', 0, 10, 'bytes 0-4/10' )->get_status(), 'Range length differs from the body.' );
		$this->assertSame( 400, $this->chunk( $id, 'abcde', 0, 10, 'bytes 4-0/10' )->get_status(), 'Backwards range.' );
		$this->assertSame( 400, $this->chunk( $id, 'abcde', 0, 10, 'bytes=0-4/10' )->get_status(), 'Malformed range.' );
		$this->assertSame( 400, $this->chunk( $id, 'abcde', 0, 10, 'bytes 8-12/10' )->get_status(), 'Past the end.' );
		$no_range = new WP_REST_Request( 'PUT', '/frontage/v1/uploads/' . $id );
		$no_range->set_header( 'Content-Type', 'application/octet-stream' );
		$no_range->set_body( 'abcde' );
		$this->assertSame( 400, rest_do_request( $no_range )->get_status() );
		$form = new WP_REST_Request( 'PUT', '/frontage/v1/uploads/' . $id );
		$form->set_header( 'Content-Type', 'application/x-www-form-urlencoded' );
		$form->set_header( 'Content-Range', 'bytes 0-4/10' );
		$form->set_body( 'abcde' );
		$this->assertSame( 415, rest_do_request( $form )->get_status() );
		$this->assertSame( 400, $this->rest( 'GET', '/frontage/v1/uploads/..%2F..%2Fwp-config' )->get_status() );
		$this->assertSame( 404, $this->rest( 'GET', '/frontage/v1/uploads/' . str_repeat( 'a', 32 ) )->get_status() );

		$this->assertSame( 200, $this->chunk( $id, 'abcde', 0, 10 )->get_status() );
		$this->assertSame( 409, $this->chunk( $id, 'abcde', 0, 10 )->get_status(), 'A chunk sent twice is refused, not appended.' );

		$this->act_as( 'editor' );
		$this->assertSame( 404, $this->rest( 'GET', '/frontage/v1/uploads/' . $id )->get_status(), 'Another manager cannot see it.' );
		$this->assertSame( 404, $this->chunk( $id, 'fghij', 5, 10 )->get_status() );
		$this->assertSame( 404, $this->rest( 'POST', '/frontage/v1/files', array( 'upload_id' => $id ) )->get_status() );

		// PHP disguised as text passes the name check but not the content check: nothing stays.
		$other = $this->rest( 'POST', '/frontage/v1/uploads', array( 'name' => 'notes.txt', 'size' => 10 ) )->get_data()['upload_id'];
		$this->assertSame( 200, $this->chunk( $other, '<?php die;', 0, 10 )->get_status() );
		$response = $this->rest(
			'POST',
			'/frontage/v1/files',
			array(
				'upload_id' => $other,
				'title'     => 'Disguised ' . $other,
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringStartsWith( "This file's content does not match .txt", $response->get_data()['message'] );
		$this->assertSame( 0, $this->titled( 'Disguised ' . $other ) );
		$this->assertNotContains( $other . '.part', $this->chunk_files() );
		$this->assertNotContains( $other . '.json', $this->chunk_files() );

		$cancel = $this->rest( 'POST', '/frontage/v1/uploads', array( 'name' => 'c.txt', 'size' => 10 ) )->get_data()['upload_id'];
		$this->assertSame( 200, $this->rest( 'DELETE', '/frontage/v1/uploads/' . $cancel )->get_status() );
		$this->assertNotContains( $cancel . '.part', $this->chunk_files() );
		$this->assertSame( 404, $this->rest( 'DELETE', '/frontage/v1/uploads/' . $cancel )->get_status() );
	}

	/**
	 * A chunked upload whose assembled content is refused (an SVG with a script, allowed by
	 * name on a site that takes SVGs) leaves no part and no file.
	 */
	public function test_refused_chunked_content_leaves_nothing(): void {
		$allow_svg = static fn ( array $mimes ): array => $mimes + array( 'svg' => 'image/svg+xml' );
		add_filter( 'upload_mimes', $allow_svg );
		$this->act_as( 'editor' );
		$svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

		$id = $this->rest( 'POST', '/frontage/v1/uploads', array( 'name' => 'logo.svg', 'size' => strlen( $svg ) ) )->get_data()['upload_id'] ?? '';
		$this->chunk( $id, $svg, 0, strlen( $svg ) );
		$response = $this->rest(
			'POST',
			'/frontage/v1/files',
			array(
				'upload_id' => $id,
				'title'     => 'Scripted ' . $id,
			)
		);
		remove_filter( 'upload_mimes', $allow_svg );

		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( 'scripts', $response->get_data()['message'] );
		$this->assertSame( array(), $this->chunk_files() );
		$this->assertSame( 0, $this->titled( 'Scripted ' . $id ) );
	}

	/**
	 * Uploads nobody touched for a day are removed when the next one starts.
	 */
	public function test_stale_chunked_uploads_are_removed(): void {
		$this->act_as( 'editor' );
		$old = $this->rest( 'POST', '/frontage/v1/uploads', array( 'name' => 'old.txt', 'size' => 10 ) )->get_data()['upload_id'];
		$this->chunk( $old, 'abc', 0, 10 );
		$long_ago = time() - Chunked_Uploads::STALE_AFTER - 60;
		touch( $this->chunks_dir() . '/' . $old . '.json', $long_ago );
		touch( $this->chunks_dir() . '/' . $old . '.part', $long_ago );

		$new = $this->rest( 'POST', '/frontage/v1/uploads', array( 'name' => 'new.txt', 'size' => 10 ) )->get_data()['upload_id'];

		$this->assertEqualsCanonicalizing( array( $new . '.json', $new . '.part' ), $this->chunk_files() );
		$this->assertSame( 404, $this->rest( 'GET', '/frontage/v1/uploads/' . $old )->get_status() );
	}

	/**
	 * Sends a multipart-style request: fields as body parameters, the file as PHP would give it.
	 *
	 * @param string               $method   POST or PUT.
	 * @param string               $route    Route.
	 * @param string               $name     File name.
	 * @param string               $contents Bytes.
	 * @param array<string, mixed> $fields   Other fields.
	 * @param int                  $error    UPLOAD_ERR_* code.
	 */
	private function upload( string $method, string $route, string $name, string $contents, array $fields = array(), int $error = UPLOAD_ERR_OK ): WP_REST_Response {
		$tmp                = $this->temp_upload( $contents );
		$this->temp_files[] = $tmp;
		$request            = new WP_REST_Request( $method, $route );
		$request->set_header( 'Content-Type', 'multipart/form-data; boundary=x' );
		$request->set_body_params( $fields );
		$request->set_file_params(
			array(
				'file' => array(
					'name'     => $name,
					'type'     => 'application/octet-stream',
					'tmp_name' => UPLOAD_ERR_OK === $error ? $tmp : '',
					'error'    => $error,
					'size'     => strlen( $contents ),
				),
			)
		);
		$response = rest_do_request( $request );
		if ( 'POST' === $method && 201 === $response->get_status() ) {
			$this->api_files[] = $response->get_data()['id'];
		}
		return $response;
	}

	/**
	 * Sends one chunk.
	 *
	 * @param string $id    Upload id.
	 * @param string $bytes The chunk.
	 * @param int    $first Its first byte's offset.
	 * @param int    $total The upload's size.
	 * @param string $range A Content-Range to send instead of the right one.
	 */
	private function chunk( string $id, string $bytes, int $first, int $total, string $range = '' ): WP_REST_Response {
		$request = new WP_REST_Request( 'PUT', '/frontage/v1/uploads/' . $id );
		$request->set_header( 'Content-Type', 'application/octet-stream' );
		$request->set_header( 'Content-Range', $range ? $range : sprintf( 'bytes %d-%d/%d', $first, $first + strlen( $bytes ) - 1, $total ) );
		$request->set_body( $bytes );
		return rest_do_request( $request );
	}

	/**
	 * Ids listed for the current user.
	 *
	 * @param array<string, mixed> $query Query.
	 * @return int[]
	 */
	private function listed_ids( array $query ): array {
		$response = $this->rest( 'GET', '/frontage/v1/files', $query + array( 'per_page' => 100 ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return array_column( $response->get_data(), 'id' );
	}

	/**
	 * Titles listed for the current user.
	 *
	 * @param array<string, mixed> $query Query.
	 * @return string[]
	 */
	private function listed_titles( array $query ): array {
		$response = $this->rest( 'GET', '/frontage/v1/files', $query );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return array_column( $response->get_data(), 'title' );
	}

	/**
	 * How many library files have a title (counted in the database, whatever their status).
	 *
	 * @param string $title Title.
	 */
	private function titled( string $title ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s AND post_title = %s", 'frontage_file', $title ) );
	}

	/**
	 * The chunked uploads' folder.
	 */
	private function chunks_dir(): string {
		return $this->library->storage()->base_dir() . '/' . Chunked_Uploads::FOLDER;
	}

	/**
	 * The upload parts present.
	 *
	 * @return string[]
	 */
	private function chunk_files(): array {
		return array_map( 'basename', glob( $this->chunks_dir() . '/*.{json,part}', GLOB_BRACE ) ?: array() );
	}
}
