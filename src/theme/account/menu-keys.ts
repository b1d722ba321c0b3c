/**
 * What a key does in the account menu (docs/theme.md "Account menu and login popup"): the item
 * to focus next, `close`, or nothing. Pure, so it is tested without a page.
 */

export type MenuMove = number | 'close' | null;

/**
 * The move a key makes in a menu of items.
 *
 * @param key     KeyboardEvent.key.
 * @param current The focused item's index (-1: none).
 * @param labels  The items' visible text, in order.
 * @return The index to focus, `close` (Escape), or null when the key is not the menu's.
 */
export function menuMove(
	key: string,
	current: number,
	labels: readonly string[]
): MenuMove {
	const count = labels.length;
	if ( key === 'Escape' ) {
		return 'close';
	}
	if ( count === 0 ) {
		return null;
	}
	switch ( key ) {
		case 'ArrowDown':
			return ( current + 1 + count ) % count;
		case 'ArrowUp':
			return current < 0 ? count - 1 : ( current - 1 + count ) % count;
		case 'Home':
		case 'PageUp':
			return 0;
		case 'End':
		case 'PageDown':
			return count - 1;
	}
	return typeAhead( key, current, labels );
}

/**
 * A printable character moves to the next item whose text starts with it, after the current one.
 *
 * @param key     The key.
 * @param current The focused item's index.
 * @param labels  The items' text.
 * @return The index, or null.
 */
function typeAhead(
	key: string,
	current: number,
	labels: readonly string[]
): number | null {
	if ( [ ...key ].length !== 1 || key.trim() === '' ) {
		return null;
	}
	const letter = key.toLocaleLowerCase();
	for ( let step = 1; step <= labels.length; step++ ) {
		const index = ( current + step + labels.length ) % labels.length;
		if ( labels[ index ].trim().toLocaleLowerCase().startsWith( letter ) ) {
			return index;
		}
	}
	return null;
}
