/**
 * Frontage → Files (admin.php?page=wpfd): an owner builds a category tree, uploads files with a
 * progress bar each, edits, moves and deletes them, by mouse and by keyboard; failures say why
 * and keep what was typed; people who may not manage the library get no access.
 */
import type { FileChooser, Locator, Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { logIn } from '../support/log-in';
import type { RestClient } from '../support/rest';

const PAGE = '/wp-admin/admin.php?page=wpfd';
const ROOT = '#frontage-files-admin';
const SUBSCRIBER = {
	login: 'frontage-e2e-subscriber',
	password: 'e2e-sub-pass-4K',
};

interface ApiCategory {
	id: number;
	name: string;
	parent: number;
	position: number;
	visibility: string;
	roles: string[];
	ordering: string;
}

interface ApiFile {
	id: number;
	title: string;
	category: number;
	tags: Array< { name: string } >;
	custom_fields: Array< { label: string; type: string; value: string } >;
}

/** A word unique to this run, in every name the spec makes, so cleanup finds only its own. */
let run = '';

test.beforeEach( () => {
	run = `e2e${ Date.now().toString( 36 ) }`;
} );

test.afterEach( async ( { rest } ) => {
	// Files first (a deleted category would move them, not delete them), then categories,
	// children before parents.
	const files = await rest.get< ApiFile[] >(
		`/frontage/v1/files?search=${ run }&per_page=100`
	);
	for ( const file of files ) {
		await rest.delete( `/frontage/v1/files/${ file.id }` );
	}
	const categories = await rest.get< ApiCategory[] >(
		'/frontage/v1/categories'
	);
	for ( const category of categories
		.filter( ( c ) => c.name.includes( run ) )
		.reverse() ) {
		await rest.delete( `/frontage/v1/categories/${ category.id }` );
	}
} );

/**
 * The page's notices (WordPress repeats them in a hidden live region, so only the visible ones).
 *
 * @param page The Files screen.
 */
function notices( page: Page ): Locator {
	return page.locator(
		`${ ROOT } .frontage-files__notices .components-notice`
	);
}

/**
 * A category's button in the tree.
 *
 * @param page The Files screen.
 * @param name The category's name.
 */
function treeButton( page: Page, name: string ): Locator {
	return page
		.locator( `${ ROOT } .frontage-files__tree` )
		.getByRole( 'button', { name, exact: false } )
		.filter( { hasText: name } );
}

/**
 * The files table's rows.
 *
 * @param page The Files screen.
 */
function rows( page: Page ): Locator {
	return page.locator( `${ ROOT } .frontage-files__table tbody tr` );
}

/**
 * A file the way Playwright hands it to a file chooser.
 *
 * @param name     File name.
 * @param mimeType Type.
 * @param text     Contents.
 */
function upload( name: string, mimeType: string, text: string ) {
	return { name, mimeType, buffer: Buffer.from( text ) };
}

/**
 * A small but real PDF (finfo must see a PDF, or WordPress refuses the .pdf name).
 *
 * @param name File name.
 */
function pdf( name: string ) {
	return upload(
		name,
		'application/pdf',
		'%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'
	);
}

/**
 * Adds a category through the form.
 *
 * @param page   The Files screen.
 * @param name   Its name.
 * @param parent The parent's name, or null for the top level.
 */
async function addCategory( page: Page, name: string, parent: string | null ) {
	await page.getByLabel( 'New category' ).fill( name );
	const inside = page.locator(
		`${ ROOT } .frontage-files__add-category select`
	);
	if ( parent ) {
		await inside.selectOption( { label: parent } );
	} else {
		await inside.selectOption( '0' );
	}
	await page.getByRole( 'button', { name: 'Add category' } ).click();
	await expect(
		notices( page ).filter( { hasText: `Category “${ name }” added.` } )
	).toBeVisible();
	await expect( treeButton( page, name ) ).toHaveAttribute(
		'aria-current',
		'true'
	);
}

/**
 * The categories the spec made, as the API has them.
 *
 * @param rest The REST client.
 */
async function ownCategories( rest: RestClient ): Promise< ApiCategory[] > {
	return (
		await rest.get< ApiCategory[] >( '/frontage/v1/categories' )
	).filter( ( category ) => category.name.includes( run ) );
}

test( 'an owner builds a tree, uploads, edits, moves and deletes files', async ( {
	adminPage: page,
	rest,
	checkA11y,
} ) => {
	// A long journey through the admin: over 30 s on a loaded machine.
	test.slow();
	const reports = `Reports ${ run }`;
	const child = `2024 ${ run }`;
	const budget = `Budget ${ run }`;

	await page.goto( PAGE );
	await expect(
		page.getByRole( 'heading', { name: 'Files', level: 1 } )
	).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: 'Categories' } )
	).toBeVisible();

	// A category and a child: the form adds where "Inside" says.
	await addCategory( page, reports, null );
	await addCategory( page, child, reports );
	const [ parentCategory ] = ( await ownCategories( rest ) ).filter(
		( c ) => c.name === reports
	);
	expect(
		( await ownCategories( rest ) ).find( ( c ) => c.name === child )
			?.parent
	).toBe( parentCategory.id );

	// Rename the child in its settings.
	await page.getByRole( 'button', { name: 'Settings', exact: true } ).click();
	const settings = page.getByRole( 'dialog', {
		name: `Settings of “${ child }”`,
	} );
	await settings.getByLabel( 'Name' ).fill( budget );
	await settings.getByRole( 'button', { name: 'Save' } ).click();
	await expect( settings ).toBeHidden();
	await expect(
		notices( page ).filter( { hasText: `Category “${ budget }” saved.` } )
	).toBeVisible();
	await expect( treeButton( page, budget ) ).toBeVisible();

	// Who may see it and how its files are ordered.
	await page.getByRole( 'button', { name: 'Settings', exact: true } ).click();
	const again = page.getByRole( 'dialog', {
		name: `Settings of “${ budget }”`,
	} );
	await again.getByRole( 'radio', { name: 'Only these roles' } ).check();
	await again.getByRole( 'checkbox', { name: 'Editor' } ).check();
	await again.getByLabel( 'Order its files by' ).selectOption( 'downloads' );
	await again.getByLabel( 'Direction' ).selectOption( 'desc' );
	await again.getByRole( 'button', { name: 'Save' } ).click();
	await expect( again ).toBeHidden();
	await expect( treeButton( page, budget ) ).toContainText( 'roles' );
	expect(
		( await ownCategories( rest ) ).find( ( c ) => c.name === budget )
	).toMatchObject( {
		visibility: 'roles',
		roles: [ 'editor' ],
		ordering: 'downloads-desc',
	} );

	// Two files at once, each with its own progress bar.
	const chooser = page.waitForEvent( 'filechooser' );
	await page
		.getByRole( 'button', { name: `Upload files to “${ budget }”` } )
		.click();
	await (
		await chooser
	).setFiles( [
		pdf( `plan-${ run }.pdf` ),
		upload( `notes-${ run }.txt`, 'text/plain', 'Meeting notes.\n' ),
	] );
	const uploads = page.locator( `${ ROOT } .frontage-files__upload` );
	await expect( uploads ).toHaveCount( 2 );
	for ( const item of await uploads.all() ) {
		await expect( item ).toContainText( 'Uploaded' );
		await expect( item.locator( 'progress' ) ).toHaveAttribute(
			'value',
			'100'
		);
	}
	await expect(
		notices( page ).filter( { hasText: '2 files uploaded.' } )
	).toBeVisible();
	await expect( rows( page ) ).toHaveCount( 2 );
	await expect(
		rows( page ).filter( { hasText: `plan-${ run }` } )
	).toContainText( 'PDF' );

	await checkA11y( page, { include: ROOT } );

	// Edit one file's title, tags and a link field.
	await page.getByRole( 'button', { name: `Edit “plan-${ run }”` } ).click();
	const edit = page.getByRole( 'dialog', { name: `Edit “plan-${ run }”` } );
	await edit.getByLabel( 'Title' ).fill( `Annual plan ${ run }` );
	await edit.getByLabel( 'Tags' ).fill( 'finance, 2024, finance' );
	await edit.getByRole( 'button', { name: 'Add custom field' } ).click();
	const field = edit.getByRole( 'group', { name: 'Custom field 1' } );
	await expect( field.getByLabel( 'Label' ) ).toBeFocused();
	await field.getByLabel( 'Label' ).fill( 'Source' );
	await field.getByLabel( 'Type' ).selectOption( 'url' );
	await field.getByLabel( 'Web address' ).fill( 'https://example.com/data' );
	await checkA11y( page, { include: '.components-modal__frame' } );
	await edit.getByRole( 'button', { name: 'Save' } ).click();
	await expect( edit ).toBeHidden();
	await expect(
		notices( page ).filter( { hasText: `“Annual plan ${ run }” saved.` } )
	).toBeVisible();
	await expect(
		rows( page ).filter( { hasText: `Annual plan ${ run }` } )
	).toHaveCount( 1 );
	const [ edited ] = await rest.get< ApiFile[] >(
		`/frontage/v1/files?search=${ encodeURIComponent( `Annual plan ${ run }` ) }`
	);
	expect( edited.tags.map( ( tag ) => tag.name ).sort() ).toEqual( [
		'2024',
		'finance',
	] );
	expect( edited.custom_fields ).toEqual( [
		{ label: 'Source', type: 'url', value: 'https://example.com/data' },
	] );

	// Move the other one up to the parent category.
	await page
		.getByRole( 'checkbox', { name: `Select “notes-${ run }”` } )
		.check();
	await page
		.getByLabel( 'Move selected files to' )
		.selectOption( { label: reports } );
	await page.getByRole( 'button', { name: 'Move', exact: true } ).click();
	await expect(
		notices( page ).filter( { hasText: `1 file moved to “${ reports }”.` } )
	).toBeVisible();
	await expect( rows( page ) ).toHaveCount( 1 );

	// Delete the child category: the dialog says where its file goes, and it goes there.
	await page.getByRole( 'button', { name: 'Delete', exact: true } ).click();
	const confirm = page.getByRole( 'dialog', {
		name: `Delete the category “${ budget }”?`,
	} );
	await expect( confirm ).toContainText(
		`Its 1 file will move to “${ reports }”.`
	);
	await expect( confirm ).toContainText( 'No file is deleted.' );
	await confirm.getByRole( 'button', { name: 'Delete category' } ).click();
	await expect(
		notices( page ).filter( {
			hasText: `Category “${ budget }” deleted. 1 file moved to “${ reports }”.`,
		} )
	).toBeVisible();
	await expect( treeButton( page, budget ) ).toHaveCount( 0 );
	await expect( treeButton( page, reports ) ).toHaveAttribute(
		'aria-current',
		'true'
	);
	await expect( rows( page ) ).toHaveCount( 2 );
	await expect(
		rows( page ).filter( { hasText: `Annual plan ${ run }` } )
	).toHaveCount( 1 );

	// Bulk delete, confirmed.
	await page
		.getByRole( 'checkbox', { name: 'Select all files on this page' } )
		.check();
	await page.getByRole( 'button', { name: 'Delete selected files' } ).click();
	const bulk = page.getByRole( 'dialog', { name: 'Delete 2 files?' } );
	await expect( bulk ).toContainText( `Annual plan ${ run }` );
	await bulk.getByRole( 'button', { name: 'Delete files' } ).click();
	await expect(
		notices( page ).filter( { hasText: '2 files deleted.' } )
	).toBeVisible();
	await expect( rows( page ) ).toHaveCount( 1 );
	await expect( rows( page ) ).toContainText( 'No files here yet.' );
	expect(
		await rest.get< ApiFile[] >( `/frontage/v1/files?search=${ run }` )
	).toEqual( [] );
} );

test( 'the same work by keyboard', async ( { adminPage: page, rest } ) => {
	// A long journey through the admin: over 30 s on a loaded machine.
	test.slow();
	const first = `Alpha ${ run }`;
	const second = `Beta ${ run }`;
	await page.goto( PAGE );

	// Type a name and press Enter (at the top level); the second goes inside the first, chosen
	// under "Inside".
	await page.getByLabel( 'New category' ).focus();
	await page.keyboard.type( first );
	await page.keyboard.press( 'Enter' );
	await expect( treeButton( page, first ) ).toHaveAttribute(
		'aria-current',
		'true'
	);
	await page.getByLabel( 'New category' ).focus();
	await page.keyboard.type( second );
	await page.getByLabel( 'Inside' ).selectOption( { label: first } );
	await page.getByLabel( 'New category' ).focus();
	await page.keyboard.press( 'Enter' );
	await expect( treeButton( page, second ) ).toHaveAttribute(
		'aria-current',
		'true'
	);

	// Out of its parent, then above it: the buttons keep focus, so moves can follow each other.
	const out = page.getByRole( 'button', { name: 'Move out of its parent' } );
	await out.focus();
	await page.keyboard.press( 'Enter' );
	await expect(
		notices( page ).filter( {
			hasText: `“${ second }” moved to the top level`,
		} )
	).toBeVisible();
	await expect( out ).toHaveAttribute( 'aria-disabled', 'true' );
	const up = page.getByRole( 'button', { name: 'Move up' } );
	await up.focus();
	await page.keyboard.press( 'Enter' );
	await expect
		.poll( async () => {
			const own = await ownCategories( rest );
			const a = own.find( ( c ) => c.name === first );
			const b = own.find( ( c ) => c.name === second );
			return [ b?.parent, a && b ? b.position < a.position : false ];
		} )
		.toEqual( [ 0, true ] );
	const tree = page.locator( `${ ROOT } .frontage-files__tree` );
	const order = await tree
		.locator( '.frontage-files__tree-name' )
		.allTextContents();
	expect( order.indexOf( second ) ).toBeLessThan( order.indexOf( first ) );

	// Upload from the keyboard: Enter on the button opens the file chooser.
	const uploadButton = page.getByRole( 'button', {
		name: `Upload files to “${ second }”`,
	} );
	await uploadButton.focus();
	const chooser: Promise< FileChooser > = page.waitForEvent( 'filechooser' );
	await page.keyboard.press( 'Enter' );
	await ( await chooser ).setFiles( [ pdf( `keys-${ run }.pdf` ) ] );
	await expect(
		rows( page ).filter( { hasText: `keys-${ run }` } )
	).toHaveCount( 1 );

	// Edit: Enter opens the dialog with focus inside; Enter in a field saves.
	const editButton = page.getByRole( 'button', {
		name: `Edit “keys-${ run }”`,
	} );
	await editButton.focus();
	await page.keyboard.press( 'Enter' );
	const edit = page.getByRole( 'dialog', { name: `Edit “keys-${ run }”` } );
	await expect( edit ).toBeVisible();
	await expect
		.poll( () =>
			edit.evaluate( ( dialog ) =>
				dialog.contains( dialog.ownerDocument.activeElement )
			)
		)
		.toBe( true );
	await edit.getByLabel( 'Version' ).focus();
	await page.keyboard.type( '2.0' );
	await page.keyboard.press( 'Enter' );
	await expect( edit ).toBeHidden();
	await expect(
		rows( page ).filter( { hasText: `keys-${ run }` } )
	).toContainText( '2.0' );

	// Escape closes a dialog and gives focus back to what opened it.
	await editButton.focus();
	await page.keyboard.press( 'Enter' );
	await expect( edit ).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( edit ).toBeHidden();
	await expect( editButton ).toBeFocused();

	// Select with Space, delete with the confirmation, all from the keyboard.
	await page
		.getByRole( 'checkbox', { name: `Select “keys-${ run }”` } )
		.focus();
	await page.keyboard.press( 'Space' );
	await page.getByRole( 'button', { name: 'Delete selected files' } ).focus();
	await page.keyboard.press( 'Enter' );
	const bulk = page.getByRole( 'dialog', { name: 'Delete 1 file?' } );
	await bulk.getByRole( 'button', { name: 'Delete files' } ).focus();
	await page.keyboard.press( 'Enter' );
	await expect(
		notices( page ).filter( { hasText: '1 file deleted.' } )
	).toBeVisible();
} );

test( 'dragging a category moves it inside another or to the top', async ( {
	adminPage: page,
	rest,
} ) => {
	const outer = `Outer ${ run }`;
	const inner = `Inner ${ run }`;
	// The whole tree in view: a page that scrolls under a pressed button cancels the drag.
	await page.setViewportSize( { width: 1280, height: 1600 } );
	await page.goto( PAGE );
	await addCategory( page, outer, null );
	await addCategory( page, inner, outer );

	// A row holds its own button only; its children are in the list after it.
	const row = ( name: string ) =>
		page
			.locator( `${ ROOT } .frontage-files__tree-row` )
			.filter( { hasText: name } );
	const parentOf = async ( name: string ) =>
		( await ownCategories( rest ) ).find( ( c ) => c.name === name )
			?.parent;

	// Onto "All files": to the top level.
	await row( inner ).dragTo(
		page.locator( `${ ROOT } .frontage-files__tree-row.is-root` )
	);
	await expect(
		notices( page ).filter( {
			hasText: `“${ inner }” moved to the top level`,
		} )
	).toBeVisible();
	await expect.poll( () => parentOf( inner ) ).toBe( 0 );

	// Onto the middle of another row: inside it.
	await row( outer ).dragTo( row( inner ) );
	await expect(
		notices( page ).filter( {
			hasText: `“${ outer }” moved to “${ inner }”`,
		} )
	).toBeVisible();
	const innerId = ( await ownCategories( rest ) ).find(
		( c ) => c.name === inner
	)?.id;
	await expect.poll( () => parentOf( outer ) ).toBe( innerId );
	await expect(
		page
			.locator( `${ ROOT } .frontage-files__tree li` )
			.filter( { hasText: inner } )
			.locator( 'li' )
	).toContainText( outer );
} );

test( 'failures say why, per file and per save, and keep what was typed', async ( {
	adminPage: page,
} ) => {
	const folder = `Failures ${ run }`;
	await page.goto( PAGE );
	await addCategory( page, folder, null );

	// The server refuses a script; the other file still goes up.
	const chooser = page.waitForEvent( 'filechooser' );
	await page
		.getByRole( 'button', { name: `Upload files to “${ folder }”` } )
		.click();
	await (
		await chooser
	).setFiles( [
		upload( `evil-${ run }.php`, 'text/plain', '<?php echo 1;' ),
		upload( `fine-${ run }.txt`, 'text/plain', 'fine\n' ),
	] );
	const evil = page
		.locator( `${ ROOT } .frontage-files__upload` )
		.filter( { hasText: `evil-${ run }.php` } );
	await expect( evil ).toContainText(
		'Failed: Files of type .php cannot be added to the library, because a web server could run them.'
	);
	await expect(
		notices( page ).filter( { hasText: '1 file could not be uploaded.' } )
	).toBeVisible();
	await expect( rows( page ) ).toHaveCount( 1 );
	await expect( rows( page ) ).toContainText( `fine-${ run }` );

	// A link field without a web address is refused before sending, with the values kept.
	await page.getByRole( 'button', { name: `Edit “fine-${ run }”` } ).click();
	const edit = page.getByRole( 'dialog', { name: `Edit “fine-${ run }”` } );
	await edit.getByLabel( 'Title' ).fill( `Kept title ${ run }` );
	await edit.getByRole( 'button', { name: 'Add custom field' } ).click();
	await edit.getByLabel( 'Label' ).fill( 'Site' );
	await edit.getByLabel( 'Type' ).selectOption( 'url' );
	await edit.getByLabel( 'Web address' ).fill( 'not a link' );
	await edit.getByRole( 'button', { name: 'Save' } ).click();
	await expect( edit ).toContainText(
		'The custom field “Site” needs a web address starting with http:// or https://.'
	);
	await edit.getByLabel( 'Web address' ).fill( 'https://example.com' );

	// The session ends in another tab: the server refuses, the dialog keeps everything.
	await page.context().clearCookies();
	await edit.getByRole( 'button', { name: 'Save' } ).click();
	await expect( edit ).toContainText( 'Not saved:' );
	await expect( edit.getByLabel( 'Title' ) ).toHaveValue(
		`Kept title ${ run }`
	);
	await expect( edit.getByLabel( 'Web address' ) ).toHaveValue(
		'https://example.com'
	);
} );

test( 'a replacement keeps the file’s id, and files over PHP’s limit go up in pieces', async ( {
	adminPage: page,
	rest,
} ) => {
	// A long journey through the admin: over 30 s on a loaded machine.
	test.slow();
	const folder = `Large ${ run }`;
	// PHP's upload_max_filesize on the test server is 2 MB: 3 MB only fits in pieces. Real
	// lines, so that PHP's type detection sees text (one 3 MB line reads as binary).
	const big = Array.from(
		{ length: 110000 },
		( _, i ) =>
			`Line ${ String( i ).padStart( 7, '0' ) } of a large report.\n`
	)
		.join( '' )
		.slice( 0, 3 * 1024 * 1024 );
	const pieces: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			request.method() === 'PUT' &&
			/uploads(\/|%2F)/.test( request.url() )
		) {
			pieces.push( request.headers()[ 'content-range' ] ?? '' );
		}
	} );
	await page.goto( PAGE );
	await addCategory( page, folder, null );

	const chooser = page.waitForEvent( 'filechooser' );
	await page
		.getByRole( 'button', { name: `Upload files to “${ folder }”` } )
		.click();
	await (
		await chooser
	).setFiles( [
		upload( `small-${ run }.txt`, 'text/plain', 'small\n' ),
		upload( `big-${ run }.txt`, 'text/plain', big ),
	] );
	await expect(
		notices( page ).filter( { hasText: '2 files uploaded.' } )
	).toBeVisible();
	await expect(
		rows( page ).filter( { hasText: `big-${ run }` } )
	).toContainText( '3 MB' );
	expect( pieces.length ).toBeGreaterThan( 1 );
	expect( pieces[ 0 ] ).toMatch( /^bytes 0-\d+\/3145728$/ );

	const [ before ] = await rest.get<
		Array< ApiFile & { size: number; name: string } >
	>( `/frontage/v1/files?search=small-${ run }` );
	const replace = page.waitForEvent( 'filechooser' );
	await page
		.getByRole( 'button', { name: `Replace the file of “small-${ run }”` } )
		.click();
	await (
		await replace
	).setFiles( [ upload( `bigger-${ run }.txt`, 'text/plain', big ) ] );
	await expect(
		notices( page ).filter( {
			hasText: `The file of “small-${ run }” was replaced.`,
		} )
	).toBeVisible();
	const after = await rest.get< ApiFile & { size: number; name: string } >(
		`/frontage/v1/files/${ before.id }`
	);
	expect( after ).toMatchObject( {
		id: before.id,
		title: `small-${ run }`,
		name: `bigger-${ run }.txt`,
		size: 3 * 1024 * 1024,
	} );
	await expect(
		rows( page ).filter( { hasText: `small-${ run }` } )
	).toContainText( '3 MB' );
} );

test( 'noheader=1 shows the manager without the admin’s chrome', async ( {
	adminPage: page,
	checkA11y,
} ) => {
	const response = await page.goto( `${ PAGE }&noheader=1` );
	expect( response?.status() ).toBe( 200 );
	await expect(
		page.getByRole( 'heading', { name: 'Categories' } )
	).toBeVisible();
	await expect( page.locator( '#adminmenu' ) ).toHaveCount( 0 );
	await expect( page.locator( '#wpadminbar' ) ).toHaveCount( 0 );
	expect( await page.content() ).toMatch( /^<!DOCTYPE html>/i );
	await checkA11y( page, { include: ROOT } );
} );

test( 'a subscriber gets no access', async ( { browser, rest } ) => {
	// A login of this run's own, so a run that died half-way leaves nothing in the way.
	const login = `${ SUBSCRIBER.login }-${ run }`;
	const { id: userId } = await rest.post< { id: number } >( '/wp/v2/users', {
		username: login,
		password: SUBSCRIBER.password,
		email: `${ login }@example.com`,
		roles: [ 'subscriber' ],
	} );
	const context = await browser.newContext();
	try {
		const page = await context.newPage();
		await logIn( page, login, SUBSCRIBER.password );
		await expect( page.locator( '#adminmenu' ) ).not.toContainText(
			'Frontage'
		);
		const response = await page.goto( PAGE );
		expect( response?.status() ).toBe( 403 );
		await expect( page.locator( 'body' ) ).toContainText(
			'Sorry, you are not allowed to access this page.'
		);
		await expect( page.locator( ROOT ) ).toHaveCount( 0 );
		const framed = await page.goto( `${ PAGE }&noheader=1` );
		expect( framed?.status() ).toBe( 403 );
	} finally {
		await context.close();
		await rest.delete( `/wp/v2/users/${ userId }?force=true&reassign=1` );
	}
} );
