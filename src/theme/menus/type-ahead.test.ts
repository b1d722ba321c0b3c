import { nextMatch, typeAhead, TYPE_AHEAD_RESET } from './type-ahead';

const LABELS = [ 'Home', 'Products', 'Prices', 'About', 'Contact', 'Pages' ];

describe( 'type-ahead', () => {
	it( 'moves to the next item starting with the letter, wrapping', () => {
		expect( nextMatch( LABELS, 0, 'p' ) ).toBe( 1 );
		expect( nextMatch( LABELS, 1, 'p' ) ).toBe( 2 );
		expect( nextMatch( LABELS, 5, 'h' ) ).toBe( 0 );
		expect( nextMatch( LABELS, -1, 'a' ) ).toBe( 3 );
	} );

	it( 'stays on the item while the word still matches it', () => {
		expect( nextMatch( LABELS, 1, 'pr' ) ).toBe( 1 );
		expect( nextMatch( LABELS, 1, 'pri' ) ).toBe( 2 );
	} );

	it( 'cycles when one letter is typed again', () => {
		expect( nextMatch( LABELS, 1, 'pp' ) ).toBe( 2 );
		expect( nextMatch( LABELS, 2, 'ppp' ) ).toBe( 5 );
	} );

	it( 'finds nothing for a word no item starts with', () => {
		expect( nextMatch( LABELS, 0, 'z' ) ).toBe( -1 );
		expect( nextMatch( [], -1, 'a' ) ).toBe( -1 );
	} );

	it( 'forgets the word after a pause of more than a second', () => {
		let time = 0;
		const type = typeAhead( TYPE_AHEAD_RESET, () => time );
		expect( type( 'P' ) ).toBe( 'p' );
		time += 900;
		expect( type( 'r' ) ).toBe( 'pr' );
		time += 1001;
		expect( type( 'a' ) ).toBe( 'a' );
		expect( TYPE_AHEAD_RESET ).toBe( 1000 );
	} );
} );
