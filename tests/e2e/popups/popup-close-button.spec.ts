/**
 * Where a builder popup's close button sits (docs/popups.md "Settings": close_button_position):
 * `inside` in the corner of the popup's box, `outside` just above the box, on a wide screen and on
 * a phone alike; never in the corner of the screen.
 */
import type { Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { cleanUp, makePage, makePopup } from './popup-helpers';

test.afterEach( cleanUp );

/**
 * The open popup's box and its close button's box, at a viewport width.
 *
 * @param page  The visitor's page.
 * @param link  The page with the popup.
 * @param width The viewport width.
 */
async function boxes( page: Page, link: string, width: number ) {
	await page.setViewportSize( { width, height: 800 } );
	await page.goto( link );
	const dialog = page.getByRole( 'dialog', { name: 'Newsletter' } );
	const close = dialog.getByRole( 'button', { name: 'Close' } );
	await expect( close ).toBeVisible();
	// After the entrance animation (one cancelled by a newer one is settled too).
	await dialog.evaluate( ( element ) =>
		Promise.all(
			element
				.getAnimations( { subtree: true } )
				.map( ( animation ) =>
					animation.finished.catch( () => undefined )
				)
		)
	);
	const box = await dialog.boundingBox();
	const button = await close.boundingBox();
	if ( ! box || ! button ) {
		throw new Error( 'The popup has no box.' );
	}
	return { box, button };
}

for ( const width of [ 1280, 390 ] ) {
	test( `inside: the close button is in the popup’s box at ${ width } px`, async ( {
		page,
		rest,
		checkA11y,
	} ) => {
		const target = await makePage( rest );
		await makePopup( rest, target.id, {
			triggers: { page_load: true, page_load_delay: 0 },
			close_button_position: 'inside',
		} );
		const { box, button } = await boxes( page, target.link, width );

		// The box is the popup, not the screen: narrower than the window, with room around it.
		expect( box.width ).toBeLessThan( width );
		expect( box.x ).toBeGreaterThan( 0 );
		expect( button.x ).toBeGreaterThanOrEqual( box.x );
		expect( button.y ).toBeGreaterThanOrEqual( box.y );
		expect( button.x + button.width ).toBeLessThanOrEqual(
			box.x + box.width
		);
		expect( button.y + button.height ).toBeLessThanOrEqual(
			box.y + box.height
		);
		// In its top right-hand corner.
		expect( box.x + box.width - ( button.x + button.width ) ).toBeLessThan(
			24
		);
		expect( button.y - box.y ).toBeLessThan( 24 );
		await checkA11y( page, { include: 'dialog.frontage-popup' } );
	} );

	test( `outside: the close button sits just above the popup’s box, on screen, at ${ width } px`, async ( {
		page,
		rest,
	} ) => {
		const target = await makePage( rest );
		await makePopup( rest, target.id, {
			triggers: { page_load: true, page_load_delay: 0 },
			close_button_position: 'outside',
		} );
		const { box, button } = await boxes( page, target.link, width );

		expect( button.y + button.height ).toBeLessThanOrEqual( box.y );
		expect( box.y - ( button.y + button.height ) ).toBeLessThan( 24 );
		expect( button.y ).toBeGreaterThanOrEqual( 0 );
		expect( button.x + button.width ).toBeLessThanOrEqual(
			box.x + box.width + 1
		);
		expect( button.x ).toBeGreaterThanOrEqual( box.x );
		// A click on it still closes the popup.
		await page.getByRole( 'button', { name: 'Close' } ).click();
		await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
	} );
}
