<?php
/**
 * The Frontage classes a front-end page loads, counted: each request loads only what it uses
 * (docs/ARCHITECTURE.md "What a request loads"). REST controllers, admin-ajax tasks, admin
 * screens, editor scripts and the command line are built by the hook that needs them, so a
 * visitor's page never loads them, and a change that builds them at boot again fails here.
 *
 * The pages are rendered in a child process (tests/php/fixtures/page-queries.php), as a
 * visitor's request is.
 *
 * @package Frontage
 */

use Frontage\Files\Categories;
use Frontage\Files\Files_Module;
use Frontage\Tests\Test_Case;

/**
 * The classes a page loads.
 */
final class Test_Boot_Classes extends Test_Case {

	/**
	 * Most Frontage classes the demo front page may load: 42 with the motion module's class and
	 * its three settings on core blocks (Sticky, Motion_Effects, Lightbox), which add their
	 * attribute as WordPress registers core's blocks on every request, through Block_Type_Args
	 * (one filter call per block type instead of five), and Blocks_In_Templates, which spares a
	 * page without our blocks the place holders (docs/ARCHITECTURE.md). It was 33 when this was
	 * written, 42 before the names every request needs moved to the module classes, and 73 when
	 * every module built every service at boot.
	 */
	private const FRONT_PAGE_CLASSES = 42;

	/**
	 * Classes a page without Frontage's blocks does not need: the library, the file table and
	 * its blocks, saved tables, downloads and zips, the search index's writer and tables, the
	 * search request, the modal block, the consent placeholders (docs/ARCHITECTURE.md "What a
	 * request loads").
	 */
	private const NOT_ON_A_PLAIN_PAGE = array(
		'Frontage\Files\Library',
		'Frontage\Files\File_Table',
		'Frontage\Files\File_Table_Columns',
		'Frontage\Files\File_Blocks',
		'Frontage\Files\File_Shortcodes',
		'Frontage\Files\Table_Presets',
		'Frontage\Files\Table_Type_Ajax',
		'Frontage\Files\Downloads',
		'Frontage\Files\Zip_Selection',
		'Frontage\Search\Search_Index_Writer',
		'Frontage\Search\Search_Schema',
		'Frontage\Search\Search_Request',
		'Frontage\Search\Search_Block',
		'Frontage\Search\Search_Settings',
		'Frontage\Language\Language_Ajax',
		'Frontage\Popups\Popup_Preview',
		'Frontage\Popups\Modal_Block',
		'Frontage\Media\Consent',
		'Frontage\Media\Content_Blocker',
		'Frontage\Media\Media_Settings',
		'Frontage\Media\Video_Facade',
		'Frontage\Media\Video_Posters',
		'Frontage\Loops\Docs_Grid',
		'Frontage\Loops\Docs_Grid_Cards',
		'Frontage\Loops\Loop_Filter',
		'Frontage\Loops\Loop_Filter_State',
		'Frontage\Loops\Loop_Query',
	);

	/**
	 * Most Frontage classes a page with the File search block may load (55 when this was
	 * written; 60 before Block_Type_Args and Blocks_In_Templates): the front page's, with the
	 * form, the search service and the library.
	 */
	private const SEARCH_PAGE_CLASSES = 62;

	/**
	 * The most Frontage classes the REST index `/wp-json/` may load (docs/PERFORMANCE.md "Boot").
	 */
	private const REST_INDEX_CLASSES = 41;

	/**
	 * Classes a visitor's page never needs: REST controllers, admin-ajax tasks, admin screens,
	 * the editors' scripts, uploads and the command line. (Modules_Controller is not here: the
	 * search form reads the REST namespace from it.)
	 */
	private const NEVER_ON_A_PAGE = array(
		'Frontage\Settings\Settings_Page',
		'Frontage\Files\Categories_Controller',
		'Frontage\Files\Files_Controller',
		'Frontage\Files\Uploads_Controller',
		'Frontage\Files\Chunked_Uploads',
		'Frontage\Files\Table_Presets_Controller',
		'Frontage\Files\File_Display_Task',
		'Frontage\Files\Zips',
		'Frontage\Files\Zip_Tickets',
		'Frontage\Files\Zip_Reply',
		'Frontage\Files\Admin_Page',
		'Frontage\Import\Import_Page',
		'Frontage\Search\Search_Controller',
		'Frontage\Search\Search_Ajax',
		'Frontage\Search\Search_Cli',
		'Frontage\Editor\Insert_Modal',
		'Frontage\Language\Language_Editor',
		'Frontage\Language\Language_Translations',
		'Frontage\Popups\Popup_Editor',
		'Frontage\Loops\Loop_Refresh_Controller',
		'Frontage\Loops\Loop_Refresh',
	);

	/**
	 * Pages made by the test.
	 *
	 * @var int[]
	 */
	private array $posts = array();

	/**
	 * File categories made by the test.
	 *
	 * @var int[]
	 */
	private array $categories = array();

	/**
	 * Removes the pages and categories the test made.
	 */
	protected function tearDown(): void {
		foreach ( $this->posts as $id ) {
			wp_delete_post( $id, true );
		}
		foreach ( $this->categories as $id ) {
			wp_delete_term( $id, Files_Module::CATEGORY_TAXONOMY );
		}
		parent::tearDown();
	}

	/**
	 * The front page loads at most FRONT_PAGE_CLASSES of Frontage's classes, none of them a
	 * REST controller, an admin-ajax task, an admin screen or an editor's, and not the library.
	 */
	public function test_the_front_page_loads_only_what_it_uses(): void {
		$classes = $this->classes( home_url( '/' ) );
		$list    = implode( ' ', $classes );

		$this->assertLessThanOrEqual( self::FRONT_PAGE_CLASSES, count( $classes ), 'Frontage classes the front page loaded: ' . $list );
		$this->assertSame( array(), array_values( array_intersect( self::NEVER_ON_A_PAGE, $classes ) ), 'Loaded by a visitor’s page: ' . $list );
		$this->assertNotContains( 'Frontage\Files\Categories', $classes, 'The library is built only where a page shows files: ' . $list );
		$this->assertSame( array(), array_values( array_intersect( self::NOT_ON_A_PLAIN_PAGE, $classes ) ), 'Loaded by a page without Frontage’s blocks: ' . $list );
	}

	/**
	 * An `action=wpfd` request is answered before admin-ajax.php loads the admin (no
	 * `admin_init`); Frontage's other admin-ajax action takes admin-ajax.php's usual way.
	 */
	public function test_action_wpfd_is_answered_before_the_admin_loads(): void {
		$wpfd = $this->render( admin_url( 'admin-ajax.php?action=wpfd&task=no.such.task' ) );
		$this->assertStringContainsString( '"frontage_unknown_task"', $wpfd['html'], 'The router answered.' );
		$this->assertSame( 0, $wpfd['admin_init'], 'admin_init ran: the admin was loaded for an action=wpfd request.' );

		$other = $this->render( admin_url( 'admin-ajax.php?action=get_table_type_by_id&table_id=0' ) );
		$this->assertSame( 1, $other['admin_init'], 'Another action goes through admin-ajax.php whole.' );
	}

	/**
	 * A zip's two requests (asking for it, downloading it) are answered before `init`, with the
	 * files' data types registered: a file that does not exist is refused by the same check as
	 * before. Other tasks still wait for `wp_loaded`.
	 */
	public function test_a_zips_requests_are_answered_before_init(): void {
		$ask = $this->render( admin_url( 'admin-ajax.php?action=wpfd&task=files.zipSeletedFiles&filesId=999999999&wpfd_category_id=999999999' ) );
		$this->assertSame( 0, $ask['init'], 'init ran before the zip was asked for: ' . $ask['html'] );
		$this->assertStringContainsString( '"success":false', $ask['html'], 'The ask was answered (and refused: no such file).' );

		$download = $this->render( admin_url( 'admin-ajax.php?action=wpfd&task=files.downloadZipedFile&hash=nope' ) );
		$this->assertSame( 0, $download['init'], 'init ran before the zip was downloaded.' );
		$this->assertNotSame( 200, $download['status'], 'A made-up hash is refused.' );

		$other = $this->render( admin_url( 'admin-ajax.php?action=wpfd&task=no.such.task' ) );
		$this->assertSame( 1, $other['init'], 'Other tasks are answered at wp_loaded.' );
	}

	/**
	 * Requests that print no script — REST, an `action=wpfd` task — never build WordPress's
	 * script registry (about 2 ms): Frontage registers its blocks' scripts when a request builds
	 * it (docs/ARCHITECTURE.md "What a request loads"). Without Frontage they don't build it
	 * either; a page does.
	 */
	public function test_requests_without_scripts_do_not_build_the_script_registry(): void {
		foreach ( array( home_url( '/?rest_route=/' ), admin_url( 'admin-ajax.php?action=wpfd&task=no.such.task' ) ) as $url ) {
			$this->assertFalse( $this->render( $url )['scripts'], 'The script registry was built for ' . $url );
		}
		$page = $this->render( home_url( '/' ) );
		$this->assertTrue( $page['scripts'], 'A page builds the registry.' );
		$this->assertStringContainsString( '<script', $page['html'] );
	}

	/**
	 * A visitor's page registers Frontage's blocks on their first use (Assets::register_block()):
	 * a page with a file table and the category shortcode registers the File category block and
	 * renders both, and registers neither the Documentation grid nor the Video gallery; the
	 * Language switcher, which a Navigation block may build without render_block(), is not
	 * registered by a header Navigation whose menu holds none of our blocks (test-theme-json-builds.php
	 * has the menu that holds one). A REST route that reads the block registry (block types) has
	 * every block; the REST index registers none, the switcher included.
	 */
	public function test_a_page_registers_only_the_blocks_it_renders(): void {
		$category = $this->category( 'Boot classes first use' );
		$id       = $this->page(
			'Boot classes first use',
			'<!-- wp:group --><div class="wp-block-group"><!-- wp:frontage/file-category {"categoryId":' . $category . '} /--></div><!-- /wp:group -->'
				. "\n<!-- wp:shortcode -->\n[frontage_category id=\"" . $category . "\"]\n<!-- /wp:shortcode -->"
		);

		$page = $this->render( (string) get_permalink( $id ) );
		$this->assertContains( 'frontage/file-category', $page['blocks'], 'Registered when the page rendered it, inside a group.' );
		$this->assertNotContains( 'frontage/language-switcher', $page['blocks'], 'Registered by a page without it.' );
		$this->assertNotContains( 'frontage/docs-grid', $page['blocks'], 'Registered by a page without it.' );
		$this->assertNotContains( 'frontage/video-gallery', $page['blocks'], 'Registered by a page without it.' );
		$this->assertSame( 2, substr_count( $page['html'], 'class="frontage-file-table is-' ), 'The block and the shortcode both drew the table.' );

		$types = $this->render( home_url( '/?rest_route=/wp/v2/block-types/frontage' ) );
		$this->assertContains( 'frontage/docs-grid', $types['blocks'], 'The block types route has every block.' );
		$this->assertContains( 'frontage/video-gallery', $types['blocks'], 'The block types route has every block.' );
		$index = $this->render( home_url( '/?rest_route=/' ) );
		$this->assertNotContains( 'frontage/docs-grid', $index['blocks'], 'The REST index reads no block type.' );
		$this->assertNotContains( 'frontage/language-switcher', $index['blocks'], 'The REST index reads no block type.' );
	}

	/**
	 * A page with a file table reads the library but loads none of its write side: a file's
	 * details are checked and stored (File_Details) and downloads counted (Download_Counter) by
	 * classes the library builds on its first write or download.
	 */
	public function test_a_file_table_page_loads_the_library_without_its_writes(): void {
		$id      = $this->page( 'Boot classes table', '<!-- wp:frontage/file-category {"categoryId":' . $this->category( 'Boot classes table' ) . '} /-->' );
		$classes = $this->classes( (string) get_permalink( $id ) );
		$list    = implode( ' ', $classes );

		$this->assertContains( 'Frontage\Files\Library', $classes, 'The page rendered the table.' );
		$this->assertSame( array(), array_values( array_intersect( array( 'Frontage\Files\File_Details', 'Frontage\Files\Download_Counter' ), $classes ) ), 'Loaded by a page that only lists files: ' . $list );
	}

	/**
	 * A page with the File search block loads at most SEARCH_PAGE_CLASSES, and still none of the
	 * classes a page never needs.
	 */
	public function test_a_search_page_loads_only_what_it_uses(): void {
		$id      = $this->page( 'Boot classes search', '<!-- wp:frontage/file-search /-->' );
		$classes = $this->classes( (string) get_permalink( $id ) );
		$list    = implode( ' ', $classes );

		$this->assertContains( 'Frontage\Search\Search_Form', $classes, 'The page rendered the form.' );
		$this->assertLessThanOrEqual( self::SEARCH_PAGE_CLASSES, count( $classes ), 'Frontage classes the search page loaded: ' . $list );
		$this->assertSame( array(), array_values( array_intersect( self::NEVER_ON_A_PAGE, $classes ) ), 'Loaded by a visitor’s page: ' . $list );
	}

	/**
	 * The REST index lists Frontage's routes without building their controllers or the library:
	 * the Files module's routes are declared by Files_Routes, whose callbacks name a Lazy of each
	 * controller and whose arguments name only constants of Files_Routes, File_Route_Args and
	 * Files_Module (docs/ARCHITECTURE.md "What a request loads"), so neither a controller nor a
	 * service whose constants the arguments once named loads, and the index loads at most 43
	 * Frontage classes (54 before that table). Nor does it register the editor's patterns. A
	 * request to one of the routes builds its controller.
	 */
	public function test_the_rest_index_builds_no_controller(): void {
		$index   = $this->render( home_url( '/?rest_route=/' ) );
		$classes = $index['classes'];
		$list    = implode( ' ', $classes );

		$this->assertSame( 200, $index['status'] );
		$this->assertStringContainsString( '"\\/frontage\\/v1\\/files"', $index['html'], 'The index lists the files route.' );
		// The Files module's controllers, and the services whose constants their arguments named.
		$files_module = array( 'Frontage\Files\Categories_Controller', 'Frontage\Files\Files_Controller', 'Frontage\Files\Uploads_Controller', 'Frontage\Files\Table_Presets_Controller', 'Frontage\Files\File_Versions_Controller', 'Frontage\Files\Download_Stats_Controller', 'Frontage\Import\Imports_Controller', 'Frontage\Files\Library', 'Frontage\Files\Categories', 'Frontage\Files\Chunked_Uploads', 'Frontage\Files\Download_Stats', 'Frontage\Files\File_Versions', 'Frontage\Import\Import_Records' );
		$this->assertSame( array(), array_values( array_intersect( $files_module, $classes ) ), 'The REST index loaded a Files controller or service: ' . $list );
		foreach ( array( 'Frontage\Files\Storage', 'Frontage\Files\Visibility', 'Frontage\Files\Upload_Validator', 'Frontage\Files\Table_Presets', 'Frontage\Files\Shop', 'Frontage\Import\Wpfd_Source', 'Frontage\Import\Dlm_Source', 'Frontage\Search\Search_Service', 'Frontage\Search\Search_Index_Writer', 'Frontage\Motion\Query_Patterns', 'Frontage\Loops\Loop_Refresh' ) as $service ) {
			$this->assertNotContains( $service, $classes, 'The REST index built a service: ' . $list );
		}
		// What only a page, an answer or an editor uses: the language head and offer, the popups'
		// footer and visit counter, the popups' meta (registered for editors only), the zip
		// selection rule (its limits are Files_Settings), the search request (its date formats are
		// the settings'), the languages on offer.
		$others = array( 'Frontage\Language\Language_Head', 'Frontage\Language\Language_Offer', 'Frontage\Language\Language_Choices', 'Frontage\Popups\Popup_Output', 'Frontage\Popups\Visit_Counter', 'Frontage\Popups\Popup_Settings', 'Frontage\Files\Zip_Selection', 'Frontage\Search\Search_Request' );
		$this->assertSame( array(), array_values( array_intersect( $others, $classes ) ), 'The REST index loaded what it never uses: ' . $list );
		$this->assertLessThanOrEqual( self::REST_INDEX_CLASSES, count( $classes ), 'Frontage classes the REST index loaded: ' . $list );
		$this->assertContains( 'Frontage\Files\Files_Routes', $classes, 'The Files routes are declared by their table.' );

		$namespace = $this->render( home_url( '/?rest_route=/frontage/v1' ) );
		$this->assertSame( 200, $namespace['status'] );
		$this->assertStringContainsString( '"\\/frontage\\/v1\\/import-sources"', $namespace['html'], 'The namespace\'s index lists the imports routes.' );
		$this->assertNotContains( 'Frontage\Import\Imports_Controller', $namespace['classes'], 'The namespace\'s index builds no controller either.' );

		$files = $this->render( home_url( '/?rest_route=/frontage/v1/files' ) );
		$this->assertSame( 200, $files['status'] );
		$this->assertContains( 'Frontage\Files\Storage', $files['classes'], 'The files route builds the library when it answers.' );
		$this->assertIsArray( json_decode( $files['html'], true ) );
	}

	/**
	 * A visitor's REST request that does not address frontage/v1 declares only the endpoints open
	 * to everyone (Rest_Scope, docs/api.md "What a request declares"): the site's index lists the
	 * reads of files and categories, search, a popup's opens and a loop's refresh, not the
	 * managers' routes or methods. A request to frontage/v1 declares everything, so a visitor
	 * asking for a manager's route meets it and its 401, whatever the case of the address.
	 */
	public function test_a_visitors_rest_request_declares_only_what_visitors_may_call(): void {
		$index = $this->render( home_url( '/?rest_route=/' ) );
		$this->assertSame( 200, $index['status'] );
		$routes = json_decode( $index['html'], true )['routes'] ?? array();
		$ours   = array_values( array_filter( array_keys( $routes ), static fn ( string $route ): bool => str_starts_with( $route, '/frontage/v1/' ) ) );
		sort( $ours );
		$this->assertSame( array( '/frontage/v1/categories', '/frontage/v1/categories/(?P<id>[^/]+)', '/frontage/v1/files', '/frontage/v1/files/(?P<id>[^/]+)', '/frontage/v1/popups/(?P<id>\\d+)/opens', '/frontage/v1/refresh-loop', '/frontage/v1/search' ), $ours );
		$this->assertSame( array( 'GET' ), $routes['/frontage/v1/files']['methods'], 'Only the read of the files.' );
		$this->assertSame( array( 'GET' ), $routes['/frontage/v1/categories/(?P<id>[^/]+)']['methods'], 'Only the read of a category.' );

		$namespace = json_decode( $this->render( home_url( '/?rest_route=/frontage/v1' ) )['html'], true )['routes'] ?? array();
		$this->assertArrayHasKey( '/frontage/v1/tables', $namespace );
		$this->assertArrayHasKey( '/frontage/v1/modules', $namespace );
		$this->assertSame( array( 'GET', 'POST', 'PUT', 'PATCH', 'DELETE' ), $namespace['/frontage/v1/files/(?P<id>[^/]+)']['methods'] );

		foreach ( array( '/frontage/v1/tables', '/FRONTAGE/v1/tables', '/frontage/v1/modules', '/frontage/v1/languages' ) as $route ) {
			$this->assertSame( 401, $this->render( home_url( '/?rest_route=' . $route ) )['status'], $route );
		}
		$this->assertSame( 401, $this->render( home_url( '/?rest_route=/wp/v2/settings' ) )['status'], 'The settings stay closed to visitors.' );
	}

	/**
	 * A file category the test removes after it.
	 *
	 * @param string $name Its name.
	 * @return int Its id.
	 */
	private function category( string $name ): int {
		$category = ( new Categories() )->create( array( 'name' => $name ) );
		$this->assertIsArray( $category );
		$this->categories[] = $category['id'];
		return $category['id'];
	}

	/**
	 * A published page the test removes after it.
	 *
	 * @param string $title   Its title.
	 * @param string $content Its blocks.
	 * @return int Its id.
	 */
	private function page( string $title, string $content ): int {
		$id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => $title,
				'post_content' => $content,
			)
		);
		$this->assertIsInt( $id );
		$this->posts[] = $id;
		return $id;
	}

	/**
	 * The Frontage classes a page loaded, rendered in a child process.
	 *
	 * @param string $url The page.
	 * @return string[]
	 */
	private function classes( string $url ): array {
		$result = $this->render( $url );
		$this->assertSame( 200, $result['status'], $url );
		return $result['classes'];
	}

	/**
	 * Plays a request in a child process (Test_Case::play_page()).
	 *
	 * @param string $url The address.
	 * @return array{classes: string[], status: int|false, html: string, admin_init: int, init: int, scripts: bool, blocks: string[]}
	 */
	private function render( string $url ): array {
		return $this->play_page( $url );
	}
}
