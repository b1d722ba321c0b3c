/**
 * The earlier versions' words and list changes, as plain functions: what a version's line says,
 * the notices after a restore, a delete or a failure, and the list without a deleted version. No React,
 * unit-tested in file-versions.test.ts; useFileVersions (use-file-versions.ts) holds the state.
 */
import { __, sprintf } from '@wordpress/i18n';

import { apiErrorMessage } from '../../shared/api-error';
import { formatSize } from '../format-size';
import { formatDate } from './format';
import type { FileVersion } from './history-api';

/** The panel's one notice: what the last action did, or why it failed. */
export interface VersionsMessage {
	status: 'success' | 'error';
	text: string;
}

/**
 * What a version's line says besides its name.
 *
 * @param version The version.
 * @return E.g. "12 KB · version 1.2 · replaced May 1, 2026 by Erin".
 */
export function versionFacts( version: FileVersion ): string {
	const parts = [ formatSize( version.size ) ];
	if ( version.version ) {
		parts.push(
			sprintf(
				/* translators: %s: a version label such as 1.2. */
				__( 'version %s', 'frontage' ),
				version.version
			)
		);
	}
	parts.push(
		version.replaced_by.name
			? sprintf(
					/* translators: 1: a date, 2: a person's name. */
					__( 'replaced %1$s by %2$s', 'frontage' ),
					formatDate( version.replaced ),
					version.replaced_by.name
				)
			: sprintf(
					/* translators: %s: a date. */
					__( 'replaced %s', 'frontage' ),
					formatDate( version.replaced )
				)
	);
	return parts.join( ' · ' );
}

/**
 * The notice after a version was made the file again.
 *
 * @param name The version's file name.
 * @return The notice.
 */
export function restoredMessage( name: string ): VersionsMessage {
	return {
		status: 'success',
		text: sprintf(
			/* translators: %s: file name. */
			__(
				'“%s” is the file again. The file it replaced is now the newest earlier version.',
				'frontage'
			),
			name
		),
	};
}

/**
 * The notice after a version was deleted for good.
 *
 * @param name The version's file name.
 * @return The notice.
 */
export function deletedMessage( name: string ): VersionsMessage {
	return {
		status: 'success',
		text: sprintf(
			/* translators: %s: file name. */
			__( 'The earlier version “%s” was deleted.', 'frontage' ),
			name
		),
	};
}

/**
 * The notice after a request failed.
 *
 * @param caught What it rejected with.
 * @return The server's message, or why there is none.
 */
export function failureMessage( caught: unknown ): VersionsMessage {
	return {
		status: 'error',
		text: apiErrorMessage(
			caught,
			__( 'The server could not be reached.', 'frontage' )
		),
	};
}

/**
 * The list without one version (it was deleted).
 *
 * @param versions The list; null when it never loaded.
 * @param id       The deleted version's number.
 * @return A new list.
 */
export function withoutVersion(
	versions: FileVersion[] | null,
	id: number
): FileVersion[] {
	return ( versions ?? [] ).filter( ( item ) => item.id !== id );
}
