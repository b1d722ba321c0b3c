#!/usr/bin/env node
/**
 * A category page of 1,000 files: the server time of its first page (the File category block,
 * 20 files per page, sorted by the category's ordering) against an empty page of the same theme,
 * in the same run on one fresh site, interleaved. Prints medians, p95 and the ratio.
 *
 *   node bench/category.mjs [--files=1000] [--requests=40] [--port=N]
 */
import { option, summarize } from './lib/measure.mjs';
import { benchSite } from './lib/site.mjs';

const FILES = option( 'files', 1000 );
const REQUESTS = option( 'requests', 40 );

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

const site = await benchSite( { name: 'bench-category' } );
const { url } = site;
const pages = site.json( 'bench/php/seed-category.php', [ String( FILES ) ] );

const server = await site.serve();
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
