<?php
/**
 * Frontage's blocks registering on their first use do not make WordPress build its theme.json
 * data again (docs/ARCHITECTURE.md "Blocks register on first use": the names hold their places).
 *
 * @package Frontage
 */

namespace Frontage\Tests;

/**
 * Pages rendered as a visitor gets them, in a block theme.
 */
final class Test_Theme_Json_Builds extends Theme_Page_Test_Case {

	/**
	 * A page whose header part and content each hold Frontage blocks builds theme.json as often
	 * as the same page with core blocks in their place, and renders them whole.
	 */
	public function test_blocks_in_later_trees_do_not_rebuild_theme_json(): void {
		$ours = 'ours-' . strtolower( wp_generate_password( 6, false ) );
		$this->template_with_header( $ours, '<!-- wp:site-title /--><!-- wp:frontage/colour-switcher /--><!-- wp:frontage/search-overlay /-->' );
		$with = $this->visit( $this->page_with( '<!-- wp:frontage/scroll-to-top /--><!-- wp:frontage/modal /-->', $ours ) );

		$plain = 'plain-' . strtolower( wp_generate_password( 6, false ) );
		$this->template_with_header( $plain, '<!-- wp:site-title /--><!-- wp:search /-->' );
		$without = $this->visit( $this->page_with( '<!-- wp:paragraph --><p>Plain</p><!-- /wp:paragraph -->', $plain ) );

		$this->assertGreaterThan( 0, $without['theme_json_builds'], 'The fixture counts the builds.' );
		$this->assertSame( $without['theme_json_builds'], $with['theme_json_builds'] );
		foreach ( array( 'colour-switcher', 'search-overlay', 'scroll-to-top', 'modal' ) as $block ) {
			$this->assertContains( 'frontage/' . $block, $with['blocks'], 'Registered whole.' );
			$this->assertStringContainsString( 'wp-block-frontage-' . $block, $with['html'], 'Rendered.' );
		}
		$this->assertStringContainsString( "id='frontage-colour-switcher-style-inline-css'", $with['html'], 'Its style came with it.' );
		$this->assertNotContains( 'frontage/docs-grid', $with['blocks'], 'A name that only holds its place is not a block.' );
	}
}
