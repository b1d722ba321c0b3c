<?php
/**
 * Tests for the Countdown block (includes/motion/class-countdown.php; docs/widgets.md
 * "Countdown"): the moment read in the site's time zone and printed with its offset; the time
 * left printed by the server; the at-zero state printed for a date that has passed; nothing for
 * a date that is no date.
 *
 * @package Frontage
 */

use Frontage\Motion\Countdown;
use Frontage\Tests\Test_Case;

/**
 * The block as a page renders it.
 */
final class Test_Countdown extends Test_Case {

	/**
	 * The view script's handle, as WordPress names a block's viewScript.
	 */
	private const SCRIPT = 'frontage-countdown-view-script';

	/**
	 * Forgets the queued script.
	 */
	protected function tearDown(): void {
		wp_dequeue_script( self::SCRIPT );
		parent::tearDown();
	}

	/**
	 * The block's markup.
	 *
	 * @param mixed $attrs The block's attributes.
	 */
	private static function countdown( mixed $attrs = array() ): string {
		return render_block(
			array(
				'blockName'    => Countdown::NAME,
				'attrs'        => $attrs,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * The moment the block counts to, as printed for the script.
	 *
	 * @param string $html The block's markup.
	 */
	private static function target( string $html ): ?string {
		$tags = new WP_HTML_Tag_Processor( $html );
		$tags->next_tag();
		$value = $tags->get_attribute( 'data-target' );
		return is_string( $value ) ? $value : null;
	}

	/**
	 * The figures printed, by unit.
	 *
	 * @param string $html The block's markup.
	 * @return array<string, string>
	 */
	private static function figures( string $html ): array {
		preg_match_all( '#data-unit="(\w+)">([^<]*)<#', $html, $matches, PREG_SET_ORDER );
		return array_column( $matches, 2, 1 );
	}

	/**
	 * A site in Auckland: midnight on New Year's Day is printed as that instant with Auckland's
	 * summer offset (11:00 UTC the day before), a date in June with its winter offset; the same
	 * date on a site in New York is another instant.
	 */
	public function test_the_date_is_read_in_the_sites_time_zone(): void {
		$this->set_option( 'timezone_string', 'Pacific/Auckland' );

		$new_year = self::target( self::countdown( array( 'date' => '2099-01-01T00:00' ) ) );
		$this->assertSame( '2099-01-01T00:00:00+13:00', $new_year );
		$this->assertSame( gmmktime( 11, 0, 0, 12, 31, 2098 ), strtotime( (string) $new_year ) );
		$this->assertSame( '2099-06-01T09:30:15+12:00', self::target( self::countdown( array( 'date' => '2099-06-01T09:30:15' ) ) ) );

		$this->set_option( 'timezone_string', 'America/New_York' );
		$this->assertSame( '2099-01-01T00:00:00-05:00', self::target( self::countdown( array( 'date' => '2099-01-01T00:00' ) ) ) );

		$this->set_option( 'timezone_string', '' );
		$this->set_option( 'gmt_offset', 5.5 );
		$this->assertSame( '2099-01-01T00:00:00+05:30', self::target( self::countdown( array( 'date' => '2099-01-01T00:00' ) ) ) );
	}

	/**
	 * The time left is printed (days as they are, the rest in two digits), hidden from screen
	 * readers, who get one sentence naming the date in the site's formats and zone; nothing is a
	 * live region; the message waits hidden; the script is queued with the block only.
	 */
	public function test_the_time_left_and_a_static_sentence_for_screen_readers(): void {
		$this->set_option( 'timezone_string', 'Pacific/Auckland' );
		$this->set_option( 'date_format', 'j F Y' );
		$this->set_option( 'time_format', 'H:i' );
		$this->assertFalse( wp_script_is( self::SCRIPT, 'enqueued' ) );
		$target = ( new DateTimeImmutable( '@' . ( time() + 2 * DAY_IN_SECONDS + 3 * HOUR_IN_SECONDS + 4 * MINUTE_IN_SECONDS + 40 ) ) )->setTimezone( wp_timezone() );

		$html = self::countdown(
			array(
				'date'    => $target->format( 'Y-m-d\TH:i:s' ),
				'message' => 'Doors open!',
			)
		);

		$figures = self::figures( $html );
		$this->assertSame( array( 'days', 'hours', 'minutes', 'seconds' ), array_keys( $figures ) );
		$this->assertSame( array( '2', '03', '04' ), array( $figures['days'], $figures['hours'], $figures['minutes'] ) );
		$this->assertMatchesRegularExpression( '/^[34]\d$/', $figures['seconds'] );
		$this->assertStringContainsString( '<div class="wp-block-frontage-countdown__units" aria-hidden="true">', $html );
		foreach ( array( 'Days', 'Hours', 'Minutes', 'Seconds' ) as $name ) {
			$this->assertStringContainsString( '__name">' . $name . '</span>', $html );
		}
		$this->assertStringContainsString(
			'<p class="wp-block-frontage-countdown__label">Countdown to <time datetime="' . $target->format( DATE_ATOM ) . '">' . $target->format( 'j F Y H:i T' ) . '</time></p>',
			$html
		);
		$this->assertStringContainsString( '<p class="wp-block-frontage-countdown__done" hidden>Doors open!</p>', $html );
		$this->assertStringNotContainsString( 'aria-live', $html );
		$this->assertTrue( wp_script_is( self::SCRIPT, 'enqueued' ) );
	}

	/**
	 * A date that has passed renders the at-zero state from the server: the message (the
	 * owner's, or a default), nothing, or zeros.
	 */
	public function test_a_past_date_renders_the_at_zero_state(): void {
		$html = self::countdown(
			array(
				'date'    => '2020-01-01T00:00',
				'message' => 'The <offer> has ended.',
			)
		);
		$this->assertStringContainsString( '<p class="wp-block-frontage-countdown__done">The &lt;offer&gt; has ended.</p>', $html );
		$this->assertSame( array(), self::figures( $html ) );
		$this->assertNull( self::target( $html ) );

		$this->assertStringContainsString( 'The countdown has ended.', self::countdown( array( 'date' => '2020-01-01T00:00' ) ) );

		$this->assertSame(
			'',
			self::countdown(
				array(
					'date'   => '2020-01-01T00:00',
					'atZero' => 'hide',
				)
			)
		);

		$html = self::countdown(
			array(
				'date'   => '2020-01-01T00:00',
				'atZero' => 'zeros',
			)
		);
		$this->assertSame(
			array(
				'days'    => '0',
				'hours'   => '00',
				'minutes' => '00',
				'seconds' => '00',
			),
			self::figures( $html )
		);
		$this->assertStringNotContainsString( '__done', $html );
	}

	/**
	 * A date that is no date renders nothing, whatever it is; an unknown at-zero choice reads as
	 * the message.
	 */
	public function test_a_date_that_is_no_date_renders_nothing(): void {
		foreach ( array( '', 'next Friday', '2026-02-30T10:00', '2026-13-01T10:00', '2026-01-01T24:00', '2026-01-01', '2026-01-01T10:00:00+02:00', array( '2026-01-01T10:00' ), 20260101 ) as $date ) {
			$this->assertSame( '', self::countdown( array( 'date' => $date ) ), wp_json_encode( $date ) );
		}
		$this->assertStringContainsString(
			'The countdown has ended.',
			self::countdown(
				array(
					'date'   => '2020-01-01T00:00',
					'atZero' => 'explode',
				)
			)
		);
	}
}
