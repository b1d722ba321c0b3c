<?php
/**
 * Tests for includes/language/class-language-menus.php: the page's language picks the menu
 * (docs/language.md "Menus per language").
 *
 * @package Frontage
 */

use Frontage\Assets;
use Frontage\Language\Language_Menus;
use Frontage\Language\Language_Settings;
use Frontage\Language\Language_Urls;
use Frontage\Tests\Test_Case;

/**
 * English by default, German and French published; a request in each.
 */
final class Test_Language_Menus extends Test_Case {

	/**
	 * The request before the test.
	 *
	 * @var array<string, mixed>
	 */
	private array $server = array();

	/**
	 * The service under test, hooked for one request.
	 *
	 * @var Language_Menus|null
	 */
	private ?Language_Menus $menus = null;

	/**
	 * Three languages.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->server = $_SERVER;
		$this->set_option(
			Language_Settings::OPTION,
			require dirname( __DIR__ ) . '/fixtures/three-languages.php'
		);
	}

	/**
	 * Unhooks the service and puts the request back.
	 */
	protected function tearDown(): void {
		if ( $this->menus ) {
			remove_filter( 'render_block_data', array( $this->menus, 'pick_navigation' ) );
			remove_filter( 'wp_nav_menu_args', array( $this->menus, 'pick_location' ) );
		}
		$_SERVER = $this->server;
		parent::tearDown();
	}

	/**
	 * The service for a request of this address, hooked as the module hooks it.
	 *
	 * @param string $path The address after the site's home (`de/ueber-uns/`).
	 */
	private function request( string $path ): Language_Menus {
		if ( $this->menus ) {
			remove_filter( 'render_block_data', array( $this->menus, 'pick_navigation' ) );
			remove_filter( 'wp_nav_menu_args', array( $this->menus, 'pick_location' ) );
		}
		$_SERVER['REQUEST_URI'] = Language_Urls::home_path() . '/' . $path;
		$urls                   = new Language_Urls();
		$urls->strip_prefix( true );
		$urls->restore_uri();
		$this->menus = new Language_Menus( $urls, new Assets() );
		add_filter( 'render_block_data', array( $this->menus, 'pick_navigation' ) );
		add_filter( 'wp_nav_menu_args', array( $this->menus, 'pick_location' ) );
		return $this->menus;
	}

	/**
	 * A navigation with one link.
	 *
	 * @param string $label  The link's words.
	 * @param string $status Its status.
	 */
	private function navigation( string $label, string $status = 'publish' ): int {
		return $this->create_post(
			array(
				'post_type'    => Language_Menus::NAVIGATION_POST_TYPE,
				'post_status'  => $status,
				'post_title'   => $label,
				'post_content' => '<!-- wp:navigation-link {"label":"' . $label . '","url":"https://example.org/' . sanitize_title( $label ) . '/","kind":"custom"} /-->',
			)
		);
	}

	/**
	 * The Navigation block knows the attribute, so the editor keeps it.
	 */
	public function test_the_navigation_block_has_the_attribute(): void {
		$block = WP_Block_Type_Registry::get_instance()->get_registered( Language_Menus::NAVIGATION_BLOCK );
		$this->assertNotNull( $block );
		$this->assertSame( array( 'type' => 'object' ), $block->attributes[ Language_Menus::ATTRIBUTE ] ?? null );
	}

	/**
	 * A block theme's navigation: each language's pages show the menu chosen for it, and a
	 * language without one (or with a draft) the block's own.
	 */
	public function test_the_navigation_block_shows_the_page_languages_menu(): void {
		$english = $this->navigation( 'English pages' );
		$german  = $this->navigation( 'Deutsche Seiten' );
		$draft   = $this->navigation( 'Pages en brouillon', 'draft' );
		$block   = '<!-- wp:navigation ' . wp_json_encode(
			array(
				'ref'                     => $english,
				Language_Menus::ATTRIBUTE => array(
					'de_DE' => $german,
					'fr_FR' => $draft,
				),
			)
		) . ' /-->';

		$this->request( 'about-us/' );
		$page = do_blocks( $block );
		$this->assertStringContainsString( 'English pages', $page );
		$this->assertStringNotContainsString( 'Deutsche Seiten', $page );

		$this->request( 'de/ueber-uns/' );
		$page = do_blocks( $block );
		$this->assertStringContainsString( 'Deutsche Seiten', $page );
		$this->assertStringNotContainsString( 'English pages', $page );

		$this->request( 'fr/a-propos/' );
		$page = do_blocks( $block );
		$this->assertStringContainsString( 'English pages', $page, 'A draft is never shown.' );
		$this->assertStringNotContainsString( 'brouillon', $page );
	}

	/**
	 * Junk in the attribute (hand-edited markup) leaves the block as it was, without a warning.
	 */
	public function test_junk_in_the_attribute_changes_nothing(): void {
		$english = $this->navigation( 'English pages' );
		$page    = $this->create_post( array( 'post_title' => 'Not a navigation' ) );
		$menus   = $this->request( 'de/ueber-uns/' );
		foreach ( array( array( 'de_DE' => 'x' ), array( 'de_DE' => $page ), array( 'de_DE' => array( 1 ) ), array() ) as $refs ) {
			$block = array(
				'blockName' => Language_Menus::NAVIGATION_BLOCK,
				'attrs'     => array(
					'ref'                     => $english,
					Language_Menus::ATTRIBUTE => $refs,
				),
			);
			$this->assertSame( $english, $menus->pick_navigation( $block )['attrs']['ref'] );
		}
		$this->assertSame( 'text', $menus->pick_navigation( 'text' ) );
	}

	/**
	 * A classic theme's location gets one per other language; wp_nav_menu() shows the page
	 * language's menu when one is assigned there, else the location's own.
	 */
	public function test_a_classic_location_has_a_menu_per_language(): void {
		register_nav_menus( array( 'frontage_test_primary' => 'Primary Menu' ) );
		$menus = array();
		foreach ( array( 'English menu', 'Deutsches Menü' ) as $name ) {
			$menu = wp_create_nav_menu( $name . ' ' . wp_generate_password( 6, false ) );
			wp_update_nav_menu_item(
				$menu,
				0,
				array(
					'menu-item-title'  => $name,
					'menu-item-url'    => 'https://example.org/',
					'menu-item-status' => 'publish',
				)
			);
			$menus[] = $menu;
		}
		$locations = get_theme_mod( 'nav_menu_locations' );
		try {
			$this->request( 'about-us/' )->register_locations();
			$registered = get_registered_nav_menus();
			$this->assertSame( 'Primary Menu (Deutsch)', $registered[ Language_Menus::location( 'frontage_test_primary', 'de_DE' ) ] ?? null );
			$this->assertSame( 'Primary Menu (Français)', $registered[ Language_Menus::location( 'frontage_test_primary', 'fr_FR' ) ] ?? null );
			$this->assertArrayNotHasKey( Language_Menus::location( 'frontage_test_primary', 'en_US' ), $registered );

			set_theme_mod(
				'nav_menu_locations',
				array(
					'frontage_test_primary' => $menus[0],
					Language_Menus::location( 'frontage_test_primary', 'de_DE' ) => $menus[1],
				)
			);
			$show = static fn (): string => (string) wp_nav_menu(
				array(
					'theme_location' => 'frontage_test_primary',
					'echo'           => false,
					'fallback_cb'    => false,
				)
			);
			$this->assertStringContainsString( 'English menu', $show() );
			$this->request( 'de/ueber-uns/' );
			$this->assertStringContainsString( 'Deutsches Menü', $show() );
			$this->assertStringNotContainsString( 'English menu', $show() );
			$this->request( 'fr/a-propos/' );
			$this->assertStringContainsString( 'English menu', $show(), 'No French menu: the location’s own.' );
		} finally {
			set_theme_mod( 'nav_menu_locations', $locations );
			foreach ( array_keys( get_registered_nav_menus() ) as $location ) {
				if ( str_starts_with( $location, 'frontage_test_primary' ) ) {
					unregister_nav_menu( $location );
				}
			}
			foreach ( $menus as $menu ) {
				wp_delete_nav_menu( $menu );
			}
		}
	}
}
