/**
 * What the files list says after a bulk move or delete: one sentence for what worked, one
 * naming each file that failed with the server's reason. Plain functions, unit-tested in
 * bulk-messages.test.ts.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import type { BatchResult } from './batch';
import { categoryName } from './category-options';
import type { Category, FileRecord } from './types';

/**
 * Where a move sends files, as the sentence names it.
 *
 * @param categories The flat list.
 * @param target     The category id, 0 for none.
 * @return The quoted name, or "no category".
 */
export function moveDestination(
	categories: Category[],
	target: number
): string {
	return target
		? `“${ categoryName( categories, target ) }”`
		: __( 'no category', 'frontage' );
}

/**
 * The notice after files moved.
 *
 * @param n     How many moved.
 * @param where moveDestination().
 * @return The sentence.
 */
export function movedMessage( n: number, where: string ): string {
	return sprintf(
		/* translators: 1: number of files, 2: the category they moved to. */
		_n(
			'%1$d file moved to %2$s.',
			'%1$d files moved to %2$s.',
			n,
			'frontage'
		),
		n,
		where
	);
}

/**
 * The notice after files were deleted.
 *
 * @param n How many.
 * @return The sentence.
 */
export function deletedMessage( n: number ): string {
	return sprintf(
		/* translators: %d: number of files. */
		_n( '%d file deleted.', '%d files deleted.', n, 'frontage' ),
		n
	);
}

/**
 * The error notice naming every file an action failed for, by title (its id when it is no
 * longer listed), each with the server's message.
 *
 * @param failure The sentence before the failures.
 * @param failed  The failures.
 * @param files   The files listed.
 * @return The notice's text.
 */
export function failuresMessage(
	failure: string,
	failed: BatchResult[ 'failed' ],
	files: Pick< FileRecord, 'id' | 'title' >[]
): string {
	const names = new Map( files.map( ( file ) => [ file.id, file.title ] ) );
	return `${ failure } ${ failed
		.map(
			( { id, message } ) => `“${ names.get( id ) ?? id }”: ${ message }`
		)
		.join( ' ' ) }`;
}
