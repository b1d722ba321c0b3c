<?php
/**
 * Tests for includes/files/class-zips.php, class-zip-selection.php, class-zip-reply.php and
 * class-zip-tickets.php: the four zip tasks, their JSON answers to every bad input, the hashes,
 * and the archives they stream.
 *
 * @package Frontage
 */

use Frontage\Ajax_Router;
use Frontage\Files\File;
use Frontage\Files\Zip_Counts;
use Frontage\Files\Zip_Reply;
use Frontage\Files\Zip_Selection;
use Frontage\Files\Zip_Stream;
use Frontage\Files\Zip_Tickets;
use Frontage\Files\Zips;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * Zips of selected files, from the selection to the streamed archive.
 */
final class Test_Zips extends Library_Test_Case {

	/**
	 * The router the tasks are registered on.
	 *
	 * @var Ajax_Router
	 */
	private Ajax_Router $router;

	/**
	 * The service under test.
	 *
	 * @var Zips
	 */
	private Zips $zips;

	/**
	 * The selection rule the tasks use.
	 *
	 * @var Zip_Selection
	 */
	private Zip_Selection $selection;

	/**
	 * The time the tickets see.
	 *
	 * @var int
	 */
	private int $now;

	/**
	 * Temporary archives written by the test.
	 *
	 * @var string[]
	 */
	private array $archives = array();

	/**
	 * Builds the tasks on a router of their own, with a clock the test can move, and no zip
	 * requests counted yet (the throttle: test-zip-tickets.php).
	 */
	protected function setUp(): void {
		parent::setUp();
		self::forget_counts();
		$this->now       = time();
		$this->router    = new Ajax_Router();
		$this->selection = new Zip_Selection( $this->library );
		$this->zips      = new Zips( $this->library, $this->router, new Zip_Tickets( fn (): int => $this->now ), $this->selection );
		$this->zips->add_hooks();
		unset( $_COOKIE[ Zip_Tickets::COOKIE ] );
	}

	/**
	 * Forgets the request and the archives.
	 */
	protected function tearDown(): void {
		unset( $_COOKIE[ Zip_Tickets::COOKIE ] );
		$_GET     = array();
		$_POST    = array();
		$_REQUEST = array();
		foreach ( $this->archives as $path ) {
			if ( file_exists( $path ) ) {
				unlink( $path );
			}
		}
		self::forget_counts();
		parent::tearDown();
	}

	/**
	 * Empties the table of hash uses and zip requests.
	 */
	private static function forget_counts(): void {
		global $wpdb;
		( new Zip_Counts() )->maybe_install();
		$wpdb->query( 'DELETE FROM ' . Zip_Counts::table() );
	}

	/**
	 * The wire names are the documented ones, misspellings included.
	 */
	public function test_registers_the_four_tasks_by_their_wire_names(): void {
		$this->assertEqualsCanonicalizing(
			array( 'files.zipSeletedFiles', 'files.downloadZipedFile', 'files.zipSeletedFilesMultipleCategories', 'files.downloadZipedFileMultipleCategories' ),
			$this->router->tasks()
		);
	}

	/**
	 * A visitor zips two visible files: the hash comes back as JSON, and redeeming it gives an
	 * archive with both files' bytes under their names, named after the category.
	 */
	public function test_a_visitor_zips_two_visible_files(): void {
		$category = $this->make_category( array( 'name' => 'Rapports été' ) );
		$first    = $this->make_file( array( 'category' => $category['id'] ), 'minutes.txt', str_repeat( "Minutes\n", 500 ) );
		$second   = $this->make_file( array( 'category' => $category['id'] ), 'budget.csv', "a,b\n1,2\n" );

		$answer = $this->call_task(
			Zips::TASK_ZIP,
			array(
				'filesId'          => $first->id . ',' . $second->id,
				'wpfd_category_id' => (string) $category['id'],
			)
		);
		$this->assertTrue( $answer['success'] );
		$this->assertMatchesRegularExpression( '/^[A-Za-z0-9_-]+$/', $answer['data']['hash'], 'URL-safe.' );

		$archive = $this->zips->open( Zips::KIND_CATEGORY, $answer['data']['hash'], 'ignored when the category is known' );
		$this->assertIsArray( $archive );
		$this->assertSame( 'Rapports été.zip', $archive['name'] );
		$this->assertSame(
			array(
				'minutes.txt' => str_repeat( "Minutes\n", 500 ),
				'budget.csv'  => "a,b\n1,2\n",
			),
			$this->unzip( $archive )
		);
	}

	/**
	 * Each bad selection gets a JSON failure with a message a person understands and the right
	 * status, and no hash.
	 *
	 * @dataProvider provide_bad_selections
	 *
	 * @param callable $ids     Builds filesId from the test's files, made on demand by name
	 *                          (see file_of_kind()).
	 * @param int      $status  Expected HTTP status.
	 * @param string   $message Part of the expected message.
	 */
	public function test_refuses_bad_selections( callable $ids, int $status, string $message ): void {
		$files = array();
		$make  = function ( string $kind ) use ( &$files ): int {
			$files[ $kind ] ??= $this->file_of_kind( $kind );
			return $files[ $kind ];
		};

		$result = $this->zips->issue_for_category( $ids( $make ), '0' );

		$this->assertWPError( $result );
		$this->assertSame( $status, $result->get_error_data()['status'] );
		$this->assertStringContainsString( $message, $result->get_error_message() );

		$answer = $this->call_task( Zips::TASK_ZIP, array( 'filesId' => $ids( $make ) ) );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( $result->get_error_message(), $answer['data']['message'] );
		$this->assertArrayNotHasKey( 'hash', $answer['data'] );
	}

	/**
	 * Selections that must be refused, whole.
	 *
	 * @return array<string, array{0: callable, 1: int, 2: string}>
	 */
	public static function provide_bad_selections(): array {
		$not_found = 'does not exist or you may not see it, so nothing was zipped';
		return array(
			'an id that does not exist'      => array( static fn ( callable $f ) => '987654321', 404, 'File 987654321 ' . $not_found ),
			'a private file'                 => array( static fn ( callable $f ) => (string) $f( 'private' ), 404, $not_found ),
			'a draft'                        => array( static fn ( callable $f ) => (string) $f( 'draft' ), 404, $not_found ),
			'a trashed file'                 => array( static fn ( callable $f ) => (string) $f( 'trashed' ), 404, $not_found ),
			'a logged-in category'           => array( static fn ( callable $f ) => (string) $f( 'restricted' ), 404, $not_found ),
			'a role-restricted category'     => array( static fn ( callable $f ) => (string) $f( 'editors' ), 404, $not_found ),
			'one bad id among good ones'     => array( static fn ( callable $f ) => $f( 'visible' ) . ',' . $f( 'restricted' ), 404, 'File ' ),
			'a negative id'                  => array( static fn ( callable $f ) => '-' . $f( 'visible' ), 400, 'not a file id' ),
			'a huge id'                      => array( static fn ( callable $f ) => '99999999999999999999999', 400, 'not a file id' ),
			'a non-numeric id'               => array( static fn ( callable $f ) => 'abc', 400, '“abc”, which is not a file id' ),
			'a number with letters'          => array( static fn ( callable $f ) => $f( 'visible' ) . 'abc', 400, 'not a file id' ),
			'an exponent'                    => array( static fn ( callable $f ) => '1e3', 400, 'not a file id' ),
			'a decimal'                      => array( static fn ( callable $f ) => $f( 'visible' ) . '.0', 400, 'not a file id' ),
			'path traversal'                 => array( static fn ( callable $f ) => '../../wp-config.php', 400, 'not a file id' ),
			'an empty id between commas'     => array( static fn ( callable $f ) => $f( 'visible' ) . ',,' . $f( 'visible' ), 400, 'not a file id' ),
			'ids as an array'                => array( static fn ( callable $f ) => array( (string) $f( 'visible' ) ), 400, 'send the file ids joined by commas' ),
			'nothing'                        => array( static fn ( callable $f ) => '', 400, 'Select at least one file' ),
			'markup in the id'               => array( static fn ( callable $f ) => '<script>alert(1)</script>', 400, 'not a file id' ),
		);
	}

	/**
	 * A logged-in user may zip a logged-in category's files, and an editor a category for editors.
	 */
	public function test_users_zip_what_their_category_admits(): void {
		$restricted = $this->file_of_kind( 'restricted' );
		$editors    = $this->file_of_kind( 'editors' );
		$this->act_as( 'subscriber' );
		$this->assertIsString( $this->zips->issue_for_category( (string) $restricted ) );
		$this->assertWPError( $this->zips->issue_for_category( (string) $editors ) );
		$this->act_as( 'editor' );
		$this->assertIsString( $this->zips->issue_for_category( $restricted . ',' . $editors ) );
	}

	/**
	 * Over the file-count limit: refused before any lookup, with both numbers in the message.
	 */
	public function test_refuses_selections_over_the_file_limit(): void {
		$this->set_option( Zip_Selection::OPTION_MAX_FILES, 2 );
		$a = $this->make_file();
		$b = $this->make_file();
		$c = $this->make_file();

		$result = $this->zips->issue_for_category( "{$a->id},{$b->id},{$c->id}" );

		$this->assertWPError( $result );
		$this->assertSame( 400, $result->get_error_data()['status'] );
		$this->assertSame( 'You selected 3 files, but a zip can hold at most 2. Select fewer files.', $result->get_error_message() );
		$this->assertIsString( $this->zips->issue_for_category( "{$a->id},{$b->id},{$a->id}" ), 'A repeated id counts once.' );

		$flood = $this->zips->issue_for_category( implode( ',', array_fill( 0, 30, $a->id ) ) );
		$this->assertSame( 'You selected 30 files, but a zip can hold at most 2. Select fewer files.', $flood->get_error_message(), 'A list far over the limit is refused unread.' );
		$map = $this->zips->issue_for_search( null, (string) wp_json_encode( array_fill_keys( range( 1, 200 ), 1 ) ) );
		$this->assertSame( 400, $map->get_error_data()['status'], 'So is a huge category map.' );
	}

	/**
	 * Over the size limit: refused, with the total and the limit in the message.
	 */
	public function test_refuses_selections_over_the_size_limit(): void {
		$this->set_option( Zip_Selection::OPTION_MAX_BYTES, 30 );
		$a = $this->make_file();
		$b = $this->make_file();

		$result = $this->zips->issue_for_category( "{$a->id},{$b->id}" );

		$this->assertWPError( $result );
		$this->assertSame( 400, $result->get_error_data()['status'] );
		$this->assertSame( 'The selected files total 34 B, but a zip can hold at most 30 B. Select fewer or smaller files.', $result->get_error_message() );
	}

	/**
	 * The limits' defaults: 500 files and 2 GB.
	 */
	public function test_limits_default_to_500_files_and_2_gb(): void {
		$this->restore_option_after_test( Zip_Selection::OPTION_MAX_FILES );
		$this->restore_option_after_test( Zip_Selection::OPTION_MAX_BYTES );
		delete_option( Zip_Selection::OPTION_MAX_FILES );
		delete_option( Zip_Selection::OPTION_MAX_BYTES );
		$this->assertSame( 500, $this->selection->max_files() );
		$this->assertSame( 2147483648, $this->selection->max_bytes() );
	}

	/**
	 * A file whose stored bytes are gone is reported, not zipped without it.
	 */
	public function test_refuses_a_file_whose_bytes_are_missing(): void {
		$file = $this->make_file( array( 'title' => 'Lost report' ) );
		unlink( (string) $this->library->storage()->absolute_path( $file->path ) );

		$result = $this->zips->issue_for_category( (string) $file->id );

		$this->assertWPError( $result );
		$this->assertSame( 500, $result->get_error_data()['status'] );
		$this->assertStringContainsString( '“Lost report” is missing on the server', $result->get_error_message() );
	}

	/**
	 * A hash opens exactly the files it was made for, and only from the task of its kind.
	 */
	public function test_a_hash_is_bound_to_its_ids_and_its_task(): void {
		$a    = $this->make_file( array(), 'a.txt', "Alpha\n" );
		$b    = $this->make_file( array(), 'b.txt', "Beta\n" );
		$this->make_file( array(), 'c.txt', "Gamma\n" );
		$hash = $this->zips->issue_for_category( "{$b->id},{$a->id}" );

		$this->assertWPError( $this->zips->open( Zips::KIND_SEARCH, $hash ), 'A category hash does not open a search zip.' );
		$archive = $this->zips->open( Zips::KIND_CATEGORY, $hash );
		$this->assertSame( array( $b->id, $a->id ), array_column( $archive['entries'], 'id' ) );
		$this->assertSame(
			array(
				'b.txt' => "Beta\n",
				'a.txt' => "Alpha\n",
			),
			$this->unzip( $archive )
		);
	}

	/**
	 * Hashes expire after ten minutes, with a 410 that says so.
	 */
	public function test_a_hash_expires(): void {
		$file = $this->make_file();
		$hash = $this->zips->issue_for_category( (string) $file->id );

		$this->now += Zip_Tickets::LIFETIME - 1;
		$this->assertIsArray( $this->zips->open( Zips::KIND_CATEGORY, $hash ) );
		$this->now += 2;
		$result = $this->zips->open( Zips::KIND_CATEGORY, $hash );

		$this->assertWPError( $result );
		$this->assertSame( 410, $result->get_error_data()['status'] );
		$this->assertSame( 'This download link has expired. Select the files again to download them.', $result->get_error_message() );
	}

	/**
	 * A hash allows three downloads (a retry, a download manager taking over); the fourth is a
	 * 410. Header-only requests do not use it.
	 */
	public function test_a_hash_is_limited_use(): void {
		$file = $this->make_file();
		$hash = $this->zips->issue_for_category( (string) $file->id );

		$this->assertIsArray( $this->zips->open( Zips::KIND_CATEGORY, $hash, null, false ), 'HEAD' );
		for ( $i = 0; $i < Zip_Tickets::USES; $i++ ) {
			$this->assertIsArray( $this->zips->open( Zips::KIND_CATEGORY, $hash ) );
		}
		$result = $this->zips->open( Zips::KIND_CATEGORY, $hash );

		$this->assertWPError( $result );
		$this->assertSame( 410, $result->get_error_data()['status'] );
		$this->assertSame( 'This download link has already been used. Select the files again to download them.', $result->get_error_message() );
	}

	/**
	 * Forged and malformed hashes — including path traversal — get the same 404 as JSON from the
	 * download tasks, and never a warning.
	 *
	 * @dataProvider provide_bad_hashes
	 *
	 * @param mixed $hash A hash as a request could carry it.
	 */
	public function test_refuses_forged_and_malformed_hashes( mixed $hash ): void {
		$this->make_file();

		foreach ( array( Zips::TASK_DOWNLOAD, Zips::TASK_DOWNLOAD_MULTIPLE ) as $task ) {
			$answer = $this->call_task( $task, null === $hash ? array() : array( 'hash' => $hash ) );
			$this->assertFalse( $answer['success'] );
			$this->assertSame( 'This download link is not valid. Select the files again to download them.', $answer['data']['message'] );
		}
		$this->assertSame( 404, $this->zips->open( Zips::KIND_CATEGORY, $hash )->get_error_data()['status'] );
	}

	/**
	 * Hashes no one was given.
	 *
	 * @return array<string, array{0: mixed}>
	 */
	public static function provide_bad_hashes(): array {
		return array(
			'well-formed but never issued' => array( rtrim( strtr( base64_encode( random_bytes( 120 ) ), '+/', '-_' ), '=' ) ),
			'an old-style hex hash'        => array( bin2hex( random_bytes( 16 ) ) ),
			'path traversal'               => array( '../../../wp-config.php' ),
			'encoded traversal'            => array( '..%2F..%2Fwp-config' ),
			'too short'                    => array( 'abc123' ),
			'too long'                     => array( str_repeat( 'a', 33 ) ),
			'upper case'                   => array( strtoupper( bin2hex( random_bytes( 16 ) ) ) ),
			'an array'                     => array( array( 'a' => 'b' ) ),
			'markup'                       => array( '<img src=x onerror=alert(1)>' ),
			'missing'                      => array( null ),
			'empty'                        => array( '' ),
		);
	}

	/**
	 * A visitor's hash works only with the cookie it was made with; a user's only for that user.
	 */
	public function test_a_hash_is_bound_to_the_asker(): void {
		$file = $this->make_file();
		$hash = $this->zips->issue_for_category( (string) $file->id );
		$this->assertMatchesRegularExpression( '/^[A-Za-z0-9]{32}$/', $_COOKIE[ Zip_Tickets::COOKIE ], 'A visitor gets a cookie.' );
		$mine = $_COOKIE[ Zip_Tickets::COOKIE ];

		$_COOKIE[ Zip_Tickets::COOKIE ] = wp_generate_password( 32, false );
		$other                          = $this->zips->open( Zips::KIND_CATEGORY, $hash );
		$this->assertSame( 403, $other->get_error_data()['status'] );
		$this->assertSame( 'This download link was made for someone else. Select the files again to download them.', $other->get_error_message() );

		unset( $_COOKIE[ Zip_Tickets::COOKIE ] );
		$no_cookie = $this->zips->open( Zips::KIND_CATEGORY, $hash );
		$this->assertSame( 403, $no_cookie->get_error_data()['status'] );
		$this->assertStringContainsString( 'Allow cookies for this site', $no_cookie->get_error_message() );

		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->zips->open( Zips::KIND_CATEGORY, $hash )->get_error_data()['status'], 'A logged-in user is not the visitor.' );
		$users_hash = $this->zips->issue_for_category( (string) $file->id );
		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->zips->open( Zips::KIND_CATEGORY, $users_hash )->get_error_data()['status'], 'Another user.' );

		wp_set_current_user( 0 );
		$_COOKIE[ Zip_Tickets::COOKIE ] = $mine;
		$this->assertIsArray( $this->zips->open( Zips::KIND_CATEGORY, $hash ) );
	}

	/**
	 * The database never holds a working link: a hash is signed, not stored, and its uses are
	 * counted under a hash of its nonce (more in test-zip-tickets.php).
	 */
	public function test_stores_hashes_only_hashed(): void {
		global $wpdb;
		$file = $this->make_file();
		$hash = $this->zips->issue_for_category( (string) $file->id );
		$this->assertIsArray( $this->zips->open( Zips::KIND_CATEGORY, $hash ) );

		$like  = '%' . $wpdb->esc_like( substr( $hash, 0, 40 ) ) . '%';
		$found = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s OR option_value LIKE %s", $like, $like ) );
		$this->assertSame( 0, $found );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Zip_Counts::table() . ' WHERE name LIKE %s', $like ) ) );
	}

	/**
	 * A file that becomes invisible after the hash was made is not zipped.
	 */
	public function test_checks_the_files_again_when_downloading(): void {
		$file = $this->make_file();
		$hash = $this->zips->issue_for_category( (string) $file->id );
		$this->library->update( $file->id, array( 'status' => 'private' ) );

		$result = $this->zips->open( Zips::KIND_CATEGORY, $hash );

		$this->assertWPError( $result );
		$this->assertSame( 404, $result->get_error_data()['status'] );
	}

	/**
	 * The search zip takes the file → category map as a JSON string or as a form array; the map
	 * grants nothing, and a malformed one is refused.
	 */
	public function test_zips_across_categories(): void {
		$public     = $this->make_category();
		$restricted = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$a          = $this->make_file( array( 'category' => $public['id'] ), 'a.pdf', '%PDF-1.4 a' );
		$b          = $this->make_file( array( 'category' => $public['id'] ), 'b.pdf', '%PDF-1.4 b' );
		$hidden     = $this->make_file( array( 'category' => $restricted['id'] ), 'c.pdf', '%PDF-1.4 c' );

		$json   = $this->call_task(
			Zips::TASK_ZIP_MULTIPLE,
			array(
				'filesId'                     => "{$a->id},{$b->id}",
				'selectedFileWithCategoryIds' => wp_json_encode(
					array(
						$a->id => (string) $public['id'],
						$b->id => $public['id'],
					)
				),
			)
		);
		$form   = $this->call_task(
			Zips::TASK_ZIP_MULTIPLE,
			array(
				'selectedFileWithCategoryIds' => array(
					$a->id => (string) $public['id'],
					$b->id => (string) $public['id'],
				),
			)
		);
		$forged = $this->zips->issue_for_search( (string) $hidden->id, array( $hidden->id => $public['id'] ) );

		$this->assertTrue( $json['success'] );
		$this->assertTrue( $form['success'], 'Ids come from the map when filesId is missing.' );
		$archive = $this->zips->open( Zips::KIND_SEARCH, $form['data']['hash'], 'Search: annual reports' );
		$this->assertSame( 'Search_ annual reports.zip', $archive['name'] );
		$this->assertSame( array( 'a.pdf', 'b.pdf' ), array_keys( $this->unzip( $archive ) ) );
		$this->assertWPError( $this->zips->open( Zips::KIND_CATEGORY, $json['data']['hash'] ), 'A search hash does not open a category zip.' );
		$this->assertSame( 404, $forged->get_error_data()['status'], 'The map cannot move a file into a visible category.' );

		foreach ( array( '{not json', '"text"', '[[1]]', wp_json_encode( array( 'x' => 1 ) ), wp_json_encode( array( $a->id => array( 1 ) ) ), wp_json_encode( array( $a->id => '-3' ) ) ) as $bad ) {
			$result = $this->zips->issue_for_search( (string) $a->id, $bad );
			$this->assertWPError( $result, (string) $bad );
			$this->assertSame( 400, $result->get_error_data()['status'] );
			$this->assertStringContainsString( 'categories are not in the expected form', $result->get_error_message() );
		}
	}

	/**
	 * Two files with one name get unique names in the zip; names that try to leave the folder
	 * stay inside.
	 */
	public function test_names_in_the_zip_are_unique_and_safe(): void {
		$a    = $this->make_file( array(), 'report.pdf', '%PDF-1.4 first' );
		$b    = $this->make_file( array(), 'report.pdf', '%PDF-1.4 second' );
		$hash = $this->zips->issue_for_category( "{$a->id},{$b->id}" );

		$this->assertSame(
			array(
				'report.pdf'     => '%PDF-1.4 first',
				'report (2).pdf' => '%PDF-1.4 second',
			),
			$this->unzip( $this->zips->open( Zips::KIND_CATEGORY, $hash ) )
		);
	}

	/**
	 * The download's headers: a zip, named per RFC 6266 with its UTF-8 name, never cached, and an
	 * exact Content-Length when nothing is compressed (so browsers show progress).
	 */
	public function test_sends_rfc6266_names_and_an_exact_length_for_stored_zips(): void {
		$category = $this->make_category( array( 'name' => 'Fotos 2026 — été' ) );
		$photo    = $this->make_file( array( 'category' => $category['id'] ), 'photo.pdf', '%PDF-1.4 ' . str_repeat( 'x', 3000 ) );
		$notes    = $this->make_file( array( 'category' => $category['id'] ), 'notes.txt', str_repeat( 'notes ', 3000 ) );

		$stored  = $this->zips->open( Zips::KIND_CATEGORY, $this->zips->issue_for_category( (string) $photo->id, (string) $category['id'] ) );
		$headers = ( new Zip_Reply( $this->library ) )->headers( $stored );
		$this->assertSame( 'application/zip', $headers['Content-Type'] );
		$this->assertSame( 'attachment; filename="Fotos 2026 _ ete.zip"; filename*=UTF-8\'\'Fotos%202026%20%E2%80%94%20%C3%A9t%C3%A9.zip', $headers['Content-Disposition'] );
		$this->assertStringContainsString( 'no-store', $headers['Cache-Control'] );
		$this->assertSame( 'none', $headers['Accept-Ranges'] );
		$this->assertSame( (string) strlen( $this->archive_bytes( $stored ) ), $headers['Content-Length'] );

		$mixed = $this->zips->open( Zips::KIND_CATEGORY, $this->zips->issue_for_category( "{$photo->id},{$notes->id}", (string) $category['id'] ) );
		$this->assertArrayNotHasKey( 'Content-Length', ( new Zip_Reply( $this->library ) )->headers( $mixed ), 'Deflated entries: the length is unknown beforehand.' );
		$this->assertSame( Zip_Stream::METHOD_DEFLATE, $mixed['entries'][1]['method'] );
	}

	/**
	 * The zip is named after its category only when the asker may see that category; otherwise
	 * after the name the page sent, or "files".
	 */
	public function test_never_names_a_zip_after_a_hidden_category(): void {
		$hidden = $this->make_category( array( 'name' => 'Board secrets', 'visibility' => 'logged_in' ) );
		$file   = $this->make_file();

		$archive = $this->zips->open( Zips::KIND_CATEGORY, $this->zips->issue_for_category( (string) $file->id, (string) $hidden['id'] ), 'Downloads' );
		$this->assertSame( 'Downloads.zip', $archive['name'] );

		$unnamed = $this->zips->open( Zips::KIND_CATEGORY, $this->zips->issue_for_category( (string) $file->id, 'abc' ), '../../' );
		$this->assertSame( 'files.zip', $unnamed['name'] );
	}

	/**
	 * Making and reading a zip leaves no file behind: not in uploads, not in the temp folder.
	 */
	public function test_leaves_nothing_on_disk(): void {
		$a       = $this->make_file( array(), 'a.txt', str_repeat( "All the minutes.\n", 6000 ) );
		$b       = $this->make_file( array(), 'b.doc', self::noise( 100000 ) );
		$uploads = wp_get_upload_dir()['basedir'];
		$before  = array( $this->tree( $uploads ), scandir( sys_get_temp_dir() ) );

		$archive = $this->zips->open( Zips::KIND_CATEGORY, $this->zips->issue_for_category( "{$a->id},{$b->id}" ) );
		$length  = ( new Zip_Reply( $this->library ) )->write(
			$archive,
			static function (): void {}
		);

		$this->assertGreaterThan( 100000, $length );
		$this->assertSame( $before, array( $this->tree( $uploads ), scandir( sys_get_temp_dir() ) ) );
	}

	/**
	 * Library::count_downloads() (what a completed zip calls) adds one to each file once, also to
	 * a file that had no count yet.
	 */
	public function test_counts_one_download_per_file_of_a_zip(): void {
		$a = $this->make_file();
		$b = $this->make_file();
		delete_post_meta( $b->id, File::META_DOWNLOADS );

		$this->library->count_downloads( array( $a->id, $b->id, $a->id, 0 ) );
		$this->library->count_downloads( array( $a->id ) );

		$this->assertSame( 2, $this->library->get( $a->id )->downloads );
		$this->assertSame( 1, $this->library->get( $b->id )->downloads );
	}

	/**
	 * Library::find_visible_many() answers each id as find_visible() would, keys kept.
	 */
	public function test_finds_many_files_as_find_visible_does(): void {
		wp_set_current_user( 0 );
		$visible  = $this->make_file();
		$hidden   = $this->make_file( array( 'status' => 'private' ) );
		$members  = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$open     = $this->make_category();
		$in_open  = $this->make_file( array( 'category' => $open['id'] ) );
		$members1 = $this->make_file( array( 'category' => $members['id'] ) );
		$members2 = $this->make_file( array( 'category' => $members['id'] ) );

		$asked = array(
			'x' => (string) $visible->id,
			'y' => $hidden->id,
			'z' => '-1',
			'm' => $members1->id,
			'o' => $in_open->id,
			'n' => $members2->id,
		);
		$found = $this->library->find_visible_many( $asked );

		$this->assertSame( array_keys( $asked ), array_keys( $found ) );
		$this->assertSame( $visible->id, $found['x']->id );
		$this->assertWPError( $found['y'] );
		$this->assertWPError( $found['z'] );
		// Each category is checked once for the whole list, and its answer is its own.
		$this->assertWPError( $found['m'], 'A visitor may not see a members’ category.' );
		$this->assertSame( $in_open->id, $found['o']->id );
		$this->assertWPError( $found['n'] );
		foreach ( $asked as $key => $id ) {
			$this->assertSame( is_wp_error( $this->library->find_visible( $id ) ), is_wp_error( $found[ $key ] ), 'The same answer as find_visible() for ' . $key );
		}
	}

	/**
	 * Library::find_visible_many() loads the categories above its files a level at a time: with
	 * eight branches of three levels, a handful of term queries instead of two per ancestor,
	 * and every file still judged by its whole chain (a restricted root hides the files below).
	 */
	public function test_finding_many_files_loads_their_ancestors_a_level_at_a_time(): void {
		$ids = array();
		for ( $i = 0; $i < 8; $i++ ) {
			$root  = $this->make_category( 0 === $i ? array( 'visibility' => 'logged_in' ) : array() );
			$mid   = $this->make_category( array( 'parent' => $root['id'] ) );
			$leaf  = $this->make_category( array( 'parent' => $mid['id'] ) );
			$ids[] = $this->make_file( array( 'category' => $leaf['id'] ) )->id;
		}
		wp_set_current_user( 0 );
		wp_cache_flush();
		$term_queries = 0;
		$count        = static function ( string $sql ) use ( &$term_queries ): string {
			global $wpdb;
			if ( str_contains( $sql, $wpdb->terms ) || str_contains( $sql, $wpdb->termmeta ) ) {
				++$term_queries;
			}
			return $sql;
		};
		add_filter( 'query', $count );
		$found = $this->library->find_visible_many( $ids );
		remove_filter( 'query', $count );

		$this->assertWPError( $found[0], 'Hidden by its restricted root.' );
		foreach ( array_slice( $found, 1 ) as $file ) {
			$this->assertInstanceOf( File::class, $file );
		}
		$this->assertLessThanOrEqual( 8, $term_queries, 'Two per level, not two per ancestor (16 ancestors).' );
	}

	/**
	 * A file for the bad-input cases: `visible`, `private`, `draft`, `trashed`, `restricted` (in a
	 * category for logged-in users) or `editors` (in a category for editors).
	 *
	 * @param string $kind Which.
	 * @return int Its id.
	 */
	private function file_of_kind( string $kind ): int {
		switch ( $kind ) {
			case 'private':
				return $this->make_file( array( 'status' => 'private' ) )->id;
			case 'draft':
			case 'trashed':
				$id = $this->make_file()->id;
				if ( 'draft' === $kind ) {
					wp_update_post(
						array(
							'ID'          => $id,
							'post_status' => 'draft',
						)
					);
				} else {
					wp_trash_post( $id );
				}
				return $id;
			case 'restricted':
				return $this->make_file( array( 'category' => $this->make_category( array( 'visibility' => 'logged_in' ) )['id'] ) )->id;
			case 'editors':
				$category = $this->make_category(
					array(
						'visibility' => 'roles',
						'roles'      => array( 'editor' ),
					)
				);
				return $this->make_file( array( 'category' => $category['id'] ) )->id;
			default:
				return $this->make_file()->id;
		}
	}

	/**
	 * Asserts that a value is a WP_Error (named in camel case, as PHPUnit's assertions are).
	 *
	 * @param mixed  $value   Value.
	 * @param string $message Failure message.
	 */
	private function assertWPError( mixed $value, string $message = '' ): void {
		$this->assertInstanceOf( \WP_Error::class, $value, $message );
	}

	/**
	 * Runs a task through the router as admin-ajax would, and returns its JSON answer.
	 *
	 * @param string               $task    Task name.
	 * @param array<string, mixed> $request Request parameters.
	 * @return array<string, mixed>
	 */
	private function call_task( string $task, array $request ): array {
		$request  = wp_slash( $request + array( 'task' => $task ) );
		$_GET     = $request;
		$_REQUEST = $request;
		$output   = $this->run_as_ajax( fn () => $this->router->dispatch() );
		$answer = json_decode( $output, true );
		$this->assertIsArray( $answer, 'A JSON answer: ' . $output );
		return $answer;
	}

	/**
	 * An archive's bytes.
	 *
	 * @param array<string, mixed> $archive From Zips::open().
	 */
	private function archive_bytes( array $archive ): string {
		$bytes = '';
		( new Zip_Reply( $this->library ) )->write(
			$archive,
			static function ( string $chunk ) use ( &$bytes ): void {
				$bytes .= $chunk;
			}
		);
		return $bytes;
	}

	/**
	 * An archive's entries and contents, read back with ZipArchive.
	 *
	 * @param array<string, mixed>|\WP_Error $archive From Zips::open().
	 * @return array<string, string>
	 */
	private function unzip( array|\WP_Error $archive ): array {
		$this->assertIsArray( $archive, is_wp_error( $archive ) ? $archive->get_error_message() : '' );
		$path             = wp_tempnam( 'frontage-zip-test' );
		$this->archives[] = $path;
		file_put_contents( $path, $this->archive_bytes( $archive ) );
		$zip = new ZipArchive();
		$this->assertTrue( $zip->open( $path, ZipArchive::CHECKCONS ) );
		$entries = array();
		for ( $i = 0; $i < $zip->numFiles; $i++ ) {
			$entries[ $zip->getNameIndex( $i ) ] = (string) $zip->getFromIndex( $i );
		}
		$zip->close();
		return $entries;
	}

	/**
	 * Every path under a folder, for before/after comparisons.
	 *
	 * @param string $dir Folder.
	 * @return string[]
	 */
	private function tree( string $dir ): array {
		if ( ! is_dir( $dir ) ) {
			return array();
		}
		$paths = array();
		foreach ( new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $dir, FilesystemIterator::SKIP_DOTS ) ) as $path => $info ) {
			$paths[] = $path;
		}
		sort( $paths );
		return $paths;
	}
}
