<?php
/**
 * Importing with `file_mode` move: the files live only in the library afterwards, downloads
 * answer the same bytes, the source's rows are unchanged, a later import finds the moved bytes
 * in the library instead of reporting them missing, a refused file stays in the source, and the
 * source's name is removed only once the library holds the file (docs/migration.md "Copying or
 * moving").
 *
 * @package Frontage
 */

use Frontage\Files\Downloads;
use Frontage\Files\Storage;
use Frontage\Import\File_Import;
use Frontage\Import\File_Transfer;
use Frontage\Import\Wpfd_Source;
use Frontage\Tests\Wpfd_Import_Test_Case;

require_once __DIR__ . '/class-wpfd-import-test-case.php';

/**
 * Moving files into the library.
 */
final class Test_Import_Move extends Wpfd_Import_Test_Case {

	/**
	 * Two files and two the library refuses (by name; by content, once it has the bytes), in one
	 * WP File Download category.
	 *
	 * @return array<string, int>
	 */
	private function seed(): array {
		$s             = array();
		$s['category'] = $this->wpfd_category( 'Moved reports' );
		$s['annual']   = $this->wpfd_file( $s['category'], 'Annual report', str_repeat( "minutes of the annual meeting\n", 3000 ), array( 'hits' => 5 ) );
		$s['budget']   = $this->wpfd_file( $s['category'], 'Budget', "budget\n" );
		$s['script']   = $this->wpfd_file( $s['category'], 'Installer', "<?php echo 1;\n", array( 'ext' => 'php' ) );
		$s['table']    = $this->wpfd_file( $s['category'], 'Table', "year,total\n2020,12\n2021,14\n" );
		return $s;
	}

	/**
	 * A dry run with move reports what a dry run with copy reports, and moves nothing.
	 */
	public function test_a_dry_run_with_move_reports_the_same_and_moves_nothing(): void {
		$s = $this->seed();
		$this->act_as( 'administrator' );

		$copy = $this->import( true );
		$move = $this->import( true, 'move' );

		$this->assertSame( array( 'copy', 'move' ), array( $copy['file_mode'], $move['file_mode'] ) );
		$this->assertSame( $copy['counts'], $move['counts'] );
		$this->assertSame( $copy['report'], $move['report'] );
		$this->assertSame( 0, $move['report']['moved_files'] );
		foreach ( array( 'annual', 'budget', 'script', 'table' ) as $file ) {
			$this->assertFileExists( $this->source_path( $s[ $file ], $s['category'] ) );
		}
		$this->assertSame( 0, $this->imported_count() );
	}

	/**
	 * After a move the source's files are gone and the library's downloads are the same bytes;
	 * the source's rows are as they were; a refused file stays where it was; a second import
	 * finds the moved files in the library (unchanged, reported `moved_earlier`), and a changed
	 * row is still updated.
	 */
	public function test_a_move_leaves_the_files_only_in_the_library_and_a_second_import_finds_them(): void {
		global $wpdb;
		$s      = $this->seed();
		$paths  = array();
		$bytes  = array();
		$before = $wpdb->get_results( $wpdb->prepare( "SELECT post_id, meta_value FROM {$wpdb->postmeta} WHERE meta_key = %s ORDER BY post_id", Wpfd_Source::META_FILE ), ARRAY_A );
		foreach ( array( 'annual', 'budget', 'script', 'table' ) as $file ) {
			$paths[ $file ] = (string) realpath( $this->source_path( $s[ $file ], $s['category'] ) );
			$bytes[ $file ] = (string) file_get_contents( $paths[ $file ] ); // Plain file functions: the fixture's bytes.
		}
		$this->act_as( 'administrator' );

		$moved = $this->import( false, 'move' );

		$this->assertSame( 'done', $moved['status'], (string) wp_json_encode( $moved['report'] ) );
		$this->assertSame( array( 2, 2 ), array( $moved['counts']['files']['created'], $moved['report']['moved_files'] ) );
		$downloads = new Downloads( $this->library );
		foreach ( array( 'annual', 'budget' ) as $file ) {
			$this->assertFileDoesNotExist( $paths[ $file ], "The source's $file is gone." );
			$id     = $this->imported_file( $s[ $file ] );
			$answer = $downloads->respond( (string) $id, array( 'method' => 'GET' ) );
			$this->assertSame( 200, $answer['status'] );
			$this->assertSame( $bytes[ $file ], (string) file_get_contents( $answer['path'], false, null, $answer['offset'], $answer['length'] ), "The library downloads $file's bytes." );
			$this->assertSame( $paths[ $file ], get_post_meta( $id, File_Import::META_MOVED_FROM, true ) );
		}
		foreach ( array( 'script', 'table' ) as $file ) {
			$this->assertFileExists( $paths[ $file ], "$file, refused by the library, stays in the source." );
			$this->assertSame( $bytes[ $file ], (string) file_get_contents( $paths[ $file ] ) );
			$this->assertSame( 0, $this->imported_file( $s[ $file ] ) );
		}
		$this->assertSame( array( 'refused', 'refused' ), array_column( $moved['report']['problems'], 'code' ) );
		$this->assertSame( $before, $wpdb->get_results( $wpdb->prepare( "SELECT post_id, meta_value FROM {$wpdb->postmeta} WHERE meta_key = %s ORDER BY post_id", Wpfd_Source::META_FILE ), ARRAY_A ), 'The source\'s rows are unchanged.' );
		$this->assertEmpty( glob( $this->library->storage()->base_dir() . '/import-*' ), 'No part is left behind.' );

		$again = $this->import();

		$this->assertSame( 'done', $again['status'], (string) wp_json_encode( $again['report'] ) );
		$this->assertSame( array( 0, 0, 2 ), array( $again['counts']['files']['created'], $again['counts']['files']['updated'], $again['counts']['files']['unchanged'] ) );
		$this->assertSame( 0, $again['report']['missing_files'] );
		$this->assertSame( 'moved_earlier', self::problems( $again )[ 'wpfd:file:' . $s['annual'] ] );
		$this->assertStringContainsString( 'moved into the library by an earlier import', $again['report']['problems'][0]['message'] );

		wp_update_post(
			array(
				'ID'         => $s['budget'],
				'post_title' => 'Budget 2021',
			)
		);
		$third = $this->import( false, 'move' );

		$this->assertSame( array( 1, 1 ), array( $third['counts']['files']['updated'], $third['counts']['files']['unchanged'] ) );
		$budget = $this->library->get( $this->imported_file( $s['budget'] ) );
		$this->assertSame( 'Budget 2021', $budget->title );
		$this->assertSame( $bytes['budget'], (string) file_get_contents( (string) $this->library->storage()->absolute_path( $budget->path ) ) );
		$this->assertSame( 2, $this->imported_count() );
	}

	/**
	 * On the same file system a moved file is not copied: the library's part is the source's
	 * own bytes under a second name until the library holds them. On another file system it is
	 * copied and checked, and the source is removed only when the library's stored file is there.
	 */
	public function test_moving_links_on_one_file_system_and_copies_across(): void {
		$dir = wp_get_upload_dir()['basedir'] . '/' . Wpfd_Source::FOLDER . '/transfer';
		wp_mkdir_p( $dir );
		$source = $dir . '/source.txt';
		file_put_contents( $source, "moved bytes\n" ); // Plain file functions: a fixture.

		$here = new File_Transfer( $this->library->storage(), true );
		$part = $here->take( $source, 12 );
		$this->assertIsString( $part );
		$this->assertSame( fileinode( $source ), fileinode( $part ), 'Linked, not copied.' );
		$this->assertFalse( $here->finish( $part, $source, null ), 'Refused: the source keeps its file.' );
		$this->assertFileExists( $source );
		$this->assertFileDoesNotExist( $part );

		if ( ! is_dir( '/dev/shm' ) || stat( '/dev/shm' )['dev'] === stat( $dir )['dev'] ) {
			$this->markTestSkipped( 'No second file system (/dev/shm) to move across.' );
		}
		$elsewhere = '/dev/shm/frontage-move-' . getmypid();
		try {
			$across = new File_Transfer( new Storage( $elsewhere ), true );
			$part   = $across->take( $source, 12 );
			$this->assertIsString( $part );
			$this->assertNotSame( stat( $source )['dev'], stat( $part )['dev'], 'Copied to the other file system.' );
			$this->assertSame( "moved bytes\n", file_get_contents( $part ) );
			$stored = $elsewhere . '/stored';
			$this->assertFalse( $across->finish( $part, $source, $stored ), 'The library does not hold it yet: the source stays.' );
			$this->assertFileExists( $source );
			$part = $across->take( $source, 12 );
			rename( $part, $stored );
			$this->assertTrue( $across->finish( $part, $source, $stored ) );
			$this->assertFileExists( $source, 'Removed only once the file\'s transaction is committed.' );
			$this->assertTrue( $across->release() );
			$this->assertFileDoesNotExist( $source );
			$this->assertSame( "moved bytes\n", file_get_contents( $stored ) );
			$this->assertInstanceOf( WP_Error::class, $across->take( $dir . '/gone.txt', 12 ), 'Nothing to copy is an error, not a file.' );
		} finally {
			self::remove_dir( $elsewhere );
		}
	}
}
