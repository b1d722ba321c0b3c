/**
 * The language popup and hello bar (docs/language.md, flow step 5) as a
 * person's browser meets them (tests/e2e/support/person-browser.ts). A German browser on an
 * English page is offered Deutsch; accepting goes there and is followed from then on, dismissing
 * stays and is remembered. The popup is a dialog that takes and returns focus; the hello bar is a
 * region that moves nothing. An iPhone with the check on, a crawler, and an automated browser are
 * offered nothing.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	setUpLanguages,
	tearDownLanguages,
	type Languages,
} from './fixtures/languages';
import {
	GOOGLEBOT,
	IPHONE,
	launchPersonBrowser,
	visitorContext,
} from '../support/person-browser';

const OFFER_TEXT = 'This page is also available in Deutsch.';

let person: Browser;

/**
 * Publishes the three languages with these settings for the tests of a describe block, and
 * launches the person's browser.
 *
 * @param settings The popup settings.
 * @return The fixture's pages, once beforeAll has run.
 */
function languagesWith( settings: Record< string, unknown > ): {
	site: Languages;
} {
	const holder = {} as { site: Languages };

	test.beforeAll( async () => {
		holder.site = setUpLanguages( settings );
		person = await launchPersonBrowser();
	} );

	test.afterAll( async () => {
		await person.close();
		tearDownLanguages( holder.site );
	} );

	return holder;
}

/**
 * The language cookie and its chosen mark.
 *
 * @param context The visitor's browser.
 */
async function languageCookies( context: BrowserContext ) {
	const cookies = await context.cookies();
	const value = ( name: string ) =>
		cookies.find( ( cookie ) => cookie.name === name )?.value;
	return {
		language: value( 'frontage_language' ),
		chosen: value( 'frontage_language_chosen' ),
	};
}

/**
 * Whether the page now open shows an offer. The head script decides before the page is painted
 * and adds the loader, which runs before the page's load event: it marks the offer `shown` (or
 * not, for an offer already made on this page) and, when shown, fetches the offer's settings and
 * adds its scripts, which put the offer's host on the page.
 *
 * @param page The page.
 */
async function offered( page: Page ): Promise< boolean > {
	await page.waitForLoadState( 'load' );
	const shown = await page.evaluate(
		() =>
			window.frontageLanguageOffer?.action === 'offer' &&
			window.frontageLanguageOffer.shown === true
	);
	if ( shown ) {
		await expect(
			page.locator( '#frontage-language-offer' )
		).toBeAttached();
	}
	return shown;
}

/**
 * Records every layout shift of the page with its time, and when the offer was put on the page
 * (layoutShift() sums the shifts from then on: what showing the offer moved). The theme's web
 * fonts are not loaded: their swap would move the theme's own text.
 *
 * @param page A page before it is opened.
 */
async function watchLayoutShifts( page: Page ): Promise< void > {
	await page.route( /\.woff2?(\?|$)/, ( route ) => route.abort() );
	await page.addInitScript( () => {
		const record = {
			shifts: [] as Array< { value: number; time: number } >,
			offerAt: Infinity,
		};
		Object.assign( window, { frontageShifts: record } );
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				record.shifts.push( {
					value: ( entry as unknown as { value: number } ).value,
					time: entry.startTime,
				} );
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
		new MutationObserver( ( _changes, observer ) => {
			if ( document.getElementById( 'frontage-language-offer' ) ) {
				record.offerAt = performance.now();
				observer.disconnect();
			}
		} ).observe( document, { childList: true, subtree: true } );
	} );
}

/**
 * The layout shift since the offer was put on the page (watchLayoutShifts()).
 *
 * @param page The page.
 */
function layoutShift( page: Page ): Promise< number > {
	return page.evaluate( () => {
		const record = (
			window as unknown as {
				frontageShifts: {
					shifts: Array< { value: number; time: number } >;
					offerAt: number;
				};
			}
		 ).frontageShifts;
		return record.shifts
			.filter( ( shift ) => shift.time >= record.offerAt )
			.reduce( ( sum, shift ) => sum + shift.value, 0 );
	} );
}

test.describe( 'the popup', () => {
	const holder = languagesWith( {
		popup_option: 'popup',
		popup_type: 'popup',
		is_iphone_user_check: true,
	} );

	test( 'offers Deutsch in a dialog; accepting goes there and is followed from then on @package', async ( {
		baseURL,
		checkA11y,
	} ) => {
		const { site } = holder;
		const context = await visitorContext( person, baseURL, 'de-DE' );
		const page = await context.newPage();
		await watchLayoutShifts( page );
		await page.goto( site.english.link );

		const dialog = page.getByRole( 'dialog', { name: OFFER_TEXT } );
		await expect( dialog ).toBeVisible();
		await expect( page ).toHaveURL( site.english.link );
		await expect( dialog.getByLabel( 'Language' ) ).toHaveValue( 'de_DE' );
		// Only the languages this page exists in.
		await expect( dialog.getByRole( 'option' ) ).toHaveText( [
			'English',
			'Deutsch',
		] );
		// Focus starts on the dropdown; Tab stays inside the dialog.
		await expect( dialog.getByLabel( 'Language' ) ).toBeFocused();
		for ( const name of [ 'Change language', 'Stay here', 'Close' ] ) {
			await page.keyboard.press( 'Tab' );
			await expect(
				dialog.getByRole( 'button', { name } )
			).toBeFocused();
		}
		await page.keyboard.press( 'Tab' );
		await expect( dialog.getByLabel( 'Language' ) ).toBeFocused();
		expect( await layoutShift( page ) ).toBe( 0 );
		await checkA11y( page, { include: '#frontage-language-offer' } );

		// The guess was stored first (docs/language.md, flow step 4), but is not yet the visitor's choice.
		expect( await languageCookies( context ) ).toEqual( {
			language: 'de_DE',
			chosen: undefined,
		} );

		await dialog.getByRole( 'button', { name: 'Change language' } ).click();
		await expect( page ).toHaveURL( site.german.link );
		await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'de' );
		expect( await languageCookies( context ) ).toEqual( {
			language: 'de_DE',
			chosen: '1',
		} );

		// Offer, don't redirect: the next visit to the English page stays there, and the offer
		// already made on it is not made again.
		await page.goto( site.english.link );
		expect( await offered( page ) ).toBe( false );
		await expect( page ).toHaveURL( site.english.link );
		await context.close();
	} );

	test( 'a visitor who stayed on the English page is offered English on a German page, not sent there; once', async ( {
		baseURL,
	} ) => {
		const { site } = holder;
		const context = await visitorContext( person, baseURL, 'de-DE' );
		const page = await context.newPage();
		await page.goto( site.english.link );
		await page
			.getByRole( 'dialog', { name: OFFER_TEXT } )
			.getByRole( 'button', { name: 'Stay here' } )
			.click();
		expect( await languageCookies( context ) ).toEqual( {
			language: 'en_US',
			chosen: '1',
		} );

		// Later, from a search result say, the German page: English is offered, nobody is moved.
		await page.goto( site.german.link );
		const dialog = page.getByRole( 'dialog', {
			name: 'This page is also available in English.',
		} );
		await expect( dialog ).toBeVisible();
		await expect( page ).toHaveURL( site.german.link );
		await expect( dialog.getByLabel( 'Language' ) ).toHaveValue( 'en_US' );

		// Left unanswered, it is not made again on that page.
		await page.reload();
		expect( await offered( page ) ).toBe( false );
		await expect( page ).toHaveURL( site.german.link );
		await context.close();
	} );

	test( 'dismissing with Escape stays on the page, returns focus, and is remembered', async ( {
		baseURL,
	} ) => {
		const { site } = holder;
		const context = await visitorContext( person, baseURL, 'de-DE' );
		const page = await context.newPage();
		await page.goto( site.english.link );
		const dialog = page.getByRole( 'dialog', { name: OFFER_TEXT } );
		await expect( dialog ).toBeVisible();

		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toHaveCount( 0 );
		await expect( page ).toHaveURL( site.english.link );
		// Focus is back where it was before the dialog took it: the page itself.
		expect(
			await page
				.locator( 'body' )
				.evaluate(
					( body ) => body === body.ownerDocument.activeElement
				)
		).toBe( true );
		expect( await languageCookies( context ) ).toEqual( {
			language: 'en_US',
			chosen: '1',
		} );

		await page.reload();
		expect( await offered( page ) ).toBe( false );
		await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
		await context.close();
	} );

	test( 'a click beside the dialog dismisses it too', async ( {
		baseURL,
	} ) => {
		const { site } = holder;
		const context = await visitorContext( person, baseURL, 'de-DE' );
		const page = await context.newPage();
		await page.goto( site.english.link );
		await expect( page.getByRole( 'dialog' ) ).toBeVisible();
		await page.mouse.click( 5, 5 );
		await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
		expect( ( await languageCookies( context ) ).language ).toBe( 'en_US' );
		await context.close();
	} );

	test( 'the dialog shows only once styled, so a click beside it dismisses it even when its stylesheet is slow', async ( {
		baseURL,
	} ) => {
		const { site } = holder;
		const context = await visitorContext( person, baseURL, 'de-DE' );
		const page = await context.newPage();
		// The race the flaky run met: the popup's script ran before its stylesheet had
		// arrived, so the dialog stood unstyled at the page's end, with no backdrop to click.
		await page.route(
			/\/build\/language\/offer\/index\.css/,
			async ( route ) => {
				await new Promise( ( resolve ) => setTimeout( resolve, 1500 ) );
				await route.continue();
			}
		);
		await page.goto( site.english.link );
		await expect( page.getByRole( 'dialog' ) ).toBeVisible( {
			timeout: 10_000,
		} );
		await page.mouse.click( 5, 5 );
		await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
		expect( ( await languageCookies( context ) ).language ).toBe( 'en_US' );
		await context.close();
	} );

	test( 'an iPhone with the check on, a crawler and an automated browser are offered nothing', async ( {
		baseURL,
		browser,
	} ) => {
		const { site } = holder;
		for ( const userAgent of [ IPHONE, GOOGLEBOT ] ) {
			const context = await visitorContext(
				person,
				baseURL,
				'de-DE',
				userAgent
			);
			const page = await context.newPage();
			await page.goto( site.english.link );
			expect( await offered( page ) ).toBe( false );
			await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
			await expect( page ).toHaveURL( site.english.link );
			await context.close();
		}
		const automated = await browser.newContext( {
			baseURL,
			locale: 'de-DE',
		} );
		const page = await automated.newPage();
		await page.goto( site.english.link );
		expect( await offered( page ) ).toBe( false );
		await automated.close();
	} );
} );

test.describe( 'the hello bar', () => {
	const holder = languagesWith( {
		popup_option: 'popup',
		popup_type: 'hello_bar',
		popup_textarea:
			'<b>Hallo!</b> Lesen Sie auf {{suggested_language}}? <script>window.offerScriptRan = true</script>',
		popup_textarea_change_button: 'Sprache wechseln',
		popup_textarea_close_button: 'Hier bleiben',
	} );
	const barText =
		'<b>Hallo!</b> Lesen Sie auf Deutsch? <script>window.offerScriptRan = true</script>';

	test( 'shows the text as written, takes no focus and moves nothing; staying is remembered', async ( {
		baseURL,
		checkA11y,
	} ) => {
		const { site } = holder;
		const context = await visitorContext( person, baseURL, 'de-DE' );
		const page = await context.newPage();
		await watchLayoutShifts( page );
		await page.goto( site.english.link );

		const bar = page.getByRole( 'region', { name: 'Language suggestion' } );
		await expect( bar ).toBeVisible();
		await expect( bar.getByText( barText ) ).toBeVisible();
		expect( await page.evaluate( () => 'offerScriptRan' in window ) ).toBe(
			false
		);
		await expect( bar.getByLabel( 'Language' ) ).toHaveValue( 'de_DE' );
		// Non-modal: the page keeps the focus, and nothing on it moved.
		expect(
			await page
				.locator( 'body' )
				.evaluate(
					( body ) => body === body.ownerDocument.activeElement
				)
		).toBe( true );
		expect( await layoutShift( page ) ).toBe( 0 );
		await checkA11y( page, { include: '#frontage-language-offer' } );

		await bar.getByRole( 'button', { name: 'Hier bleiben' } ).click();
		await expect( bar ).toHaveCount( 0 );
		await expect( page ).toHaveURL( site.english.link );
		expect( ( await languageCookies( context ) ).language ).toBe( 'en_US' );
		await page.reload();
		expect( await offered( page ) ).toBe( false );
		await context.close();
	} );

	test( 'accepting by keyboard goes to the chosen language', async ( {
		baseURL,
	} ) => {
		const { site } = holder;
		const context = await visitorContext( person, baseURL, 'de-DE' );
		const page = await context.newPage();
		await page.goto( site.english.link );
		const bar = page.getByRole( 'region', { name: 'Language suggestion' } );
		await expect( bar ).toBeVisible();
		// The bar comes last in the page: Shift+Tab from the top reaches its controls.
		await page.keyboard.press( 'Shift+Tab' );
		await expect(
			bar.getByRole( 'button', { name: 'Close' } )
		).toBeFocused();
		await page.keyboard.press( 'Shift+Tab' );
		await page.keyboard.press( 'Shift+Tab' );
		await expect(
			bar.getByRole( 'button', { name: 'Sprache wechseln' } )
		).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( site.german.link );
		expect( await languageCookies( context ) ).toEqual( {
			language: 'de_DE',
			chosen: '1',
		} );
		await context.close();
	} );
} );
