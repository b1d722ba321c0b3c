/**
 * The language flow in the page (docs/language.md "The flow, step by step"): decide from the
 * cookie and the browser's languages before the page is painted, store the cookie first, then
 * redirect (redirect mode) or offer the language (popup mode, which never redirects; the offer
 * is shown once per page and language: src/language/offer-loader). The methods that need the
 * server (IP country) are handed to the loader, which makes the detection call
 * (server-detection.ts) and carries on from flow step 4. Crawlers and automated browsers are
 * never redirected: they read the hreflang alternates.
 */
import { CHOSEN_SUFFIX, languageCookie, readLanguageCookie } from './cookie';
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

/**
 * The language configuration the page provides, `window.frontageLanguage`: the keys the table of
 * docs/language.md "The language configuration" lists, printed by
 * includes/language/class-language-head.php. Themes and scripts read it under these names.
 */
export interface LanguageConfig {
	default_language: string;
	/** Code → the first path segment of its addresses ('' for none). */
	url_slugs: Record< string, string >;
	publish_languages: string[];
	/** Code → ISO code. */
	iso_codes: Record< string, string >;
	/** Code → the name visitors read. */
	english_name: Record< string, string >;
	detection_method: 'browser' | 'ip' | 'browser_ip' | 'ip_browser';
	popup_option: PopupOption;
	popup_type: PopupType;
	/** The offer's text, with {{suggested_language}}. */
	popup_textarea: string;
	popup_textarea_change_button: string;
	popup_textarea_close_button: string;
	is_iphone_user_check: boolean;
	cookie_name: string;
	/** Days. */
	cookie_age: number;
	cookie_path: string;
	/** The site's home address, without a trailing slash. */
	abs_home: string;
	/** The detection endpoint, admin-ajax.php. */
	ajax_url: string;
	/** Code → this page in that language. */
	language_urls: Record< string, string >;
	/**
	 * Frontage's own: the loader (src/language/offer-loader), when an offer or the detection
	 * call can be needed.
	 */
	loader_url?: string;
}

/**
 * The head script's hand-off to the loader: an offer to show, or the detection call to make.
 * The loader marks an offer `shown`: true when it shows it, false when it was already made on
 * this page.
 */
export type Handoff =
	| ( Extract< Decision, { action: 'offer' } > & { shown?: boolean } )
	| { action: 'detect' };

declare global {
	interface Window {
		/** The language configuration PHP prints before the head script. */
		frontageLanguage?: LanguageConfig;
		/** What the head script hands to the loader (src/language/offer-loader). */
		frontageLanguageOffer?: Handoff;
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
	/** Called with an offer, or with the detection call for the loader to make. */
	dispatch: ( handoff: Handoff ) => void;
}

/**
 * The page's language, from its path (docs/language.md "Language addresses").
 *
 * @param config   The configuration.
 * @param pathname A path of this site.
 */
export function languageOf( config: LanguageConfig, pathname: string ): string {
	return pageLanguage(
		pathname,
		config.url_slugs,
		config.default_language,
		config.publish_languages,
		new URL( config.abs_home, 'http://h' ).pathname
	);
}

/**
 * The browser's best published language (browser detection), or null.
 *
 * @param config    The configuration.
 * @param navigator The browser.
 */
export function browserLanguage(
	config: LanguageConfig,
	navigator: FlowEnvironment[ 'navigator' ]
): string | null {
	return bestLanguage(
		navigator.languages?.length
			? navigator.languages
			: [ navigator.language ],
		config.publish_languages
	);
}

/**
 * Runs the flow once for the page, without a request: what it decided, or `detect` when the
 * detection method needs the server first (ip, ip_browser) or after the browser named no
 * published language (browser_ip); the loader then makes the call.
 *
 * @param config The configuration PHP printed.
 * @param env    The browser.
 */
export function runLanguageFlow(
	config: LanguageConfig,
	env: FlowEnvironment
): Decision | Handoff {
	const current = languageOf( config, env.location.pathname );
	watchLanguageLinks( config, env, current );
	// docs/language.md, flow step 1: without cookies, only the link handlers; bots read hreflang instead.
	if (
		! env.navigator.cookieEnabled ||
		isAutomated( env.navigator.userAgent, env.navigator.webdriver === true )
	) {
		return { action: 'stay' };
	}
	// Flow step 2: a published language in the cookie; else step 3: detection.
	const method = config.detection_method;
	const needed =
		readLanguageCookie(
			env.document.cookie,
			config.cookie_name,
			config.publish_languages
		) ??
		( method.startsWith( 'ip' )
			? null
			: browserLanguage( config, env.navigator ) );
	if ( ! needed && method !== 'browser' ) {
		const detect = { action: 'detect' } as const;
		env.dispatch( detect );
		return detect;
	}
	return redirectIfNeeded( config, env, current, needed ?? current );
}

/**
 * Flow step 4 (docs/language.md): store the language first, then redirect or offer when it
 * differs, the iPhone check allows and this page has an address in it. In popup mode the
 * language is only ever offered, whatever the cookie holds (a guess or the visitor's answer).
 *
 * @param config  The configuration.
 * @param env     The browser.
 * @param current The page's language.
 * @param needed  The visitor's.
 */
export function redirectIfNeeded(
	config: LanguageConfig,
	env: Pick< FlowEnvironment, 'document' | 'location' | 'navigator' > & {
		dispatch: ( offer: Extract< Decision, { action: 'offer' } > ) => void;
	},
	current: string,
	needed: string
): Decision {
	remember( config, env, needed );
	const decision = decide(
		{
			...config,
			current,
			needed,
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
 * @param config The configuration.
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
	env.document.cookie = languageCookie( config, code, https );
	if ( chosen ) {
		env.document.cookie = languageCookie(
			{ ...config, cookie_name: config.cookie_name + CHOSEN_SUFFIX },
			'1',
			https
		);
	}
}

/**
 * Flow step 6 (docs/language.md): a click on a link to another language of this site makes that
 * language the visitor's, unless it is the page's own; the links that step ignores are left alone.
 *
 * @param config  The configuration.
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
			const href = ( event.target as Element | null )
				?.closest?.( 'a[href]' )
				?.getAttribute( 'href' );
			if ( isIgnoredLink( href ) ) {
				return;
			}
			try {
				const url = new URL( href as string, env.location.href );
				const target = languageOf( config, url.pathname );
				if (
					url.origin === new URL( env.location.href ).origin &&
					! sameLanguage( target, current )
				) {
					remember( config, env, target, true );
				}
			} catch {}
		},
		true
	);
}
