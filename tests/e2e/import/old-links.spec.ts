/**
 * Old links after an import (docs/migration.md "Old links"): WP File Download's and Download
 * Monitor's rows are seeded as they write them (tests/e2e/import/fixtures/old-links.php) and
 * imported through the REST API as the administrator; then a visitor meets the old shortcodes,
 * blocks and download addresses on a site where neither plugin is active.
 */
import type { APIResponse, Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	WIDTHS,
	expectInViewport,
	expectNoSidewaysScroll,
	screenshotAt,
} from '../support/layout';
import { publishPages } from '../support/pages';
import {
	type LibraryFile,
	fixture,
	importThroughRest,
	sha256,
	tearDown,
} from './support';

/** The fixture: seed, state or teardown, with its JSON argument. */
const site = fixture( 'old-links.php' );

interface SeededFile {
	id: number;
	title: string;
	sha256: string;
}

interface Seed {
	category: number;
	restricted: number;
	files: Record< 'annual' | 'budget' | 'minutes', SeededFile >;
	dlm: SeededFile & { slug: string };
}

type State = Record< 'wpfd' | 'dlm', Record< string, LibraryFile | null > >;

let seed: Seed;
const imports = new Set< number >();

/**
 * The SHA-256 of a response's bytes.
 *
 * @param response The response.
 */
async function bytesHash( response: APIResponse ): Promise< string > {
	return sha256( await response.body() );
}

/**
 * WP File Download's download address of a file, as its own links wrote it.
 *
 * @param category Its WP File Download category.
 * @param file     Its WP File Download id.
 */
function wpfdAddress( category: number, file: number ): string {
	return `/wp-admin/admin-ajax.php?juwpfisadmin=false&action=wpfd&task=file.download&wpfd_category_id=${ category }&wpfd_file_id=${ file }&token=`;
}

const pages = publishPages( 'Old links', async () => {
	seed = site< Seed >( 'seed', {
		suffix: Date.now().toString( 36 ),
	} );
	const baseURL = process.env.FRONTAGE_E2E_URL ?? 'http://localhost:8889';
	await importThroughRest( baseURL, 'wpfd', imports );
	await importThroughRest( baseURL, 'download-monitor', imports );
	const wpfdCategoryBlock = `<!-- wp:wpfd/wpfd-category {"selectedCategoryId":${ seed.category },"shortcode":"[wpfd_category id=\\"${ seed.category }\\"]","catName":"Old links"} --><div class="wp-block-wpfd-wpfd-category">[wpfd_category id="${ seed.category }"]</div><!-- /wp:wpfd/wpfd-category -->`;
	return {
		category: `<!-- wp:shortcode -->[wpfd_category id="${ seed.category }"]<!-- /wp:shortcode -->`,
		file: `<!-- wp:shortcode -->[wpfd_single_file id="${ seed.files.annual.id }" catid="${ seed.category }"]<!-- /wp:shortcode -->`,
		search: `<!-- wp:shortcode -->[wpfd_search catid="${ seed.category }" file_per_page="10"]<!-- /wp:shortcode -->`,
		blocks:
			wpfdCategoryBlock +
			`<!-- wp:download-monitor/download-button {"download_id":${ seed.dlm.id }} /-->` +
			'<!-- wp:wpfd/wpfd-file {"selectedFileId":987654321} --><div class="wp-block-wpfd-wpfd-file">[wpfd_single_file id="987654321"]</div><!-- /wp:wpfd/wpfd-file -->',
	};
} );

test.afterAll( () => {
	if ( ! seed ) {
		return;
	}
	tearDown( site, {
		wpfd_posts: Object.values( seed.files ).map( ( file ) => file.id ),
		wpfd_terms: [ seed.category, seed.restricted ],
		dlm_posts: [ seed.dlm.id ],
		imports: [ ...imports ],
	} );
} );

/**
 * The imported files' state now.
 */
function state(): State {
	return site< State >( 'state', {
		wpfd: Object.values( seed.files ).map( ( file ) => file.id ),
		dlm: [ seed.dlm.id ],
	} );
}

/**
 * Opens a page as a visitor at a width, checks it fits and that axe finds nothing in a part.
 *
 * @param page         The visitor's page.
 * @param url          The page.
 * @param width        The viewport.
 * @param width.width  Its width.
 * @param width.height Its height.
 */
async function open(
	page: Page,
	url: string,
	width: { width: number; height: number }
): Promise< void > {
	await page.setViewportSize( width );
	await page.goto( url );
	await expectNoSidewaysScroll( page );
}

for ( const width of WIDTHS ) {
	test( `a visitor sees the files of [wpfd_category] and [wpfd_single_file] at ${ width.name }; axe finds nothing`, async ( {
		page,
		checkA11y,
	}, testInfo ) => {
		await open( page, pages.links.category, width );
		const table = page.locator( '.frontage-file-table' );
		await expect( table ).toHaveCount( 1 );
		await expect(
			table.getByRole( 'link', {
				name: seed.files.annual.title,
				exact: true,
			} )
		).toBeVisible();
		await expect(
			table.getByRole( 'link', {
				name: seed.files.budget.title,
				exact: true,
			} )
		).toBeVisible();
		await expect( page.getByText( '[wpfd_category' ) ).toHaveCount( 0 );
		await expectInViewport(
			page,
			table.getByRole( 'link', {
				name: seed.files.budget.title,
				exact: true,
			} )
		);
		await screenshotAt( page, testInfo, 'wpfd_category' );
		await checkA11y( page, { include: '.frontage-file-table' } );

		await open( page, pages.links.file, width );
		const card = page.locator( '.frontage-file-card' );
		await expect( card ).toContainText( seed.files.annual.title );
		await expectInViewport( page, card.locator( 'a' ).first() );
		await screenshotAt( page, testInfo, 'wpfd_single_file' );
		await checkA11y( page, { include: '.frontage-file-card' } );
	} );
}

test( '[wpfd_search] finds the imported files; axe finds nothing', async ( {
	page,
	checkA11y,
} ) => {
	await open( page, pages.links.search, WIDTHS[ 0 ] );
	const keyword = page.locator( '.frontage-search__keyword' );
	await keyword.fill( seed.files.budget.title );
	await keyword.press( 'Enter' );
	const rows = page.locator( '.frontage-search-results tbody tr' );
	await expect( rows.first() ).toContainText( seed.files.budget.title );
	await expect( rows ).toHaveCount( 1 );
	await checkA11y( page, { include: '.frontage-search' } );
} );

test( 'the blocks WP File Download left render as Frontage’s; one naming nothing imported shows nothing', async ( {
	page,
} ) => {
	await open( page, pages.links.blocks, WIDTHS[ 1 ] );
	await expect(
		page
			.locator( '.frontage-file-table' )
			.getByRole( 'link', { name: seed.files.budget.title, exact: true } )
	).toBeVisible();
	await expect( page.getByText( '[wpfd_' ) ).toHaveCount( 0 );
	await expect( page.getByText( '987654321' ) ).toHaveCount( 0 );
	await expect( page.getByText( 'This block belongs to' ) ).toHaveCount( 0 );
} );

test( 'an editor is told which old block to replace', async ( {
	adminPage,
} ) => {
	await adminPage.goto( pages.links.blocks );
	await expect(
		adminPage.getByText(
			'This block belongs to WP File Download, which is not active. Its file 987654321 is not in the file library'
		)
	).toBeVisible();
} );

test( 'a WP File Download download address downloads the same bytes and counts one download', async ( {
	page,
} ) => {
	const address = wpfdAddress( seed.category, seed.files.annual.id );
	const first = await page.request.get( address, { maxRedirects: 0 } );
	expect( first.status() ).toBe( 301 );
	const before = state().wpfd[ String( seed.files.annual.id ) ];
	expect( before?.downloads ).toBe( 5 ); // WP File Download's count came with the import.
	expect( first.headers().location ).toContain(
		`frontage_download=${ before?.id }`
	);

	const download = await page.request.get( address );
	expect( download.status() ).toBe( 200 );
	expect( await bytesHash( download ) ).toBe( seed.files.annual.sha256 );
	expect( state().wpfd[ String( seed.files.annual.id ) ]?.downloads ).toBe(
		6
	);

	const pretty = await page.request.get(
		`/download/${ seed.category }/old-links/${ seed.files.budget.id }/budget.txt`
	);
	expect( await bytesHash( pretty ) ).toBe( seed.files.budget.sha256 );
} );

test( 'a restricted file’s address refuses a visitor and serves an administrator', async ( {
	page,
	adminPage,
} ) => {
	const address = wpfdAddress( seed.restricted, seed.files.minutes.id );
	const visitor = await page.request.get( address );
	expect( visitor.status() ).toBe( 404 );
	const unknown = await page.request.get(
		wpfdAddress( seed.restricted, 987654321 )
	);
	expect( unknown.status() ).toBe( 404 );
	expect( await visitor.json() ).toEqual( await unknown.json() );
	expect( ( await visitor.json() ).data.message ).toBe(
		'This file does not exist or you may not see it.'
	);

	const admin = await adminPage.request.get( address );
	expect( admin.status() ).toBe( 200 );
	expect( await bytesHash( admin ) ).toBe( seed.files.minutes.sha256 );
} );

test( 'Download Monitor’s block shows the imported file, and its addresses redirect to it', async ( {
	page,
} ) => {
	const dlm = seed.dlm;
	const imported = state().dlm[ String( dlm.id ) ];

	await open( page, pages.links.blocks, WIDTHS[ 1 ] );
	await expect( page.locator( '.frontage-file-card' ) ).toContainText(
		dlm.title
	);

	for ( const address of [
		`/download/${ dlm.id }/`,
		`/?download=${ dlm.id }`,
	] ) {
		const first = await page.request.get( address, { maxRedirects: 0 } );
		expect( first.status(), address ).toBe( 301 );
		expect( first.headers().location ).toContain(
			`frontage_download=${ imported?.id }`
		);
	}
	const download = await page.request.get( `/download/${ dlm.id }/` );
	expect( await bytesHash( download ) ).toBe( dlm.sha256 );
} );
