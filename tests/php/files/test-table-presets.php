<?php
/**
 * Tests for saved tables (docs/files.md "Saved tables", docs/api.md "Saved tables"):
 * includes/files/class-table-presets.php, class-table-presets-controller.php (REST
 * /frontage/v1/tables) and class-table-type-ajax.php (`action=get_table_type_by_id`).
 *
 * @package Frontage
 */

use Frontage\Files\Table_Presets;
use Frontage\Files\Table_Type_Ajax;
use Frontage\Tests\Ajax_Done;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';
// Defines a `WooCommerce` class and the helpers Frontage calls, unless a real shop is loaded.
require_once dirname( __DIR__, 2 ) . '/fixtures/shop-stub/shop-stub.php';

/**
 * Who may manage presets, what a preset answers, every refused input, the woo_commerce rule and
 * the type call's exact answer.
 */
final class Test_Table_Presets extends Library_Test_Case {

	/**
	 * The collection's route.
	 */
	private const ROUTE = '/frontage/v1/tables';

	/**
	 * The HTTP status the last ajax answer set.
	 *
	 * @var int
	 */
	private int $status = 0;

	/**
	 * Presets made by the test.
	 *
	 * @var int[]
	 */
	private array $presets = array();

	/**
	 * Removes the test's presets and the shop filter.
	 */
	protected function tearDown(): void {
		foreach ( $this->presets as $id ) {
			wp_delete_post( $id, true );
		}
		$this->presets = array();
		remove_all_filters( 'frontage_shop_active' );
		$_POST    = array();
		$_GET     = array();
		$_REQUEST = array();
		parent::tearDown();
	}

	/**
	 * POST with a title and a type answers 201, the preset with its id and the type's defaults,
	 * and its address.
	 */
	public function test_creating_answers_the_preset_with_its_id(): void {
		$this->act_as( 'editor' );
		$response = $this->rest( 'POST', self::ROUTE, array( 'title' => '  Board papers  ', 'type' => 'files' ) );
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$preset = $response->get_data();
		$this->presets[] = $preset['id'];
		$this->assertIsInt( $preset['id'] );
		$this->assertGreaterThan( 0, $preset['id'] );
		$this->assertSame(
			array(
				'id'        => $preset['id'],
				'title'     => 'Board papers',
				'type'      => 'files',
				'columns'   => array( 'title', 'description', 'type', 'size', 'version', 'created', 'updated', 'downloads', 'download' ),
				'theme'     => 'default',
				'per_page'  => 20,
				'ordering'  => '',
				'available' => true,
			),
			$preset
		);
		$this->assertSame( rest_url( 'frontage/v1/tables/' . $preset['id'] ), $response->get_headers()['Location'] );
	}

	/**
	 * The whole round: create with settings, list, read, change, delete; then it is gone.
	 */
	public function test_list_read_change_and_delete(): void {
		$this->act_as( 'administrator' );
		$made = $this->create(
			array(
				'title'    => 'Compact',
				'type'     => 'files',
				'columns'  => array( 'size', 'title', 'download' ),
				'theme'    => 'ggd',
				'per_page' => 5,
				'ordering' => 'created-desc',
			)
		);
		// In table order, with the title always.
		$this->assertSame( array( 'title', 'size', 'download' ), $made['columns'] );

		$list = $this->rest( 'GET', self::ROUTE );
		$this->assertSame( 200, $list->get_status() );
		$this->assertContains( $made, $list->get_data() );

		$read = $this->rest( 'GET', self::ROUTE . '/' . $made['id'] );
		$this->assertSame( $made, $read->get_data() );

		$changed = $this->rest(
			'PUT',
			self::ROUTE . '/' . $made['id'],
			array(
				'title'    => 'Compact, by size',
				'columns'  => 'title,size',
				'ordering' => 'size',
			)
		);
		$this->assertSame( 200, $changed->get_status() );
		$this->assertSame(
			array( 'Compact, by size', array( 'title', 'size' ), 'ggd', 5, 'size' ),
			array( $changed->get_data()['title'], $changed->get_data()['columns'], $changed->get_data()['theme'], $changed->get_data()['per_page'], $changed->get_data()['ordering'] )
		);

		$deleted = $this->rest( 'DELETE', self::ROUTE . '/' . $made['id'] );
		$this->assertSame( 200, $deleted->get_status() );
		$this->assertTrue( $deleted->get_data()['deleted'] );
		$this->assertSame( 404, $this->rest( 'GET', self::ROUTE . '/' . $made['id'] )->get_status() );
		$this->assertNull( get_post( $made['id'] ) );
	}

	/**
	 * Library managers (editors, administrators) may use every route; authors, contributors,
	 * subscribers get 403 and visitors 401, and nothing is made or changed.
	 */
	public function test_only_library_managers_may_use_the_routes(): void {
		$this->act_as( 'editor' );
		$preset = $this->create( array( 'title' => 'Kept', 'type' => 'files' ) );
		$before = count( $this->presets_in_database() );

		foreach ( array( 'author', 'contributor', 'subscriber', '' ) as $role ) {
			if ( '' === $role ) {
				wp_set_current_user( 0 );
			} else {
				$this->act_as( $role );
			}
			$expected = '' === $role ? 401 : 403;
			$asked    = array(
				array( 'GET', self::ROUTE, array() ),
				array( 'POST', self::ROUTE, array( 'title' => 'Sneaky', 'type' => 'files' ) ),
				array( 'GET', self::ROUTE . '/' . $preset['id'], array() ),
				array( 'PUT', self::ROUTE . '/' . $preset['id'], array( 'title' => 'Changed' ) ),
				array( 'DELETE', self::ROUTE . '/' . $preset['id'], array() ),
			);
			foreach ( $asked as [ $method, $route, $params ] ) {
				$response = $this->rest( $method, $route, $params );
				$this->assertSame( $expected, $response->get_status(), "$role: $method $route" );
				$this->assertArrayNotHasKey( 'title', (array) $response->get_data(), "$role: $method $route" );
			}
		}
		$this->assertCount( $before, $this->presets_in_database() );
		$this->assertSame( 'Kept', get_the_title( $preset['id'] ) );

		$this->act_as( 'administrator' );
		$this->assertSame( 200, $this->rest( 'GET', self::ROUTE . '/' . $preset['id'] )->get_status() );
	}

	/**
	 * Every bad input is a 400 that says what is wrong and names the field; nothing is saved.
	 */
	public function test_bad_input_is_refused_with_a_clear_message(): void {
		$this->act_as( 'editor' );
		$before = count( $this->presets_in_database() );
		$cases  = array(
			array( array( 'type' => 'files' ), 'title', 'The table needs a title.' ),
			array( array( 'title' => '   ', 'type' => 'files' ), 'title', 'The table needs a title.' ),
			array( array( 'title' => '<b></b>', 'type' => 'files' ), 'title', 'The table needs a title.' ),
			array( array( 'title' => array( 'x' ), 'type' => 'files' ), 'title', 'The title must be text.' ),
			array( array( 'title' => str_repeat( 'x', 201 ), 'type' => 'files' ), 'title', 'The title may be at most 200 characters long.' ),
			array( array( 'title' => 'T' ), 'type', 'The table needs a type: files, woo_commerce.' ),
			array( array( 'title' => 'T', 'type' => 'spreadsheet' ), 'type', 'Unknown table type “spreadsheet”: use one of files, woo_commerce.' ),
			array( array( 'title' => 'T', 'type' => 'files', 'columns' => array( 'title', 'price' ) ), 'columns', 'Unknown column “price” for a files table: use title, description, type, size, version, created, updated, downloads, download.' ),
			array( array( 'title' => 'T', 'type' => 'files', 'columns' => array() ), 'columns', 'columns needs at least one column.' ),
			array( array( 'title' => 'T', 'type' => 'files', 'columns' => array( 'a' => 'title' ) ), 'columns', 'columns must be a list of column names.' ),
			array( array( 'title' => 'T', 'type' => 'files', 'columns' => 5 ), 'columns', 'columns must be a list of column names.' ),
			array( array( 'title' => 'T', 'type' => 'files', 'theme' => 'dark' ), 'theme', 'Unknown theme “dark” for a files table: use one of default, ggd, preview.' ),
			array( array( 'title' => 'T', 'type' => 'files', 'per_page' => 0 ), 'per_page', 'per_page must be a whole number from 1 to 100.' ),
			array( array( 'title' => 'T', 'type' => 'files', 'per_page' => 101 ), 'per_page', 'per_page must be a whole number from 1 to 100.' ),
			array( array( 'title' => 'T', 'type' => 'files', 'per_page' => 'ten' ), 'per_page', 'per_page must be a whole number from 1 to 100.' ),
			array( array( 'title' => 'T', 'type' => 'files', 'per_page' => 2.5 ), 'per_page', 'per_page must be a whole number from 1 to 100.' ),
			array( array( 'title' => 'T', 'type' => 'files', 'ordering' => 'price' ), 'ordering', 'Unknown ordering “price” for a files table: use one of title, title-desc, created, created-desc, updated, updated-desc, size, size-desc, downloads, downloads-desc, type, type-desc, version, version-desc (empty for the category’s own order).' ),
			array( array( 'title' => 'T', 'type' => 'woo_commerce', 'columns' => array( 'size' ) ), 'columns', 'Unknown column “size” for a woo_commerce table: use product, file, price, stock, add_to_cart.' ),
			array( array( 'title' => 'T', 'type' => 'woo_commerce', 'theme' => 'ggd' ), 'theme', 'Unknown theme “ggd” for a woo_commerce table: use one of default.' ),
		);
		foreach ( $cases as [ $params, $field, $message ] ) {
			$response = $this->rest( 'POST', self::ROUTE, $params );
			$label    = (string) wp_json_encode( $params );
			$this->assertSame( 400, $response->get_status(), $label );
			$this->assertSame( Table_Presets::ERROR_INVALID, $response->get_data()['code'], $label );
			$this->assertSame( $message, $response->get_data()['message'], $label );
			$this->assertSame( $field, $response->get_data()['data']['param'], $label );
		}
		$this->assertCount( $before, $this->presets_in_database() );

		// A change is checked the same way, and a refused one changes nothing.
		$preset   = $this->create( array( 'title' => 'Kept', 'type' => 'files', 'per_page' => 7 ) );
		$response = $this->rest( 'PUT', self::ROUTE . '/' . $preset['id'], array( 'title' => 'New name', 'per_page' => 1000 ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( $preset, $this->rest( 'GET', self::ROUTE . '/' . $preset['id'] )->get_data() );
	}

	/**
	 * An id that names no preset (never made, deleted, another kind of post, not an id) is 404,
	 * or the 400 of a malformed id.
	 */
	public function test_unknown_ids_are_404(): void {
		$this->act_as( 'editor' );
		$post = $this->create_post( array( 'post_title' => 'A page' ) );
		foreach ( array( 999999999, $post ) as $id ) {
			foreach ( array( 'GET', 'PUT', 'DELETE' ) as $method ) {
				$response = $this->rest( $method, self::ROUTE . '/' . $id, 'PUT' === $method ? array( 'title' => 'x' ) : array() );
				$this->assertSame( 404, $response->get_status(), "$method $id" );
				$this->assertSame( 'There is no saved table with this id.', $response->get_data()['message'] );
			}
		}
		$this->assertSame( 'A page', get_the_title( $post ) );
		$this->assertSame( 400, $this->rest( 'GET', self::ROUTE . '/abc' )->get_status() );
	}

	/**
	 * woo_commerce is accepted only while WooCommerce is active. A woo_commerce preset made then
	 * still answers afterwards, marked unavailable; it can be turned into a files table or
	 * deleted, but not saved as woo_commerce.
	 */
	public function test_woo_commerce_needs_an_active_woocommerce(): void {
		$this->act_as( 'editor' );
		add_filter( 'frontage_shop_active', '__return_false' );
		$refused = $this->rest( 'POST', self::ROUTE, array( 'title' => 'Shop', 'type' => 'woo_commerce' ) );
		$this->assertSame( 400, $refused->get_status() );
		$this->assertSame( 'A woo_commerce table lists WooCommerce products, and WooCommerce is not active on this site. Activate WooCommerce first, or use the type files.', $refused->get_data()['message'] );
		$this->assertSame( 'type', $refused->get_data()['data']['param'] );

		remove_all_filters( 'frontage_shop_active' );
		$shop = $this->create( array( 'title' => 'Shop', 'type' => 'woo_commerce', 'per_page' => 4 ) );
		$this->assertSame( array( 'product', 'file', 'price', 'stock', 'add_to_cart' ), $shop['columns'] );
		$this->assertTrue( $shop['available'] );

		add_filter( 'frontage_shop_active', '__return_false' );
		$read = $this->rest( 'GET', self::ROUTE . '/' . $shop['id'] );
		$this->assertSame( 200, $read->get_status() );
		$this->assertSame( array_merge( $shop, array( 'available' => false ) ), $read->get_data() );

		$this->assertSame( 400, $this->rest( 'PUT', self::ROUTE . '/' . $shop['id'], array( 'title' => 'Renamed' ) )->get_status() );
		$files = $this->rest( 'PUT', self::ROUTE . '/' . $shop['id'], array( 'type' => 'files' ) );
		$this->assertSame( 200, $files->get_status() );
		// Another type: what was not sent starts from the new type's defaults.
		$this->assertSame( array( 'files', 20, true ), array( $files->get_data()['type'], $files->get_data()['per_page'], $files->get_data()['available'] ) );
		$this->assertContains( 'size', $files->get_data()['columns'] );
	}

	/**
	 * The type call answers exactly `{"tableType":"…"}`, for visitors and users alike, posted as
	 * a form (or asked with GET); an unknown id answers `{"tableType":null}` with 404, a missing
	 * or malformed one the same with 400.
	 */
	public function test_the_type_call_answers_exactly(): void {
		$this->act_as( 'editor' );
		$files = $this->create( array( 'title' => 'Files', 'type' => 'files' ) );
		$woo   = $this->create( array( 'title' => 'Shop', 'type' => 'woo_commerce' ) );
		wp_set_current_user( 0 );

		$this->assertSame( '{"tableType":"files"}', $this->type_call( array( 'table_id' => (string) $files['id'] ) ) );
		$this->assertSame( 200, $this->status );
		$this->assertSame( '{"tableType":"woo_commerce"}', $this->type_call( array( 'table_id' => (string) $woo['id'] ) ) );
		$this->assertSame( '{"tableType":"woo_commerce"}', $this->type_call( array( 'table_id' => (string) $woo['id'] ), 'GET' ) );

		$this->act_as( 'contributor' );
		$this->assertSame( '{"tableType":"woo_commerce"}', $this->type_call( array( 'table_id' => (string) $woo['id'] ), 'POST', true ) );

		$page = $this->create_post( array( 'post_title' => 'Not a table' ) );
		foreach ( array( '999999999', (string) $page ) as $unknown ) {
			$this->assertSame( '{"tableType":null}', $this->type_call( array( 'table_id' => $unknown ) ), $unknown );
			$this->assertSame( 404, $this->status, $unknown );
		}
		foreach ( array( array(), array( 'table_id' => '' ), array( 'table_id' => 'abc' ), array( 'table_id' => '-3' ), array( 'table_id' => array( '1' ) ) ) as $bad ) {
			$this->assertSame( '{"tableType":null}', $this->type_call( $bad ), (string) wp_json_encode( $bad ) );
			$this->assertSame( 400, $this->status, (string) wp_json_encode( $bad ) );
		}
	}

	/**
	 * Makes a preset through the route, kept for tearDown.
	 *
	 * @param array<string, mixed> $params Its fields.
	 * @return array<string, mixed>
	 */
	private function create( array $params ): array {
		$response = $this->rest( 'POST', self::ROUTE, $params );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->presets[] = $response->get_data()['id'];
		return $response->get_data();
	}

	/**
	 * The ids of every preset stored.
	 *
	 * @return int[]
	 */
	private function presets_in_database(): array {
		return get_posts(
			array(
				'post_type'   => Table_Presets::POST_TYPE,
				'post_status' => 'any',
				'fields'      => 'ids',
				'numberposts' => -1,
			)
		);
	}

	/**
	 * Runs the site's `get_table_type_by_id` action as admin-ajax.php would.
	 *
	 * @param array<string, mixed> $params    The form fields.
	 * @param string               $method    POST (a form, as the editor sends it) or GET.
	 * @param bool                 $logged_in Whether to run the action for signed-in users.
	 * @return string What it printed.
	 */
	private function type_call( array $params, string $method = 'POST', bool $logged_in = false ): string {
		$params   += array( 'action' => Table_Type_Ajax::ACTION );
		$_POST     = 'POST' === $method ? $params : array();
		$_GET      = 'GET' === $method ? $params : array();
		$_REQUEST  = $params;
		$this->status = 0;
		$note         = function ( string $header, int $code ): string {
			$this->status = $code;
			return $header;
		};
		add_filter( 'status_header', $note, 10, 2 );
		try {
			return $this->run_as_ajax( static fn () => do_action( ( $logged_in ? 'wp_ajax_' : 'wp_ajax_nopriv_' ) . Table_Type_Ajax::ACTION ) );
		} finally {
			remove_filter( 'status_header', $note );
		}
	}
}
