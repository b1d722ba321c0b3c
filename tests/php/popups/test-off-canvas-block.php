<?php
/**
 * Tests for includes/popups/class-off-canvas-block.php: the panel's markup.
 *
 * @package Frontage
 */

use Frontage\Popups\Off_Canvas_Block;
use Frontage\Tests\Test_Case;

/**
 * The block through render_block(), as visitors get it.
 */
final class Test_Off_Canvas_Block extends Test_Case {

	/**
	 * The block's markup.
	 *
	 * @param array<string, mixed> $attributes Its attributes.
	 */
	private function render( array $attributes ): string {
		return render_block(
			array(
				'blockName'    => 'frontage/off-canvas',
				'attrs'        => $attributes,
				'innerBlocks'  => array(),
				'innerHTML'    => '<p>Menu</p>',
				'innerContent' => array( '<p>Menu</p>' ),
			)
		);
	}

	/**
	 * A named dialog, closed, with its side, a close button and the inner blocks.
	 */
	public function test_it_renders_a_named_dialog(): void {
		$html = $this->render(
			array(
				'panelId' => 'site-menu',
				'label'   => 'Site "menu" <b>',
				'side'    => 'left',
			)
		);
		$this->assertStringStartsWith( '<dialog ', $html );
		$this->assertStringNotContainsString( ' open', $html );
		$this->assertStringContainsString( 'id="site-menu"', $html );
		$this->assertStringContainsString( 'is-left', $html );
		$this->assertStringContainsString( 'aria-label="Site &quot;menu&quot; &lt;b&gt;"', $html );
		$this->assertStringContainsString( '<button type="button" class="wp-block-frontage-off-canvas__close" aria-label="Close">', $html );
		$this->assertStringContainsString( '<p>Menu</p>', $html );
	}

	/**
	 * Without a usable id no link could open it: nothing is printed.
	 */
	public function test_an_unusable_id_prints_nothing(): void {
		foreach ( array( '', '1menu', 'a b', '"><script>', str_repeat( 'a', 80 ) ) as $id ) {
			$this->assertSame( '', Off_Canvas_Block::render( array( 'panelId' => $id ), '<p>x</p>' ), $id );
		}
	}

	/**
	 * Attributes that are not an array, or values of the wrong type inside them, neither warn
	 * nor fail: the defaults apply (and without a usable id nothing is printed).
	 */
	public function test_attributes_of_the_wrong_type_neither_warn_nor_fail(): void {
		$warnings = array();
		// Own error handler: the test is that nothing warns.
		set_error_handler(
			static function ( int $level, string $message ) use ( &$warnings ): bool {
				$warnings[] = $message;
				return true;
			}
		);
		// Rendered directly, as WordPress does inside a block (get_block_wrapper_attributes()
		// reads the block being rendered).
		$rendering                        = WP_Block_Supports::$block_to_render;
		WP_Block_Supports::$block_to_render = array(
			'blockName' => 'frontage/off-canvas',
			'attrs'     => array(),
		);
		try {
			$this->assertSame( '', Off_Canvas_Block::render( 'junk', null ) );
			$this->assertSame( '', Off_Canvas_Block::render( array( 'panelId' => array( 'menu' ) ), '' ) );
			$html = Off_Canvas_Block::render(
				array(
					'panelId' => 'menu',
					'label'   => array( 'a' ),
					'side'    => array( 'left' ),
					'x'       => array( 'a' ),
				),
				array( 'not markup' )
			);
			$this->assertStringContainsString( 'aria-label="Panel"', $html );
			$this->assertStringContainsString( 'is-right', $html );
			$this->assertStringContainsString( '<dialog ', do_blocks( '<!-- wp:frontage/off-canvas {"panelId":"menu","label":["a"],"x":["a"]} /-->' ) );
		} finally {
			WP_Block_Supports::$block_to_render = $rendering;
			restore_error_handler();
		}
		$this->assertSame( array(), $warnings );
	}
}
