/**
 * The search form's widgets on the demo's "Search files" page (docs/search.md):
 * the category picker reloads the tags, the type multi-select searches, the date picker works
 * by keyboard, the size boxes take digits only, Reset empties everything, and axe is content.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

const SEARCH_PAGE = '/search-files/';
const FORM = '.frontage-search';

/**
 * The category picker's overlay button.
 *
 * @param page The page.
 */
const categoryButton = ( page: Page ) =>
	page.locator( '.frontage-search-cat__overlay' );

/**
 * Picks a category by typing in the picker's search box and pressing Enter, and waits for the
 * tag call it makes.
 *
 * @param page The page.
 * @param name What to type.
 * @return The tag call's address.
 */
async function pickCategory( page: Page, name: string ): Promise< string > {
	await categoryButton( page ).click();
	const filter = page.getByRole( 'combobox', { name: 'Search categories' } );
	await expect( filter ).toBeFocused();
	await filter.pressSequentially( name );
	const tags = page.waitForResponse( ( response ) =>
		response.url().includes( 'task=search.getTagByCatId' )
	);
	await filter.press( 'Enter' );
	return ( await tags ).url();
}

/**
 * The values of the tag checkboxes, and which are ticked.
 *
 * @param page The page.
 */
const tagValues = ( page: Page ) =>
	page
		.locator( 'input[name="ftags[]"]' )
		.evaluateAll( ( boxes ) =>
			boxes.map( ( box ) => ( box as HTMLInputElement ).value )
		);

test.describe( 'search form widgets', () => {
	test.beforeEach( async ( { page } ) => {
		await page.goto( SEARCH_PAGE );
		await expect( categoryButton( page ) ).toBeVisible();
	} );

	test( 'picking a category by keyboard reloads its tags', async ( {
		page,
		checkA11y,
	} ) => {
		await expect( categoryButton( page ) ).toHaveText( 'All categories' );
		await expect( categoryButton( page ) ).toHaveAccessibleName(
			'Category All categories'
		);
		expect( await tagValues( page ) ).toContain( 'brand' );

		await categoryButton( page ).click();
		const filter = page.getByRole( 'combobox', {
			name: 'Search categories',
		} );
		await filter.pressSequentially( 'report' );
		const list = page.getByRole( 'listbox', { name: 'Category' } );
		await expect( list.getByRole( 'option' ) ).toHaveText( [
			'Reports',
			'Annual reports',
		] );
		await expect( list ).toHaveCSS( 'max-height', /px$/ );
		await checkA11y( page, { include: FORM } );
		await filter.press( 'Escape' );
		await expect( list ).toBeHidden();
		await expect( categoryButton( page ) ).toBeFocused();

		// The demo's category id, whichever it got on this site.
		const annual = await page
			.locator( 'select[name=catid] option[data-slug="annual-reports"]' )
			.getAttribute( 'value' );
		const url = await pickCategory( page, 'annual' );
		expect( url ).toContain( `catId=${ annual }` );
		expect( url ).toContain( 'catSlug=annual-reports' );
		await expect( categoryButton( page ) ).toHaveText( 'Annual reports' );
		await expect( categoryButton( page ) ).toBeFocused();
		await expect( page.locator( 'select[name=catid]' ) ).toHaveValue(
			String( annual )
		);
		await expect
			.poll( () => tagValues( page ) )
			.toEqual( [ '2025', '2026', 'data', 'finance' ] );

		await page.getByRole( 'checkbox', { name: 'finance' } ).check();
		await expect(
			page.locator( '.frontage-search__tag.is-active' )
		).toHaveText( 'finance' );
		await checkA11y( page, { include: FORM } );
	} );

	test( "a category without tags says 'no tag in this category found'", async ( {
		page,
		rest,
	} ) => {
		const empty = await rest.post< { id: number } >(
			'/frontage/v1/categories',
			{ name: 'Widgets e2e empty' }
		);
		try {
			await page.reload();
			const url = await pickCategory( page, 'Widgets e2e' );
			expect( url ).toContain( `catId=${ empty.id }` );
			await expect(
				page.locator( '.frontage-search__tags-message' )
			).toHaveText( 'no tag in this category found' );
			expect( await tagValues( page ) ).toEqual( [] );
		} finally {
			await rest.delete( `/frontage/v1/categories/${ empty.id }` );
		}
	} );

	test( "a failed tag call shows the server's message in the tag list", async ( {
		page,
		rest,
	} ) => {
		const doomed = await rest.post< { id: number } >(
			'/frontage/v1/categories',
			{ name: 'Widgets e2e gone' }
		);
		await page.reload();
		// Deleted after the page listed it: the tag call is refused.
		await rest.delete( `/frontage/v1/categories/${ doomed.id }` );
		await pickCategory( page, 'Widgets e2e' );
		await expect(
			page.locator( '.frontage-search__tags-message' )
		).toHaveText( 'This category does not exist or you may not see it.' );
	} );

	test( 'the file types are searched and chosen by keyboard', async ( {
		page,
		checkA11y,
	} ) => {
		const box = page.getByRole( 'combobox', { name: 'File types' } );
		await box.focus();
		await box.pressSequentially( 'p' );
		const list = page.getByRole( 'listbox', { name: 'File types' } );
		await expect( list.getByRole( 'option' ) ).toHaveText( [
			'jpg',
			'pdf',
			'png',
			'webp',
			'zip',
		] );
		await box.press( 'ArrowDown' );
		await box.press( 'Enter' );
		await expect(
			list.getByRole( 'option', { name: 'pdf' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		await checkA11y( page, { include: FORM } );
		await box.press( 'Escape' );
		await expect( list ).toBeHidden();
		await expect(
			page.getByRole( 'button', { name: 'Remove pdf' } )
		).toBeVisible();
		await expect( page.locator( 'select[name="type[]"]' ) ).toHaveValues( [
			'pdf',
		] );

		// Backspace in the empty box takes the last type off.
		await box.fill( '' );
		await box.press( 'Backspace' );
		await expect( page.locator( 'select[name="type[]"]' ) ).toHaveValues(
			[]
		);
	} );

	test( 'the date picker works by keyboard, Monday first, DD-MM-YYYY', async ( {
		page,
		checkA11y,
	} ) => {
		// Boxes without the library's first and last days (data-min / data-max), which would
		// bound the calendar to the demo's one day (search-rules.spec.ts tests the bounds).
		await page.route( `**${ SEARCH_PAGE }`, async ( route ) => {
			const response = await route.fetch();
			await route.fulfill( {
				response,
				body: ( await response.text() ).replace(
					/ data-(min|max)="[^"]*"/g,
					''
				),
			} );
		} );
		await page.goto( SEARCH_PAGE );
		const input = page.getByRole( 'textbox', { name: 'Created from' } );
		await input.fill( '13-03-2024' );
		const button = page.getByRole( 'button', {
			name: 'Choose Created from date',
		} );
		await button.focus();
		await button.press( 'Enter' );

		const dialog = page.getByRole( 'dialog', { name: /Created from/ } );
		await expect( dialog ).toBeVisible();
		await expect( dialog ).toContainText( 'March 2024' );
		await expect(
			dialog.getByRole( 'columnheader' ).first()
		).toHaveAttribute( 'abbr', 'Monday' );
		const focusedDay = () =>
			dialog.evaluate(
				( element ) =>
					( element.ownerDocument.activeElement as HTMLElement )
						.dataset.date
			);
		expect( await focusedDay() ).toBe( '2024-03-13' );
		await checkA11y( page, { include: FORM } );

		await page.keyboard.press( 'ArrowRight' );
		await page.keyboard.press( 'ArrowDown' );
		expect( await focusedDay() ).toBe( '2024-03-21' );
		await page.keyboard.press( 'PageDown' );
		expect( await focusedDay() ).toBe( '2024-04-21' );
		await expect( dialog ).toContainText( 'April 2024' );

		// Focus stays in the dialog.
		for ( let tab = 0; tab < 6; tab++ ) {
			await page.keyboard.press( 'Tab' );
			expect(
				await dialog.evaluate( ( element ) =>
					element.contains( element.ownerDocument.activeElement )
				)
			).toBe( true );
		}
		await dialog.locator( '[data-date="2024-04-21"]' ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( dialog ).toBeHidden();
		await expect( input ).toHaveValue( '21-04-2024' );
		await expect( button ).toBeFocused();

		// Escape closes without a change; the text stays editable.
		await button.press( 'Enter' );
		await expect( dialog ).toBeVisible();
		await page.keyboard.press( 'ArrowLeft' );
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( input ).toHaveValue( '21-04-2024' );
		await input.fill( '01-05-2024' );
		await expect( input ).toHaveValue( '01-05-2024' );

		// A to date before the from date cannot be applied.
		const toButton = page.getByRole( 'button', {
			name: 'Choose Created to date',
		} );
		await toButton.click();
		const toDialog = page.getByRole( 'dialog', { name: /Created to/ } );
		await page.keyboard.press( 'ArrowLeft' );
		await page.keyboard.press( 'Enter' );
		await expect(
			toDialog.getByRole( 'button', { name: 'Apply' } )
		).toBeDisabled();
		await expect( toDialog ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect(
			page.getByRole( 'textbox', { name: 'Created to' } )
		).toHaveValue( '' );
	} );

	test( "the size boxes take digits, the decimal marks, the units' letters, Backspace and Delete only", async ( {
		page,
	} ) => {
		const size = page.getByRole( 'textbox', { name: 'Size from' } );
		await size.focus();
		for ( const key of [ 'a', 'e', '-', '1', '2', '+', 'x', '3' ] ) {
			await page.keyboard.press( key );
		}
		await expect( size ).toHaveValue( '123' );
		await page.keyboard.press( 'Backspace' );
		await expect( size ).toHaveValue( '12' );
		await page.keyboard.press( 'Home' );
		await page.keyboard.press( 'Delete' );
		await expect( size ).toHaveValue( '2' );
		await page.keyboard.press( 'End' );
		await page.keyboard.press( '.' );
		await page.keyboard.press( '5' );
		await expect( size ).toHaveValue( '2.5' );
	} );

	test( 'Reset restores every widget', async ( { page, checkA11y } ) => {
		await pickCategory( page, 'annual' );
		await expect
			.poll( () => tagValues( page ) )
			.toEqual( [ '2025', '2026', 'data', 'finance' ] );
		await page.getByRole( 'checkbox', { name: 'finance' } ).check();
		const types = page.getByRole( 'combobox', { name: 'File types' } );
		await types.pressSequentially( 'pdf' );
		await types.press( 'Enter' );
		await types.press( 'Escape' );
		await page.getByRole( 'textbox', { name: 'Size from' } ).fill( '10' );
		await page
			.getByRole( 'combobox', { name: 'Unit of size from' } )
			.selectOption( 'mb' );
		await page
			.getByRole( 'textbox', { name: 'Updated to' } )
			.fill( '01-01-2025' );

		await page.locator( '.frontage-search__reset' ).click();

		await expect( categoryButton( page ) ).toHaveText( 'All categories' );
		await expect( page.locator( 'select[name=catid]' ) ).toHaveValue( '' );
		await expect(
			page.locator( 'input[name="ftags[]"]:checked' )
		).toHaveCount( 0 );
		await expect.poll( () => tagValues( page ) ).toContain( 'brand' );
		await expect( page.locator( 'select[name="type[]"]' ) ).toHaveValues(
			[]
		);
		await expect(
			page.getByRole( 'button', { name: 'Remove pdf' } )
		).toHaveCount( 0 );
		await expect(
			page.getByRole( 'textbox', { name: 'Size from' } )
		).toHaveValue( '' );
		await expect(
			page.getByRole( 'combobox', { name: 'Unit of size from' } )
		).toHaveValue( 'kb' );
		await expect(
			page.getByRole( 'textbox', { name: 'Updated to' } )
		).toHaveValue( '' );
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

	test( 'known tags become chips; an unknown name is refused', async ( {
		page,
		checkA11y,
	} ) => {
		await page.goto( SEARCH_PAGE );
		const box = page.getByRole( 'combobox', { name: 'Add a tag' } );
		await box.pressSequentially( 'fin' );
		const option = page
			.getByRole( 'listbox', { name: 'Add a tag' } )
			.getByRole( 'option', { name: 'finance' } );
		await expect( option ).toBeVisible();
		await checkA11y( page, { include: FORM } );
		await box.press( 'Enter' );
		await expect(
			page.getByRole( 'button', { name: 'Remove tag finance' } )
		).toBeVisible();
		await expect(
			page.locator( 'input[name="ftags[]"]:checked' )
		).toHaveValue( 'finance' );

		await box.pressSequentially( 'nonsense' );
		await box.press( 'Enter' );
		await expect(
			page.locator( '.frontage-search__tags-note' )
		).toHaveText( 'No such tag exists with the name nonsense' );

		await box.press( 'Backspace' );
		await expect(
			page.locator( 'input[name="ftags[]"]:checked' )
		).toHaveCount( 0 );
	} );
} );
