/**
 * Consent for third-party content as a visitor meets it (docs/media.md "Consent"): a page with a
 * YouTube embed, a Google map in a modal and a reCAPTCHA form contacts none of those hosts until
 * the visitor agrees; agreeing once for a kind swaps that kind in at once and keeps it unblocked
 * on every page for 30 days, while other kinds stay blocked; a post that needs its provider's
 * script reloads the page; keyboard only, at 1280 and 390 px, axe clean. A page without
 * third-party content loads none of the consent script or styles.
 *
 * The machine is offline: oEmbed answers come from fixtures/oembed-stub.php (a must-use plugin
 * for this spec only), and every request to a third-party host is counted and aborted here.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	WIDTHS,
	expectInside,
	expectInViewport,
	expectNoSidewaysScroll,
	screenshotAt,
} from '../support/layout';
import { SITE_DIR } from '../support/site';

interface CreatedPage {
	id: number;
	link: string;
}

const STUB = path.join( __dirname, 'fixtures/oembed-stub.php' );
const INSTALLED_STUB = path.join(
	SITE_DIR,
	'wp-content',
	'mu-plugins',
	'frontage-oembed-stub.php'
);

/** Every host the issue names as third-party, and X's script for the reload case. */
const THIRD_PARTY =
	/^https?:\/\/([^/]*\.)?(youtube\.com|ytimg\.com|youtube-nocookie\.com|vimeo\.com|vimeocdn\.com|gstatic\.com|twitter\.com)\/|^https?:\/\/([^/]*\.)?google\.com\/(maps|recaptcha)|recaptcha/;

const DAY_SECONDS = 86400;

/**
 * A core/embed block as the editor saves it.
 *
 * @param url      The embedded address.
 * @param provider The provider slug.
 * @param type     The embed type.
 */
function embedBlock(
	url: string,
	provider = 'youtube',
	type = 'video'
): string {
	const attributes = {
		url,
		type,
		providerNameSlug: provider,
		responsive: true,
		className: 'wp-embed-aspect-16-9 wp-has-aspect-ratio',
	};
	return [
		`<!-- wp:embed ${ JSON.stringify( attributes ) } -->`,
		`<figure class="wp-block-embed is-type-${ type } is-provider-${ provider } wp-block-embed-${ provider } wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">`,
		url,
		'</div></figure>',
		'<!-- /wp:embed -->',
	].join( '\n' );
}

/** A modal opened by a button, showing a Google map. */
const MAP_MODAL = [
	`<!-- wp:frontage/modal ${ JSON.stringify( {
		modalId: 'where',
		heading: 'Where we are',
		triggerText: 'Show the map',
		contentType: 'iframe',
		iframeUrl: 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3',
	} ) } -->`,
	'<div class="wp-block-frontage-modal__content" hidden></div>',
	'<!-- /wp:frontage/modal -->',
].join( '\n' );

/** A contact form protected by reCAPTCHA, as a form plugin prints it. */
const RECAPTCHA_FORM = [
	'<!-- wp:html -->',
	'<form method="post" action="#sent"><label>Email <input name="email" type="email"></label>',
	'<div class="g-recaptcha" data-sitekey="test-key"></div>',
	'<script src="https://www.google.com/recaptcha/api.js" async defer></script>',
	'<button type="submit">Send</button></form>',
	'<!-- /wp:html -->',
].join( '\n' );

/**
 * Counts (and aborts) every request the context makes to a third-party host.
 *
 * @param context The browser context.
 * @return The addresses asked for so far.
 */
async function countThirdParty( context: BrowserContext ): Promise< string[] > {
	const asked: string[] = [];
	await context.route( THIRD_PARTY, ( route ) => {
		asked.push( route.request().url() );
		return route.abort();
	} );
	return asked;
}

/**
 * Presses Tab until an element has focus, as a keyboard user reaches it.
 *
 * @param page    The page.
 * @param element The element.
 */
async function tabTo( page: Page, element: Locator ): Promise< void > {
	for ( let step = 0; step < 60; step++ ) {
		if (
			await element.evaluate(
				( node ) => node === node.ownerDocument.activeElement
			)
		) {
			return;
		}
		await page.keyboard.press( 'Tab' );
	}
	throw new Error( 'Tab never reached the element.' );
}

let created: CreatedPage[] = [];

/**
 * Publishes a page that the test removes afterwards.
 *
 * @param rest      The REST client.
 * @param rest.post
 * @param title     Its title.
 * @param content   Its block markup.
 */
async function publish(
	rest: { post: < T >( path: string, data?: unknown ) => Promise< T > },
	title: string,
	content: string
): Promise< CreatedPage > {
	const page = await rest.post< CreatedPage >( '/wp/v2/pages', {
		title,
		status: 'publish',
		content,
	} );
	created.push( page );
	return page;
}

test.beforeAll( () => {
	fs.mkdirSync( path.dirname( INSTALLED_STUB ), { recursive: true } );
	fs.copyFileSync( STUB, INSTALLED_STUB );
} );

test.afterEach( async ( { rest } ) => {
	for ( const { id } of created ) {
		await rest.delete( `/wp/v2/pages/${ id }?force=true` );
	}
	created = [];
} );

test.afterAll( () => {
	fs.rmSync( INSTALLED_STUB, { force: true } );
} );

test.describe( 'Consent for third-party content', () => {
	test( 'nothing loads before consent; agreeing by keyboard swaps one kind in, on every page, for 30 days', async ( {
		page,
		rest,
	} ) => {
		const first = await publish(
			rest,
			'Consent first',
			[
				embedBlock( 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' ),
				MAP_MODAL,
				RECAPTCHA_FORM,
			].join( '\n' )
		);
		const second = await publish(
			rest,
			'Consent second',
			embedBlock( 'https://www.youtube.com/watch?v=ScMzIvxBSi4' )
		);
		const asked = await countThirdParty( page.context() );

		await page.goto( first.link );
		const video = page.getByRole( 'group', { name: 'Video from YouTube' } );
		await expect( video ).toContainText( 'YouTube' );
		await expect( video ).toContainText(
			'Your choice is kept for 30 days.'
		);
		const send = page.getByRole( 'button', { name: 'Send' } );
		await expect( send ).toBeDisabled();
		await expect(
			page.getByRole( 'group', {
				name: 'Form protected by Google reCAPTCHA',
			} )
		).toBeVisible();
		await page.waitForLoadState( 'load' );
		expect( asked, 'third-party requests before consent' ).toEqual( [] );
		await expect( page.locator( 'iframe' ) ).toHaveCount( 0 );

		// Keyboard only: Tab to the video's button and press Enter.
		await tabTo(
			page,
			video.getByRole( 'button', { name: 'Load video from YouTube' } )
		);
		await page.keyboard.press( 'Enter' );
		const frame = page.locator( '.wp-block-embed iframe' );
		await expect( frame ).toHaveAttribute(
			'src',
			/^https:\/\/www\.youtube\.com\/embed\/aqz-KE-bpKQ/
		);
		await expect( video ).toBeFocused();
		await expect( video.getByRole( 'button' ) ).toHaveCount( 0 );
		// The player has the embed's 16:9 box, the one the placeholder held.
		const player = await frame.boundingBox();
		const figure = await page
			.locator( 'figure.wp-block-embed' )
			.boundingBox();
		expect( player!.width ).toBeCloseTo( figure!.width, 0 );
		expect( player!.height ).toBeCloseTo( ( player!.width * 9 ) / 16, -1 );
		await expect
			.poll( () =>
				asked.some( ( url ) => url.includes( 'youtube.com/embed/' ) )
			)
			.toBe( true );

		const cookie = ( await page.context().cookies() ).find(
			( { name } ) => name === 'frontage_consent'
		);
		expect( cookie?.value ).toBe( 'video' );
		expect( cookie?.sameSite ).toBe( 'Lax' );
		expect( cookie?.path ).toBe( '/' );
		const days =
			( ( cookie?.expires ?? 0 ) - Date.now() / 1000 ) / DAY_SECONDS;
		expect( days ).toBeGreaterThan( 29.9 );
		expect( days ).toBeLessThanOrEqual( 30 );

		// Another kind stays blocked: the map in the modal and the form.
		await expect( send ).toBeDisabled();
		await tabTo(
			page,
			page.getByRole( 'button', { name: 'Show the map' } )
		);
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog', { name: 'Where we are' } );
		const map = dialog.getByRole( 'group', {
			name: 'Map from Google Maps',
		} );
		await expect( map ).toBeVisible();
		expect(
			asked.filter( ( url ) =>
				/google\.com\/maps|gstatic|recaptcha/.test( url )
			)
		).toEqual( [] );

		// Agreeing inside the open modal shows the map there at once.
		await tabTo(
			page,
			map.getByRole( 'button', { name: 'Load map from Google Maps' } )
		);
		await page.keyboard.press( 'Enter' );
		await expect( dialog.locator( 'iframe' ) ).toHaveAttribute(
			'src',
			/^https:\/\/www\.google\.com\/maps\/embed/
		);
		await expect( map ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();

		// reCAPTCHA last: the button enables the form and loads its script.
		await tabTo(
			page,
			page.getByRole( 'button', { name: 'Load Google reCAPTCHA' } )
		);
		await page.keyboard.press( 'Enter' );
		await expect( send ).toBeEnabled();
		const recaptcha = page.getByRole( 'group', {
			name: 'Form protected by Google reCAPTCHA',
		} );
		await expect( recaptcha ).toBeFocused();
		await expect( recaptcha ).toHaveText(
			'reCAPTCHA has loaded: you can send this form.'
		);
		await expect
			.poll( () =>
				asked.some( ( url ) => url.includes( '/recaptcha/api.js' ) )
			)
			.toBe( true );

		// A second page of the same kind loads directly: no placeholder, no consent script.
		const scripts: string[] = [];
		page.on( 'request', ( request ) => scripts.push( request.url() ) );
		await page.goto( second.link );
		await expect(
			page.locator( '.wp-block-embed iframe' )
		).toHaveAttribute(
			'src',
			/^https:\/\/www\.youtube\.com\/embed\/ScMzIvxBSi4/
		);
		await expect( page.locator( '[data-frontage-consent]' ) ).toHaveCount(
			0
		);
		expect(
			scripts.filter( ( url ) => url.includes( '/media/consent/' ) )
		).toEqual( [] );
	} );

	test( 'a reCAPTCHA form in the theme’s footer (a template part) stays disabled until consent', async ( {
		page,
		rest,
	} ) => {
		// The block theme's footer, as an owner edits it in the site editor.
		const footer = '/wp/v2/template-parts/twentytwentyfour//footer';
		await rest.post( footer, {
			content: RECAPTCHA_FORM.replace( '>Send<', '>Subscribe<' ),
		} );
		try {
			const plain = await publish(
				rest,
				'Consent footer',
				'<!-- wp:paragraph --><p>Only our own words.</p><!-- /wp:paragraph -->'
			);
			const asked = await countThirdParty( page.context() );
			await page.goto( plain.link );
			const subscribe = page
				.locator( 'footer' )
				.getByRole( 'button', { name: 'Subscribe' } );
			await expect( subscribe ).toBeDisabled();
			const note = page.getByRole( 'group', {
				name: 'Form protected by Google reCAPTCHA',
			} );
			await expect( note ).toHaveCount( 1 );
			await page.waitForLoadState( 'load' );
			expect( asked, 'third-party requests before consent' ).toEqual(
				[]
			);

			await note
				.getByRole( 'button', { name: 'Load Google reCAPTCHA' } )
				.click();
			await expect( subscribe ).toBeEnabled();
			await expect
				.poll( () =>
					asked.some( ( url ) => url.includes( '/recaptcha/api.js' ) )
				)
				.toBe( true );
		} finally {
			// Back to the theme's own footer.
			await rest.delete( `${ footer }?force=true` );
		}
	} );

	test( 'a post that needs its provider’s script reloads the page, which then shows it', async ( {
		page,
		rest,
	} ) => {
		const post = await publish(
			rest,
			'Consent post',
			embedBlock( 'https://x.com/WordPress/status/1', 'twitter', 'rich' )
		);
		const asked = await countThirdParty( page.context() );
		await page.goto( post.link );
		const box = page.getByRole( 'group', { name: 'Post from X' } );
		await expect( box ).toBeVisible();
		await page.waitForLoadState( 'load' );
		expect( asked ).toEqual( [] );

		await Promise.all( [
			page.waitForEvent( 'load' ),
			box.getByRole( 'button', { name: 'Load post from X' } ).click(),
		] );
		await expect(
			page.locator( 'blockquote.twitter-tweet' )
		).toBeVisible();
		await expect( page.locator( '[data-frontage-consent]' ) ).toHaveCount(
			0
		);
		await expect
			.poll( () =>
				asked.some( ( url ) => url.includes( 'platform.twitter.com' ) )
			)
			.toBe( true );
	} );

	test( 'a page without third-party content loads no consent script or styles', async ( {
		page,
		rest,
	} ) => {
		const plain = await publish(
			rest,
			'Consent plain',
			'<!-- wp:paragraph --><p>Only our own words.</p><!-- /wp:paragraph -->'
		);
		const loaded: string[] = [];
		page.on( 'request', ( request ) => loaded.push( request.url() ) );
		await page.goto( plain.link );
		await expect( page.getByText( 'Only our own words.' ) ).toBeVisible();
		await page.waitForLoadState( 'load' );
		expect(
			loaded.filter( ( url ) => url.includes( '/media/consent/' ) )
		).toEqual( [] );
		await expect(
			page.locator(
				'link[href*="media/consent"], script[src*="media/consent"]'
			)
		).toHaveCount( 0 );
	} );

	for ( const width of WIDTHS ) {
		test( `placeholders fit their boxes at ${ width.name }, axe clean`, async ( {
			page,
			rest,
			checkA11y,
		}, testInfo ) => {
			const shown = await publish(
				rest,
				'Consent layout',
				[
					embedBlock( 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' ),
					RECAPTCHA_FORM,
				].join( '\n' )
			);
			await countThirdParty( page.context() );
			await page.setViewportSize( {
				width: width.width,
				height: width.height,
			} );
			await page.goto( shown.link );

			const video = page.getByRole( 'group', {
				name: 'Video from YouTube',
			} );
			const button = video.getByRole( 'button', {
				name: 'Load video from YouTube',
			} );
			await expect( button ).toBeVisible();
			await expectInside(
				video,
				page.locator( 'figure.wp-block-embed' )
			);
			await expectInside( button, video );
			await button.scrollIntoViewIfNeeded();
			await expectInViewport( page, button );
			const box = await video.boundingBox();
			expect( box!.height ).toBeGreaterThanOrEqual(
				( box!.width * 9 ) / 16 - 1
			);

			const note = page.getByRole( 'group', {
				name: 'Form protected by Google reCAPTCHA',
			} );
			const agree = note.getByRole( 'button', {
				name: 'Load Google reCAPTCHA',
			} );
			await agree.scrollIntoViewIfNeeded();
			await expectInViewport( page, agree );
			await expectInside( agree, note );
			await expectNoSidewaysScroll( page );
			await screenshotAt( page, testInfo, 'consent placeholders' );
			await checkA11y( page );
		} );
	}
} );
