import {
	FILES_DRAG_TYPE,
	draggedFiles,
	isFilesDrag,
	readFilesDrag,
	writeFilesDrag,
} from './file-drag';

/**
 * A DataTransfer stand-in.
 *
 * @return The transfer.
 */
function transfer() {
	const data = new Map< string, string >();
	return {
		get types() {
			return [ ...data.keys() ];
		},
		getData: ( type: string ) => data.get( type ) ?? '',
		setData: ( type: string, value: string ) => {
			data.set( type, value );
		},
	};
}

const listed = [
	{ id: 1, title: 'One' },
	{ id: 2, title: 'Two' },
	{ id: 3, title: 'Three' },
];

describe( 'draggedFiles', () => {
	it( 'moves the row alone when it is not selected', () => {
		expect(
			draggedFiles( listed[ 0 ], listed, new Set( [ 2, 3 ] ) )
		).toEqual( [ { id: 1, title: 'One' } ] );
	} );

	it( 'moves every selected file, in list order, when the row is selected', () => {
		expect(
			draggedFiles( listed[ 2 ], listed, new Set( [ 3, 1 ] ) )
		).toEqual( [
			{ id: 1, title: 'One' },
			{ id: 3, title: 'Three' },
		] );
	} );
} );

describe( 'the payload', () => {
	it( 'reads back what a row wrote', () => {
		const drag = transfer();
		writeFilesDrag( drag, [ { id: 2, title: 'Two' } ] );
		expect( isFilesDrag( drag ) ).toBe( true );
		expect( readFilesDrag( drag ) ).toEqual( [ { id: 2, title: 'Two' } ] );
	} );

	it( 'ignores other drags and payloads that are not files', () => {
		const other = transfer();
		other.setData( 'application/x-frontage-category', '4' );
		expect( isFilesDrag( other ) ).toBe( false );
		expect( readFilesDrag( other ) ).toEqual( [] );

		const broken = transfer();
		broken.setData( FILES_DRAG_TYPE, '{not json' );
		expect( readFilesDrag( broken ) ).toEqual( [] );

		const odd = transfer();
		odd.setData(
			FILES_DRAG_TYPE,
			JSON.stringify( [ { id: -1, title: 'x' }, { id: 5 }, null ] )
		);
		expect( readFilesDrag( odd ) ).toEqual( [] );
	} );
} );
