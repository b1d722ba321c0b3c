/**
 * The Popups list and a new popup in the editor (docs/popups.md "The Popups list", "A new popup
 * shows nowhere"): the list says what opens each popup, where, whether it is on — a switch that
 * works from the keyboard and sticks — and how often it opened; a new popup shows nowhere and
 * publishing it says so; the words say "popup"; the editor's canvas is the popup's box.
 */
import type { Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	WIDTHS,
	expectInViewport,
	expectNoSidewaysScroll,
	screenshotAt,
} from '../support/layout';
import { cleanUp, makePage, makePopup } from './popup-helpers';

test.afterEach( cleanUp );

const LIST = '/wp-admin/edit.php?post_type=frontage_popup';

/**
 * The list's row of a popup.
 *
 * @param page The admin's page.
 * @param id   The popup.
 */
function row( page: Page, id: number ) {
	return page.locator( `#post-${ id }` );
}

for ( const size of WIDTHS ) {
	test( `the list shows trigger, where, an on/off switch and opens at ${ size.name }`, async ( {
		adminPage: page,
		page: visitor,
		rest,
		checkA11y,
	}, testInfo ) => {
		await page.setViewportSize( {
			width: size.width,
			height: size.height,
		} );
		const target = await makePage( rest );
		const id = await makePopup( rest, target.id, {
			triggers: {
				page_load: true,
				page_load_delay: 0,
				exit_intent: true,
			},
		} );
		// A visitor sees it once: the list counts the open.
		await visitor.goto( target.link );
		await expect(
			visitor.getByRole( 'dialog', { name: 'Newsletter' } )
		).toBeVisible();
		await expect
			.poll( async () => {
				await page.goto( LIST );
				return row( page, id )
					.locator( '.column-frontage_opens' )
					.textContent();
			} )
			.toContain( '1 time' );

		const popupRow = row( page, id );
		await expect(
			popupRow.locator( '.column-frontage_trigger' )
		).toContainText( 'When the page loads; Exit intent' );
		await expect(
			popupRow.locator( '.column-frontage_where' )
		).toContainText( 'Popup test page' );
		await expectNoSidewaysScroll( page );
		await screenshotAt( page, testInfo, 'popups list' );
		await checkA11y( page, { include: '#posts-filter' } );

		// On a phone the list folds its columns into the row, as WordPress's lists do.
		if ( size.width < 783 ) {
			await popupRow
				.getByRole( 'button', { name: 'Show more details' } )
				.click();
		}
		const toggle = popupRow.getByRole( 'switch', {
			name: 'Show “Newsletter” on the site',
		} );
		await expectInViewport( page, toggle );
		await expect( toggle ).toHaveAttribute( 'aria-checked', 'true' );
		// From the keyboard: Space flips it in place.
		await toggle.focus();
		await page.keyboard.press( 'Space' );
		await expect( toggle ).toHaveAttribute( 'aria-checked', 'false' );
		await expect( toggle ).toBeFocused();
		await checkA11y( page, { include: '#posts-filter' } );

		// Off: the visitor no longer gets it; it stays off after a reload.
		await visitor.goto( target.link );
		await expect(
			visitor.locator( `#frontage-popup-${ id }` )
		).toHaveCount( 0 );
		await page.reload();
		await expect(
			row( page, id ).locator( 'a.frontage-popup-switch' )
		).toHaveAttribute( 'aria-checked', 'false' );
	} );
}

test( 'the switch works without its script too, and says "popup" in the list', async ( {
	adminPage: page,
	rest,
} ) => {
	const target = await makePage( rest );
	const id = await makePopup( rest, target.id, {} );
	await page.goto( LIST );
	await expect(
		page.getByRole( 'heading', { name: 'Popups', exact: true } )
	).toBeVisible();
	const href = await row( page, id )
		.locator( 'a.frontage-popup-switch' )
		.getAttribute( 'href' );
	expect( href ).toContain( '_wpnonce=' );
	// Followed as a plain link: back on the list, switched off.
	await page.goto( href! );
	await expect( page ).toHaveURL( /edit\.php\?post_type=frontage_popup/ );
	await expect(
		row( page, id ).locator( 'a.frontage-popup-switch' )
	).toHaveAttribute( 'aria-checked', 'false' );
	// Without its nonce it changes nothing.
	await page.goto( href!.replace( /_wpnonce=[^&]+/, '_wpnonce=0' ) );
	await expect( page.getByText( 'This link has expired.' ) ).toBeVisible();

	// Trashing it: the message is about a popup.
	await page.goto( LIST );
	await row( page, id ).hover();
	await row( page, id )
		.getByRole( 'link', { name: /Move .* to the Trash/ } )
		.click();
	await expect( page.locator( '#message' ) ).toContainText(
		'1 popup moved to the Trash.'
	);
} );

for ( const size of WIDTHS ) {
	test( `a new popup: the canvas is the popup's box, and publishing says it shows nowhere yet at ${ size.name }`, async ( {
		adminPage: page,
		rest,
		checkA11y,
	}, testInfo ) => {
		test.slow();
		await page.setViewportSize( {
			width: size.width,
			height: size.height,
		} );
		await page.goto( '/wp-admin/post-new.php?post_type=frontage_popup' );
		await page.waitForFunction( () => window.frontagePopupEditor );
		await page.evaluate( () => {
			const { data } = (
				window as unknown as {
					wp: {
						data: {
							dispatch: (
								store: string
							) => Record<
								string,
								( ...args: unknown[] ) => void
							>;
						};
					};
				}
			 ).wp;
			data.dispatch( 'core/preferences' ).set(
				'core/edit-post',
				'welcomeGuide',
				false
			);
			data.dispatch( 'core/editor' ).editPost( { title: 'Fresh popup' } );
		} );

		// The canvas: the popup's box, as wide as its dialog on the site.
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		const box = canvas.locator( '.is-root-container' );
		await expect( box ).toBeVisible();
		const width = await box.evaluate(
			( element ) => element.getBoundingClientRect().width
		);
		const frameWidth = await box.evaluate(
			( element ) => element.ownerDocument.documentElement.clientWidth
		);
		expect( width ).toBeLessThanOrEqual( 640.5 );
		expect( width ).toBeLessThanOrEqual( frameWidth - 31 );
		expect( width ).toBeGreaterThan( Math.min( 600, frameWidth - 40 ) );
		await screenshotAt( page, testInfo, 'new popup in the editor' );

		// Publishing asks where it shows.
		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Publish', exact: true } )
			.click();
		const publish = page.getByRole( 'region', { name: 'Editor publish' } );
		await expect(
			publish.getByText( 'This popup shows nowhere yet.' )
		).toBeVisible();
		await expectInViewport(
			page,
			publish.getByRole( 'button', { name: 'Show it on the whole site' } )
		);
		await checkA11y( page, { include: '.editor-post-publish-panel' } );
		await publish
			.getByRole( 'button', { name: 'Show it on the whole site' } )
			.click();
		await expect(
			publish.getByText( 'This popup shows nowhere yet.' )
		).toHaveCount( 0 );
		await publish
			.getByRole( 'button', { name: 'Publish', exact: true } )
			.click();
		await expect(
			page
				.getByRole( 'button', { name: 'Dismiss this notice' } )
				.or( page.locator( '.components-snackbar' ) )
				.first()
		).toContainText( 'Popup published.' );
		const id = await page.evaluate( () =>
			(
				window as unknown as {
					wp: {
						data: {
							select: ( store: string ) => {
								getCurrentPostId: () => number;
							};
						};
					};
				}
			 ).wp.data
				.select( 'core/editor' )
				.getCurrentPostId()
		);
		try {
			const saved = await rest.get< {
				meta: { frontage_popup_settings: { conditions: unknown } };
			} >( `/wp/v2/frontage-popups/${ id }?context=edit` );
			expect( saved.meta.frontage_popup_settings.conditions ).toEqual( {
				include: [ { type: 'site' } ],
				exclude: [],
			} );
		} finally {
			await rest.delete( `/wp/v2/frontage-popups/${ id }?force=true` );
		}
	} );
}

test( 'an existing popup’s pages are shown by their titles in its display conditions', async ( {
	adminPage: page,
	rest,
	checkA11y,
} ) => {
	const target = await makePage( rest );
	const id = await makePopup( rest, target.id, {} );
	await page.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
	await page.waitForFunction( () => window.frontagePopupEditor );
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
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	await sidebar.getByRole( 'tab', { name: 'Popup' } ).click();
	const toggle = sidebar.getByRole( 'button', {
		name: 'Popup display conditions',
		exact: true,
	} );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	await expect(
		sidebar.getByRole( 'button', { name: 'Remove “Popup test page”' } )
	).toBeVisible();
	await checkA11y( page, { include: '.frontage-popup-panel' } );
} );
