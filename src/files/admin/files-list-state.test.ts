import {
	FIRST_QUERY,
	firstPage,
	keptSelection,
	searchedFor,
	sortedBy,
	toggledSelection,
	turnedPage,
	wholePageSelection,
} from './files-list-state';

describe( 'sortedBy', () => {
	it( 'sorts by a new column ascending, from the first page', () => {
		expect(
			sortedBy( { ...FIRST_QUERY, page: 3, search: 'a' }, 'size' )
		).toEqual( { page: 1, orderby: 'size', order: 'asc', search: 'a' } );
	} );

	it( 'reverses the column it is sorted by, and back', () => {
		const once = sortedBy( FIRST_QUERY, 'title' );
		const twice = sortedBy( once, 'title' );
		expect( twice.order ).toBe( 'desc' );
		expect( sortedBy( twice, 'title' ).order ).toBe( 'asc' );
	} );

	it( 'starts another column ascending even when the list is descending', () => {
		const descending = sortedBy(
			sortedBy( FIRST_QUERY, 'title' ),
			'title'
		);
		expect( sortedBy( descending, 'downloads' ) ).toMatchObject( {
			orderby: 'downloads',
			order: 'asc',
		} );
	} );
} );

describe( 'searchedFor', () => {
	it( 'searches from the first page', () => {
		expect( searchedFor( { ...FIRST_QUERY, page: 4 }, 'report' ) ).toEqual(
			{
				...FIRST_QUERY,
				search: 'report',
				page: 1,
			}
		);
	} );

	it( 'keeps the same query (and page) when the text did not change', () => {
		const query = { ...FIRST_QUERY, page: 2, search: 'x' };
		expect( searchedFor( query, 'x' ) ).toBe( query );
	} );
} );

describe( 'pages', () => {
	it( 'turns a page either way and keeps the sort and search', () => {
		const query = {
			page: 2,
			orderby: 'size',
			order: 'desc' as const,
			search: 'a',
		};
		expect( turnedPage( query, 1 ) ).toEqual( { ...query, page: 3 } );
		expect( turnedPage( query, -1 ) ).toEqual( { ...query, page: 1 } );
		expect( firstPage( { ...query, page: 7 } ) ).toEqual( {
			...query,
			page: 1,
		} );
	} );

	it( 'keeps the very query on the first page (nothing is fetched again)', () => {
		const onFirst = {
			page: 1,
			orderby: 'title',
			order: 'asc' as const,
			search: '',
		};
		expect( firstPage( onFirst ) ).toBe( onFirst );
	} );
} );

describe( 'selection', () => {
	it( 'drops selected files the list no longer shows', () => {
		const kept = keptSelection( new Set( [ 1, 2, 3 ] ), [
			{ id: 2 },
			{ id: 3 },
			{ id: 4 },
		] );
		expect( [ ...kept ] ).toEqual( [ 2, 3 ] );
	} );

	it( 'keeps the same set when every selected file is still listed', () => {
		const selection = new Set( [ 1 ] );
		expect( keptSelection( selection, [ { id: 1 }, { id: 2 } ] ) ).toBe(
			selection
		);
	} );

	it( 'ticks and unticks one file without changing the set it was given', () => {
		const selection = new Set( [ 1 ] );
		expect( [ ...toggledSelection( selection, 2, true ) ] ).toEqual( [
			1, 2,
		] );
		expect( [ ...toggledSelection( selection, 1, false ) ] ).toEqual( [] );
		expect( [ ...selection ] ).toEqual( [ 1 ] );
	} );

	it( 'selects the whole page, or nothing', () => {
		const files = [ { id: 5 }, { id: 6 } ];
		expect( [ ...wholePageSelection( files, true ) ] ).toEqual( [ 5, 6 ] );
		expect( wholePageSelection( files, false ).size ).toBe( 0 );
	} );
} );
