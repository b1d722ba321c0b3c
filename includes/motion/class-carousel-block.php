<?php
/**
 * The Carousel block (blocks/carousel): slides of any blocks in a row that scrolls sideways,
 * with previous / next buttons, dots, loop and autoplay (docs/motion.md "Carousel").
 *
 * @package Frontage
 */

namespace Frontage\Motion;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Renders what works without JavaScript — a row of slides that scrolls and snaps (CSS
 * scroll-snap), each slide a group named "n of m" — and, for the view script, the buttons
 * (invisible until it runs), a polite live region naming the slide a visitor moves to, the
 * settings and the translated labels in data attributes.
 *
 * Bad input: no slide renders nothing; one slide renders it plainly, without buttons or autoplay;
 * slides shown or scrolled beyond the count are clamped to it (Carousel_Settings).
 */
final class Carousel_Block {

	/**
	 * The block's name.
	 */
	public const NAME = 'frontage/carousel';

	/**
	 * The carousel's class, which its style and script find.
	 */
	public const CLASS_NAME = 'wp-block-frontage-carousel';

	/**
	 * The devices, each with its attribute in Carousel_Settings (docs/motion.md "Carousel":
	 * mobile ≤ 767 px, tablet 768–1024 px, desktop above).
	 */
	private const DEVICES = array( 'desktop', 'tablet', 'mobile' );

	/**
	 * Chevron and pause / play icons (decorative; every button carries its name).
	 */
	private const ICON_PREVIOUS = '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M15.4 6.4 14 5l-7 7 7 7 1.4-1.4L9.8 12z"/></svg>';

	/**
	 * Next chevron.
	 */
	private const ICON_NEXT = '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M8.6 6.4 10 5l7 7-7 7-1.4-1.4 5.6-5.6z"/></svg>';

	/**
	 * Pause (two bars) and play (a triangle); the style shows the one that applies.
	 */
	private const ICON_PLAY_PAUSE = '<svg class="is-pause" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M7 5h3.5v14H7zm6.5 0H17v14h-3.5z"/></svg><svg class="is-play" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M8 5v14l11-7z"/></svg>';

	/**
	 * The block's markup (the render callback).
	 *
	 * @param mixed $attributes The block's attributes; wrong types and values out of bounds read
	 *                          as the defaults or the nearest allowed value.
	 * @param mixed $content    The slides, rendered (Carousel_Slide_Block marks each).
	 * @return string HTML.
	 */
	public function render( mixed $attributes, mixed $content = '' ): string {
		$content = is_string( $content ) ? $content : '';
		$count   = self::count_slides( $content );
		if ( 0 === $count ) {
			return '';
		}
		$settings = Carousel_Settings::from_attributes( $attributes )->for_count( $count );
		if ( 1 === $count ) {
			return sprintf(
				'<div %1$s>%2$s</div>',
				get_block_wrapper_attributes( array( 'class' => 'is-static' ) ),
				self::name_slides( $content, 1, false )
			);
		}
		$track = wp_unique_id( 'frontage-carousel-' );
		return sprintf(
			'<section %1$s><div class="%2$s__track" id="%3$s" tabindex="0">%4$s</div><div class="%2$s__status" aria-live="polite" aria-atomic="true"></div>%5$s</section>',
			get_block_wrapper_attributes( self::wrapper_attributes( $settings, $count ) ),
			esc_attr( self::CLASS_NAME ),
			esc_attr( $track ),
			self::name_slides( $content, $count, true ),
			self::controls( $settings, $track )
		);
	}

	/**
	 * How many marked slides the markup holds (a carousel inside a slide has unmarked its own).
	 *
	 * @param string $content The rendered slides.
	 */
	private static function count_slides( string $content ): int {
		$count = 0;
		$tags  = new \WP_HTML_Tag_Processor( $content );
		while ( $tags->next_tag() ) {
			if ( null !== $tags->get_attribute( Carousel_Slide_Block::MARK ) ) {
				++$count;
			}
		}
		return $count;
	}

	/**
	 * The slides unmarked and, in a carousel, each a group named "n of m".
	 *
	 * @param string $content  The rendered slides.
	 * @param int    $count    How many there are.
	 * @param bool   $carousel Whether they are a carousel's (else shown plainly).
	 */
	private static function name_slides( string $content, int $count, bool $carousel ): string {
		$tags  = new \WP_HTML_Tag_Processor( $content );
		$index = 0;
		while ( $tags->next_tag() ) {
			if ( null === $tags->get_attribute( Carousel_Slide_Block::MARK ) ) {
				continue;
			}
			$tags->remove_attribute( Carousel_Slide_Block::MARK );
			if ( ! $carousel ) {
				continue;
			}
			++$index;
			$tags->set_attribute( 'role', 'group' );
			$tags->set_attribute( 'aria-roledescription', __( 'slide', 'frontage' ) );
			/* translators: 1: the slide's number, 2: how many slides the carousel has. */
			$tags->set_attribute( 'aria-label', sprintf( __( '%1$d of %2$d', 'frontage' ), $index, $count ) );
		}
		return $tags->get_updated_html();
	}

	/**
	 * The carousel's own attributes: its role and name, the slides shown per device (as CSS
	 * properties, so the row is laid out before any script runs), and for the script the
	 * settings and translated labels.
	 *
	 * @param Carousel_Settings $settings The settings, clamped to the count.
	 * @param int               $count    How many slides there are.
	 * @return array<string, string>
	 */
	private static function wrapper_attributes( Carousel_Settings $settings, int $count ): array {
		$style   = '';
		$classes = array();
		foreach ( self::DEVICES as $device ) {
			$shown  = $settings->{$device};
			$style .= sprintf( '--frontage-carousel-%s:%d;', $device, $shown );
			if ( $shown >= $count ) {
				$classes[] = 'is-still-' . $device; // Every slide fits: nothing to move there.
			}
		}
		return array(
			'class'                => implode( ' ', $classes ),
			'style'                => $style,
			'aria-roledescription' => __( 'carousel', 'frontage' ),
			'aria-label'           => '' !== $settings->label ? $settings->label : __( 'Carousel', 'frontage' ),
			'data-desktop'         => (string) $settings->desktop,
			'data-tablet'          => (string) $settings->tablet,
			'data-mobile'          => (string) $settings->mobile,
			'data-step'            => (string) $settings->step,
			'data-loop'            => $settings->loop ? '1' : '0',
			'data-autoplay'        => $settings->autoplay ? (string) ( $settings->interval * 1000 ) : '0',
			'data-label-pause'     => __( 'Pause the slide show', 'frontage' ),
			'data-label-play'      => __( 'Play the slide show', 'frontage' ),
			/* translators: %d: a slide's number. */
			'data-label-dot'       => __( 'Go to slide %d', 'frontage' ),
		);
	}

	/**
	 * The buttons: pause / play (with autoplay), previous, the dots' row (the script adds one
	 * per position, as many as the device's layout has) and next. Invisible until the script runs.
	 *
	 * @param Carousel_Settings $settings The settings.
	 * @param string            $track    The row's id, which the buttons control.
	 */
	private static function controls( Carousel_Settings $settings, string $track ): string {
		$button = '<button type="button" class="%1$s__%2$s" aria-controls="%3$s" aria-label="%4$s">%5$s</button>';
		$class  = esc_attr( self::CLASS_NAME );
		$track  = esc_attr( $track );
		$html   = '';
		if ( $settings->autoplay ) {
			$html .= sprintf( $button, $class, 'play', $track, esc_attr__( 'Pause the slide show', 'frontage' ), self::ICON_PLAY_PAUSE );
		}
		$html .= sprintf( $button, $class, 'previous', $track, esc_attr__( 'Previous slide', 'frontage' ), self::ICON_PREVIOUS );
		if ( $settings->dots ) {
			$html .= sprintf( '<div class="%s__dots"></div>', $class );
		}
		$html .= sprintf( $button, $class, 'next', $track, esc_attr__( 'Next slide', 'frontage' ), self::ICON_NEXT );
		return sprintf( '<div class="%1$s__controls">%2$s</div>', $class, $html );
	}

	/**
	 * The demo page (Motion_Demo): a carousel of mixed blocks with the defaults, one of a
	 * gallery's images, and one that autoplays; docs/motion.md "Carousel".
	 *
	 * @return array{title: string, content: string}
	 */
	public static function demo_page(): array {
		$mixed = '';
		foreach ( array( 'Plan', 'Build', 'Launch', 'Measure', 'Improve' ) as $index => $step ) {
			$mixed .= self::slide(
				sprintf( '<!-- wp:heading {"level":3} --><h3 class="wp-block-heading">%1$d. %2$s</h3><!-- /wp:heading -->', $index + 1, esc_html( $step ) )
				. '<!-- wp:paragraph --><p>' . esc_html( $step ) . ' — any blocks make a slide: headings, text, buttons, images.</p><!-- /wp:paragraph -->'
				. ( 0 === $index % 2 ? '<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="#carousel-demo">Read more about ' . esc_html( strtolower( $step ) ) . '</a></div><!-- /wp:button --></div><!-- /wp:buttons -->' : '' )
			);
		}
		$images = '';
		foreach ( self::demo_images() as $alt => $url ) {
			$images .= self::slide( sprintf( '<!-- wp:image {"sizeSlug":"large"} --><figure class="wp-block-image size-large"><img src="%1$s" alt="%2$s"/><figcaption class="wp-element-caption">%2$s</figcaption></figure><!-- /wp:image -->', esc_url( $url ), esc_attr( $alt ) ) );
		}
		$quotes = '';
		foreach ( array( 'Slides move on their own every four seconds.', 'Hover or focus the carousel and they wait.', 'The pause button stops them for good.', 'Under reduced motion they start paused.' ) as $line ) {
			$quotes .= self::slide( '<!-- wp:paragraph {"align":"center","fontSize":"large"} --><p class="has-text-align-center has-large-font-size">' . esc_html( $line ) . '</p><!-- /wp:paragraph -->' );
		}
		return array(
			'title'   => __( 'Carousel', 'frontage' ),
			'content' => '<!-- wp:heading {"anchor":"carousel-demo"} --><h2 class="wp-block-heading" id="carousel-demo">Slides of any blocks</h2><!-- /wp:heading -->'
				. '<!-- wp:frontage/carousel {"label":"Our process"} -->' . $mixed . '<!-- /wp:frontage/carousel -->'
				. '<!-- wp:heading --><h2 class="wp-block-heading">A gallery’s images</h2><!-- /wp:heading -->'
				. '<!-- wp:frontage/carousel {"label":"Buildings","slidesDesktop":2,"slidesTablet":2,"slidesMobile":1} -->' . $images . '<!-- /wp:frontage/carousel -->'
				. '<!-- wp:heading --><h2 class="wp-block-heading">Autoplay</h2><!-- /wp:heading -->'
				. '<!-- wp:frontage/carousel {"label":"Tips","slidesDesktop":1,"slidesTablet":1,"autoplay":true,"autoplayInterval":4} -->' . $quotes . '<!-- /wp:frontage/carousel -->',
		);
	}

	/**
	 * One slide's block markup.
	 *
	 * @param string $blocks The slide's blocks.
	 */
	private static function slide( string $blocks ): string {
		return '<!-- wp:frontage/carousel-slide -->' . $blocks . '<!-- /wp:frontage/carousel-slide -->';
	}

	/**
	 * Photos for the gallery carousel: Twenty Twenty-Four's, which WordPress ships (alt text →
	 * address); none when that theme is not installed.
	 *
	 * @return array<string, string>
	 */
	private static function demo_images(): array {
		$theme = wp_get_theme( 'twentytwentyfour' );
		if ( ! $theme->exists() ) {
			return array();
		}
		$base = $theme->get_stylesheet_directory_uri() . '/assets/images/';
		return array(
			'A museum’s curved facade'  => $base . 'museum.webp',
			'An angular roof'           => $base . 'angular-roof.webp',
			'A green staircase'         => $base . 'green-staircase.webp',
			'A hotel facade'            => $base . 'hotel-facade.webp',
			'A building’s exterior'     => $base . 'building-exterior.webp',
			'Windows in a row'          => $base . 'windows.webp',
		);
	}
}
