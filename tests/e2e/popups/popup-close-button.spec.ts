/**
 * Where the close button of every Frontage dialog sits (docs/popups.md): on the dialog's box,
 * never in the corner of the screen, on a wide screen and on a phone alike.
 *
 * - Builder popups (`close_button_position`): `inside` in the box's top right-hand corner,
 *   `outside` just above that corner; with short content and with content that scrolls inside
 *   the box. The popup's only layout is the centred box (docs/popups.md "On the page").
 * - The Modal block: in its header, inside the box.
 * - The Off-canvas panel, on the left and on the right: inside the panel, in its top corner.
 */
import type { Locator, Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	WIDTHS,
	expectInViewport,
	expectInside,
	expectNoSidewaysScroll,
	screenshotAt,
} from '../support/layout';
import { cleanUp, makePage, makePopup } from './popup-helpers';

test.afterEach( cleanUp );

const LONG_CONTENT = Array.from(
	{ length: 40 },
	( _, line ) =>
		`<!-- wp:paragraph --><p>Line ${
			line + 1
		} of a long popup.</p><!-- /wp:paragraph -->`
).join( '' );

/**
 * Waits until a dialog's animations are over (one cancelled by a newer one is settled too).
 *
 * @param dialog The dialog.
 */
async function settled( dialog: Locator ): Promise< void > {
	await dialog.evaluate( ( element ) =>
		Promise.all(
			element
				.getAnimations( { subtree: true } )
				.map( ( animation ) =>
					animation.finished.catch( () => undefined )
				)
		)
	);
}

/**
 * The boxes of an element.
 *
 * @param element The element.
 */
async function boxOf( element: Locator ) {
	const box = await element.boundingBox();
	if ( ! box ) {
		throw new Error( 'The element has no box.' );
	}
	return box;
}

/**
 * The open builder popup and its close button.
 *
 * @param page The visitor's page, at its width.
 * @param link The page with the popup.
 */
async function openPopup( page: Page, link: string ) {
	await page.goto( link );
	const dialog = page.getByRole( 'dialog', { name: 'Newsletter' } );
	const close = dialog.getByRole( 'button', { name: 'Close' } );
	await expect( close ).toBeVisible();
	await settled( dialog );
	return { dialog, close };
}

for ( const size of WIDTHS ) {
	test.describe( `at ${ size.name }`, () => {
		test.use( { viewport: { width: size.width, height: size.height } } );

		for ( const [ content, label ] of [
			[ undefined, 'short' ],
			[ LONG_CONTENT, 'scrolling' ],
		] as const ) {
			test( `builder popup, inside, ${ label } content: the close button is in the box’s top right-hand corner`, async ( {
				page,
				rest,
				checkA11y,
			}, testInfo ) => {
				const target = await makePage( rest );
				await makePopup(
					rest,
					target.id,
					{
						triggers: { page_load: true, page_load_delay: 0 },
						close_button_position: 'inside',
					},
					content
				);
				const { dialog, close } = await openPopup( page, target.link );

				// The box is the popup, not the screen: narrower than the window, whole on it.
				const box = await boxOf( dialog );
				expect( box.width ).toBeLessThan( size.width );
				expect( box.x ).toBeGreaterThan( 0 );
				await expectInViewport( page, dialog );
				await expectInside( close, dialog );
				// In its top right-hand corner.
				const button = await boxOf( close );
				expect(
					box.x + box.width - ( button.x + button.width )
				).toBeLessThan( 24 );
				expect( button.y - box.y ).toBeLessThan( 24 );
				// Scrolling the content keeps it there.
				await dialog
					.locator( '.frontage-popup__body' )
					.evaluate( ( body ) => body.scrollTo( 0, 10000 ) );
				await expectInside( close, dialog );
				expect( ( await boxOf( close ) ).y - box.y ).toBeLessThan( 24 );
				await expectNoSidewaysScroll( page );
				await screenshotAt( page, testInfo, `popup inside ${ label }` );
				await checkA11y( page, { include: 'dialog.frontage-popup' } );
			} );

			test( `builder popup, outside, ${ label } content: the close button sits just above the box’s corner, on screen`, async ( {
				page,
				rest,
				checkA11y,
			}, testInfo ) => {
				const target = await makePage( rest );
				await makePopup(
					rest,
					target.id,
					{
						triggers: { page_load: true, page_load_delay: 0 },
						close_button_position: 'outside',
					},
					content
				);
				const { dialog, close } = await openPopup( page, target.link );

				const box = await boxOf( dialog );
				const button = await boxOf( close );
				// Just outside the box: within the button's own size of its top right-hand corner.
				await expectInside( close, dialog, button.height + 12 );
				expect( button.y + button.height ).toBeLessThanOrEqual( box.y );
				expect( box.y - ( button.y + button.height ) ).toBeLessThan(
					24
				);
				expect(
					box.x + box.width - ( button.x + button.width )
				).toBeLessThan( 24 );
				await expectInViewport( page, close );
				await expectInViewport( page, dialog );
				await expectNoSidewaysScroll( page );
				await screenshotAt(
					page,
					testInfo,
					`popup outside ${ label }`
				);
				await checkA11y( page, { include: 'dialog.frontage-popup' } );
				// A click on it still closes the popup.
				await close.click();
				await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
			} );
		}

		test( 'modal block: the close button is inside the box, in its top right-hand corner', async ( {
			page,
			rest,
			checkA11y,
		}, testInfo ) => {
			const target = await makePage(
				rest,
				`</p><!-- /wp:paragraph --><!-- wp:frontage/modal {"modalId":"close-spot","heading":"Spring offer","triggerText":"See the offer"} --><div class="wp-block-frontage-modal__content" hidden>${ LONG_CONTENT }</div><!-- /wp:frontage/modal --><!-- wp:paragraph --><p>`
			);
			await page.goto( target.link );
			await page.getByRole( 'button', { name: 'See the offer' } ).click();
			const dialog = page.getByRole( 'dialog', { name: 'Spring offer' } );
			const close = dialog.getByRole( 'button', { name: 'Close' } );
			await expect( close ).toBeVisible();
			await settled( dialog );

			const box = await boxOf( dialog );
			expect( box.width ).toBeLessThan( size.width );
			await expectInViewport( page, dialog );
			await expectInside( close, dialog );
			const button = await boxOf( close );
			expect(
				box.x + box.width - ( button.x + button.width )
			).toBeLessThan( 24 );
			expect( button.y - box.y ).toBeLessThan( 32 );
			// The header stays on top while the content scrolls.
			await dialog
				.locator( '.wp-block-frontage-modal__panel' )
				.evaluate( ( panel ) => panel.scrollTo( 0, 10000 ) );
			await expectInside( close, dialog );
			expect( ( await boxOf( close ) ).y - box.y ).toBeLessThan( 32 );
			await screenshotAt( page, testInfo, 'modal block' );
			await checkA11y( page, {
				include: 'dialog.wp-block-frontage-modal__dialog',
			} );
		} );

		for ( const side of [ 'left', 'right' ] as const ) {
			test( `off-canvas panel on the ${ side }: the close button is inside the panel, in its top corner`, async ( {
				page,
				rest,
				checkA11y,
			}, testInfo ) => {
				const target = await makePage(
					rest,
					`<a href="#frontage-action:action=off_canvas:open&amp;id=side-menu">Menu</a></p><!-- /wp:paragraph --><!-- wp:frontage/off-canvas {"panelId":"side-menu","label":"Site menu","side":"${ side }"} --><!-- wp:paragraph --><p>Shop, About</p><!-- /wp:paragraph --><!-- /wp:frontage/off-canvas --><!-- wp:paragraph --><p>`
				);
				await page.goto( target.link );
				await page
					.getByRole( 'link', { name: 'Menu', exact: true } )
					.click();
				const dialog = page.getByRole( 'dialog', {
					name: 'Site menu',
				} );
				const panel = dialog.locator(
					'.wp-block-frontage-off-canvas__panel'
				);
				const close = dialog.getByRole( 'button', { name: 'Close' } );
				await expect( close ).toBeVisible();
				await settled( dialog );

				const box = await boxOf( panel );
				expect( box.width ).toBeLessThan( size.width );
				// Along its side of the window, whatever the theme does to the post's content.
				const edge = {
					left: box.x,
					right: size.width - box.x - box.width,
				}[ side ];
				expect( Math.abs( edge ) ).toBeLessThan( 1 );
				await expectInside( close, panel );
				const button = await boxOf( close );
				expect(
					box.x + box.width - ( button.x + button.width )
				).toBeLessThan( 24 );
				expect( button.y - box.y ).toBeLessThan( 24 );
				await expectNoSidewaysScroll( page );
				await screenshotAt( page, testInfo, `off-canvas ${ side }` );
				await checkA11y( page, {
					include: 'dialog.wp-block-frontage-off-canvas',
				} );
			} );
		}
	} );
}
