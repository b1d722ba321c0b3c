import {
	chooseColumn,
	columnFlags,
	lastVisibleOptionalColumn,
	menuColumns,
	parseChoices,
	serializeChoices,
	type TableColumn,
} from './columns';

/**
 * A column for these tests.
 *
 * @param id    Its id.
 * @param extra Flags to set.
 */
function column( id: string, extra: Partial< TableColumn > = {} ): TableColumn {
	return {
		id,
		label: id,
		persist: false,
		optional: false,
		displayed: true,
		...extra,
	};
}

describe( 'menuColumns', () => {
	it( 'lists every column except those marked persist, in order', () => {
		const columns = [
			column( 'select', { persist: true } ),
			column( 'title', { persist: true } ),
			column( 'description', { optional: true } ),
			column( 'size' ),
			column( 'download' ),
		];
		expect( menuColumns( columns ).map( ( { id } ) => id ) ).toEqual( [
			'description',
			'size',
			'download',
		] );
	} );

	it( 'lists nothing for a table of persistent columns', () => {
		expect(
			menuColumns( [ column( 'title', { persist: true } ) ] )
		).toEqual( [] );
	} );
} );

describe( 'chooseColumn and columnFlags', () => {
	it( 'records a choice without changing the earlier choices', () => {
		const before = { size: true };
		const after = chooseColumn( before, 'version', false );
		expect( after ).toEqual( { size: true, version: false } );
		expect( before ).toEqual( { size: true } );
	} );

	it( 'hides a column unticked, keeps one ticked shown, and leaves one untouched alone', () => {
		expect( columnFlags( false ) ).toEqual( {
			hidden: true,
			shown: false,
		} );
		expect( columnFlags( true ) ).toEqual( { hidden: false, shown: true } );
		expect( columnFlags( undefined ) ).toEqual( {
			hidden: false,
			shown: false,
		} );
	} );
} );

describe( 'lastVisibleOptionalColumn', () => {
	it( 'is the last optional column displayed', () => {
		expect(
			lastVisibleOptionalColumn( [
				column( 'title' ),
				column( 'description', { optional: true } ),
				column( 'version', { optional: true } ),
				column( 'created', { optional: true, displayed: false } ),
				column( 'download' ),
			] )
		).toBe( 'version' );
	} );

	it( 'moves when the last one is hidden', () => {
		const columns = [
			column( 'description', { optional: true } ),
			column( 'version', { optional: true, displayed: false } ),
		];
		expect( lastVisibleOptionalColumn( columns ) ).toBe( 'description' );
	} );

	it( 'is null when no optional column is displayed', () => {
		expect(
			lastVisibleOptionalColumn( [
				column( 'title' ),
				column( 'version', { optional: true, displayed: false } ),
			] )
		).toBeNull();
		expect( lastVisibleOptionalColumn( [] ) ).toBeNull();
	} );
} );

describe( 'stored choices', () => {
	it( 'round-trips', () => {
		const choices = { a: true, b: false };
		expect(
			parseChoices( serializeChoices( choices ), [ 'a', 'b' ] )
		).toEqual( choices );
	} );

	it( 'keeps only known columns and booleans', () => {
		expect(
			parseChoices(
				JSON.stringify( { a: false, gone: true, b: 'yes', c: 1 } ),
				[ 'a', 'b', 'c' ]
			)
		).toEqual( { a: false } );
	} );

	it( 'ignores what is not a stored object', () => {
		for ( const stored of [
			null,
			'',
			'{',
			'[true]',
			'null',
			'"a"',
			'42',
		] ) {
			expect( parseChoices( stored, [ 'a' ] ) ).toEqual( {} );
		}
	} );

	it( 'is not fooled by inherited property names', () => {
		expect( parseChoices( '{}', [ 'constructor', 'toString' ] ) ).toEqual(
			{}
		);
	} );
} );
