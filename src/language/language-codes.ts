/**
 * Language codes as the language flow compares them (SPEC §4 Language flow, §5 Language): pure
 * functions, no DOM, shared by the head script and the popup.
 */

/** What the page language is when it is not published (§5); equal to any code (§4 step 7). */
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
 * Whether two codes name the same language (§4 step 7): case and `_`/`-` do not matter, and the
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
 * The page's language (§2.4): the first path segment matched against the languages' slugs,
 * otherwise the default language; a language that is not published is the unknown one (§5).
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
 * Whether a link's address is left alone by the language flow (§5): empty, a fragment, a query,
 * `javascript:`, or the login page.
 *
 * @param href The link's href attribute as written.
 * @return True to ignore it.
 */
export function isIgnoredLink( href: string | null | undefined ): boolean {
	const value = ( href ?? '' ).trim();
	return (
		value === '' ||
		value.startsWith( '#' ) ||
		value.startsWith( '?' ) ||
		value.toLowerCase().startsWith( 'javascript' ) ||
		value.includes( 'wp-login.php' )
	);
}

/** One language a browser asks for, with its weight. */
export interface LanguagePreference {
	code: string;
	q: number;
}

/** The most entries of an Accept-Language header read; the rest is ignored (bad input). */
const MAX_PREFERENCES = 20;

/**
 * The languages an Accept-Language header asks for, best first (equal weights keep their order).
 * Malformed entries, `*` and weights of 0 are left out; a huge header is read in part only.
 *
 * @param header The header, e.g. `de-AT,de;q=0.9,en;q=0.5`.
 * @return The preferences.
 */
export function parseAcceptLanguage( header: string ): LanguagePreference[] {
	const preferences: LanguagePreference[] = [];
	for ( const part of header.slice( 0, 4096 ).split( ',' ) ) {
		if ( preferences.length >= MAX_PREFERENCES ) {
			break;
		}
		const [ tag, ...params ] = part.trim().split( ';' );
		const code = tag.trim();
		if ( ! /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i.test( code ) ) {
			continue;
		}
		let q = 1;
		for ( const param of params ) {
			const match = /^\s*q\s*=\s*([01](\.\d{0,3})?)\s*$/i.exec( param );
			if ( match ) {
				q = Math.min( 1, Number( match[ 1 ] ) );
			}
		}
		if ( q > 0 ) {
			preferences.push( { code, q } );
		}
	}
	return preferences
		.map( ( preference, index ) => ( { preference, index } ) )
		.sort(
			( a, b ) => b.preference.q - a.preference.q || a.index - b.index
		)
		.map( ( { preference } ) => preference );
}

/**
 * The published language that best answers what a browser asks for: an exact match first, then
 * the same language in another region (de-AT finds de_DE, de finds de_DE), in the browser's order.
 *
 * @param wanted    Codes, best first (navigator.languages, or parsed Accept-Language).
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
