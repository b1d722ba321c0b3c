<?php
/**
 * The video facade's markup (docs/media.md "Video facade"): a poster and a real button named
 * "Play: {title}", the player's address waiting in a data attribute, the consent note while
 * third-party players are blocked; an address that names no video renders nothing, silently.
 *
 * @package Frontage
 */

use Frontage\Media\Media_Settings;
use Frontage\Media\Video_Facade;
use Frontage\Media\Video_Posters;
use Frontage\Tests\Test_Case;

/**
 * Video_Facade through the block, the shortcode and the modal.
 */
final class Test_Video_Facade extends Test_Case {

	/**
	 * No stored posters, nothing enqueued; the shortcode added again (PHPUnit copies the empty
	 * $shortcode_tags of its bootstrap into $GLOBALS: tests/php/files/test-file-shortcodes.php).
	 */
	protected function setUp(): void {
		parent::setUp();
		add_shortcode( Video_Facade::SHORTCODE, array( Video_Facade::class, 'render_shortcode' ) );
		$this->restore_option_after_test( Video_Posters::OPTION );
		delete_option( Video_Posters::OPTION );
		wp_dequeue_script( Video_Facade::HANDLE );
		wp_dequeue_style( Video_Facade::HANDLE );
	}

	/**
	 * Removes the scheduled fetches.
	 */
	protected function tearDown(): void {
		wp_unschedule_hook( Video_Posters::FETCH_HOOK );
		remove_shortcode( Video_Facade::SHORTCODE );
		wp_dequeue_script( Video_Facade::HANDLE );
		wp_dequeue_style( Video_Facade::HANDLE );
		parent::tearDown();
	}

	/**
	 * The facade's root element.
	 *
	 * @param string $html The markup.
	 */
	private function root( string $html ): WP_HTML_Tag_Processor {
		$tags = new WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( array( 'class_name' => 'frontage-video' ) ), $html );
		return $tags;
	}

	/**
	 * The block: a named button, no iframe, the player's address for later, nothing of the
	 * video host loaded by the page; the script and its styles enqueued.
	 */
	public function test_the_block_renders_a_poster_button_and_no_player(): void {
		$html = do_blocks( '<!-- wp:frontage/video {"url":"https://www.youtube.com/watch?v=dQw4w9WgXcQ","title":"Our film"} /-->' );
		$root = $this->root( $html );
		$this->assertSame( 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&enablejsapi=1&rel=0', $root->get_attribute( 'data-player' ) );
		$this->assertSame( 'Our film', $root->get_attribute( 'data-title' ) );
		$this->assertTrue( $root->has_class( 'wp-block-frontage-video' ) );
		$this->assertTrue( $root->next_tag( 'button' ) );
		$this->assertSame( 'Play: Our film', $root->get_attribute( 'aria-label' ) );
		$this->assertSame( 'button', $root->get_attribute( 'type' ) );
		$this->assertStringNotContainsString( '<iframe', $html );
		$this->assertDoesNotMatchRegularExpression( '/(src|srcset)="[^"]*(ytimg|youtube|vimeocdn)/', $html, 'Nothing loads from the video host.' );
		// Without JavaScript, a link to the video's page: it loads nothing until followed.
		$this->assertStringContainsString( '<noscript><p class="frontage-video__watch"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch “Our film” on YouTube</a></p></noscript>', $html );
		$this->assertSame( 1, preg_match_all( '/href="[^"]*youtube\.com\/watch/', $html ), 'The watch link is the only link to the video.' );
		$this->assertTrue( wp_script_is( Video_Facade::HANDLE, 'enqueued' ) );
		$this->assertTrue( wp_style_is( Video_Facade::HANDLE, 'enqueued' ) );
	}

	/**
	 * Without the owner's title, the oEmbed title once stored, else "Play video".
	 */
	public function test_the_button_is_named_by_the_oembed_title_or_play_video(): void {
		$tags = $this->root( do_shortcode( '[frontage_video url="https://vimeo.com/76979871"]' ) );
		$tags->next_tag( 'button' );
		$this->assertSame( 'Play video', $tags->get_attribute( 'aria-label' ) );

		update_option( Video_Posters::OPTION, array( 'vimeo-76979871' => array( 'title' => 'Stored "title"' ) ), false );
		$tags = $this->root( do_shortcode( '[frontage_video url="https://vimeo.com/76979871"]' ) );
		$this->assertSame( 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1', $tags->get_attribute( 'data-player' ) );
		$tags->next_tag( 'button' );
		$this->assertSame( 'Play: Stored "title"', $tags->get_attribute( 'aria-label' ) );

		$tags = $this->root( do_shortcode( '[frontage_video url="https://vimeo.com/76979871" title="Mine"]' ) );
		$tags->next_tag( 'button' );
		$this->assertSame( 'Play: Mine', $tags->get_attribute( 'aria-label' ) );
	}

	/**
	 * A stored poster is an <img> from the uploads folder, decorative (the button names it).
	 */
	public function test_a_stored_poster_is_shown_from_the_uploads_folder(): void {
		update_option(
			Video_Posters::OPTION,
			array(
				'youtube-dQw4w9WgXcQ' => array(
					'file'   => 'youtube-dQw4w9WgXcQ-hqdefault.jpg',
					'width'  => 480,
					'height' => 360,
				),
			),
			false
		);
		$tags = $this->root( do_shortcode( '[frontage_video url="https://youtu.be/dQw4w9WgXcQ"]' ) );
		$this->assertTrue( $tags->next_tag( 'img' ) );
		$this->assertSame( wp_upload_dir()['baseurl'] . '/frontage-posters/youtube-dQw4w9WgXcQ-hqdefault.jpg', $tags->get_attribute( 'src' ) );
		$this->assertSame( '', $tags->get_attribute( 'alt' ) );
		$this->assertSame( '360', $tags->get_attribute( 'height' ) );
	}

	/**
	 * While third-party players are blocked (the default), a note names the provider and the
	 * click counts as consent to `video`; switched off, neither.
	 */
	public function test_the_consent_note_follows_the_setting(): void {
		$html = do_shortcode( '[frontage_video url="https://youtu.be/dQw4w9WgXcQ"]' );
		$this->assertStringContainsString( 'Playing loads the video from YouTube.', $html );
		$this->assertSame( 'video', $this->root( $html )->get_attribute( 'data-consent' ) );

		$this->set_option( Media_Settings::OPTION, array( 'block_third_party' => false ) );
		$html = do_shortcode( '[frontage_video url="https://youtu.be/dQw4w9WgXcQ"]' );
		$this->assertStringNotContainsString( 'frontage-video__note', $html );
		$this->assertNull( $this->root( $html )->get_attribute( 'data-consent' ) );
	}

	/**
	 * An invalid or foreign link renders nothing, with no PHP notice, and enqueues nothing.
	 */
	public function test_an_invalid_link_renders_nothing(): void {
		$log = $this->debug_log_size();
		foreach ( array( 'https://example.com/video', 'https://youtu.be/short', 'not a link', '' ) as $url ) {
			$this->assertSame( '', trim( do_blocks( '<!-- wp:frontage/video ' . wp_json_encode( array( 'url' => $url ) ) . ' /-->' ) ), $url );
			$this->assertSame( '', do_shortcode( '[frontage_video url="' . esc_attr( $url ) . '"]' ), $url );
		}
		$this->assertSame( '', do_shortcode( '[frontage_video]' ) );
		$this->assertSame( '', trim( do_blocks( '<!-- wp:frontage/video {"url":["x"],"title":{"a":1},"volume":"loud"} /-->' ) ) );
		$this->assertFalse( wp_script_is( Video_Facade::HANDLE, 'enqueued' ) );
		$this->assertSame( array(), $this->debug_log_since( $log ) );
	}

	/**
	 * The owner's title and fallback text are escaped; a volume is kept within 0 to 100.
	 */
	public function test_owner_text_is_escaped_and_volume_clamped(): void {
		$html = do_shortcode( '[frontage_video url="https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv/live" title="<script>alert(1)</script> Live" volume="250" live_fallback="Back <b>soon</b>"]' );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<b>', $html );
		$root = $this->root( $html );
		$this->assertSame( '100', $root->get_attribute( 'data-volume' ) );
		$this->assertSame( '1', $root->get_attribute( 'data-live' ) );
		$this->assertStringContainsString( 'Back soon', $html );
		$this->assertStringContainsString( 'frontage-video__offline" hidden', $html );
	}

	/**
	 * A page without a facade enqueues none of the facade's script or styles.
	 */
	public function test_a_page_without_a_facade_loads_none_of_it(): void {
		do_blocks( '<!-- wp:paragraph --><p>Plain</p><!-- /wp:paragraph -->' );
		$this->assertFalse( wp_script_is( Video_Facade::HANDLE, 'enqueued' ) );
		$this->assertFalse( wp_style_is( Video_Facade::HANDLE, 'enqueued' ) );
	}
}
