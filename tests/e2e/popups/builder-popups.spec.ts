/**
 * Builder popups on a real page (docs/popups.md): each test makes its own
 * page and popup through REST, shown only on that page, and meets it as a visitor: the popup
 * opens when its trigger fires, is a labelled dialog that takes focus and gives it back, closes
 * on Escape and its button, keeps its frequency cap across reloads, honours do-not-show-again,
 * opens from `?uael-modal-action` and from link actions, and holds back signed-in roles it
 * excludes.
 */
import { test, expect } from '../support/fixtures';
import { cleanUp, expectNoPopup, makePage, makePopup } from './popup-helpers';

test.afterEach( cleanUp );

test( 'opens after its page-load delay as a labelled dialog; Escape closes it and focus returns @package', async ( {
	page,
	rest,
	checkA11y,
} ) => {
	const target = await makePage( rest );
	await makePopup(
		rest,
		target.id,
		{ triggers: { page_load: true, page_load_delay: 1 } },
		'<!-- wp:paragraph --><p>Join our newsletter.</p><!-- /wp:paragraph --><!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="#subscribe">Subscribe</a></div><!-- /wp:button --></div><!-- /wp:buttons -->'
	);

	// When the dialog opens, in the page's own time (performance.now(): since the navigation
	// began), so that a slow load event does not eat into the delay that is measured.
	await page.addInitScript( () => {
		new MutationObserver( ( _records, observer ) => {
			if ( document.querySelector( 'dialog[open]' ) ) {
				(
					window as unknown as { dialogOpenedAt?: number }
				 ).dialogOpenedAt = performance.now();
				observer.disconnect();
			}
		} ).observe( document, {
			subtree: true,
			childList: true,
			attributes: true,
			attributeFilter: [ 'open' ],
		} );
	} );
	await page.goto( target.link );
	const dialog = page.getByRole( 'dialog', { name: 'Newsletter' } );
	await expect( dialog ).toBeVisible();
	// The delay is 1 s: the dialog cannot have opened sooner after the page began.
	expect(
		await page.evaluate(
			() =>
				( window as unknown as { dialogOpenedAt?: number } )
					.dialogOpenedAt ?? 0
		)
	).toBeGreaterThanOrEqual( 1000 );
	await expect( dialog.getByText( 'Join our newsletter.' ) ).toBeVisible();
	// Focus starts on the popup's first control; Tab reaches the close button and stays inside.
	await expect(
		dialog.getByRole( 'link', { name: 'Subscribe' } )
	).toBeFocused();
	await page.keyboard.press( 'Tab' );
	await expect(
		dialog.getByRole( 'button', { name: 'Close' } )
	).toBeFocused();
	await checkA11y( page, { include: 'dialog.frontage-popup' } );

	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toHaveCount( 0 );
	expect(
		await page
			.locator( 'body' )
			.evaluate( ( body ) => body === body.ownerDocument.activeElement )
	).toBe( true );
} );

test( 'once a day: closed by its button, it does not come back on reload', async ( {
	page,
	rest,
} ) => {
	const target = await makePage( rest );
	await makePopup( rest, target.id, {
		triggers: { page_load: true, page_load_delay: 0 },
		timing: { times: true, times_times: 1, times_period: 'day' },
	} );

	await page.goto( target.link );
	const dialog = page.getByRole( 'dialog', { name: 'Newsletter' } );
	await expect( dialog ).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Close' } ).click();
	await expect( dialog ).toHaveCount( 0 );

	await page.reload();
	await expectNoPopup( page );
} );

test( 'a do-not-show-again link closes it for good; the address can still ask for it', async ( {
	page,
	rest,
} ) => {
	const target = await makePage( rest );
	const id = await makePopup(
		rest,
		target.id,
		{ triggers: { page_load: true, page_load_delay: 0 } },
		'<!-- wp:paragraph --><p>Join our newsletter. <a href="#frontage-action:action=popup:close&amp;do_not_show_again=yes">No, thanks</a></p><!-- /wp:paragraph -->'
	);

	await page.goto( target.link );
	const dialog = page.getByRole( 'dialog', { name: 'Newsletter' } );
	await dialog.getByRole( 'link', { name: 'No, thanks' } ).click();
	await expect( dialog ).toHaveCount( 0 );
	await page.reload();
	await expectNoPopup( page );

	// Asked for by the address, it opens anyway.
	await page.goto( `${ target.link }?uael-modal-action=${ id }` );
	await expect( dialog ).toBeVisible();
} );

test( '?uael-modal-action opens a popup on any page, and link actions open and close it', async ( {
	page,
	rest,
} ) => {
	const home = await makePage( rest );
	// Shown by itself nowhere: only when asked for.
	const id = await makePopup( rest, home.id, {
		triggers: { page_load: false },
		conditions: { include: [], exclude: [] },
	} );
	const other = await makePage(
		rest,
		`<a href="#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D${ encodeURIComponent(
			Buffer.from( JSON.stringify( { id: String( id ) } ) ).toString(
				'base64'
			)
		) }">Open the offer</a>`
	);

	await page.goto( other.link );
	await expectNoPopup( page );

	// A migrated #elementor-action link.
	await page.getByRole( 'link', { name: 'Open the offer' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Newsletter' } );
	await expect( dialog ).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Close' } ).click();
	await expect( dialog ).toHaveCount( 0 );

	await page.goto( `${ other.link }?uael-modal-action=${ id }` );
	await expect( dialog ).toBeVisible();
} );

test( 'exit intent: leaving at the top edge opens it; opening moves nothing on the page', async ( {
	page,
	rest,
} ) => {
	const target = await makePage( rest );
	await makePopup( rest, target.id, {
		triggers: { page_load: false, exit_intent: true },
	} );
	// Layout shifts from the moment the dialog is put on the page: what opening it moved.
	await page.addInitScript( () => {
		const record = { total: 0, openedAt: Infinity };
		Object.assign( window, { popupShifts: record } );
		new MutationObserver( () => {
			if (
				record.openedAt === Infinity &&
				document.querySelector( 'dialog.frontage-popup' )
			) {
				record.openedAt = performance.now();
			}
		} ).observe( document, { childList: true, subtree: true } );
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				if ( entry.startTime >= record.openedAt ) {
					record.total += (
						entry as unknown as { value: number }
					 ).value;
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
	await page.route( /\.woff2?(\?|$)/, ( route ) => route.abort() );
	await page.goto( target.link );
	await expectNoPopup( page );

	// The pointer leaves the window across its top edge.
	await page.mouse.move( 400, 300 );
	await page.mouse.move( 400, 10 );
	await page.evaluate( () =>
		document.dispatchEvent(
			new MouseEvent( 'mouseout', {
				clientX: 400,
				clientY: 5,
				relatedTarget: null,
				bubbles: true,
			} )
		)
	);
	await expect(
		page.getByRole( 'dialog', { name: 'Newsletter' } )
	).toBeVisible();
	expect(
		await page.evaluate(
			() =>
				( window as unknown as { popupShifts: { total: number } } )
					.popupShifts.total
		)
	).toBe( 0 );
} );

test( 'the logged_in rule holds back the roles it lists, not visitors', async ( {
	page,
	adminPage,
	rest,
} ) => {
	const target = await makePage( rest );
	await makePopup( rest, target.id, {
		triggers: { page_load: true, page_load_delay: 0 },
		timing: {
			logged_in: true,
			logged_in_users: 'custom',
			logged_in_roles: [ 'administrator' ],
		},
	} );

	await adminPage.goto( target.link );
	await expectNoPopup( adminPage );

	await page.goto( target.link );
	await expect(
		page.getByRole( 'dialog', { name: 'Newsletter' } )
	).toBeVisible();
} );

test( 'a page where no popup may show loads no popup code', async ( {
	page,
	rest,
} ) => {
	const target = await makePage( rest );
	const scripts: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'script' ) {
			scripts.push( request.url() );
		}
	} );
	await page.goto( target.link );
	expect( scripts.filter( ( url ) => url.includes( '/popups' ) ) ).toEqual(
		[]
	);
	await expect(
		page.locator( 'template[id^="frontage-popup-"]' )
	).toHaveCount( 0 );
} );

test( 'the demo’s newsletter popup opens on the Popups demo page', async ( {
	page,
} ) => {
	await page.goto( '/popups-demo/' );
	const dialog = page.getByRole( 'dialog', { name: 'Stay in the loop' } );
	await expect( dialog ).toBeVisible( { timeout: 8000 } );
	await dialog.getByRole( 'link', { name: 'Don’t show this again' } ).click();
	await expect( dialog ).toHaveCount( 0 );
} );
