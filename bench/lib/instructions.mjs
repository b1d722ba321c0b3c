/**
 * The instructions PHP executes for one request of a page, counted by valgrind's callgrind in
 * PHP's built-in server, opcache in shared memory as on a production server (bench/boot.mjs and
 * bench/theme.mjs with --instructions). The count is the same on every run of the same code,
 * whatever else the machine is doing, where times move by several per cent
 * (docs/PERFORMANCE.md "Boot").
 *
 * Until 2026-11-27 the count ran each request in the PHP CLI with opcache's file cache. That
 * loads every class of WordPress by deserialising it, which made the baseline three times dearer
 * than in a server and hid most of what a plugin adds (`/wp-json/` 1.048× in the CLI, 1.078× in
 * the server, at the same commit).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { spawnGroup, stopGroup, waitForHttp } from '../../bin/lib/proc.mjs';

/**
 * Requests a page from 127.0.0.1 with the site's own host name, and reads the whole answer.
 *
 * @param {number} port   The server's port.
 * @param {string} page   The path.
 * @param {string} cookie Cookies as a Cookie header (`a=b; c=d`), or ''.
 * @return {Promise<number>} The HTTP status.
 */
function request( port, page, cookie ) {
	return new Promise( ( resolve, reject ) => {
		http.get(
			{
				host: '127.0.0.1',
				port,
				path: page,
				headers: {
					Host: `localhost:${ port }`,
					...( cookie ? { Cookie: cookie } : {} ),
				},
			},
			( response ) => {
				response.resume();
				response.on( 'end', () => resolve( response.statusCode ) );
			}
		).on( 'error', reject );
	} );
}

/**
 * Serves a site with one PHP built-in server process under callgrind (opcache in shared
 * memory, bin/php/router.php as npm start serves it), and counts single requests in it.
 * Nothing else may listen on the port.
 *
 * @param {string} dir  Site folder (its address is http://localhost:PORT).
 * @param {number} port The site's port.
 * @return {Promise<{count: (page: string, cookie?: string) => Promise<number>, stop: () => Promise<void>}>} count() warms the page with three requests, then counts the fourth (with the cookies given, if any); stop() ends the server.
 */
export async function countingServer( dir, port ) {
	const out = fs.mkdtempSync(
		path.join( os.tmpdir(), 'frontage-callgrind-' )
	);
	const server = spawnGroup(
		'valgrind',
		[
			'--tool=callgrind',
			`--callgrind-out-file=${ out }/callgrind.%p`,
			'php',
			'-d',
			'opcache.enable=1',
			'-S',
			`127.0.0.1:${ port }`,
			'-t',
			dir,
			fileURLToPath(
				new URL( '../../bin/php/router.php', import.meta.url )
			),
		],
		{ cwd: dir, stdio: 'ignore' }
	);
	await waitForHttp( `http://127.0.0.1:${ port }/wp-login.php`, {
		timeout: 120000,
		child: server,
	} );
	const control = ( action ) =>
		spawnSync( 'callgrind_control', [ action, String( server.pid ) ], {
			encoding: 'utf8',
		} );
	let dumps = 0;
	return {
		async count( page, cookie = '' ) {
			for ( let i = 0; i < 3; i++ ) {
				await request( port, page, cookie );
			}
			control( '--zero' );
			const status = await request( port, page, cookie );
			control( '--dump' );
			dumps++;
			// A redirect or an error would count another page than the one asked for.
			if ( 200 !== status ) {
				throw new Error(
					`${ page } answered ${ status }, not 200: nothing to count`
				);
			}
			// callgrind names the n-th dump callgrind.PID.n; it is written before --dump returns.
			const file = path.join(
				out,
				`callgrind.${ server.pid }.${ dumps }`
			);
			const found = fs.existsSync( file )
				? /^(?:summary|totals): (\d+)/m.exec(
						fs.readFileSync( file, 'utf8' )
					)
				: null;
			if ( ! found ) {
				throw new Error(
					`callgrind counted nothing for ${ page } (is valgrind installed?)`
				);
			}
			fs.rmSync( file );
			return Number( found[ 1 ] );
		},
		async stop() {
			await stopGroup( server );
			fs.rmSync( out, { recursive: true, force: true } );
		},
	};
}

/**
 * A count in millions, for the tables.
 *
 * @param {number} count Instructions.
 * @return {string} e.g. `438.8 M`.
 */
export const millions = ( count ) => `${ ( count / 1e6 ).toFixed( 1 ) } M`;
