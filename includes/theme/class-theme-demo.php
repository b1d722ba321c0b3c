<?php
/**
 * The theme module's demo: the "Header and theme" page, whose header carries every piece.
 *
 * @package Frontage
 */

namespace Frontage\Theme;

use Frontage\Demo\Demo_Content;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Seeds, in a block theme, a header template part `frontage-header` — the site's header with the
 * store notice above it, a menu with a submenu and descriptions (off-canvas on phones), the
 * search overlay, the account menu and the colour switcher — a page template that uses it
 * (`frontage-header-demo`), and the "Header and theme" page on that template, long enough to
 * scroll, with in-page links and the scroll-to-top button (docs/theme.md "Demo").
 *
 * The site's own header stays as it is: every other page keeps it, so the demo's pieces can be
 * tried, and measured against the plain header (bench/theme.mjs), on one page.
 */
final class Theme_Demo {

	/**
	 * The header template part's slug.
	 */
	public const HEADER_PART = 'frontage-header';

	/**
	 * The page template's slug.
	 */
	public const TEMPLATE = 'frontage-header-demo';

	/**
	 * The page's sections: id → heading (the in-page links go to them).
	 */
	private const SECTIONS = array(
		'menus'        => 'Menus',
		'search'       => 'Search overlay',
		'account'      => 'Account menu',
		'palette'      => 'Light and dark',
		'scrolling'    => 'Scrolling',
		'store-notice' => 'Store notice',
	);

	/**
	 * Seeds the menu, the header part, the template and the page, once each.
	 *
	 * @param Demo_Content $demo The seeder.
	 * @return string[] What was created or found.
	 */
	public static function seed( Demo_Content $demo ): array {
		if ( ! wp_is_block_theme() ) {
			return array();
		}
		$lines   = array();
		$lines[] = $demo->ensure_post(
			'theme-menu',
			array(
				'post_type'    => 'wp_navigation',
				'post_status'  => 'publish',
				'post_title'   => __( 'Header and theme menu', 'frontage' ),
				'post_content' => self::menu(),
			)
		);
		$lines[] = $demo->ensure_post(
			'theme-header',
			array(
				'post_type'    => 'wp_template_part',
				'post_status'  => 'publish',
				'post_name'    => self::HEADER_PART,
				'post_title'   => __( 'Header with Frontage', 'frontage' ),
				'post_content' => self::header( $demo->find( 'theme-menu' ) ),
			)
		);
		self::assign_to_theme( $demo->find( 'theme-header' ), 'header' );
		$lines[] = $demo->ensure_post(
			'theme-template',
			array(
				'post_type'    => 'wp_template',
				'post_status'  => 'publish',
				'post_name'    => self::TEMPLATE,
				'post_title'   => __( 'Page with Frontage’s header', 'frontage' ),
				'post_content' => self::template(),
			)
		);
		self::assign_to_theme( $demo->find( 'theme-template' ), '' );
		$lines[] = $demo->ensure_post(
			'theme-page',
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => __( 'Header and theme', 'frontage' ),
				'post_name'    => 'header-and-theme',
				'post_content' => self::page(),
				'meta_input'   => array( '_wp_page_template' => self::TEMPLATE ),
			)
		);
		return $lines;
	}

	/**
	 * Ties a template or template part to the active theme (and a part to its area).
	 *
	 * @param int    $id   The post.
	 * @param string $area The part's area, '' for a template.
	 */
	private static function assign_to_theme( int $id, string $area ): void {
		if ( ! $id ) {
			return;
		}
		wp_set_post_terms( $id, array( get_stylesheet() ), 'wp_theme' );
		if ( '' !== $area ) {
			wp_set_post_terms( $id, array( $area ), 'wp_template_part_area' );
		}
	}

	/**
	 * The menu: the demo's pages, one with a submenu, links with descriptions (shown as
	 * tooltips).
	 */
	private static function menu(): string {
		$link = static fn ( string $label, string $url, string $description = '' ): string => '<!-- wp:navigation-link ' . serialize_block_attributes(
			array_filter(
				array(
					'label'       => $label,
					'url'         => $url,
					'kind'        => 'custom',
					'description' => $description,
				)
			)
		) . ' /-->';
		return $link( __( 'Home', 'frontage' ), home_url( '/' ) )
			. '<!-- wp:navigation-submenu ' . serialize_block_attributes(
				array(
					'label' => __( 'Files', 'frontage' ),
					'url'   => home_url( '/file-library/' ),
					'kind'  => 'custom',
				)
			) . ' -->'
			. $link( __( 'File library', 'frontage' ), home_url( '/file-library/' ), __( 'Every brochure and manual, by category', 'frontage' ) )
			. $link( __( 'Search files', 'frontage' ), home_url( '/search-files/' ), __( 'Find a file by its words, tags and dates', 'frontage' ) )
			. '<!-- /wp:navigation-submenu -->'
			. $link( __( 'Video', 'frontage' ), home_url( '/video/' ), __( 'Click-to-play videos', 'frontage' ) )
			. $link( __( 'Header and theme', 'frontage' ), home_url( '/header-and-theme/' ) );
	}

	/**
	 * The header part: the store notice, then the theme's header bar with Frontage's menu and
	 * pieces.
	 *
	 * @param int $menu The menu's id.
	 */
	private static function header( int $menu ): string {
		$notice = '<!-- wp:frontage/store-notice ' . serialize_block_attributes(
			array(
				'text'  => __( 'Free shipping on orders over <strong>50 €</strong> this week', 'frontage' ),
				'align' => 'full',
			)
		) . ' /-->';
		$nav    = '<!-- wp:navigation ' . serialize_block_attributes(
			array(
				'ref'                => $menu,
				'frontageMobileMenu' => 'off-canvas',
				'frontageMenuSide'   => 'right',
				'layout'             => array(
					'type'           => 'flex',
					'justifyContent' => 'right',
					'orientation'    => 'horizontal',
				),
			)
		) . ' /-->';
		$pieces = '<!-- wp:frontage/search-overlay {"mode":"fullscreen"} /-->'
			. '<!-- wp:frontage/account /-->'
			. '<!-- wp:frontage/colour-switcher {"mode":"system"} /-->';
		return $notice
			. '<!-- wp:group {"align":"wide","style":{"spacing":{"padding":{"top":"20px","bottom":"20px"}}},"backgroundColor":"base","layout":{"type":"constrained"}} -->'
			. '<div class="wp-block-group alignwide has-base-background-color has-background" style="padding-top:20px;padding-bottom:20px">'
			. '<!-- wp:group {"align":"wide","layout":{"type":"flex","justifyContent":"space-between","flexWrap":"wrap"}} --><div class="wp-block-group alignwide">'
			. '<!-- wp:site-title {"level":0} /-->'
			. '<!-- wp:group {"layout":{"type":"flex","flexWrap":"wrap","justifyContent":"right"}} --><div class="wp-block-group">'
			. $nav . $pieces
			. '</div><!-- /wp:group -->'
			. '</div><!-- /wp:group -->'
			. '</div><!-- /wp:group -->';
	}

	/**
	 * The page template: the demo header, the page's title and content, the theme's footer.
	 */
	private static function template(): string {
		return '<!-- wp:template-part ' . serialize_block_attributes(
			array(
				'slug'    => self::HEADER_PART,
				'area'    => 'header',
				'tagName' => 'header',
			)
		) . ' /-->'
			. '<!-- wp:group {"tagName":"main","layout":{"type":"constrained"}} --><main class="wp-block-group">'
			. '<!-- wp:post-title {"level":1} /-->'
			. '<!-- wp:post-content {"layout":{"type":"constrained"}} /-->'
			. '</main><!-- /wp:group -->'
			. '<!-- wp:template-part {"slug":"footer","area":"footer","tagName":"footer"} /-->';
	}

	/**
	 * The page: what to try, a list of in-page links, a section per piece, long enough to
	 * scroll, and the scroll-to-top button.
	 */
	private static function page(): string {
		$paragraph = static fn ( string $text ): string => '<!-- wp:paragraph --><p>' . esc_html( $text ) . '</p><!-- /wp:paragraph -->';
		$links     = '';
		foreach ( self::SECTIONS as $id => $heading ) {
			$links .= '<li><a href="#' . esc_attr( $id ) . '">' . esc_html( $heading ) . '</a></li>';
		}
		$content = $paragraph( __( 'This page’s header carries every piece of Frontage’s Header and theme module. Try the menu on a phone, the search button, Log in, the light and dark switch, and the links below.', 'frontage' ) )
			. '<!-- wp:list --><ul>' . $links . '</ul><!-- /wp:list -->';
		$filler    = __( 'Scroll on: the button in the bottom corner takes you back to the top once the header has scrolled away.', 'frontage' );
		foreach ( self::SECTIONS as $id => $heading ) {
			$content .= '<!-- wp:heading ' . serialize_block_attributes( array( 'anchor' => $id ) ) . ' --><h2 class="wp-block-heading" id="' . esc_attr( $id ) . '">' . esc_html( $heading ) . '</h2><!-- /wp:heading -->'
				. str_repeat( $paragraph( $filler ), 4 );
		}
		return $content . '<!-- wp:frontage/scroll-to-top /-->';
	}
}
