/**
 * What a launcher in the block editor opens and what its pick fills (docs/editor.md "The launch
 * class in the block editor"): inside a File or File category block, the modal opens on that
 * block's choice and the pick fills that block; anywhere else in the block editor, the pick comes
 * in as a new block after the launcher's block (or at the inserter's place). Pure: the block is
 * described by its name and attributes, read from the editor's store by ./index.ts.
 */
import {
	CATEGORY_BLOCK,
	FILE_BLOCK,
	categoryFieldsFromChoice,
	fieldsForBlock,
	fileFieldsFromChoice,
} from './block-fields';
import type { InsertChoice, InsertModalOptions } from './types';

/** The File search block, which the classic variant's "Insert file search" gives. */
export const SEARCH_BLOCK = 'frontage/file-search';

/** The block a launcher sits in, as the editor's store has it. */
export interface LaunchBlock {
	clientId: string;
	name: string | null;
	attributes: Record< string, unknown > | null;
}

/** What to do with a pick. */
export type InsertPlan =
	| { update: string; attributes: Record< string, unknown > }
	| {
			insert: { name: string; attributes: Record< string, unknown > };
			/** The block to insert after; none: at the inserter's place. */
			after: string | null;
	  };

/**
 * The modal options a launcher's block gives, before the launcher's own data attributes.
 *
 * @param block The block the launcher sits in, if any.
 * @return For a File block: file mode on its file; for a File category block: category mode on its
 *         category; the page-builder variant either way. Nothing for other blocks.
 */
export function blockLaunchOptions(
	block: LaunchBlock | null
): InsertModalOptions {
	const attributes = block?.attributes ?? {};
	if ( block?.name === FILE_BLOCK ) {
		return withId(
			{ mode: 'file', pageBuilder: true },
			'fileId',
			attributes.fileId
		);
	}
	if ( block?.name === CATEGORY_BLOCK ) {
		return withId(
			{ mode: 'category', pageBuilder: true },
			'categoryId',
			attributes.categoryId
		);
	}
	return {};
}

/**
 * What a pick does in the block editor.
 *
 * @param block  The block the launcher sits in, if any.
 * @param choice The frame's insert message.
 * @return Update the launcher's block when it is ours and the pick is of its kind; else insert
 *         the block the pick stands for. Null for a choice without a usable id.
 */
export function planInsert(
	block: LaunchBlock | null,
	choice: InsertChoice
): InsertPlan | null {
	const fields = block ? fieldsForBlock( block.name, choice ) : null;
	if ( block && fields ) {
		return { update: block.clientId, attributes: fields };
	}
	const after = block?.clientId ?? null;
	if ( choice.kind === 'search' ) {
		return { insert: { name: SEARCH_BLOCK, attributes: {} }, after };
	}
	const file = fileFieldsFromChoice( choice );
	if ( file ) {
		return { insert: { name: FILE_BLOCK, attributes: file }, after };
	}
	const category = categoryFieldsFromChoice( choice );
	if ( category ) {
		return {
			insert: { name: CATEGORY_BLOCK, attributes: category },
			after,
		};
	}
	return null;
}

/**
 * Options with an id added when the value is one.
 *
 * @param options The options.
 * @param key     fileId or categoryId.
 * @param value   The block's attribute.
 * @return The options.
 */
function withId(
	options: InsertModalOptions,
	key: 'fileId' | 'categoryId',
	value: unknown
): InsertModalOptions {
	if (
		typeof value === 'number' &&
		Number.isSafeInteger( value ) &&
		value > 0
	) {
		options[ key ] = value;
	}
	return options;
}
