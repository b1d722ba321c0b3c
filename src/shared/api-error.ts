/**
 * Turns whatever `@wordpress/api-fetch` rejected with into one sentence a person can act on.
 *
 * api-fetch rejects with the REST error body (`{ code, message, data }`) when the server answered,
 * and with an `Error` or a `{ code: 'fetch_error' }` object when it could not be reached.
 *
 * @param error    What the request rejected with.
 * @param fallback The sentence to show when the error carries none.
 * @return The message to show.
 */
export function apiErrorMessage( error: unknown, fallback: string ): string {
	if ( typeof error === 'string' && error.trim() ) {
		return error.trim();
	}
	if ( error && typeof error === 'object' ) {
		const { message, code } = error as {
			message?: unknown;
			code?: unknown;
		};
		if ( typeof message === 'string' && message.trim() ) {
			return stripTags( message ).trim();
		}
		if ( typeof code === 'string' && code.trim() ) {
			return `${ fallback } (${ code })`;
		}
	}
	return fallback;
}

/**
 * REST messages may carry markup (WordPress wraps some in <strong> or <code>); a notice shows text.
 *
 * @param html A message that may contain tags.
 * @return The message without tags.
 */
function stripTags( html: string ): string {
	return html.replace( /<[^>]*>/g, '' );
}
