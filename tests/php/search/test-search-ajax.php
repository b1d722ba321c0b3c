<?php
/**
 * Tests for includes/search/class-search-ajax.php: `action=wpfd&task=search.display` and
 * `task=search.getTagByCatId` as the search page calls them (docs/search.md "Wire").
 *
 * @package Frontage
 */

use Frontage\Assets;
use Frontage\Ajax_Router;
use Frontage\Files\File_Table;
use Frontage\Search\Search_Ajax;
use Frontage\Search\Search_Results;
use Frontage\Search\Search_Settings;
use Frontage\Tests\Search_Test_Case;

require_once __DIR__ . '/class-search-test-case.php';

/**
 * Results, suggestions and tags through the site's real router, and their answers to bad input.
 */
final class Test_Search_Ajax extends Search_Test_Case {

	/**
	 * The tasks under test, on a router of their own.
	 *
	 * @var Search_Ajax
	 */
	private Search_Ajax $ajax;

	/**
	 * Builds the tasks.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->ajax = new Search_Ajax( $this->service, new Search_Results( new File_Table( new Assets() ) ), new Ajax_Router() );
	}

	/**
	 * Forgets the request.
	 */
	protected function tearDown(): void {
		$_GET     = array();
		$_POST    = array();
		$_REQUEST = array();
		unset( $_SERVER['REQUEST_METHOD'] );
		parent::tearDown();
	}

	/**
	 * Both tasks join the Files module's tasks on the one `action=wpfd` router, which listens
	 * once.
	 */
	public function test_the_tasks_share_the_files_router(): void {
		global $wp_filter;
		foreach ( array( 'wp_ajax_' . Ajax_Router::ACTION, 'wp_ajax_nopriv_' . Ajax_Router::ACTION ) as $hook ) {
			$this->assertArrayHasKey( $hook, $wp_filter );
			$callbacks = 0;
			foreach ( $wp_filter[ $hook ]->callbacks as $by_priority ) {
				$callbacks += count( $by_priority );
			}
			$this->assertSame( 1, $callbacks, "One dispatcher on {$hook}." );
		}

		$answer = $this->call( 'GET', array( 'task' => 'file.display' ) );
		$this->assertStringContainsString( '"success":false', $answer, 'The Files task answers on the same action.' );
		$answer = $this->call( 'GET', array( 'task' => Search_Ajax::TASK_DISPLAY ) );
		$this->assertStringContainsString( 'Searches are sent with POST.', $answer );
	}

	/**
	 * A POSTed search answers the results HTML; a GET is refused with 405.
	 */
	public function test_search_display_answers_results_for_a_post(): void {
		$category = $this->make_category();
		$file     = $this->make_file(
			array(
				'title'    => 'Minutes ' . $this->token,
				'category' => $category['id'],
			)
		);

		$html = $this->call( 'POST', array( 'task' => Search_Ajax::TASK_DISPLAY ), array( 'q' => $this->token ) );
		$this->assertStringStartsWith( '<div id="frontage-search-results-', $html );
		$this->assertStringContainsString( '1 file found', $html );
		$this->assertStringContainsString( sprintf( '<tr data-file-id="%d" data-category-id="%d">', $file->id, $category['id'] ), $html );

		$refused = $this->ajax->display_answer( 'GET', array( 'q' => $this->token ), '', home_url( '/' ) );
		$this->assertWPError( $refused );
		$this->assertSame( 405, $refused->get_error_data()['status'] );
		$answer = json_decode( $this->call( 'GET', array( 'task' => Search_Ajax::TASK_DISPLAY, 'q' => $this->token ) ), true );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( 'Searches are sent with POST.', $answer['data']['message'] );
	}

	/**
	 * Bad fields answer 400 `{ success: false, data: { message } }` with the documented words.
	 */
	public function test_bad_fields_answer_400_with_the_message(): void {
		$log   = $this->debug_log_size();
		$cases = array(
			'Weight from is positive integer.'                 => array( 'wfrom' => '-3' ),
			'Weight to is positive integer.'                   => array( 'wto' => 'abc' ),
			'Weight from must be less than weight to.'         => array(
				'wfrom'     => '2',
				'wfromunit' => 'mb',
				'wto'       => '1',
			),
			'The to date must be greater than the from date.'  => array(
				'ufrom' => '10-05-2024',
				'uto'   => '09-05-2024',
			),
			'The field ordering must be a single value.'       => array( 'ordering' => array( 'title' ) ),
			'The keyword is too long: 200 characters at most.' => array( 'q' => str_repeat( 'é', 201 ) ),
		);
		foreach ( $cases as $message => $fields ) {
			$error = $this->ajax->display_answer( 'POST', $fields, '', home_url( '/' ) );
			$this->assertWPError( $error, $message );
			$this->assertSame( $message, $error->get_error_message() );
			$this->assertSame( 400, $error->get_error_data()['status'] );

			$answer = json_decode( $this->call( 'POST', array( 'task' => Search_Ajax::TASK_DISPLAY ), $fields ), true );
			$this->assertFalse( $answer['success'] );
			$this->assertSame( $message, $answer['data']['message'] );
		}
		$this->assertSame( array(), $this->debug_log_since( $log ) );
	}

	/**
	 * A search the settings refuse ('search all' off and no category) answers the notice the
	 * page shows without JavaScript, not an error to try again.
	 */
	public function test_a_refused_search_answers_the_notice(): void {
		$this->set_option( Search_Settings::OPTION, array( 'search_all' => false ) );
		$answer = $this->ajax->display_answer( 'POST', array( 'q' => $this->token ), '', home_url( '/' ) );
		$this->assertSame( '<p class="frontage-search-results__notice">Choose a category to search in.</p>', $answer );
		$answer = $this->ajax->display_answer(
			'POST',
			array(
				'q'     => $this->token,
				'catid' => '',
			),
			'',
			home_url( '/' )
		);
		$this->assertSame( '<p class="frontage-search-results__notice">Choose a category to search in.</p>', $answer );
	}

	/**
	 * A block with browse all sends `browse=1` (docs/search.md "Browse all"): its empty search
	 * answers the newest files, not the notice; the newest-first order stays out of the links.
	 */
	public function test_an_empty_search_of_a_browse_all_block_lists_the_newest_files(): void {
		$this->assertSame( '<p class="frontage-search-results__notice">Type a keyword or choose a filter to search.</p>', $this->ajax->display_answer( 'POST', array( 'q' => '' ), '', home_url( '/' ) ) );
		$answer = $this->ajax->display_answer(
			'POST',
			array(
				'q'               => '',
				Search_Ajax::BROWSE => '1',
			),
			'',
			home_url( '/' )
		);
		$this->assertStringContainsString( 'frontage-search-results__count', $answer );
		$this->assertStringContainsString( 'data-ordering="created" data-dir="desc"', $answer );
		$this->assertStringNotContainsString( 'dir=desc', $answer );
	}

	/**
	 * `make_file_suggestion=1` answers the suggestion list: visible files whose titles match,
	 * never a private one for a visitor; nothing under 3 characters or with suggestions off.
	 */
	public function test_suggestions(): void {
		$public  = $this->make_file( array( 'title' => 'Budget ' . $this->token ) );
		$private = $this->make_file(
			array(
				'title'  => 'Secret ' . $this->token,
				'status' => 'private',
			)
		);

		$html = $this->call(
			'POST',
			array( 'task' => Search_Ajax::TASK_DISPLAY ),
			array(
				'q'                          => $this->token,
				Search_Ajax::SUGGESTION_FLAG => '1',
			)
		);
		$this->assertStringStartsWith( '<ul class="frontage-search__suggestion-list">', $html );
		$this->assertStringContainsString( 'data-title="Budget ' . $this->token . '"', $html );
		$this->assertStringNotContainsString( 'Secret', $html );

		$this->act_as( 'administrator' );
		$admin = $this->ajax->display_answer(
			'POST',
			array(
				'q'                          => $this->token,
				Search_Ajax::SUGGESTION_FLAG => '1',
			),
			'',
			home_url( '/' )
		);
		$this->assertStringContainsString( 'Secret ' . $this->token, $admin );
		wp_set_current_user( 0 );

		$short = array(
			'q'                          => ' a b ',
			Search_Ajax::SUGGESTION_FLAG => '1',
		);
		$this->assertSame( '', $this->ajax->display_answer( 'POST', $short, '', home_url( '/' ) ) );
		$this->set_option( Search_Settings::OPTION, array( 'suggestions' => false ) );
		$this->assertSame( '', $this->ajax->display_answer( 'POST', array( 'q' => $this->token, Search_Ajax::SUGGESTION_FLAG => '1' ), '', home_url( '/' ) ) );
		unset( $public, $private );
	}

	/**
	 * Links in an answer lead to the search page the request came from, with the search.
	 */
	public function test_links_lead_to_the_referring_page(): void {
		foreach ( range( 1, 3 ) as $n ) {
			$this->make_file( array( 'title' => 'Page file ' . $n . ' ' . $this->token ) );
		}
		$_SERVER['HTTP_REFERER'] = home_url( '/search-files/?q=old&paged=4&keep=1' );

		$html = $this->call(
			'POST',
			array( 'task' => Search_Ajax::TASK_DISPLAY ),
			array(
				'q'     => $this->token,
				'limit' => '2',
			)
		);
		unset( $_SERVER['HTTP_REFERER'] );

		$this->assertStringContainsString( esc_url( home_url( '/search-files/?keep=1&q=' . $this->token . '&limit=2&paged=2' ) ), $html );
	}

	/**
	 * An unknown or malformed `lang` is harmless: the answer comes in the site's language.
	 */
	public function test_an_unknown_lang_is_ignored(): void {
		$this->make_file( array( 'title' => 'Lang ' . $this->token ) );
		foreach ( array( 'xx_XX', '../../etc', 'de_DE' ) as $lang ) {
			$html = $this->ajax->display_answer( 'POST', array( 'q' => $this->token ), $lang, home_url( '/' ) );
			$this->assertIsString( $html );
			$this->assertStringContainsString( '1 file found', $html, $lang );
		}
		$this->assertSame( get_locale(), determine_locale(), 'The locale is restored.' );
	}

	/**
	 * search.getTagByCatId: the tags of a category's visible files as JSON; the string `0`
	 * for none; a failure with a message for a bad, unknown or hidden category.
	 */
	public function test_tags_by_category(): void {
		$category = $this->make_category();
		$empty    = $this->make_category();
		$hidden   = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$this->make_file(
			array(
				'title'    => 'Tagged ' . $this->token,
				'category' => $category['id'],
				'tags'     => array( 'Alpha ' . $this->token, 'Beta ' . $this->token ),
			)
		);
		$this->make_file(
			array(
				'title'    => 'Private ' . $this->token,
				'category' => $category['id'],
				'status'   => 'private',
				'tags'     => array( 'Secret ' . $this->token ),
			)
		);
		$this->make_file(
			array(
				'title'    => 'Hidden ' . $this->token,
				'category' => $hidden['id'],
				'tags'     => array( 'Members ' . $this->token ),
			)
		);

		$answer = json_decode(
			$this->call(
				'GET',
				array(
					'task'                           => Search_Ajax::TASK_TAGS,
					Search_Ajax::PARAM_CATEGORY_ID   => (string) $category['id'],
					Search_Ajax::PARAM_CATEGORY_TYPE => 'frontage',
					Search_Ajax::PARAM_CATEGORY_SLUG => $category['slug'],
				)
			),
			true
		);
		$this->assertTrue( $answer['success'] );
		$this->assertSame( '', $answer['message'] );
		$this->assertSame( array( 'Alpha ' . $this->token, 'Beta ' . $this->token ), array_column( $answer['tags'], 'name' ) );
		$this->assertSame( array( 'id', 'name', 'slug' ), array_keys( $answer['tags'][0] ) );
		$this->assertSame( 'alpha-' . $this->token, $answer['tags'][0]['slug'] );

		$none = $this->call(
			'GET',
			array(
				'task'                         => Search_Ajax::TASK_TAGS,
				Search_Ajax::PARAM_CATEGORY_ID => (string) $empty['id'],
			)
		);
		$this->assertSame( Search_Ajax::NO_TAGS, $none );

		foreach ( array( (string) $hidden['id'], '999999999', 'abc', '-1' ) as $bad ) {
			$answer = json_decode(
				$this->call(
					'GET',
					array(
						'task'                         => Search_Ajax::TASK_TAGS,
						Search_Ajax::PARAM_CATEGORY_ID => $bad,
					)
				),
				true
			);
			$this->assertFalse( $answer['success'], $bad );
			$this->assertSame( array(), $answer['tags'] );
			$this->assertNotSame( '', $answer['message'] );
			$this->assertStringNotContainsString( 'Members', wp_json_encode( $answer ) );
		}
		$this->assertSame( 404, $this->ajax->tags_for( (string) $hidden['id'], '' )->get_error_data()['status'] );
		$this->assertSame( 400, $this->ajax->tags_for( 'abc', '' )->get_error_data()['status'] );

		// All categories: every visible tag, never a private or hidden file's.
		$all   = $this->ajax->tags_for( '0', '' );
		$names = array_column( $all, 'name' );
		$this->assertContains( 'Alpha ' . $this->token, $names );
		$this->assertNotContains( 'Secret ' . $this->token, $names );
		$this->assertNotContains( 'Members ' . $this->token, $names );

		// A slug names the category when the id does not.
		$this->assertSame( array( 'Alpha ' . $this->token, 'Beta ' . $this->token ), array_column( $this->ajax->tags_for( '', $category['slug'] ), 'name' ) );
	}

	/**
	 * Runs the site's `action=wpfd` hook as admin-ajax.php would, and returns what it printed.
	 *
	 * @param string                $method HTTP method.
	 * @param array<string, string> $get    Query parameters.
	 * @param array<string, mixed>  $post   Body fields.
	 * @return string The answer.
	 */
	private function call( string $method, array $get, array $post = array() ): string {
		$_SERVER['REQUEST_METHOD'] = $method;
		$_GET                      = wp_slash( $get + array( 'action' => Ajax_Router::ACTION ) );
		$_POST                     = wp_slash( $post );
		$_REQUEST                  = array_merge( $_GET, $_POST );
		return $this->run_as_ajax( static fn () => do_action( ( is_user_logged_in() ? 'wp_ajax_' : 'wp_ajax_nopriv_' ) . Ajax_Router::ACTION ) );
	}

	/**
	 * Asserts a value is a WP_Error.
	 *
	 * @param mixed  $value   The value.
	 * @param string $message Failure message.
	 */
	private function assertWPError( mixed $value, string $message = '' ): void {
		$this->assertInstanceOf( WP_Error::class, $value, $message );
	}
}
