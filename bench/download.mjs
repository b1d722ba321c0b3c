#!/usr/bin/env node
/**
 * What serving a download through PHP costs: one 200 MB file downloaded through Frontage's
 * download address (visibility check, headers, 1 MB chunks) against the same bytes served as a
 * static file by the same server (the baseline), in one run, interleaved round by round.
 * Prints median and p95 time, the ratio PHP / static, and PHP's peak memory for a 20 MB and a
 * 200 MB download (streaming keeps it flat: the two should be the same).
 *
 *   node bench/download.mjs [--rounds=11] [--port=8922]
 *
 * Needs native PHP. Makes a fresh site in .site/bench-download and removes its big files after.
 */
import fs from 'node:fs';
import path from 'node:path';

import { option, summarize } from './lib/measure.mjs';
import { benchSite } from './lib/site.mjs';

const ROUNDS = option( 'rounds', 11 );
const MB = 1048576;
const FIXTURE = 'tests/e2e/files/fixtures/make-file.php';

/**
 * Downloads an address to nowhere, reading the body as it arrives (so the client never holds
 * the file), and returns the time in ms.
 *
 * @param {string} url      Address.
 * @param {number} expected Bytes the body must have.
 * @return {Promise<number>} Milliseconds from request to last byte.
 */
async function download( url, expected ) {
	const started = performance.now();
	const response = await fetch( url );
	if ( response.status !== 200 ) {
		throw new Error( `${ url } answered ${ response.status }` );
	}
	let received = 0;
	for await ( const chunk of response.body ) {
		received += chunk.length;
	}
	const ms = performance.now() - started;
	if ( received !== expected ) {
		throw new Error(
			`${ url } sent ${ received } bytes, not ${ expected }`
		);
	}
	return ms;
}

/**
 * The peak memory the last PHP request logged (bench/php/peak-memory.php).
 *
 * @param {string} memLog The log.
 * @return {number} Bytes.
 */
function lastPeak( memLog ) {
	return Number(
		fs.readFileSync( memLog, 'utf8' ).trim().split( '\n' ).at( -1 )
	);
}

const site = await benchSite( { name: 'bench-download', peakMemory: true } );
const { dir, url, memLog } = site;
// The library fixture of the e2e specs: one command and its JSON argument.
const fixture = ( command, input ) =>
	site.json( FIXTURE, [ command, JSON.stringify( input ) ] );

// Random bytes (nothing compresses them), behind a PDF signature so the library accepts them.
const make = ( size ) =>
	fixture( 'file', {
		name: `bench-${ size / MB }mb.pdf`,
		random_bytes: size,
		header: '%PDF-1.4\n%',
	} );
const big = make( 200 * MB );
const small = make( 20 * MB );
const staticCopy = path.join( dir, 'bench-static-200mb.pdf' );
fs.copyFileSync( big.path, staticCopy );

const server = await site.serve();
try {
	const staticUrl = `${ url }/${ path.basename( staticCopy ) }`;
	// Warm up both paths (opcache, page cache of the file).
	await download( staticUrl, big.size );
	await download( big.url, big.size );
	await download( small.url, small.size );

	const times = { static: [], php: [], firstByte: [] };
	const memory = { small: [], big: [] };
	for ( let round = 0; round < ROUNDS; round++ ) {
		// Alternate which goes first, so drift hits both alike.
		const order = round % 2 ? [ 'php', 'static' ] : [ 'static', 'php' ];
		for ( const kind of order ) {
			times[ kind ].push(
				await download( kind === 'php' ? big.url : staticUrl, big.size )
			);
			if ( kind === 'php' ) {
				memory.big.push( lastPeak( memLog ) );
			}
		}
		await download( small.url, small.size );
		memory.small.push( lastPeak( memLog ) );
		// What every PHP download pays before its first byte: WordPress, the checks, headers.
		const started = performance.now();
		const first = await fetch( big.url, {
			headers: { Range: 'bytes=0-0' },
		} );
		await first.arrayBuffer();
		times.firstByte.push( performance.now() - started );
	}

	const base = summarize( times.static );
	const ours = summarize( times.php );
	const throughput = ( ms ) => ( ( big.size / MB / ms ) * 1000 ).toFixed( 0 );
	const smallMem = summarize( memory.small ).median / MB;
	const bigMem = summarize( memory.big ).median / MB;
	console.log(
		`200 MB download, ${ ROUNDS } rounds, native PHP built-in server, ${ process.platform }`
	);
	console.log(
		'served by     | median / p95         | throughput | time ratio'
	);
	console.log(
		`static file   | ${ `${ base.median.toFixed( 0 ) } / ${ base.p95.toFixed( 0 ) } ms`.padEnd(
			20
		) } | ${ throughput( base.median ).padStart( 5 ) } MB/s | 1.00×`
	);
	console.log(
		`PHP download  | ${ `${ ours.median.toFixed( 0 ) } / ${ ours.p95.toFixed( 0 ) } ms`.padEnd(
			20
		) } | ${ throughput( ours.median ).padStart( 5 ) } MB/s | ${ (
			ours.median / base.median
		).toFixed( 2 ) }× (target ≤ 1.5)`
	);
	console.log(
		`PHP fixed cost per download (a 1-byte range): median ${ summarize(
			times.firstByte
		).median.toFixed( 1 ) } ms`
	);
	console.log(
		`PHP peak memory: 20 MB file ${ smallMem.toFixed( 2 ) } MB, 200 MB file ${ bigMem.toFixed(
			2
		) } MB (ratio ${ ( bigMem / smallMem ).toFixed( 2 ) }, flat = 1.00)`
	);
} finally {
	await server.stop();
	fs.rmSync( staticCopy, { force: true } );
	fixture( 'delete', { files: [ big.id, small.id ] } );
}
