/**
 * Builder popup triggers and timing rules on a real page (docs/popups.md
 * "Settings"), one popup per test, met as a visitor: clicks, scrolling, scrolling to an element,
 * inactivity, an ad blocker; page views, a new session, the address, where the visitor came
 * from, the device, the browser, a schedule, and signed-in roles.
 */
import type { Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { cleanUp, expectNoPopup, makePage, makePopup } from './popup-helpers';

test.afterEach( cleanUp );

const LONG_PAGE = `<!-- wp:spacer {"height":"2400px"} --><div style="height:2400px" aria-hidden="true" class="wp-block-spacer"></div><!-- /wp:spacer --><!-- wp:paragraph --><p id="comments">Comments are here.</p><!-- /wp:paragraph -->`;

/**
 * The popup, once open.
 *
 * @param page The visitor's page.
 */
function popup( page: Page ) {
	return page.getByRole( 'dialog', { name: 'Newsletter' } );
}

test( 'click: opens on the third click on the page', async ( {
	page,
	rest,
} ) => {
	const target = await makePage( rest );
	await makePopup( rest, target.id, {
		triggers: { page_load: false, click: true, click_times: 3 },
	} );
	await page.goto( target.link );
	const text = page.getByText( 'A page to show popups on.' );
	await text.click();
	await text.click();
	await expectNoPopup( page );
	await text.click();
	await expect( popup( page ) ).toBeVisible();
} );

test( 'scrolling: opens at half the page, and scrolling_to when the element shows', async ( {
	page,
	rest,
} ) => {
	const down = await makePage( rest, LONG_PAGE );
	await makePopup( rest, down.id, {
		triggers: {
			page_load: false,
			scrolling: true,
			scrolling_direction: 'down',
			scrolling_offset: 50,
		},
	} );
	await page.goto( down.link );
	await page.mouse.wheel( 0, 300 );
	await expectNoPopup( page );
	await page.evaluate( () =>
		window.scrollTo( 0, document.documentElement.scrollHeight )
	);
	await expect( popup( page ) ).toBeVisible();

	const to = await makePage( rest, LONG_PAGE );
	await makePopup( rest, to.id, {
		triggers: {
			page_load: false,
			scrolling_to: true,
			scrolling_to_selector: '#comments',
		},
	} );
	await page.goto( to.link );
	await expectNoPopup( page );
	await page.getByText( 'Comments are here.' ).scrollIntoViewIfNeeded();
	await expect( popup( page ) ).toBeVisible();
} );

test( 'inactivity: opens after the time without activity', async ( {
	page,
	rest,
} ) => {
	const target = await makePage( rest );
	await makePopup( rest, target.id, {
		triggers: { page_load: false, inactivity: true, inactivity_time: 2 },
	} );
	await page.goto( target.link );
	const started = Date.now();
	await expect( popup( page ) ).toBeVisible();
	expect( Date.now() - started ).toBeGreaterThan( 1500 );
} );

test( 'adblock_detection: opens when an ad blocker hides the bait, not otherwise', async ( {
	page,
	rest,
} ) => {
	const target = await makePage( rest );
	await makePopup( rest, target.id, {
		triggers: {
			page_load: false,
			adblock_detection: true,
			adblock_detection_delay: 1,
		},
	} );
	await page.goto( target.link );
	await expectNoPopup( page );

	// What an ad blocker's element hiding does: a style rule for ad class names.
	await page.addInitScript( () => {
		document.addEventListener( 'DOMContentLoaded', () => {
			const style = document.createElement( 'style' );
			style.textContent = '.adsbox { display: none !important; }';
			document.head.append( style );
		} );
	} );
	await page.reload();
	await expect( popup( page ) ).toBeVisible();
} );

test( 'page views: from the third view on; a new session counts as one', async ( {
	page,
	rest,
} ) => {
	const target = await makePage( rest );
	await makePopup( rest, target.id, {
		triggers: { page_load: true, page_load_delay: 0 },
		timing: {
			page_views: true,
			page_views_views: 3,
			sessions: true,
			sessions_sessions: 2,
		},
	} );
	await page.goto( target.link );
	await page.reload();
	await page.reload();
	// Three views, but still the first session.
	await expectNoPopup( page );

	// Half an hour without a page view ends a session: the next view starts the second.
	await page.evaluate( () =>
		localStorage.setItem(
			'frontage_modal_last_seen',
			String( Date.now() - 31 * 60 * 1000 )
		)
	);
	await page.reload();
	await expect( popup( page ) ).toBeVisible();
} );

test( 'address, source, device and browser rules', async ( {
	page,
	browser,
	baseURL,
	rest,
} ) => {
	const target = await makePage( rest );
	const id = await makePopup( rest, target.id, {
		triggers: { page_load: true, page_load_delay: 0 },
		timing: {
			url: true,
			url_url: 'popup-test-page',
			url_action: 'hide',
		},
	} );
	await page.goto( target.link );
	await expectNoPopup( page );

	// The same popup, shown only to visitors from a search engine, on phones, in Firefox.
	const defaults = (
		await rest.get< {
			meta: { frontage_popup_settings: Record< string, any > };
		} >( `/wp/v2/frontage-popups/${ id }?context=edit` )
	).meta.frontage_popup_settings;
	await rest.post( `/wp/v2/frontage-popups/${ id }`, {
		meta: {
			frontage_popup_settings: {
				...defaults,
				timing: {
					...defaults.timing,
					url: false,
					sources: true,
					sources_sources: [ 'search' ],
					devices: true,
					devices_devices: [ 'mobile' ],
					browsers: true,
					browsers_browsers: 'custom',
					browsers_options: [ 'firefox' ],
				},
			},
		},
	} );
	const FIREFOX_PHONE =
		'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0';
	const visit = async (
		options: { userAgent?: string; width: number },
		referer: string
	) => {
		const context = await browser.newContext( {
			baseURL,
			userAgent: options.userAgent,
			viewport: { width: options.width, height: 800 },
		} );
		const visitor = await context.newPage();
		await visitor.goto( target.link, { referer } );
		return { context, visitor };
	};

	const fromSearch = await visit(
		{ userAgent: FIREFOX_PHONE, width: 390 },
		'https://www.google.com/'
	);
	await expect( popup( fromSearch.visitor ) ).toBeVisible();
	await fromSearch.context.close();

	for ( const [ options, referer ] of [
		// From another site.
		[
			{ userAgent: FIREFOX_PHONE, width: 390 },
			'https://news.example.net/',
		],
		// On a desktop.
		[ { userAgent: FIREFOX_PHONE, width: 1280 }, 'https://www.bing.com/' ],
		// In Chromium.
		[ { width: 390 }, 'https://www.google.com/' ],
	] as const ) {
		const { context, visitor } = await visit( options, referer );
		await expectNoPopup( visitor );
		await context.close();
	}
} );

test( 'a schedule in the past shows nothing; one that is running shows', async ( {
	page,
	rest,
} ) => {
	const over = await makePage( rest );
	await makePopup( rest, over.id, {
		triggers: { page_load: true, page_load_delay: 0 },
		timing: {
			schedule: true,
			schedule_start_date: '2020-01-01',
			schedule_end_date: '2020-12-31',
		},
	} );
	await page.goto( over.link );
	await expectNoPopup( page );

	const running = await makePage( rest );
	await makePopup( rest, running.id, {
		triggers: { page_load: true, page_load_delay: 0 },
		timing: {
			schedule: true,
			schedule_timezone: 'local',
			schedule_start_date: '2020-01-01',
			schedule_end_date: '2099-12-31 23:59',
		},
	} );
	await page.goto( running.link );
	await expect( popup( page ) ).toBeVisible();
} );

test( 'signed-in roles: editors held back, authors and visitors not', async ( {
	page,
	browser,
	baseURL,
	rest,
} ) => {
	const target = await makePage( rest );
	await makePopup( rest, target.id, {
		triggers: { page_load: true, page_load_delay: 0 },
		timing: {
			logged_in: true,
			logged_in_users: 'custom',
			logged_in_roles: [ 'editor' ],
		},
	} );
	const suffix = Date.now().toString( 36 );
	const password = `Pw-${ suffix }-popups!`;
	const signIn = async ( role: string ) => {
		const user = await rest.post< { id: number } >( '/wp/v2/users', {
			username: `popup_${ role }_${ suffix }`,
			email: `popup_${ role }_${ suffix }@example.org`,
			password,
			roles: [ role ],
		} );
		const context = await browser.newContext( { baseURL } );
		const visitor = await context.newPage();
		await visitor.goto( '/wp-login.php' );
		await visitor
			.getByLabel( 'Username or Email Address' )
			.fill( `popup_${ role }_${ suffix }` );
		await visitor
			.getByLabel( 'Password', { exact: true } )
			.fill( password );
		await visitor.getByRole( 'button', { name: 'Log In' } ).click();
		await visitor.waitForURL( /wp-admin/ );
		await visitor.goto( target.link );
		return { user, context, visitor };
	};

	for ( const [ role, shown ] of [
		[ 'editor', false ],
		[ 'author', true ],
	] as const ) {
		const { user, context, visitor } = await signIn( role );
		try {
			if ( shown ) {
				await expect( popup( visitor ) ).toBeVisible();
			} else {
				await expectNoPopup( visitor );
			}
		} finally {
			await context.close();
			await rest.delete(
				`/wp/v2/users/${ user.id }?force=true&reassign=1`
			);
		}
	}
	await page.goto( target.link );
	await expect( popup( page ) ).toBeVisible();
} );
