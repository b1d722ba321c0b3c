<?php
/**
 * Tests for the revision check of PUT /frontage/v1/files/{id} (includes/files/class-files-controller.php):
 * two editors saving the same file at once (docs/files.md "Two editors at once").
 *
 * @package Frontage
 */

use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * The race, one step after another: A loads, B loads, A saves, B saves.
 */
final class Test_File_Edit_Conflicts extends Library_Test_Case {

	/**
	 * What an editor's screen holds after loading a file.
	 *
	 * @param int $id File id.
	 * @return array<string, mixed>
	 */
	private function load( int $id ): array {
		$response = $this->rest( 'GET', '/frontage/v1/files/' . $id );
		$this->assertSame( 200, $response->get_status() );
		return $response->get_data();
	}

	/**
	 * The second save of two that started from the same load is refused with a 409 that says
	 * why and carries the file as it is now; everything the first save changed is kept.
	 */
	public function test_the_second_of_two_saves_from_the_same_load_is_refused_and_the_first_kept(): void {
		$file = $this->make_file(
			array(
				'title'       => 'Price list',
				'description' => 'Old prices',
				'version'     => '1',
			)
		);
		$this->act_as( 'administrator' );
		$a = $this->load( $file->id );
		$b = $this->load( $file->id );

		$saved_a = $this->rest(
			'PUT',
			'/frontage/v1/files/' . $file->id,
			array(
				'title'       => 'Price list 2026',
				'description' => 'New prices',
				'version'     => '2',
				'revision'    => $a['revision'],
			)
		);
		$this->assertSame( 200, $saved_a->get_status(), 'The first save goes through.' );
		$this->assertNotSame( $a['revision'], $saved_a->get_data()['revision'], 'A save makes a new revision.' );

		// B changes another field but sends the whole form, as the edit dialog does.
		$saved_b = $this->rest(
			'PUT',
			'/frontage/v1/files/' . $file->id,
			array(
				'title'       => $b['title'],
				'description' => $b['description'],
				'version'     => '1.1',
				'revision'    => $b['revision'],
			)
		);
		$this->assertSame( 409, $saved_b->get_status(), 'The second save is told, not applied.' );
		$this->assertSame( 'frontage_file_changed', $saved_b->get_data()['code'] );
		$this->assertStringContainsString( 'Someone else changed this file after you opened it', $saved_b->get_data()['message'] );
		$this->assertSame( 'Price list 2026', $saved_b->get_data()['data']['current']['title'], 'The answer shows what is there now.' );

		$now = $this->library->get( $file->id );
		$this->assertSame( 'Price list 2026', $now->title, 'Nothing of the first save is lost.' );
		$this->assertSame( 'New prices', $now->description );
		$this->assertSame( '2', $now->version );

		// B opens the file again and saves: that works.
		$again = $this->rest(
			'PUT',
			'/frontage/v1/files/' . $file->id,
			array(
				'version'  => '2.1',
				'revision' => $this->load( $file->id )['revision'],
			)
		);
		$this->assertSame( 200, $again->get_status() );
		$this->assertSame( 'Price list 2026', $again->get_data()['title'] );
		$this->assertSame( '2.1', $again->get_data()['version'] );
	}

	/**
	 * A file's bytes replaced by another editor count as a change too; a download does not.
	 */
	public function test_a_replacement_conflicts_and_a_download_does_not(): void {
		$file = $this->make_file( array( 'title' => 'Manual' ) );
		$this->act_as( 'administrator' );
		$loaded = $this->load( $file->id );

		$this->library->count_download( $file->id );
		$this->assertSame( $loaded['revision'], $this->load( $file->id )['revision'], 'A download changes no revision.' );

		$this->library->replace( $file->id, $this->temp_upload( "A new manual\n" ), 'manual.txt' );
		$saved = $this->rest(
			'PUT',
			'/frontage/v1/files/' . $file->id,
			array(
				'title'    => 'Manual (old)',
				'revision' => $loaded['revision'],
			)
		);
		$this->assertSame( 409, $saved->get_status() );
		$this->assertSame( 'Manual', $this->library->get( $file->id )->title );
	}

	/**
	 * API clients that send no revision save as before (last save wins); a revision that is not
	 * one is a 400.
	 */
	public function test_a_save_without_a_revision_still_works_and_a_bad_one_is_a_400(): void {
		$file = $this->make_file( array( 'title' => 'Form' ) );
		$this->act_as( 'administrator' );
		$this->rest( 'PUT', '/frontage/v1/files/' . $file->id, array( 'title' => 'Form A' ) );

		$saved = $this->rest( 'PUT', '/frontage/v1/files/' . $file->id, array( 'title' => 'Form B' ) );
		$this->assertSame( 200, $saved->get_status() );
		$this->assertSame( 'Form B', $this->library->get( $file->id )->title );

		$bad = $this->rest(
			'PUT',
			'/frontage/v1/files/' . $file->id,
			array(
				'title'    => 'Form C',
				'revision' => 'yesterday',
			)
		);
		$this->assertSame( 400, $bad->get_status() );
		$this->assertSame( 'Form B', $this->library->get( $file->id )->title );
	}
}
