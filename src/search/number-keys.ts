/**
 * Which keys a size box accepts (docs/search.md "Refusals and constants": number inputs block non-numeric keys except backspace
 * and delete).
 *
 * Only characters are blocked: a key that would type something other than a digit or the decimal
 * point (sizes may be decimals: 1.5 mb). Named keys that type nothing all pass, so a keyboard
 * user can still leave the field (Tab, Shift+Tab,
 * Escape), move in it (arrows, Home, End), submit the form (Enter) and use the browser (F-keys).
 * Shortcuts with Ctrl, Cmd or Alt pass too (select all, copy, paste, undo, access keys), except
 * Ctrl+Alt together: that is AltGr on Windows keyboards, which types characters such as @ or €.
 * Whatever slips in (a paste, a Mac Option character) is caught when the form is submitted: the
 * size is then not a number and validation alerts.
 */

/** Keys always allowed in a number field (docs/search.md). */
export const EDITING_KEYS: readonly string[] = [ 'Backspace', 'Delete' ];

/** The parts of a keydown event this needs; a React or DOM KeyboardEvent fits. */
export interface KeyPress {
	key: string;
	ctrlKey?: boolean;
	metaKey?: boolean;
	altKey?: boolean;
}

/**
 * Whether a number box lets a keydown through.
 *
 * @param event The key pressed, with its modifiers.
 * @return True to let it through; false to prevent it.
 */
export function isAllowedNumberKey( event: KeyPress ): boolean {
	const { key } = event;
	if ( /^[0-9.]$/.test( key ) || EDITING_KEYS.includes( key ) ) {
		return true;
	}
	const altGr = Boolean( event.ctrlKey && event.altKey && ! event.metaKey );
	if ( ! altGr && ( event.ctrlKey || event.metaKey || event.altKey ) ) {
		return true;
	}
	// A single character types something; longer values name keys (Tab, ArrowLeft, Enter...).
	return [ ...key ].length > 1;
}

/**
 * Whether a key may be typed in a size box (docs/search.md "Sizes"): what a number box takes,
 * plus the comma, the space and the letters of the units (k, m, g, i, b), so that "1,5 MB" can
 * be typed.
 *
 * @param event The key pressed.
 * @return False when the key would type anything else.
 */
export function isAllowedSizeKey( event: KeyPress ): boolean {
	return /^[,\skmgib]$/i.test( event.key ) || isAllowedNumberKey( event );
}
