import {
	runLanguageFlow,
	type FlowEnvironment,
	type LanguageConfig,
} from './flow';
import { detectOnServer, DETECTION_FIELDS } from './server-detection';

const CONFIG: LanguageConfig = {
	default_language: 'en_US',
	url_slugs: { en_US: '', de_DE: 'de', fr_FR: 'fr' },
	publish_languages: [ 'en_US', 'de_DE', 'fr_FR' ],
	iso_codes: { en_US: 'en', de_DE: 'de', fr_FR: 'fr' },
	english_name: { en_US: 'English', de_DE: 'Deutsch', fr_FR: 'Français' },
	detection_method: 'browser',
	popup_option: 'redirect',
	popup_type: 'popup',
	popup_textarea: 'This page is also available in {{suggested_language}}.',
	popup_textarea_change_button: 'Change language',
	popup_textarea_close_button: 'Stay here',
	is_iphone_user_check: false,
	cookie_name: 'frontage_language',
	cookie_age: 30,
	cookie_path: '/',
	abs_home: 'https://example.org',
	ajax_url: 'https://example.org/wp-admin/admin-ajax.php',
	language_urls: {
		en_US: 'https://example.org/about/',
		de_DE: 'https://example.org/de/ueber-uns/',
	},
};
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0 Safari/537.36';

/**
 * A browser on the English page.
 *
 * @param changes What differs from a German desktop browser with cookies on.
 * @return The environment, with what the flow did to it.
 */
function browser(
	changes: Partial< FlowEnvironment[ 'navigator' ] > & {
		cookie?: string;
		answer?: unknown;
		pathname?: string;
	} = {}
) {
	const replace = jest.fn();
	const dispatch = jest.fn();
	const written: string[] = [];
	const fetch = jest.fn( async () => ( {
		ok: changes.answer !== undefined,
		json: async () => changes.answer,
	} ) );
	const env: FlowEnvironment = {
		location: {
			href: 'https://example.org' + ( changes.pathname ?? '/about/' ),
			pathname: changes.pathname ?? '/about/',
			protocol: 'https:',
			replace,
		},
		document: {
			get cookie() {
				return changes.cookie ?? '';
			},
			set cookie( value: string ) {
				written.push( value );
			},
			addEventListener: jest.fn(),
		},
		navigator: {
			cookieEnabled: true,
			userAgent: DESKTOP,
			language: 'de-DE',
			languages: [ 'de-DE', 'en' ],
			webdriver: false,
			...changes,
		},
		dispatch,
	};
	return { env, replace, dispatch, written, fetch };
}

describe( 'runLanguageFlow: the stored language, then a redirect', () => {
	it( 'stores the browser’s language first, then redirects to this page in it', async () => {
		const { env, replace, written } = browser();
		const decision = await runLanguageFlow( CONFIG, env );
		expect( decision ).toMatchObject( {
			action: 'redirect',
			language: 'de_DE',
		} );
		expect( written[ 0 ] ).toMatch(
			/^frontage_language=de_DE; Max-Age=2592000; Path=\/; SameSite=Lax; Secure$/
		);
		expect( replace ).toHaveBeenCalledWith(
			'https://example.org/de/ueber-uns/'
		);
	} );

	it( 'trusts a published cookie over the browser', async () => {
		const { env, replace } = browser( {
			cookie: 'frontage_language=en_US',
		} );
		expect( ( await runLanguageFlow( CONFIG, env ) ).action ).toBe(
			'stay'
		);
		expect( replace ).not.toHaveBeenCalled();
	} );

	it( 'ignores an unpublished cookie and falls back to detection', async () => {
		const { env, replace } = browser( {
			cookie: 'frontage_language=es_ES',
		} );
		await runLanguageFlow( CONFIG, env );
		expect( replace ).toHaveBeenCalled();
	} );
} );

describe( 'runLanguageFlow: popup mode offers and never redirects', () => {
	it( 'offers instead of redirecting in popup mode', async () => {
		const { env, replace, dispatch } = browser();
		await runLanguageFlow( { ...CONFIG, popup_option: 'popup' }, env );
		expect( replace ).not.toHaveBeenCalled();
		expect( dispatch ).toHaveBeenCalledWith(
			expect.objectContaining( { action: 'offer', language: 'de_DE' } )
		);
	} );

	it( 'never redirects in popup mode: a language the visitor chose is offered, not followed', async () => {
		const popup = { ...CONFIG, popup_option: 'popup' as const };
		for ( const cookie of [
			// A guess stored first by an earlier offer nobody answered.
			'frontage_language=de_DE',
			// The visitor's own answer.
			'frontage_language=de_DE; frontage_language_chosen=1',
		] ) {
			const visit = browser( { cookie } );
			await runLanguageFlow( popup, visit.env );
			expect( visit.replace ).not.toHaveBeenCalled();
			expect( visit.dispatch ).toHaveBeenCalledWith(
				expect.objectContaining( {
					action: 'offer',
					language: 'de_DE',
					url: 'https://example.org/de/ueber-uns/',
				} )
			);
		}
	} );

	it( 'offers the stored language of a visitor who stayed on an English page when they open a German page', async () => {
		const popup = { ...CONFIG, popup_option: 'popup' as const };
		const german = browser( {
			cookie: 'frontage_language=en_US; frontage_language_chosen=1',
			pathname: '/de/ueber-uns/',
		} );
		const decision = await runLanguageFlow( popup, german.env );
		expect( german.replace ).not.toHaveBeenCalled();
		expect( decision ).toEqual( {
			action: 'offer',
			as: 'popup',
			language: 'en_US',
			url: 'https://example.org/about/',
		} );
	} );
} );

describe( 'runLanguageFlow: link clicks, cookies off and bots', () => {
	it( 'makes a clicked language link the visitor’s choice, not the page’s own language', async () => {
		const { env, written } = browser( { cookieEnabled: false } );
		await runLanguageFlow( CONFIG, env );
		const onClick = ( env.document.addEventListener as jest.Mock ).mock
			.calls[ 0 ][ 1 ] as ( event: Event ) => void;
		const click = ( href: string ) => {
			const link = document.createElement( 'a' );
			link.setAttribute( 'href', href );
			const inner = document.createElement( 'span' );
			link.append( inner );
			onClick( { target: inner } as unknown as Event );
		};
		click( '/fr/a-propos/' );
		expect( written ).toEqual( [
			expect.stringMatching( /^frontage_language=fr_FR;/ ),
			expect.stringMatching( /^frontage_language_chosen=1;/ ),
		] );
		click( '/contact/' );
		click( '#top' );
		click( 'https://elsewhere.example/de/' );
		expect( written ).toHaveLength( 2 );
	} );

	it( 'does nothing but watch links without cookies, and nothing at all for bots', async () => {
		const noCookies = browser( { cookieEnabled: false } );
		expect(
			( await runLanguageFlow( CONFIG, noCookies.env ) ).action
		).toBe( 'stay' );
		expect( noCookies.written ).toEqual( [] );
		expect( noCookies.env.document.addEventListener ).toHaveBeenCalled();

		for ( const bot of [
			{ webdriver: true },
			{ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
		] ) {
			const { env, replace, written } = browser( bot );
			await runLanguageFlow( CONFIG, env );
			expect( replace ).not.toHaveBeenCalled();
			expect( written ).toEqual( [] );
		}
	} );
} );

describe( 'runLanguageFlow: the methods that need the server', () => {
	it( 'hands the methods that need the server to the loader, and decides browser detection itself', () => {
		const browserOnly = browser();
		expect( runLanguageFlow( CONFIG, browserOnly.env ).action ).toBe(
			'redirect'
		);
		expect( browserOnly.dispatch ).not.toHaveBeenCalled();

		for ( const [ method, languages, handed ] of [
			[ 'ip', [ 'de-DE' ], true ],
			[ 'ip_browser', [ 'de-DE' ], true ],
			[ 'browser_ip', [ 'ja' ], true ],
			[ 'browser_ip', [ 'de-DE' ], false ],
			[ 'browser', [ 'ja' ], false ],
		] as const ) {
			const visit = browser( { languages } );
			runLanguageFlow(
				{ ...CONFIG, detection_method: method },
				visit.env
			);
			expect( visit.dispatch.mock.calls ).toEqual(
				handed ? [ [ { action: 'detect' } ] ] : []
			);
			// Nothing is stored before the server answers.
			expect( visit.written.length ).toBe( handed ? 0 : 1 );
		}

		// A published cookie needs no detection at all.
		const stored = browser( { cookie: 'frontage_language=de_DE' } );
		runLanguageFlow( { ...CONFIG, detection_method: 'ip' }, stored.env );
		expect( stored.replace ).toHaveBeenCalledWith(
			'https://example.org/de/ueber-uns/'
		);
	} );
} );

describe( 'detectOnServer (the loader’s detection call)', () => {
	it( 'sends the configuration’s fields and follows the answer', async () => {
		const ip = browser( { answer: 'de_DE', languages: [ 'ja' ] } );
		const config = { ...CONFIG, detection_method: 'ip' as const };
		const decision = await detectOnServer( config, {
			...ip.env,
			fetch: ip.fetch as unknown as typeof globalThis.fetch,
		} );
		expect( decision ).toMatchObject( { action: 'redirect' } );
		expect( ip.replace ).toHaveBeenCalledWith(
			'https://example.org/de/ueber-uns/'
		);
		expect( ip.written[ 0 ] ).toMatch( /^frontage_language=de_DE;/ );
		const [ url, init ] = ip.fetch.mock.calls[ 0 ] as unknown as [
			string,
			RequestInit,
		];
		expect( url ).toBe( CONFIG.ajax_url );
		expect( init.method ).toBe( 'POST' );
		const body = init.body as URLSearchParams;
		expect( body.get( 'action' ) ).toBe( 'get-needed-language' );
		expect( body.get( 'detection_method' ) ).toBe( 'ip' );
		expect( body.getAll( 'publish_languages[]' ) ).toEqual(
			CONFIG.publish_languages
		);
		expect( body.get( 'iso_codes[de_DE]' ) ).toBe( 'de' );
		expect( body.get( 'english_name[fr_FR]' ) ).toBe( 'Français' );
		expect( body.get( 'default_language' ) ).toBe( 'en_US' );
		expect( body.get( 'popup_textarea' ) ).toBe( CONFIG.popup_textarea );
		expect( body.get( 'is_iphone_user_check' ) ).toBe( 'false' );
		expect( [ ...body.keys() ] ).toEqual(
			expect.arrayContaining( [
				...DETECTION_FIELDS.filter(
					( field ) =>
						! [
							'publish_languages',
							'iso_codes',
							'english_name',
						].includes( field )
				),
			] )
		);
	} );

	it( 'keeps the page language when the server cannot tell, or uses the browser’s (ip_browser)', async () => {
		const failed = browser( { languages: [ 'de-DE' ] } );
		const fetch = failed.fetch as unknown as typeof globalThis.fetch;
		const stay = await detectOnServer(
			{ ...CONFIG, detection_method: 'ip' },
			{ ...failed.env, fetch }
		);
		expect( stay.action ).toBe( 'stay' );
		expect( failed.written[ 0 ] ).toMatch( /^frontage_language=en_US;/ );

		const fallback = browser( { languages: [ 'de-DE' ] } );
		await detectOnServer(
			{ ...CONFIG, detection_method: 'ip_browser' },
			{
				...fallback.env,
				fetch: fallback.fetch as unknown as typeof globalThis.fetch,
			}
		);
		expect( fallback.replace ).toHaveBeenCalledWith(
			'https://example.org/de/ueber-uns/'
		);
	} );

	it( 'offers instead in popup mode', async () => {
		const ip = browser( { answer: 'de_DE' } );
		await detectOnServer(
			{ ...CONFIG, detection_method: 'ip', popup_option: 'popup' },
			{ ...ip.env, fetch: ip.fetch as unknown as typeof globalThis.fetch }
		);
		expect( ip.replace ).not.toHaveBeenCalled();
		expect( ip.dispatch ).toHaveBeenCalledWith(
			expect.objectContaining( { action: 'offer', language: 'de_DE' } )
		);
	} );
} );
