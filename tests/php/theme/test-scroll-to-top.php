<?php
/**
 * Tests for the Scroll to top block (includes/theme/class-scroll-to-top.php; docs/theme.md
 * "Scroll to top and smooth scrolling"): the button a page renders, its settings, and the
 * `theme_template_id` handed to the script on archives only, numbers only.
 *
 * @package Frontage
 */

use Frontage\Tests\Test_Case;
use Frontage\Theme\Scroll_To_Top;

/**
 * The block as a page renders it.
 */
final class Test_Scroll_To_Top extends Test_Case {

	/**
	 * Puts the main query back, forgets the address and the queued script.
	 */
	protected function tearDown(): void {
		unset( $_GET[ Scroll_To_Top::TEMPLATE_PARAM ] );
		wp_reset_query();
		wp_dequeue_script( 'frontage-scroll-to-top-view-script' );
		wp_dequeue_style( 'frontage-scroll-to-top-style' );
		parent::tearDown();
	}

	/**
	 * The block's markup.
	 *
	 * @param mixed $attrs The block's attributes.
	 */
	private static function button( mixed $attrs = array() ): string {
		return render_block(
			array(
				'blockName'    => Scroll_To_Top::NAME,
				'attrs'        => $attrs,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * The main query becomes the given one, as on the page it asks for.
	 *
	 * @param array<string, mixed> $query WP_Query's arguments.
	 */
	private static function on_page( array $query ): void {
		$GLOBALS['wp_query'] = new WP_Query( $query ); // The page under test; tearDown resets it.
	}

	/**
	 * By default: a button named "Back to top", hidden until the script shows it, in the bottom
	 * right corner, with smooth scrolling on; its script and style are queued with it only.
	 */
	public function test_a_named_hidden_button_with_smooth_scrolling(): void {
		$this->assertFalse( wp_script_is( 'frontage-scroll-to-top-view-script', 'enqueued' ) );

		$html = self::button();

		$this->assertMatchesRegularExpression( '#^<button [^>]*type="button"[^>]* hidden><svg[^>]*aria-hidden="true"#', $html );
		$this->assertStringContainsString( 'aria-label="Back to top"', $html );
		$this->assertMatchesRegularExpression( '#class="[^"]*\bis-right\b[^"]*"#', $html );
		$this->assertStringContainsString( 'data-smooth="1"', $html );
		$this->assertStringNotContainsString( 'data-template-id', $html );
		$this->assertTrue( wp_script_is( 'frontage-scroll-to-top-view-script', 'enqueued' ) );
	}

	/**
	 * The owner's name, corner and smooth scrolling off; the name is escaped.
	 */
	public function test_the_owners_settings(): void {
		$html = self::button(
			array(
				'label'        => 'Up "we" go <b>',
				'side'         => 'left',
				'smoothScroll' => false,
			)
		);

		$this->assertStringContainsString( 'aria-label="Up &quot;we&quot; go &lt;b&gt;"', $html );
		$this->assertStringContainsString( 'is-left', $html );
		$this->assertStringContainsString( 'data-smooth="0"', $html );
	}

	/**
	 * Attributes of the wrong type read as the defaults, without a warning.
	 */
	public function test_bad_attributes_read_as_the_defaults(): void {
		$html = self::button(
			array(
				'label'        => array( 'x' ),
				'side'         => 'top"><script>',
				'smoothScroll' => 'no',
			)
		);
		$this->assertStringContainsString( 'aria-label="Back to top"', $html );
		$this->assertStringContainsString( 'is-right', $html );
		$this->assertStringContainsString( 'data-smooth="1"', $html );
		$this->assertStringNotContainsString( '<script', $html );
	}

	/**
	 * On a search, a category archive and the blog's home, a numeric `theme_template_id` is
	 * handed to the script; on a single post it is not.
	 */
	public function test_the_template_id_on_archives_only(): void {
		$_GET[ Scroll_To_Top::TEMPLATE_PARAM ] = '42';
		foreach ( array( array( 's' => 'anything' ), array( 'cat' => 1 ), array( 'posts_per_page' => 1 ) ) as $query ) {
			self::on_page( $query );
			$this->assertStringContainsString( 'data-template-id="42"', self::button(), wp_json_encode( $query ) );
		}

		self::on_page( array( 'p' => $this->create_post() ) );
		$this->assertTrue( is_single() );
		$this->assertStringNotContainsString( 'data-template-id', self::button() );
	}

	/**
	 * A `theme_template_id` that is not a positive number (or not text at all) is not handed over.
	 */
	public function test_a_template_id_that_is_no_number_is_dropped(): void {
		self::on_page( array( 's' => 'anything' ) );
		foreach ( array( 'abc', '0', '-3', '4.2', '1e3', '42"><img src=x onerror=alert(1)>', '' ) as $value ) {
			$_GET[ Scroll_To_Top::TEMPLATE_PARAM ] = $value;
			$this->assertStringNotContainsString( 'data-template-id', self::button(), $value );
		}
		$_GET[ Scroll_To_Top::TEMPLATE_PARAM ] = array( '42' );
		$this->assertStringNotContainsString( 'data-template-id', self::button() );
	}
}
