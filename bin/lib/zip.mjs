/**
 * Extracts zip archives: with Debian's `unzip` when it is installed (about
 * twice as fast), otherwise with adm-zip, so a machine with only Node works.
 */

import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Whether Debian's `unzip` can be used. FRONTAGE_NO_UNZIP=1 forces adm-zip,
 * to test the path that a Node-only machine takes.
 *
 * @return {boolean} True when `unzip` runs.
 */
function hasUnzip() {
	if ( process.env.FRONTAGE_NO_UNZIP === '1' ) {
		return false;
	}
	return ! spawnSync( 'unzip', [ '-v' ], { stdio: 'ignore' } ).error;
}

/**
 * Extracts every entry of a zip file into a folder. Entries naming a path
 * outside it (`../`) land inside it, with either tool.
 *
 * @param {string} zipFile Path of the archive.
 * @param {string} destDir Folder to extract into (created when missing).
 */
export function extractZip( zipFile, destDir ) {
	mkdirSync( destDir, { recursive: true } );
	if ( hasUnzip() ) {
		const result = spawnSync(
			'unzip',
			[ '-qq', '-o', zipFile, '-d', destDir ],
			{
				encoding: 'utf8',
			}
		);
		if ( result.status !== 0 ) {
			throw new Error(
				`unzip ${ zipFile } failed: ${ result.stderr.trim() }`
			);
		}
		return;
	}
	// Required here, not imported: npm start loads this file before node_modules exists.
	const AdmZip = createRequire( import.meta.url )( 'adm-zip' );
	new AdmZip( zipFile ).extractAllTo( destDir, true );
}
