import {
	DEFAULT_DATE_FORMAT,
	addMonths,
	compareDates,
	formatDate,
	parseDate,
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

describe( 'addMonths', () => {
	it( 'moves between months across years', () => {
		expect( addMonths( 2024, 1, -1 ) ).toEqual( { year: 2023, month: 12 } );
		expect( addMonths( 2024, 12, 1 ) ).toEqual( { year: 2025, month: 1 } );
		expect( addMonths( 2024, 5, 14 ) ).toEqual( { year: 2025, month: 7 } );
	} );
} );
