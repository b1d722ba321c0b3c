/**
 * The site `npm start` and `npm test` build: it answers, Frontage is active, its REST namespace
 * is listed, and its first React screen loads on WordPress 6.5. Tagged @smoke: these also run
 * against the Playground runtime.
 */
import { test, expect } from '../support/fixtures';

test( 'the front page is the Frontage demo page @smoke', async ( { page } ) => {
	await page.goto( '/' );
	await expect(
		page.getByRole( 'heading', { name: 'Frontage demo', level: 1 } )
	).toBeVisible();
} );

test( 'the REST index lists frontage/v1 @smoke', async ( { request } ) => {
	const index = await ( await request.get( '/wp-json/' ) ).json();
	expect( index.namespaces ).toContain( 'frontage/v1' );
} );

test( 'the administrator reaches the dashboard with Frontage active @smoke @package', async ( {
	adminPage,
} ) => {
	await adminPage.goto( '/wp-admin/' );
	await expect(
		adminPage.getByRole( 'heading', { name: 'Dashboard', level: 1 } )
	).toBeVisible();

	await adminPage.goto( '/wp-admin/plugins.php' );
	const row = adminPage.locator( 'tr[data-slug="frontage"]' );
	await expect( row ).toHaveClass( /\bactive\b/ );
	await expect(
		row.getByRole( 'link', { name: 'Deactivate Frontage' } )
	).toBeVisible();
} );

test( 'Settings → Frontage shows every module switch @smoke', async ( {
	adminPage,
	checkA11y,
} ) => {
	await adminPage.goto( '/wp-admin/options-general.php?page=frontage' );

	for ( const name of [
		'Files',
		'File search',
		'Editor tools',
		'Language',
		'Popups',
	] ) {
		await expect(
			adminPage.getByRole( 'checkbox', { name, exact: true } )
		).toBeChecked();
	}
	// The app is built with the automatic JSX runtime, which WordPress 6.5 lacks: Frontage must
	// have provided it, or the app above would not have rendered at all.
	await expect( adminPage.locator( '#react-jsx-runtime-js' ) ).toHaveCount(
		1
	);
	await checkA11y( adminPage, { include: '#frontage-settings' } );
} );
