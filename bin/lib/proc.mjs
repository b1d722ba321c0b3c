/**
 * Child processes that run in their own process group, so that stopping one
 * also stops everything it forked (php -S workers, Playground's threads), and
 * a registry of them so that Ctrl-C leaves no orphan behind.
 */

import { spawn } from 'node:child_process';

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();

/**
 * Starts a command as the leader of a new process group.
 *
 * @param {string}                                    command   Program.
 * @param {string[]}                                  args      Arguments.
 * @param {import('node:child_process').SpawnOptions} [options] Spawn options.
 * @return {import('node:child_process').ChildProcess} The child.
 */
export function spawnGroup( command, args, options = {} ) {
	// `detached` makes the child call setsid(): it leads a group we can signal as a whole.
	const child = spawn( command, args, { ...options, detached: true } );
	running.add( child );
	child.once( 'exit', () => running.delete( child ) );
	return child;
}

/**
 * Whether any process of a group is still alive.
 *
 * @param {number} pgid Process group id (the leader's pid).
 * @return {boolean} True while one lives.
 */
function groupAlive( pgid ) {
	try {
		process.kill( -pgid, 0 );
		return true;
	} catch {
		return false;
	}
}

/**
 * Stops a whole process group: SIGTERM, then SIGKILL after a grace period.
 *
 * @param {import('node:child_process').ChildProcess} child   Group leader.
 * @param {number}                                    [grace] Milliseconds to wait before SIGKILL.
 * @return {Promise<void>} Resolves when no process of the group is left.
 */
export async function stopGroup( child, grace = 3000 ) {
	const pgid = child.pid;
	if ( ! pgid ) {
		return;
	}
	try {
		process.kill( -pgid, 'SIGTERM' );
	} catch {
		// Already gone.
	}
	const deadline = Date.now() + grace;
	while ( groupAlive( pgid ) && Date.now() < deadline ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
	}
	if ( groupAlive( pgid ) ) {
		try {
			process.kill( -pgid, 'SIGKILL' );
		} catch {
			// Gone in the meantime.
		}
		while ( groupAlive( pgid ) ) {
			await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
		}
	}
	running.delete( child );
}

/**
 * Stops every group started through spawnGroup() that is still running.
 *
 * @return {Promise<void>} Resolves when all are gone.
 */
export async function stopAllGroups() {
	await Promise.all( [ ...running ].map( ( child ) => stopGroup( child ) ) );
}

/**
 * Runs a command in its own process group and collects its output.
 *
 * @param {string}                                    command   Program.
 * @param {string[]}                                  args      Arguments.
 * @param {import('node:child_process').SpawnOptions} [options] Spawn options.
 * @return {Promise<{code: number, stdout: string, stderr: string}>} Exit code (1 when killed) and output.
 */
export function runGroup( command, args, options = {} ) {
	return new Promise( ( resolve, reject ) => {
		const child = spawnGroup( command, args, {
			...options,
			stdio: [ 'ignore', 'pipe', 'pipe' ],
		} );
		let stdout = '';
		let stderr = '';
		child.stdout.on( 'data', ( chunk ) => ( stdout += chunk ) );
		child.stderr.on( 'data', ( chunk ) => ( stderr += chunk ) );
		child.once( 'error', reject );
		child.once( 'close', ( code ) =>
			resolve( { code: code ?? 1, stdout, stderr } )
		);
	} );
}

/**
 * Polls a URL until it answers HTTP. 502 and 503 do not count: the Playground
 * server answers them while WordPress is still booting.
 *
 * @param {string}                                    url               Address to poll.
 * @param {Object}                                    options
 * @param {number}                                    [options.timeout] Milliseconds before giving up.
 * @param {import('node:child_process').ChildProcess} [options.child]   Server process; polling stops if it exits.
 * @return {Promise<void>} Resolves on the first answer.
 */
export async function waitForHttp( url, { timeout = 60000, child } = {} ) {
	const deadline = Date.now() + timeout;
	let lastError = 'no answer';
	while ( Date.now() < deadline ) {
		if ( child && child.exitCode !== null ) {
			throw new Error(
				`the server exited with code ${ child.exitCode } before answering ${ url }`
			);
		}
		try {
			const response = await fetch( url, {
				redirect: 'manual',
				signal: AbortSignal.timeout( 10000 ),
			} );
			await response.arrayBuffer();
			if ( response.status !== 502 && response.status !== 503 ) {
				return;
			}
			lastError = `HTTP ${ response.status }`;
		} catch ( error ) {
			lastError = error.cause?.code || error.message;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	throw new Error(
		`${ url } did not answer within ${ timeout / 1000 } s (${ lastError })`
	);
}
