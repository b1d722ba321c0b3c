/**
 * The insert-file modal (docs/editor.md "The contract") as an editor meets
 * it: in the block editor, "Choose file" and "Choose category" open the library in a dialog, a
 * pick fills the File and File category blocks, and a visitor downloads the file from the
 * published page. The same again by keyboard alone. The classic editor's "Add file" button inserts
 * the shortcodes. axe finds nothing in the dialog; a subscriber who opens the insert page gets 403.
 *
 * The editor is a real Editor (not an administrator), made through the REST API; the library
 * content comes from tests/e2e/files/fixtures/blocks-library.php.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, FrameLocator, Locator, Page } from '@playwright/test';

import { ADMIN_STATE } from '../../../playwright.config';
import { test, expect } from '../support/fixtures';
import { runSiteScript } from '../support/site-script';
import { logIn } from '../support/log-in';
import { openRestClient, type RestClient } from '../support/rest';
import { SITE_DIR } from '../support/site';
import {
	canvas,
	insertBlock as insertFromInserter,
} from '../support/block-editor';

interface LibraryFile {
	id: number;
	title: string;
}

interface Library {
	category: { id: number; name: string };
	files: LibraryFile[];
	hidden: { id: number; name: string };
	hiddenFile: LibraryFile;
}

interface User {
	id: number;
	username: string;
	password: string;
}

const FIXTURE = path.join( __dirname, '../files/fixtures/blocks-library.php' );
const CLASSIC_SWITCH = path.join(
	SITE_DIR,
	'wp-content/mu-plugins/frontage-e2e-classic-editor.php'
);
const MODAL = '.frontage-insert-modal';

/**
 * Runs the library fixture on the site under test.
 *
 * @param command setup or teardown.
 * @param input   Its JSON argument.
 */
function site< T >( command: string, input: unknown ): T {
	return runSiteScript< T >( FIXTURE, command, input );
}

let library: Library;
let admin: RestClient;
const users: Record< 'editor' | 'subscriber', User > = {
	editor: { id: 0, username: '', password: '' },
	subscriber: { id: 0, username: '', password: '' },
};
const pages: number[] = [];

test.beforeAll( async ( { baseURL } ) => {
	library = site< Library >( 'setup', { files: 3 } );
	admin = await openRestClient(
		baseURL ?? 'http://localhost:8889',
		ADMIN_STATE
	);
	const run = Math.random().toString( 36 ).slice( 2, 8 );
	for ( const role of [ 'editor', 'subscriber' ] as const ) {
		const username = `e2e-${ role }-${ run }`;
		const password = `pw-${ run }-${ role }-Frontage!`;
		const created = await admin.post< { id: number } >( '/wp/v2/users', {
			username,
			password,
			email: `${ username }@example.org`,
			roles: [ role ],
		} );
		users[ role ] = { id: created.id, username, password };
	}
	// The classic editor, for posts opened with ?frontage-e2e-classic=1 only.
	fs.mkdirSync( path.dirname( CLASSIC_SWITCH ), { recursive: true } );
	fs.writeFileSync(
		CLASSIC_SWITCH,
		"<?php\n// Written by tests/e2e/editor/insert-modal.spec.ts; removed after it.\nadd_filter( 'use_block_editor_for_post', static fn ( $use ) => isset( $_GET['frontage-e2e-classic'] ) ? false : $use );\n"
	);
} );

test.afterAll( async () => {
	fs.rmSync( CLASSIC_SWITCH, { force: true } );
	for ( const id of pages ) {
		await admin.delete( `/wp/v2/pages/${ id }?force=true` );
	}
	for ( const user of Object.values( users ) ) {
		if ( user.id ) {
			await admin.delete(
				`/wp/v2/users/${ user.id }?force=true&reassign=1`
			);
		}
	}
	await admin.dispose();
	site( 'teardown', {
		files: [ ...library.files, library.hiddenFile ].map( ( f ) => f.id ),
		categories: [ library.category.id, library.hidden.id ],
	} );
} );

/**
 * A logged-in page for one of the test users.
 *
 * @param browser The browser.
 * @param user    Who.
 */
async function pageAs( browser: Browser, user: User ): Promise< Page > {
	const context = await browser.newContext();
	const page = await context.newPage();
	await logIn( page, user.username, user.password );
	return page;
}

/**
 * Opens a new page in the block editor, without the welcome guide, and names it.
 *
 * @param page  The editor's page.
 * @param title The page's title.
 */
async function newPageInEditor( page: Page, title: string ): Promise< void > {
	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	await page.waitForFunction(
		() =>
			( window as unknown as EditorGlobals ).wp?.blocks?.getBlockType(
				'frontage/file'
			) && window.frontageInsertModal
	);
	await page.evaluate( () => {
		const { data } = ( window as unknown as EditorGlobals ).wp;
		data.dispatch( 'core/preferences' ).set(
			'core/edit-post',
			'welcomeGuide',
			false
		);
	} );
	await page.evaluate( ( text ) => {
		( window as unknown as EditorGlobals ).wp.data
			.dispatch( 'core/editor' )
			.editPost( { title: text } );
	}, title );
}

interface EditorGlobals {
	wp: {
		blocks: { getBlockType: ( name: string ) => unknown };
		data: {
			dispatch: ( store: string ) => {
				set: ( scope: string, name: string, value: unknown ) => void;
				editPost: ( edits: Record< string, unknown > ) => void;
			};
			select: ( store: string ) => {
				getBlocks: () => {
					name: string;
					attributes: Record< string, unknown >;
				}[];
				getCurrentPostId: () => number;
				getPermalink: () => string;
				isCurrentPostPublished: () => boolean;
				isEditedPostDirty: () => boolean;
			};
		};
	};
}

/**
 * The blocks' inserter titles → their names.
 */
const BLOCK_NAMES: Record< string, string > = {
	'Library file': 'frontage/file',
	'File category': 'frontage/file-category',
	'File search': 'frontage/file-search',
};

/**
 * Inserts one of Frontage's file blocks through the block inserter, as a person does.
 *
 * @param page  The editor's page.
 * @param title The block's title in the inserter.
 */
function insertBlock( page: Page, title: string ): Promise< void > {
	// "Frontage" too: core has a File block of its own.
	return insertFromInserter(
		page,
		`Frontage ${ title }`,
		BLOCK_NAMES[ title ]
	);
}

/**
 * The modal's framed library.
 *
 * @param page The editor's page.
 */
function libraryFrame( page: Page ): FrameLocator {
	return page.frameLocator( `${ MODAL } iframe` );
}

/**
 * The test category's button in the framed library's category tree.
 *
 * @param page The editor's page.
 */
function testCategory( page: Page ): Locator {
	return libraryFrame( page )
		.locator( '.frontage-files__tree' )
		.getByRole( 'button', { name: library.category.name } )
		.first();
}

/**
 * Publishes the page being edited and returns its address.
 *
 * @param page The editor's page.
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
	return published( page );
}

/**
 * Waits for the page to be published; remembers it for clean-up.
 *
 * @param page The editor's page.
 * @return Its address.
 */
async function published( page: Page ): Promise< string > {
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
 * The blocks on the page being edited.
 *
 * @param page The editor's page.
 */
function blocks( page: Page ) {
	return page.evaluate( () =>
		( window as unknown as EditorGlobals ).wp.data
			.select( 'core/block-editor' )
			.getBlocks()
			.map( ( block ) => ( {
				name: block.name,
				attributes: block.attributes,
			} ) )
	);
}

/**
 * As a visitor: the page shows the file card and the category's table, and the card's download
 * button gives the file.
 *
 * @param browser The browser.
 * @param link    The page's address.
 * @param file    The file on the card.
 */
async function visitorDownloads(
	browser: Browser,
	link: string,
	file: LibraryFile
): Promise< void > {
	const context = await browser.newContext();
	const visitor = await context.newPage();
	await visitor.goto( link );
	const card = visitor.locator( '.frontage-file-card' );
	await expect( card.locator( '.frontage-file-card__title' ) ).toHaveText(
		file.title
	);
	await expect(
		visitor.locator( '.frontage-file-table__title-link' )
	).toHaveText( library.files.map( ( f ) => f.title ) );
	const [ download ] = await Promise.all( [
		visitor.waitForEvent( 'download' ),
		card
			.getByRole( 'link', { name: /Download/ } )
			.first()
			.click(),
	] );
	const saved = await download.path();
	expect( fs.readFileSync( saved, 'utf8' ) ).toContain(
		`Line of file ${ file.title.replace( 'File ', '' ) }.`
	);
	await context.close();
}

test( 'an editor fills a File and a File category block from the modal, and a visitor downloads the file', async ( {
	browser,
	checkA11y,
} ) => {
	// A whole journey through the block editor: on a slow machine it takes about a minute, and it is
	// the run's first test, so it also pays the first (cold) load of the editor.
	test.setTimeout( 180_000 );
	const page = await pageAs( browser, users.editor );
	const [ , second ] = library.files;
	await newPageInEditor( page, 'Insert modal e2e (mouse)' );

	await insertBlock( page, 'Library file' );
	await canvas( page ).getByRole( 'button', { name: 'Choose file' } ).click();

	const dialog = page.getByRole( 'dialog', { name: 'Choose a file' } );
	await expect( dialog ).toBeVisible();
	// docs/editor.md "The contract": 20px from the top, 90% of the viewport high, above everything.
	const box = await dialog.boundingBox();
	const viewport = page.viewportSize();
	expect( box?.y ).toBe( 20 );
	expect( Math.round( box?.height ?? 0 ) ).toBe(
		Math.round( ( viewport?.height ?? 0 ) * 0.9 )
	);
	await expect( page.locator( MODAL ) ).toHaveCSS( 'z-index', '100102' );
	await expect( page.locator( '.frontage-insert-overlay' ) ).toHaveCSS(
		'opacity',
		'0.5'
	);
	const frame = libraryFrame( page );
	// Single-file mode: no insert-category button.
	await testCategory( page ).click();
	await expect(
		frame.getByRole( 'button', { name: /Insert file “/ } ).first()
	).toBeVisible();
	await expect(
		frame.getByRole( 'button', { name: /Insert this category/ } )
	).toHaveCount( 0 );
	await checkA11y( page, { include: MODAL } );

	await frame
		.getByRole( 'button', { name: `Insert file “${ second.title }”` } )
		.click();
	await expect( dialog ).toBeHidden();
	await expect(
		canvas( page ).locator( '.frontage-file-card__title' )
	).toHaveText( second.title );

	await insertBlock( page, 'File category' );
	await canvas( page )
		.getByRole( 'button', { name: 'Choose category' } )
		.click();
	const categoryDialog = page.getByRole( 'dialog', {
		name: 'Choose a file category',
	} );
	await expect( categoryDialog ).toBeVisible();
	await testCategory( page ).click();
	// Category mode: no insert-file buttons.
	await expect(
		frame.getByRole( 'button', {
			name: `Insert this category “${ library.category.name }”`,
		} )
	).toBeVisible();
	await expect(
		frame.getByRole( 'button', { name: /Insert file “/ } )
	).toHaveCount( 0 );
	await frame
		.getByRole( 'button', {
			name: `Insert this category “${ library.category.name }”`,
		} )
		.click();
	await expect( categoryDialog ).toBeHidden();
	await expect(
		canvas( page ).locator( '.frontage-file-table__title-link' )
	).toHaveText( library.files.map( ( f ) => f.title ) );

	// The Columns panel starts with every column, the default PHP registers from
	// includes/files/file-table-columns.json (docs/files.md "The file table's columns"); a
	// column unticked leaves the preview and the block's attribute.
	await openBlockSettings( page );
	await page
		.getByRole( 'region', { name: 'Editor settings' } )
		.getByRole( 'button', { name: 'Columns', exact: true } )
		.click();
	const sizeBox = page.getByRole( 'checkbox', { name: 'Size', exact: true } );
	await expect( sizeBox ).toBeChecked();
	await expect(
		page.getByRole( 'checkbox', { name: 'Downloads', exact: true } )
	).toBeChecked();
	const sizeHeader = canvas( page ).locator( 'th[data-column="size"]' );
	await expect( sizeHeader ).toHaveCount( 1 );
	await sizeBox.uncheck();
	await expect( sizeHeader ).toHaveCount( 0 );

	expect( await blocks( page ) ).toEqual( [
		{
			name: 'frontage/file',
			// The page-builder fields come with the id (docs/editor.md "Settings fields").
			attributes: expect.objectContaining( {
				fileId: second.id,
				wpfd_file_id: String( second.id ),
				wpfd_category_id: String( library.category.id ),
				wpfd_file_name: second.title,
			} ),
		},
		{
			name: 'frontage/file-category',
			attributes: expect.objectContaining( {
				categoryId: library.category.id,
				wpfd_selected_category_id: String( library.category.id ),
				wpfd_selected_category_name: library.category.name,
				columns: [
					'title',
					'description',
					'type',
					'version',
					'created',
					'updated',
					'downloads',
					'download',
				],
			} ),
		},
	] );

	const link = await publish( page );
	await visitorDownloads( browser, link, second );

	// Reopened, the saved blocks are valid: no "unexpected or invalid content" warning.
	await page.reload();
	await expect(
		canvas( page ).locator( '.frontage-file-card__title' )
	).toHaveText( second.title );
	await expect(
		canvas( page ).locator( '.block-editor-warning' )
	).toHaveCount( 0 );
	await page.context().close();
} );

/**
 * Opens the editor's sidebar on the selected block's settings, unless it is open.
 *
 * @param page The editor's page.
 */
async function openBlockSettings( page: Page ): Promise< void > {
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

test( 'the inserter names the library’s file block apart from core’s File block', async ( {
	browser,
} ) => {
	const page = await pageAs( browser, users.editor );
	await newPageInEditor( page, 'Insert modal e2e (names)' );
	await page.getByRole( 'button', { name: 'Toggle block inserter' } ).click();
	await page.getByPlaceholder( 'Search' ).fill( 'file' );
	const core = page.locator( '.editor-block-list-item-file' );
	const ours = page.locator( '.editor-block-list-item-frontage-file' );
	await expect( core ).toBeVisible();
	await expect( ours ).toBeVisible();
	// What a person reads in the list: two different names.
	await expect( core ).toHaveText( 'File' );
	await expect( ours ).toHaveText( 'Library file' );
	const names = await page
		.locator( '.block-editor-block-types-list__item-title' )
		.allInnerTexts();
	expect( names.filter( ( name ) => name.trim() === 'File' ) ).toHaveLength(
		1
	);
} );

test( 'the File search block starts in the category chosen in the modal, and Reset goes back to it', async ( {
	browser,
} ) => {
	// The modal, publishing and a visitor's search: over 30 s on a loaded machine.
	test.slow();
	const page = await pageAs( browser, users.editor );
	await newPageInEditor( page, 'Insert modal e2e (search)' );
	await insertBlock( page, 'File search' );
	// The block's sidebar: Category → "Choose category".
	await openBlockSettings( page );
	await page
		.getByRole( 'region', { name: 'Editor settings' } )
		.getByRole( 'button', { name: 'Choose category' } )
		.click();
	const dialog = page.getByRole( 'dialog', {
		name: 'Choose a file category',
	} );
	await expect( dialog ).toBeVisible();
	const frame = libraryFrame( page );
	await testCategory( page ).click();
	await frame
		.getByRole( 'button', {
			name: `Insert this category “${ library.category.name }”`,
		} )
		.click();
	await expect( dialog ).toBeHidden();
	await expect(
		page
			.getByRole( 'region', { name: 'Editor settings' } )
			.getByLabel( 'Search starts in' )
	).toHaveValue( String( library.category.id ) );
	const link = await publish( page );
	await page.context().close();

	const visitor = await ( await browser.newContext() ).newPage();
	await visitor.goto( link );
	const category = visitor.locator( 'select[name="catid"]' );
	await expect( category ).toHaveValue( String( library.category.id ) );
	// The category's own files are a search away.
	await visitor
		.locator( '.frontage-search__form' )
		.getByRole( 'button', { name: 'Search', exact: true } )
		.click();
	await expect(
		visitor.locator(
			'.frontage-search-results .frontage-file-table__title-link'
		)
	).toHaveText( library.files.map( ( f ) => f.title ) );
	await visitor.locator( '.frontage-search__reset' ).click();
	await expect( category ).toHaveValue( String( library.category.id ) );
	await visitor.context().close();
} );

test( 'the modal closes on the close button, a click outside and Escape, giving focus back @package', async ( {
	browser,
} ) => {
	// A log-in, the editor and four openings of the frame: 10 s idle, over 30 s on a loaded machine.
	test.slow();
	const page = await pageAs( browser, users.editor );
	await newPageInEditor( page, 'Insert modal e2e (closing)' );
	await insertBlock( page, 'Library file' );
	const choose = canvas( page ).getByRole( 'button', {
		name: 'Choose file',
	} );
	const dialog = page.getByRole( 'dialog', { name: 'Choose a file' } );

	await choose.click();
	await expect( dialog ).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Close' } ).click();
	await expect( dialog ).toBeHidden();
	await expect( page.locator( '.frontage-insert-overlay' ) ).toHaveCount( 0 );
	await expect( choose ).toBeFocused();

	await choose.click();
	await expect( dialog ).toBeVisible();
	// Outside the modal: the overlay, below it.
	await page.mouse.click( 5, ( page.viewportSize()?.height ?? 600 ) - 5 );
	await expect( dialog ).toBeHidden();

	await choose.click();
	await expect( dialog ).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( choose ).toBeFocused();

	// Escape pressed inside the framed library closes it too.
	await choose.click();
	await testCategory( page ).focus();
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( choose ).toBeFocused();
	await page.context().close();
} );

/**
 * Presses Tab until the focused element matches, as a keyboard user looks for a control.
 *
 * @param page    The page.
 * @param target  What to reach.
 * @param maximum The most presses.
 */
async function tabTo(
	page: Page,
	target: Locator,
	maximum = 60
): Promise< void > {
	for ( let i = 0; i < maximum; i++ ) {
		if (
			await target
				.evaluate(
					( element ) =>
						element === element.ownerDocument.activeElement
				)
				.catch( () => false )
		) {
			return;
		}
		await page.keyboard.press( 'Tab' );
	}
	throw new Error( `Tab never reached ${ target }` );
}

/**
 * By keyboard: turns the paragraph being typed in into a block with the slash inserter, opens
 * the modal from the block's choose button, opens the test category in the framed library and
 * presses the insert button; focus comes back to the block.
 *
 * @param page          The editor's page.
 * @param labels        The block's title, its choose button, the dialog's name, the insert button.
 * @param labels.block
 * @param labels.choose
 * @param labels.dialog
 * @param labels.insert
 */
async function fillBlockByKeyboard(
	page: Page,
	labels: { block: string; choose: string; dialog: string; insert: string }
): Promise< void > {
	const frame = libraryFrame( page );
	// "frontage", the blocks' keyword: core has a File block of its own.
	await page.keyboard.type( '/frontage' );
	const option = page.getByRole( 'option', {
		name: new RegExp( `${ labels.block }$` ),
	} );
	await expect( option ).toBeVisible();
	for (
		let i = 0;
		i < 10 && ( await option.getAttribute( 'aria-selected' ) ) !== 'true';
		i++
	) {
		await page.keyboard.press( 'ArrowDown' );
	}
	await page.keyboard.press( 'Enter' );

	const button = canvas( page ).getByRole( 'button', {
		name: labels.choose,
	} );
	await tabTo( page, button );
	await page.keyboard.press( 'Enter' );
	const dialog = page.getByRole( 'dialog', { name: labels.dialog } );
	await expect( dialog ).toBeVisible();

	await tabTo( page, testCategory( page ) );
	await page.keyboard.press( 'Enter' );
	await tabTo( page, frame.getByRole( 'button', { name: labels.insert } ) );
	await page.keyboard.press( 'Enter' );
	await expect( dialog ).toBeHidden();
	await expect( button ).toHaveCount( 0 );
	// Focus is back on the block, now filled.
	await expect(
		canvas( page ).locator( '[data-block].is-selected' )
	).toBeFocused();
}

test( 'by keyboard alone: an editor fills both blocks from the modal and publishes', async ( {
	browser,
} ) => {
	// A long journey of single key presses: more time than a test usually needs.
	test.slow();
	const page = await pageAs( browser, users.editor );
	const [ first ] = library.files;
	await newPageInEditor( page, 'Insert modal e2e (keyboard)' );

	// Into the page's title (Ctrl+`: the editor's regions, then Tab); Enter makes the
	// paragraph to type the slash command in.
	await page.keyboard.press( 'Control+`' );
	await tabTo(
		page,
		canvas( page ).getByRole( 'textbox', { name: 'Add title' } ),
		80
	);
	await page.keyboard.press( 'End' );
	await page.keyboard.press( 'Enter' );
	await fillBlockByKeyboard( page, {
		block: 'Library file',
		choose: 'Choose file',
		dialog: 'Choose a file',
		insert: `Insert file “${ first.title }”`,
	} );
	// Ctrl+Alt+Y: a new paragraph after the selected block.
	await page.keyboard.press( 'Control+Alt+y' );
	await fillBlockByKeyboard( page, {
		block: 'File category',
		choose: 'Choose category',
		dialog: 'Choose a file category',
		insert: `Insert this category “${ library.category.name }”`,
	} );
	await expect(
		canvas( page ).locator( '.frontage-file-card__title' )
	).toHaveText( first.title );

	// Publish: the editor's regions are a Ctrl+` away; then Tab to the buttons.
	const topBarPublish = page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Publish', exact: true } );
	await page.keyboard.press( 'Control+`' );
	await tabTo( page, topBarPublish, 80 );
	await page.keyboard.press( 'Enter' );
	const confirm = page
		.getByRole( 'region', { name: 'Editor publish' } )
		.getByRole( 'button', { name: 'Publish', exact: true } );
	await tabTo( page, confirm, 30 );
	await page.keyboard.press( 'Enter' );
	const link = await published( page );
	await visitorDownloads( browser, link, first );
	await page.context().close();
} );

test( 'the classic editor’s “Add file” inserts the file, category and search shortcodes', async ( {
	browser,
} ) => {
	// Three trips through the modal, publishing and a visitor's page: about 27 s on a loaded machine.
	test.slow();
	const page = await pageAs( browser, users.editor );
	const [ , , third ] = library.files;
	await page.goto(
		'/wp-admin/post-new.php?post_type=page&frontage-e2e-classic=1'
	);
	await page.getByLabel( 'Add title' ).fill( 'Insert modal e2e (classic)' );
	// The text tab: what is inserted is plain to read.
	await page.locator( '#content-html' ).click();
	const addFile = page.getByRole( 'button', { name: 'Add file' } );
	const frame = libraryFrame( page );

	await addFile.click();
	const dialog = page.getByRole( 'dialog', {
		name: 'Insert from the file library',
	} );
	await expect( dialog ).toBeVisible();
	await testCategory( page ).click();
	await frame
		.getByRole( 'button', { name: `Insert file “${ third.title }”` } )
		.click();
	await expect( dialog ).toBeHidden();
	await expect( page.locator( '#content' ) ).toHaveValue(
		new RegExp( `\\[frontage_file id="${ third.id }"\\]` )
	);

	await addFile.click();
	await testCategory( page ).click();
	await frame
		.getByRole( 'button', {
			name: `Insert this category “${ library.category.name }”`,
		} )
		.click();
	await addFile.click();
	await frame.getByRole( 'button', { name: 'Insert file search' } ).click();
	await expect( dialog ).toBeHidden();
	const content = await page.locator( '#content' ).inputValue();
	expect( content ).toContain( `[frontage_file id="${ third.id }"]` );
	expect( content ).toContain(
		`[frontage_category id="${ library.category.id }"]`
	);
	expect( content ).toContain( '[frontage_search]' );

	await page.locator( '#publish' ).click();
	// Published, WordPress reopens the page (in the block editor: the switch is for new pages).
	await page.waitForURL( /post\.php\?post=\d+/ );
	const id = Number( new URL( page.url() ).searchParams.get( 'post' ) );
	pages.push( id );
	const { link, status } = await admin.get< {
		link: string;
		status: string;
	} >( `/wp/v2/pages/${ id }?context=edit&_fields=link,status` );
	expect( status ).toBe( 'publish' );

	const visitor = await ( await browser.newContext() ).newPage();
	await visitor.goto( link );
	await expect( visitor.locator( '.frontage-file-card__title' ) ).toHaveText(
		third.title
	);
	await expect(
		visitor.locator( '.frontage-file-table__title-link' ).first()
	).toBeVisible();
	await expect( visitor.locator( '.frontage-search' ) ).toBeVisible();
	await visitor.context().close();
	await page.context().close();
} );

test( 'a subscriber who opens the insert page gets 403, and a visitor is sent to log in', async ( {
	browser,
	request,
} ) => {
	const page = await pageAs( browser, users.subscriber );
	for ( const address of [
		'/wp-admin/admin.php?page=wpfd&noheader=1&caninsert=1',
		'/wp-admin/admin.php?page=wpfd&noheader=1&caninsert=1&pagebuilder=1',
		'/wp-admin/admin.php?page=wpfd',
	] ) {
		const response = await page.goto( address );
		expect( response?.status(), address ).toBe( 403 );
		await expect( page.locator( 'body' ) ).toContainText(
			'Sorry, you are not allowed to access this page.'
		);
	}
	await page.context().close();

	const anonymous = await request.get(
		'/wp-admin/admin.php?page=wpfd&noheader=1&caninsert=1',
		{ maxRedirects: 0 }
	);
	expect( anonymous.status() ).toBe( 302 );
	expect( anonymous.headers().location ).toContain( 'wp-login.php' );
} );

/**
 * Puts an element with the launch class into a block in the editor's canvas, as a page builder's
 * or a theme's block would have one.
 *
 * @param page      The editor's page.
 * @param blockName The block to put it in (the last of that name).
 * @param label     The launcher's text.
 * @param data      Its data attributes.
 * @return The launcher.
 */
async function addLauncher(
	page: Page,
	blockName: string,
	label: string,
	data: Record< string, string > = {}
): Promise< Locator > {
	await canvas( page )
		.locator( `[data-type="${ blockName }"]` )
		.last()
		.evaluate(
			( block, { text, attributes } ) => {
				const launcher = block.ownerDocument.createElement( 'button' );
				launcher.type = 'button';
				launcher.className = 'wpfdlaunch';
				launcher.textContent = text;
				for ( const [ key, value ] of Object.entries( attributes ) ) {
					launcher.setAttribute( key, value );
				}
				block.append( launcher );
			},
			{ text: label, attributes: data }
		);
	return canvas( page ).getByRole( 'button', { name: label } );
}

test( 'the launch class works inside the editor’s canvas iframe: the pick fills the launcher’s block and its five wpfd_* fields', async ( {
	browser,
	checkA11y,
} ) => {
	// Three trips through the modal, publishing and reopening: more than a short test's time.
	test.slow();
	const page = await pageAs( browser, users.editor );
	const [ first ] = library.files;
	await newPageInEditor( page, 'Insert modal e2e (launch class)' );
	const frameSrc = () =>
		page.locator( `${ MODAL } iframe` ).getAttribute( 'src' );

	// In a File block: the modal opens in the editor's page, in file mode on the page-builder
	// variant, and the pick fills that block.
	await insertBlock( page, 'Library file' );
	const fileLauncher = await addLauncher(
		page,
		'frontage/file',
		'Pick a file from the library'
	);
	await fileLauncher.click();
	const dialog = page.getByRole( 'dialog', { name: 'Choose a file' } );
	await expect( dialog ).toBeVisible();
	const src = new URL( ( await frameSrc() ) ?? '', 'http://x' );
	expect( src.searchParams.get( 'pagebuilder' ) ).toBe( '1' );
	expect( src.searchParams.get( 'mode' ) ).toBe( 'file' );
	await testCategory( page ).click();
	await expect(
		libraryFrame( page ).getByRole( 'button', {
			name: `Insert file “${ first.title }”`,
		} )
	).toBeVisible();
	await checkA11y( page, { include: MODAL } );
	await libraryFrame( page )
		.getByRole( 'button', { name: `Insert file “${ first.title }”` } )
		.click();
	await expect( dialog ).toBeHidden();
	await expect(
		canvas( page ).locator( '.frontage-file-card__title' )
	).toHaveText( first.title );
	// Focus goes back to the launcher, in the canvas.
	await expect( fileLauncher ).toBeFocused();

	// In a File category block: category mode, the pick fills that block.
	await insertBlock( page, 'File category' );
	await (
		await addLauncher(
			page,
			'frontage/file-category',
			'Pick a category from the library'
		)
	).click();
	const categoryDialog = page.getByRole( 'dialog', {
		name: 'Choose a file category',
	} );
	await expect( categoryDialog ).toBeVisible();
	expect(
		new URL( ( await frameSrc() ) ?? '', 'http://x' ).searchParams.get(
			'mode'
		)
	).toBe( 'category' );
	await testCategory( page ).click();
	await libraryFrame( page )
		.getByRole( 'button', {
			name: `Insert this category “${ library.category.name }”`,
		} )
		.click();
	await expect( categoryDialog ).toBeHidden();
	await expect(
		canvas( page ).locator( '.frontage-file-table__title-link' )
	).toHaveText( library.files.map( ( f ) => f.title ) );

	// In any other block (a spacer): the pick comes in as a new block after it.
	await page.evaluate( () => {
		const { wp } = window as unknown as {
			wp: {
				data: {
					dispatch: ( store: string ) => {
						insertBlocks: ( blocks: unknown[] ) => void;
					};
				};
				blocks: {
					createBlock: (
						name: string,
						attributes: Record< string, unknown >
					) => unknown;
				};
			};
		};
		wp.data
			.dispatch( 'core/block-editor' )
			.insertBlocks( [ wp.blocks.createBlock( 'core/spacer', {} ) ] );
	} );
	await (
		await addLauncher( page, 'core/spacer', 'Insert a library file', {
			'data-wpfd-mode': 'file',
		} )
	).click();
	await expect( dialog ).toBeVisible();
	await testCategory( page ).click();
	await libraryFrame( page )
		.getByRole( 'button', { name: `Insert file “${ first.title }”` } )
		.click();
	await expect( dialog ).toBeHidden();

	const fileFields = {
		fileId: first.id,
		wpfd_file_id: String( first.id ),
		wpfd_category_id: String( library.category.id ),
		wpfd_file_name: first.title,
	};
	const expected = [
		{
			name: 'frontage/file',
			attributes: expect.objectContaining( fileFields ),
		},
		{
			name: 'frontage/file-category',
			attributes: expect.objectContaining( {
				categoryId: library.category.id,
				wpfd_selected_category_id: String( library.category.id ),
				wpfd_selected_category_name: library.category.name,
			} ),
		},
		{ name: 'core/spacer', attributes: expect.anything() },
		{
			name: 'frontage/file',
			attributes: expect.objectContaining( fileFields ),
		},
	];
	expect( await blocks( page ) ).toEqual( expected );

	// Saved and reopened: the fields are kept, and no block warns of invalid content.
	await publish( page );
	await page.reload();
	await expect(
		canvas( page ).locator( '.frontage-file-card__title' )
	).toHaveText( [ first.title, first.title ] );
	await expect(
		canvas( page ).locator( '.block-editor-warning' )
	).toHaveCount( 0 );
	expect( await blocks( page ) ).toEqual( expected );
	await page.context().close();
} );

test( 'a page saved before the wpfd_* fields opens without a warning, its fields taken from the ids, and unchanged', async ( {
	browser,
} ) => {
	const [ , , third ] = library.files;
	const { id } = await admin.post< { id: number } >( '/wp/v2/pages', {
		title: 'Insert modal e2e (saved before the fields)',
		status: 'publish',
		content: `<!-- wp:frontage/file {"fileId":${ third.id }} /-->\n\n<!-- wp:frontage/file-category {"categoryId":${ library.category.id },"perPage":10} /-->`,
	} );
	pages.push( id );
	const page = await pageAs( browser, users.editor );
	await page.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
	await expect(
		canvas( page ).locator( '.frontage-file-card__title' )
	).toHaveText( third.title );
	await expect(
		canvas( page ).locator( '.frontage-file-table__title-link' ).first()
	).toBeVisible();
	await expect(
		canvas( page ).locator( '.block-editor-warning' )
	).toHaveCount( 0 );
	expect( await blocks( page ) ).toEqual( [
		{
			name: 'frontage/file',
			attributes: expect.objectContaining( {
				fileId: third.id,
				wpfd_file_id: String( third.id ),
				wpfd_category_id: '',
				wpfd_file_name: '',
			} ),
		},
		{
			name: 'frontage/file-category',
			attributes: expect.objectContaining( {
				categoryId: library.category.id,
				perPage: 10,
				wpfd_selected_category_id: String( library.category.id ),
				wpfd_selected_category_name: '',
			} ),
		},
	] );
	// Opening it changed nothing the editor would ask to save.
	expect(
		await page.evaluate( () =>
			( window as unknown as EditorGlobals ).wp.data
				.select( 'core/editor' )
				.isEditedPostDirty()
		)
	).toBe( false );
	await page.context().close();
} );
