/**
 * The Counter, Progress bar and Countdown blocks (docs/widgets.md "Counter, progress and
 * countdown"), at 1280 and 390 px: a counter below the fold counts up once scrolled into view
 * and ends on its number, which screen readers have all along, without moving the layout; under
 * reduced motion it shows the number at once; a progress bar fills to its value when seen (its
 * fill's box against its track's), a value out of range filled to the end; under reduced
 * motion it is full from the start; a countdown ticks, reaches zero (the page's clock moved on)
 * and shows its message, and a past date shows the message from the server; axe clean; no sideways scroll. A page without
 * the blocks loads none of their scripts.
 */
import type { Page } from '@playwright/test';

import { canvas } from '../support/block-editor';
import { test, expect } from '../support/fixtures';
import { expectNoSidewaysScroll, WIDTHS } from '../support/layout';
import { publishPages } from '../support/pages';

const COUNTER = '.e2e-counter';
const COUNTER_NUMBER = `${ COUNTER } .wp-block-frontage-counter__number`;
const BAR = '.e2e-bar';
const FULL_BAR = '.e2e-full-bar';
const LONG = '.e2e-long';
const PAST = '.e2e-past';
const SOON = '.e2e-soon';
const MESSAGE = 'The early-bird offer has ended.';

/**
 * A block's comment with its attributes.
 *
 * @param name  The block's name after frontage/.
 * @param attrs Its attributes.
 */
function block( name: string, attrs: Record< string, unknown > ): string {
	return `<!-- wp:frontage/${ name } ${ JSON.stringify( attrs ) } /-->`;
}

/**
 * A screenful and a half of space, so that what follows starts out of view.
 */
const SPACER =
	'<!-- wp:spacer {"height":"150vh"} --><div style="height:150vh" aria-hidden="true" class="wp-block-spacer"></div><!-- /wp:spacer -->';

/**
 * The page under test: the counter and bars below the fold, then the countdowns.
 */
function content(): string {
	return (
		'<!-- wp:paragraph --><p>Scroll down.</p><!-- /wp:paragraph -->' +
		SPACER +
		block( 'counter', {
			end: 12500,
			suffix: '+',
			duration: 1500,
			title: 'Downloads',
			className: 'e2e-counter',
		} ) +
		block( 'progress', {
			label: 'Raised of our goal',
			value: 72,
			className: 'e2e-bar',
		} ) +
		block( 'progress', {
			label: 'Chapters written',
			value: 140,
			className: 'e2e-full-bar',
		} ) +
		block( 'countdown', {
			date: '2099-01-01T00:00',
			className: 'e2e-long',
		} ) +
		block( 'countdown', {
			date: '2099-06-01T12:00',
			message: 'Doors open!',
			className: 'e2e-soon',
		} ) +
		block( 'countdown', {
			date: '2020-01-01T00:00',
			message: MESSAGE,
			className: 'e2e-past',
		} )
	);
}

const site = publishPages( 'Widgets', () => ( {
	widgets: content(),
	plain: '<!-- wp:paragraph --><p>Nothing moves.</p><!-- /wp:paragraph -->',
} ) );
const { links } = site;

/**
 * Scrolls an element into the middle of the view.
 *
 * @param page     The page.
 * @param selector The element.
 */
async function scrollToElement(
	page: Page,
	selector: string
): Promise< void > {
	await page
		.locator( selector )
		.evaluate( ( element ) =>
			element.scrollIntoView( { block: 'center', behavior: 'instant' } )
		);
}

interface CounterFrame {
	counting: boolean;
	shown: string;
	final: string;
	opacity: string;
	box: string;
}

/**
 * What the counter shows, recorded in the page at every frame from now on (the test's own
 * round trips are too slow to catch a count of a second and a half on a busy machine): whether
 * it counts, its visible figure (the counting copy while it counts, else the real number), the
 * real number screen readers get and its opacity, the number's box in the document.
 *
 * @param page The page.
 */
async function recordCounter( page: Page ): Promise< void > {
	await page.locator( COUNTER ).evaluate( ( element ) => {
		const frames: CounterFrame[] = [];
		( window as unknown as { e2eFrames: CounterFrame[] } ).e2eFrames =
			frames;
		const sample = () => {
			const run = element.querySelector(
				'.wp-block-frontage-counter__run'
			);
			const final = element.querySelector(
				'.wp-block-frontage-counter__final'
			)!;
			const box = element
				.querySelector( '.wp-block-frontage-counter__number' )!
				.getBoundingClientRect();
			frames.push( {
				counting: element.classList.contains( 'is-counting' ),
				shown: ( run ?? final ).textContent ?? '',
				final: final.textContent ?? '',
				opacity: getComputedStyle( final ).opacity,
				box: [
					box.left + window.scrollX,
					box.top + window.scrollY,
					box.width,
					box.height,
				].join( ',' ),
			} );
			requestAnimationFrame( sample );
		};
		requestAnimationFrame( sample );
	} );
}

/**
 * The frames recorded so far.
 *
 * @param page The page.
 */
async function counterFrames( page: Page ): Promise< CounterFrame[] > {
	return page.evaluate(
		() => ( window as unknown as { e2eFrames: CounterFrame[] } ).e2eFrames
	);
}

/**
 * The fill's width as a share of its track's (the boxes as drawn, transforms included).
 *
 * @param page     The page.
 * @param selector The progress block.
 */
async function filled( page: Page, selector: string ): Promise< number > {
	return page.locator( selector ).evaluate( ( element ) => {
		const track = element
			.querySelector( '[role="progressbar"]' )!
			.getBoundingClientRect();
		const fill = element
			.querySelector( '.wp-block-frontage-progress__fill' )!
			.getBoundingClientRect();
		return fill.width / track.width;
	} );
}

/**
 * A countdown's figures, joined.
 *
 * @param page     The page.
 * @param selector The countdown block.
 */
async function figures( page: Page, selector: string ): Promise< string > {
	return page
		.locator( `${ selector } [data-unit]` )
		.evaluateAll( ( elements ) =>
			elements.map( ( element ) => element.textContent ).join( ':' )
		);
}

for ( const width of WIDTHS ) {
	test.describe( `at ${ width.name }`, () => {
		test.use( { viewport: { width: width.width, height: width.height } } );

		test( 'the counter counts up once scrolled into view and ends on its number, which screen readers have all along; nothing moves', async ( {
			page,
			checkA11y,
		} ) => {
			await page.goto( links.widgets );
			await expect( page.locator( COUNTER_NUMBER ) ).toHaveText(
				'12,500+'
			);
			await recordCounter( page );
			// Out of view it waits, showing its number.
			await page.waitForTimeout( 300 );
			expect(
				( await counterFrames( page ) ).filter(
					( frame ) => frame.counting
				)
			).toEqual( [] );

			await scrollToElement( page, COUNTER );
			await expect
				.poll( async () => {
					const frames = await counterFrames( page );
					return (
						frames.some( ( frame ) => frame.counting ) &&
						! frames[ frames.length - 1 ].counting
					);
				} )
				.toBe( true );
			const frames = await counterFrames( page );
			const counting = frames.filter( ( frame ) => frame.counting );
			const counted = counting.map( ( frame ) =>
				Number( frame.shown.replace( /,/g, '' ) )
			);
			expect( counted[ 0 ], counted.join( ' ' ) ).toBeLessThan( 12500 );
			for ( let i = 1; i < counted.length; i++ ) {
				expect( counted[ i ] ).toBeGreaterThanOrEqual(
					counted[ i - 1 ]
				);
			}
			expect( frames[ frames.length - 1 ].shown ).toBe( '12,500' );
			// The real number stays in the page for screen readers, unseen while the copy counts.
			expect( new Set( frames.map( ( frame ) => frame.final ) ) ).toEqual(
				new Set( [ '12,500' ] )
			);
			expect(
				new Set( counting.map( ( frame ) => frame.opacity ) )
			).toEqual( new Set( [ '0' ] ) );
			// Nothing moves: the number's box is the same in every frame.
			expect( new Set( frames.map( ( frame ) => frame.box ) ).size ).toBe(
				1
			);

			// It counts once: scrolled away and back, it stays put.
			await page.evaluate( () => window.scrollTo( 0, 0 ) );
			await scrollToElement( page, COUNTER );
			await page.waitForTimeout( 500 );
			expect(
				( await counterFrames( page ) ).filter(
					( frame ) => frame.counting
				)
			).toHaveLength( counting.length );
			await expect( page.locator( '[aria-live]' ) ).toHaveCount( 0 );
			await checkA11y( page );
			await expectNoSidewaysScroll( page );
		} );

		test( 'the progress bar fills to its value when seen; a value above 100 fills it', async ( {
			page,
		} ) => {
			await page.goto( links.widgets );
			await expect( page.locator( BAR ) ).toHaveClass( /is-waiting/ );
			expect( await filled( page, BAR ) ).toBe( 0 );
			const bar = page.getByRole( 'progressbar', {
				name: 'Raised of our goal',
			} );
			await expect( bar ).toHaveAttribute( 'aria-valuenow', '72' );
			await scrollToElement( page, BAR );
			await expect( page.locator( BAR ) ).not.toHaveClass( /is-waiting/ );
			await expect
				.poll( () => filled( page, BAR ) )
				.toBeCloseTo( 0.72, 2 );
			await scrollToElement( page, FULL_BAR );
			await expect
				.poll( () => filled( page, FULL_BAR ) )
				.toBeCloseTo( 1, 2 );
			await expect(
				page.getByRole( 'progressbar', { name: 'Chapters written' } )
			).toHaveAttribute( 'aria-valuenow', '100' );
			await expectNoSidewaysScroll( page );
		} );

		test( 'under reduced motion the counter shows its number at once and the bars are full from the start', async ( {
			page,
		} ) => {
			await page.emulateMedia( { reducedMotion: 'reduce' } );
			await page.goto( links.widgets );
			await recordCounter( page );
			await scrollToElement( page, COUNTER );
			await page.waitForTimeout( 1000 );
			const frames = await counterFrames( page );
			expect( frames.length ).toBeGreaterThan( 0 );
			expect(
				new Set(
					frames.map(
						( frame ) => `${ frame.counting } ${ frame.shown }`
					)
				)
			).toEqual( new Set( [ 'false 12,500' ] ) );
			await expect( page.locator( BAR ) ).not.toHaveClass( /is-waiting/ );
			expect( await filled( page, BAR ) ).toBeCloseTo( 0.72, 2 );
		} );

		test( 'the countdown ticks; a past date shows its message from the server; a screen reader gets the date, not the ticking', async ( {
			page,
			checkA11y,
		} ) => {
			await page.goto( links.widgets );
			await scrollToElement( page, LONG );
			const first = await figures( page, LONG );
			expect( first ).toMatch( /^\d+:\d\d:\d\d:\d\d$/ );
			await expect
				.poll( () => figures( page, LONG ), { timeout: 3000 } )
				.not.toBe( first );
			await expect(
				page.locator( `${ LONG } .wp-block-frontage-countdown__units` )
			).toHaveAttribute( 'aria-hidden', 'true' );
			await expect(
				page.locator( `${ LONG } .wp-block-frontage-countdown__label` )
			).toContainText( 'Countdown to' );
			await expect( page.locator( `${ LONG } time` ) ).toHaveAttribute(
				'datetime',
				/^2099-01-01T00:00:00[+-]\d\d:\d\d$/
			);

			await expect( page.locator( PAST ) ).toHaveText( MESSAGE );
			await expect( page.locator( `${ PAST } [data-unit]` ) ).toHaveCount(
				0
			);
			await checkA11y( page );
			await expectNoSidewaysScroll( page );
		} );

		test( 'a countdown reaching zero shows its message', async ( {
			page,
		} ) => {
			// The page's clock starts 5 s before the moment the server printed, then runs on.
			const html = await (
				await page.request.get( links.widgets )
			).text();
			const target = Date.parse(
				/<div[^>]*\bclass="e2e-soon[^>]*\bdata-target="([^"]+)"/.exec(
					html
				)?.[ 1 ] ?? ''
			);
			expect( target ).toBeGreaterThan( Date.now() );
			await page.clock.install( { time: target - 5000 } );
			await page.goto( links.widgets );
			const soon = page.locator( SOON );
			await expect( soon.locator( '[data-unit="days"]' ) ).toHaveText(
				'0'
			);
			await expect( soon.locator( '[data-unit="seconds"]' ) ).toHaveText(
				/^0[1-5]$/
			);
			await expect(
				soon.locator( '.wp-block-frontage-countdown__done' )
			).toBeHidden();
			await page.clock.fastForward( 6000 );
			await expect(
				soon.locator( '.wp-block-frontage-countdown__done' )
			).toBeVisible();
			await expect( soon ).toHaveText( 'Doors open!', {
				useInnerText: true,
			} );
			await expect(
				soon.locator( '.wp-block-frontage-countdown__units' )
			).toBeHidden();
		} );
	} );
}

test( 'a page without the blocks loads none of their scripts', async ( {
	page,
} ) => {
	const scripts: string[] = [];
	page.on( 'request', ( request ) => {
		if ( /blocks\/(counter|progress|countdown)\//.test( request.url() ) ) {
			scripts.push( request.url() );
		}
	} );
	await page.goto( links.plain );
	expect( scripts ).toEqual( [] );
	await page.goto( links.widgets );
	expect( scripts.length ).toBeGreaterThanOrEqual( 3 );
} );

test( 'in the editor: each block’s panel says what is wrong with its settings and what visitors see', async ( {
	adminPage,
} ) => {
	const problems: string[] = [];
	adminPage.on( 'pageerror', ( error ) => problems.push( String( error ) ) );
	const post = await site.rest().post< { id: number } >( '/wp/v2/posts', {
		status: 'draft',
		title: `Widgets in the editor ${ Date.now().toString( 36 ) }`,
		content:
			block( 'counter', { start: 50, end: 20 } ) +
			block( 'progress', { value: 140 } ) +
			block( 'countdown', { date: 'next Friday' } ),
	} );
	try {
		await adminPage.goto(
			`/wp-admin/post.php?post=${ post.id }&action=edit`
		);
		await adminPage.waitForFunction(
			() =>
				(
					window as unknown as {
						wp?: {
							data: {
								select: ( store: string ) => {
									getBlocks: () => unknown[];
								};
							};
						};
					}
				 ).wp?.data
					.select( 'core/block-editor' )
					.getBlocks().length === 3
		);
		const sidebar = adminPage.getByRole( 'region', {
			name: 'Editor settings',
		} );
		const notice = ( text: string ) =>
			sidebar
				.locator( '.components-notice__content' )
				.filter( { hasText: text } );
		const select = ( index: number ) =>
			adminPage.evaluate( ( at ) => {
				const { data } = (
					window as unknown as {
						wp: {
							data: {
								select: ( store: string ) => {
									getBlocks: () => Array< {
										clientId: string;
									} >;
								};
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
				data.dispatch( 'core/block-editor' ).selectBlock(
					data.select( 'core/block-editor' ).getBlocks()[ at ]
						.clientId
				);
				data.dispatch( 'core/edit-post' ).openGeneralSidebar(
					'edit-post/block'
				);
			}, index );

		await select( 0 );
		await expect(
			notice(
				'The start is above the end: the counter shows 20 without counting up.'
			)
		).toBeVisible();
		// The preview is the server's markup: the end number.
		await expect(
			canvas( adminPage ).locator( '.wp-block-frontage-counter__final' )
		).toHaveText( '20' );
		await sidebar.getByLabel( 'End', { exact: true } ).fill( '1,000' );
		await expect(
			notice( '“1,000” in End is not a number' )
		).toContainText( 'visitors see 100' );
		await sidebar.getByLabel( 'End', { exact: true } ).fill( '1000' );
		await expect( sidebar.locator( '.components-notice' ) ).toHaveCount(
			0
		);
		await expect(
			canvas( adminPage ).locator( '.wp-block-frontage-counter__final' )
		).toHaveText( '1,000' );

		await select( 1 );
		await expect(
			notice( 'Value is out of range: visitors see 100.' )
		).toBeVisible();
		await expect( notice( 'Give the bar a label' ) ).toBeVisible();

		await select( 2 );
		await expect(
			notice(
				'“next Friday” is not a date and time: visitors see nothing.'
			)
		).toBeVisible();
		expect( problems ).toEqual( [] );
	} finally {
		await site.rest().delete( `/wp/v2/posts/${ post.id }?force=true` );
	}
} );
