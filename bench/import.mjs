#!/usr/bin/env node
/**
 * Importing a WP File Download library (issue 24): N stored files of --size MB each (10,000 × 1 MB
 * by default, 10 GB), against copying the same files with `cp -r`, in one run on one fresh site.
 *
 *   node bench/import.mjs [--files=10000] [--size=1] [--db=mariadb|sqlite] [--mode=copy|move]
 *                         [--workers=2] [--port=N] [--keep]
 *
 * 1. A fresh site (.site/bench-import; MariaDB by default, as production sites run, with a server
 *    of its own in .site/bench-import-mariadb-data; --db=sqlite for SQLite) seeded by
 *    bench/php/seed-import.php with WP File Download's rows as WP File Download writes them
 *    (tests/php/import/class-wpfd-fixture.php, shared with the import tests) and the files' bytes
 *    under uploads/wpfd/{category}/.
 * 2. The dry run, then the baseline, then the import, then a second import, each timed. Before
 *    each the page cache is dropped (`sync; echo 3 > /proc/sys/vm/drop_caches`, when run as root;
 *    otherwise the run says "warm"). The baseline: `cp -r uploads/wpfd` to a folder beside it on
 *    the same file system, then `sync` (the import's own writes reach the disk during its minutes
 *    of running; a `cp` that ends with its bytes still in memory would flatter the baseline), the
 *    copy deleted afterwards. With --mode=move: `mv` of each file to a folder beside it (one
 *    rename per file, as a move import makes), moved back untimed.
 * 3. The import runs as the import screen runs it, through the public REST API: `POST
 *    /frontage/v1/imports` starts it, then `GET /frontage/v1/imports/{id}` runs one batch per
 *    request until it is done. Each request is a request of its own to PHP's built-in server
 *    (--workers processes, opcache on, `max_execution_time` 30 as PHP's default): a batch's memory
 *    and time are those of a real request. An mu-plugin the bench writes into its own site lets
 *    the bench's requests act as the administrator (a random key per run), adds each REST
 *    answer's PHP peak memory and time as headers, and switches WP-Cron off so that every batch
 *    is one of the bench's requests (on a live site WP-Cron runs the same batches, one per event).
 *
 * Prints each step's time, the ratio import / baseline, files/s and MB/s, the batches' wall time
 * (median, p95, max) against PHP's 30 s, PHP's peak memory in the first and the last ten file
 * batches (the library grows from 0 to N files between them: flat means it does not depend on
 * the library's size), and what the import reported. Figures also go to
 * .site/bench-import-results.json. The site (2 × N × size on disk) is deleted at the end unless
 * --keep.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { startMariaDB } from '../bin/lib/mariadb.mjs';
import { freePort, serveNative } from '../bin/lib/serve.mjs';
import { ROOT, prepareSite } from '../bin/lib/site.mjs';
import { option, summarize } from './lib/measure.mjs';
import { streamSitePhp } from './lib/site.mjs';

const MB = 1048576;
const FILES = option( 'files', 10000 );
const SIZE = Math.round( option( 'size', 1 ) * MB );
const DB = option( 'db', 'mariadb' );
const MODE = option( 'mode', 'copy' );
const WORKERS = option( 'workers', 2 );
const KEEP = process.argv.includes( '--keep' );
const DIR = path.join( ROOT, '.site', 'bench-import' );
const DATA = path.join( ROOT, '.site', 'bench-import-mariadb-data' );
const RESULTS = path.join( ROOT, '.site', 'bench-import-results.json' );
const KEY = randomBytes( 16 ).toString( 'hex' );
const UPLOADS = path.join( DIR, 'wp-content', 'uploads' );
// The most requests one import may take before the bench gives up on it.
const MAX_REQUESTS = 20 + FILES;

const MU_PLUGIN = `<?php
/**
 * Benchmark only: bench/import.mjs writes this into its own site (docs at the top of the bench).
 * Requests carrying this run's key act as the first administrator; each REST answer says its
 * PHP peak memory and time; WP-Cron runs nothing, so that each import batch is a bench request.
 *
 * @package Frontage
 */

defined( 'DISABLE_WP_CRON' ) || define( 'DISABLE_WP_CRON', true );
add_filter(
	'determine_current_user',
	static fn ( $user ) => hash_equals( '${ KEY }', (string) ( $_SERVER['HTTP_X_FRONTAGE_BENCH_KEY'] ?? '' ) ) ? 1 : $user,
	30
);
add_filter(
	'rest_post_dispatch',
	static function ( $response ) {
		if ( $response instanceof WP_REST_Response ) {
			$response->header( 'X-Frontage-Bench-Peak', (string) memory_get_peak_usage() );
			$response->header( 'X-Frontage-Bench-Ms', (string) round( ( microtime( true ) - $_SERVER['REQUEST_TIME_FLOAT'] ) * 1000, 1 ) );
		}
		return $response;
	}
);
`;

/**
 * Drops the page cache (root only), so that a step reads its files from the disk.
 *
 * @return {boolean} Whether it was dropped.
 */
function dropCaches() {
	try {
		execFileSync( 'sync' );
		fs.writeFileSync( '/proc/sys/vm/drop_caches', '3' );
		return true;
	} catch {
		return false;
	}
}

/**
 * Times a command.
 *
 * @param {string}   command Program.
 * @param {string[]} args    Arguments.
 * @param {Object}   [opts]  spawnSync options.
 * @return {number} Milliseconds.
 */
function timed( command, args, opts = {} ) {
	const started = performance.now();
	const result = spawnSync( command, args, { stdio: 'inherit', ...opts } );
	if ( result.status !== 0 ) {
		throw new Error(
			`${ command } ${ args.join( ' ' ) } exited with ${ result.status }`
		);
	}
	return performance.now() - started;
}

/**
 * The baseline: the same files copied (`cp -r`, then `sync`) or moved (`mv` of each file) to a
 * folder beside them, undone afterwards, untimed.
 *
 * @return {{ms: number, plainMs: number, syncMs: number}} Time with and without the sync.
 */
function baseline() {
	const source = path.join( UPLOADS, 'wpfd' );
	const target = path.join( UPLOADS, 'bench-baseline' );
	fs.rmSync( target, { recursive: true, force: true } );
	if ( MODE === 'move' ) {
		// One rename per file, each into its category's folder, and back untimed.
		const move = ( from, to ) =>
			timed( 'sh', [
				'-c',
				'cd "$0" && for d in *; do mkdir -p "$1/$d" && find "$d" -maxdepth 1 -type f -exec mv -t "$1/$d" {} +; done',
				from,
				to,
			] );
		fs.mkdirSync( target );
		const plainMs = move( source, target );
		const syncMs = timed( 'sync', [] );
		move( target, source );
		fs.rmSync( target, { recursive: true, force: true } );
		return { ms: plainMs + syncMs, plainMs, syncMs };
	}
	const plainMs = timed( 'cp', [ '-r', source, target ] );
	const syncMs = timed( 'sync', [] );
	fs.rmSync( target, { recursive: true, force: true } );
	return { ms: plainMs + syncMs, plainMs, syncMs };
}

/**
 * One call of the REST API, as the administrator.
 *
 * @param {string} url    Site address.
 * @param {string} method GET or POST.
 * @param {string} route  Route under /frontage/v1.
 * @param {Object} [body] JSON body.
 * @return {Promise<{status: number, data: any, ms: number, peak: number, serverMs: number}>} The answer.
 */
async function api( url, method, route, body ) {
	const started = performance.now();
	const response = await fetch(
		`${ url }/?rest_route=${ encodeURIComponent( `/frontage/v1${ route }` ) }`,
		{
			method,
			headers: {
				'X-Frontage-Bench-Key': KEY,
				...( body ? { 'Content-Type': 'application/json' } : {} ),
			},
			body: body ? JSON.stringify( body ) : undefined,
		}
	);
	const text = await response.text();
	const ms = performance.now() - started;
	let data = null;
	try {
		data = JSON.parse( text );
	} catch {
		data = { raw: text.slice( 0, 500 ) };
	}
	return {
		status: response.status,
		data,
		ms,
		peak: Number( response.headers.get( 'x-frontage-bench-peak' ) ?? 0 ),
		serverMs: Number( response.headers.get( 'x-frontage-bench-ms' ) ?? 0 ),
	};
}

/**
 * How many source files an import's answer has been through.
 *
 * @param {Object} answer An import's answer.
 * @return {number} Created, updated, unchanged and skipped files.
 */
function filesThrough( answer ) {
	return Object.values( answer.counts.files ).reduce( ( a, b ) => a + b, 0 );
}

/**
 * Starts an import and runs it to its end, one batch per GET, timing each.
 *
 * @param {string} url  Site address.
 * @param {Object} body POST /imports arguments.
 * @return {Promise<Object>} Total time, the last answer, and each batch.
 */
async function runImport( url, body ) {
	const started = performance.now();
	const post = await api( url, 'POST', '/imports', {
		source: 'wpfd',
		...body,
	} );
	if ( post.status !== 201 ) {
		throw new Error(
			`POST /imports answered ${ post.status }: ${ JSON.stringify( post.data ) }`
		);
	}
	let answer = post.data;
	const batches = [];
	let errors = 0;
	while ( ! [ 'done', 'failed' ].includes( answer.status ) ) {
		if ( batches.length >= MAX_REQUESTS ) {
			throw new Error(
				`The import took more than ${ MAX_REQUESTS } requests`
			);
		}
		const got = await api( url, 'GET', `/imports/${ post.data.id }` );
		if ( got.status !== 200 ) {
			// A batch PHP stopped (its time limit): the next request takes over its lock.
			console.log(
				`  GET /imports/${ post.data.id } answered ${ got.status } after ${ ( got.ms / 1000 ).toFixed( 1 ) } s: ${ JSON.stringify( got.data ).slice( 0, 300 ) }`
			);
			batches.push( {
				ms: got.ms,
				phase: answer.phase,
				files: 0,
				peak: 0,
				serverMs: 0,
				error: got.status,
			} );
			if ( ++errors > 5 ) {
				throw new Error( 'Too many failed batches' );
			}
			await new Promise( ( resolve ) => setTimeout( resolve, 1000 ) );
			continue;
		}
		batches.push( {
			ms: got.ms,
			serverMs: got.serverMs,
			peak: got.peak,
			phase: answer.phase,
			files: filesThrough( got.data ) - filesThrough( answer ),
		} );
		answer = got.data;
	}
	return { ms: performance.now() - started, post: post.ms, answer, batches };
}

/**
 * Median and max of some numbers, as text.
 *
 * @param {number[]}              values Numbers.
 * @param {(n: number) => string} format Formats one.
 * @return {string} "median x, p95 y, max z".
 */
function spread( values, format ) {
	if ( ! values.length ) {
		return 'none';
	}
	const { median, p95 } = summarize( values );
	return `median ${ format( median ) }, p95 ${ format( p95 ) }, max ${ format( Math.max( ...values ) ) }`;
}

/**
 * What an import's batches were, by phase.
 *
 * @param {Object[]} batches Batches.
 * @return {string} "1 categories, 1 tags, 501 files".
 */
function phases( batches ) {
	const by = {};
	for ( const batch of batches ) {
		by[ batch.phase ] = ( by[ batch.phase ] ?? 0 ) + 1;
	}
	return Object.entries( by )
		.map( ( [ phase, count ] ) => `${ count } ${ phase }` )
		.join( ', ' );
}

/**
 * The largest PHP peak memory of each phase's batches.
 *
 * @param {Object[]} batches Batches.
 * @return {string} "categories 11.0 MB, tags 7.0 MB, files 8.0 MB".
 */
function peakByPhase( batches ) {
	const by = {};
	for ( const batch of batches ) {
		by[ batch.phase ] = Math.max( by[ batch.phase ] ?? 0, batch.peak );
	}
	return Object.entries( by )
		.map( ( [ phase, peak ] ) => `${ phase } ${ megabytes( peak ) }` )
		.join( ', ' );
}

/**
 * The report's problems counted by code.
 *
 * @param {Object} answer An import's answer.
 * @return {string} "remote_file 50, restricted_file 25 …" (the listed ones; the total after).
 */
function problemCodes( answer ) {
	const by = {};
	for ( const problem of answer.report.problems ) {
		by[ problem.code ] = ( by[ problem.code ] ?? 0 ) + 1;
	}
	const listed = Object.entries( by )
		.map( ( [ code, count ] ) => `${ code } ${ count }` )
		.join( ', ' );
	return `${ answer.report.problem_total } (${ listed || 'none' }${
		answer.report.problems.length < answer.report.problem_total
			? `; the first ${ answer.report.problems.length } listed`
			: ''
	})`;
}

/**
 * What an old link costs once the library holds the import: the id-map lookup before and after
 * its index (bench/php/lookup-import.php, in PHP on the site), and WP File Download download
 * addresses (`?action=wpfd&task=file.download&wpfd_file_id=…`, answered with a 301) as requests.
 *
 * @param {string} url The site.
 * @return {Promise<Object>} The script's figures, with `requests` (ms each).
 */
async function oldLinks( url ) {
	const figures = JSON.parse(
		( await streamSitePhp( DIR, 'bench/php/lookup-import.php', [ '50' ] ) )
			.trim()
			.split( '\n' )
			.at( -1 )
	);
	const requests = [];
	for ( const id of figures.ids ) {
		const start = performance.now();
		const answer = await fetch(
			`${ url }/?action=wpfd&task=file.download&wpfd_file_id=${ id }`,
			{ redirect: 'manual' }
		);
		await answer.arrayBuffer();
		requests.push( performance.now() - start );
		// 301 to the file; 404 for a file a visitor may not see (private, restricted).
		if ( ! [ 301, 404 ].includes( answer.status ) ) {
			throw new Error( `An old link answered ${ answer.status }` );
		}
	}
	return { ...figures, requests };
}

const seconds = ( ms ) =>
	ms < 1000 ? `${ ms.toFixed( 0 ) } ms` : `${ ( ms / 1000 ).toFixed( 1 ) } s`;
const megabytes = ( bytes ) => `${ ( bytes / MB ).toFixed( 1 ) } MB`;

if (
	! [ 'mariadb', 'sqlite' ].includes( DB ) ||
	! [ 'copy', 'move' ].includes( MODE )
) {
	throw new Error( '--db is mariadb or sqlite; --mode is copy or move' );
}
/**
 * The commit measured, and whether includes/ has changes not committed; outside a git checkout
 * (a copy made with git archive) FRONTAGE_BENCH_COMMIT names it.
 *
 * @return {{commit: string, dirty: boolean}} The commit.
 */
function measuredCommit() {
	try {
		const git = ( ...args ) =>
			execFileSync( 'git', args, {
				cwd: ROOT,
				encoding: 'utf8',
				stdio: [ 'ignore', 'pipe', 'ignore' ],
			} ).trim();
		return {
			commit: git( 'rev-parse', '--short', 'HEAD' ),
			dirty: git( 'status', '--porcelain', '--', 'includes' ) !== '',
		};
	} catch {
		return {
			commit: process.env.FRONTAGE_BENCH_COMMIT ?? 'unknown',
			dirty: false,
		};
	}
}
const { commit, dirty } = measuredCommit();
const free = Number(
	execFileSync( 'df', [ '--output=avail', '-B1', ROOT ], {
		encoding: 'utf8',
	} )
		.trim()
		.split( '\n' )
		.at( -1 )
);
if ( free < 2.2 * FILES * SIZE ) {
	throw new Error(
		`The run needs about ${ megabytes( 2.2 * FILES * SIZE ) } on disk (the source, a copy, the library); ${ megabytes( free ) } are free`
	);
}

let database = null;
let web = null;
const results = {
	at: new Date().toISOString(),
	commit,
	dirty,
	files: FILES,
	size: SIZE,
	db: DB,
	mode: MODE,
};
try {
	const port = option( 'port', 0 ) || ( await freePort() );
	const url = `http://localhost:${ port }`;
	let db = { type: 'sqlite' };
	if ( DB === 'mariadb' ) {
		fs.rmSync( DATA, { recursive: true, force: true } );
		database = await startMariaDB( { dataDir: DATA } );
		await database.createDatabase( 'frontage_bench_import' );
		db = {
			type: 'mysql',
			host: database.host,
			name: 'frontage_bench_import',
			user: database.user,
			password: database.password,
		};
	}
	await prepareSite( { dir: DIR, url, db, fresh: true, log: () => {} } );
	fs.mkdirSync( path.join( DIR, 'wp-content/mu-plugins' ), {
		recursive: true,
	} );
	fs.writeFileSync(
		path.join( DIR, 'wp-content/mu-plugins/frontage-bench-import.php' ),
		MU_PLUGIN
	);

	console.log(
		`Seeding ${ FILES.toLocaleString( 'en' ) } WP File Download files × ${ megabytes( SIZE ) } into ${ path.relative( ROOT, DIR ) } (${ DB })`
	);
	const seed = JSON.parse(
		await streamSitePhp( DIR, 'bench/php/seed-import.php', [
			String( FILES ),
			String( SIZE ),
		] )
	);
	results.seed = seed;

	web = await serveNative( {
		dir: DIR,
		port,
		workers: WORKERS,
		ini: { 'opcache.enable': '1', max_execution_time: '30' },
	} );
	// Warm PHP's opcache and the server's workers.
	for ( let i = 0; i < 2 * WORKERS; i++ ) {
		await api( url, 'GET', '/imports/999999' );
	}
	const load = [ os.loadavg()[ 0 ] ];

	const cold = dropCaches();
	const dry = await runImport( url, { dry_run: true } );
	dropCaches();
	const base = baseline();
	dropCaches();
	const run = await runImport(
		url,
		MODE === 'move' ? { file_mode: 'move' } : {}
	);
	const again = MODE === 'move' ? null : await runImport( url, {} );
	load.push( os.loadavg()[ 0 ] );
	const lookup = await oldLinks( url );

	const fileBatches = run.batches.filter(
		( b ) => b.phase === 'files' && b.files > 0
	);
	const first = fileBatches.slice( 0, 10 ).map( ( b ) => b.peak );
	const last = fileBatches.slice( -10 ).map( ( b ) => b.peak );
	const counts = run.answer.counts.files;
	const bytes = run.answer.counts.bytes;
	const libraryBytes = Number(
		execFileSync( 'du', [ '-sb', path.join( UPLOADS, 'frontage-files' ) ], {
			encoding: 'utf8',
		} ).split( '\t' )[ 0 ]
	);
	Object.assign( results, {
		cold,
		load,
		baseline: base,
		dry: { ms: dry.ms, batches: dry.batches, answer: dry.answer },
		import: {
			ms: run.ms,
			batches: run.batches,
			counts: run.answer.counts,
			problems: run.answer.report.problem_total,
			status: run.answer.status,
		},
		again: again && {
			ms: again.ms,
			batches: again.batches.length,
			counts: again.answer.counts,
		},
		libraryBytes,
		lookup,
	} );

	console.log(
		`\nImport of ${ seed.files.toLocaleString( 'en' ) } WP File Download files × ${ megabytes( SIZE ) } (${ ( seed.bytes / 1024 ** 3 ).toFixed( 2 ) } GB, + ${ seed.links } links), ${ DB === 'mariadb' ? 'MariaDB' : 'SQLite' }, ${ MODE } mode, at ${ commit }${ dirty ? ' (with uncommitted changes in includes/)' : '' }`
	);
	console.log(
		`  source: ${ seed.categories } categories (${ seed.restricted } for chosen roles, ${ seed.as_parent } "as parent"), ${ seed.tags } tags; ${ seed.private } private, ${ seed.drafts } drafts, ${ seed.canview } for chosen users, ${ seed.multi } in two categories; seeded in ${ seed.seconds } s (rows ${ seed.rows_s } s, bytes ${ seed.bytes_s } s)`
	);
	console.log(
		`  PHP's built-in server, ${ WORKERS } workers, opcache on, max_execution_time 30; page cache ${ cold ? 'dropped before each step' : 'warm (not root: it could not be dropped)' }; load average ${ load.map( ( l ) => l.toFixed( 2 ) ).join( ' → ' ) }`
	);
	console.log(
		`  baseline, ${ MODE === 'move' ? 'mv of each file' : 'cp -r uploads/wpfd' }: ${ seconds( base.plainMs ) } + sync ${ seconds( base.syncMs ) } = ${ seconds( base.ms ) } (${ ( seed.bytes / MB / ( base.ms / 1000 ) ).toFixed( 0 ) } MB/s)`
	);
	console.log(
		`  dry run: ${ seconds( dry.ms ) }, ${ dry.batches.length } batches (${ phases( dry.batches ) }); batch ${ spread(
			dry.batches.map( ( b ) => b.ms ),
			seconds
		) }; ${ dry.answer.counts.files.created } files to create, problems ${ problemCodes( dry.answer ) }`
	);
	console.log(
		`  import: ${ run.answer.status } in ${ seconds( run.ms ) }, ${ run.batches.length } batches (${ phases( run.batches ) }); files ${ counts.created } created, ${ counts.skipped } skipped; ${ megabytes( bytes ) } ${ MODE === 'move' ? 'moved' : 'copied' }; ${ ( counts.created / ( run.ms / 1000 ) ).toFixed( 1 ) } files/s, ${ ( bytes / MB / ( run.ms / 1000 ) ).toFixed( 1 ) } MB/s; problems ${ problemCodes( run.answer ) }`
	);
	console.log(
		`  ratio import / baseline: ${ ( run.ms / base.ms ).toFixed( 1 ) }× (against ${ MODE === 'move' ? 'mv' : 'cp -r' } without the sync: ${ ( run.ms / base.plainMs ).toFixed( 1 ) }×)`
	);
	console.log(
		`  batch wall time (client), all: ${ spread(
			run.batches.map( ( b ) => b.ms ),
			seconds
		) } — PHP's limit 30 s; the files phase: ${ spread(
			fileBatches.map( ( b ) => b.ms ),
			seconds
		) }, ${ spread(
			fileBatches.map( ( b ) => b.files ),
			String
		) } files per batch`
	);
	console.log(
		`  PHP peak memory per batch: first ${ first.length } file batches ${ spread( first, megabytes ) }; last ${ last.length }: ${ spread( last, megabytes ) }; the largest per phase: ${ peakByPhase( run.batches ) }`
	);
	console.log(
		`  PHP time per file batch (server): first ${ first.length } ${ spread(
			fileBatches.slice( 0, 10 ).map( ( b ) => b.serverMs ),
			seconds
		) }; last ${ last.length }: ${ spread(
			fileBatches.slice( -10 ).map( ( b ) => b.serverMs ),
			seconds
		) }`
	);
	console.log(
		`  an old link's id-map lookup (median of ${ lookup.lookups }, ${ lookup.imported.toLocaleString( 'en' ) } imported files): by _frontage_import_source's value, as before the index, ${ lookup.before_ms } ms (max ${ lookup.max_before_ms }); Id_Map::file() now ${ lookup.after_ms } ms (max ${ lookup.max_after_ms }), ${ lookup.queries } query, ${ lookup.indexed ? 'index complete' : 'INDEX NOT COMPLETE' }, ${ lookup.same } of ${ lookup.lookups } answers the same; a WP File Download download address (301) as a request: ${ spread( lookup.requests, seconds ) }`
	);
	if ( again ) {
		console.log(
			`  second import (nothing new): ${ seconds( again.ms ) }, ${ again.batches.length } batches; files ${ again.answer.counts.files.unchanged } unchanged, ${ again.answer.counts.files.created } created, ${ again.answer.counts.files.updated } updated`
		);
	}
	const left = Number(
		execFileSync(
			'sh',
			[ '-c', 'find "$0" -type f | wc -l', path.join( UPLOADS, 'wpfd' ) ],
			{ encoding: 'utf8' }
		).trim()
	);
	results.sourceFilesLeft = left;
	console.log(
		`  the library's folder holds ${ megabytes( libraryBytes ) } (the import counted ${ megabytes( bytes ) }); uploads/wpfd still holds ${ left.toLocaleString( 'en' ) } files${ MODE === 'move' ? ' (moved: none should be left)' : '' }`
	);
	if ( run.answer.status !== 'done' || counts.created !== seed.files ) {
		console.log(
			`  NOT AS EXPECTED: ${ seed.files } files should have been created; ${ run.answer.report.message }`
		);
		process.exitCode = 1;
	}
} finally {
	await web?.stop();
	await database?.stop();
	const all = fs.existsSync( RESULTS )
		? JSON.parse( fs.readFileSync( RESULTS, 'utf8' ) )
		: [];
	all.push( results );
	fs.writeFileSync( RESULTS, JSON.stringify( all, null, 1 ) );
	if ( ! KEEP ) {
		fs.rmSync( DIR, { recursive: true, force: true } );
		fs.rmSync( DATA, { recursive: true, force: true } );
		fs.rmSync( `${ DATA }-tmp`, { recursive: true, force: true } );
	}
}
