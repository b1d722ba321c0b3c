import {
	applyUpdates,
	buildTree,
	canMoveUnder,
	childrenOf,
	descendantIds,
	dropPlacement,
	dropZoneAt,
	flattenTree,
	indent,
	moveDown,
	moveUp,
	outdent,
	pathTo,
	planMove,
	type TreeCategory,
} from './category-tree';

/**
 * A category for the tests.
 *
 * @param id       Id.
 * @param name     Name.
 * @param parent   Parent id.
 * @param position Position among siblings.
 */
function cat( id: number, name: string, parent = 0, position = 0 ) {
	return { id, name, parent, position };
}

// Reports ─┬─ 2024
//          └─ 2023 ── Q1
// Forms
// Archive (position 5)
const LIBRARY: TreeCategory[] = [
	cat( 1, 'Reports' ),
	cat( 2, 'Forms' ),
	cat( 3, '2024', 1, 0 ),
	cat( 4, '2023', 1, 1 ),
	cat( 5, 'Q1', 4 ),
	cat( 6, 'Archive', 0, 5 ),
];

/**
 * The tree as names with indentation, to compare at a glance.
 *
 * @param categories Flat list.
 */
function outline( categories: TreeCategory[] ): string[] {
	return flattenTree( buildTree( categories ) ).map(
		( { category, depth } ) => '-'.repeat( depth ) + category.name
	);
}

/**
 * The outline after a move is planned and applied.
 *
 * @param categories       Flat list.
 * @param id               Moved category.
 * @param placement        Where to.
 * @param placement.parent New parent.
 * @param placement.index  Index among its new siblings.
 */
function afterMove(
	categories: TreeCategory[],
	id: number,
	placement: { parent: number; index: number } | null
): string[] {
	expect( placement ).not.toBeNull();
	const updates = planMove( categories, id, placement! );
	expect( updates ).not.toBeNull();
	return outline( applyUpdates( categories, updates! ) );
}

describe( 'buildTree', () => {
	it( 'nests categories under their parents, siblings by position then name', () => {
		expect( outline( LIBRARY ) ).toEqual( [
			'Forms',
			'Reports',
			'-2024',
			'-2023',
			'--Q1',
			'Archive',
		] );
	} );

	it( 'shows a category whose parent is missing at the top instead of losing it', () => {
		expect(
			outline( [ cat( 1, 'Orphan', 99 ), cat( 2, 'Top' ) ] )
		).toEqual( [ 'Orphan', 'Top' ] );
	} );

	it( 'shows each category once even when the list has a cycle', () => {
		expect(
			outline( [ cat( 1, 'A', 2 ), cat( 2, 'B', 1 ), cat( 3, 'C' ) ] )
		).toEqual( [ 'C', 'A', 'B' ] );
	} );

	it( 'builds 16 and more levels', () => {
		const deep = Array.from( { length: 20 }, ( _, i ) =>
			cat( i + 1, `L${ i + 1 }`, i )
		);
		const flat = flattenTree( buildTree( deep ) );
		expect( flat ).toHaveLength( 20 );
		expect( flat[ 19 ].depth ).toBe( 19 );
	} );
} );

describe( 'relations', () => {
	it( 'finds descendants, not the category itself', () => {
		expect( [ ...descendantIds( LIBRARY, 1 ) ].sort() ).toEqual( [
			3, 4, 5,
		] );
		expect( descendantIds( LIBRARY, 2 ).size ).toBe( 0 );
	} );

	it( 'gives the path from the top', () => {
		expect( pathTo( LIBRARY, 5 ).map( ( c ) => c.name ) ).toEqual( [
			'Reports',
			'2023',
			'Q1',
		] );
		expect( pathTo( LIBRARY, 42 ) ).toEqual( [] );
	} );

	it( 'refuses to move a category under itself or its descendants', () => {
		expect( canMoveUnder( LIBRARY, 1, 1 ) ).toBe( false );
		expect( canMoveUnder( LIBRARY, 1, 5 ) ).toBe( false );
		expect( canMoveUnder( LIBRARY, 1, 42 ) ).toBe( false );
		expect( canMoveUnder( LIBRARY, 5, 2 ) ).toBe( true );
		expect( canMoveUnder( LIBRARY, 5, 0 ) ).toBe( true );
		expect( planMove( LIBRARY, 1, { parent: 5, index: 0 } ) ).toBeNull();
	} );

	it( 'lists children in order', () => {
		expect( childrenOf( LIBRARY, 1 ).map( ( c ) => c.name ) ).toEqual( [
			'2024',
			'2023',
		] );
	} );
} );

describe( 'planMove', () => {
	it( 'renumbers siblings that all had position 0 and sends only what changed', () => {
		// Forms and Reports are both at 0, Archive at 5: moving Archive first renumbers all.
		expect( planMove( LIBRARY, 6, { parent: 0, index: 0 } ) ).toEqual( [
			{ id: 6, position: 0 },
			{ id: 2, position: 1 },
			{ id: 1, position: 2 },
		] );
	} );

	it( 'sends the new parent of a category that changes parent', () => {
		expect( planMove( LIBRARY, 5, { parent: 2, index: 0 } ) ).toEqual( [
			{ id: 5, parent: 2, position: 0 },
		] );
		expect( afterMove( LIBRARY, 5, { parent: 2, index: 0 } ) ).toEqual( [
			'Forms',
			'-Q1',
			'Reports',
			'-2024',
			'-2023',
			'Archive',
		] );
	} );

	it( 'sends nothing when the category stays where it is', () => {
		expect( planMove( LIBRARY, 3, { parent: 1, index: 0 } ) ).toEqual( [] );
		expect( planMove( LIBRARY, 2, { parent: 0, index: 0 } ) ).toEqual( [] );
	} );

	it( 'clamps an index past the end', () => {
		expect( afterMove( LIBRARY, 2, { parent: 0, index: 99 } ) ).toEqual( [
			'Reports',
			'-2024',
			'-2023',
			'--Q1',
			'Archive',
			'Forms',
		] );
	} );
} );

describe( 'keyboard moves', () => {
	it( 'moves up and down among siblings, not past the ends', () => {
		expect( afterMove( LIBRARY, 4, moveUp( LIBRARY, 4 ) ) ).toEqual( [
			'Forms',
			'Reports',
			'-2023',
			'--Q1',
			'-2024',
			'Archive',
		] );
		expect( afterMove( LIBRARY, 2, moveDown( LIBRARY, 2 ) ) ).toEqual( [
			'Reports',
			'-2024',
			'-2023',
			'--Q1',
			'Forms',
			'Archive',
		] );
		expect( moveUp( LIBRARY, 2 ) ).toBeNull();
		expect( moveDown( LIBRARY, 6 ) ).toBeNull();
		expect( moveUp( LIBRARY, 42 ) ).toBeNull();
	} );

	it( 'indents into the sibling above as its last child', () => {
		expect( afterMove( LIBRARY, 4, indent( LIBRARY, 4 ) ) ).toEqual( [
			'Forms',
			'Reports',
			'-2024',
			'--2023',
			'---Q1',
			'Archive',
		] );
		expect( indent( LIBRARY, 2 ) ).toBeNull();
	} );

	it( 'outdents to just after its parent', () => {
		expect( afterMove( LIBRARY, 3, outdent( LIBRARY, 3 ) ) ).toEqual( [
			'Forms',
			'Reports',
			'-2023',
			'--Q1',
			'2024',
			'Archive',
		] );
		expect( outdent( LIBRARY, 2 ) ).toBeNull();
	} );
} );

describe( 'drag and drop', () => {
	it( 'drops before, after and inside a row', () => {
		expect(
			afterMove( LIBRARY, 6, dropPlacement( LIBRARY, 6, 1, 'before' ) )
		).toEqual( [
			'Forms',
			'Archive',
			'Reports',
			'-2024',
			'-2023',
			'--Q1',
		] );
		expect(
			afterMove( LIBRARY, 2, dropPlacement( LIBRARY, 2, 3, 'after' ) )
		).toEqual( [
			'Reports',
			'-2024',
			'-Forms',
			'-2023',
			'--Q1',
			'Archive',
		] );
		expect(
			afterMove( LIBRARY, 2, dropPlacement( LIBRARY, 2, 4, 'inside' ) )
		).toEqual( [
			'Reports',
			'-2024',
			'-2023',
			'--Q1',
			'--Forms',
			'Archive',
		] );
	} );

	it( 'refuses drops onto itself or into its own branch', () => {
		expect( dropPlacement( LIBRARY, 1, 1, 'inside' ) ).toBeNull();
		expect( dropPlacement( LIBRARY, 1, 5, 'inside' ) ).toBeNull();
		expect( dropPlacement( LIBRARY, 1, 5, 'before' ) ).toBeNull();
	} );

	it( 'reads the drop zone from the pointer', () => {
		expect( dropZoneAt( 2, 40 ) ).toBe( 'before' );
		expect( dropZoneAt( 20, 40 ) ).toBe( 'inside' );
		expect( dropZoneAt( 38, 40 ) ).toBe( 'after' );
		expect( dropZoneAt( 5, 0 ) ).toBe( 'before' );
	} );
} );
