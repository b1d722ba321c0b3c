/**
 * Sticky groups and template parts (docs/motion.md "Sticky"), at 1280 and 390 px: a header-like
 * group sticks at the top once scrolled and lets go when scrolled back, keeping its place (no
 * layout shift), and gets its effects class past its effects offset; a note sticks at its
 * offset inside a section and stops at the section's end; a bar stuck to the bottom on desktop
 * only does not stick on a phone; an in-page link lands below the stuck header; the Twenty
 * Twenty-Four header template part sticks; the API's errors; reduced motion; axe clean. A page
 * without a sticky block loads none of it.
 */
import type { Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { expectNoSidewaysScroll, WIDTHS } from '../support/layout';
import { publishPages } from '../support/pages';

const HEADER = '.e2e-header';
const SECTION = '.e2e-section';
const NOTE = '.e2e-note';
const BAR = '.e2e-bar';
const TARGET = '#e2e-target';
const NOTE_OFFSET = 50;
const EFFECTS_OFFSET = 1200;

/**
 * A group with a sticky setting.
 *
 * @param sticky    The setting.
 * @param className Its class.
 * @param inner     Its blocks.
 */
function group(
	sticky: Record< string, unknown > | null,
	className: string,
	inner: string
): string {
	const attrs = sticky ? { frontageSticky: sticky } : {};
	return `<!-- wp:group ${ JSON.stringify(
		attrs
	) } --><div class="wp-block-group ${ className }">${ inner }</div><!-- /wp:group -->`;
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
 * The page under test.
 */
function content(): string {
	const paragraph = ( text: string ) =>
		`<!-- wp:paragraph --><p>${ text }</p><!-- /wp:paragraph -->`;
	return (
		paragraph( '<a href="#e2e-target">Jump to the target</a>' ) +
		group(
			{ position: 'top', effectsOffset: EFFECTS_OFFSET },
			'e2e-header frontage-sticky-shrink has-contrast-background-color has-base-color has-background has-text-color',
			paragraph( 'The header' )
		) +
		group(
			null,
			'e2e-section',
			'<!-- wp:heading --><h2 class="wp-block-heading">The section</h2><!-- /wp:heading -->' +
				group(
					{
						position: 'top',
						offset: NOTE_OFFSET,
						stopAtParent: true,
						devices: [ 'desktop', 'tablet', 'mobile' ],
					},
					'e2e-note has-accent-background-color has-background',
					paragraph( 'The note' )
				) +
				filler( 6 )
		) +
		filler( 4 ) +
		`<!-- wp:heading {"anchor":"e2e-target"} --><h2 class="wp-block-heading" id="e2e-target">The target</h2><!-- /wp:heading -->` +
		filler( 6 ) +
		group(
			{ position: 'bottom', devices: [ 'desktop' ] },
			'e2e-bar has-contrast-background-color has-base-color has-background has-text-color',
			paragraph( 'The desktop bar' )
		)
	);
}

const site = publishPages( 'Sticky', () => ( {
	sticky: content(),
	part:
		'<!-- wp:template-part {"slug":"header","theme":"twentytwentyfour","tagName":"header","frontageSticky":{"position":"top","effectsOffset":100}} /-->' +
		filler( 12 ),
	plain: filler( 3 ),
} ) );
const { links } = site;

/**
 * Scrolls the page to a position and waits for the next frames.
 *
 * @param page The page.
 * @param top  Where to.
 */
async function scrollTo( page: Page, top: number ): Promise< void > {
	await page.evaluate(
		( y ) =>
			new Promise< void >( ( resolve ) => {
				window.scrollTo( { top: y, behavior: 'instant' } );
				requestAnimationFrame( () =>
					requestAnimationFrame( () => resolve() )
				);
			} ),
		top
	);
}

/**
 * An element's box in the window, its classes and computed position.
 *
 * @param page     The page.
 * @param selector The element.
 */
async function state( page: Page, selector: string ) {
	return page.locator( selector ).evaluate( ( element ) => {
		const box = element.getBoundingClientRect();
		return {
			top: box.top,
			bottom: box.bottom,
			height: box.height,
			docTop: box.top + window.scrollY,
			stuck: element.classList.contains( 'is-frontage-stuck' ),
			effects: element.classList.contains( 'is-frontage-sticky-effects' ),
			position: getComputedStyle( element ).position,
		};
	} );
}

/**
 * Starts summing the page's layout shifts from now on (the theme's own while the page loaded
 * are not the sticky blocks').
 *
 * @param page The page.
 */
async function watchShifts( page: Page ): Promise< void > {
	await page.waitForLoadState( 'load' );
	await page.waitForTimeout( 500 );
	await page.evaluate( () => {
		const win = window as unknown as { e2eShift: number };
		win.e2eShift = 0;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				win.e2eShift += ( entry as unknown as { value: number } ).value;
			}
		} ).observe( { type: 'layout-shift' } );
	} );
}

for ( const width of WIDTHS ) {
	test.describe( `at ${ width.name }`, () => {
		test.use( { viewport: { width: width.width, height: width.height } } );

		test( 'the header sticks at the top and lets go, keeping its place; its effects class past the offset; no layout shift', async ( {
			page,
			checkA11y,
		} ) => {
			await page.goto( links.sticky );
			await watchShifts( page );
			const start = await state( page, HEADER );
			const sectionStart = await state( page, SECTION );
			expect( start.stuck ).toBe( false );
			expect( start.position ).toBe( 'static' );

			await scrollTo( page, start.docTop + 40 );
			const stuck = await state( page, HEADER );
			expect( stuck.stuck ).toBe( true );
			expect( stuck.position ).toBe( 'fixed' );
			expect( stuck.top ).toBeCloseTo( 0, 0 );
			expect( stuck.effects ).toBe( false );
			// Its place is kept: what follows it has not moved in the page.
			expect( ( await state( page, SECTION ) ).docTop ).toBeCloseTo(
				sectionStart.docTop,
				0
			);

			await scrollTo( page, EFFECTS_OFFSET + 10 );
			await expect( page.locator( HEADER ) ).toHaveClass(
				/is-frontage-sticky-effects/
			);
			// It shrinks (frontage-sticky-shrink): its bottom edge rises.
			await expect
				.poll( async () => ( await state( page, HEADER ) ).bottom )
				.toBeLessThan( stuck.bottom - 10 );
			expect( ( await state( page, SECTION ) ).docTop ).toBeCloseTo(
				sectionStart.docTop,
				0
			);
			await checkA11y( page );

			await scrollTo( page, 0 );
			const back = await state( page, HEADER );
			expect( back.stuck ).toBe( false );
			expect( back.effects ).toBe( false );
			expect( back.position ).toBe( 'static' );
			expect( back.top ).toBeCloseTo( start.top, 0 );
			await expectNoSidewaysScroll( page );
			expect(
				await page.evaluate(
					() => ( window as unknown as { e2eShift: number } ).e2eShift
				)
			).toBe( 0 );
		} );

		test( 'the note sticks at its offset inside its section and stops at the section’s end', async ( {
			page,
		} ) => {
			await page.goto( links.sticky );
			const note = await state( page, NOTE );
			const section = await state( page, SECTION );
			const header = await state( page, HEADER );
			expect( note.position ).toBe( 'sticky' );

			// The section's top has passed the offset: the note is held there.
			await scrollTo( page, note.docTop - NOTE_OFFSET + 200 );
			const held = await state( page, NOTE );
			expect( held.top ).toBeCloseTo( NOTE_OFFSET, 0 );
			expect( held.stuck ).toBe( true );

			// Past the section's end: the note has stopped at its bottom.
			await scrollTo(
				page,
				section.docTop + section.height - NOTE_OFFSET + 100
			);
			const stopped = await state( page, NOTE );
			const end = await state( page, SECTION );
			expect( stopped.top ).toBeLessThan( NOTE_OFFSET - 50 );
			expect( stopped.bottom ).toBeLessThanOrEqual( end.bottom + 0.5 );
			expect( stopped.bottom ).toBeGreaterThan( end.bottom - 40 );
			expect( stopped.stuck ).toBe( false );

			// Scrolled back above it: in its place again.
			await scrollTo( page, 0 );
			expect( ( await state( page, NOTE ) ).docTop ).toBeCloseTo(
				note.docTop,
				0
			);
			expect( header.stuck ).toBe( false );
		} );

		test( 'the desktop-only bar sticks to the bottom on desktop only', async ( {
			page,
		} ) => {
			await page.goto( links.sticky );
			const bar = await state( page, BAR );
			if ( width.width > 1024 ) {
				expect( bar.stuck ).toBe( true );
				expect( bar.position ).toBe( 'fixed' );
				expect( bar.bottom ).toBeCloseTo( width.height, 0 );
			} else {
				expect( bar.stuck ).toBe( false );
				expect( bar.position ).toBe( 'static' );
				expect( bar.top ).toBeGreaterThan( width.height );
			}
			// At the page's end it sits in its own place.
			await scrollTo( page, 1e6 );
			const end = await state( page, BAR );
			expect( end.stuck ).toBe( false );
			expect( end.position ).toBe( 'static' );
		} );

		test( 'an in-page link lands below the stuck header', async ( {
			page,
		} ) => {
			await page.goto( links.sticky );
			await page
				.getByRole( 'link', { name: 'Jump to the target' } )
				.click();
			await expect
				.poll( async () => ( await state( page, TARGET ) ).top, {
					timeout: 5000,
				} )
				.toBeLessThan( width.height / 2 );
			await page.waitForTimeout( 600 ); // The shrink's transition.
			const header = await state( page, HEADER );
			const target = await state( page, TARGET );
			expect( header.stuck ).toBe( true );
			expect( target.top ).toBeGreaterThanOrEqual( header.bottom - 0.5 );
			expect( target.top - header.bottom ).toBeLessThan( 80 );
		} );

		test( 'the Twenty Twenty-Four header template part sticks', async ( {
			page,
		} ) => {
			await page.goto( links.part );
			const part = 'header.wp-block-template-part.frontage-sticky';
			expect( ( await state( page, part ) ).stuck ).toBe( false );
			await scrollTo( page, 400 );
			const stuck = await state( page, part );
			expect( stuck.stuck ).toBe( true );
			expect( stuck.effects ).toBe( true );
			expect( stuck.top ).toBeCloseTo( 0, 0 );
			await expectNoSidewaysScroll( page );
		} );
	} );
}

test( 'the window resized to a phone: the desktop-only bar lets go 300 ms later', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 800 } );
	await page.goto( links.sticky );
	expect( ( await state( page, BAR ) ).stuck ).toBe( true );
	await page.setViewportSize( { width: 390, height: 844 } );
	await page.waitForTimeout( 100 );
	expect( ( await state( page, BAR ) ).stuck ).toBe( true ); // Not yet.
	await expect
		.poll( async () => ( await state( page, BAR ) ).position, {
			timeout: 2000,
		} )
		.toBe( 'static' );
	expect( ( await state( page, BAR ) ).stuck ).toBe( false );
} );

test( 'the API: refresh and destroy, its errors before initialisation and for unknown methods', async ( {
	page,
} ) => {
	await page.goto( links.sticky );
	const errors = await page.evaluate( () => {
		const call = ( element: Element, method: string ) => {
			try {
				window.frontageSticky?.( element, method );
				return 'ok';
			} catch ( error ) {
				return `${ ( error as Error ).name }: ${
					( error as Error ).message
				}`;
			}
		};
		const header = document.querySelector( '.e2e-header' )!;
		return {
			notSticky: call( document.body, 'refresh' ),
			unknown: call( header, 'explode' ),
			refresh: call( header, 'refresh' ),
			destroy: call( header, 'destroy' ),
			again: call( header, 'refresh' ),
		};
	} );
	expect( errors ).toEqual( {
		notSticky:
			'Error: Trying to perform the method prior to initialization',
		unknown: 'ReferenceError: Unknown sticky method: explode',
		refresh: 'ok',
		destroy: 'ok',
		again: 'Error: Trying to perform the method prior to initialization',
	} );
	await scrollTo( page, 200 );
	const header = await state( page, HEADER );
	expect( header.position ).toBe( 'static' );
	expect( header.stuck ).toBe( false );
} );

test( 'reduced motion: the shrinking header has no transition', async ( {
	page,
} ) => {
	const duration = () =>
		page
			.locator( HEADER )
			.evaluate(
				( element ) => getComputedStyle( element ).transitionDuration
			);
	await page.goto( links.sticky );
	expect( await duration() ).not.toMatch( /^0s(, 0s)*$/ );
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	expect( await duration() ).toMatch( /^0s(, 0s)*$/ );
} );

test( 'a page without a sticky block loads none of its code', async ( {
	page,
} ) => {
	await page.goto( links.plain );
	await expect(
		page.locator(
			'script[src*="motion/sticky"], #frontage-motion-sticky-inline-css'
		)
	).toHaveCount( 0 );
	await page.goto( links.sticky );
	await expect(
		page.locator( 'script[src*="motion/sticky/index.js"]' )
	).toHaveCount( 1 );
} );
