<?php
/**
 * Tests for the Modal block's server rendering (Modal_Block::render, its render callback):
 * includes/popups/class-modal-block.php, and the demo content in class-modal-demo.php.
 *
 * @package Frontage
 */

use Frontage\Popups\Modal_Block;
use Frontage\Popups\Modal_Demo;
use Frontage\Tests\Test_Case;

/**
 * What a visitor's browser receives for a modal block.
 */
final class Test_Modal_Block extends Test_Case {

	/**
	 * The paragraph every test modal holds.
	 */
	private const CONTENT = 'Our spring offer';

	/**
	 * A modal opened by a button shows the button, and keeps the content in a closed dialog that
	 * its heading names.
	 */
	public function test_renders_a_button_and_a_closed_labelled_dialog(): void {
		$html = $this->render_modal(
			array(
				'modalId'     => 'offer',
				'heading'     => 'Spring offer',
				'triggerText' => 'See the offer',
			)
		);

		$button = $this->tag( $html, 'wp-block-frontage-modal__trigger' );
		$this->assertSame( 'BUTTON', $button->get_tag() );
		$this->assertSame( 'button', $button->get_attribute( 'type' ) );
		$this->assertSame( 'dialog', $button->get_attribute( 'aria-haspopup' ) );
		$this->assertStringContainsString( '>See the offer</button>', $html );

		$dialog = $this->tag( $html, 'wp-block-frontage-modal__dialog' );
		$this->assertSame( 'DIALOG', $dialog->get_tag() );
		$this->assertNull( $dialog->get_attribute( 'open' ), 'The dialog starts closed.' );
		$this->assertSame( 'true', $dialog->get_attribute( 'aria-modal' ) );
		$this->assertSame( $button->get_attribute( 'aria-controls' ), $dialog->get_attribute( 'id' ) );

		$title = $this->tag( $html, 'wp-block-frontage-modal__title' );
		$this->assertSame( $dialog->get_attribute( 'aria-labelledby' ), $title->get_attribute( 'id' ) );
		$this->assertStringContainsString( '>Spring offer</h2>', $html );

		$close = $this->tag( $html, 'wp-block-frontage-modal__close' );
		$this->assertSame( 'Close', $close->get_attribute( 'aria-label' ) );
	}

	/**
	 * Inside the closed dialog the content is no longer marked hidden: opening the dialog shows it.
	 */
	public function test_content_sits_inside_the_dialog_without_hidden(): void {
		$html = $this->render_modal( array( 'modalId' => 'offer' ) );

		$content = $this->tag( $html, Modal_Block::CONTENT_CLASS );
		$this->assertNull( $content->get_attribute( 'hidden' ) );
		$dialog_start = strpos( $html, '<dialog' );
		$content_at   = strpos( $html, self::CONTENT );
		$this->assertIsInt( $dialog_start );
		$this->assertIsInt( $content_at );
		$this->assertGreaterThan( $dialog_start, $content_at );
		$this->assertLessThan( strpos( $html, '</dialog>' ), $content_at );
	}

	/**
	 * The settings reach the page as the documented data attributes, for the view script.
	 */
	public function test_settings_reach_the_page_as_the_spec_data_attributes(): void {
		$html = $this->render_modal(
			array(
				'modalId'          => 'offer',
				'triggerOn'        => 'automatic',
				'afterSec'         => true,
				'afterSecVal'      => 5,
				'exitIntent'       => true,
				'closeOnEsc'       => false,
				'closeOnOverlay'   => false,
				'cookies'          => true,
				'cookiesType'      => 'closed',
				'cookiesDays'      => 30,
				'pageViewsEnabled' => true,
				'pageViewsScope'   => 'current',
				'sessionsEnabled'  => true,
			)
		);

		$root     = $this->tag( $html, 'wp-block-frontage-modal' );
		$expected = array(
			'data-modal-id'           => 'offer',
			'data-trigger-on'         => 'automatic',
			'data-after-sec'          => 'yes',
			'data-after-sec-val'      => '5',
			'data-exit-intent'        => 'yes',
			'data-close-on-esc'       => 'no',
			'data-close-on-overlay'   => 'no',
			'data-cookies'            => 'yes',
			'data-cookies-type'       => 'closed',
			'data-cookies-days'       => '30',
			'data-page-views-enabled' => 'yes',
			'data-page-views-count'   => '3',
			'data-page-views-scope'   => 'current',
			'data-sessions-enabled'   => 'yes',
			'data-sessions-count'     => '2',
		);
		foreach ( $expected as $name => $value ) {
			$this->assertSame( $value, $root->get_attribute( $name ), $name );
		}
	}

	/**
	 * A modal that opens by itself puts no trigger on the page.
	 */
	public function test_an_automatic_modal_has_no_trigger(): void {
		$html = $this->render_modal(
			array(
				'modalId'   => 'offer',
				'triggerOn' => 'automatic',
			)
		);

		$this->assertStringNotContainsString( 'wp-block-frontage-modal__trigger', $html );
		$this->assertStringContainsString( '<dialog', $html );
	}

	/**
	 * The text trigger is a link to the page with the modal open, so it also works in a new tab.
	 */
	public function test_the_text_trigger_links_to_the_open_modal(): void {
		$html = $this->render_modal(
			array(
				'modalId'     => 'offer',
				'triggerOn'   => 'text',
				'triggerText' => 'Read the terms',
			)
		);

		$link = $this->tag( $html, 'wp-block-frontage-modal__trigger' );
		$this->assertSame( 'A', $link->get_tag() );
		$this->assertSame( '?uael-modal-action=offer', $link->get_attribute( 'href' ) );
		$this->assertStringContainsString( '>Read the terms</a>', $html );
	}

	/**
	 * Without a heading, the dialog is named by its trigger's words, or as a modal: never nameless.
	 */
	public function test_a_dialog_without_heading_is_named_by_its_trigger(): void {
		$html = $this->render_modal(
			array(
				'modalId'     => 'offer',
				'triggerText' => 'See the offer',
			)
		);

		$dialog = $this->tag( $html, 'wp-block-frontage-modal__dialog' );
		$this->assertSame( 'See the offer', $dialog->get_attribute( 'aria-label' ) );
		$this->assertNull( $dialog->get_attribute( 'aria-labelledby' ) );
		$this->assertStringNotContainsString( '<h2', $html );

		$automatic = $this->tag( $this->render_modal( array( 'triggerOn' => 'automatic' ) ), 'wp-block-frontage-modal__dialog' );
		$this->assertSame( 'Modal', $automatic->get_attribute( 'aria-label' ) );
	}

	/**
	 * Markup typed into the heading, the trigger or the selectors is shown as text, never run.
	 */
	public function test_malicious_text_is_escaped(): void {
		$attack = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
		$html   = $this->render_modal(
			array(
				'modalId'       => 'offer',
				'heading'       => $attack,
				'triggerText'   => $attack,
				'scrollElement' => $attack,
				'customClasses' => $attack,
			)
		);

		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt;', $html );
		$root = $this->tag( $html, 'wp-block-frontage-modal' );
		$this->assertSame( $attack, $root->get_attribute( 'data-scroll-element' ), 'Kept as typed, as an escaped attribute.' );
	}

	/**
	 * A modal id with markup or odd characters is cut down to what sanitize_key() keeps: it ends
	 * up in an attribute, a link and a cookie name.
	 */
	public function test_a_malicious_modal_id_is_sanitized(): void {
		$html = $this->render_modal(
			array(
				'modalId'   => '"><script>alert(1)</script>',
				'triggerOn' => 'text',
			)
		);

		$this->assertStringNotContainsString( '<script', $html );
		$root = $this->tag( $html, 'wp-block-frontage-modal' );
		$this->assertSame( 'scriptalert1script', $root->get_attribute( 'data-modal-id' ) );
		$link = $this->tag( $html, 'wp-block-frontage-modal__trigger' );
		$this->assertSame( '?uael-modal-action=scriptalert1script', $link->get_attribute( 'href' ) );
	}

	/**
	 * Attribute values that break block.json's schema fall back to the defaults.
	 */
	public function test_invalid_attributes_fall_back_to_defaults(): void {
		$html = $this->render_modal(
			array(
				'modalId'          => 'offer',
				'triggerOn'        => 'javascript:alert(1)',
				'scrollPercentage' => 400,
				'cookiesDays'      => 'forever',
			)
		);

		$root = $this->tag( $html, 'wp-block-frontage-modal' );
		$this->assertSame( 'button', $root->get_attribute( 'data-trigger-on' ) );
		$this->assertSame( '50', $root->get_attribute( 'data-scroll-percentage' ) );
		$this->assertSame( '7', $root->get_attribute( 'data-cookies-days' ) );
	}

	/**
	 * Two modals on a page get distinct element ids, even with the same modal id (a copied block).
	 */
	public function test_two_modals_get_distinct_element_ids(): void {
		$one = $this->tag( $this->render_modal( array( 'modalId' => 'offer' ) ), 'wp-block-frontage-modal__dialog' );
		$two = $this->tag( $this->render_modal( array( 'modalId' => 'offer' ) ), 'wp-block-frontage-modal__dialog' );

		$this->assertNotSame( $one->get_attribute( 'id' ), $two->get_attribute( 'id' ) );
	}

	/**
	 * Content saved without the hidden wrapper (written by hand, or by another tool) is still
	 * placed in the dialog, in the content element.
	 */
	public function test_content_without_the_saved_wrapper_is_wrapped(): void {
		$html = do_blocks( '<!-- wp:frontage/modal {"modalId":"offer"} --><p>' . self::CONTENT . '</p><!-- /wp:frontage/modal -->' );

		$this->assertStringContainsString( '<div class="' . Modal_Block::CONTENT_CLASS . '"><p>' . self::CONTENT . '</p></div>', $html );
	}

	/**
	 * A page with a modal loads the modal's view script and style; the block is dynamic, so the
	 * script never ships on pages without one.
	 */
	public function test_rendering_a_modal_enqueues_its_script_and_style(): void {
		$block = WP_Block_Type_Registry::get_instance()->get_registered( Modal_Block::NAME );
		$this->assertInstanceOf( WP_Block_Type::class, $block );
		$this->assertNotEmpty( $block->view_script_handles );
		$this->assertNotEmpty( $block->view_style_handles );

		$this->render_modal( array( 'modalId' => 'offer' ) );

		foreach ( $block->view_script_handles as $handle ) {
			$this->assertTrue( wp_script_is( $handle, 'enqueued' ), $handle );
			$this->assertStringEndsWith( '/build/blocks/modal/view.js', wp_scripts()->registered[ $handle ]->src );
		}
		foreach ( $block->view_style_handles as $handle ) {
			$this->assertTrue( wp_style_is( $handle, 'enqueued' ), $handle );
		}
	}

	/**
	 * With the Popups module off the block is not registered, and WordPress prints the saved markup
	 * as it is: the content must stay hidden, not show open on the page.
	 */
	public function test_with_the_block_unregistered_the_content_stays_hidden(): void {
		$registry = WP_Block_Type_Registry::get_instance();
		$block    = $registry->unregister( Modal_Block::NAME );
		$this->assertInstanceOf( WP_Block_Type::class, $block );
		try {
			$html = $this->render_modal(
				array(
					'modalId'     => 'offer',
					'triggerText' => 'See the offer',
				)
			);
		} finally {
			$registry->register( $block );
		}

		$content = $this->tag( $html, Modal_Block::CONTENT_CLASS );
		$this->assertTrue( $content->get_attribute( 'hidden' ), 'The saved content is marked hidden.' );
		$this->assertStringContainsString( self::CONTENT, $html );
		$this->assertStringNotContainsString( '<dialog', $html );
		$this->assertStringNotContainsString( 'See the offer', $html );
	}

	/**
	 * The demo page holds one valid modal block with the id the demo's link uses, and renders its
	 * button.
	 */
	public function test_the_demo_page_holds_a_modal_opened_by_a_button(): void {
		$content = Modal_Demo::content();
		$modals  = array_values(
			array_filter(
				parse_blocks( $content ),
				static fn ( array $block ): bool => Modal_Block::NAME === $block['blockName']
			)
		);

		$this->assertCount( 1, $modals );
		$this->assertSame( Modal_Demo::MODAL_ID, $modals[0]['attrs']['modalId'] );
		$this->assertSame( 'core/paragraph', $modals[0]['innerBlocks'][0]['blockName'] );
		$this->assertStringStartsWith( "\n<div class=\"" . Modal_Block::CONTENT_CLASS . '" hidden>', $modals[0]['innerContent'][0] );

		$html   = do_blocks( $content );
		$button = $this->tag( $html, 'wp-block-frontage-modal__trigger' );
		$this->assertSame( 'BUTTON', $button->get_tag() );
		$this->assertStringContainsString( '>Open the demo modal</button>', $html );
	}

	/**
	 * An icon or a photo trigger is a button named by its words; the photo's description wins.
	 */
	public function test_icon_and_photo_triggers_are_named_buttons(): void {
		$icon    = $this->tag(
			$this->render_modal(
				array(
					'triggerOn'   => 'icon',
					'triggerText' => 'More about us',
					'triggerIcon' => 'chat',
				)
			),
			'wp-block-frontage-modal__trigger'
		);
		$this->assertSame( 'BUTTON', $icon->get_tag() );
		$this->assertSame( 'More about us', $icon->get_attribute( 'aria-label' ) );

		$html = $this->render_modal(
			array(
				'triggerOn'       => 'photo',
				'triggerImageUrl' => 'https://example.org/team.jpg',
				'triggerImageAlt' => 'Our team',
			)
		);
		$this->assertSame( 'Our team', $this->tag( $html, 'is-photo' )->get_attribute( 'aria-label' ) );
		$this->assertStringContainsString( '<img src="https://example.org/team.jpg" alt="" />', $html );

		// A photo that is not an http(s) address: an ordinary button.
		$html = $this->render_modal(
			array(
				'triggerOn'       => 'photo',
				'triggerImageUrl' => 'javascript:alert(1)',
			)
		);
		$this->assertStringNotContainsString( 'javascript', $html );
		$this->assertStringContainsString( 'wp-element-button', $html );
	}

	/**
	 * Videos (ids checked as docs/popups.md "The modal block" says), frames and photos go above the blocks; a frame waits in
	 * data-src until the modal opens; a video is a facade (docs/media.md "Video facade") whose
	 * player loads on the visitor's click, or as the modal opens with autoplay once they agreed.
	 */
	public function test_video_frame_and_photo_content(): void {
		$youtube = $this->render_modal(
			array(
				'contentType' => 'youtube',
				'videoId'     => 'dQw4w9WgXcQ',
				'autoplay'    => true,
				'heading'     => 'Our film',
			)
		);
		$this->assertStringNotContainsString( '<iframe', $youtube, 'Nothing loads while the modal is closed.' );
		$frame = $this->tag( $youtube, 'frontage-video' );
		$this->assertSame( 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&enablejsapi=1&rel=0', $frame->get_attribute( 'data-player' ) );
		$this->assertSame( 'Our film', $frame->get_attribute( 'data-title' ) );
		$this->assertSame( '1', $frame->get_attribute( 'data-autoplay' ) );
		$this->assertTrue( $frame->next_tag( 'button' ) );
		$this->assertSame( 'Play: Our film', $frame->get_attribute( 'aria-label' ) );
		$this->assertLessThan( strpos( $youtube, self::CONTENT ), strpos( $youtube, 'is-youtube' ), 'The video comes before the blocks.' );
		$this->assertSame( 'youtube', $this->tag( $youtube, 'wp-block-frontage-modal' )->get_attribute( 'data-content' ) );
		$this->assertSame( 'yes', $this->tag( $youtube, 'wp-block-frontage-modal' )->get_attribute( 'data-autoplay' ) );

		$vimeo = $this->render_modal(
			array(
				'contentType' => 'vimeo',
				'videoId'     => '76979871',
			)
		);
		$this->assertStringContainsString( 'data-player="https://player.vimeo.com/video/76979871?autoplay=1&amp;dnt=1"', $vimeo );
		$this->assertNull( $this->tag( $vimeo, 'frontage-video' )->get_attribute( 'data-autoplay' ) );

		foreach ( array(
			array( 'youtube', 'too-short' ),
			array( 'youtube', 'dQw4w9WgXcQ"><script>' ),
			array( 'vimeo', '12a34' ),
		) as list( $type, $id ) ) {
			$html = $this->render_modal(
				array(
					'contentType' => $type,
					'videoId'     => $id,
				)
			);
			$this->assertStringNotContainsString( '<iframe', $html, "{$type} {$id}" );
			$this->assertStringNotContainsString( 'frontage-video', $html, "{$type} {$id}" );
			$this->assertStringContainsString( self::CONTENT, $html, 'The blocks still show.' );
		}

		$this->assertStringNotContainsString(
			'<iframe',
			$this->render_modal(
				array(
					'contentType' => 'iframe',
					'iframeUrl'   => 'javascript:alert(1)',
				)
			)
		);
		$this->assertStringContainsString(
			'data-src="https://example.org/form/"',
			$this->render_modal(
				array(
					'contentType' => 'iframe',
					'iframeUrl'   => 'https://example.org/form/',
				)
			)
		);
		$this->assertStringContainsString(
			'<img src="https://example.org/map.png" alt="Map &amp; directions" />',
			$this->render_modal(
				array(
					'contentType' => 'photo',
					'photoUrl'    => 'https://example.org/map.png',
					'photoAlt'    => 'Map & directions',
				)
			)
		);
	}

	/**
	 * Attributes that are not an array, or values of the wrong type inside them (a block comment
	 * can hold any JSON), render the defaults without a warning or an error.
	 */
	public function test_attributes_of_the_wrong_type_render_the_defaults(): void {
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
			'blockName' => Modal_Block::NAME,
			'attrs'     => array(),
		);
		try {
			foreach ( array( 'junk', null, 42 ) as $attributes ) {
				$html = Modal_Block::render( $attributes, array( 'not', 'markup' ) );
				$this->assertStringContainsString( '<dialog ', $html );
				$this->assertStringContainsString( '>Open</button>', $html, 'The default trigger.' );
			}
			$odd  = array(
				'modalId'          => array( 'a' ),
				'heading'          => array( 'x' => array( 'a' ) ),
				'triggerOn'        => array( 'button' ),
				'triggerText'      => (object) array( 'a' => 1 ),
				'triggerIcon'      => array(),
				'triggerImageAlt'  => array( 'a' ),
				'afterSecVal'      => array( 5 ),
				'scrollPercentage' => array( 'a' ),
				'customClasses'    => array( 'a' ),
				'contentType'      => array( 'youtube' ),
				'videoId'          => array( 'dQw4w9WgXcQ' ),
				'photoAlt'         => array( 'a' ),
				'x'                => array( 'a' ),
			);
			$html = Modal_Block::render( $odd, '<p>' . self::CONTENT . '</p>' );
			$this->assertStringContainsString( '>Open</button>', $html );
			$this->assertStringContainsString( 'data-after-sec-val="3"', $html );
			$this->assertStringContainsString( self::CONTENT, $html );
			$this->assertStringContainsString( 'aria-label="Open"', Modal_Block::render( array( 'triggerOn' => 'icon' ) + $odd, '' ) );

			// Through a post's content, as WordPress parses a block comment.
			$html = do_blocks( '<!-- wp:frontage/modal {"x":["a"],"heading":["a"],"triggerText":{"a":1},"modalId":["a"],"afterSecVal":["a"]} /-->' );
			$this->assertStringContainsString( '<dialog ', $html );
		} finally {
			WP_Block_Supports::$block_to_render = $rendering;
			restore_error_handler();
		}
		$this->assertSame( array(), $warnings );
	}

	/**
	 * Renders a modal block holding one paragraph, saved as the editor saves it.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @return string The HTML a visitor gets.
	 */
	private function render_modal( array $attributes ): string {
		$paragraph = "\n<p>" . self::CONTENT . "</p>\n";
		return do_blocks(
			serialize_block(
				array(
					'blockName'    => Modal_Block::NAME,
					'attrs'        => $attributes,
					'innerBlocks'  => array(
						array(
							'blockName'    => 'core/paragraph',
							'attrs'        => array(),
							'innerBlocks'  => array(),
							'innerHTML'    => $paragraph,
							'innerContent' => array( $paragraph ),
						),
					),
					'innerContent' => array( '<div class="' . Modal_Block::CONTENT_CLASS . '" hidden>', null, '</div>' ),
				)
			)
		);
	}

	/**
	 * The first element with a class, for reading its attributes.
	 *
	 * @param string $html       The rendered HTML.
	 * @param string $class_name The class to find.
	 * @return WP_HTML_Tag_Processor Positioned on that element.
	 */
	private function tag( string $html, string $class_name ): WP_HTML_Tag_Processor {
		$processor = new WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $processor->next_tag( array( 'class_name' => $class_name ) ), "No element with class {$class_name}." );
		return $processor;
	}
}
