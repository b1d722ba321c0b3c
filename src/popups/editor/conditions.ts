/**
 * Editing a list of display conditions (the "Popup display conditions" panel): pure, so the
 * list's changes and the ids field's reading are tested without the editor.
 */
import type { Condition } from './edited-settings';

/** What "Add a condition" appends: the whole site. */
export function newCondition(): Condition {
	return { type: 'site' };
}

/**
 * The list with one condition replaced.
 *
 * @param conditions The list.
 * @param index      Which one.
 * @param next       Its new value.
 */
export function replaceCondition(
	conditions: readonly Condition[],
	index: number,
	next: Condition
): Condition[] {
	return conditions.map( ( item, i ) => ( i === index ? next : item ) );
}

/**
 * The list without one condition.
 *
 * @param conditions The list.
 * @param index      Which one.
 */
export function removeCondition(
	conditions: readonly Condition[],
	index: number
): Condition[] {
	return conditions.filter( ( _, i ) => i !== index );
}

/**
 * The ids typed in the ids field: whole numbers over 0, separated by commas or spaces; anything
 * else is left out.
 *
 * @param text What was typed.
 */
export function idsFromText( text: string ): number[] {
	return text
		.split( /[\s,]+/ )
		.map( Number )
		.filter( ( id ) => Number.isInteger( id ) && id > 0 );
}

/**
 * The ids as the ids field shows them.
 *
 * @param ids The condition's ids, if any.
 */
export function idsText( ids: readonly number[] | undefined ): string {
	return ( ids ?? [] ).join( ', ' );
}
