<?php
/**
 * The first paint waits for a header that carries Frontage's pieces (docs/theme.md "First
 * paint"), and for nothing else.
 *
 * @package Frontage
 */

namespace Frontage\Tests;

/**
 * Pages rendered as a visitor gets them, in a block theme.
 */
final class Test_Header_Paint extends Theme_Page_Test_Case {

	/**
	 * The link that holds the first paint until the marker is parsed.
	 */
	private const EXPECT = '<link rel="expect" href="#frontage-header-end" blocking="render">';

	/**
	 * The marker after the header.
	 */
	private const MARKER = '<template id="frontage-header-end"></template>';

	/**
	 * A header with a Frontage block: the head asks for the marker, which comes right after the
	 * header's closing tag, once, before the page's content.
	 */
	public function test_a_header_with_frontage_blocks_is_painted_whole(): void {
		$slug = 'paint-' . strtolower( wp_generate_password( 6, false ) );
		$this->template_with_header( $slug, '<!-- wp:site-title /--><!-- wp:frontage/colour-switcher /-->' );
		$url = $this->page_with( '<!-- wp:paragraph --><p>Body text</p><!-- /wp:paragraph -->', $slug );

		list( $head, $body ) = self::head_and_body( $this->visit( $url )['html'] );

		$this->assertStringContainsString( self::EXPECT, $head );
		$this->assertSame( 1, substr_count( $body, self::MARKER ) );
		$this->assertMatchesRegularExpression( '#</header>' . preg_quote( self::MARKER, '#' ) . '#', $body, 'The marker follows the header.' );
		$this->assertLessThan( strpos( $body, 'Body text' ), strpos( $body, self::MARKER ) );
	}

	/**
	 * A header without Frontage's pieces, and Frontage's blocks in the content only: the first
	 * paint is the browser's as always.
	 */
	public function test_other_headers_and_content_blocks_leave_the_paint_alone(): void {
		$slug = 'plain-' . strtolower( wp_generate_password( 6, false ) );
		$this->template_with_header( $slug, '<!-- wp:site-title /-->' );
		$url = $this->page_with( '<!-- wp:frontage/colour-switcher /-->', $slug );

		$html = $this->visit( $url )['html'];

		$this->assertStringContainsString( 'wp-block-frontage-colour-switcher', $html, 'The block is on the page.' );
		$this->assertStringNotContainsString( 'rel="expect"', $html );
		$this->assertStringNotContainsString( self::MARKER, $html );
	}
}
