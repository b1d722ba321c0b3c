<?php
/**
 * Tests for the Progress block (includes/motion/class-progress.php; docs/widgets.md "Progress"):
 * a progressbar named by its label, filled to its value from the first paint; values clamped
 * to 0–100.
 *
 * @package Frontage
 */

use Frontage\Motion\Progress;
use Frontage\Tests\Test_Case;

/**
 * The block as a page renders it.
 */
final class Test_Progress extends Test_Case {

	/**
	 * The view script's handle, as WordPress names a block's viewScript.
	 */
	private const SCRIPT = 'frontage-progress-view-script';

	/**
	 * Forgets the queued script.
	 */
	protected function tearDown(): void {
		wp_dequeue_script( self::SCRIPT );
		parent::tearDown();
	}

	/**
	 * The block's markup.
	 *
	 * @param mixed $attrs The block's attributes.
	 */
	private static function bar( mixed $attrs = array() ): string {
		return render_block(
			array(
				'blockName'    => Progress::NAME,
				'attrs'        => $attrs,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * The bar's attributes (the element with role progressbar) and its fill's style.
	 *
	 * @param string $html The block's markup.
	 * @return array<string, string|null>
	 */
	private static function progressbar( string $html ): array {
		$tags = new WP_HTML_Tag_Processor( $html );
		$bar  = array();
		while ( $tags->next_tag() ) {
			if ( 'progressbar' === $tags->get_attribute( 'role' ) ) {
				foreach ( array( 'aria-labelledby', 'aria-valuenow', 'aria-valuemin', 'aria-valuemax', 'aria-valuetext' ) as $name ) {
					$bar[ $name ] = $tags->get_attribute( $name );
				}
				$tags->next_tag();
				$bar['fill'] = $tags->get_attribute( 'style' );
			}
		}
		return $bar;
	}

	/**
	 * A bar named by its visible label, with its value from 0 to 100, filled to it; the figure
	 * for the eye is hidden from screen readers (the bar says it); the script is queued with the
	 * block only.
	 */
	public function test_a_labelled_progressbar_filled_to_its_value(): void {
		$this->assertFalse( wp_script_is( self::SCRIPT, 'enqueued' ) );

		$html = self::bar(
			array(
				'label' => 'Raised of our goal',
				'value' => 72,
			)
		);
		$bar  = self::progressbar( $html );

		$this->assertSame( '72', $bar['aria-valuenow'] );
		$this->assertSame( '0', $bar['aria-valuemin'] );
		$this->assertSame( '100', $bar['aria-valuemax'] );
		$this->assertSame( '72%', $bar['aria-valuetext'] );
		$this->assertSame( 'width:72%', $bar['fill'] );
		$this->assertMatchesRegularExpression( '#<span class="wp-block-frontage-progress__label" id="' . preg_quote( (string) $bar['aria-labelledby'], '#' ) . '">Raised of our goal</span>#', $html );
		$this->assertStringContainsString( '<span class="wp-block-frontage-progress__value" aria-hidden="true">72%</span>', $html );
		$this->assertTrue( wp_script_is( self::SCRIPT, 'enqueued' ) );
	}

	/**
	 * Two bars on a page are named by their own labels.
	 */
	public function test_each_bar_has_its_own_label(): void {
		$one = self::progressbar( self::bar( array( 'label' => 'One' ) ) );
		$two = self::progressbar( self::bar( array( 'label' => 'Two' ) ) );
		$this->assertNotSame( $one['aria-labelledby'], $two['aria-labelledby'] );
	}

	/**
	 * Values beyond 0–100 read as the nearest end, texts that are no number as 50, decimals
	 * rounded to one; without a label the bar is named "Progress"; the figure can be left out.
	 */
	public function test_bad_values_are_clamped(): void {
		$this->assertSame( 'width:100%', self::progressbar( self::bar( array( 'value' => 140 ) ) )['fill'] );
		$this->assertSame( 'width:0%', self::progressbar( self::bar( array( 'value' => -5 ) ) )['fill'] );
		$this->assertSame( '50', self::progressbar( self::bar( array( 'value' => 'most' ) ) )['aria-valuenow'] );

		$bar = self::progressbar( self::bar( array( 'value' => '45.55' ) ) );
		$this->assertSame( '45.6', $bar['aria-valuenow'] );
		$this->assertSame( '45.6%', $bar['aria-valuetext'] );

		$html = self::bar(
			array(
				'label'     => array( 'x' ),
				'value'     => 30,
				'showValue' => false,
			)
		);
		$this->assertStringContainsString( '>Progress</span>', $html );
		$this->assertStringNotContainsString( '__value', $html );
	}

	/**
	 * The owner's label is escaped.
	 */
	public function test_the_label_is_escaped(): void {
		$html = self::bar( array( 'label' => '<img src=x onerror=alert(1)>' ) );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringContainsString( '&lt;img', $html );
	}
}
