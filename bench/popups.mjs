#!/usr/bin/env node
/**
 * What builder popups cost a page on the server (issue 7: a page with 20 popups configured
 * against the same page with none, ratio ≤ 1.1), in the same run on one fresh site, interleaved:
 *
 * - baseline: the page with Frontage's popup footer switched off for the request (an mu-plugin
 *   this bench writes: `?frontage-bench-baseline=1`), as if no popup were configured;
 * - elsewhere: the same content on a page none of the 20 popups is shown on (they are looked up
 *   and their conditions checked, nothing is printed);
 * - shown: the page all 20 popups are shown on (each rendered in its <template>, the engine and
 *   its settings printed).
 *
 * Then, in Chromium, the layout shift of opening popups: the page whose popups all open on load,
 * against the same content with none, alternating (web fonts blocked, so the theme's font
 * swap is not counted), and when the first popup is on screen: in the page's own clock, from the
 * start of the navigation to the first frame after a popup's dialog opened with a box. (Until
 * 2026-11-27 the bench printed the time Playwright's page.goto() took to return, which waits for
 * the page's load event, plus the popup's wait: it grew with the page's other files, not with
 * the popup.) The load event is printed beside it.
 *
 *   node bench/popups.mjs [--popups=20] [--requests=40] [--rounds=10] [--port=N]
 */
import { launchChromium, option, summarize } from './lib/measure.mjs';
import { benchSite } from './lib/site.mjs';

const POPUPS = option( 'popups', 20 );
const REQUESTS = option( 'requests', 40 );
const ROUNDS = option( 'rounds', 10 );

const BASELINE_PLUGIN = `<?php
// Written by bench/popups.mjs: with ?frontage-bench-baseline=1, no builder popup work at all.
if ( isset( $_GET['frontage-bench-baseline'] ) ) {
	add_action( 'wp_footer', static function () {
		global $wp_filter;
		foreach ( $wp_filter['wp_footer']->callbacks[5] ?? array() as $callback ) {
			// Popup_Output::print_popups(), whether wired on the object or on a Frontage\\Lazy of it.
			if ( is_array( $callback['function'] ) && 'print_popups' === $callback['function'][1] ) {
				remove_action( 'wp_footer', $callback['function'], 5 );
			}
		}
	}, 0 );
}
`;

/**
 * Time to the whole response, in ms, checking the page got the popups it should.
 *
 * @param {string} url      Address.
 * @param {number} expected How many popup templates the page must hold.
 * @return {Promise<number>} Milliseconds.
 */
async function time( url, expected ) {
	const started = performance.now();
	const response = await fetch( url );
	const body = await response.text();
	const elapsed = performance.now() - started;
	const templates = ( body.match( /<template id="frontage-popup-/g ) ?? [] )
		.length;
	if ( ! response.ok || templates !== expected ) {
		throw new Error(
			`${ url } answered ${ response.status } with ${ templates } popups, not ${ expected }`
		);
	}
	return elapsed;
}

const bench = await benchSite( {
	name: 'bench-popups',
	muPlugins: { 'frontage-bench-popups.php': BASELINE_PLUGIN },
} );
const { url } = bench;
const pages = bench.json( 'bench/php/seed-popups.php', [ String( POPUPS ) ] );

const server = await bench.serve();
try {
	const runs = {
		baseline: () =>
			time( `${ url }${ pages.with }?frontage-bench-baseline=1`, 0 ),
		elsewhere: () => time( url + pages.without, 0 ),
		shown: () => time( url + pages.with, POPUPS ),
	};
	const samples = { baseline: [], elsewhere: [], shown: [] };
	for ( let i = 0; i < 5; i++ ) {
		for ( const run of Object.values( runs ) ) {
			await run();
		}
	}
	for ( let i = 0; i < REQUESTS; i++ ) {
		for ( const [ name, run ] of Object.entries( runs ) ) {
			samples[ name ].push( await run() );
		}
	}
	const base = summarize( samples.baseline );
	const shifts = await layoutShifts( url, pages );
	console.log(
		`${ POPUPS } builder popups, ${ REQUESTS } requests each, interleaved, native PHP`
	);
	console.log( '| Page | Median ms | p95 ms | Ratio to baseline (median) |' );
	console.log( '|---|---|---|---|' );
	for ( const [ name, label ] of [
		[ 'baseline', 'No popup work (baseline)' ],
		[ 'elsewhere', `${ POPUPS } popups configured, none on this page` ],
		[ 'shown', `${ POPUPS } popups shown on this page` ],
	] ) {
		const figures = summarize( samples[ name ] );
		console.log(
			`| ${ label } | ${ figures.median.toFixed( 1 ) } | ${ figures.p95.toFixed(
				1
			) } | ${ ( figures.median / base.median ).toFixed( 2 ) }× |`
		);
	}
	console.log( '' );
	console.log(
		`Opening a popup in Chromium, ${ ROUNDS } rounds each, alternating`
	);
	console.log(
		'| Page | Layout shift (max of rounds) | Median ms from the navigation start to the first popup on screen | Median ms to the load event |'
	);
	console.log( '|---|---|---|---|' );
	console.log(
		`| ${ POPUPS } popups opening on page load | ${ shifts.popup.shift.toFixed( 4 ) } | ${ shifts.popup.shown.toFixed( 0 ) } | ${ shifts.popup.load.toFixed( 0 ) } |`
	);
	console.log(
		`| No popup (baseline) | ${ shifts.none.shift.toFixed( 4 ) } | – | ${ shifts.none.load.toFixed( 0 ) } |`
	);
} finally {
	await server.stop();
}

/**
 * The layout shift of the page with the popups (which open on load) against the page without,
 * alternating, in Chromium.
 *
 * @param {string} site  The site's address.
 * @param {Object} paths The pages' paths.
 * @return {Promise<Object>} Max shift per page, and the median time to the popup on screen.
 */
async function layoutShifts( site, paths ) {
	const browser = await launchChromium();
	const visit = async ( address, withPopup ) => {
		const context = await browser.newContext();
		const page = await context.newPage();
		await page.route( /\.woff2?(\?|$)/, ( route ) => route.abort() );
		await page.addInitScript( () => {
			window.benchShift = 0;
			// The first frame after a popup's dialog is open with a box, in the page's clock
			// (performance.now() counts from the start of the navigation).
			new window.MutationObserver( ( records, observer ) => {
				const dialog = document.querySelector(
					'dialog.frontage-popup[open]'
				);
				if ( dialog && dialog.getBoundingClientRect().height > 0 ) {
					observer.disconnect();
					window.requestAnimationFrame( () => {
						window.benchShown = performance.now();
					} );
				}
			} ).observe( document, {
				subtree: true,
				childList: true,
				attributes: true,
			} );
			new PerformanceObserver( ( list ) => {
				for ( const entry of list.getEntries() ) {
					window.benchShift += entry.value;
				}
			} ).observe( { type: 'layout-shift', buffered: true } );
		} );
		await page.goto( address );
		let shown = null;
		if ( withPopup ) {
			await page
				.locator( 'dialog.frontage-popup' )
				.first()
				.waitFor( { state: 'visible', timeout: 15000 } );
			await page.waitForFunction( () => window.benchShown !== undefined );
			shown = await page.evaluate( () => window.benchShown );
		}
		await page.waitForTimeout( 500 );
		const { shift, load } = await page.evaluate( () => ( {
			shift: window.benchShift,
			load: performance.getEntriesByType( 'navigation' )[ 0 ]
				.loadEventStart,
		} ) );
		await context.close();
		return { shift, shown, load };
	};
	const runs = { popup: [], none: [] };
	try {
		await visit( site + paths.with, true );
		for ( let i = 0; i < ROUNDS; i++ ) {
			runs.popup.push( await visit( site + paths.with, true ) );
			runs.none.push( await visit( site + paths.without, false ) );
		}
	} finally {
		await browser.close();
	}
	const max = ( list ) => Math.max( ...list.map( ( run ) => run.shift ) );
	return {
		popup: {
			shift: max( runs.popup ),
			shown: summarize( runs.popup.map( ( run ) => run.shown ) ).median,
			load: summarize( runs.popup.map( ( run ) => run.load ) ).median,
		},
		none: {
			shift: max( runs.none ),
			load: summarize( runs.none.map( ( run ) => run.load ) ).median,
		},
	};
}
