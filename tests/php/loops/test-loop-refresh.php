<?php
/**
 * Tests for POST /frontage/v1/refresh-loop (includes/loops/class-loop-refresh*.php; docs/loops.md
 * "Refresh without reload (REST)"): the loop as the page renders it, and the bad input list.
 *
 * @package Frontage
 */

use Frontage\Loops\Loop_Refresh_Controller;

require_once __DIR__ . '/class-loop-filter-test-case.php';

/**
 * The refresh call, as a visitor and as an editor.
 */
final class Test_Loop_Refresh extends Loop_Filter_Test_Case {

	/**
	 * A refresh call.
	 *
	 * @param array<string, mixed> $params The JSON body; post_id, widget_id and
	 *                                     pagination_base_url default to the loop page's.
	 */
	private function refresh( array $params ): WP_REST_Response {
		return $this->rest(
			'POST',
			'/frontage/v1' . Loop_Refresh_Controller::ROUTE,
			$params + array(
				'post_id'             => $this->page_id,
				'widget_id'           => 7,
				'pagination_base_url' => (string) get_permalink( $this->page_id ),
			)
		);
	}

	/**
	 * The answer is the loop's element as the page at the same address renders it, with the
	 * filter; its pagination links keep the filter.
	 */
	public function test_the_answer_is_the_loop_as_the_page_renders_it(): void {
		wp_update_post(
			array(
				'ID'           => $this->page_id,
				'post_content' => $this->page_content( 2 ),
			)
		);
		$filters  = array(
			'category' => array(
				'terms'       => array( $this->slugs['news'] ),
				'logicalJoin' => 'OR',
			),
		);
		$response = $this->refresh( array( 'widget_id' => '7', 'widget_filters' => $filters ) );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data()['data'];
		$this->assertStringStartsWith( '<div data-frontage-loop="7" class="wp-block-query', $data );
		$this->assertSame( array( 'A', 'B' ), $this->titles( $data ) );
		$this->assertStringContainsString( 'e-filter-7-category=' . $this->slugs['news'], $data, 'Pagination keeps the filter.' );

		$url  = add_query_arg( 'e-filter-7-category', $this->slugs['news'], (string) get_permalink( $this->page_id ) );
		$page = $this->page_html( $url );
		// Layout classes are numbered per request (wp-container-…-is-layout-N); this process has rendered others before.
		$number = static fn ( string $html ): string => (string) preg_replace( '/-is-layout-\d+/', '-is-layout-N', $html );
		$this->assertStringContainsString( $number( $data ), $number( $page ), 'The page holds the same loop.' );
	}

	/**
	 * The filters of the body decide: AND, NOT, DISABLED keeping one term, several taxonomies;
	 * other loops' parameters in the base address change nothing.
	 */
	public function test_the_filters_of_the_body_filter_the_loop(): void {
		$s     = $this->slugs;
		$cases = array(
			array( array( 'category' => array( 'terms' => array( $s['news'], $s['tips'] ), 'logicalJoin' => 'AND' ) ), array( 'B' ) ),
			array( array( 'category' => array( 'terms' => array( $s['news'], $s['tips'] ), 'logicalJoin' => 'OR' ) ), array( 'A', 'B', 'C', 'D' ) ),
			array( array( 'category' => array( 'terms' => array( $s['news'], $s['tips'] ), 'logicalJoin' => 'anything' ) ), array( 'A', 'B', 'C' ) ),
			array( array( 'category' => array( 'terms' => array( '!' . $s['old'] ) ) ), array( 'A', 'B', 'D' ) ),
			array(
				array(
					'category' => array( 'terms' => array( $s['news'] ), 'logicalJoin' => 'AND' ),
					'post_tag' => array( 'terms' => array( $s['red'] ), 'logicalJoin' => 'AND' ),
				),
				array( 'C' ),
			),
		);
		foreach ( $cases as list( $filters, $titles ) ) {
			$response = $this->refresh( array( 'widget_filters' => $filters ) );
			$this->assertSame( $titles, $this->titles( $response->get_data()['data'] ), wp_json_encode( $filters ) );
		}
		$base = add_query_arg( 'e-filter-7-category', $s['old'], (string) get_permalink( $this->page_id ) );
		$this->assertSame( array( 'A', 'B', 'C', 'D', 'E' ), $this->titles( $this->refresh( array( 'pagination_base_url' => $base ) )->get_data()['data'] ), 'The body’s filters replace the address’s.' );
	}

	/**
	 * Bad input: a clear 400, a 404 or the loop unfiltered; never a 500, a private post or a
	 * link off the site.
	 */
	public function test_bad_input(): void {
		$private = $this->create_post( array( 'post_type' => 'page', 'post_status' => 'private', 'post_content' => $this->page_content() ) );
		$s       = $this->slugs;
		$status  = array(
			array( array( 'post_id' => $private ), 404 ),
			array( array( 'post_id' => 999999999 ), 404 ),
			array( array( 'post_id' => 'abc' ), 400 ),
			array( array( 'widget_id' => 8 ), 404 ),
			array( array( 'widget_id' => '7; DROP' ), 400 ),
			array( array( 'widget_id' => -1 ), 400 ),
			array( array( 'widget_id' => array( 7 ) ), 400 ),
			array( array( 'pagination_base_url' => 'https://elsewhere.example/loop-page/' ), 400 ),
			array( array( 'pagination_base_url' => '//elsewhere.example/' ), 400 ),
			array( array( 'pagination_base_url' => '/loop-page/' ), 400 ),
			array( array( 'pagination_base_url' => 'javascript:alert(1)' ), 400 ),
			array( array( 'widget_filters' => 'category' ), 400 ),
			array( array( 'widget_filters' => array( 'category' => array( 'terms' => array( array( 'x' ) ) ) ) ), 400 ),
			array( array( 'is_edit_mode' => true ), 401 ),
			array( array( 'widget_filters' => array( 'no_such_taxonomy' => array( 'terms' => array( 'x' ) ) ) ), 200 ),
			array( array( 'widget_filters' => array( 'frontage_test_private' => array( 'terms' => array( $s['hidden'] ) ) ) ), 200 ),
			array( array( 'widget_filters' => array( 'category' => array( 'terms' => array( '!', 'no-such-term', '<b>' ) ) ) ), 200 ),
			array( array( 'widget_filters' => array( 'category' => array( 'terms' => array_map( static fn ( int $i ): string => 'slug-' . $i, range( 1, 1000 ) ) ) ) ), 200 ),
		);
		foreach ( $status as list( $params, $expected ) ) {
			$response = $this->refresh( $params );
			$label    = substr( (string) wp_json_encode( $params ), 0, 100 );
			$this->assertSame( $expected, $response->get_status(), $label );
			if ( 200 === $expected ) {
				$this->assertSame( array( 'A', 'B', 'C', 'D', 'E' ), $this->titles( $response->get_data()['data'] ), 'Unfiltered: ' . $label );
			} else {
				$this->assertNotEmpty( $response->as_error()->get_error_message(), $label );
			}
		}
		$news = $this->refresh( array( 'widget_filters' => array( 'category' => array( 'terms' => array( $s['private'], $s['news'] ), 'logicalJoin' => 'OR' ) ) ) );
		$this->assertStringNotContainsString( 'Loop Private', $news->get_data()['data'], 'A private post never appears.' );
	}

	/**
	 * The loop's settings come from the saved post; the editor's (widget_model) count only in
	 * edit mode for someone who may edit the post.
	 */
	public function test_the_loops_settings_come_from_the_saved_post(): void {
		$model = array(
			'queryId' => 7,
			'query'   => array(
				'perPage'  => 1,
				'postType' => 'page',
				'inherit'  => false,
			),
		);
		$visitor = $this->refresh( array( 'widget_model' => $model ) );
		$this->assertSame( array( 'A', 'B', 'C', 'D', 'E' ), $this->titles( $visitor->get_data()['data'] ), 'A visitor’s widget_model changes nothing.' );

		$this->act_as( 'author' );
		$this->assertSame( 403, $this->refresh( array( 'widget_model' => $model, 'is_edit_mode' => true ) )->get_status(), 'Someone who may not edit the page.' );

		$this->act_as( 'editor' );
		// The editor may read the private post too, as on the page ("Private: Loop Private", first).
		$model['query'] = array( 'perPage' => 3, 'postType' => 'post', 'order' => 'desc', 'orderBy' => 'title', 'inherit' => false, 'taxQuery' => array( 'category' => array( $this->ids['all'] ) ) );
		$editor         = $this->refresh( array( 'widget_model' => $model, 'is_edit_mode' => true ) );
		$this->assertSame( 200, $editor->get_status() );
		$this->assertSame( array( 'E', 'D' ), $this->titles( $editor->get_data()['data'] ), 'The editor’s unsaved settings.' );

		$model['query']['inherit'] = true;
		$this->assertSame( 400, $this->refresh( array( 'widget_model' => $model, 'is_edit_mode' => true ) )->get_status(), 'A loop of the template’s query cannot be filtered.' );
	}

	/**
	 * A page of the site rendered in a child process, as a visitor's request is.
	 *
	 * @param string $url The address.
	 * @return string HTML.
	 */
	private function page_html( string $url ): string {
		$result = $this->play_page( $url );
		$this->assertSame( 200, $result['status'], $url );
		return (string) $result['html'];
	}
}
