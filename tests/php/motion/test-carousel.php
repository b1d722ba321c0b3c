<?php
/**
 * Tests for the Carousel block (includes/motion/class-carousel-block.php; docs/motion.md
 * "Carousel"): the markup a page renders — slides named "n of m", the carousel's role, the
 * settings per device for the style and the script, translated labels — and bad input: no
 * slide, one slide, empty slides, more slides shown than there are, settings of the wrong type.
 *
 * @package Frontage
 */

use Frontage\Motion\Carousel_Block;
use Frontage\Motion\Carousel_Settings;
use Frontage\Tests\Test_Case;

/**
 * The block as a page renders it.
 */
final class Test_Carousel extends Test_Case {

	/**
	 * The view script's handle.
	 */
	private const SCRIPT = 'frontage-carousel-view-script';

	/**
	 * Forgets the queued script and style.
	 */
	protected function tearDown(): void {
		wp_dequeue_script( self::SCRIPT );
		wp_dequeue_style( 'frontage-carousel-style' );
		parent::tearDown();
	}

	/**
	 * A slide's block markup.
	 *
	 * @param string $text The slide's paragraph ('' for an empty one).
	 */
	private static function slide( string $text ): string {
		return '<!-- wp:frontage/carousel-slide --><!-- wp:paragraph --><p>' . $text . '</p><!-- /wp:paragraph --><!-- /wp:frontage/carousel-slide -->';
	}

	/**
	 * A carousel rendered as a page renders its content.
	 *
	 * @param string[]             $slides The slides' texts.
	 * @param array<string, mixed> $attrs  The carousel's attributes.
	 */
	private static function carousel( array $slides, array $attrs = array() ): string {
		$markup = '<!-- wp:frontage/carousel ' . wp_json_encode( (object) $attrs ) . ' -->'
			. implode( '', array_map( array( self::class, 'slide' ), $slides ) )
			. '<!-- /wp:frontage/carousel -->';
		return do_blocks( $markup );
	}

	/**
	 * The value of an attribute of the first tag matching a class, or null.
	 *
	 * @param string $html      The markup.
	 * @param string $css_class The class.
	 * @param string $name      The attribute.
	 */
	private static function attribute( string $html, string $css_class, string $name ): ?string {
		$tags = new WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag( array( 'class_name' => $css_class ) ) ) {
			return null;
		}
		$value = $tags->get_attribute( $name );
		return null === $value ? null : (string) $value;
	}

	/**
	 * The slides' names, checking each is a group described as a slide.
	 *
	 * @param string $html The markup.
	 * @return string[]
	 */
	private function slides( string $html ): array {
		$names = array();
		$tags  = new WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag( array( 'class_name' => 'wp-block-frontage-carousel-slide' ) ) ) {
			$this->assertSame( 'group', $tags->get_attribute( 'role' ) );
			$this->assertSame( 'slide', $tags->get_attribute( 'aria-roledescription' ) );
			$names[] = (string) $tags->get_attribute( 'aria-label' );
		}
		return $names;
	}

	/**
	 * By default: a region named "Carousel" described as a carousel, five slides each a group
	 * named "n of 5", 3 / 2 / 1 slides shown per device, one slide per step, loop on, autoplay
	 * off (no pause button), previous / next buttons and the dots' row; the view script queued.
	 */
	public function test_a_carousel_with_the_defaults(): void {
		$this->assertFalse( wp_script_is( self::SCRIPT, 'enqueued' ) );

		$html = self::carousel( array( 'One', 'Two', 'Three', 'Four', 'Five' ) );

		$this->assertMatchesRegularExpression( '#^<section [^>]*aria-roledescription="carousel"#', $html );
		$this->assertSame( 'Carousel', self::attribute( $html, 'wp-block-frontage-carousel', 'aria-label' ) );
		$this->assertSame( array( '1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5' ), $this->slides( $html ) );
		$this->assertStringNotContainsString( 'data-frontage-slide', $html );
		$style = (string) self::attribute( $html, 'wp-block-frontage-carousel', 'style' );
		$this->assertStringContainsString( '--frontage-carousel-desktop:3;--frontage-carousel-tablet:2;--frontage-carousel-mobile:1;', $style );
		foreach ( array(
			'data-desktop'  => '3',
			'data-tablet'   => '2',
			'data-mobile'   => '1',
			'data-step'     => '1',
			'data-loop'     => '1',
			'data-autoplay' => '0',
		) as $name => $value ) {
			$this->assertSame( $value, self::attribute( $html, 'wp-block-frontage-carousel', $name ), $name );
		}
		$this->assertSame( 'Previous slide', self::attribute( $html, 'wp-block-frontage-carousel__previous', 'aria-label' ) );
		$this->assertSame( 'Next slide', self::attribute( $html, 'wp-block-frontage-carousel__next', 'aria-label' ) );
		$this->assertStringContainsString( 'class="wp-block-frontage-carousel__dots"', $html );
		$this->assertStringNotContainsString( '__play', $html );
		$this->assertSame( 'polite', self::attribute( $html, 'wp-block-frontage-carousel__status', 'aria-live' ) );
		$this->assertSame( 'Go to slide %d', self::attribute( $html, 'wp-block-frontage-carousel', 'data-label-dot' ) );
		$this->assertTrue( wp_script_is( self::SCRIPT, 'enqueued' ) );
	}

	/**
	 * The buttons control the row of slides, which a keyboard can reach and scroll without
	 * JavaScript.
	 */
	public function test_the_buttons_control_a_focusable_row(): void {
		$html  = self::carousel( array( 'One', 'Two', 'Three', 'Four' ) );
		$track = self::attribute( $html, 'wp-block-frontage-carousel__track', 'id' );

		$this->assertNotEmpty( $track );
		$this->assertSame( '0', self::attribute( $html, 'wp-block-frontage-carousel__track', 'tabindex' ) );
		$this->assertSame( $track, self::attribute( $html, 'wp-block-frontage-carousel__next', 'aria-controls' ) );
		$this->assertSame( $track, self::attribute( $html, 'wp-block-frontage-carousel__previous', 'aria-controls' ) );
	}

	/**
	 * The owner's settings: name (escaped), slides per device, step, no loop, no dots, autoplay
	 * every 7 s with a pause button and its labels.
	 */
	public function test_the_owners_settings(): void {
		$html = self::carousel(
			array( 'A', 'B', 'C', 'D', 'E', 'F' ),
			array(
				'label'            => 'Team "news" <b>',
				'slidesDesktop'    => 4,
				'slidesTablet'     => 3,
				'slidesMobile'     => 2,
				'slidesToScroll'   => 2,
				'loop'             => false,
				'showDots'         => false,
				'autoplay'         => true,
				'autoplayInterval' => 7,
			)
		);

		$this->assertStringContainsString( 'aria-label="Team &quot;news&quot;"', $html );
		$this->assertStringContainsString( '--frontage-carousel-desktop:4;--frontage-carousel-tablet:3;--frontage-carousel-mobile:2;', $html );
		$this->assertSame( '2', self::attribute( $html, 'wp-block-frontage-carousel', 'data-step' ) );
		$this->assertSame( '0', self::attribute( $html, 'wp-block-frontage-carousel', 'data-loop' ) );
		$this->assertSame( '7000', self::attribute( $html, 'wp-block-frontage-carousel', 'data-autoplay' ) );
		$this->assertStringNotContainsString( '__dots', $html );
		$this->assertSame( 'Pause the slide show', self::attribute( $html, 'wp-block-frontage-carousel__play', 'aria-label' ) );
		$this->assertSame( 'Play the slide show', self::attribute( $html, 'wp-block-frontage-carousel', 'data-label-play' ) );
	}

	/**
	 * More slides shown (or scrolled) than there are is clamped to the count; a device that
	 * shows every slide is marked still (no buttons there).
	 */
	public function test_slides_shown_beyond_the_count_are_clamped(): void {
		$html = self::carousel(
			array( 'A', 'B' ),
			array(
				'slidesDesktop'  => 5,
				'slidesToScroll' => 4,
			)
		);

		$this->assertStringContainsString( '--frontage-carousel-desktop:2;--frontage-carousel-tablet:2;--frontage-carousel-mobile:1;', $html );
		$this->assertSame( '2', self::attribute( $html, 'wp-block-frontage-carousel', 'data-desktop' ) );
		$this->assertSame( '2', self::attribute( $html, 'wp-block-frontage-carousel', 'data-step' ) );
		$class = (string) self::attribute( $html, 'wp-block-frontage-carousel', 'class' );
		$this->assertStringContainsString( 'is-still-desktop', $class );
		$this->assertStringContainsString( 'is-still-tablet', $class );
		$this->assertStringNotContainsString( 'is-still-mobile', $class );
	}

	/**
	 * One slide is shown plainly: no carousel role, no buttons, no autoplay, no slide label.
	 * An empty slide does not count.
	 */
	public function test_one_slide_is_shown_plainly(): void {
		$html = self::carousel( array( 'Only', '' ), array( 'autoplay' => true ) );

		$this->assertStringContainsString( '<p>Only</p>', $html );
		$this->assertStringContainsString( 'is-static', $html );
		$this->assertStringNotContainsString( '<p></p>', $html );
		foreach ( array( 'aria-roledescription', '<button', 'data-autoplay', 'aria-label', 'data-frontage-slide' ) as $absent ) {
			$this->assertStringNotContainsString( $absent, $html );
		}
	}

	/**
	 * No slide with content renders nothing.
	 */
	public function test_no_slide_renders_nothing(): void {
		$this->assertSame( '', trim( self::carousel( array() ) ) );
		$this->assertSame( '', trim( self::carousel( array( '', ' ', '&nbsp;' ) ) ) );
	}

	/**
	 * Empty slides are left out of the count: three slides, one empty, is "n of 2".
	 */
	public function test_empty_slides_are_left_out(): void {
		$html = self::carousel( array( 'A', '', 'B' ) );

		$this->assertSame( array( '1 of 2', '2 of 2' ), $this->slides( $html ) );
	}

	/**
	 * An image alone makes a slide.
	 */
	public function test_an_image_alone_makes_a_slide(): void {
		$image = '<!-- wp:frontage/carousel-slide --><!-- wp:image --><figure class="wp-block-image"><img src="https://example.org/a.jpg" alt=""/></figure><!-- /wp:image --><!-- /wp:frontage/carousel-slide -->';
		$html  = do_blocks( '<!-- wp:frontage/carousel -->' . $image . $image . '<!-- /wp:frontage/carousel -->' );

		$this->assertSame( array( '1 of 2', '2 of 2' ), $this->slides( $html ) );
	}

	/**
	 * A carousel inside a slide names its own slides; the outer carousel counts only its own.
	 */
	public function test_a_carousel_inside_a_slide_keeps_its_own_count(): void {
		$inner = '<!-- wp:frontage/carousel -->' . self::slide( 'i1' ) . self::slide( 'i2' ) . self::slide( 'i3' ) . '<!-- /wp:frontage/carousel -->';
		$html  = do_blocks( '<!-- wp:frontage/carousel -->' . '<!-- wp:frontage/carousel-slide -->' . $inner . '<!-- /wp:frontage/carousel-slide -->' . self::slide( 'o2' ) . '<!-- /wp:frontage/carousel -->' );

		$this->assertSame( 3, substr_count( $html, 'of 3"' ) );
		$this->assertSame( 2, substr_count( $html, 'of 2"' ) );
	}

	/**
	 * Attributes of the wrong type read as the defaults, numbers out of bounds as the nearest
	 * allowed value, without a warning; nothing is printed unescaped.
	 */
	public function test_bad_attributes_are_sanitized(): void {
		$html = self::carousel(
			array( 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H' ),
			array(
				'slidesDesktop'    => 'many',
				'slidesTablet'     => -3,
				'slidesMobile'     => 40,
				'slidesToScroll'   => 0,
				'loop'             => 'no',
				'autoplay'         => 1,
				'autoplayInterval' => 0.5,
				'label'            => array( '"><script>alert(1)</script>' ),
			)
		);

		$this->assertStringContainsString( '--frontage-carousel-desktop:3;--frontage-carousel-tablet:1;--frontage-carousel-mobile:' . Carousel_Settings::MAX_SHOWN . ';', $html );
		$this->assertSame( '1', self::attribute( $html, 'wp-block-frontage-carousel', 'data-step' ) );
		$this->assertSame( '1', self::attribute( $html, 'wp-block-frontage-carousel', 'data-loop' ) );
		$this->assertSame( '0', self::attribute( $html, 'wp-block-frontage-carousel', 'data-autoplay' ) );
		$this->assertSame( 'Carousel', self::attribute( $html, 'wp-block-frontage-carousel', 'aria-label' ) );
		$this->assertStringNotContainsString( '<script', $html );

		$interval = Carousel_Settings::from_attributes(
			array(
				'autoplay'         => true,
				'autoplayInterval' => 999,
			)
		);
		$this->assertSame( Carousel_Settings::MAX_INTERVAL, $interval->interval );
		$this->assertSame( Carousel_Settings::MIN_INTERVAL, Carousel_Settings::from_attributes( array( 'autoplayInterval' => 0.5 ) )->interval );
		$this->assertSame( 3, Carousel_Settings::from_attributes( 'not an array' )->desktop );
	}

	/**
	 * The demo page holds three carousels: mixed blocks, a gallery's images, one autoplaying.
	 */
	public function test_the_demo_page(): void {
		$page = Carousel_Block::demo_page();
		$html = do_blocks( $page['content'] );

		$this->assertSame( 3, substr_count( $html, 'aria-roledescription="carousel"' ) );
		$this->assertStringContainsString( '<img ', $html );
		$this->assertSame( 1, preg_match_all( '#data-autoplay="[1-9]\d*"#', $html ) );
	}
}
