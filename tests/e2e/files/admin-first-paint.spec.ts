/**
 * Frontage → Files shows its first files at first paint, as core's Posts list does (issue 18,
 * docs/files.md "The Files screen"): the server prints the category tree and the opening
 * category's first page into the mount point (escaped), visible but inert and marked busy until
 * the app mounts; the app then replaces it with its own rows — no flash (a file row is on the
 * page from first paint on), nothing moves (the same boxes, layout shift < 0.01) — and those
 * rows work (Edit opens the file).
 */
import type { Locator, Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	WIDTHS,
	expectNoSidewaysScroll,
	screenshotAt,
} from '../support/layout';

const PAGE = '/wp-admin/admin.php?page=wpfd';
const ROOT = '#frontage-files-admin';
const APP_SCRIPT = /\/build\/files\/admin\/index\.js/;

interface ApiFile {
	id: number;
	title: string;
}

interface ApiCategory {
	id: number;
	name: string;
}

/** What the page records from its first byte: layout shifts, and rows that went missing. */
interface FirstPaintRecord {
	shifts: number[];
	rowsSeen: boolean;
	rowsLost: number;
}

declare global {
	interface Window {
		frontageFirstPaint?: FirstPaintRecord;
	}
}

/**
 * Records, from the document's start, each layout shift (as CLS counts them) and whether the
 * file rows ever vanish once shown (a loading state between the server's rows and the app's).
 */
function recordFirstPaint(): void {
	const record: FirstPaintRecord = {
		shifts: [],
		rowsSeen: false,
		rowsLost: 0,
	};
	window.frontageFirstPaint = record;
	new PerformanceObserver( ( list ) => {
		for ( const entry of list.getEntries() as Array<
			PerformanceEntry & { value: number; hadRecentInput: boolean }
		> ) {
			if ( ! entry.hadRecentInput ) {
				record.shifts.push( entry.value );
			}
		}
	} ).observe( { type: 'layout-shift', buffered: true } );
	new MutationObserver( () => {
		const rows = document.querySelector(
			'#frontage-files-admin tr[id^="frontage-files-file-"]'
		);
		if ( rows ) {
			record.rowsSeen = true;
		} else if ( record.rowsSeen ) {
			record.rowsLost++;
		}
	} ).observe( document, { childList: true, subtree: true } );
}

/**
 * Text as the server's esc_html() prints it.
 *
 * @param text Plain text.
 */
function escaped( text: string ): string {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' )
		.replace( /"/g, '&quot;' )
		.replace( /'/g, '&#039;' );
}

/**
 * The parts of the screen whose places must not change when the app takes over.
 *
 * @param page  The Files screen.
 * @param title The first file's title.
 */
function landmarks( page: Page, title: string ): Record< string, Locator > {
	const root = page.locator( ROOT );
	return {
		'first row': root.locator( 'tbody tr' ).first(),
		'first title': root.locator( 'tbody tr strong' ).first(),
		'All files': root.locator( '.frontage-files__tree-row.is-root' ),
		'selected category': root.locator(
			'.frontage-files__tree-row.is-selected'
		),
		'search field': root.locator( '.frontage-files__list-tools input' ),
		'table head': root.locator( '.frontage-files__table thead' ),
		'upload area': root.locator( '.frontage-files__upload-area' ),
		'new category': root.locator( '.frontage-files__add-category' ),
		'list heading': root.getByRole( 'heading', { name: title } ),
	};
}

/**
 * Every landmark's box.
 *
 * @param parts The landmarks.
 */
async function boxes(
	parts: Record< string, Locator >
): Promise< Record< string, number[] > > {
	const found: Record< string, number[] > = {};
	for ( const [ name, locator ] of Object.entries( parts ) ) {
		const box = await locator.boundingBox();
		expect( box, `${ name } has a box` ).not.toBeNull();
		found[ name ] = [ box!.x, box!.y, box!.width, box!.height ];
	}
	return found;
}

let run = '';
let category: ApiCategory;
let file: ApiFile;

test.beforeEach( async ( { adminPage: page, rest } ) => {
	run = `fp${ Date.now().toString( 36 ) }`;
	category = await rest.post< ApiCategory >( '/frontage/v1/categories', {
		name: `First paint ${ run }`,
	} );
	await page.goto( PAGE );
	const nonce = await page.evaluate(
		() => window.frontageFilesAdmin?.nonce ?? ''
	);
	const response = await page.request.post( '/wp-json/frontage/v1/files', {
		headers: { 'X-WP-Nonce': nonce },
		multipart: {
			file: {
				name: `paint-${ run }.txt`,
				mimeType: 'text/plain',
				buffer: Buffer.from( 'First paint notes.\n' ),
			},
			category: String( category.id ),
			status: 'publish',
		},
	} );
	expect( response.status(), await response.text() ).toBe( 201 );
	const made = ( await response.json() ) as ApiFile;
	// A title that needs escaping, to see the server print it as text.
	file = await rest.put< ApiFile >( `/frontage/v1/files/${ made.id }`, {
		title: `Q&A “notes” ${ run }`,
	} );
} );

test.afterEach( async ( { rest } ) => {
	await rest.delete( `/frontage/v1/files/${ file.id }` );
	await rest.delete( `/frontage/v1/categories/${ category.id }` );
} );

test( 'the first files are in the HTML the server sends, escaped, inside the busy mount point', async ( {
	adminPage: page,
} ) => {
	// The page as the server sends it, with the administrator's cookies, before any script.
	const response = await page.request.get(
		`${ PAGE }&category=${ category.id }`
	);
	expect( response.status() ).toBe( 200 );
	const html = await response.text();
	const mount = html.slice(
		html.indexOf( '<div id="frontage-files-admin"' ),
		html.indexOf( '<!-- wpbody-content -->' )
	);
	expect( mount ).toContain(
		'<div id="frontage-files-admin" aria-busy="true">'
	);
	const row = new RegExp(
		`<tr id="frontage-files-file-${ file.id }"[^>]*>.*?</tr>`,
		's'
	).exec( mount );
	expect(
		row,
		'the first file’s row is in the server’s HTML'
	).not.toBeNull();
	expect( row![ 0 ] ).toContain(
		`<strong>${ escaped( file.title ) }</strong>`
	);
	expect( row![ 0 ] ).not.toContain( 'Q&A' );
	// The category is selected in the printed tree, and a plain link to itself.
	expect( mount ).toMatch(
		new RegExp(
			`<a class="components-button frontage-files__tree-button" href="[^"]*category=${ category.id }[^"]*" aria-current="true">`
		)
	);
} );

for ( const width of WIDTHS ) {
	test( `the server’s first view is replaced by the app without a flash or a move at ${ width.name }`, async ( {
		adminPage: page,
		checkA11y,
	}, testInfo ) => {
		await page.setViewportSize( width );
		const address = `${ PAGE }&category=${ category.id }`;
		const parts = landmarks( page, `First paint ${ run }` );

		// The server's view alone (the app's script never arrives): visible, busy, inert.
		await page.route( APP_SCRIPT, ( route ) => route.abort() );
		await page.goto( address );
		const root = page.locator( ROOT );
		await expect( root ).toHaveAttribute( 'aria-busy', 'true' );
		const row = root.locator( `#frontage-files-file-${ file.id }` );
		await expect( row ).toBeVisible();
		await expect( row.locator( 'strong' ) ).toHaveText( file.title );
		// Its controls wait for the app: inert (no focus, no click, left out for screen
		// readers), so no one reaches a button that does nothing yet.
		const serverEdit = row.getByText( 'Edit', { exact: true } );
		await expect( serverEdit ).toHaveAttribute( 'inert', '' );
		expect(
			await serverEdit.evaluate( ( button: HTMLElement ) => {
				button.focus();
				return button.ownerDocument.activeElement === button;
			} )
		).toBe( false );
		// Links work as links.
		await expect(
			page.getByRole( 'link', { name: `Download “${ file.title }”` } )
		).toHaveAttribute( 'href', /frontage_download=/ );
		await expectNoSidewaysScroll( page );
		const before = await boxes( parts );
		await screenshotAt(
			page,
			testInfo,
			'Files screen as the server sends it'
		);
		await page.unroute( APP_SCRIPT );

		// The whole load, recorded from the first byte.
		await page.addInitScript( recordFirstPaint );
		await page.goto( address );
		await expect( root ).not.toHaveAttribute( 'aria-busy', /.*/ );
		const edit = page.getByRole( 'button', {
			name: `Edit “${ file.title }”`,
		} );
		await expect( edit ).toBeVisible();
		await page.waitForTimeout( 500 );
		const after = await boxes( parts );
		for ( const [ name, box ] of Object.entries( before ) ) {
			box.forEach( ( value, index ) =>
				expect(
					Math.abs( after[ name ][ index ] - value ),
					`${ name } keeps its place (${ box.join( ', ' ) } → ${ after[
						name
					].join( ', ' ) })`
				).toBeLessThanOrEqual( 1 )
			);
		}
		const record = await page.evaluate( () => window.frontageFirstPaint! );
		expect( record.rowsSeen ).toBe( true );
		expect(
			record.rowsLost,
			'the rows never gave way to a loading state'
		).toBe( 0 );
		const shift = record.shifts.reduce( ( sum, value ) => sum + value, 0 );
		expect( shift, 'cumulative layout shift' ).toBeLessThan( 0.01 );
		await screenshotAt(
			page,
			testInfo,
			'Files screen after the app mounted'
		);
		await checkA11y( page, { include: ROOT } );

		// The rows are the app's now: Edit opens the file, Escape closes it.
		await edit.click();
		const dialog = page.getByRole( 'dialog', {
			name: `Edit “${ file.title }”`,
		} );
		await expect( dialog ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( edit ).toBeFocused();
	} );
}
