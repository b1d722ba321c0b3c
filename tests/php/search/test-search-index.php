<?php
/**
 * Tests for includes/search/class-search-index.php and its parts (class-search-schema.php,
 * class-search-index-writer.php, class-search-index-hooks.php): the index follows every change
 * to files and categories, and rebuilds.
 *
 * @package Frontage
 */

use Frontage\Files\Categories;
use Frontage\Files\File;
use Frontage\Search\Search_Index;
use Frontage\Search\Search_Schema;
use Frontage\Tests\Search_Test_Case;

require_once __DIR__ . '/class-search-test-case.php';

/**
 * What the index holds and how it stays current.
 */
final class Test_Search_Index extends Search_Test_Case {

	/**
	 * A new file is indexed with everything searches filter and order by.
	 */
	public function test_a_created_file_is_indexed_with_its_details(): void {
		$parent = $this->make_category();
		$child  = $this->make_category( array( 'parent' => $parent['id'] ) );
		$file   = $this->make_file(
			array(
				'title'       => 'Budget &amp; Plan ' . $this->token,
				'description' => '<p>The <strong>Yearly</strong> figures.</p>',
				'category'    => $child['id'],
				'tags'        => 'Finance, Ökonomie',
				'version'     => '2.1',
			),
			'budget.PDF',
			"%PDF-1.4\n"
		);

		$row = $this->row( $file->id );
		$this->assertNotNull( $row );
		$this->assertSame( 'publish', $row['status'] );
		$this->assertSame( 'Budget & Plan ' . $this->token, $row['title'] );
		$this->assertSame( 'budget & plan ' . $this->token, $row['title_lc'] );
		$this->assertSame( 'the yearly figures.', $row['description_lc'] );
		$this->assertStringContainsString( ',finance,', $row['tags_lc'] );
		$this->assertStringContainsString( ',ökonomie,', $row['tags_lc'] );
		$this->assertSame( 'pdf', $row['ext'] );
		$this->assertSame( 9, (int) $row['size'] );
		$this->assertSame( '2.1', $row['version'] );
		$this->assertSame( 0, (int) $row['downloads'] );
		$this->assertSame( $child['id'], (int) $row['category_id'] );
		$this->assertSame( ',' . $parent['id'] . ',' . $child['id'] . ',', $row['category_path'] );
		$this->assertSame( 'public', $row['visibility'] );
		$this->assertSame( get_post( $file->id )->post_date, $row['created'] );
		$this->assertSame( get_post( $file->id )->post_modified, $row['updated'] );
		$this->assertSame( $this->sorted( array_column( $file->tags, 'id' ) ), $this->indexed_tags( $file->id ), 'Both tags are in the tags table.' );
	}

	/**
	 * Editing a file's title, description, version and status rewrites its row.
	 */
	public function test_editing_a_file_updates_its_row(): void {
		$file = $this->make_file( array( 'title' => 'Old name ' . $this->token ) );

		$this->library->update(
			$file->id,
			array(
				'title'       => 'New name ' . $this->token,
				'description' => 'Fresh words',
				'version'     => '3.0',
				'status'      => 'private',
			)
		);

		$row = $this->row( $file->id );
		$this->assertSame( 'New name ' . $this->token, $row['title'] );
		$this->assertSame( 'fresh words', $row['description_lc'] );
		$this->assertSame( '3.0', $row['version'] );
		$this->assertSame( 'private', $row['status'] );
		$this->assertSame( 0, $this->search( array( 'q' => $this->token ) )['total'], 'A private file leaves visitors\' results at once.' );
		$admin = $this->user( 'administrator' );
		$this->assertSame( 1, $this->search( array( 'q' => 'new fresh ' . $this->token ), $admin )['total'], 'The new words are searchable.' );
		$this->assertSame( 0, $this->search( array( 'q' => 'old ' . $this->token ), $admin )['total'], 'The old ones are gone.' );
	}

	/**
	 * Moving a file to another category and retagging it update the row and the tags table.
	 */
	public function test_moving_and_retagging_a_file_update_the_index(): void {
		$first  = $this->make_category();
		$second = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$file   = $this->make_file(
			array(
				'category' => $first['id'],
				'tags'     => 'alpha',
			)
		);

		$moved = $this->library->update(
			$file->id,
			array(
				'category' => $second['id'],
				'tags'     => 'beta, gamma',
			)
		);

		$row = $this->row( $file->id );
		$this->assertSame( $second['id'], (int) $row['category_id'] );
		$this->assertSame( ',' . $second['id'] . ',', $row['category_path'] );
		$this->assertSame( 'logged_in', $row['visibility'] );
		$this->assertSame( ',beta,gamma,', $this->sorted_tags( $row['tags_lc'] ) );
		$this->assertSame( $this->sorted( array_column( $moved->tags, 'id' ) ), $this->indexed_tags( $file->id ) );
	}

	/**
	 * Replacing a file's bytes updates its size, extension and updated date.
	 */
	public function test_replacing_the_bytes_updates_size_and_extension(): void {
		$file = $this->make_file( array(), 'notes.txt', 'short' );

		$this->library->replace( $file->id, $this->temp_upload( "%PDF-1.4\n% a longer replacement\n" ), 'notes.pdf' );

		$row = $this->row( $file->id );
		$this->assertSame( 'pdf', $row['ext'] );
		$this->assertSame( strlen( "%PDF-1.4\n% a longer replacement\n" ), (int) $row['size'] );
		$this->assertSame( get_post( $file->id )->post_modified, $row['updated'] );
	}

	/**
	 * Downloads (counted with a raw UPDATE) reach the index, one at a time and as a zip.
	 */
	public function test_download_counts_reach_the_index(): void {
		$one = $this->make_file();
		$two = $this->make_file();

		$this->library->count_download( $one->id );
		$this->library->count_download( $one->id );
		$this->library->count_downloads( array( $one->id, $two->id ) );

		$this->assertSame( 3, (int) $this->row( $one->id )['downloads'] );
		$this->assertSame( 1, (int) $this->row( $two->id )['downloads'] );
	}

	/**
	 * A file without a count yet (made outside create()) starts at one, in the index too.
	 */
	public function test_a_first_download_without_a_count_is_one(): void {
		$file = $this->make_file();
		delete_post_meta( $file->id, File::META_DOWNLOADS );
		$this->assertSame( 0, (int) $this->row( $file->id )['downloads'] );

		$this->library->count_download( $file->id );

		$this->assertSame( 1, (int) $this->row( $file->id )['downloads'] );
	}

	/**
	 * Deleting a file removes its rows from every table.
	 */
	public function test_deleting_a_file_removes_its_rows(): void {
		global $wpdb;
		$file = $this->make_file( array( 'tags' => 'doomed' ) );
		$this->assertNotNull( $this->row( $file->id ) );

		$this->library->delete( $file->id );

		$this->assertNull( $this->row( $file->id ) );
		$this->assertSame( array(), $this->indexed_tags( $file->id ) );
		// SQL: our table.
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Search_Schema::words_table() . ' WHERE file_id = %d', $file->id ) ) );
	}

	/**
	 * Posts of other types never enter the index.
	 */
	public function test_other_posts_are_not_indexed(): void {
		$page = $this->create_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'A page ' . $this->token,
			)
		);
		$this->writer->index_file( $page );

		$this->assertNull( $this->row( $page ) );
	}

	/**
	 * Restricting a category changes the visibility of the files in it and below it.
	 */
	public function test_a_category_visibility_change_reaches_files_below(): void {
		$parent = $this->make_category();
		$child  = $this->make_category( array( 'parent' => $parent['id'] ) );
		$file   = $this->make_file(
			array(
				'title'    => 'Deep ' . $this->token,
				'category' => $child['id'],
			)
		);
		$this->assertSame( 1, $this->search( array( 'q' => $this->token ) )['total'] );

		( new Categories() )->update(
			$parent['id'],
			array(
				'visibility' => 'roles',
				'roles'      => array( 'administrator' ),
			)
		);

		$this->assertSame( 'roles', $this->row( $file->id )['visibility'] );
		$this->assertSame( 0, $this->search( array( 'q' => $this->token ) )['total'] );
		$this->assertSame( 0, $this->search( array( 'q' => $this->token ), $this->user( 'subscriber' ) )['total'] );

		( new Categories() )->update( $parent['id'], array( 'visibility' => 'public' ) );

		$this->assertSame( 'public', $this->row( $file->id )['visibility'] );
		$this->assertSame( 1, $this->search( array( 'q' => $this->token ) )['total'] );
	}

	/**
	 * Moving a category under another rewrites the chains of its files (and of those below).
	 */
	public function test_moving_a_category_rewrites_the_chains_below(): void {
		$old_parent = $this->make_category();
		$new_parent = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$moving     = $this->make_category( array( 'parent' => $old_parent['id'] ) );
		$below      = $this->make_category( array( 'parent' => $moving['id'] ) );
		$file       = $this->make_file( array( 'category' => $below['id'] ) );

		( new Categories() )->update( $moving['id'], array( 'parent' => $new_parent['id'] ) );

		$row = $this->row( $file->id );
		$this->assertSame( ',' . $new_parent['id'] . ',' . $moving['id'] . ',' . $below['id'] . ',', $row['category_path'] );
		$this->assertSame( 'logged_in', $row['visibility'] );
	}

	/**
	 * Deleting a category moves its files and sub-categories up; the index follows.
	 */
	public function test_deleting_a_category_moves_its_files_and_children_in_the_index(): void {
		$top    = $this->make_category();
		$middle = $this->make_category(
			array(
				'parent'     => $top['id'],
				'visibility' => 'logged_in',
			)
		);
		$bottom = $this->make_category( array( 'parent' => $middle['id'] ) );
		$in_mid = $this->make_file( array( 'category' => $middle['id'] ) );
		$in_bot = $this->make_file( array( 'category' => $bottom['id'] ) );

		( new Categories() )->delete( $middle['id'] );

		$this->assertSame( $top['id'], (int) $this->row( $in_mid->id )['category_id'] );
		$this->assertSame( ',' . $top['id'] . ',', $this->row( $in_mid->id )['category_path'] );
		$this->assertSame( ',' . $top['id'] . ',' . $bottom['id'] . ',', $this->row( $in_bot->id )['category_path'] );
		$this->assertSame( 'public', $this->row( $in_bot->id )['visibility'], 'The logged-in category above is gone.' );
	}

	/**
	 * A category deleted by WordPress itself (wp_delete_term) leaves no stale chain either.
	 */
	public function test_wp_delete_term_leaves_no_stale_chain(): void {
		$top   = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$child = $this->make_category( array( 'parent' => $top['id'] ) );
		$file  = $this->make_file( array( 'category' => $top['id'] ) );
		$deep  = $this->make_file( array( 'category' => $child['id'] ) );

		wp_delete_term( $top['id'], 'frontage_category' );

		$this->assertSame( 0, (int) $this->row( $file->id )['category_id'] );
		$this->assertSame( 'public', $this->row( $file->id )['visibility'] );
		$this->assertSame( ',' . $child['id'] . ',', $this->row( $deep->id )['category_path'] );
		$this->assertSame( 'public', $this->row( $deep->id )['visibility'] );
	}

	/**
	 * Renaming a tag renames it in its files' rows.
	 */
	public function test_renaming_a_tag_reaches_its_files(): void {
		$file = $this->make_file( array( 'tags' => 'oldtag' . $this->token ) );

		wp_update_term( $file->tags[0]['id'], 'frontage_tag', array( 'name' => 'newtag' . $this->token ) );

		$this->assertSame( ',newtag' . $this->token . ',', $this->row( $file->id )['tags_lc'] );
	}

	/**
	 * A rebuild restores lost and changed rows, drops rows of files that are gone, and reports
	 * its progress.
	 */
	public function test_rebuild_restores_the_index(): void {
		global $wpdb;
		$files = array(
			$this->make_file( array( 'title' => 'One ' . $this->token ) ),
			$this->make_file(
				array(
					'title' => 'Two ' . $this->token,
					'tags'  => 'kept',
				)
			),
		);
		$table = Search_Schema::table();
		// Damage the index behind the hooks' back: a lost row, a wrong title, a ghost.
		$wpdb->delete( $table, array( 'file_id' => $files[0]->id ) );
		$wpdb->delete( Search_Schema::tags_table(), array( 'file_id' => $files[1]->id ) );
		$wpdb->delete( Search_Schema::words_table(), array( 'file_id' => $files[1]->id ) );
		$wpdb->update( $table, array( 'title_lc' => 'wrong' ), array( 'file_id' => $files[1]->id ) );
		$wpdb->insert(
			$table,
			array(
				'file_id'  => 999999999,
				'status'   => 'publish',
				'title'    => 'Ghost ' . $this->token,
				'title_lc' => 'ghost ' . $this->token,
			)
		);
		$calls = array();

		$count = $this->index->rebuild(
			static function ( int $done, int $total ) use ( &$calls ): void {
				$calls[] = array( $done, $total );
			}
		);

		$this->assertGreaterThanOrEqual( 2, $count );
		$this->assertNotEmpty( $calls );
		$this->assertSame( $count, end( $calls )[0] );
		$this->assertSame( 'one ' . $this->token, $this->row( $files[0]->id )['title_lc'] );
		$this->assertSame( 'two ' . $this->token, $this->row( $files[1]->id )['title_lc'] );
		$this->assertCount( 1, $this->indexed_tags( $files[1]->id ) );
		$this->assertNull( $this->row( 999999999 ) );
		$this->assertSame( array( 'One ' . $this->token, 'Two ' . $this->token ), self::titles( $this->search( array( 'q' => $this->token ) )['files'] ) );
	}

	/**
	 * Dropped tables come back, filled, the next time maybe_install() runs (as on `init`), and
	 * install() can run on tables that exist.
	 */
	public function test_maybe_install_recreates_and_fills_dropped_tables(): void {
		$file = $this->make_file( array( 'title' => 'Survivor ' . $this->token ) );
		$this->restore_option_after_test( Search_Schema::OPTION_VERSION );

		Search_Schema::drop();
		$this->assertFalse( Search_Schema::is_installed() );
		$this->assertFalse( get_option( Search_Schema::OPTION_VERSION ) );

		$this->index->maybe_install();
		Search_Schema::install();

		$this->assertTrue( Search_Schema::is_installed() );
		$this->assertSame( Search_Schema::VERSION, get_option( Search_Schema::OPTION_VERSION ) );
		$this->assertSame( 'survivor ' . $this->token, $this->row( $file->id )['title_lc'] );
	}

	/**
	 * While another request builds the tables (the lock), maybe_install() leaves them alone and
	 * searches answer empty instead of failing; a lock left for ten minutes is taken over.
	 */
	public function test_a_build_in_progress_is_not_disturbed(): void {
		global $wpdb;
		$file = $this->make_file( array( 'title' => 'Waiting ' . $this->token ) );
		$this->restore_option_after_test( Search_Schema::OPTION_VERSION );
		$this->restore_option_after_test( Search_Index::OPTION_LOCK );
		Search_Schema::drop();
		update_option( Search_Index::OPTION_LOCK, (string) time(), false );
		$log    = $this->debug_log_size();
		$errors = $wpdb->last_error;

		$this->index->maybe_install();
		$result = $this->search( array( 'q' => $this->token ) );

		$this->assertFalse( Search_Schema::is_installed() );
		$this->assertSame( 0, $result['total'] );
		$this->assertSame( array(), $this->service->suggest( $this->request( array( 'q' => $this->token ) ) ) );
		$this->assertSame( array(), $this->service->types() );
		$this->assertSame( $errors, $wpdb->last_error, 'No query ran against the missing tables.' );
		$this->assertSame( array(), $this->debug_log_since( $log ) );

		update_option( Search_Index::OPTION_LOCK, (string) ( time() - 11 * MINUTE_IN_SECONDS ), false );
		$this->index->maybe_install();

		$this->assertTrue( Search_Schema::is_installed() );
		$this->assertFalse( get_option( Search_Index::OPTION_LOCK ) );
		$this->assertSame( array( $file->id ), array_map( static fn ( File $f ): int => $f->id, $this->search( array( 'q' => $this->token ) )['files'] ) );
	}

	/**
	 * The build lock lives in the database, not in the object cache: a lock another web node took
	 * after this request last looked (its cache still says there is none, as a persistent
	 * object cache may say for as long as it keeps that answer) is respected, and left alone
	 * (docs/scale-out.md "A persistent object cache").
	 */
	public function test_a_lock_taken_elsewhere_is_respected_whatever_the_cache_says(): void {
		global $wpdb;
		$file = $this->make_file( array( 'title' => 'Locked ' . $this->token ) );
		$this->restore_option_after_test( Search_Schema::OPTION_VERSION );
		$this->restore_option_after_test( Search_Index::OPTION_LOCK );
		Search_Schema::drop();
		delete_option( Search_Index::OPTION_LOCK );
		$this->assertFalse( get_option( Search_Index::OPTION_LOCK ), 'This request has seen no lock, and its cache remembers that.' );
		$held = time() . ' another-node';
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => Search_Index::OPTION_LOCK,
				'option_value' => $held,
				'autoload'     => 'no',
			)
		);

		$this->index->maybe_install();

		$this->assertFalse( Search_Schema::is_installed(), 'The other node builds; this one does not.' );
		$this->assertSame( $held, $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", Search_Index::OPTION_LOCK ) ), 'Its lock is left alone.' );

		$wpdb->delete( $wpdb->options, array( 'option_name' => Search_Index::OPTION_LOCK ) );
		$this->index->maybe_install();
		$this->assertTrue( Search_Schema::is_installed() );
		$this->assertSame( array( $file->id ), array_map( static fn ( File $f ): int => $f->id, $this->search( array( 'q' => $this->token ) )['files'] ) );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", Search_Index::OPTION_LOCK ) ), 'Released after the build.' );
	}

	/**
	 * A library too large to index in one request is indexed in the background by WP-Cron
	 * slices: searches wait (empty, no error) until it is complete, managers see its progress,
	 * and a full rebuild (the CLI) completes it at once.
	 */
	public function test_a_large_library_is_indexed_in_the_background(): void {
		$first  = $this->make_file( array( 'title' => 'Background one ' . $this->token ) );
		$second = $this->make_file( array( 'title' => 'Background two ' . $this->token ) );
		$this->restore_option_after_test( Search_Schema::OPTION_VERSION );
		$this->restore_option_after_test( Search_Index::OPTION_CURSOR );
		add_filter( Search_Index::FILTER_INLINE_FILES, '__return_zero' );
		wp_clear_scheduled_hook( Search_Index::ACTION_BUILD );

		Search_Schema::drop();
		$this->index->maybe_install();

		$this->assertTrue( Search_Schema::is_installed() );
		$this->assertFalse( $this->index->is_ready() );
		$this->assertNull( $this->row( $first->id ), 'Nothing is indexed in the request itself.' );
		$this->assertNotFalse( wp_next_scheduled( Search_Index::ACTION_BUILD ), 'The first slice is scheduled.' );
		$this->assertSame( 0, $this->search( array( 'q' => $this->token ) )['total'] );

		$this->act_as( 'administrator' );
		ob_start();
		$this->index->building_notice();
		$this->assertStringContainsString( 'building its file search index', (string) ob_get_clean() );
		$this->act_as( 'subscriber' );
		ob_start();
		$this->index->building_notice();
		$this->assertSame( '', ob_get_clean(), 'Only library managers are told.' );

		do_action( Search_Index::ACTION_BUILD );

		$this->assertTrue( $this->index->is_ready() );
		$this->assertSame( Search_Index::CURSOR_DONE, get_option( Search_Index::OPTION_CURSOR ) );
		$this->assertEqualsCanonicalizing(
			array( $first->id, $second->id ),
			array_map( static fn ( File $f ): int => $f->id, $this->search( array( 'q' => $this->token ) )['files'] )
		);
		wp_clear_scheduled_hook( Search_Index::ACTION_BUILD );

		// A rebuild started by hand (the CLI) completes a background build too.
		update_option( Search_Index::OPTION_CURSOR, '0' );
		$this->assertFalse( $this->index->is_ready() );
		$this->index->rebuild();
		$this->assertTrue( $this->index->is_ready() );
		remove_filter( Search_Index::FILTER_INLINE_FILES, '__return_zero' );
	}

	/**
	 * An older schema version is dropped and rebuilt.
	 */
	public function test_an_old_schema_is_replaced(): void {
		$file = $this->make_file( array( 'title' => 'Upgraded ' . $this->token ) );
		$this->restore_option_after_test( Search_Schema::OPTION_VERSION );
		update_option( Search_Schema::OPTION_VERSION, '0' );

		$this->index->maybe_install();

		$this->assertSame( Search_Schema::VERSION, get_option( Search_Schema::OPTION_VERSION ) );
		$this->assertNotNull( $this->row( $file->id ) );
	}

	/**
	 * Sorted integers.
	 *
	 * @param int[] $ids Ids.
	 * @return int[]
	 */
	private function sorted( array $ids ): array {
		$ids = array_map( 'intval', $ids );
		sort( $ids );
		return $ids;
	}

	/**
	 * A `,a,b,` tag string with its names sorted.
	 *
	 * @param string $tags Tags text.
	 */
	private function sorted_tags( string $tags ): string {
		$names = array_filter( explode( ',', $tags ) );
		sort( $names );
		return ',' . implode( ',', $names ) . ',';
	}
}
