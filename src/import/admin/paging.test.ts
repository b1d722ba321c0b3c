import { pageOf } from './paging';

const rows = Array.from( { length: 45 }, ( _, i ) => i + 1 );

describe( 'pageOf', () => {
	it( 'shows one page of rows and says which', () => {
		expect( pageOf( rows, 2, 20 ) ).toEqual( {
			rows: rows.slice( 20, 40 ),
			page: 2,
			pages: 3,
			first: 21,
			last: 40,
		} );
		expect( pageOf( rows, 3, 20 ).rows ).toEqual( [ 41, 42, 43, 44, 45 ] );
	} );

	it( 'keeps the page inside the pages there are', () => {
		expect( pageOf( rows, 9, 20 ).page ).toBe( 3 );
		expect( pageOf( rows, 0, 20 ).page ).toBe( 1 );
		expect( pageOf( rows, Number.NaN, 20 ).page ).toBe( 1 );
	} );

	it( 'has one empty page for an empty list', () => {
		expect( pageOf( [], 1 ) ).toEqual( {
			rows: [],
			page: 1,
			pages: 1,
			first: 0,
			last: 0,
		} );
	} );
} );
