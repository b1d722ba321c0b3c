/**
 * The video gallery with videos of the Media Library (docs/media.md "Video gallery"): five real
 * .webm videos made by Chromium and uploaded through REST, two a page. A visitor pages through
 * three pages, plays a thumbnail, lets a video end and gets the next page's first video, does it
 * all with the keyboard, on a desktop and a phone; a refused paging call shows its error in the page.
 */
import type {
	APIRequestContext,
	BrowserContext,
	Locator,
	Page,
} from '@playwright/test';

import { ADMIN_STATE } from '../../../playwright.config';
import { test, expect } from '../support/fixtures';
import {
	WIDTHS,
	expectInside,
	expectNoSidewaysScroll,
	screenshotAt,
} from '../support/layout';
import { deleteVideos, uploadVideos, type Uploaded } from './gallery-videos';

const COLOURS = [ 'red', 'green', 'blue', 'orange', 'purple' ];

let admin: BrowserContext;
let request: APIRequestContext;
let videos: Uploaded[] = [];
let galleryLink = '';
let plainLink = '';
let nonce = '';

const pageIds: number[] = [];

/**
 * Publishes a page through REST.
 *
 * @param title   Its title.
 * @param content Its content.
 */
async function publish( title: string, content: string ): Promise< string > {
	const response = await request.post( '/wp-json/wp/v2/pages', {
		headers: { 'X-WP-Nonce': nonce },
		data: { title, status: 'publish', content },
	} );
	expect( response.ok(), await response.text() ).toBe( true );
	const created = ( await response.json() ) as { id: number; link: string };
	pageIds.push( created.id );
	return created.link;
}

test.beforeAll( async ( { browser } ) => {
	admin = await browser.newContext( { storageState: ADMIN_STATE } );
	request = admin.request;
	const page = await admin.newPage();
	await page.goto( '/' );
	videos = await uploadVideos( page, request, COLOURS );
	nonce = (
		await (
			await request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
		).text()
	).trim();
	galleryLink = await publish(
		'Video gallery test',
		`<!-- wp:frontage/video-gallery {"ids":[${ videos
			.map( ( video ) => video.id )
			.join( ',' ) }],"pageSize":2} /-->`
	);
	plainLink = await publish(
		'No gallery here',
		'<!-- wp:paragraph --><p>Just words.</p><!-- /wp:paragraph -->'
	);
} );

test.afterAll( async () => {
	for ( const id of pageIds ) {
		await request.delete( `/wp-json/wp/v2/pages/${ id }?force=true`, {
			headers: { 'X-WP-Nonce': nonce },
		} );
	}
	await deleteVideos( request, videos );
	await admin.close();
} );

/**
 * The gallery's parts.
 *
 * @param page The visitor's page.
 */
function gallery( page: Page ) {
	const root = page.locator( '.frontage-gallery' );
	return {
		root,
		video: root.locator( 'video' ),
		thumbs: root.locator( '.frontage-gallery__thumb' ),
		prev: root.getByRole( 'button', { name: 'Previous' } ),
		next: root.getByRole( 'button', { name: 'Next' } ),
		number: root.locator( '.frontage-gallery__page' ),
		alert: root.getByRole( 'alert' ),
	};
}

/**
 * The `data-videoid`s of the thumbnails shown.
 *
 * @param page The visitor's page.
 */
async function shownIds( page: Page ): Promise< string[] > {
	return gallery( page ).thumbs.evaluateAll( ( thumbs ) =>
		thumbs.map(
			( thumb ) => ( thumb as HTMLElement ).dataset.videoid ?? ''
		)
	);
}

/**
 * Waits until the gallery's `<video>` plays the video with that id.
 *
 * @param page The visitor's page.
 * @param id   The attachment id.
 */
async function expectPlaying( page: Page, id: number ): Promise< void > {
	await expect
		.poll( () =>
			gallery( page ).video.evaluate( ( video: HTMLVideoElement ) => ( {
				id: video.dataset.videoid,
				paused: video.paused,
			} ) )
		)
		.toEqual( { id: String( id ), paused: false } );
}

/**
 * Presses Tab from the top of the page until an element has the focus.
 *
 * @param page    The visitor's page.
 * @param element The element.
 */
async function tabTo( page: Page, element: Locator ): Promise< void > {
	for ( let presses = 0; presses < 60; presses++ ) {
		if (
			await element.evaluate(
				( node ) => node === node.ownerDocument.activeElement
			)
		) {
			return;
		}
		await page.keyboard.press( 'Tab' );
	}
	await expect( element ).toBeFocused();
}

const ids = ( from: number, to: number ) =>
	videos.slice( from, to ).map( ( video ) => String( video.id ) );

test( 'pages through five videos two at a time, and a thumbnail click plays its video', async ( {
	page,
	checkA11y,
} ) => {
	await page.goto( galleryLink );
	const parts = gallery( page );
	expect( await shownIds( page ) ).toEqual( ids( 0, 2 ) );
	await expect( parts.number ).toHaveText( 'Page 1 of 3' );
	await expect( parts.prev ).toBeDisabled();
	await expect( parts.thumbs.first() ).toHaveAttribute(
		'aria-current',
		'true'
	);
	await checkA11y( page );

	await parts.next.click();
	await expect( parts.number ).toHaveText( 'Page 2 of 3' );
	expect( await shownIds( page ) ).toEqual( ids( 2, 4 ) );
	await parts.next.click();
	await expect( parts.number ).toHaveText( 'Page 3 of 3' );
	expect( await shownIds( page ) ).toEqual( ids( 4, 5 ) );
	await expect( parts.next ).toBeDisabled();
	await parts.prev.click();
	await expect( parts.number ).toHaveText( 'Page 2 of 3' );

	const second = parts.thumbs.nth( 1 );
	await second.click();
	await expect( second ).toHaveAttribute( 'aria-current', 'true' );
	await expect( parts.thumbs.first() ).not.toHaveAttribute(
		'aria-current',
		/.*/
	);
	await expectPlaying( page, videos[ 3 ].id );
	await expect( parts.root.locator( '.frontage-gallery__now' ) ).toHaveText(
		videos[ 3 ].title
	);
	await checkA11y( page );
} );

test( 'when the last video of a page ends, the next page loads and its first video plays', async ( {
	page,
} ) => {
	await page.goto( galleryLink );
	const parts = gallery( page );
	await parts.thumbs.nth( 1 ).click();
	await expectPlaying( page, videos[ 1 ].id );
	// The 1.2 s video ends by itself.
	await expect( parts.number ).toHaveText( 'Page 2 of 3', {
		timeout: 10000,
	} );
	await expectPlaying( page, videos[ 2 ].id );
	await expect( parts.thumbs.first() ).toHaveAttribute(
		'aria-current',
		'true'
	);
} );

test( 'a thumbnail chosen below the player scrolls the page up to 100 px above the player first', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 500 } );
	await page.goto( galleryLink );
	const parts = gallery( page );
	await parts.next.scrollIntoViewIfNeeded();
	await page.evaluate( () => window.scrollBy( 0, 400 ) );
	const top = () =>
		parts.video.evaluate( ( video ) => video.getBoundingClientRect().top );
	expect( await top() ).toBeLessThan( 0 );
	await parts.thumbs.nth( 1 ).click();
	await expectPlaying( page, videos[ 1 ].id );
	expect( Math.abs( ( await top() ) - 100 ) ).toBeLessThan( 2 );
} );

test( 'clicks wait while a page loads, which the gallery says (aria-busy)', async ( {
	page,
} ) => {
	await page.goto( galleryLink );
	let calls = 0;
	await page.route( '**/wp-admin/admin-ajax.php', async ( route ) => {
		calls++;
		await new Promise( ( resolve ) => setTimeout( resolve, 800 ) );
		await route.continue();
	} );
	const parts = gallery( page );
	await parts.next.click();
	await expect( parts.root ).toHaveAttribute( 'aria-busy', 'true' );
	await parts.next.click();
	await parts.thumbs.first().click();
	await expect( parts.number ).toHaveText( 'Page 2 of 3' );
	await expect( parts.root ).not.toHaveAttribute( 'aria-busy', /.*/ );
	expect( calls ).toBe( 1 );
	// The thumbnail clicked during the load did nothing: the first video waits, unplayed.
	expect(
		await parts.video.evaluate( ( video: HTMLVideoElement ) => ( {
			id: video.dataset.videoid,
			paused: video.paused,
		} ) )
	).toEqual( { id: String( videos[ 0 ].id ), paused: true } );
} );

test( 'works with the keyboard alone; focus stays on the paging buttons, then moves to the videos', async ( {
	page,
} ) => {
	await page.goto( galleryLink );
	const parts = gallery( page );
	await tabTo( page, parts.next ); // Previous is disabled on page 1: not a tab stop.
	await page.keyboard.press( 'Enter' );
	await expect( parts.number ).toHaveText( 'Page 2 of 3' );
	await expect( parts.next ).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( parts.number ).toHaveText( 'Page 3 of 3' );
	// Next is disabled now: the focus is on the page's first video, not lost.
	await expect( parts.thumbs.first() ).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expectPlaying( page, videos[ 4 ].id );
	await expect( parts.thumbs.first() ).toHaveAttribute(
		'aria-current',
		'true'
	);
	await page.keyboard.press( 'Tab' );
	await expect( parts.prev ).toBeFocused();
	await page.keyboard.press( 'Space' );
	await expect( parts.number ).toHaveText( 'Page 2 of 3' );
	await page.keyboard.press( 'Shift+Tab' );
	await expect( parts.thumbs.nth( 1 ) ).toBeFocused();
	await page.keyboard.press( 'Space' );
	await expectPlaying( page, videos[ 3 ].id );
} );

test( 'a paging call with a bad token is refused (403) and the gallery says so in the page', async ( {
	page,
} ) => {
	await page.goto( galleryLink );
	const parts = gallery( page );
	const refused = await page.request.post( '/wp-admin/admin-ajax.php', {
		form: {
			action: 'frontage_gallery_page',
			security: 'forged',
			'options[ids]': String( videos[ 0 ].id ),
		},
	} );
	expect( refused.status() ).toBe( 403 );
	expect( await refused.text() ).toContain(
		'security token is missing or is not this gallery’s'
	);

	await parts.root.evaluate( ( root: HTMLElement ) => {
		root.dataset.nonce = 'forged';
	} );
	const answer = page.waitForResponse( '**/wp-admin/admin-ajax.php' );
	await parts.next.click();
	expect( ( await answer ).status() ).toBe( 403 );
	await expect( parts.alert ).toHaveText(
		'Sorry, there was an error loading the next page.'
	);
	await expect( parts.number ).toHaveText( 'Page 1 of 3' );
	expect( await shownIds( page ) ).toEqual( ids( 0, 2 ) );
} );

for ( const width of WIDTHS ) {
	test( `at ${ width.name } the gallery fits: no sideways scroll, thumbnails inside it`, async ( {
		page,
		checkA11y,
	} ) => {
		await page.setViewportSize( width );
		await page.goto( galleryLink );
		const parts = gallery( page );
		await expectNoSidewaysScroll( page );
		await expectInside( parts.video, parts.root );
		for ( const thumb of await parts.thumbs.all() ) {
			await expectInside( thumb, parts.root );
		}
		await expectInside( parts.next, parts.root );
		const [ first, second ] = await Promise.all(
			[ 0, 1 ].map( ( n ) => parts.thumbs.nth( n ).boundingBox() )
		);
		// Two thumbnails side by side, each wide enough to tap: three columns on a desktop, the
		// phone's collapsed columns (at least 8 rem each) still hold two.
		expect( second!.y ).toBeCloseTo( first!.y, 0 );
		expect( first!.width ).toBeGreaterThan( 120 );
		expect( second!.x ).toBeGreaterThan( first!.x + first!.width );
		await screenshotAt( page, test.info(), 'gallery' );
		await checkA11y( page );
	} );
}

test( 'a page without a gallery loads none of its script or styles', async ( {
	page,
} ) => {
	const loaded: string[] = [];
	page.on( 'request', ( sent ) => loaded.push( sent.url() ) );
	await page.goto( plainLink );
	expect(
		loaded.filter( ( url ) => url.includes( '/media/gallery/' ) )
	).toEqual( [] );
	await page.goto( galleryLink );
	expect(
		loaded.filter( ( url ) => url.includes( '/media/gallery/index.js' ) )
	).toHaveLength( 1 );
} );
