<?php
/**
 * The Tabs block (blocks/tabs): the WAI-ARIA tabs pattern around Tab blocks (docs/motion.md
 * "Tabs"). Accordions are core's Details block.
 *
 * @package Frontage
 */

namespace Frontage\Motion;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Renders the tab panels as they read without JavaScript — each a section under its title —
 * and, before them, the list of tabs, hidden: the view script shows it and turns the sections
 * into tab panels, one shown at a time. The tabs' labels, ids and order are the server's.
 */
final class Tabs_Block {

	/**
	 * The block's name.
	 */
	public const NAME = 'frontage/tabs';

	/**
	 * The block's class, which its style and view script find.
	 */
	public const CLASS_NAME = 'wp-block-frontage-tabs';

	/**
	 * What a tab's button id adds to its panel's id.
	 */
	public const TAB_ID_SUFFIX = '-tab';

	/**
	 * The block's markup (the render callback).
	 *
	 * @param mixed  $attributes The block's attributes.
	 * @param mixed  $content    The tabs' panels, rendered.
	 * @param ?mixed $block      The block, whose inner blocks are its tabs.
	 * @return string HTML; '' for a Tabs block with no tab.
	 */
	public function render( mixed $attributes, mixed $content = '', mixed $block = null ): string {
		$attributes = is_array( $attributes ) ? $attributes : array();
		$tabs       = Tab_Block::take_rendered( self::count_tabs( $block ) );
		if ( array() === $tabs ) {
			return '';
		}
		$label = Widget_Input::text( $attributes['label'] ?? null );
		$list  = '<div class="' . self::CLASS_NAME . '__list" role="tablist" hidden'
			. ( '' === $label ? '' : ' aria-label="' . esc_attr( $label ) . '"' ) . '>';
		foreach ( $tabs as $index => $tab ) {
			$list .= sprintf(
				'<button type="button" role="tab" class="%1$s__tab" id="%2$s" aria-controls="%3$s" aria-selected="%4$s" tabindex="%5$d">%6$s</button>',
				self::CLASS_NAME,
				esc_attr( $tab['id'] . self::TAB_ID_SUFFIX ),
				esc_attr( $tab['id'] ),
				0 === $index ? 'true' : 'false',
				0 === $index ? 0 : -1,
				esc_html( $tab['title'] )
			);
		}
		$list .= '</div>';
		return sprintf( '<div %1$s>%2$s%3$s</div>', get_block_wrapper_attributes(), $list, is_string( $content ) ? $content : '' );
	}

	/**
	 * How many Tab blocks the block holds.
	 *
	 * @param mixed $block The block.
	 */
	private static function count_tabs( mixed $block ): int {
		$count = 0;
		if ( $block instanceof \WP_Block ) {
			foreach ( $block->inner_blocks as $inner ) {
				$count += Tab_Block::NAME === $inner->name ? 1 : 0;
			}
		}
		return $count;
	}

	/**
	 * The demo page (Motion_Demo): tabs of text, a list and an image, a second set whose titles
	 * are h2, and a link that opens the third tab.
	 *
	 * @return array{title: string, content: string}
	 */
	public static function demo_page(): array {
		$p    = static fn ( string $text ): string => "<!-- wp:paragraph -->\n<p>" . $text . "</p>\n<!-- /wp:paragraph -->\n";
		$tab  = static fn ( string $title, string $inner ): string => '<!-- wp:frontage/tab ' . wp_json_encode( array( 'title' => $title ), JSON_UNESCAPED_UNICODE ) . " -->\n" . $inner . "<!-- /wp:frontage/tab -->\n";
		$list = "<!-- wp:list -->\n<ul class=\"wp-block-list\"><!-- wp:list-item -->\n<li>Monday to Friday, 9:00 to 18:00</li>\n<!-- /wp:list-item -->\n<!-- wp:list-item -->\n<li>Saturday, 10:00 to 14:00</li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->\n";

		$content  = $p( 'Choose a tab with the mouse, or move to the tabs with Tab and between them with the arrow keys, Home and End. Without JavaScript, every panel shows under its title. For questions and answers that open one by one, use the Details block: it is an accordion that needs no script.' );
		$content .= $p( '<a href="#delivery">This link opens the Delivery tab.</a>' );
		$content .= "<!-- wp:frontage/tabs {\"label\":\"About the shop\"} -->\n"
			. $tab( 'Overview', $p( 'We sell paper goods made in our own workshop, and ship them in recycled boxes.' ) )
			. $tab( 'Opening hours', $list )
			. $tab( 'Delivery', $p( 'Orders placed before noon leave the same day. Delivery takes two to four working days.' ) )
			. "<!-- /wp:frontage/tabs -->\n";
		$content .= "<!-- wp:frontage/tabs {\"titleLevel\":2} -->\n"
			. $tab( 'Questions', $p( 'Write to us: we answer within a day.' ) )
			. $tab( 'Returns', $p( 'Anything can be returned within thirty days.' ) )
			. "<!-- /wp:frontage/tabs -->\n";
		return array(
			'title'   => 'Tabs',
			'content' => $content,
		);
	}
}
