#!/usr/bin/env node
/**
 * What the Motion module's pieces cost a visitor (issue 22, Speed): a page with a sticky header
 * group, three groups with scrolling effects (translateY, rotateZ, opacity) and a carousel of
 * five slides, against the same page with the same groups and slides as plain groups
 * (bench/php/seed-motion.php), in one run on one fresh site, in Chromium at 1280 × 800:
 *
 * - the JavaScript each page loads (every script response and inline script, gzipped at level
 *   9), Frontage's own apart, and whether the plain page loads any of the module's code;
 * - the main thread's busy time (Chromium's TaskDuration) while the page scrolls from top to
 *   bottom over 3 s, median of RUNS visits each, and the ratio;
 * - the layout shift from load to the end of the scroll.
 *
 *   node bench/motion.mjs [--runs=5]
 *
 * Figures go to docs/PERFORMANCE.md with the commit.
 */
import { gzipSync } from 'node:zlib';

import { launchChromium, option, summarize } from './lib/measure.mjs';
import { benchSite } from './lib/site.mjs';

const RUNS = option( 'runs', 5 ) || 5;
const SCROLL_MS = 3000;

const gz = ( text ) => gzipSync( Buffer.from( text ), { level: 9 } ).length;

// The module's code, as its scripts' addresses and its inline script's id name it.
const MOTION_CODE =
	/\/build\/(motion\/|blocks\/(carousel|carousel-slide|counter|progress|countdown|tabs|tab|table-of-contents|share-buttons)\/)/;

/**
 * Visits a page in a fresh context: what it loads, the main thread's time while it scrolls
 * over 3 s, and the layout shift.
 *
 * @param {import('@playwright/test').Browser} browser Chromium.
 * @param {string}                             address The page.
 * @return {Promise<Object>} js, frontageJs, motionCode, task (ms), shift.
 */
async function visit( browser, address ) {
	const context = await browser.newContext( {
		viewport: { width: 1280, height: 800 },
	} );
	await context.addInitScript( () => {
		const seen = { shift: 0 };
		Object.assign( window, { frontageBench: seen } );
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				seen.shift += entry.value;
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
	const page = await context.newPage();
	// The theme's web fonts swap the same on either page: left out.
	await page.route( /\.woff2?(\?|$)/, ( route ) => route.abort() );
	const scripts = [];
	const ours = [];
	const motionCode = [];
	page.on( 'response', ( response ) => {
		const url = response.url().split( '?' )[ 0 ];
		if (
			response.request().resourceType() === 'script' ||
			url.endsWith( '.js' )
		) {
			const size = response.body().then( gz, () => 0 );
			scripts.push( size );
			if ( url.includes( '/plugins/frontage/' ) ) {
				ours.push( size );
			}
			if ( MOTION_CODE.test( url ) ) {
				motionCode.push( url );
			}
		}
	} );
	await page.goto( address, { waitUntil: 'load' } );
	await page.waitForTimeout( 500 );
	const session = await context.newCDPSession( page );
	await session.send( 'Performance.enable' );
	const taskTime = async () =>
		( await session.send( 'Performance.getMetrics' ) ).metrics.find(
			( metric ) => metric.name === 'TaskDuration'
		).value;
	const before = await taskTime();
	await page.evaluate(
		( duration ) =>
			new Promise( ( resolve ) => {
				const end =
					document.documentElement.scrollHeight - window.innerHeight;
				const start = performance.now();
				const step = ( now ) => {
					const done = Math.min( 1, ( now - start ) / duration );
					window.scrollTo( 0, end * done );
					if ( done < 1 ) {
						window.requestAnimationFrame( step );
					} else {
						resolve();
					}
				};
				window.requestAnimationFrame( step );
			} ),
		SCROLL_MS
	);
	const task = ( ( await taskTime() ) - before ) * 1000;
	const measured = await page.evaluate( () => ( {
		shift: window.frontageBench.shift,
		inline: [ ...document.querySelectorAll( 'script:not([src])' ) ]
			.map( ( script ) => script.textContent )
			.join( '\n' ),
		ourInline: [
			...document.querySelectorAll(
				'script[id^="frontage-"]:not([src])'
			),
		]
			.map( ( script ) => script.textContent )
			.join( '\n' ),
		watch: !! document.getElementById( 'frontage-script-watch' ),
	} ) );
	const sum = async ( sizes ) =>
		( await Promise.all( sizes ) ).reduce( ( a, b ) => a + b, 0 );
	const result = {
		js: ( await sum( scripts ) ) + gz( measured.inline ),
		frontageJs: ( await sum( ours ) ) + gz( measured.ourInline ),
		motionCode: measured.watch
			? [ ...motionCode, '#frontage-script-watch' ]
			: motionCode,
		task,
		shift: measured.shift,
	};
	await context.close();
	return result;
}

const site = await benchSite( { name: 'bench-motion' } );
const pages = site.json( 'bench/php/seed-motion.php' );
const server = await site.serve();
try {
	const browser = await launchChromium();
	try {
		const visits = { with: [], without: [] };
		await visit( browser, site.url + pages.with ); // Warm opcache and the caches.
		await visit( browser, site.url + pages.without );
		for ( let run = 0; run < RUNS; run++ ) {
			for ( const name of [ 'without', 'with' ] ) {
				visits[ name ].push(
					await visit( browser, site.url + pages[ name ] )
				);
			}
		}
		const [ plain, ours ] = [ visits.without, visits.with ];
		const median = ( list, key ) =>
			summarize( list.map( ( one ) => one[ key ] ) ).median;
		console.log(
			`Sticky + 3 scrolling effects + a carousel, against the same page without them; Chromium 1280 × 800, ${ RUNS } visits each`
		);
		console.log(
			`JavaScript, gzipped: without ${ plain[ 0 ].js } B, with ${
				ours[ 0 ].js
			} B, added ${ ours[ 0 ].js - plain[ 0 ].js } B (Frontage's own: ${
				plain[ 0 ].frontageJs
			} → ${ ours[ 0 ].frontageJs } B, added ${
				ours[ 0 ].frontageJs - plain[ 0 ].frontageJs
			} B)`
		);
		console.log(
			`The module's code on the page without them: ${
				plain[ 0 ].motionCode.length
					? plain[ 0 ].motionCode.join( ', ' )
					: 'none'
			}; on the page with them: ${ ours[ 0 ].motionCode.length } files`
		);
		const taskPlain = median( plain, 'task' );
		const taskOurs = median( ours, 'task' );
		console.log(
			`Main thread busy during a 3 s scroll, median: without ${ taskPlain.toFixed(
				1
			) } ms, with ${ taskOurs.toFixed( 1 ) } ms, ratio ${ (
				taskOurs / taskPlain
			).toFixed( 2 ) }×`
		);
		console.log(
			`Layout shift, load and scroll, largest of ${ RUNS }: without ${ Math.max(
				...plain.map( ( one ) => one.shift )
			).toFixed( 4 ) }, with ${ Math.max(
				...ours.map( ( one ) => one.shift )
			).toFixed( 4 ) }`
		);
	} finally {
		await browser.close();
	}
} finally {
	await server.stop();
}
