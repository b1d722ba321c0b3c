#!/usr/bin/env node
/**
 * What Frontage costs every request: the same pages served with Frontage active and with it
 * inactive (the baseline), in one run on one fresh site, interleaved so drift hits both alike.
 * Prints median and p95 time and peak PHP memory per page, and the ratio Frontage / baseline.
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
 * Requests a page once and returns its time in ms and its peak memory in bytes.
 *
 * @param {string} url    Page address.
 * @param {string} memLog The memory log the mu-plugin appends to.
 * @return {Promise<{ms: number, bytes: number}>} One sample.
 */
async function sample( url, memLog ) {
	const started = performance.now();
	const response = await fetch( url );
	await response.arrayBuffer();
	const ms = performance.now() - started;
	if ( ! response.ok ) {
		throw new Error( `${ url } answered ${ response.status }` );
	}
	const lines = fs.readFileSync( memLog, 'utf8' ).trim().split( '\n' );
	return { ms, bytes: Number( lines.at( -1 ) ) };
}

const site = await benchSite( { name: 'bench', demo: true, peakMemory: true } );
const { url, memLog } = site;

const server = await site.serve();
try {
	const samples = { frontage: {}, baseline: {} };
	for ( const page of PAGES ) {
		samples.frontage[ page ] = [];
		samples.baseline[ page ] = [];
	}
	// Warm both states (opcache, SQLite page cache), then alternate in blocks of ten.
	for ( const state of [ 'off', 'on' ] ) {
		setFrontage( site, state );
		for ( const page of PAGES ) {
			await sample( url + page, memLog );
		}
	}
	for ( let done = 0; done < REQUESTS; done += 10 ) {
		for ( const [ state, key ] of [
			[ 'off', 'baseline' ],
			[ 'on', 'frontage' ],
		] ) {
			setFrontage( site, state );
			for ( let i = 0; i < 10; i++ ) {
				for ( const page of PAGES ) {
					samples[ key ][ page ].push(
						await sample( url + page, memLog )
					);
				}
			}
		}
	}

	console.log(
		`Frontage boot cost, ${ REQUESTS } requests per page and state, native PHP ${ process.platform }`
	);
	console.log(
		'page          | baseline median / p95 | frontage median / p95 | time ratio | memory baseline → frontage | memory ratio'
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
