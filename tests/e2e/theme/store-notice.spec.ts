/**
 * The Store notice (docs/theme.md "Store notice"), at 1280 and 390 px: the bar is in place from
 * the first paint (where it stands at DOMContentLoaded is where it stays; no layout shift moves
 * it or anything in it while the page loads), its boxes in view and nothing sideways,
 * axe finds nothing; Dismiss (mouse or keyboard) hides it and the dismissal is remembered across
 * reloads — the bar is hidden before the first paint, with no shift either; a changed text shows
 * again; foreign stored values change nothing and execute nothing.
 */
import type { Page } from '@playwright/test';

import { ADMIN_STATE } from '../../../playwright.config';
import { test, expect } from '../support/fixtures';
import {
	expectInViewport,
	expectNoSidewaysScroll,
	screenshotAt,
	WIDTHS,
} from '../support/layout';
import { openRestClient, type RestClient } from '../support/rest';

let rest: RestClient;
let pageId = 0;
let link = '';

const STORAGE_KEY = 'frontage_store_notice';
const BAR = '.frontage-store-notice';

/**
 * A block comment's attributes, escaped as the block editor writes them.
 *
 * @param attrs The attributes.
 */
function blockAttributes( attrs: Record< string, unknown > ): string {
	return JSON.stringify( attrs )
		.replace( /</g, '\\u003c' )
		.replace( />/g, '\\u003e' )
		.replace( /&/g, '\\u0026' )
		.replace( /\\"/g, '\\u0022' );
}

/**
 * The page's blocks: the notice with this text, then words and a link.
 *
 * @param text The notice's text.
 */
function content( text: string ): string {
	return (
		`<!-- wp:frontage/store-notice ${ blockAttributes( { text } ) } /-->` +
		'<!-- wp:paragraph --><p>Our shop. <a href="#after">A link after the notice</a></p><!-- /wp:paragraph -->'
	);
}

test.beforeAll( async ( {}, testInfo ) => {
	rest = await openRestClient(
		testInfo.project.use.baseURL as string,
		ADMIN_STATE
	);
	const created = await rest.post< { id: number; link: string } >(
		'/wp/v2/pages',
		{
			title: `Store notice ${ Date.now().toString( 36 ) }`,
			status: 'publish',
			content: content(
				'Free shipping on orders over <strong>50 €</strong> — <a href="#shop">see the shop</a>'
			),
		}
	);
	pageId = created.id;
	link = created.link;
} );

test.afterAll( async () => {
	await rest.delete( `/wp/v2/pages/${ pageId }?force=true` );
	await rest.dispose();
} );

/** What openMeasuring() saw. */
interface Seen {
	/**
	 * Every layout shift of the page, summed, but those that moved only the theme's footer.
	 * The browser may paint a page before it has parsed all of it (seen on freshly made sites):
	 * the theme's footer columns without the last column's links, which then fill it, and the
	 * middle column moves sideways (measured: "Social" 49 → 64 px wide, "Privacy"
	 * 8 px left). Nothing above the footer moves then. A notice that appeared late would move the
	 * page's content below it, which is counted here.
	 */
	page: number;
	/** The shifts that moved only the theme's footer, summed (reported, not failed). */
	footer: number;
	/** The shifts that moved the notice or something in it. */
	notice: number;
	/** Whether the bar was displayed at DOMContentLoaded. */
	shownAtStart: boolean;
	/** The bar's box at DOMContentLoaded. */
	startBox: { top: number; height: number } | null;
	/** What moved in each shift, as `tag.class` (said when a shift fails the test). */
	moved: string[];
}

/**
 * Opens the page, summing the layout shifts from its first byte until it has loaded and settled
 * (the page's, and those that moved the notice), and noting whether and where the bar was
 * displayed at DOMContentLoaded.
 *
 * @param page The page.
 */
async function openMeasuring( page: Page ): Promise< Seen > {
	// The theme's web fonts are left out: their swap reflows the page's text (the notice's too)
	// whatever the notice does, so with them no shift could be pinned on the notice.
	await page.route( /\.woff2?(\?|$)/, ( route ) => route.abort() );
	await page.addInitScript( () => {
		const seen = {
			page: 0,
			footer: 0,
			notice: 0,
			shownAtStart: false,
			startBox: null as { top: number; height: number } | null,
			moved: [] as string[],
		};
		( window as unknown as { seen: typeof seen } ).seen = seen;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				const shift = entry as unknown as {
					value: number;
					sources?: Array< { node?: Node | null } >;
				};
				const moved = ( shift.sources ?? [] ).map( ( source ) =>
					source.node instanceof Element
						? source.node
						: ( source.node?.parentElement ?? null )
				);
				const onlyFooter =
					moved.length > 0 &&
					moved.every(
						( node ) =>
							!! node?.closest( 'footer.wp-block-template-part' )
					);
				if ( onlyFooter ) {
					seen.footer += shift.value;
					continue;
				}
				seen.page += shift.value;
				for ( const node of moved ) {
					seen.moved.push(
						node
							? `${ node.tagName.toLowerCase() }.${ node.className }`
							: '(gone)'
					);
				}
				const inNotice = moved.some(
					( node ) => !! node?.closest( '.frontage-store-notice' )
				);
				seen.notice += inNotice ? shift.value : 0;
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
		document.addEventListener(
			'DOMContentLoaded',
			() => {
				const bar = document.querySelector( '.frontage-store-notice' );
				seen.shownAtStart =
					!! bar && getComputedStyle( bar ).display !== 'none';
				const box = bar?.getBoundingClientRect();
				seen.startBox = box
					? { top: box.top, height: box.height }
					: null;
			},
			{ capture: true, once: true }
		);
	} );
	await page.goto( link, { waitUntil: 'load' } );
	// Fonts and late styles would shift the page within the next frames.
	await page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				requestAnimationFrame( () => setTimeout( resolve, 500 ) )
			)
	);
	return page.evaluate( () => ( window as unknown as { seen: Seen } ).seen );
}

for ( const width of WIDTHS ) {
	test( `at ${ width.name }: in place from the first paint, no shift, in view, axe clean; dismissed and remembered without a flash or a shift`, async ( {
		page,
		checkA11y,
	}, testInfo ) => {
		await page.setViewportSize( width );
		const first = await openMeasuring( page );
		expect( first.shownAtStart ).toBe( true );
		expect( first.notice, 'the notice shifted as it appeared' ).toBe( 0 );
		expect(
			first.page,
			`the page shifted as the notice appeared: ${ first.moved.join( ', ' ) }`
		).toBe( 0 );
		testInfo.annotations.push( {
			type: 'footer shift',
			description: `the theme's footer alone moved by ${ first.footer }`,
		} );
		const bar = page.getByRole( 'region', { name: 'Store notice' } );
		const settled = await bar.boundingBox();
		expect( settled!.y ).toBeCloseTo( first.startBox!.top, 0 );
		expect( settled!.height ).toBeCloseTo( first.startBox!.height, 0 );
		await expect( bar ).toBeVisible();
		await expect( bar ).toContainText(
			'Free shipping on orders over 50 €'
		);
		const dismiss = bar.getByRole( 'button', { name: 'Dismiss' } );
		await expectInViewport( page, bar.locator( 'p' ) );
		await expectInViewport( page, dismiss );
		await expectNoSidewaysScroll( page );
		await checkA11y( page );
		await screenshotAt( page, testInfo, 'store-notice', {
			fullPage: false,
		} );

		await dismiss.click();
		await expect( bar ).toBeHidden();
		expect(
			await page.evaluate(
				( key ) => window.localStorage.getItem( key ),
				STORAGE_KEY
			)
		).toMatch( /^[0-9a-f]{8}$/ );

		const again = await openMeasuring( page );
		expect(
			again.shownAtStart,
			'the dismissed notice showed at DOMContentLoaded'
		).toBe( false );
		expect( again.notice ).toBe( 0 );
		expect( again.page ).toBe( 0 );
		await expect( bar ).toBeHidden();
		await checkA11y( page );
	} );
}

test( 'the keyboard reaches Dismiss; Enter hides the bar and Tab goes on after it', async ( {
	page,
} ) => {
	await page.goto( link );
	const dismiss = page.getByRole( 'button', { name: 'Dismiss' } );
	await dismiss.focus();
	await page.keyboard.press( 'Shift+Tab' );
	await page.keyboard.press( 'Tab' );
	await expect( dismiss ).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( page.locator( BAR ) ).toBeHidden();
	await page.keyboard.press( 'Tab' );
	await expect(
		page.getByRole( 'link', { name: 'A link after the notice' } )
	).toBeFocused();
	await page.reload();
	await expect( page.locator( BAR ) ).toBeHidden();
} );

test( 'a changed text shows again to someone who dismissed the old one', async ( {
	page,
} ) => {
	await page.goto( link );
	await page.getByRole( 'button', { name: 'Dismiss' } ).click();
	await page.reload();
	await expect( page.locator( BAR ) ).toBeHidden();
	await rest.post( `/wp/v2/pages/${ pageId }`, {
		content: content( 'Closed on Monday for inventory' ),
	} );
	try {
		await page.reload();
		await expect(
			page.getByRole( 'region', { name: 'Store notice' } )
		).toContainText( 'Closed on Monday for inventory' );
		await expect( page.locator( BAR ) ).toBeVisible();
	} finally {
		await rest.post( `/wp/v2/pages/${ pageId }`, {
			content: content(
				'Free shipping on orders over <strong>50 €</strong> — <a href="#shop">see the shop</a>'
			),
		} );
	}
} );

test( 'foreign stored values change nothing and execute nothing; blocked storage still dismisses for the page', async ( {
	page,
} ) => {
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	page.on( 'dialog', ( dialog ) => {
		errors.push( `dialog: ${ dialog.message() }` );
		void dialog.dismiss();
	} );
	await page.goto( link );
	for ( const value of [
		'"><img src=x onerror=alert(1)>',
		'* ] {display:none}',
		'XXXXXXXX 1abc',
	] ) {
		await page.evaluate(
			( [ key, stored ] ) => window.localStorage.setItem( key, stored ),
			[ STORAGE_KEY, value ]
		);
		await page.reload();
		await expect( page.locator( BAR ), value ).toBeVisible();
	}
	// Storage that throws (blocked): the bar shows and Dismiss hides it on this page.
	await page.addInitScript( () => {
		Object.defineProperty( window, 'localStorage', {
			get() {
				throw new Error( 'blocked' );
			},
		} );
	} );
	await page.reload();
	await expect( page.locator( BAR ) ).toBeVisible();
	await page.getByRole( 'button', { name: 'Dismiss' } ).click();
	await expect( page.locator( BAR ) ).toBeHidden();
	expect( errors ).toEqual( [] );
} );
