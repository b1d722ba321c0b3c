/**
 * Running a local site through the WordPress Playground CLI (PHP compiled to
 * WebAssembly), for machines without a usable native PHP.
 *
 * The site folder is mounted at /wordpress and the project at
 * /wordpress/wp-content/plugins/frontage, so the very same folder works with
 * native PHP too.
 */

import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { UserError } from './log.mjs';
import { runGroup } from './proc.mjs';
import { ROOT } from './paths.mjs';

/** The CLI's entry file, run directly by node: through npx, stopping the wrapper would leave the server running. */
export const PLAYGROUND_CLI = path.join(
	ROOT,
	'node_modules/@wp-playground/cli/wp-playground.js'
);

/** Where Playground sees the project. */
export const PLAYGROUND_PLUGIN_DIR = '/wordpress/wp-content/plugins/frontage';

/** PHP version of the Playground runtime (the CLI ignores --php when a blueprint is given). */
const PHP_VERSION = '8.2';

/**
 * Throws a one-line error when the Playground CLI is not installed.
 */
export function assertPlaygroundInstalled() {
	if ( ! existsSync( PLAYGROUND_CLI ) ) {
		throw new UserError(
			'The WordPress Playground CLI is missing (node_modules/@wp-playground/cli).',
			'Run `npm install` in the project folder.'
		);
	}
}

/**
 * Writes the blueprint that pins Playground's PHP version, and returns its path.
 *
 * @return {Promise<string>} Path of the blueprint file.
 */
async function writeBlueprint() {
	const file = path.join( ROOT, '.site', 'playground-blueprint.json' );
	const blueprint = {
		$schema: 'https://playground.wordpress.net/blueprint-schema.json',
		preferredVersions: { php: PHP_VERSION, wp: '6.5' },
		steps: [],
	};
	await mkdir( path.dirname( file ), { recursive: true } );
	// Several sites may start at once: write aside, then rename into place.
	const temp = `${ file }.${ process.pid }.${ Date.now() }`;
	await writeFile( temp, JSON.stringify( blueprint, null, '\t' ) + '\n' );
	await rename( temp, file );
	return file;
}

/**
 * Command-line arguments shared by every Playground command on a site.
 *
 * @param {Object} options
 * @param {string} options.dir         Site folder (holds wp-config.php).
 * @param {string} options.url         Site address.
 * @param {string} options.installMode Value of --wordpress-install-mode.
 * @return {Promise<string[]>} Arguments after the command name.
 */
export async function playgroundArgs( { dir, url, installMode } ) {
	return [
		`--blueprint=${ await writeBlueprint() }`,
		`--site-url=${ url }`,
		`--wordpress-install-mode=${ installMode }`,
		`--mount-before-install=${ dir }:/wordpress`,
		`--mount=${ ROOT }:${ PLAYGROUND_PLUGIN_DIR }`,
		'--verbosity=quiet',
	];
}

/**
 * Runs one of the bin/php scripts inside Playground against a site.
 *
 * @param {Object}   options
 * @param {string}   options.dir    Site folder.
 * @param {string}   options.url    Site address.
 * @param {string}   options.script File name in bin/php.
 * @param {string[]} [options.args] Script arguments.
 * @return {Promise<{code: number, stdout: string, stderr: string}>} Its exit code and output.
 */
export async function runPlaygroundPhp( { dir, url, script, args = [] } ) {
	assertPlaygroundInstalled();
	const cliArgs = [
		PLAYGROUND_CLI,
		'php',
		...( await playgroundArgs( {
			dir,
			url,
			installMode: 'do-not-attempt-installing',
		} ) ),
		'--',
		`${ PLAYGROUND_PLUGIN_DIR }/bin/php/${ script }`,
		'--wp-dir=/wordpress',
		...args,
	];
	return runGroup( process.execPath, cliArgs, { cwd: ROOT } );
}
