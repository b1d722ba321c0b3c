import {
	consentCookie,
	consentKinds,
	giveConsent,
	hasConsent,
} from './consent';

describe( 'the consent cookie', () => {
	afterEach( () => {
		document.cookie = 'frontage_consent=; max-age=0; path=/';
	} );

	it( 'reads the kinds agreed to, ignoring other cookies and malformed kinds', () => {
		expect(
			consentKinds( 'a=1; frontage_consent=video%2Cmaps%2C%3Cx%3E; b=2' )
		).toEqual( [ 'video', 'maps' ] );
		expect( consentKinds( 'a=1' ) ).toEqual( [] );
		expect( hasConsent( 'video', 'frontage_consent=maps' ) ).toBe( false );
	} );

	it( 'is written for 30 days, for the whole site, SameSite=Lax, Secure over https', () => {
		expect( consentCookie( [ 'video' ], false ) ).toBe(
			'frontage_consent=video; max-age=2592000; path=/; SameSite=Lax'
		);
		expect( consentCookie( [ 'video', 'maps' ], true ) ).toBe(
			'frontage_consent=video%2Cmaps; max-age=2592000; path=/; SameSite=Lax; Secure'
		);
	} );

	it( 'adds a kind to those given before, once', () => {
		document.cookie = 'frontage_consent=maps; path=/';
		giveConsent( 'video' );
		giveConsent( 'video' );
		expect( hasConsent( 'video' ) ).toBe( true );
		expect( consentKinds( document.cookie ) ).toEqual( [
			'maps',
			'video',
		] );
	} );
} );
