/**
 * Moving (file-moves.ts) and deleting the selected files: one request per file, one notice for
 * what worked and one naming each failure (bulk-messages.ts); failed files stay selected to retry.
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { deleteFile } from './api';
import { runBatch, type BatchResult } from './batch';
import { deletedMessage, failuresMessage } from './bulk-messages';
import { moveFiles } from './file-moves';
import type { Notify } from './notices';
import type { Category, FileRecord } from './types';
import { requestFailure } from './use-files-list';

export interface BulkActions {
	/** The category chosen to move to, as the select's value ('' for none yet). */
	moveTarget: string;
	setMoveTarget: ( value: string ) => void;
	/** A bulk action is running. */
	busy: boolean;
	/** The delete confirmation is open. */
	confirmDelete: boolean;
	setConfirmDelete: ( open: boolean ) => void;
	bulkMove: () => Promise< void >;
	bulkDelete: () => Promise< void >;
}

/**
 * The bulk actions on the selected files.
 *
 * @param options               What they act on and whom they tell.
 * @param options.files         The files listed (their titles name failures).
 * @param options.selectedFiles The selected ones.
 * @param options.categories    The flat list (the move's destination name).
 * @param options.notify        Shows a notice.
 * @param options.setChecked    Sets the selection.
 * @param options.changed       Files changed: reload the list and the counts.
 * @return The actions and their state.
 */
export function useBulkActions( {
	files,
	selectedFiles,
	categories,
	notify,
	setChecked,
	changed,
}: {
	files: FileRecord[];
	selectedFiles: FileRecord[];
	categories: Category[];
	notify: Notify;
	setChecked: ( selection: Set< number > ) => void;
	changed: () => void;
} ): BulkActions {
	const [ confirmDelete, setConfirmDelete ] = useState( false );
	const [ moveTarget, setMoveTarget ] = useState( '' );
	const [ busy, setBusy ] = useState( false );

	/**
	 * Reports a bulk action: one success notice, one error notice naming each failure.
	 *
	 * @param result  What happened.
	 * @param success The success sentence for n files.
	 * @param failure The sentence before the failures.
	 */
	const report = (
		result: BatchResult,
		success: ( n: number ) => string,
		failure: string
	) => {
		if ( result.done.length ) {
			notify( 'success', success( result.done.length ) );
		}
		if ( result.failed.length ) {
			notify( 'error', failuresMessage( failure, result.failed, files ) );
		}
		// Failed files stay selected, to retry.
		setChecked( new Set( result.failed.map( ( { id } ) => id ) ) );
	};

	const bulkMove = async () => {
		if ( moveTarget === '' || ! selectedFiles.length ) {
			return;
		}
		setBusy( true );
		const result = await moveFiles(
			selectedFiles,
			Number( moveTarget ),
			categories,
			notify
		);
		setBusy( false );
		// Failed files stay selected, to retry.
		setChecked( new Set( result.failed.map( ( { id } ) => id ) ) );
		setMoveTarget( '' );
		changed();
	};

	const bulkDelete = async () => {
		setBusy( true );
		const result = await runBatch(
			selectedFiles.map( ( file ) => file.id ),
			( id ) => deleteFile( id ),
			requestFailure
		);
		setBusy( false );
		setConfirmDelete( false );
		report(
			result,
			deletedMessage,
			__( 'Some files were not deleted.', 'frontage' )
		);
		changed();
	};

	return {
		moveTarget,
		setMoveTarget,
		busy,
		confirmDelete,
		setConfirmDelete,
		bulkMove,
		bulkDelete,
	};
}
