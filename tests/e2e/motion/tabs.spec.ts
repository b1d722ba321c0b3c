/**
 * The Tabs block (docs/motion.md "Tabs"), at 1280 and 390 px: the first tab open; the keyboard
 * journey of the WAI-ARIA tabs pattern (one tab in the Tab order, arrows wrapping round, Home
 * and End, each opening its panel at once, Tab going on into the panel); a click; a link to a
 * tab's id opening it, on arrival and on the page; without JavaScript every panel shows under
 * its title; axe clean; no sideways scroll with many long tab titles.
 */
import type { Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { expectNoSidewaysScroll, WIDTHS } from '../support/layout';
import { publishPages } from '../support/pages';

const TITLES = [
	'Overview',
	'Opening hours and holidays',
	'Delivery',
	'Returns and refunds',
	'Questions people ask',
];

/**
 * A Tab block's markup.
 *
 * @param title Its title.
 */
function tab( title: string ): string {
	return `<!-- wp:frontage/tab ${ JSON.stringify( {
		title,
	} ) } --><!-- wp:paragraph --><p>All about ${ title.toLowerCase() }.</p><!-- /wp:paragraph --><!-- /wp:frontage/tab -->`;
}

const site = publishPages( 'Tabs', () => ( {
	tabs:
		'<!-- wp:paragraph --><p><a href="#delivery">See delivery</a></p><!-- /wp:paragraph -->' +
		`<!-- wp:frontage/tabs {"label":"About the shop"} -->${ TITLES.map(
			tab
		).join( '' ) }<!-- /wp:frontage/tabs -->` +
		'<!-- wp:paragraph --><p><a href="#top">After the tabs</a></p><!-- /wp:paragraph -->',
} ) );
const { links } = site;

/**
 * Which tab is selected and which panels show.
 *
 * @param page The page.
 */
async function state( page: Page ) {
	const tabs = page.getByRole( 'tab' );
	const selected = await tabs.evaluateAll( ( elements ) =>
		elements
			.filter( ( e ) => e.getAttribute( 'aria-selected' ) === 'true' )
			.map( ( e ) => e.textContent )
	);
	const shown = await page
		.getByRole( 'tabpanel' )
		.evaluateAll( ( elements ) =>
			elements.map( ( e ) => e.getAttribute( 'aria-labelledby' ) )
		);
	return { selected, shown };
}

for ( const width of WIDTHS ) {
	test.describe( `at ${ width.name }`, () => {
		test.use( { viewport: { width: width.width, height: width.height } } );

		test( 'the first tab is open; arrows, Home and End move between the tabs and open each at once; Tab goes on into the panel', async ( {
			page,
			checkA11y,
		} ) => {
			await page.goto( links.tabs );
			const list = page.getByRole( 'tablist', {
				name: 'About the shop',
			} );
			await expect( list ).toBeVisible();
			await expect( list.getByRole( 'tab' ) ).toHaveText( TITLES );
			expect( await state( page ) ).toEqual( {
				selected: [ 'Overview' ],
				shown: [ 'overview-tab' ],
			} );
			// The titles inside the panels are hidden: the tabs name them.
			await expect(
				page.getByRole( 'heading', { name: 'Overview' } )
			).toBeHidden();

			await page.getByRole( 'link', { name: 'See delivery' } ).focus();
			await page.keyboard.press( 'Tab' );
			const overview = page.getByRole( 'tab', { name: 'Overview' } );
			await expect( overview ).toBeFocused();
			await page.keyboard.press( 'ArrowRight' );
			await expect(
				page.getByRole( 'tab', { name: 'Opening hours and holidays' } )
			).toBeFocused();
			expect( ( await state( page ) ).selected ).toEqual( [
				'Opening hours and holidays',
			] );
			await expect(
				page.getByRole( 'tabpanel', {
					name: 'Opening hours and holidays',
				} )
			).toContainText( 'All about opening hours and holidays.' );
			await page.keyboard.press( 'End' );
			await expect(
				page.getByRole( 'tab', { name: 'Questions people ask' } )
			).toBeFocused();
			await page.keyboard.press( 'ArrowRight' );
			await expect( overview ).toBeFocused();
			await page.keyboard.press( 'ArrowLeft' );
			await expect(
				page.getByRole( 'tab', { name: 'Questions people ask' } )
			).toBeFocused();
			await page.keyboard.press( 'Home' );
			await expect( overview ).toBeFocused();
			expect( await state( page ) ).toEqual( {
				selected: [ 'Overview' ],
				shown: [ 'overview-tab' ],
			} );
			// Only the selected tab is in the Tab order: Tab goes on into its panel.
			await page.keyboard.press( 'Tab' );
			await expect(
				page.getByRole( 'tabpanel', { name: 'Overview' } )
			).toBeFocused();
			await page.keyboard.press( 'Tab' );
			await expect(
				page.getByRole( 'link', { name: 'After the tabs' } )
			).toBeFocused();

			await page
				.getByRole( 'tab', { name: 'Returns and refunds' } )
				.click();
			expect( await state( page ) ).toEqual( {
				selected: [ 'Returns and refunds' ],
				shown: [ 'returns-and-refunds-tab' ],
			} );
			await checkA11y( page );
			await expectNoSidewaysScroll( page );
		} );

		test( 'a link to a tab’s id opens it, on the page and on arrival', async ( {
			page,
		} ) => {
			await page.goto( links.tabs );
			await page.getByRole( 'link', { name: 'See delivery' } ).click();
			expect( await state( page ) ).toEqual( {
				selected: [ 'Delivery' ],
				shown: [ 'delivery-tab' ],
			} );
			await page.goto( 'about:blank' );
			await page.goto( `${ links.tabs }#returns-and-refunds` );
			expect( ( await state( page ) ).selected ).toEqual( [
				'Returns and refunds',
			] );
			await expect(
				page.getByRole( 'tabpanel', { name: 'Returns and refunds' } )
			).toBeInViewport();
		} );
	} );
}

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'every panel shows under its title as a heading, and the tab list is hidden', async ( {
		page,
	} ) => {
		await page.goto( links.tabs );
		await expect( page.getByRole( 'tablist' ) ).toBeHidden();
		for ( const title of TITLES ) {
			await expect(
				page.getByRole( 'heading', { name: title, level: 3 } )
			).toBeVisible();
			await expect(
				page.getByText( `All about ${ title.toLowerCase() }.` )
			).toBeVisible();
		}
	} );
} );

test( 'the demo page: two sets of tabs, a link that opens one, and no block validation warning in the editor', async ( {
	page,
	adminPage,
	rest: admin,
} ) => {
	const [ demo ] = await admin.get< { id: number; link: string }[] >(
		'/wp/v2/pages?slug=tabs&_fields=id,link'
	);
	expect( demo, 'The Tabs demo page is seeded' ).toBeTruthy();
	await page.goto( demo.link );
	await expect( page.getByRole( 'tablist' ) ).toHaveCount( 2 );
	await page
		.getByRole( 'link', { name: 'This link opens the Delivery tab.' } )
		.click();
	await expect(
		page.getByRole( 'tab', { name: 'Delivery' } )
	).toHaveAttribute( 'aria-selected', 'true' );

	await adminPage.goto( `/wp-admin/post.php?post=${ demo.id }&action=edit` );
	const canvas = adminPage.frameLocator( 'iframe[name="editor-canvas"]' );
	await expect(
		canvas
			.locator( '.wp-block-frontage-tab' )
			.first()
			.or( adminPage.locator( '.wp-block-frontage-tab' ).first() )
	).toBeVisible( { timeout: 20_000 } );
	await expect(
		canvas
			.locator( '.block-editor-warning' )
			.or( adminPage.locator( '.block-editor-warning' ) )
	).toHaveCount( 0 );
} );
