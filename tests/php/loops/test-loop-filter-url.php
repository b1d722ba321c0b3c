<?php
/**
 * Tests for the loop filter's URL state (includes/loops/class-loop-filter-state.php,
 * class-loop-filter-url.php; docs/loops.md "Loop filter: the URL"): the shared truth table
 * tests/fixtures/loop-filter-urls.json, which the browser's code answers alike, and the
 * readings of odd values.
 *
 * @package Frontage
 */

use Frontage\Loops\Loop_Filter_State;
use Frontage\Loops\Loop_Filter_Url;
use Frontage\Tests\Test_Case;

/**
 * Where a click leads, and what a value means.
 */
final class Test_Loop_Filter_Url extends Test_Case {

	/**
	 * The truth table's cases, by name.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function cases(): array {
		$json  = (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/loop-filter-urls.json' );
		$cases = array();
		foreach ( (array) json_decode( $json, true ) as $case ) {
			$cases[ $case['name'] ] = array( $case );
		}
		return $cases;
	}

	/**
	 * The table holds the cases the contract asks for, each complete.
	 */
	public function test_the_table_is_complete(): void {
		$cases = self::cases();
		$this->assertGreaterThanOrEqual( 15, count( $cases ) );
		foreach ( $cases as $name => list( $case ) ) {
			$this->assertSame( array( 'name', 'url', 'queryId', 'taxonomy', 'join', 'term', 'expected' ), array_keys( $case ), $name );
		}
	}

	/**
	 * Clicking the term on the address leads where the table says.
	 *
	 * @dataProvider cases
	 *
	 * @param array<string, mixed> $case The case.
	 */
	public function test_a_click_leads_where_the_table_says( array $case ): void {
		$this->assertSame( $case['expected'], Loop_Filter_Url::toggle( $case['url'], $case['queryId'], $case['taxonomy'], $case['join'], $case['term'] ) );
	}

	/**
	 * Separators: `+` (a space once decoded) is AND, `~` OR, both AND; `!` excludes.
	 */
	public function test_the_separators_say_the_join(): void {
		$and = Loop_Filter_State::parse( 'news events !old' );
		$this->assertSame( 'AND', $and->join );
		$this->assertSame( array( 'news', 'events' ), $and->included() );
		$this->assertSame( array( 'old' ), $and->excluded() );
		$this->assertSame( 'news+events+!old', $and->value() );

		$this->assertSame( 'OR', Loop_Filter_State::parse( 'news~!old' )->join );
		$this->assertSame( 'AND', Loop_Filter_State::parse( 'news~events+tips' )->join, 'Mixed separators read as AND.' );
		$this->assertSame( 'news', Loop_Filter_State::parse( 'news~events', 'DISABLED' )->value(), 'DISABLED keeps the first slug.' );
		$this->assertSame( 'DISABLED', Loop_Filter_State::join( 'and' ), 'Only AND and OR exactly; anything else is DISABLED.' );
	}

	/**
	 * Odd values read as nothing chosen, or as their usable entries.
	 */
	public function test_odd_values_have_a_defined_reading(): void {
		$this->assertSame( array(), Loop_Filter_State::parse( '!' )->entries, 'A ! alone.' );
		$this->assertSame( array(), Loop_Filter_State::parse( array( 'news' ) )->entries, 'An array.' );
		$this->assertSame( array(), Loop_Filter_State::parse( "\xff\xfe" )->entries, 'Bytes that are no UTF-8.' );
		$this->assertSame( array( 'a' ), Loop_Filter_State::parse( '<script>+a+../../etc+"x"' )->included() );
		$this->assertSame( array( 'old' ), Loop_Filter_State::parse( '!!old' )->excluded(), 'Leading !s exclude once.' );
	}

	/**
	 * A value of 1,000 slugs is read up to MAX_TERMS entries.
	 */
	public function test_a_thousand_slugs_are_capped(): void {
		$value = implode( '~', array_map( static fn ( int $i ): string => 'term-' . $i, range( 1, 1000 ) ) );
		$state = Loop_Filter_State::parse( $value );
		$this->assertCount( Loop_Filter_State::MAX_TERMS, $state->entries );
		$this->assertSame( 'term-1', $state->entries[0]['slug'] );
	}

	/**
	 * A request's parameters: the loop's own filters, with something chosen.
	 */
	public function test_a_loops_filters_are_read_from_the_parameters(): void {
		$states = Loop_Filter_State::from_params(
			array(
				'e-filter-3-category' => 'news events',
				'e-filter-3-post_tag' => '!',
				'e-filter-4-category' => 'tips',
				'e-filter-3-'         => 'x',
				'e-filter-33-genre'   => 'x',
			),
			3
		);
		$this->assertSame( array( 'category' ), array_keys( $states ) );
		$this->assertSame( array( 'news', 'events' ), $states['category']->included() );
	}
}
