#!/usr/bin/env node
/**
 * The video gallery's paging call against its first page (issue 19, "Gallery paging"): on one
 * fresh site in the same run, interleaved, the time to the whole answer of
 *
 * - first page: GET of a page whose Video gallery lists 30 videos of the Media Library, 6 a page
 *   (the theme, the page and the gallery's first page rendered by the server);
 * - paging: POST admin-ajax.php `action=frontage_gallery_page` with the page's nonce and the
 *   gallery's options, asking for page 3 (the thumbnail list only).
 *
 * The ratio printed is paging / first page (medians).
 *
 *   node bench/gallery.mjs [--videos=30] [--requests=60] [--port=N] [--opcache=0]
 */
import { option, summarize, timedFetch as time } from './lib/measure.mjs';
import { benchSite } from './lib/site.mjs';

const VIDEOS = option( 'videos', 30 );
const REQUESTS = option( 'requests', 60 );

const bench = await benchSite( { name: 'bench-gallery' } );
const { url } = bench;
const seeded = bench.json( 'bench/php/seed-gallery.php', [ String( VIDEOS ) ] );

const server = await bench.serve();
try {
	const pageUrl = url + seeded.path;
	const first = await time( pageUrl, {}, /frontage-gallery__thumb/ );
	const nonce = /data-nonce="([^"]+)"/.exec( first.body )?.[ 1 ] ?? '';
	const form = new URLSearchParams( {
		action: 'frontage_gallery_page',
		security: nonce,
		'options[ids]': seeded.ids.join( ',' ),
		'options[pageSize]': '6',
		'options[pageToken]': '3',
	} );
	const runs = {
		page: () => time( pageUrl, {}, /frontage-gallery__thumb/ ),
		paging: () =>
			time(
				`${ url }/wp-admin/admin-ajax.php`,
				{ method: 'POST', body: form },
				/^<ul class="frontage-gallery__list"/
			),
	};
	const samples = { page: [], paging: [] };
	for ( let i = 0; i < 5; i++ ) {
		await runs.page();
		await runs.paging();
	}
	for ( let i = 0; i < REQUESTS; i++ ) {
		for ( const [ name, run ] of Object.entries( runs ) ) {
			samples[ name ].push( ( await run() ).ms );
		}
	}
	const page = summarize( samples.page );
	const paging = summarize( samples.paging );
	console.log(
		`Video gallery of ${ VIDEOS } Media Library videos, 6 a page; ${ REQUESTS } requests each, interleaved, native PHP`
	);
	console.log( '| Request | Median ms | p95 ms |' );
	console.log( '|---|---|---|' );
	console.log(
		`| First page (GET, the whole page) | ${ page.median.toFixed( 1 ) } | ${ page.p95.toFixed( 1 ) } |`
	);
	console.log(
		`| Paging (admin-ajax frontage_gallery_page, page 3) | ${ paging.median.toFixed( 1 ) } | ${ paging.p95.toFixed( 1 ) } |`
	);
	console.log(
		`Ratio paging / first page (medians): ${ ( paging.median / page.median ).toFixed( 2 ) }`
	);
} finally {
	await server.stop();
}
