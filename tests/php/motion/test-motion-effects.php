<?php
/**
 * Tests for motion effects, entrance animations and lazy backgrounds on core's blocks
 * (includes/motion/class-motion-effects.php, class-motion-settings.php, class-motion-markup.php;
 * docs/motion.md "Motion effects", "Entrance animations", "Lazy backgrounds").
 *
 * @package Frontage
 */

use Frontage\Block_Type_Args;
use Frontage\Motion\Motion_Effects;
use Frontage\Motion\Motion_Markup;
use Frontage\Tests\Test_Case;

/**
 * The attribute, the markup a page gets and the script it loads.
 */
final class Test_Motion_Effects extends Test_Case {

	/**
	 * A background image's address.
	 */
	private const IMAGE = 'http://example.org/wp-content/uploads/sky.png';

	/**
	 * Forgets the queued script and style.
	 */
	protected function tearDown(): void {
		wp_dequeue_script( Motion_Markup::HANDLE );
		wp_dequeue_style( Motion_Markup::HANDLE );
		parent::tearDown();
	}

	/**
	 * A paragraph with the given settings, rendered.
	 *
	 * @param mixed $motion The attribute's value.
	 */
	private static function paragraph( mixed $motion ): string {
		$attrs = null === $motion ? array() : array( Motion_Effects::ATTRIBUTE => $motion );
		return do_blocks( '<!-- wp:paragraph ' . wp_json_encode( (object) $attrs ) . ' --><p>Words</p><!-- /wp:paragraph -->' );
	}

	/**
	 * A group with a background image and the given settings, rendered.
	 *
	 * @param array<string, mixed> $motion The attribute's value.
	 */
	private static function background_group( array $motion ): string {
		$attrs = array(
			'style'                   => array(
				'background' => array(
					'backgroundImage' => array(
						'url'    => self::IMAGE,
						'source' => 'file',
					),
				),
			),
			Motion_Effects::ATTRIBUTE => $motion,
		);
		return do_blocks( '<!-- wp:group ' . wp_json_encode( $attrs ) . ' --><div class="wp-block-group"><!-- wp:paragraph --><p>Inside</p><!-- /wp:paragraph --></div><!-- /wp:group -->' );
	}

	/**
	 * The settings an element carries, decoded.
	 *
	 * @param string $html The markup.
	 * @return array<string, mixed>
	 */
	private static function motion_of( string $html ): array {
		$tags = new WP_HTML_Tag_Processor( $html );
		$tags->next_tag();
		return (array) json_decode( (string) $tags->get_attribute( 'data-frontage-motion' ), true );
	}

	/**
	 * Where the editor reads the block registry (a REST route of the block types), every block
	 * type but those with no element of their own has the attribute, those registered later too;
	 * a visitor's page, which renders the attribute undeclared, does not add it (docs/motion.md
	 * "What is stored").
	 */
	public function test_the_attribute_is_on_blocks_that_have_an_element_where_the_editor_reads_them(): void {
		$editor_reads = new ReflectionProperty( Block_Type_Args::class, 'editor_reads' );
		$was          = $editor_reads->getValue();
		$editor_reads->setValue( null, false );
		$registry = WP_Block_Type_Registry::get_instance();
		try {
			register_block_type( 'frontage-test/before', array( 'attributes' => array( 'size' => array( 'type' => 'number' ) ) ) );
			$this->assertArrayNotHasKey( Motion_Effects::ATTRIBUTE, $registry->get_registered( 'frontage-test/before' )->attributes, 'a visitor\'s page' );

			$this->act_as( 'editor' );
			$response = rest_do_request( new WP_REST_Request( 'GET', '/wp/v2/block-types/core/paragraph' ) );
			$this->assertSame( 200, $response->get_status() );
			$this->assertSame( 'object', $response->get_data()['attributes'][ Motion_Effects::ATTRIBUTE ]['type'] ?? null );

			register_block_type( 'frontage-test/after' );
			foreach ( array( 'core/paragraph', 'core/group', 'core/cover', 'core/image', 'core/heading', 'core/columns', 'frontage-test/before', 'frontage-test/after' ) as $name ) {
				$this->assertSame( array( 'type' => 'object' ), $registry->get_registered( $name )->attributes[ Motion_Effects::ATTRIBUTE ] ?? null, $name );
			}
			$this->assertSame( array( 'type' => 'number' ), $registry->get_registered( 'frontage-test/before' )->attributes['size'], 'its own attributes are kept' );
			foreach ( array( 'core/html', 'core/shortcode', 'core/block', 'core/navigation-link' ) as $name ) {
				$this->assertArrayNotHasKey( Motion_Effects::ATTRIBUTE, (array) $registry->get_registered( $name )->attributes, $name );
			}
		} finally {
			$editor_reads->setValue( null, $was || $editor_reads->getValue() );
			foreach ( array( 'frontage-test/before', 'frontage-test/after' ) as $name ) {
				if ( $registry->is_registered( $name ) ) {
					unregister_block_type( $name );
				}
			}
		}
	}

	/**
	 * A block with effects renders them on a visitor's page, where its type does not declare the
	 * attribute.
	 */
	public function test_a_visitors_page_renders_the_effects_of_an_undeclared_attribute(): void {
		$paragraph = WP_Block_Type_Registry::get_instance()->get_registered( 'core/paragraph' );
		$declared  = $paragraph->attributes;
		unset( $paragraph->attributes[ Motion_Effects::ATTRIBUTE ] );
		try {
			$html = self::paragraph( array( 'entrance' => array( 'animation' => 'slide-up' ) ) );
		} finally {
			$paragraph->attributes = $declared;
		}
		$this->assertStringContainsString( 'data-frontage-entrance="slide-up"', $html );
	}

	/**
	 * A block without effects, or with the attribute but nothing on, is printed as it was and
	 * loads no script.
	 */
	public function test_nothing_on_changes_nothing_and_loads_nothing(): void {
		foreach ( array( null, array(), array( 'scroll' => array() ), array( 'entrance' => array( 'animation' => '' ) ), array( 'lazyBackground' => true ), 'yes', array( 'scroll' => array( 'translateY' => array() ), 'devices' => array() ) ) as $motion ) {
			$this->assertSame( '<p>Words</p>', self::paragraph( $motion ), wp_json_encode( $motion ) );
		}
		$this->assertFalse( wp_script_is( Motion_Markup::HANDLE, 'enqueued' ) );
		$this->assertFalse( wp_style_is( Motion_Markup::HANDLE, 'enqueued' ) );
	}

	/**
	 * A scrolling effect: its settings on the element, the script queued (deferred, with its
	 * gate before it) and its style.
	 */
	public function test_an_effect_is_written_and_its_script_queued(): void {
		$html = self::paragraph( array( 'scroll' => array( 'translateY' => array( 'speed' => 3, 'direction' => 'down', 'start' => 10, 'end' => 90 ) ) ) );

		$this->assertStringContainsString( '>Words</p>', $html );
		$this->assertSame(
			array(
				'devices' => array( 'desktop', 'tablet', 'mobile' ),
				'scroll'  => array(
					'translateY' => array(
						'speed'     => 3,
						'direction' => 'down',
						'start'     => 10,
						'end'       => 90,
					),
				),
			),
			self::motion_of( $html )
		);
		$this->assertTrue( wp_script_is( Motion_Markup::HANDLE, 'enqueued' ) );
		$this->assertSame( 'defer', wp_scripts()->get_data( Motion_Markup::HANDLE, 'strategy' ) );
		$this->assertStringContainsString( Motion_Markup::GATE_CLASS, implode( '', (array) wp_scripts()->get_data( Motion_Markup::HANDLE, 'before' ) ) );
		$this->assertTrue( wp_style_is( Motion_Markup::HANDLE, 'enqueued' ) );
		$this->assertStringContainsString( 'prefers-reduced-motion:no-preference', Motion_Markup::css() );
	}

	/**
	 * Strengths, ranges, directions, devices and times out of bounds are read as safe values;
	 * effects a block cannot have, and unknown ones, are left out.
	 */
	public function test_bad_values_are_clamped_on_render(): void {
		$html   = self::paragraph(
			array(
				'devices'    => array( 'mobile', 'watch', 'desktop' ),
				'scroll'     => array(
					'translateY' => array( 'speed' => 99, 'direction' => 'sideways"><script>', 'start' => -20, 'end' => 50 ),
					'opacity'    => array( 'speed' => -1, 'direction' => 'out', 'start' => 80, 'end' => 20 ),
					'blur'       => array( 'speed' => 'lots', 'start' => 50, 'end' => 500 ),
					'skew'       => array( 'speed' => 2 ),
				),
				'mouse'      => array( 'tilt' => array( 'speed' => 11 ) ),
				'background' => array( 'translateY' => array( 'speed' => 2 ) ),
			)
		);
		$motion = self::motion_of( $html );

		$this->assertSame( array( 'desktop', 'mobile' ), $motion['devices'] );
		$this->assertEquals(
			array(
				'translateY' => array( 'speed' => 10, 'direction' => 'up', 'start' => 0, 'end' => 50 ),
				'opacity'    => array( 'speed' => 0, 'direction' => 'out', 'start' => 0, 'end' => 100 ),
				'blur'       => array( 'speed' => 7, 'direction' => 'in', 'start' => 50, 'end' => 100 ),
			),
			$motion['scroll']
		);
		$this->assertEquals( array( 'tilt' => array( 'speed' => 10, 'direction' => 'direct' ) ), $motion['mouse'] );
		$this->assertArrayNotHasKey( 'background', $motion, 'a paragraph has no background to move' );
		$this->assertStringNotContainsString( '<script', $html );
	}

	/**
	 * An entrance animation: its name and times on the element, clamped.
	 */
	public function test_an_entrance_animation(): void {
		$html = self::paragraph(
			array(
				'entrance' => array(
					'animation' => 'slide-up',
					'duration'  => 99999,
					'delay'     => -5,
				),
			)
		);
		$this->assertStringContainsString( 'data-frontage-entrance="slide-up"', $html );
		$this->assertStringContainsString( '--frontage-entrance-duration:5000ms;--frontage-entrance-delay:0ms', $html );
		$this->assertStringNotContainsString( 'data-frontage-motion', $html );
		$this->assertTrue( wp_script_is( Motion_Markup::HANDLE, 'enqueued' ) );

		$this->assertSame( '<p>Words</p>', self::paragraph( array( 'entrance' => array( 'animation' => 'explode' ) ) ) );
	}

	/**
	 * A group's lazy background: the image's address out of background-image, into the variable
	 * the style reads once the script marks the group near.
	 */
	public function test_a_lazy_group_background(): void {
		$plain = html_entity_decode( self::background_group( array() ), ENT_QUOTES );
		$this->assertStringContainsString( "background-image:url('" . self::IMAGE . "')", $plain, 'WordPress writes the image as a background' );

		$html = html_entity_decode( self::background_group( array( 'lazyBackground' => true ) ), ENT_QUOTES );

		$this->assertStringNotContainsString( 'background-image', $html );
		$this->assertStringContainsString( "--frontage-bg:url('" . self::IMAGE . "')", $html );
		$this->assertMatchesRegularExpression( '/class="[^"]*\bfrontage-lazy-bg\b/', $html );
		$this->assertStringContainsString( 'background-size:cover', $html );
		$this->assertTrue( wp_script_is( Motion_Markup::HANDLE, 'enqueued' ) );
		// The image shows without the script: only the gate holds it back, with a fallback.
		$css = Motion_Markup::css();
		$this->assertStringContainsString( '.frontage-lazy-bg{background-image:var(--frontage-bg)}', $css );
		$this->assertStringContainsString( '.frontage-motion-js .frontage-lazy-bg:not(.is-near){background-image:none;animation:frontage-bg-fallback 0s 3s forwards}', $css );
	}

	/**
	 * A lazy background is for groups and covers only: a paragraph's setting does nothing.
	 */
	public function test_a_lazy_background_on_other_blocks_does_nothing(): void {
		$this->assertSame( '<p>Words</p>', self::paragraph( array( 'lazyBackground' => true ) ) );
	}

	/**
	 * A cover's image waits for the script (src and srcset in data attributes), with the image as
	 * it was in a <noscript> beside it.
	 */
	public function test_a_lazy_cover_image(): void {
		$attrs = array(
			'url'                     => self::IMAGE,
			'dimRatio'                => 50,
			Motion_Effects::ATTRIBUTE => array( 'lazyBackground' => true ),
		);
		$html  = do_blocks(
			'<!-- wp:cover ' . wp_json_encode( $attrs ) . ' --><div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span>'
			. '<img class="wp-block-cover__image-background" alt="" src="' . self::IMAGE . '" srcset="' . self::IMAGE . ' 1600w" data-object-fit="cover"/>'
			. '<div class="wp-block-cover__inner-container"><!-- wp:paragraph --><p>Over</p><!-- /wp:paragraph --></div></div><!-- /wp:cover -->'
		);

		$this->assertMatchesRegularExpression( '#<img [^>]*data-frontage-source="' . preg_quote( self::IMAGE, '#' ) . '"[^>]*>\s*<noscript><img [^>]*src="#', $html );
		$this->assertStringContainsString( 'data-frontage-sources="' . self::IMAGE . ' 1600w"', $html );
		$this->assertSame( 1, preg_match_all( '/\ssrc="/', $html ), 'only the <noscript> copy has a src' );
		$this->assertSame( 1, preg_match_all( '/\ssrcset="/', $html ) );
	}

	/**
	 * Background motion on a group: the image drawn on a layer that reaches beyond the group by
	 * the travel; on a cover, the class its image's rule reads.
	 */
	public function test_background_motion(): void {
		$html = self::background_group( array( 'background' => array( 'translateY' => array( 'speed' => 4 ) ) ) );

		$this->assertMatchesRegularExpression( '/class="[^"]*\bfrontage-bg-layer\b/', $html );
		$this->assertMatchesRegularExpression( '/class="[^"]*\bfrontage-bg-motion\b/', $html );
		$this->assertStringContainsString( '--frontage-bg-pad:50px', $html );
		$this->assertStringNotContainsString( 'background-image', $html );
		$this->assertArrayHasKey( 'background', self::motion_of( $html ) );
		$this->assertStringNotContainsString( 'frontage-lazy-bg', $html );
	}

	/**
	 * A block the setting is not for keeps its markup even with the attribute.
	 */
	public function test_an_excluded_block_is_left_alone(): void {
		$html = do_blocks( '<!-- wp:html {"frontageMotion":{"entrance":{"animation":"fade-in"}}} --><div>raw</div><!-- /wp:html -->' );
		$this->assertSame( '<div>raw</div>', $html );
		$this->assertFalse( wp_script_is( Motion_Markup::HANDLE, 'enqueued' ) );
	}
}
