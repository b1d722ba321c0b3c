<?php
/**
 * Tests for includes/search/class-search-controller.php: GET /wp-json/frontage/v1/search.
 *
 * @package Frontage
 */

use Frontage\Tests\Search_Test_Case;

require_once __DIR__ . '/class-search-test-case.php';

/**
 * The JSON answer, its headers, visibility and bad input.
 */
final class Test_Search_Controller extends Search_Test_Case {

	/**
	 * The route.
	 */
	private const ROUTE = '/frontage/v1/search';

	/**
	 * A visitor's search answers the page's files with their category and tags, the total in
	 * the headers, and may be cached by shared caches for five minutes.
	 */
	public function test_a_visitor_gets_json_with_totals_and_a_public_cache(): void {
		$category = $this->make_category( array( 'name' => 'Reports & "minutes"' ) );
		$files    = array();
		foreach ( array( 'A', 'B', 'C' ) as $letter ) {
			$files[] = $this->make_file(
				array(
					'title'    => $letter . ' ' . $this->token,
					'category' => $category['id'],
					'tags'     => array( 'finance' ),
					'version'  => '1.' . ord( $letter ),
				)
			);
		}

		$response = $this->rest(
			'GET',
			self::ROUTE,
			array(
				'q'     => $this->token,
				'limit' => '2',
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 3, $data['total'] );
		$this->assertSame( 2, $data['pages'] );
		$this->assertSame( 1, $data['page'] );
		$this->assertSame( 2, $data['limit'] );
		$this->assertSame( array( 'A ' . $this->token, 'B ' . $this->token ), array_column( $data['files'], 'title' ) );
		$first = $data['files'][0];
		$this->assertSame( array( 'id', 'title', 'description', 'ext', 'size', 'created', 'updated', 'downloads', 'version', 'category', 'tags', 'download_url' ), array_keys( $first ) );
		$this->assertSame( $files[0]->id, $first['id'] );
		$this->assertSame(
			array(
				'id'   => $category['id'],
				'name' => 'Reports & "minutes"',
			),
			$first['category']
		);
		$this->assertSame( 'finance', $first['tags'][0]['slug'] );
		$this->assertSame( $files[0]->download_url(), $first['download_url'] );
		$this->assertSame( 'txt', $first['ext'] );

		$headers = $response->get_headers();
		$this->assertSame( '3', $headers['X-WP-Total'] );
		$this->assertSame( '2', $headers['X-WP-TotalPages'] );
		$this->assertSame( 'public, max-age=300', $headers['Cache-Control'] );
		$this->assertSame( 'Cookie', $headers['Vary'] );

		$page2 = $this->rest(
			'GET',
			self::ROUTE,
			array(
				'q'     => $this->token,
				'limit' => '2',
				'paged' => '2',
			)
		)->get_data();
		$this->assertSame( array( 'C ' . $this->token ), array_column( $page2['files'], 'title' ) );
	}

	/**
	 * A private file, or one in a category for logged-in users, never reaches a visitor; a
	 * logged-in answer is private to the browser.
	 */
	public function test_visibility_and_a_private_cache_for_users(): void {
		$members = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$open    = $this->make_file( array( 'title' => 'Open ' . $this->token ) );
		$this->make_file(
			array(
				'title'  => 'Private ' . $this->token,
				'status' => 'private',
			)
		);
		$this->make_file(
			array(
				'title'    => 'Members ' . $this->token,
				'category' => $members['id'],
			)
		);

		$visitor = $this->rest( 'GET', self::ROUTE, array( 'q' => $this->token ) );
		$this->assertSame( array( $open->id ), array_column( $visitor->get_data()['files'], 'id' ) );
		$this->assertSame( 1, $visitor->get_data()['total'] );
		$hidden = $this->rest( 'GET', self::ROUTE, array( 'catid' => (string) $members['id'] ) );
		$this->assertSame( 200, $hidden->get_status(), 'A hidden category is the same as an unknown one.' );
		$this->assertSame( 0, $hidden->get_data()['total'] );

		$this->act_as( 'subscriber' );
		$subscriber = $this->rest( 'GET', self::ROUTE, array( 'q' => $this->token ) );
		$this->assertSame( 2, $subscriber->get_data()['total'], 'Members’ files, not private ones.' );
		$this->assertSame( 'private, max-age=0', $subscriber->get_headers()['Cache-Control'] );

		$this->act_as( 'administrator' );
		$this->assertSame( 3, $this->rest( 'GET', self::ROUTE, array( 'q' => $this->token ) )->get_data()['total'] );
	}

	/**
	 * Bad input answers 400 with a message naming what is wrong; limits are capped.
	 */
	public function test_bad_input(): void {
		$cases = array(
			array( array( 'q' => str_repeat( 'x', 201 ) ), 'The keyword is too long: 200 characters at most.' ),
			array( array( 'wfrom' => '-1' ), 'Weight from is positive integer.' ),
			array(
				array(
					'wfrom' => '3',
					'wto'   => '2',
				),
				'Weight from must be less than weight to.',
			),
			array( array( 'cfrom' => 'yesterday' ), 'The field cfrom must be a date written DD-MM-YYYY.' ),
			array( array( 'catid' => '1 OR 1=1' ), 'The category must be a category id.' ),
		);
		foreach ( $cases as [ $params, $message ] ) {
			$response = $this->rest( 'GET', self::ROUTE, $params );
			$this->assertSame( 400, $response->get_status(), $message );
			$this->assertSame( $message, $response->get_data()['message'] );
		}

		// An array where text is expected is refused by the route's schema.
		$response = $this->rest( 'GET', self::ROUTE, array( 'q' => array( 'a', 'b' ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );

		$this->make_file( array( 'title' => 'Capped ' . $this->token ) );
		$capped = $this->rest(
			'GET',
			self::ROUTE,
			array(
				'q'        => $this->token,
				'limit'    => '100000',
				'ordering' => 'post_password',
				'dir'      => 'sideways',
				'paged'    => '99',
				'type'     => 'txt,"><script>',
			)
		);
		$this->assertSame( 200, $capped->get_status() );
		$this->assertSame( 100, $capped->get_data()['limit'] );
		$this->assertSame( array(), $capped->get_data()['files'], 'Past the end: an empty page…' );
		$this->assertSame( 1, $capped->get_data()['total'], '…with the total.' );

		$this->assertSame( 20, $this->rest( 'GET', self::ROUTE, array( 'limit' => '0' ) )->get_data()['limit'] );
	}

	/**
	 * The route is public and read-only: visitors may search, nobody may post to it.
	 */
	public function test_the_route_is_a_public_read(): void {
		$this->assertSame( 200, $this->rest( 'GET', self::ROUTE )->get_status() );
		$this->assertSame( 404, $this->rest( 'POST', self::ROUTE, array( 'q' => 'x' ) )->get_status() );
		$routes = rest_get_server()->get_routes();
		$this->assertArrayHasKey( self::ROUTE, $routes );
		$this->assertArrayHasKey( 'ftags', $routes[ self::ROUTE ][0]['args'] );
		$this->assertArrayHasKey( 'description', $routes[ self::ROUTE ][0]['args']['q'] );
	}
}
