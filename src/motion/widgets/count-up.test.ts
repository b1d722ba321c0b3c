import { valueAt } from './count-up';

describe( 'valueAt', () => {
	it( 'starts at the start and ends exactly at the end', () => {
		expect( valueAt( 10, 1000, 0, 500 ) ).toBe( 10 );
		expect( valueAt( 10, 1000, 500, 500 ) ).toBe( 1000 );
		expect( valueAt( 10, 1000, 9999, 500 ) ).toBe( 1000 );
	} );

	it( 'rises all the way, faster at first', () => {
		const values = [ 0, 100, 200, 300, 400, 499 ].map( ( ms ) =>
			valueAt( 0, 100, ms, 500 )
		);
		for ( let i = 1; i < values.length; i++ ) {
			expect( values[ i ] ).toBeGreaterThan( values[ i - 1 ] );
		}
		expect( values[ 1 ] - values[ 0 ] ).toBeGreaterThan(
			values[ 5 ] - values[ 4 ]
		);
		expect( values[ 5 ] ).toBeLessThanOrEqual( 100 );
	} );

	it( 'shows the end at once when there is no time to count', () => {
		expect( valueAt( 0, 50, 0, 0 ) ).toBe( 50 );
		expect( valueAt( 0, 50, -10, -1 ) ).toBe( 50 );
	} );
} );
