/**
 * A builder popup made in the block editor (docs/popups.md): the settings panels in the document
 * sidebar name a wrong value under its field, and what the editor sets is what a visitor gets.
 */
import type { Locator, Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';

interface EditorGlobals {
	wp: {
		blocks: {
			createBlock: (
				name: string,
				attributes: Record< string, unknown >
			) => unknown;
		};
		data: {
			dispatch: (
				store: string
			) => Record< string, ( ...args: unknown[] ) => unknown >;
			select: ( store: string ) => {
				getCurrentPostId: () => number;
				isCurrentPostPublished: () => boolean;
			};
		};
	};
}

/**
 * A new popup in the editor, titled, with a paragraph, and the document sidebar open.
 *
 * @param page  The admin's page.
 * @param title Its title.
 * @param text  Its paragraph.
 */
async function newPopup( page: Page, title: string, text: string ) {
	await page.goto( '/wp-admin/post-new.php?post_type=frontage_popup' );
	await page.waitForFunction(
		() =>
			( window as unknown as EditorGlobals ).wp?.data &&
			window.frontagePopupEditor
	);
	await page.evaluate(
		( [ popupTitle, paragraph ] ) => {
			const { data, blocks } = ( window as unknown as EditorGlobals ).wp;
			data.dispatch( 'core/preferences' ).set(
				'core/edit-post',
				'welcomeGuide',
				false
			);
			data.dispatch( 'core/editor' ).editPost( { title: popupTitle } );
			data.dispatch( 'core/block-editor' ).insertBlocks(
				blocks.createBlock( 'core/paragraph', { content: paragraph } )
			);
			data.dispatch( 'core/edit-post' ).openGeneralSidebar(
				'edit-post/document'
			);
		},
		[ title, text ]
	);
}

/**
 * Opens a sidebar panel unless it is open already.
 *
 * @param sidebar The editor's settings region.
 * @param name    The panel's title.
 */
async function openPanel( sidebar: Locator, name: string ) {
	const toggle = sidebar.getByRole( 'button', { name, exact: true } );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
}

test( 'the panels set the popup up; a wrong pattern is named before saving', async ( {
	adminPage: page,
	page: visitor,
	rest,
	checkA11y,
} ) => {
	// The editor and a publish: close to the default time on a busy machine.
	test.slow();
	const target = await rest.post< { id: number; link: string } >(
		'/wp/v2/pages',
		{ title: 'Popup editor test page', status: 'publish' }
	);
	await newPopup( page, 'Spring sale', 'Spring sale: 20% off everything.' );
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	// The document's tab, named after the post type.
	await sidebar.getByRole( 'tab', { name: 'Popup' } ).click();

	await openPanel( sidebar, 'Popup triggers' );
	const delay = sidebar.getByLabel( 'Delay (seconds)' ).first();
	await delay.fill( '1' );

	await openPanel( sidebar, 'Popup rules' );
	await sidebar.getByLabel( 'By address' ).check();
	await sidebar.getByLabel( 'Show', { exact: true } ).selectOption( 'regex' );
	const pattern = sidebar.getByLabel( 'Address text or pattern' );
	await pattern.fill( 'popup-editor-(test' );
	await expect(
		sidebar.getByRole( 'alert' ).filter( {
			hasText:
				'This is not a regular expression the browser understands.',
		} )
	).toBeVisible();
	// A pattern that could backtrack for ever is named too (the server refuses it as well).
	await pattern.fill( '(a+)+$' );
	await expect(
		sidebar.getByRole( 'alert' ).filter( {
			hasText: 'repeats a group that itself repeats',
		} )
	).toBeVisible();
	await pattern.fill( 'popup-editor-test' );
	await expect( sidebar.getByRole( 'alert' ) ).toHaveCount( 0 );

	await openPanel( sidebar, 'Popup display conditions' );
	// A new popup shows nowhere until a condition is added; the page is picked by its title.
	await expect(
		sidebar.getByText( 'This popup shows nowhere yet.' )
	).toBeVisible();
	await sidebar
		.getByRole( 'button', { name: 'Add a condition' } )
		.first()
		.click();
	await sidebar
		.getByLabel( 'Where', { exact: true } )
		.first()
		.selectOption( 'singular' );
	const picker = sidebar.getByRole( 'combobox', {
		name: 'Posts and pages (none chosen: any)',
	} );
	await picker.fill( 'Popup editor test' );
	await page
		.getByRole( 'option', { name: 'Popup editor test page' } )
		.click();
	await expect(
		sidebar.getByRole( 'button', {
			name: 'Remove “Popup editor test page”',
		} )
	).toBeVisible();
	await expect(
		sidebar.getByText( 'This popup shows nowhere yet.' )
	).toHaveCount( 0 );
	await checkA11y( page, { include: '.frontage-popup-panel' } );

	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await page
		.getByRole( 'region', { name: 'Editor publish' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await expect
		.poll( () =>
			page.evaluate( () =>
				( window as unknown as EditorGlobals ).wp.data
					.select( 'core/editor' )
					.isCurrentPostPublished()
			)
		)
		.toBe( true );
	const popupId = await page.evaluate( () =>
		( window as unknown as EditorGlobals ).wp.data
			.select( 'core/editor' )
			.getCurrentPostId()
	);

	try {
		const saved = await rest.get< {
			meta: {
				frontage_popup_settings: {
					triggers: { page_load_delay: number };
					timing: { url: boolean; url_url: string };
					conditions: unknown;
				};
			};
		} >( `/wp/v2/frontage-popups/${ popupId }?context=edit` );
		expect(
			saved.meta.frontage_popup_settings.triggers.page_load_delay
		).toBe( 1 );
		expect( saved.meta.frontage_popup_settings.timing ).toMatchObject( {
			url: true,
			url_url: 'popup-editor-test',
		} );
		// The picked page is stored by its id, as before.
		expect( saved.meta.frontage_popup_settings.conditions ).toEqual( {
			include: [ { type: 'singular', ids: [ target.id ] } ],
			exclude: [],
		} );

		await visitor.goto( target.link );
		await expect(
			visitor.getByRole( 'dialog', { name: 'Spring sale' } )
		).toContainText( 'Spring sale: 20% off everything.' );
	} finally {
		await rest.delete( `/wp/v2/frontage-popups/${ popupId }?force=true` );
		await rest.delete( `/wp/v2/pages/${ target.id }?force=true` );
	}
} );

test( 'a draft popup: the browser rule is set in its panel, and Preview shows it as a dialog to its editor only', async ( {
	adminPage: page,
	page: visitor,
	rest,
	checkA11y,
} ) => {
	// The editor, a save, a second tab and a visitor: more than the default time on a busy machine.
	test.slow();
	await newPopup( page, 'Draft offer', 'Not published yet.' );
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	await sidebar.getByRole( 'tab', { name: 'Popup' } ).click();
	await openPanel( sidebar, 'Popup rules' );
	await sidebar.getByLabel( 'By browser' ).check();
	await sidebar
		.getByLabel( 'Browsers', { exact: true } )
		.selectOption( 'custom' );
	await sidebar.getByLabel( 'Firefox' ).check();
	await sidebar.getByLabel( 'Samsung Internet' ).check();
	await checkA11y( page, { include: '.frontage-popup-panel' } );

	// The editor's own Preview: it saves the draft and opens it on the site in a new tab.
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'View', exact: true } )
		.click();
	const [ preview ] = await Promise.all( [
		page.context().waitForEvent( 'page' ),
		page.getByRole( 'menuitem', { name: /Preview in new tab/ } ).click(),
	] );
	const popupId = await page.evaluate( () =>
		( window as unknown as EditorGlobals ).wp.data
			.select( 'core/editor' )
			.getCurrentPostId()
	);
	try {
		await preview.waitForURL( /[?&]preview=true/ );
		const dialog = preview.getByRole( 'dialog', { name: 'Draft offer' } );
		await expect( dialog ).toContainText( 'Not published yet.' );
		await checkA11y( preview, { include: 'dialog.frontage-popup' } );

		const saved = await rest.get< {
			status: string;
			meta: {
				frontage_popup_settings: { timing: Record< string, unknown > };
			};
		} >( `/wp/v2/frontage-popups/${ popupId }?context=edit` );
		expect( saved.status ).toBe( 'draft' );
		expect( saved.meta.frontage_popup_settings.timing ).toMatchObject( {
			browsers: true,
			browsers_browsers: 'custom',
			browsers_options: [ 'firefox', 'samsung' ],
		} );

		// A visitor with the same address, or asking for it by its id, gets no draft.
		await visitor.goto( preview.url() );
		await expect( visitor.getByText( 'Not published yet.' ) ).toHaveCount(
			0
		);
		await visitor.goto( `/?uael-modal-action=${ popupId }` );
		await expect( visitor.getByRole( 'dialog' ) ).toHaveCount( 0 );
		await expect(
			visitor.locator( `#frontage-popup-${ popupId }` )
		).toHaveCount( 0 );
	} finally {
		await preview.close();
		await rest.delete( `/wp/v2/frontage-popups/${ popupId }?force=true` );
	}
} );
