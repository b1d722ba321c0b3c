import {
	idsFromText,
	idsText,
	newCondition,
	removeCondition,
	replaceCondition,
} from './conditions';

describe( 'display condition list', () => {
	const list = [
		{ type: 'site' },
		{ type: 'singular', ids: [ 4 ] },
		{ type: 'search' },
	];

	it( 'replaces only the condition changed', () => {
		expect( replaceCondition( list, 1, { type: 'archive' } ) ).toEqual( [
			{ type: 'site' },
			{ type: 'archive' },
			{ type: 'search' },
		] );
		expect( list[ 1 ] ).toEqual( { type: 'singular', ids: [ 4 ] } );
	} );

	it( 'removes only the condition removed', () => {
		expect( removeCondition( list, 0 ) ).toEqual( [
			{ type: 'singular', ids: [ 4 ] },
			{ type: 'search' },
		] );
	} );

	it( 'adds the whole site', () => {
		expect( newCondition() ).toEqual( { type: 'site' } );
	} );
} );

describe( 'the ids field', () => {
	it( 'reads ids separated by commas, spaces or both', () => {
		expect( idsFromText( '12, 7 9,,3' ) ).toEqual( [ 12, 7, 9, 3 ] );
	} );

	it( 'leaves out what is not a whole number over 0', () => {
		expect( idsFromText( 'a, 0, -2, 1.5, 8' ) ).toEqual( [ 8 ] );
		expect( idsFromText( '' ) ).toEqual( [] );
	} );

	it( 'shows the ids separated by a comma and a space', () => {
		expect( idsText( [ 3, 14 ] ) ).toBe( '3, 14' );
		expect( idsText( undefined ) ).toBe( '' );
	} );
} );
