#!/usr/bin/env node
/**
 * What Frontage costs every request: the same pages served with Frontage active and with it
 * inactive (the baseline), in one run on one fresh site and one server. A baseline request
 * carries a header that leaves Frontage out of the active plugins for that request
 * (bench/php/bench-baseline-header.php), so the two states alternate request by request and
 * drift hits both alike. Prints median and p95 time and peak PHP memory per page, the ratio of
 * the medians, and the median of each request's ratio to its neighbour of the other state.
 *
 *   node bench/boot.mjs [--requests=60] [--port=N] [--instructions]
 *
 * --instructions also counts the instructions PHP executes for one request of each page in
 * each state (valgrind's callgrind on PHP's built-in server, opcache in shared memory, the page
 * warmed first): the same count on every run of the same code, whatever else the machine is
 * doing, where times move by several per cent between runs (docs/PERFORMANCE.md "Boot").
 *
 * Needs native PHP (the Playground runtime measures WebAssembly, not Frontage).
 */
import fs from 'node:fs';
import os from 'node:os';

import { countingServer, millions } from './lib/instructions.mjs';
import { option, summarize } from './lib/measure.mjs';
import { benchSite } from './lib/site.mjs';

const REQUESTS = option( 'requests', 60 );
const INSTRUCTIONS = process.argv.includes( '--instructions' );
const PAGES = [ '/', '/modal-demo/', '/wp-json/' ];

/**
 * Sets Frontage's state on the site.
 *
 * @param {import('./lib/site.mjs').BenchSite} site  The site.
 * @param {'on'|'off'}                         state Wanted state.
 */
function setFrontage( site, state ) {
	site.php( 'bench/php/bench-plugin-state.php', [ state ] );
}

/**
 * The header that makes a request run without Frontage (bench/php/bench-baseline-header.php).
 */
const BASELINE = { 'X-Frontage-Bench': 'baseline' };

/**
 * Worker processes of the site's server (serveNative()'s default), each warmed before timing.
 */
const WORKERS = 4;

/**
 * Requests a page once and returns its time in ms and its peak memory in bytes.
 *
 * @param {string}                 url     Page address.
 * @param {string}                 memLog  The memory log the mu-plugin appends to.
 * @param {Record<string, string>} headers Request headers (BASELINE for the baseline).
 * @return {Promise<{ms: number, bytes: number, body: string}>} One sample.
 */
async function sample( url, memLog, headers = {} ) {
	const started = performance.now();
	const response = await fetch( url, { headers } );
	const body = await response.text();
	const ms = performance.now() - started;
	if ( ! response.ok ) {
		throw new Error( `${ url } answered ${ response.status }` );
	}
	const lines = fs.readFileSync( memLog, 'utf8' ).trim().split( '\n' );
	return { ms, bytes: Number( lines.at( -1 ) ), body };
}

const site = await benchSite( {
	name: 'bench',
	demo: true,
	peakMemory: true,
	muPlugins: {
		'bench-baseline-header.php': fs.readFileSync(
			new URL( './php/bench-baseline-header.php', import.meta.url ),
			'utf8'
		),
	},
} );
const { url, memLog } = site;

const server = await site.serve();
try {
	const samples = { frontage: {}, baseline: {} };
	for ( const page of PAGES ) {
		samples.frontage[ page ] = [];
		samples.baseline[ page ] = [];
	}
	// Frontage stays active; a baseline request leaves it out with a header, so both states run
	// on one site and one server, alternated request by request (first one, then the other, in
	// turn), and drift or a busy moment hits both alike.
	setFrontage( site, 'on' );
	const load = os.loadavg()[ 0 ];
	const frontageHtml = ( await sample( url + '/', memLog ) ).body;
	const baselineHtml = ( await sample( url + '/', memLog, BASELINE ) ).body;
	if (
		! frontageHtml.includes( 'frontage' ) ||
		baselineHtml.includes( '/plugins/frontage/' )
	) {
		throw new Error( 'The baseline header does not switch Frontage off' );
	}
	// Every server worker serves each page in each state a few times first (opcache, SQLite's
	// page cache, and each process's own start, which a running site's PHP pool pays once).
	for ( let warm = 0; warm < 3; warm++ ) {
		for ( const page of PAGES ) {
			for ( const headers of [ {}, BASELINE ] ) {
				await Promise.all(
					Array.from( { length: WORKERS }, () =>
						sample( url + page, memLog, headers )
					)
				);
			}
		}
	}
	for ( let i = 0; i < REQUESTS; i++ ) {
		for ( const page of PAGES ) {
			const order =
				i % 2 ? [ 'frontage', 'baseline' ] : [ 'baseline', 'frontage' ];
			for ( const key of order ) {
				samples[ key ][ page ].push(
					await sample(
						url + page,
						memLog,
						key === 'baseline' ? BASELINE : {}
					)
				);
			}
		}
	}

	console.log(
		`Frontage boot cost, ${ REQUESTS } requests per page and state, alternated, native PHP ${
			process.platform
		}; load average ${ load.toFixed( 2 ) } → ${ os.loadavg()[ 0 ].toFixed( 2 ) }`
	);
	console.log(
		'page          | baseline median / p95 | frontage median / p95 | time ratio | paired ratio | memory baseline → frontage | memory ratio'
	);
	for ( const page of PAGES ) {
		const base = summarize( samples.baseline[ page ].map( ( s ) => s.ms ) );
		const ours = summarize( samples.frontage[ page ].map( ( s ) => s.ms ) );
		const baseMem = summarize(
			samples.baseline[ page ].map( ( s ) => s.bytes )
		).median;
		const ourMem = summarize(
			samples.frontage[ page ].map( ( s ) => s.bytes )
		).median;
		console.log(
			[
				page.padEnd( 13 ),
				`${ base.median.toFixed( 1 ) } / ${ base.p95.toFixed( 1 ) } ms`.padEnd(
					21
				),
				`${ ours.median.toFixed( 1 ) } / ${ ours.p95.toFixed( 1 ) } ms`.padEnd(
					21
				),
				`${ ( ours.median / base.median ).toFixed( 2 ) }×`.padEnd( 10 ),
				// Each request against its neighbour of the other state: drift cancels out.
				`${ summarize(
					samples.frontage[ page ].map(
						( s, i ) => s.ms / samples.baseline[ page ][ i ].ms
					)
				).median.toFixed( 3 ) }×`.padEnd( 12 ),
				`${ ( baseMem / 1048576 ).toFixed( 2 ) } → ${ ( ourMem / 1048576 ).toFixed( 2 ) } MB`.padEnd(
					26
				),
				`${ ( ourMem / baseMem ).toFixed( 2 ) }×`,
			].join( ' | ' )
		);
	}
} finally {
	setFrontage( site, 'on' );
	await server.stop();
}

if ( INSTRUCTIONS ) {
	// The same site, now served by one PHP process under callgrind (bench/lib/instructions.mjs).
	const counter = await countingServer( site.dir, site.port );
	const counts = { off: {}, on: {} };
	try {
		for ( const state of [ 'off', 'on' ] ) {
			setFrontage( site, state );
			for ( const page of PAGES ) {
				counts[ state ][ page ] = await counter.count( page );
			}
		}
	} finally {
		setFrontage( site, 'on' );
		await counter.stop();
	}
	console.log(
		"\nInstructions of one request (callgrind, PHP's built-in server, opcache in shared memory)"
	);
	console.log( 'page          | baseline | frontage | ratio | added' );
	for ( const page of PAGES ) {
		const base = counts.off[ page ];
		const ours = counts.on[ page ];
		console.log(
			[
				page.padEnd( 13 ),
				millions( base ),
				millions( ours ),
				`${ ( ours / base ).toFixed( 3 ) }×`,
				millions( ours - base ),
			].join( ' | ' )
		);
	}
}
