/**
 * Deactivating and activating Frontage from the Plugins screen works and logs nothing.
 */
import { test, expect } from '../support/fixtures';
import { debugLogSize, frontageLogEntriesSince } from '../support/site';

test( 'deactivating and activating Frontage leaves no notice in debug.log', async ( {
	adminPage,
} ) => {
	const logOffset = debugLogSize();
	await adminPage.goto( '/wp-admin/plugins.php' );
	const row = adminPage.locator( 'tr[data-slug="frontage"]' );

	await row.getByRole( 'link', { name: 'Deactivate Frontage' } ).click();
	await expect( adminPage.getByText( 'Plugin deactivated.' ) ).toBeVisible();
	await expect( row ).toHaveClass( /\binactive\b/ );

	await row.getByRole( 'link', { name: 'Activate Frontage' } ).click();
	await expect( adminPage.getByText( 'Plugin activated.' ) ).toBeVisible();
	await expect( row ).toHaveClass( /\bactive\b/ );

	// A front-end and an admin request after activation, where a broken boot would show.
	await adminPage.goto( '/' );
	await adminPage.goto( '/wp-admin/options-general.php?page=frontage' );
	await expect(
		adminPage.getByRole( 'checkbox', { name: 'Files', exact: true } )
	).toBeVisible();

	expect( frontageLogEntriesSince( logOffset ) ).toEqual( [] );
} );
