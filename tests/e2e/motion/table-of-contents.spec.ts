/**
 * The Table of contents block (docs/motion.md "Table of contents"), at 1280 and 390 px: a
 * named nav of nested links to the page's headings, which carry the ids the links point to;
 * a link followed by keyboard brings its heading into view; the section being read is marked
 * (aria-current="true") while scrolling, none above the first heading; without JavaScript the
 * links still work; a page without headings shows nothing to visitors and a Notice in the
 * editor; axe clean; no sideways scroll.
 */
import type { Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { expectNoSidewaysScroll, WIDTHS } from '../support/layout';
import { publishPages } from '../support/pages';

const LONG =
	'<!-- wp:paragraph --><p>' +
	'A paragraph long enough to scroll past while reading this section of the page. '.repeat(
		30
	) +
	'</p><!-- /wp:paragraph -->';

/**
 * A Heading block and a long paragraph.
 *
 * @param level Its level.
 * @param text  Its text.
 */
function section( level: number, text: string ): string {
	const attrs = level === 2 ? '' : ` {"level":${ level }}`;
	return `<!-- wp:heading${ attrs } --><h${ level } class="wp-block-heading">${ text }</h${ level }><!-- /wp:heading -->${ LONG }`;
}

const site = publishPages( 'TOC', () => ( {
	toc:
		'<!-- wp:frontage/table-of-contents {"title":"On this page"} /-->' +
		section( 2, 'Getting started' ) +
		section( 3, 'What you need' ) +
		section( 2, 'Everyday use' ) +
		'<!-- wp:group --><div class="wp-block-group">' +
		section( 3, 'Questions people often ask about the everyday use' ) +
		'</div><!-- /wp:group -->' +
		section( 2, 'Going further' ),
	empty: '<!-- wp:frontage/table-of-contents /--><!-- wp:paragraph --><p>No headings here.</p><!-- /wp:paragraph -->',
} ) );
const { links, ids } = site;

/**
 * The texts of the links marked current.
 *
 * @param page The page.
 */
async function current( page: Page ): Promise< string[] > {
	return page
		.locator(
			'.wp-block-frontage-table-of-contents a[aria-current="true"]'
		)
		.allTextContents();
}

for ( const width of WIDTHS ) {
	test.describe( `at ${ width.name }`, () => {
		test.use( { viewport: { width: width.width, height: width.height } } );

		test( 'nested links to the headings; followed by keyboard, a link brings its heading into view; the section being read is marked while scrolling', async ( {
			page,
			checkA11y,
		} ) => {
			await page.goto( links.toc );
			const nav = page.getByRole( 'navigation', {
				name: 'On this page',
			} );
			await expect( nav.getByRole( 'link' ) ).toHaveText( [
				'Getting started',
				'What you need',
				'Everyday use',
				'Questions people often ask about the everyday use',
				'Going further',
			] );
			// Nested: the h3s are in lists inside the h2s' items.
			await expect( nav.locator( 'ol ol a' ) ).toHaveText( [
				'What you need',
				'Questions people often ask about the everyday use',
			] );
			expect( await current( page ) ).toEqual( [] );
			await checkA11y( page );
			await expectNoSidewaysScroll( page );

			await nav
				.getByRole( 'link', { name: 'Everyday use', exact: true } )
				.focus();
			await page.keyboard.press( 'Enter' );
			await expect( page ).toHaveURL( /#everyday-use$/ );
			await expect(
				page.getByRole( 'heading', {
					name: 'Everyday use',
					exact: true,
				} )
			).toBeInViewport();
			await expect
				.poll( () => current( page ) )
				.toEqual( [ 'Everyday use' ] );
			await expect(
				nav.getByRole( 'link', { name: 'Everyday use', exact: true } )
			).toHaveClass( /is-current/ );

			await page
				.getByRole( 'heading', { name: 'Questions people often ask' } )
				.evaluate( ( heading ) =>
					heading.scrollIntoView( {
						block: 'start',
						behavior: 'instant',
					} )
				);
			await expect
				.poll( () => current( page ) )
				.toEqual( [
					'Questions people often ask about the everyday use',
				] );
			await page.evaluate( () => window.scrollTo( 0, 0 ) );
			await expect.poll( () => current( page ) ).toEqual( [] );
			await expectNoSidewaysScroll( page );
		} );
	} );
}

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the links go to their headings', async ( { page } ) => {
		await page.goto( links.toc );
		await page.getByRole( 'link', { name: 'Going further' } ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Going further' } )
		).toBeInViewport();
	} );
} );

test( 'a page without headings shows nothing to visitors, and a Notice in the editor', async ( {
	page,
	adminPage,
} ) => {
	await page.goto( links.empty );
	await expect( page.getByText( 'No headings here.' ) ).toBeVisible();
	await expect(
		page.locator( '.wp-block-frontage-table-of-contents' )
	).toHaveCount( 0 );

	await adminPage.goto(
		`/wp-admin/post.php?post=${ ids.empty }&action=edit`
	);
	const canvas = adminPage.frameLocator( 'iframe[name="editor-canvas"]' );
	await expect(
		canvas
			.getByText( 'This page has no headings of the levels listed yet' )
			.or(
				adminPage.getByText(
					'This page has no headings of the levels listed yet'
				)
			)
	).toBeVisible( { timeout: 20_000 } );
} );

test( 'the demo page: its table lists its eight headings, and no block validation warning in the editor', async ( {
	page,
	adminPage,
	rest: admin,
} ) => {
	const [ demo ] = await admin.get< { id: number; link: string }[] >(
		'/wp/v2/pages?slug=table-of-contents&_fields=id,link'
	);
	expect( demo, 'The Table of contents demo page is seeded' ).toBeTruthy();
	await page.goto( demo.link );
	await expect(
		page
			.getByRole( 'navigation', { name: 'On this page' } )
			.getByRole( 'link' )
	).toHaveCount( 8 );

	await adminPage.goto( `/wp-admin/post.php?post=${ demo.id }&action=edit` );
	const canvas = adminPage.frameLocator( 'iframe[name="editor-canvas"]' );
	await expect(
		canvas
			.locator( '.wp-block-frontage-table-of-contents li' )
			.first()
			.or(
				adminPage
					.locator( '.wp-block-frontage-table-of-contents li' )
					.first()
			)
	).toBeVisible( { timeout: 20_000 } );
	await expect(
		canvas
			.locator( '.block-editor-warning' )
			.or( adminPage.locator( '.block-editor-warning' ) )
	).toHaveCount( 0 );
} );
