<?php
/**
 * Tests for the `[frontage_file]` and `[frontage_category]` shortcodes of
 * includes/files/class-file-shortcodes.php: the blocks' markup in the classic editor and widgets.
 *
 * @package Frontage
 */

use Frontage\Files\File_Blocks;
use Frontage\Files\File_Shortcodes;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * A shortcode renders what its block renders; ids that name nothing say so to editors only.
 */
final class Test_File_Shortcodes extends Library_Test_Case {

	/**
	 * Adds the shortcodes again: PHPUnit copies the empty $shortcode_tags of its bootstrap into
	 * $GLOBALS, which drops those registered on init (see tests/php/search/test-search-block.php).
	 */
	protected function setUp(): void {
		parent::setUp();
		$blocks = new File_Shortcodes( $this->library );
		add_shortcode( File_Shortcodes::FILE_SHORTCODE, array( $blocks, 'render_file_shortcode' ) );
		add_shortcode( File_Shortcodes::CATEGORY_SHORTCODE, array( $blocks, 'render_category_shortcode' ) );
	}

	/**
	 * Removes the shortcodes.
	 */
	protected function tearDown(): void {
		remove_shortcode( File_Shortcodes::FILE_SHORTCODE );
		remove_shortcode( File_Shortcodes::CATEGORY_SHORTCODE );
		parent::tearDown();
	}

	/**
	 * `[frontage_file id="…"]` is the File block's card, byte for byte, with its style enqueued.
	 */
	public function test_the_file_shortcode_renders_the_file_block(): void {
		$category = $this->make_category();
		$file     = $this->make_file(
			array(
				'title'    => 'Annual report',
				'category' => $category['id'],
			)
		);
		$block = WP_Block_Type_Registry::get_instance()->get_registered( File_Blocks::FILE_BLOCK );
		foreach ( $block->style_handles as $handle ) {
			wp_dequeue_style( $handle );
		}

		$html = do_shortcode( '[frontage_file id="' . $file->id . '"]' );

		$this->assertSame( do_blocks( '<!-- wp:frontage/file {"fileId":' . $file->id . '} /-->' ), $html );
		$this->assertStringStartsWith( '<div class="frontage-file-card wp-block-frontage-file">', $html );
		$this->assertStringContainsString( '>Annual report</a>', $html );
		$this->assertNotEmpty( $block->style_handles );
		foreach ( $block->style_handles as $handle ) {
			$this->assertTrue( wp_style_is( $handle, 'enqueued' ), 'The shortcode loads the block’s style.' );
		}
		$this->assertSame( $html, do_shortcode( "[frontage_file id='{$file->id}']" ) );
	}

	/**
	 * `[frontage_category id="…" …]` is the File category block's table with the same settings,
	 * its view script and style enqueued.
	 */
	public function test_the_category_shortcode_renders_the_category_block(): void {
		$category = $this->make_category();
		$this->make_file(
			array(
				'title'    => 'Alpha',
				'category' => $category['id'],
			)
		);
		$this->make_file(
			array(
				'title'    => 'Beta',
				'category' => $category['id'],
			)
		);
		$block = WP_Block_Type_Registry::get_instance()->get_registered( File_Blocks::CATEGORY_BLOCK );
		foreach ( $block->view_script_handles as $handle ) {
			wp_dequeue_script( $handle );
		}

		$html = do_shortcode( '[frontage_category id="' . $category['id'] . '" columns="title,size" ordering="title" dir="desc" per_page="1" theme="ggd" checkboxes="0"]' );

		$expected = do_blocks(
			serialize_block(
				array(
					'blockName'    => File_Blocks::CATEGORY_BLOCK,
					'attrs'        => array(
						'categoryId'     => $category['id'],
						'columns'        => array( 'title', 'size' ),
						'ordering'       => 'title-desc',
						'perPage'        => 1,
						'theme'          => 'ggd',
						'showCheckboxes' => false,
					),
					'innerBlocks'  => array(),
					'innerHTML'    => '',
					'innerContent' => array(),
				)
			)
		);
		$this->assertSame( self::without_ids( $expected ), self::without_ids( $html ) );

		$root = new WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $root->next_tag() );
		$this->assertTrue( $root->has_class( 'wp-block-frontage-file-category' ) );
		$this->assertTrue( $root->has_class( 'is-theme-ggd' ) );
		$this->assertSame( (string) $category['id'], $root->get_attribute( 'data-category-id' ) );
		$this->assertStringContainsString( '>Beta</a>', $html, 'Title, descending, one per page: Beta first.' );
		$this->assertStringNotContainsString( '>Alpha</a>', $html );
		$this->assertStringNotContainsString( 'type="checkbox"', $html );
		$this->assertStringNotContainsString( 'data-column="type"', $html );
		$this->assertStringContainsString( 'data-column="size"', $html );
		foreach ( $block->view_script_handles as $handle ) {
			$this->assertTrue( wp_script_is( $handle, 'enqueued' ), 'The shortcode loads the block’s script.' );
		}
	}

	/**
	 * Values the block does not know fall back to its defaults: the shortcode with nonsense
	 * renders as `[frontage_category id="…"]` does, which is the block with its defaults.
	 */
	public function test_unknown_category_shortcode_values_fall_back_to_defaults(): void {
		$category = $this->make_category();
		$this->make_file( array( 'category' => $category['id'] ) );
		$id = $category['id'];

		$defaults = self::without_ids( do_blocks( '<!-- wp:frontage/file-category {"categoryId":' . $id . '} /-->' ) );
		$this->assertSame( $defaults, self::without_ids( do_shortcode( '[frontage_category id="' . $id . '"]' ) ) );
		$this->assertSame(
			$defaults,
			self::without_ids( do_shortcode( '[frontage_category id="' . $id . '" columns="nonsense,<b>" ordering="relevance" dir="sideways" per_page="lots" theme="bogus" checkboxes="maybe" onclick="alert(1)"]' ) )
		);
		$this->assertSame( array(), File_Shortcodes::category_shortcode_attributes( array( 'per_page' => '0' ) ) );
		$this->assertSame( array( 'showSearch' => true ), File_Shortcodes::category_shortcode_attributes( array( 'search' => '1' ) ) );
		$this->assertSame( array( 'showSearch' => false ), File_Shortcodes::category_shortcode_attributes( array( 'search' => 'off' ) ) );
		$this->assertSame( array(), File_Shortcodes::category_shortcode_attributes( array( 'search' => 'maybe' ) ) );
		$this->assertStringContainsString( 'frontage-file-table__search', do_shortcode( '[frontage_category id="' . $id . '" search="1"]' ) );
		$this->assertSame(
			array(
				'columns'        => array( 'title', 'size', 'download' ),
				'ordering'       => 'size',
				'perPage'        => 100,
				'theme'          => 'preview',
				'showCheckboxes' => true,
			),
			File_Shortcodes::category_shortcode_attributes(
				array(
					'columns'    => ' Size , title,bogus,download',
					'ordering'   => 'SIZE',
					'dir'        => 'asc',
					'per_page'   => '5000',
					'theme'      => 'preview',
					'checkboxes' => 'yes',
				)
			)
		);
	}

	/**
	 * A missing, malformed or unknown id renders nothing for visitors and subscribers, and a
	 * short note for people who may edit posts.
	 */
	public function test_missing_or_unknown_ids(): void {
		$post      = $this->create_post();
		$shortcodes = array(
			'[frontage_file]',
			'[frontage_file id="abc"]',
			'[frontage_file id="-3"]',
			'[frontage_file id="999999999"]',
			'[frontage_file id="' . $post . '"]',
			'[frontage_category]',
			'[frontage_category id="0"]',
			'[frontage_category id="999999999"]',
		);
		foreach ( $shortcodes as $shortcode ) {
			wp_set_current_user( 0 );
			$this->assertSame( '', do_shortcode( $shortcode ), 'A visitor: ' . $shortcode );
		}
		$this->act_as( 'subscriber' );
		$this->assertSame( '', do_shortcode( '[frontage_file id="999999999"]' ) );

		$this->act_as( 'contributor' );
		$this->assertSame( '<p class="frontage-file-table__notice">This shortcode names no file you may see: it does not exist, or it is not visible to you.</p>', do_shortcode( '[frontage_file id="999999999"]' ) );
		$this->assertSame( '<p class="frontage-file-table__notice">This shortcode names no file category you may see: it does not exist, or it is not visible to you.</p>', do_shortcode( '[frontage_category id="nope"]' ) );
		foreach ( $shortcodes as $shortcode ) {
			$this->assertStringContainsString( 'frontage-file-table__notice', do_shortcode( $shortcode ), $shortcode );
		}
	}

	/**
	 * A file or category the visitor may not see renders nothing at all, no note either; people
	 * who may edit posts get the note a missing one gets (tests/php/files/test-hidden-or-missing.php).
	 */
	public function test_invisible_files_and_categories_render_nothing(): void {
		$members = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$hidden  = $this->make_file( array( 'category' => $members['id'] ) );
		$private = $this->make_file(
			array(
				'category' => $this->make_category()['id'],
				'status'   => 'private',
			)
		);

		$this->assertSame( '', do_shortcode( '[frontage_category id="' . $members['id'] . '"]' ) );
		$this->assertSame( '', do_shortcode( '[frontage_file id="' . $hidden->id . '"]' ) );
		$this->assertSame( '', do_shortcode( '[frontage_file id="' . $private->id . '"]' ) );

		$this->act_as( 'contributor' );
		$this->assertSame( do_shortcode( '[frontage_file id="999999999"]' ), do_shortcode( '[frontage_file id="' . $private->id . '"]' ), 'A private file: the note of a missing one.' );
		$this->assertStringContainsString( 'wp-block-frontage-file-category', do_shortcode( '[frontage_category id="' . $members['id'] . '"]' ), 'Logged in: the category.' );
		$this->assertStringContainsString( 'frontage-file-card', do_shortcode( '[frontage_file id="' . $hidden->id . '"]' ) );

		$this->act_as( 'editor' );
		$this->assertStringContainsString( 'frontage-file-card', do_shortcode( '[frontage_file id="' . $private->id . '"]' ), 'Editors read private files.' );
	}

	/**
	 * In widgets: the classic Text widget and a block widget's Shortcode block render both.
	 */
	public function test_shortcodes_work_in_widgets(): void {
		$category = $this->make_category();
		$file     = $this->make_file(
			array(
				'title'    => 'Widget file',
				'category' => $category['id'],
			)
		);
		$text = sprintf( 'Our files: [frontage_file id="%d"] [frontage_category id="%d"]', $file->id, $category['id'] );

		ob_start();
		the_widget( 'WP_Widget_Text', array( 'text' => $text ) );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<div class="frontage-file-card wp-block-frontage-file">', $html );
		$this->assertStringContainsString( 'wp-block-frontage-file-category', $html );
		$this->assertStringNotContainsString( '[frontage_', $html );

		ob_start();
		the_widget( 'WP_Widget_Block', array( 'content' => "<!-- wp:shortcode -->\n{$text}\n<!-- /wp:shortcode -->" ) );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '>Widget file</a>', $html );
		$this->assertStringContainsString( 'wp-block-frontage-file-category', $html );
		$this->assertStringNotContainsString( '[frontage_', $html );
	}

	/**
	 * The HTML with the per-render unique ids (`frontage-files-N`) made equal.
	 *
	 * @param string $html HTML.
	 */
	private static function without_ids( string $html ): string {
		return (string) preg_replace( '/frontage-files-\d+/', 'frontage-files-N', $html );
	}
}
