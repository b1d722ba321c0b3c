<?php
/**
 * Tests for includes/popups/class-popup-conditions.php: where a builder popup may show.
 *
 * @package Frontage
 */

use Frontage\Popups\Popup_Conditions;
use Frontage\Tests\Test_Case;

/**
 * Each condition type against real queries.
 */
final class Test_Popup_Conditions extends Test_Case {

	/**
	 * Makes a query the main one.
	 *
	 * @param array<string, mixed>|string $query Query vars.
	 */
	private function visit( array|string $query ): void {
		$GLOBALS['wp_query']     = new WP_Query( $query );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
	}

	/**
	 * Puts the main query back.
	 */
	protected function tearDown(): void {
		$this->visit( array() );
		parent::tearDown();
	}

	/**
	 * Include and exclude, on posts, pages and archives.
	 */
	public function test_conditions_against_pages(): void {
		$category = wp_insert_term( 'Offers ' . wp_generate_password( 6, false ), 'category' );
		$post     = $this->create_post( array( 'post_category' => array( $category['term_id'] ) ) );
		$other    = $this->create_post();
		$page     = $this->create_post( array( 'post_type' => 'page' ) );

		$site        = array( array( 'type' => 'site' ) );
		$not_the_one = array(
			array(
				'type' => 'singular',
				'ids'  => array( $post ),
			),
		);

		$this->visit( array( 'p' => $post ) );
		$this->assertTrue( Popup_Conditions::allow( array( 'include' => $site ) ) );
		$this->assertFalse(
			Popup_Conditions::allow(
				array(
					'include' => $site,
					'exclude' => $not_the_one,
				)
			),
			'An exclusion wins.'
		);
		$this->assertTrue( Popup_Conditions::matches( $not_the_one[0] ) );
		$this->assertTrue(
			Popup_Conditions::matches(
				array(
					'type'      => 'post_type',
					'post_type' => 'post',
				)
			)
		);
		$this->assertFalse(
			Popup_Conditions::matches(
				array(
					'type'      => 'post_type',
					'post_type' => 'page',
				)
			)
		);
		$this->assertTrue(
			Popup_Conditions::matches(
				array(
					'type'     => 'taxonomy',
					'taxonomy' => 'category',
					'ids'      => array( $category['term_id'] ),
				)
			)
		);

		$this->visit( array( 'p' => $other ) );
		$this->assertFalse( Popup_Conditions::matches( $not_the_one[0] ) );
		$this->assertFalse(
			Popup_Conditions::matches(
				array(
					'type'     => 'taxonomy',
					'taxonomy' => 'category',
					'ids'      => array( $category['term_id'] ),
				)
			)
		);

		$this->visit( array( 'page_id' => $page ) );
		$this->assertTrue( Popup_Conditions::matches( array( 'type' => 'singular' ) ) );
		$this->assertFalse( Popup_Conditions::matches( array( 'type' => 'archive' ) ) );

		$this->visit( array( 'cat' => $category['term_id'] ) );
		$this->assertTrue( Popup_Conditions::matches( array( 'type' => 'archive' ) ) );
		$this->assertTrue(
			Popup_Conditions::matches(
				array(
					'type'     => 'taxonomy',
					'taxonomy' => 'category',
				)
			)
		);

		$this->visit( array( 's' => 'anything' ) );
		$this->assertTrue( Popup_Conditions::matches( array( 'type' => 'search' ) ) );
		$this->assertFalse( Popup_Conditions::matches( array( 'type' => 'singular' ) ) );
	}

	/**
	 * Nothing included, or junk: nowhere.
	 */
	public function test_no_condition_means_nowhere(): void {
		$this->visit( array( 'p' => $this->create_post() ) );
		$this->assertFalse( Popup_Conditions::allow( array() ) );
		$this->assertFalse( Popup_Conditions::allow( array( 'include' => array( array( 'type' => 'everywhere' ) ) ) ) );
		$this->assertFalse(
			Popup_Conditions::matches(
				array(
					'type'     => 'taxonomy',
					'taxonomy' => 'no_such_taxonomy',
				)
			)
		);
	}
}
