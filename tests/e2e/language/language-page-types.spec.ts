/**
 * Every page type has its address in each language (docs/language.md "Language addresses"): a
 * category archive is the same archive under the language's prefix, and a 404 page falls back to
 * each language's home. Redirect mode sends a German browser to the German archive; popup mode
 * offers the German home on a page that was not found.
 */
import type { Browser } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	setUpLanguages,
	tearDownLanguages,
	type Languages,
} from './fixtures/languages';
import { launchPersonBrowser, visitorContext } from '../support/person-browser';

let person: Browser;

test.beforeAll( async () => {
	person = await launchPersonBrowser();
} );

test.afterAll( async () => {
	await person.close();
} );

test.describe( 'redirect mode', () => {
	let site: Languages;

	test.beforeAll( () => {
		site = setUpLanguages( { popup_option: 'redirect' } );
	} );

	test.afterAll( () => tearDownLanguages( site ) );

	test( 'a German browser on a category archive lands on the same archive in German', async ( {
		baseURL,
	} ) => {
		const context = await visitorContext( person, baseURL, 'de-DE' );
		const page = await context.newPage();
		await page.goto( '/category/uncategorized/?orderby=title' );
		await expect( page ).toHaveURL(
			/\/de\/category\/uncategorized\/\?orderby=title$/
		);
		await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'de' );
		// The archive's alternates name it in every language.
		await expect(
			page.locator( 'link[rel="alternate"][hreflang="fr"]' )
		).toHaveAttribute(
			'href',
			/\/fr\/category\/uncategorized\/\?orderby=title$/
		);
		await context.close();
	} );
} );

test.describe( 'popup mode', () => {
	let site: Languages;

	test.beforeAll( () => {
		site = setUpLanguages( { popup_option: 'popup' } );
	} );

	test.afterAll( () => tearDownLanguages( site ) );

	test( 'a page that was not found offers the German home to a German browser', async ( {
		baseURL,
	} ) => {
		const context = await visitorContext( person, baseURL, 'de-DE' );
		const page = await context.newPage();
		const response = await page.goto( '/no-such-page-anywhere/' );
		expect( response?.status() ).toBe( 404 );
		const dialog = page.getByRole( 'dialog', {
			name: 'This page is also available in Deutsch.',
		} );
		await expect( dialog ).toBeVisible();
		await expect( page ).toHaveURL( /\/no-such-page-anywhere\/$/ );
		await dialog.getByRole( 'button', { name: 'Change language' } ).click();
		await expect( page ).toHaveURL( /\/de\/$/ );
		await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'de' );
		await context.close();
	} );
} );
