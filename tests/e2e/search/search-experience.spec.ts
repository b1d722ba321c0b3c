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
 * Opens the filters when a search on a phone folded them away.
 *
 * @param page The page.
 */
async function openFilters( page: Page ): Promise< void > {
	const toggle = page.locator( `${ FORM }__toggle` );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) === 'false' ) {
		await toggle.click();
	}
	await expect( page.locator( `${ FORM }__filters` ) ).toBeVisible();
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
			await openFilters( page );
			await to.fill( '1,5' );
			await page.locator( `${ FORM }__keyword` ).fill( 'guide' );
			await page.locator( `${ FORM }__submit` ).click();
			await expect( page ).toHaveURL(
				/[?&]q=guide&wto=1\.5&wtounit=mb(&|$)/
			);
			await expect(
				page.locator( '.frontage-search-results__count' )
			).toBeFocused();

			// A bad size: said under its box, announced, the box marked and described.
			await openFilters( page );
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
			// Under its box, which has focus: on a phone the line may sit just below the fold
			// until the reader scrolls; once there it is whole, never cut at the sides.
			await message.scrollIntoViewIfNeeded();
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
 * The calls to task=search.display the page makes from now on.
 *
 * @param page The page.
 */
function searchCalls( page: Page ): string[] {
	const calls: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'task=search.display' ) ) {
			calls.push( request.postData() ?? '' );
		}
	} );
	return calls;
}

for ( const size of WIDTHS ) {
	test.describe( `after a search, at ${ size.name }`, () => {
		test.use( {
			viewport: { width: size.width, height: size.height },
		} );
		const phone = size.width < 768;

		test( "the results' heading takes focus and comes into view; on a phone the filters fold away", async ( {
			page,
			checkA11y,
		}, testInfo ) => {
			await open( page );
			const heading = page.getByRole( 'heading', {
				level: 2,
				name: /files? found/,
			} );
			const toggle = page.locator( `${ FORM }__toggle` );
			await expect( toggle ).toBeVisible();
			await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );

			await page.locator( `${ FORM }__keyword` ).fill( 'guide' );
			await page
				.getByRole( 'button', { name: 'Search', exact: true } )
				.click();
			await expect( heading ).toBeFocused();
			await expectInViewport( page, heading );
			// On a phone the filters fold away (their toggle opens them again); not on a desktop.
			await expect( toggle ).toHaveAttribute(
				'aria-expanded',
				String( ! phone )
			);
			await expect( page.locator( `${ FORM }__filters` ) ).toBeVisible( {
				visible: ! phone,
			} );
			await expectNoSidewaysScroll( page );
			await screenshotAt( page, testInfo, 'after a search' );
			await checkA11y( page, { include: FORM } );

			// A second search from the top of the page brings the heading back into view.
			await page.evaluate( () => window.scrollTo( 0, 0 ) );
			await page.locator( `${ FORM }__keyword` ).fill( 'report' );
			await page.locator( `${ FORM }__keyword` ).press( 'Enter' );
			await expect( heading ).toBeFocused();
			await expectInViewport( page, heading );
			if ( phone ) {
				await toggle.click();
				await expect(
					page.locator( `${ FORM }__filters` )
				).toBeVisible();
			}
		} );

		test( 'an empty form says what to do, next to the form, announced', async ( {
			page,
			checkA11y,
		}, testInfo ) => {
			await open( page );
			const calls = searchCalls( page );
			const keyword = page.locator( `${ FORM }__keyword` );
			await page
				.getByRole( 'button', { name: 'Search', exact: true } )
				.click();
			const message = page.locator(
				`#${ await keyword.getAttribute( 'id' ) }-message`
			);
			await expect( message ).toHaveText(
				'Type a keyword or choose a filter to search.'
			);
			await expect( message ).toHaveAttribute( 'role', 'alert' );
			await expect( keyword ).toBeFocused();
			await expect( keyword ).toHaveAccessibleDescription(
				'Type a keyword or choose a filter to search.'
			);
			await expectInViewport( page, message );
			await expectInside( message, page.locator( `${ FORM }__form` ) );
			await expectNoSidewaysScroll( page );
			await screenshotAt( page, testInfo, 'an empty form' );
			await checkA11y( page, { include: FORM } );
			expect( calls ).toEqual( [] );

			await keyword.pressSequentially( 'rep' );
			await expect( message ).toHaveText( '' );
		} );

		test( 'browse all: the newest files before a search, paged in place, for an empty search and after Reset', async ( {
			page,
			checkA11y,
		}, testInfo ) => {
			await open( page, '/browse-files/' );
			const results = page.locator( '.frontage-search-results' );
			await expect( results ).toHaveAttribute(
				'data-ordering',
				'created'
			);
			await expect( results ).toHaveAttribute( 'data-dir', 'desc' );
			const rows = page.locator( '.frontage-search-results tbody tr' );
			await expect( rows ).toHaveCount( 10 );
			const first = await rows.first().getAttribute( 'data-file-id' );
			await expectNoSidewaysScroll( page );
			await screenshotAt( page, testInfo, 'browse all' );
			await checkA11y( page, { include: FORM } );

			// Page 2 in place: the address keeps no sort (the newest-first order is the block's).
			await page
				.locator( '.frontage-file-table__pagination' )
				.getByRole( 'link', { name: 'Page 2', exact: true } )
				.click();
			await expect( page ).toHaveURL( /[?&]paged=2(&|$)/ );
			expect( page.url() ).not.toContain( 'ordering' );
			await expect( rows.first() ).not.toHaveAttribute(
				'data-file-id',
				first ?? ''
			);
			const heading = page.getByRole( 'heading', {
				name: /files found/,
			} );
			await expect( heading ).toBeFocused();
			await expectInViewport( page, heading );

			// An empty search lists them again, and so does Reset.
			await page
				.getByRole( 'button', { name: 'Search', exact: true } )
				.click();
			// An empty search is no search in the address: a reload lists the same files.
			await expect( page ).toHaveURL( /\/browse-files\/$/ );
			await expect( rows.first() ).toHaveAttribute(
				'data-file-id',
				first ?? ''
			);
			await expect( heading ).toBeFocused();
			await page.locator( `${ FORM }__keyword` ).fill( 'report' );
			await page
				.getByRole( 'button', { name: 'Search', exact: true } )
				.click();
			await expect( results ).toHaveAttribute(
				'data-ordering',
				'relevance'
			);
			await page.locator( `${ FORM }__reset` ).click();
			await expect( page ).toHaveURL( /\/browse-files\/$/ );
			await expect( rows.first() ).toHaveAttribute(
				'data-file-id',
				first ?? ''
			);
			await expect( results ).toHaveAttribute(
				'data-ordering',
				'created'
			);
		} );

		test( 'browse all without JavaScript: the server lists and pages the newest files', async ( {
			browser,
			baseURL,
		} ) => {
			const context = await browser.newContext( {
				baseURL,
				javaScriptEnabled: false,
				viewport: { width: size.width, height: size.height },
			} );
			const page = await context.newPage();
			await page.goto( '/browse-files/' );
			const rows = page.locator( '.frontage-search-results tbody tr' );
			await expect( rows ).toHaveCount( 10 );
			await page
				.locator( '.frontage-file-table__pagination' )
				.getByRole( 'link', { name: 'Page 2', exact: true } )
				.click();
			await expect( page ).toHaveURL( /[?&]paged=2(&|$)/ );
			await expect(
				page.locator( '.frontage-search-results' )
			).toHaveAttribute( 'data-page', '2' );
			await expect( rows ).toHaveCount( 10 );
			await expectNoSidewaysScroll( page );
			await context.close();
		} );

		test( 'the date picker applies a single date when it is clicked, with no Apply', async ( {
			page,
			checkA11y,
		} ) => {
			await open( page );
			const button = page.getByRole( 'button', {
				name: 'Choose Created from date',
			} );
			await button.click();
			const dialog = page.getByRole( 'dialog', { name: /Created from/ } );
			await expect( dialog ).toBeVisible();
			await expectInViewport( page, dialog );
			await checkA11y( page, { include: FORM } );
			const day = await dialog.evaluate(
				( element ) =>
					( element.ownerDocument.activeElement as HTMLElement )
						.dataset.date ?? ''
			);
			expect( day ).toMatch( /^\d{4}-\d{2}-\d{2}$/ );
			await dialog.locator( `td[data-date="${ day }"]` ).click();
			await expect( dialog ).toBeHidden();
			const [ year, month, date ] = day.split( '-' );
			await expect(
				page.getByRole( 'textbox', { name: 'Created from' } )
			).toHaveValue( `${ date }-${ month }-${ year }` );
			await expect( button ).toBeFocused();
		} );
	} );
}

test.describe( 'suggestions on a phone', () => {
	test.use( { viewport: { width: 390, height: 844 } } );

	test( 'never cover the Search button', async ( {
		page,
		checkA11y,
	}, testInfo ) => {
		await open( page );
		const keyword = page.locator( `${ FORM }__keyword` );
		await keyword.pressSequentially( 'guide', { delay: 50 } );
		const list = page.getByRole( 'listbox' );
		await expect( list.getByRole( 'option' ).first() ).toBeVisible();
		const submit = page.getByRole( 'button', {
			name: 'Search',
			exact: true,
		} );
		const suggestions = page.locator( `${ FORM }__suggestions` );
		const box = await suggestions.boundingBox();
		const button = await submit.boundingBox();
		expect( box ).not.toBeNull();
		expect( button ).not.toBeNull();
		expect( box!.y + box!.height ).toBeLessThanOrEqual( button!.y );
		await expectInViewport( page, submit );
		// What is drawn at the button's centre is the button.
		expect(
			await submit.evaluate( ( element ) => {
				const rect = element.getBoundingClientRect();
				const top = element.ownerDocument.elementFromPoint(
					rect.left + rect.width / 2,
					rect.top + rect.height / 2
				);
				return !! top && element.contains( top );
			} )
		).toBe( true );
		await expectNoSidewaysScroll( page );
		await screenshotAt( page, testInfo, 'suggestions on a phone' );
		await checkA11y( page, { include: FORM } );
	} );
} );

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

for ( const [ size, path ] of WIDTHS.flatMap( ( width ) =>
	// The demo's search page (filters open), and Browse files (filters closed, files listed).
	[ '/search-files/', '/browse-files/' ].map(
		( address ) => [ width, address ] as const
	)
) ) {
	test( `the search page is laid out once: no layout shift when its script starts, ${ path } at ${ size.name }`, async ( {
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
		await page.goto( path, { waitUntil: 'commit' } );
		// The filters (or, closed, the results) in view, painted as the server wrote them.
		const types = page.locator(
			path === PAGE ? `${ FORM }__field.is-types` : `${ FORM }__results`
		);
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
