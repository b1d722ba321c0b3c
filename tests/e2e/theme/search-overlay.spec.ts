/**
 * The Search overlay (docs/theme.md "Search overlay") in its three modes at 1280 and 390 px: the
 * search button opens the form with focus in the field; the overlay lies within the screen and
 * its close button on it; Escape and the close button close it and focus returns to the button;
 * the full-screen overlay keeps Tab inside; axe finds nothing with it open; a real search lands
 * on the posts' results, or on the File search page's; without JavaScript the form still
 * searches. A page without the block loads none of it.
 */
import type { Locator, Page } from '@playwright/test';

import { ADMIN_STATE } from '../../../playwright.config';
import { test, expect } from '../support/fixtures';
import {
	expectInside,
	expectNoSidewaysScroll,
	WIDTHS,
} from '../support/layout';
import { openRestClient, type RestClient } from '../support/rest';

const MODES = [ 'slide', 'cover', 'fullscreen' ] as const;
const NAME = 'wp-block-frontage-search-overlay';

let rest: RestClient;
const links: Record< string, string > = {};
const pageIds: number[] = [];
let postId = 0;
let needle = '';

test.beforeAll( async ( {}, testInfo ) => {
	test.setTimeout( 60_000 );
	rest = await openRestClient(
		testInfo.project.use.baseURL as string,
		ADMIN_STATE
	);
	const suffix = Date.now().toString( 36 );
	needle = `Lighthouse${ suffix }`;
	postId = (
		await rest.post< { id: number } >( '/wp/v2/posts', {
			title: `${ needle } keeper's notes`,
			status: 'publish',
		} )
	).id;
	const [ filesPage ] = await rest.get< Array< { id: number } > >(
		'/wp/v2/pages?slug=search-files&_fields=id'
	);
	const blocks: Record< string, Record< string, unknown > > = {
		...Object.fromEntries( MODES.map( ( mode ) => [ mode, { mode } ] ) ),
		files: { mode: 'slide', target: 'files', filesPage: filesPage.id },
		plain: {},
	};
	for ( const [ key, attrs ] of Object.entries( blocks ) ) {
		const block =
			key === 'plain'
				? ''
				: `<!-- wp:frontage/search-overlay ${ JSON.stringify(
						attrs
					) } /-->`;
		const created = await rest.post< { id: number; link: string } >(
			'/wp/v2/pages',
			{
				title: `Search overlay ${ key } ${ suffix }`,
				status: 'publish',
				content:
					block +
					'<!-- wp:paragraph --><p>Some words. <a href="#top">A link after the search.</a></p><!-- /wp:paragraph -->',
			}
		);
		pageIds.push( created.id );
		links[ key ] = created.link;
	}
} );

test.afterAll( async () => {
	for ( const id of pageIds ) {
		await rest.delete( `/wp/v2/pages/${ id }?force=true` );
	}
	if ( postId ) {
		await rest.delete( `/wp/v2/posts/${ postId }?force=true` );
	}
	await rest.dispose();
} );

/**
 * The block's parts.
 *
 * @param page The page.
 */
function parts( page: Page ): {
	toggle: Locator;
	panel: Locator;
	field: Locator;
	close: Locator;
} {
	return {
		toggle: page.locator( `summary.${ NAME }__toggle` ),
		panel: page.locator( `.${ NAME }__panel` ),
		field: page.locator( `.${ NAME }__field` ),
		close: page.locator( `.${ NAME }__close` ),
	};
}

/**
 * The element's box lies within the viewport.
 *
 * @param page    The page.
 * @param element The element.
 */
async function expectWithinViewport( page: Page, element: Locator ) {
	const box = ( await element.boundingBox() )!;
	const viewport = page.viewportSize()!;
	expect( box.x ).toBeGreaterThanOrEqual( -0.5 );
	expect( box.y ).toBeGreaterThanOrEqual( -0.5 );
	expect( box.x + box.width ).toBeLessThanOrEqual( viewport.width + 0.5 );
	expect( box.y + box.height ).toBeLessThanOrEqual( viewport.height + 0.5 );
}

/**
 * Whether an element sits in a corner of the screen: within `margin` px of a side and of the
 * top or bottom.
 *
 * @param page    The page.
 * @param element The element.
 * @param margin  How close to the edges counts as the corner.
 */
async function inCorner(
	page: Page,
	element: Locator,
	margin: number
): Promise< boolean > {
	const box = ( await element.boundingBox() )!;
	const viewport = page.viewportSize()!;
	const side =
		box.x <= margin || viewport.width - ( box.x + box.width ) <= margin;
	const end =
		box.y <= margin || viewport.height - ( box.y + box.height ) <= margin;
	return side && end;
}

for ( const width of WIDTHS ) {
	test.describe( `at ${ width.name }`, () => {
		test.use( { viewport: width } );

		for ( const mode of MODES ) {
			test( `${ mode }: opens with focus in the field, closes by Escape and by its button`, async ( {
				page,
				checkA11y,
			} ) => {
				await page.goto( links[ mode ] );
				const { toggle, panel, field, close } = parts( page );
				await expect( toggle ).toHaveAccessibleName( 'Search' );
				await expect( panel ).toBeHidden();

				await toggle.focus();
				await page.keyboard.press( 'Enter' );
				await expect( panel ).toBeVisible();
				await expect( field ).toBeFocused();
				await expectWithinViewport( page, panel );
				await expectInside( close, panel );
				await expect( close ).toHaveAccessibleName( 'Close search' );
				// The full-screen overlay's close button is in its top corner by design; the
				// bars' sits on the bar, at the end of the form's row.
				expect(
					await inCorner(
						page,
						close,
						mode === 'fullscreen' ? 24 : 8
					)
				).toBe( mode === 'fullscreen' );
				if ( mode !== 'fullscreen' ) {
					const row = ( await field.boundingBox() )!;
					const button = ( await close.boundingBox() )!;
					expect(
						Math.abs(
							row.y +
								row.height / 2 -
								( button.y + button.height / 2 )
						)
					).toBeLessThanOrEqual( 2 );
				}
				await expectNoSidewaysScroll( page );
				await checkA11y( page );

				await page.keyboard.press( 'Escape' );
				await expect( panel ).toBeHidden();
				await expect( toggle ).toBeFocused();

				await toggle.click();
				await expect( field ).toBeFocused();
				await close.click();
				await expect( panel ).toBeHidden();
				await expect( toggle ).toBeFocused();
			} );

			test( `${ mode }: a search lands on the posts' results`, async ( {
				page,
			} ) => {
				await page.goto( links[ mode ] );
				const { toggle, field } = parts( page );
				await toggle.click();
				await field.fill( needle );
				await page.keyboard.press( 'Enter' );
				await expect( page ).toHaveURL(
					new RegExp( `[?&]s=${ needle }` )
				);
				await expect(
					page.getByRole( 'link', { name: `${ needle } keeper` } )
				).toBeVisible();
			} );
		}

		test( 'fullscreen: Tab and Shift+Tab stay inside, the page behind does not scroll', async ( {
			page,
		} ) => {
			await page.goto( links.fullscreen );
			const { toggle, panel } = parts( page );
			await toggle.click();
			for ( const key of [
				'Tab',
				'Tab',
				'Tab',
				'Tab',
				'Shift+Tab',
				'Shift+Tab',
				'Shift+Tab',
			] ) {
				await page.keyboard.press( key );
				expect(
					await panel.evaluate( ( element ) =>
						element.contains( element.ownerDocument.activeElement )
					),
					key
				).toBe( true );
			}
			expect(
				await page.evaluate(
					() => getComputedStyle( document.documentElement ).overflow
				)
			).toBe( 'hidden' );
		} );

		test( 'slide: Tab past the close button leaves and closes the bar', async ( {
			page,
		} ) => {
			await page.goto( links.slide );
			const { toggle, panel, close } = parts( page );
			await toggle.click();
			await close.focus();
			await page.keyboard.press( 'Tab' );
			await expect( panel ).toBeHidden();
			expect(
				await panel.evaluate(
					( element ) =>
						element.ownerDocument.activeElement?.closest(
							'details'
						) ?? null
				)
			).toBeNull();
		} );

		test( 'files: a search lands on the File search page with its results', async ( {
			page,
		} ) => {
			await page.goto( links.files );
			const { toggle, field } = parts( page );
			await expect( toggle ).toHaveAccessibleName( 'Search files' );
			await toggle.click();
			await field.fill( 'report' );
			await page.keyboard.press( 'Enter' );
			await expect( page ).toHaveURL( /\/search-files\/\?q=report/ );
			await expect(
				page
					.locator( '.frontage-search-results tr[data-file-id]' )
					.first()
			).toBeVisible();
		} );
	} );
}

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the button opens the form in place and the form searches', async ( {
		page,
	} ) => {
		await page.goto( links.slide );
		const { toggle, field, close } = parts( page );
		await toggle.click();
		await expect( field ).toBeVisible();
		await expect( close ).toBeHidden();
		await field.fill( needle );
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( new RegExp( `[?&]s=${ needle }` ) );
		await expect(
			page.getByRole( 'link', { name: `${ needle } keeper` } )
		).toBeVisible();
	} );
} );

test( 'a page without the block loads none of its script or style', async ( {
	page,
} ) => {
	await page.goto( links.plain );
	const html = await page.content();
	expect( html ).not.toContain( 'blocks/search-overlay' );
	expect( html ).not.toContain( NAME );
} );
