<?php
/**
 * Tests for the posts patterns of the Query Loop block and the Cards style of the Post Template
 * block (includes/motion/class-query-patterns.php; docs/widgets.md "Posts patterns and the
 * Cards style"): the editor is offered the six patterns, each whole blocks that list the posts;
 * the Cards style reaches the editor, and its CSS reaches only the pages that use it.
 *
 * @package Frontage
 */

use Frontage\Motion\Query_Patterns;
use Frontage\Tests\Test_Case;

/**
 * The patterns as the editor gets them, and as a page renders them.
 */
final class Test_Query_Patterns extends Test_Case {

	/**
	 * The patterns: name → whether it takes the template's query.
	 */
	private const PATTERNS = array(
		'frontage/posts-classic'               => false,
		'frontage/posts-full-content'          => false,
		'frontage/posts-cards'                 => false,
		'frontage/archive-posts-classic'       => true,
		'frontage/archive-posts-full-content'  => true,
		'frontage/archive-posts-cards'         => true,
	);

	/**
	 * Pages made by the test, deleted after it.
	 *
	 * @var int[]
	 */
	private array $pages = array();

	/**
	 * Puts the main query back, forgets the style, deletes the pages.
	 */
	protected function tearDown(): void {
		wp_reset_query();
		wp_dequeue_style( Query_Patterns::STYLE_HANDLE );
		foreach ( $this->pages as $id ) {
			wp_delete_post( $id, true );
		}
		parent::tearDown();
	}

	/**
	 * The editor's pattern route lists the six patterns in core's "Posts" category, offered for
	 * the Query Loop block, the archive ones for the archive templates too; each is whole blocks
	 * (no stray HTML between them, every block one WordPress has) holding one Query Loop with
	 * the expected query source, its pagination and its "no results" message.
	 */
	public function test_the_editor_is_offered_six_patterns_of_whole_blocks(): void {
		$this->act_as( 'editor' );
		$response = $this->rest( 'GET', '/wp/v2/block-patterns/patterns' );
		$this->assertSame( 200, $response->get_status() );
		$listed = array_column( (array) $response->get_data(), null, 'name' );

		foreach ( self::PATTERNS as $name => $inherit ) {
			$this->assertArrayHasKey( $name, $listed, 'Not listed for the editor: ' . $name );
			$pattern = $listed[ $name ];
			$this->assertContains( 'posts', $pattern['categories'], $name . ' is in the “Posts” category.' );
			$this->assertContains( 'core/query', $pattern['block_types'], $name );
			if ( $inherit ) {
				$this->assertContains( 'archive', $pattern['template_types'], $name . ' is offered for archive templates.' );
				$this->assertContains( 'category', $pattern['template_types'], $name );
			}

			$blocks = $this->all_blocks( parse_blocks( $pattern['content'] ) );
			foreach ( $blocks as $block ) {
				if ( null === $block['blockName'] ) {
					$this->assertSame( '', trim( $block['innerHTML'] ), $name . ' holds HTML outside any block (the editor would show it as a Classic block).' );
					continue;
				}
				$this->assertTrue( WP_Block_Type_Registry::get_instance()->is_registered( $block['blockName'] ), $name . ' holds a block WordPress does not have: ' . $block['blockName'] );
			}
			$names   = array_column( $blocks, 'blockName' );
			$queries = array_values( array_filter( $blocks, static fn ( $block ) => 'core/query' === $block['blockName'] ) );
			$this->assertCount( 1, $queries, $name );
			$this->assertSame( $inherit, $queries[0]['attrs']['query']['inherit'], $name . ': the query source.' );
			$this->assertSame( 'core/query', $this->all_blocks( parse_blocks( $pattern['content'] ) )[0]['blockName'], $name . ' starts with its Query Loop.' );
			foreach ( array( 'core/post-template', 'core/post-title', 'core/post-date', 'core/query-pagination', 'core/query-no-results' ) as $part ) {
				$this->assertContains( $part, $names, $name );
			}
		}
		$this->assertContains( 'core/post-content', array_column( $this->all_blocks( parse_blocks( $listed['frontage/posts-full-content']['content'] ) ), 'blockName' ) );
		$this->assertContains( 'core/read-more', array_column( $this->all_blocks( parse_blocks( $listed['frontage/posts-cards']['content'] ) ), 'blockName' ) );
	}

	/**
	 * Each pattern, rendered, lists the posts' titles as links to the posts (the three of a loop
	 * of its own found by a word only they hold; the archive ones those of the page's query),
	 * cards in the Cards style; a loop that finds nothing says so.
	 */
	public function test_each_pattern_lists_the_posts_as_links(): void {
		$word   = 'qpatterns' . wp_generate_password( 6, false, false );
		$titles = array();
		$links  = array();
		foreach ( array( 'Harbour walk', 'Lantern night', 'Mill open day' ) as $title ) {
			$id       = $this->create_post(
				array(
					'post_title'   => $title . ' ' . $word,
					'post_content' => '<!-- wp:paragraph --><p>The whole story of ' . $title . ', ' . $word . '.</p><!-- /wp:paragraph -->',
				)
			);
			$titles[] = $title . ' ' . $word;
			$links[]  = (string) get_permalink( $id );
		}
		$patterns = Query_Patterns::patterns();

		foreach ( self::PATTERNS as $name => $inherit ) {
			$content = $patterns[ $name ]['content'];
			if ( $inherit ) {
				$GLOBALS['wp_query'] = new WP_Query( array( 's' => $word ) ); // The archive's query; tearDown resets it.
			} else {
				$content = str_replace( '"search":""', '"search":"' . $word . '"', $content );
			}
			$html = do_blocks( $content );
			foreach ( $titles as $i => $title ) {
				$this->assertStringContainsString( '<a href="' . esc_url( $links[ $i ] ) . '" target="_self" >' . esc_html( $title ) . '</a>', $html, $name . ' lists ' . $title . ' as a link to it.' );
			}
			$this->assertStringNotContainsString( 'No posts were found.', $html, $name );
			if ( str_ends_with( $name, 'cards' ) ) {
				$this->assertStringContainsString( 'is-style-frontage-cards', $html, $name . ' is in the Cards style.' );
			}
			if ( str_ends_with( $name, 'full-content' ) ) {
				$this->assertStringContainsString( 'The whole story of Harbour walk', $html, $name . ' shows the posts’ content.' );
			}
			wp_reset_query();
		}

		$none = do_blocks( str_replace( '"search":""', '"search":"' . $word . 'nothing"', $patterns['frontage/posts-classic']['content'] ) );
		$this->assertStringContainsString( 'No posts were found.', $none );
	}

	/**
	 * The Cards style is among the Post Template block's styles the editor reads, with its label.
	 */
	public function test_the_cards_style_reaches_the_editor(): void {
		$this->act_as( 'editor' );
		$response = $this->rest( 'GET', '/wp/v2/block-types/core/post-template' );
		$this->assertSame( 200, $response->get_status() );
		$styles = array_column( (array) $response->get_data()['styles'], 'label', 'name' );
		$this->assertSame( 'Cards', $styles['frontage-cards'] ?? null );
	}

	/**
	 * A visitor's page with a Query Loop in another layout loads none of this (no CSS, not the
	 * class, so no pattern either); a page with the Cards style prints its CSS once, in the head.
	 */
	public function test_the_cards_css_reaches_only_pages_that_use_it(): void {
		$patterns = Query_Patterns::patterns();
		$plain    = $this->render( $this->page( 'Query patterns plain', $patterns['frontage/posts-classic']['content'] ) );
		$this->assertStringContainsString( 'wp-block-post-template', $plain['html'], 'The page has a Query Loop.' );
		$this->assertStringNotContainsString( Query_Patterns::STYLE_HANDLE, $plain['html'] );
		$this->assertNotContains( Query_Patterns::class, $plain['classes'], 'A page without the Cards style loaded the patterns’ class.' );

		$cards = $this->render( $this->page( 'Query patterns cards', $patterns['frontage/posts-cards']['content'] . $patterns['frontage/posts-cards']['content'] ) );
		$this->assertSame( 1, substr_count( $cards['html'], "<style id='" . Query_Patterns::STYLE_HANDLE . "-inline-css'>" ), 'The CSS is printed once.' );
		$this->assertStringContainsString( '.wp-block-post-template.is-style-frontage-cards>li{', $cards['html'] );
		$this->assertLessThan( strpos( $cards['html'], '</head>' ), strpos( $cards['html'], Query_Patterns::STYLE_HANDLE ), 'In the head.' );
	}

	/**
	 * Every block of a tree, depth first.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @return array<int, array<string, mixed>>
	 */
	private function all_blocks( array $blocks ): array {
		$all = array();
		foreach ( $blocks as $block ) {
			$all[] = $block;
			$all   = array_merge( $all, $this->all_blocks( $block['innerBlocks'] ) );
		}
		return $all;
	}

	/**
	 * A published page, deleted after the test.
	 *
	 * @param string $title   Its title.
	 * @param string $content Its blocks.
	 * @return string Its address.
	 */
	private function page( string $title, string $content ): string {
		$id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => $title,
				'post_content' => wp_slash( $content ),
			)
		);
		$this->assertIsInt( $id );
		$this->pages[] = $id;
		return (string) get_permalink( $id );
	}

	/**
	 * A visitor's request for a page, played in a child process (Test_Case::play_page()).
	 *
	 * @param string $url The address.
	 * @return array{classes: string[], html: string}
	 */
	private function render( string $url ): array {
		$result = $this->play_page( $url );
		$this->assertSame( 200, $result['status'], $url );
		return $result;
	}
}
