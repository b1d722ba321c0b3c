<?php
/**
 * Tests for the documentation grid (includes/loops/class-docs-grid*.php; docs/loops.md
 * "Documentation grid"): what a visitor sees, what never appears, bad attributes.
 *
 * @package Frontage
 */

use Frontage\Loops\Docs_Grid;
use Frontage\Loops\Docs_Grid_Cards;
use Frontage\Loops\Docs_Grid_Options;
use Frontage\Tests\Library_Test_Case;

require_once dirname( __DIR__ ) . '/files/class-library-test-case.php';

/**
 * The block as a page renders it.
 */
final class Test_Docs_Grid extends Library_Test_Case {

	/**
	 * Post categories created by the test.
	 *
	 * @var int[]
	 */
	private array $terms = array();

	/**
	 * Removes the test's post categories and test taxonomy.
	 */
	protected function tearDown(): void {
		foreach ( array_reverse( $this->terms ) as $id ) {
			wp_delete_term( $id, 'category' );
		}
		$this->terms = array();
		unregister_taxonomy( 'frontage_test_hidden' );
		wp_dequeue_style( Docs_Grid::STYLE_HANDLE );
		parent::tearDown();
	}

	/**
	 * A post category that is deleted after the test.
	 *
	 * @param string $name   Its name.
	 * @param int    $parent Its parent.
	 */
	private function term( string $name, int $parent = 0 ): int {
		$term = wp_insert_term( $name . ' ' . wp_generate_password( 6, false ), 'category', array( 'parent' => $parent ) );
		$this->assertIsArray( $term );
		$this->terms[] = (int) $term['term_id'];
		return (int) $term['term_id'];
	}

	/**
	 * The grid's markup.
	 *
	 * @param array<string, mixed> $attrs The block's attributes.
	 */
	private static function grid( array $attrs ): string {
		return render_block(
			array(
				'blockName'    => Docs_Grid::NAME,
				'attrs'        => $attrs,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * Each category is a card: its name linked to its archive, its count, its first posts by
	 * title; the layout's columns and spacing (the defaults) are on the grid, its style queued.
	 */
	public function test_cards_with_names_counts_and_first_posts(): void {
		$docs   = $this->term( 'Docs' );
		$guides = $this->term( 'Guides', $docs );
		$faq    = $this->term( 'FAQ', $docs );
		foreach ( array( 'Charlie', 'Alpha', 'Bravo' ) as $title ) {
			$this->create_post( array( 'post_title' => $title, 'post_category' => array( $guides ) ) );
		}
		$this->create_post( array( 'post_title' => 'Why?', 'post_category' => array( $faq ) ) );
		$this->assertFalse( wp_style_is( Docs_Grid::STYLE_HANDLE, 'enqueued' ) );

		$html = self::grid(
			array(
				'parent'       => $docs,
				'postsPerCard' => 2,
			)
		);

		$this->assertSame( 2, substr_count( $html, 'class="frontage-docs-grid__card"' ) );
		$this->assertStringContainsString( 'href="' . esc_url( get_term_link( $guides ) ) . '"', $html );
		$this->assertStringContainsString( '3 posts', $html );
		$this->assertStringContainsString( '1 post<', $html );
		$this->assertMatchesRegularExpression( '/>Alpha<.*>Bravo</s', $html );
		$this->assertStringNotContainsString( 'Charlie', $html );
		$this->assertStringContainsString( '--frontage-docs-grid-columns-desktop:3;--frontage-docs-grid-spacing-desktop:15px;--frontage-docs-grid-columns-tablet:3;--frontage-docs-grid-spacing-tablet:30px;--frontage-docs-grid-columns-mobile:3;--frontage-docs-grid-spacing-mobile:30px;', $html );
		$this->assertTrue( wp_style_is( Docs_Grid::STYLE_HANDLE, 'enqueued' ) );
		$this->assertStringNotContainsString( 'frontage-docs-grid__count', self::grid( array( 'parent' => $docs, 'showCounts' => false ) ) );
	}

	/**
	 * A private or draft post never appears, for visitors or administrators; a category that
	 * holds only a private post is no card.
	 */
	public function test_private_posts_never_appear(): void {
		$docs   = $this->term( 'Docs' );
		$open   = $this->term( 'Open', $docs );
		$closed = $this->term( 'Closed', $docs );
		$this->create_post( array( 'post_title' => 'Public note', 'post_category' => array( $open ) ) );
		$this->create_post( array( 'post_title' => 'Secret plan', 'post_status' => 'private', 'post_category' => array( $open ) ) );
		$this->create_post( array( 'post_title' => 'Draft idea', 'post_status' => 'draft', 'post_category' => array( $open ) ) );
		$this->create_post( array( 'post_title' => 'Hidden memo', 'post_status' => 'private', 'post_category' => array( $closed ) ) );

		foreach ( array( 'visitor', 'administrator' ) as $role ) {
			if ( 'administrator' === $role ) {
				$this->act_as( 'administrator' );
			}
			$html = self::grid( array( 'parent' => $docs ) );
			$this->assertStringContainsString( 'Public note', $html, $role );
			$this->assertStringContainsString( '1 post<', $html, $role );
			foreach ( array( 'Secret plan', 'Draft idea', 'Hidden memo', 'Closed' ) as $hidden ) {
				$this->assertStringNotContainsString( $hidden, $html, $role );
			}
		}
	}

	/**
	 * File categories: a category a visitor may not see (with its files) never appears, nor a
	 * file that is not published (private: only for those who may read private files); the files link to their downloads.
	 */
	public function test_hidden_file_categories_and_files_never_appear(): void {
		$library = $this->make_category( array( 'name' => 'Handbooks' ) );
		$public  = $this->make_category( array( 'name' => 'Public manuals', 'parent' => $library['id'] ) );
		$members = $this->make_category( array( 'name' => 'Members only', 'parent' => $library['id'], 'visibility' => 'logged_in' ) );
		$shown   = $this->make_file( array( 'title' => 'Setup guide', 'category' => $public['id'] ) );
		$this->make_file( array( 'title' => 'Unpublished guide', 'category' => $public['id'], 'status' => 'private' ) );
		$this->make_file( array( 'title' => 'Insider notes', 'category' => $members['id'] ) );
		$attrs = array(
			'taxonomy' => 'frontage_category',
			'parent'   => $library['id'],
		);

		$html = self::grid( $attrs );
		$this->assertStringContainsString( 'Public manuals', $html );
		$this->assertStringContainsString( '1 file<', $html );
		$this->assertStringContainsString( 'href="' . esc_url( $shown->download_url() ) . '"', $html );
		foreach ( array( 'Members only', 'Insider notes', 'Unpublished guide' ) as $hidden ) {
			$this->assertStringNotContainsString( $hidden, $html );
		}

		$this->act_as( 'subscriber' );
		$this->assertStringContainsString( 'Insider notes', self::grid( $attrs ), 'a logged-in visitor sees the members’ category' );
	}

	/**
	 * An unknown or private taxonomy, or file categories without the Files module: visitors get
	 * nothing, people who edit posts a note saying why, and nothing is logged.
	 */
	public function test_taxonomies_that_cannot_be_listed(): void {
		register_taxonomy( 'frontage_test_hidden', 'post', array( 'public' => false ) );
		$log = $this->debug_log_size();
		$this->assertSame( '', self::grid( array( 'taxonomy' => 'no_such_taxonomy' ) ) );
		$this->assertSame( '', self::grid( array( 'taxonomy' => 'frontage_test_hidden' ) ) );

		$this->act_as( 'editor' );
		$this->assertStringContainsString( 'There is no taxonomy “no_such_taxonomy” on this site: visitors see nothing here.', self::grid( array( 'taxonomy' => 'no_such_taxonomy' ) ) );
		$this->assertStringContainsString( 'The taxonomy “frontage_test_hidden” is not public', self::grid( array( 'taxonomy' => 'frontage_test_hidden' ) ) );
		$off = ( new Docs_Grid_Cards( null ) )->cards( Docs_Grid_Options::from_attributes( array( 'taxonomy' => 'frontage_category' ) ) );
		$this->assertWPErrorCode( 'frontage_docs_grid_files_off', $off );
		$this->assertSame( array(), $this->debug_log_since( $log ) );
	}

	/**
	 * Asserts a WP_Error's code.
	 *
	 * @param string $code  The code.
	 * @param mixed  $value The value.
	 */
	private function assertWPErrorCode( string $code, mixed $value ): void {
		$this->assertInstanceOf( WP_Error::class, $value );
		$this->assertSame( $code, $value->get_error_code() );
		$this->assertSame( 400, $value->get_error_data()['status'] );
	}

	/**
	 * Numbers out of range are brought into it; text that is no number reads as the default.
	 */
	public function test_numbers_are_clamped(): void {
		$options = Docs_Grid_Options::from_attributes(
			array(
				'categories'     => '99999999999999999999999',
				'postsPerCard'   => 1000000,
				'parent'         => -50,
				'columnsDesktop' => 1e40,
				'columnsTablet'  => 0,
				'columnsMobile'  => 'lots',
				'spacingDesktop' => -3,
				'spacingMobile'  => 5000,
			)
		);
		$this->assertSame( 100, $options->categories );
		$this->assertSame( 20, $options->per_card );
		$this->assertSame( -1, $options->parent );
		$this->assertSame( array( 'desktop' => 6, 'tablet' => 1, 'mobile' => 3 ), $options->columns );
		$this->assertSame( array( 'desktop' => 0, 'tablet' => 30, 'mobile' => 100 ), $options->spacing );
		$this->assertSame( 'category', Docs_Grid_Options::from_attributes( 'not an array' )->taxonomy );

		$docs = $this->term( 'Docs' );
		$this->create_post( array( 'post_title' => 'Only one', 'post_category' => array( $this->term( 'Inner', $docs ) ) ) );
		// WordPress drops an attribute outside block.json's range before the render: the default stays.
		$html = self::grid( array( 'parent' => $docs, 'columnsDesktop' => 999, 'postsPerCard' => 50000 ) );
		$this->assertStringContainsString( '--frontage-docs-grid-columns-desktop:3;', $html );
		$this->assertStringContainsString( 'Only one', $html );
	}

	/**
	 * Names and titles are printed as text, never as markup.
	 */
	public function test_names_and_titles_are_escaped(): void {
		global $wpdb;
		$docs = $this->term( 'Docs' );
		$term = $this->term( 'Tips', $docs );
		$post = $this->create_post( array( 'post_title' => 'Plain', 'post_category' => array( $term ) ) );
		// Written past WordPress's own filters, as an import might.
		$wpdb->update( $wpdb->terms, array( 'name' => '<script>alert(1)</script>Tips & "tricks"' ), array( 'term_id' => $term ) );
		$wpdb->update( $wpdb->posts, array( 'post_title' => '<img src=x onerror=alert(2)>Guide' ), array( 'ID' => $post ) );
		clean_term_cache( $term, 'category' );
		clean_post_cache( $post );

		$html = self::grid( array( 'parent' => $docs ) );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt;Tips &amp; &quot;tricks&quot;', $html );
		$this->assertStringContainsString( '>Guide</a>', $html );
	}
}
