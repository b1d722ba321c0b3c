import { timeLeft, unitText } from './time-left';

describe( 'timeLeft', () => {
	const now = Date.parse( '2026-03-01T10:00:00Z' );

	it( 'splits the time left into days, hours, minutes and seconds', () => {
		expect(
			timeLeft( now + ( ( 2 * 24 + 3 ) * 3600 + 4 * 60 + 5 ) * 1000, now )
		).toEqual( { days: 2, hours: 3, minutes: 4, seconds: 5, done: false } );
		expect( timeLeft( now + 1, now ) ).toEqual( {
			days: 0,
			hours: 0,
			minutes: 0,
			seconds: 1,
			done: false,
		} );
		expect( timeLeft( now + 1999, now ).seconds ).toBe( 2 );
		expect( timeLeft( now + 86400000, now ) ).toEqual( {
			days: 1,
			hours: 0,
			minutes: 0,
			seconds: 0,
			done: false,
		} );
	} );

	it( 'reads an instant with its offset the same whatever the visitor’s zone', () => {
		// Midnight in Auckland (UTC+13 in summer) is 11:00 the day before in UTC.
		const target = Date.parse( '2026-01-01T00:00:00+13:00' );
		expect( target ).toBe( Date.parse( '2025-12-31T11:00:00Z' ) );
		expect(
			timeLeft( target, Date.parse( '2025-12-31T10:00:00Z' ) )
		).toEqual( { days: 0, hours: 1, minutes: 0, seconds: 0, done: false } );
	} );

	it( 'is done at and after the moment, and for no moment at all', () => {
		expect( timeLeft( now, now ).done ).toBe( true );
		expect( timeLeft( now - 5000, now ) ).toEqual( {
			days: 0,
			hours: 0,
			minutes: 0,
			seconds: 0,
			done: true,
		} );
		expect( timeLeft( Number.NaN, now ).done ).toBe( true );
	} );
} );

describe( 'unitText', () => {
	it( 'writes days as they are and the rest in two digits', () => {
		expect( unitText( 'days', 123 ) ).toBe( '123' );
		expect( unitText( 'days', 0 ) ).toBe( '0' );
		expect( unitText( 'hours', 3 ) ).toBe( '03' );
		expect( unitText( 'seconds', 59 ) ).toBe( '59' );
	} );
} );
