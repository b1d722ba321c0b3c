/**
 * Motion effects, entrance animations and lazy backgrounds (docs/motion.md), at 1280 and 390 px:
 * each scrolling effect changes the element's computed style while the page scrolls, mouse
 * track and tilt follow the pointer, a group's background moves while its text stays, an
 * effect for desktops does nothing on a phone (and stops when the window narrows); nothing
 * moves under reduced motion; an entrance runs once; a lazy background is not requested until
 * it is within 200 px of the window, and shows without JavaScript; no layout shift, no
 * sideways scroll, axe clean. A page without effects loads none of their code.
 */
import type { Locator, Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { expectNoSidewaysScroll, WIDTHS } from '../support/layout';
import { publishPages } from '../support/pages';

let suffix = '';

const SCRIPT = '/build/motion/effects/index.js';
const EFFECTS: Record< string, Record< string, unknown > > = {
	translateY: { speed: 6, direction: 'up' },
	translateX: { speed: 4, direction: 'right' },
	rotateZ: { speed: 3, direction: 'left' },
	scale: { speed: 5, direction: 'up' },
	opacity: { speed: 10, direction: 'in' },
	blur: { speed: 10, direction: 'in' },
};

/**
 * An image of the active theme's, marked so its request can be told apart.
 *
 * @param mark What marks it.
 */
function image( mark: string ): string {
	return `/wp-content/themes/twentytwentyfour/assets/images/abstract-geometric-art.webp?e2e=${ mark }-${ suffix }`;
}

/**
 * A group with a paragraph, a class and motion settings.
 *
 * @param className Its class.
 * @param motion    The frontageMotion attribute.
 * @param extra     More attributes (a background image).
 */
function group(
	className: string,
	motion: Record< string, unknown >,
	extra: Record< string, unknown > = {}
): string {
	const attrs = { className, frontageMotion: motion, ...extra };
	return `<!-- wp:group ${ JSON.stringify(
		attrs
	) } --><div class="wp-block-group ${ className }"><!-- wp:paragraph --><p>Box ${ className }</p><!-- /wp:paragraph --></div><!-- /wp:group -->`;
}

/**
 * Paragraphs to scroll past.
 *
 * @param count How many.
 */
function filler( count: number ): string {
	return (
		'<!-- wp:paragraph --><p>' +
		'Words to scroll past. '.repeat( 40 ) +
		'</p><!-- /wp:paragraph -->'
	).repeat( count );
}

/**
 * A group whose background is the marked image.
 *
 * @param className Its class.
 * @param mark      The image's mark.
 * @param motion    The frontageMotion attribute.
 */
function backgroundGroup(
	className: string,
	mark: string,
	motion: Record< string, unknown >
): string {
	return group( className, motion, {
		style: {
			background: {
				backgroundImage: { url: image( mark ), source: 'file' },
			},
			dimensions: { minHeight: '300px' },
		},
	} );
}

/**
 * The page under test.
 */
function content(): string {
	let html = filler( 2 );
	for ( const [ effect, settings ] of Object.entries( EFFECTS ) ) {
		html +=
			group( `e2e-${ effect }`, {
				scroll: { [ effect ]: { ...settings, start: 0, end: 100 } },
			} ) + filler( 1 );
	}
	html +=
		group( 'e2e-desktop-only', {
			devices: [ 'desktop' ],
			scroll: { translateY: { speed: 8, direction: 'up' } },
		} ) +
		filler( 1 ) +
		group( 'e2e-track', {
			mouse: { track: { speed: 3, direction: 'opposite' } },
		} ) +
		group( 'e2e-tilt', {
			mouse: { tilt: { speed: 4, direction: 'direct' } },
		} ) +
		filler( 1 ) +
		backgroundGroup( 'e2e-background', 'moving', {
			background: { translateY: { speed: 4, direction: 'down' } },
		} ) +
		filler( 2 ) +
		group( 'e2e-entrance', {
			entrance: { animation: 'slide-up', duration: 300, delay: 0 },
		} ) +
		filler( 6 ) +
		backgroundGroup( 'e2e-lazy', 'lazy', { lazyBackground: true } ) +
		filler( 2 ) +
		`<!-- wp:cover {"url":"${ image(
			'lazy-cover'
		) }","dimRatio":50,"className":"e2e-lazy-cover","frontageMotion":{"lazyBackground":true}} --><div class="wp-block-cover e2e-lazy-cover"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><img class="wp-block-cover__image-background" alt="" src="${ image(
			'lazy-cover'
		) }" data-object-fit="cover"/><div class="wp-block-cover__inner-container"><!-- wp:paragraph --><p>Cover</p><!-- /wp:paragraph --></div></div><!-- /wp:cover -->`;
	return html;
}

const site = publishPages( 'Motion effects', () => {
	suffix = Date.now().toString( 36 );
	return {
		effects: content(),
		plain: filler( 3 ),
		editor: '<!-- wp:paragraph {"frontageMotion":{"scroll":{"translateY":{"speed":4,"direction":"up","start":80,"end":20}}}} --><p>Stored with a bad range</p><!-- /wp:paragraph -->',
	};
} );
const { links, ids } = site;

/**
 * What the effects write, as the browser computes it.
 *
 * @param element The element.
 * @param pseudo  A pseudo-element (the background layer), or null.
 */
async function look(
	element: Locator,
	pseudo: string | null = null
): Promise< string > {
	return element.evaluate( ( node, which ) => {
		const style = getComputedStyle( node, which );
		return `${ style.transform } | ${ style.filter } | ${ style.opacity }`;
	}, pseudo );
}

const STILL = 'none | none | 1';

/**
 * Scrolls so that the element's top is at a fraction of the window's height, and waits for
 * the frames the script draws in.
 *
 * @param page     The page.
 * @param element  The element.
 * @param fraction Where its top goes (0 the top edge, 1 the bottom edge).
 */
async function scrollTo(
	page: Page,
	element: Locator,
	fraction: number
): Promise< void > {
	await element.evaluate( ( node, at ) => {
		// The element's place without its transform.
		const saved = ( node as HTMLElement ).style.transform;
		( node as HTMLElement ).style.transform = 'none';
		const top = node.getBoundingClientRect().top + window.scrollY;
		( node as HTMLElement ).style.transform = saved;
		window.scrollTo( 0, top - window.innerHeight * at );
	}, fraction );
	await frames( page );
}

/**
 * Waits for a few frames.
 *
 * @param page The page.
 */
async function frames( page: Page ): Promise< void > {
	await page.evaluate(
		() =>
			new Promise< void >( ( resolve ) => {
				let left = 4;
				const next = () =>
					--left ? requestAnimationFrame( next ) : resolve();
				requestAnimationFrame( next );
			} )
	);
}

/**
 * Counts the page's layout shift from its start: `ours`, the shifts of anything inside an
 * element with effects; `all`, every shift (the theme's web fonts swap in at load, so the
 * test resets it once they have).
 *
 * @param page The page, before it loads.
 */
async function watchLayoutShift( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		const win = window as unknown as {
			e2eShift: { ours: number; all: number };
		};
		win.e2eShift = { ours: 0, all: 0 };
		const ours = ( node: Node | null ) =>
			!! (
				node instanceof Element ? node : node?.parentElement
			)?.closest(
				'[data-frontage-motion],[data-frontage-entrance],.frontage-lazy-bg'
			);
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() as Array<
				PerformanceEntry & {
					value: number;
					hadRecentInput: boolean;
					sources: Array< { node: Node | null } >;
				}
			> ) {
				if ( entry.hadRecentInput ) {
					continue;
				}
				win.e2eShift.all += entry.value;
				if ( entry.sources.some( ( source ) => ours( source.node ) ) ) {
					win.e2eShift.ours += entry.value;
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
}

/**
 * The layout shift counted so far.
 *
 * @param page The page.
 */
async function layoutShift(
	page: Page
): Promise< { ours: number; all: number } > {
	return page.evaluate(
		() =>
			( window as unknown as { e2eShift: { ours: number; all: number } } )
				.e2eShift
	);
}

for ( const width of WIDTHS ) {
	const desktop = width.width > 1024;

	test.describe( `at ${ width.name }`, () => {
		test.use( { viewport: width } );

		test( 'each scrolling effect changes the computed style while scrolling; no layout shift, no sideways scroll, axe clean', async ( {
			page,
			checkA11y,
		} ) => {
			await watchLayoutShift( page );
			await page.goto( links.effects );
			await page.evaluate( () => document.fonts.ready );
			await page.waitForTimeout( 1000 );
			const atLoad = await layoutShift( page );
			for ( const effect of Object.keys( EFFECTS ) ) {
				const element = page.locator( `.e2e-${ effect }` );
				await scrollTo( page, element, 0.9 );
				const early = await look( element );
				await scrollTo( page, element, 0.3 );
				const later = await look( element );
				expect( early, effect ).not.toBe( STILL );
				expect( later, effect ).not.toBe( early );
			}
			const only = page.locator( '.e2e-desktop-only' );
			await scrollTo( page, only, 0.8 );
			const first = await look( only );
			await scrollTo( page, only, 0.2 );
			if ( desktop ) {
				expect( await look( only ) ).not.toBe( first );
			} else {
				// Not on a phone: it stays as it is at every scroll.
				expect( first ).toBe( STILL );
				expect( await look( only ) ).toBe( STILL );
			}
			await expectNoSidewaysScroll( page );
			// Through the rest of the page, so that every entrance has run.
			for ( let y = 0; y < 20; y++ ) {
				await page.mouse.wheel( 0, 600 );
				await frames( page );
			}
			await page.waitForTimeout( 500 );
			const shift = await layoutShift( page );
			expect( shift.ours ).toBe( 0 );
			// Nothing shifted while scrolling through every effect.
			expect( shift.all ).toBe( atLoad.all );
			await checkA11y( page );
		} );

		test( 'mouse track and tilt follow the pointer', async ( { page } ) => {
			await page.goto( links.effects );
			const trackBox = page.locator( '.e2e-track' );
			await scrollTo( page, trackBox, 0.3 );
			await page.mouse.move( 5, 5 );
			await frames( page );
			const topLeft = await look( trackBox );
			await page.mouse.move( width.width - 5, width.height - 5 );
			await frames( page );
			expect( topLeft ).toMatch( /^matrix/ );
			expect( await look( trackBox ) ).not.toBe( topLeft );

			const tiltBox = page.locator( '.e2e-tilt' );
			await scrollTo( page, tiltBox, 0.3 );
			const box = ( await tiltBox.boundingBox() )!;
			await page.mouse.move( box.x + 2, box.y + 2 );
			await frames( page );
			const corner = await look( tiltBox );
			await page.mouse.move( box.x + box.width - 2, box.y + 2 );
			await frames( page );
			expect( corner ).toMatch( /^matrix3d/ );
			expect( await look( tiltBox ) ).not.toBe( corner );
		} );

		test( 'a group’s background moves while its text stays', async ( {
			page,
		} ) => {
			await page.goto( links.effects );
			const box = page.locator( '.e2e-background' );
			const text = box.locator( 'p' );
			const offset = async () =>
				( await text.boundingBox() )!.y -
				( await box.boundingBox() )!.y;
			await scrollTo( page, box, 0.8 );
			const early = await look( box, '::before' );
			const textEarly = await offset();
			await scrollTo( page, box, 0.2 );
			expect( early ).toMatch( /^matrix/ );
			expect( await look( box, '::before' ) ).not.toBe( early );
			expect( await look( box ) ).toBe( STILL );
			expect( await offset() ).toBe( textEarly );
		} );

		test( 'an entrance runs once: hidden below, revealed when seen, not again', async ( {
			page,
		} ) => {
			await page.goto( links.effects );
			const element = page.locator( '.e2e-entrance' );
			await expect( element ).toHaveCSS( 'opacity', '0' );
			await scrollTo( page, element, 0.5 );
			await expect( element ).toHaveClass( /is-entered/ );
			await expect( element ).toHaveCSS( 'opacity', '1' );
			await element.evaluate( ( node ) => {
				( window as unknown as { e2eRuns: number } ).e2eRuns = 0;
				node.addEventListener( 'transitionrun', () => {
					( window as unknown as { e2eRuns: number } ).e2eRuns++;
				} );
			} );
			await page.evaluate( () => window.scrollTo( 0, 0 ) );
			await frames( page );
			await expect( element ).toHaveCSS( 'opacity', '1' );
			await scrollTo( page, element, 0.5 );
			await page.waitForTimeout( 400 );
			expect(
				await page.evaluate(
					() => ( window as unknown as { e2eRuns: number } ).e2eRuns
				)
			).toBe( 0 );
			await expect( element ).toHaveCSS( 'opacity', '1' );
		} );

		test( 'a lazy background is not requested until it is within 200 px', async ( {
			page,
		} ) => {
			const requested: string[] = [];
			page.on( 'request', ( request ) =>
				requested.push( request.url() )
			);
			await page.goto( links.effects );
			const lazy = page.locator( '.e2e-lazy' );
			const isRequested = () =>
				requested.some( ( url ) => url.includes( `lazy-${ suffix }` ) );
			// Longer than the gate's 3 s fallback, which the script cancels.
			await page.waitForTimeout( 3500 );
			expect( isRequested() ).toBe( false );
			await expect( lazy ).toHaveCSS( 'background-image', 'none' );
			// 400 px below the window: still not.
			await scrollTo( page, lazy, 1 + 400 / width.height );
			await page.waitForTimeout( 300 );
			expect( isRequested() ).toBe( false );
			// 150 px below the window: now.
			await scrollTo( page, lazy, 1 + 150 / width.height );
			await expect.poll( isRequested ).toBe( true );
			await expect( lazy ).toHaveCSS(
				'background-image',
				new RegExp( `lazy-${ suffix }` )
			);
			// A cover's image too: not yet, then within 200 px.
			const cover = page.locator( '.e2e-lazy-cover' );
			const coverRequested = () =>
				requested.some( ( url ) =>
					url.includes( `lazy-cover-${ suffix }` )
				);
			await scrollTo( page, cover, 1 + 400 / width.height );
			await page.waitForTimeout( 300 );
			expect( coverRequested() ).toBe( false );
			await scrollTo( page, cover, 1 + 150 / width.height );
			await expect.poll( coverRequested ).toBe( true );
			await scrollTo( page, cover, 0.2 );
			await expect(
				cover.locator( '.wp-block-cover__image-background' ).first()
			).toHaveJSProperty( 'complete', true );
		} );

		test( 'with reduced motion nothing moves and entrances show at once', async ( {
			page,
		} ) => {
			await page.emulateMedia( { reducedMotion: 'reduce' } );
			await page.goto( links.effects );
			const entrance = page.locator( '.e2e-entrance' );
			await expect( entrance ).toHaveCSS( 'opacity', '1' );
			for ( const name of [
				...Object.keys( EFFECTS ),
				'desktop-only',
				'track',
				'background',
			] ) {
				const element = page.locator( `.e2e-${ name }` );
				await scrollTo( page, element, 0.9 );
				await page.mouse.move( 5, 5 );
				await frames( page );
				await scrollTo( page, element, 0.3 );
				await page.mouse.move( width.width - 5, width.height - 5 );
				await frames( page );
				expect( await look( element ), name ).toBe( STILL );
				expect( await look( element, '::before' ), name ).toMatch(
					/^(none|auto) \| none \| 1$/
				);
			}
			await expect( entrance ).toHaveCSS( 'translate', 'none' );
		} );
	} );
}

test( 'an effect for desktops stops when the window narrows to a phone’s', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 800 } );
	await page.goto( links.effects );
	const only = page.locator( '.e2e-desktop-only' );
	await scrollTo( page, only, 0.8 );
	expect( await look( only ) ).not.toBe( STILL );
	await page.setViewportSize( { width: 390, height: 844 } );
	// Re-read 200 ms after the last resize.
	await expect.poll( () => look( only ) ).toBe( STILL );
} );

test( 'without JavaScript, entrance content and lazy backgrounds show', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	const requested: string[] = [];
	page.on( 'request', ( request ) => requested.push( request.url() ) );
	await page.goto( links.effects );
	await expect( page.locator( '.e2e-entrance' ) ).toHaveCSS( 'opacity', '1' );
	await expect( page.locator( '.e2e-lazy' ) ).toHaveCSS(
		'background-image',
		new RegExp( `lazy-${ suffix }` )
	);
	// A cover's image from its <noscript> copy.
	await expect(
		page.locator( '.e2e-lazy-cover img[src*="lazy-cover"]' )
	).toBeVisible();
	await context.close();
} );

test( 'a page without effects loads none of their code', async ( { page } ) => {
	const requested: string[] = [];
	page.on( 'request', ( request ) => requested.push( request.url() ) );
	await page.goto( links.plain );
	expect( requested.filter( ( url ) => url.includes( SCRIPT ) ) ).toEqual(
		[]
	);
	const html = await page.content();
	expect( html ).not.toContain( 'frontage-motion' );
	expect( html ).not.toContain( 'frontage-lazy-bg' );

	await page.goto( links.effects );
	expect(
		requested.filter( ( url ) => url.includes( SCRIPT ) )
	).toHaveLength( 1 );
} );

test( 'in the editor: the Motion effects panel says what is wrong and brings numbers within bounds', async ( {
	adminPage,
} ) => {
	const problems: string[] = [];
	adminPage.on( 'pageerror', ( error ) => problems.push( String( error ) ) );
	await adminPage.goto(
		`/wp-admin/post.php?post=${ ids.editor }&action=edit`
	);
	const blockId = await adminPage.waitForFunction( () => {
		const data = (
			window as unknown as {
				wp?: {
					data: {
						select: ( store: string ) => {
							getBlocks: () => Array< { clientId: string } >;
						};
					};
				};
			}
		 ).wp?.data;
		return data?.select( 'core/block-editor' ).getBlocks()[ 0 ]?.clientId;
	} );
	await adminPage.evaluate(
		( clientId ) => {
			const { data } = (
				window as unknown as {
					wp: {
						data: {
							dispatch: (
								store: string
							) => Record<
								string,
								( ...args: unknown[] ) => void
							>;
						};
					};
				}
			 ).wp;
			data.dispatch( 'core/preferences' ).set(
				'core/edit-post',
				'welcomeGuide',
				false
			);
			data.dispatch( 'core/block-editor' ).selectBlock( clientId );
			data.dispatch( 'core/edit-post' ).openGeneralSidebar(
				'edit-post/block'
			);
		},
		await blockId.jsonValue()
	);
	const sidebar = adminPage.getByRole( 'region', {
		name: 'Editor settings',
	} );
	await sidebar.getByRole( 'button', { name: 'Motion effects' } ).click();
	const notice = ( text: string ) =>
		sidebar
			.locator( '.components-notice__content' )
			.filter( { hasText: text } );
	await expect(
		notice(
			'The viewport range starts at 80 % but ends at 20 %: the start must come before the end. The page uses the whole passage (0–100 %).'
		)
	).toBeVisible();
	// A paragraph has no background to move or load.
	await expect( sidebar.getByText( 'Background motion' ) ).toHaveCount( 0 );

	const strength = sidebar.getByLabel( 'Vertical scroll: strength' );
	await strength.fill( '14' );
	await expect( strength ).toHaveValue( '10' );
	await expect(
		notice( 'Vertical scroll: strength: 14 is outside 0–10, so it is 10.' )
	).toBeVisible();
	await sidebar
		.getByLabel( 'Vertical scroll: starts at (% of the viewport)' )
		.fill( '10' );
	await expect( notice( 'The viewport range starts at' ) ).toHaveCount( 0 );

	await sidebar.getByLabel( 'Blur', { exact: true } ).check();
	await expect( sidebar.getByLabel( 'Blur: strength' ) ).toHaveValue( '7' );
	await sidebar.getByLabel( 'Entrance animation' ).selectOption( 'zoom-in' );
	await expect( sidebar.getByLabel( 'Duration (ms)' ) ).toHaveValue( '600' );
	const stored = await adminPage.evaluate( () => {
		const { data } = (
			window as unknown as {
				wp: {
					data: {
						select: ( store: string ) => {
							getBlocks: () => Array< {
								attributes: Record< string, unknown >;
							} >;
						};
					};
				};
			}
		 ).wp;
		return data.select( 'core/block-editor' ).getBlocks()[ 0 ].attributes
			.frontageMotion;
	} );
	expect( stored ).toEqual( {
		scroll: {
			translateY: { speed: 10, direction: 'up', start: 10, end: 20 },
			blur: { speed: 7, direction: 'in', start: 0, end: 100 },
		},
		entrance: { animation: 'zoom-in' },
	} );
	expect( problems ).toEqual( [] );
} );
