/**
 * A throwaway MariaDB server for tests against a production-like database,
 * without a system service: its own data folder, port and socket.
 */

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { UserError } from './log.mjs';
import { spawnGroup, stopGroup } from './proc.mjs';
import { freePort } from './serve.mjs';

/**
 * Server options of a managed database (RDS, Cloud SQL, Azure): no table without a primary key,
 * and a strict sql_mode. WordPress takes NO_ZERO_DATE, ONLY_FULL_GROUP_BY and the STRICT modes out
 * of its own session; the tests put them back (docs/scale-out.md "Strict MySQL and managed databases").
 */
export const STRICT_SERVER_ARGS = [
	'--innodb-force-primary-key=ON',
	'--sql-mode=STRICT_TRANS_TABLES,STRICT_ALL_TABLES,NO_ZERO_IN_DATE,NO_ZERO_DATE,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION,ONLY_FULL_GROUP_BY',
];

/** What WordPress logs when a strict server refuses a query (not a lost connection). */
const STRICT_ERRORS =
	/WordPress database error (Data too long|Incorrect \w+ value|Truncated incorrect|Out of range value|Field '[^']*' doesn't have a default value|Division by 0|.* isn't in GROUP BY|This table type requires a primary key)/;

/**
 * The errors a strict server gave a site's queries, from its debug.log: each first line.
 *
 * @param {string} siteDir Site folder.
 * @return {string[]} Errors; none when the log is missing.
 */
export function strictModeErrors( siteDir ) {
	const log = path.join( siteDir, 'wp-content', 'debug.log' );
	if ( ! existsSync( log ) ) {
		return [];
	}
	return readFileSync( log, 'utf8' )
		.split( '\n' )
		.filter( ( line ) => STRICT_ERRORS.test( line ) )
		.map( ( line ) => line.slice( 0, 400 ) );
}

/**
 * Finds the first of some programs, also in the sbin folders that a normal
 * user's PATH often lacks (Debian puts mariadbd in /usr/sbin).
 *
 * @param {string[]} names Program names, preferred first.
 * @return {string|undefined} Full path.
 */
function findProgram( names ) {
	const dirs = [
		...( process.env.PATH || '' ).split( path.delimiter ),
		'/usr/sbin',
		'/usr/local/sbin',
		'/sbin',
	];
	for ( const name of names ) {
		for ( const dir of dirs ) {
			const candidate = path.join( dir, name );
			if ( dir && existsSync( candidate ) ) {
				return candidate;
			}
		}
	}
	return undefined;
}

/**
 * Resolves when a MySQL-protocol server on the port sends its greeting.
 *
 * @param {number}                                    port    TCP port on 127.0.0.1.
 * @param {import('node:child_process').ChildProcess} child   The server; waiting stops if it exits.
 * @param {number}                                    timeout Milliseconds.
 * @return {Promise<void>} Resolves when the server accepts connections.
 */
async function waitForGreeting( port, child, timeout ) {
	const deadline = Date.now() + timeout;
	while ( Date.now() < deadline ) {
		if ( child.exitCode !== null ) {
			throw new Error( `mariadbd exited with code ${ child.exitCode }` );
		}
		const greeted = await new Promise( ( resolve ) => {
			const socket = net.connect( { port, host: '127.0.0.1' } );
			const done = ( ok ) => {
				socket.destroy();
				resolve( ok );
			};
			socket.once( 'data', () => done( true ) );
			socket.once( 'error', () => done( false ) );
			socket.setTimeout( 2000, () => done( false ) );
		} );
		if ( greeted ) {
			return;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	throw new Error(
		`mariadbd did not accept connections on port ${ port } within ${ timeout / 1000 } s`
	);
}

/**
 * Starts MariaDB on a free loopback port, initialising the data folder first
 * when it is empty. Root has no password.
 *
 * @param {Object}   options
 * @param {string}   options.dataDir      Data folder (created when missing).
 * @param {string[]} [options.serverArgs] More server options (the benches' buffer pool size).
 * @return {Promise<{host: string, port: number, user: string, password: string, query: (sql: string) => Promise<void>, createDatabase: (name: string) => Promise<void>, stop: () => Promise<void>}>} Connection settings and controls.
 */
export async function startMariaDB( { dataDir, serverArgs = [] } ) {
	const installDb = findProgram( [
		'mariadb-install-db',
		'mysql_install_db',
	] );
	const server = findProgram( [ 'mariadbd', 'mysqld' ] );
	const client = findProgram( [ 'mariadb', 'mysql' ] );
	if ( ! installDb || ! server || ! client ) {
		throw new UserError(
			'MariaDB is not installed.',
			'Install it with `sudo apt-get install mariadb-server`.'
		);
	}
	dataDir = path.resolve( dataDir );
	await mkdir( dataDir, { recursive: true } );
	// Run as whoever we are; mariadbd insists on --user only when that is root.
	const user = os.userInfo().username;

	if ( readdirSync( dataDir ).length === 0 ) {
		const result = spawnSync(
			installDb,
			[
				'--no-defaults',
				`--user=${ user }`,
				`--datadir=${ dataDir }`,
				'--auth-root-authentication-method=normal',
				'--skip-test-db',
			],
			{ encoding: 'utf8' }
		);
		if ( result.status !== 0 ) {
			const detail = `${ result.stderr || '' }${ result.stdout || '' }`
				.trim()
				.split( '\n' )
				.at( -1 );
			throw new Error(
				`mariadb-install-db failed: ${ detail || result.error?.message }`
			);
		}
	}

	const port = await freePort();
	// Unix socket paths are limited to about 100 bytes; the data folder may be deeper.
	let socketPath = path.join( dataDir, 'mariadb.sock' );
	if ( socketPath.length > 100 ) {
		socketPath = path.join(
			os.tmpdir(),
			`frontage-mariadb-${ port }.sock`
		);
	}
	const pidFile = path.join( dataDir, 'mariadb.pid' );
	// Temporary tables in a folder of the server's own: something else cleaning the shared /tmp
	// deleted one under a running query ("Error on delete of '/tmp/#sql-temptable-…'").
	const tmpDir = `${ dataDir }-tmp`;
	await mkdir( tmpDir, { recursive: true } );
	const serverArgv = [
		server,
		// The system's my.cnf may point at folders we cannot write.
		'--no-defaults',
		`--user=${ user }`,
		`--datadir=${ dataDir }`,
		`--socket=${ socketPath }`,
		`--pid-file=${ pidFile }`,
		`--log-error=${ path.join( dataDir, 'error.log' ) }`,
		`--port=${ port }`,
		'--bind-address=127.0.0.1',
		'--skip-log-bin',
		'--skip-name-resolve',
		`--tmpdir=${ tmpDir }`,
		...serverArgs,
	];
	const child = spawnGroup( serverArgv[ 0 ], serverArgv.slice( 1 ), {
		stdio: 'ignore',
	} );
	const stop = async () => {
		await stopGroup( child, 15000 );
		await stopRestarted( pidFile );
	};
	try {
		await waitForGreeting( port, child, 30000 );
	} catch ( error ) {
		await stop();
		throw new Error(
			`${ error.message } (see ${ path.join( dataDir, 'error.log' ) })`
		);
	}

	/**
	 * Runs SQL as root on the server (benchmarks' setup: databases, grants, settings).
	 *
	 * @param {string} sql Statements.
	 * @return {Promise<void>} Resolves when they ran; rejects with the client's error.
	 */
	const query = async ( sql ) => {
		const result = spawnSync(
			client,
			[
				'--no-defaults',
				'--protocol=tcp',
				'-h127.0.0.1',
				`-P${ port }`,
				'-uroot',
				'-e',
				sql,
			],
			{ encoding: 'utf8' }
		);
		if ( result.status !== 0 ) {
			throw new Error(
				`${ sql }: ${ ( result.stderr || result.error?.message || `exit ${ result.status }` ).trim() }`
			);
		}
	};

	/**
	 * Creates a database unless it exists.
	 *
	 * @param {string} name Database name (letters, digits, _ and -).
	 * @return {Promise<void>} Resolves when it exists.
	 */
	const createDatabase = async ( name ) => {
		if ( ! /^[\w-]+$/.test( name ) ) {
			throw new Error( `Invalid database name: ${ name }` );
		}
		await query( `CREATE DATABASE IF NOT EXISTS \`${ name }\`` );
	};

	return {
		host: `127.0.0.1:${ port }`,
		port,
		user: 'root',
		password: '',
		// How to start the same server again, for tests that restart it (FRONTAGE_MARIADB_SERVER).
		serverArgv,
		pidFile,
		query,
		createDatabase,
		stop,
	};
}

/**
 * Stops a server that a test killed and started again itself (not our child, so not in our
 * process group): the pid its pid file names, if that process is a mariadbd.
 *
 * @param {string} pidFile The server's pid file.
 * @return {Promise<void>} Resolves when it is gone.
 */
async function stopRestarted( pidFile ) {
	const pid = existsSync( pidFile )
		? Number( readFileSync( pidFile, 'utf8' ).trim() )
		: 0;
	const alive = () => {
		try {
			return /mariadbd|mysqld/.test(
				readFileSync( `/proc/${ pid }/cmdline`, 'utf8' )
			);
		} catch {
			return false;
		}
	};
	if ( ! pid || ! alive() ) {
		return;
	}
	process.kill( pid, 'SIGTERM' );
	const deadline = Date.now() + 15000;
	while ( alive() && Date.now() < deadline ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
	}
	if ( alive() ) {
		process.kill( pid, 'SIGKILL' );
	}
}
