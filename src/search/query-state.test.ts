import {
	MAX_LIMIT,
	fromQuery,
	shouldAutoSearch,
	toQuery,
	type SearchRequest,
} from './query-state';

const full: SearchRequest = {
	q: 'annual report',
	catid: 12,
	exclude: '3,4',
	theme: 'ggd',
	ftags: [ 'finance', 'tax' ],
	cfrom: '01-01-2024',
	cto: '31-12-2024',
	ufrom: '01-02-2024',
	uto: '28-02-2024',
	show_pagination: true,
	paged: 2,
	limit: 20,
	theme_column: 'title',
	type: [ 'pdf', 'docx' ],
	wfrom: 10,
	wfromunit: 'kb',
	wto: 2,
	wtounit: 'mb',
	ordering: 'created_time',
	dir: 'desc',
};

describe( 'toQuery', () => {
	it( 'writes every field in the spec’s order, lists with plain commas', () => {
		expect( toQuery( full ) ).toBe(
			'q=annual+report&catid=12&exclude=3,4&theme=ggd&ftags=finance,tax' +
				'&cfrom=01-01-2024&cto=31-12-2024&ufrom=01-02-2024&uto=28-02-2024' +
				'&show_pagination=1&paged=2&limit=20&theme_column=title&type=pdf,docx' +
				'&wfrom=10&wfromunit=kb&wto=2&wtounit=mb&ordering=created_time&dir=desc'
		);
	} );

	it( 'leaves empty values out', () => {
		expect(
			toQuery( { q: '  ', ftags: [], type: [ '', ' ' ], catid: 0 } )
		).toBe( 'catid=0' );
		expect( toQuery( {} ) ).toBe( '' );
	} );
} );

describe( 'fromQuery', () => {
	it( 'gives back what toQuery wrote', () => {
		expect( fromQuery( toQuery( full ) ) ).toEqual( full );
		expect( fromQuery( '?' + toQuery( full ) ) ).toEqual( full );
		expect( fromQuery( new URLSearchParams( toQuery( full ) ) ) ).toEqual(
			full
		);
	} );

	it( 'ignores parameters the search does not know', () => {
		expect( fromQuery( 'q=x&utm_source=mail&page_id=4' ) ).toEqual( {
			q: 'x',
		} );
	} );

	it( 'caps the page size and drops impossible pages', () => {
		expect( fromQuery( 'limit=5000' ).limit ).toBe( MAX_LIMIT );
		expect( fromQuery( 'limit=0' ).limit ).toBeUndefined();
		expect( fromQuery( 'limit=-3' ).limit ).toBeUndefined();
		expect( fromQuery( 'paged=0' ).paged ).toBeUndefined();
		expect( fromQuery( 'paged=two' ).paged ).toBeUndefined();
		expect( fromQuery( 'paged=3' ).paged ).toBe( 3 );
	} );

	it( 'accepts only asc or desc as a direction', () => {
		expect( fromQuery( 'dir=ASC' ).dir ).toBe( 'asc' );
		expect( fromQuery( 'dir=sideways' ).dir ).toBeUndefined();
	} );

	it( 'drops values the form could not have made', () => {
		expect(
			fromQuery(
				'cfrom=31-02-2024&cto=2024-03-01&wfrom=-1&wto=abc&wtounit=tb' +
					'&catid=x&theme=<script>&ordering=a b&type=pdf,../x,PDF&exclude=1,a,2'
			)
		).toEqual( { type: [ 'pdf' ], exclude: '1,2' } );
	} );

	it( 'keeps a unit only with its size', () => {
		expect( fromQuery( 'wfromunit=mb' ) ).toEqual( {} );
		expect( fromQuery( 'wfrom=5&wfromunit=GB' ) ).toEqual( {
			wfrom: 5,
			wfromunit: 'gb',
		} );
	} );

	it( 'cleans comma lists', () => {
		expect( fromQuery( 'ftags=a,,b, a ,c' ).ftags ).toEqual( [
			'a',
			'b',
			'c',
		] );
	} );

	it( 'reads dates in the site’s format', () => {
		expect( fromQuery( 'cfrom=2024/03/05', 'YYYY/MM/DD' ).cfrom ).toBe(
			'2024/03/05'
		);
		expect(
			fromQuery( 'cfrom=05-03-2024', 'YYYY/MM/DD' ).cfrom
		).toBeUndefined();
	} );
} );

describe( 'shouldAutoSearch', () => {
	it( 'searches on load when the address carries a filter', () => {
		for ( const field of [
			'q',
			'catid',
			'ftags',
			'cfrom',
			'cto',
			'ufrom',
			'uto',
		] ) {
			expect( shouldAutoSearch( `?${ field }=1` ) ).toBe( true );
		}
	} );

	it( 'waits when the filters are empty or the address holds only other fields', () => {
		expect( shouldAutoSearch( '' ) ).toBe( false );
		expect( shouldAutoSearch( 'q=&catid=%20' ) ).toBe( false );
		expect( shouldAutoSearch( 'type=pdf&wfrom=3&limit=10&paged=2' ) ).toBe(
			false
		);
	} );
} );
