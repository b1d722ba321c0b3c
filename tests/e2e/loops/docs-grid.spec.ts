/**
 * The Documentation grid (docs/loops.md "Documentation grid"): 30 post categories as cards, on
 * a desktop (1280 px), a tablet (1024 px) and a phone (390 px). The columns are counted from the
 * cards' boxes (their distinct left edges), nothing scrolls sideways, the layout never shifts
 * while the page loads, the keyboard reaches every link, and axe finds nothing. A page without
 * the grid loads none of its style.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

import { ADMIN_STATE } from '../../../playwright.config';
import { test, expect } from '../support/fixtures';
import { expectNoSidewaysScroll, screenshotAt } from '../support/layout';

const WIDTHS = [
	{ name: 'desktop', width: 1280, height: 800 },
	{ name: 'tablet', width: 1024, height: 768 },
	{ name: 'mobile', width: 390, height: 844 },
] as const;

/** The columns each grid should show at each width: the block's defaults, and set ones. */
const GRIDS = {
	defaults: { attrs: {}, columns: { desktop: 3, tablet: 3, mobile: 3 } },
	set: {
		attrs: { columnsDesktop: 4, columnsTablet: 2, columnsMobile: 1 },
		columns: { desktop: 4, tablet: 2, mobile: 1 },
	},
};

const CATEGORIES = 30;

let admin: BrowserContext;
let request: APIRequestContext;
let nonce = '';
let parentId = 0;
const links: Record< string, string > = {};
const pageIds: number[] = [];
const postIds: number[] = [];
const categoryIds: number[] = [];

/**
 * Creates something through REST as the administrator.
 *
 * @param route The route under /wp-json/wp/v2/.
 * @param data  Its fields.
 */
async function create(
	route: string,
	data: Record< string, unknown >
): Promise< { id: number; link: string } > {
	const response = await request.post( `/wp-json/wp/v2/${ route }`, {
		headers: { 'X-WP-Nonce': nonce },
		data,
	} );
	expect( response.ok(), await response.text() ).toBe( true );
	return ( await response.json() ) as { id: number; link: string };
}

test.beforeAll( async ( { browser } ) => {
	test.setTimeout( 120_000 );
	admin = await browser.newContext( { storageState: ADMIN_STATE } );
	request = admin.request;
	const page = await admin.newPage();
	await page.goto( '/wp-admin/' );
	nonce = (
		await (
			await request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
		).text()
	).trim();
	const suffix = Date.now().toString( 36 );
	parentId = ( await create( 'categories', { name: `Docs ${ suffix }` } ) )
		.id;
	categoryIds.push( parentId );
	for ( let index = 1; index <= CATEGORIES; index++ ) {
		const category = await create( 'categories', {
			name: `Topic ${ String( index ).padStart( 2, '0' ) } ${ suffix }`,
			parent: parentId,
		} );
		categoryIds.push( category.id );
		// One to four posts, so that the cards differ in height as a masonry's do.
		for ( let post = 1; post <= ( index % 4 ) + 1; post++ ) {
			postIds.push(
				(
					await create( 'posts', {
						title: `Article ${ index }.${ post }`,
						status: 'publish',
						categories: [ category.id ],
					} )
				).id
			);
		}
	}
	for ( const [ key, grid ] of Object.entries( GRIDS ) ) {
		const attrs = JSON.stringify( {
			...grid.attrs,
			parent: parentId,
			align: 'wide',
		} );
		const created = await create( 'pages', {
			title: `Documentation grid ${ key }`,
			status: 'publish',
			content: `<!-- wp:frontage/docs-grid ${ attrs } /-->`,
		} );
		pageIds.push( created.id );
		links[ key ] = created.link;
	}
	const plain = await create( 'pages', {
		title: 'No grid here',
		status: 'publish',
		content:
			'<!-- wp:paragraph --><p>Just words.</p><!-- /wp:paragraph -->',
	} );
	pageIds.push( plain.id );
	links.plain = plain.link;
	await page.close();
} );

test.afterAll( async () => {
	const remove = async ( route: string, ids: number[] ) => {
		for ( const id of ids ) {
			await request.delete(
				`/wp-json/wp/v2/${ route }/${ id }?force=true`,
				{
					headers: { 'X-WP-Nonce': nonce },
				}
			);
		}
	};
	await remove( 'pages', pageIds );
	await remove( 'posts', postIds );
	await remove( 'categories', categoryIds.reverse() );
	await admin.close();
} );

/**
 * Opens a page, summing the layout shifts from its first byte until it has loaded and settled:
 * those that moved the grid or its cards, and the whole page's (the theme's header moves a
 * little when its web font arrives, which is no part of the grid).
 *
 * @param page The page.
 * @param link Its address.
 * @return The layout shift, summed: of the grid, and of the page.
 */
async function openMeasuringShift(
	page: Page,
	link: string
): Promise< { grid: number; page: number } > {
	await page.addInitScript( () => {
		const shifts = { grid: 0, page: 0 };
		( window as unknown as { shifts: typeof shifts } ).shifts = shifts;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				const shift = entry as unknown as {
					value: number;
					sources?: Array< { node?: Node | null } >;
				};
				shifts.page += shift.value;
				const inGrid = ( shift.sources ?? [] ).some(
					( source ) =>
						source.node instanceof Element &&
						source.node.closest( '.frontage-docs-grid' )
				);
				shifts.grid += inGrid ? shift.value : 0;
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
	await page.goto( link, { waitUntil: 'load' } );
	// Fonts and late styles would shift the cards within the next frames.
	await page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				requestAnimationFrame( () => setTimeout( resolve, 500 ) )
			)
	);
	return page.evaluate(
		() =>
			( window as unknown as { shifts: { grid: number; page: number } } )
				.shifts
	);
}

/**
 * How many columns the cards stand in: their distinct left edges.
 *
 * @param page The page.
 */
async function columns( page: Page ): Promise< number > {
	const lefts = await page
		.locator( '.frontage-docs-grid__card' )
		.evaluateAll( ( cards ) =>
			cards.map( ( card ) =>
				Math.round( card.getBoundingClientRect().left )
			)
		);
	expect( lefts ).toHaveLength( CATEGORIES );
	return new Set( lefts ).size;
}

for ( const width of WIDTHS ) {
	for ( const [ key, grid ] of Object.entries( GRIDS ) ) {
		test( `grid with ${ key } columns at ${ width.width } px: columns, no sideways scroll, no layout shift`, async ( {
			page,
		}, testInfo ) => {
			await page.setViewportSize( width );
			const shift = await openMeasuringShift( page, links[ key ] );
			expect( await columns( page ) ).toBe( grid.columns[ width.name ] );
			await expectNoSidewaysScroll( page );
			expect( shift.grid, 'the grid shifted while loading' ).toBe( 0 );
			// The theme's own shift (its header's web font, first load), under a "good" 0.1.
			expect( shift.page ).toBeLessThan( 0.1 );
			testInfo.annotations.push( {
				type: 'layout shift',
				description: `grid ${ shift.grid }, page ${ shift.page }`,
			} );
			await screenshotAt(
				page,
				testInfo,
				`docs-grid-${ key }-${ width.width }`
			);
		} );
	}
}

test( 'the keyboard reaches every link of the grid, and axe finds nothing', async ( {
	page,
	checkA11y,
} ) => {
	await page.goto( links.set );
	const grid = page.locator( '.frontage-docs-grid' );
	const expected = await grid
		.locator( 'a' )
		.evaluateAll( ( anchors ) =>
			anchors.map( ( anchor ) => ( anchor as HTMLAnchorElement ).href )
		);
	expect( expected.length ).toBeGreaterThan( CATEGORIES );
	const reached = new Set< string >();
	for ( let step = 0; step < expected.length + 60; step++ ) {
		await page.keyboard.press( 'Tab' );
		reached.add(
			await page.evaluate(
				() =>
					document.querySelector< HTMLAnchorElement >(
						'.frontage-docs-grid a:focus'
					)?.href ?? ''
			)
		);
	}
	reached.delete( '' );
	expect( [ ...reached ].sort() ).toEqual(
		[ ...new Set( expected ) ].sort()
	);
	await checkA11y( page );
} );

test( 'a page without the grid loads none of its style; one with it does', async ( {
	page,
} ) => {
	const styles = () =>
		page
			.locator( 'link[rel="stylesheet"]' )
			.evaluateAll( ( nodes ) =>
				nodes.map( ( node ) => ( node as HTMLLinkElement ).href )
			);
	await page.goto( links.plain );
	expect(
		( await styles() ).filter( ( href ) => href.includes( 'docs-grid' ) )
	).toEqual( [] );
	await page.goto( links.defaults );
	expect(
		( await styles() ).filter( ( href ) =>
			href.includes( 'build/loops/docs-grid/index.css' )
		)
	).toHaveLength( 1 );
} );
