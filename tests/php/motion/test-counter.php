<?php
/**
 * Tests for the Counter block (includes/motion/class-counter.php; docs/widgets.md "Counter"):
 * the final number in the page, written as the site's language writes it; what the view script
 * gets to count with; bad numbers read as safe ones.
 *
 * @package Frontage
 */

use Frontage\Motion\Counter;
use Frontage\Tests\Test_Case;

/**
 * The block as a page renders it.
 */
final class Test_Counter extends Test_Case {

	/**
	 * The view script's handle, as WordPress names a block's viewScript.
	 */
	private const SCRIPT = 'frontage-counter-view-script';

	/**
	 * The site language's number format before a test changed it.
	 *
	 * @var array<string, string>
	 */
	private array $number_format = array();

	/**
	 * Keeps the site language's number format.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->number_format = $GLOBALS['wp_locale']->number_format;
	}

	/**
	 * Puts the number format back and forgets the queued script.
	 */
	protected function tearDown(): void {
		$GLOBALS['wp_locale']->number_format = $this->number_format;
		wp_dequeue_script( self::SCRIPT );
		parent::tearDown();
	}

	/**
	 * The block's markup.
	 *
	 * @param mixed $attrs The block's attributes.
	 */
	private static function counter( mixed $attrs = array() ): string {
		return render_block(
			array(
				'blockName'    => Counter::NAME,
				'attrs'        => $attrs,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * The number a reader gets (prefix, number, suffix), without the tags.
	 *
	 * @param string $html The block's markup.
	 */
	private static function shown( string $html ): string {
		preg_match( '#<p class="wp-block-frontage-counter__number">(.*?)</p>#s', $html, $match );
		return html_entity_decode( wp_strip_all_tags( $match[1] ?? '' ) );
	}

	/**
	 * An attribute of the block's outer tag.
	 *
	 * @param string $html The block's markup.
	 * @param string $name The attribute.
	 */
	private static function outer( string $html, string $name ): ?string {
		$tags = new WP_HTML_Tag_Processor( $html );
		$tags->next_tag();
		$value = $tags->get_attribute( $name );
		return is_string( $value ) ? $value : null;
	}

	/**
	 * The final number is in the page, grouped, with its prefix, suffix and title; the script
	 * gets the count's numbers, its 500 ms and the separators; nothing is a live region; the
	 * script is queued with the block only.
	 */
	public function test_the_final_number_in_the_page_and_the_count_for_the_script(): void {
		$this->assertFalse( wp_script_is( self::SCRIPT, 'enqueued' ) );

		$html = self::counter(
			array(
				'end'    => 12500,
				'prefix' => '~',
				'suffix' => '+',
				'title'  => 'Downloads',
			)
		);

		$this->assertSame( '~12,500+', self::shown( $html ) );
		$this->assertStringContainsString( '<p class="wp-block-frontage-counter__title">Downloads</p>', $html );
		$this->assertSame( '0', self::outer( $html, 'data-start' ) );
		$this->assertSame( '12500', self::outer( $html, 'data-end' ) );
		$this->assertSame( '500', self::outer( $html, 'data-duration' ) );
		$this->assertSame( '0', self::outer( $html, 'data-decimals' ) );
		$this->assertSame( ',', self::outer( $html, 'data-thousands' ) );
		$this->assertSame( '.', self::outer( $html, 'data-point' ) );
		$this->assertStringNotContainsString( 'aria-live', $html );
		$this->assertTrue( wp_script_is( self::SCRIPT, 'enqueued' ) );
	}

	/**
	 * A language that groups with dots and writes decimals after a comma: the number and the
	 * script's separators follow it.
	 */
	public function test_the_site_languages_separators(): void {
		$GLOBALS['wp_locale']->number_format = array(
			'thousands_sep' => '.',
			'decimal_point' => ',',
		);

		$html = self::counter(
			array(
				'start'    => 1.5,
				'end'      => 1234567.25,
				'decimals' => 2,
			)
		);

		$this->assertSame( '1.234.567,25', self::shown( $html ) );
		$this->assertSame( '1.5', self::outer( $html, 'data-start' ) );
		$this->assertSame( '1234567.25', self::outer( $html, 'data-end' ) );
		$this->assertSame( '.', self::outer( $html, 'data-thousands' ) );
		$this->assertSame( ',', self::outer( $html, 'data-point' ) );
	}

	/**
	 * Texts that are no numbers read as the defaults (0 to 100, 500 ms); numbers written as
	 * texts are read; the owner's texts are escaped.
	 */
	public function test_texts_that_are_no_numbers_read_as_the_defaults(): void {
		$html = self::counter(
			array(
				'start'    => 'ten',
				'end'      => '1,000',
				'duration' => 'slow',
				'decimals' => array( 2 ),
				'prefix'   => '<b>"',
				'title'    => array( 'x' ),
			)
		);
		$this->assertSame( '<b>"100', self::shown( $html ) );
		$this->assertStringContainsString( '&lt;b&gt;', $html );
		$this->assertSame( '0', self::outer( $html, 'data-start' ) );
		$this->assertSame( '500', self::outer( $html, 'data-duration' ) );
		$this->assertStringNotContainsString( '__title', $html );

		$this->assertSame( '2,048', self::shown( self::counter( array( 'end' => ' 2048 ' ) ) ) );
	}

	/**
	 * A start above the end shows the end without counting (no count for the script); numbers
	 * beyond a million million read as the limit; a duration beyond 10 s as 10 s, below 0 as 0
	 * (no count); decimals beyond 3 as 3.
	 */
	public function test_numbers_out_of_range_are_brought_within_it(): void {
		$html = self::counter(
			array(
				'start' => 500,
				'end'   => 20,
			)
		);
		$this->assertSame( '20', self::shown( $html ) );
		$this->assertNull( self::outer( $html, 'data-end' ) );

		$html = self::counter(
			array(
				'start'    => -5e15,
				'end'      => 5e15,
				'duration' => 99999,
				'decimals' => 7,
			)
		);
		$this->assertSame( '1,000,000,000,000.000', self::shown( $html ) );
		$this->assertSame( '-1000000000000', self::outer( $html, 'data-start' ) );
		$this->assertSame( '10000', self::outer( $html, 'data-duration' ) );
		$this->assertSame( '3', self::outer( $html, 'data-decimals' ) );

		$html = self::counter(
			array(
				'end'      => 40,
				'duration' => -3,
			)
		);
		$this->assertSame( '40', self::shown( $html ) );
		$this->assertNull( self::outer( $html, 'data-end' ) );
	}

	/**
	 * Numbers are rounded to the decimals shown: 4.449 with one decimal is 4.4, and the count
	 * ends on it.
	 */
	public function test_numbers_are_rounded_to_the_decimals_shown(): void {
		$html = self::counter(
			array(
				'end'      => 4.449,
				'decimals' => 1,
			)
		);
		$this->assertSame( '4.4', self::shown( $html ) );
		$this->assertSame( '4.4', self::outer( $html, 'data-end' ) );
	}
}
