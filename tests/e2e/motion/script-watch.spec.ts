/**
 * The script watch (docs/motion.md "Lazy code"): a motion script that cannot be fetched, comes
 * back as something that does not run, or has not arrived after 120 s is reported in the
 * console as 'Loading chunk {n} failed' with its type and address, and nothing else happens:
 * the block's content is still there. A page without the module's blocks gets no watch.
 */
import type { Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { publishPages } from '../support/pages';

const TABS =
	'<!-- wp:frontage/tabs --><!-- wp:frontage/tab {"title":"First tab"} --><!-- wp:paragraph --><p>Inside the first tab.</p><!-- /wp:paragraph --><!-- /wp:frontage/tab --><!-- wp:frontage/tab {"title":"Second tab"} --><!-- wp:paragraph --><p>Inside the second tab.</p><!-- /wp:paragraph --><!-- /wp:frontage/tab --><!-- /wp:frontage/tabs -->';

/** The tabs' view script, as the page asks for it. */
const SCRIPT = /\/build\/blocks\/tabs\/view\.js/;

const site = publishPages( 'Script watch', () => ( {
	tabs: TABS,
	plain: '<!-- wp:paragraph --><p>Plain.</p><!-- /wp:paragraph -->',
} ) );
const { links } = site;

/**
 * Collects the page's console errors.
 *
 * @param page The page.
 */
function consoleErrors( page: Page ): string[] {
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( message.text() );
		}
	} );
	return errors;
}

test.describe( 'script watch', () => {
	test( 'a script that cannot be fetched is reported, the content stays', async ( {
		page,
	} ) => {
		const errors = consoleErrors( page );
		await page.route( SCRIPT, ( route ) => route.abort() );
		await page.goto( links.tabs );
		await expect
			.poll( () =>
				errors.find( ( text ) => text.includes( 'Loading chunk' ) )
			)
			.toMatch(
				/^Loading chunk frontage-tabs-view-script failed\.\n\(error: http:\/\/[^)]+\/build\/blocks\/tabs\/view\.js\?ver=[^)]+\)$/
			);
		// Without its script the tabs are sections, each readable.
		await expect( page.getByText( 'Inside the first tab.' ) ).toBeVisible();
		await expect(
			page.getByText( 'Inside the second tab.' )
		).toBeVisible();
	} );

	test( 'a script that comes back as something else is reported as missing', async ( {
		page,
	} ) => {
		const errors = consoleErrors( page );
		await page.route( SCRIPT, ( route ) =>
			route.fulfill( {
				status: 200,
				contentType: 'application/javascript',
				body: '<!DOCTYPE html><html><body>Not found</body></html>',
			} )
		);
		await page.goto( links.tabs );
		await expect
			.poll( () =>
				errors.find( ( text ) => text.includes( 'Loading chunk' ) )
			)
			.toMatch(
				/^Loading chunk frontage-tabs-view-script failed\.\n\(missing: /
			);
		await expect(
			page.getByText( 'Inside the second tab.' )
		).toBeVisible();
	} );

	test( 'a script still on its way after 120 s is reported as late', async ( {
		page,
	} ) => {
		const errors = consoleErrors( page );
		await page.clock.install();
		// The script never comes: its request is held until the test ends.
		await page.route( SCRIPT, () => undefined );
		// The page's deferred scripts hold its DOMContentLoaded back: wait for the content.
		await page.goto( links.tabs, { waitUntil: 'commit' } );
		await page
			.getByText( 'Inside the second tab.' )
			.waitFor( { state: 'attached' } );
		await page.clock.runFor( 119000 );
		expect(
			errors.filter( ( text ) => text.includes( 'Loading chunk' ) )
		).toEqual( [] );
		await page.clock.runFor( 2000 );
		await expect
			.poll( () =>
				errors.find( ( text ) => text.includes( 'Loading chunk' ) )
			)
			.toMatch(
				/^Loading chunk frontage-tabs-view-script failed\.\n\(timeout: /
			);
	} );

	test( 'a page whose scripts all arrive says nothing; a page without them has no watch', async ( {
		page,
	} ) => {
		const errors = consoleErrors( page );
		await page.goto( links.tabs );
		await expect( page.locator( '#frontage-script-watch' ) ).toHaveCount(
			1
		);
		await expect(
			page.getByRole( 'tab', { name: 'Second tab' } )
		).toBeVisible();
		expect(
			errors.filter( ( text ) => text.includes( 'Loading chunk' ) )
		).toEqual( [] );

		await page.goto( links.plain );
		await expect( page.locator( '#frontage-script-watch' ) ).toHaveCount(
			0
		);
	} );
} );
