import { filterTypes } from './type-filter';

const TYPES = [ 'pdf', 'docx', 'xlsx', 'doc' ].map( ( value ) => ( {
	value,
	label: value,
} ) );

describe( 'filterTypes', () => {
	it( 'lists every type for an empty search', () => {
		expect( filterTypes( TYPES, '' ) ).toEqual( TYPES );
	} );

	it( 'matches types containing the text, in their order', () => {
		expect(
			filterTypes( TYPES, 'X' ).map( ( type ) => type.value )
		).toEqual( [ 'docx', 'xlsx' ] );
		expect(
			filterTypes( TYPES, 'oc' ).map( ( type ) => type.value )
		).toEqual( [ 'docx', 'doc' ] );
	} );

	it( 'ignores a leading dot', () => {
		expect(
			filterTypes( TYPES, '.pdf' ).map( ( type ) => type.value )
		).toEqual( [ 'pdf' ] );
	} );

	it( 'matches the value when the label differs', () => {
		expect(
			filterTypes( [ { value: 'jpg', label: 'JPEG image' } ], 'jpg' )
		).toHaveLength( 1 );
	} );
} );
