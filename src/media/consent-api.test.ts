/**
 * The consent cookie with junk in it, and the WP Consent API in charge (docs/media.md "Consent"):
 * then the consent plugin is asked and told, by the kind's category, and the cookie is not kept.
 */
import { consentKinds, giveConsent, hasConsent } from './consent';

interface ApiWindow {
	wp_has_consent?: ( category: string ) => boolean;
	wp_set_consent?: ( category: string, value: string ) => void;
	wp_fallback_consent_type?: string;
}

const api = window as unknown as ApiWindow;

describe( 'consent with a consent plugin in charge', () => {
	let allowed: string[];

	beforeEach( () => {
		allowed = [];
		api.wp_has_consent = ( category ) => allowed.includes( category );
		api.wp_set_consent = ( category, value ) => {
			if ( value === 'allow' ) {
				allowed.push( category );
			}
		};
		api.wp_fallback_consent_type = 'optin';
	} );

	afterEach( () => {
		delete api.wp_has_consent;
		delete api.wp_set_consent;
		delete api.wp_fallback_consent_type;
		document.cookie = 'frontage_consent=; max-age=0; path=/';
	} );

	it( 'asks and tells the plugin by category, and keeps no cookie of its own', () => {
		expect( hasConsent( 'video' ) ).toBe( false );
		giveConsent( 'video' );
		expect( allowed ).toEqual( [ 'marketing' ] );
		expect( hasConsent( 'map' ) ).toBe( true );
		expect( hasConsent( 'recaptcha' ) ).toBe( false );
		giveConsent( 'recaptcha' );
		expect( allowed ).toEqual( [ 'marketing', 'functional' ] );
		expect( document.cookie ).not.toContain( 'frontage_consent' );
	} );

	it( 'uses the category the server named', () => {
		giveConsent( 'recaptcha', 'statistics' );
		expect( allowed ).toEqual( [ 'statistics' ] );
		expect( hasConsent( 'recaptcha', '', 'statistics' ) ).toBe( true );
	} );

	it( 'is not in charge without a consent type: the cookie decides', () => {
		delete api.wp_fallback_consent_type;
		giveConsent( 'map' );
		expect( allowed ).toEqual( [] );
		expect( hasConsent( 'map' ) ).toBe( true );
	} );
} );

describe( 'a consent cookie with junk in it', () => {
	it( 'agrees to nothing when it is not encoded text', () => {
		expect( consentKinds( 'frontage_consent=%E0%A4%A' ) ).toEqual( [] );
		expect( consentKinds( 'frontage_consent=video%2C%ZZ' ) ).toEqual( [] );
		expect( consentKinds( 'frontage_consent=' ) ).toEqual( [] );
	} );
} );
