/**
 * The editor's Language panel (docs/language.md): an editor links a page to its French
 * translation; both pages then point at each other with hreflang. The French page then leaves the
 * group from its own panel: it is gone from both sides, and English and German stay translations
 * of each other.
 */
import type { Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	setUpLanguages,
	tearDownLanguages,
	type Languages,
} from './fixtures/languages';

let site: Languages;

test.beforeAll( () => {
	site = setUpLanguages();
} );

test.afterAll( () => {
	tearDownLanguages( site );
} );

/**
 * Opens a page in the block editor with the Language panel in view.
 *
 * @param page The admin's page.
 * @param id   The page to edit.
 */
async function editPage( page: Page, id: number ) {
	await page.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
	await page.waitForFunction(
		() =>
			( window as unknown as { wp?: { data?: unknown } } ).wp?.data &&
			window.frontageLanguageEditor
	);
	await page.evaluate( () => {
		const { data } = (
			window as unknown as {
				wp: {
					data: {
						dispatch: (
							store: string
						) => Record< string, ( ...args: unknown[] ) => void >;
					};
				};
			}
		 ).wp;
		data.dispatch( 'core/preferences' ).set(
			'core/edit-post',
			'welcomeGuide',
			false
		);
		data.dispatch( 'core/edit-post' ).openGeneralSidebar(
			'edit-post/document'
		);
	} );
	// Opened as a person does, if WordPress shows it closed.
	const toggle = page
		.getByRole( 'region', { name: 'Editor settings' } )
		.getByRole( 'button', { name: 'Language', exact: true } );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	return page.locator( '.frontage-language-panel' );
}

/**
 * Saves the page being edited.
 *
 * @param page The admin's page.
 */
async function update( page: Page ) {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Update', exact: true } )
		.click();
	// Saved: nothing left to save, and no save under way.
	await expect
		.poll( () =>
			page.evaluate( () => {
				const editor = (
					window as unknown as {
						wp: {
							data: {
								select: ( store: string ) => {
									isSavingPost: () => boolean;
									isEditedPostDirty: () => boolean;
								};
							};
						};
					}
				 ).wp.data.select( 'core/editor' );
				return ! editor.isSavingPost() && ! editor.isEditedPostDirty();
			} )
		)
		.toBe( true );
}

test( 'an editor links the French translation; both pages point at each other', async ( {
	adminPage,
	page: visitor,
	rest,
	checkA11y,
} ) => {
	// Two editor sessions, four saves and five visits: 38 s seen on a loaded machine.
	test.slow();
	const french = await rest.post< { id: number; link: string } >(
		'/wp/v2/pages',
		{
			title: `À propos ${ site.english.id }`,
			status: 'publish',
			content: 'Nous rendons les documents faciles à trouver.',
		}
	);
	try {
		const panel = await editPage( adminPage, site.english.id );
		await expect(
			panel.getByRole( 'combobox', { name: 'Language of this page' } )
		).toHaveValue( 'en_US' );
		// The fixture's German page is linked already.
		await expect( panel.getByText( 'Deutsch:' ) ).toBeVisible();
		await checkA11y( adminPage, { include: '.frontage-language-panel' } );

		const picker = panel.getByRole( 'combobox', {
			name: 'Français translation',
		} );
		await picker.fill( `propos ${ site.english.id }` );
		await adminPage
			.getByRole( 'option', { name: `À propos ${ site.english.id }` } )
			.click();
		await expect( panel.getByText( 'Français:' ) ).toBeVisible();
		await update( adminPage );

		// The French page now lives under /fr/ and both sides list each other.
		const frenchLink = (
			await rest.get< { link: string } >( `/wp/v2/pages/${ french.id }` )
		).link;
		expect( frenchLink ).toContain( '/fr/' );
		await visitor.goto( site.english.link );
		await expect(
			visitor.locator( 'link[rel="alternate"][hreflang="fr"]' )
		).toHaveAttribute( 'href', frenchLink );
		await visitor.goto( frenchLink );
		await expect( visitor.locator( 'html' ) ).toHaveAttribute(
			'lang',
			'fr'
		);
		await expect(
			visitor.locator( 'link[rel="alternate"][hreflang="en"]' )
		).toHaveAttribute( 'href', site.english.link );
		await expect(
			visitor.locator( 'link[rel="alternate"][hreflang="de"]' )
		).toHaveAttribute( 'href', site.german.link );

		// The French page leaves the group from its own panel: gone from both sides, and only
		// the French page leaves: English and German still point at each other.
		const frenchPanel = await editPage( adminPage, french.id );
		await expect( frenchPanel.getByText( 'English:' ) ).toBeVisible();
		await frenchPanel
			.getByRole( 'button', { name: 'Remove the English link' } )
			.click();
		await frenchPanel
			.getByRole( 'button', { name: 'Remove the Deutsch link' } )
			.click();
		await update( adminPage );
		await visitor.goto( site.english.link );
		await expect(
			visitor.locator( 'link[rel="alternate"][hreflang="fr"]' )
		).toHaveCount( 0 );
		await expect(
			visitor.locator( 'link[rel="alternate"][hreflang="de"]' )
		).toHaveAttribute( 'href', site.german.link );
		await visitor.goto( site.german.link );
		await expect(
			visitor.locator( 'link[rel="alternate"][hreflang="en"]' )
		).toHaveAttribute( 'href', site.english.link );
		await visitor.goto( frenchLink );
		await expect(
			visitor.locator( 'link[rel="alternate"][hreflang="en"]' )
		).toHaveCount( 0 );
	} finally {
		await rest.delete( `/wp/v2/pages/${ french.id }?force=true` );
	}
} );
