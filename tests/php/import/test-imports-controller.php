<?php
/**
 * The imports' REST contract: who may call it, what POST /imports takes (file_mode), the list
 * of imports (GET /imports, no batch run) and what there is to import (GET /import-sources)
 * (docs/migration.md "The REST API").
 *
 * @package Frontage
 */

use Frontage\Import\Import_Records;
use Frontage\Tests\Wpfd_Import_Test_Case;

require_once __DIR__ . '/class-wpfd-import-test-case.php';

/**
 * The routes' shapes and permissions.
 */
final class Test_Imports_Controller extends Wpfd_Import_Test_Case {

	/**
	 * Visitors get 401 and subscribers 403 on every route, and nothing is started.
	 */
	public function test_only_library_managers_may_call_the_routes(): void {
		$routes = array(
			array( 'GET', '/frontage/v1/imports' ),
			array( 'GET', '/frontage/v1/import-sources' ),
			array( 'GET', '/frontage/v1/imports/1' ),
			array( 'POST', '/frontage/v1/imports' ),
		);
		foreach ( array( 401 => null, 403 => 'subscriber' ) as $status => $role ) {
			if ( $role ) {
				$this->act_as( $role );
			} else {
				wp_set_current_user( 0 );
			}
			foreach ( $routes as [ $method, $route ] ) {
				$this->assertSame( $status, $this->rest( $method, $route, array( 'source' => 'wpfd' ) )->get_status(), "$method $route as " . ( $role ?? 'a visitor' ) );
			}
		}
		$this->act_as( 'author' ); // Uploads, but may not edit others' posts.
		$this->assertSame( 403, $this->rest( 'GET', '/frontage/v1/import-sources' )->get_status() );
		$this->assertNull( ( new Import_Records() )->get( 1 ) );
	}

	/**
	 * The file mode is saved and answered; copy by default; a bad one is refused with a clear 400.
	 */
	public function test_post_takes_a_file_mode(): void {
		$category = $this->wpfd_category( 'Modes' );
		$this->wpfd_file( $category, 'Kept', "kept\n" );
		$this->act_as( 'editor' );

		$bad = $this->rest( 'POST', '/frontage/v1/imports', array( 'source' => 'wpfd', 'file_mode' => 'shred' ) );
		$this->assertSame( 400, $bad->get_status() );
		$this->assertSame( 'rest_invalid_param', $bad->get_data()['code'] );
		$this->assertStringContainsString( 'copy', $bad->get_data()['data']['params']['file_mode'] );
		$this->assertSame( array(), ( new Import_Records() )->recent(), 'Nothing was started.' );

		$copy = $this->rest( 'POST', '/frontage/v1/imports', array( 'source' => 'wpfd', 'dry_run' => true ) );
		$this->assertSame( 201, $copy->get_status() );
		$this->assertSame( 'copy', $copy->get_data()['file_mode'] );
		$this->assertSame( 'copy', $this->poll( (int) $copy->get_data()['id'] )['file_mode'] );

		$move = $this->rest( 'POST', '/frontage/v1/imports', array( 'source' => 'wpfd', 'dry_run' => true, 'file_mode' => 'move' ) );
		$this->assertSame( 201, $move->get_status() );
		$this->assertSame( 'move', $move->get_data()['file_mode'] );
		$this->assertSame( 'move', ( new Import_Records() )->get( (int) $move->get_data()['id'] )['file_mode'] );
	}

	/**
	 * GET /imports lists the imports newest first, each as GET /imports/{id} answers it, at most
	 * 20, and runs no batch (an import queued stays queued).
	 */
	public function test_the_list_answers_imports_newest_first_without_running_them(): void {
		$category = $this->wpfd_category( 'Listed' );
		$this->wpfd_file( $category, 'Listed file', "listed\n" );
		$this->act_as( 'administrator' );
		$this->assertSame( array(), $this->rest( 'GET', '/frontage/v1/imports' )->get_data() );

		$first  = $this->import( true );
		$queued = $this->rest( 'POST', '/frontage/v1/imports', array( 'source' => 'wpfd', 'dry_run' => true ) )->get_data();

		$list = $this->rest( 'GET', '/frontage/v1/imports' );
		$this->assertSame( 200, $list->get_status() );
		$this->assertSame( 'no-store', $list->get_headers()['Cache-Control'] );
		$this->assertSame( array( $queued['id'], $first['id'] ), array_column( $list->get_data(), 'id' ) );
		$this->assertSame( 'queued', $list->get_data()[0]['status'], 'Listing runs no batch.' );
		$this->assertSame( 'queued', ( new Import_Records() )->get( $queued['id'] )['status'] );
		$this->assertSame( $first, $list->get_data()[1], 'Each as the single GET answers it.' );
		$this->assertSame( array_keys( $queued ), array_keys( $list->get_data()[0] ) );

		$this->poll( $queued['id'] );
		for ( $i = 0; $i < 20; $i++ ) {
			$records = new Import_Records();
			$made    = $records->start( 'wpfd', true );
			$made['status'] = 'done';
			$records->save( $made );
		}
		$ids = array_column( $this->rest( 'GET', '/frontage/v1/imports' )->get_data(), 'id' );
		$this->assertCount( 20, $ids );
		$this->assertSame( $queued['id'] + 20, $ids[0] );
		$this->assertSame( $queued['id'] + 1, $ids[19] );
	}

	/**
	 * A poll answers the import as its batch stored it: its time of update is the stored one,
	 * not the one before the batch (the list and a later poll then agree with it).
	 */
	public function test_a_poll_answers_the_time_its_batch_stored(): void {
		$category = $this->wpfd_category( 'Polled' );
		$this->wpfd_file( $category, 'Polled file', "polled\n" );
		$this->act_as( 'administrator' );
		$queued = $this->rest( 'POST', '/frontage/v1/imports', array( 'source' => 'wpfd', 'dry_run' => true ) )->get_data();
		// As if the import was queued long ago.
		$stored            = get_option( Import_Records::OPTION_PREFIX . $queued['id'] );
		$stored['updated'] = '2000-01-01T00:00:00+00:00';
		update_option( Import_Records::OPTION_PREFIX . $queued['id'], $stored, false );

		$answer = $this->rest( 'GET', '/frontage/v1/imports/' . $queued['id'] )->get_data();

		$this->assertNotSame( '2000-01-01T00:00:00+00:00', $answer['updated'], 'The batch\'s own time.' );
		$this->assertSame( ( new Import_Records() )->get( $queued['id'] )['updated'], $answer['updated'] );
		$this->poll( $queued['id'] );
	}

	/**
	 * GET /import-sources names both sources, whether each has rows, and how many files.
	 */
	public function test_the_sources_say_what_there_is_to_import(): void {
		$this->act_as( 'administrator' );
		$before = $this->rest( 'GET', '/frontage/v1/import-sources' );
		$this->assertSame( 200, $before->get_status() );
		$this->assertSame( array( 'wpfd', 'download-monitor' ), array_column( $before->get_data(), 'source' ) );
		$this->assertSame( array( 'WP File Download', 'Download Monitor' ), array_column( $before->get_data(), 'label' ) );
		$this->assertSame( array( 'source', 'label', 'available', 'files' ), array_keys( $before->get_data()[0] ) );
		$this->assertSame( array( false, 0 ), array( $before->get_data()[0]['available'], $before->get_data()[0]['files'] ) );

		$category = $this->wpfd_category( 'Counted' );
		$this->wpfd_file( $category, 'One', "1\n" );
		$this->wpfd_file( $category, 'Two', "2\n" );

		$after = $this->rest( 'GET', '/frontage/v1/import-sources' )->get_data();
		$this->assertSame( array( true, 2 ), array( $after[0]['available'], $after[0]['files'] ) );
		$this->assertFalse( $after[1]['available'] );
	}
}
