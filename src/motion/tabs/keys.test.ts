import { tabAfterKey } from './keys';

describe( 'tabAfterKey', () => {
	it( 'moves right and left, wrapping round at either end', () => {
		expect( tabAfterKey( 'ArrowRight', 0, 3 ) ).toBe( 1 );
		expect( tabAfterKey( 'ArrowRight', 2, 3 ) ).toBe( 0 );
		expect( tabAfterKey( 'ArrowLeft', 1, 3 ) ).toBe( 0 );
		expect( tabAfterKey( 'ArrowLeft', 0, 3 ) ).toBe( 2 );
	} );

	it( 'goes to the first and the last with Home and End', () => {
		expect( tabAfterKey( 'Home', 2, 3 ) ).toBe( 0 );
		expect( tabAfterKey( 'End', 0, 3 ) ).toBe( 2 );
	} );

	it( 'mirrors the arrows for a right-to-left text', () => {
		expect( tabAfterKey( 'ArrowLeft', 0, 3, true ) ).toBe( 1 );
		expect( tabAfterKey( 'ArrowRight', 0, 3, true ) ).toBe( 2 );
	} );

	it( 'ignores other keys, and a list without tabs', () => {
		expect( tabAfterKey( 'ArrowDown', 0, 3 ) ).toBeNull();
		expect( tabAfterKey( 'Enter', 0, 3 ) ).toBeNull();
		expect( tabAfterKey( 'ArrowRight', 0, 0 ) ).toBeNull();
	} );
} );
