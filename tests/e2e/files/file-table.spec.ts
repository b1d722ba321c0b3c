/**
 * The File category block as a visitor meets it: a server-rendered table of a category's files
 * that sorts and pages through links, a column menu (docs/files.md "The file table") by mouse and keyboard, the
 * description pop-up from "view more", the download-selected button and its zip call (docs/files.md
 * "Zips of selected files"), the detail pop-up of the ggd theme (file.display), and a restricted category that shows
 * a visitor nothing.
 *
 * The library content is made by tests/e2e/files/fixtures/blocks-library.php through Frontage's
 * Library service; pages are made with the block through the REST API.
 */
import path from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { runSiteScript } from '../support/site-script';

interface LibraryFile {
	id: number;
	title: string;
	size: number;
}

interface Library {
	category: { id: number; name: string };
	files: LibraryFile[];
	hidden: { id: number; name: string };
	hiddenFile: LibraryFile;
}

interface CreatedPage {
	id: number;
	link: string;
}

const FIXTURE = path.join( __dirname, 'fixtures/blocks-library.php' );
const FILE_COUNT = 23;
const PER_PAGE = 10;

/**
 * Runs the fixture script on the site under test and returns its JSON answer.
 *
 * @param command setup or teardown.
 * @param input   Its JSON argument.
 */
function site< T >( command: string, input: unknown ): T {
	return runSiteScript< T >( FIXTURE, command, input );
}

/**
 * The block's markup as the editor saves it.
 *
 * @param attributes The block's attributes.
 */
function tableBlock( attributes: Record< string, unknown > ): string {
	return `<!-- wp:frontage/file-category ${ JSON.stringify( attributes ) } /-->`;
}

/**
 * The titles of the table's rows, in order.
 *
 * @param page The page.
 */
function rowTitles( page: Page ): Promise< string[] > {
	return page.locator( '.frontage-file-table__title-link' ).allTextContents();
}

/**
 * A column's header cell.
 *
 * @param page  The page.
 * @param label The header's text.
 */
function header( page: Page, label: string ): Locator {
	return page.getByRole( 'columnheader', { name: label, exact: true } );
}

/**
 * Whether focus is inside an element.
 *
 * @param locator The element.
 */
function holdsFocus( locator: Locator ): Promise< boolean > {
	return locator.evaluate( ( element ) =>
		element.contains( element.ownerDocument.activeElement )
	);
}

let library: Library;
let created: CreatedPage[] = [];

test.beforeAll( () => {
	library = site< Library >( 'setup', { files: FILE_COUNT } );
} );

test.afterEach( async ( { rest } ) => {
	for ( const { id } of created ) {
		await rest.delete( `/wp/v2/pages/${ id }?force=true` );
	}
	created = [];
} );

test.afterAll( () => {
	site( 'teardown', {
		files: [
			...library.files.map( ( { id } ) => id ),
			library.hiddenFile.id,
		],
		categories: [ library.category.id, library.hidden.id ],
	} );
} );

test.describe( 'File category block', () => {
	let tablePage: CreatedPage;

	test.beforeEach( async ( { rest } ) => {
		tablePage = await rest.post< CreatedPage >( '/wp/v2/pages', {
			title: 'File table test',
			status: 'publish',
			// Wide, as the demo places it: every column shows. A table in a post column folds its
			// optional columns away (file-table-layout.spec.ts).
			content: tableBlock( {
				categoryId: library.category.id,
				perPage: PER_PAGE,
				align: 'wide',
			} ),
		} );
		created.push( tablePage );
	} );

	test( 'lists the category’s files and pages through them by links @package', async ( {
		page,
	} ) => {
		await page.goto( tablePage.link );

		const table = page.getByRole( 'table', {
			name: `Files in ${ library.category.name }`,
		} );
		await expect( table ).toBeVisible();
		await expect( table.locator( 'tbody tr' ) ).toHaveCount( PER_PAGE );
		expect( await rowTitles( page ) ).toEqual(
			library.files.slice( 0, PER_PAGE ).map( ( { title } ) => title )
		);
		const first = table.locator( 'tbody tr' ).first();
		await expect(
			first.getByRole( 'link', { name: 'File 01', exact: true } )
		).toHaveAttribute( 'href', /frontage_download=/ );
		await expect(
			first.getByRole( 'cell', { name: 'TXT' } )
		).toBeVisible();
		await expect(
			first.getByRole( 'link', { name: 'Download File 01' } )
		).toBeVisible();

		const pages = page.getByRole( 'navigation', {
			name: `Pages of ${ library.category.name }`,
		} );
		await expect(
			pages.getByRole( 'link', { name: 'Page 1' } )
		).toHaveAttribute( 'aria-current', 'page' );
		await pages.getByRole( 'link', { name: 'Page 2' } ).click();

		await expect( page ).toHaveURL(
			new RegExp( `fc${ library.category.id }_page=2` )
		);
		await expect(
			pages.getByRole( 'link', { name: 'Page 2' } )
		).toHaveAttribute( 'aria-current', 'page' );
		expect( await rowTitles( page ) ).toEqual(
			library.files
				.slice( PER_PAGE, PER_PAGE * 2 )
				.map( ( { title } ) => title )
		);

		await pages.getByRole( 'link', { name: 'Next' } ).click();
		await expect( page.locator( 'tbody tr' ) ).toHaveCount(
			FILE_COUNT - PER_PAGE * 2
		);
	} );

	test( 'sorts by a click on a column’s header', async ( { page } ) => {
		await page.goto( tablePage.link );
		await expect( header( page, 'Title' ) ).toHaveAttribute(
			'aria-sort',
			'ascending'
		);

		await header( page, 'Title' ).getByRole( 'link' ).click();

		await expect( header( page, 'Title' ) ).toHaveAttribute(
			'aria-sort',
			'descending'
		);
		expect( ( await rowTitles( page ) )[ 0 ] ).toBe(
			`File ${ FILE_COUNT }`
		);

		await header( page, 'Size' ).getByRole( 'link' ).click();

		await expect( header( page, 'Size' ) ).toHaveAttribute(
			'aria-sort',
			'ascending'
		);
		await expect( header( page, 'Title' ) ).not.toHaveAttribute(
			'aria-sort',
			/.*/
		);
		const bySize = [ ...library.files ].sort( ( a, b ) => a.size - b.size );
		expect( await rowTitles( page ) ).toEqual(
			bySize.slice( 0, PER_PAGE ).map( ( { title } ) => title )
		);
	} );

	test( 'hides a column from the column menu, by mouse', async ( {
		page,
	} ) => {
		await page.goto( tablePage.link );
		const menuButton = page.getByRole( 'button', { name: 'Columns' } );
		const list = page.getByRole( 'list', { name: 'Columns' } );
		await expect( list ).toBeHidden();

		await menuButton.click();

		await expect( menuButton ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( list ).toBeVisible();
		// Every header but the persistent ones (checkboxes, title).
		await expect( list.getByRole( 'checkbox' ) ).toHaveCount( 8 );
		await expect(
			list.getByRole( 'checkbox', { name: 'Title' } )
		).toHaveCount( 0 );

		await list.getByRole( 'checkbox', { name: 'Version' } ).uncheck();

		await expect( header( page, 'Version' ) ).toBeHidden();
		const versionCells = page.locator( 'td[headers$="-col-version"]' );
		await expect( versionCells ).toHaveCount( PER_PAGE );
		for ( const cell of await versionCells.all() ) {
			await expect( cell ).toBeHidden();
		}
		await expect( header( page, 'Size' ) ).toBeVisible();

		// A click in the table closes the menu.
		await page.locator( 'tbody td[headers$="-col-type"]' ).first().click();
		await expect( list ).toBeHidden();
		await expect( menuButton ).toHaveAttribute( 'aria-expanded', 'false' );

		// The choice is kept across the reload that sorting makes.
		await header( page, 'Size' ).getByRole( 'link' ).click();
		await expect( header( page, 'Size' ) ).toHaveAttribute(
			'aria-sort',
			'ascending'
		);
		await expect( header( page, 'Version' ) ).toBeHidden();
	} );

	test( 'hides a column from the column menu, by keyboard', async ( {
		page,
	} ) => {
		await page.goto( tablePage.link );
		const menuButton = page.getByRole( 'button', { name: 'Columns' } );
		const list = page.getByRole( 'list', { name: 'Columns' } );

		await menuButton.focus();
		await page.keyboard.press( 'Enter' );
		await expect( list ).toBeVisible();
		await page.keyboard.press( 'Tab' );
		await expect(
			list.getByRole( 'checkbox', { name: 'Description' } )
		).toBeFocused();
		await page.keyboard.press( 'Space' );

		await expect( header( page, 'Description' ) ).toBeHidden();
		await expect(
			page.locator( 'td[headers$="-col-description"]' ).first()
		).toBeHidden();

		await page.keyboard.press( 'Escape' );
		await expect( list ).toBeHidden();
		await expect( menuButton ).toBeFocused();
		await expect( menuButton ).toHaveAttribute( 'aria-expanded', 'false' );

		// And back.
		await page.keyboard.press( 'Space' );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Space' );
		await expect( header( page, 'Description' ) ).toBeVisible();
	} );

	test( 'opens the whole description in a pop-up from “view more”', async ( {
		page,
	} ) => {
		await page.goto( tablePage.link );
		const viewMore = page.getByRole( 'button', {
			name: 'View more about File 01',
		} );
		// Cut short in the table.
		const row = page.getByRole( 'row', { name: /File 01/ } );
		await expect( row.getByText( /^This first file .*…$/ ) ).toBeVisible();
		await expect(
			row.getByRole( 'paragraph' ).filter( {
				hasText: 'that the table cuts short. This first file',
			} )
		).toBeHidden();

		await viewMore.click();

		const dialog = page.getByRole( 'dialog', {
			name: 'Description of File 01',
		} );
		await expect( dialog ).toBeVisible();
		await expect( dialog ).toContainText(
			'that the table cuts short. This first file'
		);
		expect( await holdsFocus( dialog ) ).toBe( true );
		for ( let step = 0; step < 4; step++ ) {
			await page.keyboard.press( 'Tab' );
			expect( await holdsFocus( dialog ) ).toBe( true );
		}
		await page.keyboard.press( 'Shift+Tab' );
		expect( await holdsFocus( dialog ) ).toBe( true );

		await page.keyboard.press( 'Escape' );

		await expect( dialog ).toBeHidden();
		await expect( viewMore ).toBeFocused();

		// The close button closes it too.
		await viewMore.click();
		await dialog.getByRole( 'button', { name: 'Close' } ).click();
		await expect( dialog ).toBeHidden();
		await expect( viewMore ).toBeFocused();
	} );

	test( 'shows “Download selected” once a file is ticked and asks for their zip', async ( {
		page,
	} ) => {
		await page.goto( tablePage.link );
		const downloadSelected = page.getByRole( 'button', {
			name: /Download selected/,
		} );
		await expect( downloadSelected ).toBeHidden();

		const [ first, second ] = library.files;
		await page
			.getByRole( 'checkbox', { name: `Select ${ first.title }` } )
			.check();
		await expect( downloadSelected ).toBeVisible();
		await page
			.getByRole( 'checkbox', { name: `Select ${ second.title }` } )
			.check();
		await expect( downloadSelected ).toHaveText( 'Download selected (2)' );

		const outcome = await clickAndFollowZip( page, downloadSelected );

		const url = new URL( outcome.request.url() );
		expect( url.pathname ).toMatch( /\/wp-admin\/admin-ajax\.php$/ );
		expect( url.searchParams.get( 'action' ) ).toBe( 'wpfd' );
		expect( url.searchParams.get( 'task' ) ).toBe(
			'files.zipSeletedFiles'
		);
		expect( url.searchParams.get( 'filesId' ) ).toBe(
			`${ first.id },${ second.id }`
		);
		expect( url.searchParams.get( 'wpfd_category_id' ) ).toBe(
			String( library.category.id )
		);
		// docs/files.md "Zips of selected files": the browser goes to the zip's address with the answered hash, or alerts
		// the answered message — whichever the server said.
		expect( whatHappened( outcome ) ).toEqual(
			whatShouldHappen( outcome.body, library.category )
		);

		// Select all ticks every file of the page.
		await page
			.getByRole( 'checkbox', { name: 'Select all files on this page' } )
			.check();
		await expect( downloadSelected ).toHaveText(
			`Download selected (${ PER_PAGE })`
		);
	} );

	test( 'alerts the server’s message when the zip cannot be made', async ( {
		page,
	} ) => {
		await page.goto( tablePage.link );
		const box = page.getByRole( 'checkbox', {
			name: `Select ${ library.files[ 0 ].title }`,
		} );
		// A visitor who edits the page to ask for a file they may not see.
		await box.evaluate( ( element, id ) => {
			( element as HTMLInputElement ).value = String( id );
		}, library.hiddenFile.id );
		await box.check();

		const outcome = await clickAndFollowZip(
			page,
			page.getByRole( 'button', { name: /Download selected/ } )
		);

		expect(
			new URL( outcome.request.url() ).searchParams.get( 'filesId' )
		).toBe( String( library.hiddenFile.id ) );
		expect( outcome.body.success ).toBe( false );
		expect( outcome.body.data.message ).toBeTruthy();
		expect( whatHappened( outcome ) ).toEqual( {
			alert: outcome.body.data.message,
		} );
	} );

	test( 'passes axe with the column menu and a pop-up open', async ( {
		page,
		checkA11y,
	} ) => {
		// The theme around the block is not this spec's business.
		const block = { include: '.wp-block-frontage-file-category' };
		await page.goto( tablePage.link );
		await checkA11y( page, block );

		await page.getByRole( 'button', { name: 'Columns' } ).click();
		await checkA11y( page, block );
		await page.keyboard.press( 'Escape' );

		await page
			.getByRole( 'button', { name: 'View more about File 01' } )
			.click();
		await expect( page.getByRole( 'dialog' ) ).toBeVisible();
		await checkA11y( page, block );
	} );

	test( 'works without JavaScript: every column, the whole descriptions, sort and page links', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			javaScriptEnabled: false,
		} );
		const page = await context.newPage();
		await page.goto( tablePage.link );

		await expect( page.locator( 'tbody tr' ) ).toHaveCount( PER_PAGE );
		await expect(
			page.getByRole( 'button', { name: 'Columns' } )
		).toHaveCount( 0 );
		await expect(
			page.getByRole( 'paragraph' ).filter( {
				hasText: 'that the table cuts short. This first file',
			} )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: /View more/ } ).first()
		).toBeHidden();
		await expect( page.getByRole( 'checkbox' ) ).toHaveCount( 0 );
		await header( page, 'Title' ).getByRole( 'link' ).click();
		await expect( header( page, 'Title' ) ).toHaveAttribute(
			'aria-sort',
			'descending'
		);
		await context.close();
	} );
} );

test.describe( 'File category block, other settings', () => {
	test( 'shows nothing to a visitor for a members-only category', async ( {
		page,
		rest,
	} ) => {
		const membersPage = await rest.post< CreatedPage >( '/wp/v2/pages', {
			title: 'Members table test',
			status: 'publish',
			content:
				'<!-- wp:paragraph --><p>Before the table.</p><!-- /wp:paragraph -->' +
				tableBlock( { categoryId: library.hidden.id } ),
		} );
		created.push( membersPage );

		await page.goto( membersPage.link );

		await expect( page.getByText( 'Before the table.' ) ).toBeVisible();
		await expect(
			page.locator( '.wp-block-frontage-file-category' )
		).toHaveCount( 0 );
		await expect( page.getByText( library.hiddenFile.title ) ).toHaveCount(
			0
		);
	} );

	test( 'opens a file’s details in a pop-up in the ggd theme', async ( {
		page,
		rest,
	} ) => {
		const [ file ] = library.files;
		const ggdPage = await rest.post< CreatedPage >( '/wp/v2/pages', {
			title: 'GGD table test',
			status: 'publish',
			content: tableBlock( {
				categoryId: library.category.id,
				perPage: PER_PAGE,
				theme: 'ggd',
			} ),
		} );
		created.push( ggdPage );
		await page.goto( ggdPage.link );
		const title = page.getByRole( 'link', {
			name: file.title,
			exact: true,
		} );

		await title.click();

		const dialog = page.getByRole( 'dialog', { name: file.title } );
		await expect( dialog ).toBeVisible();
		await expect(
			dialog.getByText( 'TXT', { exact: true } )
		).toBeVisible();
		await expect(
			dialog.getByText( '1.1', { exact: true } )
		).toBeVisible();
		await expect(
			dialog.getByRole( 'link', { name: 'Download' } )
		).toHaveAttribute( 'href', /frontage_download=/ );
		await expect( dialog ).toContainText(
			'This first file has a long description'
		);
		expect( await holdsFocus( dialog ) ).toBe( true );

		await page.keyboard.press( 'Escape' );

		await expect( dialog ).toBeHidden();
		await expect( title ).toBeFocused();
	} );
} );

interface ZipAnswer {
	success: boolean;
	data: { hash?: string; message?: string };
}

type ZipOutcome = { request: Request; body: ZipAnswer } & (
	{ kind: 'download'; next: Request } | { kind: 'alert'; message: string }
);

interface ZipDownload {
	task: string | null;
	hash: string | null;
	categoryId: string | null;
	categoryName: string | null;
}

/**
 * What the page did after the zip call, in the terms of docs/files.md "Zips of selected files".
 *
 * @param outcome The outcome.
 */
function whatHappened( outcome: ZipOutcome ): ZipDownload | { alert: string } {
	if ( outcome.kind === 'alert' ) {
		return { alert: outcome.message };
	}
	const params = new URL( outcome.next.url() ).searchParams;
	return {
		task: params.get( 'task' ),
		hash: params.get( 'hash' ),
		categoryId: params.get( 'wpfd_category_id' ),
		categoryName: params.get( 'wpfd_category_name' ),
	};
}

/**
 * What docs/files.md "Zips of selected files" says the page does with a zip answer.
 *
 * @param body     The zip call's answer.
 * @param category The table's category: its id and name.
 */
function whatShouldHappen(
	body: ZipAnswer,
	category: Library[ 'category' ]
): ZipDownload | { alert: string } {
	return body.success
		? {
				task: 'files.downloadZipedFile',
				hash: body.data.hash ?? '',
				categoryId: String( category.id ),
				categoryName: category.name,
			}
		: { alert: body.data.message ?? '' };
}

/**
 * Clicks "Download selected" and waits for the zip call, then for either of its outcomes: the
 * browser going to the zip's address, or the alert of the server's message.
 *
 * @param page   The page.
 * @param button The download-selected button.
 */
async function clickAndFollowZip(
	page: Page,
	button: Locator
): Promise< ZipOutcome > {
	const alert = page.waitForEvent( 'dialog' ).then( async ( dialog ) => {
		const message = dialog.message();
		await dialog.accept();
		return message;
	} );
	const download = page.waitForRequest( ( request ) =>
		request.url().includes( 'task=files.downloadZipedFile' )
	);
	const [ zipResponse ] = await Promise.all( [
		page.waitForResponse( ( response ) =>
			response.url().includes( 'task=files.zipSeletedFiles' )
		),
		button.click(),
	] );
	const body = await zipResponse.json();
	const first = await Promise.race( [
		alert.then( ( message ) => ( { kind: 'alert' as const, message } ) ),
		download.then( ( next ) => ( { kind: 'download' as const, next } ) ),
	] );
	return first.kind === 'alert'
		? { ...first, request: zipResponse.request(), body }
		: { ...first, request: zipResponse.request(), body };
}
