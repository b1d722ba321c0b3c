<?php
/**
 * The Carousel slide block (blocks/carousel-slide): one slide of a Carousel, holding any blocks
 * (docs/motion.md "Carousel").
 *
 * @package Frontage
 */

namespace Frontage\Motion;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Renders the slide's box around its blocks, marked for the carousel around it, which counts
 * its slides by the mark and names each "n of m" (Carousel_Block). A slide that shows nothing —
 * no text and no image, video, frame or form field — renders nothing, so it is not counted.
 */
final class Carousel_Slide_Block {

	/**
	 * The block's name.
	 */
	public const NAME = 'frontage/carousel-slide';

	/**
	 * The slide's class, which the carousel's style and script find.
	 */
	public const CLASS_NAME = 'wp-block-frontage-carousel-slide';

	/**
	 * The attribute that marks a slide until its carousel has counted and named it.
	 */
	public const MARK = 'data-frontage-slide';

	/**
	 * Elements that show something without text.
	 */
	private const VISIBLE_TAGS = '/<(img|picture|video|audio|iframe|svg|canvas|embed|object|input|select|textarea|button)\b/i';

	/**
	 * The block's markup (the render callback).
	 *
	 * @param mixed $attributes The block's attributes (unused: the box takes block supports only).
	 * @param mixed $content    The slide's blocks, rendered.
	 * @return string HTML.
	 */
	public function render( mixed $attributes, mixed $content = '' ): string {
		unset( $attributes );
		$content = is_string( $content ) ? $content : '';
		if ( ! self::shows_something( $content ) ) {
			return '';
		}
		return sprintf( '<div %1$s %2$s>%3$s</div>', get_block_wrapper_attributes(), self::MARK, $content );
	}

	/**
	 * Whether markup shows anything: text, or an element that shows something without text.
	 *
	 * @param string $html The markup.
	 */
	public static function shows_something( string $html ): bool {
		return '' !== trim( html_entity_decode( wp_strip_all_tags( $html ) ), " \t\n\r\0\x0B\u{00A0}" )
			|| 1 === preg_match( self::VISIBLE_TAGS, $html );
	}
}
