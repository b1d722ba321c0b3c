<?php
/**
 * Tests for the colour switcher (includes/theme/class-colour-switcher*.php; docs/theme.md
 * "Colour switcher"): the button, its attributes checked, the switched palette, the cookie that
 * the server never reads, and the head printed only on pages that carry the block — in a page's
 * content and in a header template part.
 *
 * @package Frontage
 */

use Frontage\Tests\Theme_Page_Test_Case;
use Frontage\Theme\Colour_Switcher;
use Frontage\Theme\Colour_Switcher_Options;
use Frontage\Theme\Colour_Switcher_Palette;

require_once __DIR__ . '/class-theme-page-test-case.php';

/**
 * The switcher as a page renders it.
 */
final class Test_Colour_Switcher extends Theme_Page_Test_Case {

	/**
	 * Forgets the cookie a test set.
	 */
	protected function tearDown(): void {
		unset( $_COOKIE[ Colour_Switcher::COOKIE ] );
		parent::tearDown();
	}

	/**
	 * The block's markup.
	 *
	 * @param mixed $attrs The block's attributes.
	 */
	private static function button( mixed $attrs ): string {
		return render_block(
			array(
				'blockName'    => Colour_Switcher::NAME,
				'attrs'        => $attrs,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * A button with an accessible name ("Dark mode" out of the box, hidden visually), not pressed
	 * until the view script says otherwise, and the mode for the view script.
	 */
	public function test_a_button_with_a_name_and_aria_pressed(): void {
		$html = self::button( array() );
		$this->assertMatchesRegularExpression( '#<button type="button" class="frontage-colour-switcher__button" aria-pressed="false" data-mode="light">#', $html );
		$this->assertStringContainsString( '<span class="frontage-colour-switcher__label frontage-colour-switcher__label--hidden">Dark mode</span>', $html );
		$this->assertStringContainsString( 'aria-hidden="true"', $html, 'The icon is hidden from screen readers.' );

		$shown = self::button(
			array(
				'mode'      => 'system',
				'label'     => 'Night',
				'showLabel' => true,
			)
		);
		$this->assertStringContainsString( 'data-mode="system"', $shown );
		$this->assertStringContainsString( '<span class="frontage-colour-switcher__label">Night</span>', $shown );
	}

	/**
	 * Attributes that are not what the block writes read as the defaults; markup in the label is
	 * text; colours that are no colours, and bad slugs, never reach the CSS.
	 */
	public function test_bad_attributes_read_as_defaults_and_never_reach_the_page(): void {
		foreach ( array( 'sepia', '"><script>', 3, null, array( 'dark' ) ) as $mode ) {
			$this->assertSame( 'light', Colour_Switcher_Options::from_attributes( array( 'mode' => $mode ) )->mode );
		}
		$this->assertSame( 'light', Colour_Switcher_Options::from_attributes( 'not an array' )->mode );

		$html = self::button( array( 'label' => '"><img src=x onerror=alert(1)>' ) );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringNotContainsString( 'onerror=alert(1)>', $html );
		$long = Colour_Switcher_Options::from_attributes( array( 'label' => str_repeat( 'a', 500 ) ) );
		$this->assertSame( Colour_Switcher_Options::MAX_LABEL, mb_strlen( $long->label ) );

		$options = Colour_Switcher_Options::from_attributes(
			array(
				'palette' => array(
					'base'          => '#000}</style><script>alert(1)</script>',
					'contrast'      => 'url(https://example.com/x)',
					'accent'        => 'expression(alert(1))',
					'Bad Slug'      => '#fff',
					'x;color:red'   => '#fff',
					'contrast-2'    => ' #ABCDEF ',
					'accent-2'      => 'rgb(10, 20, 30)',
					'accent-3'      => 'hsla(10, 20%, 30%, 0.5)',
					'accent-4'      => array( '#fff' ),
					7               => '#fff',
				),
			)
		);
		$this->assertSame(
			array(
				'contrast-2' => '#abcdef',
				'accent-2'   => 'rgb(10, 20, 30)',
				'accent-3'   => 'hsla(10, 20%, 30%, 0.5)',
			),
			$options->palette
		);
		$css = Colour_Switcher_Palette::css( $options, Colour_Switcher::ATTRIBUTE, Colour_Switcher::SWITCHED );
		$this->assertStringNotContainsString( '<', $css );
		$this->assertStringNotContainsString( 'url(', $css );
		$this->assertStringNotContainsString( 'expression', $css );
	}

	/**
	 * Out of the box, Twenty Twenty-Four's palette turns dark: a dark background, light text,
	 * the two far apart (WCAG contrast over 7), and `color-scheme: dark`.
	 */
	public function test_out_of_the_box_the_demo_theme_turns_dark(): void {
		$this->assertSame( 'twentytwentyfour', get_stylesheet(), 'The demo theme.' );
		$theme    = Colour_Switcher_Palette::theme_palette();
		$switched = Colour_Switcher_Palette::switched( Colour_Switcher_Options::from_attributes( array() ) );
		$this->assertFalse( Colour_Switcher_Palette::is_dark( $theme['base'] ) );
		$this->assertTrue( Colour_Switcher_Palette::is_dark( $switched['base'] ), $switched['base'] );
		$this->assertFalse( Colour_Switcher_Palette::is_dark( $switched['contrast'] ), $switched['contrast'] );
		$this->assertNotSame( strtolower( $theme['base'] ), $switched['base'] );
		$this->assertNotSame( strtolower( $theme['contrast'] ), $switched['contrast'] );
		$this->assertGreaterThan( 7, self::contrast( $switched['base'], $switched['contrast'] ) );
		$this->assertSame( array_keys( $theme ), array_keys( $switched ), 'Every palette colour is switched.' );

		$css = Colour_Switcher_Palette::css( Colour_Switcher_Options::from_attributes( array() ), Colour_Switcher::ATTRIBUTE, Colour_Switcher::SWITCHED );
		$this->assertStringStartsWith( 'html[data-frontage-palette="switched"],html[data-frontage-palette="switched"] body{--wp--preset--color--base:' . $switched['base'] . ';', $css );
		$this->assertStringContainsString( 'html[data-frontage-palette="switched"]{color-scheme:dark}', $css );
	}

	/**
	 * The page's background is the one the owner chose in the Site Editor over the theme's: with
	 * the theme's dark `contrast` behind the page, the switched palette is light behind it, and
	 * `color-scheme: dark` is not asked for.
	 */
	public function test_the_owners_site_editor_background_decides_the_colour_scheme(): void {
		// The owner's global styles, as WordPress reads them (the filter on the user origin).
		$owners = static fn ( \WP_Theme_JSON_Data $data ): \WP_Theme_JSON_Data => $data->update_with(
			array(
				'version' => 2,
				'styles'  => array( 'color' => array( 'background' => 'var(--wp--preset--color--contrast)' ) ),
			)
		);
		add_filter( 'wp_theme_json_data_user', $owners );
		\WP_Theme_JSON_Resolver::clean_cached_data();
		try {
			$css = Colour_Switcher_Palette::css( Colour_Switcher_Options::from_attributes( array() ), Colour_Switcher::ATTRIBUTE, Colour_Switcher::SWITCHED );
		} finally {
			remove_filter( 'wp_theme_json_data_user', $owners );
			\WP_Theme_JSON_Resolver::clean_cached_data();
		}
		$this->assertStringContainsString( '--wp--preset--color--contrast:', $css, 'The palette is switched.' );
		$this->assertStringNotContainsString( 'color-scheme:dark', $css );
	}

	/**
	 * A named style variation gives its palette (Onyx: #272727 behind #f9f9f9); the owner's
	 * colours go over it; a variation the theme does not have falls back to the turned-over
	 * palette.
	 */
	public function test_a_variation_and_the_owners_colours_make_the_switched_palette(): void {
		$onyx = Colour_Switcher_Palette::switched( Colour_Switcher_Options::from_attributes( array( 'variation' => 'Onyx' ) ) );
		$this->assertSame( '#272727', $onyx['base'] );
		$this->assertSame( '#f9f9f9', $onyx['contrast'] );

		$mine = Colour_Switcher_Palette::switched(
			Colour_Switcher_Options::from_attributes(
				array(
					'variation' => 'onyx',
					'palette'   => array( 'base' => '#000000' ),
				)
			)
		);
		$this->assertSame( '#000000', $mine['base'] );
		$this->assertSame( '#f9f9f9', $mine['contrast'] );

		$none    = Colour_Switcher_Palette::switched( Colour_Switcher_Options::from_attributes( array( 'variation' => 'no-such-variation' ) ) );
		$default = Colour_Switcher_Palette::switched( Colour_Switcher_Options::from_attributes( array() ) );
		$this->assertSame( $default, $none );
	}

	/**
	 * The server never reads the cookie: with any value in it, the button and the head are the
	 * same as without (full-page caches keep one copy for everyone).
	 */
	public function test_the_cookie_changes_nothing_the_server_sends(): void {
		$plain = self::button( array( 'mode' => 'system' ) );
		$head  = Colour_Switcher::head( Colour_Switcher_Options::from_attributes( array( 'mode' => 'system' ) ) );
		$this->assertNotSame( '', $head, 'The head script is built.' );
		foreach ( array( 'switched', 'default', 'dark', '"><script>alert(1)</script>', '' ) as $value ) {
			$_COOKIE[ Colour_Switcher::COOKIE ] = $value;
			$this->assertSame( $plain, self::button( array( 'mode' => 'system' ) ), $value );
			$this->assertSame( $head, Colour_Switcher::head( Colour_Switcher_Options::from_attributes( array( 'mode' => 'system' ) ) ), $value );
		}
	}

	/**
	 * A page with the block carries the palette's CSS and the head script in its <head>, once
	 * for two switchers, with the first one's mode; a page without it carries neither and loads
	 * none of the switcher's classes.
	 */
	public function test_the_head_is_printed_only_on_pages_with_the_block(): void {
		$with = $this->visit( $this->page_with( '<!-- wp:frontage/colour-switcher {"mode":"dark"} /--><!-- wp:frontage/colour-switcher {"mode":"system"} /-->' ) );
		[ $head, $body ] = self::head_and_body( $with['html'] );
		$this->assertSame( 1, substr_count( $head, '<script id="frontage-palette-script" data-mode="dark">' ), 'The head script, once, with the first mode.' );
		$this->assertSame( 1, substr_count( $head, '<style id="frontage-palette-css">html[data-frontage-palette="switched"]' ) );
		$this->assertStringNotContainsString( 'frontage-palette-script', $body );
		$this->assertSame( 2, substr_count( $body, 'class="frontage-colour-switcher__button"' ) );

		$without = $this->visit( $this->page_with( '<!-- wp:paragraph --><p>No switcher here.</p><!-- /wp:paragraph -->' ) );
		$this->assertStringNotContainsString( 'frontage-palette', $without['html'] );
		$this->assertStringNotContainsString( 'colour-switcher', $without['html'] );
		$this->assertSame( array(), preg_grep( '/Colour_Switcher/', $without['classes'] ) );
	}

	/**
	 * A switcher in the header template part (rendered with the template, before wp_head) puts
	 * its head in the page's <head> too.
	 */
	public function test_a_switcher_in_the_header_template_part_prints_its_head(): void {
		$slug = 'frontage-switcher-header-' . strtolower( wp_generate_password( 6, false ) );
		$this->template_with_header( $slug, '<!-- wp:frontage/colour-switcher {"mode":"system"} /-->' );
		$page = $this->visit( $this->page_with( '<!-- wp:paragraph --><p>The switcher is in the header.</p><!-- /wp:paragraph -->', $slug ) );
		[ $head, $body ] = self::head_and_body( $page['html'] );
		$this->assertStringContainsString( '<script id="frontage-palette-script" data-mode="system">', $head );
		$this->assertStringContainsString( '<style id="frontage-palette-css">', $head );
		$this->assertMatchesRegularExpression( '#<header[^>]*>.*frontage-colour-switcher__button#s', $body );
	}

	/**
	 * The WCAG contrast ratio of two hex colours.
	 *
	 * @param string $one A colour.
	 * @param string $two Another.
	 */
	private static function contrast( string $one, string $two ): float {
		$luminance = static function ( string $hex ): float {
			$channels = array_map( static fn ( string $pair ): float => hexdec( $pair ) / 255, str_split( ltrim( $hex, '#' ), 2 ) );
			$linear   = array_map( static fn ( float $c ): float => $c <= 0.04045 ? $c / 12.92 : ( ( $c + 0.055 ) / 1.055 ) ** 2.4, $channels );
			return 0.2126 * $linear[0] + 0.7152 * $linear[1] + 0.0722 * $linear[2];
		};
		$values = array( $luminance( $one ), $luminance( $two ) );
		return ( max( $values ) + 0.05 ) / ( min( $values ) + 0.05 );
	}
}
