#!/usr/bin/env node
/**
 * A category page of 1,000 files: the server time of its first page (the File category block,
 * 20 files per page, sorted by the category's ordering) against an empty page of the same theme,
 * in the same run on one fresh site, interleaved. Prints medians, p95 and the ratio.
 *
 *   node bench/category.mjs [--files=1000] [--requests=40]
 */
import path from 'node:path';

import { ROOT, prepareSite, runSitePhp } from '../bin/lib/site.mjs';
import { freePort, serveNative } from '../bin/lib/serve.mjs';

const option = ( name, fallback ) =>
	Number(
		process.argv
			.find( ( arg ) => arg.startsWith( `--${ name }=` ) )
			?.split( '=' )[ 1 ] ?? fallback
	);
const FILES = option( 'files', 1000 );
const REQUESTS = option( 'requests', 40 );

/**
 * Median and 95th percentile.
 *
 * @param {number[]} values Samples.
 * @return {{median: number, p95: number}} The figures.
 */
function summarize( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const at = ( q ) =>
		sorted[
			Math.min( sorted.length - 1, Math.floor( q * sorted.length ) )
		];
	return { median: at( 0.5 ), p95: at( 0.95 ) };
}

/**
 * Time to the whole response, in ms.
 *
 * @param {string} url Address.
 * @return {Promise<number>} Milliseconds.
 */
async function time( url ) {
	const started = performance.now();
	const response = await fetch( url );
	const body = await response.text();
	if ( ! response.ok ) {
		throw new Error( `${ url } answered ${ response.status }` );
	}
	if ( url.includes( 'table' ) && ! body.includes( 'Bench file' ) ) {
		throw new Error( 'The table page shows no files.' );
	}
	return performance.now() - started;
}

const port = await freePort();
const url = `http://localhost:${ port }`;
const dir = path.join( ROOT, '.site', 'bench-category' );
await prepareSite( { dir, url, fresh: true, log: () => {} } );
const seeded = runSitePhp(
	dir,
	path.join( ROOT, 'bench/php/seed-category.php' ),
	[ String( FILES ) ]
);
if ( seeded.code !== 0 ) {
	throw new Error( `Seeding failed: ${ seeded.stderr || seeded.stdout }` );
}
const pages = JSON.parse( seeded.stdout.trim().split( '\n' ).at( -1 ) );

const server = await serveNative( { dir, port } );
try {
	const samples = { table: [], empty: [] };
	for ( let i = 0; i < 5; i++ ) {
		await time( url + pages.table );
		await time( url + pages.empty );
	}
	for ( let i = 0; i < REQUESTS; i++ ) {
		samples.table.push( await time( url + pages.table ) );
		samples.empty.push( await time( url + pages.empty ) );
	}
	const table = summarize( samples.table );
	const empty = summarize( samples.empty );
	console.log(
		`Category of ${ FILES } files, first page (20 files), ${ REQUESTS } requests each, native PHP`
	);
	console.log(
		`empty page   median ${ empty.median.toFixed( 1 ) } ms, p95 ${ empty.p95.toFixed(
			1
		) } ms`
	);
	console.log(
		`table page   median ${ table.median.toFixed( 1 ) } ms, p95 ${ table.p95.toFixed(
			1
		) } ms`
	);
	console.log(
		`ratio (table / empty): ${ ( table.median / empty.median ).toFixed( 2 ) }×`
	);
} finally {
	await server.stop();
}
