/**
 * Two web nodes of one site, as a load balancer has them (docs/scale-out.md "Several web nodes"):
 * one MariaDB database, one uploads folder, one Redis as their persistent object cache
 * (bin/php/object-cache.php), and two PHP servers that share nothing else — each node has its own
 * copy of the site's files, its own temporary folder and its own memory.
 *
 * Both nodes answer under ONE site address, node A's: a request to node B carries that address
 * in its Host header, as a load balancer passes the visitor's Host on, so WordPress on either
 * node sees the same site (its home and siteurl are not changed per node).
 */

import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { startMariaDB, STRICT_SERVER_ARGS } from './mariadb.mjs';
import { SITE_ROOT } from './paths.mjs';
import { installObjectCache, startRedis } from './redis.mjs';
import { serveNative } from './serve.mjs';
import { prepareSite, seedDemo } from './site.mjs';

/** The response header each node adds to what WordPress answers, so a test sees who answered. */
export const NODE_HEADER = 'X-Frontage-Node';

/**
 * Writes the must-use plugin that names the node in every WordPress answer (node-local, as a
 * machine's own configuration is).
 *
 * @param {string} dir  The node's site folder.
 * @param {string} name The node's name (a or b).
 */
async function writeNodeMuPlugin( dir, name ) {
	await writeFile(
		path.join( dir, 'wp-content/mu-plugins/frontage-node.php' ),
		`<?php
/**
 * Plugin Name: Frontage test node
 * Description: Written by bin/lib/nodes.mjs: names this web node in every answer (${ NODE_HEADER }).
 *
 * @package Frontage
 */

if ( 'cli-server' === PHP_SAPI && ! headers_sent() ) {
	header( '${ NODE_HEADER }: ${ name }' );
}
`
	);
}

/**
 * Makes node B's folder from node A's: a copy of the site's files (as every node of a real site
 * has the same code and wp-config.php), whose uploads folder is node A's (the shared storage:
 * NFS, EFS, a bucket mounted), and whose debug.log is node A's too (the shared log a test reads).
 *
 * @param {string} dirA Node A's site folder.
 * @param {string} dirB Node B's site folder (replaced).
 */
async function copyNode( dirA, dirB ) {
	await rm( dirB, { recursive: true, force: true } );
	const copied = spawnSync( 'cp', [ '-a', dirA, dirB ], {
		encoding: 'utf8',
	} );
	if ( copied.status !== 0 ) {
		throw new Error( `Copying ${ dirA } failed: ${ copied.stderr }` );
	}
	const uploads = path.join( dirB, 'wp-content/uploads' );
	await rm( uploads, { recursive: true, force: true } );
	await symlink( path.join( dirA, 'wp-content/uploads' ), uploads, 'dir' );
	const logA = path.join( dirA, 'wp-content/debug.log' );
	if ( ! existsSync( logA ) ) {
		writeFileSync( logA, '' );
	}
	const logB = path.join( dirB, 'wp-content/debug.log' );
	await rm( logB, { force: true } );
	await symlink( logA, logB );
}

/**
 * Serves a node with PHP's built-in server, its temporary folder its own (a file one request
 * left in /tmp is not there for a request on the other machine).
 *
 * @param {string} dir  The node's site folder.
 * @param {number} port Its port.
 * @return {ReturnType<typeof serveNative>} The server.
 */
async function serveNode( dir, port ) {
	const temp = path.join( dir, '.tmp' );
	await mkdir( temp, { recursive: true } );
	return serveNative( {
		dir,
		port,
		ini: { sys_temp_dir: temp, upload_tmp_dir: temp },
	} );
}

/**
 * Starts MariaDB (strict, as a managed database) and Redis, installs a fresh site on them with
 * the demo content, and serves it from two nodes.
 *
 * @param {Object}                 options
 * @param {string}                 options.name  Folder prefix under .site/: NAME-a, NAME-b, NAME-mariadb, NAME-redis.
 * @param {[number, number]}       options.ports Node A's and node B's ports.
 * @param {(line: string) => void} [options.log] Progress output.
 * @return {Promise<{url: string, nodeB: string, dirA: string, dirB: string, stop: () => Promise<void>}>}
 *   The site address (node A), node B's own address, the folders, and how to stop everything.
 */
export async function startTwoNodes( { name, ports, log = console.log } ) {
	const dirA = path.join( SITE_ROOT, `${ name }-a` );
	const dirB = path.join( SITE_ROOT, `${ name }-b` );
	const dataDir = path.join( SITE_ROOT, `${ name }-mariadb` );
	await rm( dataDir, { recursive: true, force: true } );
	const db = await startMariaDB( {
		dataDir,
		serverArgs: STRICT_SERVER_ARGS,
	} );
	const servers = [];
	let redis;
	const stop = async () => {
		await Promise.all( servers.map( ( server ) => server.stop() ) );
		await redis?.stop();
		await db.stop();
	};
	try {
		redis = await startRedis( {
			dir: path.join( SITE_ROOT, `${ name }-redis` ),
		} );
		await db.createDatabase( 'frontage_nodes' );
		const url = `http://localhost:${ ports[ 0 ] }`;
		await prepareSite( {
			dir: dirA,
			url,
			fresh: true,
			db: {
				type: 'mysql',
				host: db.host,
				name: 'frontage_nodes',
				user: db.user,
				password: db.password,
			},
			log,
		} );
		await seedDemo( { dir: dirA, log } );
		// Both nodes' wp-config.php name the same Redis and key prefix: one cache, shared.
		await installObjectCache( {
			dir: dirA,
			host: redis.host,
			port: redis.port,
			prefix: name,
		} );
		await copyNode( dirA, dirB );
		await writeNodeMuPlugin( dirA, 'a' );
		await writeNodeMuPlugin( dirB, 'b' );
		servers.push( await serveNode( dirA, ports[ 0 ] ) );
		servers.push( await serveNode( dirB, ports[ 1 ] ) );
		log(
			`node a: ${ url } (${ dirA }); node b: port ${ ports[ 1 ] } (${ dirB })`
		);
		return {
			url,
			nodeB: `http://localhost:${ ports[ 1 ] }`,
			dirA,
			dirB,
			stop,
		};
	} catch ( error ) {
		await stop();
		throw error;
	}
}
