/**
 * How soon a visitor who needs another language is sent there (issue 6), Frontage against the
 * approach it replaces, in the same run, in Chromium:
 *
 * - Frontage: the inline head script decides from the cookie and navigator.languages and calls
 *   location.replace() before the page is painted;
 * - baseline: a script that waits for DOMContentLoaded, POSTs admin-ajax.php
 *   ?action=get-needed-language, then calls location.replace() (what the replaced add-on does).
 *   It is an mu-plugin this bench writes into its own site; `?frontage-bench-baseline=1` switches
 *   Frontage's head script off and the baseline on for that request.
 *
 * Measured from the English page's request to the German page's request (ms), and whether the
 * English page reached DOMContentLoaded first. A German browser (locale de-DE, an ordinary desktop
 * user agent, navigator.webdriver false), no cookie, alternating Frontage and baseline.
 *
 * Then, in popup mode, the popup and the hello bar: the page's layout shift (the sum of every
 * layout-shift entry, web fonts blocked so the theme's font swap is not counted) for a German
 * browser, who is offered Deutsch, against an English one, who is offered nothing, alternating;
 * and how long after the request the offer is on screen.
 *
 *   node bench/language.mjs [--rounds=20] [--port=N]
 *
 * Site: .site/bench-language (SQLite), served on a free port (or --port). Figures go to docs/PERFORMANCE.md.
 */
import { launchChromium, option } from './lib/measure.mjs';
import { benchSite } from './lib/site.mjs';

const ROUNDS = option( 'rounds', 20 ) || 20;
const FIXTURE = 'tests/e2e/language/fixtures/languages.php';
const DESKTOP =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

const BASELINE_PLUGIN = `<?php
// Written by bench/language.mjs: the baseline it measures Frontage against.
if ( isset( $_GET['frontage-bench-baseline'] ) ) {
	add_action( 'wp_head', static function () {
		remove_all_actions( 'wp_head', 0 );
	}, -1 );
	add_action( 'wp_footer', static function () {
		// The page's German translation, as the replaced add-on's language_urls would give it.
		$group  = (array) get_post_meta( get_queried_object_id(), '_frontage_translations', true );
		$target = wp_json_encode( isset( $group['de_DE'] ) ? (string) get_permalink( (int) $group['de_DE'] ) : '' );
		$ajax   = wp_json_encode( admin_url( 'admin-ajax.php' ) );
		echo "<script>document.addEventListener('DOMContentLoaded',function(){fetch($ajax,{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'action=get-needed-language'}).then(function(r){return r.json();}).then(function(code){if(code==='de_DE'){location.replace($target);}});});</script>";
	} );
}
`;

const bench = await benchSite( {
	name: 'bench-language',
	muPlugins: { 'frontage-bench-language.php': BASELINE_PLUGIN },
} );
const server = await bench.serve();
let site;
try {
	site = bench.json( FIXTURE, [ 'setup', '{}' ] );
} catch ( error ) {
	await server.stop();
	throw error;
}

const browser = await launchChromium( [
	'--disable-blink-features=AutomationControlled',
] );

/**
 * One visit: from the English page's request to the German page's request.
 *
 * @param {string} address The English page (with the baseline flag or not).
 * @return {Promise<{ms: number, dclFirst: boolean}>} The time, and whether the English page reached
 *         DOMContentLoaded before the redirect was issued.
 */
async function visit( address ) {
	const context = await browser.newContext( {
		locale: 'de-DE',
		userAgent: DESKTOP,
	} );
	const page = await context.newPage();
	let start = 0;
	let redirected = 0;
	let dcl = 0;
	page.on( 'request', ( request ) => {
		if ( ! request.isNavigationRequest() ) {
			return;
		}
		if ( request.url().startsWith( site.german.link ) ) {
			redirected = redirected || performance.now();
		} else if ( ! start ) {
			start = performance.now();
		}
	} );
	page.on( 'domcontentloaded', () => {
		dcl = dcl || performance.now();
	} );
	await page.goto( address, { waitUntil: 'commit' } );
	await page.waitForURL( site.german.link, { timeout: 15000 } );
	await context.close();
	return { ms: redirected - start, dclFirst: dcl > 0 && dcl < redirected };
}

/**
 * The median of some numbers.
 *
 * @param {number[]} values The numbers.
 */
function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}

/**
 * Publishes the languages anew with other settings (the fixture's teardown, then its setup).
 *
 * @param {Object} settings Settings over the fixture's.
 */
function republish( settings ) {
	teardown();
	site = bench.json( FIXTURE, [ 'setup', JSON.stringify( { settings } ) ] );
}

/**
 * Takes the fixture's pages and settings away again (failures ignored: the site is thrown away
 * on the next run anyway).
 */
function teardown() {
	try {
		bench.php( FIXTURE, [
			'teardown',
			JSON.stringify( {
				pages: [ site.english.id, site.german.id ],
				settings: site.settings,
			} ),
		] );
	} catch {}
}

/**
 * One visit to the English page in popup mode: its layout shift once it has settled, and when
 * the offer appeared.
 *
 * @param {string} locale de-DE (offered Deutsch) or en-US (offered nothing).
 * @return {Promise<{shift: number, shownMs: number|null}>} The sum of the layout shifts, and ms
 *         from the request to the offer on screen (null when none showed).
 */
async function shiftVisit( locale ) {
	const context = await browser.newContext( { locale, userAgent: DESKTOP } );
	const page = await context.newPage();
	await page.route( /\.woff2?(\?|$)/, ( route ) => route.abort() );
	await page.addInitScript( () => {
		window.benchShift = 0;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				window.benchShift += entry.value;
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
	const start = performance.now();
	await page.goto( site.english.link );
	let shownMs = null;
	if ( locale === 'de-DE' ) {
		await page
			.locator( '.frontage-language-offer' )
			.waitFor( { state: 'visible', timeout: 15000 } );
		shownMs = performance.now() - start;
	}
	// Let anything late (images, the offer's fade-in) settle.
	await page.waitForTimeout( 500 );
	const shift = await page.evaluate( () => window.benchShift );
	await context.close();
	return { shift, shownMs };
}

const frontage = [];
const baseline = [];
const offers = {};
try {
	// Warm both paths once.
	await visit( site.english.link );
	await visit( `${ site.english.link }?frontage-bench-baseline=1` );
	for ( let i = 0; i < ROUNDS; i++ ) {
		frontage.push( await visit( site.english.link ) );
		baseline.push(
			await visit( `${ site.english.link }?frontage-bench-baseline=1` )
		);
	}
	for ( const type of [ 'popup', 'hello_bar' ] ) {
		republish( { popup_option: 'popup', popup_type: type } );
		await shiftVisit( 'de-DE' );
		offers[ type ] = { offered: [], none: [] };
		for ( let i = 0; i < Math.min( ROUNDS, 10 ); i++ ) {
			offers[ type ].offered.push( await shiftVisit( 'de-DE' ) );
			offers[ type ].none.push( await shiftVisit( 'en-US' ) );
		}
	}
} finally {
	await browser.close();
	teardown();
	await server.stop();
}

const f = median( frontage.map( ( r ) => r.ms ) );
const b = median( baseline.map( ( r ) => r.ms ) );
console.log( `Rounds: ${ ROUNDS } each, alternating.` );
console.log(
	'| Approach | Median ms from the English request to the German request | English page reached DOMContentLoaded first |'
);
console.log( '|---|---|---|' );
console.log(
	`| Frontage (inline head script) | ${ f.toFixed( 1 ) } | ${
		frontage.filter( ( r ) => r.dclFirst ).length
	}/${ ROUNDS } |`
);
console.log(
	`| Baseline (AJAX after DOMContentLoaded) | ${ b.toFixed( 1 ) } | ${
		baseline.filter( ( r ) => r.dclFirst ).length
	}/${ ROUNDS } |`
);
console.log( `Ratio (baseline ÷ Frontage): ${ ( b / f ).toFixed( 1 ) }×` );

console.log( '' );
console.log(
	'| Offer | Layout shift, offered (max of rounds) | Layout shift, not offered (max) | Median ms from the request to the offer on screen |'
);
console.log( '|---|---|---|---|' );
for ( const [ type, runs ] of Object.entries( offers ) ) {
	const max = ( list ) => Math.max( ...list.map( ( r ) => r.shift ) );
	console.log(
		`| ${ type === 'popup' ? 'Popup' : 'Hello bar' } | ${ max(
			runs.offered
		).toFixed( 4 ) } | ${ max( runs.none ).toFixed( 4 ) } | ${ median(
			runs.offered.map( ( r ) => r.shownMs )
		).toFixed( 0 ) } |`
	);
}
