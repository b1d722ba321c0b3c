<?php
/**
 * Tests for includes/search/class-search-request.php: every field of docs/search.md "Request fields" parsed, and bad
 * input answered clearly or capped.
 *
 * @package Frontage
 */

use Frontage\Search\Search_Request;
use Frontage\Tests\Test_Case;

/**
 * Parsing search requests.
 */
final class Test_Search_Request extends Test_Case {

	/**
	 * An empty request is a first page of 20, by title, with nothing filtered.
	 */
	public function test_defaults(): void {
		$r = Search_Request::from_input( array() );

		$this->assertInstanceOf( Search_Request::class, $r );
		$this->assertSame( '', $r->q );
		$this->assertSame( 0, $r->catid );
		$this->assertSame( array(), $r->exclude );
		$this->assertSame( 'default', $r->theme );
		$this->assertSame( array(), $r->ftags );
		$this->assertNull( $r->cfrom );
		$this->assertTrue( $r->show_pagination );
		$this->assertSame( 1, $r->paged );
		$this->assertSame( 20, $r->limit );
		$this->assertSame( array(), $r->theme_column );
		$this->assertSame( array(), $r->type );
		$this->assertNull( $r->wfrom );
		$this->assertNull( $r->wto_bytes );
		$this->assertSame( 'kb', $r->wfromunit );
		$this->assertSame( 'title', $r->ordering );
		$this->assertSame( 'asc', $r->dir );
		$this->assertFalse( $r->suggestion );
		$this->assertFalse( $r->has_filters() );
		$this->assertSame( array(), $r->to_query_args() );
	}

	/**
	 * Every field, well formed, is read as sent.
	 */
	public function test_reads_every_field(): void {
		$r = Search_Request::from_input(
			array(
				'q'                    => '  annual   report ',
				'catid'                => '12',
				'exclude'              => '3, 4,x,-5',
				'theme'                => 'GGD',
				'ftags'                => 'finance, 2026 ',
				'cfrom'                => '01-02-2025',
				'cto'                  => '2025-03-31',
				'ufrom'                => '29-02-2024',
				'uto'                  => '29-02-2024',
				'show_pagination'      => '0',
				'paged'                => '3',
				'limit'                => '50',
				'theme_column'         => 'title,size,bogus,download',
				'type'                 => 'PDF, docx, ../etc, x y',
				'wfrom'                => '1.5',
				'wfromunit'            => 'MB',
				'wto'                  => '2',
				'wtounit'              => 'gb',
				'ordering'             => 'size',
				'dir'                  => 'DESC',
				'make_file_suggestion' => '1',
			)
		);

		$this->assertInstanceOf( Search_Request::class, $r );
		$this->assertSame( 'annual report', $r->q );
		$this->assertSame( array( 'annual', 'report' ), $r->words() );
		$this->assertSame( 12, $r->catid );
		$this->assertSame( array( 3, 4 ), $r->exclude );
		$this->assertSame( 'ggd', $r->theme );
		$this->assertSame( array( 'finance', '2026' ), $r->ftags );
		$this->assertSame( '2025-02-01', $r->cfrom );
		$this->assertSame( '2025-03-31', $r->cto );
		$this->assertSame( '2024-02-29', $r->ufrom );
		$this->assertSame( '2024-02-29', $r->uto, 'The same day twice is a valid range.' );
		$this->assertFalse( $r->show_pagination );
		$this->assertSame( 3, $r->paged );
		$this->assertSame( 50, $r->limit );
		$this->assertSame( array( 'title', 'size', 'download' ), $r->theme_column );
		$this->assertSame( array( 'pdf', 'docx' ), $r->type );
		$this->assertSame( 1.5, $r->wfrom );
		$this->assertSame( 'mb', $r->wfromunit );
		$this->assertSame( 1572864, $r->wfrom_bytes );
		$this->assertSame( 2.0, $r->wto );
		$this->assertSame( 2 * 1073741824, $r->wto_bytes );
		$this->assertSame( 'size', $r->ordering );
		$this->assertSame( 'desc', $r->dir );
		$this->assertTrue( $r->suggestion );
		$this->assertTrue( $r->has_filters() );
	}

	/**
	 * A no-JS form sends ftags[] and type[] as arrays; both forms read the same.
	 */
	public function test_list_fields_accept_arrays_and_commas(): void {
		$r = Search_Request::from_input(
			array(
				'ftags'        => array( 'finance', 'legal,hr', array( 'nested' ), '' ),
				'type'         => array( 'pdf', 'DOC', 'pdf' ),
				'exclude'      => array( '7', 'x', 8 ),
				'theme_column' => array( 'size', 'title' ),
			)
		);

		$this->assertSame( array( 'finance', 'legal', 'hr' ), $r->ftags );
		$this->assertSame( array( 'pdf', 'doc' ), $r->type );
		$this->assertSame( array( 7, 8 ), $r->exclude );
		$this->assertSame( array( 'size', 'title' ), $r->theme_column );
	}

	/**
	 * Dates are read in the site's search date format, and always as YYYY-MM-DD.
	 */
	public function test_dates_follow_the_date_format(): void {
		$us = Search_Request::from_input( array( 'cfrom' => '02-01-2025' ), 'MM-DD-YYYY' );
		$eu = Search_Request::from_input( array( 'cfrom' => '02-01-2025' ) );
		$iso = Search_Request::from_input( array( 'cfrom' => '2025-01-02' ), 'YYYY-MM-DD' );

		$this->assertSame( '2025-02-01', $us->cfrom );
		$this->assertSame( '2025-01-02', $eu->cfrom );
		$this->assertSame( '2025-01-02', $iso->cfrom );
		$this->assertSame( array( 'cfrom' => '01-02-2025' ), $us->with( array( 'cfrom' => '2025-01-02' ) )->to_query_args() );
		$this->assertInstanceOf( WP_Error::class, Search_Request::from_input( array( 'cfrom' => '02-01-2025' ), 'YYYY-MM-DD' ) );
	}

	/**
	 * A keyword orders by relevance unless an ordering is named; relevance needs a keyword.
	 */
	public function test_default_ordering_depends_on_the_keyword(): void {
		$this->assertSame( 'relevance', Search_Request::from_input( array( 'q' => 'x' ) )->ordering );
		$this->assertSame( 'created', Search_Request::from_input( array( 'q' => 'x', 'ordering' => 'created' ) )->ordering );
		$this->assertSame( 'title', Search_Request::from_input( array( 'ordering' => 'relevance' ) )->ordering );
		$this->assertSame( 'relevance', Search_Request::from_input( array( 'q' => 'x', 'ordering' => 'nonsense' ) )->ordering );
	}

	/**
	 * to_query_args() carries only non-default fields, and reads back to the same request.
	 */
	public function test_query_args_round_trip(): void {
		$input = array(
			'q'               => 'annual "report"',
			'catid'           => '9',
			'exclude'         => '3,4',
			'theme'           => 'preview',
			'ftags'           => 'a b,c',
			'cfrom'           => '01-01-2024',
			'uto'             => '31-12-2025',
			'show_pagination' => '0',
			'paged'           => '2',
			'limit'           => '40',
			'theme_column'    => 'title,size',
			'type'            => 'pdf,doc',
			'wfrom'           => '1.5',
			'wfromunit'       => 'mb',
			'wto'             => '3',
			'wtounit'         => 'gb',
			'ordering'        => 'downloads',
			'dir'             => 'desc',
		);
		$r = Search_Request::from_input( $input );
		$this->assertInstanceOf( Search_Request::class, $r );

		$args = $r->to_query_args();

		$this->assertSame( '9', $args['catid'] );
		$this->assertSame( '1.5', $args['wfrom'] );
		$this->assertSame( '3', $args['wto'] );
		$this->assertSame( 'gb', $args['wtounit'] );
		$this->assertArrayNotHasKey( 'wfromunit', Search_Request::from_input( array( 'wfrom' => '1' ) )->to_query_args(), 'kb is the default unit.' );
		$this->assertArrayNotHasKey( 'cto', $args );
		$this->assertEquals( $r, Search_Request::from_input( $args ) );
		$this->assertSame( array( 'q' => 'x' ), Search_Request::from_input( array( 'q' => 'x', 'ordering' => 'relevance', 'dir' => 'asc', 'limit' => '20', 'paged' => '1' ) )->to_query_args() );
	}

	/**
	 * with() changes the named properties only, and refuses unknown ones.
	 */
	public function test_with_changes_properties(): void {
		$r    = Search_Request::from_input( array( 'q' => 'annual', 'paged' => '2' ) );
		$next = $r->with( array( 'paged' => 3 ) );

		$this->assertSame( 3, $next->paged );
		$this->assertSame( 2, $r->paged, 'The original is unchanged.' );
		$this->assertSame( 'annual', $next->q );
		$this->assertSame( 'title', $r->with( array( 'q' => '' ) )->ordering, 'Without a keyword the default ordering is title again.' );

		$this->expectException( InvalidArgumentException::class );
		$r->with( array( 'nope' => 1 ) );
	}

	/**
	 * has_filters() is true for each kind of filter alone, false for display-only fields.
	 *
	 * @dataProvider provide_filters
	 *
	 * @param array<string, string> $input    Request fields.
	 * @param bool                  $expected Whether it filters.
	 */
	public function test_has_filters( array $input, bool $expected ): void {
		$this->assertSame( $expected, Search_Request::from_input( $input )->has_filters() );
	}

	/**
	 * Requests and whether they filter.
	 *
	 * @return array<string, array{0: array<string, string>, 1: bool}>
	 */
	public static function provide_filters(): array {
		return array(
			'keyword'         => array( array( 'q' => 'a' ), true ),
			'category'        => array( array( 'catid' => '4' ), true ),
			'tags'            => array( array( 'ftags' => 'x' ), true ),
			'created from'    => array( array( 'cfrom' => '01-01-2024' ), true ),
			'updated to'      => array( array( 'uto' => '01-01-2024' ), true ),
			'type'            => array( array( 'type' => 'pdf' ), true ),
			'size from'       => array( array( 'wfrom' => '0' ), true ),
			'size to'         => array( array( 'wto' => '5' ), true ),
			'spaces only'     => array( array( 'q' => '   ' ), false ),
			'category 0'      => array( array( 'catid' => '0' ), false ),
			'display only'    => array(
				array(
					'limit'    => '5',
					'ordering' => 'size',
					'theme'    => 'ggd',
					'exclude'  => '3',
				),
				false,
			),
			'bad types only'  => array( array( 'type' => '../x' ), false ),
		);
	}

	/**
	 * Bad input gets a 400 naming the field, with the documented message, and logs nothing.
	 *
	 * @dataProvider provide_refused
	 *
	 * @param array<string, mixed> $input   Request fields.
	 * @param string               $field   The field the error names.
	 * @param string               $message Part of the expected message.
	 */
	public function test_refuses_bad_input( array $input, string $field, string $message ): void {
		$log = $this->debug_log_size();

		$result = Search_Request::from_input( $input );

		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( Search_Request::ERROR_CODE, $result->get_error_code() );
		$this->assertSame( 400, $result->get_error_data()['status'] );
		$this->assertSame( $field, $result->get_error_data()['field'] );
		$this->assertStringContainsString( $message, $result->get_error_message() );
		$this->assertSame( array(), $this->debug_log_since( $log ) );
	}

	/**
	 * Sizes follow one rule with the page's script (docs/search.md "Refusals and constants"):
	 * decimals are sizes, converted to whole bytes by their unit; anything else is refused.
	 */
	public function test_decimal_sizes_are_sizes_in_bytes(): void {
		foreach ( array(
			array( '1.5', 'mb', 1.5, 1572864 ),
			array( '.5', 'kb', 0.5, 512 ),
			array( '2.', 'gb', 2.0, 2147483648 ),
			array( ' +0.25 ', 'kb', 0.25, 256 ),
			array( '0.0001', 'kb', 0.0001, 0 ),
		) as [ $typed, $unit, $size, $bytes ] ) {
			$r = Search_Request::from_input(
				array(
					'wfrom'     => $typed,
					'wfromunit' => $unit,
				)
			);
			$this->assertInstanceOf( Search_Request::class, $r, $typed );
			$this->assertSame( $size, $r->wfrom, $typed );
			$this->assertSame( $bytes, $r->wfrom_bytes, $typed );
		}
		// 1.5 mb is 1536 kb: from 1536.5 kb is more.
		$this->assertInstanceOf(
			\WP_Error::class,
			Search_Request::from_input(
				array(
					'wfrom'   => '1536.5',
					'wto'     => '1.5',
					'wtounit' => 'mb',
				)
			)
		);
		$this->assertSame( array( 'wfrom' => '1.5', 'wfromunit' => 'mb' ), Search_Request::from_input( array( 'wfrom' => '1.50', 'wfromunit' => 'mb' ) )->to_query_args() );
	}

	/**
	 * "1.5 MB" is a size (docs/search.md "Sizes"): a decimal comma reads as a point, and a unit
	 * typed after the number wins over the unit field, as the no-JavaScript form sends both.
	 */
	public function test_a_size_typed_with_its_unit_or_a_decimal_comma(): void {
		foreach ( array(
			array( '1.5 MB', 'kb', 1.5, 'mb', 1572864 ),
			array( '1,5 MB', 'kb', 1.5, 'mb', 1572864 ),
			array( '1,5', 'mb', 1.5, 'mb', 1572864 ),
			array( '2gb', 'kb', 2.0, 'gb', 2147483648 ),
			array( '700 KiB', 'gb', 700.0, 'kb', 716800 ),
			array( ' 3m ', '', 3.0, 'mb', 3145728 ),
		) as [ $typed, $unit, $size, $read_unit, $bytes ] ) {
			$r = Search_Request::from_input(
				array(
					'wto'     => $typed,
					'wtounit' => $unit,
				)
			);
			$this->assertInstanceOf( Search_Request::class, $r, $typed );
			$this->assertSame( $size, $r->wto, $typed );
			$this->assertSame( $read_unit, $r->wtounit, $typed );
			$this->assertSame( $bytes, $r->wto_bytes, $typed );
		}
		$this->assertSame( array( 'wto' => '1.5', 'wtounit' => 'mb' ), Search_Request::from_input( array( 'wto' => '1,5 MB' ) )->to_query_args(), 'The address writes the size and its unit apart.' );
	}

	/**
	 * Input that cannot be searched.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string}>
	 */
	public static function provide_refused(): array {
		$cases = array(
			'keyword of 201 characters' => array( array( 'q' => str_repeat( 'a', 201 ) ), 'q', 'The keyword is too long: 200 characters at most.' ),
			'keyword of 201 emoji'      => array( array( 'q' => str_repeat( '😀', 201 ) ), 'q', 'The keyword is too long' ),
			'huge keyword'              => array( array( 'q' => str_repeat( "' OR 1=1; -- ", 100000 ) ), 'q', 'The keyword is too long' ),
			'catid text'                => array( array( 'catid' => 'abc' ), 'catid', 'category' ),
			'catid negative'            => array( array( 'catid' => '-3' ), 'catid', 'category' ),
			'catid SQL'                 => array( array( 'catid' => "1' OR '1'='1" ), 'catid', 'category' ),
			'catid float'               => array( array( 'catid' => '1.5' ), 'catid', 'category' ),
			'catid huge'                => array( array( 'catid' => str_repeat( '9', 40 ) ), 'catid', 'category' ),
			'cfrom not a date'          => array( array( 'cfrom' => 'yesterday' ), 'cfrom', 'cfrom' ),
			'cto impossible date'       => array( array( 'cto' => '31-02-2025' ), 'cto', 'cto' ),
			'ufrom SQL'                 => array( array( 'ufrom' => "2025-01-01' --" ), 'ufrom', 'ufrom' ),
			'uto month 13'              => array( array( 'uto' => '2025-13-01' ), 'uto', 'uto' ),
			'created range inverted'    => array( array( 'cfrom' => '02-01-2025', 'cto' => '01-01-2025' ), 'cto', 'The to date must be greater than the from date.' ),
			'updated range inverted'    => array( array( 'ufrom' => '2025-06-01', 'uto' => '2024-06-01' ), 'uto', 'The to date must be greater than the from date.' ),
			'wfrom negative'            => array( array( 'wfrom' => '-1' ), 'wfrom', 'Weight from is positive integer.' ),
			'wto negative'              => array( array( 'wto' => '-0.5' ), 'wto', 'Weight to is positive integer.' ),
			'wfrom text'                => array( array( 'wfrom' => 'ten' ), 'wfrom', 'Weight from is positive integer.' ),
			'wto infinite'              => array( array( 'wto' => '1e999' ), 'wto', 'Weight to is positive integer.' ),
			'wfrom exponent'            => array( array( 'wfrom' => '1e3' ), 'wfrom', 'Weight from is positive integer.' ),
			'wto two decimal marks'     => array( array( 'wto' => '1,5.0' ), 'wto', 'Weight to is positive integer.' ),
			'wto unknown unit typed'    => array( array( 'wto' => '1 tb' ), 'wto', 'Weight to is positive integer.' ),
			'wto bytes typed'           => array( array( 'wto' => '12 b' ), 'wto', 'Weight to is positive integer.' ),
			'weights inverted by typed' => array( array( 'wfrom' => '2 MB', 'wto' => '1500' ), 'wfrom', 'Weight from must be less than weight to.' ),
			'wfrom hexadecimal'         => array( array( 'wfrom' => '0x10' ), 'wfrom', 'Weight from is positive integer.' ),
			'weights inverted'          => array( array( 'wfrom' => '2', 'wto' => '1' ), 'wfrom', 'Weight from must be less than weight to.' ),
			'weights inverted by unit'  => array( array( 'wfrom' => '1', 'wfromunit' => 'mb', 'wto' => '1000' ), 'wfrom', 'Weight from must be less than weight to.' ),
		);
		foreach ( array( 'q', 'catid', 'theme', 'cfrom', 'cto', 'ufrom', 'uto', 'show_pagination', 'paged', 'limit', 'wfrom', 'wto', 'wfromunit', 'wtounit', 'ordering', 'dir' ) as $field ) {
			$cases[ "{$field} as an array" ] = array( array( $field => array( 'x' ) ), $field, $field );
		}
		return $cases;
	}

	/**
	 * Out-of-range or unknown values fall back to their default or are capped, quietly.
	 *
	 * @dataProvider provide_capped
	 *
	 * @param array<string, mixed> $input    Request fields.
	 * @param string               $property Property to check.
	 * @param mixed                $expected Its value.
	 */
	public function test_caps_and_defaults( array $input, string $property, mixed $expected ): void {
		$log = $this->debug_log_size();

		$r = Search_Request::from_input( $input );

		$this->assertInstanceOf( Search_Request::class, $r );
		$this->assertSame( $expected, $r->$property );
		$this->assertSame( array(), $this->debug_log_since( $log ) );
	}

	/**
	 * Values that are capped or defaulted.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: mixed}>
	 */
	public static function provide_capped(): array {
		return array(
			'limit 0'                   => array( array( 'limit' => '0' ), 'limit', 20 ),
			'limit 100000'              => array( array( 'limit' => '100000' ), 'limit', 100 ),
			'limit negative'            => array( array( 'limit' => '-5' ), 'limit', 20 ),
			'limit text'                => array( array( 'limit' => 'all' ), 'limit', 20 ),
			'limit huge'                => array( array( 'limit' => str_repeat( '9', 50 ) ), 'limit', 20 ),
			'limit int'                 => array( array( 'limit' => 7 ), 'limit', 7 ),
			'paged 0'                   => array( array( 'paged' => '0' ), 'paged', 1 ),
			'paged negative'            => array( array( 'paged' => '-2' ), 'paged', 1 ),
			'paged text'                => array( array( 'paged' => 'last' ), 'paged', 1 ),
			'paged huge'                => array( array( 'paged' => '999999999999' ), 'paged', Search_Request::MAX_PAGE ),
			'unknown theme'             => array( array( 'theme' => '<script>' ), 'theme', 'default' ),
			'unknown ordering'          => array( array( 'ordering' => 'post_title; DROP TABLE wp_posts' ), 'ordering', 'title' ),
			'unknown dir'               => array( array( 'dir' => 'sideways' ), 'dir', 'asc' ),
			'unknown unit'              => array( array( 'wfromunit' => 'tb' ), 'wfromunit', 'kb' ),
			'catid 0'                   => array( array( 'catid' => '0' ), 'catid', 0 ),
			'catid empty'               => array( array( 'catid' => '' ), 'catid', 0 ),
			'catid int'                 => array( array( 'catid' => 42 ), 'catid', 42 ),
			'pagination false'          => array( array( 'show_pagination' => 'false' ), 'show_pagination', false ),
			'pagination junk'           => array( array( 'show_pagination' => 'maybe' ), 'show_pagination', true ),
			'SQL metacharacters kept'   => array( array( 'q' => "50% off_x \\ ; 'quoted' \"too\"" ), 'q', "50% off_x \\ ; 'quoted' \"too\"" ),
			'tags stripped'             => array( array( 'q' => '<b>bold</b> <script>x</script>' ), 'q', 'bold' ),
			'control characters'        => array( array( 'q' => "a\0b\tc\nd" ), 'q', 'a b c d' ),
			'invalid UTF-8 dropped'     => array( array( 'q' => "caf\xC3" ), 'q', '' ),
			'emoji'                     => array( array( 'q' => '📄 report' ), 'q', '📄 report' ),
			'right-to-left'             => array( array( 'q' => 'تقرير سنوي' ), 'q', 'تقرير سنوي' ),
			'200 characters'            => array( array( 'q' => str_repeat( 'é', 200 ) ), 'q', str_repeat( 'é', 200 ) ),
			'weights of zero'           => array( array( 'wfrom' => '0', 'wto' => '0' ), 'wto_bytes', 0 ),
			'weight huge'               => array( array( 'wto' => '999999999999999', 'wtounit' => 'gb' ), 'wto_bytes', PHP_INT_MAX ),
			'weight integer from JSON'  => array( array( 'wto' => 3 ), 'wto_bytes', 3072 ),
			'types with SQL dropped'    => array( array( 'type' => "pdf') OR 1=1 --,doc" ), 'type', array( 'doc' ) ),
			'too many tags capped'      => array( array( 'ftags' => implode( ',', range( 1, 500 ) ) ), 'ftags', array_map( 'strval', range( 1, Search_Request::MAX_LIST ) ) ),
			'exclude junk'              => array( array( 'exclude' => "-1,0,abc,1e3,'3'" ), 'exclude', array() ),
			'suggestion only when 1'    => array( array( 'make_file_suggestion' => 'yes' ), 'suggestion', false ),
		);
	}
}
