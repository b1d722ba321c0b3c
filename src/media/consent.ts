/**
 * The visitor's consent to third-party content, by kind (docs/media.md "Consent"): the cookie
 * `frontage_consent` holds the kinds agreed to, comma-separated (`video,map`), for 30 days,
 * SameSite=Lax, path /, Secure over https. The video facade's click gives `video`; the consent
 * layer around third-party content reads and writes the same cookie through this file. When a
 * consent plugin answers through the WP Consent API, it is asked and told instead, as the server
 * does (includes/media/class-consent.php).
 */

/** The cookie's name, a public contract. */
export const CONSENT_COOKIE = 'frontage_consent';

/** How long consent lasts. */
export const CONSENT_DAYS = 30;

/** What a kind may be spelt with. */
const KIND = /^[a-z0-9-]+$/;

/** The WP Consent API's category of the kinds that are not `marketing` (docs/media.md "Consent"). */
const CATEGORIES: Record< string, string > = { recaptcha: 'functional' };

/** The WP Consent API as its script defines it on the page. */
interface ConsentApi {
	wp_has_consent: ( category: string ) => boolean;
	wp_set_consent?: ( category: string, value: string ) => void;
	wp_consent_type?: string;
	wp_fallback_consent_type?: string;
}

/**
 * The WP Consent API, when a consent plugin is in charge: the API is on the page and a consent
 * type is set (without one, the API says yes to everything).
 */
function consentApi(): ConsentApi | null {
	const api = window as unknown as Partial< ConsentApi >;
	return typeof api.wp_has_consent === 'function' &&
		( api.wp_consent_type || api.wp_fallback_consent_type )
		? ( api as ConsentApi )
		: null;
}

/**
 * The WP Consent API category a kind is asked about.
 *
 * @param kind The kind, e.g. `video`.
 */
export function consentCategory( kind: string ): string {
	return CATEGORIES[ kind ] ?? 'marketing';
}

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
 * Whether the visitor agreed to a kind of content: the consent plugin's answer when one is in
 * charge, else the cookie.
 *
 * @param kind         The kind, e.g. `video`.
 * @param cookieHeader document.cookie (by default, the page's).
 * @param category     The WP Consent API category the server named for it, if any.
 */
export function hasConsent(
	kind: string,
	cookieHeader: string = document.cookie,
	category?: string
): boolean {
	const api = consentApi();
	if ( api ) {
		return api.wp_has_consent( category || consentCategory( kind ) );
	}
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
 * Records the visitor's consent to a kind of content, keeping the kinds agreed to before; tells
 * the consent plugin instead when one is in charge.
 *
 * @param kind     The kind, e.g. `video`.
 * @param category The WP Consent API category the server named for it, if any.
 */
export function giveConsent( kind: string, category?: string ): void {
	const api = consentApi();
	if ( api?.wp_set_consent ) {
		api.wp_set_consent( category || consentCategory( kind ), 'allow' );
		return;
	}
	const kinds = consentKinds( document.cookie );
	if ( KIND.test( kind ) && ! kinds.includes( kind ) ) {
		kinds.push( kind );
	}
	document.cookie = consentCookie(
		kinds,
		window.location.protocol === 'https:'
	);
}

/**
 * A click that plays a third-party player (the video facade, the video gallery's YouTube player)
 * is the visitor's consent to its kind while the owner blocks such players: recorded here, the
 * same way for both, unless the visitor (or the consent plugin) agreed already.
 *
 * @param kind     The kind the player's markup names (`data-consent`), none while blocking is off.
 * @param category The WP Consent API category the server named for it (`data-consent-category`), if any.
 */
export function consentByPlaying( kind?: string, category?: string ): void {
	if ( kind && ! hasConsent( kind, document.cookie, category ) ) {
		giveConsent( kind, category );
	}
}
