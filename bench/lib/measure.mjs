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
 * Time to the whole response, in ms, checking it is what a visitor would get.
 *
 * @param {string} address  Address.
 * @param {Object} init     Fetch options (method, headers, body).
 * @param {RegExp} expected What the body must hold.
 * @return {Promise<{ms: number, body: string}>} Milliseconds and the body.
 * @throws When the answer is not a 2xx or lacks what is expected.
 */
export async function timedFetch( address, init, expected ) {
	const started = performance.now();
	const response = await fetch( address, init );
	const body = await response.text();
	const ms = performance.now() - started;
	if ( ! response.ok || ! expected.test( body ) ) {
		throw new Error(
			`${ address } answered ${ response.status }: ${ body.slice( 0, 300 ) }`
		);
	}
	return { ms, body };
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
