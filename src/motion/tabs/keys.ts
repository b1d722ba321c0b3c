/**
 * Which tab a key moves to in the Tabs block's tab list (docs/motion.md "Tabs"): the arrow keys
 * move to the next or previous tab, wrapping round (mirrored for a right-to-left text), Home and
 * End to the first and last; any other key moves nowhere.
 */

/**
 * The tab a key moves to.
 *
 * @param key     The key (KeyboardEvent.key).
 * @param current The focused tab's index.
 * @param count   How many tabs there are.
 * @param rtl     Whether the list reads right to left.
 * @return The tab's index, or null when the key is not one of the list's.
 */
export function tabAfterKey(
	key: string,
	current: number,
	count: number,
	rtl = false
): number | null {
	if ( count < 1 ) {
		return null;
	}
	const step = { ArrowRight: 1, ArrowLeft: -1 }[ key ];
	if ( step !== undefined ) {
		return (
			( ( ( current + ( rtl ? -step : step ) ) % count ) + count ) % count
		);
	}
	if ( key === 'Home' ) {
		return 0;
	}
	return key === 'End' ? count - 1 : null;
}
