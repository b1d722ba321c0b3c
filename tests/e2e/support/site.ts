/**
 * Where the site under test is, and what its debug.log says. Shared by every spec.
 */
import fs from 'node:fs';
import path from 'node:path';

export const SITE_DIR =
	process.env.FRONTAGE_E2E_SITE_DIR ??
	path.resolve( __dirname, '../../../.site/e2e' );

export const ADMIN = { user: 'admin', password: 'password' };

const DEBUG_LOG = path.join( SITE_DIR, 'wp-content', 'debug.log' );
const PROJECT_ROOT = path.resolve( __dirname, '../../..' );

/**
 * The debug.log's size now; pass it to frontageLogEntriesSince() to read only what came after.
 */
export function debugLogSize(): number {
	return fs.existsSync( DEBUG_LOG ) ? fs.statSync( DEBUG_LOG ).size : 0;
}

/**
 * PHP notices, warnings and errors in debug.log that come from Frontage's code, written after
 * a byte offset. PHP reports real paths, so Frontage's files show as the project folder (the
 * site links to it) or as wp-content/plugins/frontage (a copied or mounted plugin).
 *
 * @param offset Byte offset to read from (0: the whole log).
 */
export function frontageLogEntriesSince( offset = 0 ): string[] {
	if ( ! fs.existsSync( DEBUG_LOG ) ) {
		return [];
	}
	const text = fs.readFileSync( DEBUG_LOG, 'utf8' ).slice( offset );
	return text
		.split( /\n(?=\[)/ )
		.filter( ( entry ) =>
			/PHP (Notice|Warning|Deprecated|Fatal error|Parse error|Recoverable fatal error)|WordPress database error/.test(
				entry
			)
		)
		.filter( isFromFrontage );
}

/**
 * Whether a log entry names Frontage's code: a file of the project outside the site folders
 * (which also live in the project, under .site/), the plugin's folder, or a Frontage class in a
 * database error's call stack.
 *
 * @param entry One debug.log entry.
 */
function isFromFrontage( entry: string ): boolean {
	const projectFiles = entry
		.split( PROJECT_ROOT + path.sep )
		.slice( 1 )
		.some( ( rest ) => ! rest.startsWith( '.site' + path.sep ) );
	return (
		projectFiles ||
		entry.includes( 'plugins/frontage/' ) ||
		entry.includes( 'Frontage\\' )
	);
}
