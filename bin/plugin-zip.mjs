#!/usr/bin/env node
/**
 * `npm run plugin-zip`: builds, then writes frontage.zip, the plugin as a site installs it
 * (Plugins → Add New → Upload Plugin): one folder, frontage/, holding what package.json's "files"
 * lists — plugin.php, uninstall.php, readme.txt, LICENSE, includes/, build/, languages/.
 *
 * wp-scripts plugin-zip does the packing. Its file lister (npm-packlist) always adds package.json
 * and README.md, which a site has no use for (the README is about developing Frontage), so they
 * are taken out again here.
 *
 *   --no-build   skip the build (npm test has just built)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { ROOT } from './lib/paths.mjs';

/** The archive, named by wp-scripts after package.json's "name". */
const PLUGIN_ZIP = path.join( ROOT, 'frontage.zip' );

/** What npm-packlist adds whatever "files" says, as paths inside the zip. */
const NOT_FOR_SITES = [ 'frontage/package.json', 'frontage/README.md' ];

/**
 * Runs a command in the project folder.
 *
 * @param {string}   command Program.
 * @param {string[]} args    Arguments.
 * @param {boolean}  quiet   Show the output only when the command fails.
 */
function run( command, args, quiet = false ) {
	const result = spawnSync( command, args, {
		cwd: ROOT,
		stdio: quiet ? 'pipe' : 'inherit',
		encoding: 'utf8',
	} );
	if ( result.error || result.status !== 0 ) {
		if ( quiet ) {
			process.stdout.write( result.stdout ?? '' );
			process.stderr.write( result.stderr ?? '' );
		}
		console.error(
			`✖ ${ command } ${ args.join( ' ' ) } failed${
				result.error ? `: ${ result.error.message }` : ''
			}`
		);
		process.exit( 1 );
	}
}

if ( ! process.argv.includes( '--no-build' ) ) {
	run( 'npm', [ 'run', '--silent', 'build' ] );
}

rmSync( PLUGIN_ZIP, { force: true } );
// It prints a line per file; the listing that matters is the zip's, below.
run(
	process.execPath,
	[
		path.join( ROOT, 'node_modules/@wordpress/scripts/bin/wp-scripts.js' ),
		'plugin-zip',
	],
	true
);
if ( ! existsSync( PLUGIN_ZIP ) ) {
	console.error( `✖ wp-scripts plugin-zip wrote no ${ PLUGIN_ZIP }` );
	process.exit( 1 );
}

// adm-zip is what wp-scripts packs with; take it from there rather than as a dependency of ours.
const AdmZip = createRequire(
	path.join( ROOT, 'node_modules/@wordpress/scripts/package.json' )
)( 'adm-zip' );
const zip = new AdmZip( PLUGIN_ZIP );
for ( const name of NOT_FOR_SITES ) {
	if ( zip.getEntry( name ) ) {
		zip.deleteFile( name );
	}
}
zip.writeZip( PLUGIN_ZIP );

const files = zip.getEntries().filter( ( entry ) => ! entry.isDirectory );
console.log(
	`✔ ${ path.relative( process.cwd(), PLUGIN_ZIP ) || PLUGIN_ZIP }: ${
		files.length
	} files, ${ Math.round( statSync( PLUGIN_ZIP ).size / 1024 ) } KB`
);
