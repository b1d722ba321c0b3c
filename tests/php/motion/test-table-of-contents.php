<?php
/**
 * Tests for the Table of contents block (includes/motion/class-table-of-contents.php,
 * class-toc-headings.php; docs/motion.md "Table of contents"): links to the post's headings in
 * nested lists, ids given to the headings without one in the page itself, the levels setting,
 * nothing for a post without headings.
 *
 * @package Frontage
 */

use Frontage\Motion\Html_Ids;
use Frontage\Motion\Table_Of_Contents;
use Frontage\Tests\Test_Case;

/**
 * The block as a post's page renders it.
 */
final class Test_Table_Of_Contents extends Test_Case {

	/**
	 * The view script's handle, as WordPress names a block's viewScript.
	 */
	private const SCRIPT = 'frontage-table-of-contents-view-script';

	/**
	 * Starts each test as a new request would: no id given out yet.
	 */
	protected function setUp(): void {
		parent::setUp();
		( new ReflectionProperty( Html_Ids::class, 'taken' ) )->setValue( null, array() );
	}

	/**
	 * Puts the main query and the post back, forgets the queued script.
	 */
	protected function tearDown(): void {
		wp_reset_postdata();
		wp_reset_query();
		wp_dequeue_script( self::SCRIPT );
		parent::tearDown();
	}

	/**
	 * A Heading block's markup.
	 *
	 * @param int    $level  Its level.
	 * @param string $text   Its text (HTML).
	 * @param string $anchor Its own id, if any.
	 */
	private static function heading( int $level, string $text, string $anchor = '' ): string {
		$attrs = array_filter(
			array(
				'level'  => 2 === $level ? null : $level,
				'anchor' => '' === $anchor ? null : $anchor,
			)
		);
		return '<!-- wp:heading ' . ( $attrs ? wp_json_encode( $attrs ) . ' ' : '' ) . '-->'
			. '<h' . $level . ' class="wp-block-heading"' . ( '' === $anchor ? '' : ' id="' . $anchor . '"' ) . '>' . $text . '</h' . $level . '>'
			. '<!-- /wp:heading --><!-- wp:paragraph --><p>Text.</p><!-- /wp:paragraph -->';
	}

	/**
	 * The post's page as a visitor gets its content: the post made, queried and set up, its
	 * content filtered.
	 *
	 * @param string $content The post's block markup.
	 */
	private function page_of( string $content ): string {
		$id = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_content' => $content,
			)
		);
		$GLOBALS['wp_query'] = new WP_Query( array( 'page_id' => $id ) ); // The page under test; tearDown resets it.
		$GLOBALS['wp_query']->the_post();
		return (string) apply_filters( 'the_content', get_post( $id )->post_content );
	}

	/**
	 * The table's links: text → href, in order, with their depth in the lists.
	 *
	 * @param string $html The page.
	 * @return array<int, string> "depth href text".
	 */
	private static function links( string $html ): array {
		preg_match( '#<nav[^>]*wp-block-frontage-table-of-contents.*?</nav>#s', $html, $nav );
		$links = array();
		$depth = 0;
		preg_match_all( '#<ol[^>]*>|</ol>|<a href="([^"]*)">([^<]*)</a>#', $nav[0] ?? '', $tokens, PREG_SET_ORDER );
		foreach ( $tokens as $token ) {
			if ( str_starts_with( $token[0], '<ol' ) ) {
				++$depth;
			} elseif ( '</ol>' === $token[0] ) {
				--$depth;
			} else {
				$links[] = $depth . ' ' . $token[1] . ' ' . html_entity_decode( $token[2] );
			}
		}
		return $links;
	}

	/**
	 * A table at the top of a page lists its h2–h4 headings in nested lists, in order; the links
	 * point at ids the headings carry in the page (made from their text, unique; a heading's
	 * own id kept); an h5 is not listed (but has an id); the nav is named for screen readers; the script comes
	 * with it.
	 */
	public function test_nested_links_to_ids_in_the_page(): void {
		$html = $this->page_of(
			'<!-- wp:frontage/table-of-contents /-->'
			. self::heading( 2, 'Getting started' )
			. self::heading( 3, 'What you’ll need' )
			. self::heading( 3, 'Installing', 'install' )
			. self::heading( 4, 'On <em>Linux</em> &amp; Mac' )
			. self::heading( 5, 'Too deep' )
			. self::heading( 2, 'Questions' )
			. '<!-- wp:group --><div class="wp-block-group">' . self::heading( 3, 'Questions' ) . '</div><!-- /wp:group -->'
		);
		$links = self::links( $html );
		$this->assertSame(
			array(
				'1 #getting-started Getting started',
				'2 #what-you-ll-need What you’ll need',
				'2 #install Installing',
				'3 #on-linux-mac On Linux & Mac',
				'1 #questions Questions',
				'2 #questions-2 Questions',
			),
			$links
		);
		preg_match_all( '/#([^ ]+)/', implode( "\n", $links ), $hrefs );
		foreach ( $hrefs[1] as $id ) {
			$this->assertSame( 1, substr_count( $html, ' id="' . $id . '"' ), $id . ' is on exactly one element' );
		}
		$this->assertStringContainsString( 'id="install"', $html );
		// Not listed, it still gets an id, as every heading of a page with a table does.
		$this->assertStringContainsString( '<h5 id="too-deep" class="wp-block-heading">Too deep</h5>', $html );
		$this->assertMatchesRegularExpression( '#<nav [^>]*aria-label="Table of contents"#', $html );
		$this->assertTrue( wp_script_is( self::SCRIPT, 'enqueued' ) );
	}

	/**
	 * A table after the headings gives them their ids too; the levels setting lists what it
	 * names; a title names the nav and shows above the links.
	 */
	public function test_levels_title_and_a_table_at_the_end(): void {
		$html = $this->page_of(
			self::heading( 2, 'First part' )
			. self::heading( 3, 'A detail' )
			. self::heading( 5, 'A small print' )
			. '<!-- wp:frontage/table-of-contents {"levels":[2,5],"title":"On this page"} /-->'
		);
		$links = self::links( $html );
		$this->assertCount( 2, $links );
		$this->assertSame( array( '1 #first-part First part', '2 #a-small-print A small print' ), $links );
		$this->assertStringContainsString( '<h2 id="first-part" class="wp-block-heading">First part</h2>', $html );
		$this->assertStringContainsString( '<h3 id="a-detail" class="wp-block-heading">A detail</h3>', $html );
		$this->assertStringContainsString( '<h5 id="a-small-print" class="wp-block-heading">', $html );
		$this->assertMatchesRegularExpression( '#<nav [^>]*aria-label="On this page"[^>]*><p class="wp-block-frontage-table-of-contents__title">On this page</p>#', $html );
	}

	/**
	 * A page without headings of the levels listed shows nothing (the editor says why), and
	 * loads no script; bad levels read as the default.
	 */
	public function test_nothing_without_headings(): void {
		$html = $this->page_of( '<!-- wp:frontage/table-of-contents /--><!-- wp:paragraph --><p>No headings.</p><!-- /wp:paragraph -->' . self::heading( 5, 'Small' ) );
		$this->assertStringNotContainsString( '<nav', $html );
		$this->assertSame( array( 2, 3, 4 ), Table_Of_Contents::levels( 'x' ) );
		$this->assertSame( array( 2, 3, 4 ), Table_Of_Contents::levels( array( 0, 9, 'a', 2.5 ) ) );
		$this->assertSame( array( 2, 6 ), Table_Of_Contents::levels( array( 6, '2', 2 ) ) );
	}

	/**
	 * The demo page lists its headings.
	 */
	public function test_the_demo_page(): void {
		$page = Table_Of_Contents::demo_page();
		$html = $this->page_of( $page['content'] );
		$this->assertSame( 'Table of contents', $page['title'] );
		$this->assertCount( 8, self::links( $html ) );
	}
}
