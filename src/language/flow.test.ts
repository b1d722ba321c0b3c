import {
	runLanguageFlow,
	type FlowEnvironment,
	type LanguageConfig,
} from './flow';

const CONFIG: LanguageConfig = {
	defaultLanguage: 'en_US',
	published: [ 'en_US', 'de_DE', 'fr_FR' ],
	urlSlugs: { en_US: '', de_DE: 'de', fr_FR: 'fr' },
	languageUrls: {
		en_US: 'https://example.org/about/',
		de_DE: 'https://example.org/de/ueber-uns/',
	},
	detectionMethod: 'browser',
	popupOption: 'redirect',
	popupType: 'popup',
	iphoneCheck: false,
	cookieName: 'frontage_language',
	cookieAge: 30,
	cookiePath: '/',
	homePath: '',
	endpoint: 'https://example.org/wp-admin/admin-ajax.php',
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
		fetch: fetch as unknown as typeof globalThis.fetch,
		dispatch,
	};
	return { env, replace, dispatch, written, fetch };
}

describe( 'runLanguageFlow', () => {
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

	it( 'offers instead of redirecting in popup mode', async () => {
		const { env, replace, dispatch } = browser();
		await runLanguageFlow( { ...CONFIG, popupOption: 'popup' }, env );
		expect( replace ).not.toHaveBeenCalled();
		expect( dispatch ).toHaveBeenCalledWith(
			expect.objectContaining( { action: 'offer', language: 'de_DE' } )
		);
	} );

	it( 'never redirects in popup mode: a language the visitor chose is offered, not followed', async () => {
		const popup = { ...CONFIG, popupOption: 'popup' as const };
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
		const popup = { ...CONFIG, popupOption: 'popup' as const };
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

	it( 'asks the server only for IP detection, and keeps the page language when it cannot tell', async () => {
		const browserOnly = browser();
		await runLanguageFlow( CONFIG, browserOnly.env );
		expect( browserOnly.fetch ).not.toHaveBeenCalled();

		const ip = browser( { answer: 'de_DE', languages: [ 'ja' ] } );
		await runLanguageFlow( { ...CONFIG, detectionMethod: 'ip' }, ip.env );
		expect( ip.fetch ).toHaveBeenCalledTimes( 1 );
		expect( ip.replace ).toHaveBeenCalledWith(
			'https://example.org/de/ueber-uns/'
		);

		const failed = browser( { languages: [ 'ja' ] } );
		const decision = await runLanguageFlow(
			{ ...CONFIG, detectionMethod: 'ip_browser' },
			failed.env
		);
		expect( decision.action ).toBe( 'stay' );
		expect( failed.written[ 0 ] ).toMatch( /^frontage_language=en_US;/ );
	} );
} );
