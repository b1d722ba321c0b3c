/**
 * The search form's tags and lists from outside (docs/search.md "The filters in detail"), on the
 * demo's "Search files" page: the ticked tags are joined into the hidden `ftags` field the search
 * sends; tag options carry their tag's id; removing a tag the list does not have says 'No such
 * tag exists with the name …'; the category and file-type lists speak as the autocomplete does
 * ('No search results.', '{n} result(s) is/are available, use up and down arrow keys to
 * navigate.').
 */
import type { Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';

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
 * The hidden field the tags are joined into (the results' page-size form keeps its own copy of
 * the search's fields).
 *
 * @param page The page.
 */
const tagsField = ( page: Page ) =>
	page.locator( `${ FORM }__tags input[type=hidden][name=ftags]` );

test.describe( 'tags as a checkbox list', () => {
	test( 'the ticked tags are joined into the hidden ftags field, which the search sends', async ( {
		page,
		checkA11y,
	} ) => {
		await open( page );
		await expect( tagsField( page ) ).toHaveValue( '' );
		expect(
			await tagsField( page ).evaluate(
				( field ) => ( field as HTMLInputElement ).disabled
			)
		).toBe( false );
		// Every tag option carries its tag's id.
		const ids = await page
			.locator( 'input[name="ftags[]"]' )
			.evaluateAll( ( boxes ) =>
				boxes.map( ( box ) => ( box as HTMLInputElement ).dataset.id )
			);
		expect( ids.length ).toBeGreaterThan( 1 );
		for ( const id of ids ) {
			expect( id ).toMatch( /^[1-9]\d*$/ );
		}

		await page.getByRole( 'checkbox', { name: 'finance' } ).check();
		await page.getByRole( 'checkbox', { name: 'brand' } ).check();
		await expect( tagsField( page ) ).toHaveValue( 'brand,finance' );
		await page.getByRole( 'checkbox', { name: 'brand' } ).uncheck();
		await expect( tagsField( page ) ).toHaveValue( 'finance' );

		const [ call ] = await Promise.all( [
			page.waitForRequest( ( request ) =>
				request.url().includes( 'task=search.display' )
			),
			page.locator( '.frontage-search__submit' ).click(),
		] );
		expect(
			new URLSearchParams( call.postData() ?? '' ).get( 'ftags' )
		).toBe( 'finance' );
		await expect( page ).toHaveURL( /[?&]ftags=finance(&|$)/ );
		await checkA11y( page, { include: FORM } );
	} );

	test( 'the category and file-type lists say what the autocomplete says', async ( {
		page,
		checkA11y,
	} ) => {
		await open( page );
		await page.locator( '.frontage-search-cat__overlay' ).click();
		const filter = page.getByRole( 'combobox', {
			name: 'Search categories',
		} );
		const categoryStatus = page.locator(
			'.frontage-search-cat__popup [role=status]'
		);
		await filter.pressSequentially( 'report' );
		await expect( categoryStatus ).toHaveText(
			'2 results are available, use up and down arrow keys to navigate.'
		);
		await filter.pressSequentially( 'zzz' );
		await expect( categoryStatus ).toHaveText( 'No search results.' );
		await checkA11y( page, { include: FORM } );
		await filter.press( 'Escape' );

		const types = page.getByRole( 'combobox', { name: 'File types' } );
		const typeStatus = page.locator(
			'.frontage-search-types [role=status]'
		);
		await types.pressSequentially( 'pd' );
		await expect( typeStatus ).toHaveText(
			'1 result is available, use up and down arrow keys to navigate.'
		);
		await types.pressSequentially( 'zzz' );
		await expect( typeStatus ).toHaveText( 'No search results.' );
		await checkA11y( page, { include: FORM } );
	} );
} );

test.describe( 'tags as a tag-input field', () => {
	test.beforeEach( async ( { rest } ) => {
		await rest.post( '/wp/v2/settings', {
			frontage_search: { tag_display: 'input' },
		} );
	} );

	test.afterEach( async ( { rest } ) => {
		await rest.post( '/wp/v2/settings', {
			frontage_search: { tag_display: 'checkbox' },
		} );
	} );

	for ( const width of [ 1280, 390 ] ) {
		test( `removing a tag the list does not have says so (${ width } px)`, async ( {
			page,
			checkA11y,
		} ) => {
			await page.setViewportSize( { width, height: 900 } );
			await open( page, `${ PAGE }?ftags=finance,nosuchtag` );
			await expect( tagsField( page ) ).toHaveValue(
				'finance,nosuchtag'
			);
			const unknown = page.getByRole( 'button', {
				name: 'Remove tag nosuchtag',
			} );
			await expect(
				page.getByRole( 'button', { name: 'Remove tag finance' } )
			).toBeVisible();
			await expect( unknown ).toBeVisible();

			await unknown.click();
			const note = page.locator( '.frontage-search__tags-note' );
			await expect( note ).toHaveText(
				'No such tag exists with the name nosuchtag'
			);
			await expect( tagsField( page ) ).toHaveValue( 'finance' );
			await checkA11y( page, { include: FORM } );

			// The message sits in the tags area, inside the form, on one screen width or another.
			const form = await page.locator( `${ FORM }__form` ).boundingBox();
			const tags = await page.locator( `${ FORM }__tags` ).boundingBox();
			const box = await note.boundingBox();
			expect( form && tags && box ).toBeTruthy();
			expect( box!.width ).toBeGreaterThan( 0 );
			expect( box!.x ).toBeGreaterThanOrEqual( tags!.x - 1 );
			expect( box!.x + box!.width ).toBeLessThanOrEqual(
				tags!.x + tags!.width + 1
			);
			expect( box!.y ).toBeGreaterThanOrEqual( tags!.y - 1 );
			expect( box!.y + box!.height ).toBeLessThanOrEqual(
				tags!.y + tags!.height + 1
			);
			expect( tags!.x + tags!.width ).toBeLessThanOrEqual(
				form!.x + form!.width + 1
			);
			expect( tags!.x + tags!.width ).toBeLessThanOrEqual( width );

			await Promise.all( [
				page.waitForResponse( ( response ) =>
					response.url().includes( 'task=search.display' )
				),
				page.locator( '.frontage-search__submit' ).click(),
			] );
			await expect( page ).toHaveURL( /[?&]ftags=finance(&|$)/ );
		} );
	}

	test( 'the suggested tag options carry their id', async ( { page } ) => {
		await open( page );
		const brandId = await page
			.locator( 'input[name="ftags[]"][value=brand]' )
			.getAttribute( 'data-id' );
		expect( brandId ).toMatch( /^[1-9]\d*$/ );
		await page
			.getByRole( 'combobox', { name: 'Add a tag' } )
			.pressSequentially( 'bra' );
		const option = page
			.getByRole( 'listbox', { name: 'Add a tag' } )
			.getByRole( 'option', { name: 'brand' } );
		await expect( option ).toHaveAttribute( 'data-id', brandId! );
		await expect( option ).toHaveAttribute( 'data-value', 'brand' );
	} );
} );
