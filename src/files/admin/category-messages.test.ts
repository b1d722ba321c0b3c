import {
	categoryDeletedMessage,
	categoryMovedMessage,
	consequences,
} from './category-messages';

describe( 'categoryMovedMessage', () => {
	it( 'names the new parent and the place among its children', () => {
		expect( categoryMovedMessage( 'Forms', 'Reports', 2, 3 ) ).toBe(
			'“Forms” moved to “Reports”, position 2 of 3.'
		);
		expect( categoryMovedMessage( 'Forms', null, 1, 4 ) ).toBe(
			'“Forms” moved to the top level, position 1 of 4.'
		);
	} );
} );

describe( 'consequences', () => {
	it( 'says nothing while the files are counted', () => {
		expect( consequences( null, 2, 'Reports' ) ).toEqual( [] );
	} );

	it( 'says where files and sub-categories go under a parent', () => {
		expect( consequences( 3, 1, 'Reports' ) ).toEqual( [
			'Its 3 files will move to “Reports”.',
			'Its 1 sub-category will move to “Reports”.',
			'No file is deleted.',
		] );
	} );

	it( 'says where they go at the top level', () => {
		expect( consequences( 1, 2, null ) ).toEqual( [
			'Its 1 file will stay in the library without a category.',
			'Its 2 sub-categories will move to the top level.',
			'No file is deleted.',
		] );
	} );

	it( 'says when it holds nothing', () => {
		expect( consequences( 0, 0, null ) ).toEqual( [
			'It holds no files and no sub-categories.',
			'No file is deleted.',
		] );
	} );
} );

describe( 'categoryDeletedMessage', () => {
	it( 'says what moved where, leaving out what did not', () => {
		expect( categoryDeletedMessage( 'Old', 'Reports', 2, 1 ) ).toBe(
			'Category “Old” deleted. 2 files moved to “Reports”. 1 sub-category moved to “Reports”.'
		);
		expect( categoryDeletedMessage( 'Old', null, 0, 3 ) ).toBe(
			'Category “Old” deleted. 3 sub-categories moved to the top level.'
		);
		expect( categoryDeletedMessage( 'Old', null, 0, 0 ) ).toBe(
			'Category “Old” deleted.'
		);
	} );
} );
