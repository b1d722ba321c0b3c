/**
 * The file table as a person sees it at 1280 and 390 px (docs/files.md "Narrow tables", "The file
 * detail pop-up", "File-type icons", "No layout shift"): it fits a 620 px post column and a phone
 * without clipping or sideways scrolling, in both themes; the detail pop-up is centred across and
 * whole, does not move when its details arrive late, and embeds PDFs and images through the
 * file's inline address, which checks visibility like a download; every title has its type's
 * icon; the demo's file-library page does not shift.
 *
 * The library content is made by tests/e2e/files/fixtures/table-media.php through Frontage's
 * Library service; pages are made with the block through the REST API.
 */
import path from 'node:path';
import type { Locator, Page, Route } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	WIDTHS,
	expectInViewport,
	expectInside,
	expectNoSidewaysScroll,
	screenshotAt,
} from '../support/layout';
import { runSiteScript } from '../support/site-script';

interface MediaFile {
	id: number;
	title: string;
}

interface Media {
	category: { id: number; name: string };
	pdf: MediaFile;
	image: MediaFile;
	text: MediaFile;
	private: MediaFile;
}

interface CreatedPage {
	id: number;
	link: string;
}

const FIXTURE = path.join( __dirname, 'fixtures/table-media.php' );
const THEMES = [ 'default', 'ggd' ] as const;

let media: Media;
let created: CreatedPage[] = [];

/**
 * A page holding a File category block of the media category inside a 620 px column.
 *
 * @param rest      The REST client.
 * @param rest.post
 * @param theme     The table's theme.
 */
async function columnPage(
	rest: { post: < T >( route: string, data: unknown ) => Promise< T > },
	theme: string
): Promise< CreatedPage > {
	const block = `<!-- wp:frontage/file-category ${ JSON.stringify( {
		categoryId: media.category.id,
		theme,
	} ) } /-->`;
	const made = await rest.post< CreatedPage >( '/wp/v2/pages', {
		title: `Table in a column (${ theme })`,
		status: 'publish',
		content: `<!-- wp:group {"layout":{"type":"constrained","contentSize":"620px"}} --><div class="wp-block-group">${ block }</div><!-- /wp:group -->`,
	} );
	created.push( made );
	return made;
}

/**
 * The table's wrapper.
 *
 * @param page The page.
 */
function tableBlock( page: Page ): Locator {
	return page.locator( '.wp-block-frontage-file-category' );
}

/**
 * Nothing in the table is cut off: its scroll box holds it whole.
 *
 * @param page The page.
 */
async function expectNothingClipped( page: Page ): Promise< void > {
	const scroll = page.locator( '.frontage-file-table__scroll' );
	const { inner, outer } = await scroll.evaluate( ( element ) => ( {
		inner: element.scrollWidth,
		outer: element.clientWidth,
	} ) );
	expect( inner, 'the table is wider than its box' ).toBeLessThanOrEqual(
		outer
	);
}

interface Box {
	x: number;
	y: number;
	width: number;
	height: number;
}

/**
 * The open detail pop-up's box, its header's and its close button's.
 *
 * @param page The page.
 */
async function dialogBoxes(
	page: Page
): Promise< { dialog: Box; header: Box; close: Box } > {
	const dialog = page.locator(
		'dialog.frontage-file-table__dialog.is-detail[open]'
	);
	return {
		dialog: ( await dialog.boundingBox() )!,
		header: ( await dialog
			.locator( '.frontage-file-table__dialog-header' )
			.boundingBox() )!,
		close: ( await dialog
			.locator( '.frontage-file-table__dialog-close' )
			.boundingBox() )!,
	};
}

/**
 * Starts summing every layout shift from now on, those right after a click too (which CLS
 * forgives, but a person sees).
 *
 * @param page The page.
 */
async function watchAllShifts( page: Page ): Promise< void > {
	await page.evaluate( () => {
		const sum = window as unknown as { allShifts: number };
		sum.allShifts = 0;
		new PerformanceObserver( ( entries ) => {
			for ( const entry of entries.getEntries() as Array<
				PerformanceEntry & { value: number }
			> ) {
				sum.allShifts += entry.value;
			}
		} ).observe( { type: 'layout-shift' } );
	} );
}

/**
 * The layout shifts summed since watchAllShifts(), once two more frames were drawn.
 *
 * @param page The page.
 */
async function allShifts( page: Page ): Promise< number > {
	return page.evaluate(
		() =>
			new Promise< number >( ( resolve ) =>
				requestAnimationFrame( () =>
					requestAnimationFrame( () =>
						resolve(
							( window as unknown as { allShifts: number } )
								.allShifts
						)
					)
				)
			)
	);
}

/**
 * Opens a file's detail pop-up whose details arrive late: its boxes when first painted (still
 * loading) and once the details are in.
 *
 * @param page  The page.
 * @param title The file's title.
 */
async function openLate( page: Page, title: string ) {
	await page.getByRole( 'link', { name: title, exact: true } ).click();
	const dialog = page.getByRole( 'dialog', { name: title } );
	await expect( dialog ).toHaveAttribute( 'aria-busy', 'true' );
	await expect( dialog ).toContainText( 'Loading' );
	const first = await dialogBoxes( page );
	await expect(
		dialog.getByRole( 'link', { name: 'Download' } )
	).toBeVisible();
	await expect( dialog ).not.toHaveAttribute( 'aria-busy' );
	return { dialog, first, answered: await dialogBoxes( page ) };
}

/**
 * The pop-up, its header and its close button are where they were first drawn.
 *
 * @param first The boxes when first painted.
 * @param now   The boxes now.
 */
function expectStill(
	first: Awaited< ReturnType< typeof dialogBoxes > >,
	now: Awaited< ReturnType< typeof dialogBoxes > >
): void {
	expect( now.dialog.x, 'the pop-up moved sideways' ).toBeCloseTo(
		first.dialog.x,
		0
	);
	expect( now.dialog.y, 'the pop-up’s top moved' ).toBeCloseTo(
		first.dialog.y,
		0
	);
	expect( now.header.y, 'the header moved' ).toBeCloseTo( first.header.y, 0 );
	expect( now.close.x, 'the close button moved' ).toBeCloseTo(
		first.close.x,
		0
	);
	expect( now.close.y, 'the close button moved' ).toBeCloseTo(
		first.close.y,
		0
	);
}

/**
 * The pop-up is centred across the window and whole inside it.
 *
 * @param page   The page.
 * @param dialog The pop-up.
 */
async function expectCentredAcross(
	page: Page,
	dialog: Locator
): Promise< void > {
	const box = ( await dialog.boundingBox() )!;
	const right = page.viewportSize()!.width - box.x - box.width;
	expect( Math.abs( box.x - right ) ).toBeLessThanOrEqual( 2 );
	await expectInViewport( page, dialog );
}

test.beforeAll( () => {
	media = runSiteScript< Media >( FIXTURE, 'setup', {} );
} );

test.afterEach( async ( { rest } ) => {
	for ( const { id } of created ) {
		await rest.delete( `/wp/v2/pages/${ id }?force=true` );
	}
	created = [];
} );

test.afterAll( () => {
	runSiteScript( FIXTURE, 'teardown', {
		files: [
			media.pdf.id,
			media.image.id,
			media.text.id,
			media.private.id,
		],
		categories: [ media.category.id ],
	} );
} );

for ( const width of WIDTHS ) {
	test.describe( `at ${ width.name }`, () => {
		test.use( { viewport: { width: width.width, height: width.height } } );

		for ( const theme of THEMES ) {
			test( `a ${ theme } table fits its column: nothing clipped, no sideways scroll, the menu works, Download reachable`, async ( {
				page,
				rest,
				checkA11y,
			}, testInfo ) => {
				const made = await columnPage( rest, theme );
				await page.goto( made.link );
				const block = tableBlock( page );
				await expect( block ).toBeVisible();
				expect(
					( await block.boundingBox() )!.width
				).toBeLessThanOrEqual( 620.5 );

				await expectNoSidewaysScroll( page );
				await expectNothingClipped( page );
				for ( const button of await block
					.getByRole( 'link', { name: /^Download / } )
					.all() ) {
					await expect( button ).toBeVisible();
					await expectInside( button, block );
				}
				// A narrow table leaves the optional columns out until asked for.
				await expect(
					page.getByRole( 'columnheader', { name: 'Version' } )
				).toBeHidden();
				await screenshotAt( page, testInfo, `${ theme } table` );

				// Asked for, a column comes back, and still nothing overflows.
				await page.getByRole( 'button', { name: 'Columns' } ).click();
				const list = page.getByRole( 'list', { name: 'Columns' } );
				await expectInViewport( page, list );
				await list.getByRole( 'checkbox', { name: 'Version' } ).check();
				await page.keyboard.press( 'Escape' );
				await expect(
					page.locator( 'td[headers$="-col-version"]' ).first()
				).toBeVisible();
				await expectNoSidewaysScroll( page );
				await expectNothingClipped( page );
				await checkA11y( page, {
					include: '.wp-block-frontage-file-category',
				} );
			} );
		}

		test( 'the detail pop-up is centred across and whole, and embeds the PDF and the image', async ( {
			page,
			rest,
			checkA11y,
		}, testInfo ) => {
			for ( const theme of [ 'ggd', 'preview' ] ) {
				const made = await columnPage( rest, theme );
				await page.goto( made.link );
				const viewport = page.viewportSize()!;

				await page
					.getByRole( 'link', { name: media.pdf.title, exact: true } )
					.click();
				const dialog = page.getByRole( 'dialog', {
					name: media.pdf.title,
				} );
				const frame = dialog.locator(
					'object[type="application/pdf"]'
				);
				await expect( frame ).toHaveAttribute(
					'data',
					new RegExp( `frontage_download=${ media.pdf.id }&inline=1` )
				);
				await expect( frame ).toHaveAttribute(
					'title',
					`Preview of ${ media.pdf.title }`
				);
				await expectInViewport( page, dialog );
				const box = ( await dialog.boundingBox() )!;
				const left = box.x;
				const right = viewport.width - box.x - box.width;
				expect( Math.abs( left - right ) ).toBeLessThanOrEqual( 2 );
				// Its top hangs 8% of the window down (1 to 4 rem), whatever it holds.
				expect( box.y ).toBeCloseTo(
					Math.min( 64, Math.max( 16, viewport.height * 0.08 ) ),
					0
				);
				await expectInside( frame, dialog );
				await expectInside(
					dialog.getByRole( 'link', { name: 'Download' } ),
					dialog
				);
				await screenshotAt(
					page,
					testInfo,
					`${ theme } detail pop-up`
				);
				await page.keyboard.press( 'Escape' );

				await page
					.getByRole( 'link', {
						name: media.image.title,
						exact: true,
					} )
					.click();
				const image = page
					.getByRole( 'dialog', { name: media.image.title } )
					.getByRole( 'img', {
						name: `Preview of ${ media.image.title }`,
					} );
				await expect( image ).toHaveAttribute(
					'src',
					new RegExp(
						`frontage_download=${ media.image.id }&inline=1`
					)
				);
				await expect
					.poll( () =>
						image.evaluate(
							( element ) =>
								( element as HTMLImageElement ).naturalWidth
						)
					)
					.toBe( 2 );
				// (Not with the PDF open: axe would judge the browser's own PDF viewer.)
				await checkA11y( page, {
					include: '.wp-block-frontage-file-category',
				} );
				await page.keyboard.press( 'Escape' );

				// A text file has no preview.
				await page
					.getByRole( 'link', {
						name: media.text.title,
						exact: true,
					} )
					.click();
				const text = page.getByRole( 'dialog', {
					name: media.text.title,
				} );
				await expect(
					text.getByRole( 'link', { name: 'Download' } )
				).toBeVisible();
				await expect(
					text.locator( 'object, iframe, img' )
				).toHaveCount( 0 );
				await page.keyboard.press( 'Escape' );
			}
		} );

		test( 'the detail pop-up does not move when its details and preview arrive late', async ( {
			page,
			rest,
		}, testInfo ) => {
			const made = await columnPage( rest, 'ggd' );
			// The real answers, held back as on a slow connection: the details 1.5 s, the
			// image's bytes 1 s more.
			const late = ( ms: number ) => async ( route: Route ) => {
				await new Promise( ( resolve ) => setTimeout( resolve, ms ) );
				await route.continue();
			};
			await page.route( /[?&]task=file\.display(&|$)/, late( 1500 ) );
			await page.route( /[?&]inline=1(&|$)/, late( 2500 ) );
			await page.goto( made.link );
			await expect(
				tableBlock( page ).and( page.locator( '.is-enhanced' ) )
			).toBeVisible();
			await watchAllShifts( page );

			const pdf = await openLate( page, media.pdf.title );
			expectStill( pdf.first, pdf.answered );
			await expectCentredAcross( page, pdf.dialog );
			// The viewport only: a whole-page screenshot would count as a shift (screenshotAt()).
			await screenshotAt( page, testInfo, 'detail pop-up, PDF', {
				fullPage: false,
			} );
			await page.keyboard.press( 'Escape' );
			await expect( pdf.dialog ).toBeHidden();

			const image = await openLate( page, media.image.title );
			const download = image.dialog.getByRole( 'link', {
				name: 'Download',
			} );
			const downloadAt = ( await download.boundingBox() )!;
			await expect
				.poll( () =>
					image.dialog
						.getByRole( 'img' )
						.evaluate(
							( element ) =>
								( element as HTMLImageElement ).naturalWidth
						)
				)
				.toBe( 2 );
			// The image came after the details: nothing moved for it either.
			expectStill( image.first, image.answered );
			expectStill( image.first, await dialogBoxes( page ) );
			expect( ( await download.boundingBox() )!.y ).toBeCloseTo(
				downloadAt.y,
				0
			);
			await expectCentredAcross( page, image.dialog );
			// The viewport only: a whole-page screenshot would count as a shift (screenshotAt()).
			await screenshotAt( page, testInfo, 'detail pop-up, image', {
				fullPage: false,
			} );
			await page.keyboard.press( 'Escape' );

			// What a person sees move, the shifts right after the clicks included.
			expect( await allShifts( page ) ).toBeLessThan( 0.01 );
		} );

		test( 'every file title has its type’s icon, drawn and hidden from screen readers', async ( {
			page,
			rest,
		} ) => {
			const made = await columnPage( rest, 'default' );
			await page.goto( made.link );
			for ( const [ file, family ] of [
				[ media.pdf, 'pdf' ],
				[ media.image, 'image' ],
				[ media.text, 'text' ],
			] as const ) {
				const cell = page
					.getByRole( 'row' )
					.filter( { hasText: file.title } )
					.locator( 'td[headers$="-col-title"]' );
				const icon = cell.locator( '.frontage-file-icon' );
				await expect( icon ).toHaveClass(
					new RegExp( `is-${ family }` )
				);
				await expect( icon ).toHaveAttribute( 'aria-hidden', 'true' );
				const box = ( await icon.boundingBox() )!;
				expect( box.width ).toBeGreaterThan( 8 );
				expect( box.height ).toBeGreaterThan( 10 );
				await expectInside( icon, cell );
			}
			const colours = await page
				.locator( '.frontage-file-icon' )
				.evaluateAll( ( icons ) =>
					icons.map(
						( icon ) => getComputedStyle( icon ).backgroundColor
					)
				);
			expect( new Set( colours ).size ).toBe( 3 );
		} );

		test( 'the demo’s file-library page does not shift while its scripts run', async ( {
			page,
		} ) => {
			await page.addInitScript( () => {
				( window as unknown as { shift: number } ).shift = 0;
				new PerformanceObserver( ( entries ) => {
					for ( const entry of entries.getEntries() as Array<
						PerformanceEntry & {
							value: number;
							hadRecentInput: boolean;
						}
					> ) {
						if ( ! entry.hadRecentInput ) {
							( window as unknown as { shift: number } ).shift +=
								entry.value;
						}
					}
				} ).observe( { type: 'layout-shift', buffered: true } );
			} );
			// The theme's web fonts are kept out: when they swap in they move every line of any
			// page, a plain one too, and that is the theme's doing; what is left is Frontage's.
			await page.route( /\.(woff2?|ttf|otf)(\?.*)?$/, ( route ) =>
				route.abort()
			);
			await page.goto( '/file-library/', { waitUntil: 'load' } );
			// Every table's script has run, and two frames were drawn since.
			const tables = page.locator( '.wp-block-frontage-file-category' );
			await expect( tables.first() ).toBeVisible();
			await expect(
				page.locator( '.wp-block-frontage-file-category.is-enhanced' )
			).toHaveCount( await tables.count() );
			await page.evaluate(
				() =>
					new Promise( ( resolve ) =>
						requestAnimationFrame( () =>
							requestAnimationFrame( resolve )
						)
					)
			);
			const shift = await page.evaluate(
				() => ( window as unknown as { shift: number } ).shift
			);
			expect( shift ).toBeLessThan( 0.01 );
		} );
	} );
}

test( 'the inline address shows only files the visitor may see', async ( {
	page,
	adminPage,
} ) => {
	const inline = ( id: number | string ) =>
		`/?frontage_download=${ id }&inline=1`;

	const pdf = await page.request.get( inline( media.pdf.id ) );
	expect( pdf.status() ).toBe( 200 );
	expect( pdf.headers()[ 'content-disposition' ] ).toMatch( /^inline;/ );
	expect( pdf.headers()[ 'content-type' ] ).toBe( 'application/pdf' );

	for ( const id of [ media.private.id, 0, 'abc', 99999999 ] ) {
		const hidden = await page.request.get( inline( id ) );
		expect( hidden.status(), `inline ${ id }` ).toBe( 404 );
	}
	// The pop-up's details give no inline address for what the visitor may not see either.
	const details = await page.request.get(
		`/wp-admin/admin-ajax.php?action=wpfd&task=file.display&view=file&id=${ media.private.id }`
	);
	expect( details.status() ).toBe( 404 );
	expect( JSON.stringify( await details.json() ) ).not.toContain(
		'inline=1'
	);

	// Someone who may see the private file gets its preview.
	const own = await adminPage.request.get( inline( media.private.id ) );
	expect( own.status() ).toBe( 200 );
	expect( own.headers()[ 'content-disposition' ] ).toMatch( /^inline;/ );
} );
