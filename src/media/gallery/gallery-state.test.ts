import {
	afterEnd,
	pageLabel,
	pagingFields,
	readLabels,
	readOptions,
	scrollTarget,
} from './gallery-state';

describe( 'reading the gallery', () => {
	it( 'reads the options, keeping defaults for missing or wrong fields', () => {
		const options = readOptions(
			'{"ids":[4,"x",5],"pageSize":2,"thumbplay":false,"autonext":"yes"}'
		);
		expect( options.ids ).toEqual( [ 4, 5 ] );
		expect( options.pageSize ).toBe( 2 );
		expect( options.thumbplay ).toBe( false );
		expect( options.autonext ).toBe( true );
		expect( readOptions( 'not json' ).pageSize ).toBe( 6 );
	} );

	it( 'writes the page number with the server’s words', () => {
		const labels = readLabels( '{"pageOf":"Seite %1$d von %2$d"}' );
		expect( pageLabel( labels, 2, 3 ) ).toBe( 'Seite 2 von 3' );
		expect( pageLabel( labels, 4, 0 ) ).toBe( 'Page 4' );
		expect( labels.error ).toBe(
			'Sorry, there was an error loading the next page.'
		);
	} );
} );

describe( 'afterEnd', () => {
	const ids = [ 'a', 'b' ];
	it( 'plays the next thumbnail, then the next page, then stops', () => {
		expect( afterEnd( true, ids, 'a', true ) ).toEqual( {
			kind: 'video',
			index: 1,
		} );
		expect( afterEnd( true, ids, 'b', true ) ).toEqual( {
			kind: 'next-page',
		} );
		expect( afterEnd( true, ids, 'b', false ) ).toEqual( { kind: 'stop' } );
	} );
	it( 'does nothing without autonext', () => {
		expect( afterEnd( false, ids, 'a', true ) ).toEqual( { kind: 'stop' } );
	} );
	it( 'starts this page when the ended video is on another', () => {
		expect( afterEnd( true, ids, 'z', true ) ).toEqual( {
			kind: 'video',
			index: 0,
		} );
	} );
} );

describe( 'scrollTarget', () => {
	it( 'scrolls to 100 px above a player that is above the viewport', () => {
		expect( scrollTarget( -400, 1000 ) ).toBe( 500 );
		expect( scrollTarget( -50, 60 ) ).toBe( 0 );
		expect( scrollTarget( 10, 1000 ) ).toBeNull();
	} );
} );

describe( 'pagingFields', () => {
	it( 'sends the action, the nonce and the options with the page token', () => {
		const fields = new URLSearchParams(
			pagingFields(
				readOptions( '{"ids":[4,5],"pageSize":2}' ),
				'2',
				'n0nce',
				'frontage_gallery_page'
			)
		);
		expect( fields.get( 'action' ) ).toBe( 'frontage_gallery_page' );
		expect( fields.get( 'security' ) ).toBe( 'n0nce' );
		expect( fields.get( 'options[ids]' ) ).toBe( '4,5' );
		expect( fields.get( 'options[pageSize]' ) ).toBe( '2' );
		expect( fields.get( 'options[pageToken]' ) ).toBe( '2' );
		expect( fields.get( 'options[thumbplay]' ) ).toBe( 'true' );
	} );
} );
