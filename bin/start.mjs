#!/usr/bin/env node
/**
 * `npm start`: installs dependencies when needed, builds, prepares a local
 * WordPress 6.5 site in .site/dev with Frontage active and demo content, and
 * serves it at http://localhost:8888 until Ctrl-C.
 *
 * Usage: npm start [-- --fresh]
 *   --fresh  Delete .site/dev and build it again.
 * FRONTAGE_RUNTIME=native|playground forces how PHP runs (default: native
 * PHP when it is usable, otherwise WordPress Playground).
 *
 * Only Node built-ins and ./lib files may be imported here: this runs before
 * node_modules exists.
 */

import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { fail, step, warn } from './lib/log.mjs';
import { ensureNodeDependencies } from './lib/node-deps.mjs';
import { stopAllGroups } from './lib/proc.mjs';
import {
	aptInstallHint,
	assertPortFree,
	nativePhpStatus,
	serveNative,
	servePlayground,
} from './lib/serve.mjs';
import { ROOT, prepareSite, seedDemo } from './lib/site.mjs';

const PORT = 8888;
const SITE_URL = `http://localhost:${ PORT }`;
const SITE_DIR = path.join( ROOT, '.site/dev' );

/** Set once Ctrl-C or SIGTERM arrived: failures of the killed children are expected then. */
let stopping = false;

/**
 * Stops every child process group, then exits.
 *
 * @param {number} code Exit code.
 */
async function shutdown( code ) {
	if ( stopping ) {
		return;
	}
	stopping = true;
	step( 'Stopping…' );
	await stopAllGroups();
	process.exit( code );
}

/**
 * Parses the command line.
 *
 * @return {{fresh: boolean}} Options.
 */
function parseArgs() {
	const options = { fresh: false };
	for ( const arg of process.argv.slice( 2 ) ) {
		if ( arg === '--fresh' ) {
			options.fresh = true;
		} else if ( arg === '--help' || arg === '-h' ) {
			process.stdout.write(
				'Usage: npm start [-- --fresh]\n  --fresh  delete .site/dev and build it again\n'
			);
			process.exit( 0 );
		} else {
			fail(
				`Unknown option ${ arg }.`,
				'The only option is --fresh (npm start -- --fresh).'
			);
		}
	}
	return options;
}

/**
 * Runs the production build of the plugin's scripts and styles.
 */
function build() {
	step( 'Building (npm run build)' );
	const result = spawnSync( 'npm', [ 'run', '--silent', 'build' ], {
		cwd: ROOT,
		stdio: 'inherit',
		shell: process.platform === 'win32',
	} );
	if ( result.status !== 0 ) {
		fail(
			'The build failed (see above).',
			'Fix the error, then run npm start again.'
		);
	}
}

/**
 * Chooses native PHP or Playground, explaining any fallback in one line.
 *
 * @return {'native'|'playground'} Runtime.
 */
function chooseRuntime() {
	const forced = process.env.FRONTAGE_RUNTIME;
	if ( forced && forced !== 'native' && forced !== 'playground' ) {
		fail(
			`FRONTAGE_RUNTIME is "${ forced }".`,
			'Set it to native or playground, or unset it to choose automatically.'
		);
	}
	if ( forced === 'playground' ) {
		return 'playground';
	}
	const php = nativePhpStatus();
	if ( ! php.ok ) {
		const what = php.missing.includes( 'php' )
			? 'PHP is not installed'
			: `PHP lacks ${ php.missing.filter( ( name ) => name === 'pdo_sqlite' || name.startsWith( 'php' ) ).join( ', ' ) }`;
		if ( forced === 'native' ) {
			fail(
				`FRONTAGE_RUNTIME=native, but ${ what }.`,
				`Install it: ${ aptInstallHint( php.missing ) }`
			);
		}
		warn(
			`${ what }, so the site runs in WordPress Playground (slower).`,
			`For native PHP: ${ aptInstallHint( php.missing ) }`
		);
		return 'playground';
	}
	if ( php.missing.length ) {
		warn(
			`PHP lacks the extensions ${ php.missing.join( ', ' ) }; some features may not work.`,
			`Install them: ${ aptInstallHint( php.missing ) }`
		);
	}
	return 'native';
}

/**
 * Runs `npm start`.
 */
async function main() {
	const started = Date.now();
	const { fresh } = parseArgs();
	process.on( 'SIGINT', () => shutdown( 130 ) );
	process.on( 'SIGTERM', () => shutdown( 143 ) );

	await ensureNodeDependencies();
	const runtime = chooseRuntime();
	// Say so now rather than after the build and install.
	await assertPortFree( PORT );
	build();

	step(
		`Preparing WordPress in .site/dev (${ runtime === 'native' ? 'native PHP' : 'Playground' })`
	);
	await prepareSite( {
		dir: SITE_DIR,
		url: SITE_URL,
		runtime,
		fresh,
		log: step,
	} );

	step( 'Seeding demo content' );
	await seedDemo( {
		dir: SITE_DIR,
		runtime,
		log: ( line ) => process.stdout.write( `  ${ line }\n` ),
	} );

	step(
		`Starting the server (${ runtime === 'native' ? 'native PHP' : 'Playground' })`
	);
	const server = await (
		runtime === 'native' ? serveNative : servePlayground
	)( { dir: SITE_DIR, port: PORT } );

	const seconds = ( ( Date.now() - started ) / 1000 ).toFixed( 1 );
	process.stdout.write(
		[
			'',
			`  Frontage is running at ${ server.url }/  (ready in ${ seconds } s)`,
			`  Dashboard: ${ server.url }/wp-admin/  —  log in as admin / password`,
			'  Press Ctrl-C to stop.',
			'',
		].join( '\n' ) + '\n'
	);

	const code = await server.exited;
	if ( stopping ) {
		return;
	}
	warn(
		`The server stopped by itself (exit code ${ code }).`,
		'See .site/dev/.server.log, then run npm start again.'
	);
	await shutdown( 1 );
}

main().catch( async ( error ) => {
	if ( stopping ) {
		return;
	}
	await stopAllGroups();
	if ( process.env.FRONTAGE_DEBUG ) {
		process.stderr.write( `${ error.stack }\n` );
	}
	fail( error.message );
} );
