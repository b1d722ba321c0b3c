/**
 * Every PHP file of the plugin refuses a direct request (docs/CONTRIBUTING.md, Conventions): asked
 * for by its address, outside WordPress, it stops at its ABSPATH guard (uninstall.php at its
 * WP_UNINSTALL_PLUGIN guard) and answers nothing, with no PHP message in the server's log.
 * Generated build/*.asset.php files open with the same guard.
 *
 * Tagged @package: the plugin-zip step of `npm test` runs it on a site that installed the zip.
 * On the e2e site the plugin folder links to the project, so the folders that never ship are left out.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { APIRequestContext } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { SITE_DIR } from '../support/site';

const PLUGIN_DIR = path.join( SITE_DIR, 'wp-content', 'plugins', 'frontage' );
const SERVER_LOG = path.join( SITE_DIR, '.server.log' );
const NOT_SHIPPED = new Set( [ 'bin', 'tests', 'bench', 'vendor' ] );

/**
 * The plugin's PHP files, as paths under its folder.
 *
 * @param dir Folder to walk, relative to the plugin folder.
 * @return Relative paths with /.
 */
function phpFiles( dir = '' ): string[] {
	return fs
		.readdirSync( path.join( PLUGIN_DIR, dir ), { withFileTypes: true } )
		.filter(
			( entry ) =>
				! entry.name.startsWith( '.' ) &&
				entry.name !== 'node_modules' &&
				! ( dir === '' && NOT_SHIPPED.has( entry.name ) )
		)
		.flatMap( ( entry ) => {
			const relative = dir ? `${ dir }/${ entry.name }` : entry.name;
			if ( entry.isDirectory() ) {
				return phpFiles( relative );
			}
			return entry.name.endsWith( '.php' ) ? [ relative ] : [];
		} );
}

/**
 * PHP's messages in the server's log after a byte offset.
 *
 * @param offset Byte offset.
 * @return The lines.
 */
function phpMessagesSince( offset: number ): string[] {
	if ( ! fs.existsSync( SERVER_LOG ) ) {
		return [];
	}
	return fs
		.readFileSync( SERVER_LOG, 'utf8' )
		.slice( offset )
		.split( '\n' )
		.filter( ( line ) =>
			/PHP (Notice|Warning|Deprecated|Fatal error|Parse error)/.test(
				line
			)
		);
}

/**
 * The server log's size now.
 *
 * @return Bytes.
 */
function serverLogSize(): number {
	return fs.existsSync( SERVER_LOG ) ? fs.statSync( SERVER_LOG ).size : 0;
}

/**
 * Requests each file by its address and describes every answer that is not an empty 200.
 *
 * @param request Playwright's request client.
 * @param files   Paths under the plugin folder.
 * @return One line per file that answered something.
 */
async function answersOtherThanNothing(
	request: APIRequestContext,
	files: string[]
): Promise< string[] > {
	const answered: string[] = [];
	for ( const file of files ) {
		const response = await request.get(
			`/wp-content/plugins/frontage/${ file }`
		);
		const body = await response.text();
		if ( response.status() !== 200 || body !== '' ) {
			answered.push(
				`${ file } → ${ response.status() }: ${ body.slice( 0, 200 ) }`
			);
		}
	}
	return answered;
}

test( 'every PHP file of the plugin answers a direct request with nothing @package', async ( {
	request,
} ) => {
	const files = phpFiles();
	expect( files ).toEqual(
		expect.arrayContaining( [
			'plugin.php',
			'uninstall.php',
			'includes/autoload.php',
			'build/vendor/react-jsx-runtime.asset.php',
		] )
	);
	const logOffset = serverLogSize();

	expect( await answersOtherThanNothing( request, files ) ).toEqual( [] );
	expect( phpMessagesSince( logOffset ) ).toEqual( [] );
} );
