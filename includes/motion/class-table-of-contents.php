<?php
/**
 * The Table of contents block (blocks/table-of-contents): links to the page's headings, built
 * on the server, the current section marked while scrolling (docs/motion.md "Table of
 * contents").
 *
 * @package Frontage
 */

namespace Frontage\Motion;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Renders a nav of nested lists of links to the post's headings of the chosen levels
 * (Toc_Headings reads them and gives the ones without an id theirs). The links work without
 * JavaScript; the view script only marks the current section. A post without such headings
 * renders nothing.
 */
final class Table_Of_Contents {

	/**
	 * The block's name.
	 */
	public const NAME = 'frontage/table-of-contents';

	/**
	 * The block's class, which its style and view script find.
	 */
	public const CLASS_NAME = 'wp-block-frontage-table-of-contents';

	/**
	 * The heading levels listed by default.
	 */
	public const DEFAULT_LEVELS = array( 2, 3, 4 );

	/**
	 * The block's markup (the render callback).
	 *
	 * @param mixed  $attributes The block's attributes.
	 * @param mixed  $content    Unused (the block has no inner blocks).
	 * @param ?mixed $block      The block, whose context may name the post.
	 * @return string HTML; '' when the post has no heading to list.
	 */
	public function render( mixed $attributes, mixed $content = '', mixed $block = null ): string {
		unset( $content );
		$attributes = is_array( $attributes ) ? $attributes : array();
		$post_id    = $block instanceof \WP_Block ? ( $block->context['postId'] ?? null ) : null;
		$post       = is_numeric( $post_id ) ? get_post( (int) $post_id ) : get_post();
		if ( ! $post instanceof \WP_Post ) {
			return '';
		}
		$levels   = self::levels( $attributes['levels'] ?? null );
		$headings = array_values( array_filter( Toc_Headings::of( $post ), static fn ( array $h ): bool => in_array( $h['level'], $levels, true ) ) );
		if ( array() === $headings ) {
			return '';
		}
		$title = Widget_Input::text( $attributes['title'] ?? null );
		$base  = is_singular() && get_queried_object_id() === $post->ID ? '' : (string) get_permalink( $post );
		$html  = '' === $title ? '' : '<p class="' . self::CLASS_NAME . '__title">' . esc_html( $title ) . '</p>';
		return sprintf(
			'<nav %1$s>%2$s%3$s</nav>',
			get_block_wrapper_attributes( array( 'aria-label' => '' === $title ? __( 'Table of contents', 'frontage' ) : $title ) ),
			$html,
			self::lists( $headings, $base )
		);
	}

	/**
	 * The levels to list: the numbers 1–6 of the setting, in order, once each; the default
	 * (2–4) for a setting that holds none.
	 *
	 * @param mixed $raw The levels attribute.
	 * @return int[]
	 */
	public static function levels( mixed $raw ): array {
		$levels = array();
		foreach ( is_array( $raw ) ? $raw : array() as $value ) {
			$level = Widget_Input::number( $value );
			if ( null !== $level && $level >= 1 && $level <= 6 && floor( $level ) === $level ) {
				$levels[] = (int) $level;
			}
		}
		$levels = array_values( array_unique( $levels ) );
		sort( $levels );
		return array() === $levels ? self::DEFAULT_LEVELS : $levels;
	}

	/**
	 * The nested lists: a heading deeper than the one before opens a list inside its item; one
	 * as high as an earlier heading goes back to that heading's list. A list starts at the first
	 * heading's level, whatever it is (a page may start with an h3).
	 *
	 * @param array<int, array{level: int, text: string, id: string}> $headings The headings.
	 * @param string                                                  $base     The post's address, or '' on the post's own page.
	 */
	private static function lists( array $headings, string $base ): string {
		$list  = '<ol class="' . self::CLASS_NAME . '__list">';
		$html  = $list;
		$stack = array( $headings[0]['level'] );
		foreach ( $headings as $index => $heading ) {
			if ( $index > 0 && $heading['level'] > end( $stack ) ) {
				$html   .= $list;
				$stack[] = $heading['level'];
			} elseif ( $index > 0 ) {
				$html .= '</li>';
				while ( count( $stack ) > 1 && $heading['level'] <= $stack[ count( $stack ) - 2 ] ) {
					array_pop( $stack );
					$html .= '</ol></li>';
				}
			}
			$html .= sprintf( '<li><a href="%1$s">%2$s</a>', esc_url( $base . '#' . rawurlencode( $heading['id'] ) ), esc_html( $heading['text'] ) );
		}
		return $html . '</li>' . str_repeat( '</ol></li>', count( $stack ) - 1 ) . '</ol>';
	}

	/**
	 * The demo page (Motion_Demo): a long text with headings of three levels, one with an id of
	 * its own and two with the same text, and the table of contents at its top.
	 *
	 * @return array{title: string, content: string}
	 */
	public static function demo_page(): array {
		$p    = static fn ( string $text ): string => "<!-- wp:paragraph -->\n<p>" . $text . "</p>\n<!-- /wp:paragraph -->\n";
		$h    = static function ( int $level, string $text, string $anchor = '' ): string {
			$attrs = array_filter(
				array(
					'level'  => 2 === $level ? null : $level,
					'anchor' => '' === $anchor ? null : $anchor,
				)
			);
			return '<!-- wp:heading ' . ( $attrs ? wp_json_encode( $attrs ) . ' ' : '' ) . "-->\n<h{$level} class=\"wp-block-heading\"" . ( '' === $anchor ? '' : ' id="' . $anchor . '"' ) . ">{$text}</h{$level}>\n<!-- /wp:heading -->\n";
		};
		$long = $p( str_repeat( 'A paragraph long enough to scroll past, so that the table of contents has a current section to mark as you read. ', 6 ) );

		$content  = '<!-- wp:frontage/table-of-contents {"title":"On this page"} /-->' . "\n";
		$content .= $p( 'The table of contents above is built from this page’s headings (h2 to h4 by default) when the page is served: its links work without JavaScript. As you scroll, the section you are reading is marked.' );
		$sections = array(
			array( 2, 'Getting started', '' ),
			array( 3, 'What you need', '' ),
			array( 3, 'Installing', 'install' ),
			array( 2, 'Everyday use', '' ),
			array( 3, 'Questions', '' ),
			array( 4, 'Why is my heading not listed?', '' ),
			array( 2, 'Going further', '' ),
			array( 3, 'Questions', '' ),
		);
		foreach ( $sections as [ $level, $text, $anchor ] ) {
			$content .= $h( $level, $text, $anchor ) . $long . $long;
		}
		return array(
			'title'   => 'Table of contents',
			'content' => $content,
		);
	}
}
