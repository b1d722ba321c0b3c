import {
	MIN_SUGGESTION_CHARS,
	SUGGESTION_DELAY_MS,
	shouldSuggest,
	suggestionContext,
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

describe( 'suggestionContext', () => {
	it( 'keeps a whole-number category, the exclusions and the sort', () => {
		expect(
			suggestionContext( {
				catid: ' 4 ',
				base: {
					exclude: '7,8',
					ordering: 'title',
					dir: 'desc',
					limit: 20,
				},
			} )
		).toEqual( {
			catid: 4,
			exclude: '7,8',
			ordering: 'title',
			dir: 'desc',
		} );
	} );

	it( 'leaves out a category that is not chosen or not a number', () => {
		expect( suggestionContext( { catid: '' } ).catid ).toBeUndefined();
		expect( suggestionContext( { catid: '  ' } ).catid ).toBeUndefined();
		expect( suggestionContext( { catid: 'abc' } ).catid ).toBeUndefined();
		expect( suggestionContext( { catid: '2.5' } ).catid ).toBeUndefined();
		expect( suggestionContext( { catid: '0' } ).catid ).toBe( 0 );
	} );
} );
