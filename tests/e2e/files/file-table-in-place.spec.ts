/**
 * A File category table sorts, pages and searches in place (docs/files.md "Sorting, paging and
 * searching in place"): no reload, the address follows, back and forward restore, focus and the
 * reader's place stay; the search box (`showSearch`) filters the category by title; without
 * JavaScript the same links and form load the page.
 *
 * The library content is made by tests/e2e/files/fixtures/blocks-library.php.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	WIDTHS,
	expectInViewport,
	expectNoSidewaysScroll,
	screenshotAt,
} from '../support/layout';
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

let library: Library;
let tablePage: CreatedPage;

/**
 * The titles of the table's rows, in order.
 *
 * @param page The page.
 */
function rowTitles( page: Page ): Promise< string[] > {
	return page.locator( '.frontage-file-table__title-link' ).allTextContents();
}

/**
 * Marks the document, so a reload (which would lose the mark) can be told from an in-place change.
 *
 * @param page The page.
 */
async function markDocument( page: Page ): Promise< void > {
	await page.evaluate( () => {
		( window as unknown as { kept: boolean } ).kept = true;
	} );
}

/**
 * Whether the marked document is still the one shown.
 *
 * @param page The page.
 */
function sameDocument( page: Page ): Promise< boolean > {
	return page.evaluate(
		() => ( window as unknown as { kept?: boolean } ).kept === true
	);
}

test.beforeAll( async ( { rest } ) => {
	library = runSiteScript< Library >( FIXTURE, 'setup', {
		files: FILE_COUNT,
	} );
	tablePage = await rest.post< CreatedPage >( '/wp/v2/pages', {
		title: 'In-place table test',
		status: 'publish',
		content:
			'<!-- wp:paragraph --><p>' +
			'A paragraph above the table. '.repeat( 40 ) +
			'</p><!-- /wp:paragraph -->' +
			`<!-- wp:frontage/file-category ${ JSON.stringify( {
				categoryId: library.category.id,
				perPage: PER_PAGE,
				showSearch: true,
			} ) } /-->`,
	} );
} );

test.afterAll( async ( { rest } ) => {
	await rest.delete( `/wp/v2/pages/${ tablePage.id }?force=true` );
	runSiteScript( FIXTURE, 'teardown', {
		files: [
			...library.files.map( ( { id } ) => id ),
			library.hiddenFile.id,
		],
		categories: [ library.category.id, library.hidden.id ],
	} );
} );

for ( const width of WIDTHS ) {
	test.describe( `at ${ width.name }`, () => {
		test.use( { viewport: { width: width.width, height: width.height } } );

		test( 'pages and sorts in place, keeping focus and the reader’s place; back and forward restore', async ( {
			page,
		}, testInfo ) => {
			const key = `fc${ library.category.id }_`;
			await page.goto( tablePage.link );
			await markDocument( page );
			const pages = page.getByRole( 'navigation', {
				name: `Pages of ${ library.category.name }`,
			} );
			const two = pages.getByRole( 'link', { name: 'Page 2' } );
			await two.scrollIntoViewIfNeeded();
			const block = page.locator( '.wp-block-frontage-file-category' );
			const before = await block.boundingBox();
			const scrolled = await page.evaluate( () => window.scrollY );

			await two.click();

			await expect( page ).toHaveURL( new RegExp( `${ key }page=2` ) );
			await expect(
				pages.getByRole( 'link', { name: 'Page 2' } )
			).toHaveAttribute( 'aria-current', 'page' );
			expect( await rowTitles( page ) ).toEqual(
				library.files
					.slice( PER_PAGE, PER_PAGE * 2 )
					.map( ( { title } ) => title )
			);
			expect( await sameDocument( page ) ).toBe( true );
			await expect(
				pages.getByRole( 'link', { name: 'Page 2' } )
			).toBeFocused();
			// The page did not jump: the table starts where it did.
			expect( await page.evaluate( () => window.scrollY ) ).toBe(
				scrolled
			);
			const after = await block.boundingBox();
			expect( Math.abs( after!.y - before!.y ) ).toBeLessThanOrEqual( 1 );
			await expectNoSidewaysScroll( page );

			const title = page
				.getByRole( 'columnheader', { name: 'Title', exact: true } )
				.getByRole( 'link' );
			await title.click();
			await expect(
				page.getByRole( 'columnheader', { name: 'Title', exact: true } )
			).toHaveAttribute( 'aria-sort', 'descending' );
			await expect( page ).toHaveURL( new RegExp( `${ key }dir=desc` ) );
			expect( ( await rowTitles( page ) )[ 0 ] ).toBe(
				`File ${ FILE_COUNT }`
			);
			await expect(
				page
					.getByRole( 'columnheader', { name: 'Title', exact: true } )
					.getByRole( 'link' )
			).toBeFocused();
			expect( await sameDocument( page ) ).toBe( true );
			await screenshotAt( page, testInfo, 'table sorted in place' );

			await page.goBack();
			await expect( page ).toHaveURL( new RegExp( `${ key }page=2` ) );
			await expect(
				page.getByRole( 'columnheader', { name: 'Title', exact: true } )
			).toHaveAttribute( 'aria-sort', 'ascending' );
			expect( ( await rowTitles( page ) )[ 0 ] ).toBe(
				library.files[ PER_PAGE ].title
			);
			await page.goBack();
			await expect( page ).not.toHaveURL( new RegExp( `${ key }page` ) );
			await expect(
				pages.getByRole( 'link', { name: 'Page 1' } )
			).toHaveAttribute( 'aria-current', 'page' );
			await page.goForward();
			await expect(
				pages.getByRole( 'link', { name: 'Page 2' } )
			).toHaveAttribute( 'aria-current', 'page' );
			expect( await sameDocument( page ) ).toBe( true );
		} );

		test( 'the search box filters the category by title, in place', async ( {
			page,
			checkA11y,
		}, testInfo ) => {
			await page.goto( tablePage.link );
			await markDocument( page );
			const box = page.getByRole( 'searchbox', {
				name: 'Search by title',
			} );
			await box.scrollIntoViewIfNeeded();
			await expectInViewport(
				page,
				page.getByRole( 'button', { name: 'Search', exact: true } )
			);

			await box.fill( 'File 05' );
			await box.press( 'Enter' );

			await expect( page ).toHaveURL(
				new RegExp( `fc${ library.category.id }_q=File\\+05` )
			);
			await expect
				.poll( () => rowTitles( page ) )
				.toEqual( [ 'File 05' ] );
			await expect( box ).toBeFocused();
			await expect( box ).toHaveValue( 'File 05' );
			expect( await sameDocument( page ) ).toBe( true );
			await expect(
				page.getByRole( 'status' ).filter( { hasText: 'File 05' } )
			).toHaveText( '1 file has “File 05” in its title.' );
			await expectNoSidewaysScroll( page );
			await screenshotAt( page, testInfo, 'table searched' );
			await checkA11y( page, {
				include: '.wp-block-frontage-file-category',
			} );

			await box.fill( 'nothing like it' );
			await box.press( 'Enter' );
			await expect(
				page.getByText(
					`No file in ${ library.category.name } has “nothing like it” in its title.`
				)
			).toBeVisible();

			await page.getByRole( 'link', { name: 'Show all files' } ).click();
			await expect( page.locator( 'tbody tr' ) ).toHaveCount( PER_PAGE );
			await expect( box ).toHaveValue( '' );
			expect( await sameDocument( page ) ).toBe( true );
		} );
	} );
}

test( 'without JavaScript the links and the search form load the page', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( tablePage.link );

	await page
		.getByRole( 'searchbox', { name: 'Search by title' } )
		.fill( 'File 1' );
	await page.getByRole( 'button', { name: 'Search', exact: true } ).click();
	await expect( page ).toHaveURL(
		new RegExp( `fc${ library.category.id }_q=File\\+1` )
	);
	// Every word in the title: File 01, File 10 … File 19, File 21.
	await expect
		.poll( () => rowTitles( page ) )
		.toEqual( [
			'File 01',
			'File 10',
			'File 11',
			'File 12',
			'File 13',
			'File 14',
			'File 15',
			'File 16',
			'File 17',
			'File 18',
		] );
	const pages = page.getByRole( 'navigation', {
		name: `Pages of ${ library.category.name }`,
	} );
	await pages.getByRole( 'link', { name: 'Page 2' } ).click();
	await expect( page ).toHaveURL(
		new RegExp( `fc${ library.category.id }_page=2` )
	);
	await expect
		.poll( () => rowTitles( page ) )
		.toEqual( [ 'File 19', 'File 21' ] );
	await expect(
		page.getByRole( 'searchbox', { name: 'Search by title' } )
	).toHaveValue( 'File 1' );
	// Without the script the column menu and checkboxes, which need it, are not shown.
	await expect( page.getByRole( 'button', { name: 'Columns' } ) ).toHaveCount(
		0
	);
	await expect( page.getByRole( 'checkbox' ) ).toHaveCount( 0 );
	await context.close();
} );
