import { formatNumber } from './format-number';

describe( 'formatNumber', () => {
	const english = { decimals: 0, thousands: ',', point: '.' };

	it( 'groups digits in threes with the site’s separator', () => {
		expect( formatNumber( 0, english ) ).toBe( '0' );
		expect( formatNumber( 999, english ) ).toBe( '999' );
		expect( formatNumber( 1234, english ) ).toBe( '1,234' );
		expect( formatNumber( 1234567, english ) ).toBe( '1,234,567' );
		expect(
			formatNumber( 1234567.891, {
				decimals: 2,
				thousands: '\u00a0',
				point: ',',
			} )
		).toBe( '1\u00a0234\u00a0567,89' );
		expect(
			formatNumber( 12345, { decimals: 0, thousands: '.', point: ',' } )
		).toBe( '12.345' );
	} );

	it( 'rounds to the decimals shown, and keeps the sign of negatives only', () => {
		expect( formatNumber( 4.449, { ...english, decimals: 1 } ) ).toBe(
			'4.4'
		);
		expect( formatNumber( 4.5, { ...english, decimals: 0 } ) ).toBe( '5' );
		expect( formatNumber( 2, { ...english, decimals: 3 } ) ).toBe(
			'2.000'
		);
		expect( formatNumber( -1234.5, { ...english, decimals: 1 } ) ).toBe(
			'-1,234.5'
		);
		expect( formatNumber( -0.2, english ) ).toBe( '0' );
	} );
} );
