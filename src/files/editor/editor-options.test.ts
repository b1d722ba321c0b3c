import { categoryOptions, fileOptions, toId } from './editor-options';

describe( 'categoryOptions', () => {
	it( 'indents children under their parents, and keeps the plain name', () => {
		expect(
			categoryOptions( [
				{ id: 1, name: 'Reports', parent: 0 },
				{ id: 2, name: '2026', parent: 1 },
				{ id: 3, name: 'Q1', parent: 2 },
				{ id: 4, name: 'Forms', parent: 0 },
			] )
		).toEqual( [
			{ value: 1, label: 'Reports', name: 'Reports' },
			{ value: 2, label: '— 2026', name: '2026' },
			{ value: 3, label: '— — Q1', name: 'Q1' },
			{ value: 4, label: 'Forms', name: 'Forms' },
		] );
	} );

	it( 'puts a category whose parent is not listed at the top', () => {
		expect(
			categoryOptions( [ { id: 5, name: 'Orphan', parent: 99 } ] )
		).toEqual( [ { value: 5, label: 'Orphan', name: 'Orphan' } ] );
	} );

	it( 'survives a loop in the data', () => {
		expect(
			categoryOptions( [
				{ id: 1, name: 'A', parent: 2 },
				{ id: 2, name: 'B', parent: 1 },
			] )?.map( ( { value } ) => value )
		).toEqual( [ 1, 2 ] );
	} );

	it( 'skips items that are not categories, and gives null for an answer that is not a list', () => {
		expect(
			categoryOptions( [ null, { id: '1', name: 'x' }, { id: 2 }, 'c' ] )
		).toEqual( [] );
		expect( categoryOptions( { code: 'rest_no_route' } ) ).toBeNull();
		expect( categoryOptions( undefined ) ).toBeNull();
	} );
} );

describe( 'fileOptions', () => {
	it( 'labels files by title and type, and keeps the plain title and the category', () => {
		expect(
			fileOptions( [
				{ id: 9, title: 'Annual report', ext: 'pdf', category: 3 },
				{ id: 10, title: 'Notes', ext: '' },
				{ id: 0, title: 'bad' },
			] )
		).toEqual( [
			{
				value: 9,
				label: 'Annual report (PDF)',
				name: 'Annual report',
				categoryId: 3,
			},
			{ value: 10, label: 'Notes', name: 'Notes', categoryId: 0 },
		] );
	} );

	it( 'gives null for an answer that is not a list', () => {
		expect( fileOptions( { message: 'nope' } ) ).toBeNull();
	} );
} );

describe( 'toId', () => {
	it( 'reads a positive whole number, spaces around it allowed', () => {
		expect( toId( '42' ) ).toBe( 42 );
		expect( toId( ' 7 ' ) ).toBe( 7 );
	} );

	it( 'gives 0 for anything else', () => {
		for ( const text of [ '', '0', '-3', '1.5', '012', 'abc', '1e3' ] ) {
			expect( toId( text ) ).toBe( 0 );
		}
	} );
} );
