/**
 * The Off-canvas panel block (docs/popups.md): off_canvas link actions open, close and toggle
 * it; it is a named dialog that closes on Escape, its button and a click beside it, and gives
 * focus back to the link.
 */
import { test, expect } from '../support/fixtures';
import { cleanUp, makePage } from './popup-helpers';

test.afterEach( cleanUp );

test( 'a link toggles the panel; Escape and its button close it; focus returns', async ( {
	page,
	rest,
	checkA11y,
} ) => {
	const migrated = Buffer.from(
		JSON.stringify( { id: 'site-menu' } )
	).toString( 'base64' );
	const target = await makePage(
		rest,
		`<a href="#frontage-action:action=off_canvas:toggle&amp;id=site-menu">Menu</a> <a href="#elementor-action:action=off_canvas:open&amp;settings=${ migrated }">Open menu</a></p><!-- /wp:paragraph --><!-- wp:frontage/off-canvas {"panelId":"site-menu","label":"Site menu","side":"left"} --><!-- wp:paragraph --><p>Shop, About, <a href="#frontage-action:action=off_canvas:close&amp;id=site-menu">Done</a></p><!-- /wp:paragraph --><!-- /wp:frontage/off-canvas --><!-- wp:paragraph --><p>`
	);
	await page.goto( target.link );
	const panel = page.getByRole( 'dialog', { name: 'Site menu' } );
	await expect( panel ).toBeHidden();

	const menu = page.getByRole( 'link', { name: 'Menu', exact: true } );
	await menu.click();
	await expect( panel ).toBeVisible();
	await expect( panel.getByText( 'Shop, About' ) ).toBeVisible();
	await checkA11y( page, { include: 'dialog.wp-block-frontage-off-canvas' } );
	await page.keyboard.press( 'Escape' );
	await expect( panel ).toBeHidden();
	await expect( menu ).toBeFocused();

	await page.getByRole( 'link', { name: 'Open menu' } ).click();
	await expect( panel ).toBeVisible();
	await panel.getByRole( 'button', { name: 'Close' } ).click();
	await expect( panel ).toBeHidden();

	await menu.click();
	await panel.getByRole( 'link', { name: 'Done' } ).click();
	await expect( panel ).toBeHidden();
} );
