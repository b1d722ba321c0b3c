#!/usr/bin/env node
/**
 * Zips of selected files through the endpoint (`files.zipSeletedFiles`, then the streamed
 * `files.downloadZipedFile`), against `zip -0 -r` of the same files, in one run on one fresh
 * site, interleaved so drift hits both alike. Two selections of 200 files: 50 MB and 500 MB,
 * mostly incompressible (photos, videos, archives, and .doc files only a trial shows to be
 * noise) with a few compressible CSV files. Prints median and p95 times, the ratio endpoint /
 * zip, and PHP's peak memory for both requests, which must not grow with the selection's size.
 *
 *   node bench/zip.mjs [--rounds=5] [--port=N] [--level=1..9]
 *
 * --level sets the deflate level (filter frontage_zip_deflate_level; default Zips::DEFLATE_LEVEL, 1)
 * for the run.
 * Needs native PHP and Info-ZIP's zip (and unzip, to check the first archive).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { option, summarize } from './lib/measure.mjs';
import { benchSite } from './lib/site.mjs';

const MB = 1048576;
const ROUNDS = option( 'rounds', 5 );
const LEVEL = option( 'level', '' );
const SETS = [
	{ label: '50 MB', bytes: 50 * MB, count: 200, compressible: 4 },
	{ label: '500 MB', bytes: 500 * MB, count: 200, compressible: 4 },
];
const FIXTURE = 'tests/e2e/files/fixtures/zips-fixture.php';
/**
 * Worker processes of the site's server (serveNative()'s default), each warmed before the rounds.
 */
const WORKERS = 4;

/**
 * The memory log's lines.
 *
 * @param {string} memLog Log path.
 * @return {number[]} Peak bytes per request, oldest first.
 */
function memoryLines( memLog ) {
	return fs.existsSync( memLog )
		? fs
				.readFileSync( memLog, 'utf8' )
				.trim()
				.split( '\n' )
				.filter( Boolean )
				.map( Number )
		: [];
}

/**
 * Waits until the memory log has more than `count` lines (PHP writes it at shutdown, which
 * can come a moment after the client has the last byte) and returns the newest.
 *
 * @param {string} memLog Log path.
 * @param {number} count  Lines before the request.
 * @return {Promise<number>} The request's peak memory in bytes.
 */
async function peakAfter( memLog, count ) {
	for ( let tries = 0; tries < 200; tries++ ) {
		const lines = memoryLines( memLog );
		if ( lines.length > count ) {
			return lines.at( -1 );
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 10 ) );
	}
	throw new Error( 'PHP did not log its peak memory' );
}

/**
 * Zips a selection through the endpoint, as a visitor's browser does: ask for the hash (keeping
 * the visitor cookie), then download the stream.
 *
 * @param {string}      url    Site address.
 * @param {number[]}    ids    File ids.
 * @param {string}      memLog Memory log.
 * @param {string|null} saveTo Where to save the archive, or null to only count its bytes.
 * @return {Promise<{ms: number, askMs: number, firstByteMs: number, bytes: number, askMemory: number, zipMemory: number, length: string|null}>} One sample.
 */
async function endpointZip( url, ids, memLog, saveTo = null ) {
	const ajax = `${ url }/wp-admin/admin-ajax.php?action=wpfd`;
	const started = performance.now();
	let lines = memoryLines( memLog ).length;
	const ask = await fetch(
		`${ ajax }&task=files.zipSeletedFiles&filesId=${ ids.join( ',' ) }`
	);
	const answer = await ask.json();
	if ( ! answer.success ) {
		throw new Error( `zipSeletedFiles: ${ answer.data.message }` );
	}
	const askMs = performance.now() - started;
	const askMemory = await peakAfter( memLog, lines );
	const cookie = ( ask.headers.get( 'set-cookie' ) ?? '' ).split( ';' )[ 0 ];

	lines = memoryLines( memLog ).length;
	const response = await fetch(
		`${ ajax }&task=files.downloadZipedFile&hash=${ answer.data.hash }&wpfd_category_name=bench`,
		{ headers: { cookie } }
	);
	if ( ! response.ok ) {
		throw new Error( `downloadZipedFile answered ${ response.status }` );
	}
	const firstByteMs = performance.now() - started;
	const out = saveTo ? fs.createWriteStream( saveTo ) : null;
	let bytes = 0;
	for await ( const chunk of response.body ) {
		bytes += chunk.length;
		out?.write( chunk );
	}
	const ms = performance.now() - started;
	if ( out ) {
		await new Promise( ( resolve ) => out.end( resolve ) );
	}
	return {
		ms,
		askMs,
		firstByteMs,
		bytes,
		askMemory,
		zipMemory: await peakAfter( memLog, lines ),
		length: response.headers.get( 'content-length' ),
	};
}

/**
 * `zip -0 -r` of the same files (a folder of links named as in the zip), written to a pipe that
 * this process reads, as the endpoint's archive is.
 *
 * @param {string} folder Folder of links.
 * @return {Promise<{ms: number, bytes: number}>} One sample.
 */
function baselineZip( folder ) {
	return new Promise( ( resolve, reject ) => {
		const started = performance.now();
		const child = spawn( 'zip', [ '-0', '-r', '-q', '-', '.' ], {
			cwd: folder,
			stdio: [ 'ignore', 'pipe', 'inherit' ],
		} );
		let bytes = 0;
		child.stdout.on( 'data', ( chunk ) => ( bytes += chunk.length ) );
		child.on( 'error', reject );
		child.on( 'close', ( code ) =>
			code === 0
				? resolve( { ms: performance.now() - started, bytes } )
				: reject( new Error( `zip exited with ${ code }` ) )
		);
	} );
}

if ( spawnSync( 'zip', [ '-v' ] ).status !== 0 ) {
	throw new Error( 'Info-ZIP zip is needed: apt-get install zip unzip' );
}
const site = await benchSite( {
	name: 'bench-zip',
	peakMemory: true,
	muPlugins: {
		// One asker makes every zip of the run: more than the throttle lets a visitor ask a minute.
		'bench-zip-throttle.php': `<?php\nadd_filter( 'frontage_zip_issue_limit', static fn () => 1000 );\n`,
		...( LEVEL
			? {
					'bench-zip-level.php': `<?php\nadd_filter( 'frontage_zip_deflate_level', static fn () => ${ Number(
						LEVEL
					) } );\n`,
				}
			: {} ),
	},
} );
const { url, memLog } = site;
// The zips fixture of the e2e specs: a command and its arguments.
const fixture = ( args ) => site.json( FIXTURE, args );
const links = fs.mkdtempSync( path.join( os.tmpdir(), 'frontage-bench-zip-' ) );

const server = await site.serve();
const load = os.loadavg()[ 0 ];
try {
	const rows = [];
	for ( const set of SETS ) {
		const made = fixture( [
			'bench',
			set.label.replace( ' ', '' ),
			String( set.count ),
			String( set.bytes ),
			String( set.compressible ),
		] );
		const folder = path.join( links, set.label.replace( ' ', '' ) );
		fs.mkdirSync( folder );
		for ( const file of made.files ) {
			fs.symlinkSync( file.path, path.join( folder, file.name ) );
		}

		// Check the archive once, then warm both (page cache, opcache).
		const check = path.join( links, 'check.zip' );
		const first = await endpointZip( url, made.ids, memLog, check );
		const test = spawnSync( 'unzip', [ '-tq', check ], {
			encoding: 'utf8',
		} );
		if ( test.status !== 0 && ! test.error ) {
			throw new Error( `unzip -t: ${ test.stdout }${ test.stderr }` );
		}
		fs.rmSync( check );
		await baselineZip( folder );
		// Every worker of the server serves a few journeys before the rounds, as the processes of
		// a running site's PHP pool have: a worker's first requests pay its own start (thousands
		// of page faults into opcache's memory), which a pool pays once, not per download.
		for ( let warm = 0; warm < 2; warm++ ) {
			await Promise.all(
				Array.from( { length: WORKERS }, () =>
					endpointZip( url, made.ids, memLog )
				)
			);
		}

		const samples = { endpoint: [], baseline: [] };
		for ( let round = 0; round < ROUNDS; round++ ) {
			samples.baseline.push( await baselineZip( folder ) );
			samples.endpoint.push( await endpointZip( url, made.ids, memLog ) );
		}
		rows.push( { set, first, samples, checked: ! test.error } );
		fixture( [ 'bench-cleanup' ] );
	}

	console.log(
		`Zip of 200 selected files through the endpoint vs zip -0 -r, ${ ROUNDS } rounds each, native PHP ${ process.platform }${
			LEVEL ? `, deflate level ${ LEVEL }` : ''
		}; ${ WORKERS } server workers, each warmed; load average ${ load.toFixed(
			2
		) } → ${ os.loadavg()[ 0 ].toFixed( 2 ) }`
	);
	console.log(
		'selection | zip -0 -r median / p95 | endpoint median / p95 | of which: hash, first byte | time ratio | zip size (endpoint / zip -0) | PHP peak: ask / zip | Content-Length | unzip -t'
	);
	for ( const { set, first, samples, checked } of rows ) {
		const base = summarize( samples.baseline.map( ( s ) => s.ms ) );
		const ours = summarize( samples.endpoint.map( ( s ) => s.ms ) );
		const askMemory = Math.max(
			...samples.endpoint.map( ( s ) => s.askMemory )
		);
		const zipMemory = Math.max(
			...samples.endpoint.map( ( s ) => s.zipMemory )
		);
		console.log(
			[
				set.label.padEnd( 9 ),
				`${ base.median.toFixed( 0 ) } / ${ base.p95.toFixed( 0 ) } ms`.padEnd(
					22
				),
				`${ ours.median.toFixed( 0 ) } / ${ ours.p95.toFixed( 0 ) } ms`.padEnd(
					21
				),
				`${ summarize(
					samples.endpoint.map( ( s ) => s.askMs )
				).median.toFixed( 0 ) }, ${ summarize(
					samples.endpoint.map( ( s ) => s.firstByteMs )
				).median.toFixed( 0 ) } ms`.padEnd( 26 ),
				`${ ( ours.median / base.median ).toFixed( 2 ) }×`.padEnd( 10 ),
				`${ ( samples.endpoint[ 0 ].bytes / MB ).toFixed( 1 ) } / ${ (
					samples.baseline[ 0 ].bytes / MB
				).toFixed( 1 ) } MB`.padEnd( 28 ),
				`${ ( askMemory / MB ).toFixed( 2 ) } / ${ ( zipMemory / MB ).toFixed( 2 ) } MB`.padEnd(
					19
				),
				( first.length ? 'yes' : 'no' ).padEnd( 14 ),
				checked ? 'OK' : 'not run',
			].join( ' | ' )
		);
	}
} finally {
	fixture( [ 'bench-cleanup' ] );
	fs.rmSync( links, { recursive: true, force: true } );
	await server.stop();
}
