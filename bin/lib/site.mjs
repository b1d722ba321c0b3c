/**
 * Prepares local WordPress sites for development and tests, offline: core
 * comes from the @wp-playground/wordpress-builds package, the SQLite drop-in
 * from @wp-playground/cli, and wp-cli's job is done by bin/php scripts.
 */

import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import {
	cp,
	mkdir,
	readFile,
	rename,
	rm,
	symlink,
	writeFile,
	lstat,
	readdir,
} from 'node:fs/promises';
import path from 'node:path';

import { UserError } from './log.mjs';
import { ROOT, SITE_ROOT } from './paths.mjs';
import { runPlaygroundPhp } from './playground.mjs';
import { extractZip } from './zip.mjs';

export { ROOT };

/** File that marks a site whose prepare and install finished. */
export const READY_MARKER = '.frontage-ready';

const BUILDS = path.join(
	ROOT,
	'node_modules/@wp-playground/wordpress-builds'
);
const SQLITE_ZIP = path.join(
	ROOT,
	'node_modules/@wp-playground/cli/sqlite-database-integration.zip'
);

/** The WordPress branch the project targets ("Requires at least: 6.5"). */
export const WP_BRANCH = '6.5';

/**
 * @typedef {Object} DbConfig
 * @property {'sqlite'|'mysql'} type       Database kind.
 * @property {string}           [host]     MySQL host:port.
 * @property {string}           [name]     MySQL database (must exist).
 * @property {string}           [user]     MySQL user.
 * @property {string}           [password] MySQL password.
 */

/**
 * The exact WordPress release packaged for WP_BRANCH, e.g. "6.5.5".
 *
 * @return {string} Version number.
 */
function packagedVersion() {
	const versionsFile = path.join( BUILDS, 'src/wordpress/wp-versions.json' );
	if ( ! existsSync( versionsFile ) ) {
		throw new UserError(
			'WordPress core is missing (node_modules/@wp-playground/wordpress-builds).',
			'Run `npm install` in the project folder.'
		);
	}
	return JSON.parse( readFileSync( versionsFile, 'utf8' ) )[ WP_BRANCH ];
}

/**
 * Copies a folder, with `cp -a` where it exists (ten times faster than Node's
 * copy for WordPress's 3,000 files).
 *
 * @param {string} from Source folder.
 * @param {string} to   Destination, which must not exist yet.
 */
async function copyTree( from, to ) {
	if ( process.platform !== 'win32' ) {
		const result = spawnSync( 'cp', [ '-a', from, to ], {
			encoding: 'utf8',
		} );
		if ( ! result.error && result.status === 0 ) {
			return;
		}
	}
	await cp( from, to, { recursive: true, verbatimSymlinks: true } );
}

/**
 * Extracts WordPress core once into .site/core-VERSION and returns that folder.
 * It is built aside and renamed into place, so an interrupted run never leaves
 * a half-extracted cache behind.
 *
 * @param {(line: string) => void} log Progress output.
 * @return {Promise<string>} The cached core folder.
 */
async function ensureCore( log ) {
	const version = packagedVersion();
	const core = path.join( SITE_ROOT, `core-${ version }` );
	if ( existsSync( core ) ) {
		return core;
	}
	log(
		`Extracting WordPress ${ version } into ${ path.relative( ROOT, core ) } (once)`
	);
	const temp = `${ core }.tmp-${ process.pid }-${ randomBytes( 4 ).toString( 'hex' ) }`;
	await rm( temp, { recursive: true, force: true } );
	extractZip(
		path.join( BUILDS, `src/wordpress/wp-${ WP_BRANCH }.zip` ),
		temp
	);
	// The zip holds the PHP; static assets ship separately. Core files win.
	await cp( path.join( BUILDS, `public/wp-${ WP_BRANCH }` ), temp, {
		recursive: true,
		force: false,
		errorOnExist: false,
	} );
	// Playground's own database, asset map and config have no place in a real site.
	for ( const leftover of [
		'wp-content/database/.ht.sqlite',
		'wordpress-remote-asset-paths',
		'wp-config.php',
	] ) {
		await rm( path.join( temp, leftover ), { force: true } );
	}
	const versionPhp = await readFile(
		path.join( temp, 'wp-includes/version.php' ),
		'utf8'
	);
	const found = versionPhp.match( /\$wp_version = '([^']+)'/ )?.[ 1 ];
	if ( found !== version ) {
		await rm( temp, { recursive: true, force: true } );
		throw new Error(
			`the packaged WordPress is ${ found }, expected ${ version }`
		);
	}
	try {
		await rename( temp, core );
	} catch ( error ) {
		// Another run finished the same cache first; theirs is as good as ours.
		await rm( temp, { recursive: true, force: true } );
		if ( ! existsSync( core ) ) {
			throw error;
		}
	}
	return core;
}

/**
 * Installs the SQLite database drop-in: the plugin folder and wp-content/db.php.
 *
 * @param {string} dir Site folder.
 */
async function installSqliteDropIn( dir ) {
	const plugins = path.join( dir, 'wp-content/plugins' );
	const temp = path.join( plugins, '.sqlite-unzip' );
	await rm( temp, { recursive: true, force: true } );
	extractZip( SQLITE_ZIP, temp );
	const [ inner ] = await readdir( temp );
	const pluginDir = path.join( plugins, 'sqlite-database-integration' );
	await rm( pluginDir, { recursive: true, force: true } );
	await rename( path.join( temp, inner ), pluginDir );
	await rm( temp, { recursive: true, force: true } );

	// A path relative to db.php, so the site works wherever it is mounted.
	const dropIn = (
		await readFile( path.join( pluginDir, 'db.copy' ), 'utf8' )
	)
		.replace(
			"'{SQLITE_IMPLEMENTATION_FOLDER_PATH}'",
			"__DIR__ . '/plugins/sqlite-database-integration'"
		)
		.replaceAll(
			'{SQLITE_PLUGIN}',
			'sqlite-database-integration/load.php'
		);
	await writeFile( path.join( dir, 'wp-content/db.php' ), dropIn );
	await mkdir( path.join( dir, 'wp-content/database' ), { recursive: true } );
}

/**
 * PHP source of a string literal.
 *
 * @param {string} value The string.
 * @return {string} Single-quoted PHP literal.
 */
function phpString( value ) {
	return `'${ String( value ).replace( /[\\']/g, '\\$&' ) }'`;
}

/**
 * Writes wp-config.php. Every value is independent of where the folder is,
 * and every constant is defined only when not defined yet, because Playground
 * defines some (WP_DEBUG, WP_HOME…) before wp-config.php runs.
 *
 * @param {string}   dir Site folder.
 * @param {DbConfig} db  Database settings.
 */
async function writeWpConfig( dir, db ) {
	/** @type {Array<[string, string]>} */
	const constants = [];
	const define = ( name, phpValue ) => constants.push( [ name, phpValue ] );
	if ( db.type === 'mysql' ) {
		define( 'DB_NAME', phpString( db.name ) );
		define( 'DB_USER', phpString( db.user ) );
		define( 'DB_PASSWORD', phpString( db.password ?? '' ) );
		define( 'DB_HOST', phpString( db.host ) );
	} else {
		define( 'DB_NAME', "'wordpress'" );
		define( 'DB_USER', "''" );
		define( 'DB_PASSWORD', "''" );
		define( 'DB_HOST', "''" );
		define( 'DB_DIR', "__DIR__ . '/wp-content/database/'" );
		define( 'DB_FILE', "'.ht.sqlite'" );
	}
	define( 'DB_CHARSET', "'utf8mb4'" );
	define( 'DB_COLLATE', "''" );
	for ( const name of [
		'AUTH_KEY',
		'SECURE_AUTH_KEY',
		'LOGGED_IN_KEY',
		'NONCE_KEY',
		'AUTH_SALT',
		'SECURE_AUTH_SALT',
		'LOGGED_IN_SALT',
		'NONCE_SALT',
	] ) {
		define( name, phpString( randomBytes( 48 ).toString( 'base64' ) ) );
	}
	define( 'WP_ENVIRONMENT_TYPE', "'local'" );
	// Nothing outside can be reached; without this, admin pages wait on update checks.
	define( 'WP_HTTP_BLOCK_EXTERNAL', 'true' );
	define( 'WP_DEBUG', 'true' );
	define( 'WP_DEBUG_LOG', 'true' );
	define( 'WP_DEBUG_DISPLAY', 'false' );
	define( 'DISABLE_WP_CRON', 'true' );
	define( 'AUTOMATIC_UPDATER_DISABLED', 'true' );

	const lines = constants.map(
		( [ name, value ] ) =>
			`defined( '${ name }' ) || define( '${ name }', ${ value } );`
	);
	const source = `<?php
/**
 * Local development site of Frontage, written by bin/lib/site.mjs.
 * Every path is relative to this file: the same folder runs under native PHP
 * and mounted at /wordpress in WordPress Playground.
 *
 * @package Frontage
 */

${ lines.join( '\n' ) }

$table_prefix = 'wp_';

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}

require_once ABSPATH . 'wp-settings.php';
`;
	await writeFile( path.join( dir, 'wp-config.php' ), source );
}

/**
 * Writes the must-use plugin of local sites (again on every run, so existing
 * sites follow changes to it).
 *
 * @param {string} dir Site folder.
 */
async function writeMuPlugin( dir ) {
	const muPlugins = path.join( dir, 'wp-content/mu-plugins' );
	await mkdir( muPlugins, { recursive: true } );
	await writeFile(
		path.join( muPlugins, 'frontage-local.php' ),
		`<?php
/**
 * Plugin Name: Frontage local site
 * Description: Written by bin/lib/site.mjs. Quiets what a local site cannot do: send mail, reach WordPress.org.
 *
 * @package Frontage
 */

add_filter( 'pre_wp_mail', '__return_false' );

// Nothing outside can be reached (WP_HTTP_BLOCK_EXTERNAL). Answer WordPress.org at once with
// "unavailable", which the update checks take quietly; a blocked request instead logs a
// warning on every admin page.
add_filter(
	'pre_http_request',
	static function ( $response, $args, $url ) {
		$host = (string) wp_parse_url( $url, PHP_URL_HOST );
		if ( 'wordpress.org' !== $host && ! str_ends_with( $host, '.wordpress.org' ) ) {
			return $response;
		}
		return array(
			'headers'  => array(),
			'body'     => '',
			'response' => array(
				'code'    => 503,
				'message' => 'Service Unavailable',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	},
	10,
	3
);
`
	);
}

/**
 * Makes wp-content/plugins/frontage a relative symlink to the project root,
 * so the site keeps working when the project folder moves. (Playground mounts
 * the project over this path instead.)
 *
 * @param {string} dir Site folder.
 */
async function linkPlugin( dir ) {
	const link = path.join( dir, 'wp-content/plugins/frontage' );
	const target = path.relative( path.dirname( link ), ROOT );
	try {
		const stat = await lstat( link );
		if ( stat.isSymbolicLink() ) {
			await rm( link );
		} else {
			throw new UserError(
				`${ link } exists and is not a symlink.`,
				'Delete it and run again.'
			);
		}
	} catch ( error ) {
		if ( error.code !== 'ENOENT' ) {
			throw error;
		}
	}
	await symlink( target, link, 'dir' );
}

/**
 * Installs Frontage into wp-content/plugins/frontage from a plugin zip (`npm run plugin-zip`),
 * as a site owner's upload would: the zip's frontage/ folder becomes the plugin folder, a copy
 * that has nothing of the project but what the zip holds. A link or folder already there goes.
 *
 * @param {string} dir     Site folder.
 * @param {string} zipFile The plugin zip.
 */
async function installPluginZip( dir, zipFile ) {
	const plugins = path.join( dir, 'wp-content/plugins' );
	const target = path.join( plugins, 'frontage' );
	try {
		const stat = await lstat( target );
		// A link goes by itself, never what it points at (the project).
		await rm( target, { recursive: ! stat.isSymbolicLink(), force: true } );
	} catch ( error ) {
		if ( error.code !== 'ENOENT' ) {
			throw error;
		}
	}
	const temp = path.join( plugins, '.frontage-unzip' );
	await rm( temp, { recursive: true, force: true } );
	extractZip( zipFile, temp );
	if ( ! existsSync( path.join( temp, 'frontage/plugin.php' ) ) ) {
		await rm( temp, { recursive: true, force: true } );
		throw new UserError(
			`${ zipFile } holds no frontage/plugin.php.`,
			'Make it with `npm run plugin-zip`.'
		);
	}
	await rename( path.join( temp, 'frontage' ), target );
	await rm( temp, { recursive: true, force: true } );
}

/**
 * Runs a PHP CLI script with native PHP against a site.
 *
 * @param {string}   dir    Site folder; the script's working directory.
 * @param {string}   script Script path, absolute or relative to the project root.
 * @param {string[]} [args] Script arguments.
 * @return {{code: number, stdout: string, stderr: string}} Exit code and output.
 */
export function runSitePhp( dir, script, args = [] ) {
	const result = spawnSync(
		'php',
		[ path.resolve( ROOT, script ), ...args ],
		{
			cwd: dir,
			env: { ...process.env, FRONTAGE_WP_DIR: dir },
			encoding: 'utf8',
			maxBuffer: 64 * 1024 * 1024,
		}
	);
	if ( result.error ) {
		return {
			code: 127,
			stdout: '',
			stderr: `php could not run: ${ result.error.message }`,
		};
	}
	return {
		code: result.status ?? 1,
		stdout: result.stdout,
		stderr: result.stderr,
	};
}

/**
 * Runs one bin/php script on a site with the chosen runtime.
 *
 * @param {Object}                options
 * @param {string}                options.dir     Site folder.
 * @param {string}                options.url     Site address (Playground needs it).
 * @param {'native'|'playground'} options.runtime Runtime.
 * @param {string}                options.script  File name in bin/php.
 * @param {string[]}              [options.args]  Script arguments.
 * @return {Promise<{code: number, stdout: string, stderr: string}>} Exit code and output.
 */
async function runScript( { dir, url, runtime, script, args = [] } ) {
	if ( runtime === 'playground' ) {
		return runPlaygroundPhp( { dir, url, script, args } );
	}
	return runSitePhp( dir, path.join( 'bin/php', script ), args );
}

/**
 * The most telling line of a failed script's output.
 *
 * @param {{stdout: string, stderr: string}} result Script output.
 * @return {string} One line.
 */
function lastLine( result ) {
	// The scripts report their failures on stderr; stdout is the fallback.
	for ( const output of [ result.stderr, result.stdout ] ) {
		const lines = output
			.split( '\n' )
			.map( ( line ) => line.trim() )
			.filter( Boolean );
		if ( lines.length ) {
			return lines.at( -1 );
		}
	}
	return 'no output';
}

/**
 * Reads the address a prepared site was installed with.
 *
 * @param {string} dir Site folder.
 * @return {Promise<string|undefined>} The address, if recorded.
 */
async function readyUrl( dir ) {
	try {
		return JSON.parse(
			await readFile( path.join( dir, READY_MARKER ), 'utf8' )
		).url;
	} catch {
		return undefined;
	}
}

/**
 * Prepares a WordPress site in `dir`: core, database drop-in (SQLite only),
 * wp-config.php, the plugin (a link to the project, or the copy a plugin zip
 * holds), install and activation. A site that is
 * already complete is left as it is. Writes the ready marker last, so a folder
 * without it is known to be half-built and is rebuilt.
 *
 * @param {Object}                 options
 * @param {string}                 options.dir         Site folder.
 * @param {string}                 options.url         Site address, e.g. http://localhost:8888.
 * @param {DbConfig}               [options.db]        Database; a MySQL database must exist already.
 * @param {'native'|'playground'}  [options.runtime]   PHP that installs the site.
 * @param {boolean}                [options.fresh]     Delete the folder first.
 * @param {string}                 [options.pluginZip] Install Frontage from this zip instead of linking the project.
 * @param {(line: string) => void} [options.log]       Progress output.
 * @return {Promise<{dir: string, url: string}>} The site.
 */
export async function prepareSite( {
	dir,
	url,
	db = { type: 'sqlite' },
	runtime = 'native',
	fresh = false,
	pluginZip,
	log = console.log,
} ) {
	dir = path.resolve( dir );
	const installPlugin = () =>
		pluginZip ? installPluginZip( dir, pluginZip ) : linkPlugin( dir );
	if ( db.type === 'mysql' && runtime === 'playground' ) {
		throw new UserError(
			'A MySQL site needs native PHP; Playground runs SQLite only.',
			'Install php-cli and php-mysql, or use SQLite.'
		);
	}
	if ( fresh ) {
		await rm( dir, { recursive: true, force: true } );
	} else if ( existsSync( path.join( dir, READY_MARKER ) ) ) {
		const installedUrl = await readyUrl( dir );
		if ( installedUrl && installedUrl !== url ) {
			throw new UserError(
				`${ dir } was installed for ${ installedUrl }, not ${ url }.`,
				'Run again with --fresh to rebuild it.'
			);
		}
		await writeMuPlugin( dir );
		await installPlugin();
		return { dir, url };
	} else if ( existsSync( dir ) ) {
		log(
			`${ path.relative( ROOT, dir ) || dir } was left half-built by an interrupted run: deleting and rebuilding it.`
		);
		await rm( dir, { recursive: true, force: true } );
	}

	const core = await ensureCore( log );
	await mkdir( path.dirname( dir ), { recursive: true } );
	await copyTree( core, dir );
	if ( db.type !== 'mysql' ) {
		await installSqliteDropIn( dir );
	}
	await writeWpConfig( dir, db );
	await writeMuPlugin( dir );
	await installPlugin();

	const result = await runScript( {
		dir,
		url,
		runtime,
		script: 'install-site.php',
		args: [ `--url=${ url }`, `--expect-version=${ packagedVersion() }` ],
	} );
	if ( result.code !== 0 ) {
		throw new Error(
			`Installing WordPress failed: ${ lastLine( result ) }`
		);
	}
	await writeFile(
		path.join( dir, READY_MARKER ),
		JSON.stringify( {
			url,
			db: db.type,
			runtime,
			at: new Date().toISOString(),
		} ) + '\n'
	);
	return { dir, url };
}

/**
 * Seeds the demo content (idempotent) and logs what it printed.
 *
 * @param {Object}                 options
 * @param {string}                 options.dir       Site folder.
 * @param {'native'|'playground'}  [options.runtime] PHP that runs the seeding.
 * @param {(line: string) => void} [options.log]     Output for each line.
 * @return {Promise<string[]>} The printed lines, one per thing created or present.
 */
export async function seedDemo( {
	dir,
	runtime = 'native',
	log = console.log,
} ) {
	dir = path.resolve( dir );
	const url = ( await readyUrl( dir ) ) || 'http://localhost:8888';
	const result = await runScript( {
		dir,
		url,
		runtime,
		script: 'seed-demo.php',
	} );
	if ( result.code !== 0 ) {
		throw new Error(
			`Seeding demo content failed: ${ lastLine( result ) }`
		);
	}
	const lines = result.stdout.split( '\n' ).filter( ( line ) => line.trim() );
	lines.forEach( ( line ) => log( line ) );
	return lines;
}
