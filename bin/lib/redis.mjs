/**
 * A throwaway Redis server for tests with a persistent object cache, without a system service:
 * its own folder and a free loopback port, nothing saved to disk. And the object cache drop-in
 * (bin/php/object-cache.php) installed in a site, configured for that server.
 */

import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

import { UserError } from './log.mjs';
import { ROOT } from './paths.mjs';
import { spawnGroup, stopGroup } from './proc.mjs';
import { freePort } from './serve.mjs';

/**
 * Resolves when Redis on the port answers PING with PONG.
 *
 * @param {number}                                    port    TCP port on 127.0.0.1.
 * @param {import('node:child_process').ChildProcess} child   The server; waiting stops if it exits.
 * @param {number}                                    timeout Milliseconds.
 * @return {Promise<void>} Resolves when the server answers.
 */
async function waitForPong( port, child, timeout ) {
	const deadline = Date.now() + timeout;
	while ( Date.now() < deadline ) {
		if ( child.exitCode !== null ) {
			throw new Error(
				`redis-server exited with code ${ child.exitCode }`
			);
		}
		const answered = await new Promise( ( resolve ) => {
			const socket = net.connect( { port, host: '127.0.0.1' } );
			const done = ( ok ) => {
				socket.destroy();
				resolve( ok );
			};
			socket.once( 'connect', () => socket.write( 'PING\r\n' ) );
			socket.once( 'data', ( data ) =>
				done( data.toString().startsWith( '+PONG' ) )
			);
			socket.once( 'error', () => done( false ) );
			socket.setTimeout( 2000, () => done( false ) );
		} );
		if ( answered ) {
			return;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	throw new Error(
		`redis-server did not answer on port ${ port } within ${ timeout / 1000 } s`
	);
}

/**
 * Starts Redis on a free loopback port, working in its own folder, keeping nothing on disk (no
 * snapshots, no append-only file): a cache, as a site's Redis is.
 *
 * @param {Object} options
 * @param {string} options.dir Its folder (created when missing; its log is there).
 * @return {Promise<{host: string, port: number, stop: () => Promise<void>}>} Address and control.
 */
export async function startRedis( { dir } ) {
	if ( spawnSync( 'redis-server', [ '--version' ] ).status !== 0 ) {
		throw new UserError(
			'Redis is not installed.',
			'Install it with `sudo apt-get install redis-server`.'
		);
	}
	dir = path.resolve( dir );
	await mkdir( dir, { recursive: true } );
	const port = await freePort();
	const log = path.join( dir, 'redis.log' );
	const child = spawnGroup(
		'redis-server',
		[
			'--port',
			String( port ),
			'--bind',
			'127.0.0.1',
			'--dir',
			dir,
			'--save',
			'',
			'--appendonly',
			'no',
			'--logfile',
			log,
			'--daemonize',
			'no',
		],
		{ stdio: 'ignore' }
	);
	const stop = () => stopGroup( child, 5000 );
	try {
		await waitForPong( port, child, 15000 );
	} catch ( error ) {
		await stop();
		throw new Error( `${ error.message } (see ${ log })` );
	}
	return { host: '127.0.0.1', port, stop };
}

/**
 * Installs the object cache drop-in in a site (wp-content/object-cache.php) and names the Redis it
 * uses in wp-config.php: FRONTAGE_REDIS_HOST, FRONTAGE_REDIS_PORT, and FRONTAGE_REDIS_PREFIX, the
 * site's own key prefix (two sites on one Redis never share a key).
 *
 * @param {Object} options
 * @param {string} options.dir    Site folder (prepared by prepareSite()).
 * @param {string} options.host   Redis's address.
 * @param {number} options.port   Redis's port.
 * @param {string} options.prefix The site's key prefix (letters, digits, `-` and `_`).
 * @return {Promise<void>} Resolves when the site uses the cache.
 */
export async function installObjectCache( { dir, host, port, prefix } ) {
	if ( ! /^[\w-]+$/.test( prefix ) || ! /^[\w.:-]+$/.test( host ) ) {
		throw new Error(
			`Invalid Redis host or key prefix: ${ host } ${ prefix }`
		);
	}
	const config = path.join( dir, 'wp-config.php' );
	const source = await readFile( config, 'utf8' );
	const marker = "$table_prefix = 'wp_';";
	if ( ! source.includes( marker ) ) {
		throw new Error( `${ config } is not one bin/lib/site.mjs wrote.` );
	}
	const lines = [
		'// The persistent object cache (wp-content/object-cache.php), written by bin/lib/redis.mjs.',
		`define( 'FRONTAGE_REDIS_HOST', '${ host }' );`,
		`define( 'FRONTAGE_REDIS_PORT', ${ Number( port ) } );`,
		`define( 'FRONTAGE_REDIS_PREFIX', '${ prefix }' );`,
	];
	await writeFile(
		config,
		source.replace( marker, `${ lines.join( '\n' ) }\n\n${ marker }` )
	);
	await copyFile(
		path.join( ROOT, 'bin/php/object-cache.php' ),
		path.join( dir, 'wp-content/object-cache.php' )
	);
}
