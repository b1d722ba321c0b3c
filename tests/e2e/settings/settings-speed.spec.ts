/**
 * Settings → Frontage is usable as soon as its script runs, like Settings → General: the answers
 * the app reads first come with the page (docs/ARCHITECTURE.md "Settings"), so no REST request
 * stands between the page and its switches.
 */
import { test, expect } from '../support/fixtures';
import { expectNoSidewaysScroll, WIDTHS } from '../support/layout';

const SETTINGS = '/wp-admin/options-general.php?page=frontage';

for ( const width of WIDTHS ) {
	test( `the switches show without a REST request (${ width.name })`, async ( {
		adminPage,
		checkA11y,
	} ) => {
		await adminPage.setViewportSize( width );
		const asked: string[] = [];
		adminPage.on( 'request', ( request ) => {
			const url = request.url();
			if (
				url.includes( '/wp-json/' ) ||
				url.includes( 'rest_route=' )
			) {
				asked.push( `${ request.method() } ${ url }` );
			}
		} );
		await adminPage.goto( SETTINGS );
		await expect(
			adminPage.getByRole( 'checkbox', { name: 'Files', exact: true } )
		).toBeChecked();
		await expect(
			adminPage.getByRole( 'button', { name: 'Save settings' } )
		).toBeVisible();
		expect( asked ).toEqual( [] );
		await expectNoSidewaysScroll( adminPage );
		await checkA11y( adminPage, { include: '#frontage-settings' } );
	} );
}
