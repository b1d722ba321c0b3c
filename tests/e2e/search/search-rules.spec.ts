/**
 * The search page's rules from outside (docs/search.md "On load", "Refusals and constants", "The
 * filters in detail"), on the demo's "Search files" page: "All categories" is not searched while
 * 'search all' is off; only q, catid, ftags and the dates in the address search on load; sizes
 * may be decimals and stay in the address through back and forward; the date pickers are bounded
 * by the library's first and last days and show the range being made; a block that leaves
 * categories out and hides its page links does so.
 */
import type { Page, Request } from '@playwright/test';

import { test, expect } from '../support/fixtures';

const PAGE = '/search-files/';

/**
 * The calls to task=search.display the page makes from now on.
 *
 * @param page The page.
 */
function searchCalls( page: Page ): Request[] {
	const calls: Request[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'task=search.display' ) ) {
			calls.push( request );
		}
	} );
	return calls;
}

const titles = ( page: Page ) =>
	page.locator( '.frontage-search-results .frontage-file-table__title-link' );

/**
 * Clicks Search and waits for the answer.
 *
 * @param page The page.
 */
async function search( page: Page ): Promise< void > {
	await Promise.all( [
		page.waitForResponse( ( response ) =>
			response.url().includes( 'task=search.display' )
		),
		page.locator( '.frontage-search__submit' ).click(),
	] );
}

test.afterEach( async ( { rest } ) => {
	await rest.post( '/wp/v2/settings', {
		frontage_search: {
			suggestions: true,
			check_empty_key: false,
			download_selected: true,
			search_all: true,
			tag_display: 'checkbox',
			date_format: 'DD-MM-YYYY',
		},
	} );
} );

test( 'with search all off, "All categories" is not searched: the page says to choose one', async ( {
	page,
	rest,
	checkA11y,
} ) => {
	await rest.post( '/wp/v2/settings', {
		frontage_search: { search_all: false },
	} );
	await page.goto( PAGE );
	const calls = searchCalls( page );
	await page.locator( 'input[name="q"]' ).fill( 'report' );
	await page.locator( '.frontage-search__submit' ).click();

	const notice = page.locator( '.frontage-search-results__notice' );
	await expect( notice ).toHaveText( 'Choose a category to search in.' );
	await expect(
		page.locator( '.frontage-search-cat__overlay' )
	).toBeFocused();
	await expect( page.locator( '.frontage-search__error' ) ).toHaveCount( 0 );
	await expect(
		page.getByRole( 'button', { name: 'Try again' } )
	).toHaveCount( 0 );
	expect( calls ).toHaveLength( 0 );
	await expect( page ).toHaveURL( /\/search-files\/$/ );
	await checkA11y( page, { include: '.frontage-search' } );

	// A category chosen: the search runs.
	await page.locator( '.frontage-search-cat__overlay' ).click();
	const filter = page.getByRole( 'combobox', { name: 'Search categories' } );
	await filter.pressSequentially( 'Annual reports' );
	await Promise.all( [
		page.waitForResponse( ( response ) =>
			response.url().includes( 'task=search.getTagByCatId' )
		),
		filter.press( 'Enter' ),
	] );
	await search( page );
	await expect( titles( page ) ).toContainText( [ 'Annual report 2025' ] );
} );

test( 'paging, type or size fields alone in the address do not search on load', async ( {
	page,
} ) => {
	const calls = searchCalls( page );
	await page.goto( `${ PAGE }?paged=2` );
	await expect( page.locator( '.frontage-search__form' ) ).toBeVisible();
	await expect( page.locator( 'body' ) ).not.toContainText(
		'Type a keyword or choose a filter to search.'
	);
	await expect( page.locator( '.frontage-search-results' ) ).toHaveCount( 0 );

	await page.goto( `${ PAGE }?type=pdf` );
	await expect( page.locator( '.frontage-search-results' ) ).toHaveCount( 0 );
	// eslint-disable-next-line playwright/no-wait-for-timeout -- proving no search comes.
	await page.waitForTimeout( 800 );
	expect( calls ).toHaveLength( 0 );
	// The address still fills the form: searching it runs, and its address searches on load.
	await expect( page.locator( 'select[name="type[]"]' ) ).toHaveValues( [
		'pdf',
	] );
	await search( page );
	await expect( titles( page ).first() ).toBeVisible();
	await expect( page ).toHaveURL( /\?q=&type=pdf$/ );
	const count = await page
		.locator( '.frontage-search-results__count' )
		.textContent();
	await page.reload();
	await expect(
		page.locator( '.frontage-search-results__count' )
	).toHaveText( count ?? '' );
} );

test( 'sizes may be decimals, and back and forward keep them', async ( {
	page,
} ) => {
	const alerts: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		alerts.push( dialog.message() );
		void dialog.accept();
	} );
	await page.goto( PAGE );
	const from = page.locator( '.frontage-search__form input[name="wfrom"]' );
	const to = page.locator( '.frontage-search__form input[name="wto"]' );
	// The decimal point gets in by keyboard; letters do not.
	await from.pressSequentially( '1.5' );
	await to.pressSequentially( '1.7' );
	await search( page );
	expect( alerts ).toEqual( [] );
	// 1.5 to 1.7 kb: 1536 to 1741 bytes, the 1639-byte logo only.
	await expect( titles( page ) ).toHaveText( [ 'Logo' ] );
	await expect( page ).toHaveURL(
		/[?&]wfrom=1\.5&wfromunit=kb&wto=1\.7&wtounit=kb$/
	);

	await from.fill( '' );
	await to.fill( '' );
	await page
		.locator( '.frontage-search__form input[name="q"]' )
		.fill( 'guide' );
	await search( page );
	await expect( titles( page ).first() ).toContainText( 'guide' );

	await page.goBack();
	await expect( from ).toHaveValue( '1.5' );
	await expect( to ).toHaveValue( '1.7' );
	await expect( titles( page ) ).toHaveText( [ 'Logo' ] );
	await page.goForward();
	await expect(
		page.locator( '.frontage-search__form input[name="q"]' )
	).toHaveValue( 'guide' );
	await expect( from ).toHaveValue( '' );

	// Without JavaScript's help the server reads the same address the same way.
	await page.goto( `${ PAGE }?q=&wfrom=1.5&wto=1.7` );
	await expect( titles( page ) ).toHaveText( [ 'Logo' ] );
	await expect( from ).toHaveValue( '1.5' );
} );

test( 'the date picker stays within the library’s first and last days, and shows the range', async ( {
	page,
	checkA11y,
} ) => {
	await page.goto( PAGE );
	const box = page.locator( 'input[name="cto"]' );
	const min = ( await box.getAttribute( 'data-min' ) ) ?? '';
	const max = ( await box.getAttribute( 'data-max' ) ) ?? '';
	expect( min ).toMatch( /^\d\d-\d\d-\d{4}$/ );
	expect( max ).toMatch( /^\d\d-\d\d-\d{4}$/ );
	const iso = ( date: string ) => date.split( '-' ).reverse().join( '-' );

	await page.locator( 'input[name="cfrom"]' ).fill( min );
	await box
		.locator( '..' )
		.getByRole( 'button', { name: 'Choose Created to date' } )
		.click();
	const dialog = page.getByRole( 'dialog' );
	await expect( dialog ).toBeVisible();
	// It opens on the first day; the day after the last cannot be picked, and keys stop there.
	const focused = dialog.locator( 'td[tabindex="0"]' );
	await expect( focused ).toHaveAttribute( 'data-date', iso( min ) );
	await page.keyboard.press( 'PageDown' );
	await expect( focused ).toHaveAttribute( 'data-date', iso( max ) );
	await page.keyboard.press( 'ArrowRight' );
	await expect( focused ).toHaveAttribute( 'data-date', iso( max ) );
	const after = dialog.locator( 'td[aria-disabled="true"]' ).last();
	await expect( after ).toBeVisible();

	// The range being made: "Custom", from, ' - ', to (an end not set yet is '…').
	await expect( dialog.locator( '.frontage-search-date__range' ) ).toHaveText(
		`Custom ${ min } - …`
	);
	await checkA11y( page, { include: '.frontage-search' } );
	// A single date is applied by its click (docs/search.md "Dates").
	await focused.click();
	await expect( dialog ).toBeHidden();
	await expect( box ).toHaveValue( max );
} );

test( 'a block that leaves categories out and hides its page links', async ( {
	page,
	rest,
} ) => {
	const categories = await rest.get< { id: number; name: string }[] >(
		'/frontage/v1/categories'
	);
	const left = categories.find( ( category ) => category.name === '2025' );
	expect( left ).toBeDefined();
	const created = await rest.post< { id: number; link: string } >(
		'/wp/v2/pages',
		{
			title: 'Search without 2025',
			status: 'publish',
			content: `<!-- wp:frontage/file-search {"perPage":2,"exclude":[${ left?.id }],"showPagination":false} /-->`,
		}
	);
	try {
		await page.goto( created.link );
		await expect(
			page.locator( 'select[name="catid"] option', { hasText: '2025' } )
		).toHaveCount( 0 );
		await page.locator( 'input[name="q"]' ).fill( 'report' );
		await search( page );
		// Annual report 2025 and the four 2026 quarters; none of 2025's quarters.
		await expect(
			page.locator( '.frontage-search-results__count' )
		).toHaveText( '5 files found' );
		await expect( titles( page ) ).toHaveCount( 2 );
		await expect(
			page.locator( '.frontage-file-table__pagination' )
		).toHaveCount( 0 );
		const rows = page.locator( '.frontage-search-results tbody tr' );
		for ( const category of await rows.evaluateAll( ( elements ) =>
			elements.map( ( row ) => ( row as HTMLElement ).dataset.categoryId )
		) ) {
			expect( category ).not.toBe( String( left?.id ) );
		}
		// The address carries the visitor's search only.
		await expect( page ).toHaveURL( /\?q=report$/ );
		// The first page rendered by the server for that address: the same.
		await page.reload();
		await expect(
			page.locator( '.frontage-search-results__count' )
		).toHaveText( '5 files found' );
		await expect(
			page.locator( '.frontage-file-table__pagination' )
		).toHaveCount( 0 );
	} finally {
		await rest.delete( `/wp/v2/pages/${ created.id }?force=true` );
	}
} );
