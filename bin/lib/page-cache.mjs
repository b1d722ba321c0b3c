/**
 * The full-page cache of the `e2e-page-cache` step: bin/php/advanced-cache.php installed in a
 * site as wp-content/advanced-cache.php, with WP_CACHE defined in its wp-config.php, as page-cache
 * plugins install themselves (docs/scale-out.md "A full-page cache in front").
 */

import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { ROOT } from './paths.mjs';

/**
 * Installs the page cache in a site prepared by prepareSite().
 *
 * @param {Object} options
 * @param {string} options.dir Site folder.
 * @return {Promise<void>} Resolves when the site's pages go through the cache.
 */
export async function installPageCache( { dir } ) {
	const config = path.join( dir, 'wp-config.php' );
	const source = await readFile( config, 'utf8' );
	const marker = "$table_prefix = 'wp_';";
	if ( ! source.includes( marker ) ) {
		throw new Error( `${ config } is not one bin/lib/site.mjs wrote.` );
	}
	if ( ! source.includes( "define( 'WP_CACHE'" ) ) {
		const lines = [
			'// The full-page cache (wp-content/advanced-cache.php), written by bin/lib/page-cache.mjs.',
			"define( 'WP_CACHE', true );",
		];
		await writeFile(
			config,
			source.replace( marker, `${ lines.join( '\n' ) }\n\n${ marker }` )
		);
	}
	await copyFile(
		path.join( ROOT, 'bin/php/advanced-cache.php' ),
		path.join( dir, 'wp-content/advanced-cache.php' )
	);
}
