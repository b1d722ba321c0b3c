/**
 * The offers already made (docs/language.md "The popup and the hello bar"): in popup mode a
 * language is offered once per page and language, whether the visitor answered it or not. The
 * record is `{cookie_name}_offered` in localStorage, one `{code} {path}` line per offer, the
 * latest OFFERS_KEPT. Read by the loader before it loads anything, so an offer already made
 * costs the visitor no popup scripts.
 */

/** How many offers are remembered; the oldest are forgotten first. */
export const OFFERS_KEPT = 50;

/**
 * Whether this offer is made for the first time on this page; records it as made. Without
 * storage (blocked site data, a full quota) every offer is made.
 *
 * @param storage  localStorage, or a function that throws when it is blocked.
 * @param key      The record's name, `{cookie_name}_offered`.
 * @param language The language offered.
 * @param path     The page's path.
 * @return True when the offer is to be shown.
 */
export function firstOffer(
	storage: () => Pick< Storage, 'getItem' | 'setItem' >,
	key: string,
	language: string,
	path: string
): boolean {
	const entry = `${ language } ${ path }`;
	try {
		const store = storage();
		const made = store.getItem( key )?.split( '\n' ) ?? [];
		if ( made.includes( entry ) ) {
			return false;
		}
		made.push( entry );
		store.setItem( key, made.slice( -OFFERS_KEPT ).join( '\n' ) );
	} catch {
		// No storage: the offer is made.
	}
	return true;
}
