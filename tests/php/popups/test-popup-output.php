<?php
/**
 * Tests for includes/popups/class-popup-output.php: which popups a page gets, and how.
 *
 * @package Frontage
 */

use Frontage\Assets;
use Frontage\Popups\Popup_Output;
use Frontage\Popups\Popup_Settings;
use Frontage\Popups\Popups_Module;
use Frontage\Tests\Test_Case;

/**
 * Popups shown by their conditions, asked for by the address, and opened by links.
 */
final class Test_Popup_Output extends Test_Case {

	/**
	 * Popups made by the test, to tell them from any other on the site.
	 *
	 * @var int[]
	 */
	private array $popups = array();

	/**
	 * The request's address before the test.
	 *
	 * @var string
	 */
	private string $request_uri = '';

	/**
	 * Remembers the request's address, which some tests change.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->request_uri = isset( $_SERVER['REQUEST_URI'] ) && is_string( $_SERVER['REQUEST_URI'] ) ? $_SERVER['REQUEST_URI'] : ''; // Raw input: put back as it was.
	}

	/**
	 * Puts the main query and the address back (Test_Case deletes the posts).
	 */
	protected function tearDown(): void {
		$GLOBALS['wp_query']     = new WP_Query();
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		unset( $_GET['uael-modal-action'], $_COOKIE[ 'wp-postpass_' . COOKIEHASH ] );
		$_SERVER['REQUEST_URI'] = $this->request_uri;
		$this->fresh_script_queues();
		parent::tearDown();
	}

	/**
	 * A published popup shown on some pages.
	 *
	 * @param int[]  $page_ids Where it shows by itself (none: nowhere).
	 * @param string $content  Its blocks.
	 */
	private function popup( array $page_ids, string $content = '<!-- wp:paragraph --><p>Offer</p><!-- /wp:paragraph -->' ): int {
		$id                     = $this->create_post(
			array(
				'post_type'    => Popups_Module::POST_TYPE,
				'post_content' => $content,
			)
		);
		$settings               = Popup_Settings::defaults();
		$settings['conditions'] = array(
			'include' => $page_ids ? array(
				array(
					'type' => 'singular',
					'ids'  => $page_ids,
				),
			) : array(),
			'exclude' => array(),
		);
		$settings['timing']['schedule_start_date'] = '2026-12-01 09:00';
		update_post_meta( $id, Popup_Settings::META, $settings );
		$this->popups[] = $id;
		return $id;
	}

	/**
	 * Makes a page the one being viewed.
	 *
	 * @param int $page_id The page.
	 */
	private function view( int $page_id ): void {
		$GLOBALS['wp_query']     = new WP_Query( array( 'page_id' => $page_id ) );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
	}

	/**
	 * The ids on the page, with how each got there.
	 *
	 * @return array<int, array{requested: bool, auto: bool}>
	 */
	private function eligible(): array {
		$ids = array();
		foreach ( ( new Popup_Output( new Assets() ) )->eligible() as $popup ) {
			if ( in_array( $popup['id'], $this->popups, true ) ) {
				$ids[ $popup['id'] ] = array(
					'requested' => $popup['requested'],
					'auto'      => $popup['auto'],
				);
			}
		}
		return $ids;
	}

	/**
	 * Conditions, the address and link actions each bring a popup; nothing else does.
	 */
	public function test_which_popups_a_page_gets(): void {
		$page    = $this->create_post( array( 'post_type' => 'page' ) );
		$shown   = $this->popup( array( $page ) );
		$asked   = $this->popup( array() );
		$linked  = $this->popup( array() );
		$absent  = $this->popup( array() );
		$payload = rawurlencode( 'action=popup:open&settings=' . base64_encode( (string) wp_json_encode( array( 'id' => (string) $linked ) ) ) );
		wp_update_post(
			array(
				'ID'           => $page,
				'post_content' => '<p><a href="#elementor-action%3A' . $payload . '">Open</a></p>',
			)
		);

		$this->view( $page );
		$_GET['uael-modal-action'] = (string) $asked;
		$eligible                  = $this->eligible();

		$this->assertSame(
			array(
				'requested' => false,
				'auto'      => true,
			),
			$eligible[ $shown ]
		);
		$this->assertTrue( $eligible[ $asked ]['requested'] );
		$this->assertFalse( $eligible[ $asked ]['auto'] );
		$this->assertSame(
			array(
				'requested' => false,
				'auto'      => false,
			),
			$eligible[ $linked ]
		);
		$this->assertArrayNotHasKey( $absent, $eligible );

		$_GET['uael-modal-action'] = '1 OR 1=1';
		$this->assertArrayNotHasKey( $asked, $this->eligible() );
	}

	/**
	 * The blocks inside a <template>, the settings without the conditions, the schedule in the
	 * site's time zone; a page without popups gets nothing.
	 */
	public function test_the_footer_markup(): void {
		$this->set_option( 'timezone_string', 'Europe/Berlin' );
		$page  = $this->create_post( array( 'post_type' => 'page' ) );
		$popup = $this->popup( array( $page ), '<!-- wp:paragraph --><p>Offer &amp; more</p><!-- /wp:paragraph -->' );
		$other = $this->create_post( array( 'post_type' => 'page' ) );
		$this->fresh_script_queues();

		$this->view( $other );
		$this->assertSame( '', $this->footer() );

		$this->view( $page );
		$html = $this->footer();
		$this->assertStringContainsString( sprintf( '<template id="frontage-popup-%d"><p>Offer &amp; more</p>', $popup ), $html );
		$this->assertTrue( wp_script_is( Popup_Output::HANDLE, 'enqueued' ) );
		$before = (array) wp_scripts()->get_data( Popup_Output::HANDLE, 'before' );
		$inline = (string) end( $before );
		preg_match( '/window\.frontagePopups = (\{.*\});/s', $inline, $match );
		$data = json_decode( $match[1], true );
		$mine = array_values( array_filter( $data['popups'], static fn ( array $item ): bool => $item['id'] === $popup ) )[0];
		$this->assertArrayNotHasKey( 'conditions', $mine['settings'] );
		// 09:00 in Berlin in December is 08:00 UTC.
		$this->assertSame( gmmktime( 8, 0, 0, 12, 1, 2026 ) * 1000, $mine['schedule']['start'] );
		$this->assertNull( $mine['schedule']['end'] );
		$this->assertNull( $data['roles'] );
		$this->assertStringContainsString( 'build/popups/dialog/index.js', $data['dialog']['script'] );
	}

	/**
	 * A password-protected popup is left out, whether its conditions bring it or the address asks
	 * for it, until the visitor has entered its password.
	 */
	public function test_a_password_protected_popup_waits_for_its_password(): void {
		$page      = $this->create_post( array( 'post_type' => 'page' ) );
		$shown     = $this->popup( array( $page ), '<!-- wp:paragraph --><p>Members-only code: SPRING</p><!-- /wp:paragraph -->' );
		$requested = $this->popup( array(), '<!-- wp:paragraph --><p>Members-only code: AUTUMN</p><!-- /wp:paragraph -->' );
		foreach ( array( $shown, $requested ) as $id ) {
			wp_update_post(
				array(
					'ID'            => $id,
					'post_title'    => 'Spring code',
					'post_password' => 'letmein',
				)
			);
		}
		$this->fresh_script_queues();
		$this->view( $page );
		$_GET['uael-modal-action'] = (string) $requested;

		$this->assertSame( array(), $this->eligible() );
		$html = $this->footer();
		$this->assertStringNotContainsString( 'SPRING', $html );
		$this->assertStringNotContainsString( 'AUTUMN', $html );

		// The visitor entered the password (wp-login.php?action=postpass sets this cookie).
		require_once ABSPATH . WPINC . '/class-phpass.php';
		$_COOKIE[ 'wp-postpass_' . COOKIEHASH ] = ( new PasswordHash( 8, true ) )->HashPassword( 'letmein' );
		$eligible                               = $this->eligible();
		$this->assertTrue( $eligible[ $shown ]['auto'] );
		$this->assertTrue( $eligible[ $requested ]['requested'] );
		// Its dialog is named by the title alone, not "Protected: Spring code".
		$this->fresh_script_queues();
		$this->assertSame( 'Spring code', $this->config_of( $shown )['title'] );
	}

	/**
	 * The url rule's regular expression is tested on the server against the address: the
	 * popup's triggers run only where it matches, and the browser never gets the pattern.
	 */
	public function test_the_url_regex_is_decided_on_the_server(): void {
		$page     = $this->create_post( array( 'post_type' => 'page' ) );
		$popup    = $this->popup( array( $page ) );
		$settings = Popup_Settings::get( $popup );
		$settings['timing']['url']        = true;
		$settings['timing']['url_action'] = 'regex';
		$settings['timing']['url_url']    = '[?&]campaign=spring(&|$)';
		update_post_meta( $popup, Popup_Settings::META, $settings );
		$this->view( $page );

		$_SERVER['REQUEST_URI'] = '/offers/?campaign=autumn';
		$this->assertFalse( $this->eligible()[ $popup ]['auto'] ?? false, 'No match: its triggers do not run.' );

		$_SERVER['REQUEST_URI'] = '/offers/?campaign=spring';
		$this->assertTrue( $this->eligible()[ $popup ]['auto'] );
		$this->fresh_script_queues();
		$mine = $this->config_of( $popup );
		$this->assertFalse( $mine['settings']['timing']['url'], 'Decided already.' );
		$this->assertSame( '', $mine['settings']['timing']['url_url'], 'The browser never runs the pattern.' );

		// Asked for by the address, it opens wherever the rule would keep it back.
		$_SERVER['REQUEST_URI']    = '/offers/';
		$_GET['uael-modal-action'] = (string) $popup;
		$this->assertTrue( $this->eligible()[ $popup ]['requested'] );
	}

	/**
	 * The dialog's name is the popup's title as plain text: quotes and ampersands once, never as
	 * entities (the dialog sets it as a DOM attribute, which escapes it itself).
	 */
	public function test_the_title_reaches_the_dialog_as_plain_text(): void {
		$page  = $this->create_post( array( 'post_type' => 'page' ) );
		$popup = $this->popup( array( $page ) );
		wp_update_post(
			array(
				'ID'         => $popup,
				'post_title' => 'Don\'t miss "Spring" & <em>more</em>',
			)
		);
		$this->fresh_script_queues();
		$this->view( $page );

		$title = $this->config_of( $popup )['title'];
		$this->assertSame( 'Don’t miss “Spring” & more', $title );
		$this->assertDoesNotMatchRegularExpression( '/&[#a-z0-9]+;/i', $title );
	}

	/**
	 * `uael-modal-action` as a list, or anything but a number, asks for nothing and warns about
	 * nothing: the page is as without it.
	 */
	public function test_a_list_in_the_address_asks_for_nothing(): void {
		$page  = $this->create_post( array( 'post_type' => 'page' ) );
		$asked = $this->popup( array() );
		$this->view( $page );
		$warnings = array();
		// Own error handler: the test is that nothing warns.
		set_error_handler(
			static function ( int $level, string $message ) use ( &$warnings ): bool {
				$warnings[] = $message;
				return true;
			}
		);
		try {
			foreach ( array( array( (string) $asked ), array( 'x' => array( $asked ) ), '12abc', '' ) as $value ) {
				$_GET['uael-modal-action'] = $value;
				$this->assertArrayNotHasKey( $asked, $this->eligible(), wp_json_encode( $value ) );
				$this->fresh_script_queues();
				$this->assertSame( '', $this->footer() );
			}
		} finally {
			restore_error_handler();
		}
		$this->assertSame( array(), $warnings );
	}

	/**
	 * One popup's entry in window.frontagePopups, as the footer prints it.
	 *
	 * @param int $popup The popup.
	 * @return array<string, mixed>
	 */
	private function config_of( int $popup ): array {
		$this->footer();
		$before = (array) wp_scripts()->get_data( Popup_Output::HANDLE, 'before' );
		preg_match( '/window\.frontagePopups = (\{.*\});/s', (string) end( $before ), $match );
		$data = json_decode( $match[1], true );
		return array_values( array_filter( $data['popups'], static fn ( array $item ): bool => $item['id'] === $popup ) )[0];
	}

	/**
	 * What the footer prints.
	 */
	private function footer(): string {
		ob_start();
		( new Popup_Output( new Assets() ) )->print_popups();
		return (string) ob_get_clean();
	}

	/**
	 * Starts without the popup scripts registered, so what the footer adds can be read; the
	 * other registered scripts stay for the tests that follow.
	 */
	private function fresh_script_queues(): void {
		foreach ( array( Popup_Output::HANDLE, Popup_Output::DIALOG_HANDLE ) as $handle ) {
			wp_dequeue_script( $handle );
			wp_deregister_script( $handle );
			wp_dequeue_style( $handle );
			wp_deregister_style( $handle );
		}
	}
}
