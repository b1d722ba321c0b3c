#!/usr/bin/env node
/**
 * Time until the first file row of Frontage → Files (admin.php?page=wpfd) is on screen, against
 * the first post row of core's Posts list (edit.php) on the same site (docs/files.md "The Files
 * screen"). Logged in as the administrator, loads interleaved, the browser's cache warm (a
 * person opening the screen again); median of --rounds loads each.
 *
 * "On screen": the first animation frame after the row is in the document with a box (an init
 * script watches the document from its first byte), read as performance.now() since the
 * navigation started. The Files screen also reports when its app has mounted (the mount
 * point's aria-busy is gone).
 *
 *   node bench/files-admin.mjs [--url=http://localhost:8908] [--rounds=9] [--port=N]
 *
 * Site: with --url, that running demo site (tools/hsite.mjs or `npm start`, user admin /
 * password); without, a fresh SQLite demo site in .site/bench-files-admin.
 */
import { launchChromium, option, summarize } from './lib/measure.mjs';
import { benchSite } from './lib/site.mjs';

const ROUNDS = option( 'rounds', 9 ) || 9;
const URL = option( 'url', '' );

const SCREENS = [
	{
		name: 'Posts list (edit.php)',
		path: '/wp-admin/edit.php',
		row: '#the-list tr',
	},
	{
		name: 'Frontage → Files',
		path: '/wp-admin/admin.php?page=wpfd',
		row: '#frontage-files-admin tr[id^="frontage-files-file-"]',
		mounted: '#frontage-files-admin:not([aria-busy]) .frontage-files',
	},
];

/**
 * Watches the document for a selector and records the first frame it is drawn in.
 *
 * @param {{row: string, mounted: string}} selectors What to watch for.
 */
function watch( { row, mounted } ) {
	const { MutationObserver, requestAnimationFrame, performance } = window;
	const seen = {};
	window.__frontageBench = seen;
	const check = () => {
		for ( const [ key, selector ] of Object.entries( { row, mounted } ) ) {
			if ( ! selector || seen[ key ] !== undefined ) {
				continue;
			}
			const element = document.querySelector( selector );
			if ( element && element.getBoundingClientRect().height > 0 ) {
				seen[ key ] = null;
				requestAnimationFrame( () => {
					seen[ key ] = performance.now();
				} );
			}
		}
	};
	new MutationObserver( check ).observe( document, {
		childList: true,
		subtree: true,
		attributes: true,
		attributeFilter: [ 'aria-busy' ],
	} );
}

let site = null;
let server = null;
let base = URL;
if ( ! base ) {
	site = await benchSite( { name: 'bench-files-admin', demo: true } );
	server = await site.serve();
	base = site.url;
}

const browser = await launchChromium();
const context = await browser.newContext( {
	viewport: { width: 1280, height: 800 },
} );
const login = await context.newPage();
await login.goto( `${ base }/wp-login.php` );
await login.fill( '#user_login', 'admin' );
await login.fill( '#user_pass', 'password' );
await login.click( '#wp-submit' );
await login.waitForURL( /wp-admin/ );
await login.close();

const samples = new Map( SCREENS.map( ( s ) => [ s.name, [] ] ) );
const mounts = [];
// One warm-up load each (caches, opcache), then the rounds, interleaved.
for ( let round = -1; round < ROUNDS; round++ ) {
	for ( const screen of SCREENS ) {
		const page = await context.newPage();
		await page.addInitScript( watch, {
			row: screen.row,
			mounted: screen.mounted ?? '',
		} );
		await page.goto( base + screen.path );
		await page.waitForFunction(
			( wantMount ) =>
				typeof window.__frontageBench?.row === 'number' &&
				( ! wantMount ||
					typeof window.__frontageBench?.mounted === 'number' ),
			!! screen.mounted,
			{ timeout: 60_000 }
		);
		const seen = await page.evaluate( () => window.__frontageBench );
		if ( round >= 0 ) {
			samples.get( screen.name ).push( seen.row );
			if ( screen.mounted ) {
				mounts.push( seen.mounted );
			}
		}
		await page.close();
	}
}
await browser.close();
if ( server ) {
	await server.stop();
}

const ms = ( value ) => `${ Math.round( value ) } ms`;
for ( const [ name, values ] of samples ) {
	const { median } = summarize( values );
	console.log(
		`${ name }: first row ${ ms( median ) } median of ${
			values.length
		} (${ ms( Math.min( ...values ) ) }–${ ms( Math.max( ...values ) ) })`
	);
}
console.log(
	`Frontage → Files: app mounted ${ ms( summarize( mounts ).median ) } median`
);
const files = summarize( samples.get( 'Frontage → Files' ) ).median;
const posts = summarize( samples.get( 'Posts list (edit.php)' ) ).median;
console.log( `ratio Files / Posts: ${ ( files / posts ).toFixed( 2 ) }` );
