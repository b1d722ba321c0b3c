<?php
/**
 * Tests for includes/search/class-search-results.php: the results HTML of a search (the server's
 * first page and every search.display answer) and the suggestion list.
 *
 * @package Frontage
 */

use Frontage\Assets;
use Frontage\Files\File_Table;
use Frontage\Search\Search_Request;
use Frontage\Search\Search_Results;
use Frontage\Tests\Search_Test_Case;

require_once __DIR__ . '/class-search-test-case.php';

/**
 * Count, table, sort and page links that keep the search, page size, messages, escaping.
 */
final class Test_Search_Results extends Search_Test_Case {

	/**
	 * The search page's address in these tests.
	 */
	private const PAGE = 'https://example.com/search/';

	/**
	 * Markup typed into a title.
	 */
	private const ATTACK = '"><script>alert(1)</script><img src=x onerror=alert(2)>';

	/**
	 * The renderer under test.
	 *
	 * @var Search_Results
	 */
	private Search_Results $results;

	/**
	 * Builds the renderer.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->results = new Search_Results( new File_Table( new Assets() ) );
	}

	/**
	 * The table lists the page's files with a count; every sortable header links to the same
	 * search sorted by it (the page dropped), the sorted one carries aria-sort; rows name their
	 * category.
	 */
	public function test_sort_links_keep_the_search(): void {
		$category = $this->make_category();
		$tags     = array( 'tag ' . $this->token );
		foreach ( array( 'B', 'A', 'C' ) as $letter ) {
			$this->make_file(
				array(
					'title'    => $letter . ' ' . $this->token,
					'category' => $category['id'],
					'tags'     => $tags,
				)
			);
		}
		$input = array(
			'q'        => $this->token,
			'ftags'    => 'tag ' . $this->token,
			'catid'    => (string) $category['id'],
			'ordering' => 'size',
			'dir'      => 'desc',
			'paged'    => '1',
			'type'     => 'txt',
		);

		$html = $this->render( $input );

		$this->assertStringContainsString( '<h2 class="frontage-search-results__count" tabindex="-1">3 files found</h2>', $html );
		$this->assertSame( array( 'size' => 'descending' ), $this->sorted_headers( $html ) );
		$args = $this->sort_link_args( $html, 'title' );
		$this->assertSame(
			array(
				'q'        => $this->token,
				'catid'    => (string) $category['id'],
				'ftags'    => 'tag ' . $this->token,
				'type'     => 'txt',
				'ordering' => 'title',
				'dir'      => 'asc',
			),
			$args
		);
		$this->assertSame( 'asc', $this->sort_link_args( $html, 'size' )['dir'], 'The sorted column flips.' );
		$this->assertStringStartsWith( self::PAGE . '?', $this->href_of_sort( $html, 'title' ) );
		$this->assertStringContainsString( 'data-column="description">Description</th>', $html, 'Not sortable: no link.' );
		foreach ( $this->attributes_of( $html, 'tr', 'data-category-id' ) as $id ) {
			$this->assertSame( (string) $category['id'], $id );
		}
		$root = $this->tag( $html, 'frontage-search-results' );
		$this->assertSame( '3', $root->get_attribute( 'data-total' ) );
		$this->assertSame( 'size', $root->get_attribute( 'data-ordering' ) );
		$this->assertSame( 'desc', $root->get_attribute( 'data-dir' ) );
		$this->assertSame( admin_url( 'admin-ajax.php' ), $root->get_attribute( 'data-ajax-url' ) );

		// Relevance is no column: nothing is marked sorted.
		$this->assertSame( array(), $this->sorted_headers( $this->render( array( 'q' => $this->token ) ) ) );
	}

	/**
	 * Numbered page links carry `paged=N` (none for page 1) and the search; the current page is
	 * marked; show_pagination=0 hides them.
	 */
	public function test_page_links(): void {
		$category = $this->make_category();
		foreach ( range( 1, 5 ) as $n ) {
			$this->make_file(
				array(
					'title'    => 'File ' . $n . ' ' . $this->token,
					'category' => $category['id'],
				)
			);
		}
		$input = array(
			'q'     => $this->token,
			'limit' => '2',
			'paged' => '2',
		);

		$html = $this->render( $input );

		$this->assertCount( 2, $this->attributes_of( $html, 'tr', 'data-file-id' ) );
		$nav = $this->tag( $html, 'frontage-file-table__pagination' );
		$this->assertSame( 'Pages of search results', $nav->get_attribute( 'aria-label' ) );
		$links = $this->page_links( $html );
		$this->assertSame( array( 1, 1, 2, 3, 3 ), array_column( $links, 'paged' ), 'Previous, 1–3, next.' );
		foreach ( $links as $link ) {
			$this->assertSame( $this->token, $link['q'] );
			$this->assertSame( '2', $link['limit'] );
		}
		$current = $this->tag( $html, 'is-current' );
		$this->assertSame( 'page', $current->get_attribute( 'aria-current' ) );
		$this->assertStringContainsString( 'paged=2', (string) $current->get_attribute( 'href' ) );

		$this->assertStringNotContainsString( 'frontage-file-table__pagination', $this->render( $input + array( 'show_pagination' => '0' ) ) );
	}

	/**
	 * A page past the end says so with the total and leads to the last page; a search without
	 * matches says so.
	 */
	public function test_past_the_end_and_no_results(): void {
		$category = $this->make_category();
		foreach ( range( 1, 3 ) as $n ) {
			$this->make_file(
				array(
					'title'    => 'File ' . $n . ' ' . $this->token,
					'category' => $category['id'],
				)
			);
		}

		$html = $this->render(
			array(
				'q'     => $this->token,
				'limit' => '2',
				'paged' => '9',
			)
		);
		$this->assertStringContainsString( '3 files found', $html );
		$this->assertStringNotContainsString( '<table', $html );
		$this->assertStringContainsString( 'There is no page 9 of these results.', $html );
		$this->assertStringContainsString( 'Go to the last page (2)', $html );
		$this->assertMatchesRegularExpression( '/<p class="frontage-search-results__past-end">[^<]*<a href="([^"]+)">/', $html );
		preg_match( '/<p class="frontage-search-results__past-end">[^<]*<a href="([^"]+)">/', $html, $match );
		parse_str( (string) wp_parse_url( html_entity_decode( $match[1] ), PHP_URL_QUERY ), $args );
		$this->assertSame( '2', $args['paged'] );
		$this->assertSame( $this->token, $args['q'] );

		$html = $this->render( array( 'q' => 'nothing' . $this->token ) );
		$this->assertStringContainsString( '<h2 class="frontage-search-results__count" tabindex="-1">0 files found</h2>', $html );
		$this->assertStringContainsString( '<p class="frontage-search-results__empty">No files match your search.</p>', $html );
		$this->assertStringNotContainsString( '<table', $html );
		$this->assertStringNotContainsString( '<dialog', $html );

		$this->make_file( array( 'title' => 'Single ' . $this->token . 'x' ) );
		$this->assertStringContainsString( '>1 file found<', $this->render( array( 'q' => $this->token . 'x' ) ) );
	}

	/**
	 * The last optional column gets the last-column and padding classes, on its header and
	 * cells; a table without optional columns marks none.
	 */
	public function test_the_last_optional_column_is_marked(): void {
		$this->make_file( array( 'title' => 'Marked ' . $this->token ) );

		$html   = $this->render(
			array(
				'q'            => $this->token,
				'theme_column' => 'title,description,size,version,download',
			)
		);
		$marked = array();
		foreach ( array( 'th', 'td' ) as $tag ) {
			$processor = new WP_HTML_Tag_Processor( $html );
			while ( $processor->next_tag( $tag ) ) {
				if ( $processor->has_class( 'is-last-column' ) ) {
					$this->assertTrue( $processor->has_class( 'has-end-padding' ) );
					$this->assertTrue( $processor->has_class( 'is-optional' ) );
					$marked[] = $tag . ':' . ( $processor->get_attribute( 'data-column' ) ?? $processor->get_attribute( 'headers' ) );
				}
			}
		}
		$this->assertCount( 2, $marked );
		$this->assertSame( 'th:version', $marked[0] );
		$this->assertStringEndsWith( '-col-version', $marked[1] );

		$this->assertStringNotContainsString( 'is-last-column', $this->render( array( 'q' => $this->token, 'theme_column' => 'size,download' ) ) );
	}

	/**
	 * The toolbar: the download-selected button and the checkboxes only when the setting allows
	 * them, and a page-size select of 10, 20, 50 and 100 that works as a GET form keeping the
	 * search.
	 */
	public function test_toolbar_and_page_size(): void {
		$this->make_file( array( 'title' => 'Tool ' . $this->token ) );
		$input = array(
			'q'     => $this->token,
			'limit' => '50',
			'paged' => '1',
		);

		$html   = $this->render( $input );
		$button = $this->tag( $html, 'frontage-file-table__download-selected' );
		$this->assertTrue( $button->get_attribute( 'hidden' ) );
		$this->assertStringContainsString( 'frontage-file-table__select-file', $html );
		$this->assertStringContainsString( '<option value="10">10</option><option value="20">20</option><option value="50" selected=\'selected\'>50</option><option value="100">100</option>', $html );
		$select = $this->tag( $html, 'frontage-search-results__limit' );
		$this->assertSame( 'limit', $select->get_attribute( 'name' ) );
		$form = $this->tag( $html, 'frontage-search-results__page-size' );
		$this->assertSame( 'get', $form->get_attribute( 'method' ) );
		$this->assertStringContainsString( '<input type="hidden" name="q" value="' . $this->token . '">', $html );
		$this->assertStringContainsString( '<label for="' . $select->get_attribute( 'id' ) . '">Files per page</label>', $html );

		$html = $this->results->render( $this->request( $input ), $this->service->search( $this->request( $input ) ), self::PAGE, false );
		$this->assertStringNotContainsString( 'download-selected', $html );
		$this->assertStringNotContainsString( 'type="checkbox"', $html );
	}

	/**
	 * Titles and descriptions with markup are shown as text, never run; so are suggestions.
	 */
	public function test_hostile_titles_are_escaped(): void {
		$file = $this->make_file( array( 'title' => 'Hostile ' . $this->token ) );
		global $wpdb;
		$wpdb->update(
			$wpdb->posts,
			array(
				'post_title'   => 'Hostile ' . $this->token . ' ' . self::ATTACK,
				'post_content' => self::ATTACK,
			),
			array( 'ID' => $file->id )
		);
		clean_post_cache( $file->id );
		$this->writer->index_file( $file->id );

		$html = $this->render( array( 'q' => $this->token ) ) . $this->results->suggestions( $this->service->suggest( $this->request( array( 'q' => $this->token ) ) ) );

		$this->assertStringNotContainsString( '<script', $html );
		$processor = new WP_HTML_Tag_Processor( $html );
		while ( $processor->next_tag() ) {
			$this->assertSame( array(), $processor->get_attribute_names_with_prefix( 'on' ), 'No element with an event handler.' );
		}
		$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt;', $html );
	}

	/**
	 * The suggestion list: one button per file with its title; nothing for no files.
	 */
	public function test_suggestion_list(): void {
		$first  = $this->make_file( array( 'title' => 'Alpha "quoted" ' . $this->token ) );
		$second = $this->make_file( array( 'title' => 'Beta ' . $this->token ) );

		$html = $this->results->suggestions( array( $first, $second ) );

		$this->assertStringStartsWith( '<ul class="frontage-search__suggestion-list"><li><button type="button" class="frontage-search__suggestion"', $html );
		$this->assertSame( 2, substr_count( $html, '<li>' ) );
		$button = $this->tag( $html, 'frontage-search__suggestion' );
		$this->assertSame( 'Alpha "quoted" ' . $this->token, $button->get_attribute( 'data-title' ) );
		$this->assertSame( '', $this->results->suggestions( array() ) );
	}

	/**
	 * Fields the page implies (the block's theme, columns and page size) stay out of links
	 * while they hold; a different value is kept even when it is the request's default.
	 */
	public function test_link_args_leave_out_what_the_page_implies(): void {
		$implied = array(
			'theme'        => 'ggd',
			'theme_column' => 'title,size',
			'limit'        => '10',
			'ordering'     => 'created',
			'dir'          => 'desc',
		);
		$same    = $this->request(
			array(
				'q'            => 'x',
				'theme'        => 'ggd',
				'theme_column' => 'title,size',
				'limit'        => '10',
				'ordering'     => 'created',
				'dir'          => 'desc',
			)
		);
		$this->assertSame( array( 'q' => 'x' ), Search_Results::link_args( $same, $implied ) );

		// Without a keyword, category, tag or date, `q=` keeps the link a search (docs/search.md "On load").
		$other = $this->request( array( 'ordering' => 'title' ) );
		$this->assertSame(
			array(
				'q'            => '',
				'theme'        => 'default',
				'limit'        => '20',
				'theme_column' => '',
				'ordering'     => 'title',
				'dir'          => 'asc',
			),
			Search_Results::link_args( $other, $implied )
		);
		$this->assertSame( self::PAGE . '?q=a%20%26b%3D1&ftags=x,y', Search_Results::url( self::PAGE, array( 'q' => 'a &b=1', 'ftags' => 'x,y', 'paged' => false ) ) );
	}

	/**
	 * Renders a search's results.
	 *
	 * @param array<string, mixed> $input Request fields.
	 * @return string HTML.
	 */
	private function render( array $input ): string {
		$request = $this->request( $input );
		return $this->results->render( $request, $this->service->search( $request ), self::PAGE, true );
	}

	/**
	 * The sorted headers' aria-sort values, by column.
	 *
	 * @param string $html Rendered HTML.
	 * @return array<string, string>
	 */
	private function sorted_headers( string $html ): array {
		$sorted    = array();
		$processor = new WP_HTML_Tag_Processor( $html );
		while ( $processor->next_tag( 'th' ) ) {
			$sort = $processor->get_attribute( 'aria-sort' );
			if ( is_string( $sort ) ) {
				$sorted[ (string) $processor->get_attribute( 'data-column' ) ] = $sort;
			}
		}
		return $sorted;
	}

	/**
	 * A column's sort link.
	 *
	 * @param string $html   Rendered HTML.
	 * @param string $column The column.
	 * @return string The address.
	 */
	private function href_of_sort( string $html, string $column ): string {
		$processor = new WP_HTML_Tag_Processor( $html );
		while ( $processor->next_tag( 'th' ) ) {
			if ( $processor->get_attribute( 'data-column' ) === $column ) {
				$this->assertTrue( $processor->next_tag( array( 'class_name' => 'frontage-file-table__sort' ) ) );
				return html_entity_decode( (string) $processor->get_attribute( 'href' ) );
			}
		}
		$this->fail( "No header for {$column}." );
	}

	/**
	 * The query arguments of a column's sort link.
	 *
	 * @param string $html   Rendered HTML.
	 * @param string $column The column.
	 * @return array<string, string>
	 */
	private function sort_link_args( string $html, string $column ): array {
		parse_str( (string) wp_parse_url( $this->href_of_sort( $html, $column ), PHP_URL_QUERY ), $args );
		return $args;
	}

	/**
	 * The page links' arguments, in order, with `paged` as a number (1 when absent).
	 *
	 * @param string $html Rendered HTML.
	 * @return list<array<string, mixed>>
	 */
	private function page_links( string $html ): array {
		$links     = array();
		$processor = new WP_HTML_Tag_Processor( $html );
		while ( $processor->next_tag( array( 'class_name' => 'frontage-file-table__page-link' ) ) ) {
			parse_str( (string) wp_parse_url( html_entity_decode( (string) $processor->get_attribute( 'href' ) ), PHP_URL_QUERY ), $args );
			$args['paged'] = (int) ( $args['paged'] ?? 1 );
			$links[]       = $args;
		}
		return $links;
	}

	/**
	 * An attribute of every element of a tag name that has it.
	 *
	 * @param string $html      Rendered HTML.
	 * @param string $tag       Tag name.
	 * @param string $attribute Attribute name.
	 * @return string[]
	 */
	private function attributes_of( string $html, string $tag, string $attribute ): array {
		$values    = array();
		$processor = new WP_HTML_Tag_Processor( $html );
		while ( $processor->next_tag( $tag ) ) {
			$value = $processor->get_attribute( $attribute );
			if ( null !== $value ) {
				$values[] = true === $value ? '' : (string) $value;
			}
		}
		return $values;
	}

	/**
	 * The first element with a class, for reading its attributes.
	 *
	 * @param string $html       Rendered HTML.
	 * @param string $class_name The class to find.
	 * @return WP_HTML_Tag_Processor Positioned on that element.
	 */
	private function tag( string $html, string $class_name ): WP_HTML_Tag_Processor {
		$processor = new WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $processor->next_tag( array( 'class_name' => $class_name ) ), "No element with class {$class_name}." );
		return $processor;
	}
}
