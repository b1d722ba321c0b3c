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
		$this->assertContains( 'frontage/docs-grid', $with['names'], 'It holds its place.' );
	}

	/**
	 * A page whose template, parts and content hold none of our blocks adds no place holder to
	 * the registry: WordPress's theme.json code has fewer block types to go through.
	 */
	public function test_a_page_without_our_blocks_holds_no_places(): void {
		$plain = 'plain-' . strtolower( wp_generate_password( 6, false ) );
		$this->template_with_header( $plain, '<!-- wp:site-title /--><!-- wp:search /-->' );
		$page = $this->visit( $this->page_with( '<!-- wp:paragraph --><p>Plain</p><!-- /wp:paragraph -->', $plain ) );

		$this->assertSame( array(), array_values( array_diff( $page['names'], $page['blocks'] ) ), 'Only blocks registered whole.' );
		$this->assertNotContains( 'frontage/docs-grid', $page['names'] );
	}

	/**
	 * Our blocks where the template reaches them without naming them — the page's content, a
	 * synced pattern — still hold their places from the start: no more builds than a plain page.
	 * The content's own blocks are read from it, so only their names are held; a synced
	 * pattern's are not read ahead, so every name is.
	 */
	public function test_blocks_in_the_content_or_a_synced_pattern_hold_the_places(): void {
		$plain = 'plain-' . strtolower( wp_generate_password( 6, false ) );
		$this->template_with_header( $plain, '<!-- wp:site-title /--><!-- wp:search /-->' );
		$without = $this->visit( $this->page_with( '<!-- wp:paragraph --><p>Plain</p><!-- /wp:paragraph -->', $plain ) );

		$in_content = $this->visit( $this->page_with( '<!-- wp:frontage/scroll-to-top /-->', $plain ) );
		$synced     = $this->create_post(
			array(
				'post_type'    => 'wp_block',
				'post_title'   => 'Synced with ours',
				'post_content' => '<!-- wp:frontage/scroll-to-top /-->',
			)
		);
		$in_pattern = $this->visit( $this->page_with( '<!-- wp:block {"ref":' . $synced . '} /-->', $plain ) );

		foreach ( array( 'content' => $in_content, 'synced pattern' => $in_pattern ) as $where => $page ) {
			$this->assertSame( $without['theme_json_builds'], $page['theme_json_builds'], $where );
			$this->assertStringContainsString( 'wp-block-frontage-scroll-to-top', $page['html'], $where . ': rendered.' );
		}
		$this->assertNotContains( 'frontage/docs-grid', $in_content['names'], 'content: only the names it holds.' );
		$this->assertContains( 'frontage/docs-grid', $in_pattern['names'], 'synced pattern: every place is held.' );
	}

	/**
	 * A Language switcher in a Navigation block's menu (a wp_navigation post: WordPress builds
	 * its links outside the tree it renders) is registered with the Navigation block and drawn,
	 * with no more theme.json builds than a plain page; a Navigation whose menu holds none of our
	 * blocks registers no switcher.
	 */
	public function test_a_switcher_in_a_menu_renders_and_a_plain_menu_registers_none(): void {
		$this->set_option( \Frontage\Language\Language_Settings::OPTION, require dirname( __DIR__ ) . '/fixtures/three-languages.php' );
		$plain = 'plain-' . strtolower( wp_generate_password( 6, false ) );
		$this->template_with_header( $plain, '<!-- wp:site-title /--><!-- wp:search /-->' );
		$without = $this->visit( $this->page_with( '<!-- wp:paragraph --><p>Plain</p><!-- /wp:paragraph -->', $plain ) );

		$with_links = $this->visit( $this->page_under_menu( '<!-- wp:navigation-link {"label":"Home","url":"/"} /-->' ) );
		$this->assertStringContainsString( 'wp-block-navigation', $with_links['html'], 'The menu is drawn.' );
		$this->assertNotContains( 'frontage/language-switcher', $with_links['blocks'], 'A menu of links registers no switcher.' );

		$page = $this->visit( $this->page_under_menu( '<!-- wp:navigation-link {"label":"Home","url":"/"} /--><!-- wp:frontage/language-switcher /-->' ) );

		$this->assertContains( 'frontage/language-switcher', $page['blocks'], 'Registered with the Navigation block.' );
		$this->assertStringContainsString( 'wp-block-frontage-language-switcher', $page['html'], 'Drawn inside the menu.' );
		$this->assertStringContainsString( 'Deutsch', $page['html'], 'It lists the languages.' );
		$this->assertSame( $without['theme_json_builds'], $page['theme_json_builds'] );
	}

	/**
	 * A plain page whose header is a Navigation block showing a menu (a wp_navigation post)
	 * that holds these blocks.
	 *
	 * @param string $menu The menu's blocks.
	 * @return string The page's address.
	 */
	private function page_under_menu( string $menu ): string {
		$ref  = $this->create_post(
			array(
				'post_type'    => 'wp_navigation',
				'post_title'   => 'Menu ' . wp_generate_password( 6, false ),
				'post_content' => $menu,
			)
		);
		$slug = 'menu-' . strtolower( wp_generate_password( 6, false ) );
		$this->template_with_header( $slug, '<!-- wp:navigation {"ref":' . $ref . '} /-->' );
		return $this->page_with( '<!-- wp:paragraph --><p>Plain</p><!-- /wp:paragraph -->', $slug );
	}

	/**
	 * A block where nothing read ahead sees it (a part inside a part) is still rendered whole:
	 * its first use holds the places then.
	 */
	public function test_a_block_found_late_still_renders(): void {
		$theme = get_stylesheet();
		$inner = 'frontage-test-inner-' . strtolower( wp_generate_password( 6, false ) );
		$id    = $this->create_post(
			array(
				'post_type'    => 'wp_template_part',
				'post_name'    => $inner,
				'post_content' => '<!-- wp:frontage/scroll-to-top /-->',
			)
		);
		wp_set_object_terms( $id, $theme, 'wp_theme' );
		$slug = 'nested-' . strtolower( wp_generate_password( 6, false ) );
		$this->template_with_header( $slug, sprintf( '<!-- wp:template-part {"slug":"%s","theme":"%s"} /-->', $inner, $theme ) );
		$page = $this->visit( $this->page_with( '<!-- wp:paragraph --><p>Plain</p><!-- /wp:paragraph -->', $slug ) );

		$this->assertContains( 'frontage/scroll-to-top', $page['blocks'] );
		$this->assertStringContainsString( 'wp-block-frontage-scroll-to-top', $page['html'] );
		$this->assertContains( 'frontage/docs-grid', $page['names'], 'Its first use held the others\' places.' );
	}

	/**
	 * The stored answer is forgotten when a template part, synced pattern or menu is saved or
	 * deleted, or the theme changes.
	 */
	public function test_the_answer_is_forgotten_when_a_part_changes(): void {
		update_option( \Frontage\Blocks_In_Templates::OPTION, array( 'theme' => get_stylesheet(), 'parts' => array(), 'elsewhere' => false ) );
		$id = $this->create_post(
			array(
				'post_type'    => 'wp_template_part',
				'post_name'    => 'frontage-test-forget-' . strtolower( wp_generate_password( 6, false ) ),
				'post_content' => '<!-- wp:frontage/scroll-to-top /-->',
			)
		);
		$this->assertFalse( get_option( \Frontage\Blocks_In_Templates::OPTION ), 'Saving a part forgets.' );
		$this->assertTrue( \Frontage\Blocks_In_Templates::may_render( '<!-- wp:template-part {"slug":"' . get_post_field( 'post_name', $id ) . '"} /-->' ) );
		$this->assertFalse( \Frontage\Blocks_In_Templates::may_render( '<!-- wp:template-part {"slug":"no-such-part"} /-->' ) );
		wp_delete_post( $id, true );
		$this->assertFalse( get_option( \Frontage\Blocks_In_Templates::OPTION ), 'Deleting forgets.' );

		$answer = array( 'theme' => get_stylesheet(), 'parts' => array(), 'elsewhere' => false );
		update_option( \Frontage\Blocks_In_Templates::OPTION, $answer );
		wp_delete_post( $this->create_post( array( 'post_content' => '<!-- wp:frontage/scroll-to-top /-->' ) ), true );
		$this->assertSame( $answer, get_option( \Frontage\Blocks_In_Templates::OPTION ), 'Deleting a post, read as its page renders, keeps the answer.' );
	}
}
