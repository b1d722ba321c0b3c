import { formatDate, parseApiDate } from './format';

describe( 'dates', () => {
	it( 'reads the API’s GMT dates without a zone as GMT', () => {
		expect( parseApiDate( '2024-05-01T10:00:00' )?.toISOString() ).toBe(
			'2024-05-01T10:00:00.000Z'
		);
		expect( parseApiDate( '2024-05-01 10:00:00' )?.toISOString() ).toBe(
			'2024-05-01T10:00:00.000Z'
		);
		expect(
			parseApiDate( '2024-05-01T10:00:00+02:00' )?.toISOString()
		).toBe( '2024-05-01T08:00:00.000Z' );
	} );

	it( 'gives nothing for what it cannot read', () => {
		expect( parseApiDate( '' ) ).toBeNull();
		expect( parseApiDate( 'yesterday' ) ).toBeNull();
		expect( formatDate( 'yesterday' ) ).toBe( '' );
	} );

	it( 'formats in the locale and time zone', () => {
		expect( formatDate( '2024-05-01T23:30:00', 'en-US', 'UTC' ) ).toBe(
			'May 1, 2024'
		);
		expect(
			formatDate( '2024-05-01T23:30:00', 'en-US', 'Europe/Berlin' )
		).toBe( 'May 2, 2024' );
	} );
} );
