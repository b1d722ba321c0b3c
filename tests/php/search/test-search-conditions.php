<?php
/**
 * Tests for includes/search/class-search-conditions.php: the conditions a request and its asker
 * make on the search index, run on the index as Search_Service runs them.
 *
 * @package Frontage
 */

use Frontage\Search\Search_Conditions;
use Frontage\Search\Search_Request;
use Frontage\Search\Search_Schema;
use Frontage\Tests\Search_Test_Case;

require_once __DIR__ . '/class-search-test-case.php';

/**
 * Who may see what, the category subtree, the filters and the ordering, as SQL.
 */
final class Test_Search_Conditions extends Search_Test_Case {

	/**
	 * The conditions under test.
	 *
	 * @var Search_Conditions
	 */
	private Search_Conditions $conditions;

	/**
	 * Builds the conditions over the test's library.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->conditions = new Search_Conditions( $this->library );
	}

	/**
	 * A category keeps its files and those of the categories below it; a visitor's scope leaves
	 * out private files and a category hidden from visitors, a library manager's keeps both.
	 */
	public function test_a_category_keeps_its_subtree_and_a_visitor_sees_only_what_is_public(): void {
		$top     = $this->make_category();
		$child   = $this->make_category( array( 'parent' => $top['id'] ) );
		$hidden  = $this->make_category(
			array(
				'parent'     => $top['id'],
				'visibility' => 'logged_in',
			)
		);
		$in_top  = $this->make_file( array( 'category' => $top['id'] ), 'top.txt' )->id;
		$below   = $this->make_file( array( 'category' => $child['id'] ), 'child.txt' )->id;
		$private = $this->make_file(
			array(
				'category' => $child['id'],
				'status'   => 'private',
			),
			'private.txt'
		)->id;
		$secret  = $this->make_file( array( 'category' => $hidden['id'] ), 'secret.txt' )->id;
		$request = $this->request( array( 'catid' => (string) $top['id'] ) );

		$this->assertEqualsCanonicalizing( array( $in_top, $below ), $this->kept_files( $request, $this->user( null ) ), 'A visitor.' );
		$this->assertEqualsCanonicalizing( array( $in_top, $below, $private, $secret ), $this->kept_files( $request, $this->user( 'administrator' ) ), 'A library manager.' );
	}

	/**
	 * A category the asker may not see, or a tag that does not exist, matches nothing: no
	 * conditions at all, so the service runs no query.
	 */
	public function test_nothing_can_match_a_hidden_category_or_an_unknown_tag(): void {
		$hidden = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$this->make_file( array( 'category' => $hidden['id'] ) );

		$this->assertNull( $this->conditions->where( $this->request( array( 'catid' => (string) $hidden['id'] ) ), $this->user( null ), false ) );
		$this->assertNull( $this->conditions->where( $this->request( array( 'ftags' => 'no-such-tag-' . $this->token ) ), $this->user( null ), false ) );
	}

	/**
	 * Equal values page stably: the ordering ends on the file id, in the request's direction.
	 */
	public function test_the_ordering_ends_on_the_file_id(): void {
		$this->assertSame( array( 's.size DESC, s.file_id DESC', array() ), $this->conditions->order_by( $this->request( array( 'ordering' => 'size', 'dir' => 'desc' ) ) ) );
		$this->assertSame( array( 's.title_lc ASC, s.file_id ASC', array() ), $this->conditions->order_by( $this->request( array() ) ) );
	}

	/**
	 * The files of the index a request's conditions keep.
	 *
	 * @param Search_Request $request The request.
	 * @param \WP_User       $user    The asker.
	 * @return int[]
	 */
	private function kept_files( Search_Request $request, \WP_User $user ): array {
		global $wpdb;
		$where = $this->conditions->where( $request, $user, false );
		$this->assertIsArray( $where );
		// SQL: our table; placeholders only.
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT s.file_id FROM ' . Search_Schema::table() . " s WHERE {$where[0]}", ...$where[1] ) ) );
	}
}
