/**
 * The modal's "don't show again" cookie (docs/popups.md "The modal block"): its name, whether it is set, and the
 * string to assign to `document.cookie` to set it. Pure: the cookie header is passed in.
 */

/** The cookie's name is this prefix and the modal's id, as the modal popup names it. */
export const COOKIE_PREFIX = 'uael-modal-popup-';

const SECONDS_PER_DAY = 86400;

/**
 * The cookie's name for a modal.
 *
 * @param modalId The modal's id.
 * @return The cookie name.
 */
export function modalCookieName( modalId: string ): string {
	return COOKIE_PREFIX + modalId;
}

/**
 * Whether a modal's cookie is set.
 *
 * @param cookies The page's cookies, as `document.cookie` gives them.
 * @param modalId The modal's id.
 * @return True when the cookie is present.
 */
export function hasModalCookie( cookies: string, modalId: string ): boolean {
	const name = modalCookieName( modalId );
	return cookies
		.split( ';' )
		.some( ( cookie ) => cookie.trim().split( '=' )[ 0 ] === name );
}

/**
 * The assignment to `document.cookie` that sets a modal's cookie for the whole site. Secure only
 * over https (docs/popups.md "The modal block"), where a secure cookie can be read back.
 *
 * @param modalId The modal's id.
 * @param days    Lifetime in days; 0 makes it last until the browser closes.
 * @param https   Whether the page was served over https.
 * @return The cookie string.
 */
export function modalCookie(
	modalId: string,
	days: number,
	https: boolean
): string {
	return [
		`${ modalCookieName( modalId ) }=true`,
		'path=/',
		...( days > 0 ? [ `max-age=${ days * SECONDS_PER_DAY }` ] : [] ),
		'SameSite=Lax',
		...( https ? [ 'Secure' ] : [] ),
	].join( '; ' );
}
