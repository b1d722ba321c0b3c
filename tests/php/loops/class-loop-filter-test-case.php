<?php
/**
 * What the loop filter's tests share: terms, posts and a page with a Query Loop (queryId 7)
 * that lists only them, and rendering blocks as the page at an address would.
 *
 * @package Frontage
 */

use Frontage\Tests\Test_Case;

/**
 * Five published posts (Loop A–E) and a private one, in categories news, tips, old and a
 * category only the private post has, one tag; the loop lists the posts of one category
 * that holds them all, by title.
 */
abstract class Loop_Filter_Test_Case extends Test_Case {

	/**
	 * Term slugs by role: news, tips, old, private (categories), red (tag), hidden (a term of
	 * a taxonomy that is not public), all (the category the loop lists).
	 *
	 * @var array<string, string>
	 */
	protected array $slugs = array();

	/**
	 * Term ids by role.
	 *
	 * @var array<string, int>
	 */
	protected array $ids = array();

	/**
	 * The page holding the loop.
	 *
	 * @var int
	 */
	protected int $page_id = 0;

	/**
	 * Posts made by the test.
	 *
	 * @var int[]
	 */
	private array $posts = array();

	/**
	 * Makes the terms, the posts and the page.
	 */
	protected function setUp(): void {
		parent::setUp();
		register_taxonomy( 'frontage_test_private', 'post', array( 'public' => false ) );
		$taxonomies = array(
			'all'     => 'category',
			'news'    => 'category',
			'tips'    => 'category',
			'old'     => 'category',
			'private' => 'category',
			'red'     => 'post_tag',
			'hidden'  => 'frontage_test_private',
		);
		foreach ( $taxonomies as $role => $taxonomy ) {
			$term = wp_insert_term( ucfirst( $role ) . ' ' . strtolower( wp_generate_password( 6, false ) ), $taxonomy );
			$this->assertIsArray( $term );
			$this->ids[ $role ]   = (int) $term['term_id'];
			$this->slugs[ $role ] = get_term( (int) $term['term_id'] )->slug;
		}
		$posts = array(
			'A'       => array( 'news', 'hidden' ),
			'B'       => array( 'news', 'tips' ),
			'C'       => array( 'news', 'old', 'red' ),
			'D'       => array( 'tips' ),
			'E'       => array( 'old' ),
			'Private' => array( 'news', 'private' ),
		);
		foreach ( $posts as $title => $roles ) {
			$id = $this->create_post(
				array(
					'post_title'  => 'Loop ' . $title,
					'post_status' => 'Private' === $title ? 'private' : 'publish',
				)
			);
			foreach ( $taxonomies as $role => $taxonomy ) {
				if ( 'all' === $role || in_array( $role, $roles, true ) ) {
					wp_add_object_terms( $id, $this->ids[ $role ], $taxonomy );
				}
			}
			$this->posts[] = $id;
		}
		$this->page_id = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_name'    => 'loop-page',
				'post_title'   => 'Loop page',
				'post_content' => $this->page_content(),
			)
		);
	}

	/**
	 * Removes the terms and the taxonomy (create_post()'s posts go with the test).
	 */
	protected function tearDown(): void {
		foreach ( $this->ids as $role => $id ) {
			wp_delete_term( $id, 'red' === $role ? 'post_tag' : ( 'hidden' === $role ? 'frontage_test_private' : 'category' ) );
		}
		unregister_taxonomy( 'frontage_test_private' );
		parent::tearDown();
	}

	/**
	 * The page's blocks: the loop (queryId 7), its titles and pagination.
	 *
	 * @param int $per_page Posts per page.
	 */
	protected function page_content( int $per_page = 10 ): string {
		$query = array(
			'queryId' => 7,
			'query'   => array(
				'perPage'  => $per_page,
				'pages'    => 0,
				'offset'   => 0,
				'postType' => 'post',
				'order'    => 'asc',
				'orderBy'  => 'title',
				'inherit'  => false,
				'taxQuery' => array( 'category' => array( $this->ids['all'] ) ),
			),
		);
		return '<!-- wp:query ' . wp_json_encode( $query ) . ' --><div class="wp-block-query"><!-- wp:post-template --><!-- wp:post-title /--><!-- /wp:post-template -->'
			. '<!-- wp:query-pagination --><!-- wp:query-pagination-previous /--><!-- wp:query-pagination-numbers /--><!-- wp:query-pagination-next /--><!-- /wp:query-pagination --></div><!-- /wp:query -->';
	}

	/**
	 * Blocks rendered as the loop page at an address renders them.
	 *
	 * @param string $url     The address's path and query.
	 * @param string $content Serialized blocks.
	 * @return string HTML.
	 */
	protected function render_at( string $url, string $content ): string {
		$saved = array( $_GET, $_SERVER['REQUEST_URI'] ?? null, $GLOBALS['post'] ?? null );
		$query = array();
		wp_parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$_GET                   = wp_slash( $query );
		$_SERVER['REQUEST_URI'] = $url;
		$GLOBALS['post']        = get_post( $this->page_id );
		try {
			return do_blocks( $content );
		} finally {
			list( $_GET, $_SERVER['REQUEST_URI'], $GLOBALS['post'] ) = $saved;
		}
	}

	/**
	 * The titles a loop shows, without "Loop ".
	 *
	 * @param string $html The loop's markup.
	 * @return string[]
	 */
	protected function titles( string $html ): array {
		preg_match_all( '#class="wp-block-post-title"[^>]*>(?:<a[^>]*>)?Loop (\w+)#', $html, $matches );
		return $matches[1];
	}
}
