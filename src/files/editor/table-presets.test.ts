import {
	readTableType,
	showsTableView,
	tableOptions,
	tableTypeRequest,
} from './table-presets';

describe( 'tableOptions', () => {
	it( 'lists saved tables by title, naming product tables', () => {
		expect(
			tableOptions( [
				{ id: 7, title: 'Compact', type: 'files' },
				{ id: 9, title: 'Shop', type: 'woo_commerce' },
			] )
		).toEqual( [
			{ value: 7, label: 'Compact' },
			{ value: 9, label: 'Shop (WooCommerce products)' },
		] );
	} );

	it( 'leaves out items that are not tables, and refuses other answers', () => {
		expect(
			tableOptions( [ { id: 0, title: 'x' }, { id: 3 }, 'x', null ] )
		).toEqual( [] );
		expect( tableOptions( { code: 'rest_forbidden' } ) ).toBeNull();
	} );
} );

describe( 'the table type call', () => {
	it( 'posts the action and the id as a form', () => {
		expect( tableTypeRequest( 12 ).toString() ).toBe(
			'action=get_table_type_by_id&table_id=12'
		);
	} );

	it( 'reads tableType from the answer', () => {
		expect( readTableType( { tableType: 'woo_commerce' } ) ).toBe(
			'woo_commerce'
		);
		expect( readTableType( { tableType: 'files' } ) ).toBe( 'files' );
		expect( readTableType( { tableType: null } ) ).toBeNull();
		expect( readTableType( { tableType: 'other' } ) ).toBeNull();
		expect( readTableType( '0' ) ).toBeNull();
	} );

	it( 'hides the table view for woo_commerce tables only', () => {
		expect( showsTableView( 'woo_commerce' ) ).toBe( false );
		expect( showsTableView( 'files' ) ).toBe( true );
		expect( showsTableView( null ) ).toBe( true );
	} );
} );
