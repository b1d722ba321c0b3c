#!/usr/bin/env node
/**
 * The loop filter's server time (issue 20, "Speed"): on one fresh site in the same run,
 * interleaved, with N posts over two taxonomies (20 categories, 50 tags; bench/php/seed-loops.php),
 * the time to the whole answer of
 *
 * - unfiltered: GET of a page with a Query Loop (10 a page, pagination) and two loop filters;
 * - filtered: the same page with `?e-filter-1-category=cat-3~cat-7&e-filter-1-post_tag=tag-3`
 *   (two categories OR, one tag);
 * - refresh: POST /wp-json/frontage/v1/refresh-loop with the same filters (the loop's markup only).
 *
 * Ratios printed: filtered / unfiltered (target ≤ 1.3) and refresh / filtered (target < 1), medians.
 *
 *   node bench/loops.mjs [--posts=10000] [--requests=40] [--port=N] [--opcache=0]
 */
import { option, summarize, timedFetch as time } from './lib/measure.mjs';
import { benchSite } from './lib/site.mjs';

const POSTS = option( 'posts', 10000 );
const REQUESTS = option( 'requests', 40 );
const FILTERS = {
	category: { terms: [ 'cat-3', 'cat-7' ], logicalJoin: 'OR' },
	post_tag: { terms: [ 'tag-3' ], logicalJoin: 'AND' },
};

const bench = await benchSite( { name: 'bench-loops' } );
const { url } = bench;
const seeded = bench.json( 'bench/php/seed-loops.php', [ String( POSTS ) ] );

const server = await bench.serve();
try {
	const pageUrl = url + seeded.path;
	const glue = pageUrl.includes( '?' ) ? '&' : '?';
	const filteredUrl = `${ pageUrl }${ glue }e-filter-1-category=cat-3~cat-7&e-filter-1-post_tag=tag-3`;
	const body = JSON.stringify( {
		post_id: seeded.id,
		widget_id: 1,
		widget_filters: FILTERS,
		pagination_base_url: pageUrl,
	} );
	const post = `${ url }/?rest_route=/frontage/v1/refresh-loop`;
	const runs = {
		unfiltered: () => time( pageUrl, {}, /data-frontage-loop="1"/ ),
		filtered: () => time( filteredUrl, {}, /e-filter-1-post_tag=tag-3/ ),
		refresh: () =>
			time(
				post,
				{
					method: 'POST',
					headers: { 'Content-Type': 'application/json' },
					body,
				},
				/^\{"data":"<div data-frontage-loop=\\"1\\"/
			),
	};
	// The filtered page and the refresh list the same posts.
	const titles = ( html ) =>
		[ ...html.matchAll( /Bench post (\d+)/g ) ]
			.map( ( m ) => m[ 1 ] )
			.join( ',' );
	const page = await runs.filtered();
	const refreshed = await runs.refresh();
	const loop = JSON.parse( refreshed.body ).data;
	if (
		! titles( loop ) ||
		titles( page.body ).indexOf( titles( loop ) ) < 0
	) {
		throw new Error(
			'The refresh lists other posts than the filtered page.'
		);
	}
	const samples = { unfiltered: [], filtered: [], refresh: [] };
	for ( let i = 0; i < 5; i++ ) {
		for ( const run of Object.values( runs ) ) {
			await run();
		}
	}
	for ( let i = 0; i < REQUESTS; i++ ) {
		for ( const [ name, run ] of Object.entries( runs ) ) {
			samples[ name ].push( ( await run() ).ms );
		}
	}
	const s = Object.fromEntries(
		Object.entries( samples ).map( ( [ name, values ] ) => [
			name,
			summarize( values ),
		] )
	);
	console.log(
		`Query Loop page of ${ POSTS } posts (20 categories, 50 tags), 10 a page, two loop filters; ${ REQUESTS } requests each, interleaved, native PHP`
	);
	console.log( '| Request | Median ms | p95 ms |' );
	console.log( '|---|---|---|' );
	const rows = {
		unfiltered: 'Unfiltered page (GET)',
		filtered: 'Filtered page (GET, 2 categories OR + 1 tag)',
		refresh: 'Refresh (POST refresh-loop, same filter)',
	};
	for ( const [ name, label ] of Object.entries( rows ) ) {
		console.log(
			`| ${ label } | ${ s[ name ].median.toFixed( 1 ) } | ${ s[ name ].p95.toFixed( 1 ) } |`
		);
	}
	console.log(
		`Ratio filtered / unfiltered (medians): ${ (
			s.filtered.median / s.unfiltered.median
		).toFixed( 2 ) } (target ≤ 1.3)`
	);
	console.log(
		`Ratio refresh / filtered page (medians): ${ (
			s.refresh.median / s.filtered.median
		).toFixed( 2 ) } (target < 1)`
	);
} finally {
	await server.stop();
}
