import {
	MODAL_ID_MAX_LENGTH,
	createModalId,
	sanitizeModalId,
} from './modal-id';

describe( 'sanitizeModalId', () => {
	it( 'keeps what sanitize_key() keeps: lower-case letters, digits, - and _', () => {
		expect( sanitizeModalId( 'Spring_Offer-2' ) ).toBe( 'spring_offer-2' );
	} );

	it( 'drops everything else', () => {
		expect( sanitizeModalId( '"><script>alert(1)</script>' ) ).toBe(
			'scriptalert1script'
		);
		expect( sanitizeModalId( 'ünï cødé' ) ).toBe( 'ncd' );
	} );

	it( 'cuts long ids', () => {
		expect( sanitizeModalId( 'a'.repeat( 100 ) ) ).toHaveLength(
			MODAL_ID_MAX_LENGTH
		);
	} );
} );

describe( 'createModalId', () => {
	it( 'makes a short id that survives sanitizing', () => {
		const id = createModalId();
		expect( id ).toMatch( /^modal-[a-z0-9]{6}$/ );
		expect( sanitizeModalId( id ) ).toBe( id );
	} );

	it( 'draws from the random source', () => {
		expect( createModalId( () => 0 ) ).toBe( 'modal-aaaaaa' );
		expect( createModalId( () => 0.999 ) ).toBe( 'modal-999999' );
	} );
} );
