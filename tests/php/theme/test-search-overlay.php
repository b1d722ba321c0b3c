<?php
/**
 * Tests for the Search overlay block (includes/theme/class-search-overlay*.php; docs/theme.md
 * "Search overlay"): the button and form a page renders in each mode, where the form searches
 * (posts, or files on the File search page), and bad attributes.
 *
 * @package Frontage
 */

use Frontage\Tests\Test_Case;
use Frontage\Theme\Search_Overlay;

/**
 * The block as a page renders it.
 */
final class Test_Search_Overlay extends Test_Case {

	/**
	 * Forgets the queued script.
	 */
	protected function tearDown(): void {
		wp_dequeue_script( 'frontage-search-overlay-view-script' );
		parent::tearDown();
	}

	/**
	 * The block's markup.
	 *
	 * @param array<string, mixed> $attrs The block's attributes.
	 */
	private static function overlay( array $attrs = array() ): string {
		return render_block(
			array(
				'blockName'    => Search_Overlay::NAME,
				'attrs'        => $attrs,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * A page holding the File search block.
	 *
	 * @param array<string, mixed> $postarr Overrides.
	 */
	private function files_page( array $postarr = array() ): int {
		return $this->create_post(
			$postarr + array(
				'post_type'    => 'page',
				'post_title'   => 'Find files',
				'post_content' => '<!-- wp:frontage/file-search /-->',
			)
		);
	}

	/**
	 * By default: a search button named "Search" (a <summary>) that opens a plain form searching
	 * posts (`?s=` on the home address), labelled, with a close button the script shows; the
	 * slide mode; its script queued with it.
	 */
	public function test_a_search_button_and_a_form_for_posts(): void {
		$html = self::overlay();

		$this->assertMatchesRegularExpression( '#^<details [^>]*class="[^"]*is-mode-slide[^"]*"[^>]*data-mode="slide"#', $html );
		$this->assertMatchesRegularExpression( '#<summary class="wp-block-frontage-search-overlay__toggle" aria-label="Search"><svg[^>]*aria-hidden="true"#', $html );
		$this->assertStringContainsString( 'role="search" method="get" action="' . esc_url( home_url( '/' ) ) . '"', $html );
		$this->assertMatchesRegularExpression( '#<label class="[^"]*__label" for="(frontage-search-overlay-\d+)">Search the site</label><input [^>]*id="\1" name="s"#', $html );
		$this->assertStringContainsString( 'type="submit">Search</button>', $html );
		$this->assertMatchesRegularExpression( '#<button class="[^"]*__close" type="button" aria-label="Close search" hidden>#', $html );
		$this->assertStringNotContainsString( 'role="dialog"', $html );
		$this->assertTrue( wp_script_is( 'frontage-search-overlay-view-script', 'enqueued' ) );
	}

	/**
	 * The cover mode is a bar; the full-screen mode is a modal dialog named like the button.
	 */
	public function test_the_modes(): void {
		$this->assertStringContainsString( 'data-mode="cover"', self::overlay( array( 'mode' => 'cover' ) ) );
		$this->assertStringNotContainsString( 'role="dialog"', self::overlay( array( 'mode' => 'cover' ) ) );

		$html = self::overlay(
			array(
				'mode'  => 'fullscreen',
				'label' => 'Find "it"',
			)
		);

		$this->assertStringContainsString( 'data-mode="fullscreen"', $html );
		$this->assertStringContainsString( '__panel" role="dialog" aria-modal="true" aria-label="Find &quot;it&quot;"', $html );
		$this->assertStringContainsString( 'aria-label="Find &quot;it&quot;"><svg', $html );
	}

	/**
	 * Files are searched with `q` on the page the owner chose, the page's own query arguments
	 * kept as hidden fields.
	 */
	public function test_files_are_searched_on_the_chosen_page(): void {
		$page = $this->files_page();

		$html = self::overlay(
			array(
				'target'    => 'files',
				'filesPage' => $page,
			)
		);

		$url    = (string) get_permalink( $page );
		$action = strtok( $url, '?' );
		$this->assertStringContainsString( 'action="' . esc_url( (string) $action ) . '"', $html );
		$this->assertMatchesRegularExpression( '#<input [^>]*type="search"[^>]* name="q"#', $html );
		$this->assertStringContainsString( 'aria-label="Search files"', $html );
		$query = (string) wp_parse_url( $url, PHP_URL_QUERY );
		if ( '' !== $query ) {
			$this->assertStringContainsString( '<input type="hidden" name="page_id" value="' . $page . '">', $html );
		}
	}

	/**
	 * A chosen page that is no File search page (a draft, a page without the block) is not
	 * used: the demo's "Search files" page when there is one, else posts.
	 */
	public function test_a_page_that_is_no_file_search_page_is_not_used(): void {
		$draft  = $this->files_page( array( 'post_status' => 'draft' ) );
		$plain  = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_content' => '<!-- wp:paragraph --><p>No search here.</p><!-- /wp:paragraph -->',
			)
		);
		$demo   = get_posts(
			array(
				'post_type'  => 'page',
				'meta_key'   => '_frontage_demo',
				'meta_value' => 'search-files',
				'fields'     => 'ids',
			)
		);
		$expect = $demo ? strtok( (string) get_permalink( (int) $demo[0] ), '?' ) : home_url( '/' );
		foreach ( array( $draft, $plain, 0, -5, 999999999 ) as $id ) {
			$html = self::overlay(
				array(
					'target'    => 'files',
					'filesPage' => $id,
				)
			);
			$this->assertStringContainsString( 'action="' . esc_url( (string) $expect ) . '"', $html, (string) $id );
			$this->assertStringNotContainsString( 'action="' . esc_url( (string) get_permalink( $draft ) ) . '"', $html );
		}
	}

	/**
	 * Attributes of the wrong type or outside their lists read as the defaults, without a warning
	 * and without reaching the markup unescaped.
	 */
	public function test_bad_attributes_read_as_the_defaults(): void {
		$html = self::overlay(
			array(
				'mode'      => 'sideways"><script>',
				'target'    => array( 'files' ),
				'filesPage' => '12abc',
				'label'     => '<img src=x onerror=alert(1)>',
			)
		);

		$this->assertStringContainsString( 'data-mode="slide"', $html );
		$this->assertStringContainsString( 'name="s"', $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<img', $html );
	}
}
