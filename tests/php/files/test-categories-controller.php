<?php
/**
 * Tests for includes/files/class-categories-controller.php: /frontage/v1/categories.
 *
 * @package Frontage
 */

use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * Who sees which categories, who may change them, and what bad input gets.
 */
final class Test_Categories_Controller extends Library_Test_Case {

	/**
	 * Categories created through the API, deleted after the test.
	 *
	 * @var int[]
	 */
	private array $api_categories = array();

	/**
	 * Deletes the categories the API created.
	 */
	protected function tearDown(): void {
		foreach ( array_reverse( $this->api_categories ) as $id ) {
			wp_delete_term( $id, 'frontage_category' );
		}
		$this->api_categories = array();
		parent::tearDown();
	}

	/**
	 * Visitors see public categories only, without visibility settings; subscribers add the
	 * logged-in ones; editors see everything, settings included.
	 */
	public function test_each_asker_sees_only_the_categories_they_may_see(): void {
		$public  = $this->make_category();
		$members = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$below   = $this->make_category( array( 'parent' => $members['id'] ) );
		$editors = $this->make_category(
			array(
				'visibility' => 'roles',
				'roles'      => array( 'editor' ),
			)
		);

		$visitor = $this->listed();
		$this->assertArrayHasKey( $public['id'], $visitor );
		$this->assertArrayNotHasKey( $members['id'], $visitor );
		$this->assertArrayNotHasKey( $below['id'], $visitor, 'A hidden category hides its children.' );
		$this->assertArrayNotHasKey( $editors['id'], $visitor );
		$this->assertArrayNotHasKey( 'visibility', $visitor[ $public['id'] ] );
		$this->assertArrayNotHasKey( 'roles', $visitor[ $public['id'] ] );
		$this->assertSame( $public['name'], $visitor[ $public['id'] ]['name'] );

		$this->act_as( 'subscriber' );
		$subscriber = $this->listed();
		$this->assertArrayHasKey( $members['id'], $subscriber );
		$this->assertArrayHasKey( $below['id'], $subscriber );
		$this->assertArrayNotHasKey( $editors['id'], $subscriber );

		$this->act_as( 'editor' );
		$editor = $this->listed();
		$this->assertArrayHasKey( $editors['id'], $editor );
		$this->assertSame( 'roles', $editor[ $editors['id'] ]['visibility'] );
		$this->assertSame( array( 'editor' ), $editor[ $editors['id'] ]['roles'] );
		$this->assertSame( $members['id'], $editor[ $below['id'] ]['parent'] );
	}

	/**
	 * One category: visible → 200; hidden → exactly the 404 of a missing id.
	 */
	public function test_hidden_categories_answer_the_same_404_as_missing_ones(): void {
		$public  = $this->make_category();
		$members = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$editors = $this->make_category(
			array(
				'visibility' => 'roles',
				'roles'      => array( 'editor' ),
			)
		);

		$this->assertSame( 200, $this->rest( 'GET', '/frontage/v1/categories/' . $public['id'] )->get_status() );
		$missing = $this->rest( 'GET', '/frontage/v1/categories/99999999' );
		$this->assertSame( 404, $missing->get_status() );
		$this->assertSame( 'frontage_category_not_found', $missing->get_data()['code'] );
		foreach ( array( $members['id'], $editors['id'] ) as $id ) {
			$hidden = $this->rest( 'GET', '/frontage/v1/categories/' . $id );
			$this->assertSame( 404, $hidden->get_status() );
			$this->assertSame( $missing->get_data(), $hidden->get_data() );
		}

		$this->act_as( 'subscriber' );
		$this->assertSame( 200, $this->rest( 'GET', '/frontage/v1/categories/' . $members['id'] )->get_status() );
		$this->assertSame( 404, $this->rest( 'GET', '/frontage/v1/categories/' . $editors['id'] )->get_status() );

		$this->act_as( 'author' );
		$this->assertSame( $missing->get_data(), $this->rest( 'GET', '/frontage/v1/categories/' . $editors['id'] )->get_data() );

		$this->act_as( 'editor' );
		$this->assertSame( 'roles', $this->rest( 'GET', '/frontage/v1/categories/' . $editors['id'] )->get_data()['visibility'] );
	}

	/**
	 * A category's count is what its list shows the asker: editors (who see private files)
	 * count them, visitors do not; an upload counts at once.
	 */
	public function test_counts_follow_what_the_asker_may_see(): void {
		$category = $this->make_category();
		$this->make_file( array( 'category' => $category['id'] ) );
		$this->make_file(
			array(
				'category' => $category['id'],
				'status'   => 'private',
			)
		);

		$this->assertSame( 1, $this->listed()[ $category['id'] ]['count'], 'Visitors count published files.' );
		$this->act_as( 'subscriber' );
		$this->assertSame( 1, $this->listed()[ $category['id'] ]['count'] );

		$this->act_as( 'editor' );
		$this->assertSame( 2, $this->listed()[ $category['id'] ]['count'], 'Editors see the private file, so they count it.' );
		$this->assertCount( 2, $this->rest( 'GET', '/frontage/v1/files', array( 'category' => $category['id'] ) )->get_data() );

		$this->make_file( array( 'category' => $category['id'] ), 'more.txt' );
		$this->assertSame( 3, $this->listed()[ $category['id'] ]['count'], 'An upload counts at once.' );
	}

	/**
	 * Ids that are not positive whole numbers get WordPress's 400 naming the argument.
	 *
	 * @dataProvider provide_bad_ids
	 *
	 * @param string $id The id as it appears in the URL.
	 */
	public function test_bad_ids_are_refused( string $id ): void {
		$response = $this->rest( 'GET', '/frontage/v1/categories/' . $id );

		$this->assertSame( 400, $response->get_status(), $id );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertArrayHasKey( 'id', $response->get_data()['data']['params'] );
	}

	/**
	 * Ids that are not ids.
	 *
	 * @return array<string, array{string}>
	 */
	public static function provide_bad_ids(): array {
		return array(
			'negative'    => array( '-1' ),
			'zero'        => array( '0' ),
			'non-numeric' => array( 'abc' ),
			'exponent'    => array( '1e3' ),
			'decimal'     => array( '1.5' ),
			'huge'        => array( '99999999999999999999' ),
			'traversal'   => array( '..%2F1' ),
		);
	}

	/**
	 * Visitors, subscribers and authors may not create, change or delete categories (401
	 * for visitors, 403 for the logged in); nothing changes.
	 */
	public function test_only_library_managers_change_categories(): void {
		$category = $this->make_category( array( 'name' => 'Kept' ) );
		$route    = '/frontage/v1/categories/' . $category['id'];

		foreach ( array( '' => 401, 'subscriber' => 403, 'author' => 403, 'contributor' => 403 ) as $role => $status ) {
			if ( $role ) {
				$this->act_as( $role );
			}
			$this->assertSame( $status, $this->rest( 'POST', '/frontage/v1/categories', array( 'name' => 'Nope' ) )->get_status(), $role );
			$this->assertSame( $status, $this->rest( 'PUT', $route, array( 'name' => 'Renamed' ) )->get_status(), $role );
			$this->assertSame( $status, $this->rest( 'DELETE', $route )->get_status(), $role );
		}
		$this->assertSame( 'Kept', $this->library->categories()->get( $category['id'] )['name'] );
		$this->assertEmpty( term_exists( 'Nope', 'frontage_category' ) );
	}

	/**
	 * Editors and administrators create categories with their settings.
	 */
	public function test_managers_create_categories(): void {
		$parent = $this->make_category();

		foreach ( array( 'editor', 'administrator' ) as $role ) {
			$this->act_as( $role );
			$response = $this->rest(
				'POST',
				'/frontage/v1/categories',
				array(
					'name'        => 'Minutes by ' . $role,
					'parent'      => $parent['id'],
					'visibility'  => 'roles',
					'roles'       => array( 'editor', 'subscriber' ),
					'ordering'    => 'created-desc',
					'position'    => 2,
					'description' => 'Board <strong>minutes</strong><script>alert(1)</script>',
				)
			);
			$data     = $this->remember( $response );

			$this->assertSame( 201, $response->get_status() );
			$this->assertSame( 'Minutes by ' . $role, $data['name'] );
			$this->assertSame( $parent['id'], $data['parent'] );
			$this->assertSame( 'roles', $data['visibility'] );
			$this->assertSame( array( 'editor', 'subscriber' ), $data['roles'] );
			$this->assertSame( 'created-desc', $data['ordering'] );
			$this->assertSame( 2, $data['position'] );
			$this->assertStringNotContainsString( '<script', $data['description'] );
			$this->assertStringContainsString( '<strong>minutes</strong>', $data['description'] );
			$this->assertStringEndsWith( '/frontage/v1/categories/' . $data['id'], $response->get_headers()['Location'] );
		}
	}

	/**
	 * Bad input to POST is refused with a 400 and a message naming the problem; nothing is made.
	 *
	 * @dataProvider provide_bad_category_input
	 *
	 * @param array<string, mixed> $input   Body.
	 * @param string               $code    Expected error code.
	 * @param string               $message Part of the expected message.
	 */
	public function test_bad_input_is_refused( array $input, string $code, string $message ): void {
		$this->act_as( 'editor' );
		$before = wp_count_terms(
			array(
				'taxonomy'   => 'frontage_category',
				'hide_empty' => false,
			)
		);

		$response = $this->rest( 'POST', '/frontage/v1/categories', $input );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( $code, $response->get_data()['code'] );
		$this->assertStringContainsString( $message, wp_json_encode( $response->get_data() ) );
		$this->assertSame(
			$before,
			wp_count_terms(
				array(
					'taxonomy'   => 'frontage_category',
					'hide_empty' => false,
				)
			)
		);
	}

	/**
	 * Inputs that must be refused.
	 *
	 * @return array<string, array{array<string, mixed>, string, string}>
	 */
	public static function provide_bad_category_input(): array {
		return array(
			'no name'            => array( array( 'parent' => 0 ), 'rest_missing_callback_param', 'name' ),
			'empty name'         => array( array( 'name' => '' ), 'rest_invalid_param', 'name must be at least 1 character long' ),
			'array name'         => array( array( 'name' => array( 'a' ) ), 'rest_invalid_param', 'name is not of type string' ),
			'unknown visibility' => array(
				array(
					'name'       => 'x',
					'visibility' => 'secret',
				),
				'rest_invalid_param',
				'visibility is not one of public, logged_in, and roles',
			),
			'unknown role'       => array(
				array(
					'name'  => 'x',
					'roles' => array( 'wizard' ),
				),
				'rest_invalid_param',
				'roles[0] is not one of',
			),
			'unknown ordering'   => array(
				array(
					'name'     => 'x',
					'ordering' => 'colour',
				),
				'rest_invalid_param',
				'ordering is not one of',
			),
			'negative parent'    => array(
				array(
					'name'   => 'x',
					'parent' => -1,
				),
				'rest_invalid_param',
				'parent must be greater than or equal to 0',
			),
			'text parent'        => array(
				array(
					'name'   => 'x',
					'parent' => 'abc',
				),
				'rest_invalid_param',
				'parent must be a whole number',
			),
			'array parent'       => array(
				array(
					'name'   => 'x',
					'parent' => array( 1 ),
				),
				'rest_invalid_param',
				'parent is not of type integer',
			),
			'missing parent'     => array(
				array(
					'name'   => 'x',
					'parent' => 99999999,
				),
				'frontage_category_parent',
				'The parent category does not exist',
			),
		);
	}

	/**
	 * PUT renames and moves; moving inside itself is refused; unknown ids are 404.
	 */
	public function test_managers_rename_and_move_categories(): void {
		$top   = $this->make_category();
		$child = $this->make_category( array( 'parent' => $top['id'] ) );
		$other = $this->make_category();
		$this->act_as( 'editor' );

		$renamed = $this->rest(
			'PUT',
			'/frontage/v1/categories/' . $child['id'],
			array(
				'name'       => 'Renamed',
				'parent'     => $other['id'],
				'visibility' => 'logged_in',
			)
		);
		$this->assertSame( 200, $renamed->get_status() );
		$this->assertSame( 'Renamed', $renamed->get_data()['name'] );
		$this->assertSame( $other['id'], $renamed->get_data()['parent'] );
		$this->assertSame( 'logged_in', $renamed->get_data()['visibility'] );

		$inside = $this->rest( 'PUT', '/frontage/v1/categories/' . $other['id'], array( 'parent' => $child['id'] ) );
		$this->assertSame( 400, $inside->get_status() );
		$this->assertSame( 'A category cannot be moved inside itself.', $inside->get_data()['message'] );

		$this->assertSame( 404, $this->rest( 'PUT', '/frontage/v1/categories/99999999', array( 'name' => 'x' ) )->get_status() );
		$this->assertSame( 404, $this->rest( 'DELETE', '/frontage/v1/categories/99999999' )->get_status() );
	}

	/**
	 * DELETE answers what moved where; the files are still there, in the parent.
	 */
	public function test_delete_answers_what_moved(): void {
		$parent = $this->make_category();
		$doomed = $this->make_category( array( 'parent' => $parent['id'] ) );
		$child  = $this->make_category( array( 'parent' => $doomed['id'] ) );
		$file   = $this->make_file( array( 'category' => $doomed['id'] ) );
		$this->act_as( 'administrator' );

		$response = $this->rest( 'DELETE', '/frontage/v1/categories/' . $doomed['id'] );

		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertTrue( $data['deleted'] );
		$this->assertSame( 1, $data['moved_files'] );
		$this->assertSame( 1, $data['moved_categories'] );
		$this->assertSame( $parent['id'], $data['moved_to'] );
		$this->assertSame( $doomed['id'], $data['previous']['id'] );
		$this->assertSame( $parent['id'], $this->library->get( $file->id )->category_id );
		$this->assertSame( $parent['id'], $this->library->categories()->get( $child['id'] )['parent'] );
		$this->assertSame( 404, $this->rest( 'GET', '/frontage/v1/categories/' . $doomed['id'] )->get_status() );
	}

	/**
	 * The visitor's category list, by id.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function listed(): array {
		$response = $this->rest( 'GET', '/frontage/v1/categories' );
		$this->assertSame( 200, $response->get_status() );
		return array_column( $response->get_data(), null, 'id' );
	}

	/**
	 * Remembers a category the API created, for tearDown.
	 *
	 * @param WP_REST_Response $response The API's answer.
	 * @return array<string, mixed> Its data.
	 */
	private function remember( WP_REST_Response $response ): array {
		$data = $response->get_data();
		if ( isset( $data['id'] ) ) {
			$this->api_categories[] = $data['id'];
		}
		return $data;
	}
}
