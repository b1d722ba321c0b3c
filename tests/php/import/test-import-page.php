<?php
/**
 * Tests for includes/import/class-import-page.php: who gets Tools → Frontage import, and that
 * its script loads on that screen only, with its data, translations and first answers.
 *
 * @package Frontage
 */

use Frontage\Assets;
use Frontage\Import\Import_Page;
use Frontage\Tests\Test_Case;

/**
 * The menu entry, the screen's own check, and the script.
 */
final class Test_Import_Page extends Test_Case {

	/**
	 * The hook suffix WordPress gives a page under Tools.
	 */
	private const HOOK = 'tools_page_' . Import_Page::SLUG;

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
		foreach ( array( 'menu', 'submenu', '_registered_pages', '_parent_pages', 'admin_page_hooks', '_wp_submenu_nopriv' ) as $name ) {
			$this->saved_globals[ $name ] = $GLOBALS[ $name ] ?? null;
		}
		add_filter( 'wp_die_handler', array( $this, 'die_handler' ) );
	}

	/**
	 * Restores the menu globals, the scripts and the hooks the page added.
	 */
	protected function tearDown(): void {
		foreach ( $this->saved_globals as $name => $value ) {
			$GLOBALS[ $name ] = $value;
		}
		remove_filter( 'wp_die_handler', array( $this, 'die_handler' ) );
		remove_all_actions( 'load-' . self::HOOK );
		wp_dequeue_script( Import_Page::HANDLE );
		wp_deregister_script( Import_Page::HANDLE );
		wp_scripts()->add_data( 'wp-api-fetch', 'after', array() );
		parent::tearDown();
	}

	/**
	 * Tools → Frontage import is there for library managers only (editors and administrators),
	 * and a user given or refused one of the capabilities library management takes follows
	 * Permissions::can_manage(), which the imports' REST routes ask too. Everyone else gets no
	 * entry, and the page's own check answers 403.
	 */
	public function test_the_menu_is_only_for_library_managers(): void {
		$cases = array(
			'subscriber'    => false,
			'contributor'   => false,
			'author'        => false,
			'editor'        => true,
			'administrator' => true,
		);
		foreach ( $cases as $role => $allowed ) {
			$this->act_as( $role );
			$this->assertSame( $allowed, $this->has_entry(), $role . ': the menu entry' );
			$this->assertSame( $allowed ? 0 : 403, $this->load_status(), $role . ': the page’s own check' );
		}

		// An author who may edit others' posts manages the library: the entry follows.
		$this->act_as( 'author' );
		$user = wp_get_current_user();
		$user->add_cap( 'edit_others_posts' );
		try {
			$this->assertTrue( $this->has_entry(), 'an author who manages the library' );
		} finally {
			$user->remove_cap( 'edit_others_posts' );
		}

		// An editor who may not upload does not.
		$this->act_as( 'editor' );
		$user = wp_get_current_user();
		$user->add_cap( 'upload_files', false );
		try {
			$this->assertFalse( $this->has_entry(), 'an editor who may not upload' );
			$this->assertSame( 403, $this->load_status() );
		} finally {
			$user->remove_cap( 'upload_files' );
		}
	}

	/**
	 * The app's script is enqueued on its own screen only, with its translations, its data and
	 * the first answers it asks for (the sources and the imports, which run no batch).
	 */
	public function test_the_script_is_enqueued_only_on_its_screen(): void {
		$this->act_as( 'administrator' );
		$page = $this->register_page();

		foreach ( array( 'index.php', 'toplevel_page_wpfd', 'tools_page_other' ) as $elsewhere ) {
			$page->enqueue( $elsewhere );
			$this->assertFalse( wp_script_is( Import_Page::HANDLE, 'enqueued' ), $elsewhere );
		}

		$page->enqueue( self::HOOK );
		$this->assertTrue( wp_script_is( Import_Page::HANDLE, 'enqueued' ), 'enqueued on its screen (it needs npm run build)' );
		$this->assertTrue( wp_style_is( Import_Page::HANDLE, 'enqueued' ) );
		$script = wp_scripts()->registered[ Import_Page::HANDLE ];
		$this->assertSame( 'frontage', $script->textdomain, 'wp_set_script_translations()' );
		$this->assertContains( 'wp-api-fetch', $script->deps );

		$data = implode( '', (array) wp_scripts()->get_data( Import_Page::HANDLE, 'before' ) );
		$this->assertStringContainsString( 'window.' . Import_Page::DATA_GLOBAL . ' = ', $data );
		$this->assertStringContainsString( '"libraryUrl":"' . str_replace( '/', '\\/', admin_url( 'admin.php?page=wpfd' ) ) . '"', $data );

		$preload = implode( '', (array) wp_scripts()->get_data( 'wp-api-fetch', 'after' ) );
		$this->assertStringContainsString( '"\/frontage\/v1\/import-sources"', $preload );
		$this->assertStringContainsString( '"\/frontage\/v1\/imports"', $preload );
	}

	/**
	 * Someone who may not manage the library never gets the script, even on that screen's hook.
	 */
	public function test_no_script_for_others(): void {
		$this->act_as( 'administrator' );
		$page = $this->register_page();
		$this->act_as( 'author' );
		$page->enqueue( self::HOOK );
		$this->assertFalse( wp_script_is( Import_Page::HANDLE, 'enqueued' ) );
	}

	/**
	 * The page prints its heading, the mount point and a line for browsers without JavaScript;
	 * for anyone else it answers 403 and prints nothing.
	 */
	public function test_the_page_renders_its_frame(): void {
		$this->act_as( 'editor' );
		ob_start();
		( new Import_Page( new Assets() ) )->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<h1>Frontage import</h1>', $html );
		$this->assertStringContainsString( 'id="' . Import_Page::ROOT_ID . '"', $html );
		$this->assertMatchesRegularExpression( '#<noscript><p>[^<]+JavaScript[^<]*</p></noscript>#', $html );

		$this->act_as( 'author' );
		ob_start();
		try {
			( new Import_Page( new Assets() ) )->render();
			$this->fail( 'An author saw the page.' );
		} catch ( RuntimeException $e ) {
			$this->assertSame( 403, $e->getCode() );
		} finally {
			$this->assertSame( '', (string) ob_get_clean() );
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
	 * Registers the page as admin_menu would, from the menus WordPress starts with: Tools only.
	 */
	private function register_page(): Import_Page {
		$GLOBALS['menu']               = array();
		$GLOBALS['submenu']            = array();
		$GLOBALS['_wp_submenu_nopriv'] = array();
		$GLOBALS['admin_page_hooks']   = array( 'tools.php' => 'tools' );
		$page                          = new Import_Page( new Assets() );
		$page->add_menu();
		return $page;
	}

	/**
	 * Whether Tools holds the entry for the current user once the page registered.
	 */
	private function has_entry(): bool {
		$this->register_page();
		$slugs = array_column( $GLOBALS['submenu']['tools.php'] ?? array(), 2 );
		return in_array( Import_Page::SLUG, $slugs, true );
	}

	/**
	 * What the page's load step answers: 0 when it lets the page render, else wp_die's status.
	 */
	private function load_status(): int {
		try {
			( new Import_Page( new Assets() ) )->load();
			return 0;
		} catch ( RuntimeException $e ) {
			return $e->getCode();
		}
	}
}
