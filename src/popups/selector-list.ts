/**
 * The lists of selectors and names that site owners type into the modal's settings: the elements
 * whose appearance opens it (`scroll-element`) and the classes or ids whose click opens it
 * (`custom`, `custom-id`). Pure string handling; the view script runs the selectors.
 */

/** docs/popups.md "The modal block": what the console says about a selector the browser rejects. */
export const INVALID_SELECTOR_MESSAGE = 'Invalid selector in Modal Popup';

/** docs/popups.md "The modal block": an entry holding a script tag is dropped, however it is spelled. */
const SCRIPT_TAG = /<\s*script/i;

/**
 * Splits a comma-separated list of selectors, dropping blank entries and entries that contain a
 * script tag (docs/popups.md "The modal block"). Commas inside parentheses, brackets or quotes belong to their selector,
 * so `:is(h2, h3)` and `[data-x="a,b"]` stay whole.
 *
 * @param list What the owner typed.
 * @return The selectors, trimmed. Whether each is valid is for the browser to say.
 */
export function splitSelectorList( list: string ): string[] {
	const entries: string[] = [];
	let current = '';
	let depth = 0;
	let quote = '';
	for ( const character of list ) {
		if ( quote ) {
			if ( character === quote ) {
				quote = '';
			}
		} else if ( character === '"' || character === "'" ) {
			quote = character;
		} else if ( character === '(' || character === '[' ) {
			depth += 1;
		} else if ( character === ')' || character === ']' ) {
			depth = Math.max( 0, depth - 1 );
		} else if ( character === ',' && depth === 0 ) {
			entries.push( current );
			current = '';
			continue;
		}
		current += character;
	}
	entries.push( current );
	return entries
		.map( ( entry ) => entry.trim() )
		.filter( ( entry ) => entry !== '' && ! SCRIPT_TAG.test( entry ) );
}

/**
 * Turns a comma-separated list of class names or ids into selectors. A leading `.` or `#` that
 * the owner typed is accepted; names with characters that cannot be a plain class name or id
 * are dropped rather than turned into selectors that could match something else.
 *
 * @param list What the owner typed, e.g. `open-offer, .newsletter-link`.
 * @param kind Whether the names are classes or ids.
 * @return Selectors such as `.open-offer`.
 */
export function namesToSelectors(
	list: string,
	kind: 'class' | 'id'
): string[] {
	const prefix = kind === 'class' ? '.' : '#';
	return list
		.split( ',' )
		.map( ( name ) => name.trim().replace( /^[.#]/, '' ) )
		.filter( ( name ) => /^-?[A-Za-z_][\w-]*$/.test( name ) )
		.map( ( name ) => prefix + name );
}
