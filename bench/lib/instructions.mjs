/**
 * The instructions PHP executes for one request of a page (`--instructions` of bench/boot.mjs
 * and bench/theme.mjs): the request runs in the PHP CLI (bench/php/cli-request.php) under
 * valgrind's callgrind, which counts the same number on every run of the same code whatever else
 * the machine is doing, where times move by several per cent (docs/PERFORMANCE.md).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
 * A count in millions, for the tables.
 *
 * @param {number} count Instructions.
 * @return {string} e.g. `438.8 M`.
 */
export const millions = ( count ) => `${ ( count / 1e6 ).toFixed( 1 ) } M`;
