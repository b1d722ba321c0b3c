/**
 * The demo's file-library page is laid out as it ends from the moment a file table is drawn
 * (docs/files.md "No layout shift"), at 1280 and 390 px:
 *
 * - while the page is still arriving: a long page comes in pieces and the browser draws what it
 *   has, so the page is served here in parts (a small server in front of the site holds the rest
 *   back) — cut inside the first table's header row, then after its first file row — and every
 *   header cell and first-row cell drawn so far must already have its final box;
 * - when the table's script starts: the whole page with the script held back, then the script
 *   let through — nothing of the table moves.
 *
 * Deterministic: boxes are compared at each stage, not timed. The theme's web fonts are kept out
 * (their swap moves every page, a plain one too).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { WIDTHS, screenshotAt } from '../support/layout';

const PATH = '/file-library/';
/** The table the page is cut in: the first on the page (the default theme). */
const TABLE = '.wp-block-frontage-file-category';
const VIEW_SCRIPT = /\/build\/blocks\/file-category\/view\.js/;

type Boxes = Record< string, [ number, number, number, number ] >;

interface PartServer {
	url: string;
	/** Sends the next part of the page. */
	next: () => void;
	close: () => Promise< void >;
}

/**
 * A server that answers the page in parts, each sent when `next()` is called (the first at once).
 *
 * @param html  The page.
 * @param parts The page cut in order.
 * @return The server.
 */
async function servePartly(
	html: string,
	parts: string[]
): Promise< PartServer > {
	expect( parts.join( '' ) ).toBe( html );
	const waiting: Array< () => void > = [];
	const released: boolean[] = parts.map( ( _, i ) => i === 0 );
	const gate = ( i: number ) =>
		new Promise< void >( ( resolve ) =>
			released[ i ] ? resolve() : ( waiting[ i ] = resolve )
		);
	const server = http.createServer( async ( request, response ) => {
		if ( request.url !== PATH ) {
			response.writeHead( 404 ).end();
			return;
		}
		response.writeHead( 200, {
			'content-type': 'text/html; charset=utf-8',
		} );
		for ( let i = 0; i < parts.length; i++ ) {
			await gate( i );
			response.write( parts[ i ] );
		}
		response.end();
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	const { port } = server.address() as AddressInfo;
	let sent = 1;
	return {
		url: `http://127.0.0.1:${ port }${ PATH }`,
		next() {
			released[ sent ] = true;
			waiting[ sent ]?.();
			sent++;
		},
		close: () =>
			new Promise( ( resolve ) => {
				server.closeAllConnections();
				server.close( () => resolve() );
			} ),
	};
}

/**
 * The page cut inside the first table's header row (after its third header cell) and after its
 * first file row.
 *
 * @param html The page.
 * @return The three parts.
 */
function cutPage( html: string ): string[] {
	const table = html.indexOf( '<table class="frontage-file-table__table"' );
	expect( table, 'the page has a file table' ).toBeGreaterThan( 0 );
	let header = table;
	for ( let cell = 0; cell < 3; cell++ ) {
		header = html.indexOf( '</th>', header ) + '</th>'.length;
	}
	const row =
		html.indexOf( '</tr>', html.indexOf( '<tbody>', table ) ) +
		'</tr>'.length;
	return [
		html.slice( 0, header ),
		html.slice( header, row ),
		html.slice( row ),
	];
}

/**
 * The boxes of the first table as drawn now: the table (its left, top and width), its header
 * cells, the first row's cells and the toolbar's controls; only what is on the page yet.
 *
 * @param page The page.
 * @return The boxes by name.
 */
async function tableBoxes( page: Page ): Promise< Boxes > {
	return page.evaluate( ( selector ) => {
		const root = document.querySelector( selector );
		const boxes: Record< string, [ number, number, number, number ] > = {};
		const add = (
			name: string,
			element: Element | null,
			height = true
		) => {
			if ( element ) {
				const r = element.getBoundingClientRect();
				boxes[ name ] = [ r.x, r.y, r.width, height ? r.height : 0 ];
			}
		};
		add( 'table', root?.querySelector( 'table' ) ?? null, false );
		add(
			'columns button',
			root?.querySelector( '.frontage-file-table__columns-toggle' ) ??
				null
		);
		root?.querySelectorAll< HTMLElement >( 'thead th' ).forEach( ( th ) =>
			add( `header ${ th.dataset.column }`, th )
		);
		root?.querySelectorAll( 'tbody tr:first-child td' ).forEach( ( td ) =>
			add( `first row ${ td.className }`, td )
		);
		return boxes;
	}, TABLE );
}

/**
 * Waits until the page's stylesheets have loaded (the browser draws nothing before).
 *
 * @param page The page.
 */
async function stylesLoaded( page: Page ): Promise< void > {
	await page.waitForFunction( () =>
		Array.from(
			document.querySelectorAll< HTMLLinkElement >(
				'link[rel="stylesheet"]'
			)
		).every( ( link ) => link.sheet !== null )
	);
}

/**
 * Each box drawn earlier is where it is now.
 *
 * @param earlier The boxes before.
 * @param now     The boxes after.
 * @param when    What happened between, for the message.
 */
function expectSameBoxes( earlier: Boxes, now: Boxes, when: string ): void {
	const moved = Object.entries( earlier )
		.filter( ( [ name, box ] ) =>
			box.some(
				( value, i ) =>
					Math.abs( value - ( now[ name ]?.[ i ] ?? NaN ) ) > 0.5 ||
					Number.isNaN( now[ name ]?.[ i ] )
			)
		)
		.map(
			( [ name, box ] ) =>
				`${ name }: ${ box.map( Math.round ).join( ',' ) } → ${ (
					now[ name ] ?? []
				)
					.map( Math.round )
					.join( ',' ) }`
		);
	expect( moved, `boxes moved ${ when }` ).toEqual( [] );
}

for ( const width of WIDTHS ) {
	test.describe( `at ${ width.name }`, () => {
		test.use( {
			viewport: { width: width.width, height: width.height },
		} );

		test( 'a file table is drawn in its final layout while the page arrives and when its script starts', async ( {
			page,
		}, testInfo ) => {
			const html = await ( await page.request.get( PATH ) ).text();
			const rows = ( html.match( /<tr data-file-id=/g ) ?? [] ).length;
			const server = await servePartly( html, cutPage( html ) );
			let releaseScript = () => {};
			const script = new Promise< void >(
				( resolve ) => ( releaseScript = resolve )
			);
			await page.route( /\.(woff2?|ttf|otf)(\?.*)?$/, ( route ) =>
				route.abort()
			);
			await page.route( VIEW_SCRIPT, async ( route ) => {
				await script;
				await route.continue();
			} );
			try {
				await page.goto( server.url, { waitUntil: 'commit' } );
				const header = page.locator( `${ TABLE } thead th` );
				await expect( header ).toHaveCount( 3 );
				await stylesLoaded( page );
				const midHeader = await tableBoxes( page );

				server.next();
				await expect(
					page.locator( `${ TABLE } tbody tr` ).first()
				).toBeAttached();
				const firstRow = await tableBoxes( page );
				expect( Object.keys( firstRow ) ).toContain(
					'header download'
				);

				server.next();
				await expect(
					page.locator( '.frontage-file-table__table tbody tr' )
				).toHaveCount( rows );
				const whole = await tableBoxes( page );
				await expect(
					page.locator( `${ TABLE }.is-enhanced` )
				).toHaveCount( 0 );

				releaseScript();
				await expect( page.locator( TABLE ).first() ).toHaveClass(
					/is-enhanced/
				);
				const enhanced = await tableBoxes( page );
				await screenshotAt(
					page,
					testInfo,
					`file-table-first-paint-${ width.width }`
				);

				expectSameBoxes(
					midHeader,
					whole,
					'when the rest of the header row arrived'
				);
				expectSameBoxes(
					firstRow,
					whole,
					'when the rest of the rows arrived'
				);
				expectSameBoxes( whole, enhanced, 'when the script started' );
			} finally {
				releaseScript();
				await server.close();
			}
		} );
	} );
}
