/**
 * The Language switcher block on the demo's "About us" pages (Language_Demo; docs/language.md),
 * as a person's browser meets it: it lists the page in each language with the page's own marked,
 * and a click on another language goes there and makes it the visitor's choice, offered from
 * then on (the demo offers, it does not redirect).
 */
import type { Browser } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	expectInViewport,
	expectNoSidewaysScroll,
	screenshotAt,
	WIDTHS,
} from '../support/layout';
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
	// The demo shows flags: each link is still named by its language alone.
	await expect( switcher.getByRole( 'link' ) ).toHaveText( [
		/English$/,
		/Deutsch$/,
		/Français$/,
	] );
	for ( const name of [ 'English', 'Deutsch', 'Français' ] ) {
		await expect(
			switcher.getByRole( 'link', { name, exact: true } )
		).toBeVisible();
	}
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

for ( const width of WIDTHS ) {
	test( `the switcher's flags are emoji before the names, hidden from screen readers (${ width.name })`, async ( {
		baseURL,
		checkA11y,
	}, testInfo ) => {
		const context = await visitorContext( person, baseURL, 'en-US' );
		const page = await context.newPage();
		await page.setViewportSize( width );
		const asked: string[] = [];
		page.on( 'request', ( request ) => asked.push( request.url() ) );
		await page.goto( '/about-us/' );
		const switcher = page.getByRole( 'navigation', { name: 'Languages' } );
		const flags = switcher.locator(
			'.wp-block-frontage-language-switcher__flag'
		);
		// en_US, de_DE, fr_FR: the United States, Germany, France.
		await expect( flags ).toHaveCount( 3 );
		expect(
			await flags.evaluateAll( ( spans ) =>
				spans.map( ( span ) => span.textContent )
			)
		).toEqual( [ '🇺🇸', '🇩🇪', '🇫🇷' ] );
		for ( const flag of await flags.all() ) {
			await expect( flag ).toHaveAttribute( 'aria-hidden', 'true' );
			await expect( flag ).toBeVisible();
		}
		const german = switcher.getByRole( 'link', {
			name: 'Deutsch',
			exact: true,
		} );
		await expect( german ).toBeVisible();
		// The flag sits before the name, on its line.
		const flag = ( await flags.nth( 1 ).boundingBox() )!;
		const link = ( await german.boundingBox() )!;
		expect( flag.x ).toBeGreaterThanOrEqual( link.x - 0.5 );
		expect( flag.x + flag.width ).toBeLessThan( link.x + link.width );
		expect( flag.y ).toBeLessThan( link.y + link.height );

		await switcher.scrollIntoViewIfNeeded();
		await expectInViewport( page, switcher );
		await expectNoSidewaysScroll( page );
		await screenshotAt( page, testInfo, 'the switcher with flags' );
		await checkA11y( page, {
			include: '.wp-block-frontage-language-switcher',
		} );
		// No image for a flag, not even WordPress's emoji pictures (1f1e6-1f1ff: the regional
		// indicators), which it fetches where a browser has no emoji font.
		expect(
			asked.filter( ( url ) => /flag|\b1f1[ef][0-9a-f]\b/i.test( url ) )
		).toEqual( [] );
		await context.close();
	} );
}
