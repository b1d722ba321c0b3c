<?php
/**
 * Tests of a disk that fills up during a chunked upload (docs/scale-out.md "Faults"):
 * includes/files/class-chunked-uploads.php behind PUT /frontage/v1/uploads/{id}.
 *
 * @package Frontage
 */

use Frontage\Files\Chunked_Uploads;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * The disk is made full for real, so the kernel refuses the write as it does on a full server:
 * the uploads' chunks folder becomes a 1 MB tmpfs for the test, and a ballast file fills it in
 * the middle of an upload, so a chunk is written in part and then refused (ENOSPC). Mounting
 * needs root (npm test runs as root where it installs its packages); elsewhere the tests are
 * skipped, saying so.
 */
final class Test_Disk_Full_Uploads extends Library_Test_Case {

	/**
	 * Bytes per chunk.
	 */
	private const CHUNK = 256 * 1024;

	/**
	 * Whether the chunks folder is a tmpfs mounted by this test.
	 *
	 * @var bool
	 */
	private bool $mounted = false;

	/**
	 * The ballast file filling the tmpfs, while it does.
	 *
	 * @var string
	 */
	private string $ballast = '';

	/**
	 * Uploads started by the test.
	 *
	 * @var string[]
	 */
	private array $uploads = array();

	/**
	 * Mounts a 1 MB tmpfs on the chunks folder, or skips the test when it may not.
	 */
	protected function setUp(): void {
		parent::setUp();
		wp_mkdir_p( $this->chunks_dir() );
		if ( ! function_exists( 'posix_geteuid' ) || 0 !== posix_geteuid() ) {
			$this->markTestSkipped( 'A full disk is simulated with a 1 MB tmpfs, and mounting one needs root.' );
		}
		exec( 'mount -t tmpfs -o size=1m frontage-disk-full-test ' . escapeshellarg( $this->chunks_dir() ) . ' 2>&1', $output, $code );
		if ( 0 !== $code ) {
			$this->markTestSkipped( 'A full disk is simulated with a 1 MB tmpfs, which this system does not let us mount: ' . implode( ' ', $output ) );
		}
		$this->mounted = true;
	}

	/**
	 * Removes the uploads and the ballast, and unmounts.
	 */
	protected function tearDown(): void {
		$uploads = new Chunked_Uploads( $this->library, new \Frontage\Files\Upload_Validator() );
		foreach ( $this->uploads as $id ) {
			$uploads->remove( $id );
		}
		if ( $this->ballast && is_file( $this->ballast ) ) {
			unlink( $this->ballast );
		}
		if ( $this->mounted ) {
			exec( 'umount ' . escapeshellarg( $this->chunks_dir() ) . ' 2>&1' );
		}
		parent::tearDown();
	}

	/**
	 * The chunks folder.
	 */
	private function chunks_dir(): string {
		return $this->library->storage()->base_dir() . '/' . Chunked_Uploads::FOLDER;
	}

	/**
	 * Sends one chunk.
	 *
	 * @param string $id    Upload id.
	 * @param string $bytes The chunk.
	 * @param int    $first Its first byte's offset.
	 * @param int    $total The upload's size.
	 */
	private function chunk( string $id, string $bytes, int $first, int $total ): WP_REST_Response {
		$request = new WP_REST_Request( 'PUT', '/frontage/v1/uploads/' . $id );
		$request->set_header( 'Content-Type', 'application/octet-stream' );
		$request->set_header( 'Content-Range', sprintf( 'bytes %d-%d/%d', $first, $first + strlen( $bytes ) - 1, $total ) );
		$request->set_body( $bytes );
		return rest_do_request( $request );
	}

	/**
	 * Fills the disk but for 64 KB (less than a chunk).
	 */
	private function fill_disk(): void {
		$this->ballast = $this->chunks_dir() . '/ballast';
		$free          = (int) disk_free_space( $this->chunks_dir() );
		file_put_contents( $this->ballast, str_repeat( "\0", max( 0, $free - 64 * 1024 ) ) );
		$this->assertLessThan( self::CHUNK, (int) disk_free_space( $this->chunks_dir() ) );
	}

	/**
	 * Frees the disk again.
	 */
	private function free_disk(): void {
		unlink( $this->ballast );
	}

	/**
	 * The library as a person sees it: its files' ids and names.
	 *
	 * @return array<int, string>
	 */
	private function library_files(): array {
		global $wpdb;
		// SQL: core's table; placeholders only.
		return array_map( 'strval', array_column( $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_title FROM {$wpdb->posts} WHERE post_type = %s ORDER BY ID", 'frontage_file' ), ARRAY_A ), 'post_title', 'ID' ) );
	}

	/**
	 * The disk fills during an upload: the chunk is refused with a clear 507 that says so, the
	 * part keeps only the whole chunks that arrived before (nothing of the refused one), no file
	 * is made and the library is as it was; once there is room, the upload resumes where it
	 * stopped and becomes a file, and the parts are gone.
	 */
	public function test_a_full_disk_refuses_the_chunk_clearly_and_the_upload_resumes_after(): void {
		$category = $this->make_category();
		$this->act_as( 'editor' );
		// A zip's signature first: random bytes alone are now and then taken for another type by
		// the content check (finfo), which then refuses the .zip name.
		$contents = "PK\x03\x04" . random_bytes( 3 * self::CHUNK - 4 );
		$size     = strlen( $contents );
		$chunks   = str_split( $contents, self::CHUNK );
		$before   = $this->library_files();

		$started = $this->rest(
			'POST',
			'/frontage/v1/uploads',
			array(
				'name' => 'survey.zip',
				'size' => $size,
			)
		);
		$this->assertSame( 201, $started->get_status(), wp_json_encode( $started->get_data() ) );
		$id              = $started->get_data()['upload_id'];
		$this->uploads[] = $id;
		$this->assertSame( 200, $this->chunk( $id, $chunks[0], 0, $size )->get_status() );
		$kept = self::CHUNK;

		// The disk fills between two chunks: the next one is written in part, then refused.
		$this->fill_disk();
		$refused = $this->chunk( $id, $chunks[1], $kept, $size );
		$this->assertSame( 507, $refused->get_status(), wp_json_encode( $refused->get_data() ) );
		$this->assertSame( 'frontage_upload_no_space', $refused->get_data()['code'] );
		$this->assertStringContainsString( 'disk is full', $refused->get_data()['message'] );
		$this->assertSame( $kept, $refused->get_data()['data']['received'] );
		clearstatcache();
		$this->assertSame( $kept, filesize( $this->chunks_dir() . '/' . $id . '.part' ), 'Nothing of the refused chunk is kept.' );
		$this->assertSame( $kept, $this->rest( 'GET', '/frontage/v1/uploads/' . $id )->get_data()['received'] );
		$this->assertSame( 409, $this->rest( 'POST', '/frontage/v1/files', array( 'upload_id' => $id ) )->get_status(), 'An upload that stopped makes no file.' );
		$this->assertSame( $before, $this->library_files(), 'The library is unchanged.' );

		$this->free_disk();
		for ( $first = $this->rest( 'GET', '/frontage/v1/uploads/' . $id )->get_data()['received']; $first < $size; $first += self::CHUNK ) {
			$this->assertSame( 200, $this->chunk( $id, $chunks[ $first / self::CHUNK ], $first, $size )->get_status() );
		}
		$created = $this->rest(
			'POST',
			'/frontage/v1/files',
			array(
				'upload_id' => $id,
				'category'  => $category['id'],
			)
		);
		$this->assertSame( 201, $created->get_status(), wp_json_encode( $created->get_data() ) );
		$file = $this->library->get( $created->get_data()['id'] );
		$this->library->delete( $file->id );
		$this->assertSame( $before, $this->library_files() );
		$this->assertSame( array(), glob( $this->chunks_dir() . '/' . $id . '.*' ), 'No part is left behind.' );
	}

	/**
	 * An upload given up after the disk filled (what the Files screen does after its retries)
	 * leaves no part on the disk.
	 */
	public function test_an_upload_cancelled_after_a_full_disk_leaves_nothing(): void {
		$this->act_as( 'editor' );
		$id              = $this->rest(
			'POST',
			'/frontage/v1/uploads',
			array(
				'name' => 'survey.zip',
				'size' => 2 * self::CHUNK,
			)
		)->get_data()['upload_id'];
		$this->uploads[] = $id;
		$this->fill_disk();
		$this->assertSame( 507, $this->chunk( $id, random_bytes( self::CHUNK ), 0, 2 * self::CHUNK )->get_status() );
		$this->assertSame( 200, $this->rest( 'DELETE', '/frontage/v1/uploads/' . $id )->get_status() );
		$this->assertSame( array(), glob( $this->chunks_dir() . '/' . $id . '.*' ), 'No part is left behind.' );
	}
}
