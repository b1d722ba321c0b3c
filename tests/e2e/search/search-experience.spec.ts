/**
 * What a visitor notices first on the search page (docs/search.md), at 1280 and 390 px: sizes
 * typed as people type them ("1.5 MB", "1,5") with their problems said next to the box; the
 * results' heading taking focus and coming into view after a search, the filters folding away
 * on a phone; an empty form saying what to do; "browse all"; the date picker applying a single
 * date; suggestions that leave the Search button free; and a page that is laid out once (no
 * layout shift when its script starts).
 */
import type { Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	WIDTHS,
	expectInViewport,
	expectInside,
	expectNoSidewaysScroll,
	screenshotAt,
} from '../support/layout';

const PAGE = '/search-files/';
const FORM = '.frontage-search';

/**
 * Opens the page and waits for the script to take the form over.
 *
 * @param page The visitor's page.
 * @param path The address.
 */
async function open( page: Page, path = PAGE ): Promise< void > {
	await page.goto( path );
	await expect( page.locator( FORM ) ).toHaveClass( /is-enhanced/ );
}

/**
 * Collects every alert(), confirm() or prompt() the page opens (there must be none).
 *
 * @param page The page.
 */
function dialogs( page: Page ): string[] {
	const seen: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		seen.push( dialog.message() );
		void dialog.dismiss();
	} );
	return seen;
}

for ( const size of WIDTHS ) {
	test.describe( `at ${ size.name }`, () => {
		test.use( {
			viewport: { width: size.width, height: size.height },
		} );

		test( 'sizes: "1.5 MB" and "1,5" are sizes; a bad one is said next to its box, never in an alert()', async ( {
			page,
			checkA11y,
		}, testInfo ) => {
			const alerts = dialogs( page );
			await open( page );
			const from = page.locator( `${ FORM }__form input[name="wfrom"]` );
			const to = page.locator( `${ FORM }__form input[name="wto"]` );

			// Typed with its unit: the unit moves to the select beside the box.
			await to.pressSequentially( '1.5 MB' );
			await expect( to ).toHaveValue( '1.5 MB' );
			const [ call ] = await Promise.all( [
				page.waitForRequest( ( request ) =>
					request.url().includes( 'task=search.display' )
				),
				page.locator( `${ FORM }__submit` ).click(),
			] );
			const sent = new URLSearchParams( call.postData() ?? '' );
			expect( [ sent.get( 'wto' ), sent.get( 'wtounit' ) ] ).toEqual( [
				'1.5',
				'mb',
			] );
			await expect( page ).toHaveURL( /[?&]wto=1\.5&wtounit=mb(&|$)/ );
			await expect( to ).toHaveValue( '1.5' );
			await expect(
				page.locator( `${ FORM }__form select[name="wtounit"]` )
			).toHaveValue( 'mb' );
			await expect(
				page.locator( '.frontage-search-results__count' )
			).toBeVisible();

			// A decimal comma is a decimal mark.
			await to.fill( '1,5' );
			await page.locator( `${ FORM }__submit` ).click();
			await expect( page ).toHaveURL( /[?&]wto=1\.5&wtounit=mb(&|$)/ );

			// A bad size: said under its box, announced, the box marked and described.
			await from.fill( '3' );
			await page
				.locator( `${ FORM }__form select[name="wfromunit"]` )
				.selectOption( 'gb' );
			await page.locator( `${ FORM }__submit` ).click();
			const message = page.locator(
				`${ FORM } #${ await from.getAttribute( 'id' ) }-message`
			);
			await expect( message ).toHaveText(
				'Weight from must be less than weight to.'
			);
			await expect( message ).toHaveAttribute( 'role', 'alert' );
			await expect( from ).toHaveAttribute( 'aria-invalid', 'true' );
			await expect( from ).toHaveAccessibleDescription(
				'Weight from must be less than weight to.'
			);
			await expect( from ).toBeFocused();
			await expectInside(
				message,
				page.locator( `${ FORM }__field.is-wfrom` )
			);
			await expectInViewport( page, message );
			await expectNoSidewaysScroll( page );
			await screenshotAt(
				page,
				testInfo,
				'a size refused next to its box'
			);
			await checkA11y( page, { include: FORM } );

			// Typing again takes the problem off.
			await from.fill( '1' );
			await expect( message ).toHaveText( '' );
			await expect( from ).not.toHaveAttribute( 'aria-invalid', 'true' );
			expect( alerts ).toEqual( [] );
		} );

		test( 'sizes without JavaScript: the same rule on the server, the problem next to the box', async ( {
			browser,
			baseURL,
		} ) => {
			const context = await browser.newContext( {
				baseURL,
				javaScriptEnabled: false,
				viewport: { width: size.width, height: size.height },
			} );
			const page = await context.newPage();
			await page.goto( `${ PAGE }?q=&wto=1%2C5+MB&wtounit=kb` );
			await expect(
				page.locator( '.frontage-search-results__count' )
			).toBeVisible();
			await expect(
				page.locator( `${ FORM }__form select[name="wtounit"]` )
			).toHaveValue( 'mb' );

			await page.goto( `${ PAGE }?q=report&wfrom=ten` );
			const from = page.locator( `${ FORM }__form input[name="wfrom"]` );
			await expect( from ).toHaveAttribute( 'aria-invalid', 'true' );
			await expect( from ).toHaveAccessibleDescription(
				'Weight from is positive integer.'
			);
			const message = page.locator(
				`${ FORM }__field.is-wfrom ${ FORM }__field-message`
			);
			await expect( message ).toBeVisible();
			await expectNoSidewaysScroll( page );
			await context.close();
		} );
	} );
}

/**
 * Waits for the page to paint a few frames (layout shifts are reported after the frame).
 *
 * @param page  The page.
 * @param count How many frames.
 */
async function frames( page: Page, count = 10 ): Promise< void > {
	await page.evaluate( async ( n ) => {
		for ( let i = 0; i < n; i++ ) {
			await new Promise( ( resolve ) =>
				requestAnimationFrame( resolve )
			);
		}
	}, count );
}

/** The layout-shift score a page has gathered (PerformanceObserver 'layout-shift'). */
declare global {
	interface Window {
		frontageShift?: number;
	}
}

for ( const size of WIDTHS ) {
	test( `the search page is laid out once: no layout shift when its script starts, at ${ size.name }`, async ( {
		page,
	} ) => {
		await page.setViewportSize( {
			width: size.width,
			height: size.height,
		} );
		// The theme's web fonts swap in on their own schedule; they are not Frontage's.
		await page.route( /\.woff2?(\?|$)/, ( route ) => route.abort() );
		// The script arrives late, as on a slow phone: the page is painted before it runs.
		let release: () => void = () => {};
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route(
			/\/build\/blocks\/file-search\/view\.js/,
			async ( route ) => {
				await held;
				await route.continue();
			}
		);
		await page.addInitScript( () => {
			window.frontageShift = 0;
			new PerformanceObserver( ( list ) => {
				for ( const entry of list.getEntries() as unknown as Array< {
					value: number;
					hadRecentInput: boolean;
				} > ) {
					if ( ! entry.hadRecentInput ) {
						window.frontageShift! += entry.value;
					}
				}
			} ).observe( { type: 'layout-shift', buffered: true } );
		} );
		await page.goto( PAGE, { waitUntil: 'commit' } );
		// The filters in view, painted as the server wrote them.
		const types = page.locator( `${ FORM }__field.is-types` );
		await types.waitFor();
		await types.evaluate( ( field ) =>
			field.scrollIntoView( { block: 'center' } )
		);
		await frames( page );
		release();
		await expect( page.locator( FORM ) ).toHaveClass( /is-enhanced/ );
		await frames( page );
		const shift = await page.evaluate( () => window.frontageShift ?? 0 );
		expect( shift ).toBeLessThan( 0.01 );
	} );
}
