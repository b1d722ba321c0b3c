/**
 * The search page's journeys (docs/search.md), on the demo's "Search files"
 * page: searches in place with the address following, back and forward, the search on load,
 * sorting and paging in place, suggestions, the refusals, reset, the zip across categories,
 * and never a private file for a visitor.
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
		if (
			request.url().includes( 'task=search.display' ) &&
			request.method() === 'POST'
		) {
			calls.push( request );
		}
	} );
	return calls;
}

/**
 * Marks the page's window: a full reload loses the mark, a search in place keeps it.
 *
 * @param page The page.
 */
async function markWindow( page: Page ): Promise< void > {
	await page.evaluate( () => {
		( window as unknown as { frontageMark: number } ).frontageMark = 1;
	} );
}

/**
 * Whether the page is still the marked window.
 *
 * @param page The page.
 */
function isSameWindow( page: Page ): Promise< boolean > {
	return page.evaluate(
		() =>
			( window as unknown as { frontageMark?: number } ).frontageMark ===
			1
	);
}

const keyword = ( page: Page ) =>
	page.locator( '.frontage-search__form input[name="q"]' );
const results = ( page: Page ) => page.locator( '.frontage-search-results' );
const count = ( page: Page ) =>
	page.locator( '.frontage-search-results__count' );
const titles = ( page: Page ) =>
	page.locator( '.frontage-search-results .frontage-file-table__title-link' );

/**
 * Types a keyword and runs the search, waiting for the answer.
 *
 * @param page The page.
 * @param text The keyword.
 */
async function searchFor( page: Page, text: string ): Promise< void > {
	await keyword( page ).fill( text );
	await Promise.all( [
		page.waitForResponse( ( response ) =>
			response.url().includes( 'task=search.display' )
		),
		page.locator( '.frontage-search__submit' ).click(),
	] );
}

test.describe( 'The search page', () => {
	test( 'searches in place and writes the search into the address @package', async ( {
		page,
		checkA11y,
	} ) => {
		await page.goto( PAGE );
		await markWindow( page );
		await searchFor( page, 'quarterly' );

		await expect( count( page ) ).toHaveText( '8 files found' );
		await expect( titles( page ).first() ).toContainText( 'Quarterly' );
		await expect( page ).toHaveURL( /[?&]q=quarterly\b/ );
		expect( await isSameWindow( page ) ).toBe( true );
		await expect( page.locator( '.frontage-search__loader' ) ).toBeHidden();
		await checkA11y( page, { include: '.frontage-search' } );
	} );

	test( 'back and forward restore the form and the results', async ( {
		page,
	} ) => {
		await page.goto( PAGE );
		await searchFor( page, 'quarterly' );
		await expect( count( page ) ).toHaveText( '8 files found' );
		await searchFor( page, 'annual' );
		await expect( count( page ) ).toHaveText( '1 file found' );

		await page.goBack();
		await expect( keyword( page ) ).toHaveValue( 'quarterly' );
		await expect( count( page ) ).toHaveText( '8 files found' );

		await page.goForward();
		await expect( keyword( page ) ).toHaveValue( 'annual' );
		await expect( count( page ) ).toHaveText( '1 file found' );
	} );

	test( 'an address with a search shows its results without asking again', async ( {
		page,
	} ) => {
		const calls = searchCalls( page );
		await page.goto( `${ PAGE }?q=annual` );
		await expect( keyword( page ) ).toHaveValue( 'annual' );
		await expect( titles( page ) ).toHaveText( [ 'Annual report 2025' ] );
		// The server rendered this very search: the script does not ask for it again.
		// eslint-disable-next-line playwright/no-wait-for-timeout -- proving no request comes.
		await page.waitForTimeout( 1000 );
		expect( calls ).toHaveLength( 0 );
	} );

	test( 'sorts by a header and pages in place, with aria-sort', async ( {
		page,
	} ) => {
		await page.goto( `${ PAGE }?q=report&limit=5` );
		await markWindow( page );
		const titleHeader = page.locator(
			'.frontage-search-results th[data-column="title"]'
		);

		await Promise.all( [
			page.waitForResponse( ( response ) =>
				response.url().includes( 'task=search.display' )
			),
			titleHeader.locator( 'a' ).click(),
		] );
		await expect( titleHeader ).toHaveAttribute( 'aria-sort', /ending/ );
		await expect( page ).toHaveURL( /[?&]ordering=title\b/ );
		await expect( titleHeader.locator( 'a' ) ).toBeFocused();

		// The other direction.
		const direction = await titleHeader.getAttribute( 'aria-sort' );
		await Promise.all( [
			page.waitForResponse( ( response ) =>
				response.url().includes( 'task=search.display' )
			),
			titleHeader.locator( 'a' ).click(),
		] );
		await expect( titleHeader ).not.toHaveAttribute(
			'aria-sort',
			direction ?? ''
		);

		await Promise.all( [
			page.waitForResponse( ( response ) =>
				response.url().includes( 'task=search.display' )
			),
			page
				.locator( '.frontage-file-table__pagination a', {
					hasText: '2',
				} )
				.first()
				.click(),
		] );
		await expect( page ).toHaveURL( /[?&]paged=2\b/ );
		await expect( results( page ) ).toHaveAttribute( 'data-page', '2' );
		await expect( count( page ) ).toBeFocused();

		// The page size, in place, back to page 1.
		await Promise.all( [
			page.waitForResponse( ( response ) =>
				response.url().includes( 'task=search.display' )
			),
			page
				.locator( '.frontage-search-results select[name="limit"]' )
				.selectOption( '10' ),
		] );
		await expect( titles( page ) ).toHaveCount( 9 );
		await expect( page ).toHaveURL( /[?&]limit=10\b/ );
		const after = new URL( page.url() ).searchParams;
		expect( after.get( 'limit' ) ).toBe( '10' );
		expect( after.get( 'paged' ) ).toBeNull();
		expect( await isSameWindow( page ) ).toBe( true );
	} );

	test( 'suggests files after typing, and a pick runs the search', async ( {
		page,
		checkA11y,
	} ) => {
		await page.goto( PAGE );
		await keyword( page ).pressSequentially( 'annu', { delay: 50 } );
		const list = page.getByRole( 'listbox' );
		await expect( list ).toBeVisible();
		await expect( keyword( page ) ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
		await expect( list.getByRole( 'option' ) ).toHaveText( [
			'Annual report 2025',
		] );
		await expect( page.locator( '.frontage-search__status' ) ).toHaveText(
			/1 result is available/
		);
		await checkA11y( page, { include: '.frontage-search' } );

		await keyword( page ).press( 'ArrowDown' );
		await expect( keyword( page ) ).toHaveAttribute(
			'aria-activedescendant',
			/.+/
		);
		await Promise.all( [
			page.waitForResponse(
				( response ) =>
					response.url().includes( 'task=search.display' ) &&
					( response.request().postData() ?? '' ).includes(
						'q=Annual'
					)
			),
			keyword( page ).press( 'Enter' ),
		] );
		await expect( keyword( page ) ).toHaveValue( 'Annual report 2025' );
		await expect( list ).toBeHidden();
		await expect( titles( page ) ).toHaveText( [ 'Annual report 2025' ] );
		await expect( page ).toHaveURL( /[?&]q=Annual\+report\+2025(&|$)/ );

		// Fewer than 3 characters: nothing is asked.
		await keyword( page ).fill( '' );
		await keyword( page ).pressSequentially( 'an' );
		// eslint-disable-next-line playwright/no-wait-for-timeout -- proving nothing comes: past the 800 ms debounce.
		await page.waitForTimeout( 1200 );
		await expect( list ).toBeHidden();
	} );

	test( 'says so in the results area when a search fails, keeping the form', async ( {
		page,
	} ) => {
		await page.goto( PAGE );
		await page.route( /task=search\.display/, ( route ) =>
			route.fulfill( { status: 500, body: '<html>Fatal error</html>' } )
		);
		await keyword( page ).fill( 'quarterly' );
		await page.locator( '.frontage-search__submit' ).click();
		const failure = page.locator( '.frontage-search__error[role="alert"]' );
		await expect( failure ).toContainText( 'could not be run' );
		await expect( keyword( page ) ).toHaveValue( 'quarterly' );
		await expect( page ).toHaveURL( /\/search-files\/$/ );

		// The server answers again: the retry button searches.
		await page.unroute( /task=search\.display/ );
		await failure.getByRole( 'button' ).click();
		await expect( count( page ) ).toHaveText( '8 files found' );
	} );

	test( 'the filters toggle slides the filters closed and open', async ( {
		page,
	} ) => {
		await page.goto( PAGE );
		const toggle = page.locator( '.frontage-search__toggle' );
		const filters = page.locator( '.frontage-search__filters' );
		const open =
			( await toggle.getAttribute( 'aria-expanded' ) ) === 'true';
		await toggle.click();
		await expect( toggle ).toHaveAttribute(
			'aria-expanded',
			String( ! open )
		);
		await expect( filters ).toBeVisible( { visible: ! open } );
		await toggle.click();
		await expect( toggle ).toHaveAttribute(
			'aria-expanded',
			String( open )
		);
		await expect( filters ).toBeVisible( { visible: open } );
	} );

	test( 'refuses as docs/search.md says: focus, the size messages, the date message', async ( {
		page,
	} ) => {
		await page.goto( PAGE );
		const calls = searchCalls( page );
		const alerts: string[] = [];
		page.on( 'dialog', ( dialog ) => {
			alerts.push( dialog.message() );
			void dialog.accept();
		} );

		await page.locator( '.frontage-search__submit' ).click();
		await expect( keyword( page ) ).toBeFocused();

		// The demo's block shows its filters open.
		await expect(
			page.locator( '.frontage-search__toggle' )
		).toHaveAttribute( 'aria-expanded', 'true' );
		const from = page.locator( 'input[name="wfrom"]' );
		const to = page.locator( 'input[name="wto"]' );

		// Letters never get in.
		await from.pressSequentially( '1x-e2' );
		await expect( from ).toHaveValue( '12' );

		await keyword( page ).fill( 'report' );
		await from.fill( '5' );
		await to.fill( '4' );
		await page.locator( '.frontage-search__submit' ).click();
		// Next to the box, never an alert() (docs/search.md "Sizes").
		await expect( from ).toHaveAccessibleDescription(
			'Weight from must be less than weight to.'
		);
		await expect( from ).toBeFocused();
		expect( alerts ).toEqual( [] );

		await from.fill( '' );
		await to.fill( '' );
		await page.locator( 'input[name="cfrom"]' ).fill( '10-03-2024' );
		await page.locator( 'input[name="cto"]' ).fill( '09-03-2024' );
		await page.locator( '.frontage-search__submit' ).click();
		const message = page.locator( '.frontage-search__date-message' );
		await expect( message ).toHaveText(
			'The to date must be greater than the from date.'
		);
		await expect( message ).toBeHidden( { timeout: 4500 } );
		expect( calls ).toHaveLength( 0 );
	} );

	test( 'reset clears the form, the results and the address', async ( {
		page,
	} ) => {
		await page.goto( `${ PAGE }?q=report&wfrom=1&wfromunit=kb` );
		await expect( titles( page ).first() ).toBeVisible();
		await page.locator( '.frontage-search__reset' ).click();

		await expect( keyword( page ) ).toHaveValue( '' );
		await expect( page.locator( 'input[name="wfrom"]' ) ).toHaveValue( '' );
		await expect( page.locator( 'select[name="wfromunit"]' ) ).toHaveValue(
			'kb'
		);
		await expect( results( page ) ).toHaveCount( 0 );
		await expect( page ).toHaveURL( /\/search-files\/$/ );
		await expect( keyword( page ) ).toBeFocused();
	} );

	test( 'downloads the selected files of several categories as one zip', async ( {
		page,
	} ) => {
		await page.goto( `${ PAGE }?q=report` );
		const rows = page.locator( '.frontage-search-results tbody tr' );
		const categories = await rows.evaluateAll( ( elements ) =>
			elements.map( ( row ) => ( row as HTMLElement ).dataset.categoryId )
		);
		const second = categories.findIndex(
			( category ) => category !== categories[ 0 ]
		);
		expect( second ).toBeGreaterThan( 0 );

		const button = page.locator(
			'.frontage-search-results .frontage-file-table__download-selected'
		);
		await expect( button ).toBeHidden();
		await rows
			.nth( 0 )
			.locator( '.frontage-file-table__select-file' )
			.check();
		await rows
			.nth( second )
			.locator( '.frontage-file-table__select-file' )
			.check();
		await expect( button ).toBeVisible();

		const [ zipRequest, download ] = await Promise.all( [
			page.waitForRequest( ( request ) =>
				request
					.url()
					.includes( 'task=files.zipSeletedFilesMultipleCategories' )
			),
			page.waitForEvent( 'download' ),
			button.click(),
		] );
		expect( zipRequest.method() ).toBe( 'POST' );
		const body = new URLSearchParams( zipRequest.postData() ?? '' );
		const map = JSON.parse(
			body.get( 'selectedFileWithCategoryIds' ) ?? '{}'
		) as Record< string, number >;
		expect( Object.values( map ).map( String ).sort() ).toEqual(
			[ categories[ 0 ], categories[ second ] ].sort()
		);
		expect( body.get( 'filesId' )?.split( ',' ) ).toHaveLength( 2 );
		expect( download.url() ).toContain(
			'task=files.downloadZipedFileMultipleCategories'
		);
		expect( download.suggestedFilename() ).toMatch( /\.zip$/ );
	} );

	test( 'a visitor never sees a private file, in results or suggestions', async ( {
		page,
		adminPage,
	} ) => {
		await page.goto( PAGE );
		await searchFor( page, 'budget' );
		await expect( titles( page ) ).toHaveCount( 0 );
		await searchFor( page, 'minutes' );
		await expect( titles( page ) ).toHaveCount( 0 );
		await expect( page.locator( 'body' ) ).not.toContainText(
			'Draft budget'
		);

		await keyword( page ).fill( '' );
		await keyword( page ).pressSequentially( 'draft budget' );
		await expect( page.locator( '.frontage-search__status' ) ).toHaveText(
			'No search results.',
			{ timeout: 5000 }
		);
		await expect( page.getByRole( 'listbox' ) ).toHaveCount( 0 );

		// The file exists: the administrator finds it.
		await adminPage.goto( `${ PAGE }?q=budget` );
		await expect(
			adminPage.locator(
				'.frontage-search-results .frontage-file-table__title-link'
			)
		).toContainText( [ 'Draft budget (private)' ] );
	} );
} );
