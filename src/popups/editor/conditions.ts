/**
 * Editing a list of display conditions (the "Popup display conditions" panel): pure, so the
 * list's changes are tested without the editor.
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
