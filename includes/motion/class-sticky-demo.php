<?php
/**
 * The Sticky demo page (docs/motion.md "Sticky" and "Demo").
 *
 * @package Frontage
 */

namespace Frontage\Motion;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A header-like group that sticks to the top and shrinks past its effects offset, a note that
 * sticks inside a long section and stops at its end, and a bar stuck to the bottom of the window
 * until its place arrives; an in-page link lands below the header.
 */
final class Sticky_Demo {

	/**
	 * The id of the section the note stops at.
	 */
	public const SECTION_ID = 'sticky-demo-section';

	/**
	 * The id of the heading the in-page link goes to.
	 */
	public const TARGET_ID = 'sticky-demo-end';

	/**
	 * The page.
	 *
	 * @return array{title: string, content: string}
	 */
	public static function demo_page(): array {
		return array(
			'title'   => __( 'Sticky', 'frontage' ),
			'content' => self::intro() . self::header() . self::section() . self::ending() . self::bar(),
		);
	}

	/**
	 * A group with a sticky setting.
	 *
	 * @param array<string, mixed> $sticky  The setting.
	 * @param array<string, mixed> $attrs   The group's other attributes.
	 * @param string               $classes Its classes after `wp-block-group`.
	 * @param string               $inner   Its blocks.
	 */
	private static function group( array $sticky, array $attrs, string $classes, string $inner ): string {
		$attrs[ Sticky::ATTRIBUTE ] = $sticky;
		return '<!-- wp:group ' . wp_json_encode( $attrs ) . ' --><div class="wp-block-group ' . $classes . '">'
			. $inner . '</div><!-- /wp:group -->';
	}

	/**
	 * A paragraph.
	 *
	 * @param string $text Its text (plain).
	 */
	private static function paragraph( string $text ): string {
		return '<!-- wp:paragraph --><p>' . esc_html( $text ) . '</p><!-- /wp:paragraph -->';
	}

	/**
	 * Paragraphs to scroll past.
	 *
	 * @param int $count How many.
	 */
	private static function filler( int $count ): string {
		$text = __( 'Words to scroll past, so that the page is long enough to watch the sticky blocks stick, follow and let go. ', 'frontage' );
		return str_repeat( self::paragraph( str_repeat( $text, 4 ) ), $count );
	}

	/**
	 * What the page shows, and the in-page link.
	 */
	private static function intro(): string {
		return self::paragraph( __( 'The dark header below sticks to the top of the window and shrinks once the page has scrolled 150 px. The note in the grey section sticks below it until the section ends. The bar at the foot of the window waits for its place at the end of the page.', 'frontage' ) )
			. '<!-- wp:paragraph --><p><a href="#' . self::TARGET_ID . '">' . esc_html__( 'Jump to the last section', 'frontage' ) . '</a></p><!-- /wp:paragraph -->';
	}

	/**
	 * The header-like group: to the top, to the page's end, shrinking past 150 px.
	 */
	private static function header(): string {
		return self::group(
			array(
				'position'      => 'top',
				'effectsOffset' => 150,
			),
			array(
				'className'       => 'frontage-sticky-shrink',
				'backgroundColor' => 'contrast',
				'textColor'       => 'base',
				'layout'          => array( 'type' => 'constrained' ),
			),
			'frontage-sticky-shrink has-base-color has-contrast-background-color has-text-color has-background',
			self::paragraph( __( 'A header that sticks (and shrinks once scrolled 150 px)', 'frontage' ) )
		);
	}

	/**
	 * The long section with a note that sticks 120 px down inside it and stops at its end.
	 */
	private static function section(): string {
		$note = self::group(
			array(
				'position'     => 'top',
				'offset'       => 120,
				'stopAtParent' => true,
			),
			array(
				'backgroundColor' => 'accent',
				'textColor'       => 'contrast',
			),
			'has-contrast-color has-accent-background-color has-text-color has-background',
			self::paragraph( __( 'A note that sticks inside this section and stops at its end', 'frontage' ) )
		);
		return '<!-- wp:group {"anchor":"' . self::SECTION_ID . '","backgroundColor":"base-2","layout":{"type":"constrained"}} -->'
			. '<div class="wp-block-group has-base-2-background-color has-background" id="' . self::SECTION_ID . '">'
			. '<!-- wp:heading --><h2 class="wp-block-heading">' . esc_html__( 'A long section', 'frontage' ) . '</h2><!-- /wp:heading -->'
			. $note . self::filler( 8 )
			. '</div><!-- /wp:group -->';
	}

	/**
	 * What follows the section: more text, and the heading the in-page link goes to.
	 */
	private static function ending(): string {
		return self::filler( 4 )
			. '<!-- wp:heading {"anchor":"' . self::TARGET_ID . '"} --><h2 class="wp-block-heading" id="' . self::TARGET_ID . '">' . esc_html__( 'The last section', 'frontage' ) . '</h2><!-- /wp:heading -->'
			. self::filler( 4 );
	}

	/**
	 * The bar stuck to the bottom of the window until its place at the end of the page.
	 */
	private static function bar(): string {
		return self::group(
			array(
				'position' => 'bottom',
				'devices'  => array( 'desktop', 'tablet', 'mobile' ),
			),
			array(
				'backgroundColor' => 'contrast',
				'textColor'       => 'base',
				'layout'          => array( 'type' => 'constrained' ),
			),
			'has-base-color has-contrast-background-color has-text-color has-background',
			self::paragraph( __( 'A bar at the foot of the window until its place at the end of the page', 'frontage' ) )
		);
	}
}
