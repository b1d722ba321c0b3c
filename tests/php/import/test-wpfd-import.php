<?php
/**
 * Importing from WP File Download through REST: the dry run's report, a whole import (files,
 * bytes, tree, order, tags, access, counts), resuming, a second run, bad rows, who may run it
 * (docs/migration.md).
 *
 * @package Frontage
 */

use Frontage\Files\Categories;
use Frontage\Files\File;
use Frontage\Files\Files_Module;
use Frontage\Import\Import_Records;
use Frontage\Import\Importer;
use Frontage\Import\Wpfd_Source;
use Frontage\Tests\Wpfd_Import_Test_Case;

require_once __DIR__ . '/class-wpfd-import-test-case.php';

/**
 * The WP File Download import.
 */
final class Test_Wpfd_Import extends Wpfd_Import_Test_Case {

	/**
	 * A small WP File Download library: Reports (public) with Archive below it (ordered second)
	 * and Drafts first; Board (editors only); three files and two tags.
	 *
	 * @return array<string, int>
	 */
	private function seed(): array {
		$s            = array();
		$s['reports'] = $this->wpfd_category( 'Reports' );
		$s['archive'] = $this->wpfd_category( 'Archive', $s['reports'], 2 );
		$s['drafts']  = $this->wpfd_category( 'Drafts', $s['reports'], 1 );
		$s['board']   = $this->wpfd_category( 'Board', 0, 0, array( 'editor' ), array( 'ordering' => 'hits', 'orderingdir' => 'desc' ) );
		$s['papers']  = $this->wpfd_category( 'Board papers', $s['board'], 0, null, array(), -1 );
		$s['tag']     = $this->wpfd_tag( 'Imported finance' );
		$s['annual']  = $this->wpfd_file( $s['reports'], 'Annual report', "year,total\n2020,12\n", array( 'hits' => 42, 'version' => '2.1' ), array(), array( $s['tag'] ) );
		$s['old']     = $this->wpfd_file( $s['archive'], 'Old minutes', str_repeat( "minutes of the meeting\n", 5000 ), array( 'hits' => 7 ) );
		$s['secret']  = $this->wpfd_file( $s['board'], 'Board minutes', "confidential\n", array( 'hits' => 3 ) );
		$s['private'] = $this->wpfd_file( $s['reports'], 'Private note', "private\n", array(), array( 'post_status' => 'private' ) );
		$s['paper']   = $this->wpfd_file( $s['papers'], 'Agenda', "agenda\n" );
		return $s;
	}

	/**
	 * A dry run counts what would come and changes nothing.
	 */
	public function test_a_dry_run_reports_and_changes_nothing(): void {
		$s = $this->seed();
		$this->act_as( 'administrator' );

		$answer = $this->import( true );

		$this->assertSame( 'done', $answer['status'] );
		$this->assertTrue( $answer['dry_run'] );
		$this->assertSame( 5, $answer['counts']['categories']['created'] );
		$this->assertSame( 1, $answer['counts']['tags']['created'] );
		$this->assertSame( 5, $answer['counts']['files']['created'] );
		$this->assertSame( 5, $answer['report']['source_files'] );
		$this->assertSame( 0, $answer['report']['problem_total'] );
		$this->assertSame( 0, $this->imported_count(), 'A dry run imports nothing.' );
		$this->assertSame( 0, $this->imported_category( $s['reports'] ) );
		$this->assertEmpty( glob( wp_get_upload_dir()['basedir'] . '/frontage-files/import-*' ) );
	}

	/**
	 * The dry run names what will change on the way in — a title taken from the file name, a
	 * category whose name and address the library already has — and what the library refuses;
	 * the import then does as it said.
	 */
	public function test_a_dry_run_names_what_will_change_and_what_is_refused(): void {
		$this->act_as( 'administrator' );
		$categories = new Categories();
		$name       = 'Reports ' . wp_generate_password( 6, false );
		$mine       = $categories->create( array( 'name' => $name ) );
		$this->assertIsArray( $mine );
		try {
			$reports = $this->wpfd_category( $name );
			$untitled = $this->wpfd_file( $reports, '', "no title\n" );
			$script   = $this->wpfd_file( $reports, 'Installer', "<?php echo 1;\n", array( 'ext' => 'php' ) );

			$dry      = $this->import( true );
			$changes  = array_column( $dry['report']['changes'], 'field', 'item' );
			$problems = self::problems( $dry );

			$this->assertSame( 'slug', $changes[ 'wpfd:category:' . $reports ] );
			$this->assertSame( 'title', $changes[ 'wpfd:file:' . $untitled ] );
			$this->assertSame( 'refused', $problems[ 'wpfd:file:' . $script ] );
			$this->assertSame( 1, $dry['counts']['files']['created'] );

			$done = $this->import();
			$made = $categories->get( $this->imported_category( $reports ) );
			$this->assertNotSame( $mine['id'], $made['id'], 'The library\'s own category is not merged into.' );
			$this->assertSame( $name . ' (' . $reports . ')', $made['name'] );
			$this->assertContains( 'category_name', array_column( $done['report']['changes'], 'field' ) );
			$this->assertSame( 'file-' . $untitled . '-' . substr( md5( '' ), 0, 8 ), $this->library->get( $this->imported_file( $untitled ) )->title );
			$this->assertSame( 0, $this->imported_file( $script ) );
		} finally {
			$categories->delete( $mine['id'] );
		}
	}

	/**
	 * A whole import through REST: files with their bytes, dates, counts and tags, the tree in
	 * its order, and access kept (a restricted category stays hidden from a visitor).
	 */
	public function test_a_whole_import_brings_files_tree_tags_access_and_counts(): void {
		$s = $this->seed();
		$this->act_as( 'administrator' );

		$answer = $this->import();

		$this->assertSame( 'done', $answer['status'], (string) wp_json_encode( $answer['report'] ) );
		$this->assertSame( 5, $answer['counts']['files']['created'] );
		$this->assertSame( 5, $answer['counts']['categories']['created'] );

		// Files: bytes identical, details, dates, count, tags.
		$annual = $this->library->get( $this->imported_file( $s['annual'] ) );
		$this->assertNotNull( $annual );
		$this->assertSame( 'Annual report', $annual->title );
		$this->assertSame( 'About Annual report', $annual->description );
		$this->assertSame( 'Annual report.txt', $annual->name );
		$this->assertSame( '2.1', $annual->version );
		$this->assertSame( 42, $annual->downloads );
		$this->assertStringStartsWith( '2021-03-04T05:06:07', $annual->created );
		$this->assertSame( array( 'Imported finance' ), array_column( $annual->tags, 'name' ) );
		$this->assertSame( $this->imported_category( $s['reports'] ), $annual->category_id );
		foreach ( array( 'annual' => 'reports', 'old' => 'archive', 'secret' => 'board' ) as $file => $category ) {
			$imported = $this->library->get( $this->imported_file( $s[ $file ] ) );
			$stored   = $this->library->storage()->absolute_path( $imported->path );
			$this->assertSame( hash_file( 'sha256', $this->source_path( $s[ $file ], $s[ $category ] ) ), hash_file( 'sha256', (string) $stored ), "The bytes of $file are the source's." );
		}
		$this->assertSame( 'private', $this->library->get( $this->imported_file( $s['private'] ) )->status );

		// The tree and its order.
		$categories = new Categories();
		$reports    = $categories->get( $this->imported_category( $s['reports'] ) );
		$archive    = $categories->get( $this->imported_category( $s['archive'] ) );
		$drafts     = $categories->get( $this->imported_category( $s['drafts'] ) );
		$this->assertSame( $reports['id'], $archive['parent'] );
		$this->assertSame( $reports['id'], $drafts['parent'] );
		$order = array_column( array_filter( $categories->all(), static fn ( array $c ): bool => $c['parent'] === $reports['id'] ), 'name' );
		$this->assertSame( array( 'Drafts', 'Archive' ), array_values( $order ) );

		// Access: Board is for editors; a visitor and a subscriber do not see its file.
		$board = $categories->get( $this->imported_category( $s['board'] ) );
		$this->assertSame( 'roles', $board['visibility'] );
		$this->assertSame( array( 'editor' ), $board['roles'] );
		$this->assertSame( 'downloads-desc', $board['ordering'] );
		$papers = $categories->get( $this->imported_category( $s['papers'] ) );
		$this->assertSame( array( 'public', $board['id'] ), array( $papers['visibility'], $papers['parent'] ), 'As its parent: Board\'s restriction covers it.' );
		$this->assertSame( '', $reports['description'], 'WP File Download\'s settings JSON is not a description.' );
		$secret = $this->imported_file( $s['secret'] );
		wp_set_current_user( 0 );
		$this->assertInstanceOf( WP_Error::class, $this->library->find_visible( $secret ) );
		$this->assertInstanceOf( WP_Error::class, $this->library->find_visible( $this->imported_file( $s['paper'] ) ) );
		$this->assertInstanceOf( WP_Error::class, $this->library->find_visible( $this->imported_file( $s['private'] ) ) );
		$this->assertNotContains( $secret, array_map( static fn ( File $f ): int => $f->id, $this->library->list( array( 'per_page' => 100 ) )['files'] ) );
		$this->assertInstanceOf( File::class, $this->library->find_visible( $this->imported_file( $s['annual'] ) ) );
		$this->act_as( 'editor' );
		$this->assertInstanceOf( File::class, $this->library->find_visible( $secret ) );
	}

	/**
	 * An import stopped after one batch (a closed tab) is continued by the next request, with
	 * nothing twice; a batch another request is running is not run again, and the lock of a
	 * request that died is taken over.
	 */
	public function test_an_interrupted_import_resumes_where_it_stopped(): void {
		$s = $this->seed();
		$this->act_as( 'administrator' );
		add_filter( Importer::FILTER_FILE_BATCH, static fn (): int => 1 );

		$id = (int) $this->rest( 'POST', '/frontage/v1/imports', array( 'source' => 'wpfd' ) )->get_data()['id'];
		$this->rest( 'GET', '/frontage/v1/imports/' . $id ); // Categories.
		$this->rest( 'GET', '/frontage/v1/imports/' . $id ); // Tags.
		$first = $this->rest( 'GET', '/frontage/v1/imports/' . $id )->get_data(); // One file.
		$this->assertSame( 'running', $first['status'] );
		$this->assertSame( 1, $first['counts']['files']['created'] );
		$this->assertSame( 1, $this->imported_count() );

		// Another request holds the batch lock: a poll answers without running a batch.
		global $wpdb;
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => Import_Records::OPTION_BATCH_LOCK,
				'option_value' => (string) ( time() + 30 ),
				'autoload'     => 'no',
			)
		);
		$this->assertSame( 1, $this->rest( 'GET', '/frontage/v1/imports/' . $id )->get_data()['counts']['files']['created'] );
		// That request died: its lock expired, and the next poll carries on.
		$wpdb->update( $wpdb->options, array( 'option_value' => (string) ( time() - 1 ) ), array( 'option_name' => Import_Records::OPTION_BATCH_LOCK ) );
		$this->assertSame( 2, $this->rest( 'GET', '/frontage/v1/imports/' . $id )->get_data()['counts']['files']['created'] );

		// WP-Cron runs a batch too.
		$this->assertNotFalse( wp_next_scheduled( Importer::CRON_HOOK, array( $id ) ) );
		do_action( Importer::CRON_HOOK, $id );
		$this->assertSame( 3, $this->imported_count() );

		$done = $this->poll( $id );
		$this->assertSame( 'done', $done['status'] );
		$this->assertSame( 5, $done['counts']['files']['created'] );
		$this->assertSame( 5, $this->imported_count(), 'No file was imported twice.' );
		$this->assertNotNull( $this->library->get( $this->imported_file( $s['private'] ) ) );
	}

	/**
	 * A second import changes nothing; a source file changed since is updated, and the
	 * downloads counted meanwhile on both sides are added up.
	 */
	public function test_a_second_import_changes_only_what_changed(): void {
		$s = $this->seed();
		$this->act_as( 'administrator' );
		$this->import();
		$annual = $this->imported_file( $s['annual'] );
		$before = $this->library->get( $annual );
		update_post_meta( $annual, File::META_DOWNLOADS, 50 ); // 8 downloads through Frontage since.

		$again = $this->import();

		$this->assertSame( 'done', $again['status'] );
		$this->assertSame( 0, $again['counts']['files']['created'] );
		$this->assertSame( 0, $again['counts']['files']['updated'] );
		$this->assertSame( 5, $again['counts']['files']['unchanged'] );
		$this->assertSame( 5, $again['counts']['categories']['unchanged'] );
		$this->assertSame( 1, $again['counts']['tags']['unchanged'] );
		$this->assertSame( 5, $this->imported_count() );
		$this->assertEquals( $this->library->get( $annual )->updated, $before->updated );

		// The source changes: a new title and 5 more downloads there.
		wp_update_post(
			array(
				'ID'         => $s['annual'],
				'post_title' => 'Annual report 2020',
			)
		);
		$meta         = Wpfd_Source::decode( (string) $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( "SELECT meta_value FROM {$GLOBALS['wpdb']->postmeta} WHERE post_id = %d AND meta_key = %s", $s['annual'], Wpfd_Source::META_FILE ) ) );
		$meta['hits'] = 47;
		update_post_meta( $s['annual'], Wpfd_Source::META_FILE, $meta );

		$third = $this->import();

		$this->assertSame( 1, $third['counts']['files']['updated'] );
		$this->assertSame( 4, $third['counts']['files']['unchanged'] );
		$this->assertSame( 'Annual report 2020', $this->library->get( $annual )->title );
		$this->assertSame( 55, $this->library->get( $annual )->downloads );
		$this->assertSame( 5, $this->imported_count() );
	}

	/**
	 * Rows WP File Download left half-written are named in the report, none is read from
	 * outside uploads/wpfd, and the good rows still come.
	 */
	public function test_bad_rows_are_reported_and_left_out(): void {
		global $wpdb;
		$good = $this->wpfd_category( 'Good' );
		$ok   = $this->wpfd_file( $good, 'Fine', "fine\n" );
		// A file post without its details, one whose details do not decode, one with an object.
		$no_meta = $this->wpfd_file( $good, 'No details', "x\n", false );
		$broken  = $this->wpfd_file( $good, 'Broken details', "x\n" );
		$wpdb->update( $wpdb->postmeta, array( 'meta_value' => 'a:2:{s:4:"file";s:5:"x.txt' ), array( 'post_id' => $broken, 'meta_key' => Wpfd_Source::META_FILE ) );
		$object = $this->wpfd_file( $good, 'Object details', "x\n" );
		$wpdb->update( $wpdb->postmeta, array( 'meta_value' => 'a:1:{s:4:"file";O:8:"stdClass":0:{}}' ), array( 'post_id' => $object, 'meta_key' => Wpfd_Source::META_FILE ) );
		// A file missing on disk, a path out of uploads, a remote file, a file in no category.
		$missing = $this->wpfd_file( $good, 'Missing', null );
		$outside = $this->wpfd_file( $good, 'Outside', null, array( 'file' => '../../../wp-config.php' ) );
		$remote  = $this->wpfd_file( $good, 'Remote', null, array( 'file' => 'https://example.com/a.pdf', 'remote_url' => true ) );
		$lost    = $this->wpfd_file( 0, 'No category', null );
		// A file for chosen users only, also listed in another category.
		$chosen = $this->wpfd_file( $good, 'For two users', "two\n", array( 'canview' => '5,7', 'file_multi_category' => array( '3' ) ) );
		// A category loop, a parent pointing nowhere, a term row gone, a duplicate name.
		$loop_a = $this->wpfd_category( 'Loop A' );
		$loop_b = $this->wpfd_category( 'Loop B', $loop_a );
		$wpdb->update( $wpdb->term_taxonomy, array( 'parent' => $loop_b ), array( 'term_id' => $loop_a ) );
		$orphan = $this->wpfd_category( 'Orphan' );
		$wpdb->update( $wpdb->term_taxonomy, array( 'parent' => 999999 ), array( 'term_id' => $orphan ) );
		$wpdb->insert(
			$wpdb->term_taxonomy,
			array(
				'term_id'     => 888888,
				'taxonomy'    => Wpfd_Source::CATEGORY_TAXONOMY,
				'description' => '',
				'parent'      => 0,
			)
		);
		$settings = $this->wpfd_category( 'Bad settings' );
		$wpdb->update( $wpdb->options, array( 'option_value' => 'a:1:{s:6:"access' ), array( 'option_name' => Wpfd_Source::CATEGORY_OPTION_PREFIX . $settings ) );
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( Wpfd_Source::CATEGORY_OPTION_PREFIX . $settings, 'options' );
		// A file in the category whose term is gone.
		$homeless = $this->wpfd_file( 0, 'Homeless', null );
		$wpdb->insert(
			$wpdb->term_relationships,
			array(
				'object_id'        => $homeless,
				'term_taxonomy_id' => (int) $wpdb->get_var( $wpdb->prepare( "SELECT term_taxonomy_id FROM {$wpdb->term_taxonomy} WHERE term_id = %d", 888888 ) ),
			)
		);
		$this->act_as( 'administrator' );

		$dry = $this->import( true );
		$this->assertSame( 'category_not_imported', self::problems( $dry )[ 'wpfd:file:' . $homeless ], 'The dry run names what the import will leave out.' );
		$this->assertSame( 2, $dry['counts']['files']['created'] );

		$answer   = $this->import();
		$problems = self::problems( $answer );
		$this->assertSame( 'category_not_imported', $problems[ 'wpfd:file:' . $homeless ] );

		$this->assertSame( 'done', $answer['status'] );
		$this->assertSame( 'no_metadata', $problems[ 'wpfd:file:' . $no_meta ] );
		$this->assertSame( 'bad_metadata', $problems[ 'wpfd:file:' . $broken ] );
		$this->assertSame( 'bad_metadata', $problems[ 'wpfd:file:' . $object ] );
		$this->assertSame( 'missing_file', $problems[ 'wpfd:file:' . $missing ] );
		$this->assertSame( 'path_outside', $problems[ 'wpfd:file:' . $outside ] );
		$this->assertSame( 'remote_file', $problems[ 'wpfd:file:' . $remote ] );
		$this->assertStringContainsString( 'https://example.com/a.pdf', implode( ' ', array_column( $answer['report']['problems'], 'message' ) ) );
		$this->assertSame( 'no_category', $problems[ 'wpfd:file:' . $lost ] );
		$this->assertSame( 'category_loop', $problems[ 'wpfd:category:' . min( $loop_a, $loop_b ) ] );
		$this->assertSame( 'category_parent_missing', $problems[ 'wpfd:category:' . $orphan ] );
		$this->assertSame( 'category_no_term', $problems['wpfd:category:888888'] );
		$this->assertSame( 'bad_settings', $problems[ 'wpfd:category:' . $settings ] );
		$this->assertSame( 1, $answer['report']['missing_files'] );
		$this->assertSame( 1, $answer['report']['remote_files'] );
		$this->assertSame( 'other_categories', $problems[ 'wpfd:file:' . $chosen ] );
		$this->assertContains( 'restricted_file', array_column( array_filter( $answer['report']['problems'], static fn ( array $p ): bool => 'wpfd:file:' . $chosen === $p['item'] ), 'code' ) );
		$this->assertSame( 'private', $this->library->get( $this->imported_file( $chosen ) )->status, 'A file for chosen users stays private.' );
		$this->assertSame( 2, $answer['counts']['files']['created'] );
		$this->assertSame( 8, $answer['counts']['files']['skipped'] );
		$this->assertNotSame( 0, $this->imported_file( $ok ) );

		// The loop is broken, the orphan at the top, and unreadable access stays closed.
		$categories = new Categories();
		$this->assertSame( 0, $categories->get( $this->imported_category( min( $loop_a, $loop_b ) ) )['parent'] );
		$this->assertSame( 0, $categories->get( $this->imported_category( $orphan ) )['parent'] );
		$closed = $categories->get( $this->imported_category( $settings ) );
		$this->assertSame( array( 'roles', array() ), array( $closed['visibility'], $closed['roles'] ) );
	}

	/**
	 * Only library managers may import; a subscriber gets 403 on both routes.
	 */
	public function test_a_subscriber_may_not_import(): void {
		$this->seed();
		$this->act_as( 'subscriber' );

		$this->assertSame( 403, $this->rest( 'POST', '/frontage/v1/imports', array( 'source' => 'wpfd' ) )->get_status() );
		$this->assertSame( 403, $this->rest( 'GET', '/frontage/v1/imports/1' )->get_status() );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'POST', '/frontage/v1/imports', array( 'source' => 'wpfd' ) )->get_status() );
		$this->assertSame( 0, $this->imported_count() );
	}

	/**
	 * A second import while one is under way is refused (409) and names it; once it ended, a
	 * new one starts. An unknown source gets a clear 400.
	 */
	public function test_two_imports_at_once_are_refused(): void {
		$this->seed();
		$this->act_as( 'administrator' );

		$first  = $this->rest( 'POST', '/frontage/v1/imports', array( 'source' => 'wpfd' ) );
		$second = $this->rest( 'POST', '/frontage/v1/imports', array( 'source' => 'wpfd', 'dry_run' => true ) );

		$this->assertSame( 201, $first->get_status() );
		$this->assertSame( 409, $second->get_status() );
		$this->assertSame( 'frontage_import_running', $second->get_data()['code'] );
		$this->assertSame( $first->get_data()['id'], $second->get_data()['data']['id'] );
		$this->assertSame( 'done', $this->poll( (int) $first->get_data()['id'] )['status'] );
		$this->assertSame( 201, $this->rest( 'POST', '/frontage/v1/imports', array( 'source' => 'wpfd', 'dry_run' => true ) )->get_status() );

		$this->poll( (int) $this->rest( 'GET', '/frontage/v1/imports/' . ( (int) $first->get_data()['id'] + 1 ) )->get_data()['id'] );

		// A request starting an import right now holds the lock; one that died doing so does not.
		global $wpdb;
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => Import_Records::OPTION_LOCK,
				'option_value' => 'starting:' . time(),
				'autoload'     => 'no',
			)
		);
		$this->assertSame( 409, $this->rest( 'POST', '/frontage/v1/imports', array( 'source' => 'wpfd' ) )->get_status() );
		$wpdb->update( $wpdb->options, array( 'option_value' => 'starting:' . ( time() - 600 ) ), array( 'option_name' => Import_Records::OPTION_LOCK ) );
		$this->assertSame( 201, $this->rest( 'POST', '/frontage/v1/imports', array( 'source' => 'wpfd', 'dry_run' => true ) )->get_status() );

		$unknown = $this->rest( 'POST', '/frontage/v1/imports', array( 'source' => 'nope' ) );
		$this->assertSame( 400, $unknown->get_status() );
		$this->assertSame( 'frontage_import_source', $unknown->get_data()['code'] );
		$this->assertStringContainsString( 'wpfd, download-monitor', $unknown->get_data()['message'] );
		$this->assertSame( 404, $this->rest( 'GET', '/frontage/v1/imports/999999' )->get_status() );
	}
}
