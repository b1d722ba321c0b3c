import {
	MIN_SUGGESTION_CHARS,
	SUGGESTION_DELAY_MS,
	shouldSuggest,
	suggestionRequest,
} from './suggestions';

describe( 'shouldSuggest', () => {
	it( 'waits 800 ms for 3 characters', () => {
		expect( SUGGESTION_DELAY_MS ).toBe( 800 );
		expect( MIN_SUGGESTION_CHARS ).toBe( 3 );
	} );

	it( 'suggests from three non-space characters on', () => {
		expect( shouldSuggest( true, 'ann' ) ).toBe( true );
		expect( shouldSuggest( '1', 'a b c' ) ).toBe( true );
		expect( shouldSuggest( 1, 'tax report' ) ).toBe( true );
	} );

	it( 'does not count spaces', () => {
		expect( shouldSuggest( true, 'an' ) ).toBe( false );
		expect( shouldSuggest( true, ' a  b ' ) ).toBe( false );
		expect( shouldSuggest( true, '     ' ) ).toBe( false );
	} );

	it( 'never suggests when the setting is off', () => {
		expect( shouldSuggest( false, 'annual' ) ).toBe( false );
		expect( shouldSuggest( '0', 'annual' ) ).toBe( false );
		expect( shouldSuggest( undefined, 'annual' ) ).toBe( false );
	} );
} );

describe( 'suggestionRequest', () => {
	it( 'asks for file suggestions within the current category and order', () => {
		expect(
			suggestionRequest( ' annual ', {
				catid: 7,
				exclude: '2,3',
				ordering: 'title',
				dir: 'asc',
			} )
		).toEqual( {
			q: 'annual',
			catid: 7,
			exclude: '2,3',
			make_file_suggestion: 1,
			ordering: 'title',
			dir: 'asc',
		} );
	} );

	it( 'leaves out what the search does not have', () => {
		expect( suggestionRequest( 'annual' ) ).toEqual( {
			q: 'annual',
			make_file_suggestion: 1,
		} );
	} );
} );
