/**
 * The search page before and without JavaScript, and the search's two server transports from
 * outside (docs/search.md): the server renders the first page of results for an address
 * with a search, so visitors without JavaScript and crawlers get the files; the REST route answers
 * JSON with the total, cacheable for visitors; bad input gets a clear answer and never a private
 * file.
 */
import { request as playwrightRequest } from '@playwright/test';

import { ADMIN_STATE } from '../../../playwright.config';
import { test, expect } from '../support/fixtures';

const PAGE = '/search-files/';
const AJAX = '/wp-admin/admin-ajax.php?action=wpfd&task=search.display';
const REST = '/wp-json/frontage/v1/search';

interface SearchAnswer {
	files: Array< { id: number; title: string; download_url: string } >;
	total: number;
	pages: number;
	page: number;
	limit: number;
}

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the form searches, sorts and pages as plain links and forms', async ( {
		page,
	} ) => {
		await page.goto( PAGE );
		await page
			.getByRole( 'searchbox', { name: 'Keyword' } )
			.fill( 'report' );
		await page
			.locator( '.frontage-search__form' )
			.getByRole( 'button', { name: 'Search', exact: true } )
			.click();

		await expect( page ).toHaveURL( /[?&]q=report/ );
		const titles = page.locator(
			'.frontage-search-results .frontage-file-table__title-link'
		);
		await expect( titles.first() ).toBeVisible();
		await expect( titles ).toContainText( [ /Annual report 2025/ ] );
		for ( const title of await titles.allTextContents() ) {
			expect( title.toLowerCase() ).toContain( 'report' );
		}

		// Sorting is a link that keeps the search; the order is the REST route's for the same query.
		await page
			.locator( '.frontage-search-results th[data-column="title"] a' )
			.click();
		await expect( page ).toHaveURL(
			/q=report.*ordering=title|ordering=title.*q=report/
		);
		await expect(
			page.locator( '.frontage-search-results th[data-column="title"]' )
		).toHaveAttribute( 'aria-sort', 'ascending' );
		const api = ( await (
			await page.request.get(
				`${ REST }?q=report&ordering=title&dir=asc&limit=100`
			)
		).json() ) as SearchAnswer;
		await expect( titles ).toHaveText(
			api.files.slice( 0, 20 ).map( ( file ) => file.title )
		);
	} );

	test( 'page links lead through every result', async ( { page } ) => {
		await page.goto( `${ PAGE }?q=report&limit=2` );
		const count = page.locator( '.frontage-search-results' );
		const total = Number( await count.getAttribute( 'data-total' ) );
		expect( total ).toBeGreaterThan( 2 );

		const titles = page.locator(
			'.frontage-search-results .frontage-file-table__title-link'
		);
		const seen = new Set< string >( await titles.allTextContents() );
		for (
			let pageNumber = 2;
			pageNumber <= Math.ceil( total / 2 );
			pageNumber++
		) {
			await page
				.locator( '.frontage-file-table__pagination' )
				.getByRole( 'link', {
					name: `Page ${ pageNumber }`,
					exact: true,
				} )
				.click();
			// The whole new page, not the address alone: its titles are read next.
			await page.waitForURL(
				new RegExp( `[?&]paged=${ pageNumber }(&|$)` ),
				{ waitUntil: 'load' }
			);
			( await titles.allTextContents() ).forEach( ( title ) =>
				seen.add( title )
			);
		}
		expect( seen.size ).toBe( total );
	} );
} );

test( 'crawlers get the results in the HTML of a search address', async ( {
	request,
} ) => {
	const response = await request.get( `${ PAGE }?q=annual` );
	expect( response.status() ).toBe( 200 );
	const html = await response.text();
	expect( html ).toContain( 'Annual report 2025' );
	expect( html ).toMatch( /<table class="frontage-file-table__table"/ );
} );

test( 'the REST route answers the same search as JSON with the total, cacheable', async ( {
	request,
} ) => {
	const response = await request.get(
		`${ REST }?q=report&limit=3&ordering=title&dir=desc`
	);
	expect( response.status() ).toBe( 200 );
	expect( response.headers()[ 'cache-control' ] ).toContain( 'public' );
	const answer = ( await response.json() ) as SearchAnswer;
	expect( answer.files ).toHaveLength( 3 );
	expect( Number( response.headers()[ 'x-wp-total' ] ) ).toBe( answer.total );
	const titles = answer.files.map( ( file ) => file.title );
	expect( titles ).toEqual(
		[ ...titles ].sort( ( a, b ) => b.localeCompare( a ) )
	);

	// The page shows the same total.
	const page = await request.get( `${ PAGE }?q=report` );
	expect( await page.text() ).toContain( `data-total="${ answer.total }"` );
} );

test( 'bad input gets a clear answer, and limits are capped', async ( {
	request,
} ) => {
	const capped = await request.get( `${ REST }?limit=100000` );
	expect( capped.status() ).toBe( 200 );
	expect( ( ( await capped.json() ) as SearchAnswer ).limit ).toBe( 100 );

	const negative = await request.get( `${ REST }?wfrom=-5` );
	expect( negative.status() ).toBe( 400 );
	expect( await negative.text() ).toContain(
		'Weight from is positive integer.'
	);

	const inverted = await request.get( `${ REST }?wfrom=5&wto=1` );
	expect( inverted.status() ).toBe( 400 );
	expect( await inverted.text() ).toContain(
		'Weight from must be less than weight to.'
	);

	const past = await request.get( `${ REST }?q=report&paged=9999` );
	expect( past.status() ).toBe( 200 );
	const pastAnswer = ( await past.json() ) as SearchAnswer;
	expect( pastAnswer.files ).toEqual( [] );
	expect( pastAnswer.total ).toBeGreaterThan( 0 );

	// task=search.display is POST only, with a clear message for a bad field
	// (docs/search.md, "Wire").
	const get = await request.get( `${ AJAX }&q=report` );
	expect( get.status() ).toBe( 405 );
	const bad = await request.post( AJAX, {
		form: { q: 'report', cfrom: 'yesterday' },
	} );
	expect( bad.status() ).toBe( 400 );
	const body = ( await bad.json() ) as {
		success: boolean;
		data: { message: string };
	};
	expect( body.success ).toBe( false );
	expect( body.data.message ).not.toBe( '' );

	// Hostile text comes back escaped, never as markup.
	const hostile = await request.get(
		`${ PAGE }?q=${ encodeURIComponent( '"><script>alert(1)</script>' ) }`
	);
	expect( await hostile.text() ).not.toContain( '<script>alert(1)</script>' );
} );

test( 'a visitor never gets a restricted or private file; the administrator does', async ( {
	request,
	baseURL,
} ) => {
	// Board minutes are for logged-in users; the draft budget is private.
	for ( const keyword of [ 'minutes', 'budget' ] ) {
		const visitor = ( await (
			await request.get( `${ REST }?q=${ keyword }` )
		).json() ) as SearchAnswer;
		expect( visitor.total, keyword ).toBe( 0 );
		const html = await (
			await request.post( AJAX, { form: { q: keyword } } )
		).text();
		expect( html ).not.toMatch( /Board minutes|Draft budget/ );
		const suggestions = await (
			await request.post( AJAX, {
				form: { q: keyword, make_file_suggestion: '1' },
			} )
		).text();
		expect( suggestions ).not.toMatch( /Board minutes|Draft budget/ );
	}

	const admin = await playwrightRequest.newContext( {
		baseURL,
		storageState: ADMIN_STATE,
	} );
	try {
		const nonce = (
			await (
				await admin.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
			).text()
		).trim();
		const answer = await admin.get( `${ REST }?q=minutes`, {
			headers: { 'X-WP-Nonce': nonce },
		} );
		expect( answer.headers()[ 'cache-control' ] ).toContain( 'private' );
		expect(
			( ( await answer.json() ) as SearchAnswer ).total
		).toBeGreaterThan( 0 );
	} finally {
		await admin.dispose();
	}
} );
