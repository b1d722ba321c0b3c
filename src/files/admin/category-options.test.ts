import { categoryName, categoryOptions } from './category-options';
import type { Category } from './types';

/**
 * A category for the tests.
 *
 * @param id     Id.
 * @param name   Name.
 * @param parent Parent id.
 */
function cat( id: number, name: string, parent = 0 ): Category {
	return {
		id,
		name,
		parent,
		description: '',
		visibility: 'public',
		roles: [],
		ordering: 'title',
		position: 0,
	};
}

const LIST = [ cat( 1, 'Reports' ), cat( 2, '2024', 1 ), cat( 3, 'Forms' ) ];

describe( 'categoryOptions', () => {
	it( 'lists the tree indented, after the top-level choice', () => {
		expect( categoryOptions( LIST, '(top level)' ) ).toEqual( [
			{ value: '0', label: '(top level)' },
			{ value: '3', label: 'Forms' },
			{ value: '1', label: 'Reports' },
			{ value: '2', label: '— 2024' },
		] );
	} );

	it( 'leaves out what may not be chosen', () => {
		expect(
			categoryOptions( LIST, 'Top', new Set( [ 1, 2 ] ) ).map(
				( option ) => option.label
			)
		).toEqual( [ 'Top', 'Forms' ] );
	} );
} );

describe( 'categoryName', () => {
	it( 'names a category or the top level', () => {
		expect( categoryName( LIST, 2 ) ).toBe( '2024' );
		expect( categoryName( LIST, 0 ) ).toBe( 'the top level' );
	} );
} );
