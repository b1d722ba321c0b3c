import {
	addDays,
	addMonthsClamped,
	calendarWeeks,
	canApply,
	clampDate,
	dayName,
	inBounds,
	monthTitle,
	moveByKey,
	rangeText,
	weekdayNames,
} from './date-picker-state';

const d = ( year: number, month: number, day: number ) => ( {
	year,
	month,
	day,
} );

describe( 'calendar arithmetic', () => {
	it( 'adds days across months and years', () => {
		expect( addDays( d( 2024, 2, 28 ), 1 ) ).toEqual( d( 2024, 2, 29 ) );
		expect( addDays( d( 2024, 12, 31 ), 1 ) ).toEqual( d( 2025, 1, 1 ) );
		expect( addDays( d( 2024, 3, 1 ), -1 ) ).toEqual( d( 2024, 2, 29 ) );
	} );

	it( 'moves by months onto the last day of a shorter month', () => {
		expect( addMonthsClamped( d( 2024, 1, 31 ), 1 ) ).toEqual(
			d( 2024, 2, 29 )
		);
		expect( addMonthsClamped( d( 2024, 3, 31 ), -13 ) ).toEqual(
			d( 2023, 2, 28 )
		);
	} );

	it( 'clamps to the min and max dates', () => {
		const min = d( 2024, 3, 1 );
		const max = d( 2024, 3, 31 );
		expect( clampDate( d( 2024, 2, 10 ), min, max ) ).toEqual( min );
		expect( clampDate( d( 2024, 4, 10 ), min, max ) ).toEqual( max );
		expect( clampDate( d( 2024, 3, 10 ), min, max ) ).toEqual(
			d( 2024, 3, 10 )
		);
		expect( clampDate( d( 1999, 1, 1 ) ) ).toEqual( d( 1999, 1, 1 ) );
		expect( inBounds( d( 2024, 4, 1 ), min, max ) ).toBe( false );
		expect( inBounds( d( 2024, 3, 31 ), min, max ) ).toBe( true );
	} );
} );

describe( 'calendarWeeks', () => {
	it( 'starts weeks on Monday by default', () => {
		expect( calendarWeeks( 2024, 3 ) ).toEqual(
			calendarWeeks( 2024, 3, 1 )
		);
		expect( calendarWeeks( 2026, 2 ) ).toEqual(
			calendarWeeks( 2026, 2, 1 )
		);
	} );

	it( 'marks trailing days of the next month, across a year end', () => {
		const weeks = calendarWeeks( 2024, 12 );
		const last = weeks[ weeks.length - 1 ];
		expect( last[ 0 ].date ).toEqual( d( 2024, 12, 30 ) );
		expect( last[ 6 ] ).toEqual( {
			date: d( 2025, 1, 5 ),
			inMonth: false,
			outside: 'next',
		} );
	} );

	it( 'has whole weeks only, and no empty week', () => {
		// February 2021 began on a Monday and has exactly four weeks.
		expect( calendarWeeks( 2021, 2 ) ).toHaveLength( 4 );
		expect(
			calendarWeeks( 2021, 2 )
				.flat()
				.every( ( cell ) => cell.inMonth )
		).toBe( true );
		// September 2024 begins on a Sunday: six rows.
		expect( calendarWeeks( 2024, 9 ) ).toHaveLength( 6 );
		for ( const week of calendarWeeks( 2024, 9 ) ) {
			expect( week ).toHaveLength( 7 );
			expect( week.some( ( cell ) => cell.inMonth ) ).toBe( true );
		}
	} );

	it( 'starts on Monday: March 2024 begins on a Friday', () => {
		const weeks = calendarWeeks( 2024, 3, 1 );
		expect( weeks[ 0 ][ 0 ].date ).toEqual( d( 2024, 2, 26 ) );
		expect( weeks[ 0 ][ 4 ].date ).toEqual( d( 2024, 3, 1 ) );
		expect( weeks[ 0 ][ 0 ].outside ).toBe( 'previous' );
	} );

	it( 'can start on Sunday', () => {
		const weeks = calendarWeeks( 2024, 3, 0 );
		expect( weeks[ 0 ][ 5 ].date ).toEqual( d( 2024, 3, 1 ) );
		expect( weeks.flat() ).toHaveLength( weeks.length * 7 );
	} );
} );

describe( 'moveByKey', () => {
	const start = d( 2024, 3, 13 ); // a Wednesday

	it( 'moves by days and weeks with the arrows', () => {
		expect( moveByKey( start, 'ArrowLeft', false ) ).toEqual(
			d( 2024, 3, 12 )
		);
		expect( moveByKey( start, 'ArrowRight', false ) ).toEqual(
			d( 2024, 3, 14 )
		);
		expect( moveByKey( start, 'ArrowUp', false ) ).toEqual(
			d( 2024, 3, 6 )
		);
		expect( moveByKey( start, 'ArrowDown', false ) ).toEqual(
			d( 2024, 3, 20 )
		);
	} );

	it( 'goes to the ends of a Monday-first week with Home and End', () => {
		expect( moveByKey( start, 'Home', false ) ).toEqual( d( 2024, 3, 11 ) );
		expect( moveByKey( start, 'End', false ) ).toEqual( d( 2024, 3, 17 ) );
		expect( moveByKey( start, 'Home', false, 0 ) ).toEqual(
			d( 2024, 3, 10 )
		);
	} );

	it( 'moves by months with PageUp/PageDown and by years with Shift', () => {
		expect( moveByKey( start, 'PageUp', false ) ).toEqual(
			d( 2024, 2, 13 )
		);
		expect( moveByKey( start, 'PageDown', false ) ).toEqual(
			d( 2024, 4, 13 )
		);
		expect( moveByKey( start, 'PageDown', true ) ).toEqual(
			d( 2025, 3, 13 )
		);
	} );

	it( 'stays within the bounds, and ignores other keys', () => {
		expect(
			moveByKey( start, 'PageDown', false, 1, null, d( 2024, 3, 20 ) )
		).toEqual( d( 2024, 3, 20 ) );
		expect(
			moveByKey( start, 'ArrowUp', false, 1, d( 2024, 3, 10 ) )
		).toEqual( d( 2024, 3, 10 ) );
		expect( moveByKey( start, 'a', false ) ).toBeNull();
	} );
} );

describe( 'canApply', () => {
	it( 'disables apply when the start is after the end', () => {
		expect( canApply( 'from', d( 2024, 3, 2 ), d( 2024, 3, 1 ) ) ).toBe(
			false
		);
		expect( canApply( 'to', d( 2024, 3, 1 ), d( 2024, 3, 2 ) ) ).toBe(
			false
		);
	} );

	it( 'allows the same day, an ordered range, or no other end', () => {
		expect( canApply( 'from', d( 2024, 3, 1 ), d( 2024, 3, 1 ) ) ).toBe(
			true
		);
		expect( canApply( 'to', d( 2024, 3, 5 ), d( 2024, 3, 1 ) ) ).toBe(
			true
		);
		expect( canApply( 'to', d( 2024, 3, 5 ), null ) ).toBe( true );
		expect( canApply( 'to', null, null ) ).toBe( false );
	} );
} );

describe( 'names from Intl', () => {
	it( 'names the weekdays Monday first, in the locale', () => {
		const english = weekdayNames( 'en-US', 1 );
		expect( english[ 0 ].long ).toBe( 'Monday' );
		expect( english[ 6 ].long ).toBe( 'Sunday' );
		expect( weekdayNames( 'de-DE', 1 )[ 0 ].long ).toBe( 'Montag' );
		expect( weekdayNames( 'en-US', 0 )[ 0 ].long ).toBe( 'Sunday' );
	} );

	it( 'titles months and names days in the locale', () => {
		expect( monthTitle( 'en-US', 2024, 3 ) ).toBe( 'March 2024' );
		expect( monthTitle( 'de_DE', 2024, 3 ) ).toBe( 'März 2024' );
		// ICU versions differ on the comma after the weekday.
		expect( dayName( 'en-GB', d( 2024, 3, 4 ) ) ).toMatch(
			/^Monday,? 4 March 2024$/
		);
	} );

	it( 'falls back to English for a locale Intl rejects', () => {
		expect( monthTitle( 'not a locale!', 2024, 3 ) ).toBe( 'March 2024' );
	} );
} );

describe( 'rangeText', () => {
	it( 'writes the range from, " - ", to, whichever end the box holds', () => {
		const march4 = d( 2024, 3, 4 );
		const march10 = d( 2024, 3, 10 );
		expect( rangeText( 'from', march4, march10, 'DD-MM-YYYY' ) ).toBe(
			'04-03-2024 - 10-03-2024'
		);
		expect( rangeText( 'to', march10, march4, 'YYYY-MM-DD' ) ).toBe(
			'2024-03-04 - 2024-03-10'
		);
	} );

	it( 'marks an end not set yet, and says nothing without either', () => {
		expect( rangeText( 'to', d( 2024, 3, 10 ), null, 'DD-MM-YYYY' ) ).toBe(
			'… - 10-03-2024'
		);
		expect( rangeText( 'from', null, null, 'DD-MM-YYYY' ) ).toBe( '' );
	} );
} );
