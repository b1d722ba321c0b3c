<?php
/**
 * The documentation grid block (blocks/docs-grid): a taxonomy's categories as cards
 * (docs/loops.md "Documentation grid").
 *
 * @package Frontage
 */

namespace Frontage\Loops;

use Frontage\Assets;
use Frontage\Files\Files_Module;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Renders a grid and puts its style on that page only. The layout is CSS columns whose count
 * and spacing per device come from custom properties on the grid's element, so the browser
 * lays the cards out before its first paint and no script moves them afterwards.
 */
final class Docs_Grid {

	/**
	 * The block's name.
	 */
	public const NAME = 'frontage/docs-grid';

	/**
	 * The style's handle and its entry in build/ (the entry's script is never loaded).
	 */
	public const STYLE_HANDLE = 'frontage-loops-docs-grid';
	public const STYLE_ENTRY  = 'loops/docs-grid/index';

	/**
	 * The grid's class, which its style finds.
	 */
	public const CLASS_NAME = 'frontage-docs-grid';

	/**
	 * Takes what it needs.
	 *
	 * @param Assets          $assets Style registration.
	 * @param Docs_Grid_Cards $cards  The cards' source.
	 */
	public function __construct( private Assets $assets, private Docs_Grid_Cards $cards ) {}

	/**
	 * The block's markup (the render callback). A taxonomy that cannot be listed gives visitors
	 * nothing and people who may edit posts (the editor's preview) a note saying why.
	 *
	 * @param mixed $attributes The block's attributes; anything not an array reads as the defaults.
	 * @return string HTML.
	 */
	public function render( mixed $attributes ): string {
		$options = Docs_Grid_Options::from_attributes( $attributes );
		$cards   = $this->cards->cards( $options );
		if ( is_wp_error( $cards ) ) {
			return self::editor_note( $cards->get_error_message() );
		}
		if ( ! $cards ) {
			return self::editor_note( __( 'No category here holds anything visitors may read yet: visitors see nothing here.', 'frontage' ) );
		}
		if ( ! wp_style_is( self::STYLE_HANDLE, 'registered' ) ) {
			$this->assets->register_script( self::STYLE_HANDLE, self::STYLE_ENTRY );
		}
		wp_enqueue_style( self::STYLE_HANDLE );
		$wrapper = get_block_wrapper_attributes(
			array(
				'class' => self::CLASS_NAME,
				'style' => self::layout_style( $options ),
			)
		);
		$html = '';
		foreach ( $cards as $card ) {
			$html .= self::card( $card, $options->show_counts, Files_Module::CATEGORY_TAXONOMY === $options->taxonomy );
		}
		return sprintf( '<div %1$s>%2$s</div>', $wrapper, $html );
	}

	/**
	 * The custom properties the style reads: columns and spacing for each device.
	 *
	 * @param Docs_Grid_Options $options The grid's options.
	 */
	public static function layout_style( Docs_Grid_Options $options ): string {
		$style = '';
		foreach ( Docs_Grid_Options::DEVICES as $device ) {
			$style .= sprintf( '--frontage-docs-grid-columns-%1$s:%2$d;--frontage-docs-grid-spacing-%1$s:%3$dpx;', $device, $options->columns[ $device ], $options->spacing[ $device ] );
		}
		return $style;
	}

	/**
	 * One card: the category's name (a link to its archive when it has one), its count and its
	 * first entries.
	 *
	 * @param array{name: string, url: string, count: int, items: list<array{title: string, url: string}>} $card       The card.
	 * @param bool                                                                                           $show_count Whether to say the count.
	 * @param bool                                                                                           $files      Whether the entries are files.
	 * @return string HTML.
	 */
	private static function card( array $card, bool $show_count, bool $files ): string {
		$name = '' === $card['url'] ? esc_html( $card['name'] )
			: sprintf( '<a href="%1$s">%2$s</a>', esc_url( $card['url'] ), esc_html( $card['name'] ) );
		$html = sprintf( '<h2 class="%1$s__title">%2$s</h2>', self::CLASS_NAME, $name );
		if ( $show_count ) {
			$count = $files
				/* translators: %s: number of files. */
				? sprintf( _n( '%s file', '%s files', $card['count'], 'frontage' ), number_format_i18n( $card['count'] ) )
				/* translators: %s: number of posts. */
				: sprintf( _n( '%s post', '%s posts', $card['count'], 'frontage' ), number_format_i18n( $card['count'] ) );
			$html .= sprintf( '<p class="%1$s__count">%2$s</p>', self::CLASS_NAME, esc_html( $count ) );
		}
		if ( $card['items'] ) {
			$items = '';
			foreach ( $card['items'] as $item ) {
				$items .= sprintf( '<li><a href="%1$s">%2$s</a></li>', esc_url( $item['url'] ), esc_html( wp_strip_all_tags( $item['title'] ) ) );
			}
			$html .= sprintf( '<ul class="%1$s__items">%2$s</ul>', self::CLASS_NAME, $items );
		}
		return sprintf( '<section class="%1$s__card">%2$s</section>', self::CLASS_NAME, $html );
	}

	/**
	 * A note for people who may edit posts (the editor's preview and the page they see);
	 * visitors get nothing.
	 *
	 * @param string $note The note.
	 * @return string HTML.
	 */
	private static function editor_note( string $note ): string {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return '';
		}
		return sprintf( '<p %1$s>%2$s</p>', get_block_wrapper_attributes( array( 'class' => self::CLASS_NAME . '__note' ) ), esc_html( $note ) );
	}
}
