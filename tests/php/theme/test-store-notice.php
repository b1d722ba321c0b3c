<?php
/**
 * Tests for the store notice (includes/theme/class-store-notice.php; docs/theme.md "Store
 * notice"): its text (its own, or WooCommerce's), markup kept to inline formats, the hash that
 * names a dismissal, the storage the server never reads, and the head printed only on pages that
 * carry the block.
 *
 * @package Frontage
 */

use Frontage\Tests\Theme_Page_Test_Case;
use Frontage\Theme\Store_Notice;

require_once __DIR__ . '/class-theme-page-test-case.php';

/**
 * The notice as a page renders it.
 */
final class Test_Store_Notice extends Theme_Page_Test_Case {

	/**
	 * The block's markup.
	 *
	 * @param mixed $attrs The block's attributes.
	 */
	private static function notice( mixed $attrs ): string {
		return render_block(
			array(
				'blockName'    => Store_Notice::NAME,
				'attrs'        => $attrs,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * Its own text, with its bold and link, in a named region with a Dismiss button; the bar is
	 * named by the text's hash.
	 */
	public function test_its_own_text_in_a_region_with_a_dismiss_button(): void {
		$text = 'Free shipping over <strong>50 €</strong> — <a href="https://example.com/shop">shop now</a>';
		$html = self::notice( array( 'text' => $text ) );
		$hash = Store_Notice::hash( $text );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{8}$/', $hash );
		$this->assertStringContainsString( 'role="region" aria-label="Store notice" data-frontage-notice="' . $hash . '"', $html );
		$this->assertStringContainsString( '<p class="frontage-store-notice__text">' . $text . '</p>', $html );
		$this->assertStringContainsString( '<button type="button" class="frontage-store-notice__dismiss">Dismiss</button>', $html );
		$this->assertNotSame( $hash, Store_Notice::hash( $text . '!' ), 'A changed text has another hash.' );
	}

	/**
	 * Markup beyond inline formats never reaches the page; a text that is not a string reads as
	 * none; an empty notice gives visitors nothing and people who may edit posts a note.
	 */
	public function test_bad_text_is_cleaned_and_an_empty_notice_shows_nothing(): void {
		$html = self::notice( array( 'text' => 'Sale<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)" onclick="x()">now</a>' ) );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringNotContainsString( 'onclick', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringContainsString( 'Sale', $html );

		foreach ( array( array(), array( 'text' => '' ), array( 'text' => '   ' ), array( 'text' => array( 'x' ) ), array( 'text' => '<script></script>' ) ) as $attrs ) {
			$this->assertSame( '', self::notice( $attrs ), wp_json_encode( $attrs ) );
		}
		$this->act_as( 'editor' );
		$this->assertStringContainsString( 'frontage-store-notice__note', self::notice( array() ) );
	}

	/**
	 * With WooCommerce active and no text of its own, the notice shows WooCommerce's store notice
	 * (cleaned the same way), and WooCommerce's own bar in the footer is left out; its own text
	 * wins over WooCommerce's; without WooCommerce the option is not read; by default, WooCommerce
	 * is active when its class is loaded.
	 */
	public function test_woocommerces_text_when_it_has_none_of_its_own(): void {
		$this->set_option( Store_Notice::WOO_OPTION, 'Closed for <em>holidays</em><script>x</script>' );
		add_action( 'wp_footer', 'woocommerce_demo_store' );
		$this->assertSame( 'Closed for <em>holidays</em>x', Store_Notice::text( array(), true ) );
		$this->assertFalse( has_action( 'wp_footer', 'woocommerce_demo_store' ), 'WooCommerce’s own bar is left out.' );
		$this->assertSame( 'Ours', Store_Notice::text( array( 'text' => 'Ours' ), true ) );
		$this->assertSame( '', Store_Notice::text( array(), false ) );
		// Whether WooCommerce is active here depends on the run (tests/php/files/test-shop.php loads a stand-in).
		$this->assertSame( class_exists( 'WooCommerce' ) ? 'Closed for <em>holidays</em>x' : '', Store_Notice::text( array() ) );
	}

	/**
	 * Nothing the visitor stores changes what the server sends (the dismissal lives in the
	 * browser): a cookie of the same name changes nothing.
	 */
	public function test_what_a_visitor_stores_changes_nothing_the_server_sends(): void {
		$plain = self::notice( array( 'text' => 'Hello' ) );
		foreach ( array( Store_Notice::hash( 'Hello' ), '"><script>alert(1)</script>' ) as $value ) {
			$_COOKIE[ Store_Notice::STORAGE_KEY ] = $value;
			$this->assertSame( $plain, self::notice( array( 'text' => 'Hello' ) ) );
		}
		unset( $_COOKIE[ Store_Notice::STORAGE_KEY ] );
	}

	/**
	 * A page with two notices carries the head script once and a rule hiding each dismissed
	 * text in its <head>; a page without one carries neither and loads none of its classes.
	 */
	public function test_the_head_is_printed_only_on_pages_with_the_block(): void {
		$one  = Store_Notice::hash( 'First notice' );
		$two  = Store_Notice::hash( 'Second notice' );
		$page = $this->visit( $this->page_with( '<!-- wp:frontage/store-notice {"text":"First notice"} /--><!-- wp:frontage/store-notice {"text":"Second notice"} /-->' ) );
		[ $head, $body ] = self::head_and_body( $page['html'] );
		$this->assertSame( 1, substr_count( $head, '<script id="frontage-store-notice-script">' ) );
		foreach ( array( $one, $two ) as $hash ) {
			$this->assertStringContainsString( sprintf( 'html[data-frontage-notice-dismissed~="%1$s"] .frontage-store-notice[data-frontage-notice="%1$s"]{display:none}', $hash ), $head );
			$this->assertStringContainsString( 'data-frontage-notice="' . $hash . '"', $body );
		}
		$this->assertStringNotContainsString( 'frontage-store-notice-script', $body );

		$without = $this->visit( $this->page_with( '<!-- wp:paragraph --><p>No notice here.</p><!-- /wp:paragraph -->' ) );
		$this->assertStringNotContainsString( 'frontage-store-notice', $without['html'] );
		$this->assertSame( array(), preg_grep( '/Store_Notice/', $without['classes'] ) );
	}

	/**
	 * A notice in the header template part puts its head in the page's <head> too.
	 */
	public function test_a_notice_in_the_header_template_part_prints_its_head(): void {
		$slug = 'frontage-notice-header-' . strtolower( wp_generate_password( 6, false ) );
		$this->template_with_header( $slug, '<!-- wp:frontage/store-notice {"text":"In the header"} /-->' );
		$page = $this->visit( $this->page_with( '<!-- wp:paragraph --><p>The notice is in the header.</p><!-- /wp:paragraph -->', $slug ) );
		[ $head, $body ] = self::head_and_body( $page['html'] );
		$this->assertStringContainsString( '<script id="frontage-store-notice-script">', $head );
		$this->assertStringContainsString( 'data-frontage-notice="' . Store_Notice::hash( 'In the header' ) . '"', $head );
		$this->assertMatchesRegularExpression( '#<header[^>]*>.*frontage-store-notice__dismiss#s', $body );
	}
}
