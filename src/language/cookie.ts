/**
 * The language cookie (docs/language.md "The settings": cookie_name, cookie_age, cookie_path; SameSite=Lax): reading
 * it back as a published code only, and writing it.
 */
import { publishedCode } from './language-codes';

/** The cookie's settings, as the language configuration names them. */
export interface CookieSettings {
	cookie_name: string;
	/** Lifetime in days. */
	cookie_age: number;
	cookie_path: string;
}

/**
 * The published language a cookie header holds for the cookie's name, or null (docs/language.md "The flow, step by step": a cookie is
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
	return publishedCode( cookieValue( cookieHeader, name ), published );
}

/**
 * A cookie's decoded value, or '' when it is missing or malformed.
 *
 * @param cookieHeader document.cookie.
 * @param name         The cookie's name.
 */
function cookieValue( cookieHeader: string, name: string ): string {
	for ( const part of cookieHeader.split( ';' ) ) {
		const index = part.indexOf( '=' );
		if ( index > 0 && part.slice( 0, index ).trim() === name ) {
			try {
				return decodeURIComponent( part.slice( index + 1 ).trim() );
			} catch {
				return '';
			}
		}
	}
	return '';
}

/**
 * The Set-Cookie text for document.cookie: the code, its lifetime, path, SameSite=Lax, and
 * Secure over https. The lifetime and path come cleaned from Language_Settings.
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
	return `${ settings.cookie_name }=${ encodeURIComponent(
		code
	) }; Max-Age=${ settings.cookie_age * 86400 }; Path=${
		settings.cookie_path
	}; SameSite=Lax${ https ? '; Secure' : '' }`;
}

/**
 * The name of the mark set beside the language cookie when the language in it is the visitor's
 * own choice (an answered offer, a click on a language link) rather than a guess the flow stored
 * first (docs/language.md, flow step 4). Written for themes and scripts that want to tell the
 * two apart; the flow decides the same either way.
 */
export const CHOSEN_SUFFIX = '_chosen';
