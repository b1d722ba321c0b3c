<?php
/**
 * Tests for includes/demo/class-demo-content.php: the demo seed that npm start runs.
 *
 * @package Frontage
 */

use Frontage\Demo\Demo_Content;
use Frontage\Language\Language_Settings;
use Frontage\Tests\Test_Case;

/**
 * Seeding is idempotent.
 */
final class Test_Demo_Content extends Test_Case {

	/**
	 * Running the seed twice makes no duplicates and reports what it found.
	 */
	public function test_seeding_twice_makes_no_duplicates(): void {
		$this->restore_option_after_test( 'show_on_front' );
		$this->restore_option_after_test( 'page_on_front' );
		$this->restore_option_after_test( Language_Settings::OPTION );
		$demo = new Demo_Content();

		$demo->seed();
		$posts_after_first = $this->count_demo_posts();
		$terms_after_first = $this->count_demo_terms();
		$second            = $demo->seed();

		$this->assertGreaterThan( 0, $posts_after_first );
		$this->assertGreaterThan( 0, $terms_after_first );
		$this->assertSame( $posts_after_first, $this->count_demo_posts() );
		$this->assertSame( $terms_after_first, $this->count_demo_terms() );
		foreach ( $second as $line ) {
			$this->assertDoesNotMatchRegularExpression( '/^created |[1-9]\d* files created/', $line );
		}
		$this->assertSame( $demo->find( 'welcome' ), (int) get_option( 'page_on_front' ) );
	}

	/**
	 * A key names one item: asking for a key that was never seeded finds nothing.
	 */
	public function test_an_unknown_key_finds_nothing(): void {
		$this->assertSame( 0, ( new Demo_Content() )->find( 'no-such-demo-item' ) );
	}

	/**
	 * Demo terms (the file library's demo categories).
	 */
	private function count_demo_terms(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->termmeta} WHERE meta_key = %s", Demo_Content::META_KEY ) );
	}

	/**
	 * Demo posts, of any type.
	 */
	private function count_demo_posts(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = %s", Demo_Content::META_KEY ) );
	}
}
