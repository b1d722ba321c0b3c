<?php
/**
 * Tests for includes/files/class-shop.php and the add-to-cart link of the File blocks
 * (docs/files.md "Add to cart"), against the test-only shop stub in tests/fixtures/shop-stub.
 *
 * @package Frontage
 */

use Frontage\Files\File;
use Frontage\Files\File_Blocks;
use Frontage\Files\Shop;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';
// Defines a `WooCommerce` class and the helpers Frontage calls, unless a real shop is loaded.
require_once dirname( __DIR__, 2 ) . '/fixtures/shop-stub/shop-stub.php';

/**
 * The shop check, what the link carries, and that nothing shows without a shop.
 */
final class Test_Shop extends Library_Test_Case {

	/**
	 * Handle of the add-to-cart script.
	 */
	private const SCRIPT = 'frontage-add-to-cart';

	/**
	 * Forgets the script and the options a test set.
	 */
	protected function tearDown(): void {
		wp_dequeue_script( self::SCRIPT );
		remove_all_filters( 'frontage_shop_active' );
		delete_option( Shop::REDIRECT_OPTION );
		delete_option( WooCommerce::CART_OPTION );
		parent::tearDown();
	}

	/**
	 * The stub counts as an active shop and gives what a link needs.
	 */
	public function test_shop_reports_the_product_cart_and_endpoint(): void {
		$shop = new Shop();
		$this->assertTrue( $shop->is_active() );
		$this->assertSame(
			array(
				'id'   => 12,
				'name' => 'Printed annual report',
				'url'  => home_url( '/?frontage_shop_product=12' ),
			),
			$shop->product( 12 )
		);
		// Out of stock still gets a link: the shop answers with the product page (docs/files.md "Add to cart").
		$this->assertNotNull( $shop->product( 13 ) );
		$this->assertStringContainsString( 'wc-ajax=add_to_cart', $shop->add_to_cart_url() );
		$this->assertSame( wc_get_cart_url(), $shop->cart_url() );
	}

	/**
	 * Ids that are no product give no product.
	 */
	public function test_unknown_products_are_null(): void {
		$shop = new Shop();
		foreach ( array( 0, -12, 99 ) as $id ) {
			$this->assertNull( $shop->product( $id ), (string) $id );
		}
	}

	/**
	 * The shop's redirect-after-add option is read as WooCommerce stores it.
	 */
	public function test_redirect_follows_the_shop_option(): void {
		$shop = new Shop();
		$this->assertFalse( $shop->redirects_to_cart() );
		update_option( Shop::REDIRECT_OPTION, 'yes' );
		$this->assertTrue( $shop->redirects_to_cart() );
		update_option( Shop::REDIRECT_OPTION, 'no' );
		$this->assertFalse( $shop->redirects_to_cart() );
	}

	/**
	 * A File card of a linked file: a real link to the product page, the shop's data attributes,
	 * the settings the script needs, an empty live region, and the script enqueued.
	 */
	public function test_card_of_a_linked_file_shows_add_to_cart(): void {
		$file = $this->make_file( array( 'title' => 'Annual report', 'product_id' => 12 ) );
		$html = $this->render_file( $file );

		$link = $this->cart_link( $html );
		$this->assertNotNull( $link, $html );
		$this->assertSame( home_url( '/?frontage_shop_product=12' ), $link->getAttribute( 'href' ) );
		$this->assertSame( '12', $link->getAttribute( 'data-product_id' ) );
		$this->assertSame( '1', $link->getAttribute( 'data-quantity' ) );
		$this->assertSame( 'Add to cart Annual report', trim( $link->textContent ) );

		$settings = json_decode( $link->getAttribute( 'data-frontage-cart' ), true );
		$this->assertStringContainsString( 'wc-ajax=add_to_cart', $settings['endpoint'] );
		$this->assertSame( wc_get_cart_url(), $settings['cartUrl'] );
		$this->assertFalse( $settings['redirect'] );
		$this->assertSame( 'View cart', $settings['viewCart'] );

		$this->assertStringContainsString( '<span class="frontage-add-to-cart__status" role="status"></span>', $html );
		$this->assertTrue( wp_script_is( self::SCRIPT, 'enqueued' ) );
	}

	/**
	 * With redirect-after-add on, the link tells the script so.
	 */
	public function test_link_carries_redirect_on(): void {
		update_option( Shop::REDIRECT_OPTION, 'yes' );
		$file     = $this->make_file( array( 'product_id' => 12 ) );
		$settings = json_decode( $this->cart_link( $this->render_file( $file ) )->getAttribute( 'data-frontage-cart' ), true );
		$this->assertTrue( $settings['redirect'] );
	}

	/**
	 * The table shows the link in the row of the linked file only.
	 */
	public function test_table_row_of_a_linked_file_shows_add_to_cart(): void {
		$category = $this->make_category();
		$linked   = $this->make_file( array( 'title' => 'Linked', 'category' => $category['id'], 'product_id' => 12 ) );
		$plain    = $this->make_file( array( 'title' => 'Plain', 'category' => $category['id'] ) );

		$html = do_blocks( serialize_block( $this->block( File_Blocks::CATEGORY_BLOCK, array( 'categoryId' => $category['id'] ) ) ) );
		$dom  = $this->dom( $html );
		$xp   = new DOMXPath( $dom );
		$this->assertSame( 1, $xp->query( '//tr[@data-file-id="' . $linked->id . '"]//a[contains(@class,"frontage-add-to-cart__button")]' )->length, $html );
		$this->assertSame( 0, $xp->query( '//tr[@data-file-id="' . $plain->id . '"]//a[contains(@class,"frontage-add-to-cart__button")]' )->length );
	}

	/**
	 * No link, and no script, for a file without a product or linked to no product of the shop.
	 */
	public function test_no_link_without_a_product(): void {
		foreach ( array( 0, 99 ) as $product_id ) {
			$html = $this->render_file( $this->make_file( array( 'product_id' => $product_id ) ) );
			$this->assertStringNotContainsString( 'frontage-add-to-cart', $html, (string) $product_id );
		}
		$this->assertFalse( wp_script_is( self::SCRIPT, 'enqueued' ) );
	}

	/**
	 * Without an active shop: no link, no script, and no notice from the missing shop functions.
	 */
	public function test_no_link_and_no_script_without_a_shop(): void {
		add_filter( 'frontage_shop_active', '__return_false' );
		$file = $this->make_file( array( 'product_id' => 12 ) );
		$html = $this->render_file( $file );
		$this->assertStringContainsString( 'frontage-file-card', $html );
		$this->assertStringNotContainsString( 'frontage-add-to-cart', $html );
		$this->assertFalse( wp_script_is( self::SCRIPT, 'enqueued' ) );
		$this->assertNull( ( new Shop() )->product( 12 ) );
	}

	/**
	 * The title typed by an editor is escaped in the link.
	 */
	public function test_title_is_escaped_in_the_link(): void {
		$html = $this->render_file( $this->make_file( array( 'title' => '"><script>alert(1)</script>', 'product_id' => 12 ) ) );
		$this->assertStringNotContainsString( '<script>alert(1)', $html );
	}

	/**
	 * The stub answers WooCommerce's endpoint contract, which the e2e spec relies on.
	 */
	public function test_stub_answers_the_endpoint_contract(): void {
		$added = frontage_shop_stub_add_to_cart( '12', '1' );
		$this->assertArrayHasKey( 'fragments', $added );
		$this->assertArrayHasKey( 'cart_hash', $added );
		$this->assertArrayNotHasKey( 'error', $added );

		$this->assertSame(
			array(
				'error'       => true,
				'product_url' => home_url( '/?frontage_shop_product=13' ),
			),
			frontage_shop_stub_add_to_cart( '13', '1' )
		);
		$this->assertTrue( frontage_shop_stub_add_to_cart( 'abc', '1' )['error'] );
	}

	/**
	 * Renders a File block as a page would.
	 *
	 * @param File $file The file.
	 * @return string HTML.
	 */
	private function render_file( File $file ): string {
		return do_blocks( serialize_block( $this->block( File_Blocks::FILE_BLOCK, array( 'fileId' => $file->id ) ) ) );
	}

	/**
	 * The add-to-cart link in some markup.
	 *
	 * @param string $html Markup.
	 * @return DOMElement|null
	 */
	private function cart_link( string $html ): ?DOMElement {
		$found = ( new DOMXPath( $this->dom( $html ) ) )->query( '//a[contains(@class,"frontage-add-to-cart__button")]' );
		return $found->length ? $found->item( 0 ) : null;
	}

	/**
	 * Markup parsed.
	 *
	 * @param string $html Markup.
	 * @return DOMDocument
	 */
	private function dom( string $html ): DOMDocument {
		$dom = new DOMDocument();
		libxml_use_internal_errors( true );
		$dom->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' );
		libxml_clear_errors();
		return $dom;
	}

	/**
	 * A parsed block.
	 *
	 * @param string               $name       Block name.
	 * @param array<string, mixed> $attributes Attributes.
	 * @return array<string, mixed>
	 */
	private function block( string $name, array $attributes ): array {
		return array(
			'blockName'    => $name,
			'attrs'        => $attributes,
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		);
	}
}
