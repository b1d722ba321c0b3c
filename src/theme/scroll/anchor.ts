/**
 * What the scroll script accepts from an address (docs/theme.md "Scroll to top and smooth
 * scrolling"): pure, no DOM, so that any hash or parameter can be tested.
 */

/** An element id a hash may name: a letter or underscore, then word characters or hyphens. */
const ID_PATTERN = /^[A-Za-z_][\w-]*$/;

/** A template or post id: digits only, not zero. */
const TEMPLATE_ID_PATTERN = /^[1-9]\d{0,18}$/;

/**
 * The id a hash names, when it is one the script scrolls to.
 *
 * @param hash A location's hash, with or without its `#`.
 * @return The id, or null for an empty hash, a malformed escape or anything that is no id.
 */
export function anchorId( hash: string ): string | null {
	let id = hash.startsWith( '#' ) ? hash.slice( 1 ) : hash;
	try {
		id = decodeURIComponent( id );
	} catch {
		return null;
	}
	return ID_PATTERN.test( id ) ? id : null;
}

/**
 * The template id the server handed over, when it is a number.
 *
 * @param value The attribute's text.
 * @return The id, or null.
 */
export function templateId( value: string | null | undefined ): string | null {
	return value && TEMPLATE_ID_PATTERN.test( value ) ? value : null;
}

/**
 * Where the page must scroll to so that an element's top sits just below what covers the top
 * of the screen (a sticky header, the admin bar).
 *
 * @param elementTop Its top, from the top of the page.
 * @param covered    The height covered at the top of the screen.
 * @return The scroll position, never below 0.
 */
export function topBelowHeader( elementTop: number, covered: number ): number {
	return Math.max( 0, Math.round( elementTop - covered ) );
}

/**
 * Where the page must scroll to so that an element's middle sits mid-screen.
 *
 * @param elementTop    Its top, from the top of the page.
 * @param elementHeight Its height.
 * @param viewHeight    The screen's height.
 * @return The scroll position, never below 0.
 */
export function centred(
	elementTop: number,
	elementHeight: number,
	viewHeight: number
): number {
	return Math.max(
		0,
		Math.round( elementTop + elementHeight / 2 - viewHeight / 2 )
	);
}
