/**
 * The page-builder settings fields the File and File category blocks keep (docs/editor.md
 * "Settings fields"): `wpfd_file_id`, `wpfd_category_id` and `wpfd_file_name` on the File block,
 * `wpfd_selected_category_id` and `wpfd_selected_category_name` on the File category block.
 *
 * `fileId` and `categoryId` are the one source of truth (what the server renders); the `wpfd_*`
 * fields follow them. Every change of the choice goes through the functions below, so both are
 * set in one `setAttributes()`, and blocks saved before the fields existed (or whose fields
 * disagree with the id) are brought in line when the editor reads them (syncedFileFields(),
 * syncedCategoryFields(), used by the blocks' migrations). Pure: no DOM, no WordPress.
 */
import type { InsertChoice } from '../files/insert-messages';

/** The File block's choice: its id and the three fields of a picked file. */
export type FileFields = {
	fileId: number;
	/** The file's id as a decimal string, '' for none. */
	wpfd_file_id: string;
	/** The id of the category the file is in, '' when unknown or none. */
	wpfd_category_id: string;
	/** The file's title as plain text, '' when unknown. */
	wpfd_file_name: string;
};

/** The File category block's choice: its id and the two fields of a picked category. */
export type CategoryFields = {
	categoryId: number;
	/** The category's id as a decimal string, '' for none. */
	wpfd_selected_category_id: string;
	/** The category's name as plain text, '' when unknown. */
	wpfd_selected_category_name: string;
};

/** What the editor knows of a listed file or category (the sidebar's list). */
export interface KnownItem {
	/** The plain title or name. */
	name?: string;
	/** A file's category (0: none). */
	categoryId?: number;
}

/** The blocks' names, which the launch class fills (./launch-target.ts). */
export const FILE_BLOCK = 'frontage/file';
export const CATEGORY_BLOCK = 'frontage/file-category';

/** An id as the fields carry it: a positive integer in decimal, no sign, no leading zero. */
const ID = /^[1-9]\d{0,15}$/;

/**
 * The File block's attributes for a file picked in the insert modal.
 *
 * @param choice The frame's insert message.
 * @return The id and the three fields, or null for a choice that is not a file with a usable id.
 */
export function fileFieldsFromChoice(
	choice: InsertChoice
): FileFields | null {
	if ( choice.kind !== 'file' || ! ID.test( choice.wpfd_file_id ) ) {
		return null;
	}
	return {
		fileId: Number( choice.wpfd_file_id ),
		wpfd_file_id: choice.wpfd_file_id,
		wpfd_category_id: ID.test( choice.wpfd_category_id )
			? choice.wpfd_category_id
			: '',
		wpfd_file_name: choice.wpfd_file_name,
	};
}

/**
 * The File category block's attributes for a category picked in the insert modal.
 *
 * @param choice The frame's insert message.
 * @return The id and the two fields, or null for a choice that is not a category with a usable id.
 */
export function categoryFieldsFromChoice(
	choice: InsertChoice
): CategoryFields | null {
	if (
		choice.kind !== 'category' ||
		! ID.test( choice.wpfd_selected_category_id )
	) {
		return null;
	}
	return {
		categoryId: Number( choice.wpfd_selected_category_id ),
		wpfd_selected_category_id: choice.wpfd_selected_category_id,
		wpfd_selected_category_name: choice.wpfd_selected_category_name,
	};
}

/**
 * The File block's attributes for a file picked in the sidebar's list or typed in its id field.
 *
 * @param id   The file's id (0: none).
 * @param item What the list says of it; nothing when it was typed.
 * @return The id and the fields; what is not known is ''.
 */
export function fileFieldsFromId( id: number, item?: KnownItem ): FileFields {
	const fileId = asId( id );
	return {
		fileId,
		wpfd_file_id: fileId ? String( fileId ) : '',
		wpfd_category_id:
			fileId && item?.categoryId && asId( item.categoryId )
				? String( item.categoryId )
				: '',
		wpfd_file_name: fileId ? ( item?.name ?? '' ) : '',
	};
}

/**
 * The File category block's attributes for a category picked in the sidebar's list or typed.
 *
 * @param id   The category's id (0: none).
 * @param item What the list says of it; nothing when it was typed.
 * @return The id and the fields; what is not known is ''.
 */
export function categoryFieldsFromId(
	id: number,
	item?: KnownItem
): CategoryFields {
	const categoryId = asId( id );
	return {
		categoryId,
		wpfd_selected_category_id: categoryId ? String( categoryId ) : '',
		wpfd_selected_category_name: categoryId ? ( item?.name ?? '' ) : '',
	};
}

/**
 * Whether a saved File block's fields disagree with its id: saved before the fields existed, or
 * edited by hand.
 *
 * @param attributes The attributes as saved (the block comment's).
 * @return True when syncedFileFields() would change something.
 */
export function fileFieldsOutOfSync(
	attributes: Record< string, unknown >
): boolean {
	const fileId = asId( attributes.fileId );
	return (
		( attributes.wpfd_file_id ?? '' ) !==
			( fileId ? String( fileId ) : '' ) ||
		( ! fileId &&
			( !! attributes.wpfd_category_id || !! attributes.wpfd_file_name ) )
	);
}

/**
 * A saved File block's fields, brought in line with its id: the id field from `fileId`; the
 * category and name kept when they were saved for this id, else '' until the next pick.
 *
 * @param attributes The block's attributes.
 * @return The attributes with the fields in line.
 */
export function syncedFileFields< T extends Record< string, unknown > >(
	attributes: T
): T & FileFields {
	const fileId = asId( attributes.fileId );
	const sameFile = fileId > 0 && attributes.wpfd_file_id === String( fileId );
	return {
		...attributes,
		fileId,
		wpfd_file_id: fileId ? String( fileId ) : '',
		wpfd_category_id:
			sameFile && typeof attributes.wpfd_category_id === 'string'
				? attributes.wpfd_category_id
				: '',
		wpfd_file_name:
			sameFile && typeof attributes.wpfd_file_name === 'string'
				? attributes.wpfd_file_name
				: '',
	};
}

/**
 * Whether a saved File category block's fields disagree with its id.
 *
 * @param attributes The attributes as saved (the block comment's).
 * @return True when syncedCategoryFields() would change something.
 */
export function categoryFieldsOutOfSync(
	attributes: Record< string, unknown >
): boolean {
	const categoryId = asId( attributes.categoryId );
	return (
		( attributes.wpfd_selected_category_id ?? '' ) !==
			( categoryId ? String( categoryId ) : '' ) ||
		( ! categoryId && !! attributes.wpfd_selected_category_name )
	);
}

/**
 * A saved File category block's fields, brought in line with its id.
 *
 * @param attributes The block's attributes.
 * @return The attributes with the fields in line.
 */
export function syncedCategoryFields< T extends Record< string, unknown > >(
	attributes: T
): T & CategoryFields {
	const categoryId = asId( attributes.categoryId );
	const same =
		categoryId > 0 &&
		attributes.wpfd_selected_category_id === String( categoryId );
	return {
		...attributes,
		categoryId,
		wpfd_selected_category_id: categoryId ? String( categoryId ) : '',
		wpfd_selected_category_name:
			same && typeof attributes.wpfd_selected_category_name === 'string'
				? attributes.wpfd_selected_category_name
				: '',
	};
}

/**
 * The attributes a choice gives a block of ours.
 *
 * @param blockName The block's name.
 * @param choice    The frame's insert message.
 * @return The File block's fields for a file, the File category block's for a category; null when
 *         the block is not one of them or the choice is of the other kind.
 */
export function fieldsForBlock(
	blockName: string | null,
	choice: InsertChoice
): FileFields | CategoryFields | null {
	if ( blockName === FILE_BLOCK ) {
		return fileFieldsFromChoice( choice );
	}
	if ( blockName === CATEGORY_BLOCK ) {
		return categoryFieldsFromChoice( choice );
	}
	return null;
}

/**
 * A value as an id.
 *
 * @param value Anything.
 * @return The value when it is a positive safe integer, else 0.
 */
function asId( value: unknown ): number {
	return typeof value === 'number' &&
		Number.isSafeInteger( value ) &&
		value > 0
		? value
		: 0;
}
