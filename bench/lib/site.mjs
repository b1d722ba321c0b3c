/**
 * The site every served benchmark runs on: a fresh SQLite site in .site/<name>, bound to the
 * port given with --port=N or a free one, with the mu-plugins the benchmark needs, served by
 * native PHP (the Playground runtime would measure WebAssembly, not Frontage). Built on
 * bin/lib/site.mjs and bin/lib/serve.mjs, as npm start and npm test are.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {
	ROOT,
	prepareSite,
	runSitePhp,
	seedDemo,
} from '../../bin/lib/site.mjs';
import { freePort, serveNative } from '../../bin/lib/serve.mjs';
import { option } from './measure.mjs';

/**
 * @typedef {Object} BenchSite
 * @property {string}                                                  dir    Site folder.
 * @property {string}                                                  url    Site address, no trailing slash.
 * @property {number}                                                  port   Port it is bound to.
 * @property {string}                                                  memLog Where bench/php/peak-memory.php appends each request's peak memory (bytes, one line each).
 * @property {() => Promise<{url: string, stop: () => Promise<void>}>} serve  Starts native PHP's server on it.
 * @property {(script: string, args?: string[]) => string}             php    Runs a PHP script (path from the project root) on the site; its output, or an Error naming the script.
 * @property {(script: string, args?: string[]) => any}                json   The same, and the last line of its output read as JSON.
 */

/**
 * The php.ini settings every served benchmark runs with. PHP's built-in server (the cli-server
 * SAPI) follows `opcache.enable`, on by default, as production PHP (PHP-FPM, mod_php) does;
 * `--opcache=0` turns it off to measure the worst case (every request compiling every file it
 * loads; bench/README.md "PHP's opcache").
 *
 * @return {Record<string, string>} Settings for serveNative().
 */
export function phpIni() {
	return { 'opcache.enable': option( 'opcache', 1 ) ? '1' : '0' };
}

/**
 * Makes a fresh benchmark site (nothing of an earlier run is reused: a site is bound to its
 * address, and the port is whichever is free).
 *
 * @param {Object}                 options
 * @param {string}                 options.name         Folder under .site/, e.g. bench-zip.
 * @param {boolean}                [options.demo]       Seed the demo content.
 * @param {boolean}                [options.peakMemory] Install bench/php/peak-memory.php, which logs to memLog.
 * @param {Record<string, string>} [options.muPlugins]  More mu-plugins: file name → PHP source.
 * @return {Promise<BenchSite>} The site, not served yet.
 */
export async function benchSite( {
	name,
	demo = false,
	peakMemory = false,
	muPlugins = {},
} ) {
	const port = option( 'port', 0 ) || ( await freePort() );
	const url = `http://localhost:${ port }`;
	const dir = path.join( ROOT, '.site', name );
	await prepareSite( { dir, url, fresh: true, log: () => {} } );
	if ( demo ) {
		await seedDemo( { dir, log: () => {} } );
	}
	const muDir = path.join( dir, 'wp-content/mu-plugins' );
	fs.mkdirSync( muDir, { recursive: true } );
	if ( peakMemory ) {
		fs.copyFileSync(
			path.join( ROOT, 'bench/php/peak-memory.php' ),
			path.join( muDir, 'bench-peak-memory.php' )
		);
	}
	for ( const [ file, source ] of Object.entries( muPlugins ) ) {
		fs.writeFileSync( path.join( muDir, file ), source );
	}
	const php = ( script, args = [] ) => {
		const result = runSitePhp( dir, script, args );
		if ( result.code !== 0 ) {
			throw new Error(
				`${ path.basename( script ) } ${ args[ 0 ] ?? '' } failed: ${
					result.stderr || result.stdout
				}`
			);
		}
		return result.stdout;
	};
	return {
		dir,
		url,
		port,
		memLog: path.join( dir, 'wp-content/bench-memory.log' ),
		serve: () => {
			const ini = phpIni();
			console.log(
				`PHP's built-in server, opcache ${
					ini[ 'opcache.enable' ] === '1' ? 'on' : 'off (--opcache=0)'
				}`
			);
			return serveNative( { dir, port, ini } );
		},
		php,
		json: ( script, args ) =>
			JSON.parse( php( script, args ).trim().split( '\n' ).at( -1 ) ),
	};
}

/**
 * Runs a long PHP script in a site (seeding, rebuilding), its progress (stderr) shown as it
 * comes, its standard output kept.
 *
 * @param {string}   dir    Site folder.
 * @param {string}   script Script, relative to the project.
 * @param {string[]} args   Arguments.
 * @return {Promise<string>} The last line of its standard output.
 */
export function streamSitePhp( dir, script, args = [] ) {
	return new Promise( ( resolve, reject ) => {
		const child = spawn( 'php', [ path.join( ROOT, script ), ...args ], {
			cwd: dir,
			env: { ...process.env, FRONTAGE_WP_DIR: dir },
			stdio: [ 'ignore', 'pipe', 'inherit' ],
		} );
		let out = '';
		child.stdout.on( 'data', ( chunk ) => ( out += chunk ) );
		child.on( 'error', reject );
		child.on( 'close', ( code ) =>
			code === 0
				? resolve( out.trim().split( '\n' ).at( -1 ) ?? '' )
				: reject(
						new Error(
							`${ script } failed (exit ${ code }): ${ out.slice( -2000 ) }`
						)
					)
		);
	} );
}
