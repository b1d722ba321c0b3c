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
	 * Puts the main query and the address back (Test_Case deletes the posts).
	 */
	protected function tearDown(): void {
		$GLOBALS['wp_query']     = new WP_Query();
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		unset( $_GET['uael-modal-action'] );
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
		$this->assertStringContainsString( 'build/popups-dialog/index.js', $data['dialog']['script'] );
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
