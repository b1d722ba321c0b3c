<?php
/**
 * Importing from Download Monitor through REST: the dry run, a whole import (the latest
 * version's file and label, description, dates, tree, tags, counts from meta and from its counts
 * table, members only), a second run, and bad rows (docs/migration.md).
 *
 * @package Frontage
 */

use Frontage\Files\Categories;
use Frontage\Files\File;
use Frontage\Files\Files_Module;
use Frontage\Import\Dlm_Source;
use Frontage\Tests\Dlm_Fixture;
use Frontage\Tests\Dlm_Import_Test_Case;

require_once __DIR__ . '/class-dlm-import-test-case.php';

/**
 * The Download Monitor import.
 */
final class Test_Dlm_Import extends Dlm_Import_Test_Case {

	/**
	 * A small Download Monitor library: Manuals with Guides below it, a tag; a download with
	 * two versions (2.0 served), one for members only, one in no category.
	 *
	 * @return array<string, mixed>
	 */
	private function seed(): array {
		$s            = array();
		$s['manuals'] = $this->dlm_category( 'Imported manuals', 0, 'All our manuals' );
		$s['guides']  = $this->dlm_category( 'Imported guides', $s['manuals'] );
		$s['tag']     = $this->dlm_tag( 'Imported handbook' );
		$s['manual']  = $this->dlm_download(
			'User manual',
			"old manual\n",
			array(
				'categories' => array( $s['guides'] ),
				'tags'       => array( $s['tag'] ),
				'name'       => 'manual-1.pdf.txt',
				'version'    => '1.0',
				'count'      => 4,
			)
		);
		$s['latest']  = Dlm_Fixture::upload( 'manual-2.txt', "the second manual\n" );
		$s['v2']      = $this->dlm_version( $s['manual']['download'], array( $s['latest'] ), '2.0', 0, 6 );
		// The edit screen renumbers the versions: 2.0 first (served), 1.0 second.
		wp_update_post(
			array(
				'ID'         => $s['manual']['version'],
				'menu_order' => 1,
			)
		);
		$s['members'] = $this->dlm_download( 'Members price list', "prices\n", array( 'members_only' => true, 'categories' => array( $s['manuals'], $s['guides'] ) ) );
		$s['loose']   = $this->dlm_download( 'Loose leaflet', "leaflet\n", array( 'count' => 2 ) );
		return $s;
	}

	/**
	 * The sources route finds Download Monitor's rows; a dry run counts what would come and
	 * changes nothing.
	 */
	public function test_a_dry_run_reports_and_changes_nothing(): void {
		$s = $this->seed();
		$this->act_as( 'administrator' );
		$sources = array_column( $this->rest( 'GET', '/frontage/v1/import-sources' )->get_data(), null, 'source' );
		$this->assertSame( array( true, 3 ), array( $sources['download-monitor']['available'], $sources['download-monitor']['files'] ) );

		$answer = $this->import( true );

		$this->assertSame( 'done', $answer['status'], (string) wp_json_encode( $answer['report'] ) );
		$this->assertSame( 'download-monitor', $answer['source'] );
		$this->assertSame( 2, $answer['counts']['categories']['created'] );
		$this->assertSame( 1, $answer['counts']['tags']['created'] );
		$this->assertSame( 3, $answer['counts']['files']['created'] );
		$this->assertSame( 3, $answer['report']['source_files'] );
		$this->assertSame( array( 'other_versions', 'other_categories', 'members_only' ), array_values( array_unique( array_column( $answer['report']['problems'], 'code' ) ) ) );
		$this->assertSame( 0, $this->imported_count() );
		$this->assertSame( 0, $this->imported_category( $s['manuals'] ) );
		$this->assertFileExists( Dlm_Fixture::path_of( $s['latest'] ) );
	}

	/**
	 * A whole import: the version Download Monitor serves, with its bytes, label and name; the
	 * download's description, dates, tags and count; the tree; members only stays private.
	 */
	public function test_a_whole_import_brings_the_served_version_tree_counts_and_access(): void {
		$s = $this->seed();
		Dlm_Fixture::counts_table( true );
		Dlm_Fixture::count_download( $s['manual']['download'], $s['v2'] );
		Dlm_Fixture::count_download( $s['manual']['download'], $s['manual']['version'] );
		$this->act_as( 'administrator' );

		$answer = $this->import();

		$this->assertSame( 'done', $answer['status'], (string) wp_json_encode( $answer['report'] ) );
		$this->assertSame( 3, $answer['counts']['files']['created'] );
		$manual = $this->library->get( $this->imported_file( $s['manual']['download'] ) );
		$this->assertNotNull( $manual );
		$this->assertSame( 'User manual', $manual->title );
		$this->assertSame( 'About User manual', $manual->description );
		$this->assertSame( 'manual-2.txt', $manual->name, 'The served version\'s file, under its own name.' );
		$this->assertSame( '2.0', $manual->version );
		$this->assertSame( 4 + 2, $manual->downloads, 'The meta count and the counts table\'s, as Download Monitor shows them.' );
		$this->assertStringStartsWith( '2022-05-06T07:08:09', $manual->created );
		$this->assertSame( array( 'Imported handbook' ), array_column( $manual->tags, 'name' ) );
		$this->assertSame( hash_file( 'sha256', Dlm_Fixture::path_of( $s['latest'] ) ), hash_file( 'sha256', (string) $this->library->storage()->absolute_path( $manual->path ) ) );
		$this->assertContains( 'other_versions', self::codes_of( $answer, 'download-monitor:file:' . $s['manual']['download'] ) );
		$this->assertStringContainsString( '1.0', implode( ' ', array_column( $answer['report']['problems'], 'message' ) ) );

		$categories = new Categories();
		$manuals    = $categories->get( $this->imported_category( $s['manuals'] ) );
		$guides     = $categories->get( $this->imported_category( $s['guides'] ) );
		$this->assertSame( array( 'Imported manuals', 'All our manuals', 'public' ), array( $manuals['name'], $manuals['description'], $manuals['visibility'] ) );
		$this->assertSame( $manuals['id'], $guides['parent'] );
		$this->assertSame( $guides['id'], $manual->category_id );

		$loose = $this->library->get( $this->imported_file( $s['loose']['download'] ) );
		$this->assertSame( array( 0, 2 ), array( $loose->category_id, $loose->downloads ), 'A download in no category comes uncategorized.' );

		$members = $this->imported_file( $s['members']['download'] );
		$this->assertSame( 'private', $this->library->get( $members )->status );
		$this->assertSame( array( 'other_categories', 'members_only' ), self::codes_of( $answer, 'download-monitor:file:' . $s['members']['download'] ) );
		$this->assertSame( $manuals['id'], $this->library->get( $members )->category_id, 'Filed in its first category.' );
		wp_set_current_user( 0 );
		$this->assertInstanceOf( WP_Error::class, $this->library->find_visible( $members ), 'Members only stays hidden from visitors.' );
		$this->act_as( 'subscriber' );
		$this->assertInstanceOf( WP_Error::class, $this->library->find_visible( $members ), 'And from members: the library makes it private.' );
		$this->assertInstanceOf( File::class, $this->library->find_visible( $loose->id ) );
	}

	/**
	 * A second import changes nothing; downloads counted since on both sides add up; a changed
	 * download is updated.
	 */
	public function test_a_second_import_changes_only_what_changed(): void {
		$s = $this->seed();
		$this->act_as( 'administrator' );
		$this->import();
		$loose = $this->imported_file( $s['loose']['download'] );
		update_post_meta( $loose, File::META_DOWNLOADS, 5 ); // 3 downloads through Frontage since.

		$again = $this->import();

		$this->assertSame( array( 0, 0, 3 ), array( $again['counts']['files']['created'], $again['counts']['files']['updated'], $again['counts']['files']['unchanged'] ) );
		$this->assertSame( array( 0, 2 ), array( $again['counts']['categories']['created'], $again['counts']['categories']['unchanged'] ) );
		$this->assertSame( 3, $this->imported_count() );

		update_post_meta( $s['loose']['download'], Dlm_Source::META_COUNT, 9 ); // 7 more in Download Monitor.
		wp_update_post(
			array(
				'ID'         => $s['members']['download'],
				'post_title' => 'Members price list 2022',
			)
		);

		$third = $this->import();

		$this->assertSame( array( 2, 1 ), array( $third['counts']['files']['updated'], $third['counts']['files']['unchanged'] ) );
		$this->assertSame( 12, $this->library->get( $loose )->downloads );
		$this->assertSame( 'Members price list 2022', $this->library->get( $this->imported_file( $s['members']['download'] ) )->title );
		$this->assertSame( 3, $this->imported_count() );
	}

	/**
	 * Download Monitor 4.6 counted its log's rows (completed and redirected), and added the meta
	 * count only for a site that had not logged before.
	 */
	public function test_counts_of_download_monitor_4_6_come_from_its_log(): void {
		global $wpdb;
		$logged = $this->dlm_download( 'Logged download', "logged\n", array( 'count' => 10 ) );
		$table  = $wpdb->prefix . Dlm_Source::TABLE_LOG;
		$wpdb->query( "CREATE TABLE IF NOT EXISTS {$table} ( ID bigint(20) NOT NULL auto_increment, user_id bigint(20) NOT NULL, user_ip varchar(200) NOT NULL, user_agent varchar(200) NOT NULL, download_id bigint(20) NOT NULL, version_id bigint(20) NOT NULL, version varchar(200) NOT NULL, download_date datetime DEFAULT NULL, download_status varchar(200) DEFAULT NULL, download_status_message varchar(200) DEFAULT NULL, meta_data longtext DEFAULT NULL, PRIMARY KEY  (ID), KEY attribute_name (download_id) ) {$wpdb->get_charset_collate()}" );
		try {
			foreach ( array( 'completed', 'redirected', 'failed', 'completed' ) as $status ) {
				$wpdb->insert(
					$table,
					array(
						'user_id'         => 0,
						'user_ip'         => '127.0.0.1',
						'user_agent'      => 'test',
						'download_id'     => $logged['download'],
						'version_id'      => $logged['version'],
						'version'         => '1.0',
						'download_date'   => '2022-06-01 10:00:00',
						'download_status' => $status,
					)
				);
			}
			$this->set_option( Dlm_Source::OPTION_UPGRADED, array( 'using_logs' => '1' ) );
			$this->act_as( 'administrator' );
			$this->import();
			$this->assertSame( 3, $this->library->get( $this->imported_file( $logged['download'] ) )->downloads );

			$this->set_option( Dlm_Source::OPTION_UPGRADED, array( 'using_logs' => '0' ) );
			$this->import();
			$this->assertSame( 13, $this->library->get( $this->imported_file( $logged['download'] ) )->downloads );
		} finally {
			$wpdb->query( "DROP TABLE IF EXISTS {$table}" );
		}
	}

	/**
	 * Rows Download Monitor left half-written are named in the report, nothing outside uploads
	 * is read, and the good rows still come.
	 */
	public function test_bad_rows_are_reported_and_left_out(): void {
		global $wpdb;
		$good      = $this->dlm_category( 'Dlm good' );
		$ok        = $this->dlm_download( 'Fine', "fine\n", array( 'categories' => array( $good ) ) );
		$unversion = $this->dlm_download( 'No version', null );
		$empty     = $this->dlm_download( 'No file', null );
		$this->dlm_version( $empty['download'], array() );
		$broken = $this->dlm_download( 'Broken files', null );
		$this->dlm_version( $broken['download'], '["' . wp_get_upload_dir()['baseurl'] . '/dlm_uploads/a.txt' );
		$serial = $this->dlm_download( 'Serialized object', null );
		$this->dlm_version( $serial['download'], 'a:1:{i:0;O:8:"stdClass":0:{}}' );
		// Outside uploads, by path, by a climbing address, by another kind of address.
		$secret = wp_tempnam( 'frontage-outside' );
		file_put_contents( $secret, "secret\n" ); // Plain file functions: a fixture outside uploads.
		$outside = $this->dlm_download( 'Outside', null );
		$this->dlm_version( $outside['download'], array( $secret ) );
		$climb = $this->dlm_download( 'Climbing', null );
		$this->dlm_version( $climb['download'], array( wp_get_upload_dir()['baseurl'] . '/dlm_uploads/../../../wp-config.php' ) );
		$scheme = $this->dlm_download( 'Scheme', null );
		$this->dlm_version( $scheme['download'], array( 'file://' . $secret ) );
		$remote = $this->dlm_download( 'Remote', null );
		$this->dlm_version( $remote['download'], array( 'https://downloads.example.com/tool.zip' ) );
		$missing = $this->dlm_download( 'Missing', null );
		$this->dlm_version( $missing['download'], array( wp_get_upload_dir()['baseurl'] . '/dlm_uploads/2022/05/gone.txt' ) );
		// A category loop, a term row gone (and a download in it), a relationship to no category,
		// a tag row gone, a slug taken.
		$loop_a = $this->dlm_category( 'Dlm loop A' );
		$loop_b = $this->dlm_category( 'Dlm loop B', $loop_a );
		$wpdb->update( $wpdb->term_taxonomy, array( 'parent' => $loop_b ), array( 'term_id' => $loop_a ) );
		$gone = $this->dlm_category( 'Dlm gone' );
		$lost = $this->dlm_download( 'In a gone category', "lost\n", array( 'categories' => array( $gone ) ) );
		$wpdb->delete( $wpdb->terms, array( 'term_id' => $gone ) );
		$nowhere = $this->dlm_download( 'In no category row', "nowhere\n" );
		$wpdb->insert(
			$wpdb->term_relationships,
			array(
				'object_id'        => $nowhere['download'],
				'term_taxonomy_id' => 987654,
			)
		);
		$tag = $this->dlm_tag( 'Dlm gone tag' );
		$wpdb->delete( $wpdb->terms, array( 'term_id' => $tag ) );
		clean_term_cache( array( $gone, $tag ) );
		$this->act_as( 'administrator' );
		$mine = ( new Categories() )->create( array( 'name' => 'Library reports ' . wp_generate_password( 6, false ) ) );
		$twin = $this->dlm_category( 'Dlm twin' );
		$wpdb->update( $wpdb->terms, array( 'slug' => $mine['slug'] ), array( 'term_id' => $twin ) );

		try {
			$answer = $this->import();
		} finally {
			wp_delete_file( $secret );
			( new Categories() )->delete( $mine['id'] );
		}
		$problems = self::problems( $answer );
		$file     = static fn ( array $d ): string => 'download-monitor:file:' . $d['download'];

		$this->assertSame( 'done', $answer['status'] );
		$this->assertSame( 'no_version', $problems[ $file( $unversion ) ] );
		$this->assertSame( 'no_file', $problems[ $file( $empty ) ] );
		$this->assertSame( 'bad_metadata', $problems[ $file( $broken ) ] );
		$this->assertSame( 'bad_metadata', $problems[ $file( $serial ) ] );
		$this->assertSame( 'path_outside', $problems[ $file( $outside ) ] );
		$this->assertSame( 'path_outside', $problems[ $file( $climb ) ] );
		$this->assertSame( 'path_outside', $problems[ $file( $scheme ) ] );
		$this->assertSame( 'remote_file', $problems[ $file( $remote ) ] );
		$this->assertStringContainsString( 'https://downloads.example.com/tool.zip', implode( ' ', array_column( $answer['report']['problems'], 'message' ) ) );
		$this->assertSame( 'missing_file', $problems[ $file( $missing ) ] );
		$this->assertSame( 'category_loop', $problems[ 'download-monitor:category:' . min( $loop_a, $loop_b ) ] );
		$this->assertSame( 'category_no_term', $problems[ 'download-monitor:category:' . $gone ] );
		$this->assertSame( 'tag_no_term', $problems[ 'download-monitor:tag:' . $tag ] );
		$this->assertSame( array( 2, 1 ), array( $answer['report']['missing_files'], $answer['report']['remote_files'] ) );
		$this->assertSame( 'category_not_imported', $problems[ $file( $lost ) ] );
		$this->assertSame( array( 2, 10 ), array( $answer['counts']['files']['created'], $answer['counts']['files']['skipped'] ) );
		$this->assertContains( array( 'download-monitor:category:' . $twin, 'slug' ), array_map( static fn ( array $c ): array => array( $c['item'], $c['field'] ), $answer['report']['changes'] ) );
		$this->assertNotSame( $mine['id'], $this->imported_category( $twin ), 'The library\'s own category is not merged into.' );

		// The good rows came; a relationship to no category row is no category.
		$this->assertNotSame( 0, $this->imported_file( $ok['download'] ) );
		$this->assertSame( 0, $this->library->get( $this->imported_file( $nowhere['download'] ) )->category_id );
		$this->assertSame( 0, ( new Categories() )->get( $this->imported_category( min( $loop_a, $loop_b ) ) )['parent'] );
		$this->assertSame( 2, $this->imported_count() );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = %s AND meta_value LIKE %s", '_frontage_name', '%wp-config%' ) ) );
		$this->assertSame( array(), get_terms( array( 'taxonomy' => Files_Module::TAG_TAXONOMY, 'slug' => 'dlm-gone-tag', 'hide_empty' => false ) ) );
	}

	/**
	 * Two downloads serving the same file, moved: the first download's import moves it, the
	 * second's takes a copy of the library's (reported `moved_earlier`); both download the same
	 * bytes, and the source's folder no longer holds the file.
	 */
	public function test_a_move_of_a_file_two_downloads_share_gives_both_the_bytes(): void {
		$first  = $this->dlm_download( 'Shared form', "shared form\n", array( 'name' => 'form.txt' ) );
		$second = $this->dlm_download( 'Shared form (copy)', null );
		$this->dlm_version( $second['download'], array( $first['file'] ) );
		$this->act_as( 'administrator' );

		$answer = $this->import( false, 'move' );

		$this->assertSame( 'done', $answer['status'], (string) wp_json_encode( $answer['report'] ) );
		$this->assertSame( array( 2, 1 ), array( $answer['counts']['files']['created'], $answer['report']['moved_files'] ) );
		$this->assertSame( array( 'moved_earlier' ), self::codes_of( $answer, 'download-monitor:file:' . $second['download'] ) );
		$this->assertFileDoesNotExist( Dlm_Fixture::path_of( $first['file'] ) );
		$one = $this->library->get( $this->imported_file( $first['download'] ) );
		$two = $this->library->get( $this->imported_file( $second['download'] ) );
		$this->assertNotSame( $one->path, $two->path, 'Each library file has its own bytes.' );
		foreach ( array( $one, $two ) as $file ) {
			$this->assertSame( "shared form\n", file_get_contents( (string) $this->library->storage()->absolute_path( $file->path ) ) );
		}
		$again = $this->import();
		$this->assertSame( array( 0, 2, 0 ), array( $again['counts']['files']['created'], $again['counts']['files']['unchanged'], $again['report']['missing_files'] ) );
	}
}
