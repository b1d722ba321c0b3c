<?php
/**
 * Tests for includes/files/class-file-versions.php, class-file-versions-controller.php and the
 * versions part of class-library.php: Replace keeps the previous file as a version, versions are
 * listed, restored and deleted by library managers only, and never served to visitors.
 *
 * @package Frontage
 */

use Frontage\Files\Downloads;
use Frontage\Files\File;
use Frontage\Files\File_Versions;
use Frontage\Files\Storage;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * Version history of a file, with restore.
 */
final class Test_File_Versions extends Library_Test_Case {

	/**
	 * Replacing a file keeps its previous bytes as a version, stored in the library's protected
	 * folder under a random name, listed with its name, size, date and who replaced it.
	 */
	public function test_replacing_keeps_the_previous_file_as_a_version(): void {
		$file   = $this->make_file( array( 'version' => '1.0' ), 'prices-2025.txt', 'old prices' );
		$editor = $this->act_as( 'editor' );
		wp_update_user(
			array(
				'ID'           => $editor,
				'display_name' => 'Erin Editor',
			)
		);

		$replaced = $this->library->replace( $file->id, $this->temp_upload( 'new prices!' ), 'prices-2026.txt' );
		$this->assertInstanceOf( File::class, $replaced );

		$response = $this->rest( 'GET', '/frontage/v1/files/' . $file->id . '/versions' );
		$this->assertSame( 200, $response->get_status() );
		$versions = $response->get_data();
		$this->assertCount( 1, $versions );
		$this->assertSame( 1, $versions[0]['id'] );
		$this->assertSame( 'prices-2025.txt', $versions[0]['name'] );
		$this->assertSame( 10, $versions[0]['size'] );
		$this->assertSame( '1.0', $versions[0]['version'] );
		$this->assertSame(
			array(
				'id'   => $editor,
				'name' => 'Erin Editor',
			),
			$versions[0]['replaced_by']
		);
		$this->assertEqualsWithDelta( time(), strtotime( $versions[0]['replaced'] . 'Z' ), 60, 'Replaced now (UTC).' );
		$this->assertArrayNotHasKey( 'path', $versions[0], 'Where a version is stored is never answered.' );

		$kept = $this->library->versions()->all( $file->id )[0]['path'];
		$this->assertSame( $file->path, $kept, 'The old bytes stay where they were stored.' );
		$stored = (string) $this->library->storage()->absolute_path( $kept );
		$this->assertSame( 'old prices', file_get_contents( $stored ) );
		$this->assertStringStartsWith( $this->library->storage()->base_dir() . '/', $stored, 'Inside the protected folder.' );
		$this->assertStringContainsString( 'Require all denied', (string) file_get_contents( $this->library->storage()->base_dir() . '/.htaccess' ) );
		$this->assertDoesNotMatchRegularExpression( '/\.\w+$/', $stored, 'No extension: a server can neither run nor guess it.' );
	}

	/**
	 * The download address only ever serves a file's current bytes: a visitor cannot reach a
	 * version, and the version routes answer visitors 401 and non-managers 403.
	 */
	public function test_versions_are_never_served_to_visitors(): void {
		$file = $this->make_file( array(), 'v1.txt', 'version one' );
		$this->act_as( 'editor' );
		$this->library->replace( $file->id, $this->temp_upload( 'version two' ), 'v2.txt' );
		wp_set_current_user( 0 );

		$answer = ( new Downloads( $this->library ) )->respond( (string) $file->id );
		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( 'version two', file_get_contents( $answer['path'] ) );
		foreach ( array( $file->id . '.1', $file->id . '/1', $file->path ) as $guess ) {
			$this->assertSame( 404, ( new Downloads( $this->library ) )->respond( $guess )['status'], $guess );
		}

		foreach ( array( '' => 401, 'subscriber' => 403, 'author' => 403, 'contributor' => 403 ) as $role => $status ) {
			if ( $role ) {
				$this->act_as( $role );
			}
			$this->assertSame( $status, $this->rest( 'GET', '/frontage/v1/files/' . $file->id . '/versions' )->get_status(), $role );
			$this->assertSame( $status, $this->rest( 'POST', '/frontage/v1/files/' . $file->id . '/versions/1/restore' )->get_status(), $role );
			$this->assertSame( $status, $this->rest( 'DELETE', '/frontage/v1/files/' . $file->id . '/versions/1' )->get_status(), $role );
		}
		$this->assertSame( 'v2.txt', $this->library->get( $file->id )->name, 'Nothing was restored.' );
		$this->assertCount( 1, $this->library->versions()->all( $file->id ), 'Nothing was deleted.' );
	}

	/**
	 * Restoring a version makes it the file again (bytes, name, type, size, version label) and
	 * the current file becomes a version in turn; the id, title and download count stay.
	 */
	public function test_restoring_a_version_swaps_it_with_the_current_file(): void {
		$file = $this->make_file( array( 'version' => '1' ), 'guide-v1.txt', 'guide one' );
		$this->library->count_download( $file->id );
		$this->act_as( 'editor' );
		$this->library->replace( $file->id, $this->temp_upload( 'guide two, longer' ), 'guide-v2.txt' );
		$this->library->update( $file->id, array( 'version' => '2' ) );

		$response = $this->rest( 'POST', '/frontage/v1/files/' . $file->id . '/versions/1/restore' );

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertSame( $file->id, $data['file']['id'] );
		$this->assertSame( 'guide-v1.txt', $data['file']['name'] );
		$this->assertSame( 9, $data['file']['size'] );
		$this->assertSame( '1', $data['file']['version'] );
		$this->assertSame( 1, $data['file']['downloads'] );
		$this->assertSame( array( 2 ), array_column( $data['versions'], 'id' ), 'Version 1 is the file again; the replaced file is version 2.' );
		$this->assertSame( 'guide-v2.txt', $data['versions'][0]['name'] );
		$this->assertSame( '2', $data['versions'][0]['version'] );

		$answer = ( new Downloads( $this->library ) )->respond( (string) $file->id );
		$this->assertSame( 'guide one', file_get_contents( $answer['path'] ), 'Downloads serve the restored bytes.' );
		$this->assertStringContainsString( 'guide-v1.txt', $answer['headers']['Content-Disposition'] );

		// And back again.
		$again = $this->rest( 'POST', '/frontage/v1/files/' . $file->id . '/versions/2/restore' );
		$this->assertSame( 'guide-v2.txt', $again->get_data()['file']['name'] );
		$this->assertSame( array( 3 ), array_column( $again->get_data()['versions'], 'id' ), 'Numbers are never reused.' );
	}

	/**
	 * Deleting a version removes its bytes and its record; the file stays as it is.
	 */
	public function test_deleting_a_version_removes_its_bytes(): void {
		$file = $this->make_file( array(), 'a.txt', 'first' );
		$this->act_as( 'editor' );
		$this->library->replace( $file->id, $this->temp_upload( 'second' ), 'b.txt' );
		$kept = (string) $this->library->storage()->absolute_path( $file->path );
		$this->assertFileExists( $kept );

		$response = $this->rest( 'DELETE', '/frontage/v1/files/' . $file->id . '/versions/1' );

		$this->assertSame( 200, $response->get_status() );
		$this->assertTrue( $response->get_data()['deleted'] );
		$this->assertSame( 'a.txt', $response->get_data()['previous']['name'] );
		$this->assertFileDoesNotExist( $kept );
		$this->assertSame( array(), $this->rest( 'GET', '/frontage/v1/files/' . $file->id . '/versions' )->get_data() );
		$this->assertSame( 'b.txt', $this->library->get( $file->id )->name );
		$this->assertSame( 404, $this->rest( 'DELETE', '/frontage/v1/files/' . $file->id . '/versions/1' )->get_status(), 'Gone: a second delete is a 404.' );
	}

	/**
	 * Only the number of versions the option asks for are kept; the oldest go, bytes too. With 0,
	 * Replace deletes the old bytes at once.
	 */
	public function test_only_the_kept_number_of_versions_stays(): void {
		$this->set_option( File_Versions::OPTION_LIMIT, 2 );
		$file  = $this->make_file( array(), 'r0.txt', 'round 0' );
		$paths = array( (string) $this->library->storage()->absolute_path( $file->path ) );
		for ( $i = 1; $i <= 3; $i++ ) {
			$replaced = $this->library->replace( $file->id, $this->temp_upload( 'round ' . $i ), 'r' . $i . '.txt' );
			$paths[]  = (string) $this->library->storage()->absolute_path( $replaced->path );
		}

		$this->assertSame( array( 'r2.txt', 'r1.txt' ), array_column( $this->library->versions()->all( $file->id ), 'name' ), 'Newest first, two kept.' );
		$this->assertFileDoesNotExist( $paths[0], 'The oldest version’s bytes went.' );
		$this->assertFileExists( $paths[1] );
		$this->assertFileExists( $paths[2] );

		$this->set_option( File_Versions::OPTION_LIMIT, 0 );
		$this->library->replace( $file->id, $this->temp_upload( 'round 4' ), 'r4.txt' );
		$this->assertFileDoesNotExist( $paths[3], 'With 0, the replaced bytes are deleted at once.' );

		$this->assertSame( 0, ( new File_Versions( new Storage() ) )->limit() );
		delete_option( File_Versions::OPTION_LIMIT );
		$this->assertSame( File_Versions::DEFAULT_LIMIT, $this->library->versions()->limit(), 'Ten when not set.' );
	}

	/**
	 * Deleting a file deletes the bytes of its versions too.
	 */
	public function test_deleting_a_file_deletes_its_versions(): void {
		$file = $this->make_file( array(), 'one.txt', 'one' );
		$this->library->replace( $file->id, $this->temp_upload( 'two' ), 'two.txt' );
		$replaced = $this->library->replace( $file->id, $this->temp_upload( 'three' ), 'three.txt' );
		$paths    = array_map( fn ( array $v ): string => (string) $this->library->storage()->absolute_path( $v['path'] ), $this->library->versions()->all( $file->id ) );
		$this->assertCount( 2, array_filter( $paths, 'is_file' ) );
		$current = (string) $this->library->storage()->absolute_path( $replaced->path );

		$this->assertTrue( $this->library->delete( $file->id ) );

		foreach ( array_merge( $paths, array( $current ) ) as $path ) {
			$this->assertFileDoesNotExist( $path );
		}
	}

	/**
	 * Ids and version numbers that are not positive whole numbers are a 400; a missing file or
	 * version a 404; a version whose bytes vanished cannot be restored (409) and nothing changes.
	 */
	public function test_bad_ids_and_versions_are_refused(): void {
		$file = $this->make_file( array(), 'doc.txt', 'doc' );
		$this->act_as( 'editor' );
		$this->library->replace( $file->id, $this->temp_upload( 'doc two' ), 'doc2.txt' );
		$base = '/frontage/v1/files/';

		foreach ( array( '0', '-1', 'abc', '1e3', '99999999999999999999' ) as $bad ) {
			$this->assertSame( 400, $this->rest( 'GET', $base . $bad . '/versions' )->get_status(), $bad );
			$this->assertSame( 400, $this->rest( 'POST', $base . $file->id . '/versions/' . $bad . '/restore' )->get_status(), $bad );
			$this->assertSame( 400, $this->rest( 'DELETE', $base . $file->id . '/versions/' . $bad )->get_status(), $bad );
		}
		$page = $this->create_post( array( 'post_type' => 'page' ) );
		foreach ( array( 99999999, $page ) as $missing ) {
			$this->assertSame( 404, $this->rest( 'GET', $base . $missing . '/versions' )->get_status() );
			$this->assertSame( 404, $this->rest( 'POST', $base . $missing . '/versions/1/restore' )->get_status() );
			$this->assertSame( 404, $this->rest( 'DELETE', $base . $missing . '/versions/1' )->get_status() );
		}
		$unknown = $this->rest( 'POST', $base . $file->id . '/versions/7/restore' );
		$this->assertSame( 404, $unknown->get_status() );
		$this->assertSame( 'This file has no version with this number.', $unknown->get_data()['message'] );

		wp_delete_file( (string) $this->library->storage()->absolute_path( $file->path ) );
		$vanished = $this->rest( 'POST', $base . $file->id . '/versions/1/restore' );
		$this->assertSame( 409, $vanished->get_status() );
		$this->assertSame( 'doc2.txt', $this->library->get( $file->id )->name, 'Nothing changed.' );
		$this->assertCount( 1, $this->library->versions()->all( $file->id ) );
	}

	/**
	 * Administrators set the number of versions kept through /wp/v2/settings; it is held
	 * between 0 and 100; editors may not change it.
	 */
	public function test_the_number_kept_is_an_administrators_setting(): void {
		$this->restore_option_after_test( File_Versions::OPTION_LIMIT );
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', '/wp/v2/settings', array( File_Versions::OPTION_LIMIT => 3 ) )->get_status() );
		$this->act_as( 'administrator' );
		$saved = $this->rest( 'POST', '/wp/v2/settings', array( File_Versions::OPTION_LIMIT => 3 ) );
		$this->assertSame( 200, $saved->get_status() );
		$this->assertSame( 3, $saved->get_data()[ File_Versions::OPTION_LIMIT ] );
		$this->assertSame( 400, $this->rest( 'POST', '/wp/v2/settings', array( File_Versions::OPTION_LIMIT => 500 ) )->get_status() );
		$this->assertSame( 3, $this->library->versions()->limit() );
	}
}
