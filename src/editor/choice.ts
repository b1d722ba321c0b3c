/**
 * What a choice made in the insert modal becomes: a shortcode for the classic editor (the
 * shortcodes of docs/editor.md, which also work in widgets), or an id for a block.
 */
import type { InsertChoice, InsertMode } from './types';

const ID = /^[1-9]\d{0,15}$/;

/**
 * The shortcode for a choice.
 *
 * @param choice The frame's insert message.
 * @return `[frontage_file id="12"]`, `[frontage_category id="3"]` or `[frontage_search]`; an empty
 *         string for a choice without a usable id.
 */
export function shortcodeFor( choice: InsertChoice ): string {
	if ( choice.kind === 'search' ) {
		return '[frontage_search]';
	}
	const id =
		choice.kind === 'file'
			? choice.wpfd_file_id
			: choice.wpfd_selected_category_id;
	if ( ! ID.test( id ) ) {
		return '';
	}
	return choice.kind === 'file'
		? `[frontage_file id="${ id }"]`
		: `[frontage_category id="${ id }"]`;
}

/**
 * The id a choice carries for a mode.
 *
 * @param choice The frame's insert message.
 * @param mode   What the block asked for.
 * @return The id, or 0 when the choice is of another kind or has no usable id.
 */
export function chosenId(
	choice: InsertChoice,
	mode: Exclude< InsertMode, 'both' >
): number {
	let text = '';
	if ( mode === 'file' && choice.kind === 'file' ) {
		text = choice.wpfd_file_id;
	} else if ( mode === 'category' && choice.kind === 'category' ) {
		text = choice.wpfd_selected_category_id;
	}
	return ID.test( text ) ? Number( text ) : 0;
}
