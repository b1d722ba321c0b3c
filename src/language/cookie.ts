/**
 * The language cookie (SPEC §3 cookie_name, cookie_age, cookie_path; §9: SameSite=Lax): reading
 * it back as a published code only, and writing it.
 */
import { publishedCode } from './language-codes';

export interface CookieSettings {
	name: string;
	/** Lifetime in days. */
	ageDays: number;
	path: string;
}

/**
 * The published language a cookie header holds for the cookie's name, or null (§5: a cookie is
 * trusted only if its value is published; malformed or foreign values are ignored).
 *
 * @param cookieHeader document.cookie.
 * @param name         The cookie's name.
 * @param published    The published languages.
 * @return The published code, or null.
 */
export function readLanguageCookie(
	cookieHeader: string,
	name: string,
	published: readonly string[]
): string | null {
	for ( const part of cookieHeader.split( ';' ) ) {
		const index = part.indexOf( '=' );
		if ( index < 0 || part.slice( 0, index ).trim() !== name ) {
			continue;
		}
		let value = part.slice( index + 1 ).trim();
		try {
			value = decodeURIComponent( value );
		} catch {
			return null;
		}
		return publishedCode( value, published );
	}
	return null;
}

/**
 * The Set-Cookie text for document.cookie: the code, its lifetime, path, SameSite=Lax, and
 * Secure over https.
 *
 * @param settings The cookie's name, lifetime and path.
 * @param code     The language code.
 * @param https    Whether the page is served over https.
 * @return The string to assign to document.cookie.
 */
export function languageCookie(
	settings: CookieSettings,
	code: string,
	https: boolean
): string {
	const days =
		Number.isFinite( settings.ageDays ) && settings.ageDays > 0
			? settings.ageDays
			: 30;
	const path = settings.path.startsWith( '/' ) ? settings.path : '/';
	return [
		`${ settings.name }=${ encodeURIComponent( code ) }`,
		`Max-Age=${ Math.round( days * 86400 ) }`,
		`Path=${ path }`,
		'SameSite=Lax',
		...( https ? [ 'Secure' ] : [] ),
	].join( '; ' );
}
