<?php
/**
 * WP File Download's shortcodes and both plugins' blocks left in posts, after an import of rows
 * seeded as WP File Download writes them (docs/migration.md "Old links").
 *
 * @package Frontage
 */

use Frontage\Files\File_Shortcodes;
use Frontage\Files\Files_Module;
use Frontage\Files\Library;
use Frontage\Import\Id_Map;
use Frontage\Import\Legacy_Blocks;
use Frontage\Import\Legacy_Downloads;
use Frontage\Import\Legacy_Links;
use Frontage\Import\Importer;
use Frontage\Import\Wpfd_Shortcodes;
use Frontage\Import\Wpfd_Source;
use Frontage\Lazy;
use Frontage\Tests\Wpfd_Import_Test_Case;

require_once __DIR__ . '/class-wpfd-import-test-case.php';
require_once __DIR__ . '/trait-legacy-links-test-helpers.php';

/**
 * What a visitor and an editor see where an old shortcode or block stands.
 */
final class Test_Legacy_Shortcodes extends Wpfd_Import_Test_Case {

	use Legacy_Links_Test_Helpers;

	/**
	 * Registers the shortcodes as the Files module does at `init`: PHPUnit copies the variables
	 * its bootstrap file defined into $GLOBALS, among them the empty $shortcode_tags of
	 * shortcodes.php, which drops every shortcode registered on init (test-search-block.php).
	 */
	protected function setUp(): void {
		parent::setUp();
		$shortcodes = new File_Shortcodes( $this->library );
		$shortcodes->register();
		$links = new Legacy_Links( new Lazy( fn (): Library => $this->library ), $shortcodes );
		foreach ( Files_Module::LEGACY_LINKS['shortcodes'] as $tag ) {
			add_shortcode( $tag, array( $links, 'render_shortcode' ) );
		}
	}

	/**
	 * The names Files_Module wires are the ones the classes answer, and the id map's constants
	 * are the importer's.
	 */
	public function test_the_wired_names_are_the_classes_names(): void {
		$this->assertSame( array( Wpfd_Shortcodes::CATEGORY, Wpfd_Shortcodes::SINGLE_FILE, Wpfd_Shortcodes::SEARCH, Wpfd_Shortcodes::FILES ), Files_Module::LEGACY_LINKS['shortcodes'] );
		$this->assertSame( array( Legacy_Blocks::WPFD_CATEGORY, Legacy_Blocks::WPFD_FILE, Legacy_Blocks::WPFD_SEARCH, Legacy_Blocks::DLM_BUTTON ), Files_Module::LEGACY_LINKS['blocks'] );
		$this->assertSame( Legacy_Downloads::TASK, Files_Module::LEGACY_LINKS['task'] );
		$this->assertSame( Legacy_Downloads::FILE_PARAM, Files_Module::LEGACY_LINKS['file_param'] );
		$this->assertSame( Legacy_Downloads::CONFIG_OPTION, Files_Module::LEGACY_LINKS['config_option'] );
		$this->assertSame( \Frontage\Import\Dlm_Redirect::ENDPOINT_OPTION, Files_Module::LEGACY_LINKS['endpoint_option'] );
		$this->assertSame( Importer::META_SOURCE, Id_Map::META );
		$this->assertSame( Wpfd_Source::NAME, Id_Map::WPFD );
		$this->assertSame( Wpfd_Source::POST_TYPE, Id_Map::WPFD_POST_TYPE );
	}

	/**
	 * `[wpfd_category id=X]` shows the imported category's table to a visitor, with the files in
	 * the order and number the shortcode asks for; the same table as `[frontage_category]`.
	 */
	public function test_the_category_shortcode_shows_the_imported_category(): void {
		$seed = $this->seed_and_import();

		$html = do_shortcode( '[wpfd_category id="' . $seed['category'] . '"]' );
		$this->assertStringContainsString( 'frontage-file-table', $html );
		$this->assertStringContainsString( 'Annual report', $html );
		$this->assertStringContainsString( 'Budget', $html );
		$same = do_shortcode( '[frontage_category id="' . $this->imported_category( $seed['category'] ) . '"]' );
		$this->assertSame( self::without_ids( $same ), self::without_ids( $html ), 'The same table as Frontage’s own shortcode.' );

		$first = do_shortcode( '[wpfd_category id="' . $seed['category'] . '" order="title" direction="desc" number="1" theme="table"]' );
		$this->assertStringContainsString( 'Budget', $first, 'Title descending, one a page: Budget first.' );
		$this->assertStringNotContainsString( 'Annual report', $first );

		// Without an id, WP File Download lists every category's files: the File search block
		// listing the newest files does.
		$all = self::search_config( do_shortcode( '[wpfd_category number="5" order="hits" direction="desc"]' ) );
		$this->assertTrue( $all['browseAll'] );
		$this->assertSame( 0, $all['categoryId'] );
		$this->assertSame( 5, $all['limit'] );
		$this->assertSame( array( 'downloads', 'desc' ), array( $all['ordering'], $all['dir'] ) );
	}

	/**
	 * `[wpfd_single_file id=F catid=C]` shows the imported file's card.
	 */
	public function test_the_single_file_shortcode_shows_the_imported_file(): void {
		$seed = $this->seed_and_import();
		$html = do_shortcode( '[wpfd_single_file id="' . $seed['file'] . '" catid="' . $seed['category'] . '" name="Report"]' );
		$this->assertStringContainsString( 'frontage-file-card', $html );
		$this->assertStringContainsString( 'Annual report', $html );
		$this->assertStringContainsString( 'frontage_download=' . $this->imported_file( $seed['file'] ), $html, 'Its download link is the imported file’s.' );
	}

	/**
	 * `[wpfd_search]` is the File search block, starting in the imported category, with the
	 * shortcode's page size, filters and tag display; `show_files="1"` lists the files at once.
	 */
	public function test_the_search_shortcode_is_the_file_search(): void {
		$seed   = $this->seed_and_import();
		$html   = do_shortcode( '[wpfd_search catid="' . $seed['category'] . '" file_per_page="7" tag_filter="1" display_tag="checkbox" type_filter="1" show_files="1" theme_column="title,size,hits,download"]' );
		$config = self::search_config( $html );
		$this->assertSame( $this->imported_category( $seed['category'] ), $config['categoryId'] );
		$this->assertSame( 7, $config['limit'] );
		$this->assertSame( 'checkbox', $config['tagDisplay'] );
		$this->assertTrue( $config['browseAll'] );
		$this->assertSame( array( 'title', 'size', 'downloads', 'download' ), $config['columns'] );
		$this->assertStringContainsString( 'Annual report', $html, 'The files are listed before a search.' );

		$plain = do_shortcode( '[wpfd_search]' );
		$all   = self::search_config( $plain );
		$this->assertSame( 0, $all['categoryId'], 'No catid: every category.' );
		$this->assertSame( 15, $all['limit'], 'WP File Download’s own page size.' );
		$this->assertStringContainsString( 'data-closed="true"', $plain, 'show_filters is WP File Download’s "Minimize filters", on by default.' );
		$this->assertStringNotContainsString( 'data-closed="true"', do_shortcode( '[wpfd_search show_filters="0"]' ) );
	}

	/**
	 * Ids that were not imported, a missing id and `[wpfd_files]` show nothing to a visitor (not
	 * the shortcode's text) and tell an editor what is wrong.
	 */
	public function test_ids_not_imported_show_nothing_to_visitors_and_a_note_to_editors(): void {
		$this->seed_and_import();
		$shortcodes = array(
			'[wpfd_category id="987654"]'    => '987654',
			'[wpfd_single_file id="987655"]' => '987655',
			'[wpfd_single_file]'             => 'names no file',
			'[wpfd_search catid="987656"]'   => '987656',
			'[wpfd_files catids="1"]'        => '[wpfd_files]',
		);
		foreach ( $shortcodes as $shortcode => $named ) {
			$this->assertSame( '', do_shortcode( $shortcode ), $shortcode . ' for a visitor.' );
		}
		$this->act_as( 'editor' );
		foreach ( $shortcodes as $shortcode => $named ) {
			$note = do_shortcode( $shortcode );
			$this->assertStringContainsString( 'frontage-file-table__notice', $note, $shortcode );
			$this->assertStringContainsString( $named, $note, $shortcode );
		}
	}

	/**
	 * A category kept for chosen roles stays hidden from visitors through its old shortcode and
	 * its old block; a library manager sees it.
	 */
	public function test_a_restricted_category_stays_hidden(): void {
		$category = $this->wpfd_category( 'Board papers', 0, 0, array( 'administrator' ) );
		$this->wpfd_file( $category, 'Minutes', 'minutes' );
		wp_set_current_user( 1 );
		$this->assertSame( 'done', $this->import()['status'] );
		$block = $this->wpfd_category_block( $category );

		wp_set_current_user( 0 );
		$this->assertStringNotContainsString( 'Minutes', do_shortcode( '[wpfd_category id="' . $category . '"]' ) );
		$this->assertStringNotContainsString( 'Minutes', do_blocks( $block ) );

		$this->act_as( 'administrator' );
		$this->assertStringContainsString( 'Minutes', do_shortcode( '[wpfd_category id="' . $category . '"]' ) );
		$this->assertStringContainsString( 'Minutes', do_blocks( $block ) );
	}

	/**
	 * WP File Download's three blocks, as it saves them, render as Frontage's blocks.
	 */
	public function test_wpfd_blocks_render_as_frontage_blocks(): void {
		$seed = $this->seed_and_import();

		$category = do_blocks( $this->wpfd_category_block( $seed['category'] ) );
		$this->assertStringContainsString( 'frontage-file-table', $category );
		$this->assertStringContainsString( 'Budget', $category );
		$this->assertStringNotContainsString( 'wp-block-wpfd-wpfd-category', $category, 'Their wrapper is replaced by ours.' );

		$file = do_blocks( '<!-- wp:wpfd/wpfd-file {"selectedFileCatId":' . $seed['category'] . ',"selectedFileId":' . $seed['file'] . ',"selectedFileName":"Annual report","shortCode":"[wpfd_single_file id=\"' . $seed['file'] . '\" catid=\"' . $seed['category'] . '\" name=\"Annual report\"]"} --><div class="wp-block-wpfd-wpfd-file">[wpfd_single_file id="' . $seed['file'] . '" catid="' . $seed['category'] . '" name="Annual report"]</div><!-- /wp:wpfd/wpfd-file -->' );
		$this->assertStringContainsString( 'frontage-file-card', $file );
		$this->assertStringContainsString( 'Annual report', $file );

		$shortcode = '[wpfd_search catid="' . $seed['category'] . '" exclude="" cat_filter="1" tag_filter="1" display_tag="searchbox" create_filter="1" update_filter="1" type_filter="0" weight_filter="0" file_per_page="15" show_filters="0" show_pagination="1"  theme_column="title,description,version,size,hits,date added,download"]';
		$search    = do_blocks( '<!-- wp:wpfd/wpfd-search {"shortcode":' . wp_json_encode( $shortcode ) . ',"showTagFilter":true} -->' . $shortcode . '<!-- /wp:wpfd/wpfd-search -->' );
		$config    = self::search_config( $search );
		$this->assertSame( $this->imported_category( $seed['category'] ), $config['categoryId'] );
		$this->assertSame( 'input', $config['tagDisplay'] );
		$this->assertSame( array( 'title', 'description', 'size', 'version', 'created', 'downloads', 'download' ), $config['columns'], 'Its columns, in the table’s order.' );
	}

	/**
	 * A block naming what was not imported shows nothing to a visitor, and tells an editor which
	 * plugin it belongs to and which block to put in its place.
	 */
	public function test_blocks_naming_what_was_not_imported_say_what_to_replace(): void {
		$this->seed_and_import();
		$blocks = array(
			$this->wpfd_category_block( 987654 )                                                => array( 'WP File Download', 'File category' ),
			'<!-- wp:wpfd/wpfd-file {"selectedFileId":987655} --><div class="wp-block-wpfd-wpfd-file"></div><!-- /wp:wpfd/wpfd-file -->' => array( 'WP File Download', 'Library file' ),
			'<!-- wp:download-monitor/download-button {"download_id":987657} /-->'              => array( 'Download Monitor', 'Library file' ),
			'<!-- wp:download-monitor/download-button /-->'                                      => array( 'Download Monitor', 'Library file' ),
		);
		foreach ( $blocks as $block => $words ) {
			$this->assertSame( '', trim( do_blocks( $block ) ), $block . ' for a visitor.' );
		}
		$this->act_as( 'editor' );
		foreach ( $blocks as $block => $words ) {
			$note = do_blocks( $block );
			$this->assertStringContainsString( 'This block belongs to ' . $words[0], $note, $block );
			$this->assertStringContainsString( 'Replace it with the ' . $words[1] . ' block', $note, $block );
		}
	}

	/**
	 * Download Monitor's Download button block renders the file imported from its download as
	 * Frontage's File block (the id map as the Download Monitor import writes it).
	 */
	public function test_the_download_monitor_block_renders_the_imported_file(): void {
		[ $download, $file ] = $this->dlm_download( 'Price list', 'prices' );
		$html                = do_blocks( '<!-- wp:download-monitor/download-button {"download_id":' . $download . ',"version_id":0,"template":"settings"} /-->' );
		$this->assertStringContainsString( 'frontage-file-card', $html );
		$this->assertStringContainsString( 'Price list', $html );
		$this->assertStringContainsString( 'frontage_download=' . $file, $html );
	}

	/**
	 * A WP File Download category block as WP File Download saves it: its shortcode in an
	 * attribute and as its HTML.
	 *
	 * @param int $category Source category id.
	 */
	private function wpfd_category_block( int $category ): string {
		$shortcode = '[wpfd_category id="' . $category . '"]';
		return '<!-- wp:wpfd/wpfd-category {"selectedCategoryId":' . $category . ',"shortcode":' . wp_json_encode( $shortcode ) . ',"catName":"Reports"} --><div class="wp-block-wpfd-wpfd-category">' . $shortcode . '</div><!-- /wp:wpfd/wpfd-category -->';
	}

	/**
	 * A table's HTML without its element ids (each table on a page has its own).
	 *
	 * @param string $html The table.
	 */
	private static function without_ids( string $html ): string {
		return (string) preg_replace( '/frontage-files-\d+/', 'frontage-files-N', $html );
	}

	/**
	 * The search block's configuration in a page's HTML.
	 *
	 * @param string $html The page.
	 * @return array<string, mixed>
	 */
	private static function search_config( string $html ): array {
		$processor = new WP_HTML_Tag_Processor( $html );
		while ( $processor->next_tag() ) {
			$config = $processor->get_attribute( 'data-config' );
			if ( is_string( $config ) ) {
				return (array) json_decode( $config, true );
			}
		}
		self::fail( 'No search form in: ' . substr( $html, 0, 500 ) );
	}
}
