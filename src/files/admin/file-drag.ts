/**
 * Dragging files from the list onto a category in the tree: the drag's payload (the files'
 * ids and titles, so the notice can name them) written by a row and read by the tree. Plain
 * functions over a DataTransfer-like object, unit-tested in file-drag.test.ts.
 */
import type { FileRecord } from './types';

/** The payload type: only the list's own rows are accepted as file drops. */
export const FILES_DRAG_TYPE = 'application/x-frontage-files';

/** What a drop carries of each file. */
export type DraggedFile = Pick< FileRecord, 'id' | 'title' >;

/** The part of a DataTransfer the payload uses. */
interface Transfer {
	types: readonly string[];
	getData: ( type: string ) => string;
	setData: ( type: string, data: string ) => void;
}

/**
 * The files a drag from a row moves: every selected file when the row is selected, else
 * the row's file alone.
 *
 * @param file     The row's file.
 * @param listed   The files listed.
 * @param selected The selected ids.
 * @return The files to move, in list order.
 */
export function draggedFiles(
	file: DraggedFile,
	listed: DraggedFile[],
	selected: Set< number >
): DraggedFile[] {
	if ( ! selected.has( file.id ) ) {
		return [ { id: file.id, title: file.title } ];
	}
	return listed
		.filter( ( item ) => selected.has( item.id ) )
		.map( ( { id, title } ) => ( { id, title } ) );
}

/**
 * Puts the files in a drag.
 *
 * @param transfer The drag's data.
 * @param files    The files.
 */
export function writeFilesDrag(
	transfer: Transfer,
	files: DraggedFile[]
): void {
	transfer.setData( FILES_DRAG_TYPE, JSON.stringify( files ) );
}

/**
 * Whether a drag carries files from the list (readable while dragging: only the types are).
 *
 * @param transfer The drag's data.
 * @return True for a drag of files.
 */
export function isFilesDrag( transfer: Pick< Transfer, 'types' > ): boolean {
	return Array.from( transfer.types ).includes( FILES_DRAG_TYPE );
}

/**
 * The files a drop carries; none for another drag or a payload that is not ours.
 *
 * @param transfer The drop's data.
 * @return The files.
 */
export function readFilesDrag( transfer: Transfer ): DraggedFile[] {
	if ( ! isFilesDrag( transfer ) ) {
		return [];
	}
	try {
		const parsed: unknown = JSON.parse(
			transfer.getData( FILES_DRAG_TYPE )
		);
		return Array.isArray( parsed )
			? parsed
					.filter(
						( item ): item is DraggedFile =>
							!! item &&
							Number.isInteger( item.id ) &&
							item.id > 0 &&
							typeof item.title === 'string'
					)
					.map( ( { id, title } ) => ( { id, title } ) )
			: [];
	} catch {
		return [];
	}
}
