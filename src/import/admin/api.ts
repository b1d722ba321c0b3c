/**
 * The import screen's calls to the imports' REST routes (docs/migration.md "The REST API"),
 * through api-fetch, which adds the REST nonce and the API's root.
 */
import apiFetch from '@wordpress/api-fetch';

import type { FileMode, ImportRecord, ImportSource, SourceName } from './types';

const NAMESPACE = '/frontage/v1';

/** The sources and the imports: the page preloads these two (Import_Page::PRELOAD). */
export const SOURCES_PATH = `${ NAMESPACE }/import-sources`;
export const IMPORTS_PATH = `${ NAMESPACE }/imports`;

/** The error code of a start refused because an import is under way (409). */
export const RUNNING_CODE = 'frontage_import_running';

/**
 * The sources the importer reads, with what the site holds of each.
 *
 * @return The sources.
 */
export async function fetchSources(): Promise< ImportSource[] > {
	const body = await apiFetch< ImportSource[] >( { path: SOURCES_PATH } );
	return Array.isArray( body ) ? body : [];
}

/**
 * The imports, newest first (reading them runs no batch).
 *
 * @return The imports.
 */
export async function fetchImports(): Promise< ImportRecord[] > {
	const body = await apiFetch< ImportRecord[] >( { path: IMPORTS_PATH } );
	return Array.isArray( body ) ? body : [];
}

/**
 * Starts an import (201), or rejects with the API's error (a 409 carries the running id).
 *
 * @param source   The source.
 * @param dryRun   Only report.
 * @param fileMode Copy or move the files.
 * @return The import, queued.
 */
export function startImport(
	source: SourceName,
	dryRun: boolean,
	fileMode: FileMode
): Promise< ImportRecord > {
	return apiFetch< ImportRecord >( {
		path: IMPORTS_PATH,
		method: 'POST',
		data: { source, dry_run: dryRun, file_mode: fileMode },
	} );
}

/**
 * Runs an import's next batch and answers it.
 *
 * @param id The import.
 * @return The import as it is now.
 */
export function pollImport( id: number ): Promise< ImportRecord > {
	return apiFetch< ImportRecord >( { path: `${ IMPORTS_PATH }/${ id }` } );
}

/**
 * The import a 409 names as under way.
 *
 * @param error What the start rejected with.
 * @return Its id, or null when the error is another.
 */
export function runningImportId( error: unknown ): number | null {
	if ( ! error || typeof error !== 'object' ) {
		return null;
	}
	const { code, data } = error as { code?: unknown; data?: { id?: unknown } };
	if ( RUNNING_CODE !== code ) {
		return null;
	}
	const id = Number( data?.id );
	return Number.isInteger( id ) && id > 0 ? id : null;
}
