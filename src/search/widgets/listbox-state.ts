/**
 * The pure part of a combobox's list (listbox.ts): which option is active, where the arrow keys
 * move it, and what the status line says for a number of options (docs/search.md, the
 * autocomplete messages). No DOM.
 */
import { fill } from './dom';

/** The messages of the status line. */
export interface ListMessages {
	noResults: string;
	oneResult: string;
	manyResults: string;
}

/**
 * What the status line says for this many options.
 *
 * @param messages The status messages.
 * @param count    How many options are shown.
 * @return The message: none, one, or the count filled in.
 */
export function statusMessage( messages: ListMessages, count: number ): string {
	if ( count === 0 ) {
		return messages.noResults;
	}
	if ( count === 1 ) {
		return messages.oneResult;
	}
	return fill( messages.manyResults, count );
}

/**
 * The active option's index kept inside the list.
 *
 * @param index The index asked for.
 * @param count How many options are shown.
 * @return An index of the list, or -1 for an empty list.
 */
export function clampActive( index: number, count: number ): number {
	return count ? Math.max( 0, Math.min( index, count - 1 ) ) : -1;
}

/**
 * The option an arrow key moves to: the next or the one before; Up with none active goes to
 * the last.
 *
 * @param active The active option's index, -1 for none.
 * @param key    'ArrowDown' or 'ArrowUp'.
 * @param count  How many options are shown.
 * @return The index to activate (clampActive keeps it in the list).
 */
export function arrowTarget(
	active: number,
	key: 'ArrowDown' | 'ArrowUp',
	count: number
): number {
	const step = key === 'ArrowDown' ? 1 : -1;
	return active < 0 && step < 0 ? count - 1 : active + step;
}

/**
 * The option active when a list is shown: the one asked for, else the first selected of a
 * single-choice list, else the first.
 *
 * @param items    The options' selected states.
 * @param multiple Whether several options can be selected.
 * @param active   The index asked for, if any.
 * @return The index.
 */
export function firstActive(
	items: ReadonlyArray< { selected?: boolean } >,
	multiple: boolean,
	active?: number
): number {
	const firstSelected = items.findIndex( ( item ) => item.selected );
	return active ?? ( multiple || firstSelected < 0 ? 0 : firstSelected );
}
