<?php
/**
 * Tests for the Sticky setting (includes/motion/class-sticky.php; docs/motion.md "Sticky"): the
 * attribute on groups and template parts, the markup printed only when a block sticks, bad saved
 * values read back safe, and the script queued only where a block sticks.
 *
 * @package Frontage
 */

use Frontage\Motion\Sticky;
use Frontage\Tests\Test_Case;

/**
 * Groups and template parts as a page renders them.
 */
final class Test_Sticky extends Test_Case {

	/**
	 * Forgets the queued script and style.
	 */
	protected function tearDown(): void {
		wp_dequeue_script( Sticky::HANDLE );
		wp_dequeue_style( Sticky::HANDLE );
		parent::tearDown();
	}

	/**
	 * A group holding a paragraph, as the editor saves it, rendered.
	 *
	 * @param array<string, mixed> $attrs The group's attributes.
	 */
	private static function group( array $attrs = array() ): string {
		$attrs += array( 'style' => array( 'spacing' => array( 'padding' => array( 'top' => '20px' ) ) ) );
		return do_blocks(
			'<!-- wp:group ' . wp_json_encode( $attrs ) . ' --><div class="wp-block-group" style="padding-top:20px"><!-- wp:paragraph --><p>Inside</p><!-- /wp:paragraph --></div><!-- /wp:group -->'
		);
	}

	/**
	 * The settings a rendered block carries, decoded from its data attribute.
	 *
	 * @param string $html The block's markup.
	 * @return array<string, mixed>|null
	 */
	private static function printed( string $html ): ?array {
		$tags = new WP_HTML_Tag_Processor( $html );
		$tags->next_tag();
		$data = $tags->get_attribute( Sticky::DATA );
		return is_string( $data ) ? json_decode( $data, true ) : null;
	}

	/**
	 * An attribute of a rendered block's outer tag.
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
	 * The attribute exists on the Group and Template Part blocks, and on no other.
	 */
	public function test_the_attribute_is_registered_on_groups_and_template_parts(): void {
		$registry = WP_Block_Type_Registry::get_instance();
		foreach ( Sticky::BLOCKS as $name ) {
			$this->assertSame( array( 'type' => 'object' ), $registry->get_registered( $name )->attributes[ Sticky::ATTRIBUTE ] ?? null, $name );
		}
		$this->assertArrayNotHasKey( Sticky::ATTRIBUTE, $registry->get_registered( 'core/paragraph' )->attributes );
	}

	/**
	 * A group without the setting, or with it off, renders as core renders it and queues nothing.
	 */
	public function test_a_group_that_does_not_stick_is_left_alone(): void {
		foreach ( array( array(), array( Sticky::ATTRIBUTE => array( 'position' => '' ) ) ) as $attrs ) {
			$html = self::group( $attrs );
			$this->assertStringNotContainsString( 'frontage-sticky', $html );
			$this->assertStringNotContainsString( Sticky::DATA, $html );
		}
		$this->assertFalse( wp_script_is( Sticky::HANDLE, 'enqueued' ) );
		$this->assertFalse( wp_style_is( Sticky::HANDLE, 'enqueued' ) );
	}

	/**
	 * A group stuck to the top on desktop and tablet, 40 px down, stopping at its parent: its
	 * classes, the offset beside its own style, its settings; the script and its (inlined) style
	 * are queued.
	 */
	public function test_a_sticky_group_prints_its_settings_and_queues_its_script(): void {
		$html = self::group(
			array(
				Sticky::ATTRIBUTE => array(
					'position'      => 'top',
					'devices'       => array( 'tablet', 'desktop' ),
					'offset'        => 40,
					'effectsOffset' => 120,
					'stopAtParent'  => true,
				),
			)
		);

		$this->assertStringStartsWith( '<div ', $html );
		$this->assertMatchesRegularExpression( '#^wp-block-group .*\bfrontage-sticky is-sticky-top is-sticky-desktop is-sticky-tablet is-sticky-in-parent$#', (string) self::outer( $html, 'class' ) );
		$this->assertStringNotContainsString( 'is-sticky-mobile', $html );
		$this->assertSame( 'padding-top:20px;--frontage-sticky-offset:40px', self::outer( $html, 'style' ) );
		$this->assertSame(
			array(
				'position'      => 'top',
				'devices'       => array( 'desktop', 'tablet' ),
				'offset'        => 40,
				'effectsOffset' => 120,
				'stopAtParent'  => true,
				'anchorLinks'   => false,
				'anchorOffset'  => 0,
			),
			self::printed( $html )
		);
		$this->assertTrue( wp_script_is( Sticky::HANDLE, 'enqueued' ) );
		$this->assertTrue( wp_style_is( Sticky::HANDLE, 'enqueued' ) );
		$this->assertSame( 'defer', wp_scripts()->get_data( Sticky::HANDLE, 'strategy' ) );
		$this->assertFileExists( (string) wp_styles()->get_data( Sticky::HANDLE, 'path' ) );
	}

	/**
	 * Saved values are never trusted: negative offsets are 0, offsets over their maximum the
	 * maximum, text is 0, unknown devices are dropped, switches are on only when saved as on.
	 */
	public function test_bad_values_are_read_back_safe(): void {
		$settings = Sticky::settings(
			array(
				Sticky::ATTRIBUTE => array(
					'position'      => 'bottom',
					'devices'       => array( 'mobile', 'watch', '<b>', 'mobile' ),
					'offset'        => -30,
					'effectsOffset' => 999999,
					'stopAtParent'  => 'yes',
					'anchorLinks'   => array( 'x' ),
					'anchorOffset'  => '12abc',
				),
			)
		);

		$this->assertSame(
			array(
				'position'      => 'bottom',
				'devices'       => array( 'mobile' ),
				'offset'        => 0,
				'effectsOffset' => Sticky::MAX_EFFECTS_OFFSET,
				'stopAtParent'  => false,
				'anchorLinks'   => false,
				'anchorOffset'  => 0,
			),
			$settings
		);
		$this->assertSame( Sticky::MAX_OFFSET, Sticky::settings( array( Sticky::ATTRIBUTE => array( 'position' => 'top', 'offset' => '1e9' ) ) )['offset'] ?? null );
		$this->assertSame( 13, Sticky::settings( array( Sticky::ATTRIBUTE => array( 'position' => 'top', 'offset' => '12.6' ) ) )['offset'] ?? null );
	}

	/**
	 * What cannot stick does not: no device ticked, an unknown position (markup included), an
	 * attribute that is not an object. Nothing is printed or queued.
	 */
	public function test_settings_that_cannot_stick_print_nothing(): void {
		$cases = array(
			array( 'position' => 'top', 'devices' => array() ),
			array( 'position' => 'top', 'devices' => 'desktop' ),
			array( 'position' => 'top" onmouseover="alert(1)' ),
			array( 'position' => 'left' ),
			'top',
		);
		foreach ( $cases as $value ) {
			$this->assertNull( Sticky::settings( array( Sticky::ATTRIBUTE => $value ) ), wp_json_encode( $value ) );
			$html = self::group( array( Sticky::ATTRIBUTE => $value ) );
			$this->assertStringNotContainsString( 'frontage-sticky', $html );
			$this->assertStringNotContainsString( 'onmouseover', $html );
		}
		$this->assertNull( Sticky::settings( null ) );
		$this->assertFalse( wp_script_is( Sticky::HANDLE, 'enqueued' ) );
	}

	/**
	 * Missing values take their defaults: every device, no offsets, to the page's end, in-page
	 * links below it.
	 */
	public function test_defaults(): void {
		$this->assertSame(
			array(
				'position'      => 'top',
				'devices'       => Sticky::DEVICES,
				'offset'        => 0,
				'effectsOffset' => 0,
				'stopAtParent'  => false,
				'anchorLinks'   => true,
				'anchorOffset'  => 0,
			),
			Sticky::settings( array( Sticky::ATTRIBUTE => array( 'position' => 'top' ) ) )
		);
	}

	/**
	 * The Twenty Twenty-Four header template part sticks: its `<header>` carries the classes.
	 */
	public function test_a_template_part_sticks(): void {
		$html = do_blocks( '<!-- wp:template-part {"slug":"header","theme":"twentytwentyfour","tagName":"header","frontageSticky":{"position":"top","effectsOffset":80}} /-->' );

		$this->assertStringStartsWith( '<header ', $html );
		$this->assertSame( 'wp-block-template-part frontage-sticky is-sticky-top is-sticky-desktop is-sticky-tablet is-sticky-mobile', self::outer( $html, 'class' ) );
		$this->assertSame( 80, self::printed( $html )['effectsOffset'] ?? null );
		$this->assertTrue( wp_script_is( Sticky::HANDLE, 'enqueued' ) );
	}
}
