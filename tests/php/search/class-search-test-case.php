<?php
/**
 * Shared helpers for the File search module's PHPUnit tests: an installed, hooked index, the
 * service, users of each role and a unique word per test so other tests' files never match.
 *
 * @package Frontage
 */

namespace Frontage\Tests;

use Frontage\Files\File;
use Frontage\Search\Search_Index;
use Frontage\Search\Search_Index_Hooks;
use Frontage\Search\Search_Index_Writer;
use Frontage\Search\Search_Schema;
use Frontage\Search\Search_Request;
use Frontage\Search\Search_Service;

require_once dirname( __DIR__ ) . '/files/class-library-test-case.php';

/**
 * Base class for tests/php/search.
 */
abstract class Search_Test_Case extends Library_Test_Case {

	/**
	 * The index under test, hooked and installed.
	 *
	 * @var Search_Index
	 */
	protected Search_Index $index;

	/**
	 * The index's writer.
	 *
	 * @var Search_Index_Writer
	 */
	protected Search_Index_Writer $writer;

	/**
	 * The service under test.
	 *
	 * @var Search_Service
	 */
	protected Search_Service $service;

	/**
	 * A word no other test's file carries, for keywords that find only this test's files.
	 *
	 * @var string
	 */
	protected string $token;

	/**
	 * Installs and hooks the index (add_hooks() is idempotent, so the module may have done it).
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->writer = new Search_Index_Writer();
		$this->index  = new Search_Index( $this->writer );
		( new Search_Index_Hooks( $this->index, $this->writer ) )->add_hooks();
		$this->index->maybe_install();
		$this->service = Search_Service::create_default();
		$this->token   = 'tok' . strtolower( wp_generate_password( 10, false ) );
	}

	/**
	 * Every row of the index's tables, sorted: two indexes are equal when these are.
	 *
	 * @return array<string, list<array<string, string>>>
	 */
	protected function index_rows(): array {
		global $wpdb;
		$rows = array();
		foreach ( array( Search_Schema::table(), Search_Schema::tags_table(), Search_Schema::words_table(), Search_Schema::texts_table(), Search_Schema::counts_table(), Search_Schema::word_counts_table() ) as $table ) {
			// SQL: our tables.
			$all = $wpdb->get_results( "SELECT * FROM {$table}", ARRAY_A );
			sort( $all );
			$rows[ $table ] = $all;
		}
		return $rows;
	}

	/**
	 * A user of a role (null: a visitor), without making them the current user.
	 *
	 * @param string|null $role Role name, or null for a visitor.
	 */
	protected function user( ?string $role ): \WP_User {
		if ( null === $role ) {
			return new \WP_User( 0 );
		}
		$id = $this->act_as( $role );
		wp_set_current_user( 0 );
		return new \WP_User( $id );
	}

	/**
	 * A parsed request; fails the test on a WP_Error.
	 *
	 * @param array<string, mixed> $input Request fields.
	 */
	protected function request( array $input ): Search_Request {
		$request = Search_Request::from_input( $input );
		$this->assertInstanceOf( Search_Request::class, $request, is_wp_error( $request ) ? $request->get_error_message() : '' );
		return $request;
	}

	/**
	 * Searches as a user.
	 *
	 * @param array<string, mixed> $input Request fields.
	 * @param \WP_User|null        $user  The asker; null for a visitor.
	 * @return array{files: list<File>, total: int, pages: int, page: int, limit: int}
	 */
	protected function search( array $input, ?\WP_User $user = null ): array {
		return $this->service->search( $this->request( $input ), $user ?? new \WP_User( 0 ) );
	}

	/**
	 * The titles of some files, in order.
	 *
	 * @param File[] $files Files.
	 * @return string[]
	 */
	protected static function titles( array $files ): array {
		return array_map( static fn ( File $file ): string => $file->title, $files );
	}

	/**
	 * The index row of a file with its texts (tags_lc, description_lc), or null.
	 *
	 * @param int $file_id File id.
	 * @return array<string, string>|null
	 */
	protected function row( int $file_id ): ?array {
		global $wpdb;
		// SQL: our tables.
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT s.*, x.tags_lc, x.description_lc FROM ' . Search_Schema::table() . ' s LEFT JOIN ' . Search_Schema::texts_table() . ' x ON x.file_id = s.file_id WHERE s.file_id = %d', $file_id ), ARRAY_A );
		return is_array( $row ) ? $row : null;
	}

	/**
	 * The tag ids indexed for a file, sorted.
	 *
	 * @param int $file_id File id.
	 * @return int[]
	 */
	protected function indexed_tags( int $file_id ): array {
		global $wpdb;
		// SQL: our table.
		$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT tag_id FROM ' . Search_Schema::tags_table() . ' WHERE file_id = %d ORDER BY tag_id', $file_id ) ) );
		return $ids;
	}
}
