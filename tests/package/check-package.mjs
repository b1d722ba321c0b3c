/**
 * Checks of the plugin zip (`npm run plugin-zip`), run by the plugin-zip step of `npm test` on
 * the zip as a site installed it (wp-content/plugins/frontage of a fresh site):
 *
 * - it holds only what a site runs — plugin.php, uninstall.php, readme.txt, LICENSE, includes/
 *   (PHP), build/ (built scripts, styles, block.json and block templates), languages/ — and
 *   everything of that the project has;
 * - every PHP file in it, and every PHP file of the project that ships, starts with the guard
 *   that refuses a direct request (`ABSPATH`; `WP_UNINSTALL_PLUGIN` for uninstall.php);
 * - readme.txt's headers say what plugin.php's header and package.json say.
 *
 * Each check returns problems, one line each; none means it passed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { ROOT } from '../../bin/lib/paths.mjs';
import { WP_BRANCH } from '../../bin/lib/site.mjs';

/**
 * What may be in the plugin folder: a rule for paths (relative, with /) and what it lets in.
 *
 * @type {Array<[RegExp, string]>}
 */
const ALLOWED = [
	[ /^(plugin|uninstall)\.php$/, 'the main file and the uninstaller' ],
	[ /^readme\.txt$|^LICENSE$/, 'the readme and the license' ],
	[ /^includes\/[a-z0-9/-]+\.php$/, 'PHP under includes/' ],
	[
		/^includes\/files\/file-table-columns\.json$/,
		'the file table’s columns, read by PHP (File_Table)',
	],
	[
		/^build\/[a-z0-9/-]+(\.asset\.php|\.js|\.css|\.js\.LICENSE\.txt)$/,
		'built scripts and styles',
	],
	[
		/^build\/blocks\/[a-z0-9-]+\/(block\.json|[a-z0-9-]+\.php)$/,
		'block.json and block templates',
	],
	[
		/^languages\/[A-Za-z0-9_.-]+\.(mo|po|pot|json|l10n\.php)$/,
		'translations',
	],
	[
		/^includes\/media\/demo\/[a-z0-9-]+\.webm$/,
		'the demo gallery’s three short videos, copied into the uploads by the demo content',
	],
];

/**
 * The guard a PHP file must open with, once its opening tag, comments, namespace, use and
 * declare statements are skipped: `if ( ! defined( 'ABSPATH' ) ) { exit; }` or the same
 * without braces.
 *
 * @param {string} constant ABSPATH, or WP_UNINSTALL_PLUGIN for uninstall.php.
 * @return {RegExp} The guard.
 */
const guard = ( constant ) =>
	new RegExp(
		`^if\\s*\\(\\s*!\\s*defined\\(\\s*'${ constant }'\\s*\\)\\s*\\)\\s*(\\{\\s*)?exit\\b`
	);

/**
 * Files under a folder, as relative paths with /.
 *
 * @param {string} dir Folder.
 * @return {string[]} Paths.
 */
function filesUnder( dir ) {
	return fs
		.readdirSync( dir, { recursive: true, withFileTypes: true } )
		.filter( ( entry ) => entry.isFile() || entry.isSymbolicLink() )
		.map( ( entry ) =>
			path
				.relative(
					dir,
					path.join( entry.parentPath ?? entry.path, entry.name )
				)
				.split( path.sep )
				.join( '/' )
		)
		.sort();
}

/**
 * Whether a PHP source starts with the guard.
 *
 * @param {string} source   The file's text.
 * @param {string} constant The constant the guard checks.
 * @return {boolean} True when nothing runs before the guard.
 */
export function opensWithGuard( source, constant = 'ABSPATH' ) {
	let rest = source.replace( /^<\?php\s*/, '' );
	const skippable =
		/^(\s+|\/\*[\s\S]*?\*\/|\/\/[^\n]*|#(?!\[)[^\n]*|(namespace|use)\s[^;{]+;|declare\s*\([^)]*\)\s*;)/;
	for ( let match = rest.match( skippable ); match; ) {
		rest = rest.slice( match[ 0 ].length );
		match = rest.match( skippable );
	}
	return source.startsWith( '<?php' ) && guard( constant ).test( rest );
}

/**
 * Problems with the contents of an installed plugin zip.
 *
 * @param {string} pluginDir The unzipped plugin folder (wp-content/plugins/frontage).
 * @return {string[]} One line per problem.
 */
export function contentsProblems( pluginDir ) {
	const problems = [];
	const files = filesUnder( pluginDir );
	for ( const file of files ) {
		if ( ! ALLOWED.some( ( [ rule ] ) => rule.test( file ) ) ) {
			problems.push(
				`${ file } is in the zip, but no site needs it (what may be: ALLOWED in tests/package/check-package.mjs)`
			);
		}
	}

	// Everything a site runs is there: the PHP the project has, each block, each entry point.
	const expected = [
		'plugin.php',
		'uninstall.php',
		'readme.txt',
		'LICENSE',
		'build/vendor/react-jsx-runtime.js',
		'includes/files/file-table-columns.json',
		...trackedPhp().filter( ( file ) => file.startsWith( 'includes/' ) ),
		...fs
			.readdirSync( path.join( ROOT, 'blocks' ) )
			.map( ( block ) => `build/blocks/${ block }/block.json` ),
		// The bundles webpack.config.js builds: src/<module>/index.ts(x) and src/<module>/<bundle>/index.ts(x).
		...filesUnder( path.join( ROOT, 'src' ) )
			.filter( ( file ) =>
				/^[a-z0-9-]+\/([a-z0-9-]+\/)?index\.tsx?$/.test( file )
			)
			.map( ( file ) => `build/${ file.replace( /\.tsx?$/, '.js' ) }` ),
	];
	for ( const file of expected ) {
		if ( ! files.includes( file ) ) {
			problems.push( `${ file } is missing from the zip` );
		}
	}

	for ( const file of files.filter( ( name ) => name.endsWith( '.php' ) ) ) {
		const constant =
			file === 'uninstall.php' ? 'WP_UNINSTALL_PLUGIN' : 'ABSPATH';
		if (
			! opensWithGuard(
				fs.readFileSync( path.join( pluginDir, file ), 'utf8' ),
				constant
			)
		) {
			problems.push(
				`${ file } in the zip does not open with if ( ! defined( '${ constant }' ) ) { exit; }`
			);
		}
	}
	return problems;
}

/**
 * The project's PHP files that git tracks, outside the folders that never ship (bin/, tests/,
 * bench/). Without git (an unpacked copy), the ones on disk under includes/ and blocks/.
 *
 * @return {string[]} Relative paths.
 */
function trackedPhp() {
	const git = spawnSync( 'git', [ 'ls-files', '-z', '*.php' ], {
		cwd: ROOT,
		encoding: 'utf8',
	} );
	const files =
		git.status === 0
			? git.stdout.split( '\0' ).filter( Boolean )
			: [ 'plugin.php', 'uninstall.php' ].concat(
					...[ 'includes', 'blocks' ].map( ( dir ) =>
						filesUnder( path.join( ROOT, dir ) )
							.filter( ( file ) => file.endsWith( '.php' ) )
							.map( ( file ) => `${ dir }/${ file }` )
					)
				);
	return files.filter( ( file ) => ! /^(bin|tests|bench)\//.test( file ) );
}

/**
 * Problems with the guards of the project's own PHP files (whether or not the zip has them).
 *
 * @return {string[]} One line per file without its guard.
 */
export function guardProblems() {
	return trackedPhp()
		.filter(
			( file ) =>
				! opensWithGuard(
					fs.readFileSync( path.join( ROOT, file ), 'utf8' ),
					file === 'uninstall.php' ? 'WP_UNINSTALL_PLUGIN' : 'ABSPATH'
				)
		)
		.map(
			( file ) =>
				`${ file } does not open with the ABSPATH guard (docs/CONTRIBUTING.md, Conventions)`
		);
}

/**
 * A header's value in a WordPress header block (`Name: value` lines).
 *
 * @param {string} text The file's text.
 * @param {string} name Header name, e.g. "Requires PHP".
 * @return {string|undefined} The value.
 */
function header( text, name ) {
	return text
		.match( new RegExp( `^[ \\t*#@]*${ name }:[ \\t]*(.+)$`, 'mi' ) )?.[ 1 ]
		.trim();
}

/**
 * Problems with readme.txt: its headers must say what plugin.php and package.json say, and it
 * must have the sections WordPress.org shows.
 *
 * @param {string} pluginDir The plugin folder whose readme.txt and plugin.php are read.
 * @return {string[]} One line per problem.
 */
export function readmeProblems( pluginDir ) {
	const readmeFile = path.join( pluginDir, 'readme.txt' );
	if ( ! fs.existsSync( readmeFile ) ) {
		return [ 'readme.txt is missing' ];
	}
	const readme = fs.readFileSync( readmeFile, 'utf8' );
	const plugin = fs.readFileSync(
		path.join( pluginDir, 'plugin.php' ),
		'utf8'
	);
	const { version } = JSON.parse(
		fs.readFileSync( path.join( ROOT, 'package.json' ), 'utf8' )
	);
	const constant = ( name ) =>
		plugin.match(
			new RegExp( `define\\(\\s*'${ name }',\\s*'([^']+)'\\s*\\)` )
		)?.[ 1 ];

	const problems = [];
	const same = ( what, values ) => {
		const distinct = new Set( Object.values( values ) );
		if ( distinct.size !== 1 || distinct.has( undefined ) ) {
			problems.push(
				`${ what } differs: ${ Object.entries( values )
					.map( ( [ where, value ] ) => `${ where } says ${ value }` )
					.join( ', ' ) }`
			);
		}
	};
	if ( ! /^=== Frontage ===$/m.test( readme.split( '\n' )[ 0 ] ) ) {
		problems.push( 'readme.txt does not start with === Frontage ===' );
	}
	same( 'The version', {
		'readme.txt (Stable tag)': header( readme, 'Stable tag' ),
		'plugin.php (Version)': header( plugin, 'Version' ),
		'plugin.php (FRONTAGE_VERSION)': constant( 'FRONTAGE_VERSION' ),
		'package.json': version,
	} );
	same( 'The oldest WordPress', {
		'readme.txt': header( readme, 'Requires at least' ),
		'plugin.php': header( plugin, 'Requires at least' ),
		'plugin.php (FRONTAGE_MIN_WP)': constant( 'FRONTAGE_MIN_WP' ),
	} );
	same( 'The oldest PHP', {
		'readme.txt': header( readme, 'Requires PHP' ),
		'plugin.php': header( plugin, 'Requires PHP' ),
		'plugin.php (FRONTAGE_MIN_PHP)': constant( 'FRONTAGE_MIN_PHP' ),
	} );
	same( 'The WordPress tested with', {
		'readme.txt (Tested up to)': header( readme, 'Tested up to' ),
		'bin/lib/site.mjs (the tests’ WordPress)': WP_BRANCH,
	} );
	for ( const name of [ 'Contributors', 'Tags', 'License' ] ) {
		if ( ! header( readme, name ) ) {
			problems.push( `readme.txt has no ${ name } header` );
		}
	}
	for ( const section of [
		'Description',
		'Installation',
		'Frequently Asked Questions',
		'Changelog',
	] ) {
		if ( ! readme.includes( `\n== ${ section } ==\n` ) ) {
			problems.push( `readme.txt has no == ${ section } == section` );
		}
	}
	if ( ! readme.includes( `\n= ${ version } =\n` ) ) {
		problems.push( `readme.txt's changelog has no = ${ version } = entry` );
	}
	return problems;
}
