/**
 * Settings → Frontage → Languages: an administrator publishes a language, which visitors then
 * have; a wrong value is named under its field and nothing is saved, the edits staying on
 * screen; markup in the offer's text is kept as text.
 */
import { test, expect } from '../support/fixtures';

const SETTINGS = '/wp-admin/options-general.php?page=frontage';

let before: unknown;

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

test( 'a language added on the Languages card is published', async ( {
	adminPage,
	page,
	rest,
	checkA11y,
} ) => {
	await adminPage.goto( SETTINGS );
	const card = adminPage.locator( '.frontage-settings__languages' );
	await expect(
		card.getByRole( 'heading', { name: 'Languages' } )
	).toBeVisible();
	await checkA11y( adminPage, { include: '.frontage-settings__languages' } );

	await card.getByRole( 'button', { name: 'Add language' } ).click();
	await card
		.getByRole( 'textbox', { name: 'Code: 3', exact: true } )
		.fill( 'fr_FR' );
	await card
		.getByRole( 'textbox', { name: 'Name: fr_FR' } )
		.fill( 'Français' );
	await card
		.getByRole( 'textbox', { name: 'Address prefix: Français' } )
		.fill( 'fr' );
	await card
		.getByRole( 'textbox', { name: 'Offer text', exact: true } )
		.fill( '<b>Bonjour</b> {{suggested_language}}' );
	await adminPage.getByRole( 'button', { name: 'Save settings' } ).click();
	await expect(
		adminPage
			.locator( '#frontage-settings .components-notice' )
			.getByText( 'Settings saved.', { exact: false } )
	).toBeVisible();

	const saved = (
		await rest.get< Record< string, any > >( '/wp/v2/settings' )
	).frontage_language;
	expect( saved.publish_languages ).toEqual( [ 'en_US', 'de_DE', 'fr_FR' ] );
	expect( saved.url_slugs.fr_FR ).toBe( 'fr' );
	expect( saved.english_name.fr_FR ).toBe( 'Français' );
	expect( saved.popup_textarea ).toBe(
		'<b>Bonjour</b> {{suggested_language}}'
	);

	await adminPage.reload();
	await expect(
		card.getByRole( 'textbox', { name: 'Name: Français' } )
	).toHaveValue( 'Français' );

	// Visitors have the language: its home answers under its prefix, in French.
	await page.goto( '/fr/' );
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'fr' );
} );

test( 'a wrong prefix is named, nothing is saved, and the edits stay', async ( {
	adminPage,
	rest,
} ) => {
	await adminPage.goto( SETTINGS );
	const card = adminPage.locator( '.frontage-settings__languages' );
	const prefix = card.getByRole( 'textbox', {
		name: 'Address prefix: Deutsch',
	} );
	await prefix.fill( 'Deu tsch' );
	await expect(
		card.getByText(
			'An address prefix holds only lower-case letters, digits and hyphens (up to 20).'
		)
	).toBeVisible();
	await card.getByRole( 'textbox', { name: 'Cookie path' } ).fill( 'lang' );
	await adminPage.getByRole( 'button', { name: 'Save settings' } ).click();
	await expect(
		adminPage
			.locator( '#frontage-settings .components-notice' )
			.getByText(
				'Settings were not saved: fix the fields marked below.'
			)
	).toBeVisible();
	await expect(
		card.getByText(
			'A cookie path starts with / and has no spaces, commas or semicolons.'
		)
	).toBeVisible();
	await expect( prefix ).toHaveValue( 'Deu tsch' );

	const stored = (
		await rest.get< Record< string, any > >( '/wp/v2/settings' )
	).frontage_language;
	expect( stored.url_slugs.de_DE ).toBe( 'de' );
	expect( stored.cookie_path ).toBe( '/' );
} );
