<?php
/**
 * Tests for Frontage's settings on core's Navigation block (includes/theme/class-menu-blocks.php,
 * class-menu-markup.php; docs/theme.md "Menus" and "Tooltips"): the attributes registered beside
 * core's and the language module's, the markup a menu with a mode renders, descriptions as
 * tooltips, and bad settings.
 *
 * @package Frontage
 */

use Frontage\Tests\Test_Case;
use Frontage\Theme\Menu_Blocks;
use Frontage\Theme\Menu_Markup;

/**
 * The Navigation block as a page renders it.
 */
final class Test_Menus extends Test_Case {

	/**
	 * Forgets the queued script and style.
	 */
	protected function tearDown(): void {
		wp_dequeue_script( Menu_Markup::HANDLE );
		wp_dequeue_style( Menu_Markup::HANDLE );
		parent::tearDown();
	}

	/**
	 * A link block.
	 *
	 * @param string $label       Its label.
	 * @param string $description Its description.
	 */
	private static function link( string $label, string $description = '' ): string {
		$attrs = array(
			'label' => $label,
			'url'   => '#' . sanitize_title( $label ),
		);
		if ( '' !== $description ) {
			$attrs['description'] = $description;
		}
		return '<!-- wp:navigation-link ' . wp_json_encode( $attrs ) . ' /-->';
	}

	/**
	 * A submenu block.
	 *
	 * @param string $label Its label.
	 * @param string $inner Its items.
	 */
	private static function submenu( string $label, string $inner ): string {
		return '<!-- wp:navigation-submenu ' . wp_json_encode(
			array(
				'label' => $label,
				'url'   => '#' . sanitize_title( $label ),
			)
		) . ' -->' . $inner . '<!-- /wp:navigation-submenu -->';
	}

	/**
	 * A Navigation block's markup.
	 *
	 * @param array<string, mixed> $attrs Its attributes.
	 * @param string|null          $inner Its items; a link and a submenu by default.
	 */
	private static function menu( array $attrs, ?string $inner = null ): string {
		$inner ??= self::link( 'Home', 'Back to the start' ) . self::submenu( 'Products', self::link( 'Pens' ) . self::link( 'Ink' ) );
		return do_blocks( '<!-- wp:navigation ' . wp_json_encode( $attrs + array( 'overlayMenu' => 'mobile' ) ) . ' -->' . $inner . '<!-- /wp:navigation -->' );
	}

	/**
	 * The `<nav>`'s attribute, or null.
	 *
	 * @param string $html The markup.
	 * @param string $name The attribute.
	 * @return mixed
	 */
	private static function nav_attribute( string $html, string $name ): mixed {
		$tags = new WP_HTML_Tag_Processor( $html );
		return $tags->next_tag( 'NAV' ) ? $tags->get_attribute( $name ) : null;
	}

	/**
	 * The Navigation block has the four settings with their defaults, beside core's own, and
	 * hands the mode to its links.
	 */
	public function test_the_settings_are_registered(): void {
		$navigation = WP_Block_Type_Registry::get_instance()->get_registered( Menu_Blocks::NAVIGATION );
		$this->assertSame( '', $navigation->attributes[ Menu_Blocks::MODE ]['default'] );
		$this->assertSame( array( '', 'dropdown', 'off-canvas' ), $navigation->attributes[ Menu_Blocks::MODE ]['enum'] );
		$this->assertSame( 'right', $navigation->attributes[ Menu_Blocks::SIDE ]['default'] );
		$this->assertSame( 767, $navigation->attributes[ Menu_Blocks::BREAKPOINT ]['default'] );
		$this->assertSame( '', $navigation->attributes[ Menu_Blocks::OPTIONS ]['default'] );
		$this->assertArrayHasKey( 'overlayMenu', $navigation->attributes, 'Core’s attributes stay.' );
		$this->assertSame( Menu_Blocks::MODE, $navigation->provides_context[ Menu_Blocks::MODE ] );
		$link = WP_Block_Type_Registry::get_instance()->get_registered( Menu_Blocks::LINK );
		$this->assertContains( Menu_Blocks::MODE, $link->uses_context );
		$this->assertContains( 'showSubmenuIcon', $link->uses_context, 'Core’s context stays.' );

		// Beside the language module's attribute, whichever filter runs first.
		$args = Menu_Blocks::add_attributes( array( 'attributes' => array( 'frontageLanguageRefs' => array( 'type' => 'object' ) ) ), Menu_Blocks::NAVIGATION );
		$this->assertArrayHasKey( 'frontageLanguageRefs', $args['attributes'] );
		$this->assertArrayHasKey( Menu_Blocks::MODE, $args['attributes'] );
		$this->assertSame( 'anything', Menu_Blocks::add_attributes( 'anything', Menu_Blocks::NAVIGATION ) );
	}

	/**
	 * An off-canvas menu: marked for the script, core's directives off the parts it runs, the
	 * script and style queued with the breakpoint's rules.
	 */
	public function test_an_off_canvas_menu_is_handed_to_the_script(): void {
		$this->assertFalse( wp_script_is( Menu_Markup::HANDLE, 'enqueued' ) );
		$html  = self::menu(
			array(
				Menu_Blocks::MODE       => 'off-canvas',
				Menu_Blocks::SIDE       => 'left',
				Menu_Blocks::BREAKPOINT => 900,
			)
		);
		$class = (string) self::nav_attribute( $html, 'class' );
		foreach ( array( 'frontage-menu', 'frontage-menu--off-canvas', 'frontage-menu--left', 'frontage-menu-bp-900' ) as $expected ) {
			$this->assertStringContainsString( $expected, $class );
		}
		$this->assertSame( 'Menu', self::nav_attribute( $html, 'data-frontage-label' ) );
		$this->assertStringContainsString( 'wp-block-navigation__responsive-container-open', $html, 'Core’s toggle is there.' );
		$this->assertStringNotContainsString( 'data-wp-', $html, 'Core’s script does not answer the same clicks.' );
		$this->assertDoesNotMatchRegularExpression( '/<li[^>]*has-child[^>]*tabindex/', $html );
		$this->assertTrue( wp_script_is( Menu_Markup::HANDLE, 'enqueued' ) );
		$this->assertTrue( wp_style_is( Menu_Markup::HANDLE, 'enqueued' ) );
		$inline = implode( '', (array) wp_styles()->get_data( Menu_Markup::HANDLE, 'after' ) );
		$this->assertStringContainsString( '@media (max-width:900px)', $inline );
		$this->assertStringContainsString( '.frontage-menu-bp-900', $inline );
	}

	/**
	 * A menu with a mode has submenu toggles even with core's "Show arrow" off.
	 */
	public function test_submenus_have_toggles(): void {
		$this->assertStringNotContainsString( 'wp-block-navigation-submenu__toggle', self::menu( array( 'showSubmenuIcon' => false ) ) );
		$html = self::menu(
			array(
				Menu_Blocks::MODE  => 'dropdown',
				'showSubmenuIcon' => false,
			)
		);
		$this->assertStringContainsString( 'wp-block-navigation-submenu__toggle', $html );
		$this->assertStringContainsString( 'aria-expanded="false"', $html );
	}

	/**
	 * A dropdown on the right by default, breakpoint 767.
	 */
	public function test_a_dropdown_with_the_defaults(): void {
		$class = (string) self::nav_attribute( self::menu( array( Menu_Blocks::MODE => 'dropdown' ) ), 'class' );
		$this->assertStringContainsString( 'frontage-menu--dropdown', $class );
		$this->assertStringContainsString( 'frontage-menu--right', $class );
		$this->assertStringContainsString( 'frontage-menu-bp-767', $class );
	}

	/**
	 * Without a mode the block is core's, with core's script, and nothing of ours loads.
	 */
	public function test_without_a_mode_the_menu_is_cores(): void {
		$html = self::menu( array() );
		$this->assertStringNotContainsString( 'frontage-menu', $html );
		$this->assertStringContainsString( 'data-wp-interactive', $html );
		$this->assertFalse( wp_script_is( Menu_Markup::HANDLE, 'enqueued' ) );
		$this->assertStringNotContainsString( 'frontage-menu', self::menu( array( Menu_Blocks::MODE => 'sideways' ) ) );
	}

	/**
	 * A link's description becomes its tooltip: outside the link's name, named by
	 * aria-describedby, hidden until shown; markup in it is filtered.
	 */
	public function test_a_description_becomes_a_tooltip(): void {
		$html = self::menu(
			array( Menu_Blocks::MODE => 'dropdown' ),
			self::link( 'Home', 'Back to the <em>start</em><script>alert(1)</script>' )
		);
		$this->assertMatchesRegularExpression( '#<a [^>]*aria-describedby="(frontage-menu-tip-\d+)"[^>]*><span class="wp-block-navigation-item__label">Home</span></a><span class="frontage-menu__tooltip" role="tooltip" id="\1" hidden>Back to the <em>start</em>alert\(1\)</span>#', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( 'wp-block-navigation-item__description', $html );

		$plain = self::menu( array(), self::link( 'Home', 'Back to the start' ) );
		$this->assertStringNotContainsString( 'role="tooltip"', $plain, 'Menus without a mode keep core’s description.' );
	}

	/**
	 * The breakpoint is clamped to 320–2560 px; anything else is the default.
	 */
	public function test_the_breakpoint_is_clamped(): void {
		$settings = static fn ( mixed $breakpoint ): int => Menu_Blocks::settings(
			array(
				Menu_Blocks::MODE       => 'dropdown',
				Menu_Blocks::BREAKPOINT => $breakpoint,
			)
		)['breakpoint'];
		$this->assertSame( 320, $settings( 10 ) );
		$this->assertSame( 2560, $settings( 99999 ) );
		$this->assertSame( 1024, $settings( '1024' ) );
		$this->assertSame( 767, $settings( 'wide' ) );
		$this->assertSame( 767, $settings( array( 5 ) ) );
		$this->assertSame( 'right', Menu_Blocks::settings( array( Menu_Blocks::MODE => 'off-canvas', Menu_Blocks::SIDE => 'up' ) )['side'] );
		$this->assertNull( Menu_Blocks::settings( 'not attributes' ) );
	}

	/**
	 * Options are printed as written, escaped: invalid JSON is for the script to report (a
	 * console message), never markup of its own; too long options are left out.
	 */
	public function test_options_are_printed_as_written_and_escaped(): void {
		$valid = self::menu(
			array(
				Menu_Blocks::MODE    => 'dropdown',
				Menu_Blocks::OPTIONS => '{"showTimeout":100}',
			)
		);
		$this->assertSame( '{"showTimeout":100}', self::nav_attribute( $valid, 'data-sm-options' ) );

		$hostile = '{"a":1}"><script>alert(1)</script>';
		$invalid = self::menu(
			array(
				Menu_Blocks::MODE    => 'dropdown',
				Menu_Blocks::OPTIONS => $hostile,
			)
		);
		$this->assertSame( $hostile, self::nav_attribute( $invalid, 'data-sm-options' ) );
		$this->assertStringNotContainsString( '<script>', $invalid );
		$this->assertStringContainsString( 'Pens', $invalid, 'The menu is whole.' );

		$long = self::menu(
			array(
				Menu_Blocks::MODE    => 'dropdown',
				Menu_Blocks::OPTIONS => '{"a":"' . str_repeat( 'x', 1000 ) . '"}',
			)
		);
		$this->assertNull( self::nav_attribute( $long, 'data-sm-options' ) );
	}

	/**
	 * A menu without items and one five levels deep render whole.
	 */
	public function test_empty_and_deep_menus(): void {
		$empty = self::menu( array( Menu_Blocks::MODE => 'off-canvas' ), '' );
		$this->assertStringContainsString( 'frontage-menu', $empty );
		$this->assertStringContainsString( 'wp-block-navigation__responsive-container', $empty );

		$deep = self::menu(
			array( Menu_Blocks::MODE => 'off-canvas' ),
			self::submenu( 'Level 1', self::submenu( 'Level 2', self::submenu( 'Level 3', self::submenu( 'Level 4', self::link( 'Level 5' ) ) ) ) )
		);
		$this->assertSame( 4, substr_count( $deep, 'wp-block-navigation__submenu-container' ) );
		$this->assertStringContainsString( 'Level 5', $deep );
		$this->assertStringNotContainsString( 'data-wp-', $deep );
	}
}
