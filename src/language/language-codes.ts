/**
 * Language codes as the language flow compares them (docs/language.md "The flow, step by step"): pure
 * functions, no DOM, shared by the head script and the popup.
 */

/** What the page language is when it is not published (docs/language.md, flow step 7); equal to any code (flow step 7). */
export const UNKNOWN_LANGUAGE = 'error_determining_language';

/**
 * A code as compared: lower case, dashes for underscores (`de_DE` → `de-de`).
 *
 * @param code A language code.
 * @return The normalised code.
 */
export function normaliseCode( code: string ): string {
	return code.trim().toLowerCase().replace( /_/g, '-' );
}

/**
 * Whether two codes name the same language (docs/language.md, flow step 7): case and `_`/`-` do not matter, and the
 * unknown language equals anything.
 *
 * @param a A code.
 * @param b Another.
 * @return True when they are the same.
 */
export function sameLanguage( a: string, b: string ): boolean {
	if ( a === UNKNOWN_LANGUAGE || b === UNKNOWN_LANGUAGE ) {
		return true;
	}
	return normaliseCode( a ) === normaliseCode( b );
}

/**
 * The published code a value names, in its published spelling, or null.
 *
 * @param value     A code from a cookie, a link or the server.
 * @param published The published languages.
 * @return The published code, or null when it is not one.
 */
export function publishedCode(
	value: string | null | undefined,
	published: readonly string[]
): string | null {
	if ( ! value ) {
		return null;
	}
	const wanted = normaliseCode( value );
	return (
		published.find( ( code ) => normaliseCode( code ) === wanted ) ?? null
	);
}

/**
 * The page's language (docs/language.md "Language addresses"): the first path segment matched against the languages' slugs,
 * otherwise the default language; a language that is not published is the unknown one (docs/language.md, flow step 7).
 *
 * @param pathname        The address's path, e.g. `/de/kontakt/`.
 * @param urlSlugs        Code → slug.
 * @param defaultLanguage The default language's code.
 * @param published       The published languages.
 * @param homePath        The site's own path when it lives in a folder, e.g. `/blog`.
 * @return A published code, or UNKNOWN_LANGUAGE.
 */
export function pageLanguage(
	pathname: string,
	urlSlugs: Readonly< Record< string, string > >,
	defaultLanguage: string,
	published: readonly string[],
	homePath = ''
): string {
	const home = homePath.replace( /\/+$/, '' );
	const path =
		home && pathname.startsWith( home + '/' )
			? pathname.slice( home.length )
			: pathname;
	const segment = decodeSegment(
		path.split( '/' ).filter( Boolean )[ 0 ] ?? ''
	);
	const bySlug = Object.entries( urlSlugs ).find(
		( [ , slug ] ) =>
			slug !== '' && slug.toLowerCase() === segment.toLowerCase()
	);
	const code = bySlug ? bySlug[ 0 ] : defaultLanguage;
	return publishedCode( code, published ) ?? UNKNOWN_LANGUAGE;
}

/**
 * A path segment, percent-decoded when it can be.
 *
 * @param segment The raw segment.
 * @return The decoded segment, or the raw one when it is malformed.
 */
function decodeSegment( segment: string ): string {
	try {
		return decodeURIComponent( segment );
	} catch {
		return segment;
	}
}

/**
 * Whether a link's address is left alone by the language flow (docs/language.md "The flow, step by step"): empty, a fragment, a query,
 * `javascript:`, or the login page.
 *
 * @param href The link's href attribute as written.
 * @return True to ignore it.
 */
export function isIgnoredLink( href: string | null | undefined ): boolean {
	return /^\s*(#|\?|javascript|$)|wp-login\.php/i.test( href ?? '' );
}

/**
 * The published language that best answers what a browser asks for: an exact match first, then
 * the same language in another region (de-AT finds de_DE, de finds de_DE), in the browser's order.
 *
 * @param wanted    Codes, best first (navigator.languages).
 * @param published The published languages.
 * @return A published code, or null when none fits.
 */
export function bestLanguage(
	wanted: readonly string[],
	published: readonly string[]
): string | null {
	for ( const code of wanted ) {
		const exact = publishedCode( code, published );
		if ( exact ) {
			return exact;
		}
		const base = normaliseCode( code ).split( '-' )[ 0 ];
		const sameBase = published.find(
			( candidate ) =>
				normaliseCode( candidate ).split( '-' )[ 0 ] === base
		);
		if ( base && sameBase ) {
			return sameBase;
		}
	}
	return null;
}
