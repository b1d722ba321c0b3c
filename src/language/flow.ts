/**
 * The language flow in the page (docs/language.md "The flow, step by step"): decide
 * from the cookie and the browser's languages before the page is painted, call the detection
 * endpoint for the methods that need the server (IP country), store the cookie first, then
 * redirect (redirect mode) or offer the language (popup mode, which never redirects; the offer
 * is shown once per page and language: src/language/offer-loader). Crawlers and automated
 * browsers are never redirected: they read the hreflang alternates.
 */
import { CHOSEN_SUFFIX, languageCookie, readLanguageCookie } from './cookie';
import type { OfferSettings } from './offer-settings';
import {
	decide,
	isAutomated,
	isIphoneAgent,
	type Decision,
	type PopupOption,
	type PopupType,
} from './decision';
import {
	bestLanguage,
	isIgnoredLink,
	pageLanguage,
	sameLanguage,
} from './language-codes';

/** What PHP prints before the script (includes/language/class-language-head.php). */
export interface LanguageConfig {
	defaultLanguage: string;
	published: string[];
	urlSlugs: Record< string, string >;
	/** language_urls: code → this page in that language. */
	languageUrls: Record< string, string >;
	detectionMethod: 'browser' | 'ip' | 'browser_ip' | 'ip_browser';
	popupOption: PopupOption;
	popupType: PopupType;
	iphoneCheck: boolean;
	cookieName: string;
	cookieAge: number;
	cookiePath: string;
	/** The site's own path, e.g. `/blog`. */
	homePath: string;
	/** admin-ajax.php. */
	endpoint: string;
	/** In popup mode: the popup's loader script (src/language/offer-loader) and its settings. */
	offerScript?: string;
	offer?: OfferSettings;
}

declare global {
	interface Window {
		/** The settings PHP prints before the head script. */
		frontageLanguage?: LanguageConfig;
		/** The offer the head script made, for the popup or hello bar (src/language/offer). */
		frontageLanguageOffer?: Decision;
	}
}

/** What the flow needs from the browser; the page's own objects by default. */
export interface FlowEnvironment {
	location: Pick< Location, 'href' | 'pathname' | 'protocol' | 'replace' >;
	document: Pick< Document, 'cookie' | 'addEventListener' >;
	navigator: Pick< Navigator, 'cookieEnabled' | 'userAgent' | 'language' > & {
		languages?: readonly string[];
		webdriver?: boolean;
	};
	fetch?: typeof fetch;
	dispatch: ( decision: Decision ) => void;
}

/**
 * Runs the flow once for the page.
 *
 * @param config The settings PHP printed.
 * @param env    The browser.
 * @return Resolves once the decision is carried out (at once, unless IP detection is asked).
 */
export async function runLanguageFlow(
	config: LanguageConfig,
	env: FlowEnvironment
): Promise< Decision > {
	const current = pageLanguage(
		env.location.pathname,
		config.urlSlugs,
		config.defaultLanguage,
		config.published,
		config.homePath
	);
	watchLanguageLinks( config, env, current );
	// docs/language.md, flow step 1: without cookies, only the link handlers; bots read hreflang instead.
	if (
		! env.navigator.cookieEnabled ||
		isAutomated( env.navigator.userAgent, env.navigator.webdriver === true )
	) {
		return { action: 'stay' };
	}
	// docs/language.md, flow step 2: a published language in the cookie; else step 3: detection.
	const stored = readLanguageCookie(
		env.document.cookie,
		config.cookieName,
		config.published
	);
	const needed = stored ?? ( await detect( config, env ) ) ?? current;
	return redirectIfNeeded( config, env, current, needed );
}

/**
 * The language the visitor needs: the browser's languages and/or the endpoint, in the order the
 * detection method says; null when none tells.
 *
 * @param config The settings.
 * @param env    The browser.
 */
async function detect(
	config: LanguageConfig,
	env: FlowEnvironment
): Promise< string | null > {
	const browser = () =>
		bestLanguage(
			env.navigator.languages?.length
				? env.navigator.languages
				: [ env.navigator.language ],
			config.published
		);
	const order = {
		browser: [ browser ],
		ip: [ () => askServer( config, env ) ],
		browser_ip: [ browser, () => askServer( config, env ) ],
		ip_browser: [ () => askServer( config, env ), browser ],
	}[ config.detectionMethod ] ?? [ browser ];
	for ( const method of order ) {
		const code = await method();
		if ( code ) {
			return code;
		}
	}
	return null;
}

/**
 * The detection call (docs/language.md "The detection call"): a language code, or null for an empty answer or a failure.
 *
 * @param config The settings.
 * @param env    The browser.
 */
async function askServer(
	config: LanguageConfig,
	env: FlowEnvironment
): Promise< string | null > {
	if ( ! env.fetch ) {
		return null;
	}
	try {
		// A URLSearchParams body is sent form-encoded, with this origin's cookies.
		const response = await env.fetch( config.endpoint, {
			method: 'POST',
			body: new URLSearchParams( {
				action: 'get-needed-language',
				detection_method: config.detectionMethod,
				popup_option: config.popupOption,
				popup_type: config.popupType,
				default_language: config.defaultLanguage,
				publish_languages: config.published.join( ',' ),
				is_iphone_user_check: config.iphoneCheck ? '1' : '0',
			} ),
		} );
		const answer: unknown = response.ok ? await response.json() : null;
		return typeof answer === 'string' && answer !== '' ? answer : null;
	} catch {
		return null;
	}
}

/**
 * Flow step 4 (docs/language.md): store the language first, then redirect or offer when it
 * differs, the iPhone check allows and this page has an address in it. In popup mode the
 * language is only ever offered, whatever the cookie holds (a guess or the visitor's answer).
 *
 * @param config  The settings.
 * @param env     The browser.
 * @param current The page's language.
 * @param needed  The visitor's.
 */
function redirectIfNeeded(
	config: LanguageConfig,
	env: FlowEnvironment,
	current: string,
	needed: string
): Decision {
	remember( config, env, needed );
	const decision = decide(
		{
			current,
			needed,
			published: config.published,
			languageUrls: config.languageUrls,
			popupOption: config.popupOption,
			popupType: config.popupType,
			iphoneCheck: config.iphoneCheck,
			isIphone: isIphoneAgent( env.navigator.userAgent ),
		},
		env.location.href
	);
	if ( decision.action === 'redirect' ) {
		env.location.replace( decision.url );
	} else if ( decision.action === 'offer' ) {
		// The loader shows it unless it was made on this page before (src/language/offer-loader).
		env.dispatch( decision );
	}
	return decision;
}

/**
 * Stores a language in the cookie, with the mark that the visitor chose it when they did.
 *
 * @param config The settings.
 * @param env    The browser.
 * @param code   The language.
 * @param chosen The visitor's own choice (an answered offer, a language link), not a guess.
 */
export function remember(
	config: LanguageConfig,
	env: Pick< FlowEnvironment, 'document' | 'location' >,
	code: string,
	chosen = false
): void {
	const https = env.location.protocol === 'https:';
	const cookie = {
		name: config.cookieName,
		ageDays: config.cookieAge,
		path: config.cookiePath,
	};
	env.document.cookie = languageCookie( cookie, code, https );
	if ( chosen ) {
		env.document.cookie = languageCookie(
			{ ...cookie, name: cookie.name + CHOSEN_SUFFIX },
			'1',
			https
		);
	}
}

/**
 * Flow step 6 (docs/language.md): a click on a link to another language of this site makes that language the
 * visitor's, unless it is the page's own; the links that step ignores are left alone.
 *
 * @param config  The settings.
 * @param env     The browser.
 * @param current The page's language.
 */
function watchLanguageLinks(
	config: LanguageConfig,
	env: FlowEnvironment,
	current: string
): void {
	env.document.addEventListener(
		'click',
		( event ) => {
			const link =
				event.target instanceof Element
					? event.target.closest( 'a[href]' )
					: null;
			const href = link?.getAttribute( 'href' );
			if ( ! link || isIgnoredLink( href ) ) {
				return;
			}
			let url: URL;
			try {
				url = new URL( href as string, env.location.href );
			} catch {
				return;
			}
			if ( url.origin !== new URL( env.location.href ).origin ) {
				return;
			}
			const target = pageLanguage(
				url.pathname,
				config.urlSlugs,
				config.defaultLanguage,
				config.published,
				config.homePath
			);
			if ( ! sameLanguage( target, current ) ) {
				remember( config, env, target, true );
			}
		},
		true
	);
}
