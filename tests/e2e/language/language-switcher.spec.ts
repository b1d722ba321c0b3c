/**
 * The Language switcher block on the demo's "About us" pages (Language_Demo; docs/language.md),
 * as a person's browser meets it: it lists the page in each language with the page's own marked,
 * and a click on another language goes there and makes it the visitor's choice, offered from
 * then on (the demo offers, it does not redirect).
 */
import type { Browser } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { launchPersonBrowser, visitorContext } from '../support/person-browser';

let person: Browser;

test.beforeAll( async () => {
	person = await launchPersonBrowser();
} );

test.afterAll( async () => {
	await person.close();
} );

test( 'a click on Français in the switcher goes there and is remembered', async ( {
	baseURL,
	checkA11y,
} ) => {
	const context = await visitorContext( person, baseURL, 'en-US' );
	const page = await context.newPage();
	await page.goto( '/about-us/' );
	await expect( page ).toHaveURL( /\/about-us\/$/ );

	const switcher = page.getByRole( 'navigation', { name: 'Languages' } );
	await expect( switcher.getByRole( 'link' ) ).toHaveText( [
		'English',
		'Deutsch',
		'Français',
	] );
	await expect(
		switcher.getByRole( 'link', { name: 'English' } )
	).toHaveAttribute( 'aria-current', 'page' );
	await checkA11y( page, {
		include: '.wp-block-frontage-language-switcher',
	} );

	await switcher.getByRole( 'link', { name: 'Français' } ).click();
	await expect( page ).toHaveURL( /\/fr\/a-propos\/$/ );
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'fr' );
	await expect(
		switcher.getByRole( 'link', { name: 'Français' } )
	).toHaveAttribute( 'aria-current', 'page' );
	const cookies = await context.cookies();
	const value = ( name: string ) =>
		cookies.find( ( cookie ) => cookie.name === name )?.value;
	expect( value( 'frontage_language' ) ).toBe( 'fr_FR' );
	expect( value( 'frontage_language_chosen' ) ).toBe( '1' );

	// The demo offers, it does not redirect: the English page now offers the visitor's French.
	await page.goto( '/about-us/' );
	await expect(
		page.getByRole( 'dialog', {
			name: 'This page is also available in Français.',
		} )
	).toBeVisible();
	await expect( page ).toHaveURL( /\/about-us\/$/ );
	await context.close();
} );
