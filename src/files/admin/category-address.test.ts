import { addressWithCategory, categoryFromAddress } from './category-address';

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
