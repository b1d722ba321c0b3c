/**
 * Serving a prepared site over HTTP: with native PHP's built-in server when
 * it is usable, otherwise with the WordPress Playground CLI.
 */

import { spawnSync } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import { openSync, closeSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import { UserError } from './log.mjs';
import { ROOT } from './paths.mjs';
import {
	PLAYGROUND_CLI,
	assertPlaygroundInstalled,
	playgroundArgs,
} from './playground.mjs';
import { spawnGroup, stopGroup, waitForHttp } from './proc.mjs';

/** PHP extensions the project uses, each with the Debian package that provides it. */
const EXTENSIONS = {
	pdo_sqlite: 'php-sqlite3',
	mysqli: 'php-mysql',
	zip: 'php-zip',
	xml: 'php-xml',
	dom: 'php-xml',
	mbstring: 'php-mbstring',
	intl: 'php-intl',
	gd: 'php-gd',
	curl: 'php-curl',
};

/** Oldest PHP that Frontage runs on ("Requires PHP: 8.1"). */
const MIN_PHP = [ 8, 1 ];

/**
 * Checks the native PHP: the binary, its version and the extensions.
 * Without `php` and pdo_sqlite a site cannot run natively (ok is false);
 * the other extensions are only reported.
 *
 * @return {{ok: boolean, missing: string[]}} Usability, and what is missing ("php", "php>=8.1" or extension names).
 */
export function nativePhpStatus() {
	const result = spawnSync(
		'php',
		[
			'-r',
			'echo json_encode( array( PHP_VERSION, get_loaded_extensions() ) );',
		],
		{
			encoding: 'utf8',
		}
	);
	if ( result.error || result.status !== 0 ) {
		return { ok: false, missing: [ 'php' ] };
	}
	let version;
	let loaded;
	try {
		[ version, loaded ] = JSON.parse( result.stdout );
	} catch {
		return { ok: false, missing: [ 'php' ] };
	}
	const names = new Set( loaded.map( ( name ) => name.toLowerCase() ) );
	const missing = Object.keys( EXTENSIONS ).filter(
		( name ) => ! names.has( name )
	);
	const [ major, minor ] = version.split( '.' ).map( Number );
	const tooOld =
		major < MIN_PHP[ 0 ] ||
		( major === MIN_PHP[ 0 ] && minor < MIN_PHP[ 1 ] );
	if ( tooOld ) {
		missing.unshift( `php>=${ MIN_PHP.join( '.' ) }` );
	}
	return { ok: ! tooOld && ! missing.includes( 'pdo_sqlite' ), missing };
}

/**
 * The Debian packages that provide what nativePhpStatus() reported missing.
 *
 * @param {string[]} missing Names from nativePhpStatus().
 * @return {string[]} Package names.
 */
export function phpPackages( missing ) {
	const packages = new Set();
	// Without PHP at all, everything is missing.
	const names = missing.includes( 'php' )
		? [ 'php', ...Object.keys( EXTENSIONS ) ]
		: missing;
	for ( const name of names ) {
		packages.add( EXTENSIONS[ name ] || 'php-cli' );
	}
	return [ ...packages ];
}

/**
 * The apt-get command that installs what nativePhpStatus() reported missing.
 *
 * @param {string[]} missing Names from nativePhpStatus().
 * @return {string} A shell command.
 */
export function aptInstallHint( missing ) {
	return `sudo apt-get install ${ phpPackages( missing ).join( ' ' ) }`;
}

/**
 * Whether a TCP port can be bound on one address.
 *
 * @param {number} port Port.
 * @param {string} host Address.
 * @return {Promise<boolean>} False only when the port is taken there.
 */
function canListen( port, host ) {
	return new Promise( ( resolve ) => {
		const server = net.createServer();
		server.once( 'error', ( /** @type {NodeJS.ErrnoException} */ error ) =>
			resolve( error.code !== 'EADDRINUSE' && error.code !== 'EACCES' )
		);
		server.listen( { port, host, exclusive: true }, () =>
			server.close( () => resolve( true ) )
		);
	} );
}

/**
 * Throws when a port is already taken on the loopback or any address.
 *
 * @param {number} port Port.
 * @return {Promise<void>} Resolves when the port is free.
 */
export async function assertPortFree( port ) {
	// An unreachable IPv6 address counts as free: canListen() only says no on EADDRINUSE/EACCES.
	for ( const host of [ '127.0.0.1', '::1', '0.0.0.0', '::' ] ) {
		if ( ! ( await canListen( port, host ) ) ) {
			throw new UserError(
				`Port ${ port } is already in use (another server, maybe an earlier npm start, listens on it).`,
				`Stop that server (\`lsof -i :${ port }\` or \`ss -ltnp 'sport = :${ port }'\` shows which process it is) and run again.`
			);
		}
	}
}

/**
 * A free port, chosen by the system. get-port also holds it back from its
 * other callers in this process for 15 s, so two servers started together
 * never get the same one.
 *
 * @return {Promise<number>} Port.
 */
export async function freePort() {
	// Imported here: npm start loads this file before node_modules exists.
	const { default: getPort } = await import( 'get-port' );
	return getPort();
}

/**
 * The loopback addresses that "localhost" resolves to here: 127.0.0.1 always,
 * plus ::1 where the system prefers or offers it (macOS and many Linux
 * desktops), so that http://localhost reaches the server from Node and browsers.
 *
 * @return {Promise<string[]>} Addresses to bind.
 */
async function localhostAddresses() {
	const addresses = new Set( [ '127.0.0.1' ] );
	try {
		for ( const { address } of await lookup( 'localhost', {
			all: true,
		} ) ) {
			if ( address === '::1' || address === '127.0.0.1' ) {
				addresses.add( address );
			}
		}
	} catch {
		// No resolver answer: IPv4 loopback alone.
	}
	return [ ...addresses ];
}

/**
 * The last non-empty line of a log file, to explain a failed start.
 *
 * @param {string} file Log file.
 * @return {string} The line, or an empty string.
 */
function lastLogLine( file ) {
	try {
		return readFileSync( file, 'utf8' ).trim().split( '\n' ).at( -1 ) || '';
	} catch {
		return '';
	}
}

/**
 * Serves a site with PHP's built-in server, four workers unless told otherwise, through
 * bin/php/router.php. Request logs go to SITE/.server.log.
 *
 * @param {Object}                 options
 * @param {string}                 options.dir       Site folder.
 * @param {number}                 options.port      Port.
 * @param {Record<string, string>} [options.ini]     php.ini settings for the server (`-d`), e.g. the
 *                                                   benches' `opcache.enable` (bench/README.md).
 * @param {number}                 [options.workers] Worker processes per address (`PHP_CLI_SERVER_WORKERS`),
 *                                                   like PHP-FPM's pm.max_children (bench/load.mjs).
 * @return {Promise<{url: string, stop: () => Promise<void>, exited: Promise<number|null>}>} The address, how to stop every server process, and a promise that settles if a server exits by itself.
 */
export async function serveNative( { dir, port, ini = {}, workers = 4 } ) {
	await assertPortFree( port );
	const url = `http://localhost:${ port }`;
	const logFile = path.join( dir, '.server.log' );
	writeFileSync( logFile, '' );
	const servers = [];
	const stop = async () => {
		await Promise.all( servers.map( ( child ) => stopGroup( child ) ) );
	};
	try {
		for ( const address of await localhostAddresses() ) {
			const host = address.includes( ':' ) ? `[${ address }]` : address;
			const fd = openSync( logFile, 'a' );
			const child = spawnGroup(
				'php',
				[
					...Object.entries( ini ).flatMap( ( [ key, value ] ) => [
						'-d',
						`${ key }=${ value }`,
					] ),
					'-S',
					`${ host }:${ port }`,
					'-t',
					dir,
					path.join( ROOT, 'bin/php/router.php' ),
				],
				{
					cwd: dir,
					env: {
						...process.env,
						PHP_CLI_SERVER_WORKERS: String( workers ),
					},
					stdio: [ 'ignore', fd, fd ],
				}
			);
			closeSync( fd );
			servers.push( child );
			try {
				await waitForHttp( `http://${ host }:${ port }/wp-login.php`, {
					timeout: 15000,
					child,
				} );
			} catch ( error ) {
				if ( address === '127.0.0.1' ) {
					throw error;
				}
				// IPv6 may be switched off; IPv4 alone still serves most clients.
				await stopGroup( child );
				servers.pop();
			}
		}
		await waitForHttp( `${ url }/`, { timeout: 30000 } );
	} catch ( error ) {
		await stop();
		const detail = lastLogLine( logFile );
		throw new Error(
			`PHP's server did not start: ${ error.message }${ detail ? ` (${ detail })` : '' }`
		);
	}
	return { url, stop, exited: firstExit( servers ) };
}

/**
 * Settles with the exit code of whichever process exits first.
 *
 * @param {import('node:child_process').ChildProcess[]} children Processes.
 * @return {Promise<number|null>} Exit code (null when killed by a signal).
 */
function firstExit( children ) {
	return Promise.race(
		children.map(
			( child ) =>
				new Promise( ( resolve ) =>
					child.once( 'exit', ( code ) => resolve( code ) )
				)
		)
	);
}

/**
 * Serves a site with the Playground CLI (PHP 8.2 in WebAssembly). Its output
 * goes to SITE/.server.log.
 *
 * @param {Object} options
 * @param {string} options.dir  Site folder, already prepared.
 * @param {number} options.port Port.
 * @return {Promise<{url: string, stop: () => Promise<void>, exited: Promise<number|null>}>} The address, how to stop the server, and a promise that settles if it exits by itself.
 */
export async function servePlayground( { dir, port } ) {
	assertPlaygroundInstalled();
	await assertPortFree( port );
	const url = `http://localhost:${ port }`;
	const logFile = path.join( dir, '.server.log' );
	writeFileSync( logFile, '' );
	const args = await playgroundArgs( {
		dir,
		url,
		installMode: 'install-from-existing-files-if-needed',
	} );
	const fd = openSync( logFile, 'a' );
	const child = spawnGroup(
		process.execPath,
		[ PLAYGROUND_CLI, 'server', ...args, `--port=${ port }` ],
		{
			cwd: ROOT,
			stdio: [ 'ignore', fd, fd ],
		}
	);
	closeSync( fd );
	const stop = () => stopGroup( child );
	try {
		await waitForHttp( `${ url }/wp-login.php`, {
			timeout: 180000,
			child,
		} );
	} catch ( error ) {
		await stop();
		const detail = lastLogLine( logFile );
		throw new Error(
			`The Playground server did not start: ${ error.message }${ detail ? ` (${ detail })` : '' }`
		);
	}
	return { url, stop, exited: firstExit( [ child ] ) };
}
