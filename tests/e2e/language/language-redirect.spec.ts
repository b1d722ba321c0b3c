/**
 * The language flow in redirect mode (docs/language.md "The flow, step by step") as a person's
 * browser meets it: Chromium without the automation flag (navigator.webdriver is false) and an
 * ordinary desktop user agent. A German browser on an English page lands on its German
 * translation before anything is painted, the choice is kept in the cookie, a click on a link to
 * another language makes that language the visitor's; crawlers and automated browsers are never
 * redirected.
 */
import type { Browser, BrowserContext } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	setUpLanguages,
	tearDownLanguages,
	type Languages,
} from './fixtures/languages';
import {
	GOOGLEBOT,
	launchPersonBrowser,
	visitorContext,
} from '../support/person-browser';

let site: Languages;
let person: Browser;

test.beforeAll( async () => {
	site = setUpLanguages();
	person = await launchPersonBrowser();
} );

test.afterAll( async () => {
	await person.close();
	tearDownLanguages( site );
} );

/**
 * A visitor's context in a language.
 *
 * @param baseURL   The site.
 * @param locale    The browser's language.
 * @param userAgent Its user agent.
 */
function visitor(
	baseURL: string | undefined,
	locale: string,
	userAgent?: string
): Promise< BrowserContext > {
	return visitorContext( person, baseURL, locale, userAgent );
}

test( 'a German browser lands on the German page, and the choice is remembered', async ( {
	baseURL,
} ) => {
	const context = await visitor( baseURL, 'de-DE' );
	const page = await context.newPage();
	expect( await page.evaluate( () => navigator.webdriver ) ).toBe( false );

	await page.goto( site.english.link );
	await expect( page ).toHaveURL( site.german.link );
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'de' );
	const cookies = await context.cookies();
	expect(
		cookies.find( ( cookie ) => cookie.name === 'frontage_language' )
	).toMatchObject( { value: 'de_DE', sameSite: 'Lax' } );

	// The home page too: / → /de/.
	await page.goto( '/' );
	await expect( page ).toHaveURL( /\/de\/$/ );
	await context.close();
} );

test( 'a click on a link to another language makes it the visitor’s', async ( {
	baseURL,
} ) => {
	const context = await visitor( baseURL, 'de-DE' );
	const page = await context.newPage();
	await page.goto( site.german.link );
	await expect( page ).toHaveURL( site.german.link );
	// A language switcher's link, as a theme would print it.
	await page.evaluate( ( href ) => {
		const link = document.createElement( 'a' );
		link.href = href;
		link.textContent = 'English';
		document.body.prepend( link );
	}, site.english.link );
	await page.getByRole( 'link', { name: 'English', exact: true } ).click();
	await expect( page ).toHaveURL( site.english.link );
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'en' );
	const cookies = await context.cookies();
	expect(
		cookies.find( ( cookie ) => cookie.name === 'frontage_language' )?.value
	).toBe( 'en_US' );
	await context.close();
} );

test( 'crawlers and automated browsers are never redirected', async ( {
	baseURL,
	browser,
} ) => {
	const crawler = await visitor( baseURL, 'de-DE', GOOGLEBOT );
	const crawled = await crawler.newPage();
	await crawled.goto( site.english.link );
	await expect( crawled.locator( 'html' ) ).toHaveAttribute( 'lang', 'en' );
	await expect( crawled ).toHaveURL( site.english.link );
	await crawler.close();

	// Playwright's own browser says navigator.webdriver = true.
	const automated = await browser.newContext( { baseURL, locale: 'de-DE' } );
	const page = await automated.newPage();
	await page.goto( site.english.link );
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'en' );
	await expect( page ).toHaveURL( site.english.link );
	await automated.close();
} );
