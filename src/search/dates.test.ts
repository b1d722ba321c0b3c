import {
	DEFAULT_DATE_FORMAT,
	RANGE_SEPARATOR,
	addMonths,
	compareDates,
	formatDate,
	joinRange,
	monthGrid,
	parseDate,
	splitRange,
} from './dates';

describe( 'parseDate and formatDate', () => {
	it( 'read and write DD-MM-YYYY by default', () => {
		expect( DEFAULT_DATE_FORMAT ).toBe( 'DD-MM-YYYY' );
		expect( parseDate( '05-03-2024' ) ).toEqual( {
			year: 2024,
			month: 3,
			day: 5,
		} );
		expect( formatDate( { year: 2024, month: 3, day: 5 } ) ).toBe(
			'05-03-2024'
		);
	} );

	it( 'refuse days that do not exist', () => {
		expect( parseDate( '31-02-2024' ) ).toBeNull();
		expect( parseDate( '29-02-2023' ) ).toBeNull();
		expect( parseDate( '29-02-2024' ) ).not.toBeNull();
		expect( parseDate( '00-01-2024' ) ).toBeNull();
		expect( parseDate( '10-13-2024' ) ).toBeNull();
	} );

	it( 'refuse loose or foreign text', () => {
		for ( const text of [
			'',
			'5-3-2024',
			'2024-03-05',
			'05/03/2024',
			'05-03-24',
			'today',
		] ) {
			expect( parseDate( text ) ).toBeNull();
		}
	} );

	it( 'follow another format from the settings', () => {
		expect( parseDate( '2024/03/05', 'YYYY/MM/DD' ) ).toEqual( {
			year: 2024,
			month: 3,
			day: 5,
		} );
		expect(
			formatDate( { year: 2024, month: 3, day: 5 }, 'MM.DD.YYYY' )
		).toBe( '03.05.2024' );
		expect( parseDate( '20240305', 'YYYYMMDD' ) ).toEqual( {
			year: 2024,
			month: 3,
			day: 5,
		} );
		expect( parseDate( '05-03', 'DD-MM' ) ).toBeNull();
	} );

	it( 'order dates by day', () => {
		const a = { year: 2024, month: 3, day: 5 };
		expect( compareDates( a, { ...a } ) ).toBe( 0 );
		expect( compareDates( a, { ...a, day: 6 } ) ).toBeLessThan( 0 );
		expect(
			compareDates( { ...a, year: 2025, month: 1 }, a )
		).toBeGreaterThan( 0 );
	} );
} );

describe( 'ranges', () => {
	it( 'join and split with " - "', () => {
		expect( RANGE_SEPARATOR ).toBe( ' - ' );
		expect( joinRange( '01-03-2024', '05-03-2024' ) ).toBe(
			'01-03-2024 - 05-03-2024'
		);
		expect( splitRange( '01-03-2024 - 05-03-2024' ) ).toEqual( [
			'01-03-2024',
			'05-03-2024',
		] );
		expect( splitRange( '01-03-2024' ) ).toBeNull();
	} );
} );

describe( 'monthGrid', () => {
	const text = ( weeks: ReturnType< typeof monthGrid > ) =>
		weeks.map( ( week ) =>
			week.map( ( cell ) =>
				formatDate( cell.date, 'DD' + ( cell.inMonth ? '' : '*' ) )
			)
		);

	it( 'starts weeks on Monday and fills in the neighbouring months', () => {
		// 1 March 2024 was a Friday.
		const weeks = monthGrid( 2024, 3 );
		expect( weeks ).toHaveLength( 5 );
		expect( text( weeks )[ 0 ] ).toEqual( [
			'26*',
			'27*',
			'28*',
			'29*',
			'01',
			'02',
			'03',
		] );
		expect( text( weeks )[ 4 ] ).toEqual( [
			'25',
			'26',
			'27',
			'28',
			'29',
			'30',
			'31',
		] );
		expect( weeks[ 0 ][ 0 ] ).toMatchObject( {
			date: { year: 2024, month: 2, day: 26 },
			outside: 'previous',
		} );
	} );

	it( 'marks trailing days of the next month, across a year end', () => {
		const weeks = monthGrid( 2024, 12 );
		const last = weeks[ weeks.length - 1 ];
		expect( last[ 0 ].date ).toEqual( { year: 2024, month: 12, day: 30 } );
		expect( last[ 6 ] ).toEqual( {
			date: { year: 2025, month: 1, day: 5 },
			inMonth: false,
			outside: 'next',
		} );
	} );

	it( 'has whole weeks only, and no empty week', () => {
		// February 2021 began on a Monday and has exactly four weeks.
		expect( monthGrid( 2021, 2 ) ).toHaveLength( 4 );
		expect(
			monthGrid( 2021, 2 )
				.flat()
				.every( ( cell ) => cell.inMonth )
		).toBe( true );
		// September 2024 begins on a Sunday: six rows.
		expect( monthGrid( 2024, 9 ) ).toHaveLength( 6 );
		for ( const week of monthGrid( 2024, 9 ) ) {
			expect( week ).toHaveLength( 7 );
			expect( week.some( ( cell ) => cell.inMonth ) ).toBe( true );
		}
	} );

	it( 'moves between months across years', () => {
		expect( addMonths( 2024, 1, -1 ) ).toEqual( { year: 2023, month: 12 } );
		expect( addMonths( 2024, 12, 1 ) ).toEqual( { year: 2025, month: 1 } );
		expect( addMonths( 2024, 5, 14 ) ).toEqual( { year: 2025, month: 7 } );
	} );
} );
