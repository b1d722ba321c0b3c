/**
 * Scroll to top and smooth scrolling (docs/theme.md "Scroll to top and smooth scrolling"), at
 * 1280 and 390 px, with and without reduced motion: the button shows once the header has left
 * the screen (after 300 px without a header), takes the visitor and focus back to the top;
 * in-page links to ids scroll smoothly (or jump, under reduced motion) and stop below a sticky
 * header, measured with the heading's and the header's boxes; an address's hash is scrolled to
 * after 750 ms; `theme_template_id` puts its post mid-screen on an archive; bad hashes and bad
 * template ids do nothing and execute nothing. A page without the block loads none of it.
 */
import type { Page } from '@playwright/test';

import { ADMIN_STATE } from '../../../playwright.config';
import { test, expect } from '../support/fixtures';
import { expectNoSidewaysScroll, WIDTHS } from '../support/layout';
import { openRestClient, type RestClient } from '../support/rest';

let rest: RestClient;
const links: Record< string, string > = {};
const pageIds: number[] = [];
const postIds: number[] = [];
let categoryId = 0;
let categoryLink = '';
let templateId = '';

const BLOCK = '<!-- wp:frontage/scroll-to-top /-->';
const BUTTON = '.wp-block-frontage-scroll-to-top';

/**
 * A long page: a table of contents, then four sections whose headings carry ids.
 */
function longContent(): string {
	const paragraph =
		'<!-- wp:paragraph --><p>' +
		'Words to scroll past. '.repeat( 40 ) +
		'</p><!-- /wp:paragraph -->';
	let html =
		'<!-- wp:list --><ul class="wp-block-list">' +
		[ 1, 2, 3, 4 ]
			.map(
				( n ) =>
					`<!-- wp:list-item --><li><a href="#section-${ n }">Go to section ${ n }</a></li><!-- /wp:list-item -->`
			)
			.join( '' ) +
		'<!-- wp:list-item --><li><a href="#1abc">Go to the numbered box</a></li><!-- /wp:list-item -->' +
		'</ul><!-- /wp:list -->';
	for ( const n of [ 1, 2, 3, 4 ] ) {
		html += `<!-- wp:heading {"anchor":"section-${ n }"} --><h2 class="wp-block-heading" id="section-${ n }">Section ${ n }</h2><!-- /wp:heading -->`;
		html += paragraph.repeat( 5 );
		if ( n === 2 ) {
			html +=
				'<!-- wp:html --><div id="1abc">A box whose id starts with a digit</div><!-- /wp:html -->';
		}
	}
	return html;
}

test.beforeAll( async ( {}, testInfo ) => {
	test.setTimeout( 120_000 );
	rest = await openRestClient(
		testInfo.project.use.baseURL as string,
		ADMIN_STATE
	);
	const create = async ( route: string, data: Record< string, unknown > ) =>
		rest.post< { id: number; link: string } >( `/wp/v2/${ route }`, {
			status: 'publish',
			...data,
		} );
	const suffix = Date.now().toString( 36 );
	const long = await create( 'pages', {
		title: `Scrolling ${ suffix }`,
		content: BLOCK + longContent(),
	} );
	const plain = await create( 'pages', {
		title: `No theme piece ${ suffix }`,
		content: longContent(),
	} );
	pageIds.push( long.id, plain.id );
	links.long = long.link;
	links.plain = plain.link;
	const category = await rest.post< {
		id: number;
		link: string;
		slug: string;
	} >( '/wp/v2/categories', { name: `Scrolled ${ suffix }` } );
	categoryId = category.id;
	categoryLink = category.link;
	// The block lives in a template on archives: this category's own template, the theme's
	// archive template with the block added (the shared header stays as it is).
	const [ theme ] = await rest.get< Array< { stylesheet: string } > >(
		'/wp/v2/themes?status=active'
	);
	const archive = await rest.get< { content: { raw: string } } >(
		`/wp/v2/templates/${ theme.stylesheet }//archive?context=edit`
	);
	templateId = (
		await rest.post< { id: string } >( '/wp/v2/templates', {
			slug: `category-${ category.slug }`,
			title: `Scrolled archive ${ suffix }`,
			content: archive.content.raw + BLOCK,
		} )
	).id;
	for ( let n = 1; n <= 9; n++ ) {
		postIds.push(
			(
				await create( 'posts', {
					title: `Archive entry ${ n }`,
					content:
						'<!-- wp:paragraph --><p>An entry.</p><!-- /wp:paragraph -->',
					categories: [ categoryId ],
					date: `2020-01-${ String( 10 + n ).padStart( 2, '0' ) }T10:00:00`,
				} )
			).id
		);
	}
} );

test.afterAll( async () => {
	for ( const id of pageIds ) {
		await rest.delete( `/wp/v2/pages/${ id }?force=true` );
	}
	for ( const id of postIds ) {
		await rest.delete( `/wp/v2/posts/${ id }?force=true` );
	}
	if ( templateId ) {
		await rest.delete( `/wp/v2/templates/${ templateId }?force=true` );
	}
	if ( categoryId ) {
		await rest.delete( `/wp/v2/categories/${ categoryId }?force=true` );
	}
	await rest.dispose();
} );

/**
 * Collects what a page must never do with bad input: dialogs (an alert), script errors, console
 * errors.
 *
 * @param page The page.
 */
function watchForTrouble( page: Page ): string[] {
	const trouble: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		trouble.push( `dialog: ${ dialog.message() }` );
		void dialog.dismiss();
	} );
	page.on( 'pageerror', ( error ) => trouble.push( `error: ${ error }` ) );
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			trouble.push( `console: ${ message.text() }` );
		}
	} );
	return trouble;
}

/**
 * Makes the theme's header sticky, as an owner may (position: sticky at the top).
 *
 * @param page The page, before it loads.
 */
async function stickyHeader( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		const style = document.createElement( 'style' );
		style.textContent =
			'header.wp-block-template-part{position:sticky;top:0;z-index:20;background:#fff}';
		const add = () => document.head.appendChild( style );
		if ( document.head ) {
			add();
		} else {
			document.addEventListener( 'DOMContentLoaded', add );
		}
	} );
}

/**
 * Waits until the page has stopped scrolling; returns where it stopped.
 *
 * @param page The page.
 */
async function settled( page: Page ): Promise< number > {
	return page.evaluate(
		() =>
			new Promise< number >( ( resolve ) => {
				let last = -1;
				let still = 0;
				const check = () => {
					still = window.scrollY === last ? still + 1 : 0;
					last = window.scrollY;
					if ( still >= 10 ) {
						resolve( last );
					} else {
						requestAnimationFrame( check );
					}
				};
				requestAnimationFrame( check );
			} )
	);
}

/**
 * The heading's top and the sticky header's bottom, as the screen shows them.
 *
 * @param page The page.
 * @param id   The heading's id.
 */
async function headingAndHeader(
	page: Page,
	id: string
): Promise< { heading: number; header: number } > {
	const heading = await page.locator( `#${ id }` ).boundingBox();
	const header = await page
		.locator( 'header.wp-block-template-part' )
		.boundingBox();
	return { heading: heading!.y, header: header!.y + header!.height };
}

for ( const width of WIDTHS ) {
	for ( const reduced of [ false, true ] ) {
		const motion = reduced ? 'reduced motion' : 'motion';

		test.describe( `at ${ width.name }, ${ motion }`, () => {
			test.use( { viewport: width } );

			test.beforeEach( async ( { page } ) => {
				await page.emulateMedia( {
					reducedMotion: reduced ? 'reduce' : 'no-preference',
				} );
			} );

			test( 'an in-page link lands its heading just below the sticky header', async ( {
				page,
			} ) => {
				const trouble = watchForTrouble( page );
				await stickyHeader( page );
				await page.goto( links.long );
				const link = page.getByRole( 'link', {
					name: 'Go to section 3',
				} );
				// Where the page is right after the click: already there when it jumps, still
				// near the top while it scrolls smoothly.
				const right = await link.evaluate( ( element ) => {
					( element as HTMLElement ).click();
					return window.scrollY;
				} );
				const stop = await settled( page );
				expect( stop ).toBeGreaterThan( 500 );
				if ( reduced ) {
					expect( right ).toBe( stop );
				} else {
					expect( right ).toBeLessThan( stop / 2 );
				}
				const { heading, header } = await headingAndHeader(
					page,
					'section-3'
				);
				expect( heading ).toBeGreaterThanOrEqual( header - 1 );
				expect( heading ).toBeLessThanOrEqual( header + 2 );
				expect( page.url() ).toMatch( /#section-3$/ );
				await expect( page.locator( '#section-3' ) ).toBeFocused();
				await expectNoSidewaysScroll( page );
				expect( trouble ).toEqual( [] );
			} );

			test( 'an address with a hash is scrolled below the sticky header after 750 ms', async ( {
				page,
			} ) => {
				await stickyHeader( page );
				await page.goto( `${ links.long }#section-2` );
				await page.waitForTimeout( 800 );
				await settled( page );
				const { heading, header } = await headingAndHeader(
					page,
					'section-2'
				);
				expect( heading ).toBeGreaterThanOrEqual( header - 1 );
				expect( heading ).toBeLessThanOrEqual( header + 2 );
			} );

			test( 'the button shows once the header has gone, and takes focus back to the top', async ( {
				page,
				checkA11y,
			} ) => {
				await page.goto( links.long );
				const button = page.locator( BUTTON );
				await expect( button ).toBeHidden();
				const headerBottom = await page
					.locator( 'header.wp-block-template-part' )
					.evaluate(
						( header ) =>
							header.getBoundingClientRect().bottom +
							window.scrollY
					);
				await page.evaluate(
					( y ) => window.scrollTo( 0, y ),
					headerBottom - 10
				);
				await page.waitForTimeout( 200 );
				await expect( button ).toBeHidden();
				await page.evaluate(
					( y ) => window.scrollTo( 0, y ),
					headerBottom + 10
				);
				await expect( button ).toBeVisible();
				await expect( button ).toHaveAccessibleName( 'Back to top' );
				const box = await button.boundingBox();
				expect( box!.x + box!.width ).toBeLessThanOrEqual(
					width.width
				);
				expect( box!.y + box!.height ).toBeLessThanOrEqual(
					width.height
				);
				await checkA11y( page );

				await page.evaluate( () => window.scrollTo( 0, 2000 ) );
				await button.focus();
				await page.keyboard.press( 'Enter' );
				await settled( page );
				expect( await page.evaluate( () => window.scrollY ) ).toBe( 0 );
				await expect( page.locator( 'main' ) ).toBeFocused();
				await expect( button ).toBeHidden();
			} );
		} );
	}
}

for ( const width of WIDTHS ) {
	test.describe( `archive at ${ width.name }`, () => {
		test.use( { viewport: width } );

		test( 'theme_template_id puts its post mid-screen', async ( {
			page,
		} ) => {
			const trouble = watchForTrouble( page );
			const id = postIds[ 4 ];
			await page.goto(
				`${ categoryLink }${ categoryLink.includes( '?' ) ? '&' : '?' }theme_template_id=${ id }`
			);
			await expect( page.locator( `.post-${ id }` ) ).toBeVisible();
			await page.waitForTimeout( 800 );
			await settled( page );
			const box = ( await page
				.locator( `.post-${ id }` )
				.boundingBox() )!;
			expect(
				Math.abs( box.y + box.height / 2 - width.height / 2 )
			).toBeLessThanOrEqual( 2 );
			expect( trouble ).toEqual( [] );
		} );

		test( 'a theme_template_id that is no number, or not on the page, does nothing', async ( {
			page,
		} ) => {
			const trouble = watchForTrouble( page );
			const join = categoryLink.includes( '?' ) ? '&' : '?';
			for ( const value of [
				'abc',
				`${ postIds[ 4 ] }x`,
				'%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
				'999999999',
			] ) {
				await page.goto(
					`${ categoryLink }${ join }theme_template_id=${ value }`
				);
				await page.waitForTimeout( 900 );
				expect(
					await page.evaluate( () => window.scrollY ),
					value
				).toBe( 0 );
				await expect( page.locator( 'img[src="x"]' ) ).toHaveCount( 0 );
			}
			expect( trouble ).toEqual( [] );
		} );
	} );
}

test( 'bad hashes are left to the browser: nothing runs, nothing breaks', async ( {
	page,
} ) => {
	const trouble = watchForTrouble( page );
	await page.goto( `${ links.long }#"><img src=x onerror=alert(1)>` );
	await page.waitForTimeout( 900 );
	expect( await page.evaluate( () => window.scrollY ) ).toBe( 0 );
	await expect( page.locator( 'img[src="x"]' ) ).toHaveCount( 0 );

	// #1abc is no id the script accepts: the browser's own jump puts the box at the very top.
	await page.goto( links.long );
	await page.getByRole( 'link', { name: 'Go to the numbered box' } ).click();
	await expect( page ).toHaveURL( /#1abc$/ );
	const box = ( await page.locator( '[id="1abc"]' ).boundingBox() )!;
	expect( Math.abs( box.y ) ).toBeLessThanOrEqual( 1 );
	await page.goto( `${ links.long }#1abc` );
	await page.waitForTimeout( 900 );
	const again = ( await page.locator( '[id="1abc"]' ).boundingBox() )!;
	expect( Math.abs( again.y ) ).toBeLessThanOrEqual( 1 );
	expect( trouble ).toEqual( [] );
} );

test( 'without a header, the button shows after 300 px', async ( { page } ) => {
	await page.addInitScript( () => {
		new MutationObserver( () =>
			document
				.querySelectorAll( 'header' )
				.forEach( ( header ) => header.remove() )
		).observe( document, { childList: true, subtree: true } );
	} );
	await page.goto( links.long );
	await expect( page.locator( 'header' ) ).toHaveCount( 0 );
	const button = page.locator( BUTTON );
	await page.evaluate( () => window.scrollTo( 0, 295 ) );
	await page.waitForTimeout( 200 );
	await expect( button ).toBeHidden();
	await page.evaluate( () => window.scrollTo( 0, 305 ) );
	await expect( button ).toBeVisible();
} );

test( 'a page without the block loads none of its script or style, and its links are the browser’s', async ( {
	page,
} ) => {
	await page.goto( links.plain );
	const html = await page.content();
	expect( html ).not.toContain( 'scroll-to-top' );
	await expect( page.locator( BUTTON ) ).toHaveCount( 0 );
	const scrolled = await page
		.getByRole( 'link', { name: 'Go to section 3' } )
		.evaluate( ( element ) => {
			( element as HTMLElement ).click();
			return window.scrollY;
		} );
	// The browser's own jump: the heading at the very top, at once.
	expect( scrolled ).toBeGreaterThan( 500 );
	const box = ( await page.locator( '#section-3' ).boundingBox() )!;
	expect( Math.abs( box.y ) ).toBeLessThanOrEqual( 1 );
} );
