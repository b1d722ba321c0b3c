/**
 * Settings → Frontage → File search: the global search settings are saved, shown again after a
 * reload, and change what visitors get on the search page.
 */
import { test, expect } from '../support/fixtures';

const SETTINGS = '/wp-admin/options-general.php?page=frontage';
const SEARCH_PAGE = '/search-files/';

test.afterEach( async ( { rest } ) => {
	// The defaults back for the next spec, whatever this one did.
	await rest.post( '/wp/v2/settings', {
		frontage_search: {
			suggestions: true,
			check_empty_key: false,
			download_selected: true,
			search_all: true,
			tag_display: 'checkbox',
			date_format: 'DD-MM-YYYY',
		},
		frontage_modules: { search: true },
	} );
} );

test( 'the File search settings are saved and reach the search page', async ( {
	adminPage,
	page,
	checkA11y,
} ) => {
	await adminPage.goto( SETTINGS );
	const card = adminPage.locator( '.components-card', {
		has: adminPage.getByRole( 'heading', { name: 'File search' } ),
	} );
	await expect( card ).toBeVisible();
	await checkA11y( adminPage, { include: '#frontage-settings' } );

	await card
		.getByRole( 'combobox', { name: 'Tags are chosen with' } )
		.selectOption( 'input' );
	await card
		.getByRole( 'combobox', { name: 'Date format of the date filters' } )
		.selectOption( 'YYYY-MM-DD' );
	await adminPage.getByRole( 'button', { name: 'Save settings' } ).click();
	await expect(
		adminPage
			.locator( '#frontage-settings .components-notice' )
			.getByText( 'Settings saved.', { exact: false } )
	).toBeVisible();

	await adminPage.reload();
	await expect(
		card.getByRole( 'combobox', { name: 'Tags are chosen with' } )
	).toHaveValue( 'input' );
	await expect(
		card.getByRole( 'combobox', {
			name: 'Date format of the date filters',
		} )
	).toHaveValue( 'YYYY-MM-DD' );

	// The visitor's search form follows: a tag field, and dates written year first.
	await page.goto( SEARCH_PAGE );
	const form = page.locator( '.frontage-search__form' );
	await expect( form.locator( '.frontage-search__tags' ) ).toHaveAttribute(
		'data-display',
		'input'
	);
	await expect( form.locator( 'input[name="cfrom"]' ) ).toHaveAttribute(
		'placeholder',
		'YYYY-MM-DD'
	);
} );

test( 'the File search card is not shown while the module is off', async ( {
	adminPage,
	rest,
} ) => {
	await rest.post( '/wp/v2/settings', {
		frontage_modules: { search: false },
	} );
	await adminPage.goto( SETTINGS );
	await expect(
		adminPage.getByRole( 'checkbox', { name: 'File search', exact: true } )
	).not.toBeChecked();
	await expect(
		adminPage.getByRole( 'heading', { name: 'File search' } )
	).toHaveCount( 0 );
} );
