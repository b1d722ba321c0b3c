/**
 * The visitor's consent to third-party content, by kind (docs/media.md "Consent"): the cookie
 * `frontage_consent` holds the kinds agreed to, comma-separated (`video,maps`), for 30 days,
 * SameSite=Lax, path /, Secure over https. The video facade's click gives `video`; the consent
 * layer around third-party content reads and writes the same cookie through this file.
 */

/** The cookie's name, a public contract. */
export const CONSENT_COOKIE = 'frontage_consent';

/** How long consent lasts. */
export const CONSENT_DAYS = 30;

/** What a kind may be spelt with. */
const KIND = /^[a-z0-9-]+$/;

/**
 * The kinds a cookie header agrees to.
 *
 * @param cookieHeader document.cookie.
 * @return The kinds, well-formed ones only.
 */
export function consentKinds( cookieHeader: string ): string[] {
	for ( const part of cookieHeader.split( ';' ) ) {
		const [ name, value = '' ] = part.trim().split( '=' );
		if ( name === CONSENT_COOKIE ) {
			let text = '';
			try {
				text = decodeURIComponent( value );
			} catch {
				// A value that is not encoded text agrees to nothing.
			}
			return text.split( ',' ).filter( ( kind ) => KIND.test( kind ) );
		}
	}
	return [];
}

/**
 * Whether the visitor agreed to a kind of content.
 *
 * @param kind         The kind, e.g. `video`.
 * @param cookieHeader document.cookie (by default, the page's).
 */
export function hasConsent(
	kind: string,
	cookieHeader: string = document.cookie
): boolean {
	return consentKinds( cookieHeader ).includes( kind );
}

/**
 * The text to assign to document.cookie that stores these kinds.
 *
 * @param kinds The kinds agreed to.
 * @param https Whether the page is served over https.
 */
export function consentCookie( kinds: string[], https: boolean ): string {
	return `${ CONSENT_COOKIE }=${ encodeURIComponent(
		kinds.join( ',' )
	) }; max-age=${ CONSENT_DAYS * 86400 }; path=/; SameSite=Lax${
		https ? '; Secure' : ''
	}`;
}

/**
 * Records the visitor's consent to a kind of content, keeping the kinds agreed to before.
 *
 * @param kind The kind, e.g. `video`.
 */
export function giveConsent( kind: string ): void {
	const kinds = consentKinds( document.cookie );
	if ( KIND.test( kind ) && ! kinds.includes( kind ) ) {
		kinds.push( kind );
	}
	document.cookie = consentCookie(
		kinds,
		window.location.protocol === 'https:'
	);
}
