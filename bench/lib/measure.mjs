/**
 * What every benchmark reads and computes the same way: its `--name=value` options, the median
 * and 95th percentile of its samples, and a headless Chromium.
 */
import { existsSync } from 'node:fs';

/**
 * A `--name=value` option of the command line.
 *
 * @param {string}        name     Option name.
 * @param {number|string} fallback Default; a number default makes the value a number.
 * @return {any} The value.
 */
export function option( name, fallback ) {
	const arg = process.argv.find( ( a ) => a.startsWith( `--${ name }=` ) );
	if ( arg === undefined ) {
		return fallback;
	}
	const value = arg.slice( name.length + 3 );
	return typeof fallback === 'number' ? Number( value ) : value;
}

/**
 * Median and 95th percentile of a list of numbers.
 *
 * @param {number[]} values Samples.
 * @return {{median: number, p95: number}} The two figures.
 */
export function summarize( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const at = ( q ) =>
		sorted[
			Math.min( sorted.length - 1, Math.floor( q * sorted.length ) )
		];
	return { median: at( 0.5 ), p95: at( 0.95 ) };
}

/**
 * Headless Chromium: Debian's when it is installed, as npm test's e2e step uses.
 *
 * @param {string[]} [args] Extra command-line switches.
 * @return {Promise<import('@playwright/test').Browser>} The browser.
 */
export async function launchChromium( args = [] ) {
	const { chromium } = await import( '@playwright/test' );
	return chromium.launch( {
		...( existsSync( '/usr/bin/chromium' )
			? { executablePath: '/usr/bin/chromium' }
			: {} ),
		args: [ '--headless', '--no-sandbox', '--disable-gpu', ...args ],
	} );
}
