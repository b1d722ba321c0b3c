/**
 * Redirect-if-needed (docs/language.md, flow steps 2–4): what to do once the needed language is
 * known. Pure: the head script and the tests feed it what the page and the browser say.
 */
import { normaliseCode, publishedCode, sameLanguage } from './language-codes';

/** popup_option: redirect directly, or offer the language. */
export type PopupOption = 'redirect' | 'popup';

/** popup_type: a dialog, or a bar across the top of the page. */
export type PopupType = 'popup' | 'hello_bar';

/** The language configuration's settings it reads (their names in window.frontageLanguage), and the visit. */
export interface DecisionInput {
	/** The page's language (pageLanguage()). */
	current: string;
	/** The language the visitor needs (cookie, browser or detection call). */
	needed: string;
	publish_languages: readonly string[];
	/** Code → the address of this page in that language. */
	language_urls: Readonly< Record< string, string > >;
	popup_option: PopupOption;
	popup_type: PopupType;
	is_iphone_user_check: boolean;
	/** Whether the visitor is on an iPhone. */
	isIphone: boolean;
}

export type Decision =
	| { action: 'stay' }
	| { action: 'redirect'; language: string; url: string }
	| { action: 'offer'; as: PopupType; language: string; url: string };

/**
 * What to do (docs/language.md, flow step 4): stay unless the languages differ, the iPhone check allows it and this
 * page has an address in the needed language; then redirect or offer it as popup_option says.
 * A redirect to the address already open never happens (no loops).
 *
 * @param input       The page, the visitor and the settings.
 * @param currentHref The address open now, to refuse redirecting to itself.
 * @return The decision.
 */
export function decide( input: DecisionInput, currentHref = '' ): Decision {
	const needed = publishedCode( input.needed, input.publish_languages );
	const url = needed ? urlFor( input.language_urls, needed ) : '';
	if (
		! needed ||
		sameLanguage( input.current, needed ) ||
		( input.is_iphone_user_check && input.isIphone ) ||
		! url ||
		sameAddress( url, currentHref )
	) {
		return { action: 'stay' };
	}
	return input.popup_option === 'popup'
		? { action: 'offer', as: input.popup_type, language: needed, url }
		: { action: 'redirect', language: needed, url };
}

/**
 * The address for a language, whatever the case and separator of its key.
 *
 * @param urls Code → address.
 * @param code A published code.
 * @return The address, or '' when there is none.
 */
export function urlFor(
	urls: Readonly< Record< string, string > >,
	code: string
): string {
	// Compared without the unknown language's wildcard: that is not a key of the map.
	const key = Object.keys( urls ).find(
		( candidate ) => normaliseCode( candidate ) === normaliseCode( code )
	);
	const url = key ? urls[ key ].trim() : '';
	// An absolute http(s) address, a protocol-relative one or a path.
	return /^(https?:\/)?\//i.test( url ) ? url : '';
}

/**
 * Whether two addresses are the same page (ignoring the fragment and a trailing slash).
 *
 * @param a An address.
 * @param b Another (absolute).
 * @return True when they are.
 */
function sameAddress( a: string, b: string ): boolean {
	if ( ! b ) {
		return false;
	}
	try {
		const left = new URL( a, b );
		const right = new URL( b );
		const path = ( url: URL ) => url.pathname.replace( /\/+$/, '' );
		return (
			left.origin === right.origin &&
			path( left ) === path( right ) &&
			left.search === right.search
		);
	} catch {
		return false;
	}
}

/**
 * Whether a user agent is an iPhone's (is_iphone_user_check).
 *
 * @param userAgent navigator.userAgent.
 * @return True on an iPhone.
 */
export function isIphoneAgent( userAgent: string ): boolean {
	return /\biPhone\b/.test( userAgent );
}

/**
 * Crawlers and automated agents (docs/language.md, Crawlers): never redirected nor offered a
 * language, they read the hreflang alternates. The same rule as the server's
 * Language_Detector::CRAWLER_PATTERN (a jest test compares them, and both run the table in
 * user-agents.json). A word ending in "bot" or "spider" followed by a version, `;`, `)`, `-` or
 * the end, but not CUBOT phones (Android names them "CUBOT X30", "Build/CUBOT)", "CUBOT;") nor
 * devices named "M bot 54" or "Spider 8"; "crawl", "slurp"; a `+http…` contact address; Google's
 * agents without "bot" (GoogleOther, Google-InspectionTool, …-Google), but not Google TVs,
 * Pixelbooks or the Google app; link previews, headless and audit browsers.
 */
export const CRAWLER_AGENT =
	/\b(?!cubot)\w*(?:bot|spider)(?:[/;)-]|$)|crawl|slurp|\+https?:|-google|google(?:-|other|producer| favicon)|facebookexternal|preview|whatsapp|headless|lighthouse|phantomjs|curl\/|wget\/|python|go-http|java\/\d/i;

/**
 * Whether the visitor is a crawler or an automated browser.
 *
 * @param userAgent navigator.userAgent.
 * @param webdriver navigator.webdriver.
 * @return True for bots: no redirect, no popup.
 */
export function isAutomated( userAgent: string, webdriver: boolean ): boolean {
	return (
		webdriver || userAgent.trim() === '' || CRAWLER_AGENT.test( userAgent )
	);
}
