import {
	MAX_LIMIT,
	firstPage,
	fromQuery,
	replaceSearchInQuery,
	searchKey,
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
	theme_column: 'title,size,download',
	type: [ 'pdf', 'docx' ],
	wfrom: 10,
	wfromunit: 'kb',
	wto: 2,
	wtounit: 'mb',
	ordering: 'created',
	dir: 'desc',
};

describe( 'toQuery', () => {
	it( 'writes every field in the documented order, lists with plain commas', () => {
		expect( toQuery( full ) ).toBe(
			'q=annual+report&catid=12&exclude=3,4&theme=ggd&ftags=finance,tax' +
				'&cfrom=01-01-2024&cto=31-12-2024&ufrom=01-02-2024&uto=28-02-2024' +
				'&show_pagination=1&paged=2&limit=20&theme_column=title,size,download&type=pdf,docx' +
				'&wfrom=10&wfromunit=kb&wto=2&wtounit=mb&ordering=created&dir=desc'
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
				'cfrom=31-02-2024&cto=2024-02-30&wfrom=-1&wto=abc&wtounit=tb' +
					'&catid=x&theme=<script>&ordering=a b&type=pdf,../x,PDF&exclude=1,a,2'
			)
		).toEqual( { type: [ 'pdf' ], exclude: '1,2' } );
	} );

	it( 'keeps decimal sizes, as the form sends them', () => {
		expect(
			fromQuery( 'wfrom=1.5&wfromunit=mb&wto=.5&wtounit=gb' )
		).toEqual( {
			wfrom: 1.5,
			wfromunit: 'mb',
			wto: 0.5,
			wtounit: 'gb',
		} );
		expect( toQuery( fromQuery( 'wfrom=1.50&wfromunit=mb' ) ) ).toBe(
			'wfrom=1.5&wfromunit=mb'
		);
		expect( fromQuery( 'wfrom=1e3&wto=1.2.3' ) ).toEqual( {} );
		// The no-JavaScript form sends what was typed: a decimal comma, a unit in the box.
		expect(
			fromQuery( 'wfrom=1%2C5+MB&wfromunit=kb&wto=2gb&wtounit=mb' )
		).toEqual( { wfrom: 1.5, wfromunit: 'mb', wto: 2, wtounit: 'gb' } );
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

describe( 'fromQuery and the contract of docs/search.md', () => {
	it( 'reads theme_column as comma-separated column keys, dropping unknown ones', () => {
		expect(
			fromQuery( 'theme_column=title,size,,bogus,download,title' )
				.theme_column
		).toBe( 'title,size,download' );
		expect(
			fromQuery( 'theme_column=nothing,known' ).theme_column
		).toBeUndefined();
	} );

	it( 'reads the lists a form without JavaScript submits as arrays', () => {
		expect(
			fromQuery( 'ftags[]=finance&ftags[]=tax&type[]=PDF&type[]=docx' )
		).toEqual( { ftags: [ 'finance', 'tax' ], type: [ 'pdf', 'docx' ] } );
		expect( fromQuery( 'ftags=a&ftags%5B%5D=b' ).ftags ).toEqual( [
			'a',
			'b',
		] );
	} );

	it( 'accepts YYYY-MM-DD dates and writes them in the site’s format', () => {
		expect( fromQuery( 'cfrom=2024-03-05&uto=05-03-2024' ) ).toEqual( {
			cfrom: '05-03-2024',
			uto: '05-03-2024',
		} );
		expect( fromQuery( 'cto=2024-02-30' ).cto ).toBeUndefined();
	} );

	it( 'knows only the documented orderings and themes', () => {
		for ( const ordering of [
			'relevance',
			'title',
			'created',
			'updated',
			'size',
			'downloads',
			'type',
			'version',
		] ) {
			expect( fromQuery( `ordering=${ ordering }` ).ordering ).toBe(
				ordering
			);
		}
		expect( fromQuery( 'ordering=Title' ).ordering ).toBe( 'title' );
		expect( fromQuery( 'ordering=created_time' ).ordering ).toBeUndefined();
		expect( fromQuery( 'theme=preview' ).theme ).toBe( 'preview' );
		expect( fromQuery( 'theme=fancy' ).theme ).toBeUndefined();
	} );

	it( 'cuts a keyword at 200 characters', () => {
		expect( fromQuery( 'q=' + 'a'.repeat( 300 ) ).q ).toHaveLength( 200 );
	} );
} );

describe( 'replaceSearchInQuery', () => {
	it( 'keeps other parameters and replaces the search fields', () => {
		expect(
			replaceSearchInQuery( '?page_id=4&q=old&ftags[]=x&paged=3', {
				q: 'new report',
				ftags: [ 'a', 'b' ],
			} )
		).toBe( '?page_id=4&q=new+report&ftags=a,b' );
	} );

	it( 'leaves the block’s settings out of the address', () => {
		expect(
			replaceSearchInQuery( '', {
				q: 'x',
				theme: 'ggd',
				theme_column: 'title',
				exclude: '3',
				show_pagination: true,
				paged: 2,
			} )
		).toBe( '?q=x&paged=2' );
	} );

	it( 'writes q= for a search by type, size or page only, so that it runs on load', () => {
		expect(
			replaceSearchInQuery( '?page_id=4', { type: [ 'pdf' ] } )
		).toBe( '?page_id=4&q=&type=pdf' );
		expect( replaceSearchInQuery( '', { wfrom: 1.5, paged: 2 } ) ).toBe(
			'?q=&paged=2&wfrom=1.5'
		);
	} );

	it( 'clears the search, leaving nothing or only other parameters', () => {
		expect( replaceSearchInQuery( '?q=x&catid=2', {} ) ).toBe( '' );
		expect( replaceSearchInQuery( '?lang=de&q=x', {} ) ).toBe( '?lang=de' );
	} );
} );

describe( 'firstPage', () => {
	it( 'starts a search on page 1 and leaves the request it was given alone', () => {
		const request: SearchRequest = { q: 'tax', paged: 3, limit: 50 };
		expect( firstPage( request ) ).toEqual( { q: 'tax', limit: 50 } );
		expect( request.paged ).toBe( 3 );
	} );
} );

describe( 'searchKey', () => {
	it( 'is the same for addresses that ask for the same search', () => {
		expect(
			searchKey( '?q=tax&paged=1&limit=20&wfrom=3&wfromunit=kb' )
		).toBe( searchKey( 'wfrom=3&q=tax&theme=ggd' ) );
		expect( searchKey( 'ftags[]=a&ftags[]=b&type[]=pdf' ) ).toBe(
			searchKey( 'ftags=a,b&type=pdf' )
		);
		expect( searchKey( 'q=tax&limit=10', undefined, { limit: 10 } ) ).toBe(
			searchKey( 'q=tax' )
		);
		expect(
			searchKey( 'q=tax&ordering=title&dir=desc', undefined, {
				ordering: 'title',
				dir: 'desc',
			} )
		).toBe( searchKey( 'q=tax' ) );
	} );

	it( 'differs when the search differs', () => {
		expect( searchKey( 'q=tax' ) ).not.toBe( searchKey( 'q=tax&paged=2' ) );
		expect( searchKey( 'q=tax' ) ).not.toBe(
			searchKey( 'q=tax&ordering=title' )
		);
	} );
} );

describe( 'shouldAutoSearch', () => {
	it( 'sees the tags a form without JavaScript submitted', () => {
		expect( shouldAutoSearch( 'ftags[]=finance' ) ).toBe( true );
	} );

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

	it( 'searches what the form sent without JavaScript, whose q is always there', () => {
		expect( shouldAutoSearch( 'q=&catid=&type[]=pdf&wfrom=' ) ).toBe(
			true
		);
		expect( shouldAutoSearch( 'q=' ) ).toBe( true );
	} );

	it( 'waits when the address holds only other fields', () => {
		expect( shouldAutoSearch( '' ) ).toBe( false );
		expect( shouldAutoSearch( 'paged=2' ) ).toBe( false );
		expect( shouldAutoSearch( 'page_id=34&paged=2' ) ).toBe( false );
		for ( const field of [
			'type=pdf',
			'type[]=pdf',
			'wfrom=3',
			'wto=3',
			'paged=2',
			'limit=10',
			'ordering=title',
			'dir=desc',
		] ) {
			expect( shouldAutoSearch( field ) ).toBe( false );
		}
	} );
} );
