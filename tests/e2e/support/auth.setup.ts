/**
 * Logs in as the administrator once and saves the session for the specs' adminPage fixture.
 */
import { test as setup, expect } from '@playwright/test';

import { ADMIN_STATE } from '../../../playwright.config';
import { logIn } from './log-in';
import { ADMIN } from './site';

setup( 'log in as the administrator @smoke', async ( { page } ) => {
	await logIn( page, ADMIN.user, ADMIN.password );
	await expect( page.locator( '#wpadminbar' ) ).toBeVisible();
	await page.context().storageState( { path: ADMIN_STATE } );
} );
