/**
 * The offer speaks the visitor's language (docs/language.md "The popup and the hello bar"): an
 * administrator writes the offer's German text on the Languages card, and a German browser on
 * the English page reads it in the popup and in the hello bar; the boxes fit a wide and a
 * narrow screen, their Close button inside the box and away from the screen's corner.
 */
import type { Browser, Locator, Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	setUpLanguages,
	tearDownLanguages,
	type Languages,
} from './fixtures/languages';
import { launchPersonBrowser, visitorContext } from '../support/person-browser';

const SETTINGS = '/wp-admin/options-general.php?page=frontage';
const GERMAN_TEXT = 'Diese Seite gibt es auch auf Deutsch.';
const WIDTHS = [ 1280, 390 ];
/** What counts as the screen's corner: this close to two of its edges. */
const CORNER = 48;

let person: Browser;
let site: Languages;

test.beforeAll( async () => {
	site = setUpLanguages( { popup_option: 'popup', popup_type: 'popup' } );
	person = await launchPersonBrowser();
} );

test.afterAll( async () => {
	await person.close();
	tearDownLanguages( site );
} );

/**
 * Checks an offer's box and its Close button on the screen.
 *
 * @param page  The page.
 * @param box   The popup's dialog or the hello bar.
 * @param close Its Close button.
 */
async function expectFitted( page: Page, box: Locator, close: Locator ) {
	const screen = page.viewportSize() as { width: number; height: number };
	const outer = await box.boundingBox();
	const button = await close.boundingBox();
	if ( ! outer || ! button ) {
		throw new Error( 'The offer is not on the screen.' );
	}
	expect( outer.x ).toBeGreaterThanOrEqual( 0 );
	expect( outer.x + outer.width ).toBeLessThanOrEqual( screen.width );
	expect( outer.y ).toBeGreaterThanOrEqual( 0 );
	expect( outer.y + outer.height ).toBeLessThanOrEqual( screen.height );
	// Close inside the box.
	expect( button.x ).toBeGreaterThanOrEqual( outer.x );
	expect( button.y ).toBeGreaterThanOrEqual( outer.y );
	expect( button.x + button.width ).toBeLessThanOrEqual(
		outer.x + outer.width
	);
	expect( button.y + button.height ).toBeLessThanOrEqual(
		outer.y + outer.height
	);
	// Not in the screen's corner.
	const atSide =
		button.x < CORNER || button.x + button.width > screen.width - CORNER;
	const atEnd =
		button.y < CORNER || button.y + button.height > screen.height - CORNER;
	expect( atSide && atEnd ).toBe( false );
}

test( 'a German text written on the Languages card is what a German browser reads', async ( {
	adminPage,
	baseURL,
	checkA11y,
	rest,
} ) => {
	// The settings screen, then two visitors with axe: more than one page's time.
	test.slow();
	await adminPage.goto( SETTINGS );
	const card = adminPage.locator( '.frontage-settings__languages' );
	const group = card.getByRole( 'group', { name: 'Deutsch' } );
	await group
		.getByRole( 'textbox', { name: 'Offer text in Deutsch' } )
		.fill( 'Diese Seite gibt es auch auf {{suggested_language}}.' );
	await group
		.getByRole( 'textbox', { name: 'Change button in Deutsch' } )
		.fill( 'Sprache wechseln' );
	await checkA11y( adminPage, { include: '.frontage-settings__languages' } );
	await adminPage.getByRole( 'button', { name: 'Save settings' } ).click();
	await expect(
		adminPage
			.locator( '#frontage-settings .components-notice' )
			.getByText( 'Settings saved.', { exact: false } )
	).toBeVisible();
	const saved = (
		await rest.get< Record< string, any > >( '/wp/v2/settings' )
	).frontage_language;
	expect( saved.popup_translations ).toEqual( {
		de_DE: {
			popup_textarea:
				'Diese Seite gibt es auch auf {{suggested_language}}.',
			popup_textarea_change_button: 'Sprache wechseln',
		},
	} );

	for ( const width of WIDTHS ) {
		const context = await visitorContext( person, baseURL, 'de-DE' );
		const page = await context.newPage();
		await page.setViewportSize( { width, height: 844 } );
		await page.goto( site.english.link );
		const dialog = page.getByRole( 'dialog', { name: GERMAN_TEXT } );
		await expect( dialog ).toBeVisible();
		await expect( dialog.getByText( GERMAN_TEXT ) ).toHaveAttribute(
			'lang',
			'de'
		);
		await expect(
			dialog.getByRole( 'button', { name: 'Sprache wechseln' } )
		).toBeVisible();
		// No German stay button written: the page's own text.
		await expect(
			dialog.getByRole( 'button', { name: 'Stay here' } )
		).toBeVisible();
		await expectFitted(
			page,
			dialog,
			dialog.getByRole( 'button', { name: 'Close' } )
		);
		await checkA11y( page, { include: '#frontage-language-offer' } );
		await context.close();
	}
} );

test( 'the hello bar speaks German too, and fits wide and narrow screens', async ( {
	baseURL,
	checkA11y,
	rest,
} ) => {
	const settings = (
		await rest.get< Record< string, any > >( '/wp/v2/settings' )
	).frontage_language;
	await rest.post( '/wp/v2/settings', {
		frontage_language: {
			...settings,
			popup_type: 'hello_bar',
			popup_translations: {
				de_DE: {
					popup_textarea:
						'Diese Seite gibt es auch auf {{suggested_language}}.',
					popup_textarea_close_button: 'Hier bleiben',
				},
			},
		},
	} );
	for ( const width of WIDTHS ) {
		const context = await visitorContext( person, baseURL, 'de-DE' );
		const page = await context.newPage();
		await page.setViewportSize( { width, height: 844 } );
		await page.goto( site.english.link );
		const bar = page.getByRole( 'region', {
			name: 'Language suggestion',
		} );
		await expect( bar.getByText( GERMAN_TEXT ) ).toBeVisible();
		await expect(
			bar.getByRole( 'button', { name: 'Hier bleiben' } )
		).toBeVisible();
		await expectFitted(
			page,
			bar,
			bar.getByRole( 'button', { name: 'Close' } )
		);
		await checkA11y( page, { include: '#frontage-language-offer' } );
		await context.close();
	}
} );
