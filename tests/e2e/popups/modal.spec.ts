/**
 * The Modal block as a visitor meets it: opened by its button, by keyboard and by its
 * `?uael-modal-action=<id>` link; closed by the close button, Escape and a click outside unless
 * the owner turned those off; a real dialog for keyboard and screen-reader users; one at a time;
 * and the "don't show again" cookie for a modal that opens by itself.
 */
import type { Locator, Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { cleanUp, makePopup } from './popup-helpers';

const HEADING = 'Spring offer';
const TRIGGER = 'See the offer';
const MODAL_ID = 'spring-offer';

interface CreatedPage {
	id: number;
	link: string;
}

/**
 * A modal block with a paragraph that holds a link, as the editor saves it.
 *
 * @param attributes The block's attributes.
 * @param paragraph  The paragraph's inner HTML.
 */
function modalMarkup(
	attributes: Record< string, unknown >,
	paragraph = 'Half price this week. <a href="#terms">Read the terms</a>.'
): string {
	return [
		`<!-- wp:frontage/modal ${ JSON.stringify( attributes ) } -->`,
		'<div class="wp-block-frontage-modal__content" hidden><!-- wp:paragraph -->',
		`<p>${ paragraph }</p>`,
		'<!-- /wp:paragraph --></div>',
		'<!-- /wp:frontage/modal -->',
	].join( '\n' );
}

/**
 * The default modal of these tests: a button, a heading, a link inside.
 *
 * @param extra Attributes to add or override.
 */
function offerModal( extra: Record< string, unknown > = {} ): string {
	return modalMarkup( {
		modalId: MODAL_ID,
		heading: HEADING,
		triggerText: TRIGGER,
		...extra,
	} );
}

/**
 * The page's address with the modal's link parameter added.
 *
 * @param link    The page's address.
 * @param modalId The modal to open.
 */
function withModalAction( link: string, modalId: string ): string {
	const url = new URL( link );
	url.searchParams.set( 'uael-modal-action', modalId );
	return url.toString();
}

/**
 * Whether focus is inside an element.
 *
 * @param locator The element.
 */
function holdsFocus( locator: Locator ): Promise< boolean > {
	return locator.evaluate( ( element ) =>
		element.contains( element.ownerDocument.activeElement )
	);
}

/**
 * Scrolls a page to its end, in a few steps as a person would.
 *
 * @param page The page.
 */
async function scrollDown( page: Page ): Promise< void > {
	for ( let step = 0; step < 5; step++ ) {
		await page.mouse.wheel( 0, 600 );
	}
}

let created: CreatedPage[] = [];

test.afterEach( async ( { rest } ) => {
	for ( const { id } of created ) {
		await rest.delete( `/wp/v2/pages/${ id }?force=true` );
	}
	created = [];
} );

test.describe( 'Modal block', () => {
	let offerPage: CreatedPage;

	test.beforeEach( async ( { rest } ) => {
		offerPage = await rest.post< CreatedPage >( '/wp/v2/pages', {
			title: 'Modal test',
			status: 'publish',
			content: offerModal(),
		} );
		created.push( offerPage );
	} );

	test( 'is closed on load and opens on its button', async ( { page } ) => {
		await page.goto( offerPage.link );
		const dialog = page.getByRole( 'dialog', { name: HEADING } );
		await expect( dialog ).toBeHidden();
		await expect(
			page.getByText( 'Half price this week.', { exact: false } )
		).toBeHidden();

		await page.getByRole( 'button', { name: TRIGGER } ).click();

		await expect( dialog ).toBeVisible();
		await expect(
			dialog.getByText( 'Half price this week.', { exact: false } )
		).toBeVisible();
		await dialog.getByRole( 'button', { name: 'Close' } ).click();
		await expect( dialog ).toBeHidden();
	} );

	test( 'works from the keyboard: Enter opens, Tab stays inside, Escape closes, focus returns', async ( {
		page,
	} ) => {
		await page.goto( offerPage.link );
		const trigger = page.getByRole( 'button', { name: TRIGGER } );
		const dialog = page.getByRole( 'dialog', { name: HEADING } );

		await trigger.focus();
		await page.keyboard.press( 'Enter' );
		await expect( dialog ).toBeVisible();
		await expect(
			dialog.getByRole( 'button', { name: 'Close' } )
		).toBeFocused();

		// Two focusable elements inside (Close, the link): Tab goes round them, never out.
		for ( let press = 0; press < 5; press++ ) {
			await page.keyboard.press( 'Tab' );
			expect( await holdsFocus( dialog ) ).toBe( true );
		}
		for ( let press = 0; press < 5; press++ ) {
			await page.keyboard.press( 'Shift+Tab' );
			expect( await holdsFocus( dialog ) ).toBe( true );
		}
		await page.keyboard.press( 'Tab' );
		await expect(
			dialog.getByRole( 'link', { name: 'Read the terms' } )
		).toBeFocused();

		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( trigger ).toBeFocused();
	} );

	test( 'opens on load from its ?uael-modal-action link', async ( {
		page,
	} ) => {
		await page.goto( withModalAction( offerPage.link, MODAL_ID ) );
		const dialog = page.getByRole( 'dialog', { name: HEADING } );
		await expect( dialog ).toBeVisible();

		await page.goto( withModalAction( offerPage.link, 'another-modal' ) );
		await expect(
			page.getByRole( 'button', { name: TRIGGER } )
		).toBeVisible();
		await expect( dialog ).toBeHidden();
	} );

	test( 'closes on a click outside it, not on a click inside', async ( {
		page,
	} ) => {
		await page.goto( offerPage.link );
		await page.getByRole( 'button', { name: TRIGGER } ).click();
		const dialog = page.getByRole( 'dialog', { name: HEADING } );
		await expect( dialog ).toBeVisible();

		await dialog
			.getByText( 'Half price this week.', { exact: false } )
			.click();
		await expect( dialog ).toBeVisible();

		await page.mouse.click( 5, 5 );
		await expect( dialog ).toBeHidden();
	} );

	test( 'keeps the page behind from scrolling while open', async ( {
		page,
	} ) => {
		await page.goto( offerPage.link );
		const rootOverflow = () =>
			page.evaluate(
				() => getComputedStyle( document.documentElement ).overflow
			);
		const before = await rootOverflow();

		await page.getByRole( 'button', { name: TRIGGER } ).click();
		await expect(
			page.getByRole( 'dialog', { name: HEADING } )
		).toBeVisible();
		expect( await rootOverflow() ).toBe( 'hidden' );

		await page.keyboard.press( 'Escape' );
		await expect(
			page.getByRole( 'dialog', { name: HEADING } )
		).toBeHidden();
		expect( await rootOverflow() ).toBe( before );
	} );

	test( 'has no accessibility violation with the modal open', async ( {
		page,
		checkA11y,
	} ) => {
		await page.goto( offerPage.link );
		await page.getByRole( 'button', { name: TRIGGER } ).click();
		await expect(
			page.getByRole( 'dialog', { name: HEADING } )
		).toBeVisible();

		await checkA11y( page );
	} );
} );

test( 'stays open on Escape and outside clicks when the owner turned those off', async ( {
	page,
	rest,
} ) => {
	const created1 = await rest.post< CreatedPage >( '/wp/v2/pages', {
		title: 'Modal that must be closed by its button',
		status: 'publish',
		content: offerModal( { closeOnEsc: false, closeOnOverlay: false } ),
	} );
	created.push( created1 );

	await page.clock.install();
	await page.goto( created1.link );
	await page.getByRole( 'button', { name: TRIGGER } ).click();
	const dialog = page.getByRole( 'dialog', { name: HEADING } );
	await expect( dialog ).toBeVisible();

	await page.keyboard.press( 'Escape' );
	await page.mouse.click( 5, 5 );
	// Past the 300 ms that closing takes.
	await page.clock.runFor( 1000 );
	await expect( dialog ).toBeVisible();

	await dialog.getByRole( 'button', { name: 'Close' } ).click();
	await page.clock.runFor( 1000 );
	await expect( dialog ).toBeHidden();
} );

test( 'opens one modal at a time', async ( { page, rest } ) => {
	const twoModals = await rest.post< CreatedPage >( '/wp/v2/pages', {
		title: 'Two modals',
		status: 'publish',
		content: [
			offerModal(),
			modalMarkup(
				{
					modalId: 'newsletter',
					heading: 'Our newsletter',
					triggerOn: 'automatic',
					afterSec: true,
					afterSecVal: 1,
				},
				'Subscribe.'
			),
		].join( '\n\n' ),
	} );
	created.push( twoModals );

	await page.clock.install();
	await page.goto( twoModals.link );
	await page.getByRole( 'button', { name: TRIGGER } ).click();
	await expect( page.getByRole( 'dialog', { name: HEADING } ) ).toBeVisible();

	// The newsletter's one-second timer passes while the offer is open: it must not stack.
	await page.clock.runFor( 2000 );
	await expect(
		page.getByRole( 'dialog', { name: 'Our newsletter' } )
	).toBeHidden();
} );

test( 'an automatic modal does not open over an open builder popup', async ( {
	page,
	rest,
	checkA11y,
} ) => {
	const both = await rest.post< CreatedPage >( '/wp/v2/pages', {
		title: 'Modal and popup',
		status: 'publish',
		content: offerModal( {
			triggerOn: 'automatic',
			afterSec: true,
			afterSecVal: 1,
		} ),
	} );
	created.push( both );
	try {
		await makePopup( rest, both.id, {
			triggers: { page_load: true, page_load_delay: 0 },
		} );

		await page.goto( both.link );
		const popup = page.getByRole( 'dialog', { name: 'Newsletter' } );
		await expect( popup ).toBeVisible();
		// Well past the modal's one-second delay: the popup is open, so the modal is skipped.
		await page.waitForTimeout( 2000 );
		await expect(
			page.getByRole( 'dialog', { name: HEADING } )
		).toBeHidden();
		await expect( page.locator( 'dialog[open]' ) ).toHaveCount( 1 );
		await checkA11y( page, { include: 'dialog.frontage-popup' } );
		// Skipped, not queued: closing the popup does not bring the modal up over the page.
		await popup.getByRole( 'button', { name: 'Close' } ).click();
		await expect( popup ).toHaveCount( 0 );
		await page.waitForTimeout( 500 );
		await expect(
			page.getByRole( 'dialog', { name: HEADING } )
		).toBeHidden();
	} finally {
		await cleanUp();
	}
} );

test( 'a modal that opens by itself is not shown again while its cookie lasts', async ( {
	page,
	rest,
} ) => {
	const automatic = await rest.post< CreatedPage >( '/wp/v2/pages', {
		title: 'Automatic modal',
		status: 'publish',
		content: offerModal( {
			triggerOn: 'automatic',
			afterSec: true,
			afterSecVal: 0,
			cookies: true,
			cookiesType: 'closed',
			cookiesDays: 3,
		} ),
	} );
	created.push( automatic );

	await page.clock.install();
	await page.goto( automatic.link );
	const dialog = page.getByRole( 'dialog', { name: HEADING } );
	await expect( dialog ).toBeVisible();
	// Type "closed": the cookie is set when the visitor closes the modal, not when it opens.
	const cookieNames = async () =>
		( await page.context().cookies() ).map( ( cookie ) => cookie.name );
	expect( await cookieNames() ).not.toContain(
		`uael-modal-popup-${ MODAL_ID }`
	);

	await page.keyboard.press( 'Escape' );
	await page.clock.runFor( 1000 );
	await expect( dialog ).toBeHidden();
	expect( await cookieNames() ).toContain( `uael-modal-popup-${ MODAL_ID }` );

	await page.reload();
	// Well past the modal's delay of 0 seconds.
	await page.clock.runFor( 1000 );
	await expect( dialog ).toBeHidden();

	// Asking for it by its link still opens it.
	await page.goto( withModalAction( automatic.link, MODAL_ID ) );
	await expect( dialog ).toBeVisible();
} );

test( 'stops sound and video when it closes', async ( { page, rest } ) => {
	// One second of silence as a WAV file: 8 kHz, 8-bit mono.
	const samples = 8000;
	const wav = Buffer.alloc( 44 + samples, 0x80 );
	wav.write( 'RIFF', 0 );
	wav.writeUInt32LE( 36 + samples, 4 );
	wav.write( 'WAVEfmt ', 8 );
	wav.writeUInt32LE( 16, 16 );
	wav.writeUInt16LE( 1, 20 );
	wav.writeUInt16LE( 1, 22 );
	wav.writeUInt32LE( samples, 24 );
	wav.writeUInt32LE( samples, 28 );
	wav.writeUInt16LE( 1, 32 );
	wav.writeUInt16LE( 8, 34 );
	wav.write( 'data', 36 );
	wav.writeUInt32LE( samples, 40 );
	const audioPage = await rest.post< CreatedPage >( '/wp/v2/pages', {
		title: 'Modal with audio',
		status: 'publish',
		content: modalMarkup(
			{ modalId: 'audio', heading: HEADING, triggerText: TRIGGER },
			`<audio controls loop muted src="data:audio/wav;base64,${ wav.toString(
				'base64'
			) }"></audio>`
		),
	} );
	created.push( audioPage );

	await page.goto( audioPage.link );
	await page.getByRole( 'button', { name: TRIGGER } ).click();
	const dialog = page.getByRole( 'dialog', { name: HEADING } );
	// Found by CSS, which also finds it once the closed dialog is hidden.
	const audio = page.locator( '.wp-block-frontage-modal__dialog audio' );
	// play() marks the element playing at once, whether or not the machine has a sound card.
	const pausedAfterPlay = await audio.evaluate(
		( element: HTMLAudioElement ) => {
			element.play().catch( () => undefined );
			return element.paused;
		}
	);
	expect( pausedAfterPlay ).toBe( false );

	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	expect(
		await audio.evaluate( ( element: HTMLAudioElement ) => element.paused )
	).toBe( true );
} );

test( 'opens on scrolling down to the chosen depth', async ( {
	page,
	rest,
} ) => {
	const longPage = await rest.post< CreatedPage >( '/wp/v2/pages', {
		title: 'Long page',
		status: 'publish',
		content: [
			'<!-- wp:spacer {"height":"3000px"} -->',
			'<div style="height:3000px" aria-hidden="true" class="wp-block-spacer"></div>',
			'<!-- /wp:spacer -->',
			offerModal( { triggerOn: 'on_scroll', scrollPercentage: 50 } ),
		].join( '\n\n' ),
	} );
	created.push( longPage );

	await page.goto( longPage.link );
	const dialog = page.getByRole( 'dialog', { name: HEADING } );
	await expect( dialog ).toBeHidden();

	await scrollDown( page );
	await expect( dialog ).toBeVisible();
} );

test( 'logs an invalid scroll-element selector and keeps working', async ( {
	page,
	rest,
} ) => {
	const messages: string[] = [];
	page.on( 'console', ( message ) => messages.push( message.text() ) );
	const selectorPage = await rest.post< CreatedPage >( '/wp/v2/pages', {
		title: 'Scroll element',
		status: 'publish',
		content: [
			'<!-- wp:spacer {"height":"3000px"} -->',
			'<div style="height:3000px" aria-hidden="true" class="wp-block-spacer"></div>',
			'<!-- /wp:spacer -->',
			'<!-- wp:paragraph {"className":"offer-anchor"} -->',
			'<p class="offer-anchor">The offer is near.</p>',
			'<!-- /wp:paragraph -->',
			offerModal( {
				triggerOn: 'on_scroll_element',
				scrollElement: '###, .offer-anchor',
			} ),
		].join( '\n\n' ),
	} );
	created.push( selectorPage );

	await page.goto( selectorPage.link );
	const dialog = page.getByRole( 'dialog', { name: HEADING } );
	await expect( dialog ).toBeHidden();
	expect( messages ).toContain( 'Invalid selector in Modal Popup: ###' );

	await page.getByText( 'The offer is near.' ).scrollIntoViewIfNeeded();
	await expect( dialog ).toBeVisible();
} );

test( 'the demo page opens in the editor without a block validation warning', async ( {
	adminPage,
	rest,
} ) => {
	const [ demo ] = await rest.get< CreatedPage[] >(
		'/wp/v2/pages?slug=modal-demo&_fields=id,link'
	);
	expect( demo, 'The Popups demo page is seeded' ).toBeTruthy();

	await adminPage.goto( `/wp-admin/post.php?post=${ demo.id }&action=edit` );
	// WordPress 6.5 draws the blocks in an iframe when every block on the page supports it.
	const canvas = adminPage.frameLocator( 'iframe[name="editor-canvas"]' );
	const modalInEditor = canvas
		.locator( '.frontage-modal-editor__dialog' )
		.or( adminPage.locator( '.frontage-modal-editor__dialog' ) );
	await expect( modalInEditor ).toBeVisible( { timeout: 20_000 } );
	await expect(
		canvas
			.locator( '.block-editor-warning' )
			.or( adminPage.locator( '.block-editor-warning' ) )
	).toHaveCount( 0 );
} );

test( 'the editor gives a new modal an id and a paragraph to write in, and a copy its own id', async ( {
	adminPage,
} ) => {
	interface EditorGlobals {
		wp: {
			blocks: {
				getBlockType: ( name: string ) => unknown;
				createBlock: ( name: string ) => { clientId: string };
			};
			data: {
				select: ( store: string ) => {
					getBlocks: () => {
						clientId: string;
						name: string;
						attributes: Record< string, unknown >;
						innerBlocks: { name: string }[];
					}[];
				};
				dispatch: ( store: string ) => {
					insertBlocks: ( blocks: unknown[] ) => void;
					duplicateBlocks: ( clientIds: string[] ) => void;
				};
			};
		};
	}
	const modals = () =>
		adminPage.evaluate( () =>
			( window as unknown as EditorGlobals ).wp.data
				.select( 'core/block-editor' )
				.getBlocks()
				.filter( ( block ) => block.name === 'frontage/modal' )
				.map( ( block ) => ( {
					modalId: String( block.attributes.modalId ),
					inner: block.innerBlocks.map( ( inner ) => inner.name ),
				} ) )
		);

	await adminPage.goto( '/wp-admin/post-new.php?post_type=page' );
	await adminPage.waitForFunction( () =>
		( window as unknown as EditorGlobals ).wp?.blocks?.getBlockType(
			'frontage/modal'
		)
	);
	await adminPage.evaluate( () => {
		const { blocks, data } = ( window as unknown as EditorGlobals ).wp;
		data.dispatch( 'core/block-editor' ).insertBlocks( [
			blocks.createBlock( 'frontage/modal' ),
		] );
	} );
	await expect.poll( modals ).toEqual( [
		{
			modalId: expect.stringMatching( /^modal-[a-z0-9]{6}$/ ),
			inner: [ 'core/paragraph' ],
		},
	] );

	await adminPage.evaluate( () => {
		const { data } = ( window as unknown as EditorGlobals ).wp;
		const [ first ] = data.select( 'core/block-editor' ).getBlocks();
		data.dispatch( 'core/block-editor' ).duplicateBlocks( [
			first.clientId,
		] );
	} );
	await expect.poll( async () => ( await modals() ).length ).toBe( 2 );
	await expect
		.poll(
			async () =>
				new Set( ( await modals() ).map( ( m ) => m.modalId ) ).size
		)
		.toBe( 2 );
} );

test( 'an icon opens a YouTube video that plays from its poster and stops when the modal closes', async ( {
	page,
	rest,
	checkA11y,
} ) => {
	const filmPage = await rest.post< CreatedPage >( '/wp/v2/pages', {
		title: 'Modal with a film',
		status: 'publish',
		content: modalMarkup(
			{
				modalId: 'film',
				heading: 'Our film',
				triggerOn: 'icon',
				triggerIcon: 'play',
				triggerText: 'Watch our film',
				contentType: 'youtube',
				videoId: 'dQw4w9WgXcQ',
				autoplay: true,
			},
			'Two minutes about how we work.'
		),
	} );
	created.push( filmPage );
	// The player itself is YouTube's; this machine has no way out, so a stand-in page answers.
	const requested: string[] = [];
	await page.route( /youtube-nocookie\.com\/embed\//, ( route ) => {
		requested.push( route.request().url() );
		return route.fulfill( {
			contentType: 'text/html',
			body: '<!doctype html><html lang="en"><title>Player</title><main><h1>Player</h1></main></html>',
		} );
	} );

	await page.goto( filmPage.link );
	expect( requested ).toEqual( [] );
	await page.getByRole( 'button', { name: 'Watch our film' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Our film' } );
	await expect( dialog ).toBeVisible();
	// The video is a facade (docs/media.md "Video facade"): its poster and play button, and
	// the player only once the visitor presses it (which is their consent to videos).
	expect( requested ).toEqual( [] );
	await dialog.getByRole( 'button', { name: 'Play: Our film' } ).click();
	const frame = dialog.locator( 'iframe[title="Our film"]' );
	await expect( frame ).toHaveAttribute(
		'src',
		'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&enablejsapi=1&rel=0'
	);
	await expect.poll( () => requested.length ).toBe( 1 );
	await expect(
		dialog.getByText( 'Two minutes about how we work.' )
	).toBeVisible();
	await checkA11y( page, { include: '.wp-block-frontage-modal' } );

	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	// Unloaded: nothing plays on in the closed dialog, whose poster is back.
	await expect(
		page.locator( '.wp-block-frontage-modal__dialog iframe' )
	).toHaveCount( 0 );
	await expect(
		page.locator( '.wp-block-frontage-modal__dialog .frontage-video__play' )
	).toHaveCount( 1 );

	// Agreed to videos now: the next opening plays at once, as the modal autoplays.
	await page.getByRole( 'button', { name: 'Watch our film' } ).click();
	await expect(
		dialog.locator( 'iframe[title="Our film"]' )
	).toHaveAttribute( 'src', /autoplay=1/ );
} );
