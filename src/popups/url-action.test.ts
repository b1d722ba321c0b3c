import { modalActionQuery, requestedModalId } from './url-action';

describe( 'requestedModalId', () => {
	it( 'reads the uael-modal-action parameter', () => {
		expect( requestedModalId( '?uael-modal-action=offer' ) ).toBe(
			'offer'
		);
		expect( requestedModalId( '?p=4&uael-modal-action=demo-modal' ) ).toBe(
			'demo-modal'
		);
	} );

	it( 'is null when the address asks for no modal', () => {
		expect( requestedModalId( '' ) ).toBeNull();
		expect( requestedModalId( '?uael-modal-action=' ) ).toBeNull();
		expect( requestedModalId( '?other=offer' ) ).toBeNull();
	} );
} );

describe( 'modalActionQuery', () => {
	it( 'makes the query that opens the modal', () => {
		expect( modalActionQuery( 'demo-modal' ) ).toBe(
			'?uael-modal-action=demo-modal'
		);
	} );

	it( 'reads back what it makes', () => {
		expect( requestedModalId( modalActionQuery( 'a b&c' ) ) ).toBe(
			'a b&c'
		);
	} );
} );
