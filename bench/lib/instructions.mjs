/**
 * The instructions PHP executes for one request of a page, counted by valgrind's callgrind,
 * which counts the same number on every run of the same code whatever else the machine is
 * doing, where times move by several per cent (docs/PERFORMANCE.md "Boot").
 *
 * Two counters:
 * - countingServer() (bench/boot.mjs --instructions): PHP's built-in server under callgrind,
 *   opcache in shared memory as on a production server, each request counted after warm ones.
 *   This is the count that matches the time: the CLI counter below loads every class of
 *   WordPress from opcache's file cache, which costs the baseline three times as much as the
 *   server does and so hides most of what a plugin adds (on `/wp-json/`, 1.048× in the CLI,
 *   1.085× in the server, at the same commit).
 * - instructions() (bench/theme.mjs --instructions): one request in the PHP CLI
 *   (bench/php/cli-request.php), opcache's file cache standing in for shared memory.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { spawnGroup, stopGroup, waitForHttp } from '../../bin/lib/proc.mjs';

const RUNNER = fileURLToPath(
	new URL( '../php/cli-request.php', import.meta.url )
);

/**
 * Counts one request. opcache's file cache stands in for a server's shared memory: a first run
 * compiles into it, the counted run loads from it.
 *
 * @param {string} dir      Site folder.
 * @param {string} url      The site's address.
 * @param {string} page     The path.
 * @param {string} [cookie] Cookies as a Cookie header (`a=b; c=d`).
 * @return {number} Instructions (callgrind's Ir).
 */
export function instructions( dir, url, page, cookie = '' ) {
	const cache = path.join( dir, 'wp-content/bench-opcache' );
	fs.mkdirSync( cache, { recursive: true } );
	const php = [
		'-d',
		'opcache.enable_cli=1',
		'-d',
		`opcache.file_cache=${ cache }`,
		'-d',
		'opcache.file_cache_only=1',
		RUNNER,
		dir,
		new URL( url ).host,
		page,
		cookie,
	];
	spawnSync( 'php', php, { stdio: 'ignore' } );
	const counted = spawnSync(
		'valgrind',
		[ '--tool=callgrind', '--callgrind-out-file=/dev/null', 'php', ...php ],
		{ encoding: 'utf8' }
	);
	const found = /Collected : (\d+)/.exec( counted.stderr ?? '' );
	if ( ! found ) {
		throw new Error(
			`valgrind counted nothing for ${ page } (is valgrind installed?): ${
				counted.error?.message ?? counted.stderr
			}`
		);
	}
	return Number( found[ 1 ] );
}

/**
 * Requests a page from 127.0.0.1 with the site's own host name, and reads the whole answer.
 *
 * @param {number} port The server's port.
 * @param {string} page The path.
 * @return {Promise<number>} The HTTP status.
 */
function request( port, page ) {
	return new Promise( ( resolve, reject ) => {
		http.get(
			{
				host: '127.0.0.1',
				port,
				path: page,
				headers: { Host: `localhost:${ port }` },
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
 * @return {Promise<{count: (page: string) => Promise<number>, stop: () => Promise<void>}>} count() warms the page with three requests, then counts the fourth; stop() ends the server.
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
		async count( page ) {
			for ( let i = 0; i < 3; i++ ) {
				await request( port, page );
			}
			control( '--zero' );
			const status = await request( port, page );
			control( '--dump' );
			dumps++;
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
			if ( ! found || status >= 400 ) {
				throw new Error(
					`callgrind counted nothing for ${ page } (status ${ status }; is valgrind installed?)`
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
