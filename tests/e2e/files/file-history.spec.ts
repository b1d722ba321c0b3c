/**
 * A file's history in Frontage → Files (docs/files.md "Versions", "Download statistics"): an
 * owner replaces a file, finds the previous one under "Earlier versions" in the edit dialog and
 * restores it; the dialog charts the file's downloads per day with the numbers spoken and in a
 * table. At 1280 and 390 px, boxes asserted, axe clean.
 */
import {
	request,
	type APIRequestContext,
	type Locator,
	type Page,
} from '@playwright/test';

import { ADMIN_STATE } from '../../../playwright.config';
import { test, expect } from '../support/fixtures';
import {
	WIDTHS,
	expectInViewport,
	expectInside,
	expectNoSidewaysScroll,
	screenshotAt,
} from '../support/layout';

const PAGE = '/wp-admin/admin.php?page=wpfd';
const ROOT = '#frontage-files-admin';

interface ApiFile {
	id: number;
	title: string;
	name: string;
	size: number;
	version: string;
}

/** A word unique to this run, in every name the spec makes. */
let run = '';
/** The administrator's REST session, for multipart uploads (the rest fixture sends JSON). */
let api: APIRequestContext;
let nonce = '';

test.beforeEach( async ( { baseURL } ) => {
	run = `hist${ Date.now().toString( 36 ) }`;
	api = await request.newContext( { baseURL, storageState: ADMIN_STATE } );
	nonce = (
		await (
			await api.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
		).text()
	).trim();
} );

test.afterEach( async ( { rest } ) => {
	const files = await rest.get< ApiFile[] >(
		`/frontage/v1/files?search=${ run }&per_page=100`
	);
	for ( const file of files ) {
		await rest.delete( `/frontage/v1/files/${ file.id }` );
	}
	const categories = await rest.get< Array< { id: number; name: string } > >(
		'/frontage/v1/categories'
	);
	for ( const category of categories.filter( ( c ) =>
		c.name.includes( run )
	) ) {
		await rest.delete( `/frontage/v1/categories/${ category.id }` );
	}
	await api.dispose();
} );

/**
 * Uploads a text file through POST /frontage/v1/files.
 *
 * @param name     File name.
 * @param text     Contents.
 * @param category Its category.
 * @param version  Its version label.
 */
async function uploadFile(
	name: string,
	text: string,
	category: number,
	version: string
): Promise< ApiFile > {
	const response = await api.post( '/wp-json/frontage/v1/files', {
		headers: { 'X-WP-Nonce': nonce },
		multipart: {
			file: { name, mimeType: 'text/plain', buffer: Buffer.from( text ) },
			title: `Handbook ${ run }`,
			category: String( category ),
			version,
		},
	} );
	expect( response.status(), await response.text() ).toBe( 201 );
	return ( await response.json() ) as ApiFile;
}

/**
 * The dialog lies inside the viewport and nothing in it scrolls sideways.
 *
 * @param page   The page.
 * @param dialog The dialog.
 */
async function expectDialogFits( page: Page, dialog: Locator ) {
	await expectInViewport( page, dialog );
	const overflow = await dialog
		.locator( '.components-modal__content' )
		.evaluate( ( content ) => content.scrollWidth - content.clientWidth );
	expect( overflow, 'the dialog scrolls sideways' ).toBeLessThanOrEqual( 0 );
}

/**
 * The edit dialog of the run's file, opened from its row.
 *
 * @param page The Files screen.
 */
async function openEditDialog( page: Page ) {
	await page
		.locator( ROOT )
		.getByRole( 'button', { name: `Edit “Handbook ${ run }”` } )
		.click();
	const dialog = page.getByRole( 'dialog', {
		name: `Edit “Handbook ${ run }”`,
	} );
	await expect( dialog ).toBeVisible();
	return dialog;
}

for ( const width of WIDTHS ) {
	test( `replace, find the earlier version and restore it at ${ width.name }`, async ( {
		adminPage: page,
		rest,
		checkA11y,
	}, testInfo ) => {
		// A long journey through the admin: over 30 s on a loaded machine.
		test.slow();
		await page.setViewportSize( width );
		const category = await rest.post< { id: number } >(
			'/frontage/v1/categories',
			{ name: `History ${ run }` }
		);
		const file = await uploadFile(
			`handbook-${ run }-v1.txt`,
			'The first handbook.\n',
			category.id,
			'1.0'
		);
		await page.goto( `${ PAGE }&category=${ category.id }` );

		// Replace through the row's button, as an owner does.
		const chooser = page.waitForEvent( 'filechooser' );
		await page
			.locator( ROOT )
			.getByRole( 'button', {
				name: `Replace the file of “Handbook ${ run }”`,
			} )
			.click();
		await (
			await chooser
		).setFiles( {
			name: `handbook-${ run }-v2.txt`,
			mimeType: 'text/plain',
			buffer: Buffer.from( 'The second handbook, with a new chapter.\n' ),
		} );
		await expect(
			page
				.locator(
					`${ ROOT } .frontage-files__notices .components-notice`
				)
				.filter( {
					hasText: `The file of “Handbook ${ run }” was replaced.`,
				} )
		).toBeVisible();
		// The finished upload's row is the upload list's; at 390 px it is wider than the
		// screen (reported to its owner): out of the way, so this checks the dialog alone.
		await page
			.locator( ROOT )
			.getByRole( 'button', { name: `Dismiss handbook-${ run }-v2.txt` } )
			.click();

		const dialog = await openEditDialog( page );
		await dialog
			.getByRole( 'button', { name: 'Earlier versions' } )
			.click();
		const item = dialog.locator( '.frontage-files__version' );
		await expect( item ).toHaveCount( 1 );
		await expect( item ).toContainText( `handbook-${ run }-v1.txt` );
		await expect( item ).toContainText( '20 B' );
		await expect( item ).toContainText( 'version 1.0' );
		await expect( item ).toContainText( /replaced .+ by \S+/ );

		const restore = dialog.getByRole( 'button', {
			name: `Restore “handbook-${ run }-v1.txt”`,
		} );
		await item.scrollIntoViewIfNeeded();
		await expectNoSidewaysScroll( page );
		await expectDialogFits( page, dialog );
		await expectInside( item, dialog );
		await expectInside( restore, dialog );
		await expectInViewport( page, restore );
		await checkA11y( page, { include: '.components-modal__frame' } );
		await screenshotAt( page, testInfo, 'earlier versions' );

		await restore.click();
		await expect(
			dialog.locator( '.components-notice' ).filter( {
				hasText: `“handbook-${ run }-v1.txt” is the file again.`,
			} )
		).toBeVisible();
		await expect( item ).toHaveCount( 1 );
		await expect( item ).toContainText( `handbook-${ run }-v2.txt` );
		await expect(
			dialog.getByLabel( 'Version', { exact: true } )
		).toHaveValue( '1.0' );
		const after = await rest.get< ApiFile >(
			`/frontage/v1/files/${ file.id }`
		);
		expect( after ).toMatchObject( {
			id: file.id,
			name: `handbook-${ run }-v1.txt`,
			size: 20,
			version: '1.0',
		} );
		const download = await page.request.get(
			`/?frontage_download=${ file.id }`
		);
		expect( await download.text() ).toBe( 'The first handbook.\n' );

		// Delete the earlier version, after a second click.
		await dialog
			.getByRole( 'button', {
				name: `Delete the earlier version “handbook-${ run }-v2.txt”`,
			} )
			.click();
		await expect( item ).toContainText( 'Delete for good?' );
		await item
			.getByRole( 'button', { name: 'Delete', exact: true } )
			.click();
		await expect( item ).toHaveCount( 0 );
		await expect( dialog ).toContainText( 'No earlier versions.' );
		await checkA11y( page, { include: '.components-modal__frame' } );
	} );

	test( `the dialog charts the file’s downloads per day at ${ width.name }`, async ( {
		adminPage: page,
		browser,
		rest,
		checkA11y,
	}, testInfo ) => {
		await page.setViewportSize( width );
		const category = await rest.post< { id: number } >(
			'/frontage/v1/categories',
			{ name: `Counted ${ run }` }
		);
		const file = await uploadFile(
			`counted-${ run }.txt`,
			'Counted downloads.\n',
			category.id,
			''
		);
		// Three downloads by a visitor.
		const visitor = await browser.newContext();
		for ( let i = 0; i < 3; i++ ) {
			const response = await visitor.request.get(
				`/?frontage_download=${ file.id }`
			);
			expect( response.status() ).toBe( 200 );
		}
		await visitor.close();

		await page.goto( `${ PAGE }&category=${ category.id }` );
		const dialog = await openEditDialog( page );
		await dialog.getByRole( 'button', { name: 'Downloads' } ).click();

		const chart = dialog.getByRole( 'img', {
			name: /^Downloads per day from .+: 3 downloads in all; most on .+ \(3\)\.$/,
		} );
		await expect( chart ).toBeVisible();
		await expect(
			dialog.getByText( '3 downloads in the last 30 days, 3 in all.' )
		).toBeVisible();
		await expect( chart.locator( 'rect' ) ).toHaveCount( 1 );
		const bar = chart.locator( 'rect' );
		const [ barBox, chartBox ] = [
			await bar.boundingBox(),
			await chart.boundingBox(),
		];
		// Today's bar: the last one, full height, at the right end.
		expect( barBox!.x + barBox!.width ).toBeGreaterThan(
			chartBox!.x + chartBox!.width * 0.95
		);
		expect( barBox!.height ).toBeGreaterThan( chartBox!.height * 0.95 );

		await dialog.getByText( 'Show the numbers' ).click();
		const table = dialog.getByRole( 'table', {
			name: 'Days with downloads',
		} );
		await expect( table.getByRole( 'row' ) ).toHaveCount( 2 );
		await expect( table.getByRole( 'row' ).nth( 1 ) ).toContainText( '3' );

		await dialog.getByLabel( 'Period' ).selectOption( '90' );
		await expect(
			dialog.getByText( '3 downloads in the last 90 days, 3 in all.' )
		).toBeVisible();

		await chart.scrollIntoViewIfNeeded();
		await expectNoSidewaysScroll( page );
		await expectDialogFits( page, dialog );
		await expectInside( chart, dialog );
		await expectInViewport( page, chart );
		await table.scrollIntoViewIfNeeded();
		await expectInside( table, dialog );
		await checkA11y( page, { include: '.components-modal__frame' } );
		await screenshotAt( page, testInfo, 'downloads chart' );
	} );
}
