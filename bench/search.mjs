#!/usr/bin/env node
/**
 * File search at 10,000 and 100,000 files: Frontage's Search_Service (its own index) against
 * WordPress core's WP_Query on the same data, in the same PHP process, on SQLite and on MariaDB.
 * Fifty mixed queries as an anonymous visitor, then fifty suggestion requests. Prints mean, p50 and
 * p95 per side, the ratio, the totals that differ, and Frontage's p95 growth from 10,000 to 100,000.
 * Then the page a visitor opens: a page with the File search block against a plain page of the
 * same site, served over HTTP, interleaved (target: ≤ 1.5× at 100,000 files).
 *
 *   node bench/search.mjs [--sizes=10000,100000] [--db=sqlite,mariadb] [--reuse] [--rounds=3] [--verbose]
 *                         [--buffer-pool=512M] [--reindex] [--pages-only] [--page-requests=40]
 *
 * Sites: .site/bench-search-sqlite-<n> and .site/bench-search-mariadb-<n> (MariaDB data in
 * .site/bench-search-mariadb-data, one server for every size). Seeding 100,000 files takes minutes:
 * --reuse keeps a site that was seeded before (and the MariaDB data) instead of starting afresh;
 * --reindex then rebuilds its search index (needed after a change of the index's schema).
 * MariaDB runs with its default settings (a 128 MB buffer pool, smaller than the 100,000-file
 * library's tables) unless --buffer-pool names another size. Figures are also written to
 * .site/bench-search-results.json (merged across runs), so a run of one
 * size still prints the growth against the other size's last figures.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ROOT, prepareSite } from '../bin/lib/site.mjs';
import { serveNative } from '../bin/lib/serve.mjs';
import { streamSitePhp } from './lib/site.mjs';

const argument = ( name, fallback ) =>
	process.argv
		.find( ( arg ) => arg.startsWith( `--${ name }=` ) )
		?.split( '=' )[ 1 ] ?? fallback;
const SIZES = argument( 'sizes', '10000,100000' )
	.split( ',' )
	.map( Number )
	.filter( ( n ) => n > 0 );
const DBS = argument( 'db', 'sqlite,mariadb' )
	.split( ',' )
	.filter( ( db ) => [ 'sqlite', 'mariadb' ].includes( db ) );
const ROUNDS = Number( argument( 'rounds', 3 ) );
const REUSE = process.argv.includes( '--reuse' );
const REINDEX = process.argv.includes( '--reindex' );
const VERBOSE = process.argv.includes( '--verbose' );
const BUFFER_POOL = argument( 'buffer-pool', '' );
const PAGES_ONLY = process.argv.includes( '--pages-only' );
const PAGE_REQUESTS = Number( argument( 'page-requests', 40 ) );
// Never served: the sites are only driven by PHP scripts.
const URL = 'http://localhost:8899';
const SITES = path.join( ROOT, '.site' );
const RESULTS = path.join( SITES, 'bench-search-results.json' );
const MANIFEST = 'bench-search-manifest.json';

/**
 * Mean, median and 95th percentile.
 *
 * @param {number[]} values Samples.
 * @return {{mean: number, p50: number, p95: number}} The figures.
 */
function summarize( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const at = ( q ) =>
		sorted[
			Math.min( sorted.length - 1, Math.floor( q * sorted.length ) )
		];
	const mean = sorted.reduce( ( sum, v ) => sum + v, 0 ) / sorted.length;
	return { mean, p50: at( 0.5 ), p95: at( 0.95 ) };
}

/**
 * One time per query: the median of its rounds (the lower middle one for an even count), so
 * that a stray spike on a shared machine does not decide the p95 alone.
 *
 * @param {Object[]}                     samples Samples, several per query when rounds > 1.
 * @param {( sample: Object ) => number} time    The time of one sample.
 * @return {number[]} One time per query.
 */
function perQuery( samples, time ) {
	const by = new Map();
	for ( const sample of samples ) {
		const key = sample.label ?? sample.q;
		by.set( key, [ ...( by.get( key ) ?? [] ), time( sample ) ] );
	}
	return [ ...by.values() ].map( ( times ) => {
		const sorted = [ ...times ].sort( ( a, b ) => a - b );
		return sorted[ Math.floor( ( sorted.length - 1 ) / 2 ) ];
	} );
}

/**
 * A seeded site for one database and size: reused with --reuse when it was seeded before, else
 * made afresh and seeded.
 *
 * @param {string}      db     `sqlite` or `mariadb`.
 * @param {number}      size   Files.
 * @param {Object|null} server The MariaDB server (mariadb only).
 * @return {Promise<{dir: string, seed: Object|null}>} The site, and the seeding figures when seeded now.
 */
async function seededSite( db, size, server ) {
	const dir = path.join( SITES, `bench-search-${ db }-${ size }` );
	const name = `frontage_bench_search_${ size }`;
	const config = path.join( dir, 'wp-config.php' );
	if ( REUSE && existsSync( path.join( dir, MANIFEST ) ) ) {
		if ( server ) {
			// A new server run has a new port.
			writeFileSync(
				config,
				readFileSync( config, 'utf8' ).replace(
					/define\( 'DB_HOST', '[^']*' \)/,
					`define( 'DB_HOST', '${ server.host }' )`
				)
			);
		}
		console.log(
			`${ label( db, size ) }: reusing ${ path.relative( ROOT, dir ) }`
		);
		if ( REINDEX ) {
			const started = Date.now();
			const last = await streamSitePhp(
				dir,
				'bin/php/rebuild-search-index.php'
			);
			console.log(
				`  ${ last } (rebuilt in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s)`
			);
		}
		return { dir, seed: null };
	}
	let dbConfig = { type: 'sqlite' };
	if ( server ) {
		await server.query(
			`DROP DATABASE IF EXISTS \`${ name }\`; CREATE DATABASE \`${ name }\``
		);
		dbConfig = {
			type: 'mysql',
			host: server.host,
			name,
			user: server.user,
			password: server.password,
		};
	}
	console.log(
		`${ label( db, size ) }: seeding ${ size } files into ${ path.relative( ROOT, dir ) }`
	);
	await prepareSite( {
		dir,
		url: URL,
		db: dbConfig,
		fresh: true,
		log: () => {},
	} );
	const seed = JSON.parse(
		await streamSitePhp( dir, 'bench/php/seed-search.php', [
			String( size ),
		] )
	);
	return { dir, seed };
}

/**
 * "SQLite, 10,000 files".
 *
 * @param {string} db   Database.
 * @param {number} size Files.
 * @return {string} Label.
 */
function label( db, size ) {
	return `${ db === 'sqlite' ? 'SQLite' : 'MariaDB' }, ${ size.toLocaleString( 'en' ) } files`;
}

const ms = ( value ) => `${ value.toFixed( 1 ).padStart( 7 ) } ms`;
const line = ( name, s ) =>
	`  ${ name.padEnd( 22 ) } mean ${ ms( s.mean ) }   p50 ${ ms( s.p50 ) }   p95 ${ ms( s.p95 ) }`;

/**
 * Measures one seeded site and prints its figures.
 *
 * @param {string}      db   Database.
 * @param {number}      size Files.
 * @param {string}      dir  Site folder.
 * @param {Object|null} seed Seeding figures, when seeded in this run.
 * @return {Promise<Object>} The summary, as stored in the results file.
 */
async function measure( db, size, dir, seed ) {
	const loadBefore = os.loadavg();
	console.log(
		`\n${ label( db, size ) }: load average ${ loadBefore.map( ( l ) => l.toFixed( 2 ) ).join( ', ' ) } at the start (${ new Date().toISOString() })`
	);
	const raw = JSON.parse(
		await streamSitePhp( dir, 'bench/php/search-queries.php', [
			`--rounds=${ ROUNDS }`,
		] )
	);
	const frontage = summarize(
		perQuery( raw.queries, ( q ) => q.frontage.ms )
	);
	const baseline = summarize(
		perQuery( raw.queries, ( q ) => q.baseline.ms )
	);
	const suggest = summarize( perQuery( raw.suggestions, ( q ) => q.ms ) );
	// Past the last page WP_Query reports found_posts 0 (it counts only when the page has posts).
	const pastEnd = ( q ) =>
		Number( q.fields.paged ?? 1 ) > 1 &&
		q.baseline.count === 0 &&
		q.frontage.count === 0;
	const mismatches = raw.queries.filter(
		( q ) => q.frontage.total !== q.baseline.total && ! pastEnd( q )
	);
	const beyond = new Set(
		raw.queries.filter( pastEnd ).map( ( q ) => q.label )
	);
	const seen = new Set();
	const distinct = raw.queries.filter( ( q ) =>
		seen.has( q.label ) ? false : seen.add( q.label )
	);
	const megabytes = ( side ) =>
		Math.max( ...raw.queries.map( ( q ) => q[ side ].memory ) ) / 1048576;

	console.log( `\n${ label( db, size ) }` );
	if ( seed ) {
		console.log(
			`  seeded: ${ seed.published } published + ${ seed.private } private files, ${ seed.categories } categories (${ seed.restricted } restricted, ${ seed.hidden } hidden from visitors), ${ seed.tags } tags; inserts ${ seed.insert_seconds } s, Search_Index::rebuild() ${ seed.rebuild_seconds } s`
		);
	}
	console.log(
		`  ${ distinct.length } queries × ${ raw.rounds } round(s) (a query's time: the median of its rounds), anonymous visitor, object cache flushed before each call`
	);
	console.log( line( 'WP_Query (baseline)', baseline ) );
	console.log( line( 'Frontage', frontage ) );
	console.log(
		`  ratio (baseline / Frontage): mean ${ ( baseline.mean / frontage.mean ).toFixed( 1 ) }×, p50 ${ ( baseline.p50 / frontage.p50 ).toFixed( 1 ) }×, p95 ${ ( baseline.p95 / frontage.p95 ).toFixed( 1 ) }×`
	);
	console.log( line( 'suggestions (Frontage)', suggest ) );
	console.log(
		`  peak memory growth in one query: Frontage ${ megabytes( 'frontage' ).toFixed( 2 ) } MB, baseline ${ megabytes( 'baseline' ).toFixed( 2 ) } MB`
	);
	console.log(
		`  load average at the end: ${ os
			.loadavg()
			.map( ( l ) => l.toFixed( 2 ) )
			.join( ', ' ) }`
	);
	const differing = new Set( mismatches.map( ( q ) => q.label ) );
	console.log(
		`  totals: ${ distinct.length - differing.size }/${ distinct.length } queries match`
	);
	if ( beyond.size ) {
		console.log(
			`    past the last page (not compared): ${ [ ...beyond ].join( '; ' ) }`
		);
	}
	for ( const q of mismatches ) {
		console.log(
			`    differs: ${ q.label } — Frontage ${ q.frontage.total }, WP_Query ${ q.baseline.total }`
		);
	}
	// Per query: WP_Query's time ÷ Frontage's (each the median of its rounds).
	const front = perQuery( raw.queries, ( q ) => q.frontage.ms );
	const base = perQuery( raw.queries, ( q ) => q.baseline.ms );
	const ratios = distinct.map( ( q, i ) => base[ i ] / front[ i ] );
	const geomean = Math.exp(
		ratios.reduce( ( sum, r ) => sum + Math.log( r ), 0 ) / ratios.length
	);
	const slower = distinct
		.filter( ( q, i ) => ratios[ i ] < 1 )
		.map( ( q ) => q.label );
	const atLeast5 = ratios.filter( ( r ) => r >= 5 ).length;
	console.log(
		`  per-query ratios: geometric mean ${ geomean.toFixed( 2 ) }× (target ≥ 5 at 100,000), ${ atLeast5 }/${ ratios.length } queries ≥ 5×, ${ slower.length } slower than WP_Query${ slower.length ? ': ' + slower.join( '; ' ) : '' }`
	);
	if ( VERBOSE ) {
		distinct.forEach( ( q, i ) =>
			console.log(
				`    ${ q.label.padEnd( 36 ) } Frontage ${ ms( front[ i ] ) }  WP_Query ${ ms( base[ i ] ) }  ${ ratios[ i ].toFixed( 1 ).padStart( 6 ) }×  total ${ q.frontage.total }`
			)
		);
	}
	const sizes = JSON.parse(
		await streamSitePhp( dir, 'bench/php/search-sizes.php' )
	);
	const mb = ( bytes ) => `${ ( bytes / 1048576 ).toFixed( 1 ) } MB`;
	console.log(
		`  index size (frontage_search* tables, data + indexes, ${ sizes.method }): ${ mb( sizes.index.bytes ) } (data ${ mb( sizes.index.data ) }, indexes ${ mb( sizes.index.index ) }); WordPress's posts, postmeta and term tables: ${ mb( sizes.wordpress.bytes ) } (${ ( sizes.index.bytes / sizes.wordpress.bytes ).toFixed( 2 ) }×)`
	);
	if ( VERBOSE ) {
		for ( const [ name, t ] of Object.entries( sizes.tables ) ) {
			console.log(
				`    ${ name.padEnd( 36 ) } data ${ mb( t.data ).padStart( 9 ) }  indexes ${ mb( t.index ).padStart( 9 ) }`
			);
		}
	}
	writeFileSync(
		path.join( SITES, `bench-search-raw-${ db }-${ size }.json` ),
		JSON.stringify( raw, null, 1 )
	);
	return {
		at: new Date().toISOString(),
		frontage,
		baseline,
		suggest,
		mismatches: differing.size,
		queries: distinct.length,
		geomean,
		atLeast5,
		slower,
		perQuery: Object.fromEntries(
			distinct.map( ( q, i ) => [
				q.label,
				{ frontage: front[ i ], baseline: base[ i ] },
			] )
		),
		sizes,
		load: { before: loadBefore, after: os.loadavg() },
		seed: seed ?? undefined,
	};
}

/**
 * The page with the File search block against a plain page of the same site: both served by
 * PHP's own server, warmed, then requested in turn; medians and p95 of the times, and the ratio
 * of the medians.
 *
 * @param {string} dir Site folder.
 * @return {Promise<Object>} The page figures.
 */
async function measurePages( dir ) {
	const paths = JSON.parse(
		await streamSitePhp( dir, 'bench/php/search-pages.php' )
	);
	const server = await serveNative( {
		dir,
		port: Number( new globalThis.URL( URL ).port ),
	} );
	const time = async ( pagePath ) => {
		const started = performance.now();
		const response = await fetch( URL + pagePath );
		const html = await response.text();
		if ( ! response.ok ) {
			throw new Error( `${ pagePath } answered ${ response.status }` );
		}
		if (
			pagePath === paths.search &&
			! html.includes( 'frontage-search' )
		) {
			throw new Error( `${ pagePath } has no File search block` );
		}
		return performance.now() - started;
	};
	const samples = { plain: [], search: [] };
	try {
		for ( let i = 0; i < 5; i++ ) {
			await time( paths.plain );
			await time( paths.search );
		}
		for ( let i = 0; i < PAGE_REQUESTS; i++ ) {
			samples.plain.push( await time( paths.plain ) );
			samples.search.push( await time( paths.search ) );
		}
	} finally {
		await server.stop();
	}
	const plain = summarize( samples.plain );
	const search = summarize( samples.search );
	console.log( line( 'plain page', plain ) );
	console.log( line( 'File search page', search ) );
	console.log(
		`  File search page ÷ plain page (p50): ${ ( search.p50 / plain.p50 ).toFixed( 2 ) }× (target ≤ 1.5 at 100,000 files)`
	);
	return { plain, search };
}

let results = {};
try {
	results = JSON.parse( readFileSync( RESULTS, 'utf8' ) );
} catch {}

for ( const db of DBS ) {
	let server = null;
	if ( db === 'mariadb' ) {
		const { startMariaDB } = await import( '../bin/lib/mariadb.mjs' );
		const dataDir = path.join( SITES, 'bench-search-mariadb-data' );
		if ( ! REUSE ) {
			rmSync( dataDir, { recursive: true, force: true } );
		}
		server = await startMariaDB( {
			dataDir,
			serverArgs: BUFFER_POOL
				? [ `--innodb-buffer-pool-size=${ BUFFER_POOL }` ]
				: [],
		} );
	}
	try {
		for ( const size of SIZES ) {
			const { dir, seed } = await seededSite( db, size, server );
			const previous = results[ db ]?.[ size ] ?? {};
			const summary = PAGES_ONLY
				? { ...previous }
				: await measure( db, size, dir, seed );
			summary.pages = await measurePages( dir );
			summary.pagesAt = new Date().toISOString();
			// A run with another buffer pool is kept apart from the default's figures.
			const key =
				db === 'mariadb' && BUFFER_POOL
					? `${ db } (${ BUFFER_POOL } pool)`
					: db;
			results[ key ] = results[ key ] ?? {};
			results[ key ][ size ] = {
				...summary,
				seed: summary.seed ?? results[ key ][ size ]?.seed,
			};
			writeFileSync( RESULTS, JSON.stringify( results, null, 1 ) + '\n' );
		}
	} finally {
		await server?.stop();
	}
}

console.log(
	'\nSummary (figures from this run, or the last run of that size)'
);
console.log(
	'| Database | Files | WP_Query mean / p50 / p95 | Frontage mean / p50 / p95 | Ratio (mean) | Geometric mean of the ratios | Slower than WP_Query | Index / WordPress tables | Suggest p95 | Totals match |'
);
console.log( '|---|---|---|---|---|---|---|---|---|---|' );
const f = ( s ) =>
	`${ s.mean.toFixed( 1 ) } / ${ s.p50.toFixed( 1 ) } / ${ s.p95.toFixed( 1 ) } ms`;
for ( const db of Object.keys( results ) ) {
	for ( const size of Object.keys( results[ db ] ).sort(
		( a, b ) => a - b
	) ) {
		const r = results[ db ][ size ];
		if ( ! r.baseline ) {
			continue;
		}
		const megabytes = ( bytes ) => ( bytes / 1048576 ).toFixed( 0 );
		const sized = r.sizes
			? `${ megabytes( r.sizes.index.bytes ) } / ${ megabytes( r.sizes.wordpress.bytes ) } MB`
			: '–';
		console.log(
			`| ${ db } | ${ Number( size ).toLocaleString( 'en' ) } | ${ f( r.baseline ) } | ${ f( r.frontage ) } | ${ ( r.baseline.mean / r.frontage.mean ).toFixed( 1 ) }× | ${ r.geomean?.toFixed( 2 ) ?? '–' }× | ${ r.slower?.length ?? '–' } | ${ sized } | ${ r.suggest.p95.toFixed( 1 ) } ms | ${ r.queries - r.mismatches }/${ r.queries } |`
		);
	}
	for ( const size of Object.keys( results[ db ] ) ) {
		const pages = results[ db ][ size ].pages;
		if ( pages ) {
			console.log(
				`${ db }, ${ Number( size ).toLocaleString( 'en' ) } files: File search page p50 ${ pages.search.p50.toFixed( 1 ) } ms, plain page ${ pages.plain.p50.toFixed( 1 ) } ms: ${ ( pages.search.p50 / pages.plain.p50 ).toFixed( 2 ) }× (target ≤ 1.5 at 100,000)`
			);
		}
	}
	const small = results[ db ][ 10000 ];
	const large = results[ db ][ 100000 ];
	if ( small && large ) {
		console.log(
			`${ db }: Frontage p95 at 100,000 ÷ p95 at 10,000 = ${ ( large.frontage.p95 / small.frontage.p95 ).toFixed( 2 ) } (target ≤ 3); ratio at 100,000 = ${ ( large.baseline.mean / large.frontage.mean ).toFixed( 1 ) }× (target ≥ 5); suggestions p95 at 100,000 = ${ large.suggest.p95.toFixed( 1 ) } ms (target < 50 on MariaDB)`
		);
	}
}
