import {
	addressWithCategory,
	categoryFromAddress,
	keptCategory,
} from './category-address';

describe( 'categoryFromAddress', () => {
	it( 'takes the category from the address before the fallback', () => {
		expect( categoryFromAddress( '?page=wpfd&category=12', 3 ) ).toBe( 12 );
		expect( categoryFromAddress( '?page=wpfd', 3 ) ).toBe( 3 );
		expect( categoryFromAddress( '?category=abc', 0 ) ).toBe( 0 );
		expect( categoryFromAddress( '?category=-4', 5 ) ).toBe( 5 );
	} );
} );

describe( 'addressWithCategory', () => {
	const base = 'https://example.com/wp-admin/admin.php?page=wpfd';

	it( 'sets, replaces and removes the category, keeping the rest', () => {
		const set = addressWithCategory( base, 7 );
		expect( set ).toBe( `${ base }&category=7` );
		expect( addressWithCategory( set, 9 ) ).toBe( `${ base }&category=9` );
		expect( addressWithCategory( set, 0 ) ).toBe( base );
	} );
} );

describe( 'keptCategory', () => {
	const categories = [ { id: 4 }, { id: 7 } ];

	it( 'keeps a category that is still listed, and all files', () => {
		expect( keptCategory( categories, 7 ) ).toBe( 7 );
		expect( keptCategory( categories, 0 ) ).toBe( 0 );
	} );

	it( 'goes to all files when the category is gone', () => {
		expect( keptCategory( categories, 9 ) ).toBe( 0 );
		expect( keptCategory( [], 4 ) ).toBe( 0 );
	} );

	it( 'keeps the choice while the categories are loading', () => {
		expect( keptCategory( null, 9 ) ).toBe( 9 );
	} );
} );
