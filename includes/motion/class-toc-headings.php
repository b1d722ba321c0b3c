<?php
/**
 * The headings a table of contents lists (docs/motion.md "Table of contents"): read from the
 * post's blocks, each with the id its link points to.
 *
 * @package Frontage
 */

namespace Frontage\Motion;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Reads a post's Heading blocks, at any depth (inside groups, columns, tabs…), in order; gives
 * each heading without an id one made from its text (Html_Ids: the same slug rule, unique in the
 * page), and puts those ids on the headings as the post's content is filtered, so that the
 * links work without JavaScript.
 */
final class Toc_Headings {

	/**
	 * The block whose headings are read.
	 */
	private const HEADING = 'core/heading';

	/**
	 * When the ids go onto the headings: after blocks, shortcodes and texturize ran on the content.
	 */
	private const CONTENT_PRIORITY = 13;

	/**
	 * The headings found per post id in this request (read once, so two tables and the
	 * content agree on the ids).
	 *
	 * @var array<int, array<int, array{level: int, text: string, id: string, given: bool}>>
	 */
	private static array $by_post = array();

	/**
	 * Whether the content filter is added.
	 */
	private static bool $filtering = false;

	/**
	 * A post's headings, each with its level, text and id; `given` when the id is Frontage's
	 * (the heading had none). Headings without text are left out.
	 *
	 * @param \WP_Post $post The post.
	 * @return array<int, array{level: int, text: string, id: string, given: bool}>
	 */
	public static function of( \WP_Post $post ): array {
		if ( ! isset( self::$by_post[ $post->ID ] ) ) {
			$found = array();
			self::collect( parse_blocks( $post->post_content ), $found );
			foreach ( $found as $heading ) {
				if ( ! $heading['given'] ) {
					Html_Ids::reserve( $heading['id'] );
				}
			}
			foreach ( $found as $index => $heading ) {
				if ( $heading['given'] ) {
					$found[ $index ]['id'] = Html_Ids::claim( Html_Ids::slug( $heading['text'], 'section' ) );
				}
			}
			self::$by_post[ $post->ID ] = $found;
		}
		if ( ! self::$filtering ) {
			self::$filtering = true;
			add_filter( 'the_content', array( self::class, 'add_ids' ), self::CONTENT_PRIORITY );
		}
		return self::$by_post[ $post->ID ];
	}

	/**
	 * The Heading blocks among some blocks and their inner blocks, in order.
	 *
	 * @param array<int, mixed>                                                    $blocks Parsed blocks.
	 * @param array<int, array{level: int, text: string, id: string, given: bool}> $found  Where they go.
	 */
	private static function collect( array $blocks, array &$found ): void {
		foreach ( $blocks as $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			if ( self::HEADING === ( $block['blockName'] ?? null ) ) {
				$html = is_string( $block['innerHTML'] ?? null ) ? $block['innerHTML'] : '';
				$text = self::text( $html );
				if ( '' !== $text ) {
					$level   = Widget_Input::number( $block['attrs']['level'] ?? null ) ?? 2.0;
					$anchor  = self::own_id( $block['attrs']['anchor'] ?? null, $html );
					$found[] = array(
						'level' => (int) Widget_Input::clamp( $level, 1, 6 ),
						'text'  => $text,
						'id'    => $anchor,
						'given' => '' === $anchor,
					);
				}
			}
			self::collect( (array) ( $block['innerBlocks'] ?? array() ), $found );
		}
	}

	/**
	 * Gives the headings of the content being filtered (the_content) the ids this class gave
	 * them: each Heading block without an id, matched to the post's next heading of the same
	 * level and text (as slugs) that has one to give.
	 *
	 * @param mixed $content The content's HTML.
	 * @return mixed The HTML, the ids added.
	 */
	public static function add_ids( mixed $content ): mixed {
		$post = get_post();
		if ( ! is_string( $content ) || ! $post || empty( self::$by_post[ $post->ID ] ) ) {
			return $content;
		}
		$waiting = array_filter( self::$by_post[ $post->ID ], static fn ( array $heading ): bool => $heading['given'] );
		return preg_replace_callback(
			'#(<h([1-6])\b[^>]*>)(.*?)</h\2>#is',
			static function ( array $match ) use ( &$waiting ): string {
				$tag = new \WP_HTML_Tag_Processor( $match[1] );
				if ( ! $tag->next_tag() || null !== $tag->get_attribute( 'id' ) || ! $tag->has_class( 'wp-block-heading' ) ) {
					return $match[0];
				}
				// Compared as slugs: the content's text has been through wptexturize() (’ for ').
				$slug = Html_Ids::slug( $match[3], '' );
				foreach ( $waiting as $key => $heading ) {
					if ( (int) $match[2] === $heading['level'] && Html_Ids::slug( $heading['text'], '' ) === $slug ) {
						unset( $waiting[ $key ] );
						$tag->set_attribute( 'id', $heading['id'] );
						return $tag->get_updated_html() . substr( $match[0], strlen( $match[1] ) );
					}
				}
				return $match[0];
			},
			$content
		) ?? $content;
	}

	/**
	 * A heading's text: tags dropped, entities read, spaces made one.
	 *
	 * @param string $html The heading's markup.
	 */
	private static function text( string $html ): string {
		$text = html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return trim( (string) preg_replace( '/[\s\x{00A0}]+/u', ' ', $text ) );
	}

	/**
	 * The id a heading has of its own: its HTML anchor, or an id in its markup; '' for none.
	 *
	 * @param mixed  $anchor The block's anchor attribute.
	 * @param string $html   The heading's markup.
	 */
	private static function own_id( mixed $anchor, string $html ): string {
		if ( is_string( $anchor ) && '' !== trim( $anchor ) ) {
			return trim( $anchor );
		}
		$tag = new \WP_HTML_Tag_Processor( $html );
		$id  = $tag->next_tag() ? $tag->get_attribute( 'id' ) : null;
		return is_string( $id ) ? trim( $id ) : '';
	}
}
