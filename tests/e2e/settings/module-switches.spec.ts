/**
 * Settings → Frontage: switching a module off takes its scripts off the site's pages, and a
 * failed save says why without losing the owner's choice.
 */
import type { Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';

const SETTINGS = '/wp-admin/options-general.php?page=frontage';
// The Popups module's modal block script, on the demo page that holds a modal block.
const MODAL_SCRIPT = 'script[src*="/build/blocks/modal/view.js"]';
const MODAL_DEMO = '/modal-demo/';

/**
 * The settings app's notices (WordPress also repeats them in a hidden live region).
 *
 * @param page The settings screen.
 */
function notices( page: Page ) {
	return page.locator( '#frontage-settings .components-notice' );
}

test.afterEach( async ( { rest } ) => {
	// Every module back on for the next spec, whatever this one did.
	await rest.post( '/wp/v2/settings', {
		frontage_modules: { popups: true, language: true },
	} );
} );

test( 'switching the Popups module off removes its script from the page', async ( {
	adminPage,
	page,
} ) => {
	await page.goto( MODAL_DEMO );
	await expect( page.locator( MODAL_SCRIPT ) ).toHaveCount( 1 );

	await adminPage.goto( SETTINGS );
	const popups = adminPage.getByRole( 'checkbox', {
		name: 'Popups',
		exact: true,
	} );
	await popups.uncheck();
	await adminPage.getByRole( 'button', { name: 'Save settings' } ).click();
	await expect(
		notices( adminPage ).getByText( 'Settings saved.', { exact: false } )
	).toBeVisible();

	await page.goto( MODAL_DEMO );
	await expect( page.locator( MODAL_SCRIPT ) ).toHaveCount( 0 );
	await expect(
		page.getByRole( 'button', { name: 'Open the demo modal' } )
	).toHaveCount( 0 );

	await adminPage.reload();
	await expect( popups ).not.toBeChecked();
	await popups.check();
	await adminPage.getByRole( 'button', { name: 'Save settings' } ).click();
	await expect(
		notices( adminPage ).getByText( 'Settings saved.', { exact: false } )
	).toBeVisible();

	await page.goto( MODAL_DEMO );
	await expect( page.locator( MODAL_SCRIPT ) ).toHaveCount( 1 );
} );

test( 'a save that the server refuses says why and keeps the choice', async ( {
	adminPage,
	rest,
} ) => {
	await adminPage.goto( SETTINGS );
	const language = adminPage.getByRole( 'checkbox', {
		name: 'Language',
		exact: true,
	} );
	await language.uncheck();

	// The session ends in another tab: the server refuses the save.
	await adminPage.context().clearCookies();
	await adminPage.getByRole( 'button', { name: 'Save settings' } ).click();

	await expect(
		notices( adminPage ).getByText( 'Settings were not saved:', {
			exact: false,
		} )
	).toBeVisible();
	await expect( language ).not.toBeChecked();
	const settings = await rest.get< {
		frontage_modules: Record< string, boolean >;
	} >( '/wp/v2/settings' );
	expect( settings.frontage_modules.language ).toBe( true );
} );
