/**
 * The language configuration the page provides (docs/language.md "The language configuration"):
 * a theme's script reads `window.frontageLanguage` under its public names. And IP detection as a
 * visitor meets it: the head script hands the detection call to the loader, which asks
 * `get-needed-language` with the configuration's fields and then redirects (redirect mode) or
 * offers the language (popup mode). The country comes from the header the settings name, as a
 * CDN would send it.
 */
import type { Browser, Request } from '@playwright/test';

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

/**
 * Publishes the three languages with these settings for the tests of a describe block.
 *
 * @param settings Settings over the fixture's.
 * @return The fixture's pages, once beforeAll has run.
 */
function languagesWith( settings: Record< string, unknown > ): {
	site: Languages;
} {
	const holder = {} as { site: Languages };

	test.beforeAll( () => {
		holder.site = setUpLanguages( settings );
	} );

	test.afterAll( () => tearDownLanguages( holder.site ) );

	return holder;
}

test.describe( 'the configuration', () => {
	const holder = languagesWith( {
		popup_option: 'popup',
		popup_type: 'hello_bar',
		cookie_age: 7,
	} );

	test( 'a theme’s script reads window.frontageLanguage under the public names', async ( {
		baseURL,
	} ) => {
		const { site } = holder;
		const context = await visitorContext( person, baseURL, 'en-US' );
		const page = await context.newPage();
		await page.goto( site.english.link );
		// What a theme's script at the end of the page reads.
		const config = await page.evaluate( () =>
			JSON.parse( JSON.stringify( window.frontageLanguage ) )
		);
		expect( config ).toMatchObject( {
			default_language: 'en_US',
			url_slugs: { en_US: '', de_DE: 'de', fr_FR: 'fr' },
			publish_languages: [ 'en_US', 'de_DE', 'fr_FR' ],
			iso_codes: { en_US: 'en', de_DE: 'de', fr_FR: 'fr' },
			english_name: {
				en_US: 'English',
				de_DE: 'Deutsch',
				fr_FR: 'Français',
			},
			detection_method: 'browser',
			popup_option: 'popup',
			popup_type: 'hello_bar',
			popup_textarea:
				'This page is also available in {{suggested_language}}.',
			popup_textarea_change_button: 'Change language',
			popup_textarea_close_button: 'Stay here',
			is_iphone_user_check: false,
			cookie_name: 'frontage_language',
			cookie_age: 7,
			cookie_path: '/',
			abs_home: new URL( baseURL as string ).origin,
			ajax_url: new URL( '/wp-admin/admin-ajax.php', baseURL ).href,
			language_urls: {
				en_US: site.english.link,
				de_DE: site.german.link,
			},
		} );
		await context.close();
	} );
} );

/**
 * The detection calls a page makes.
 *
 * @param requests Every request of the page.
 */
function detectionCalls( requests: Request[] ): URLSearchParams[] {
	return requests
		.filter( ( request ) => request.url().includes( 'admin-ajax.php' ) )
		.map( ( request ) => new URLSearchParams( request.postData() ?? '' ) )
		.filter( ( body ) => body.get( 'action' ) === 'get-needed-language' );
}

test.describe( 'IP detection, redirect mode', () => {
	const holder = languagesWith( {
		detection_method: 'ip',
		ip_country_header: 'CF-IPCountry',
		popup_option: 'redirect',
	} );

	test( 'a visitor in Germany with an English browser lands on the German page', async ( {
		baseURL,
	} ) => {
		const { site } = holder;
		const context = await visitorContext( person, baseURL, 'en-US' );
		await context.setExtraHTTPHeaders( { 'CF-IPCountry': 'DE' } );
		const page = await context.newPage();
		const requests: Request[] = [];
		page.on( 'request', ( request ) => requests.push( request ) );

		await page.goto( site.english.link );
		await expect( page ).toHaveURL( site.german.link );
		const cookies = await context.cookies();
		expect(
			cookies.find( ( cookie ) => cookie.name === 'frontage_language' )
				?.value
		).toBe( 'de_DE' );
		// The call carries the configuration's fields.
		const [ call ] = detectionCalls( requests );
		expect( call.get( 'detection_method' ) ).toBe( 'ip' );
		expect( call.getAll( 'publish_languages[]' ) ).toEqual( [
			'en_US',
			'de_DE',
			'fr_FR',
		] );
		expect( call.get( 'english_name[de_DE]' ) ).toBe( 'Deutsch' );
		expect( call.get( 'default_language' ) ).toBe( 'en_US' );
		await context.close();
	} );

	test( 'a visitor whose country is not told stays, and is asked once per visit', async ( {
		baseURL,
	} ) => {
		const { site } = holder;
		const context = await visitorContext( person, baseURL, 'de-DE' );
		const page = await context.newPage();
		const requests: Request[] = [];
		page.on( 'request', ( request ) => requests.push( request ) );

		const answered = page.waitForResponse(
			( response ) =>
				response.url().includes( 'admin-ajax.php' ) &&
				( response.request().postData() ?? '' ).includes(
					'get-needed-language'
				)
		);
		await page.goto( site.english.link );
		expect( await ( await answered ).json() ).toBe( '' );
		// IP detection only: the German browser is not followed.
		await expect( page ).toHaveURL( site.english.link );
		expect( detectionCalls( requests ) ).toHaveLength( 1 );
		await expect
			.poll( async () =>
				( await context.cookies() ).find(
					( cookie ) => cookie.name === 'frontage_language'
				)
			)
			.toMatchObject( { value: 'en_US' } );

		// The page's language is stored: the next page asks nothing (the loader, which would
		// ask, runs before the load event).
		requests.length = 0;
		await page.reload( { waitUntil: 'load' } );
		expect( detectionCalls( requests ) ).toHaveLength( 0 );
		await context.close();
	} );
} );

test.describe( 'IP detection, popup mode', () => {
	const holder = languagesWith( {
		detection_method: 'ip',
		ip_country_header: 'CF-IPCountry',
		popup_option: 'popup',
		popup_type: 'popup',
	} );

	test( 'a visitor in Germany is offered Deutsch, not sent there', async ( {
		baseURL,
	} ) => {
		const { site } = holder;
		const context = await visitorContext( person, baseURL, 'en-US' );
		await context.setExtraHTTPHeaders( { 'CF-IPCountry': 'DE' } );
		const page = await context.newPage();

		await page.goto( site.english.link );
		const dialog = page.getByRole( 'dialog', {
			name: 'This page is also available in Deutsch.',
		} );
		await expect( dialog ).toBeVisible();
		await expect( page ).toHaveURL( site.english.link );
		await dialog.getByRole( 'button', { name: 'Change language' } ).click();
		await expect( page ).toHaveURL( site.german.link );
		await context.close();
	} );
} );
