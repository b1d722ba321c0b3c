#!/usr/bin/env node
/**
 * `npm test`: every check Frontage has, in order, each ending with a one-line summary.
 *
 *   types            tsc --noEmit (Babel builds without checking types)
 *   lint             wp-scripts lint-js and lint-style
 *   phpcs            PHP_CodeSniffer with the project's rule set, phpcs.xml.dist
 *   jest             unit tests of the pure TypeScript modules
 *   php-sqlite       PHPUnit against a fresh real site on SQLite
 *   php-mariadb      the same suite against a fresh site on a MariaDB server started here, strict
 *                    as managed databases are (primary keys required, a strict sql_mode)
 *   php-redis        the same suite on a fresh SQLite site with a persistent object cache: a Redis
 *                    started here and bin/php/object-cache.php
 *   e2e              Playwright against a fresh real site served by native PHP
 *   e2e-nodes        the two-node journeys (tests/e2e/nodes): one site on a MariaDB started here,
 *                    served by two PHP servers that share the database and uploads only
 *   e2e-page-cache   the page-cache spec against a fresh site behind a full-page cache
 *                    (bin/php/advanced-cache.php): what each visitor gets from cached pages
 *   plugin-zip       `npm run plugin-zip`; checks what the zip holds, installs it on a fresh site
 *                    and runs the @package specs there (one journey per module)
 *   e2e-playground   the @smoke specs against a site built and served by the Playground CLI
 *
 * `npm test -- --only=php-sqlite,e2e` runs some; `--skip=…` leaves some out. Exits non-zero on
 * any failure. System packages are installed with apt-get when we are root on Debian/Ubuntu;
 * otherwise the exact install command is printed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { ensureNodeDependencies } from './lib/node-deps.mjs';

await ensureNodeDependencies();

const { step, warn } = await import( './lib/log.mjs' );
const { ROOT, prepareSite, seedDemo } = await import( './lib/site.mjs' );
const {
	nativePhpStatus,
	phpPackages,
	assertPortFree,
	freePort,
	serveNative,
	servePlayground,
} = await import( './lib/serve.mjs' );
const { startMariaDB, STRICT_SERVER_ARGS, strictModeErrors } =
	await import( './lib/mariadb.mjs' );
const { startRedis, installObjectCache } = await import( './lib/redis.mjs' );
const { startTwoNodes } = await import( './lib/nodes.mjs' );
const { installPageCache } = await import( './lib/page-cache.mjs' );
const { contentsProblems, guardProblems, readmeProblems } =
	await import( '../tests/package/check-package.mjs' );
const { stopAllGroups } = await import( './lib/proc.mjs' );
const { junitFailures, playwrightFailures, summaryLines } =
	await import( './lib/failures.mjs' );

const SITES = path.join( ROOT, '.site' );

/** The tests the running step's PHPUnit and Playwright runs reported failed, for the summary. */
const stepFailures = [];
const E2E_PORT = 8889;
const E2E_URL = `http://localhost:${ E2E_PORT }`;

/** Debian packages the whole suite needs, and the command each one provides. */
const SYSTEM_PACKAGES = {
	'php-cli': 'php',
	phpunit: 'phpunit',
	'php-codesniffer': 'phpcs',
	chromium: 'chromium',
	'mariadb-server': 'mariadbd',
	'redis-server': 'redis-server',
	// `php:<extension>`: a PHP extension rather than a program.
	'php-redis': 'php:redis',
};

/**
 * Runs a command in the project folder with its output shown, and says whether it passed.
 *
 * @param {string}            command Program.
 * @param {string[]}          args    Arguments.
 * @param {NodeJS.ProcessEnv} [env]   Extra environment.
 * @return {boolean} Whether it exited 0.
 */
function run( command, args, env = {} ) {
	const result = spawnSync( command, args, {
		cwd: ROOT,
		stdio: 'inherit',
		env: { ...process.env, ...env },
	} );
	if ( result.error ) {
		warn( `Could not run ${ command }: ${ result.error.message }` );
		return false;
	}
	return result.status === 0;
}

/**
 * Whether a program is on the PATH (or at an absolute path).
 *
 * @param {string} program Program name.
 * @return {boolean} True when it can be run.
 */
function has( program ) {
	if ( program.startsWith( 'php:' ) ) {
		return (
			spawnSync( 'php', [
				'-r',
				`exit( extension_loaded( '${ program.slice( 4 ) }' ) ? 0 : 1 );`,
			] ).status === 0
		);
	}
	return (
		spawnSync( 'sh', [
			'-c',
			`command -v ${ program } || test -x /usr/sbin/${ program }`,
		] ).status === 0
	);
}

/**
 * Installs the missing system packages with apt-get when we may, else prints what to install.
 * Steps that need a missing package then fail with that same line.
 *
 * @return {string[]} Problems left, one line each.
 */
function ensureSystemPackages() {
	const php = nativePhpStatus();
	const missing = new Set();
	for ( const pkg of phpPackages( php.missing ) ) {
		missing.add( pkg );
	}
	for ( const [ pkg, program ] of Object.entries( SYSTEM_PACKAGES ) ) {
		if ( ! has( program ) ) {
			missing.add( pkg );
		}
	}
	if ( ! missing.size ) {
		return [];
	}
	const packages = [ ...missing ];
	const canApt = process.getuid?.() === 0 && has( 'apt-get' );
	if ( canApt ) {
		step( `Installing system packages: ${ packages.join( ' ' ) }` );
		const env = { DEBIAN_FRONTEND: 'noninteractive' };
		if (
			run( 'apt-get', [ 'update', '-qq' ], env ) &&
			run( 'apt-get', [ 'install', '-y', '-qq', ...packages ], env )
		) {
			return [];
		}
	}
	return [
		`Missing system packages: ${ packages.join( ' ' ) }. Install them with: sudo apt-get install ${ packages.join(
			' '
		) } (or your system's equivalents), then run npm test again.`,
	];
}

/**
 * Prepares a fresh site for a test run, printing its progress compactly.
 *
 * @param {string} name    Folder name under .site/.
 * @param {Object} options prepareSite() options besides dir.
 * @return {Promise<string>} The site folder.
 */
async function freshSite( name, options ) {
	const dir = path.join( SITES, name );
	await prepareSite( {
		dir,
		fresh: true,
		log: ( line ) => step( `${ name }: ${ line }` ),
		...options,
	} );
	return dir;
}

/**
 * PHPUnit against a prepared site.
 *
 * The failed tests are added to the step's summary (bin/lib/failures.mjs).
 *
 * @param {string}            dir   Site folder.
 * @param {NodeJS.ProcessEnv} [env] Extra environment.
 * @return {boolean} Whether the suite passed.
 */
function phpunit( dir, env = {} ) {
	const report = path.join( dir, 'phpunit-junit.xml' );
	fs.rmSync( report, { force: true } );
	const passed = run(
		'phpunit',
		[ '--configuration', 'phpunit.xml.dist', '--log-junit', report ],
		{ FRONTAGE_WP_DIR: dir, ...env }
	);
	stepFailures.push( ...junitFailures( report ) );
	return passed;
}

/**
 * Playwright against a served site.
 *
 * @param {string}   url   Site address.
 * @param {string}   dir   Site folder (for debug.log).
 * @param {string[]} extra Extra arguments.
 * @param {Object}   env   Extra environment.
 * @return {boolean} Whether the specs passed.
 */
function playwright( url, dir, extra = [], env = {} ) {
	const report = path.join( dir, '.playwright-report.json' );
	fs.rmSync( report, { force: true } );
	const passed = run( 'npx', [ 'playwright', 'test', ...extra ], {
		FRONTAGE_E2E_URL: url,
		FRONTAGE_E2E_SITE_DIR: dir,
		FRONTAGE_E2E_JSON_REPORT: report,
		...env,
	} );
	stepFailures.push( ...playwrightFailures( report ) );
	return passed;
}

/** The steps, in order. `needs` names the system programs a step cannot run without. */
const STEPS = [
	{ name: 'build', run: () => run( 'npm', [ 'run', '--silent', 'build' ] ) },
	{ name: 'types', run: () => run( 'npx', [ 'tsc', '--noEmit' ] ) },
	{
		name: 'lint',
		run: () =>
			run( 'npm', [ 'run', '--silent', 'lint:js' ] ) &&
			run( 'npm', [ 'run', '--silent', 'lint:style' ] ),
	},
	{
		name: 'phpcs',
		needs: [ 'phpcs' ],
		run: () => run( 'phpcs', [] ),
	},
	{
		name: 'jest',
		run: () =>
			run( 'npm', [ 'run', '--silent', 'test:unit', '--', '--ci' ] ),
	},
	{
		name: 'php-sqlite',
		needs: [ 'php', 'phpunit' ],
		run: async () =>
			phpunit( await freshSite( 'test-sqlite', { url: E2E_URL } ) ),
	},
	{
		name: 'php-mariadb',
		needs: [ 'php', 'phpunit', 'mariadbd' ],
		run: async () => {
			const dataDir = path.join( SITES, 'mariadb-data' );
			fs.rmSync( dataDir, { recursive: true, force: true } );
			// Strict as a managed database (docs/scale-out.md "Strict MySQL and managed databases").
			const db = await startMariaDB( {
				dataDir,
				serverArgs: STRICT_SERVER_ARGS,
			} );
			try {
				await db.createDatabase( 'frontage_tests' );
				const dir = await freshSite( 'test-mariadb', {
					url: E2E_URL,
					db: {
						type: 'mysql',
						host: db.host,
						name: 'frontage_tests',
						user: db.user,
						password: db.password,
					},
				} );
				// The server's command line, for the test that restarts it while searches run
				// (tests/php/search/test-database-restart.php, docs/scale-out.md "Faults").
				const passed = phpunit( dir, {
					FRONTAGE_MARIADB_SERVER: JSON.stringify( {
						argv: db.serverArgv,
						pidFile: db.pidFile,
						port: db.port,
					} ),
				} );
				// An invalid write logged by a test that did not check its result fails the step too.
				const refused = strictModeErrors( dir );
				refused.forEach( ( line ) => warn( line ) );
				return passed && ! refused.length;
			} finally {
				await db.stop();
			}
		},
	},
	{
		// PHPUnit with a persistent object cache: Redis and bin/php/object-cache.php
		// (docs/scale-out.md "A persistent object cache").
		name: 'php-redis',
		needs: [ 'php', 'phpunit', 'redis-server', 'php:redis' ],
		run: async () => {
			const redis = await startRedis( {
				dir: path.join( SITES, 'redis-data' ),
			} );
			try {
				const dir = await freshSite( 'test-redis', { url: E2E_URL } );
				await installObjectCache( {
					dir,
					host: redis.host,
					port: redis.port,
					prefix: 'test-redis',
				} );
				return phpunit( dir, { FRONTAGE_EXPECT_OBJECT_CACHE: '1' } );
			} finally {
				await redis.stop();
			}
		},
	},
	{
		name: 'e2e',
		needs: [ 'php' ],
		run: async () => {
			await assertPortFree( E2E_PORT );
			const dir = await freshSite( 'e2e', { url: E2E_URL } );
			await seedDemo( {
				dir,
				log: ( line ) => step( `e2e: ${ line }` ),
			} );
			const server = await serveNative( { dir, port: E2E_PORT } );
			try {
				return playwright( E2E_URL, dir );
			} finally {
				await server.stop();
			}
		},
	},
	{
		// Visitors served from a full-page cache (docs/scale-out.md "A full-page cache in front").
		name: 'e2e-page-cache',
		needs: [ 'php' ],
		run: async () => {
			const port = await freePort();
			const url = `http://localhost:${ port }`;
			const dir = await freshSite( 'e2e-page-cache', { url } );
			await seedDemo( {
				dir,
				log: ( line ) => step( `e2e-page-cache: ${ line }` ),
			} );
			await installPageCache( { dir } );
			const server = await serveNative( { dir, port } );
			try {
				// Results and report beside the site, so the e2e step's stay where they are.
				const results = path.join( dir, '.playwright' );
				return playwright(
					url,
					dir,
					[
						'--project=page-cache',
						`--output=${ path.join( results, 'results' ) }`,
					],
					{
						FRONTAGE_E2E_PAGE_CACHE: '1',
						PLAYWRIGHT_HTML_OUTPUT_DIR: path.join(
							results,
							'report'
						),
					}
				);
			} finally {
				await server.stop();
			}
		},
	},
	{
		// Two web nodes of one site (docs/scale-out.md "Several web nodes").
		name: 'e2e-nodes',
		needs: [ 'php', 'mariadbd', 'redis-server', 'php:redis' ],
		run: async () => {
			const nodes = await startTwoNodes( {
				name: 'e2e-nodes',
				ports: [ await freePort(), await freePort() ],
				log: ( line ) => step( `e2e-nodes: ${ line }` ),
			} );
			try {
				const results = path.join( nodes.dirA, '.playwright' );
				const passed = playwright(
					nodes.url,
					nodes.dirA,
					[
						'--project=nodes',
						`--output=${ path.join( results, 'results' ) }`,
					],
					{
						FRONTAGE_E2E_NODE_B: nodes.nodeB,
						PLAYWRIGHT_HTML_OUTPUT_DIR: path.join(
							results,
							'report'
						),
					}
				);
				// Both nodes log to node A's debug.log.
				const refused = strictModeErrors( nodes.dirA );
				refused.forEach( ( line ) => warn( line ) );
				return passed && ! refused.length;
			} finally {
				await nodes.stop();
			}
		},
	},
	{
		name: 'plugin-zip',
		needs: [ 'php' ],
		run: async () => {
			// The build step has just run.
			if (
				! run( 'npm', [
					'run',
					'--silent',
					'plugin-zip',
					'--',
					'--no-build',
				] )
			) {
				return false;
			}
			const port = await freePort();
			const url = `http://localhost:${ port }`;
			const dir = await freshSite( 'plugin-zip', {
				url,
				pluginZip: path.join( ROOT, 'frontage.zip' ),
			} );
			const pluginDir = path.join( dir, 'wp-content/plugins/frontage' );
			const problems = [
				...contentsProblems( pluginDir ),
				...guardProblems(),
				...readmeProblems( pluginDir ),
			];
			problems.forEach( ( line ) => warn( line ) );
			if ( problems.length ) {
				return false;
			}
			await seedDemo( {
				dir,
				log: ( line ) => step( `plugin-zip: ${ line }` ),
			} );
			const server = await serveNative( { dir, port } );
			try {
				// Results and report beside the site, so the e2e step's stay where they are.
				const results = path.join( dir, '.playwright' );
				return playwright(
					url,
					dir,
					[ `--output=${ path.join( results, 'results' ) }` ],
					{
						FRONTAGE_E2E_PACKAGE: '1',
						PLAYWRIGHT_HTML_OUTPUT_DIR: path.join(
							results,
							'report'
						),
					}
				);
			} finally {
				await server.stop();
			}
		},
	},
	{
		name: 'e2e-playground',
		run: async () => {
			const port = await freePort();
			const url = `http://localhost:${ port }`;
			const dir = await freshSite( 'e2e-playground', {
				url,
				runtime: 'playground',
			} );
			await seedDemo( {
				dir,
				runtime: 'playground',
				log: ( line ) => step( `e2e-playground: ${ line }` ),
			} );
			const server = await servePlayground( { dir, port } );
			try {
				return playwright( url, dir, [], { FRONTAGE_E2E_SMOKE: '1' } );
			} finally {
				await server.stop();
			}
		},
	},
];

/**
 * The steps the command line asks for.
 *
 * @return {typeof STEPS} Selected steps.
 */
function selectedSteps() {
	const option = ( name ) =>
		process.argv
			.find( ( arg ) => arg.startsWith( `--${ name }=` ) )
			?.slice( name.length + 3 )
			.split( ',' );
	const only = option( 'only' );
	const skip = option( 'skip' ) ?? [];
	const unknown = [ ...( only ?? [] ), ...skip ].filter(
		( name ) => ! STEPS.some( ( s ) => s.name === name )
	);
	if ( unknown.length ) {
		console.error(
			`✖ Unknown step ${ unknown.join( ', ' ) }. Steps: ${ STEPS.map( ( s ) => s.name ).join( ', ' ) }.`
		);
		process.exit( 2 );
	}
	// The build is what the other steps test: always run it.
	return STEPS.filter(
		( s ) =>
			s.name === 'build' ||
			( ( ! only || only.includes( s.name ) ) &&
				! skip.includes( s.name ) )
	);
}

/**
 * Runs the selected steps and prints the summary.
 */
async function main() {
	for ( const signal of [ 'SIGINT', 'SIGTERM' ] ) {
		process.on( signal, async () => {
			await stopAllGroups();
			process.exit( 130 );
		} );
	}

	const steps = selectedSteps();
	const problems = steps.some( ( s ) => s.needs )
		? ensureSystemPackages()
		: [];
	problems.forEach( ( line ) => warn( line ) );

	const results = [];
	for ( const current of steps ) {
		const started = Date.now();
		const missing = ( current.needs ?? [] ).filter(
			( program ) =>
				! has( program ) ||
				( program === 'php' && ! nativePhpStatus().ok )
		);
		let passed = false;
		let note = '';
		stepFailures.length = 0;
		if ( missing.length ) {
			note = `needs ${ missing.join( ', ' ) } (see the install line above)`;
		} else {
			step( `${ current.name }…` );
			try {
				passed = await current.run();
			} catch ( error ) {
				note = error instanceof Error ? error.message : String( error );
			}
		}
		const seconds = ( ( Date.now() - started ) / 1000 ).toFixed( 1 );
		const line = `${ passed ? '✔' : '✖' } ${ current.name } ${ passed ? 'passed' : 'FAILED' } (${ seconds } s)${ note ? `: ${ note }` : '' }`;
		results.push( { passed, line, failures: [ ...stepFailures ] } );
		console.log( line );
	}

	await stopAllGroups();
	console.log( '\nSummary' );
	results.forEach( ( { line, failures } ) =>
		[ line, ...summaryLines( failures ) ].forEach( ( each ) =>
			console.log( `  ${ each }` )
		)
	);
	const failed = results.filter( ( result ) => ! result.passed ).length;
	console.log(
		`\nsteps: ${ results.length - failed } passed, ${ failed } failed`
	);
	process.exit( failed ? 1 : 0 );
}

await main();
