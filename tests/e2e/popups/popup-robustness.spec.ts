/**
 * Builder popups where things are not as expected (docs/popups.md; issue 7's bad input and
 * accessibility): corrupted and foreign storage, reduced motion, a touch screen, a toggle link,
 * a reload link, and frequency caps that start over when the popup's content changes.
 */
import { test, expect } from '../support/fixtures';
import { cleanUp, expectNoPopup, makePage, makePopup } from './popup-helpers';

test.afterEach( cleanUp );

test( 'corrupted and foreign storage: the popup still works and nothing is thrown', async ( {
	page,
	rest,
} ) => {
	const target = await makePage( rest );
	const id = await makePopup( rest, target.id, {
		triggers: { page_load: true, page_load_delay: 0 },
		timing: { times: true, times_times: 1, times_period: 'day' },
	} );
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( message.text() );
		}
	} );
	await page.goto( target.link );
	await page.evaluate( ( popupId ) => {
		localStorage.clear();
		localStorage.setItem( `frontage_popup_${ popupId }_times`, '{broken' );
		localStorage.setItem( `frontage_popup_${ popupId }_disabled`, '"yes"' );
		localStorage.setItem( 'frontage_modal_page_views', 'NaN' );
		localStorage.setItem( 'frontage_modal_last_seen', '-1' );
		localStorage.setItem(
			'frontage_popup_views_x',
			JSON.stringify( { value: 'many', expires: 'never' } )
		);
	}, id );
	await page.reload();
	await expect(
		page.getByRole( 'dialog', { name: 'Newsletter' } )
	).toBeVisible();
	expect( errors ).toEqual( [] );
} );

test( 'reduced motion: no animation; a touch screen: focus not in a text field', async ( {
	browser,
	baseURL,
	rest,
} ) => {
	const target = await makePage( rest );
	await makePopup(
		rest,
		target.id,
		{
			triggers: { page_load: true, page_load_delay: 0 },
			entrance_animation: 'zoom',
		},
		'<!-- wp:paragraph --><p>Join our newsletter.</p><!-- /wp:paragraph --><!-- wp:html --><label>Email <input type="email" name="email"></label><!-- /wp:html -->'
	);

	const calm = await browser.newContext( {
		baseURL,
		reducedMotion: 'reduce',
	} );
	const calmPage = await calm.newPage();
	await calmPage.goto( target.link );
	const dialog = calmPage.getByRole( 'dialog', { name: 'Newsletter' } );
	await expect( dialog ).toBeVisible();
	await expect( dialog ).not.toHaveClass( /is-entering/ );
	// On a desktop the first control, the email field, takes focus.
	await expect( dialog.getByLabel( 'Email' ) ).toBeFocused();
	await calm.close();

	const phone = await browser.newContext( {
		baseURL,
		hasTouch: true,
		isMobile: true,
		viewport: { width: 390, height: 800 },
	} );
	const phonePage = await phone.newPage();
	await phonePage.goto( target.link );
	const onPhone = phonePage.getByRole( 'dialog', { name: 'Newsletter' } );
	await expect( onPhone ).toBeVisible();
	// The on-screen keyboard would cover the popup: the dialog itself takes focus.
	await expect( onPhone.getByLabel( 'Email' ) ).not.toBeFocused();
	await expect( onPhone ).toBeFocused();
	await phone.close();
} );

test( 'a toggle link opens and closes; a reload link reloads the page', async ( {
	page,
	rest,
} ) => {
	const target = await makePage( rest );
	const id = await makePopup(
		rest,
		target.id,
		{ triggers: { page_load: false }, avoid_multiple_popups: false },
		`<!-- wp:paragraph --><p>Join our newsletter. <a href="#frontage-action:action=reload-page">Start again</a></p><!-- /wp:paragraph -->`
	);
	await rest.post( `/wp/v2/pages/${ target.id }`, {
		content: `<!-- wp:paragraph --><p><a href="#frontage-action:action=popup:open&amp;id=${ id }&amp;toggle=yes">Newsletter</a></p><!-- /wp:paragraph -->`,
	} );

	await page.goto( target.link );
	const dialog = page.getByRole( 'dialog', { name: 'Newsletter' } );
	await page.getByRole( 'link', { name: 'Newsletter' } ).click();
	await expect( dialog ).toBeVisible();

	await page.evaluate( () =>
		Object.assign( window, { beforeReload: true } )
	);
	await dialog.getByRole( 'link', { name: 'Start again' } ).click();
	await expect
		.poll( () => page.evaluate( () => 'beforeReload' in window ) )
		.toBe( false );
	await expect( dialog ).toHaveCount( 0 );
} );

test( 'with reset_on_change, a changed popup is shown again despite its cap', async ( {
	page,
	rest,
} ) => {
	const target = await makePage( rest );
	const id = await makePopup( rest, target.id, {
		triggers: { page_load: true, page_load_delay: 0 },
		timing: { times: true, times_times: 1, times_period: '' },
		reset_on_change: true,
	} );
	await page.goto( target.link );
	const dialog = page.getByRole( 'dialog', { name: 'Newsletter' } );
	await dialog.getByRole( 'button', { name: 'Close' } ).click();
	await page.reload();
	await expectNoPopup( page );

	await rest.post( `/wp/v2/frontage-popups/${ id }`, {
		content:
			'<!-- wp:paragraph --><p>New this month: the spring catalogue.</p><!-- /wp:paragraph -->',
	} );
	await page.reload();
	await expect(
		dialog.getByText( 'New this month: the spring catalogue.' )
	).toBeVisible();
} );

test( 'behaviour settings: no closing by Escape or backdrop, a late close button, closing by itself', async ( {
	page,
	rest,
} ) => {
	const target = await makePage( rest );
	await makePopup( rest, target.id, {
		triggers: { page_load: true, page_load_delay: 0 },
		prevent_close_on_esc_key: true,
		prevent_close_on_background_click: true,
		close_button_delay: 1,
		close_automatically: 3,
		avoid_multiple_popups: true,
	} );
	await page.goto( target.link );
	const dialog = page.getByRole( 'dialog', { name: 'Newsletter' } );
	await expect( dialog ).toBeVisible();
	const close = dialog.getByRole( 'button', { name: 'Close' } );
	await expect( close ).toBeHidden();
	await page.keyboard.press( 'Escape' );
	await page.mouse.click( 5, 5 );
	await expect( dialog ).toBeVisible();
	// The close button shows after its delay; the popup closes by itself after 3 seconds.
	await expect( close ).toBeVisible( { timeout: 2500 } );
	await expect( dialog ).toHaveCount( 0, { timeout: 4000 } );
} );
