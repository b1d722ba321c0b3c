<?php
/**
 * Tests for reCAPTCHA forms outside the post content (includes/media/class-content-blocker.php,
 * wired in class-media-module.php): a block rendered outside the_content (a template part, a
 * block theme's template), the classic Text and Custom HTML widgets and block widgets hold their
 * forms until consent, once each (docs/media.md "Consent": what is blocked).
 *
 * @package Frontage
 */

use Frontage\Media\Consent;
use Frontage\Media\Content_Blocker;
use Frontage\Tests\Test_Case;

/**
 * Every place a reCAPTCHA form can be.
 */
final class Test_Content_Blocker_Recaptcha extends Test_Case {

	/**
	 * A contact form with reCAPTCHA, as a form plugin prints it.
	 */
	private const FORM = '<form method="post"><input name="email"><div class="g-recaptcha" data-sitekey="key"></div><script src="https://www.google.com/recaptcha/api.js" async defer></script><button type="submit">Send</button></form>';

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
	 * A form in a block rendered outside the post content — a Custom HTML block inside a group,
	 * as a block theme's template part holds it — cannot be sent before consent, and gets one
	 * note, not one for each block around it.
	 */
	public function test_a_form_in_a_block_outside_the_content_waits_once(): void {
		$html = do_blocks( '<!-- wp:group --><div class="wp-block-group"><!-- wp:group --><div class="wp-block-group"><!-- wp:html -->' . self::FORM . '<!-- /wp:html --></div><!-- /wp:group --></div><!-- /wp:group -->' );

		$this->assert_held_once( $html );
		$this->assertTrue( wp_script_is( Content_Blocker::HANDLE ), 'The consent script is queued.' );

		$_COOKIE[ Consent::COOKIE ] = 'recaptcha';
		$this->assertStringNotContainsString( 'frontage-consent', do_blocks( '<!-- wp:html -->' . self::FORM . '<!-- /wp:html -->' ), 'With consent the form is as it was.' );
	}

	/**
	 * A form in a group's own markup, between its blocks (the blocks around it are looked at in
	 * their own markup only), is held once too.
	 */
	public function test_a_form_between_a_groups_blocks_waits_once(): void {
		$html = do_blocks( '<!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph --><p>Write to us</p><!-- /wp:paragraph -->' . self::FORM . '<!-- wp:paragraph --><p>We answer in a day</p><!-- /wp:paragraph --></div><!-- /wp:group -->' );

		$this->assert_held_once( $html );
		$this->assertStringContainsString( '<p>Write to us</p>', $html );
	}

	/**
	 * A block theme's template around the post content (core/post-content inside a group): the
	 * content's form is held by the content's pass, and the blocks around it do not hold it again.
	 */
	public function test_the_post_content_inside_a_template_is_held_once(): void {
		$this->act_as( 'administrator' ); // Who may save a form in a post.
		$post            = get_post( $this->create_post( array( 'post_content' => '<!-- wp:html -->' . self::FORM . '<!-- /wp:html -->' ) ) );
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The template renders the current post.
		setup_postdata( $post );
		$html = do_blocks( '<!-- wp:group --><div class="wp-block-group"><!-- wp:post-content /--></div><!-- /wp:group -->' );
		wp_reset_postdata();

		$this->assert_held_once( $html );
	}

	/**
	 * A classic Text widget, visual or legacy, and a Custom HTML widget hold their form.
	 */
	public function test_a_form_in_a_classic_text_widget_waits(): void {
		$this->assert_held_once( $this->widget( 'WP_Widget_Text', array( 'text' => self::FORM, 'visual' => true, 'filter' => 'content' ) ), 'A visual Text widget.' );
		$this->assert_held_once( $this->widget( 'WP_Widget_Text', array( 'text' => self::FORM, 'visual' => false, 'filter' => false ) ), 'A legacy Text widget.' );
		$this->assert_held_once( $this->widget( 'WP_Widget_Custom_HTML', array( 'content' => self::FORM ) ), 'A Custom HTML widget.' );
	}

	/**
	 * A block widget (a Custom HTML block in a widget area) holds its form.
	 */
	public function test_a_form_in_a_block_widget_waits(): void {
		$this->assert_held_once( $this->widget( 'WP_Widget_Block', array( 'content' => '<!-- wp:html -->' . self::FORM . '<!-- /wp:html -->' ) ) );
	}

	/**
	 * Markup without reCAPTCHA is left as it was, in blocks and widgets.
	 */
	public function test_markup_without_recaptcha_is_untouched(): void {
		$plain = '<form action="/search"><button>Search</button></form>';
		$this->assertSame( $plain, do_blocks( '<!-- wp:html -->' . $plain . '<!-- /wp:html -->' ) );
		$this->assertStringNotContainsString( 'frontage-consent', $this->widget( 'WP_Widget_Block', array( 'content' => '<!-- wp:html -->' . $plain . '<!-- /wp:html -->' ) ) );
		$this->assertFalse( wp_script_is( Content_Blocker::HANDLE ), 'No consent script.' );
	}

	/**
	 * The form's submit button is disabled, reCAPTCHA's script kept from loading, and one note
	 * with the consent button comes before the form.
	 *
	 * @param string $html    Rendered markup.
	 * @param string $message What is looked at.
	 */
	private function assert_held_once( string $html, string $message = '' ): void {
		$this->assertStringContainsString( '<button data-frontage-consent-disabled disabled type="submit">Send</button>', $html, $message );
		$this->assertStringNotContainsString( ' src="https://www.google.com/recaptcha', $html, $message );
		$this->assertSame( 1, substr_count( $html, 'data-frontage-consent="recaptcha"' ), $message . ' One note.' );
		$this->assertMatchesRegularExpression( '#Load Google reCAPTCHA</button>.*</template></div><form data-frontage-consent-form method="post">#s', $html, $message );
	}

	/**
	 * A widget as a sidebar prints it.
	 *
	 * @param string               $widget   The widget's class.
	 * @param array<string, mixed> $instance Its settings.
	 * @return string HTML.
	 */
	private function widget( string $widget, array $instance ): string {
		ob_start();
		the_widget( $widget, $instance );
		return (string) ob_get_clean();
	}
}
