<?php
/**
 * Every text parameter of the Files, File search and Editor modules' wire tasks
 * (`admin-ajax.php?action=wpfd&task=…`), download address and REST routes, sent as a list
 * (`name[]=x`): each answers a clear 400 naming the parameter, and nothing is logged
 * (docs/api.md).
 *
 * @package Frontage
 */

use Frontage\Ajax_Router;
use Frontage\Files\Downloads;
use Frontage\Files\File_Display_Task;
use Frontage\Files\Zips;
use Frontage\Search\Search_Ajax;
use Frontage\Tests\Ajax_Done;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * One row per parameter: a list where one value belongs is refused, never guessed at.
 */
final class Test_Input_Shapes extends Library_Test_Case {

	/**
	 * The HTTP status the last answer set.
	 *
	 * @var int
	 */
	private int $status = 0;

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
	 * A wire task's text parameter sent as a list answers 400 `{ success: false, data: { message } }`
	 * naming it, without a PHP warning.
	 *
	 * @dataProvider provide_wire_parameters
	 *
	 * @param string               $method HTTP method.
	 * @param array<string, mixed> $get    Query arguments (besides action).
	 * @param array<string, mixed> $post   Body fields.
	 * @param string               $param  The parameter sent as a list.
	 */
	public function test_a_list_for_a_wire_parameter_is_a_400( string $method, array $get, array $post, string $param ): void {
		$log = $this->debug_log_size();

		$answer = $this->call( $method, $get, $post, static fn () => do_action( 'wp_ajax_nopriv_' . Ajax_Router::ACTION ) );

		$this->assertSame( 400, $this->status, $answer );
		$json = json_decode( $answer, true );
		$this->assertIsArray( $json, $answer );
		$this->assertFalse( $json['success'] );
		// filesId is a list of ids joined by commas: its message says so.
		$this->assertStringContainsString( 'filesId' === $param ? 'file ids joined by commas' : $param, $json['data']['message'] ?? '', 'The message names the parameter.' );
		$this->assertSame( array(), $this->debug_log_since( $log ) );
	}

	/**
	 * Every text parameter of every wire task, each sent as a list.
	 *
	 * @return array<string, array{string, array<string, mixed>, array<string, mixed>, string}>
	 */
	public static function provide_wire_parameters(): array {
		$list  = array( 'x' );
		$rows  = array(
			'task' => array( 'GET', array( 'task' => array( File_Display_Task::TASK ) ), array(), 'task' ),
		);
		$tasks = array(
			File_Display_Task::TASK        => array( 'GET', array( 'id', 'categoryid', 'view', 'rootcat' ) ),
			Search_Ajax::TASK_TAGS         => array( 'GET', array( 'catId', 'catType', 'catSlug' ) ),
			Zips::TASK_ZIP                 => array( 'GET', array( 'filesId', 'wpfd_category_id' ) ),
			Zips::TASK_ZIP_MULTIPLE        => array( 'POST', array( 'filesId' ) ),
			// `hash` is left to Zip_Tickets, which answers every malformed hash with one 404.
			Zips::TASK_DOWNLOAD            => array( 'GET', array( 'wpfd_category_name' ) ),
			Zips::TASK_DOWNLOAD_MULTIPLE   => array( 'GET', array( 'wpfd_search_name' ) ),
			Search_Ajax::TASK_DISPLAY      => array( 'POST', array( 'q', 'catid', 'theme', 'cfrom', 'cto', 'ufrom', 'uto', 'show_pagination', 'paged', 'limit', 'wfrom', 'wto', 'wfromunit', 'wtounit', 'ordering', 'dir', 'make_file_suggestion' ) ),
		);
		foreach ( $tasks as $task => [ $method, $params ] ) {
			foreach ( $params as $param ) {
				$get  = array( 'task' => $task );
				$post = array();
				if ( 'POST' === $method ) {
					$post[ $param ] = $list;
				} else {
					$get[ $param ] = $list;
				}
				$rows[ "{$task} {$param}" ] = array( $method, $get, $post, $param );
			}
		}
		// search.display reads its locale from the address.
		$rows['search.display lang'] = array(
			'POST',
			array(
				'task' => Search_Ajax::TASK_DISPLAY,
				'lang' => $list,
			),
			array( 'q' => 'report' ),
			'lang',
		);
		return $rows;
	}

	/**
	 * The download address with a list for its id or its inline flag answers 400, not a guess.
	 *
	 * @dataProvider provide_download_parameters
	 *
	 * @param string $param The parameter sent as a list.
	 */
	public function test_a_list_for_a_download_parameter_is_a_400( string $param ): void {
		$file = $this->make_file();
		$log  = $this->debug_log_size();
		$get  = array(
			Downloads::QUERY_VAR  => (string) $file->id,
			Downloads::INLINE_VAR => '1',
		);

		$get[ $param ] = array( $get[ $param ] );
		$answer        = $this->call( 'GET', $get, array(), fn () => ( new Downloads( $this->library ) )->maybe_serve() );

		$this->assertSame( 400, $this->status );
		$this->assertStringContainsString( $param, $answer );
		$this->assertSame( array(), $this->debug_log_since( $log ) );
	}

	/**
	 * The download address's parameters.
	 *
	 * @return array<string, array{string}>
	 */
	public static function provide_download_parameters(): array {
		return array(
			Downloads::QUERY_VAR  => array( Downloads::QUERY_VAR ),
			Downloads::INLINE_VAR => array( Downloads::INLINE_VAR ),
		);
	}

	/**
	 * A REST route's text or number argument sent as a list is refused by WordPress itself, with
	 * `rest_invalid_param` naming the argument, before anything runs.
	 *
	 * @dataProvider provide_rest_parameters
	 *
	 * @param string               $method HTTP method.
	 * @param string               $route  Route; `{file}` and `{category}` stand for real ids.
	 * @param array<string, mixed> $params Parameters.
	 * @param string               $param  The argument sent as a list.
	 */
	public function test_a_list_for_a_rest_argument_is_a_400( string $method, string $route, array $params, string $param ): void {
		$category = $this->make_category();
		$file     = $this->make_file( array( 'category' => $category['id'] ) );
		$this->act_as( 'administrator' );
		$log = $this->debug_log_size();

		$response = $this->rest( $method, strtr( $route, array( '{file}' => $file->id, '{category}' => $category['id'] ) ), $params );

		$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertArrayHasKey( $param, $response->get_data()['data']['params'] ?? array(), 'The answer names the argument.' );
		$this->assertSame( array(), $this->debug_log_since( $log ) );
	}

	/**
	 * Every text and number argument of every REST route of the three modules, each sent as a
	 * list (and, for the blocks' editor previews, every attribute of a scalar type).
	 *
	 * @return array<string, array{string, string, array<string, mixed>, string}>
	 */
	public static function provide_rest_parameters(): array {
		$list   = array( 'x' );
		$routes = array(
			'GET /files'            => array( 'GET', '/frontage/v1/files', array( 'category', 'page', 'per_page', 'orderby', 'order', 'search' ) ),
			'POST /files'           => array( 'POST', '/frontage/v1/files', array( 'title', 'category', 'description', 'status', 'version', 'upload_id' ) ),
			'PUT /files/{id}'       => array( 'PUT', '/frontage/v1/files/{file}', array( 'title', 'category', 'description', 'status', 'version', 'upload_id' ) ),
			'POST /uploads'         => array( 'POST', '/frontage/v1/uploads', array( 'name', 'size' ) ),
			'POST /categories'      => array( 'POST', '/frontage/v1/categories', array( 'name', 'parent', 'description', 'visibility', 'ordering', 'position' ) ),
			'PUT /categories/{id}'  => array( 'PUT', '/frontage/v1/categories/{category}', array( 'name', 'parent', 'description', 'visibility', 'ordering', 'position' ) ),
			'GET /search'           => array( 'GET', '/frontage/v1/search', array( 'q', 'catid', 'theme', 'cfrom', 'cto', 'ufrom', 'uto', 'show_pagination', 'paged', 'limit', 'wfrom', 'wfromunit', 'wto', 'wtounit', 'ordering', 'dir' ) ),
		);
		// Arguments a route requires, so that the one under test is what is refused.
		$required = array(
			'POST /uploads'    => array(
				'name' => 'a.txt',
				'size' => 10,
			),
			'POST /categories' => array( 'name' => 'Reports' ),
		);
		$rows     = array();
		foreach ( $routes as $name => [ $method, $route, $params ] ) {
			foreach ( $params as $param ) {
				$rows[ "{$name} {$param}" ] = array( $method, $route, array( $param => $list ) + ( $required[ $name ] ?? array() ), $param );
			}
		}
		// Lists whose entries are text: an entry that is itself a list.
		$rows['POST /files tags entry']          = array( 'POST', '/frontage/v1/files', array( 'tags' => array( $list ) ), 'tags' );
		$rows['PUT /files/{id} tags entry']      = array( 'PUT', '/frontage/v1/files/{file}', array( 'tags' => array( $list ) ), 'tags' );
		$rows['PUT /files/{id} custom field']    = array(
			'PUT',
			'/frontage/v1/files/{file}',
			array(
				'custom_fields' => array(
					array(
						'label' => $list,
						'value' => 'x',
					),
				),
			),
			'custom_fields',
		);
		$rows['PUT /categories/{id} roles entry'] = array( 'PUT', '/frontage/v1/categories/{category}', array( 'roles' => array( $list ) ), 'roles' );
		$rows['GET /search ftags entry']          = array( 'GET', '/frontage/v1/search', array( 'ftags' => array( $list ) ), 'ftags' );
		$previews                                 = array(
			'frontage/file'          => array( 'fileId' ),
			'frontage/file-category' => array( 'categoryId', 'ordering', 'perPage', 'theme', 'showCheckboxes' ),
			'frontage/file-search'   => array( 'theme', 'perPage', 'ordering', 'showFilters', 'tagDisplay', 'placeholder', 'categoryId' ),
		);
		foreach ( $previews as $block => $attributes ) {
			foreach ( $attributes as $attribute ) {
				$rows[ "preview {$block} {$attribute}" ] = array( 'GET', '/wp/v2/block-renderer/' . $block, array( 'attributes' => array( $attribute => $list ) ), 'attributes' );
			}
		}
		return $rows;
	}

	/**
	 * Runs a request as admin-ajax.php would, noting the status it answers.
	 *
	 * @param string               $method HTTP method.
	 * @param array<string, mixed> $get    Query arguments.
	 * @param array<string, mixed> $post   Body fields.
	 * @param callable             $action What handles it.
	 * @return string What it printed.
	 */
	private function call( string $method, array $get, array $post, callable $action ): string {
		$_SERVER['REQUEST_METHOD'] = $method;
		$_GET                      = wp_slash( $get + array( 'action' => Ajax_Router::ACTION ) );
		$_POST                     = wp_slash( $post );
		$_REQUEST                  = array_merge( $_GET, $_POST );
		$this->status              = 0;
		$note                      = function ( string $header, int $code ): string {
			$this->status = $code;
			return $header;
		};
		// wp_die() pages (downloads) carry their status in their arguments.
		$die = fn () => function ( $message, $title, $args ) {
			unset( $title );
			$this->status = (int) ( $args['response'] ?? 0 ) ?: $this->status;
			echo is_string( $message ) ? $message : ''; // Printed as is: captured, not shown.
			throw new Ajax_Done();
		};
		add_filter( 'status_header', $note, 10, 2 );
		add_filter( 'wp_die_ajax_handler', $die, 20 );
		try {
			return $this->run_as_ajax( $action );
		} finally {
			remove_filter( 'status_header', $note );
			remove_filter( 'wp_die_ajax_handler', $die, 20 );
		}
	}
}
