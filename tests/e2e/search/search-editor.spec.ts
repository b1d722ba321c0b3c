/**
 * The File search block in the block editor (docs/search.md "The filters in detail"): on a library
 * that lists no file, the preview's "File types" list holds the placeholder types, so the editor
 * sees the control; the block's settings leave categories out of the search and switch the page
 * links off (the `exclude` and `showPagination` attributes).
 *
 * The library is emptied for this spec by tests/e2e/search/fixtures/empty-library.php (every file
 * a draft for a while) and put back after it.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { runSiteScript } from '../support/site-script';
import { canvas, insertBlock } from '../support/block-editor';

const FIXTURE = path.join( __dirname, 'fixtures/empty-library.php' );

/** The placeholder types, as Search_Filters::PREVIEW_TYPES lists them. */
const PREVIEW_TYPES = [
	'pdf',
	'doc',
	'docx',
	'xls',
	'xlsx',
	'ppt',
	'pptx',
	'txt',
	'csv',
	'zip',
	'jpg',
	'png',
];

interface Hidden {
	files: Record< string, string >;
}

interface EditorWindow {
	wp: {
		blocks: { getBlockType: ( name: string ) => unknown };
		data: {
			dispatch: ( store: string ) => {
				set: ( scope: string, name: string, value: unknown ) => void;
				openGeneralSidebar: ( name: string ) => void;
			};
			select: ( store: string ) => {
				getBlocks: () => {
					name: string;
					attributes: Record< string, unknown >;
				}[];
			};
		};
	};
}

let hidden: Hidden = { files: {} };

test.beforeAll( () => {
	hidden = runSiteScript< Hidden >( FIXTURE, 'hide', {} );
} );

test.afterAll( () => {
	runSiteScript( FIXTURE, 'restore', hidden );
} );

/**
 * The File search block's attributes in the editor.
 *
 * @param page The editor's page.
 */
function searchAttributes( page: Page ): Promise< Record< string, unknown > > {
	return page.evaluate(
		() =>
			( window as unknown as EditorWindow ).wp.data
				.select( 'core/block-editor' )
				.getBlocks()
				.find( ( block ) => block.name === 'frontage/file-search' )
				?.attributes ?? {}
	);
}

test( 'the preview offers placeholder file types on an empty library, and the block leaves categories out', async ( {
	adminPage: page,
} ) => {
	// A post: a new page would first offer its patterns.
	await page.goto( '/wp-admin/post-new.php' );
	await page.waitForFunction( () =>
		( window as unknown as EditorWindow ).wp?.blocks?.getBlockType(
			'frontage/file-search'
		)
	);
	await page.evaluate( () =>
		( window as unknown as EditorWindow ).wp.data
			.dispatch( 'core/preferences' )
			.set( 'core/edit-post', 'welcomeGuide', false )
	);
	await insertBlock( page, 'Frontage File search', 'frontage/file-search' );

	const block = canvas( page ).locator( '.frontage-search' );
	const types = block.locator( 'select[name="type[]"] option' );
	await expect( types ).toHaveCount( PREVIEW_TYPES.length, {
		timeout: 15_000,
	} );
	expect(
		await types.evaluateAll( ( options ) =>
			options.map( ( option ) => ( option as HTMLOptionElement ).value )
		)
	).toEqual( PREVIEW_TYPES );

	// The categories are still there (their files are drafts): leave one out.
	await page.evaluate( () =>
		( window as unknown as EditorWindow ).wp.data
			.dispatch( 'core/edit-post' )
			.openGeneralSidebar( 'edit-post/block' )
	);
	const settings = page.getByRole( 'region', { name: 'Editor settings' } );
	const leftOut = settings.getByRole( 'group', {
		name: 'Leave out of the search',
	} );
	const category = block.locator( 'select[name="catid"] option', {
		hasText: 'Media kit',
	} );
	await expect( category ).toHaveCount( 1 );
	await leftOut.getByRole( 'checkbox', { name: 'Media kit' } ).check();
	await expect
		.poll( async () => ( await searchAttributes( page ) ).exclude )
		.toHaveLength( 1 );
	await expect( category ).toHaveCount( 0 );

	await settings
		.getByRole( 'checkbox', { name: 'Page links under the results' } )
		.uncheck();
	await expect
		.poll( async () => ( await searchAttributes( page ) ).showPagination )
		.toBe( false );
} );
