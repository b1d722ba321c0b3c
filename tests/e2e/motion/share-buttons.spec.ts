/**
 * The Share buttons block (docs/motion.md "Share buttons"), at 1280 and 390 px: plain share
 * links for the page, the networks in a new tab without the referrer; by keyboard, "Copy link"
 * puts the page's address on the clipboard and says "Link copied" in a polite live region;
 * "Share…" shows only where the browser has a share sheet, and hands it the page; without
 * JavaScript neither button shows; nothing is requested from a network; axe clean; no
 * sideways scroll.
 */
import { test, expect } from '../support/fixtures';
import { expectNoSidewaysScroll, WIDTHS } from '../support/layout';
import { publishPages } from '../support/pages';

const TITLE = `Share me ${ Date.now().toString( 36 ) }`;

const site = publishPages( 'Share me', () => ( {
	share: {
		title: TITLE,
		content:
			'<!-- wp:paragraph --><p><a href="#start">Before the buttons</a></p><!-- /wp:paragraph -->' +
			'<!-- wp:frontage/share-buttons /-->',
	},
} ) );
const { links } = site;

for ( const width of WIDTHS ) {
	test.describe( `at ${ width.name }`, () => {
		test.use( { viewport: { width: width.width, height: width.height } } );

		test( 'share links for the page; by keyboard, Copy link copies its address and says so politely', async ( {
			page,
			context,
			checkA11y,
		} ) => {
			await context.grantPermissions( [
				'clipboard-read',
				'clipboard-write',
			] );
			const foreign: string[] = [];
			page.on( 'request', ( request ) => {
				const url = request.url();
				if (
					/^https?:/.test( url ) &&
					! url.startsWith( new URL( links.share ).origin )
				) {
					foreign.push( url );
				}
			} );
			await page.goto( links.share );
			const facebook = page.getByRole( 'link', {
				name: 'Share on Facebook (opens in a new tab)',
			} );
			await expect( facebook ).toHaveAttribute(
				'href',
				`https://www.facebook.com/sharer/sharer.php?u=${ encodeURIComponent(
					links.share
				) }`
			);
			await expect( facebook ).toHaveAttribute( 'target', '_blank' );
			await expect( facebook ).toHaveAttribute(
				'rel',
				'noopener noreferrer'
			);
			await expect(
				page.getByRole( 'link', {
					name: 'Share on X (opens in a new tab)',
				} )
			).toHaveAttribute(
				'href',
				`https://x.com/intent/post?url=${ encodeURIComponent(
					links.share
				) }&text=${ encodeURIComponent( TITLE ) }`
			);
			await expect(
				page.getByRole( 'link', { name: 'Share by Email' } )
			).toHaveAttribute( 'href', /^mailto:\?subject=/ );
			// Headless Chromium on Linux has no share sheet.
			await expect(
				page.getByRole( 'button', { name: 'Share…' } )
			).toBeHidden();

			// The keyboard: from the link before, Tab through the four links to Copy link.
			await page
				.getByRole( 'link', { name: 'Before the buttons' } )
				.focus();
			for ( let i = 0; i < 5; i++ ) {
				await page.keyboard.press( 'Tab' );
			}
			const copy = page.getByRole( 'button', { name: 'Copy link' } );
			await expect( copy ).toBeFocused();
			const status = page.getByRole( 'status' );
			await expect( status ).toHaveText( '' );
			await page.keyboard.press( 'Enter' );
			await expect( status ).toHaveText( 'Link copied' );
			expect(
				await page.evaluate( () => navigator.clipboard.readText() )
			).toBe( links.share );
			await expect( copy ).toBeFocused();
			await checkA11y( page );
			await expectNoSidewaysScroll( page );
			expect( foreign ).toEqual( [] );
		} );
	} );
}

test( 'Share… shows where the browser has a share sheet, and hands it the page', async ( {
	page,
} ) => {
	await page.addInitScript( () => {
		const shared: ShareData[] = [];
		( window as unknown as { shared: ShareData[] } ).shared = shared;
		Object.defineProperty( navigator, 'share', {
			value: async ( data: ShareData ) => {
				shared.push( data );
			},
		} );
	} );
	await page.goto( links.share );
	const share = page.getByRole( 'button', { name: 'Share…' } );
	await expect( share ).toBeVisible();
	await share.click();
	expect(
		await page.evaluate(
			() => ( window as unknown as { shared: ShareData[] } ).shared
		)
	).toEqual( [ { url: links.share, title: TITLE } ] );
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the share links are there; the buttons that need a script are not', async ( {
		page,
	} ) => {
		await page.goto( links.share );
		await expect(
			page.getByRole( 'link', { name: /^Share on / } )
		).toHaveCount( 3 );
		await expect( page.getByRole( 'button' ) ).toHaveCount( 0 );
	} );
} );

test( 'the demo page: two sets of share links, and no block validation warning in the editor', async ( {
	page,
	adminPage,
	rest: admin,
} ) => {
	const [ demo ] = await admin.get< { id: number; link: string }[] >(
		'/wp/v2/pages?slug=share-buttons&_fields=id,link'
	);
	expect( demo, 'The Share buttons demo page is seeded' ).toBeTruthy();
	await page.goto( demo.link );
	await expect(
		page.getByRole( 'link', { name: 'Share by Email' } )
	).toHaveCount( 2 );

	await adminPage.goto( `/wp-admin/post.php?post=${ demo.id }&action=edit` );
	const canvas = adminPage.frameLocator( 'iframe[name="editor-canvas"]' );
	await expect(
		canvas
			.locator( '.wp-block-frontage-share-buttons__list' )
			.first()
			.or(
				adminPage
					.locator( '.wp-block-frontage-share-buttons__list' )
					.first()
			)
	).toBeVisible( { timeout: 20_000 } );
	await expect(
		canvas
			.locator( '.block-editor-warning' )
			.or( adminPage.locator( '.block-editor-warning' ) )
	).toHaveCount( 0 );
} );
