<?php
/**
 * Tests for saved tables on the page (docs/files.md "Saved tables"): the File category block's
 * `tableId` and `tableView`, the `[frontage_category]` shortcode's `table_id` and `table_view`,
 * and the woo_commerce product table (includes/files/class-product-table.php).
 *
 * @package Frontage
 */

use Frontage\Files\File_Blocks;
use Frontage\Files\File_Shortcodes;
use Frontage\Files\Table_Presets;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';
// Defines a `WooCommerce` class and the helpers Frontage calls, unless a real shop is loaded.
require_once dirname( __DIR__, 2 ) . '/fixtures/shop-stub/shop-stub.php';

/**
 * What a visitor sees when a block or shortcode names a saved table.
 */
final class Test_Table_Preset_Rendering extends Library_Test_Case {

	/**
	 * Presets made by the test.
	 *
	 * @var int[]
	 */
	private array $presets = array();

	/**
	 * The category the tests show, with three files.
	 *
	 * @var array<string, mixed>
	 */
	private array $category;

	/**
	 * Makes a category of three files, one of them linked to the stub's product 12, and adds the
	 * category shortcode again (PHPUnit's bootstrap drops those registered on init; see
	 * tests/php/files/test-file-shortcodes.php).
	 */
	protected function setUp(): void {
		parent::setUp();
		add_shortcode( File_Shortcodes::CATEGORY_SHORTCODE, array( new File_Shortcodes( $this->library ), 'render_category_shortcode' ) );
		$this->category = $this->make_category( array( 'ordering' => 'title' ) );
		$this->make_file( array( 'title' => 'Alpha minutes', 'category' => $this->category['id'] ) );
		$this->make_file( array( 'title' => 'Beta report', 'category' => $this->category['id'], 'product_id' => 12 ) );
		$this->make_file( array( 'title' => 'Zeta notes', 'category' => $this->category['id'] ) );
	}

	/**
	 * Removes the test's presets and the shop filter.
	 */
	protected function tearDown(): void {
		foreach ( $this->presets as $id ) {
			wp_delete_post( $id, true );
		}
		$this->presets = array();
		remove_all_filters( 'frontage_shop_active' );
		wp_dequeue_script( 'frontage-add-to-cart' );
		remove_shortcode( File_Shortcodes::CATEGORY_SHORTCODE );
		parent::tearDown();
	}

	/**
	 * The block naming a preset shows the preset's columns, page size, theme and order, over
	 * the block's own (every column, 20 a page, default theme, the category's order).
	 */
	public function test_the_block_takes_the_presets_settings(): void {
		$preset = $this->preset(
			array(
				'title'    => 'Two columns',
				'type'     => 'files',
				'columns'  => array( 'title', 'size' ),
				'theme'    => 'ggd',
				'per_page' => 2,
				'ordering' => 'title-desc',
			)
		);
		$xp = $this->xpath( $this->render_block( array( 'tableId' => $preset['id'], 'columns' => array( 'title', 'type', 'downloads' ), 'perPage' => 20, 'theme' => 'preview' ) ) );

		$this->assertSame( array( 'title', 'size' ), $this->header_columns( $xp ) );
		$this->assertSame( array( 'Zeta notes', 'Beta report' ), $this->row_titles( $xp ) );
		$this->assertSame( 1, $xp->query( '//div[contains(@class,"is-theme-ggd")]' )->length );
		$this->assertSame( 1, $xp->query( '//nav[contains(@class,"frontage-file-table__pagination")]' )->length, 'Two a page: a second page.' );

		// Without the preset the block's own settings apply.
		$own = $this->xpath( $this->render_block( array( 'columns' => array( 'title', 'type', 'downloads' ) ) ) );
		$this->assertSame( array( 'title', 'type', 'downloads' ), $this->header_columns( $own ) );
		$this->assertSame( array( 'Alpha minutes', 'Beta report', 'Zeta notes' ), $this->row_titles( $own ) );
	}

	/**
	 * The shortcode names a preset with `table_id`; the preset wins over its own attributes.
	 */
	public function test_the_shortcode_takes_the_presets_settings(): void {
		$preset = $this->preset(
			array(
				'title'    => 'Sizes',
				'type'     => 'files',
				'columns'  => array( 'size' ),
				'ordering' => 'title-desc',
			)
		);
		$xp = $this->xpath( do_shortcode( '[frontage_category id="' . $this->category['id'] . '" table_id="' . $preset['id'] . '" columns="title,downloads" ordering="title"]' ) );
		$this->assertSame( array( 'title', 'size' ), $this->header_columns( $xp ) );
		$this->assertSame( array( 'Zeta notes', 'Beta report', 'Alpha minutes' ), $this->row_titles( $xp ) );
	}

	/**
	 * A preset deleted since (or an id that names none): the block's own settings apply.
	 */
	public function test_a_missing_preset_leaves_the_blocks_own_settings(): void {
		$preset = $this->preset( array( 'title' => 'Gone', 'type' => 'files', 'columns' => array( 'size' ) ) );
		( new Table_Presets() )->delete( $preset['id'] );
		$xp = $this->xpath( $this->render_block( array( 'tableId' => $preset['id'], 'columns' => array( 'title', 'version' ) ) ) );
		$this->assertSame( array( 'title', 'version' ), $this->header_columns( $xp ) );
	}

	/**
	 * `tableView` / `table_view`: `list` marks the table for the list view; anything else is the
	 * table view.
	 */
	public function test_the_table_view(): void {
		$this->assertSame( 1, $this->xpath( $this->render_block( array( 'tableView' => 'list' ) ) )->query( '//div[contains(@class,"is-view-list")]' )->length );
		$this->assertSame( 0, $this->xpath( $this->render_block( array() ) )->query( '//div[contains(@class,"is-view-list")]' )->length );
		$this->assertSame( 1, $this->xpath( do_shortcode( '[frontage_category id="' . $this->category['id'] . '" table_view="list"]' ) )->query( '//div[contains(@class,"is-view-list")]' )->length );
		$this->assertSame( 0, $this->xpath( do_shortcode( '[frontage_category id="' . $this->category['id'] . '" table_view="cards"]' ) )->query( '//div[contains(@class,"is-view-list")]' )->length );
	}

	/**
	 * A woo_commerce preset: a product table of the category's linked files, with the product,
	 * its price, its stock and add to cart, and no file table.
	 */
	public function test_a_woo_commerce_preset_shows_products_with_add_to_cart(): void {
		$preset = $this->preset( array( 'title' => 'Shop', 'type' => 'woo_commerce' ) );
		foreach ( array( $this->render_block( array( 'tableId' => $preset['id'], 'tableView' => 'list' ) ), do_shortcode( '[frontage_category id="' . $this->category['id'] . '" table_id="' . $preset['id'] . '"]' ) ) as $html ) {
			$xp = $this->xpath( $html );
			$this->assertSame( 0, $xp->query( '//table[contains(@class,"frontage-file-table__table")]' )->length, $html );
			$this->assertSame( array( 'Product', 'File', 'Price', 'Stock', 'Add to cart' ), array_map( static fn ( DOMNode $th ): string => trim( $th->textContent ), iterator_to_array( $xp->query( '//table[contains(@class,"frontage-product-table__table")]//th' ) ) ) );
			$rows = $xp->query( '//table[contains(@class,"frontage-product-table__table")]/tbody/tr' );
			$this->assertSame( 1, $rows->length, 'Only the linked file.' );
			$cells = array_map( static fn ( DOMNode $td ): string => trim( preg_replace( '/\s+/u', ' ', $td->textContent ) ), iterator_to_array( $xp->query( 'td', $rows->item( 0 ) ) ) );
			$this->assertSame( array( 'Printed annual report', 'Beta report', '12.00 €', 'In stock', 'Add to cart Beta report' ), $cells );
			$link = $xp->query( '//a[contains(@class,"frontage-add-to-cart__button")]' )->item( 0 );
			$this->assertSame( '12', $link->getAttribute( 'data-product_id' ) );
			$this->assertSame( home_url( '/?frontage_shop_product=12' ), $xp->query( '//a[contains(@class,"frontage-product-table__product-link")]' )->item( 0 )->getAttribute( 'href' ) );
			$this->assertSame( 0, $xp->query( '//*[contains(@class,"is-view-list")]' )->length, 'A product table has one view.' );
		}
		$this->assertTrue( wp_script_is( 'frontage-add-to-cart', 'enqueued' ) );
	}

	/**
	 * A woo_commerce preset while WooCommerce is not active shows visitors nothing.
	 */
	public function test_a_woo_commerce_preset_without_woocommerce_shows_nothing(): void {
		$preset = $this->preset( array( 'title' => 'Shop', 'type' => 'woo_commerce' ) );
		add_filter( 'frontage_shop_active', '__return_false' );
		$this->assertSame( '', trim( $this->render_block( array( 'tableId' => $preset['id'] ) ) ) );
	}

	/**
	 * Makes a preset, kept for tearDown.
	 *
	 * @param array<string, mixed> $fields Its fields.
	 * @return array<string, mixed>
	 */
	private function preset( array $fields ): array {
		$preset = ( new Table_Presets() )->create( $fields );
		$this->assertIsArray( $preset, is_wp_error( $preset ) ? $preset->get_error_message() : '' );
		$this->presets[] = $preset['id'];
		return $preset;
	}

	/**
	 * Renders the File category block of the test's category as a page would.
	 *
	 * @param array<string, mixed> $attributes More attributes.
	 * @return string HTML.
	 */
	private function render_block( array $attributes ): string {
		return do_blocks(
			serialize_block(
				array(
					'blockName'    => File_Blocks::CATEGORY_BLOCK,
					'attrs'        => $attributes + array( 'categoryId' => $this->category['id'] ),
					'innerBlocks'  => array(),
					'innerHTML'    => '',
					'innerContent' => array(),
				)
			)
		);
	}

	/**
	 * Markup, queryable.
	 *
	 * @param string $html Markup.
	 */
	private function xpath( string $html ): DOMXPath {
		$dom = new DOMDocument();
		libxml_use_internal_errors( true );
		$dom->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' );
		libxml_clear_errors();
		return new DOMXPath( $dom );
	}

	/**
	 * The file table's columns, as its header cells name them (the checkbox column left out).
	 *
	 * @param DOMXPath $xp The markup.
	 * @return string[]
	 */
	private function header_columns( DOMXPath $xp ): array {
		$columns = array();
		foreach ( $xp->query( '//table[contains(@class,"frontage-file-table__table")]//th[@data-column]' ) as $th ) {
			if ( 'select' !== $th->getAttribute( 'data-column' ) ) {
				$columns[] = $th->getAttribute( 'data-column' );
			}
		}
		return $columns;
	}

	/**
	 * The files' titles, row by row.
	 *
	 * @param DOMXPath $xp The markup.
	 * @return string[]
	 */
	private function row_titles( DOMXPath $xp ): array {
		return array_map( static fn ( DOMNode $a ): string => trim( $a->textContent ), iterator_to_array( $xp->query( '//a[contains(@class,"frontage-file-table__title-link")]' ) ) );
	}
}
