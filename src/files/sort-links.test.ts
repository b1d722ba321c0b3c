import {
	ariaSort,
	nextSort,
	pageHref,
	readTableQuery,
	sortHref,
	tableQueryKeys,
} from './sort-links';

const PAGE = 'https://example.com/library/?lang=fr&fc9_page=2';
const KEYS = tableQueryKeys( 12 );
const SORTABLE = [ 'title', 'size', 'created' ];

describe( 'tableQueryKeys', () => {
	it( 'names the arguments after the category, as the server does', () => {
		expect( KEYS ).toEqual( {
			ordering: 'fc12_ordering',
			dir: 'fc12_dir',
			page: 'fc12_page',
		} );
	} );
} );

describe( 'nextSort and ariaSort', () => {
	const current = { field: 'title', dir: 'asc' } as const;

	it( 'turns the sorted column around', () => {
		expect( nextSort( current, 'title' ) ).toEqual( {
			field: 'title',
			dir: 'desc',
		} );
		expect( nextSort( { field: 'title', dir: 'desc' }, 'title' ) ).toEqual(
			{
				field: 'title',
				dir: 'asc',
			}
		);
	} );

	it( 'sorts another column ascending', () => {
		expect( nextSort( { field: 'title', dir: 'desc' }, 'size' ) ).toEqual( {
			field: 'size',
			dir: 'asc',
		} );
	} );

	it( 'marks only the sorted column', () => {
		expect( ariaSort( current, 'title' ) ).toBe( 'ascending' );
		expect( ariaSort( { field: 'title', dir: 'desc' }, 'title' ) ).toBe(
			'descending'
		);
		expect( ariaSort( current, 'size' ) ).toBeNull();
	} );
} );

describe( 'sortHref', () => {
	it( 'sets this table’s sort, goes back to its first page and keeps the rest', () => {
		const href = sortHref(
			'https://example.com/library/?lang=fr&fc12_page=3&fc9_page=2',
			KEYS,
			{ field: 'size', dir: 'desc' },
			'frontage-files-1'
		);
		const url = new URL( href );
		expect( url.searchParams.get( 'fc12_ordering' ) ).toBe( 'size' );
		expect( url.searchParams.get( 'fc12_dir' ) ).toBe( 'desc' );
		expect( url.searchParams.has( 'fc12_page' ) ).toBe( false );
		expect( url.searchParams.get( 'fc9_page' ) ).toBe( '2' );
		expect( url.searchParams.get( 'lang' ) ).toBe( 'fr' );
		expect( url.hash ).toBe( '#frontage-files-1' );
	} );

	it( 'replaces an earlier sort of the same table', () => {
		const href = sortHref(
			'https://example.com/?fc12_ordering=title&fc12_dir=asc',
			KEYS,
			{ field: 'title', dir: 'desc' }
		);
		expect( href ).toBe(
			'https://example.com/?fc12_ordering=title&fc12_dir=desc'
		);
	} );
} );

describe( 'pageHref', () => {
	it( 'links page 2 and later with the argument', () => {
		const url = new URL( pageHref( PAGE, KEYS, 4, 'top' ) );
		expect( url.searchParams.get( 'fc12_page' ) ).toBe( '4' );
		expect( url.searchParams.get( 'fc9_page' ) ).toBe( '2' );
		expect( url.hash ).toBe( '#top' );
	} );

	it( 'links page 1 without it', () => {
		expect( pageHref( 'https://example.com/?fc12_page=3', KEYS, 1 ) ).toBe(
			'https://example.com/'
		);
		expect(
			pageHref( 'https://example.com/?fc12_page=3', KEYS, 0.5 )
		).toBe( 'https://example.com/' );
	} );
} );

describe( 'readTableQuery', () => {
	it( 'reads a sort and a page', () => {
		expect(
			readTableQuery(
				'https://example.com/?fc12_ordering=size&fc12_dir=desc&fc12_page=3',
				KEYS,
				SORTABLE
			)
		).toEqual( { sort: { field: 'size', dir: 'desc' }, page: 3 } );
	} );

	it( 'reads any direction but desc as ascending', () => {
		expect(
			readTableQuery(
				'https://example.com/?fc12_ordering=size&fc12_dir=sideways',
				KEYS,
				SORTABLE
			).sort
		).toEqual( { field: 'size', dir: 'asc' } );
	} );

	it( 'ignores unknown columns and pages that are not positive integers', () => {
		for ( const query of [
			'fc12_ordering=password&fc12_page=-1',
			'fc12_ordering=&fc12_page=1e3',
			'fc12_page=0',
			'fc12_page=2.5',
			'fc12_page=99999999999',
		] ) {
			expect(
				readTableQuery(
					`https://example.com/?${ query }`,
					KEYS,
					SORTABLE
				)
			).toEqual( { sort: null, page: 1 } );
		}
	} );

	it( 'reads only its own table’s arguments', () => {
		expect( readTableQuery( PAGE, KEYS, SORTABLE ) ).toEqual( {
			sort: null,
			page: 1,
		} );
	} );
} );
