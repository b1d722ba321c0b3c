/**
 * The display conditions' picker: what it asks WordPress's search, and the titles it shows for
 * stored ids.
 */
import { hitTitle, searchPath, titlesById } from './id-search';

describe( 'searchPath', () => {
	it( 'searches posts and pages of every type by the text typed', () => {
		const url = new URL(
			searchPath( { type: 'post', subtype: 'any', search: ' About ' } ),
			'https://example.org'
		);
		expect( url.pathname ).toBe( '/wp/v2/search' );
		expect( Object.fromEntries( url.searchParams ) ).toEqual( {
			type: 'post',
			subtype: 'any',
			per_page: '20',
			_fields: 'id,title',
			search: 'About',
		} );
	} );

	it( 'asks for the titles of stored ids, all of them', () => {
		const url = new URL(
			searchPath( {
				type: 'term',
				subtype: 'category',
				include: [ 4, 9 ],
			} ),
			'https://example.org'
		);
		expect( url.searchParams.get( 'subtype' ) ).toBe( 'category' );
		expect( url.searchParams.get( 'include' ) ).toBe( '4,9' );
		expect( url.searchParams.get( 'per_page' ) ).toBe( '2' );
		expect( url.searchParams.has( 'search' ) ).toBe( false );
	} );
} );

describe( 'titlesById', () => {
	it( 'names ids by their titles, as text, and those the search does not know by their id', () => {
		const known = new Map( [ [ 1, 'Home' ] ] );
		const next = titlesById(
			known,
			[ 2, 3 ],
			[ { id: 2, title: 'Our team&#8217;s &amp; friends' } ]
		);
		expect( [ ...next ] ).toEqual( [
			[ 1, 'Home' ],
			[ 2, 'Our team’s & friends' ],
			[ 3, '#3' ],
		] );
		// The map it was given is left as it was.
		expect( known.size ).toBe( 1 );
	} );

	it( 'gives an untitled result its id', () => {
		expect( hitTitle( { id: 7, title: '' } ) ).toBe( '#7' );
	} );
} );
