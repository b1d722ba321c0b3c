#!/usr/bin/env node
/**
 * What Frontage costs every request: the same pages served with Frontage active and with it
 * inactive (the baseline), in one run on one fresh site, interleaved so drift hits both alike.
 * Prints median and p95 time and peak PHP memory per page, and the ratio Frontage / baseline.
 *
 *   node bench/boot.mjs [--requests=60]
 *
 * Needs native PHP (the Playground runtime measures WebAssembly, not Frontage).
 */
import fs from 'node:fs';
import path from 'node:path';

import { ROOT, prepareSite, seedDemo, runSitePhp } from '../bin/lib/site.mjs';
import { freePort, serveNative } from '../bin/lib/serve.mjs';

const REQUESTS = Number(
	process.argv
		.find( ( arg ) => arg.startsWith( '--requests=' ) )
		?.split( '=' )[ 1 ] ?? 60
);
const PAGES = [ '/', '/modal-demo/', '/wp-json/' ];

/**
 * Median and 95th percentile of a list of numbers.
 *
 * @param {number[]} values Samples.
 * @return {{median: number, p95: number}} The two figures.
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
 * Sets Frontage's state on the site.
 *
 * @param {string}     dir   Site folder.
 * @param {'on'|'off'} state Wanted state.
 */
function setFrontage( dir, state ) {
	const result = runSitePhp(
		dir,
		path.join( ROOT, 'bench/php/bench-plugin-state.php' ),
		[ state ]
	);
	if ( result.code !== 0 ) {
		throw new Error(
			`Could not switch Frontage ${ state }: ${ result.stderr || result.stdout }`
		);
	}
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

const port = await freePort();
const url = `http://localhost:${ port }`;
const dir = path.join( ROOT, '.site', 'bench' );
await prepareSite( { dir, url, fresh: true, log: () => {} } );
await seedDemo( { dir, log: () => {} } );
fs.mkdirSync( path.join( dir, 'wp-content/mu-plugins' ), { recursive: true } );
fs.copyFileSync(
	path.join( ROOT, 'bench/php/peak-memory.php' ),
	path.join( dir, 'wp-content/mu-plugins/bench-peak-memory.php' )
);
const memLog = path.join( dir, 'wp-content/bench-memory.log' );

const server = await serveNative( { dir, port } );
try {
	const samples = { frontage: {}, baseline: {} };
	for ( const page of PAGES ) {
		samples.frontage[ page ] = [];
		samples.baseline[ page ] = [];
	}
	// Warm both states (opcache, SQLite page cache), then alternate in blocks of ten.
	for ( const state of [ 'off', 'on' ] ) {
		setFrontage( dir, state );
		for ( const page of PAGES ) {
			await sample( url + page, memLog );
		}
	}
	for ( let done = 0; done < REQUESTS; done += 10 ) {
		for ( const [ state, key ] of [
			[ 'off', 'baseline' ],
			[ 'on', 'frontage' ],
		] ) {
			setFrontage( dir, state );
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
	setFrontage( dir, 'on' );
	await server.stop();
}
