<?php
/**
 * The markup of a Navigation block that uses a Frontage mode (docs/theme.md "Menus" and
 * "Tooltips"): core's markup, handed to Frontage's view script instead of core's.
 *
 * @package Frontage
 */

namespace Frontage\Theme;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Built on the first Frontage menu a page renders. It marks the `<nav>` with the menu's classes
 * and options, takes core's interactivity directives off the parts the view script
 * (src/theme/menus) runs — the toggle, the overlay, the submenus — so that the two never answer
 * the same click, queues the script and style with the breakpoint's rules, and turns link
 * descriptions into tooltips.
 */
final class Menu_Markup {

	/**
	 * The view script's and style's handle.
	 */
	public const HANDLE = 'frontage-theme-menus';

	/**
	 * Its entry in build/.
	 */
	public const ENTRY = 'theme/menus/index';

	/**
	 * The class that marks a Frontage menu.
	 */
	public const MENU_CLASS = 'frontage-menu';

	/**
	 * The tooltip's class.
	 */
	public const TOOLTIP_CLASS = 'frontage-menu__tooltip';

	/**
	 * Core's parts whose `data-wp-*` directives come off.
	 */
	private const CORE_PARTS = array(
		'wp-block-navigation',
		'has-child',
		'wp-block-navigation-submenu__toggle',
		'wp-block-navigation__submenu-container',
		'wp-block-navigation__responsive-container-open',
		'wp-block-navigation__responsive-container',
		'wp-block-navigation__responsive-close',
		'wp-block-navigation__responsive-dialog',
		'wp-block-navigation__responsive-container-close',
		'wp-block-navigation__responsive-container-content',
	);

	/**
	 * How core 6.5 prints a link's description: inside the link, its last child.
	 */
	private const DESCRIPTION_OPEN  = '<span class="wp-block-navigation-item__description">';
	private const DESCRIPTION_CLOSE = '</span></a>';

	/**
	 * Breakpoints whose rules are queued already.
	 *
	 * @var array<int, true>
	 */
	private array $breakpoints = array();

	/**
	 * Takes script registration.
	 *
	 * @param Assets $assets Script registration.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * A Frontage menu's markup (render_block_core/navigation).
	 *
	 * @param string $content  Core's markup.
	 * @param array  $settings Menu_Blocks::settings() of the block.
	 * @phpstan-param array{mode: string, side: string, breakpoint: int, options: string} $settings
	 */
	public function navigation( string $content, array $settings ): string {
		$tags = new \WP_HTML_Tag_Processor( $content );
		if ( ! $tags->next_tag( 'NAV' ) ) {
			return $content;
		}
		foreach ( array( self::MENU_CLASS, self::MENU_CLASS . '--' . $settings['mode'], self::MENU_CLASS . '--' . $settings['side'], self::MENU_CLASS . '-bp-' . $settings['breakpoint'] ) as $class ) {
			$tags->add_class( $class );
		}
		if ( '' !== $settings['options'] ) {
			$tags->set_attribute( 'data-sm-options', $settings['options'] ); // Escaped by the processor.
		}
		$label = $tags->get_attribute( 'aria-label' );
		$tags->set_attribute( 'data-frontage-label', is_string( $label ) && '' !== $label ? $label : __( 'Menu', 'frontage' ) );
		self::remove_directives( $tags );
		$parts = array_flip( self::CORE_PARTS );
		while ( $tags->next_tag() ) {
			// Only a tag with directives is looked at closer: reading its classes costs more.
			if ( ! $tags->get_attribute_names_with_prefix( 'data-wp-' ) ) {
				continue;
			}
			foreach ( $tags->class_list() as $class ) {
				if ( isset( $parts[ $class ] ) ) {
					self::remove_directives( $tags );
					break;
				}
			}
			if ( 'LI' === $tags->get_tag() && $tags->has_class( 'has-child' ) ) {
				$tags->remove_attribute( 'tabindex' ); // Core's, for its focusout handling.
			}
		}
		$this->enqueue( $settings['breakpoint'] );
		return $tags->get_updated_html();
	}

	/**
	 * A link's description as a tooltip beside it (render_block_core/navigation-link): out of
	 * the link's name, named by `aria-describedby`, shown by the view script.
	 *
	 * @param string $content    Core's markup of the link.
	 * @param mixed  $attributes The link's attributes.
	 */
	public function link( string $content, mixed $attributes ): string {
		$description = is_array( $attributes ) && is_string( $attributes['description'] ?? null ) ? trim( $attributes['description'] ) : '';
		if ( '' === $description ) {
			return $content;
		}
		// Core printed the description, filtered as post content, as the link's last child: it
		// is taken from there as it is (filtering it again would cost more than the rest).
		$at  = strpos( $content, self::DESCRIPTION_OPEN );
		$end = false === $at ? false : strpos( $content, self::DESCRIPTION_CLOSE, $at );
		if ( false === $end ) {
			return $content; // Not core 6.5's markup: left as it is.
		}
		$safe    = substr( $content, $at + strlen( self::DESCRIPTION_OPEN ), $end - $at - strlen( self::DESCRIPTION_OPEN ) );
		$id      = wp_unique_id( 'frontage-menu-tip-' );
		$tooltip = sprintf( '<span class="%1$s" role="tooltip" id="%2$s" hidden>%3$s</span>', self::TOOLTIP_CLASS, esc_attr( $id ), $safe );
		$content = substr( $content, 0, $at ) . '</a>' . $tooltip . substr( $content, $end + strlen( self::DESCRIPTION_CLOSE ) );
		$tags    = new \WP_HTML_Tag_Processor( $content );
		if ( $tags->next_tag( array( 'tag_name' => 'A' ) ) ) {
			$tags->set_attribute( 'aria-describedby', $id );
		}
		return $tags->get_updated_html();
	}

	/**
	 * The rules that show the toggle at and below a breakpoint, scoped to the menus using it:
	 * core shows it below 600 px whatever the block says.
	 *
	 * @param int $breakpoint The widest window, in px, that shows the toggle.
	 */
	public static function breakpoint_css( int $breakpoint ): string {
		$menu = sprintf( '.wp-block-navigation.%1$s.%1$s-bp-%2$d', self::MENU_CLASS, $breakpoint );
		return sprintf(
			'@media (max-width:%2$dpx){%1$s .wp-block-navigation__responsive-container-open:not(.always-shown){display:flex}%1$s .wp-block-navigation__responsive-container:not(.hidden-by-default):not(.is-menu-open){display:none}}',
			$menu,
			$breakpoint
		);
	}

	/**
	 * Queues the view script, its style and the breakpoint's rules.
	 *
	 * @param int $breakpoint The menu's breakpoint.
	 */
	private function enqueue( int $breakpoint ): void {
		if ( ! $this->assets->enqueue_script( self::HANDLE, self::ENTRY ) ) {
			return;
		}
		if ( ! isset( $this->breakpoints[ $breakpoint ] ) ) {
			$this->breakpoints[ $breakpoint ] = true;
			wp_add_inline_style( self::HANDLE, self::breakpoint_css( $breakpoint ) );
		}
	}

	/**
	 * Takes core's interactivity directives off the element the processor is on.
	 *
	 * @param \WP_HTML_Tag_Processor $tags The processor.
	 */
	private static function remove_directives( \WP_HTML_Tag_Processor $tags ): void {
		foreach ( (array) $tags->get_attribute_names_with_prefix( 'data-wp-' ) as $name ) {
			$tags->remove_attribute( $name );
		}
	}
}
