/**
 * A file's history for the edit dialog: its earlier versions (list, restore, delete) and its
 * downloads per day, through frontage/v1 (docs/api.md "Versions", "Download statistics").
 * Library managers only; the routes answer others 401/403.
 */
import apiFetch from '@wordpress/api-fetch';

import type { DayCount } from './download-chart-data';
import { NAMESPACE } from './transport';
import type { FileRecord } from './types';

/** One earlier version, as GET /files/{id}/versions answers it. */
export interface FileVersion {
	/** Its number: counts up per file, never reused. */
	id: number;
	name: string;
	ext: string;
	mime: string;
	size: number;
	/** The file's version label when it was replaced. */
	version: string;
	/** When it was replaced (UTC, ISO 8601 without offset). */
	replaced: string;
	/** Who replaced it; id 0 and an empty name when that user is gone. */
	replaced_by: { id: number; name: string };
}

/** What GET /files/{id}/stats answers. */
export interface FileStats {
	file_id: number;
	days: number;
	from: string;
	to: string;
	total: number;
	/** Every download ever, also those before statistics were kept. */
	downloads: number;
	per_day: DayCount[];
}

/** What restoring answers: the file as it is now, and its versions. */
export interface Restored {
	file: FileRecord;
	versions: FileVersion[];
}

const versionsPath = ( fileId: number ) =>
	`/${ NAMESPACE }/files/${ fileId }/versions`;

/**
 * A file's earlier versions, newest first.
 *
 * @param fileId The file.
 * @return The versions.
 */
export function fetchVersions( fileId: number ): Promise< FileVersion[] > {
	return apiFetch< FileVersion[] >( { path: versionsPath( fileId ) } );
}

/**
 * Makes a version the file again; the current file becomes a version.
 *
 * @param fileId  The file.
 * @param version The version's number.
 * @return The file and its versions.
 */
export function restoreVersion(
	fileId: number,
	version: number
): Promise< Restored > {
	return apiFetch< Restored >( {
		path: `${ versionsPath( fileId ) }/${ version }/restore`,
		method: 'POST',
	} );
}

/**
 * Deletes a version for good.
 *
 * @param fileId  The file.
 * @param version The version's number.
 * @return The server's answer.
 */
export function deleteVersion(
	fileId: number,
	version: number
): Promise< { deleted: boolean; previous: FileVersion } > {
	return apiFetch( {
		path: `${ versionsPath( fileId ) }/${ version }`,
		method: 'DELETE',
	} );
}

/**
 * A file's downloads per day over the last `days` days.
 *
 * @param fileId The file.
 * @param days   30 or 90 (the API takes 1–366).
 * @return The statistics.
 */
export function fetchFileStats(
	fileId: number,
	days: number
): Promise< FileStats > {
	return apiFetch< FileStats >( {
		path: `/${ NAMESPACE }/files/${ fileId }/stats?days=${ days }`,
	} );
}
