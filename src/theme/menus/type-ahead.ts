/**
 * Type-ahead in a menu (docs/theme.md "Menus", keyboard map): letters typed within a second of
 * each other make one word; focus moves to the next item whose label starts with it.
 */

/** A pause longer than this starts a new word, ms. */
export const TYPE_AHEAD_RESET = 1000;

/**
 * A typing buffer that forgets what was typed after a pause.
 *
 * @param reset The pause that starts a new word, ms.
 * @param now   The clock.
 * @return Adds a key and gives the word so far, lower-case.
 */
export function typeAhead(
	reset: number = TYPE_AHEAD_RESET,
	now: () => number = Date.now
): ( key: string ) => string {
	let word = '';
	let last = -Infinity;
	return ( key ) => {
		const time = now();
		word = ( time - last > reset ? '' : word ) + key.toLowerCase();
		last = time;
		return word;
	};
}

/**
 * The item the word moves to: the first label from the next item on (from the current one when
 * the word grows, so "pr" stays on "Products"), wrapping; a letter typed again and again cycles
 * through the items starting with it.
 *
 * @param labels  The items' labels, in order.
 * @param current The focused item's index (-1 for none).
 * @param word    The word typed so far.
 * @return The index to focus, or -1.
 */
export function nextMatch(
	labels: string[],
	current: number,
	word: string
): number {
	const find = ( prefix: string, from: number ) => {
		for ( let step = 0; step < labels.length; step++ ) {
			const index = ( from + step ) % labels.length;
			if ( labels[ index ].trim().toLowerCase().startsWith( prefix ) ) {
				return index;
			}
		}
		return -1;
	};
	if ( word.length > 1 ) {
		const found = find( word, Math.max( current, 0 ) );
		if ( found >= 0 || ! /^(.)\1+$/u.test( word ) ) {
			return found;
		}
	}
	return find( word.charAt( 0 ), current + 1 );
}
