/**
 * Menus and tooltips (docs/theme.md "Menus", "Tooltips"): core's Navigation block with a
 * Frontage mode, on pages of its own. At 1280 px: submenus by mouse (show 250 ms, hide 500 ms,
 * fade 200 ms, none under reduced motion) and keyboard (arrows, type-ahead, Escape and focus
 * back on the toggle), tooltips (90 ms, z-index 15000, aria-describedby, Escape and a click hide
 * them). At 390 px with touch: the off-canvas panel (a modal dialog: inside the window on its
 * side, its close button on it, focus kept in it, closed by the close button, the overlay and
 * Escape, focus back on the toggle) and the dropdown under the menu. Five levels deep, no items,
 * invalid data-sm-options (a console message, never an alert), axe clean, nothing scrolls
 * sideways, and a page without a Frontage menu loads none of its script.
 */
import type { Locator, Page } from '@playwright/test';

import { ADMIN_STATE } from '../../../playwright.config';
import { test, expect } from '../support/fixtures';
import { openRestClient, type RestClient } from '../support/rest';
import {
	expectInside,
	expectInViewport,
	expectNoSidewaysScroll,
	screenshotAt,
} from '../support/layout';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SCRIPT = 'build/theme/menus/index.js';

/**
 * A link block.
 *
 * @param label       Its label.
 * @param description Its description, if any.
 */
const link = ( label: string, description = '' ) =>
	`<!-- wp:navigation-link ${ JSON.stringify( {
		label,
		url: `#${ label.toLowerCase().replace( /\W+/g, '-' ) }`,
		...( description ? { description } : {} ),
	} ) } /-->`;

/**
 * A submenu block.
 *
 * @param label The label.
 * @param inner Its items.
 */
const submenu = ( label: string, inner: string ) =>
	`<!-- wp:navigation-submenu ${ JSON.stringify( {
		label,
		url: `#${ label.toLowerCase().replace( /\W+/g, '-' ) }`,
	} ) } -->${ inner }<!-- /wp:navigation-submenu -->`;

/**
 * A Navigation block with Frontage settings.
 *
 * @param attrs Its attributes.
 * @param inner Its items.
 */
const navigation = ( attrs: Record< string, unknown >, inner: string ) =>
	`<!-- wp:navigation ${ JSON.stringify( {
		overlayMenu: 'mobile',
		layout: { type: 'flex', justifyContent: 'left' },
		...attrs,
	} ) } -->${ inner }<!-- /wp:navigation -->` +
	'<!-- wp:paragraph --><p>Text under the menu.</p><!-- /wp:paragraph -->';

const ITEMS =
	link( 'Home', 'Back to the start page' ) +
	submenu(
		'Products',
		link( 'Pens' ) +
			link( 'Paper' ) +
			link( 'Prices', 'The price list' ) +
			link( 'Ink' )
	) +
	link( 'About' ) +
	link( 'Contact' );

/** Five levels of submenus. */
const DEEP =
	submenu(
		'Level 1',
		submenu(
			'Level 2',
			submenu( 'Level 3', submenu( 'Level 4', link( 'Level 5' ) ) )
		)
	) + link( 'Shop' );

const PAGES = {
	offCanvas: navigation(
		{ frontageMobileMenu: 'off-canvas', frontageMenuSide: 'left' },
		ITEMS
	),
	dropdown: navigation( { frontageMobileMenu: 'dropdown' }, ITEMS ),
	deep: navigation(
		{
			frontageMobileMenu: 'off-canvas',
			frontageMenuOptions: '{showTimeout: 1}',
		},
		DEEP
	),
	empty: navigation( { frontageMobileMenu: 'off-canvas' }, '' ),
	plain: navigation( {}, ITEMS ),
};

let rest: RestClient;
const links: Record< keyof typeof PAGES, string > = {
	offCanvas: '',
	dropdown: '',
	deep: '',
	empty: '',
	plain: '',
};
const ids: number[] = [];
const token = Date.now().toString( 36 );

test.beforeAll( async ( {}, testInfo ) => {
	rest = await openRestClient(
		testInfo.project.use.baseURL as string,
		ADMIN_STATE
	);
	for ( const [ key, content ] of Object.entries( PAGES ) ) {
		const page = await rest.post< { id: number; link: string } >(
			'/wp/v2/pages',
			{
				title: `Menu ${ key } ${ token }`,
				content,
				status: 'publish',
			}
		);
		ids.push( page.id );
		links[ key as keyof typeof PAGES ] = page.link;
	}
} );

test.afterAll( async () => {
	for ( const id of ids ) {
		await rest.delete( `/wp/v2/pages/${ id }?force=true` );
	}
	await rest.dispose();
} );

/**
 * Opens a page, failing the test on any alert and keeping the console's messages.
 *
 * @param page    The page.
 * @param address Where to go.
 */
async function visit( page: Page, address: string ): Promise< string[] > {
	const messages: string[] = [];
	page.on( 'console', ( message ) =>
		messages.push( `${ message.type() }: ${ message.text() }` )
	);
	page.on( 'dialog', async ( dialog ) => {
		await dialog.dismiss();
		throw new Error( `An alert was shown: ${ dialog.message() }` );
	} );
	page.on( 'pageerror', ( error ) =>
		messages.push( `pageerror: ${ error.message }` )
	);
	await page.goto( address );
	return messages;
}

/**
 * The Frontage menu of the page.
 * @param page
 */
const menu = ( page: Page ) => page.locator( 'nav.frontage-menu' );

/**
 * A menu item's parts.
 *
 * @param page  The page.
 * @param label The item's label.
 */
function item( page: Page, label: string ) {
	const li = menu( page )
		.locator( 'li.wp-block-navigation-item' )
		.filter( {
			has: page.locator( ':scope > a', { hasText: label } ),
		} )
		.first();
	return {
		li,
		link: li.locator( ':scope > a' ),
		toggle: li.locator( ':scope > button' ),
		submenu: li.locator( ':scope > ul' ),
	};
}

/**
 * How long after an event an element becomes visible or hidden, ms: starts watching, runs the
 * action that sends the event, and waits for the element.
 *
 * @param element The element.
 * @param event   The event the time counts from (the first one at the document after now).
 * @param visible Which state to wait for.
 * @param action  What the person does.
 */
async function timeAfter(
	element: Locator,
	event: string,
	visible: boolean,
	action: () => Promise< void >
): Promise< number > {
	await element.evaluate(
		( node, { name, wanted } ) => {
			(
				window as unknown as { frontageTiming: Promise< number > }
			 ).frontageTiming = new Promise< number >( ( resolve ) => {
				document.addEventListener(
					name,
					() => {
						const start = performance.now();
						const check = () => {
							const style = getComputedStyle( node );
							const shown =
								style.visibility === 'visible' &&
								style.display !== 'none';
							if ( shown === wanted ) {
								resolve( performance.now() - start );
							} else {
								requestAnimationFrame( check );
							}
						};
						check();
					},
					{ capture: true, once: true }
				);
			} );
		},
		{ name: event, wanted: visible }
	);
	await action();
	return element.evaluate(
		() =>
			( window as unknown as { frontageTiming: Promise< number > } )
				.frontageTiming
	);
}

test.describe( 'at 1280 px', () => {
	test.use( { viewport: DESKTOP } );

	test( 'a submenu opens on hover after 250 ms and closes 500 ms after leaving, fading 200 ms', async ( {
		page,
		checkA11y,
	}, testInfo ) => {
		await visit( page, links.dropdown );
		const products = item( page, 'Products' );
		await expect( products.toggle ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
		await expect( products.submenu ).toBeHidden();
		const shown = await timeAfter(
			products.submenu,
			'pointerover',
			true,
			() => products.link.hover()
		);
		expect( shown ).toBeGreaterThanOrEqual( 240 );
		expect( shown ).toBeLessThan( 500 );
		await expect( products.toggle ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
		const fade = await products.submenu.evaluate(
			( node ) => getComputedStyle( node ).transitionDuration
		);
		expect( fade ).toBe( '0.2s' );
		await screenshotAt( page, testInfo, 'submenu open' );
		await checkA11y( page );

		const hidden = await timeAfter(
			products.submenu,
			'pointerout',
			false,
			() => page.mouse.move( 640, 700 )
		);
		// 500 ms, then the 200 ms fade.
		expect( hidden ).toBeGreaterThanOrEqual( 690 );
		expect( hidden ).toBeLessThan( 1200 );
		await expect( products.toggle ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
		await expectNoSidewaysScroll( page );
	} );

	test( 'under reduced motion a submenu does not fade', async ( {
		page,
	} ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await visit( page, links.dropdown );
		const products = item( page, 'Products' );
		await products.link.hover();
		await expect( products.submenu ).toBeVisible();
		expect(
			await products.submenu.evaluate(
				( node ) => getComputedStyle( node ).transitionDuration
			)
		).toBe( '0s' );
		const hidden = await timeAfter(
			products.submenu,
			'pointerout',
			false,
			() => page.mouse.move( 640, 700 )
		);
		// 500 ms, no fade.
		expect( hidden ).toBeGreaterThanOrEqual( 490 );
		expect( hidden ).toBeLessThan( 650 );
	} );

	test( 'the keyboard opens, walks, types ahead in and leaves a submenu', async ( {
		page,
	} ) => {
		await visit( page, links.dropdown );
		const products = item( page, 'Products' );
		await item( page, 'Home' ).link.focus();
		await page.keyboard.press( 'ArrowRight' );
		await expect( products.link ).toBeFocused();
		await page.keyboard.press( 'ArrowDown' );
		await expect( products.submenu ).toBeVisible();
		await expect( products.toggle ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
		await expect( item( page, 'Pens' ).link ).toBeFocused();
		await page.keyboard.press( 'ArrowDown' );
		await expect( item( page, 'Paper' ).link ).toBeFocused();
		await page.keyboard.press( 'ArrowUp' );
		await page.keyboard.press( 'ArrowUp' );
		await expect( item( page, 'Ink' ).link ).toBeFocused();
		await page.keyboard.press( 'p' );
		await expect( item( page, 'Pens' ).link ).toBeFocused();
		await page.keyboard.press( 'r' );
		await expect( item( page, 'Prices' ).link ).toBeFocused();
		// After a second the word starts again: "p" goes to the next item starting with p.
		// eslint-disable-next-line playwright/no-wait-for-timeout -- the pause is what is tested
		await page.waitForTimeout( 1100 );
		await page.keyboard.press( 'p' );
		await expect( item( page, 'Pens' ).link ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( products.submenu ).toBeHidden();
		await expect( products.toggle ).toBeFocused();
		await expect( products.toggle ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
		// The toggle by itself: Enter opens, Escape closes.
		await page.keyboard.press( 'Enter' );
		await expect( products.submenu ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( products.submenu ).toBeHidden();
		await expect( products.toggle ).toBeFocused();
		// Tab leaves the menu; nothing stays open.
		await page.keyboard.press( 'Enter' );
		for ( let press = 0; press < 8; press++ ) {
			await page.keyboard.press( 'Tab' );
		}
		await expect( products.submenu ).toBeHidden();
	} );

	test( 'a description shows as a tooltip after 90 ms; Escape and a click hide it', async ( {
		page,
		checkA11y,
	} ) => {
		await visit( page, links.dropdown );
		const home = item( page, 'Home' );
		const tooltip = home.li.locator( '[role="tooltip"]' );
		await expect( home.link ).toHaveAccessibleName( 'Home' );
		await expect( home.link ).toHaveAccessibleDescription(
			'Back to the start page'
		);
		await expect( tooltip ).toBeHidden();
		const shown = await timeAfter( tooltip, 'pointerover', true, () =>
			home.link.hover()
		);
		expect( shown ).toBeGreaterThanOrEqual( 85 );
		expect( shown ).toBeLessThan( 300 );
		await expect( tooltip ).toHaveText( 'Back to the start page' );
		expect(
			await tooltip.evaluate(
				( node ) => getComputedStyle( node ).zIndex
			)
		).toBe( '15000' );
		await expectInViewport( page, tooltip );
		await checkA11y( page );
		await page.keyboard.press( 'Escape' );
		await expect( tooltip ).toBeHidden();

		await page.mouse.move( 640, 700 );
		await item( page, 'Contact' ).link.focus();
		await page.keyboard.press( 'Shift+Tab' );
		await page.keyboard.press( 'Shift+Tab' );
		await page.keyboard.press( 'Shift+Tab' );
		await page.keyboard.press( 'Shift+Tab' );
		await expect( home.link ).toBeFocused();
		await expect( tooltip ).toBeVisible();
		await page.mouse.click( 640, 700 );
		await expect( tooltip ).toBeHidden();
	} );

	test( 'five levels open by keyboard, each visible, nothing scrolls sideways', async ( {
		page,
	} ) => {
		const messages = await visit( page, links.deep );
		await item( page, 'Level 1' ).link.focus();
		await page.keyboard.press( 'ArrowDown' );
		for ( const level of [ 2, 3, 4 ] ) {
			await expect( item( page, `Level ${ level }` ).link ).toBeFocused();
			await page.keyboard.press( 'ArrowRight' );
		}
		await expect( item( page, 'Level 5' ).link ).toBeFocused();
		await expect( item( page, 'Level 5' ).link ).toBeVisible();
		await expectInViewport( page, item( page, 'Level 5' ).link );
		await expectNoSidewaysScroll( page );
		await page.keyboard.press( 'ArrowLeft' );
		await expect( item( page, 'Level 4' ).toggle ).toBeFocused();
		await expect( item( page, 'Level 5' ).link ).toBeHidden();
		// The invalid options are reported in the console, not to the visitor.
		expect( messages ).toContain(
			'warning: Frontage menu: data-sm-options is not valid JSON; the default timings apply.'
		);
		expect(
			messages.filter( ( message ) =>
				/^(error|pageerror)/.test( message )
			)
		).toEqual( [] );
	} );

	test( 'where every menu is Frontage’s, core’s navigation script and the Interactivity runtime are not loaded', async ( {
		page,
	} ) => {
		const core =
			/\/navigation\/view(\.min)?\.js|\/interactivity(\.min)?\.js/;
		const loaded: string[] = [];
		page.on( 'request', ( request ) => {
			if ( core.test( request.url() ) ) {
				loaded.push( request.url() );
			}
		} );
		// The demo's Header and theme page: its header's menu has a mode, its footer's menus
		// need no script.
		await visit( page, '/header-and-theme/' );
		await expect( menu( page ) ).toHaveCount( 1 );
		await page.waitForLoadState( 'load' );
		expect( loaded ).toEqual( [] );
		// The menu still opens, run by Frontage's script alone.
		await page.getByRole( 'button', { name: 'Files' } ).first().click();
		await expect(
			page.getByRole( 'link', { name: 'Search files' } ).first()
		).toBeVisible();

		// A page whose header has core's own menu keeps core's script for it.
		await visit( page, links.plain );
		await page.waitForLoadState( 'load' );
		expect( loaded.length ).toBeGreaterThan( 0 );
	} );

	test( 'a page without a Frontage menu loads none of its script', async ( {
		page,
	} ) => {
		await visit( page, links.plain );
		await expect(
			page.locator( 'nav.wp-block-navigation' ).first()
		).toBeVisible();
		await expect(
			page.locator( `script[src*="${ SCRIPT }"]` )
		).toHaveCount( 0 );
		await expect( menu( page ) ).toHaveCount( 0 );
	} );
} );

test.describe( 'at 390 px with touch', () => {
	test.use( { viewport: PHONE, hasTouch: true } );

	test( 'the off-canvas panel: a modal on its side, closed by its button, the overlay and Escape', async ( {
		page,
		checkA11y,
	}, testInfo ) => {
		await visit( page, links.offCanvas );
		const toggle = menu( page ).locator(
			'.wp-block-navigation__responsive-container-open'
		);
		const panel = menu( page ).locator(
			'.wp-block-navigation__responsive-container'
		);
		const close = panel.locator(
			'.wp-block-navigation__responsive-container-close'
		);
		await expect( toggle ).toBeVisible();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( panel ).toBeHidden();
		await expectNoSidewaysScroll( page );

		await toggle.tap();
		await expect( panel ).toBeVisible();
		await expect( panel ).toHaveAttribute( 'role', 'dialog' );
		await expect( panel ).toHaveAttribute( 'aria-modal', 'true' );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		// Where the panel comes to rest, once it has slid in (0.25 s).
		await panel.evaluate( ( node ) =>
			Promise.all(
				node
					.getAnimations( { subtree: true } )
					.map( ( animation ) => animation.finished )
			)
		);
		await expectInViewport( page, panel );
		expect( ( await panel.boundingBox() )!.x ).toBe( 0 );
		await expectInside( close, panel );
		await expect( close ).toBeFocused();
		await screenshotAt( page, testInfo, 'off-canvas open', {
			fullPage: false,
		} );
		await checkA11y( page );

		// Tap a submenu's toggle: it opens and closes.
		const products = item( page, 'Products' );
		await expect( products.submenu ).toBeHidden();
		await products.toggle.tap();
		await expect( products.submenu ).toBeVisible();
		await expect( products.toggle ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
		await expectInside( item( page, 'Ink' ).link, panel );
		// The tooltip in the panel sits 200 lower.
		await item( page, 'Prices' ).link.focus();
		const tooltip = item( page, 'Prices' ).li.locator( '[role="tooltip"]' );
		await expect( tooltip ).toBeVisible();
		expect(
			await tooltip.evaluate(
				( node ) => getComputedStyle( node ).zIndex
			)
		).toBe( '14800' );
		// Escape hides the tooltip first, then closes the submenu, then the panel.
		await page.keyboard.press( 'Escape' );
		await expect( tooltip ).toBeHidden();
		await expect( panel ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( products.submenu ).toBeHidden();
		await expect( products.toggle ).toBeFocused();
		await products.toggle.tap();
		await expect( products.submenu ).toBeVisible();
		await products.toggle.tap();
		await expect( products.submenu ).toBeHidden();

		// Focus stays in the panel.
		for ( let press = 0; press < 12; press++ ) {
			await page.keyboard.press( 'Tab' );
			expect(
				await panel.evaluate( ( node ) =>
					node.contains( node.ownerDocument.activeElement )
				)
			).toBe( true );
		}
		await page.keyboard.press( 'Escape' );
		await expect( panel ).toBeHidden();
		await expect( toggle ).toBeFocused();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );

		await toggle.tap();
		await close.tap();
		await expect( panel ).toBeHidden();
		await expect( toggle ).toBeFocused();

		await toggle.tap();
		await expect( panel ).toBeVisible();
		await page.touchscreen.tap( 380, 400 ); // The overlay beside the panel.
		await expect( panel ).toBeHidden();
		await expect( toggle ).toBeFocused();
		await expectNoSidewaysScroll( page );
	} );

	test( 'the dropdown opens under the menu, as wide as the window, and closes on Escape or a tap outside', async ( {
		page,
		checkA11y,
	}, testInfo ) => {
		await visit( page, links.dropdown );
		const toggle = menu( page ).locator(
			'.wp-block-navigation__responsive-container-open'
		);
		const panel = menu( page ).locator(
			'.wp-block-navigation__responsive-container'
		);
		await toggle.tap();
		await expect( panel ).toBeVisible();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( panel ).not.toHaveAttribute( 'role', 'dialog' );
		const box = ( await panel.boundingBox() )!;
		const nav = ( await menu( page ).boundingBox() )!;
		expect( Math.abs( box.y - ( nav.y + nav.height ) ) ).toBeLessThan( 2 );
		expect( box.x ).toBe( 0 );
		expect( box.width ).toBeGreaterThanOrEqual( PHONE.width - 1 );
		await expect(
			panel.locator( '.wp-block-navigation__responsive-container-close' )
		).toBeHidden();
		await screenshotAt( page, testInfo, 'dropdown open', {
			fullPage: false,
		} );
		await checkA11y( page );
		await expectNoSidewaysScroll( page );

		const products = item( page, 'Products' );
		await products.toggle.tap();
		await expect( products.submenu ).toBeVisible();
		await products.toggle.tap();
		await expect( products.submenu ).toBeHidden();

		await item( page, 'About' ).link.focus();
		await page.keyboard.press( 'Escape' );
		await expect( panel ).toBeHidden();
		await expect( toggle ).toBeFocused();

		await toggle.tap();
		await expect( panel ).toBeVisible();
		await page.touchscreen.tap( 200, 800 );
		await expect( panel ).toBeHidden();
		await toggle.tap();
		await toggle.tap();
		await expect( panel ).toBeHidden();
	} );

	test( 'five levels open by taps inside the panel', async ( { page } ) => {
		await visit( page, links.deep );
		const panel = menu( page ).locator(
			'.wp-block-navigation__responsive-container'
		);
		await menu( page )
			.locator( '.wp-block-navigation__responsive-container-open' )
			.tap();
		for ( const level of [ 1, 2, 3, 4 ] ) {
			await item( page, `Level ${ level }` ).toggle.tap();
		}
		await expect( item( page, 'Level 5' ).link ).toBeVisible();
		await expectInside( item( page, 'Level 5' ).link, panel );
		await expectNoSidewaysScroll( page );
	} );

	test( 'a menu without items opens and closes, and says nothing', async ( {
		page,
	} ) => {
		const messages = await visit( page, links.empty );
		const toggle = menu( page ).locator(
			'.wp-block-navigation__responsive-container-open'
		);
		await toggle.tap();
		const panel = menu( page ).locator(
			'.wp-block-navigation__responsive-container'
		);
		await expect( panel ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( panel ).toBeHidden();
		await expect( toggle ).toBeFocused();
		expect(
			messages.filter( ( message ) =>
				/^(error|warning|pageerror)/.test( message )
			)
		).toEqual( [] );
	} );
} );

test( 'in the editor: the Navigation block’s panel, and invalid options are reported to the owner', async ( {
	adminPage,
} ) => {
	const id = ids[ Object.keys( PAGES ).indexOf( 'deep' ) ];
	await adminPage.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
	const blockId = await adminPage.waitForFunction( () => {
		const data = (
			window as unknown as {
				wp?: {
					data: {
						select: ( store: string ) => {
							getBlocks: () => Array< {
								name: string;
								clientId: string;
							} >;
						};
					};
				};
			}
		 ).wp?.data;
		return data
			?.select( 'core/block-editor' )
			.getBlocks()
			.find( ( block ) => block.name === 'core/navigation' )?.clientId;
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
	await adminPage
		.getByRole( 'region', { name: 'Editor settings' } )
		.getByRole( 'tab', { name: 'Settings' } )
		.click();
	const options = adminPage.getByLabel( 'Menu options (JSON)' );
	await expect( options ).toHaveValue( '{showTimeout: 1}' );
	await expect(
		adminPage.getByLabel( 'Mobile menu', { exact: true } )
	).toHaveValue( 'off-canvas' );
	await expect(
		adminPage.locator( '.components-notice__content' ).filter( {
			hasText:
				'These options are not a valid JSON object; the menu uses the default timings.',
		} )
	).toBeVisible();
	await expect(
		adminPage.locator( '.components-notice__content' ).filter( {
			hasText:
				'A Navigation block’s menu options are not a valid JSON object; the menu uses the default timings.',
		} )
	).toBeVisible();
	await options.fill( '{"showTimeout": 100}' );
	await expect(
		adminPage.locator( '.components-notice__content' ).filter( {
			hasText:
				'These options are not a valid JSON object; the menu uses the default timings.',
		} )
	).toHaveCount( 0 );
} );
