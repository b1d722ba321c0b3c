/**
 * Page views and sessions as the page-view and session rules read them (docs/popups.md "Browser
 * storage"): every page of the site counts, pages without popups too, and a page counts once
 * however many popups or modals it holds.
 */
import type { Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { cleanUp, expectNoPopup, makePage, makePopup } from './popup-helpers';

test.afterEach( cleanUp );

/**
 * What the visitor's browser holds under a key, parsed.
 *
 * @param page The visitor's page.
 * @param key  The storage key.
 */
function stored( page: Page, key: string ): Promise< unknown > {
	return page.evaluate(
		( name ) => JSON.parse( localStorage.getItem( name ) ?? 'null' ),
		key
	);
}

test( 'a popup for the 3rd page view opens on the 3rd view, when the views before were pages without popups', async ( {
	page,
	rest,
	checkA11y,
} ) => {
	const plain = await makePage( rest );
	const target = await makePage( rest );
	await makePopup( rest, target.id, {
		triggers: { page_load: true, page_load_delay: 0 },
		timing: { page_views: true, page_views_views: 3 },
	} );

	await page.goto( target.link );
	await expectNoPopup( page );
	// A page with no popup on it counts as a view too.
	await page.goto( plain.link );
	await page.goto( target.link );
	const dialog = page.getByRole( 'dialog', { name: 'Newsletter' } );
	await expect( dialog ).toBeVisible();
	await checkA11y( page, { include: 'dialog.frontage-popup' } );
} );

test( 'a new session begun on a page without popups counts', async ( {
	page,
	rest,
} ) => {
	const plain = await makePage( rest );
	const target = await makePage( rest );
	await makePopup( rest, target.id, {
		triggers: { page_load: true, page_load_delay: 0 },
		timing: { sessions: true, sessions_sessions: 2 },
	} );

	await page.goto( plain.link );
	// Half an hour without a page view: the next view, on a page without popups, starts session 2.
	await page.evaluate( () =>
		localStorage.setItem(
			'frontage_modal_last_seen',
			String( Date.now() - 31 * 60 * 1000 )
		)
	);
	await page.goto( plain.link );
	await page.goto( target.link );
	await expect(
		page.getByRole( 'dialog', { name: 'Newsletter' } )
	).toBeVisible();
} );

test( 'a page with several popups counts one view, and each popup points at its counter', async ( {
	page,
	rest,
} ) => {
	const target = await makePage( rest );
	const ids: number[] = [];
	for ( let popup = 0; popup < 3; popup++ ) {
		ids.push(
			await makePopup( rest, target.id, {
				triggers: { page_load: false },
			} )
		);
	}

	await page.goto( target.link );
	await page.reload();
	const addressKey = await page.evaluate(
		() =>
			'frontage_popup_views_' +
			encodeURIComponent( window.location.href.split( '#' )[ 0 ] ).slice(
				0,
				50
			)
	);
	expect( await stored( page, 'frontage_modal_page_views' ) ).toBe( 2 );
	expect( await stored( page, addressKey ) ).toEqual( {
		value: 2,
		expires: 0,
	} );
	for ( const id of ids ) {
		expect(
			await stored( page, `frontage_popup_${ id }_views_key` )
		).toEqual( { value: addressKey, expires: 0 } );
	}
} );

test( 'the modal block counts the pages without modals too', async ( {
	page,
	rest,
} ) => {
	const plain = await makePage( rest );
	const modal = await makePage(
		rest,
		'</p><!-- /wp:paragraph --><!-- wp:frontage/modal {"modalId":"third-view","heading":"Third view","triggerOn":"automatic","afterSec":true,"afterSecVal":0,"pageViewsEnabled":true,"pageViewsCount":3} --><div class="wp-block-frontage-modal__content" hidden><!-- wp:paragraph --><p>Welcome back.</p><!-- /wp:paragraph --></div><!-- /wp:frontage/modal --><!-- wp:paragraph --><p>'
	);

	await page.goto( plain.link );
	await page.goto( plain.link );
	await page.goto( modal.link );
	await expect(
		page.getByRole( 'dialog', { name: 'Third view' } )
	).toBeVisible();
} );

test( 'a modal counting views of its own page reads them through its pointer', async ( {
	page,
	rest,
} ) => {
	const plain = await makePage( rest );
	const modal = await makePage(
		rest,
		'</p><!-- /wp:paragraph --><!-- wp:frontage/modal {"modalId":"second-look","heading":"Second look","triggerOn":"automatic","afterSec":true,"afterSecVal":0,"pageViewsEnabled":true,"pageViewsCount":2,"pageViewsScope":"current"} --><div class="wp-block-frontage-modal__content" hidden><!-- wp:paragraph --><p>Still thinking?</p><!-- /wp:paragraph --></div><!-- /wp:frontage/modal --><!-- wp:paragraph --><p>'
	);
	const dialog = page.getByRole( 'dialog', { name: 'Second look' } );

	await page.goto( modal.link );
	await expectNoPopup( page );
	// Other pages do not count for this one.
	await page.goto( plain.link );
	await page.goto( plain.link );
	await page.goto( modal.link );
	await expect( dialog ).toBeVisible();
} );
