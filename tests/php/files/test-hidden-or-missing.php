<?php
/**
 * The File and File category blocks, their shortcodes, the editor's preview of the blocks and
 * the REST routes answer a contributor the same, byte for byte, for a file or category that does
 * not exist and one they may not see (includes/files/class-file-blocks.php, docs/files.md).
 *
 * @package Frontage
 */

use Frontage\Files\File_Blocks;
use Frontage\Files\File_Shortcodes;
use Frontage\Files\Files_Module;
use Frontage\Search\Search_Block;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * Nothing a contributor is shown tells a hidden file or category from a missing one.
 */
final class Test_Hidden_Or_Missing extends Library_Test_Case {

	/**
	 * Ids of each kind: a hidden category, a deleted one; a file in the hidden category, a
	 * private file, a deleted file.
	 *
	 * @var array<string, int>
	 */
	private array $ids = array();

	/**
	 * Makes the hidden things and the ids of missing ones, and acts as a contributor.
	 */
	protected function setUp(): void {
		parent::setUp();
		$hidden  = $this->make_category(
			array(
				'visibility' => 'roles',
				'roles'      => array( 'administrator' ),
			)
		);
		$deleted = $this->make_category();
		wp_delete_term( $deleted['id'], Files_Module::CATEGORY_TAXONOMY );
		$gone = $this->make_file();
		$this->library->delete( $gone->id );

		$this->ids = array(
			'hidden category'  => $hidden['id'],
			'missing category' => $deleted['id'],
			'hidden file'      => $this->make_file( array( 'category' => $hidden['id'] ) )->id,
			'private file'     => $this->make_file(
				array(
					'category' => $this->make_category()['id'],
					'status'   => 'private',
				)
			)->id,
			'missing file'     => $gone->id,
		);
		$this->act_as( 'contributor' );
		// PHPUnit keeps the empty $shortcode_tags of its bootstrap (see test-file-shortcodes.php).
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
	 * `[frontage_category]` and `[frontage_file]`: the same note, for people who may edit posts.
	 */
	public function test_the_shortcodes_say_the_same_for_hidden_and_missing(): void {
		$hidden  = do_shortcode( '[frontage_category id="' . $this->ids['hidden category'] . '"]' );
		$missing = do_shortcode( '[frontage_category id="' . $this->ids['missing category'] . '"]' );
		$this->assertNotSame( '', $missing );
		$this->assertSame( $missing, $hidden );

		$missing = do_shortcode( '[frontage_file id="' . $this->ids['missing file'] . '"]' );
		$this->assertNotSame( '', $missing );
		$this->assertSame( $missing, do_shortcode( '[frontage_file id="' . $this->ids['hidden file'] . '"]' ) );
		$this->assertSame( $missing, do_shortcode( '[frontage_file id="' . $this->ids['private file'] . '"]' ) );
	}

	/**
	 * The blocks on a page.
	 */
	public function test_the_blocks_render_the_same_for_hidden_and_missing(): void {
		$category = fn ( string $kind ): string => $this->render( File_Blocks::CATEGORY_BLOCK, array( 'categoryId' => $this->ids[ $kind ] ) );
		$file     = fn ( string $kind ): string => $this->render( File_Blocks::FILE_BLOCK, array( 'fileId' => $this->ids[ $kind ] ) );

		$this->assertSame( $category( 'missing category' ), $category( 'hidden category' ) );
		$this->assertSame( $file( 'missing file' ), $file( 'hidden file' ) );
		$this->assertSame( $file( 'missing file' ), $file( 'private file' ) );
		$this->assertSame(
			$this->unnumbered( $this->render( Search_Block::NAME, array( 'categoryId' => $this->ids['missing category'] ) ) ),
			$this->unnumbered( $this->render( Search_Block::NAME, array( 'categoryId' => $this->ids['hidden category'] ) ) )
		);
	}

	/**
	 * The editor's preview (WordPress's block renderer), where the blocks add notes for editors.
	 */
	public function test_the_editor_preview_says_the_same_for_hidden_and_missing(): void {
		$missing = $this->preview( File_Blocks::CATEGORY_BLOCK, array( 'categoryId' => $this->ids['missing category'] ) );
		$this->assertStringContainsString( 'does not exist or you may not see it', $missing );
		$this->assertSame( $missing, $this->preview( File_Blocks::CATEGORY_BLOCK, array( 'categoryId' => $this->ids['hidden category'] ) ) );

		$missing = $this->preview( File_Blocks::FILE_BLOCK, array( 'fileId' => $this->ids['missing file'] ) );
		$this->assertStringContainsString( 'does not exist', $missing );
		$this->assertSame( $missing, $this->preview( File_Blocks::FILE_BLOCK, array( 'fileId' => $this->ids['hidden file'] ) ) );
		$this->assertSame( $missing, $this->preview( File_Blocks::FILE_BLOCK, array( 'fileId' => $this->ids['private file'] ) ) );

		$this->assertSame(
			$this->unnumbered( $this->preview( Search_Block::NAME, array( 'categoryId' => $this->ids['missing category'] ) ) ),
			$this->unnumbered( $this->preview( Search_Block::NAME, array( 'categoryId' => $this->ids['hidden category'] ) ) )
		);
	}

	/**
	 * The REST routes the editor's pickers read.
	 */
	public function test_the_rest_routes_answer_the_same_for_hidden_and_missing(): void {
		$pairs = array(
			array( '/frontage/v1/categories/' . $this->ids['missing category'], '/frontage/v1/categories/' . $this->ids['hidden category'], array() ),
			array( '/frontage/v1/files', '/frontage/v1/files', array( 'category' => $this->ids['missing category'] ), array( 'category' => $this->ids['hidden category'] ) ),
			array( '/frontage/v1/files/' . $this->ids['missing file'], '/frontage/v1/files/' . $this->ids['hidden file'], array() ),
			array( '/frontage/v1/files/' . $this->ids['missing file'], '/frontage/v1/files/' . $this->ids['private file'], array() ),
		);
		foreach ( $pairs as $pair ) {
			$missing = $this->rest( 'GET', $pair[0], $pair[2] );
			$hidden  = $this->rest( 'GET', $pair[1], $pair[3] ?? $pair[2] );
			$this->assertSame( 404, $missing->get_status() );
			$this->assertSame( $missing->get_status(), $hidden->get_status() );
			$this->assertSame( wp_json_encode( $missing->get_data() ), wp_json_encode( $hidden->get_data() ), $pair[1] );
		}
	}

	/**
	 * A block rendered on a page.
	 *
	 * @param string               $name       Block name.
	 * @param array<string, mixed> $attributes Attributes.
	 */
	private function render( string $name, array $attributes ): string {
		return render_block(
			array(
				'blockName'    => $name,
				'attrs'        => $attributes,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * The editor's preview of a block.
	 *
	 * @param string               $name       Block name.
	 * @param array<string, mixed> $attributes Attributes.
	 */
	private function preview( string $name, array $attributes ): string {
		$response = $this->rest(
			'POST',
			'/wp/v2/block-renderer/' . $name,
			array(
				'context'    => 'edit',
				'attributes' => $attributes,
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (string) $response->get_data()['rendered'];
	}

	/**
	 * HTML with the per-render element ids (`frontage-search-3`) made the same.
	 *
	 * @param string $html HTML.
	 */
	private function unnumbered( string $html ): string {
		return (string) preg_replace( '/frontage-search-\d+/', 'frontage-search-N', $html );
	}
}
