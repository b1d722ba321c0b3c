import { hasModalCookie, modalCookie, modalCookieName } from './modal-cookie';

describe( 'modal cookie', () => {
	it( 'is named after the modal', () => {
		expect( modalCookieName( 'offer' ) ).toBe( 'uael-modal-popup-offer' );
	} );

	it( 'is found among the page cookies', () => {
		expect(
			hasModalCookie( 'a=1; uael-modal-popup-offer=true; b=2', 'offer' )
		).toBe( true );
		expect( hasModalCookie( 'uael-modal-popup-offer=true', 'offer' ) ).toBe(
			true
		);
	} );

	it( 'is not confused with another modal’s cookie', () => {
		expect(
			hasModalCookie(
				'uael-modal-popup-offer-2=true; xuael-modal-popup-offer=true',
				'offer'
			)
		).toBe( false );
		expect( hasModalCookie( '', 'offer' ) ).toBe( false );
	} );

	it( 'lasts the given number of days for the whole site', () => {
		expect( modalCookie( 'offer', 7, false ) ).toBe(
			'uael-modal-popup-offer=true; path=/; max-age=604800; SameSite=Lax'
		);
	} );

	it( 'is secure only over https', () => {
		expect( modalCookie( 'offer', 1, true ) ).toMatch( /; Secure$/ );
		expect( modalCookie( 'offer', 1, false ) ).not.toMatch( /Secure/ );
	} );

	it( 'lasts until the browser closes when days is 0', () => {
		expect( modalCookie( 'offer', 0, false ) ).toBe(
			'uael-modal-popup-offer=true; path=/; SameSite=Lax'
		);
	} );
} );
