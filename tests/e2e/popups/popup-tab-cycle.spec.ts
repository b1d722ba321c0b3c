/**
 * A builder popup's Tab cycle stays inside it (docs/popups.md "On the page"): Tab walks every
 * focusable element of the popup in order and comes back to the first; Shift+Tab walks them the
 * other way and comes back to the last. Focus never reaches the page behind or the browser.
 */
import type { Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { cleanUp, makePage, makePopup } from './popup-helpers';

test.afterEach( cleanUp );

const CONTENT = [
	'<!-- wp:paragraph --><p>Join us. <a href="#terms">Read the terms</a></p><!-- /wp:paragraph -->',
	'<!-- wp:html --><form><label>Email <input type="email" name="email"></label> <label><input type="checkbox" name="agree"> I agree</label> <button type="button">Subscribe</button></form><!-- /wp:html -->',
].join( '' );

/**
 * What has focus: its accessible description for the test's messages, and whether it is in the
 * popup.
 *
 * @param page The page.
 */
function focused( page: Page ) {
	return page.evaluate( () => {
		const dialog = document.querySelector( 'dialog.frontage-popup' );
		const active = document.body.ownerDocument.activeElement;
		return {
			name: active
				? `${ active.tagName.toLowerCase() } ${
						active.getAttribute( 'aria-label' ) ??
						active.getAttribute( 'name' ) ??
						active.textContent?.trim() ??
						''
					}`
				: 'nothing',
			inside: !! dialog && !! active && dialog.contains( active ),
		};
	} );
}

test( 'Tab and Shift+Tab go round every control of the popup and never leave it', async ( {
	page,
	rest,
	checkA11y,
} ) => {
	const target = await makePage(
		rest,
		'<a href="#behind">A link on the page behind</a>'
	);
	await makePopup(
		rest,
		target.id,
		{
			triggers: { page_load: true, page_load_delay: 0 },
			entrance_animation: '',
		},
		CONTENT
	);
	await page.goto( target.link );
	const dialog = page.getByRole( 'dialog', { name: 'Newsletter' } );
	await expect( dialog ).toBeVisible();
	const terms = dialog.getByRole( 'link', { name: 'Read the terms' } );
	// Focus starts on the popup's first control.
	await expect( terms ).toBeFocused();

	// In order: the link, the field, the checkbox, the button, the close button; then round.
	const order = [
		'a Read the terms',
		'input email',
		'input agree',
		'button Subscribe',
		'button Close',
	];
	const forward: string[] = [];
	for ( let press = 0; press < order.length * 2; press++ ) {
		await page.keyboard.press( 'Tab' );
		const now = await focused( page );
		expect( now.inside, `Tab ${ press + 1 } left the popup` ).toBe( true );
		forward.push( now.name );
	}
	expect( forward ).toEqual( [ ...order.slice( 1 ), ...order, order[ 0 ] ] );

	const backward: string[] = [];
	for ( let press = 0; press < order.length * 2; press++ ) {
		await page.keyboard.press( 'Shift+Tab' );
		const now = await focused( page );
		expect( now.inside, `Shift+Tab ${ press + 1 } left the popup` ).toBe(
			true
		);
		backward.push( now.name );
	}
	const reversed = [ ...order ].reverse();
	expect( backward ).toEqual( [ ...reversed, ...reversed ] );
	await checkA11y( page, { include: 'dialog.frontage-popup' } );

	// Escape still closes it; the page behind is reachable again.
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
} );
