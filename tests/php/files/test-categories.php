<?php
/**
 * Tests for includes/files/class-categories.php: the category tree and its settings.
 *
 * @package Frontage
 */

use Frontage\Files\Categories;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * Nesting, moving, deleting (never losing files) and refusing bad settings.
 */
final class Test_Categories extends Library_Test_Case {

	/**
	 * The service under test.
	 *
	 * @var Categories
	 */
	private Categories $categories;

	/**
	 * Builds the service.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->categories = $this->library->categories();
	}

	/**
	 * Categories nest at least 16 levels deep (20 here), and a restriction at the top reaches
	 * the bottom.
	 */
	public function test_nests_twenty_levels_deep(): void {
		$ids    = array();
		$parent = 0;
		for ( $level = 1; $level <= 20; $level++ ) {
			$category = $this->make_category(
				array(
					'name'   => 'Level ' . $level,
					'parent' => $parent,
				)
			);
			$ids[]    = $category['id'];
			$parent   = $category['id'];
		}
		$deepest = $this->categories->get( $parent );

		$this->assertSame( 'Level 20', $deepest['name'] );
		$this->assertSame( $ids[18], $deepest['parent'] );
		$this->assertSame( array_reverse( $ids ), $this->categories->chain( $parent ), 'The chain runs from the category up to the top.' );
		$file = $this->make_file( array( 'category' => $parent ) );
		$this->assertSame( $parent, $file->category_id );

		$this->categories->update( $ids[0], array( 'visibility' => 'logged_in' ) );
		$this->assertFalse( $this->library->visibility()->can_see_category( $parent ), 'A visitor may not see below a logged-in category.' );
		$this->assertWPError( $this->library->find_visible( $file->id ) );
	}

	/**
	 * A category cannot become its own parent or move below one of its descendants; the
	 * tree is unchanged afterwards.
	 */
	public function test_refuses_to_move_a_category_inside_itself(): void {
		$top    = $this->make_category();
		$middle = $this->make_category( array( 'parent' => $top['id'] ) );
		$bottom = $this->make_category( array( 'parent' => $middle['id'] ) );

		foreach ( array( $top['id'], $middle['id'], $bottom['id'] ) as $new_parent ) {
			$result = $this->categories->update( $top['id'], array( 'parent' => $new_parent ) );
			$this->assertWPError( $result );
			$this->assertSame( 400, $result->get_error_data()['status'] );
			$this->assertSame( 'A category cannot be moved inside itself.', $result->get_error_message() );
		}
		$this->assertSame( 0, $this->categories->get( $top['id'] )['parent'] );

		$other = $this->make_category();
		$moved = $this->categories->update( $middle['id'], array( 'parent' => $other['id'] ) );
		$this->assertSame( $other['id'], $moved['parent'], 'Moving elsewhere works.' );
		$this->assertSame( $middle['id'], $this->categories->get( $bottom['id'] )['parent'], 'Its children move with it.' );
	}

	/**
	 * Deleting a category moves its files and sub-categories to its parent; no file is deleted.
	 */
	public function test_delete_moves_files_and_sub_categories_to_the_parent(): void {
		$parent = $this->make_category();
		$doomed = $this->make_category( array( 'parent' => $parent['id'] ) );
		$child  = $this->make_category( array( 'parent' => $doomed['id'] ) );
		$first  = $this->make_file( array( 'category' => $doomed['id'] ) );
		$second = $this->make_file(
			array(
				'category' => $doomed['id'],
				'status'   => 'private',
			)
		);
		$below  = $this->make_file( array( 'category' => $child['id'] ) );

		$moved = $this->categories->delete( $doomed['id'] );

		$this->assertSame(
			array(
				'moved_files'      => 2,
				'moved_categories' => 1,
			),
			$moved
		);
		$this->assertNull( $this->categories->get( $doomed['id'] ) );
		$this->assertSame( $parent['id'], $this->categories->get( $child['id'] )['parent'] );
		foreach ( array( $first, $second ) as $file ) {
			$after = $this->library->get( $file->id );
			$this->assertNotNull( $after, 'The file still exists.' );
			$this->assertSame( $parent['id'], $after->category_id );
			$this->assertSame( $file->status, $after->status );
			$this->assertNotNull( $this->library->storage()->absolute_path( $after->path ), 'Its bytes are still stored.' );
		}
		$this->assertSame( $child['id'], $this->library->get( $below->id )->category_id, 'Files deeper down stay where they are.' );
	}

	/**
	 * Deleting a top-level category leaves its files uncategorised and its children at the top.
	 */
	public function test_delete_at_the_top_leaves_files_uncategorised(): void {
		$top   = $this->make_category();
		$child = $this->make_category( array( 'parent' => $top['id'] ) );
		$file  = $this->make_file( array( 'category' => $top['id'] ) );

		$this->categories->delete( $top['id'] );

		$this->assertSame( 0, $this->library->get( $file->id )->category_id );
		$this->assertSame( 0, $this->categories->get( $child['id'] )['parent'] );
	}

	/**
	 * Bad names, parents, visibilities, roles and orderings are refused with a clear message,
	 * and nothing is created or changed.
	 *
	 * @dataProvider provide_bad_settings
	 *
	 * @param array<string, mixed> $data    Category fields.
	 * @param string               $message Part of the expected message.
	 */
	public function test_refuses_bad_settings( array $data, string $message ): void {
		$before = $this->count_categories();

		$created = $this->categories->create( $data + array( 'name' => 'Refused ' . wp_generate_password( 6, false ) ) );

		$this->assertWPError( $created );
		$this->assertSame( 400, $created->get_error_data()['status'] );
		$this->assertStringContainsString( $message, $created->get_error_message() );
		$this->assertSame( $before, $this->count_categories() );

		$existing = $this->make_category(
			array(
				'visibility' => 'logged_in',
				'ordering'   => 'size',
			)
		);
		$updated  = $this->categories->update( $existing['id'], $data );
		$this->assertWPError( $updated );
		$this->assertSame( $existing, $this->categories->get( $existing['id'] ), 'A refused change changes nothing.' );
	}

	/**
	 * Settings that must be refused.
	 *
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public static function provide_bad_settings(): array {
		return array(
			'empty name'          => array( array( 'name' => '   ' ), 'needs a name' ),
			'unknown visibility'  => array( array( 'visibility' => 'secret' ), 'Visibility must be one of: public, logged_in, roles' ),
			'unknown role'        => array(
				array(
					'visibility' => 'roles',
					'roles'      => array( 'editor', 'wizard' ),
				),
				'Unknown roles: wizard',
			),
			'unknown ordering'    => array( array( 'ordering' => 'colour' ), 'Files can be ordered by: title' ),
			'ordering injection'  => array( array( 'ordering' => 'title; DROP TABLE' ), 'Files can be ordered by' ),
			'missing parent'      => array( array( 'parent' => 99999999 ), 'The parent category does not exist' ),
			'negative parent'     => array( array( 'parent' => -3 ), 'The parent category does not exist' ),
		);
	}

	/**
	 * Settings are stored and read back; descending orderings and role lists are kept.
	 */
	public function test_stores_settings(): void {
		$category = $this->make_category(
			array(
				'name'        => 'Board papers',
				'description' => 'Minutes and agendas',
				'visibility'  => 'roles',
				'roles'       => array( 'editor', 'author' ),
				'ordering'    => 'created-desc',
				'position'    => 3,
			)
		);

		$this->assertSame( 'Board papers', $category['name'] );
		$this->assertSame( 'Minutes and agendas', $category['description'] );
		$this->assertSame( 'roles', $category['visibility'] );
		$this->assertSame( array( 'editor', 'author' ), $category['roles'] );
		$this->assertSame( 'created-desc', $category['ordering'] );
		$this->assertSame( 3, $category['position'] );
		$this->assertSame( 'public', $this->make_category()['visibility'], 'Categories are public unless told.' );
	}

	/**
	 * all() lists parents before their children, siblings by position then name.
	 */
	public function test_lists_parents_first_and_siblings_by_position(): void {
		$parent = $this->make_category( array( 'name' => 'Zz parent ' . wp_generate_password( 4, false ) ) );
		$second = $this->make_category(
			array(
				'name'     => 'Alpha',
				'parent'   => $parent['id'],
				'position' => 2,
			)
		);
		$first  = $this->make_category(
			array(
				'name'     => 'Omega',
				'parent'   => $parent['id'],
				'position' => 1,
			)
		);

		$ids = array_column( $this->categories->all(), 'id' );
		$at  = array_flip( $ids );

		$this->assertLessThan( $at[ $first['id'] ], $at[ $parent['id'] ] );
		$this->assertLessThan( $at[ $second['id'] ], $at[ $first['id'] ], 'Position wins over name.' );
	}

	/**
	 * Unknown ids answer 404 for update and delete.
	 */
	public function test_unknown_ids_are_not_found(): void {
		foreach ( array( 0, -1, 99999999 ) as $id ) {
			$this->assertSame( 404, $this->categories->update( $id, array( 'name' => 'x' ) )->get_error_data()['status'] );
			$this->assertSame( 404, $this->categories->delete( $id )->get_error_data()['status'] );
			$this->assertNull( $this->categories->get( $id ) );
		}
	}

	/**
	 * Asserts a WP_Error.
	 *
	 * @param mixed $value Value.
	 */
	private function assertWPError( mixed $value ): void {
		$this->assertInstanceOf( WP_Error::class, $value );
	}

	/**
	 * How many file categories exist.
	 */
	private function count_categories(): int {
		return (int) wp_count_terms(
			array(
				'taxonomy'   => 'frontage_category',
				'hide_empty' => false,
			)
		);
	}
}
