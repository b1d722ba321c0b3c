/**
 * The video facade as a visitor meets it (docs/media.md "Video facade"): a poster stored on the
 * site and a play button; the page contacts no video host before the click (every request to
 * one is counted and refused: this machine has no way out anyway); the click loads the player
 * with autoplay=1, moves focus into it and gives consent to videos; keyboard-only use; the boxes
 * at 1280 and 390 px; axe. A page without a facade loads none of its script.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	expectInside,
	expectNoSidewaysScroll,
	WIDTHS,
} from '../support/layout';
import { runSiteScript } from '../support/site-script';

const VIDEO_HOSTS =
	/^https?:\/\/([^/]+\.)?(youtube\.com|ytimg\.com|youtube-nocookie\.com|vimeo\.com|vimeocdn\.com)(:\d+)?\//;
const POSTERS = path.join( __dirname, 'fixtures/video-posters.php' );
const YOUTUBE = 'https://www.youtube.com/watch?v=maxresOK___';
const VIMEO = 'https://vimeo.com/111';
const CHANNEL = 'https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv/live';

interface CreatedPage {
	id: number;
	link: string;
}

let created: CreatedPage[] = [];

test.afterEach( async ( { rest } ) => {
	for ( const { id } of created ) {
		await rest.delete( `/wp/v2/pages/${ id }?force=true` );
	}
	created = [];
	runSiteScript( POSTERS, 'forget', {} );
} );

/**
 * Counts, and refuses, every request the page makes to a video host.
 *
 * @param page The page.
 * @return The addresses asked for so far.
 */
async function countVideoHosts( page: Page ): Promise< string[] > {
	const asked: string[] = [];
	await page.route( VIDEO_HOSTS, ( route ) => {
		asked.push( route.request().url() );
		return route.abort();
	} );
	return asked;
}

/**
 * A published page with video blocks.
 *
 * @param rest      The REST client.
 * @param rest.post
 * @param content   The blocks.
 */
async function pageWith(
	rest: { post: < T >( path: string, data: unknown ) => Promise< T > },
	content: string
): Promise< CreatedPage > {
	const page = await rest.post< CreatedPage >( '/wp/v2/pages', {
		title: 'Our films',
		status: 'publish',
		content,
	} );
	created.push( page );
	return page;
}

/**
 * A video block as the editor saves it.
 *
 * @param url   The video's address.
 * @param title Its title ('' for none).
 */
function videoBlock( url: string, title = '' ): string {
	return `<!-- wp:frontage/video ${ JSON.stringify( { url, title } ) } /-->`;
}

test( 'contacts no video host before the click; the click loads the player and gives consent', async ( {
	page,
	rest,
	baseURL,
	checkA11y,
} ) => {
	// The posters, fetched by the server from the stand-in host the site serves.
	const host = `${ baseURL }/wp-content/plugins/frontage/tests/php/fixtures/video-host.php?path=`;
	expect(
		runSiteScript< { stored: boolean[] } >( POSTERS, 'fetch', {
			host,
			urls: [ YOUTUBE, VIMEO ],
		} ).stored
	).toEqual( [ true, true ] );
	const films = await pageWith(
		rest,
		videoBlock( YOUTUBE, 'Our film' ) + videoBlock( VIMEO )
	);
	const asked = await countVideoHosts( page );

	await page.goto( films.link );
	const first = page.getByRole( 'button', { name: 'Play: Our film' } );
	// The Vimeo title came from oEmbed, fetched by the server with the poster.
	const second = page.getByRole( 'button', {
		name: 'Play: Fixture film 111 bold',
	} );
	await expect( first ).toBeVisible();
	await expect( second ).toBeVisible();
	const posters = page.locator( '.frontage-video__poster' );
	await expect( posters ).toHaveCount( 2 );
	for ( const poster of await posters.all() ) {
		await expect( poster ).toHaveAttribute(
			'src',
			new RegExp( `^${ baseURL }/wp-content/uploads/frontage-posters/` )
		);
		expect(
			await poster.evaluate(
				( image: HTMLImageElement ) => image.naturalWidth
			)
		).toBeGreaterThan( 0 );
	}
	await expect(
		page.getByText( 'Playing loads the video from YouTube.' )
	).toBeVisible();
	await page.waitForLoadState( 'load' );
	expect( asked ).toEqual( [] );
	await checkA11y( page, { include: '.frontage-video' } );

	await first.click();
	const player = page.locator( 'iframe[title="Our film"]' );
	await expect( player ).toHaveAttribute(
		'src',
		'https://www.youtube-nocookie.com/embed/maxresOK___?autoplay=1&enablejsapi=1&rel=0'
	);
	await expect( player ).toBeFocused();
	await expect.poll( () => asked.length ).toBe( 1 );
	expect( asked[ 0 ] ).toMatch( /^https:\/\/www\.youtube-nocookie\.com\// );
	const cookies = await page.context().cookies();
	expect(
		cookies.find( ( cookie ) => cookie.name === 'frontage_consent' )
	).toMatchObject( { value: 'video', path: '/', sameSite: 'Lax' } );
	// (No axe run now: the refused player's frame holds the browser's error page, not ours.)
	await expect( second ).toBeVisible();
} );

test( 'works from the keyboard: Tab to the play button, Enter plays', async ( {
	page,
	rest,
} ) => {
	const films = await pageWith(
		rest,
		'<!-- wp:paragraph --><p><a href="#start">Start</a></p><!-- /wp:paragraph -->' +
			videoBlock( VIMEO, 'Mountains' )
	);
	const asked = await countVideoHosts( page );
	await page.goto( films.link );
	await page.getByRole( 'link', { name: 'Start' } ).focus();
	await page.keyboard.press( 'Tab' );
	await expect(
		page.getByRole( 'button', { name: 'Play: Mountains' } )
	).toBeFocused();
	expect( asked ).toEqual( [] );
	await page.keyboard.press( 'Enter' );
	const player = page.locator( 'iframe[title="Mountains"]' );
	await expect( player ).toHaveAttribute(
		'src',
		'https://player.vimeo.com/video/111?autoplay=1&dnt=1'
	);
	await expect( player ).toBeFocused();
} );

test( 'a live channel that is not live gives way to its fallback text within 4 s', async ( {
	page,
	rest,
} ) => {
	const live = await pageWith( rest, videoBlock( CHANNEL, 'Our live' ) );
	await countVideoHosts( page );
	await page.goto( live.link );
	await page.getByRole( 'button', { name: 'Play: Our live' } ).click();
	// The refused player never says it is live: hidden, then replaced.
	await expect( page.locator( 'iframe[title="Our live"]' ) ).toBeHidden();
	const fallback = page.getByText(
		'The live stream is not on air right now.'
	);
	await expect( fallback ).toBeVisible( { timeout: 6000 } );
	await expect( page.locator( 'iframe[title="Our live"]' ) ).toHaveCount( 0 );
} );

test( 'an address that names no video shows nothing', async ( {
	page,
	rest,
} ) => {
	const broken = await pageWith(
		rest,
		videoBlock( 'https://example.com/watch?v=dQw4w9WgXcQ' ) +
			videoBlock( 'https://youtu.be/short' ) +
			'<!-- wp:paragraph --><p>After the videos.</p><!-- /wp:paragraph -->'
	);
	await page.goto( broken.link );
	await expect( page.getByText( 'After the videos.' ) ).toBeVisible();
	await expect( page.locator( '.frontage-video' ) ).toHaveCount( 0 );
} );

test( 'a page without a facade loads none of its script or styles', async ( {
	page,
} ) => {
	const loaded: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( '/build/media/video/' ) ) {
			loaded.push( request.url() );
		}
	} );
	const answer = await page.goto( '/' );
	await page.waitForLoadState( 'load' );
	expect( loaded ).toEqual( [] );
	expect( await answer!.text() ).not.toContain( 'frontage-media-video' );
} );

for ( const width of WIDTHS ) {
	test( `the facade fits the page at ${ width.name }`, async ( {
		page,
		rest,
	} ) => {
		const films = await pageWith( rest, videoBlock( YOUTUBE, 'Our film' ) );
		await page.setViewportSize( width );
		await page.goto( films.link );
		const facade = page.locator( '.frontage-video' );
		const frame = facade.locator( '.frontage-video__frame' );
		const button = page.getByRole( 'button', { name: 'Play: Our film' } );
		await expect( button ).toBeVisible();
		await expectNoSidewaysScroll( page );
		await expectInside( frame, facade );
		await expectInside( button, frame );
		const box = await frame.boundingBox();
		expect( box!.width ).toBeGreaterThan( 200 );
		expect( box!.width ).toBeLessThanOrEqual( width.width );
		// 16:9, placeholder or poster alike: the box does not move when a poster arrives.
		expect( box!.height ).toBeCloseTo( ( box!.width * 9 ) / 16, 0 );
		// The whole poster is the button.
		expect( await button.boundingBox() ).toEqual( box );
		const note = page.getByText( 'Playing loads the video from YouTube.' );
		await expectInside( note, facade );
		expect( ( await note.boundingBox() )!.y ).toBeGreaterThanOrEqual(
			box!.y + box!.height
		);
	} );
}
