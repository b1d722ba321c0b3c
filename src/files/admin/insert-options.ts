/**
 * How the library page behaves when the insert modal frames it (docs/editor.md): what PHP hands
 * the app, with the frame's own address as a fallback for fields PHP leaves out, and which insert
 * buttons show. Pure, so it is unit-tested.
 */
import { isInsertMode, type InsertMode } from '../insert-messages';
import type { FilesAdminData } from './types';

/** The frame's address parameters (docs/editor.md, "The frame"). */
export const FRAME_PARAMS = {
	canInsert: 'caninsert',
	pageBuilder: 'pagebuilder',
	mode: 'mode',
	fileId: 'wpfd_file_id',
	categoryId: 'wpfd_category_id',
} as const;

export interface InsertOptions {
	/** The page is the insert modal's frame: it may show insert buttons once the opener says so. */
	canInsert: boolean;
	/** The person may change the library; otherwise the page only browses. */
	canManage: boolean;
	/** The page-builder variant: no "Insert file search". */
	pageBuilder: boolean;
	/** The mode the frame was opened with. */
	insertMode: InsertMode;
	/** The current file (marked in its row), 0 for none. */
	fileId: number;
	/** The category to open on, 0 for all files. */
	categoryId: number;
}

/**
 * A positive whole number, or 0.
 *
 * @param value Anything.
 * @return The number, or 0.
 */
export function positiveId( value: unknown ): number {
	const number =
		typeof value === 'string' && /^\d+$/.test( value.trim() )
			? Number( value.trim() )
			: value;
	return typeof number === 'number' &&
		Number.isSafeInteger( number ) &&
		number > 0
		? number
		: 0;
}

/**
 * The insert options: PHP's fields first, the frame's address for any it did not send. Without
 * either the page is the plain manager (managing allowed: the REST API decides anyway).
 *
 * @param data   What PHP printed (window.frontageFilesAdmin).
 * @param search The page's query string (location.search).
 * @return The options.
 */
export function insertOptions(
	data: Partial< FilesAdminData >,
	search: string
): InsertOptions {
	const params = new URLSearchParams( search );
	const flag = ( name: string ) => params.get( name ) === '1';
	const addressMode = params.get( FRAME_PARAMS.mode );
	let insertMode: InsertMode = 'both';
	if ( isInsertMode( data.insertMode ) ) {
		insertMode = data.insertMode;
	} else if ( isInsertMode( addressMode ) ) {
		insertMode = addressMode;
	}
	return {
		canInsert:
			typeof data.canInsert === 'boolean'
				? data.canInsert
				: flag( FRAME_PARAMS.canInsert ),
		canManage: typeof data.canManage === 'boolean' ? data.canManage : true,
		pageBuilder:
			typeof data.pageBuilder === 'boolean'
				? data.pageBuilder
				: flag( FRAME_PARAMS.pageBuilder ),
		insertMode,
		fileId:
			positiveId( data.fileId ) ||
			positiveId( params.get( FRAME_PARAMS.fileId ) ),
		categoryId:
			positiveId( data.categoryId ) ||
			positiveId( params.get( FRAME_PARAMS.categoryId ) ),
	};
}

/** Which insert buttons show. */
export interface InsertButtons {
	/** "Insert file" in each file's row. */
	file: boolean;
	/** "Insert this category" for the selected category. */
	category: boolean;
	/** "Insert file search" (the classic editor's variant). */
	search: boolean;
}

/**
 * Which insert buttons show, once the opener has said how (its init message); none before, so a
 * page that frames the library without being an opener inserts nothing.
 *
 * @param mode        The init message's mode, null before it arrived.
 * @param pageBuilder The page-builder variant.
 * @return The buttons.
 */
export function insertButtons(
	mode: InsertMode | null,
	pageBuilder: boolean
): InsertButtons {
	return {
		file: mode === 'file' || mode === 'both',
		category: mode === 'category' || mode === 'both',
		search: mode === 'both' && ! pageBuilder,
	};
}

/**
 * Whether an Escape press in the frame should close the modal: not when a handler of the page
 * already used it (defaultPrevented), nor when the page uses it otherwise (one of its dialogs or
 * popovers is open, a search field is cleared).
 *
 * @param key                  The key event.
 * @param key.key              Its key.
 * @param key.defaultPrevented Whether a handler already used it.
 * @param key.isComposing      Whether an input method is composing.
 * @param usedByPage           Whether the page uses this press itself.
 * @return True to post the close message.
 */
export function escapeCloses(
	key: { key: string; defaultPrevented: boolean; isComposing?: boolean },
	usedByPage: boolean
): boolean {
	return (
		key.key === 'Escape' &&
		! key.defaultPrevented &&
		! key.isComposing &&
		! usedByPage
	);
}
