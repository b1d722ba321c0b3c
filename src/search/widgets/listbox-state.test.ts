import {
	arrowTarget,
	clampActive,
	firstActive,
	statusMessage,
} from './listbox-state';

const MESSAGES = {
	noResults: 'No search results.',
	oneResult: '1 result is available.',
	manyResults: '%d results are available.',
};

describe( 'statusMessage', () => {
	it( 'says none, one, or how many', () => {
		expect( statusMessage( MESSAGES, 0 ) ).toBe( 'No search results.' );
		expect( statusMessage( MESSAGES, 1 ) ).toBe( '1 result is available.' );
		expect( statusMessage( MESSAGES, 12 ) ).toBe(
			'12 results are available.'
		);
	} );
} );

describe( 'the active option', () => {
	it( 'stays inside the list, and is none in an empty one', () => {
		expect( clampActive( 5, 3 ) ).toBe( 2 );
		expect( clampActive( -1, 3 ) ).toBe( 0 );
		expect( clampActive( 1, 3 ) ).toBe( 1 );
		expect( clampActive( 0, 0 ) ).toBe( -1 );
	} );

	it( 'moves by one with the arrows; Up with none active goes to the last', () => {
		expect( arrowTarget( 1, 'ArrowDown', 4 ) ).toBe( 2 );
		expect( arrowTarget( 1, 'ArrowUp', 4 ) ).toBe( 0 );
		expect( arrowTarget( -1, 'ArrowUp', 4 ) ).toBe( 3 );
		expect( arrowTarget( -1, 'ArrowDown', 4 ) ).toBe( 0 );
		// Past the ends: clampActive keeps it on the first or last.
		expect( clampActive( arrowTarget( 3, 'ArrowDown', 4 ), 4 ) ).toBe( 3 );
		expect( clampActive( arrowTarget( 0, 'ArrowUp', 4 ), 4 ) ).toBe( 0 );
	} );

	it( 'starts on the one asked for, else the first selected of a single choice, else the first', () => {
		const items = [ {}, { selected: true }, { selected: true } ];
		expect( firstActive( items, false, 2 ) ).toBe( 2 );
		expect( firstActive( items, false ) ).toBe( 1 );
		expect( firstActive( items, true ) ).toBe( 0 );
		expect( firstActive( [ {}, {} ], false ) ).toBe( 0 );
	} );
} );
