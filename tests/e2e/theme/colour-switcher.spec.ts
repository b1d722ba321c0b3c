/**
 * The Colour switcher (docs/theme.md "Colour switcher"), on Twenty Twenty-Four with nothing
 * configured: the button switches the page to the dark palette and back, with `aria-pressed`;
 * the choice is remembered across reloads and in a new tab; with the choice stored, the page is
 * dark from the start (the body's background read as <body> is inserted, before any view script
 * runs, and at DOMContentLoaded) — in a page's content and in a header template
 * part; the `system` mode follows a dark system on the first visit; the keyboard works it; axe
 * finds nothing in either palette, contrast included, at 1280 and 390 px; foreign cookie values
 * change nothing and execute nothing.
 */
import type { BrowserContext, Page } from '@playwright/test';

import { ADMIN_STATE } from '../../../playwright.config';
import { test, expect } from '../support/fixtures';
import {
	expectInViewport,
	expectNoSidewaysScroll,
	screenshotAt,
	WIDTHS,
} from '../support/layout';
import { openRestClient, type RestClient } from '../support/rest';

let rest: RestClient;
const links: Record< string, string > = {};
const pageIds: number[] = [];
const templates: string[] = [];

/** Twenty Twenty-Four's background (`base`), and the switched one out of the box. */
const LIGHT = 'rgb(249, 249, 249)';
const DARK = 'rgb(26, 26, 26)';

const COOKIE = 'frontage_palette';
const CONTENT =
	'<!-- wp:heading --><h2 class="wp-block-heading">Opening hours</h2><!-- /wp:heading -->' +
	'<!-- wp:paragraph --><p>We are open every day. <a href="#hours">See the hours</a>.</p><!-- /wp:paragraph -->';

test.beforeAll( async ( {}, testInfo ) => {
	test.setTimeout( 120_000 );
	rest = await openRestClient(
		testInfo.project.use.baseURL as string,
		ADMIN_STATE
	);
	const suffix = Date.now().toString( 36 );
	// In the content, the default (light) mode.
	const inContent = await rest.post< { id: number; link: string } >(
		'/wp/v2/pages',
		{
			title: `Colour switcher ${ suffix }`,
			status: 'publish',
			content: '<!-- wp:frontage/colour-switcher /-->' + CONTENT,
		}
	);
	// In a header template part of the page's own template, the system mode.
	const slug = `colour-switcher-header-${ suffix }`;
	const part = await rest.post< { id: string } >( '/wp/v2/template-parts', {
		slug: `frontage-e2e-header-${ suffix }`,
		title: `Frontage e2e header ${ suffix }`,
		area: 'header',
		content:
			'<!-- wp:group {"layout":{"type":"flex","justifyContent":"space-between"}} --><div class="wp-block-group">' +
			'<!-- wp:site-title /--><!-- wp:frontage/colour-switcher {"mode":"system","showLabel":true,"label":"Night colours"} /-->' +
			'</div><!-- /wp:group -->',
	} );
	const template = await rest.post< { id: string } >( '/wp/v2/templates', {
		slug: `page-${ slug }`,
		title: `Frontage e2e ${ suffix }`,
		content: `<!-- wp:template-part {"slug":"frontage-e2e-header-${ suffix }","tagName":"header"} /--><!-- wp:group {"tagName":"main","layout":{"type":"constrained"}} --><main class="wp-block-group"><!-- wp:post-title /--><!-- wp:post-content /--></main><!-- /wp:group -->`,
	} );
	templates.push(
		`template-parts/${ part.id }`,
		`templates/${ template.id }`
	);
	const inHeader = await rest.post< { id: number; link: string } >(
		'/wp/v2/pages',
		{
			title: `Colour switcher in the header ${ suffix }`,
			slug,
			status: 'publish',
			content: CONTENT,
		}
	);
	pageIds.push( inContent.id, inHeader.id );
	links.content = inContent.link;
	links.header = inHeader.link;
} );

test.afterAll( async () => {
	for ( const id of pageIds ) {
		await rest.delete( `/wp/v2/pages/${ id }?force=true` );
	}
	for ( const route of templates ) {
		await rest.delete( `/wp/v2/${ route }?force=true` );
	}
	await rest.dispose();
} );

/**
 * The page's background colour and palette attribute now.
 *
 * @param page The page.
 */
function palette( page: Page ) {
	return page.evaluate( () => ( {
		background: getComputedStyle( document.body ).backgroundColor,
		attribute: document.documentElement.getAttribute(
			'data-frontage-palette'
		),
	} ) );
}

/**
 * Records the body's background the moment <body> is inserted — before any script of the body
 * or a deferred one has run: what the first paint shows — and at DOMContentLoaded.
 *
 * @param page The page, before it opens the address.
 */
async function recordFirstBackground( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		const seen: Record< string, string > = {};
		(
			window as unknown as { firstBackground: typeof seen }
		 ).firstBackground = seen;
		const observer = new MutationObserver( () => {
			if ( document.body ) {
				seen.inserted = getComputedStyle(
					document.body
				).backgroundColor;
				observer.disconnect();
			}
		} );
		observer.observe( document, { childList: true, subtree: true } );
		document.addEventListener(
			'DOMContentLoaded',
			() => {
				seen.domContentLoaded = getComputedStyle(
					document.body
				).backgroundColor;
			},
			{ capture: true, once: true }
		);
	} );
}

/**
 * What recordFirstBackground() saw.
 *
 * @param page The page.
 */
function firstBackground( page: Page ) {
	return page.evaluate(
		() =>
			(
				window as unknown as {
					firstBackground: Record< string, string >;
				}
			 ).firstBackground
	);
}

/**
 * The palette cookie of a context.
 *
 * @param context The browser context.
 */
async function paletteCookie( context: BrowserContext ) {
	return ( await context.cookies() ).find(
		( cookie ) => cookie.name === COOKIE
	);
}

test( 'the button switches to the dark palette and back; the choice is kept 90 days, across reloads and in a new tab @package', async ( {
	page,
	context,
} ) => {
	await page.goto( links.content );
	const button = page.getByRole( 'button', { name: 'Dark mode' } );
	await expect( button ).toHaveAttribute( 'aria-pressed', 'false' );
	expect( await palette( page ) ).toEqual( {
		background: LIGHT,
		attribute: null,
	} );

	await button.click();
	await expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
	expect( await palette( page ) ).toEqual( {
		background: DARK,
		attribute: 'switched',
	} );
	const cookie = await paletteCookie( context );
	expect( cookie?.value ).toBe( 'switched' );
	expect( cookie?.path ).toBe( '/' );
	const days = ( ( cookie?.expires ?? 0 ) - Date.now() / 1000 ) / 86400;
	expect( days ).toBeGreaterThan( 89.9 );
	expect( days ).toBeLessThanOrEqual( 90 );

	await page.reload();
	await expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
	expect( ( await palette( page ) ).background ).toBe( DARK );

	const tab = await context.newPage();
	await tab.goto( links.header );
	expect( ( await palette( tab ) ).background ).toBe( DARK );
	await expect(
		tab.getByRole( 'button', { name: 'Night colours' } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	await tab.close();

	await button.click();
	await expect( button ).toHaveAttribute( 'aria-pressed', 'false' );
	expect( ( await paletteCookie( context ) )?.value ).toBe( 'default' );
	await page.reload();
	expect( await palette( page ) ).toEqual( {
		background: LIGHT,
		attribute: null,
	} );
} );

for ( const where of [ 'content', 'header' ] as const ) {
	test( `with a dark choice stored, the page is dark from its first paint (switcher in the ${ where })`, async ( {
		page,
		context,
		baseURL,
	} ) => {
		await context.addCookies( [
			{ name: COOKIE, value: 'switched', url: baseURL as string },
		] );
		await recordFirstBackground( page );
		await page.goto( links[ where ] );
		const first = await firstBackground( page );
		expect( first.inserted, 'as <body> is inserted' ).toBe( DARK );
		expect( first.domContentLoaded, 'at DOMContentLoaded' ).toBe( DARK );
	} );
}

test( 'without a choice the first paint is the theme’s palette', async ( {
	page,
} ) => {
	await recordFirstBackground( page );
	await page.goto( links.content );
	const first = await firstBackground( page );
	expect( first.inserted ).toBe( LIGHT );
	expect( first.domContentLoaded ).toBe( LIGHT );
} );

test( 'the system mode follows a dark system on the first visit, until the visitor chooses', async ( {
	page,
	context,
} ) => {
	await page.emulateMedia( { colorScheme: 'dark' } );
	await recordFirstBackground( page );
	await page.goto( links.header );
	expect( ( await firstBackground( page ) ).inserted ).toBe( DARK );
	const button = page.getByRole( 'button', { name: 'Night colours' } );
	await expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
	expect( await paletteCookie( context ) ).toBeUndefined();

	// The system turns light while the page is open: followed, nothing chosen yet.
	await page.emulateMedia( { colorScheme: 'light' } );
	await expect( button ).toHaveAttribute( 'aria-pressed', 'false' );
	await page.emulateMedia( { colorScheme: 'dark' } );
	await expect( button ).toHaveAttribute( 'aria-pressed', 'true' );

	// The visitor chooses the theme's palette: kept, whatever the system says.
	await button.click();
	expect( ( await palette( page ) ).background ).toBe( LIGHT );
	await page.reload();
	expect( ( await palette( page ) ).background ).toBe( LIGHT );
	await expect( button ).toHaveAttribute( 'aria-pressed', 'false' );

	// The light mode ignores the system.
	await page.goto( links.content );
	await context.clearCookies();
	await page.reload();
	expect( ( await palette( page ) ).background ).toBe( LIGHT );
} );

test( 'the keyboard reaches the button; Space and Enter switch it', async ( {
	page,
} ) => {
	await page.goto( links.content );
	const button = page.getByRole( 'button', { name: 'Dark mode' } );
	for ( let step = 0; step < 40; step++ ) {
		await page.keyboard.press( 'Tab' );
		if (
			await button.evaluate(
				( node ) => node === node.ownerDocument.activeElement
			)
		) {
			break;
		}
	}
	await expect( button ).toBeFocused();
	const ring = await button.evaluate(
		( node ) => getComputedStyle( node ).outlineStyle
	);
	expect( ring ).not.toBe( 'none' );
	await page.keyboard.press( 'Space' );
	await expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
	expect( ( await palette( page ) ).background ).toBe( DARK );
	await page.keyboard.press( 'Enter' );
	await expect( button ).toHaveAttribute( 'aria-pressed', 'false' );
	expect( ( await palette( page ) ).background ).toBe( LIGHT );
	await expect( button ).toBeFocused();
} );

for ( const width of WIDTHS ) {
	test( `at ${ width.name }: the button in view, 44 px or more, nothing sideways; axe finds nothing in either palette`, async ( {
		page,
		checkA11y,
	}, testInfo ) => {
		await page.setViewportSize( width );
		for ( const link of [ links.content, links.header ] ) {
			await page.goto( link );
			const button = page.locator( '.frontage-colour-switcher__button' );
			await expectInViewport( page, button );
			const box = await button.boundingBox();
			expect( box!.width ).toBeGreaterThanOrEqual( 44 );
			expect( box!.height ).toBeGreaterThanOrEqual( 44 );
			await expectNoSidewaysScroll( page );
			await checkA11y( page );
			await screenshotAt( page, testInfo, 'colour-switcher-light', {
				fullPage: false,
			} );
			await button.click();
			expect( ( await palette( page ) ).background ).toBe( DARK );
			await checkA11y( page );
			await screenshotAt( page, testInfo, 'colour-switcher-dark', {
				fullPage: false,
			} );
			await button.click();
		}
	} );
}

test( 'foreign cookie values are ignored and execute nothing', async ( {
	page,
	context,
	baseURL,
} ) => {
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	page.on( 'dialog', ( dialog ) => {
		errors.push( `dialog: ${ dialog.message() }` );
		void dialog.dismiss();
	} );
	for ( const value of [
		'dark',
		'SWITCHED',
		'switched%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
		'%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
	] ) {
		await context.clearCookies();
		await context.addCookies( [
			{ name: COOKIE, value, url: baseURL as string },
		] );
		await page.goto( links.content );
		expect( await palette( page ), value ).toEqual( {
			background: LIGHT,
			attribute: null,
		} );
		await expect(
			page.getByRole( 'button', { name: 'Dark mode' } )
		).toHaveAttribute( 'aria-pressed', 'false' );
	}
	expect( errors ).toEqual( [] );
} );
