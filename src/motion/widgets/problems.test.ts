import {
	countdownProblems,
	counterProblems,
	isCountdownDate,
	progressProblems,
	readNumber,
} from './problems';

describe( 'readNumber', () => {
	it( 'reads numbers and texts that are numbers, nothing else', () => {
		expect( readNumber( 42 ) ).toBe( 42 );
		expect( readNumber( ' 4.5 ' ) ).toBe( 4.5 );
		expect( readNumber( '-7' ) ).toBe( -7 );
		expect( readNumber( '1e3' ) ).toBe( 1000 );
		for ( const bad of [
			'',
			'abc',
			'1,000',
			'12px',
			null,
			undefined,
			[],
			Infinity,
			NaN,
		] ) {
			expect( readNumber( bad ) ).toBeNull();
		}
	} );
} );

describe( 'counterProblems', () => {
	it( 'finds nothing wrong with good settings', () => {
		expect(
			counterProblems( {
				start: 0,
				end: 1234,
				duration: 500,
				decimals: 0,
			} )
		).toEqual( [] );
		expect( counterProblems( { start: '10', end: '20' } ) ).toEqual( [] );
	} );

	it( 'says which field is no number and what visitors see instead', () => {
		expect(
			counterProblems( {
				start: 'ten',
				end: '1,000',
				duration: 500,
				decimals: 0,
			} )
		).toEqual( [
			{ code: 'not-a-number', field: 'end', text: '1,000', reads: 100 },
			{ code: 'not-a-number', field: 'start', text: 'ten', reads: 0 },
		] );
	} );

	it( 'says when the start is above the end, and when numbers are out of range', () => {
		expect(
			counterProblems( {
				start: 50,
				end: 10,
				duration: 500,
				decimals: 0,
			} )
		).toEqual( [ { code: 'start-above-end', reads: 10 } ] );
		expect(
			counterProblems( {
				start: 0,
				end: 5e12,
				duration: -1,
				decimals: 9,
			} )
		).toEqual( [
			{ code: 'out-of-range', field: 'end', reads: 1e12 },
			{ code: 'out-of-range', field: 'duration', reads: 0 },
			{ code: 'out-of-range', field: 'decimals', reads: 3 },
		] );
	} );
} );

describe( 'progressProblems', () => {
	it( 'clamps the value to 0–100 and asks for a label', () => {
		expect( progressProblems( { value: 80, label: 'Raised' } ) ).toEqual(
			[]
		);
		expect( progressProblems( { value: 140, label: 'Raised' } ) ).toEqual( [
			{ code: 'out-of-range', field: 'value', reads: 100 },
		] );
		expect( progressProblems( { value: -3, label: ' ' } ) ).toEqual( [
			{ code: 'out-of-range', field: 'value', reads: 0 },
			{ code: 'no-label' },
		] );
		expect( progressProblems( { value: 'most', label: 'x' } ) ).toEqual( [
			{ code: 'not-a-number', field: 'value', text: 'most', reads: 50 },
		] );
	} );
} );

describe( 'countdown dates', () => {
	it( 'takes a day of the calendar and a time of day', () => {
		expect( isCountdownDate( '2026-01-01T00:00' ) ).toBe( true );
		expect( isCountdownDate( '2028-02-29T23:59:59' ) ).toBe( true );
		for ( const bad of [
			'2026-02-30T10:00',
			'2027-02-29T10:00',
			'2026-01-01T24:00',
			'2026-01-01T10:60',
			'2026-01-01',
			'2026-01-01T10:00:00+02:00',
			'next Friday',
			'',
		] ) {
			expect( isCountdownDate( bad ) ).toBe( false );
		}
	} );

	it( 'says when there is no date, or one that is no date', () => {
		expect( countdownProblems( {} ) ).toEqual( [ { code: 'no-date' } ] );
		expect( countdownProblems( { date: '2026-13-01T00:00' } ) ).toEqual( [
			{ code: 'not-a-date', text: '2026-13-01T00:00' },
		] );
		expect( countdownProblems( { date: '1999-01-01T00:00' } ) ).toEqual(
			[]
		);
	} );
} );
