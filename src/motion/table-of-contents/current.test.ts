import { currentSection } from './current';

describe( 'currentSection', () => {
	it( 'is the last heading above the reading line', () => {
		expect( currentSection( [ -900, -300, 120, 800 ], 240 ) ).toBe( 2 );
		expect( currentSection( [ -900, -300, 400, 800 ], 240 ) ).toBe( 1 );
	} );

	it( 'is none before the first heading', () => {
		expect( currentSection( [ 300, 900 ], 240 ) ).toBe( -1 );
		expect( currentSection( [], 240 ) ).toBe( -1 );
	} );

	it( 'skips a heading that is not shown', () => {
		expect( currentSection( [ -300, Infinity, 600 ], 240 ) ).toBe( 0 );
	} );
} );
