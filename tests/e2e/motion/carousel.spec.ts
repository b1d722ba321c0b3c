/**
 * The Carousel block (docs/motion.md "Carousel") at 1280 and 390 px, on pages made here: three
 * slides shown on desktop and one on a phone, each fully inside the row; next, previous and the
 * dots by mouse and by keyboard (buttons, ←/→, Home/End on the row), swipes on a touch screen;
 * loop wraps both ways; autoplay advances, holds while the pointer is over the carousel or the
 * focus is in it, and stops and starts by its pause / play button (the live region silent only
 * while it runs); under reduced motion it starts paused and the row jumps; one slide shows
 * plainly without buttons; without JavaScript the row still scrolls and no button shows; no
 * sideways page scroll; axe finds nothing. In the editor: the panel's notices for one slide and
 * for more slides shown than there are, and a Gallery transformed into a slide per image.
 */
import type { Locator, Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { expectNoSidewaysScroll, WIDTHS } from '../support/layout';
import { publishPages } from '../support/pages';

const CAROUSEL = 'section.wp-block-frontage-carousel';
const SLIDE = '.wp-block-frontage-carousel-slide';

/**
 * A carousel's block markup: one slide per text, each a paragraph with a link.
 *
 * @param texts The slides' texts.
 * @param attrs The carousel's attributes.
 */
function carousel(
	texts: string[],
	attrs: Record< string, unknown > = {}
): string {
	return (
		`<!-- wp:frontage/carousel ${ JSON.stringify( attrs ) } -->` +
		texts
			.map(
				( text ) =>
					`<!-- wp:frontage/carousel-slide --><!-- wp:paragraph --><p>${ text } <a href="#more">More on ${ text }</a></p><!-- /wp:paragraph --><!-- /wp:frontage/carousel-slide -->`
			)
			.join( '' ) +
		'<!-- /wp:frontage/carousel -->'
	);
}

const intro =
	'<!-- wp:paragraph --><p id="more">Before the carousel.</p><!-- /wp:paragraph -->';

const site = publishPages( 'Carousel', () => ( {
	main: intro + carousel( [ 'One', 'Two', 'Three', 'Four', 'Five' ] ),
	autoplay:
		intro +
		carousel( [ 'Uno', 'Dos', 'Tres', 'Cuatro' ], {
			slidesDesktop: 1,
			slidesTablet: 1,
			autoplay: true,
			autoplayInterval: 2,
			label: 'Tips',
		} ),
	single: intro + carousel( [ 'Alone' ], { autoplay: true } ),
	plain: intro,
} ) );
const { links } = site;

/**
 * The index of the slide nearest the start of the row, how far its start is from the row's,
 * and how many slides are wholly inside the row.
 *
 * @param root The carousel.
 */
async function view(
	root: Locator
): Promise< { first: number; whole: number; offset: number } > {
	return root.evaluate( ( element ) => {
		const track = element.querySelector(
			'.wp-block-frontage-carousel__track'
		)!;
		const box = track.getBoundingClientRect();
		const slides = Array.from( track.children ).map( ( slide ) =>
			slide.getBoundingClientRect()
		);
		const distances = slides.map( ( slide ) =>
			Math.abs( slide.left - box.left )
		);
		return {
			first: distances.indexOf( Math.min( ...distances ) ),
			offset: Math.min( ...distances ),
			whole: slides.filter(
				( slide ) =>
					slide.left >= box.left - 1 && slide.right <= box.right + 1
			).length,
		};
	} );
}

/**
 * Waits until the row has come to rest on a slide, and checks it is this one.
 *
 * @param root  The carousel.
 * @param first The index of the slide expected at the start of the row.
 */
async function expectAt( root: Locator, first: number ): Promise< void > {
	await expect
		.poll( async () => ( await view( root ) ).first, { timeout: 5000 } )
		.toBe( first );
	// At rest: the slide's start is the row's start.
	await expect
		.poll( async () => ( await view( root ) ).offset, { timeout: 5000 } )
		.toBeLessThan( 1.5 );
}

/**
 * The number (from 1) of the dot marked current.
 *
 * @param root The carousel.
 */
async function currentDot( root: Locator ): Promise< number > {
	return root
		.locator( '.wp-block-frontage-carousel__dot' )
		.evaluateAll(
			( dots ) =>
				dots.findIndex(
					( dot ) => dot.getAttribute( 'aria-current' ) === 'true'
				) + 1
		);
}

/**
 * A one-finger swipe across the middle of an element (real touch events).
 *
 * @param page    The page.
 * @param element The element.
 * @param dx      How far, in px: negative to the left.
 */
async function swipe( page: Page, element: Locator, dx: number ) {
	const box = ( await element.boundingBox() )!;
	const cdp = await page.context().newCDPSession( page );
	const x = box.x + box.width / 2 - dx / 2;
	const y = box.y + box.height / 2;
	await cdp.send( 'Input.dispatchTouchEvent', {
		type: 'touchStart',
		touchPoints: [ { x, y } ],
	} );
	for ( const step of [ 0.2, 0.4, 0.6, 0.8, 1 ] ) {
		await cdp.send( 'Input.dispatchTouchEvent', {
			type: 'touchMove',
			touchPoints: [ { x: x + dx * step, y } ],
		} );
	}
	await cdp.send( 'Input.dispatchTouchEvent', {
		type: 'touchEnd',
		touchPoints: [],
	} );
	await cdp.detach();
}

for ( const width of WIDTHS ) {
	const desktop = width.width > 1024;
	// Slides shown by default: 3 on desktop, 1 on a phone; positions are 0 … 5 − shown.
	const shown = desktop ? 3 : 1;
	const last = 5 - shown;

	test.describe( `at ${ width.name }`, () => {
		test.use( { viewport: width, hasTouch: true } );

		test( 'shows the device’s number of slides, named, with its buttons and dots; axe finds nothing', async ( {
			page,
			checkA11y,
		} ) => {
			await page.goto( links.main );
			const root = page.locator( CAROUSEL );
			await expect( root ).toHaveAttribute(
				'aria-roledescription',
				'carousel'
			);
			await expect( root.locator( SLIDE ).nth( 1 ) ).toHaveAttribute(
				'aria-label',
				'2 of 5'
			);
			expect( ( await view( root ) ).whole ).toBe( shown );
			await expect(
				root.getByRole( 'button', { name: 'Next slide' } )
			).toBeVisible();
			await expect(
				root.getByRole( 'button', { name: /^Go to slide/ } )
			).toHaveCount( last + 1 );
			expect( await currentDot( root ) ).toBe( 1 );
			await expectNoSidewaysScroll( page );
			await checkA11y( page );
		} );

		test( 'by mouse: next, previous and the dots; loop wraps both ways', async ( {
			page,
		} ) => {
			await page.goto( links.main );
			const root = page.locator( CAROUSEL );
			const next = root.getByRole( 'button', { name: 'Next slide' } );
			const previous = root.getByRole( 'button', {
				name: 'Previous slide',
			} );
			await next.click();
			await expectAt( root, 1 );
			expect( await currentDot( root ) ).toBe( 2 );
			await expect(
				root.locator( '.wp-block-frontage-carousel__status' )
			).toHaveText( '2 of 5' );
			await previous.click();
			await expectAt( root, 0 );
			await root
				.getByRole( 'button', { name: `Go to slide ${ last + 1 }` } )
				.click();
			await expectAt( root, last );
			expect( await currentDot( root ) ).toBe( last + 1 );
			// Loop: next at the end goes back to the first slide, previous at the start to the end.
			await next.click();
			await expectAt( root, 0 );
			await previous.click();
			await expectAt( root, last );
			await expectNoSidewaysScroll( page );
		} );

		test( 'by keyboard: the buttons, the dots, and ←/→, Home/End on the row', async ( {
			page,
		} ) => {
			await page.goto( links.main );
			const root = page.locator( CAROUSEL );
			const next = root.getByRole( 'button', { name: 'Next slide' } );
			await next.focus();
			await page.keyboard.press( 'Enter' );
			await expectAt( root, 1 );
			await page.keyboard.press( 'Space' );
			await expectAt( root, 2 );
			await expect( next ).toBeFocused();
			await page.keyboard.press( 'Shift+Tab' ); // The last dot.
			await page.keyboard.press( 'Shift+Tab' );
			await expect( page.locator( ':focus' ) ).toHaveAttribute(
				'aria-label',
				/^Go to slide/
			);
			await root.getByRole( 'button', { name: 'Go to slide 1' } ).focus();
			await page.keyboard.press( 'Enter' );
			await expectAt( root, 0 );

			const track = root.locator( '.wp-block-frontage-carousel__track' );
			await track.focus();
			await page.keyboard.press( 'ArrowRight' );
			await expectAt( root, 1 );
			await page.keyboard.press( 'End' );
			await expectAt( root, last );
			await page.keyboard.press( 'ArrowLeft' );
			await expectAt( root, last - 1 );
			await page.keyboard.press( 'Home' );
			await expectAt( root, 0 );
			await expect( track ).toBeFocused();
		} );

		test( 'by swiping on a touch screen', async ( { page } ) => {
			await page.goto( links.main );
			const root = page.locator( CAROUSEL );
			const track = root.locator( '.wp-block-frontage-carousel__track' );
			const pitch = await root
				.locator( SLIDE )
				.first()
				.evaluate( ( slide ) => slide.getBoundingClientRect().width );
			await swipe( page, track, -Math.min( pitch * 0.6, 200 ) );
			await expectAt( root, 1 );
			await expect.poll( () => currentDot( root ) ).toBe( 2 );
			await swipe( page, track, Math.min( pitch * 0.6, 200 ) );
			await expectAt( root, 0 );
			await expect.poll( () => currentDot( root ) ).toBe( 1 );
			await expectNoSidewaysScroll( page );
		} );

		test( 'autoplay advances, holds on hover and on focus, and stops by its pause button', async ( {
			page,
			checkA11y,
		} ) => {
			test.setTimeout( 60_000 );
			await page.goto( links.autoplay );
			await page.mouse.move( 1, 1 );
			const root = page.getByRole( 'region', { name: 'Tips' } );
			const status = root.locator(
				'.wp-block-frontage-carousel__status'
			);
			const pause = root.getByRole( 'button', {
				name: 'Pause the slide show',
			} );
			await expect( pause ).toBeVisible();
			await expect( status ).toHaveAttribute( 'aria-live', 'off' );
			// It moves on its own, every 2 s.
			await expectAt( root, 1 );
			await expectAt( root, 2 );
			await checkA11y( page );

			// Hover: held (and the live region speaks again); away: it moves on.
			await root.locator( SLIDE ).nth( 2 ).hover();
			await expect( status ).toHaveAttribute( 'aria-live', 'polite' );
			await page.waitForTimeout( 3000 );
			expect( ( await view( root ) ).first ).toBe( 2 );
			await page.mouse.move( 1, 1 );
			// Loop: after the last slide, the first.
			await expectAt( root, 3 );
			await expectAt( root, 0 );

			// Focus in it: held; focus out: it moves on.
			await root.getByRole( 'link' ).first().focus();
			const held = ( await view( root ) ).first;
			await page.waitForTimeout( 3000 );
			expect( ( await view( root ) ).first ).toBe( held );
			await page.locator( '#more' ).click(); // Focus leaves.
			await page.mouse.move( 1, 1 );
			await expectAt( root, ( held + 1 ) % 4 );

			// The pause button stops it for good, even once pointer and focus have left.
			await pause.click();
			const play = root.getByRole( 'button', {
				name: 'Play the slide show',
			} );
			await expect( play ).toBeVisible();
			await page.mouse.move( 1, 1 );
			await page.locator( '#more' ).click();
			const stopped = ( await view( root ) ).first;
			await page.waitForTimeout( 3000 );
			expect( ( await view( root ) ).first ).toBe( stopped );
			await expect( status ).toHaveAttribute( 'aria-live', 'polite' );
			await play.click();
			await page.locator( '#more' ).click();
			await page.mouse.move( 1, 1 );
			await expectAt( root, ( stopped + 1 ) % 4 );
		} );

		test( 'under reduced motion: autoplay starts paused, and the row jumps', async ( {
			page,
		} ) => {
			await page.emulateMedia( { reducedMotion: 'reduce' } );
			await page.goto( links.autoplay );
			await page.mouse.move( 1, 1 );
			const root = page.getByRole( 'region', { name: 'Tips' } );
			const play = root.getByRole( 'button', {
				name: 'Play the slide show',
			} );
			await expect( play ).toBeVisible();
			await page.waitForTimeout( 2600 );
			expect( ( await view( root ) ).first ).toBe( 0 );
			const right = await root
				.getByRole( 'button', { name: 'Next slide' } )
				.evaluate( ( button ) => {
					( button as HTMLElement ).click();
					return button
						.closest( 'section' )!
						.querySelector( '.wp-block-frontage-carousel__track' )!
						.scrollLeft;
				} );
			expect( right ).toBeGreaterThan( 0 ); // Already there: no animation.
			await expectAt( root, 1 );
		} );

		test( 'one slide shows plainly: no carousel, no buttons, no autoplay', async ( {
			page,
			checkA11y,
		} ) => {
			await page.goto( links.single );
			await expect( page.getByText( 'Alone' ) ).toBeVisible();
			await expect( page.locator( CAROUSEL ) ).toHaveCount( 0 );
			await expect(
				page.locator( '.wp-block-frontage-carousel button' )
			).toHaveCount( 0 );
			await expect(
				page.locator( '[aria-roledescription]' )
			).toHaveCount( 0 );
			await expectNoSidewaysScroll( page );
			await checkA11y( page );
		} );
	} );
}

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false, viewport: WIDTHS[ 1 ] } );

	test( 'the row still scrolls sideways, and no button shows', async ( {
		page,
	} ) => {
		await page.goto( links.main );
		const root = page.locator( CAROUSEL );
		await expect(
			root.getByRole( 'button', { name: 'Next slide' } )
		).toBeHidden();
		const track = root.locator( '.wp-block-frontage-carousel__track' );
		const moved = await track.evaluate( ( element ) => {
			element.scrollTo( { left: 10_000, behavior: 'instant' } );
			return element.scrollLeft;
		} );
		expect( moved ).toBeGreaterThan( 0 );
		await expectNoSidewaysScroll( page );
	} );
} );

test( 'a page without a carousel loads none of its script or style', async ( {
	page,
} ) => {
	await page.goto( links.plain );
	expect( await page.content() ).not.toContain( 'frontage-carousel' );
} );

interface EditorBlock {
	name: string;
	clientId: string;
	isValid: boolean;
	attributes: Record< string, unknown >;
	innerBlocks: EditorBlock[];
}

interface EditorWindow {
	wp: {
		blocks: {
			createBlock: (
				name: string,
				attributes?: Record< string, unknown >,
				innerBlocks?: unknown[]
			) => EditorBlock;
			switchToBlockType: (
				block: EditorBlock,
				name: string
			) => EditorBlock[] | null;
		};
		data: {
			select: ( store: string ) => {
				getBlocks: () => EditorBlock[];
			};
			dispatch: (
				store: string
			) => Record< string, ( ...args: unknown[] ) => void >;
		};
	};
}

test( 'the editor says what is wrong, and a gallery becomes a carousel of its images', async ( {
	adminPage,
} ) => {
	const image = ( n: number ) =>
		`<!-- wp:image {"sizeSlug":"large"} --><figure class="wp-block-image size-large"><img src="/wp-includes/images/w-logo-blue.png" alt="Logo ${ n }"/></figure><!-- /wp:image -->`;
	const draft = await site.rest().post< { id: number } >( '/wp/v2/pages', {
		status: 'draft',
		title: 'Carousel in the editor',
		content:
			carousel( [ 'Only' ], { slidesDesktop: 3 } ) +
			`<!-- wp:gallery {"linkTo":"none"} --><figure class="wp-block-gallery has-nested-images columns-default is-cropped">${ image(
				1
			) }${ image( 2 ) }${ image( 3 ) }</figure><!-- /wp:gallery -->`,
	} );
	site.deleteAfter( `/wp/v2/pages/${ draft.id }` );
	await adminPage.goto( `/wp-admin/post.php?post=${ draft.id }&action=edit` );
	await adminPage.waitForFunction(
		() =>
			( window as unknown as EditorWindow ).wp?.data
				?.select( 'core/block-editor' )
				.getBlocks().length === 2
	);
	const carouselId = await adminPage.evaluate( () => {
		const { data } = ( window as unknown as EditorWindow ).wp;
		data.dispatch( 'core/preferences' ).set(
			'core/edit-post',
			'welcomeGuide',
			false
		);
		const [ block ] = data.select( 'core/block-editor' ).getBlocks();
		data.dispatch( 'core/block-editor' ).selectBlock( block.clientId );
		data.dispatch( 'core/edit-post' ).openGeneralSidebar(
			'edit-post/block'
		);
		return block.clientId;
	} );
	const notice = ( text: string ) =>
		adminPage
			.locator( '.components-notice__content' )
			.filter( { hasText: text } );
	await expect(
		notice( 'A carousel needs two slides or more' )
	).toBeVisible();

	// A second slide: now desktop shows more slides than there are.
	await adminPage.evaluate( ( parent ) => {
		const { blocks, data } = ( window as unknown as EditorWindow ).wp;
		data.dispatch( 'core/block-editor' ).insertBlock(
			blocks.createBlock( 'frontage/carousel-slide', {}, [
				blocks.createBlock( 'core/paragraph', { content: 'Second' } ),
			] ),
			undefined,
			parent
		);
		// Inserting selects the new slide; the carousel's panel is the carousel's.
		data.dispatch( 'core/block-editor' ).selectBlock( parent );
	}, carouselId );
	await expect( notice( 'A carousel needs two slides or more' ) ).toHaveCount(
		0
	);
	await expect(
		notice(
			'Desktop shows 3 slides but the carousel has 2: it will show 2, without buttons.'
		)
	).toBeVisible();

	// The gallery, transformed: one slide per image, each holding that image.
	const transformed = await adminPage.evaluate( () => {
		const { blocks, data } = ( window as unknown as EditorWindow ).wp;
		const gallery = data.select( 'core/block-editor' ).getBlocks()[ 1 ];
		const result = blocks.switchToBlockType( gallery, 'frontage/carousel' );
		return result?.[ 0 ].innerBlocks.map( ( slide ) => [
			slide.name,
			slide.innerBlocks[ 0 ]?.name,
			slide.innerBlocks[ 0 ]?.attributes.alt,
		] );
	} );
	expect( transformed ).toEqual(
		[ 1, 2, 3 ].map( ( n ) => [
			'frontage/carousel-slide',
			'core/image',
			`Logo ${ n }`,
		] )
	);
	const valid = await adminPage.evaluate( () =>
		( window as unknown as EditorWindow ).wp.data
			.select( 'core/block-editor' )
			.getBlocks()
			.every( ( block ) => block.isValid )
	);
	expect( valid ).toBe( true );
} );
