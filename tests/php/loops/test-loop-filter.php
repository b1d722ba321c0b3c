<?php
/**
 * Tests for the loop filter on a page (includes/loops/class-loop-filter.php, class-loop-query.php,
 * class-loops-module.php; docs/loops.md "Loop filter"): the block's markup, the Query Loop the
 * address filters, its pagination keeping the filter, and what never appears.
 *
 * @package Frontage
 */

use Frontage\Loops\Loop_Filter_Url;

require_once __DIR__ . '/class-loop-filter-test-case.php';

/**
 * What a visitor of a page with a loop and a filter sees.
 */
final class Test_Loop_Filter extends Loop_Filter_Test_Case {

	/**
	 * The filter lists the taxonomy's terms as links to the address after a click, marks the
	 * chosen and excluded ones, and says which loop it filters.
	 */
	public function test_the_filter_lists_terms_as_links(): void {
		$url  = '/loop-page/?e-filter-7-category=' . $this->slugs['news'] . '~!' . $this->slugs['old'] . '&query-7-page=2';
		$html = $this->render_at( $url, '<!-- wp:frontage/loop-filter {"queryId":7,"logicalJoin":"OR","showCounts":true,"displayStyle":"checkboxes"} /-->' );

		$nav = new WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $nav->next_tag( 'nav' ) );
		foreach ( array( 'wp-block-frontage-loop-filter', 'frontage-loop-filter', 'is-style-checkboxes' ) as $class ) {
			$this->assertTrue( $nav->has_class( $class ), $class );
		}
		$this->assertStringContainsString( 'aria-label="Filter by Categories"', $html );
		$this->assertStringContainsString( 'data-query-id="7" data-taxonomy="category" data-logical-join="OR"', $html );
		$processor = new WP_HTML_Tag_Processor( $html );
		$links     = array();
		while ( $processor->next_tag( array( 'tag_name' => 'a' ) ) ) {
			$links[ (string) $processor->get_attribute( 'data-term' ) ] = array(
				'href'    => html_entity_decode( (string) $processor->get_attribute( 'href' ) ),
				'checked' => $processor->get_attribute( 'aria-checked' ),
				'role'    => $processor->get_attribute( 'role' ),
				'class'   => $processor->get_attribute( 'class' ),
			);
		}
		$base = home_url( $url );
		$this->assertSame( 'false', $links['']['checked'], 'All is not chosen while a filter is.' );
		$this->assertSame( home_url( '/loop-page/' ), $links['']['href'], 'All clears the filter and the page.' );
		$this->assertSame( 'true', $links[ $this->slugs['news'] ]['checked'] );
		$this->assertSame( 'checkbox', $links[ $this->slugs['news'] ]['role'] );
		$this->assertSame( Loop_Filter_Url::toggle( $base, 7, 'category', 'OR', $this->slugs['tips'] ), $links[ $this->slugs['tips'] ]['href'] );
		$this->assertSame( 'false', $links[ $this->slugs['tips'] ]['checked'] );
		$this->assertStringContainsString( 'is-excluded', $links[ '!' . $this->slugs['old'] ]['class'], 'The excluded term is marked and clicking it removes the exclusion.' );
		$this->assertStringContainsString( '<span class="screen-reader-text">(excluded)</span>', $html );
		$this->assertMatchesRegularExpression( '#<span class="frontage-loop-filter__name">News [^<]+</span><span class="frontage-loop-filter__count">3</span>#', $html );
	}

	/**
	 * A filter with queryId 0 follows the page's first loop; buttons by default.
	 */
	public function test_query_id_0_is_the_pages_first_loop(): void {
		$html = $this->render_at( '/loop-page/', '<!-- wp:frontage/loop-filter /-->' );
		$this->assertStringContainsString( 'data-query-id="7"', $html );
		$this->assertStringContainsString( 'is-style-buttons', $html );
		$this->assertStringContainsString( 'data-logical-join="DISABLED"', $html );
		$this->assertStringContainsString( 'class="frontage-loop-filter__term frontage-loop-filter__all is-selected" data-term="" href="' . esc_url( home_url( '/loop-page/' ) ) . '" role="button" aria-pressed="true"', $html );
	}

	/**
	 * A taxonomy that is not public, or not there, shows visitors nothing.
	 */
	public function test_a_taxonomy_that_cannot_filter_renders_nothing(): void {
		foreach ( array( 'frontage_test_private', 'no_such_taxonomy' ) as $taxonomy ) {
			$this->assertSame( '', $this->render_at( '/loop-page/', '<!-- wp:frontage/loop-filter {"taxonomy":"' . $taxonomy . '"} /-->' ), $taxonomy );
		}
		$this->act_as( 'editor' );
		$this->assertStringContainsString( 'frontage-loop-filter__note', $this->render_at( '/loop-page/', '<!-- wp:frontage/loop-filter {"taxonomy":"frontage_test_private"} /-->' ), 'People who edit see why.' );
	}

	/**
	 * The address filters the loop on the server: one term, AND, OR, NOT, two taxonomies.
	 */
	public function test_the_address_filters_the_loop(): void {
		$s     = $this->slugs;
		$cases = array(
			''                                                                 => array( 'A', 'B', 'C', 'D', 'E' ),
			'e-filter-7-category=' . $s['news']                                => array( 'A', 'B', 'C' ),
			'e-filter-7-category=' . $s['news'] . '+' . $s['tips']             => array( 'B' ),
			'e-filter-7-category=' . $s['news'] . '~' . $s['tips']             => array( 'A', 'B', 'C', 'D' ),
			'e-filter-7-category=' . $s['news'] . '+%21' . $s['tips']          => array( 'A', 'C' ),
			'e-filter-7-category=!' . $s['old']                                => array( 'A', 'B', 'D' ),
			'e-filter-7-category=' . $s['news'] . '&e-filter-7-post_tag=' . $s['red'] => array( 'C' ),
			'e-filter-8-category=' . $s['news']                                => array( 'A', 'B', 'C', 'D', 'E' ),
		);
		foreach ( $cases as $query => $titles ) {
			$this->assertSame( $titles, $this->titles( $this->render_at( '/loop-page/?' . $query, $this->page_content() ) ), $query );
		}
	}

	/**
	 * Bad values give the loop unfiltered, or filtered by the usable part; never an error.
	 */
	public function test_bad_values_read_as_unfiltered(): void {
		$all   = array( 'A', 'B', 'C', 'D', 'E' );
		$s     = $this->slugs;
		$cases = array(
			'e-filter-7-category=no-such-term'                    => $all,
			'e-filter-7-category=!'                               => $all,
			'e-filter-7-category[]=' . $s['news']                 => $all,
			'e-filter-7-no_such_taxonomy=x'                       => $all,
			'e-filter-7-frontage_test_private=' . $s['hidden']    => $all,
			'e-filter-7-category=no-such-term~' . $s['tips']      => array( 'B', 'D' ),
			'e-filter-7-category=' . $s['news'] . '~' . $s['old'] . '+' . $s['news'] => array( 'C' ), // Mixed: AND.
			'e-filter-7-category=' . implode( '~', array_map( static fn ( int $i ): string => 'slug-' . $i, range( 1, 1000 ) ) ) . '~' . $s['news'] => $all,
		);
		foreach ( $cases as $query => $titles ) {
			$this->assertSame( $titles, $this->titles( $this->render_at( '/loop-page/?' . $query, $this->page_content() ) ), substr( $query, 0, 80 ) );
		}
	}

	/**
	 * The loop's pagination keeps the filter; the loop's element names its queryId.
	 */
	public function test_pagination_keeps_the_filter(): void {
		$html = $this->render_at( '/loop-page/?e-filter-7-category=' . $this->slugs['news'], $this->page_content( 2 ) );
		$this->assertSame( array( 'A', 'B' ), $this->titles( $html ) );
		$this->assertMatchesRegularExpression( '#<div[^>]* data-frontage-loop="7"#', $html );
		$this->assertMatchesRegularExpression( '#href="[^"]*e-filter-7-category=' . $this->slugs['news'] . '[^"]*query-7-page=2" class="wp-block-query-pagination-next"#', $html );
		$this->assertMatchesRegularExpression( '#class="page-numbers" href="[^"]*query-7-page=2[^"]*e-filter-7-category=' . $this->slugs['news'] . '#', $html );

		$page_2 = $this->render_at( '/loop-page/?e-filter-7-category=' . $this->slugs['news'] . '&query-7-page=2', $this->page_content( 2 ) );
		$this->assertSame( array( 'C' ), $this->titles( $page_2 ), 'Page 2 of the filtered loop.' );
	}

	/**
	 * A private post never appears, whatever the address asks.
	 */
	public function test_a_private_post_never_appears(): void {
		$html = $this->render_at( '/loop-page/?e-filter-7-category=' . $this->slugs['news'] . '~' . $this->slugs['private'], $this->page_content() );
		$this->assertNotContains( 'Private', $this->titles( $html ) );
		$this->assertStringNotContainsString( 'Private loop post', $html );
	}
}
