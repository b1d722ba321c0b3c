#!/usr/bin/env node
/**
 * Load: many visitors at once on a MariaDB site of 100,000 files (issue 23), served by PHP's
 * built-in server with a fixed number of worker processes (PHP_CLI_SERVER_WORKERS: what
 * PHP-FPM's pm.max_children is to a production site), for two worker counts. Each visitor loops,
 * pausing as people do (--think): picks a request of the mix by weight, sends it, reads the whole
 * body and checks its status and a marker in it. For each worker count: one visitor for --solo-seconds (the
 * reference), then --visitors visitors for --seconds. Prints throughput, p50/p95/p99 overall and
 * per kind, errors by kind and reason, and the load run's p95 against 3× the one-visitor p95.
 *
 *   nice -n 10 node bench/load.mjs [--visitors=50] [--seconds=60] [--solo-seconds=20]
 *                                  [--size=100000] [--workers=2,8] [--timeout=30] [--reuse]
 *                                  [--port=N] [--buffer-pool=1G] [--think=5000]
 *
 * The mix (weights out of 100; every request a visitor's browser makes on these pages):
 *   22  file table     a File category page: a 20-file page of the largest public category
 *                      (`ggd` theme), of the one nearest 500 files, of the one nearest 50 (with
 *                      its search box), or of the downloads category; the first page, another page
 *                      (`fc{id}_page`), another sort (`fc{id}_ordering`, `fc{id}_dir`) or, on the
 *                      small one, its search box (`fc{id}_q`); marker: a file row (or, for a
 *                      search in the table, the "No file in … has …" answer)
 *    6  search page    the page with the File search block, half with `?q=word` (results rendered
 *                      by the server); marker: the block
 *   24  search         what the block's script sends: POST admin-ajax `action=wpfd&task=search.display`
 *                      with a keyword (one or two words of every frequency), a category, tags,
 *                      types and sizes, dates, an ordering and a page; marker: the results' markup
 *   14  suggestions    POST `task=search.display` with `make_file_suggestion=1` and the first 3–6
 *                      letters of a common word; marker: the suggestion list
 *    6  file detail    the detail pop-up's call, `task=file.display` for a file of the largest
 *                      category; marker: JSON with the file's id and title
 *   10  download       `/?frontage_download={id}` of one of 60 real files (1–40 KB); marker: the
 *                      file's first line
 *    6  zip            tick-and-download: `task=files.zipSeletedFiles` for 2–5 of those files
 *                      (answers the hash; kind "zip hash"), then `task=files.downloadZipedFile`
 *                      with it (kind "zip download"; marker: a whole zip, from `PK\3\4` to the
 *                      end-of-directory record)
 *    6  popups         a page five builder popups open on; marker: their templates
 *    6  language       the German page `/de/…` with `Accept-Language: de-DE`, or its English
 *                      original with the same header (the page the head script offers German on);
 *                      marker: `lang="de` / the `hreflang="de"` alternate
 *
 * An error: a status other than 2xx (3xx for nothing here: every address is the final one), a
 * network error, no complete answer within --timeout seconds, or a missing marker. Loopback only:
 * the client connects to 127.0.0.1 (the site's address is http://localhost:PORT, sent as Host).
 * --think=MS makes the load run's visitors pause 0–2×MS at random before their first request and
 * after each answer, as people arriving and reading a page do: 5 s on average by default, 50 people
 * clicking every 5 s (the one-visitor reference never pauses). --think=0: visitors that never
 * pause, the server saturated (docs/PERFORMANCE.md "Load": its p95 is set by Little's law). Each visitor keeps its cookies (the zip hash belongs to the browser that asked for it) and has an
 * address of its own (an mu-plugin this bench writes sets REMOTE_ADDR from a header, as a proxy
 * that passes the client's address does), and the zip throttle is raised to 1,000 a minute: a
 * visitor here asks without pause, far more often than a person.
 *
 * Site: .site/bench-load-mariadb-<size>, seeded by bench/php/seed-search.php (the search bench's
 * library) and bench/php/seed-load.php (pages, 60 real files, popups, languages); MariaDB data in
 * .site/bench-load-mariadb-data. Seeding 100,000 files takes minutes; --reuse keeps a seeded site.
 * Figures also go to .site/bench-load-results.json.
 */
import {
	existsSync,
	mkdirSync,
	readFileSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { ROOT, prepareSite } from '../bin/lib/site.mjs';
import { freePort, serveNative } from '../bin/lib/serve.mjs';
import { option } from './lib/measure.mjs';
import { phpIni, streamSitePhp } from './lib/site.mjs';

const VISITORS = option( 'visitors', 50 );
const SECONDS = option( 'seconds', 60 );
const SOLO_SECONDS = option( 'solo-seconds', 20 );
const SIZE = option( 'size', 100000 );
const WORKERS = String( option( 'workers', '2,8' ) )
	.split( ',' )
	.map( Number )
	.filter( ( n ) => n > 0 );
const TIMEOUT_MS = option( 'timeout', 30 ) * 1000;
const THINK_MS = option( 'think', 5000 );
// The library's tables (WordPress's about 190 MB, Frontage's index about 300 MB) in memory, as a
// database sized for the site holds them; MariaDB's default 128 MB would measure the disk.
const BUFFER_POOL = option( 'buffer-pool', '1G' );
const REUSE = process.argv.includes( '--reuse' );
const SITES = path.join( ROOT, '.site' );
const DIR = path.join( SITES, `bench-load-mariadb-${ SIZE }` );
const DATA_DIR = path.join( SITES, 'bench-load-mariadb-data' );
const RESULTS = path.join( SITES, 'bench-load-results.json' );
const SEEDED = 'bench-search-manifest.json';
const TARGET_RATIO = 3;
// MariaDB's on-disk temporary tables go here, not to the shared /tmp, which other programs clean.
const TMP_DIR = path.join( SITES, 'bench-load-mariadb-tmp' );

const MU_PLUGIN = `<?php
// Written by bench/load.mjs: each simulated visitor has an address of its own (a loopback request's
// X-Frontage-Bench-Visitor header, as a proxy that sets REMOTE_ADDR to the client's address), and
// asks for zips without pause, far more often than a person: the zip throttle is raised.
if ( isset( $_SERVER['HTTP_X_FRONTAGE_BENCH_VISITOR'], $_SERVER['REMOTE_ADDR'] ) && '127.0.0.1' === $_SERVER['REMOTE_ADDR'] ) {
	$frontage_bench_visitor  = absint( $_SERVER['HTTP_X_FRONTAGE_BENCH_VISITOR'] );
	$_SERVER['REMOTE_ADDR'] = '10.0.' . intdiv( $frontage_bench_visitor, 250 ) . '.' . ( 1 + $frontage_bench_visitor % 250 );
}
add_filter( 'frontage_zip_issue_limit', static fn () => 1000 );
`;

/**
 * A small seeded random generator (Park and Miller's), so that a visitor's sequence is the same
 * each run.
 *
 * @param {number} seed Seed.
 * @return {() => number} Numbers in [0, 1).
 */
function randomFrom( seed ) {
	// Spread near seeds apart (a Fibonacci hash), and skip the first draws, which follow the seed.
	let state =
		( ( ( Math.abs( Math.floor( seed ) ) % 1e6 ) * 2654435761 ) %
			2147483646 ) +
		1;
	const next = () => {
		state = ( state * 48271 ) % 2147483647;
		return ( state - 1 ) / 2147483646;
	};
	for ( let i = 0; i < 10; i++ ) {
		next();
	}
	return next;
}

/**
 * The seeded site: reused with --reuse when seed-search.php finished in it before, else made
 * afresh and seeded. Either way seed-load.php then adds (or finds) what the mix visits.
 *
 * @param {Object} server The MariaDB server.
 * @param {string} url    The address the site is served at.
 * @return {Promise<Object>} What seed-load.php printed.
 */
async function seededSite( server, url ) {
	const config = path.join( DIR, 'wp-config.php' );
	if ( REUSE && existsSync( path.join( DIR, SEEDED ) ) ) {
		// A new server run has a new port.
		writeFileSync(
			config,
			readFileSync( config, 'utf8' ).replace(
				/define\( 'DB_HOST', '[^']*' \)/,
				`define( 'DB_HOST', '${ server.host }' )`
			)
		);
		console.log( `Reusing ${ path.relative( ROOT, DIR ) }` );
	} else {
		const name = `frontage_bench_load_${ SIZE }`;
		await server.query(
			`DROP DATABASE IF EXISTS \`${ name }\`; CREATE DATABASE \`${ name }\``
		);
		console.log(
			`Seeding ${ SIZE.toLocaleString( 'en' ) } files into ${ path.relative( ROOT, DIR ) } (minutes)`
		);
		await prepareSite( {
			dir: DIR,
			url,
			db: {
				type: 'mysql',
				host: server.host,
				name,
				user: server.user,
				password: server.password,
			},
			fresh: true,
			log: () => {},
		} );
		await streamSitePhp( DIR, 'bench/php/seed-search.php', [
			String( SIZE ),
		] );
	}
	writeFileSync(
		path.join( DIR, 'wp-content/mu-plugins/frontage-bench-load.php' ),
		MU_PLUGIN
	);
	return JSON.parse(
		await streamSitePhp( DIR, 'bench/php/seed-load.php', [ url ] )
	);
}

/**
 * Builds the mix: each kind's weight and how it makes a request.
 *
 * @param {Object} seed     What seed-load.php printed.
 * @param {Object} manifest What seed-search.php wrote (words, categories, tags, extensions).
 * @return {{kind: string, weight: number, make: Function}[]} The kinds.
 */
function mix( seed, manifest ) {
	const ajax = '/wp-admin/admin-ajax.php?action=wpfd';
	const words = manifest.words;
	// A word of every frequency: its rank drawn log-uniformly from the 3,000 most frequent.
	const word = ( rnd ) =>
		words[ Math.floor( Math.exp( rnd() * Math.log( 3000 ) ) ) - 1 ];
	const pick = ( rnd, list ) => list[ Math.floor( rnd() * list.length ) ];
	const publicCategories = manifest.categories.filter(
		( c ) => c.visibility === 'public' && c.published > 0
	);
	const tags = manifest.tags.filter( ( t ) => t.published > 0 );
	const orderings = [
		'title',
		'created',
		'updated',
		'size',
		'downloads',
		'type',
		'version',
	];
	const files = seed.downloads.files;
	const tables = [
		[ 'large', seed.tables.large ],
		[ 'medium', seed.tables.medium ],
		[ 'small', seed.tables.small ],
		[ 'downloads', { ...seed.downloads, files: files.length } ],
	];
	// A file row: an empty table (a failed query) is an error too.
	const row = /<tr data-file-id="\d+"/;

	const searchFields = ( rnd ) => {
		const fields = {};
		const roll = rnd();
		if ( roll < 0.45 ) {
			fields.q = word( rnd );
		} else if ( roll < 0.6 ) {
			fields.q = `${ word( rnd ) } ${ word( rnd ) }`;
		} else if ( roll < 0.8 ) {
			fields.catid = pick( rnd, publicCategories ).id;
			if ( rnd() < 0.5 ) {
				fields.q = word( rnd );
			}
		} else if ( roll < 0.9 ) {
			fields.ftags = [ pick( rnd, tags ), pick( rnd, tags ) ]
				.map( ( t ) => t.slug )
				.join( ',' );
		} else {
			fields.q = '';
			fields.type = [
				pick( rnd, manifest.extensions ),
				pick( rnd, manifest.extensions ),
			].join( ',' );
			fields.wfrom = String( 1 + Math.floor( rnd() * 100 ) );
			fields.wfromunit = 'kb';
			fields.wto = String( 1 + Math.floor( rnd() * 500 ) );
			fields.wtounit = 'mb';
		}
		if ( rnd() < 0.1 ) {
			const year = 2017 + Math.floor( rnd() * 9 );
			fields.cfrom = `${ year }-01-01`;
			fields.cto = `${ year + 1 }-06-30`;
		}
		if ( rnd() < 0.5 ) {
			fields.ordering = pick( rnd, orderings );
			fields.dir = rnd() < 0.5 ? 'asc' : 'desc';
		}
		const page = rnd();
		fields.paged = String(
			page < 0.7 ? 1 : 2 + Math.floor( rnd() * ( page < 0.9 ? 4 : 19 ) )
		);
		return fields;
	};

	return [
		{
			kind: 'file table',
			weight: 22,
			make( rnd ) {
				const [ key, category ] = pick( rnd, tables );
				const prefix = `fc${ category.id }_`;
				const params = new URLSearchParams();
				const roll = rnd();
				const pages = Math.max( 1, Math.ceil( category.files / 20 ) );
				if ( roll < 0.25 && pages > 1 ) {
					params.set(
						`${ prefix }page`,
						String(
							2 + Math.floor( rnd() * Math.min( pages - 1, 10 ) )
						)
					);
				} else if ( roll < 0.45 ) {
					params.set( `${ prefix }ordering`, pick( rnd, orderings ) );
					params.set(
						`${ prefix }dir`,
						rnd() < 0.5 ? 'asc' : 'desc'
					);
				} else if ( roll < 0.55 && key === 'small' ) {
					params.set( `${ prefix }q`, word( rnd ) );
				}
				const query = params.toString();
				const searched = params.has( `${ prefix }q` );
				return {
					path: seed.paths[ key ] + ( query ? `?${ query }` : '' ),
					check: ( body ) =>
						row.test( body ) ||
						( searched &&
							/No file in .* in its title/.test( body ) ),
				};
			},
		},
		{
			kind: 'search page',
			weight: 6,
			make( rnd ) {
				return {
					path:
						seed.paths.search +
						( rnd() < 0.5
							? `?q=${ encodeURIComponent( word( rnd ) ) }`
							: '' ),
					check: ( body ) =>
						body.includes( 'wp-block-frontage-file-search' ),
				};
			},
		},
		{
			kind: 'search',
			weight: 24,
			make( rnd ) {
				return {
					path: `${ ajax }&task=search.display`,
					form: {
						...searchFields( rnd ),
						theme: 'default',
						theme_column:
							'title,description,type,size,version,created,updated,downloads,download',
						show_pagination: '1',
						limit: '20',
					},
					check: ( body ) =>
						body.includes( 'frontage-search-results' ),
				};
			},
		},
		{
			kind: 'suggestions',
			weight: 14,
			make( rnd ) {
				const candidates = words
					.slice( 0, 400 )
					.filter( ( w ) => w.length >= 4 );
				const from = pick( rnd, candidates );
				return {
					path: `${ ajax }&task=search.display`,
					form: {
						make_file_suggestion: '1',
						q: from.slice(
							0,
							Math.min( from.length, 3 + Math.floor( rnd() * 4 ) )
						),
					},
					check: ( body ) =>
						body.includes( 'frontage-search__suggestion-list' ),
				};
			},
		},
		{
			kind: 'file detail',
			weight: 6,
			make( rnd ) {
				const id = pick( rnd, seed.detail_ids );
				const cat = seed.tables.large.id;
				return {
					path: `${ ajax }&task=file.display&view=file&id=${ id }&categoryid=${ cat }&rootcat=${ cat }`,
					check: ( body ) =>
						/^\{"success":true,"file":\{"ID":\d+,"post_title"/.test(
							body
						),
				};
			},
		},
		{
			kind: 'download',
			weight: 10,
			make( rnd ) {
				const file = pick( rnd, files );
				return {
					path: `/?frontage_download=${ file.id }`,
					binary: true,
					check: ( body ) =>
						body.length === file.size &&
						body.subarray( 0, file.first.length ).toString() ===
							file.first,
				};
			},
		},
		{
			kind: 'zip hash',
			weight: 6,
			make( rnd ) {
				const chosen = new Set();
				const count = 2 + Math.floor( rnd() * 4 );
				while ( chosen.size < count ) {
					chosen.add( pick( rnd, files ).id );
				}
				const category = seed.downloads;
				return {
					path: `${ ajax }&task=files.zipSeletedFiles&filesId=${ [
						...chosen,
					].join( ',' ) }&wpfd_category_id=${ category.id }`,
					check: ( body ) => /"hash":"[\w-]+"/.test( body ),
					// The browser then goes to the zip.
					then: ( body ) => ( {
						kind: 'zip download',
						path: `${ ajax }&task=files.downloadZipedFile&hash=${
							JSON.parse( body ).data.hash
						}&wpfd_category_id=${ category.id }&wpfd_category_name=${ encodeURIComponent(
							category.name
						) }`,
						binary: true,
						check: ( zip ) =>
							zip.length > 22 &&
							zip.readUInt32LE( 0 ) === 0x04034b50 &&
							zip.lastIndexOf(
								Buffer.from( [ 0x50, 0x4b, 0x05, 0x06 ] )
							) >=
								zip.length - 22 - 0xffff,
					} ),
				};
			},
		},
		{
			kind: 'popups',
			weight: 6,
			make() {
				return {
					path: seed.paths.popups,
					check: ( body ) =>
						( body.match( /<template id="frontage-popup-/g ) ?? [] )
							.length === 5,
				};
			},
		},
		{
			kind: 'language',
			weight: 6,
			make( rnd ) {
				const german = rnd() < 0.5;
				return {
					path: german ? seed.paths.german : seed.paths.english,
					headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
					check: german
						? ( body ) => /<html[^>]* lang="de/.test( body )
						: ( body ) => /hreflang="de/.test( body ),
				};
			},
		},
	];
}

/**
 * One request, bounded by the timeout: the whole body read.
 *
 * @param {number} port    Server port.
 * @param {Object} request {path, form?, headers?, binary?}.
 * @param {Object} visitor {id, cookies: Map}.
 * @return {Promise<{status: number, body: Buffer}>} The answer.
 */
function send( port, request, visitor ) {
	return new Promise( ( resolve, reject ) => {
		const body = request.form
			? new URLSearchParams( request.form ).toString()
			: null;
		const headers = {
			host: `localhost:${ port }`,
			'user-agent':
				'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 frontage-bench-load',
			accept: '*/*',
			'x-frontage-bench-visitor': String( visitor.id ),
			...( request.headers ?? {} ),
		};
		if ( visitor.cookies.size ) {
			headers.cookie = [ ...visitor.cookies ]
				.map( ( [ k, v ] ) => `${ k }=${ v }` )
				.join( '; ' );
		}
		if ( body !== null ) {
			headers[ 'content-type' ] = 'application/x-www-form-urlencoded';
			headers[ 'content-length' ] = Buffer.byteLength( body );
		}
		const req = http.request(
			{
				host: '127.0.0.1',
				port,
				path: request.path,
				method: body === null ? 'GET' : 'POST',
				headers,
				agent: false,
			},
			( res ) => {
				const chunks = [];
				res.on( 'data', ( chunk ) => chunks.push( chunk ) );
				res.on( 'end', () => {
					clearTimeout( timer );
					for ( const cookie of res.headers[ 'set-cookie' ] ?? [] ) {
						const [ pair ] = cookie.split( ';' );
						const at = pair.indexOf( '=' );
						visitor.cookies.set(
							pair.slice( 0, at ).trim(),
							pair.slice( at + 1 ).trim()
						);
					}
					resolve( {
						status: res.statusCode,
						body: Buffer.concat( chunks ),
					} );
				} );
				res.on( 'error', reject );
			}
		);
		const timer = setTimeout(
			() =>
				req.destroy(
					Object.assign( new Error( 'timeout' ), { code: 'TIMEOUT' } )
				),
			TIMEOUT_MS
		);
		req.on( 'error', ( error ) => {
			clearTimeout( timer );
			reject( error );
		} );
		req.end( body ?? undefined );
	} );
}

/**
 * Sends one request of the mix and records it (and the request it leads to, for a zip).
 *
 * @param {number}   port    Server port.
 * @param {Object}   request From a kind's make(), with its kind.
 * @param {Object}   visitor The visitor.
 * @param {Object[]} samples Where each request's {kind, ms, error, started} goes.
 * @return {Promise<void>} Resolves when done (errors are recorded, never thrown).
 */
async function exchange( port, request, visitor, samples ) {
	const started = performance.now();
	let error = null;
	let answer = null;
	try {
		answer = await send( port, request, visitor );
		if ( answer.status < 200 || answer.status >= 400 ) {
			error = `status ${ answer.status }`;
		} else if (
			! request.check(
				request.binary ? answer.body : answer.body.toString()
			)
		) {
			error = 'marker missing';
		}
	} catch ( failure ) {
		error =
			failure.code === 'TIMEOUT'
				? 'timeout'
				: `network ${ failure.code ?? failure.message }`;
	}
	const ms = performance.now() - started;
	samples.push( {
		kind: request.kind,
		path: request.path,
		ms,
		error,
		started,
	} );
	if ( error && samples.firstErrors.length < 20 ) {
		samples.firstErrors.push(
			`${ request.kind } ${ request.path }: ${ error }${ answer ? ` — ${ answer.body.toString().slice( 0, 200 ).replace( /\s+/g, ' ' ) }` : '' }`
		);
	}
	if ( ! error && request.then ) {
		await exchange(
			port,
			request.then( answer.body.toString() ),
			visitor,
			samples
		);
	}
}

/**
 * Runs visitors for a while.
 *
 * @param {number}   port     Server port.
 * @param {Object[]} kinds    The mix.
 * @param {number}   visitors How many at once.
 * @param {number}   seconds  How long they start new requests.
 * @param {number}   seedBase Seeds the visitors' choices.
 * @param {number}   think    Mean pause after each answer, ms (0: none).
 * @return {Promise<{samples: Object[], elapsed: number}>} Every request, and the run's length in s.
 */
async function run( port, kinds, visitors, seconds, seedBase, think ) {
	const total = kinds.reduce( ( sum, k ) => sum + k.weight, 0 );
	const samples = [];
	samples.firstErrors = [];
	const started = performance.now();
	const deadline = started + seconds * 1000;
	const visitor = async ( id ) => {
		const rnd = randomFrom( seedBase * 1000 + id );
		const self = { id, cookies: new Map() };
		const pause = () =>
			new Promise( ( r ) => setTimeout( r, rnd() * 2 * think ) );
		if ( think ) {
			// People arrive one by one, not all in the same millisecond.
			await pause();
		}
		while ( performance.now() < deadline ) {
			let roll = rnd() * total;
			const kind =
				kinds.find( ( k ) => ( roll -= k.weight ) < 0 ) ?? kinds[ 0 ];
			await exchange(
				port,
				{ kind: kind.kind, ...kind.make( rnd ) },
				self,
				samples
			);
			if ( think ) {
				await pause();
			}
		}
	};
	await Promise.all(
		Array.from( { length: visitors }, ( _, i ) => visitor( i + 1 ) )
	);
	return { samples, elapsed: ( performance.now() - started ) / 1000 };
}

/**
 * Percentiles of the successful requests' times.
 *
 * @param {Object[]} samples Requests.
 * @return {{count: number, p50: number, p95: number, p99: number}} Figures (ms).
 */
function percentiles( samples ) {
	const sorted = samples
		.filter( ( s ) => ! s.error )
		.map( ( s ) => s.ms )
		.sort( ( a, b ) => a - b );
	const at = ( q ) =>
		sorted.length
			? sorted[
					Math.min(
						sorted.length - 1,
						Math.ceil( q * sorted.length ) - 1
					)
				]
			: NaN;
	return {
		count: sorted.length,
		p50: at( 0.5 ),
		p95: at( 0.95 ),
		p99: at( 0.99 ),
	};
}

/**
 * The figures of one run.
 *
 * @param {{samples: Object[], elapsed: number}} result From run().
 * @return {Object} Throughput, percentiles overall and per kind, errors by kind and reason.
 */
function summarize( { samples, elapsed } ) {
	const kinds = [ ...new Set( samples.map( ( s ) => s.kind ) ) ];
	const errors = {};
	for ( const s of samples.filter( ( x ) => x.error ) ) {
		errors[ s.kind ] = errors[ s.kind ] ?? {};
		errors[ s.kind ][ s.error ] = ( errors[ s.kind ][ s.error ] ?? 0 ) + 1;
	}
	return {
		requests: samples.length,
		errors: samples.filter( ( s ) => s.error ).length,
		elapsed,
		throughput: samples.filter( ( s ) => ! s.error ).length / elapsed,
		overall: percentiles( samples ),
		kinds: Object.fromEntries(
			kinds.map( ( k ) => [
				k,
				percentiles( samples.filter( ( s ) => s.kind === k ) ),
			] )
		),
		errorsByKind: errors,
		firstErrors: samples.firstErrors,
		slowest: [ ...samples ]
			.sort( ( a, b ) => b.ms - a.ms )
			.slice( 0, 5 )
			.map( ( { kind, path: address, ms: time } ) => ( {
				kind,
				path: address,
				ms: time,
			} ) ),
	};
}

const ms = ( v ) => ( Number.isNaN( v ) ? '–' : `${ v.toFixed( 0 ) } ms` );
const loadavg = () =>
	os
		.loadavg()
		.map( ( l ) => l.toFixed( 2 ) )
		.join( ', ' );

/**
 * Prints one run.
 *
 * @param {string} title   Heading.
 * @param {Object} summary From summarize().
 */
function report( title, summary ) {
	console.log( `\n${ title }` );
	console.log(
		`  ${ summary.requests } requests in ${ summary.elapsed.toFixed( 1 ) } s: ${ summary.throughput.toFixed( 1 ) } req/s answered right, ${ summary.errors } errors; p50 ${ ms( summary.overall.p50 ) }, p95 ${ ms( summary.overall.p95 ) }, p99 ${ ms( summary.overall.p99 ) }`
	);
	for ( const [ kind, p ] of Object.entries( summary.kinds ) ) {
		const errors = summary.errorsByKind[ kind ];
		console.log(
			`    ${ kind.padEnd( 13 ) } ${ String( p.count ).padStart( 6 ) }  p50 ${ ms( p.p50 ).padStart( 8 ) }  p95 ${ ms( p.p95 ).padStart( 8 ) }  p99 ${ ms( p.p99 ).padStart( 8 ) }${ errors ? `  errors: ${ JSON.stringify( errors ) }` : '' }`
		);
	}
	for ( const line of summary.firstErrors ) {
		console.log( `    ! ${ line }` );
	}
	console.log(
		`    slowest: ${ summary.slowest.map( ( s ) => `${ ms( s.ms ) } ${ s.kind } ${ s.path }` ).join( '\n             ' ) }`
	);
}

/**
 * What the server logged during a run: PHP errors in its own log and WordPress's debug.log
 * (new lines only), and 5xx answers.
 *
 * @param {Object} marks Sizes of the logs when the run started.
 * @return {string[]} Lines worth reading (at most 10 of each).
 */
function serverComplaints( marks ) {
	const tail = ( file ) => {
		if ( ! existsSync( file ) ) {
			return [];
		}
		return readFileSync( file )
			.subarray( marks[ file ] ?? 0 )
			.toString()
			.split( '\n' );
	};
	const server = tail( path.join( DIR, '.server.log' ) );
	const debug = tail( path.join( DIR, 'wp-content/debug.log' ) ).filter(
		Boolean
	);
	const php = server.filter( ( l ) =>
		/PHP (Fatal|Warning|Notice|Deprecated|Parse)/.test( l )
	);
	const failed = server.filter( ( l ) => /\[5\d\d\]/.test( l ) );
	const database = debug.filter( ( l ) =>
		l.includes( 'WordPress database error' )
	);
	return [
		...( php.length
			? [
					`${ php.length } PHP messages in .server.log:`,
					...php.slice( 0, 10 ),
				]
			: [] ),
		...( failed.length
			? [ `${ failed.length } 5xx answers:`, ...failed.slice( 0, 10 ) ]
			: [] ),
		...( database.length
			? [
					`${ database.length } database errors (WordPress database error in debug.log)`,
				]
			: [] ),
		...( debug.length
			? [
					`${ debug.length } lines in debug.log:`,
					...debug.slice( 0, 10 ),
				]
			: [] ),
	];
}

/**
 * The logs' sizes now.
 *
 * @return {Object} File → bytes.
 */
function logMarks() {
	const marks = {};
	for ( const file of [
		path.join( DIR, '.server.log' ),
		path.join( DIR, 'wp-content/debug.log' ),
	] ) {
		marks[ file ] = existsSync( file ) ? statSync( file ).size : 0;
	}
	return marks;
}

const port = option( 'port', 0 ) || ( await freePort() );
const url = `http://localhost:${ port }`;
const { startMariaDB } = await import( '../bin/lib/mariadb.mjs' );
mkdirSync( TMP_DIR, { recursive: true } );
if ( ! REUSE ) {
	rmSync( DATA_DIR, { recursive: true, force: true } );
}
const database = await startMariaDB( {
	dataDir: DATA_DIR,
	serverArgs: [
		`--innodb-buffer-pool-size=${ BUFFER_POOL }`,
		`--tmpdir=${ TMP_DIR }`,
	],
} );
const results = { at: new Date().toISOString(), runs: {} };
try {
	const seed = await seededSite( database, url );
	const manifest = JSON.parse(
		readFileSync( path.join( DIR, SEEDED ), 'utf8' )
	);
	const kinds = mix( seed, manifest );
	console.log(
		`MariaDB (${ BUFFER_POOL } buffer pool), ${ SIZE.toLocaleString( 'en' ) } files; ${ VISITORS } visitors for ${ SECONDS } s, 1 visitor for ${ SOLO_SECONDS } s; timeout ${ TIMEOUT_MS / 1000 } s; think time of the load run's visitors ${ THINK_MS } ms (0–2× at random); ${ os.cpus().length } CPUs`
	);
	console.log(
		`Mix: ${ kinds.map( ( k ) => `${ k.kind } ${ k.weight }` ).join( ', ' ) }`
	);
	for ( const workers of WORKERS ) {
		const ini = phpIni();
		const server = await serveNative( { dir: DIR, port, ini, workers } );
		try {
			console.log(
				`\n== ${ workers } PHP workers (opcache ${ ini[ 'opcache.enable' ] === '1' ? 'on' : 'off' }) ==`
			);
			// Warm-up: every kind a few times from one visitor (opcache, buffer pool), not counted.
			const warm = [];
			warm.firstErrors = [];
			for ( let round = 0; round < 3; round++ ) {
				for ( const kind of kinds ) {
					await exchange(
						port,
						{
							kind: kind.kind,
							...kind.make( randomFrom( round * 97 + 7 ) ),
						},
						{ id: 999, cookies: new Map() },
						warm
					);
				}
			}
			if ( warm.firstErrors.length ) {
				console.log(
					`  warm-up errors:\n    ${ warm.firstErrors.join( '\n    ' ) }`
				);
			}
			const entry = { workers };
			for ( const [ name, visitors, seconds ] of [
				[ 'solo', 1, SOLO_SECONDS ],
				[ 'load', VISITORS, SECONDS ],
			] ) {
				const marks = logMarks();
				const before = os.loadavg();
				const summary = summarize(
					await run(
						port,
						kinds,
						visitors,
						seconds,
						workers,
						// The reference visitor never pauses.
						name === 'load' ? THINK_MS : 0
					)
				);
				summary.load = { before, after: os.loadavg() };
				report(
					`${ visitors } visitor${ visitors > 1 ? 's' : '' }, ${ seconds } s (load average before ${ before.map( ( l ) => l.toFixed( 2 ) ).join( ', ' ) }, after ${ loadavg() })`,
					summary
				);
				summary.complaints = serverComplaints( marks );
				summary.databaseErrors = Number(
					(
						summary.complaints.find( ( l ) =>
							l.includes( 'database errors' )
						) ?? '0'
					).split( ' ' )[ 0 ]
				);
				for ( const line of summary.complaints ) {
					console.log( `    server: ${ line.slice( 0, 400 ) }` );
				}
				delete summary.firstErrors;
				entry[ name ] = summary;
			}
			entry.ratio = entry.load.overall.p95 / entry.solo.overall.p95;
			console.log(
				`\n  ${ workers } workers: p95 under load ÷ p95 of one visitor = ${ entry.ratio.toFixed( 1 ) }× (target ≤ ${ TARGET_RATIO }×: ${ entry.ratio <= TARGET_RATIO ? 'met' : 'not met' }); errors ${ entry.load.errors } (target 0); by Little's law ${ VISITORS } visitors ÷ ${ entry.load.throughput.toFixed( 1 ) } req/s = ${ ( ( VISITORS / entry.load.throughput ) * 1000 ).toFixed( 0 ) } ms per request on average`
			);
			results.runs[ workers ] = entry;
		} finally {
			await server.stop();
		}
	}
} finally {
	await database.stop();
}

results.options = {
	visitors: VISITORS,
	seconds: SECONDS,
	soloSeconds: SOLO_SECONDS,
	size: SIZE,
	timeout: TIMEOUT_MS / 1000,
	think: THINK_MS,
	bufferPool: BUFFER_POOL,
};
writeFileSync( RESULTS, JSON.stringify( results, null, 1 ) + '\n' );
console.log(
	'\n| Workers | Visitors | Throughput | p50 | p95 | p99 | Errors | Database errors logged | 1 visitor p95 | Ratio |'
);
console.log( '|---|---|---|---|---|---|---|---|---|---|' );
for ( const entry of Object.values( results.runs ) ) {
	const l = entry.load;
	console.log(
		`| ${ entry.workers } | ${ VISITORS } | ${ l.throughput.toFixed( 1 ) } req/s | ${ ms( l.overall.p50 ) } | ${ ms( l.overall.p95 ) } | ${ ms( l.overall.p99 ) } | ${ l.errors } / ${ l.requests } | ${ l.databaseErrors } | ${ ms( entry.solo.overall.p95 ) } | ${ entry.ratio.toFixed( 1 ) }× |`
	);
}
