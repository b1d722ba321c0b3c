<?php
/**
 * Tests for includes/files/class-admin-page-markup.php: the Files screen's first view, printed
 * by the server from the same answers the app starts from (docs/files.md "The Files screen").
 *
 * @package Frontage
 */

use Frontage\Assets;
use Frontage\Files\Admin_Page;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * What the mount point holds before the app mounts: the tree, the first page of files, escaped,
 * the controls that need the app inert, and what someone who only inserts does not get.
 */
final class Test_Admin_Page_Markup extends Library_Test_Case {

	/**
	 * The request's address before a test sets its own.
	 *
	 * @var string|null
	 */
	private ?string $saved_uri = null;

	/**
	 * Saves the request's address.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->saved_uri = $_SERVER['REQUEST_URI'] ?? null;
	}

	/**
	 * Restores the address.
	 */
	protected function tearDown(): void {
		$_GET                   = array();
		$_SERVER['REQUEST_URI'] = $this->saved_uri;
		parent::tearDown();
	}

	/**
	 * Makes the request's address the Files screen's with these query arguments.
	 *
	 * @param array<string, string> $get The query arguments.
	 */
	private function open( array $get ): void {
		$_GET                   = $get;
		$_SERVER['REQUEST_URI'] = '/wp-admin/admin.php?' . http_build_query( $get );
	}

	/**
	 * A manager on a category: the category is selected in the tree (a link to itself), its
	 * path and tools are there, and its first file's row holds its type's icon, the escaped
	 * title, the facts and a working download link, with Edit and Replace inert.
	 */
	public function test_a_manager_gets_the_tree_and_the_first_page(): void {
		$this->act_as( 'editor' );
		$parent   = $this->make_category( array( 'name' => 'Reports & more' ) );
		$category = $this->make_category(
			array(
				'name'   => 'Annual "25"',
				'parent' => $parent['id'],
			)
		);
		$file     = $this->make_file(
			array(
				'category' => $category['id'],
				'title'    => 'Q&A "notes"',
				'version'  => '2.1',
			)
		);
		$this->open(
			array(
				'page'     => Admin_Page::SLUG,
				'category' => (string) $category['id'],
			)
		);

		$html = ( new Admin_Page( new Assets() ) )->first_view();

		$this->assertStringContainsString( 'class="frontage-files is-server-rendered"', $html );
		$this->assertMatchesRegularExpression( '#<a class="components-button frontage-files__tree-button" href="/wp-admin/admin\.php\?page=wpfd&\#038;category=' . $category['id'] . '" aria-current="true"><span class="frontage-files__tree-name">Annual &quot;25&quot;</span>#', $html );
		$this->assertStringContainsString( '<p class="frontage-files__category-path">Reports &amp; more › Annual &quot;25&quot;</p>', $html );
		$this->assertStringContainsString( '<h2 id="frontage-files-list-title">Annual &quot;25&quot;</h2>', $html );
		$this->assertSame( 1, preg_match( '#<tr id="frontage-files-file-' . $file->id . '" draggable="true">(.*?)</tr>#s', $html, $row ) );
		$this->assertStringContainsString( '<strong>Q&amp;A &quot;notes&quot;</strong>', $row[1] );
		// Its type's icon, as the visitors' tables and the app draw it (docs/files.md "File-type icons").
		$this->assertStringContainsString( '<td class="frontage-files__title"><span class="frontage-file-icon is-text" aria-hidden="true"></span><strong>', $row[1] );
		$this->assertStringContainsString( '<td class="frontage-files__col-version">2.1</td>', $row[1] );
		$this->assertStringContainsString( 'aria-label="Download “Q&amp;A &quot;notes&quot;”"', $row[1] );
		$this->assertStringContainsString( '<button type="button" inert aria-label="Edit “Q&amp;A &quot;notes&quot;”"', $row[1] );
		$this->assertStringNotContainsString( '"25"', $html );
		// The new-category form, the upload area and the search field wait for the app.
		$this->assertStringContainsString( '<form class="frontage-files__add-category" inert>', $html );
		$this->assertStringContainsString( '<div class="frontage-files__upload-area" inert>', $html );
		$this->assertStringContainsString( '<option value="' . $category['id'] . '">— Annual &quot;25&quot;</option>', $html );
	}

	/**
	 * Someone who only inserts (the insert modal's frame): the tree and the files, without the
	 * managers' form, upload area, checkboxes, Edit or Replace.
	 */
	public function test_someone_who_only_inserts_browses(): void {
		$this->act_as( 'editor' );
		$category = $this->make_category();
		$file     = $this->make_file( array( 'category' => $category['id'] ) );
		$this->act_as( 'contributor' );
		$this->open(
			array(
				'page'             => Admin_Page::SLUG,
				'caninsert'        => '1',
				'noheader'         => '1',
				'wpfd_category_id' => (string) $category['id'],
			)
		);

		$html = ( new Admin_Page( new Assets() ) )->first_view();

		$this->assertStringContainsString( 'class="frontage-files is-server-rendered is-framed"', $html );
		$this->assertStringContainsString( '<tr id="frontage-files-file-' . $file->id . '">', $html );
		// The tree's links keep the frame's flags.
		$this->assertMatchesRegularExpression( '#href="[^"]*caninsert=1[^"]*category=' . $category['id'] . '#', $html );
		foreach ( array( 'frontage-files__add-category', 'frontage-files__upload-area', 'check-column', 'Edit “', 'Replace the file' ) as $absent ) {
			$this->assertStringNotContainsString( $absent, $html );
		}
	}

	/**
	 * An empty category says so, as the app does; a category that is not there shows all files.
	 */
	public function test_an_empty_or_missing_category(): void {
		$this->act_as( 'administrator' );
		$category = $this->make_category();
		$_GET     = array(
			'page'     => Admin_Page::SLUG,
			'category' => (string) $category['id'],
		);
		$html     = ( new Admin_Page( new Assets() ) )->first_view();
		$this->assertStringContainsString( '<tr><td colspan="8">No files here yet. Upload some above.</td></tr>', $html );
		$this->assertStringNotContainsString( 'aria-busy', $html );

		$_GET = array(
			'page'     => Admin_Page::SLUG,
			'category' => '999999',
		);
		$html = ( new Admin_Page( new Assets() ) )->first_view();
		$this->assertStringContainsString( '<h2 id="frontage-files-list-title">All files</h2>', $html );
		$this->assertMatchesRegularExpression( '#<div class="frontage-files__tree-row is-root is-selected"><a [^>]*aria-current="true">All files</a>#', $html );
	}

	/**
	 * The page prints the first view inside the mount point, which is busy until the app mounts.
	 */
	public function test_the_mount_point_holds_it_and_is_busy(): void {
		$this->act_as( 'administrator' );
		$_GET = array( 'page' => Admin_Page::SLUG );
		ob_start();
		( new Admin_Page( new Assets() ) )->render();
		$html = (string) ob_get_clean();
		$this->assertMatchesRegularExpression( '#<div id="frontage-files-admin" aria-busy="true">\s*<noscript>.*?</noscript>\s*<div class="frontage-files is-server-rendered">#s', $html );
	}
}
