#!/usr/bin/env node
/**
 * What the Header and theme module's header costs (issue 21, Speed): the demo's "Header and
 * theme" page with its Frontage header (template part `frontage-header`: store notice, menu
 * with an off-canvas mode, search overlay, account menu, colour switcher) against the same page
 * with the theme's plain header (the part `header`), in one run on one fresh site.
 *
 * The plain header is the same page and template: a mu-plugin swaps the template part's slug for
 * requests that carry the cookie `frontage_bench_header=plain`, so nothing else differs.
 *
 * - Server time: REQUESTS requests per header, interleaved in blocks of ten; medians and ratio.
 * - In Chromium, per header: the JavaScript the page loads (every script response and inline
 *   script, gzipped at level 9: what Frontage's header adds), the layout shift until 1.5 s after
 *   load, the colour switcher's head (its inline script and CSS, gzipped), and, with the
 *   switched (dark) palette stored in the cookie, the page's background read at
 *   DOMContentLoaded, before the first paint, against the light one.
 *
 * - With --instructions, the instructions PHP executes for one request with each header (the
 *   same count on every run, whatever the machine's load: bench/lib/instructions.mjs).
 *
 *   node bench/theme.mjs [--requests=60] [--port=N] [--instructions]
 *
 * Figures go to docs/PERFORMANCE.md with the commit.
 */
import { gzipSync } from 'node:zlib';

import { countingServer, millions } from './lib/instructions.mjs';
import {
	launchChromium,
	option,
	summarize,
	timedFetch,
} from './lib/measure.mjs';
import { benchSite } from './lib/site.mjs';

const REQUESTS = option( 'requests', 60 ) || 60;
const PAGE = '/header-and-theme/';
const PLAIN = 'frontage_bench_header=plain';

// The plain header: the template part `frontage-header` rendered as the theme's `header`.
const PLAIN_HEADER_PLUGIN = `<?php
if ( isset( $_COOKIE['frontage_bench_header'] ) && 'plain' === $_COOKIE['frontage_bench_header'] ) {
	add_filter( 'render_block_data', static function ( $block ) {
		if ( 'core/template-part' === ( $block['blockName'] ?? '' ) && 'frontage-header' === ( $block['attrs']['slug'] ?? '' ) ) {
			$block['attrs']['slug'] = 'header';
		}
		return $block;
	} );
}
`;

const gz = ( text ) => gzipSync( Buffer.from( text ), { level: 9 } ).length;

/**
 * Loads the page in a fresh context and measures what the browser got.
 *
 * @param {import('@playwright/test').Browser} browser Chromium.
 * @param {string}                             url     The site.
 * @param {string[]}                           cookies Cookies as name=value.
 * @return {Promise<Object>} js (gzipped bytes), shift, head (gzipped bytes), background.
 */
async function visit( browser, url, cookies ) {
	const context = await browser.newContext( {
		viewport: { width: 1280, height: 800 },
	} );
	await context.addCookies(
		cookies.map( ( pair ) => {
			const [ name, value ] = pair.split( '=' );
			return { name, value, url };
		} )
	);
	await context.addInitScript( () => {
		const seen = { shift: 0, background: '' };
		Object.assign( window, { frontageBench: seen } );
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				seen.shift += entry.value;
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
		document.addEventListener( 'DOMContentLoaded', () => {
			seen.background = window.getComputedStyle(
				document.body
			).backgroundColor;
		} );
	} );
	const page = await context.newPage();
	// Every script the page loads (script modules and their preloads included), and which of
	// them are Frontage's; the theme's web fonts are left out, so that their swap (the same with
	// either header) does not count as the header's layout shift.
	const scripts = [];
	const ours = [];
	await page.route( /\.woff2?(\?|$)/, ( route ) => route.abort() );
	page.on( 'response', ( response ) => {
		const address = response.url().split( '?' )[ 0 ];
		if (
			response.request().resourceType() === 'script' ||
			address.endsWith( '.js' )
		) {
			const size = response.body().then( gz, () => 0 );
			scripts.push( size );
			if ( address.includes( '/plugins/frontage/' ) ) {
				ours.push( size );
			}
		}
	} );
	await page.goto( url + PAGE, { waitUntil: 'load' } );
	await page.waitForTimeout( 1500 );
	const measured = await page.evaluate( () => {
		const inlineOf = ( selector ) =>
			[ ...document.querySelectorAll( selector ) ]
				.map( ( script ) => script.textContent )
				.join( '\n' );
		const inline = inlineOf( 'script:not([src])' );
		const ourInline = inlineOf( 'script[id^="frontage-"]:not([src])' );
		const head = [ '#frontage-palette-script', '#frontage-palette-css' ]
			.map( ( id ) => document.querySelector( id )?.outerHTML ?? '' )
			.join( '' );
		return {
			...window.frontageBench,
			inline,
			ourInline,
			head,
		};
	} );
	const sum = async ( sizes ) =>
		( await Promise.all( sizes ) ).reduce( ( a, b ) => a + b, 0 );
	const js = await sum( scripts );
	const frontageJs = await sum( ours );
	await context.close();
	return {
		js: js + gz( measured.inline ),
		frontageJs: frontageJs + gz( measured.ourInline ),
		shift: measured.shift,
		head: measured.head ? gz( measured.head ) : 0,
		background: measured.background,
	};
}

const site = await benchSite( {
	name: 'bench-theme',
	demo: true,
	muPlugins: { 'bench-plain-header.php': PLAIN_HEADER_PLUGIN },
} );
const server = await site.serve();
try {
	const { url } = site;
	const times = { plain: [], frontage: [] };
	// Each answer is checked: Frontage's header has the account menu, the plain one has not.
	const request = async ( header ) => {
		const { ms, body } = await timedFetch(
			url + PAGE,
			{ headers: 'plain' === header ? { Cookie: PLAIN } : {} },
			/wp-block-frontage-scroll-to-top/
		);
		if (
			body.includes( 'wp-block-frontage-account' ) !==
			( 'frontage' === header )
		) {
			throw new Error(
				`The ${ header } header is not what was asked for.`
			);
		}
		return ms;
	};
	for ( const header of [ 'plain', 'frontage' ] ) {
		await request( header ); // Warm opcache and the caches.
	}
	for ( let done = 0; done < REQUESTS; done += 10 ) {
		for ( const header of [ 'plain', 'frontage' ] ) {
			for ( let i = 0; i < 10; i++ ) {
				times[ header ].push( await request( header ) );
			}
		}
	}
	const plain = summarize( times.plain );
	const ours = summarize( times.frontage );
	console.log(
		`Server time, ${ REQUESTS } requests each: plain header ${ plain.median.toFixed(
			1
		) } ms, Frontage's header ${ ours.median.toFixed( 1 ) } ms, ratio ${ (
			ours.median / plain.median
		).toFixed( 3 ) }×`
	);

	const browser = await launchChromium();
	try {
		const plainPage = await visit( browser, url, [ PLAIN ] );
		const ourPage = await visit( browser, url, [] );
		const dark = await visit( browser, url, [
			'frontage_palette=switched',
		] );
		console.log(
			`JavaScript, gzipped: plain header ${ plainPage.js } B, Frontage's header ${
				ourPage.js
			} B, added ${ ourPage.js - plainPage.js } B`
		);
		console.log(
			`Frontage's own JavaScript, gzipped (its scripts and inline scripts): plain header ${
				plainPage.frontageJs
			} B, Frontage's header ${ ourPage.frontageJs } B, added ${
				ourPage.frontageJs - plainPage.frontageJs
			} B`
		);
		console.log(
			`Layout shift until 1.5 s after load: plain header ${ plainPage.shift.toFixed(
				4
			) }, Frontage's header ${ ourPage.shift.toFixed( 4 ) }`
		);
		console.log(
			`Colour switcher's head (inline script and CSS), gzipped: ${ ourPage.head } B`
		);
		console.log(
			`Background at DOMContentLoaded: light ${ ourPage.background }, with the switched palette stored ${ dark.background } (${
				dark.background !== ourPage.background
					? 'already dark before the first paint'
					: 'NOT switched before the first paint'
			})`
		);
	} finally {
		await browser.close();
	}
} finally {
	await server.stop();
}

if ( process.argv.includes( '--instructions' ) ) {
	// The same site, now served by one PHP process under callgrind (bench/lib/instructions.mjs).
	const counter = await countingServer( site.dir, site.port );
	try {
		const plainCount = await counter.count( PAGE, PLAIN );
		const ourCount = await counter.count( PAGE );
		console.log(
			`Instructions of one request (PHP's built-in server, opcache in shared memory): plain header ${ millions(
				plainCount
			) }, Frontage's header ${ millions( ourCount ) }, ratio ${ (
				ourCount / plainCount
			).toFixed( 3 ) }×`
		);
	} finally {
		await counter.stop();
	}
}
