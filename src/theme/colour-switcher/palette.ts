/**
 * The colour switcher's decision and cookie (docs/theme.md "Colour switcher"), shared by the
 * inline head script (./index.ts) and the block's view script. Pure: the cookie header and the
 * system's preference are passed in.
 */

/** The cookie that keeps the visitor's choice (Colour_Switcher::COOKIE). */
export const COOKIE = 'frontage_palette';

/** Its values: the switched palette, or the theme's. Anything else is ignored. */
export const SWITCHED = 'switched';
export const NOT_SWITCHED = 'default';

/** The attribute on <html> that the palette's CSS is keyed on (value SWITCHED). */
export const ATTRIBUTE = 'data-frontage-palette';

/** The cookie's lifetime: 90 days. */
export const COOKIE_SECONDS = 90 * 86400;

/** What a visitor who has not chosen sees (Colour_Switcher_Options::MODES). */
export type Mode = 'light' | 'dark' | 'system';

/**
 * The visitor's stored choice: true for the switched palette, false for the theme's, null when
 * the cookie is missing or holds anything else.
 *
 * @param cookies The page's cookies, as `document.cookie` gives them.
 */
export function storedChoice( cookies: string ): boolean | null {
	const match = new RegExp( `(?:^|;\\s*)${ COOKIE }=([^;]*)` ).exec(
		cookies
	);
	const value = match ? match[ 1 ].trim() : '';
	if ( value === SWITCHED ) {
		return true;
	}
	return value === NOT_SWITCHED ? false : null;
}

/**
 * Whether the switched palette shows: the stored choice; without one, the default mode
 * (`dark`: switched; `system`: switched when the system prefers dark; anything else: not).
 *
 * @param mode       The switcher's default mode.
 * @param stored     The stored choice (storedChoice()).
 * @param systemDark Whether the system prefers a dark scheme.
 */
export function isSwitched(
	mode: string | undefined,
	stored: boolean | null,
	systemDark: boolean
): boolean {
	if ( stored !== null ) {
		return stored;
	}
	return mode === 'dark' || ( mode === 'system' && systemDark );
}

/**
 * The assignment to `document.cookie` that keeps a choice for 90 days, for the whole site;
 * Secure over https.
 *
 * @param switched Whether the switched palette was chosen.
 * @param https    Whether the page was served over https.
 */
export function choiceCookie( switched: boolean, https: boolean ): string {
	return [
		`${ COOKIE }=${ switched ? SWITCHED : NOT_SWITCHED }`,
		'path=/',
		`max-age=${ COOKIE_SECONDS }`,
		'SameSite=Lax',
		...( https ? [ 'Secure' ] : [] ),
	].join( '; ' );
}

/**
 * Shows one palette or the other: sets or removes the attribute on <html>.
 *
 * @param root     The <html> element.
 * @param switched Whether the switched palette shows.
 */
export function applyPalette( root: Element, switched: boolean ): void {
	if ( switched ) {
		root.setAttribute( ATTRIBUTE, SWITCHED );
	} else {
		root.removeAttribute( ATTRIBUTE );
	}
}
