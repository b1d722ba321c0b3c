<?php
/**
 * Tests for the Tabs and Tab blocks (includes/motion/class-tabs-block.php,
 * class-tab-block.php; docs/motion.md "Tabs"): the panels as they read without JavaScript, the
 * hidden tab list the script shows, the ids made from the titles, tabs inside tabs.
 *
 * @package Frontage
 */

use Frontage\Motion\Tab_Block;
use Frontage\Motion\Tabs_Block;
use Frontage\Tests\Test_Case;

/**
 * The blocks as a page renders them.
 */
final class Test_Tabs extends Test_Case {

	/**
	 * The view script's handle, as WordPress names a block's viewScript.
	 */
	private const SCRIPT = 'frontage-tabs-view-script';

	/**
	 * Forgets the queued script.
	 */
	protected function tearDown(): void {
		wp_dequeue_script( self::SCRIPT );
		parent::tearDown();
	}

	/**
	 * A Tab block's markup, holding a paragraph.
	 *
	 * @param string $title Its title.
	 * @param string $inner Its blocks' markup.
	 */
	private static function tab( string $title, string $inner = '' ): string {
		$inner = '' === $inner ? '<!-- wp:paragraph --><p>About ' . esc_html( $title ) . '</p><!-- /wp:paragraph -->' : $inner;
		return '<!-- wp:frontage/tab ' . wp_json_encode( array( 'title' => $title ) ) . ' -->' . $inner . '<!-- /wp:frontage/tab -->';
	}

	/**
	 * A Tabs block's markup.
	 *
	 * @param string               $tabs  Its tabs' markup.
	 * @param array<string, mixed> $attrs Its attributes.
	 */
	private static function tabs( string $tabs, array $attrs = array() ): string {
		return '<!-- wp:frontage/tabs ' . wp_json_encode( (object) $attrs ) . ' -->' . $tabs . '<!-- /wp:frontage/tabs -->';
	}

	/**
	 * The page's markup for some block markup.
	 *
	 * @param string $markup Block markup.
	 */
	private static function page( string $markup ): string {
		return do_blocks( $markup );
	}

	/**
	 * The tab buttons of some markup: id, controls, selected, tabindex, label.
	 *
	 * @param string $html The markup.
	 * @return array<int, array<string, string>>
	 */
	private static function buttons( string $html ): array {
		preg_match_all( '#<button type="button" role="tab" class="[^"]+" id="([^"]+)" aria-controls="([^"]+)" aria-selected="(\w+)" tabindex="(-?\d)">([^<]*)</button>#', $html, $matches, PREG_SET_ORDER );
		return array_map(
			static fn ( array $m ): array => array(
				'id'       => $m[1],
				'controls' => $m[2],
				'selected' => $m[3],
				'tabindex' => $m[4],
				'label'    => html_entity_decode( $m[5] ),
			),
			$matches
		);
	}

	/**
	 * Without JavaScript every panel reads as a section under its title as a heading, with an id
	 * made from the title; the tab list is in the page, hidden, its first tab selected and the
	 * only one in the Tab order, each tab pointing at its panel; the script comes with the block.
	 */
	public function test_panels_under_headings_and_a_hidden_tab_list(): void {
		$this->assertFalse( wp_script_is( self::SCRIPT, 'enqueued' ) );
		$html = self::page( self::tabs( self::tab( 'Opening hours' ) . self::tab( 'Délivery & returns' ), array( 'label' => 'About us' ) ) );

		$this->assertMatchesRegularExpression( '#<section[^>]* id="opening-hours"[^>]*><h3 class="wp-block-frontage-tab__title">Opening hours</h3><div class="wp-block-frontage-tab__content">\s*<p>About Opening hours</p>#', $html );
		$this->assertMatchesRegularExpression( '#<section[^>]* id="delivery-returns"[^>]*><h3 class="wp-block-frontage-tab__title">Délivery &amp; returns</h3>#', $html );
		$this->assertMatchesRegularExpression( '#<div class="wp-block-frontage-tabs__list" role="tablist" hidden aria-label="About us">#', $html );
		$this->assertSame(
			array(
				array(
					'id'       => 'opening-hours-tab',
					'controls' => 'opening-hours',
					'selected' => 'true',
					'tabindex' => '0',
					'label'    => 'Opening hours',
				),
				array(
					'id'       => 'delivery-returns-tab',
					'controls' => 'delivery-returns',
					'selected' => 'false',
					'tabindex' => '-1',
					'label'    => 'Délivery & returns',
				),
			),
			self::buttons( $html )
		);
		$this->assertTrue( wp_script_is( self::SCRIPT, 'enqueued' ) );
	}

	/**
	 * Two tabs with one title get two ids; a title of no letters reads "tab"; an empty title
	 * reads "Tab"; tags in a title are dropped.
	 */
	public function test_ids_are_unique_and_titles_plain(): void {
		$html = self::page( self::tabs( self::tab( 'FAQ' ) . self::tab( 'FAQ' ) . self::tab( '<b>Été</b>' ) . self::tab( '' ) . self::tab( '★ ★' ) ) );
		$ids  = array_column( self::buttons( $html ), 'controls' );
		$this->assertCount( 5, $ids );
		$this->assertSame( 'faq', preg_replace( '/-\d+$/', '', $ids[0] ) );
		$this->assertNotSame( $ids[0], $ids[1] );
		$this->assertStringStartsWith( $ids[0] . '-', $ids[1] );
		$this->assertStringStartsWith( 'ete', $ids[2] );
		$this->assertSame( array( 'FAQ', 'FAQ', 'Été', 'Tab', '★ ★' ), array_column( self::buttons( $html ), 'label' ) );
		$this->assertStringStartsWith( 'tab', $ids[3] );
		$this->assertStringStartsWith( 'tab', $ids[4] );
		$this->assertSame( count( $ids ), count( array_unique( $ids ) ) );
		foreach ( $ids as $id ) {
			$this->assertStringContainsString( 'id="' . $id . '"', $html );
		}
	}

	/**
	 * The title level comes from the Tabs block (2 to 6); anything else reads as 3.
	 */
	public function test_the_title_level(): void {
		$this->assertStringContainsString( '<h2 class="wp-block-frontage-tab__title">A</h2>', self::page( self::tabs( self::tab( 'A' ), array( 'titleLevel' => 2 ) ) ) );
		$this->assertStringContainsString( '<h3 class="wp-block-frontage-tab__title">B</h3>', self::page( self::tabs( self::tab( 'B' ), array( 'titleLevel' => 9 ) ) ) );
		$this->assertStringContainsString( '<h3 class="wp-block-frontage-tab__title">C</h3>', self::page( self::tabs( self::tab( 'C' ), array( 'titleLevel' => 'x' ) ) ) );
	}

	/**
	 * Tabs inside a tab: each tab list names its own tabs only, in order.
	 */
	public function test_tabs_inside_a_tab(): void {
		$inner = self::tabs( self::tab( 'Inner one' ) . self::tab( 'Inner two' ) );
		$html  = self::page( self::tabs( self::tab( 'Outer one', $inner ) . self::tab( 'Outer two' ) ) );
		preg_match_all( '#role="tablist" hidden>(.*?)</div>#', $html, $lists );
		$this->assertCount( 2, $lists[1] );
		// The outer list comes first in the page, before its panels, which hold the inner one.
		$this->assertSame( array( 'Outer one', 'Outer two' ), array_column( self::buttons( $lists[1][0] ), 'label' ) );
		$this->assertSame( array( 'Inner one', 'Inner two' ), array_column( self::buttons( $lists[1][1] ), 'label' ) );
	}

	/**
	 * A Tabs block without tabs renders nothing; the tab list comes out of the page's content
	 * with the right tabs even when an empty one stands before another.
	 */
	public function test_no_tabs_renders_nothing(): void {
		$this->assertSame( '', trim( self::page( self::tabs( '' ) ) ) );
		$html = self::page( self::tabs( '' ) . self::tabs( self::tab( 'Only' ) ) );
		$this->assertSame( array( 'Only' ), array_column( self::buttons( $html ), 'label' ) );
	}

	/**
	 * The demo page holds two sets of tabs and a link to one of them.
	 */
	public function test_the_demo_page(): void {
		$page = Tabs_Block::demo_page();
		$html = self::page( $page['content'] );
		$this->assertSame( 'Tabs', $page['title'] );
		$this->assertSame( 2, substr_count( $html, 'role="tablist"' ) );
		$this->assertStringContainsString( 'href="#delivery"', $html );
		$this->assertMatchesRegularExpression( '#<section[^>]* id="delivery(-\d+)?"#', $html );
		$this->assertSame( Tab_Block::NAME, 'frontage/tab' );
	}
}
