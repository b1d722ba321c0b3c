/**
 * Saved tables (docs/files.md "Saved tables") as an editor and a visitor meet them: the File
 * category block's settings save its columns as a table and pick a saved table, whose columns the
 * published page then shows; a woo_commerce table hides the "Table view" setting and shows
 * products with add to cart. Both tables fit the screen at 1280 and 390 px, and pass axe.
 *
 * WooCommerce cannot be installed here: the test-only stub in tests/fixtures/shop-stub stands in
 * for it (copied into the site's mu-plugins for this spec only), as in add-to-cart.spec.ts. The
 * two files of the category are linked to its products 12 and 13.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { ADMIN_STATE } from '../../../playwright.config';
import { test, expect } from '../support/fixtures';
import { runSiteScript } from '../support/site-script';
import { openRestClient, type RestClient } from '../support/rest';
import { SITE_DIR } from '../support/site';

const FIXTURE = path.join( __dirname, 'fixtures/shop-library.php' );
const STUB = path.resolve(
	__dirname,
	'../../fixtures/shop-stub/shop-stub.php'
);
const MU_PLUGINS = path.join( SITE_DIR, 'wp-content', 'mu-plugins' );
const INSTALLED_STUB = path.join( MU_PLUGINS, 'frontage-shop-stub.php' );

interface Preset {
	id: number;
	title: string;
	type: string;
	columns: string[];
}

interface EditorGlobals {
	wp: {
		blocks: {
			getBlockType: ( name: string ) => unknown;
			createBlock: (
				name: string,
				attributes: Record< string, unknown >
			) => unknown;
		};
		data: {
			dispatch: ( store: string ) => {
				set: ( scope: string, name: string, value: unknown ) => void;
				insertBlocks: ( blocks: unknown[] ) => void;
			};
			select: ( store: string ) => {
				isCurrentPostPublished: () => boolean;
				getCurrentPostId: () => number;
				getPermalink: () => string;
				getBlocks: () => { attributes: Record< string, unknown > }[];
			};
		};
	};
}

let category: { id: number; name: string };
let files: Record< string, number >;
const presets: number[] = [];
const pages: number[] = [];

let admin: RestClient;

test.beforeAll( async ( { baseURL } ) => {
	admin = await openRestClient(
		baseURL ?? 'http://localhost:8889',
		ADMIN_STATE
	);
	const rest = admin;
	fs.mkdirSync( MU_PLUGINS, { recursive: true } );
	fs.copyFileSync( STUB, INSTALLED_STUB );
	files = runSiteScript< Record< string, number > >( FIXTURE, 'setup', {
		products: [ 12, 13 ],
	} );
	category = await rest.post( '/frontage/v1/categories', {
		name: `Saved tables e2e ${ Date.now() }`,
	} );
	for ( const id of Object.values( files ) ) {
		await rest.put( `/frontage/v1/files/${ id }`, {
			category: category.id,
		} );
	}
} );

test.afterAll( async () => {
	const rest = admin;
	for ( const id of presets ) {
		await rest.delete( `/frontage/v1/tables/${ id }` ).catch( () => {} );
	}
	for ( const id of pages ) {
		await rest.delete( `/wp/v2/pages/${ id }?force=true` );
	}
	runSiteScript( FIXTURE, 'teardown', { files: Object.values( files ) } );
	await rest.delete( `/frontage/v1/categories/${ category.id }` );
	fs.rmSync( INSTALLED_STUB, { force: true } );
	await admin.dispose();
} );

/**
 * A new page in the block editor holding a File category block of the test's category, selected.
 *
 * @param page The editor's page.
 */
async function editorWithCategoryBlock( page: Page ): Promise< void > {
	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	await page.waitForFunction(
		() =>
			!! ( window as unknown as EditorGlobals ).wp?.blocks?.getBlockType(
				'frontage/file-category'
			)
	);
	await page.evaluate( ( categoryId ) => {
		const { blocks, data } = ( window as unknown as EditorGlobals ).wp;
		data.dispatch( 'core/preferences' ).set(
			'core/edit-post',
			'welcomeGuide',
			false
		);
		data.dispatch( 'core/block-editor' ).insertBlocks( [
			blocks.createBlock( 'frontage/file-category', { categoryId } ),
		] );
	}, category.id );
	const toggle = page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Settings', exact: true } );
	if ( ( await toggle.getAttribute( 'aria-pressed' ) ) !== 'true' ) {
		await toggle.click();
	}
	const blockTab = page
		.getByRole( 'region', { name: 'Editor settings' } )
		.getByRole( 'tab', { name: 'Block' } );
	if ( ( await blockTab.getAttribute( 'aria-selected' ) ) !== 'true' ) {
		await blockTab.click();
	}
}

/**
 * Publishes the page being edited.
 *
 * @param page The editor's page.
 * @return Its address.
 */
async function publish( page: Page ): Promise< string > {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await page
		.getByRole( 'region', { name: 'Editor publish' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await expect
		.poll( () =>
			page.evaluate( () =>
				( window as unknown as EditorGlobals ).wp.data
					.select( 'core/editor' )
					.isCurrentPostPublished()
			)
		)
		.toBe( true );
	const { id, link } = await page.evaluate( () => {
		const editor = ( window as unknown as EditorGlobals ).wp.data.select(
			'core/editor'
		);
		return { id: editor.getCurrentPostId(), link: editor.getPermalink() };
	} );
	pages.push( id );
	return link;
}

/**
 * Asserts at 1280 and 390 px that the block's table is not wider than the screen and the page
 * does not scroll sideways.
 *
 * @param page     The visitor's page.
 * @param selector The table.
 */
async function fitsTheScreen( page: Page, selector: string ): Promise< void > {
	for ( const width of [ 1280, 390 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		const box = await page.locator( selector ).boundingBox();
		expect( box, `${ selector } at ${ width }` ).not.toBeNull();
		expect( box!.x ).toBeGreaterThanOrEqual( 0 );
		expect( box!.x + box!.width ).toBeLessThanOrEqual( width );
		expect(
			await page.evaluate( () => document.documentElement.scrollWidth )
		).toBeLessThanOrEqual( width );
	}
}

test( 'an editor saves the block’s columns as a table, picks a saved table, and the page shows its columns', async ( {
	adminPage: page,
	browser,
	rest,
	checkA11y,
} ) => {
	const twoColumns = await rest.post< Preset >( '/frontage/v1/tables', {
		title: `Title and type ${ Date.now() }`,
		type: 'files',
		columns: [ 'title', 'type' ],
	} );
	presets.push( twoColumns.id );

	await editorWithCategoryBlock( page );
	const settings = page.getByRole( 'region', { name: 'Editor settings' } );
	await settings
		.getByRole( 'button', { name: 'Columns', exact: true } )
		.click();
	for ( const column of [
		'Description',
		'Type',
		'Version',
		'Created',
		'Updated',
		'Downloads',
	] ) {
		await settings
			.getByRole( 'checkbox', { name: column, exact: true } )
			.uncheck();
	}
	const name = `Size and download ${ Date.now() }`;
	await settings
		.getByRole( 'textbox', { name: 'Save these settings as a table' } )
		.fill( name );
	await settings.getByRole( 'button', { name: 'Save as a table' } ).click();

	// The new table is picked, and its settings replace the block's own.
	const picker = settings.getByRole( 'combobox', { name: 'Saved table' } );
	await expect( picker.locator( 'option:checked' ) ).toHaveText( name );
	await expect(
		settings.getByRole( 'button', { name: 'Columns', exact: true } )
	).toHaveCount( 0 );
	const saved = ( await rest.get< Preset[] >( '/frontage/v1/tables' ) ).find(
		( preset ) => preset.title === name
	);
	expect( saved ).toBeDefined();
	presets.push( saved!.id );
	expect( saved!.columns ).toEqual( [ 'title', 'size', 'download' ] );

	// Another saved table, picked from the list: the preview follows it.
	await picker.selectOption( { label: twoColumns.title } );
	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	await expect(
		canvas.locator(
			'.frontage-file-table__table th[data-column]:not([data-column="select"])'
		)
	).toHaveCount( 2 );
	// A files table keeps its "Table view" setting.
	await expect(
		settings.getByRole( 'combobox', { name: 'Table view' } )
	).toBeVisible();

	const link = await publish( page );
	const context = await browser.newContext();
	const visitor = await context.newPage();
	await visitor.goto( link );
	const table = '.wp-block-frontage-file-category table';
	await expect(
		visitor.locator(
			`${ table } thead th[data-column]:not([data-column="select"])`
		)
	).toHaveCount( 2 );
	expect(
		await visitor
			.locator(
				`${ table } thead th[data-column]:not([data-column="select"])`
			)
			.evaluateAll( ( cells ) =>
				cells.map( ( cell ) => cell.getAttribute( 'data-column' ) )
			)
	).toEqual( [ 'title', 'type' ] );
	await expect(
		visitor.locator( `${ table } .frontage-file-table__title-link` )
	).toHaveCount( 2 );
	await fitsTheScreen( visitor, table );
	await checkA11y( visitor, { include: '.wp-block-frontage-file-category' } );
	await context.close();
} );

test( 'a woo_commerce table hides “Table view” and shows products with add to cart', async ( {
	adminPage: page,
	browser,
	rest,
	checkA11y,
} ) => {
	const shop = await rest.post< Preset >( '/frontage/v1/tables', {
		title: `Shop ${ Date.now() }`,
		type: 'woo_commerce',
	} );
	presets.push( shop.id );

	await editorWithCategoryBlock( page );
	const settings = page.getByRole( 'region', { name: 'Editor settings' } );
	const view = settings.getByRole( 'combobox', { name: 'Table view' } );
	await expect( view ).toBeVisible();

	const picker = settings.getByRole( 'combobox', { name: 'Saved table' } );
	const asked = page.waitForRequest(
		( request ) =>
			request.url().includes( 'admin-ajax.php' ) &&
			request.method() === 'POST' &&
			( request.postData() ?? '' ).includes(
				'action=get_table_type_by_id'
			)
	);
	await picker.selectOption( { value: String( shop.id ) } );
	expect(
		Object.fromEntries(
			new URLSearchParams( ( await asked ).postData() ?? '' )
		)
	).toEqual( {
		action: 'get_table_type_by_id',
		table_id: String( shop.id ),
	} );
	await expect( view ).toHaveCount( 0 );

	// No saved table: the setting is back.
	await picker.selectOption( { value: '0' } );
	await expect( view ).toBeVisible();
	await picker.selectOption( { value: String( shop.id ) } );
	await expect( view ).toHaveCount( 0 );

	const link = await publish( page );
	const context = await browser.newContext();
	const visitor = await context.newPage();
	await visitor.goto( link );
	const table = '.frontage-product-table__table';
	await expect( visitor.locator( `${ table } tbody tr` ) ).toHaveCount( 2 );
	await expect(
		visitor.getByRole( 'link', { name: /^Add to cart Product file 12/ } )
	).toHaveAttribute( 'href', /frontage_shop_product=12/ );
	await expect( visitor.locator( `${ table } tbody` ) ).toContainText(
		'Out of stock'
	);
	await fitsTheScreen( visitor, table );
	await checkA11y( visitor, { include: '.wp-block-frontage-file-category' } );
	await context.close();
} );

test( 'the list view shows each file as a block of its own that fits the screen', async ( {
	page,
	checkA11y,
} ) => {
	const made = await admin.post< { id: number; link: string } >(
		'/wp/v2/pages',
		{
			title: 'Saved tables e2e (list view)',
			status: 'publish',
			content: `<!-- wp:frontage/file-category ${ JSON.stringify( {
				categoryId: category.id,
				tableView: 'list',
			} ) } /-->`,
		}
	);
	pages.push( made.id );
	await page.goto( made.link );
	const block = page.locator( '.wp-block-frontage-file-category' );
	await expect( block ).toHaveClass( /is-view-list/ );
	const rows = block.locator( 'tbody tr' );
	await expect( rows ).toHaveCount( 2 );
	for ( const width of [ 1280, 390 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		const table = await block.locator( 'table' ).boundingBox();
		for ( const row of await rows.all() ) {
			const box = await row.boundingBox();
			// Each file spans the table's width, one below the other.
			expect( box!.x ).toBeGreaterThanOrEqual( 0 );
			expect( box!.x + box!.width ).toBeLessThanOrEqual( width );
			expect( Math.abs( box!.width - table!.width ) ).toBeLessThan( 2 );
			const title = await row
				.locator( '.frontage-file-table__col-title' )
				.boundingBox();
			const download = await row
				.locator( '.frontage-file-table__col-download' )
				.boundingBox();
			expect( download!.y ).toBeGreaterThanOrEqual( title!.y );
		}
		const [ first, second ] = await Promise.all(
			( await rows.all() ).map( ( row ) => row.boundingBox() )
		);
		expect( second!.y ).toBeGreaterThanOrEqual(
			first!.y + first!.height - 1
		);
		// The header row is there for screen readers only.
		expect(
			( await block.locator( 'thead' ).boundingBox() )!.height
		).toBeLessThanOrEqual( 1 );
		expect(
			await page.evaluate( () => document.documentElement.scrollWidth )
		).toBeLessThanOrEqual( width );
	}
	await checkA11y( page, { include: '.wp-block-frontage-file-category' } );
} );
