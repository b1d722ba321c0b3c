/**
 * For the bundle-size tests: a built script's gzipped size and its asset file, read from build/.
 * Used by tests only (Node), never bundled.
 */
import fs from 'fs';
import path from 'path';
import { gzipSync } from 'zlib';

/**
 * A built script, if the project has been built.
 *
 * @param relative Its path under build/, e.g. `language/head/index.js`.
 * @return Its gzipped size and its `.asset.php` text, or null before a build.
 */
export function builtBundle(
	relative: string
): { gzipped: number; asset: string } | null {
	const file = path.join( __dirname, '../../build', relative );
	if ( ! fs.existsSync( file ) ) {
		return null;
	}
	return {
		gzipped: gzipSync( fs.readFileSync( file ), { level: 9 } ).length,
		asset: fs.readFileSync( file.replace( /\.js$/, '.asset.php' ), 'utf8' ),
	};
}
