import { UNKNOWN_LANGUAGE } from './language-codes';
import {
	decide,
	isAutomated,
	isIphoneAgent,
	urlFor,
	type DecisionInput,
} from './decision';

const BASE: DecisionInput = {
	current: 'en_US',
	needed: 'de_DE',
	publish_languages: [ 'en_US', 'de_DE', 'fr_FR' ],
	language_urls: {
		en_US: 'https://example.org/about/',
		de_DE: 'https://example.org/de/ueber-uns/',
	},
	popup_option: 'redirect',
	popup_type: 'popup',
	is_iphone_user_check: false,
	isIphone: false,
};
const HERE = 'https://example.org/about/';

describe( 'decide (docs/language.md, flow step 4)', () => {
	it( 'redirects when the languages differ and the page has that language', () => {
		expect( decide( BASE, HERE ) ).toEqual( {
			action: 'redirect',
			language: 'de_DE',
			url: 'https://example.org/de/ueber-uns/',
		} );
	} );

	it( 'offers it as a popup or a hello bar in popup mode', () => {
		expect(
			decide( { ...BASE, popup_option: 'popup' }, HERE )
		).toMatchObject( { action: 'offer', as: 'popup', language: 'de_DE' } );
		expect(
			decide(
				{ ...BASE, popup_option: 'popup', popup_type: 'hello_bar' },
				HERE
			)
		).toMatchObject( { action: 'offer', as: 'hello_bar' } );
	} );

	it( 'stays for the same language, in any spelling, and for the unknown one', () => {
		expect( decide( { ...BASE, needed: 'EN-us' }, HERE ).action ).toBe(
			'stay'
		);
		expect(
			decide( { ...BASE, current: UNKNOWN_LANGUAGE }, HERE ).action
		).toBe( 'stay' );
	} );

	it( 'stays for an iPhone with the check on, and only then', () => {
		expect(
			decide(
				{ ...BASE, is_iphone_user_check: true, isIphone: true },
				HERE
			).action
		).toBe( 'stay' );
		expect( decide( { ...BASE, isIphone: true }, HERE ).action ).toBe(
			'redirect'
		);
	} );

	it( 'stays without an address in that language, or an unpublished one', () => {
		expect( decide( { ...BASE, needed: 'fr_FR' }, HERE ).action ).toBe(
			'stay'
		);
		expect( decide( { ...BASE, needed: 'es_ES' }, HERE ).action ).toBe(
			'stay'
		);
		expect(
			decide(
				{ ...BASE, language_urls: { de_DE: 'javascript:alert(1)' } },
				HERE
			).action
		).toBe( 'stay' );
	} );

	it( 'never redirects to the page already open', () => {
		expect(
			decide(
				{
					...BASE,
					language_urls: { de_DE: 'https://example.org/about' },
				},
				HERE
			).action
		).toBe( 'stay' );
	} );
} );

describe( 'urlFor', () => {
	it( 'finds the address whatever the spelling of its code', () => {
		expect( urlFor( { 'de-de': '/de/' }, 'de_DE' ) ).toBe( '/de/' );
		expect( urlFor( {}, 'de_DE' ) ).toBe( '' );
	} );
} );

describe( 'isIphoneAgent and isAutomated', () => {
	it( 'tells an iPhone from an iPad or a desktop', () => {
		expect(
			isIphoneAgent(
				'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15'
			)
		).toBe( true );
		expect(
			isIphoneAgent( 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' )
		).toBe( false );
	} );

	it( 'knows crawlers and automated browsers', () => {
		expect(
			isAutomated(
				'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
				false
			)
		).toBe( true );
		expect(
			isAutomated( 'Mozilla/5.0 HeadlessChrome/120.0.0.0', false )
		).toBe( true );
		expect(
			isAutomated( 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120', true )
		).toBe( true );
		expect(
			isAutomated(
				'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
				false
			)
		).toBe( false );
	} );
} );
