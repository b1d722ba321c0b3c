/**
 * The category picker's logic (docs/search.md "The filters in detail", "Refusals and constants"): the categories as the native
 * select lists them, a contains-match filter, the level drawn, the list's options and height.
 */
import type { ListItem } from './listbox';

/** A category of the picker: one item of the category list (docs/search.md). */
export interface CategoryItem {
	/** catid; '' for "all categories". */
	catid: string;
	/** cattype (may be ''). */
	cattype: string;
	slug: string;
	/** catlevel: 0 for "all", 1 for a top-level category. */
	catlevel: number;
	label: string;
	/** Whether the next category is below this one (the parent icon is drawn). */
	parent: boolean;
}

/** Levels deeper than this are drawn at this level (docs/search.md). */
export const MAX_DRAWN_LEVEL = 9;

/** The list's height when the form gives no other (docs/search.md). */
export const LIST_MAX_HEIGHT = 600;

/** The smallest form that sizes the list by itself. */
export const FORM_MIN_HEIGHT = 200;

/** Kept free between the list's bottom and the form's. */
export const FORM_HEIGHT_MARGIN = 40;

/** The parts of an option the picker reads. */
export interface OptionLike {
	value: string;
	text: string;
	dataset: Record< string, string | undefined >;
}

/**
 * The categories of the native select's options, in tree order.
 *
 * @param options The select's options.
 * @return The items.
 */
export function readCategories(
	options: ArrayLike< OptionLike >
): CategoryItem[] {
	const items = Array.from( options ).map( ( option ) => {
		const level = Number.parseInt( option.dataset.level ?? '', 10 );
		return {
			catid: option.value,
			cattype: option.dataset.type ?? '',
			slug: option.dataset.slug ?? '',
			catlevel: Number.isFinite( level ) && level > 0 ? level : 0,
			label: option.text.trim(),
			parent: false,
		};
	} );
	items.forEach( ( item, at ) => {
		const next = items[ at + 1 ];
		item.parent = !! next && next.catlevel > item.catlevel;
	} );
	return items;
}

/**
 * Folds case and accents, so that "resume" finds "Résumé".
 *
 * @param text The text.
 * @return The folded text.
 */
export function fold( text: string ): string {
	return text
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase()
		.trim();
}

/**
 * The categories whose label contains the query (case and accents ignored); all for an empty
 * query.
 *
 * @param items The categories.
 * @param query What was typed in the filter box.
 * @return The matching categories, in tree order.
 */
export function filterCategories(
	items: readonly CategoryItem[],
	query: string
): CategoryItem[] {
	const needle = fold( query );
	return needle
		? items.filter( ( item ) => fold( item.label ).includes( needle ) )
		: [ ...items ];
}

/**
 * The level a category is drawn at: its own, capped at 9.
 *
 * @param level The category's level.
 * @return 0 to 9.
 */
export function drawnLevel( level: number ): number {
	return Math.max( 0, Math.min( MAX_DRAWN_LEVEL, Math.floor( level ) ) );
}

/**
 * The list's maximum height (docs/search.md): 600 px, or the form's height minus 40 when the form is
 * 200 to 600 px tall.
 *
 * @param formHeight The form's height in pixels.
 * @return The maximum height in pixels.
 */
export function listMaxHeight( formHeight: number ): number {
	return formHeight >= FORM_MIN_HEIGHT && formHeight <= LIST_MAX_HEIGHT
		? formHeight - FORM_HEIGHT_MARGIN
		: LIST_MAX_HEIGHT;
}

/**
 * The picker's options for what the visitor typed: the matching categories, the chosen one
 * selected, each drawn at its level, parents marked.
 *
 * @param items  The categories.
 * @param text   The filter box's text.
 * @param chosen The chosen catid.
 * @return The options.
 */
export function categoryOptions(
	items: readonly CategoryItem[],
	text: string,
	chosen: string
): ListItem[] {
	return filterCategories( items, text ).map( ( item ) => ( {
		value: item.catid,
		label: item.label,
		selected: item.catid === chosen,
		className: [
			`is-level-${ drawnLevel( item.catlevel ) }`,
			item.parent ? 'is-parent' : '',
		]
			.filter( Boolean )
			.join( ' ' ),
		style: `--frontage-level: ${ drawnLevel( item.catlevel ) }`,
	} ) );
}
