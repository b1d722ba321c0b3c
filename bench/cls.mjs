#!/usr/bin/env node
/**
 * Cumulative layout shift of each page type of the demo site (issue 18 item 15: each < 0.01), in
 * Chromium, at 1280 × 800 and 390 × 844 px, against a plain page of the same theme as the
 * baseline:
 *
 * - search: the demo's "Search files" page (the form and its widgets), and "Browse files" (the
 *   newest files listed by the server before a search);
 * - file table: the "File library" page (tables in the three themes);
 * - file detail: the same page with a file's detail pop-up opened (a title in the ggd table);
 * - popups: the "Popups demo" page, whose newsletter popup opens 3 s after load;
 * - language offer: "About us" for a German browser, who is offered Deutsch;
 * - media and loops: the "Video" (two facades), "Video gallery" and "Documentation" (the grid)
 *   pages;
 * - plain page: "Sample Page" (the baseline: the theme alone).
 *
 * Each visit is a fresh browser context; the page is loaded as Lighthouse's mobile run loads it
 * (4× CPU slowdown, 150 ms round trips, 1.6 Mbps down; `--throttle=0` for none), so the page is
 * painted before its scripts run. Web fonts are blocked: the theme's font swap is not Frontage's.
 * Two figures per page and width, the largest of the rounds:
 *
 * - CLS: the sum of the layout-shift entries without recent input (what CLS counts; the sum of
 *   all session windows, so never below the CLS Lighthouse reports);
 * - all shifts: every entry, those within 500 ms of a click too (opening the detail pop-up is a
 *   click: CLS leaves its shifts out, a person still sees them).
 *
 *   node bench/cls.mjs [--url=http://localhost:8904] [--rounds=3] [--throttle=1] [--port=N]
 *                      [--only=table]   (the page types whose name holds that text)
 *
 * Site: with --url, that running demo site (e.g. one of tools/hsite.mjs or `npm start`);
 * without, a fresh SQLite demo site in .site/bench-cls on a free port (or --port). Figures go to
 * docs/PERFORMANCE.md, with the commit they were measured at.
 */
import { launchChromium, option } from './lib/measure.mjs';
import { benchSite } from './lib/site.mjs';

const ROUNDS = option( 'rounds', 3 ) || 3;
const THROTTLE = option( 'throttle', 1 );
const URL = option( 'url', '' );
const ONLY = String( option( 'only', '' ) ).toLowerCase();
const SETTLE_MS = 1500;
const WIDTHS = [
	{ width: 1280, height: 800 },
	{ width: 390, height: 844 },
];
const GERMAN = 'de-DE';
// A person's browser, as bench/language.mjs visits: the language offer leaves automated ones alone.
const DESKTOP =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const PHONE =
	'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

/**
 * The page types: where to go, who visits, what to wait for.
 *
 * @type {Array<{name: string, path: string, locale?: string, act?: (page: import('@playwright/test').Page) => Promise<void>, waitMs?: number}>}
 */
const PAGES = [
	{ name: 'Plain page (baseline)', path: '/sample-page/' },
	{
		name: 'Search (form, no search)',
		path: '/search-files/',
		act: ( page ) => enhanced( page, '.frontage-search.is-enhanced' ),
	},
	{
		name: 'Search (browse all: newest files)',
		path: '/browse-files/',
		act: ( page ) => enhanced( page, '.frontage-search.is-enhanced' ),
	},
	{
		name: 'Search (results of ?q=guide)',
		path: '/search-files/?q=guide',
		act: ( page ) => enhanced( page, '.frontage-search.is-enhanced' ),
	},
	{ name: 'File table (File library)', path: '/file-library/' },
	{
		name: 'File detail pop-up opened',
		path: '/file-library/',
		async act( page ) {
			const title = page
				.locator(
					'.frontage-file-table.is-theme-ggd .frontage-file-table__title-link'
				)
				.first();
			// Loaded: the table's deferred script has run and takes the click.
			await title.click();
			await page
				.locator( 'dialog.frontage-file-table__dialog.is-detail[open]' )
				.first()
				.waitFor( { timeout: 15000 } );
		},
	},
	{
		name: 'Popups (newsletter popup opens after 3 s)',
		path: '/popups-demo/',
		async act( page ) {
			await page
				.locator( 'dialog.frontage-popup' )
				.first()
				.waitFor( { state: 'visible', timeout: 15000 } );
		},
	},
	{
		name: 'Language offer (About us, German browser)',
		path: '/about-us/',
		locale: GERMAN,
		async act( page ) {
			await page
				.locator( '.frontage-language-offer' )
				.first()
				.waitFor( { state: 'visible', timeout: 15000 } );
		},
	},
	{ name: 'Video facades (Video)', path: '/video/' },
	{ name: 'Video gallery', path: '/video-gallery/' },
	{ name: 'Documentation grid', path: '/documentation/' },
	{ name: 'Loop filter (Filtered posts)', path: '/filtered-posts/' },
];

/**
 * Waits for a selector (the script has taken the page over).
 *
 * @param {import('@playwright/test').Page} page     The page.
 * @param {string}                          selector What appears then.
 */
async function enhanced( page, selector ) {
	await page.locator( selector ).first().waitFor( { timeout: 15000 } );
}

/**
 * One visit: the shifts of loading the page (and of what it does), in a fresh context.
 *
 * @param {import('@playwright/test').Browser} browser The browser.
 * @param {string}                             site    The site's address.
 * @param {Object}                             type    A PAGES entry.
 * @param {{width: number, height: number}}    size    The viewport.
 * @return {Promise<{cls: number, all: number}>} The two sums.
 */
async function visit( browser, site, type, size ) {
	const context = await browser.newContext( {
		viewport: size,
		locale: type.locale ?? 'en-US',
		userAgent: size.width < 768 ? PHONE : DESKTOP,
		...( size.width < 768
			? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
			: {} ),
	} );
	const page = await context.newPage();
	await page.route( /\.woff2?(\?|$)/, ( route ) => route.abort() );
	if ( THROTTLE ) {
		const cdp = await context.newCDPSession( page );
		await cdp.send( 'Emulation.setCPUThrottlingRate', { rate: 4 } );
		await cdp.send( 'Network.enable' );
		await cdp.send( 'Network.emulateNetworkConditions', {
			offline: false,
			latency: 150,
			downloadThroughput: ( 1.6 * 1024 * 1024 ) / 8,
			uploadThroughput: ( 750 * 1024 ) / 8,
		} );
	}
	await page.addInitScript( () => {
		window.benchShifts = { cls: 0, all: 0 };
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				window.benchShifts.all += entry.value;
				if ( ! entry.hadRecentInput ) {
					window.benchShifts.cls += entry.value;
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
	try {
		await page.goto( site + type.path, {
			waitUntil: 'load',
			timeout: 60000,
		} );
		if ( type.act ) {
			await type.act( page );
		}
		// Anything late (images, fade-ins, the scripts' last work) settles.
		await page.waitForTimeout( SETTLE_MS );
		return await page.evaluate( () => window.benchShifts );
	} finally {
		await context.close();
	}
}

let bench = null;
let server = null;
let site = URL.replace( /\/$/, '' );
if ( ! site ) {
	bench = await benchSite( { name: 'bench-cls', demo: true } );
	server = await bench.serve();
	site = bench.url;
}
const browser = await launchChromium( [
	'--disable-blink-features=AutomationControlled',
] );
const results = [];
try {
	for ( const type of PAGES.filter( ( { name } ) =>
		name.toLowerCase().includes( ONLY )
	) ) {
		const row = { name: type.name, sizes: [] };
		for ( const size of WIDTHS ) {
			// A first visit warms the server's caches; it is not counted.
			await visit( browser, site, type, size );
			const runs = [];
			for ( let round = 0; round < ROUNDS; round++ ) {
				runs.push( await visit( browser, site, type, size ) );
			}
			row.sizes.push( {
				cls: Math.max( ...runs.map( ( run ) => run.cls ) ),
				all: Math.max( ...runs.map( ( run ) => run.all ) ),
			} );
		}
		results.push( row );
		process.stderr.write( `${ type.name }: done\n` );
	}
} finally {
	await browser.close();
	await server?.stop();
}

console.log(
	`Layout shift per page type, Chromium, ${ ROUNDS } rounds each (the largest), ${
		THROTTLE
			? '4× CPU slowdown and 150 ms / 1.6 Mbps network'
			: 'no throttling'
	}, web fonts blocked`
);
console.log(
	'| Page | CLS 1280 px | CLS 390 px | All shifts 1280 px | All shifts 390 px |'
);
console.log( '|---|---|---|---|---|' );
for ( const row of results ) {
	const [ wide, narrow ] = row.sizes;
	console.log(
		`| ${ row.name } | ${ wide.cls.toFixed( 4 ) } | ${ narrow.cls.toFixed(
			4
		) } | ${ wide.all.toFixed( 4 ) } | ${ narrow.all.toFixed( 4 ) } |`
	);
}
