import { newCondition, removeCondition, replaceCondition } from './conditions';

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
