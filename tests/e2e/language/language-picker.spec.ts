/**
 * Settings → Frontage → Languages: a language is added from the list (docs/language.md "The
 * Languages screen"): typing its name finds it, picking it fills its row — code, name, address
 * prefix, ISO code —, languages on the card are not offered again, and saving publishes it.
 * The list comes with the page; the hand-typed row stays beside it. At 1280 and 390 px.
 */
import { test, expect } from '../support/fixtures';
import {
	expectInViewport,
	expectNoSidewaysScroll,
	screenshotAt,
	WIDTHS,
} from '../support/layout';

type Box = { x: number; y: number; width: number; height: number };

const SETTINGS = '/wp-admin/options-general.php?page=frontage';

let before: unknown;

/** Where "Add language" sits by the picker's field, by width. */
const PLACE: Record< number, string > = { 1280: 'beside', 390: 'under' };

/**
 * Where a button sits by a field: beside it (level with its middle), under it, or elsewhere.
 *
 * @param field  The field's box.
 * @param button The button's box.
 */
function placeOf( field: Box, button: Box ): string {
	const middle = field.y + field.height / 2;
	if (
		button.x > field.x + field.width &&
		button.y < middle &&
		button.y + button.height > middle
	) {
		return 'beside';
	}
	return button.y > field.y + field.height ? 'under' : 'elsewhere';
}

test.beforeEach( async ( { rest } ) => {
	before = (
		await rest.get< Record< string, unknown > >( '/wp/v2/settings' )
	).frontage_language;
	// English and Deutsch, to start from.
	await rest.post( '/wp/v2/settings', {
		frontage_language: {
			default_language: 'en_US',
			publish_languages: [ 'en_US', 'de_DE' ],
			url_slugs: { en_US: '', de_DE: 'de' },
			english_name: { en_US: 'English', de_DE: 'Deutsch' },
			popup_option: 'popup',
		},
	} );
} );

test.afterEach( async ( { rest } ) => {
	await rest.post( '/wp/v2/settings', { frontage_language: before } );
} );

for ( const width of WIDTHS ) {
	test( `a language picked from the list fills its row and is published (${ width.name })`, async ( {
		adminPage,
		rest,
		checkA11y,
	}, testInfo ) => {
		// Two axe runs and a save: more than the default 30 s on a busy machine.
		test.slow();
		await adminPage.setViewportSize( width );
		const asked: string[] = [];
		adminPage.on( 'request', ( request ) => {
			if ( request.url().includes( 'frontage/v1/languages' ) ) {
				asked.push( request.url() );
			}
		} );
		await adminPage.goto( SETTINGS );
		const card = adminPage.locator( '.frontage-settings__languages' );
		const picker = card.getByRole( 'combobox', {
			name: 'Add a language from the list',
		} );
		const addByHand = card.getByRole( 'button', {
			name: 'Add language',
		} );
		await picker.scrollIntoViewIfNeeded();
		await expectInViewport( adminPage, picker );
		await addByHand.scrollIntoViewIfNeeded();
		await expectInViewport( adminPage, addByHand );
		// Beside the picker, level with its field; under it on a phone.
		expect(
			placeOf(
				( await picker.boundingBox() )!,
				( await addByHand.boundingBox() )!
			)
		).toBe( PLACE[ width.width ] );

		// Deutsch is on the card already: German is not offered again, its neighbours are.
		await picker.fill( 'german' );
		const options = adminPage.getByRole( 'option' );
		await expect(
			options.filter( { hasText: 'German (Austria)' } )
		).toHaveCount( 1 );
		await expect(
			options.filter( { hasText: /, de_DE\b/ } ).filter( {
				hasNotText: 'formal',
			} )
		).toHaveCount( 0 );
		await checkA11y( adminPage, {
			include: '.frontage-settings__languages',
		} );

		await picker.fill( 'franc' );
		const french = adminPage.getByRole( 'option', {
			name: 'Français, French (France), fr_FR',
		} );
		await expect( french ).toBeVisible();
		await expectInViewport( adminPage, french );
		await screenshotAt( adminPage, testInfo, 'the language list' );
		await french.click();

		const cell = ( name: string ) =>
			card.getByRole( 'textbox', {
				name: `${ name }: Français`,
				exact: true,
			} );
		await expect( cell( 'Code' ) ).toHaveValue( 'fr_FR' );
		await expect( cell( 'Name' ) ).toHaveValue( 'Français' );
		await expect( cell( 'Address prefix' ) ).toHaveValue( 'fr' );
		await expect( cell( 'ISO code' ) ).toHaveValue( 'fr' );
		await expect( card.getByRole( 'status' ) ).toHaveText(
			'Français added to the languages.'
		);

		// Now on the card, it is offered no more.
		await picker.fill( 'franç' );
		await expect(
			adminPage.getByRole( 'option', { name: /fr_FR/ } )
		).toHaveCount( 0 );
		await picker.press( 'Escape' );

		// The hand-typed row stays, for a language the list does not have.
		await addByHand.click();
		await expect(
			card.getByRole( 'textbox', { name: 'Code: 4', exact: true } )
		).toHaveValue( '' );
		await card
			.getByRole( 'button', { name: 'Remove 4', exact: true } )
			.click();

		await expectNoSidewaysScroll( adminPage );
		await screenshotAt( adminPage, testInfo, 'the language added' );
		await checkA11y( adminPage, {
			include: '.frontage-settings__languages',
		} );

		await adminPage
			.getByRole( 'button', { name: 'Save settings' } )
			.click();
		await expect(
			adminPage
				.locator( '#frontage-settings .components-notice' )
				.getByText( 'Settings saved.', { exact: false } )
		).toBeVisible();
		const saved = (
			await rest.get< Record< string, any > >( '/wp/v2/settings' )
		).frontage_language;
		expect( saved.publish_languages ).toEqual( [
			'en_US',
			'de_DE',
			'fr_FR',
		] );
		expect( saved.url_slugs.fr_FR ).toBe( 'fr' );
		expect( saved.iso_codes.fr_FR ).toBe( 'fr' );
		expect( saved.english_name.fr_FR ).toBe( 'Français' );

		// The list came with the page.
		expect( asked ).toEqual( [] );
	} );
}
