<?php
/**
 * Tests for includes/files/class-admin-page.php: who may open admin.php?page=wpfd, with and
 * without the insert modal's `caninsert=1`, and what the app is told.
 *
 * @package Frontage
 */

use Frontage\Assets;
use Frontage\Files\Admin_Page;
use Frontage\Tests\Test_Case;

/**
 * The access matrix of docs/editor.md "Permissions", and the app data's insert flags.
 */
final class Test_Admin_Page extends Test_Case {

	/**
	 * The admin menu globals, saved before a test registers the page.
	 *
	 * @var array<string, mixed>
	 */
	private array $saved_globals = array();

	/**
	 * Saves the menu globals the page's registration changes.
	 */
	protected function setUp(): void {
		parent::setUp();
		foreach ( array( 'menu', 'submenu', '_registered_pages', '_parent_pages', 'admin_page_hooks' ) as $name ) {
			$this->saved_globals[ $name ] = $GLOBALS[ $name ] ?? null;
		}
		add_filter( 'wp_die_handler', array( $this, 'die_handler' ) );
	}

	/**
	 * Restores the menu globals and the address.
	 */
	protected function tearDown(): void {
		foreach ( $this->saved_globals as $name => $value ) {
			$GLOBALS[ $name ] = $value;
		}
		remove_filter( 'wp_die_handler', array( $this, 'die_handler' ) );
		$_GET = array();
		parent::tearDown();
	}

	/**
	 * Who may open the page: WordPress lets in users with the menu's capability (else its own
	 * 403 "Sorry, you are not allowed to access this page."), and the page checks again before
	 * any output.
	 */
	public function test_access_matrix(): void {
		$plain  = array( 'page' => Admin_Page::SLUG );
		$insert = array(
			'page'      => Admin_Page::SLUG,
			'caninsert' => '1',
		);
		$framed = $insert + array( 'noheader' => '1' );
		$cases  = array(
			// Role, address, may open.
			array( 'subscriber', $plain, false ),
			array( 'subscriber', $insert, false ),
			array( 'subscriber', $framed, false ),
			array( 'contributor', $plain, false ),
			array( 'contributor', $insert, true ),
			array( 'contributor', $framed, true ),
			array( 'contributor', array( 'page' => Admin_Page::SLUG, 'caninsert' => '0' ), false ),
			array( 'contributor', array( 'page' => Admin_Page::SLUG, 'caninsert' => array( '1' ) ), false ),
			array( 'author', $plain, false ),
			array( 'author', $framed, true ),
			array( 'editor', $plain, true ),
			array( 'editor', $framed, true ),
			array( 'administrator', $plain, true ),
			array( 'administrator', $framed, true ),
		);
		foreach ( $cases as [ $role, $get, $allowed ] ) {
			$this->act_as( $role );
			$_GET = $get;
			$label = $role . ' ' . wp_json_encode( $get );

			$capability = $this->register_page();
			$this->assertSame( $allowed, current_user_can( $capability ), $label . ': the menu’s capability' );
			$this->assertSame( $allowed, Admin_Page::may_open(), $label );
			$this->assertSame( $allowed ? 0 : 403, $this->load_status(), $label . ': the page’s own check' );
		}
	}

	/**
	 * The menu entry is shown to library managers only: people who may edit posts get the page
	 * registered for them only on the insert frame's own request.
	 */
	public function test_the_menu_is_hidden_from_people_who_only_edit_posts(): void {
		$this->act_as( 'contributor' );
		foreach ( array( array(), array( 'caninsert' => '1' ), array( 'page' => 'other', 'caninsert' => '1' ) ) as $get ) {
			$_GET = $get;
			$this->assertSame( 'do_not_allow', $this->register_page(), (string) wp_json_encode( $get ) );
		}
		$_GET = array(
			'page'      => Admin_Page::SLUG,
			'caninsert' => '1',
		);
		$this->assertSame( 'edit_posts', $this->register_page() );

		$this->act_as( 'editor' );
		$_GET = array();
		$this->assertSame( 'upload_files', $this->register_page() );
	}

	/**
	 * The app is told whether it inserts, whether the user manages the library, the variant, the
	 * insert mode and the current choice, every value cleaned.
	 */
	public function test_app_data_insert_flags(): void {
		$this->act_as( 'contributor' );
		$_GET = array(
			'page'             => Admin_Page::SLUG,
			'noheader'         => '1',
			'caninsert'        => '1',
			'pagebuilder'      => '1',
			'mode'             => 'category',
			'wpfd_file_id'     => '12',
			'wpfd_category_id' => '3',
		);
		$data = $this->app_data();
		$this->assertTrue( $data['canInsert'] );
		$this->assertFalse( $data['canManage'] );
		$this->assertTrue( $data['pageBuilder'] );
		$this->assertTrue( $data['framed'] );
		$this->assertSame( 'category', $data['insertMode'] );
		$this->assertSame( 12, $data['fileId'] );
		$this->assertSame( 3, $data['categoryId'] );

		$_GET = array(
			'page'             => Admin_Page::SLUG,
			'caninsert'        => '1',
			'mode'             => '<script>',
			'wpfd_file_id'     => '-4',
			'wpfd_category_id' => array( '3' ),
			'pagebuilder'      => 'yes',
		);
		$data = $this->app_data();
		$this->assertSame( 'both', $data['insertMode'] );
		$this->assertSame( 4, $data['fileId'], 'absint' );
		$this->assertSame( 0, $data['categoryId'] );
		$this->assertFalse( $data['pageBuilder'] );
		$this->assertFalse( $data['framed'] );

		$_GET['mode'] = 'file';
		$this->assertSame( 'file', $this->app_data()['insertMode'] );

		// A library manager on the plain page: the manager, not the insert view.
		$this->act_as( 'editor' );
		$_GET = array( 'page' => Admin_Page::SLUG );
		$data = $this->app_data();
		$this->assertFalse( $data['canInsert'] );
		$this->assertTrue( $data['canManage'] );
		$this->assertFalse( $data['pageBuilder'] );
		$this->assertSame( 'both', $data['insertMode'] );
		$this->assertSame( 0, $data['fileId'] );

		// … and in the frame: both.
		$_GET = array(
			'page'      => Admin_Page::SLUG,
			'caninsert' => '1',
		);
		$data = $this->app_data();
		$this->assertTrue( $data['canInsert'] );
		$this->assertTrue( $data['canManage'] );
	}

	/**
	 * The app's first answers come with the page, by the paths it asks for: the categories, the
	 * opening category's first page of files (the address's, else the insert modal's) and, for
	 * managers only, the upload limits; each holds what the asker would get from the API.
	 */
	public function test_app_data_preloads_the_first_answers(): void {
		$this->act_as( 'editor' );
		$category = ( new Frontage\Files\Categories() )->create( array( 'name' => 'Preloaded ' . wp_generate_password( 6, false ) ) );
		$this->assertIsArray( $category );
		try {
			$_GET    = array(
				'page'     => Admin_Page::SLUG,
				'category' => (string) $category['id'],
			);
			$preload = $this->app_data()['preload'];
			$files   = '/frontage/v1/files?category=' . $category['id'] . '&page=1&per_page=' . Admin_Page::PER_PAGE;
			$this->assertSame( array( '/frontage/v1/categories', $files, '/frontage/v1/uploads' ), array_keys( $preload ) );
			$this->assertContains( $category['id'], array_column( $preload['/frontage/v1/categories']['body'], 'id' ) );
			$this->assertSame( array(), $preload[ $files ]['body'] );
			$this->assertSame( 0, (int) $preload[ $files ]['headers']['X-WP-Total'] );
			$this->assertArrayHasKey( 'chunk_size', $preload['/frontage/v1/uploads']['body'] );

			// All files on the plain page; no upload limits for someone who only inserts.
			$_GET = array( 'page' => Admin_Page::SLUG );
			$this->assertArrayHasKey( '/frontage/v1/files?page=1&per_page=' . Admin_Page::PER_PAGE, $this->app_data()['preload'] );
			$this->act_as( 'contributor' );
			$_GET = array(
				'page'             => Admin_Page::SLUG,
				'caninsert'        => '1',
				'wpfd_category_id' => (string) $category['id'],
			);
			$this->assertSame( array( '/frontage/v1/categories', $files ), array_keys( $this->app_data()['preload'] ) );
		} finally {
			wp_delete_term( $category['id'], 'frontage_category' );
		}
	}

	/**
	 * The library is read in the page's body, not before its head: loading the screen's script
	 * asks the REST API nothing, so the head and the menu go out first (docs/files.md "The Files
	 * screen"); the body then prints the first view and hands the app the same answers.
	 */
	public function test_the_library_is_read_after_the_head(): void {
		$this->act_as( 'administrator' );
		$_GET               = array( 'page' => Admin_Page::SLUG );
		$GLOBALS['menu']    = array();
		$GLOBALS['submenu'] = array();
		$page               = new Admin_Page( new Assets() );
		$page->add_menu();
		$asked = array();
		$count = static function ( mixed $result, mixed $server, WP_REST_Request $request ) use ( &$asked ): mixed {
			$asked[] = $request->get_route();
			return $result;
		};
		add_filter( 'rest_pre_dispatch', $count, 10, 3 );
		try {
			$page->enqueue( 'toplevel_page_' . Admin_Page::SLUG );
			$this->assertTrue( wp_script_is( Admin_Page::HANDLE, 'enqueued' ) );
			$this->assertSame( array(), $asked, 'the REST API was asked before the head' );
			$this->assertEmpty( wp_scripts()->get_data( Admin_Page::HANDLE, 'before' ) );

			ob_start();
			$page->render();
			$html = (string) ob_get_clean();
			$this->assertStringContainsString( 'id="' . Admin_Page::ROOT_ID . '"', $html );
			$this->assertContains( '/frontage/v1/categories', $asked );
			$data = implode( '', (array) wp_scripts()->get_data( Admin_Page::HANDLE, 'before' ) );
			$this->assertStringContainsString( 'window.frontageFilesAdmin = ', $data );
			$this->assertStringContainsString( '"\/frontage\/v1\/categories"', $data );
		} finally {
			remove_filter( 'rest_pre_dispatch', $count, 10 );
			wp_dequeue_script( Admin_Page::HANDLE );
			wp_scripts()->add_data( Admin_Page::HANDLE, 'before', array() );
		}
	}

	/**
	 * Throws the status wp_die() was given instead of printing its page.
	 *
	 * @return callable
	 */
	public function die_handler(): callable {
		return static function ( mixed $message, mixed $title = '', mixed $args = array() ): void {
			unset( $message, $title );
			$status = is_array( $args ) && isset( $args['response'] ) ? (int) $args['response'] : ( is_int( $args ) ? $args : 500 );
			throw new RuntimeException( 'wp_die', $status );
		};
	}

	/**
	 * Registers the page as admin_menu would, from empty menus.
	 *
	 * @return string The capability the page was registered with.
	 */
	private function register_page(): string {
		$GLOBALS['menu']    = array();
		$GLOBALS['submenu'] = array();
		( new Admin_Page( new Assets() ) )->add_menu();
		$top = reset( $GLOBALS['menu'] );
		$this->assertSame( Admin_Page::SLUG, $top[2] ?? null );
		// WordPress adds the "Files" entry only for users with the capability.
		if ( current_user_can( $top[1] ) ) {
			$this->assertSame( $top[1], $GLOBALS['submenu'][ Admin_Page::SLUG ][0][1] );
		} else {
			$this->assertArrayNotHasKey( Admin_Page::SLUG, $GLOBALS['submenu'] );
		}
		return $top[1];
	}

	/**
	 * What the page's load step answers for a plain (not framed) request: 0 when it lets the
	 * page render, else wp_die's status.
	 */
	private function load_status(): int {
		$get = $_GET;
		unset( $_GET['noheader'] ); // The framed variant prints a whole document and exits.
		try {
			( new Admin_Page( new Assets() ) )->load();
			return 0;
		} catch ( RuntimeException $e ) {
			return $e->getCode();
		} finally {
			$_GET = $get;
		}
	}

	/**
	 * The app data for the current user and address.
	 *
	 * @return array<string, mixed>
	 */
	private function app_data(): array {
		return ( new Admin_Page( new Assets() ) )->app_data();
	}
}
