/**
 * The search results table (docs/search.md): the column menu with the last-column and padding
 * classes on the last visible optional column, and the ggd theme's file detail pop-up, on the
 * demo's "Search files" page.
 */
import { test, expect } from '../support/fixtures';

const PAGE = '/search-files/';

test( 'the column menu hides columns and moves the last-column classes', async ( {
	page,
	checkA11y,
} ) => {
	// Only optional columns after the title, so the last one is the one that gets the classes.
	await page.goto(
		`${ PAGE }?q=report&theme_column=title,description,version,created,downloads`
	);
	const table = page.locator( '.frontage-search-results table' );
	await expect( table.locator( 'tbody tr' ).first() ).toBeVisible();
	const lastHeader = () =>
		table.locator( 'thead th.is-last-column.has-end-padding' );
	await expect( lastHeader() ).toHaveAttribute( 'data-column', 'downloads' );

	await page
		.locator( '.frontage-search-results' )
		.getByRole( 'button', { name: 'Columns' } )
		.click();
	const list = page.getByRole( 'list', { name: 'Columns' } );
	await expect( list ).toBeVisible();
	await checkA11y( page, { include: '.frontage-search' } );
	await list.getByRole( 'checkbox', { name: 'Downloads' } ).uncheck();

	await expect(
		table.locator( 'thead th[data-column="downloads"]' )
	).toBeHidden();
	await expect( lastHeader() ).toHaveAttribute( 'data-column', 'created' );
	await expect( table.locator( 'td.is-last-column' ).first() ).toBeVisible();

	await list.getByRole( 'checkbox', { name: 'Downloads' } ).check();
	await expect( lastHeader() ).toHaveAttribute( 'data-column', 'downloads' );
} );

test( 'in the ggd theme a file title opens its details in a pop-up', async ( {
	page,
	checkA11y,
} ) => {
	await page.goto( `${ PAGE }?q=annual&theme=ggd` );
	const title = page
		.locator( '.frontage-search-results' )
		.getByRole( 'link', { name: 'Annual report 2025', exact: true } );
	await title.click();

	const dialog = page.getByRole( 'dialog', { name: 'Annual report 2025' } );
	await expect( dialog ).toBeVisible();
	await expect( dialog.getByText( 'PDF', { exact: true } ) ).toBeVisible();
	await expect(
		dialog.getByRole( 'link', { name: 'Download' } )
	).toHaveAttribute( 'href', /frontage_download=/ );
	await checkA11y( page, { include: '.frontage-search' } );

	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( title ).toBeFocused();
} );
