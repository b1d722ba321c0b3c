<?php
/**
 * Tests for the consent placeholders (includes/media/class-content-blocker.php, wired in
 * class-media-module.php): what a visitor's page holds for core/embed blocks, the modal block's
 * frames and reCAPTCHA forms before and after consent (docs/media.md "Consent").
 *
 * @package Frontage
 */

use Frontage\Media\Consent;
use Frontage\Media\Content_Blocker;
use Frontage\Media\Video_Address;
use Frontage\Media\Video_Posters;
use Frontage\Tests\Test_Case;

/**
 * The markup blocked content gets.
 */
final class Test_Content_Blocker extends Test_Case {

	/**
	 * A YouTube embed as WordPress renders it once oEmbed answered.
	 */
	private const YOUTUBE_FRAME = '<iframe title="A video" width="640" height="360" src="https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed" allowfullscreen></iframe>';

	/**
	 * Starts every test without consent and without the consent script queued.
	 */
	protected function setUp(): void {
		parent::setUp();
		unset( $_COOKIE[ Consent::COOKIE ] );
		wp_dequeue_script( Content_Blocker::HANDLE );
		wp_dequeue_style( Content_Blocker::HANDLE );
	}

	/**
	 * Leaves no cookie behind.
	 */
	protected function tearDown(): void {
		unset( $_COOKIE[ Consent::COOKIE ] );
		wp_dequeue_script( Content_Blocker::HANDLE );
		wp_dequeue_style( Content_Blocker::HANDLE );
		parent::tearDown();
	}

	/**
	 * A YouTube embed without consent is a placeholder inside the embed's figure: the provider's
	 * name, what agreeing loads, a real button, the frame kept in a template; nothing outside the
	 * template loads from YouTube, and the consent script and its styles are queued.
	 */
	public function test_a_youtube_embed_waits_for_consent(): void {
		$html    = $this->embed( 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', self::YOUTUBE_FRAME );
		$outside = $this->outside_templates( $html );

		$this->assertStringStartsWith( '<figure class="wp-block-embed is-type-video is-provider-youtube', trim( $html ) );
		$this->assertStringNotContainsString( '<iframe', $outside );
		$this->assertDoesNotMatchRegularExpression( '#(youtube|ytimg)\.com#', $outside, 'Nothing outside the template names YouTube’s hosts.' );
		$this->assertStringContainsString( '<template>' . "\n" . self::YOUTUBE_FRAME . "\n" . '</template>', $html );
		$this->assertStringContainsString( 'data-frontage-consent="video"', $html );
		$this->assertStringContainsString( '<p class="frontage-consent__provider">YouTube</p>', $html );
		$this->assertStringContainsString( 'This video is played by YouTube', $html );
		$this->assertStringContainsString( 'Your choice is kept for 30 days.', $html );
		$this->assertStringContainsString( '<button type="button" class="frontage-consent__agree">Load video from YouTube</button>', $html );
		$this->assertStringContainsString( '<figcaption class="wp-element-caption">Our film</figcaption></figure>', $html );
		$this->assertTrue( wp_script_is( Content_Blocker::HANDLE ), 'The consent script is queued.' );
		$this->assertTrue( wp_style_is( Content_Blocker::HANDLE ), 'Its styles are queued.' );
	}

	/**
	 * A YouTube video whose poster the site stored shows that poster, from the site's uploads
	 * folder; a look-alike host with the same id shows none.
	 */
	public function test_a_stored_poster_shows_from_the_site(): void {
		$this->set_option( Video_Posters::OPTION, array( 'youtube-aqz-KE-bpKQ' => array( 'file' => 'youtube-aqz-KE-bpKQ.jpg', 'width' => 480, 'height' => 360 ) ) );
		$html = $this->embed( 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', self::YOUTUBE_FRAME );
		$this->assertStringContainsString( '<img class="frontage-consent__poster" src="' . esc_url( Video_Posters::for_page( Video_Address::parse( 'https://youtu.be/aqz-KE-bpKQ' ) )['url'] ) . '" alt="" loading="lazy" />', $html );
		$this->assertStringContainsString( '/uploads/frontage-posters/youtube-aqz-KE-bpKQ.jpg', $html );

		$fake = $this->embed( 'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ', '<iframe src="https://youtube.com.evil.example/embed/aqz-KE-bpKQ"></iframe>' );
		$this->assertStringNotContainsString( 'frontage-consent__poster', $fake );
	}

	/**
	 * With the cookie agreeing to video the embed is rendered as it is; another kind — a map in a
	 * modal — still waits.
	 */
	public function test_consent_for_a_kind_unblocks_that_kind_only(): void {
		$_COOKIE[ Consent::COOKIE ] = 'video';
		$embed                      = $this->embed( 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', self::YOUTUBE_FRAME );
		$this->assertStringContainsString( '<div class="wp-block-embed__wrapper">' . "\n" . self::YOUTUBE_FRAME, $embed );
		$this->assertStringNotContainsString( 'frontage-consent', $embed );
		$this->assertTrue( defined( 'DONOTCACHEPAGE' ), 'A page shown for this visitor’s consent is not kept by page caches.' );

		$modal = $this->modal_with_frame( 'https://www.google.com/maps/embed?pb=!1m18!1m12' );
		$this->assertStringContainsString( 'data-frontage-consent="map"', $modal );
		$this->assertStringContainsString( '<button type="button" class="frontage-consent__agree">Load map from Google Maps</button>', $modal );
		$this->assertStringNotContainsString( '<iframe', $this->outside_templates( $modal ) );
		$this->assertMatchesRegularExpression( '#<template><iframe data-src="https://www\.google\.com/maps/embed\?pb=!1m18!1m12"#', $modal );
	}

	/**
	 * A look-alike host is named by its host, shows no poster, and agreeing to video does not
	 * unblock it.
	 */
	public function test_a_look_alike_host_is_blocked_as_unknown_content(): void {
		$_COOKIE[ Consent::COOKIE ] = 'video';
		$html                       = $this->embed( 'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ', '<iframe src="https://youtube.com.evil.example/embed/aqz-KE-bpKQ"></iframe>' );
		$this->assertStringContainsString( 'data-frontage-consent="other"', $html );
		$this->assertStringContainsString( '<p class="frontage-consent__provider">youtube.com.evil.example</p>', $html );
		$this->assertStringContainsString( 'Load content from youtube.com.evil.example', $html );
		$this->assertStringNotContainsString( 'frontage-consent__poster', $html );
	}

	/**
	 * An embed whose oEmbed call failed is a plain link, which loads nothing: left as it is, and
	 * a page with only first-party content gets no consent script or styles.
	 */
	public function test_content_that_loads_nothing_from_elsewhere_is_left_alone(): void {
		$link = '<a href="https://www.youtube.com/watch?v=aqz-KE-bpKQ">https://www.youtube.com/watch?v=aqz-KE-bpKQ</a>';
		$this->assertStringContainsString( $link, $this->embed( 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', $link ) );
		$own = $this->modal_with_frame( home_url( '/contact/' ) );
		$this->assertStringContainsString( '<iframe data-src="' . esc_url( home_url( '/contact/' ) ) . '"', $own );
		$this->assertStringNotContainsString( 'frontage-consent', $own );
		$this->assertFalse( wp_script_is( Content_Blocker::HANDLE ), 'No consent script.' );
		$this->assertFalse( wp_style_is( Content_Blocker::HANDLE ), 'No consent styles.' );
	}

	/**
	 * With blocking switched off by the owner, nothing is blocked and nothing is queued.
	 */
	public function test_blocking_off_renders_everything(): void {
		$this->set_option( 'frontage_media', array( 'block_third_party' => false ) );
		$this->assertStringNotContainsString( 'frontage-consent', $this->embed( 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', self::YOUTUBE_FRAME ) );
		$this->assertStringNotContainsString( 'frontage-consent', $this->modal_with_frame( 'https://www.google.com/maps/embed?pb=1' ) );
		$this->assertStringContainsString( '<button type="submit">Send</button>', apply_filters( 'the_content', $this->recaptcha_form() ) );
		$this->assertFalse( wp_script_is( Content_Blocker::HANDLE ) );
	}

	/**
	 * A post whose embed needs its provider's script (an X post) is kept for a reload: the
	 * placeholder says so, the script stays in the template.
	 */
	public function test_a_script_driven_embed_is_marked_for_a_reload(): void {
		$html = $this->embed( 'https://x.com/WordPress/status/1', '<blockquote class="twitter-tweet"><p>Hi</p></blockquote><script async src="https://platform.twitter.com/widgets.js"></script>', 'rich', 'twitter' );
		$this->assertStringContainsString( 'data-frontage-consent="social" data-frontage-reload', $html );
		$this->assertStringContainsString( 'Load post from X', $html );
		$this->assertStringNotContainsString( '<script', $this->outside_templates( $html ) );
	}

	/**
	 * A form carrying reCAPTCHA cannot be sent before consent: its submit button is disabled, a
	 * note with the consent button comes before it, reCAPTCHA's script is kept from loading. A
	 * form without reCAPTCHA is untouched; with consent nothing changes.
	 */
	public function test_a_recaptcha_form_waits_for_consent(): void {
		$plain = '<form action="/search"><button>Search</button></form>';
		$html  = apply_filters( 'the_content', $plain . $this->recaptcha_form() );

		$this->assertStringContainsString( $plain, $html );
		$this->assertStringContainsString( '<button data-frontage-consent-disabled disabled type="submit">Send</button>', $html );
		$this->assertStringContainsString( '<input data-frontage-consent-disabled disabled type="submit" value="Send too">', $html );
		$this->assertStringContainsString( '<button type="button">Preview</button>', $html, 'A plain button stays.' );
		$this->assertMatchesRegularExpression( '#<script data-frontage-consent-src="https://www\.google\.com/recaptcha/api\.js" type="text/plain"\s+async defer>#', $html );
		$this->assertStringNotContainsString( ' src="https://www.google.com/recaptcha', $html );
		$this->assertMatchesRegularExpression( '#data-frontage-consent="recaptcha"[^>]*>.*Load Google reCAPTCHA</button>.*</template></div><form data-frontage-consent-form method="post">#s', $html );

		$_COOKIE[ Consent::COOKIE ] = 'recaptcha';
		$this->assertStringNotContainsString( 'frontage-consent', apply_filters( 'the_content', $this->recaptcha_form() ) );
	}

	/**
	 * reCAPTCHA's script queued by a plugin is printed inert until consent; other scripts are not
	 * touched.
	 */
	public function test_a_queued_recaptcha_script_waits_for_consent(): void {
		wp_register_script( 'frontage-test-recaptcha', 'https://www.google.com/recaptcha/api.js?render=explicit', array(), null, true ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- A test script.
		$tag = $this->printed( 'frontage-test-recaptcha' );
		$this->assertStringContainsString( 'data-frontage-consent-src="https://www.google.com/recaptcha/api.js?render=explicit"', $tag );
		$this->assertStringContainsString( 'type="text/plain"', $tag );
		$this->assertStringNotContainsString( ' src=', $tag );
		$this->assertTrue( wp_script_is( Content_Blocker::HANDLE ), 'The consent script comes to load it.' );

		$_COOKIE[ Consent::COOKIE ] = 'recaptcha';
		$this->assertStringContainsString( " src='https://www.google.com/recaptcha/api.js?render=explicit'", str_replace( '"', "'", $this->printed( 'frontage-test-recaptcha' ) ) );
		wp_deregister_script( 'frontage-test-recaptcha' );
	}

	/**
	 * A cover's background video from another host waits as kind video-background (agreeing to
	 * videos does not load it); the site's own background video plays as it is.
	 */
	public function test_a_cover_background_video_from_elsewhere_waits_for_its_own_consent(): void {
		$_COOKIE[ Consent::COOKIE ] = 'video';
		$html                       = $this->cover( 'https://player.vimeo.com/external/76979871.hd.mp4' );
		$this->assertStringContainsString( 'data-frontage-consent="video-background"', $html );
		$this->assertStringContainsString( 'Load background video from Vimeo', $html );
		$this->assertStringNotContainsString( '<video', $this->outside_templates( $html ) );
		$this->assertStringContainsString( '<p class="has-text-align-center">Welcome</p>', $html, 'The cover’s words stay.' );

		$own = $this->cover( home_url( '/wp-content/uploads/waves.mp4' ) );
		$this->assertStringNotContainsString( 'frontage-consent', $own );

		$_COOKIE[ Consent::COOKIE ] = 'video,video-background';
		$this->assertStringNotContainsString( 'frontage-consent', $this->cover( 'https://player.vimeo.com/external/76979871.hd.mp4' ) );
	}

	/**
	 * A core/cover block with a background video, rendered as on a page.
	 *
	 * @param string $url The video's address.
	 * @return string HTML.
	 */
	private function cover( string $url ): string {
		$attributes = array(
			'url'            => $url,
			'backgroundType' => 'video',
			'dimRatio'       => 50,
		);
		return do_blocks(
			'<!-- wp:cover ' . wp_json_encode( $attributes ) . ' --><div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><video class="wp-block-cover__video-background intrinsic-ignore" autoplay muted loop playsinline src="' . esc_url( $url ) . '" data-object-fit="cover"></video><div class="wp-block-cover__inner-container"><!-- wp:paragraph {"align":"center"} --><p class="has-text-align-center">Welcome</p><!-- /wp:paragraph --></div></div><!-- /wp:cover -->'
		);
	}

	/**
	 * A core/embed block rendered as on a page, its wrapper holding what oEmbed answered.
	 *
	 * @param string $url      The embed's address.
	 * @param string $inner    The wrapper's markup.
	 * @param string $type     The embed's type.
	 * @param string $provider The provider slug the editor stored.
	 * @return string HTML.
	 */
	private function embed( string $url, string $inner, string $type = 'video', string $provider = 'youtube' ): string {
		$attributes = array(
			'url'              => $url,
			'type'             => $type,
			'providerNameSlug' => $provider,
		);
		return do_blocks(
			'<!-- wp:embed ' . wp_json_encode( $attributes ) . ' -->' . "\n"
			. '<figure class="wp-block-embed is-type-' . $type . ' is-provider-' . $provider . ' wp-block-embed-' . $provider . '"><div class="wp-block-embed__wrapper">' . "\n" . $inner . "\n" . '</div><figcaption class="wp-element-caption">Our film</figcaption></figure>' . "\n"
			. '<!-- /wp:embed -->'
		);
	}

	/**
	 * A modal block showing a page frame.
	 *
	 * @param string $url The frame's address.
	 * @return string HTML.
	 */
	private function modal_with_frame( string $url ): string {
		$attributes = array(
			'modalId'     => 'where',
			'heading'     => 'Where we are',
			'contentType' => 'iframe',
			'iframeUrl'   => $url,
		);
		return do_blocks( '<!-- wp:frontage/modal ' . wp_json_encode( $attributes ) . ' --><div class="wp-block-frontage-modal__content" hidden></div><!-- /wp:frontage/modal -->' );
	}

	/**
	 * A contact form with reCAPTCHA, as a form plugin prints it.
	 *
	 * @return string HTML.
	 */
	private function recaptcha_form(): string {
		return '<form method="post"><input name="email"><div class="g-recaptcha" data-sitekey="key"></div><script src="https://www.google.com/recaptcha/api.js" async defer></script><button type="button">Preview</button><button type="submit">Send</button><input type="submit" value="Send too"></form>';
	}

	/**
	 * The tag WordPress prints for a registered script.
	 *
	 * @param string $handle The script.
	 * @return string HTML.
	 */
	private function printed( string $handle ): string {
		ob_start();
		wp_scripts()->do_item( $handle );
		return (string) ob_get_clean();
	}

	/**
	 * Markup with every template's content taken out: what the browser loads.
	 *
	 * @param string $html HTML.
	 */
	private function outside_templates( string $html ): string {
		return (string) preg_replace( '#<template>.*?</template>#s', '', $html );
	}
}
