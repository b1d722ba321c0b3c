/**
 * Moving files to a category, from the bulk actions' "Move" or a drop on the category tree:
 * one request per file, one notice for what worked and one naming each failure.
 */
import { __ } from '@wordpress/i18n';

import { updateFile } from './api';
import { runBatch, type BatchResult } from './batch';
import {
	failuresMessage,
	moveDestination,
	movedMessage,
} from './bulk-messages';
import type { DraggedFile } from './file-drag';
import type { Notify } from './notices';
import type { Category } from './types';
import { requestFailure } from './use-files-list';

/**
 * Moves files and says what happened.
 *
 * @param files      The files (their titles name failures).
 * @param target     The category, 0 for none.
 * @param categories The flat list (the destination's name).
 * @param notify     Shows a notice.
 * @return Which moved and which did not.
 */
export async function moveFiles(
	files: DraggedFile[],
	target: number,
	categories: Category[],
	notify: Notify
): Promise< BatchResult > {
	const result = await runBatch(
		files.map( ( file ) => file.id ),
		( id ) => updateFile( id, { category: target } ),
		requestFailure
	);
	if ( result.done.length ) {
		notify(
			'success',
			movedMessage(
				result.done.length,
				moveDestination( categories, target )
			)
		);
	}
	if ( result.failed.length ) {
		notify(
			'error',
			failuresMessage(
				__( 'Some files were not moved.', 'frontage' ),
				result.failed,
				files
			)
		);
	}
	return result;
}
