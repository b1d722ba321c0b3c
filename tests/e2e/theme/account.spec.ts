/**
 * The Account menu block (docs/theme.md "Account menu and login popup"), at 1280 and 390 px, as
 * visitors without a saved login: a real user (made through REST, removed after) logs in
 * through the popup and comes back to the same page, then logs out through the menu and comes
 * back again; the same journey by keyboard alone; the popup's box (inside the window, centred,
 * its close button on it) and the menu's; axe logged out and logged in; a wrong password on
 * wp-login.php, which keeps the way back; an owner's address on another site ignored; the
 * link without JavaScript; the register link only while registration is allowed.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

import { ADMIN_STATE } from '../../../playwright.config';
import { test, expect } from '../support/fixtures';
import {
	WIDTHS,
	expectInViewport,
	expectInside,
	expectNoSidewaysScroll,
	screenshotAt,
	type Width,
} from '../support/layout';
import { openRestClient, type RestClient } from '../support/rest';
import { runSiteScript } from '../support/site-script';

const REGISTRATION = path.join( __dirname, 'fixtures/registration.php' );

const run = Math.random().toString( 36 ).slice( 2, 8 );
const USER = {
	id: 0,
	username: `e2e-account-${ run }`,
	password: `pw-${ run }-Account!`,
	name: 'Ada Lovelace',
};

let admin: RestClient;
let registrationWas = false;
const pages: Record< 'plain' | 'foreign', { id: number; link: string } > = {
	plain: { id: 0, link: '' },
	foreign: { id: 0, link: '' },
};

/**
 * A browser window of a visitor without a saved login, at a width.
 *
 * @param browser                   The browser.
 * @param width                     The width.
 * @param options                   Whether scripts run.
 * @param options.javaScriptEnabled
 */
async function visitor(
	browser: Browser,
	width: Width,
	options: { javaScriptEnabled?: boolean } = {}
): Promise< { context: BrowserContext; page: Page } > {
	const context = await browser.newContext( {
		viewport: { width: width.width, height: width.height },
		...options,
	} );
	return { context, page: await context.newPage() };
}

/**
 * The address of the test page a visitor opens, with a query that must survive the round trip.
 *
 * @param key Which page.
 */
function address( key: keyof typeof pages ): string {
	return `${ pages[ key ].link }?from=e2e`;
}

/**
 * The popup, its box's position checked: inside the window, centred, the close button on it.
 *
 * @param page The page with the popup open.
 */
async function expectCentredDialog( page: Page ): Promise< Locator > {
	const dialog = page.getByRole( 'dialog', { name: 'Log in' } );
	await expect( dialog ).toBeVisible();
	await expectInViewport( page, dialog );
	const box = ( await dialog.boundingBox() )!;
	const viewport = page.viewportSize()!;
	const sides = [ box.x, viewport.width - box.x - box.width ];
	const ends = [ box.y, viewport.height - box.y - box.height ];
	expect( Math.abs( sides[ 0 ] - sides[ 1 ] ) ).toBeLessThanOrEqual( 1 );
	expect( Math.abs( ends[ 0 ] - ends[ 1 ] ) ).toBeLessThanOrEqual( 1 );
	await expectInside(
		dialog.getByRole( 'button', { name: 'Close' } ),
		dialog
	);
	await expectInside(
		dialog.getByRole( 'button', { name: 'Log In' } ),
		dialog
	);
	return dialog;
}

/**
 * Whether the browser holds WordPress's login cookie.
 *
 * @param context The browser window.
 */
async function loggedIn( context: BrowserContext ): Promise< boolean > {
	return ( await context.cookies() ).some( ( cookie ) =>
		cookie.name.startsWith( 'wordpress_logged_in_' )
	);
}

/**
 * Waits until the page shows the visitor logged in or out (the navigation is over), and checks
 * that it is the page they started from.
 *
 * @param page  The page.
 * @param key   Which test page.
 * @param state Logged in or out now.
 */
async function cameBack(
	page: Page,
	key: keyof typeof pages,
	state: 'in' | 'out'
): Promise< void > {
	await expect(
		page.getByRole( 'button', {
			name: state === 'in' ? USER.name : 'Log in',
		} )
	).toBeVisible();
	await expect( page ).toHaveURL( address( key ) );
}

/**
 * Presses Tab until an element has focus (at most 80 times), as a keyboard user does.
 *
 * @param page   The page.
 * @param target The element.
 */
async function tabTo( page: Page, target: Locator ): Promise< void > {
	for ( let step = 0; step < 80; step++ ) {
		await page.keyboard.press( 'Tab' );
		if (
			await target.evaluate(
				( el ) => el === el.ownerDocument.activeElement
			)
		) {
			return;
		}
	}
	throw new Error( 'Tab never reached the element.' );
}

test.beforeAll( async ( { baseURL } ) => {
	admin = await openRestClient(
		baseURL ?? 'http://localhost:8889',
		ADMIN_STATE
	);
	registrationWas = runSiteScript< { allowed: boolean } >(
		REGISTRATION,
		'get',
		{}
	).allowed;
	runSiteScript( REGISTRATION, 'set', { allowed: false } );
	USER.id = (
		await admin.post< { id: number } >( '/wp/v2/users', {
			username: USER.username,
			password: USER.password,
			email: `${ USER.username }@example.org`,
			name: USER.name,
			roles: [ 'subscriber' ],
		} )
	).id;
	const blocks = {
		plain: '<!-- wp:frontage/account /-->',
		foreign:
			'<!-- wp:frontage/account {"loginRedirect":"https://evil.example/"} /-->',
	};
	for ( const key of [ 'plain', 'foreign' ] as const ) {
		const created = await admin.post< { id: number; link: string } >(
			'/wp/v2/pages',
			{
				title: `Account ${ key } ${ run }`,
				status: 'publish',
				content: `${ blocks[ key ] }<!-- wp:paragraph --><p>Members’ notes.</p><!-- /wp:paragraph -->`,
			}
		);
		pages[ key ] = created;
	}
} );

test.afterAll( async () => {
	for ( const { id } of Object.values( pages ) ) {
		if ( id ) {
			await admin.delete( `/wp/v2/pages/${ id }?force=true` );
		}
	}
	if ( USER.id ) {
		await admin.delete( `/wp/v2/users/${ USER.id }?force=true&reassign=1` );
	}
	await admin.dispose();
	runSiteScript( REGISTRATION, 'set', { allowed: registrationWas } );
} );

for ( const width of WIDTHS ) {
	test( `logs in and out through the popup and comes back to the page at ${ width.name }`, async ( {
		browser,
		checkA11y,
	}, testInfo ) => {
		const { context, page } = await visitor( browser, width );
		await page.goto( address( 'plain' ) );
		await checkA11y( page );
		const login = page.getByRole( 'button', { name: 'Log in' } );
		await expect( login ).toHaveAttribute( 'aria-haspopup', 'dialog' );
		await login.click();
		const dialog = await expectCentredDialog( page );
		await expect(
			dialog.getByLabel( 'Username or Email Address' )
		).toBeFocused();
		await expectNoSidewaysScroll( page );
		await checkA11y( page );
		await screenshotAt( page, testInfo, 'login popup', {
			fullPage: false,
		} );

		// The close button closes it, and focus goes back to the button.
		await dialog.getByRole( 'button', { name: 'Close' } ).click();
		await expect( dialog ).toBeHidden();
		await expect( login ).toBeFocused();

		await login.click();
		await dialog
			.getByLabel( 'Username or Email Address' )
			.fill( USER.username );
		await dialog
			.getByLabel( 'Password', { exact: true } )
			.fill( USER.password );
		await dialog.getByRole( 'button', { name: 'Log In' } ).click();
		await cameBack( page, 'plain', 'in' );
		expect( await loggedIn( context ) ).toBe( true );

		const toggle = page.getByRole( 'button', { name: USER.name } );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		// The page, not WordPress’s admin bar above it (core’s markup, shown to logged-in users).
		await checkA11y( page, { include: '.wp-site-blocks' } );
		await toggle.click();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		const menu = page
			.locator( '.wp-block-frontage-account' )
			.getByRole( 'menu' );
		await expect( menu.getByRole( 'menuitem' ) ).toHaveText( [
			'Dashboard',
			'Edit profile',
			'Log out',
		] );
		await expectInViewport( page, menu );
		await expectNoSidewaysScroll( page );
		await checkA11y( page, { include: '.wp-site-blocks' } );
		await screenshotAt( page, testInfo, 'account menu', {
			fullPage: false,
		} );

		await menu.getByRole( 'menuitem', { name: 'Log out' } ).click();
		await cameBack( page, 'plain', 'out' );
		expect( await loggedIn( context ) ).toBe( false );
		await expect(
			page.getByRole( 'button', { name: 'Log in' } )
		).toBeVisible();
		await context.close();
	} );

	test( `keyboard alone: log in, the menu, log out at ${ width.name }`, async ( {
		browser,
	} ) => {
		const { context, page } = await visitor( browser, width );
		await page.goto( address( 'plain' ) );

		const login = page.getByRole( 'button', { name: 'Log in' } );
		await tabTo( page, login );
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog', { name: 'Log in' } );
		const username = dialog.getByLabel( 'Username or Email Address' );
		await expect( username ).toBeFocused();
		// Tab stays in the popup: round once and come back to the username.
		for ( let step = 0; step < 12; step++ ) {
			await page.keyboard.press( 'Tab' );
			expect(
				await dialog.evaluate( ( el ) =>
					el.contains( el.ownerDocument.activeElement )
				)
			).toBe( true );
		}
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( login ).toBeFocused();

		// Space opens it too; the page behind does not scroll while it is open.
		await page.keyboard.press( 'Space' );
		await expect( username ).toBeFocused();
		expect(
			await page.evaluate( () => document.documentElement.style.overflow )
		).toBe( 'hidden' );
		await page.keyboard.type( USER.username );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.type( USER.password );
		await page.keyboard.press( 'Enter' );
		await cameBack( page, 'plain', 'in' );

		const toggle = page.getByRole( 'button', { name: USER.name } );
		await tabTo( page, toggle );
		await page.keyboard.press( 'ArrowDown' );
		const item = ( name: string ) => page.getByRole( 'menuitem', { name } );
		await expect( item( 'Dashboard' ) ).toBeFocused();
		await page.keyboard.press( 'ArrowDown' );
		await expect( item( 'Edit profile' ) ).toBeFocused();
		await page.keyboard.press( 'End' );
		await expect( item( 'Log out' ) ).toBeFocused();
		await page.keyboard.press( 'ArrowDown' );
		await expect( item( 'Dashboard' ) ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect(
			page.locator( '.wp-block-frontage-account' ).getByRole( 'menu' )
		).toBeHidden();
		await expect( toggle ).toBeFocused();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );

		await page.keyboard.press( 'ArrowUp' );
		await expect( item( 'Log out' ) ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await page.keyboard.press( 'Enter' );
		await expect( item( 'Dashboard' ) ).toBeFocused();
		await page.keyboard.press( 'l' );
		await expect( item( 'Log out' ) ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await cameBack( page, 'plain', 'out' );
		expect( await loggedIn( context ) ).toBe( false );
		await context.close();
	} );
}

test( 'a wrong password shows WordPress’s error with the form, and the way back is kept', async ( {
	browser,
} ) => {
	const { context, page } = await visitor( browser, WIDTHS[ 0 ] );
	await page.goto( address( 'plain' ) );
	await page.getByRole( 'button', { name: 'Log in' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Log in' } );
	await dialog
		.getByLabel( 'Username or Email Address' )
		.fill( USER.username );
	await dialog
		.getByLabel( 'Password', { exact: true } )
		.fill( 'not-the-password' );
	await dialog.getByRole( 'button', { name: 'Log In' } ).click();

	await page.waitForURL( /wp-login\.php/ );
	await expect( page.locator( '#login_error' ) ).toContainText( 'incorrect' );
	await expect( page.locator( 'input[name="redirect_to"]' ) ).toHaveValue(
		address( 'plain' )
	);
	await page.getByLabel( 'Password', { exact: true } ).fill( USER.password );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await cameBack( page, 'plain', 'in' );
	await expect(
		page.getByRole( 'button', { name: USER.name } )
	).toBeVisible();
	await context.close();
} );

test( 'an owner’s address on another site is ignored: logging in comes back to the page', async ( {
	browser,
} ) => {
	const { context, page } = await visitor( browser, WIDTHS[ 0 ] );
	await page.goto( address( 'foreign' ) );
	await expect( page.locator( 'input[name="redirect_to"]' ) ).toHaveValue(
		address( 'foreign' )
	);
	expect( await page.content() ).not.toContain( 'evil.example' );
	await page.getByRole( 'button', { name: 'Log in' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Log in' } );
	await dialog
		.getByLabel( 'Username or Email Address' )
		.fill( USER.username );
	await dialog
		.getByLabel( 'Password', { exact: true } )
		.fill( USER.password );
	await dialog.getByRole( 'button', { name: 'Log In' } ).click();
	await cameBack( page, 'foreign', 'in' );
	await context.close();
} );

test( 'without JavaScript, Log in is a link to wp-login.php that comes back to the page', async ( {
	browser,
} ) => {
	const { context, page } = await visitor( browser, WIDTHS[ 1 ], {
		javaScriptEnabled: false,
	} );
	await page.goto( address( 'plain' ) );
	await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
	await page.getByRole( 'link', { name: 'Log in' } ).click();
	await page.waitForURL( /wp-login\.php/ );
	const url = new URL( page.url() );
	expect( url.searchParams.get( 'redirect_to' ) ).toBe( address( 'plain' ) );
	await page.getByLabel( 'Username or Email Address' ).fill( USER.username );
	await page.getByLabel( 'Password', { exact: true } ).fill( USER.password );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await cameBack( page, 'plain', 'in' );
	await context.close();
} );

test( 'the register link shows only while the site allows registration', async ( {
	browser,
} ) => {
	const { context, page } = await visitor( browser, WIDTHS[ 1 ] );
	const dialog = page.getByRole( 'dialog', { name: 'Log in' } );
	await page.goto( address( 'plain' ) );
	await page.getByRole( 'button', { name: 'Log in' } ).click();
	await expect(
		dialog.getByRole( 'link', { name: 'Lost your password?' } )
	).toBeVisible();
	await expect(
		dialog.getByRole( 'link', { name: 'Register' } )
	).toHaveCount( 0 );

	runSiteScript( REGISTRATION, 'set', { allowed: true } );
	await page.goto( address( 'plain' ) );
	await page.getByRole( 'button', { name: 'Log in' } ).click();
	const register = dialog.getByRole( 'link', { name: 'Register' } );
	await expect( register ).toBeVisible();
	await expect( register ).toHaveAttribute(
		'href',
		/wp-login\.php\?action=register/
	);
	await expectInside( register, dialog );
	runSiteScript( REGISTRATION, 'set', { allowed: false } );
	await context.close();
} );
