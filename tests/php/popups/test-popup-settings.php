<?php
/**
 * Tests for includes/popups/class-popup-settings.php: the meta `frontage_popup_settings` through
 * REST, its refusals, and stored junk read back cleaned.
 *
 * @package Frontage
 */

use Frontage\Popups\Popup_Settings;
use Frontage\Popups\Popups_Module;
use Frontage\Tests\Test_Case;

/**
 * A popup's settings as the editor saves them and the engine reads them.
 */
final class Test_Popup_Settings extends Test_Case {

	/**
	 * The popups route.
	 */
	private const ROUTE = '/wp/v2/' . Popups_Module::REST_BASE;

	/**
	 * Settings with every part switched on.
	 *
	 * @return array<string, mixed>
	 */
	private static function full(): array {
		$settings                                = Popup_Settings::defaults();
		$settings['open_selector']               = '.newsletter-link, #subscribe';
		$settings['close_button_delay']          = 2.5;
		$settings['entrance_animation']          = 'zoom';
		$settings['entrance_animation_duration'] = array( 'size' => 0.8 );
		$settings['classes']                     = 'is-wide promo';
		$settings['triggers']                    = array_merge(
			$settings['triggers'],
			array(
				'page_load_delay'       => 3,
				'scrolling_to'          => true,
				'scrolling_to_selector' => '#comments',
				'exit_intent'           => true,
			)
		);
		$settings['timing']                      = array_merge(
			$settings['timing'],
			array(
				'url'                 => true,
				'url_url'             => '^/blog/(news|updates)/',
				'url_action'          => 'regex',
				'logged_in'           => true,
				'logged_in_users'     => 'custom',
				'logged_in_roles'     => array( 'editor', 'author' ),
				'times'               => true,
				'times_period'        => 'week',
				'times_times'         => 2,
				'schedule'            => true,
				'schedule_start_date' => '2026-12-01',
				'schedule_end_date'   => '2026-12-24 18:00',
			)
		);
		$settings['conditions']                  = array(
			'include' => array(
				array(
					'type'      => 'post_type',
					'post_type' => 'post',
				),
			),
			'exclude' => array(
				array(
					'type' => 'singular',
					'ids'  => array( 12, 13 ),
				),
			),
		);
		return $settings;
	}

	/**
	 * A new popup has the defaults; a full set of settings is saved and read back as sent.
	 */
	public function test_settings_round_trip_through_rest(): void {
		$this->act_as( 'administrator' );
		$created = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'title'  => 'Newsletter',
				'status' => 'publish',
			)
		);
		$this->assertSame( 201, $created->get_status() );
		// REST gives numbers as floats: 0 and 0.0 are the same setting.
		$this->assertEquals( Popup_Settings::defaults(), $created->get_data()['meta'][ Popup_Settings::META ] );

		$id      = $created->get_data()['id'];
		$updated = $this->rest( 'POST', self::ROUTE . '/' . $id, array( 'meta' => array( Popup_Settings::META => self::full() ) ) );
		$this->assertSame( 200, $updated->get_status(), wp_json_encode( $updated->get_data() ) );
		$this->assertEquals( self::full(), $updated->get_data()['meta'][ Popup_Settings::META ] );
		$this->assertEquals( self::full(), Popup_Settings::get( $id ) );
		wp_delete_post( $id, true );
	}

	/**
	 * Each bad value gets a 400 that says what is wrong, and the stored settings stay.
	 */
	public function test_bad_values_are_refused_and_nothing_is_lost(): void {
		$this->act_as( 'administrator' );
		$id = $this->create_post( array( 'post_type' => Popups_Module::POST_TYPE ) );
		update_post_meta( $id, Popup_Settings::META, self::full() );

		$cases = array(
			'close_button_delay'            => array( array( 'close_button_delay' => 'soon' ), 'close_button_delay' ),
			'an unknown key'                => array( array( 'colour' => 'red' ), 'colour' ),
			'an unknown url action'         => array( array( 'timing' => array( 'url_action' => 'maybe' ) ), 'url_action' ),
			'a negative delay'              => array( array( 'triggers' => array( 'page_load_delay' => -1 ) ), 'page_load_delay' ),
			'a zero click count'            => array( array( 'triggers' => array( 'click_times' => 0 ) ), 'click_times' ),
			'a date that is not one'        => array( array( 'timing' => array( 'schedule_start_date' => 'tomorrow' ) ), 'schedule_start_date' ),
			'a schedule the wrong way'      => array(
				array(
					'timing' => array(
						'schedule_start_date' => '2026-12-24',
						'schedule_end_date'   => '2026-12-01 10:00',
					),
				),
				'must come after',
			),
			'a pattern that does not compile' => array(
				array(
					'timing' => array(
						'url_action' => 'regex',
						'url_url'    => '(unclosed',
					),
				),
				'not a valid regular expression',
			),
			'a pattern that could backtrack for ever' => array(
				array(
					'timing' => array(
						'url_action' => 'regex',
						'url_url'    => '(a+)+$',
					),
				),
				'repeats a group that itself repeats',
			),
			'a close button delay over the cap' => array( array( 'close_button_delay' => 600 ), 'close_button_delay' ),
			'markup in a selector'          => array( array( 'open_selector' => '<script>alert(1)</script>' ), 'CSS selectors' ),
			'a class with markup'           => array( array( 'classes' => '"><b>' ), 'classes' ),
			'an unknown condition'          => array( array( 'conditions' => array( 'include' => array( array( 'type' => 'everywhere' ) ) ) ), 'type' ),
		);
		foreach ( $cases as $label => list( $settings, $named ) ) {
			$response = $this->rest( 'POST', self::ROUTE . '/' . $id, array( 'meta' => array( Popup_Settings::META => $settings ) ) );
			$this->assertSame( 400, $response->get_status(), $label );
			$this->assertStringContainsString( $named, (string) wp_json_encode( $response->get_data() ), $label );
			$this->assertEquals( self::full(), Popup_Settings::get( $id ), $label . ': what was stored stays' );
		}
	}

	/**
	 * The url rule's pattern runs on the server with PCRE's limits: a catastrophic pattern on a
	 * crafted address gives up at once as no match, and a pattern that does not compile is no
	 * match — neither warns.
	 */
	public function test_url_patterns_are_tested_with_bounded_backtracking(): void {
		$warnings = array();
		// Own error handler: the test is that nothing warns.
		set_error_handler(
			static function ( int $level, string $message ) use ( &$warnings ): bool {
				$warnings[] = $message;
				return true;
			}
		);
		$limit = ini_get( 'pcre.backtrack_limit' );
		try {
			$crafted = 'https://example.org/?q=' . str_repeat( 'a', 1900 ) . '!';
			$started = microtime( true );
			$this->assertFalse( Popup_Settings::url_matches( '(a+)+$', $crafted ) );
			$this->assertFalse( Popup_Settings::url_matches( '(a|aa)+$', $crafted ) );
			$this->assertLessThan( 1.0, microtime( true ) - $started, 'Bounded: no visitor waits on it.' );
			$this->assertFalse( Popup_Settings::url_matches( '(unclosed', 'https://example.org/' ) );
			$this->assertTrue( Popup_Settings::url_matches( '^https://example\.org/blog/', 'https://example.org/blog/news/' ) );
			$this->assertTrue( Popup_Settings::url_matches( 'a+!$', $crafted ) );
			$this->assertFalse( Popup_Settings::url_matches( '.*', str_repeat( 'b', Popup_Settings::URL_TEST_MAX_LENGTH + 1 ) ), 'An address too long to test does not match.' );
		} finally {
			restore_error_handler();
		}
		$this->assertSame( array(), $warnings );
		$this->assertSame( $limit, ini_get( 'pcre.backtrack_limit' ), 'PCRE\'s limit is put back.' );
	}

	/**
	 * A close button delay stored over the cap (before there was one, or some other way) waits
	 * the cap: the visitor always gets a way out.
	 */
	public function test_a_long_close_button_delay_reads_as_the_cap(): void {
		$id = $this->create_post( array( 'post_type' => Popups_Module::POST_TYPE ) );
		update_post_meta( $id, Popup_Settings::META, array( 'close_button_delay' => 600 ) );
		$this->assertSame( Popup_Settings::MAX_CLOSE_BUTTON_DELAY, Popup_Settings::get( $id )['close_button_delay'] );
		$this->assertSame( 7, Popup_Settings::sanitize( array( 'close_button_delay' => 7 ) )['close_button_delay'] );
		$this->assertSame( 0, Popup_Settings::sanitize( array( 'close_button_delay' => 'soon' ) )['close_button_delay'] );
	}

	/**
	 * A pattern that could backtrack for ever, stored some other way, switches its rule off.
	 */
	public function test_a_dangerous_stored_pattern_switches_the_rule_off(): void {
		$clean = Popup_Settings::sanitize(
			array(
				'timing' => array(
					'url'        => true,
					'url_action' => 'regex',
					'url_url'    => '(\d*x)*y',
				),
			)
		);
		$this->assertFalse( $clean['timing']['url'] );
	}

	/**
	 * Only people who may edit the popup change its settings.
	 */
	public function test_subscribers_cannot_change_settings(): void {
		$this->act_as( 'administrator' );
		$id = $this->create_post( array( 'post_type' => Popups_Module::POST_TYPE ) );
		$this->act_as( 'subscriber' );
		$response = $this->rest( 'POST', self::ROUTE . '/' . $id, array( 'meta' => array( Popup_Settings::META => self::full() ) ) );
		$this->assertSame( 404, $response->get_status(), 'The popups\' routes are not there for a subscriber.' );
		$this->assertSame( Popup_Settings::defaults(), Popup_Settings::get( $id ) );
	}

	/**
	 * Junk reads as the defaults, key by key; rules that cannot work are switched off.
	 */
	public function test_stored_junk_reads_cleaned(): void {
		$this->assertSame( Popup_Settings::defaults(), Popup_Settings::sanitize( 'not an array' ) );
		$this->assertSame( Popup_Settings::defaults(), Popup_Settings::sanitize( null ) );

		$clean = Popup_Settings::sanitize(
			array(
				'close_button_delay' => '4',
				'prevent_scroll'     => 'yes',
				'classes'            => '"><script>',
				'entrance_animation' => 'explode',
				'triggers'           => array(
					'click_times' => '3',
					'page_load'   => array( 'nested' ),
				),
				'timing'             => array(
					'url'                 => true,
					'url_action'          => 'regex',
					'url_url'             => '[',
					'logged_in_roles'     => array( 'editor', 'Bad Role!', 'editor', 7 ),
					'schedule'            => true,
					'schedule_start_date' => '2027-01-02',
					'schedule_end_date'   => '2027-01-01',
					'sources_sources'     => 'search',
				),
				'conditions'         => array( 'include' => array( array( 'type' => 'front_page' ), 'junk' ) ),
			)
		);

		$this->assertSame( 4, $clean['close_button_delay'] );
		$this->assertTrue( $clean['prevent_scroll'] );
		$this->assertSame( '', $clean['classes'] );
		$this->assertSame( 'fade', $clean['entrance_animation'] );
		$this->assertSame( 3, $clean['triggers']['click_times'] );
		$this->assertTrue( $clean['triggers']['page_load'] );
		$this->assertFalse( $clean['timing']['url'], 'A pattern that does not compile switches the rule off.' );
		$this->assertSame( array( 'editor' ), $clean['timing']['logged_in_roles'] );
		$this->assertFalse( $clean['timing']['schedule'], 'A schedule the wrong way round switches the rule off.' );
		$this->assertSame( Popup_Settings::SOURCES, $clean['timing']['sources_sources'] );
		$this->assertSame( array( array( 'type' => 'front_page' ) ), $clean['conditions']['include'] );
		$this->assertSame( array_keys( Popup_Settings::defaults() ), array_keys( $clean ) );
	}
}
