<?php
/**
 * The Tab block (blocks/tab): one tab of a Tabs block, a title and any blocks (docs/motion.md
 * "Tabs").
 *
 * @package Frontage
 */

namespace Frontage\Motion;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Renders the tab's panel as it reads without JavaScript: a section headed by its title, with
 * an id made from the title (Html_Ids), which a link can point to. The Tabs block around it
 * builds its tab list from what each of its tabs rendered (Tabs_Block::take_rendered()).
 */
final class Tab_Block {

	/**
	 * The block's name.
	 */
	public const NAME = 'frontage/tab';

	/**
	 * The panel's class, which the tabs' style and script find.
	 */
	public const CLASS_NAME = 'wp-block-frontage-tab';

	/**
	 * The context key holding the heading level of the titles (the Tabs block's titleLevel).
	 */
	public const LEVEL_CONTEXT = 'frontage/tabsTitleLevel';

	/**
	 * The title levels allowed, and the one used for anything else.
	 */
	public const MIN_LEVEL     = 2;
	public const MAX_LEVEL     = 6;
	public const DEFAULT_LEVEL = 3;

	/**
	 * The tabs rendered in this request and not yet taken by their Tabs block: id and title.
	 *
	 * @var array<int, array{id: string, title: string}>
	 */
	private static array $rendered = array();

	/**
	 * The block's markup (the render callback).
	 *
	 * @param mixed  $attributes The block's attributes.
	 * @param mixed  $content    The tab's blocks, rendered.
	 * @param ?mixed $block      The block, whose context holds the title level.
	 * @return string HTML.
	 */
	public function render( mixed $attributes, mixed $content = '', mixed $block = null ): string {
		$attributes = is_array( $attributes ) ? $attributes : array();
		$title      = self::title( $attributes['title'] ?? null );
		$id         = Html_Ids::claim( Html_Ids::slug( $title, 'tab' ) );
		$level      = self::level( $block instanceof \WP_Block ? ( $block->context[ self::LEVEL_CONTEXT ] ?? null ) : null );

		self::$rendered[] = array(
			'id'    => $id,
			'title' => $title,
		);
		return sprintf(
			'<section %1$s><h%2$d class="%3$s__title">%4$s</h%2$d><div class="%3$s__content">%5$s</div></section>',
			get_block_wrapper_attributes( array( 'id' => $id ) ),
			$level,
			self::CLASS_NAME,
			esc_html( $title ),
			is_string( $content ) ? $content : ''
		);
	}

	/**
	 * The last `$count` tabs rendered, in order, taken off the list: a Tabs block renders after
	 * its tabs (and after any Tabs block nested in them, which took theirs), so its own are last.
	 *
	 * @param int $count How many tabs the Tabs block holds.
	 * @return array<int, array{id: string, title: string}>
	 */
	public static function take_rendered( int $count ): array {
		if ( $count <= 0 ) {
			return array();
		}
		return array_splice( self::$rendered, -min( $count, count( self::$rendered ) ) );
	}

	/**
	 * The title as text: tags dropped, entities read; "Tab" when empty.
	 *
	 * @param mixed $raw The title attribute.
	 */
	public static function title( mixed $raw ): string {
		$title = trim( html_entity_decode( wp_strip_all_tags( Widget_Input::text( $raw ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
		return '' === $title ? __( 'Tab', 'frontage' ) : $title;
	}

	/**
	 * The heading level of the titles: 2 to 6, 3 for anything else.
	 *
	 * @param mixed $raw The level.
	 */
	public static function level( mixed $raw ): int {
		$level = Widget_Input::number( $raw );
		return null !== $level && $level >= self::MIN_LEVEL && $level <= self::MAX_LEVEL ? (int) $level : self::DEFAULT_LEVEL;
	}
}
