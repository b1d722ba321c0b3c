/**
 * Frontage → Files as an owner first meets it (issue 18): the first files come with the page and
 * each category is asked for once; a click on a category never shows the previous one's files
 * (the table is busy at once, a later click wins); the Status column is whole at 1280 and
 * 390 px; uploads say the truth (content that does not match its extension, no finished bar on
 * a failed row, counts that follow); "Inside" starts at the top level; files are dragged onto a
 * category; notices replace each other; switching Files off warns about the modules that need it;
 * each row shows its file type's icon (the visitor tables' own), the same in the server's first
 * rows and the app's, without making a row taller.
 */
import type { Locator, Page, Request } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	WIDTHS,
	expectInViewport,
	expectInside,
	expectNoSidewaysScroll,
	screenshotAt,
} from '../support/layout';
import type { RestClient } from '../support/rest';

const PAGE = '/wp-admin/admin.php?page=wpfd';
const ROOT = '#frontage-files-admin';
const SETTINGS = '/wp-admin/options-general.php?page=frontage';
const APP_SCRIPT = /\/build\/files\/admin\/index\.js/;

interface ApiCategory {
	id: number;
	name: string;
	parent: number;
}

interface ApiFile {
	id: number;
	title: string;
	category: number;
}

/** A word unique to this run, in every name the spec makes, so cleanup finds only its own. */
let run = '';

test.beforeEach( () => {
	run = `ux${ Date.now().toString( 36 ) }`;
} );

test.afterEach( async ( { rest } ) => {
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
 * The REST route a request asks for (pretty or `?rest_route=` addresses), or '' for none.
 *
 * @param request A request of the page.
 */
function restRoute( request: Request ): string {
	const url = new URL( request.url() );
	const route =
		url.searchParams.get( 'rest_route' ) ??
		( url.pathname.includes( '/wp-json/' )
			? url.pathname.slice(
					url.pathname.indexOf( '/wp-json/' ) + '/wp-json'.length
				)
			: '' );
	return route.replace( /\/$/, '' );
}

/**
 * Records the page's requests to the frontage/v1 API, by route.
 *
 * @param page The page.
 * @return The routes asked for so far (a live list).
 */
function recordApi( page: Page ): Array< { route: string; url: URL } > {
	const asked: Array< { route: string; url: URL } > = [];
	page.on( 'request', ( request ) => {
		const route = restRoute( request );
		if ( route.startsWith( '/frontage/v1' ) ) {
			asked.push( { route, url: new URL( request.url() ) } );
		}
	} );
	return asked;
}

/**
 * The file rows of the table (not its empty or loading row).
 *
 * @param page The Files screen.
 */
function fileRows( page: Page ): Locator {
	return page.locator(
		`${ ROOT } .frontage-files__table tbody tr[id^="frontage-files-file-"]`
	);
}

/**
 * The page's visible notices' words.
 *
 * @param page The Files screen.
 */
function notices( page: Page ): Locator {
	return page.locator(
		`${ ROOT } .frontage-files__notices .components-notice__content`
	);
}

/**
 * A category's button in the tree.
 *
 * @param page The Files screen.
 * @param name Its name.
 */
function treeButton( page: Page, name: string ): Locator {
	return page
		.locator( `${ ROOT } .frontage-files__tree` )
		.getByRole( 'button' )
		.filter( { hasText: name } );
}

/**
 * Makes a category through the API.
 *
 * @param rest The REST client.
 * @param name Its name.
 */
async function makeCategory(
	rest: RestClient,
	name: string
): Promise< ApiCategory > {
	return rest.post< ApiCategory >( '/frontage/v1/categories', { name } );
}

/**
 * Adds a text file through the API, as the page's own uploads do (multipart, REST nonce).
 *
 * @param page     A page of the admin that has the Files screen's data.
 * @param category Its category.
 * @param name     File name.
 * @param status   publish or private.
 * @param content  Its type and bytes (a line of text by default).
 */
async function addFile(
	page: Page,
	category: number,
	name: string,
	status = 'publish',
	content = {
		mimeType: 'text/plain',
		buffer: Buffer.from( `Notes of ${ name }\n` ),
	}
): Promise< ApiFile > {
	const nonce = await page.evaluate(
		() => window.frontageFilesAdmin?.nonce ?? ''
	);
	const response = await page.request.post( '/wp-json/frontage/v1/files', {
		headers: { 'X-WP-Nonce': nonce },
		multipart: {
			file: { name, ...content },
			category: String( category ),
			status,
		},
	} );
	expect( response.status(), await response.text() ).toBe( 201 );
	return ( await response.json() ) as ApiFile;
}

/** A one-pixel PNG, so an image goes through the upload's content check. */
const PIXEL_PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
	'base64'
);

/**
 * Files of three types, each with the icon family the visitor's tables give it (docs/files.md
 * "File-type icons").
 */
const TYPED_FILES = [
	{
		stem: 'notes',
		ext: 'txt',
		family: 'text',
		content: { mimeType: 'text/plain', buffer: Buffer.from( 'Notes.\n' ) },
	},
	{
		stem: 'figures',
		ext: 'csv',
		family: 'sheet',
		content: { mimeType: 'text/csv', buffer: Buffer.from( 'a,b\n1,2\n' ) },
	},
	{
		stem: 'logo',
		ext: 'png',
		family: 'image',
		content: { mimeType: 'image/png', buffer: PIXEL_PNG },
	},
];

/**
 * Each file row's type icon: its family (from its class), whether it is hidden from assistive
 * technology, and its box.
 *
 * @param page The Files screen.
 */
async function rowIcons(
	page: Page
): Promise<
	Array< { row: string; family: string; hidden: string; box: number[] } >
> {
	return fileRows( page ).evaluateAll( ( rows ) =>
		rows.map( ( row ) => {
			const icon = row.querySelector( '.frontage-file-icon' );
			const box = icon?.getBoundingClientRect();
			return {
				row: row.id,
				family:
					/\bis-([a-z]+)\b/.exec( icon?.className ?? '' )?.[ 1 ] ??
					'',
				hidden: icon?.getAttribute( 'aria-hidden' ) ?? '',
				box: box ? [ box.x, box.y, box.width, box.height ] : [],
			};
		} )
	);
}

/**
 * The file rows' heights.
 *
 * @param page The Files screen.
 */
function rowHeights( page: Page ): Promise< number[] > {
	return fileRows( page ).evaluateAll( ( rows ) =>
		rows.map( ( row ) => row.getBoundingClientRect().height )
	);
}

test( 'the first files come with the page, and each category is asked for once', async ( {
	adminPage: page,
	rest,
} ) => {
	const first = await makeCategory( rest, `First ${ run }` );
	const second = await makeCategory( rest, `Second ${ run }` );
	await page.goto( PAGE );
	await addFile( page, first.id, `one-${ run }.txt` );
	await addFile( page, second.id, `two-${ run }.txt` );

	const asked = recordApi( page );
	await page.goto( PAGE );
	await expect( fileRows( page ).first() ).toBeVisible();
	// The categories, the first page of files and the upload limits came with the page.
	expect( asked.map( ( { route } ) => route ) ).toEqual( [] );

	await treeButton( page, `First ${ run }` ).click();
	await expect( fileRows( page ) ).toHaveCount( 1 );
	await expect( fileRows( page ) ).toContainText( `one-${ run }` );
	await treeButton( page, `Second ${ run }` ).click();
	await expect( fileRows( page ) ).toHaveCount( 1 );
	await expect( fileRows( page ) ).toContainText( `two-${ run }` );
	await page.waitForTimeout( 500 );
	const lists = asked.filter(
		( { route } ) => route === '/frontage/v1/files'
	);
	expect(
		lists.map( ( { url } ) => url.searchParams.get( 'category' ) )
	).toEqual( [ String( first.id ), String( second.id ) ] );

	// A reload on a category (it is in the address) preloads that category's files.
	asked.length = 0;
	await page.reload();
	await expect( fileRows( page ) ).toContainText( `two-${ run }` );
	await page.waitForTimeout( 500 );
	expect( asked ).toEqual( [] );
} );

test( 'the insert modal’s frame takes the same fast path', async ( {
	adminPage: page,
} ) => {
	const asked = recordApi( page );
	await page.goto( `${ PAGE }&noheader=1&caninsert=1` );
	await expect( fileRows( page ).first() ).toBeVisible();
	await page.waitForTimeout( 500 );
	expect( asked.map( ( { route } ) => route ) ).toEqual( [] );
} );

test( 'a click on a category never shows the previous list, and a later click wins', async ( {
	adminPage: page,
	rest,
} ) => {
	const slow = await makeCategory( rest, `Slow ${ run }` );
	const fast = await makeCategory( rest, `Fast ${ run }` );
	await page.goto( PAGE );
	await addFile( page, slow.id, `slow-${ run }.txt` );
	await addFile( page, fast.id, `fast-${ run }.txt` );
	await page.goto( PAGE );
	await expect( fileRows( page ).first() ).toBeVisible();

	// The slow category's answer arrives late, after the fast one's.
	let releaseSlow: () => void = () => undefined;
	const slowHeld = new Promise< void >( ( resolve ) => {
		releaseSlow = resolve;
	} );
	await page.route(
		( url ) =>
			url.searchParams.get( 'category' ) === String( slow.id ) &&
			url.href.includes( 'files' ),
		async ( route ) => {
			await slowHeld;
			await route.continue();
		}
	);

	const table = page.locator( `${ ROOT } .frontage-files__table` );
	await treeButton( page, `Slow ${ run }` ).click();
	// At once: the table is busy, and All files' rows are gone.
	await expect( table ).toHaveAttribute( 'aria-busy', 'true' );
	await expect( fileRows( page ) ).toHaveCount( 0 );
	await expect( table ).toContainText( 'Loading files…' );

	await treeButton( page, `Fast ${ run }` ).click();
	await expect( fileRows( page ) ).toHaveCount( 1 );
	await expect( fileRows( page ) ).toContainText( `fast-${ run }` );
	await expect( table ).not.toHaveAttribute( 'aria-busy', 'true' );

	// The slow answer comes now: it is ignored.
	releaseSlow();
	await page.waitForTimeout( 800 );
	await expect( fileRows( page ) ).toHaveCount( 1 );
	await expect( fileRows( page ) ).toContainText( `fast-${ run }` );
	await expect(
		page.getByRole( 'heading', { name: `Fast ${ run }` } )
	).toBeVisible();

	// Edit opens the file of the list shown.
	await page.getByRole( 'button', { name: `Edit “fast-${ run }”` } ).click();
	await expect(
		page.getByRole( 'dialog', { name: `Edit “fast-${ run }”` } )
	).toBeVisible();
} );

for ( const width of WIDTHS ) {
	test( `the files table fits its column at ${ width.name }, Status included`, async ( {
		adminPage: page,
		checkA11y,
	}, testInfo ) => {
		await page.setViewportSize( width );
		await page.goto( PAGE );
		await expect( fileRows( page ).first() ).toBeVisible();

		const wrap = page.locator( `${ ROOT } .frontage-files__table-wrap` );
		const table = page.locator( `${ ROOT } .frontage-files__table` );
		const status = table.locator( 'thead th', { hasText: 'Status' } );
		await status.scrollIntoViewIfNeeded();
		await expectInside( table, wrap );
		await expectInside( status, wrap );
		await expectInViewport( page, status );
		const firstStatus = fileRows( page )
			.first()
			.locator( '.frontage-files__col-status' );
		await expectInside( firstStatus, wrap );
		await expectNoSidewaysScroll( page );
		// What the narrow list leaves out of the columns is under the title.
		const title = fileRows( page )
			.first()
			.locator( '.frontage-files__title' );
		await expect(
			title.locator( '.frontage-files__fact-downloads' )
		).toBeVisible();
		await screenshotAt( page, testInfo, 'Files admin' );
		await checkA11y( page, { include: ROOT } );
	} );

	test( `uploads say the truth at ${ width.name }`, async ( {
		adminPage: page,
		rest,
		checkA11y,
	}, testInfo ) => {
		await page.setViewportSize( width );
		const folder = await makeCategory( rest, `Uploads ${ run }` );
		await page.goto( `${ PAGE }&category=${ folder.id }` );
		const count = treeButton( page, `Uploads ${ run }` ).locator(
			'.frontage-files__count'
		);
		await expect( count ).toHaveText( '0' );

		const chooser = page.waitForEvent( 'filechooser' );
		await page
			.getByRole( 'button', {
				name: `Upload files to “Uploads ${ run }”`,
			} )
			.click();
		await (
			await chooser
		).setFiles( [
			{
				name: `fake-${ run }.pdf`,
				mimeType: 'application/pdf',
				buffer: Buffer.from( 'Not a PDF at all, just words.\n' ),
			},
			{
				name: `real-${ run }.txt`,
				mimeType: 'text/plain',
				buffer: Buffer.from( 'Real notes.\n' ),
			},
		] );
		const item = ( name: string ) =>
			page
				.locator( `${ ROOT } .frontage-files__upload` )
				.filter( { hasText: name } );
		const fake = item( `fake-${ run }.pdf` );
		await expect( fake ).toContainText(
			"Failed: This file's content does not match .pdf"
		);
		await expect( fake ).not.toContainText( 'not allowed' );
		// A failed row shows its error, not a finished progress bar.
		await expect( fake ).toHaveClass( /is-failed/ );
		await expect( fake.locator( 'progress' ) ).toHaveCount( 0 );
		await expect(
			item( `real-${ run }.txt` ).locator( 'progress' )
		).toHaveAttribute( 'value', '100' );
		// The tree counts the upload without a reload.
		await expect( count ).toHaveText( '1' );
		await expect( fileRows( page ) ).toHaveCount( 1 );
		await expectInViewport(
			page,
			fake.locator( '.frontage-files__upload-status' )
		);
		await expectNoSidewaysScroll( page );
		await screenshotAt( page, testInfo, 'Failed upload' );
		await checkA11y( page, { include: ROOT } );

		// A private file is counted for the owner, who sees it in the list.
		await addFile( page, folder.id, `private-${ run }.txt`, 'private' );
		await page.reload();
		await expect( fileRows( page ) ).toHaveCount( 2 );
		await expect( count ).toHaveText( '2' );
	} );

	test( `each file row shows its type’s icon, the same before and after the app, at ${ width.name }`, async ( {
		adminPage: page,
		rest,
		checkA11y,
	}, testInfo ) => {
		await page.setViewportSize( width );
		const folder = await makeCategory( rest, `Types ${ run }` );
		await page.goto( PAGE );
		for ( const typed of TYPED_FILES ) {
			await addFile(
				page,
				folder.id,
				`${ typed.stem }-${ run }.${ typed.ext }`,
				'publish',
				typed.content
			);
		}
		const address = `${ PAGE }&category=${ folder.id }`;
		const expected = TYPED_FILES.map( ( typed ) => typed.family ).sort();

		// The server's rows alone (the app's script never arrives).
		await page.route( APP_SCRIPT, ( route ) => route.abort() );
		await page.goto( address );
		await expect( fileRows( page ) ).toHaveCount( TYPED_FILES.length );
		const printed = await rowIcons( page );
		await page.unroute( APP_SCRIPT );

		// The app's rows: the same icon in the same place, decorative.
		await page.goto( address );
		await expect( page.locator( ROOT ) ).not.toHaveAttribute(
			'aria-busy',
			/.*/
		);
		await expect(
			page.getByRole( 'button', { name: `Edit “notes-${ run }”` } )
		).toBeVisible();
		const drawn = await rowIcons( page );
		expect( drawn.map( ( icon ) => icon.family ).sort() ).toEqual(
			expected
		);
		expect( drawn.map( ( icon ) => icon.row ) ).toEqual(
			printed.map( ( icon ) => icon.row )
		);
		drawn.forEach( ( icon, index ) => {
			expect( icon.hidden ).toBe( 'true' );
			expect( icon.family ).toBe( printed[ index ].family );
			icon.box.forEach( ( value, side ) =>
				expect(
					Math.abs( value - printed[ index ].box[ side ] ),
					`${ icon.row }’s icon keeps its box`
				).toBeLessThanOrEqual( 1 )
			);
		} );
		for ( const row of await fileRows( page ).all() ) {
			const icon = row.locator( '.frontage-file-icon' );
			const title = row.locator( '.frontage-files__title strong' );
			// Drawn (the style reached the screen), inside its row, on the title's line.
			expect( ( await icon.boundingBox() )?.width ).toBeGreaterThan( 8 );
			await expectInside( icon, row );
			await expectInside( icon, row.locator( '.frontage-files__title' ) );
			const [ a, b ] = [
				await icon.boundingBox(),
				await title.boundingBox(),
			];
			expect( a!.y ).toBeGreaterThanOrEqual( b!.y - 2 );
			expect( a!.y + a!.height ).toBeLessThanOrEqual(
				b!.y + b!.height + 2
			);
		}
		await expectNoSidewaysScroll( page );
		await screenshotAt( page, testInfo, 'File-type icons' );
		await checkA11y( page, { include: ROOT } );

		// The rows are as high as without the icons.
		const withIcons = await rowHeights( page );
		await page.addStyleTag( {
			content: '.frontage-file-icon { display: none !important; }',
		} );
		const without = await rowHeights( page );
		withIcons.forEach( ( height, index ) =>
			expect( Math.abs( height - without[ index ] ) ).toBeLessThanOrEqual(
				2
			)
		);

		// The insert modal's frame is the same screen: the same icons.
		await page.goto( `${ address }&noheader=1&caninsert=1` );
		await expect( page.locator( `${ ROOT } .is-framed` ) ).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: `Edit “notes-${ run }”` } )
		).toBeVisible();
		const framed = await rowIcons( page );
		expect( framed.map( ( icon ) => icon.family ).sort() ).toEqual(
			expected
		);
		await expectNoSidewaysScroll( page );
		await checkA11y( page, { include: ROOT } );
	} );
}

test( '“Inside” starts at the top level, whatever is selected', async ( {
	adminPage: page,
	rest,
} ) => {
	const parent = await makeCategory( rest, `Parent ${ run }` );
	await page.goto( `${ PAGE }&category=${ parent.id }` );
	await expect( treeButton( page, `Parent ${ run }` ) ).toHaveAttribute(
		'aria-current',
		'true'
	);
	const inside = page.locator(
		`${ ROOT } .frontage-files__add-category select`
	);
	await expect( inside ).toHaveValue( '0' );
	await expect( inside.locator( 'option:checked' ) ).toHaveText(
		'(top level)'
	);
	await page.getByLabel( 'New category' ).fill( `Top ${ run }` );
	await page.getByRole( 'button', { name: 'Add category' } ).click();
	await expect( treeButton( page, `Top ${ run }` ) ).toHaveAttribute(
		'aria-current',
		'true'
	);
	const made = (
		await rest.get< ApiCategory[] >( '/frontage/v1/categories' )
	).find( ( c ) => c.name === `Top ${ run }` );
	expect( made?.parent ).toBe( 0 );
	// Still the top level after selecting another category.
	await treeButton( page, `Parent ${ run }` ).click();
	await expect( inside ).toHaveValue( '0' );
} );

test( 'files dragged onto a category move there, and notices replace each other', async ( {
	adminPage: page,
	rest,
	checkA11y,
} ) => {
	const from = await makeCategory( rest, `From ${ run }` );
	const to = await makeCategory( rest, `To ${ run }` );
	await page.goto( PAGE );
	await addFile( page, from.id, `drag-${ run }.txt` );
	await addFile( page, from.id, `stay-${ run }.txt` );
	await page.goto( `${ PAGE }&category=${ from.id }` );
	await expect( fileRows( page ) ).toHaveCount( 2 );

	// An action's notice: adding a category.
	await page.getByLabel( 'New category' ).fill( `Extra ${ run }` );
	await page.getByRole( 'button', { name: 'Add category' } ).click();
	await expect( notices( page ) ).toHaveText( [
		`Category “Extra ${ run }” added.`,
	] );
	await expect( treeButton( page, `Extra ${ run }` ) ).toHaveAttribute(
		'aria-current',
		'true'
	);
	await treeButton( page, `From ${ run }` ).click();
	await expect(
		page.getByRole( 'heading', { name: `From ${ run }` } )
	).toBeVisible();
	await expect( fileRows( page ) ).toHaveCount( 2 );

	const row = fileRows( page ).filter( { hasText: `drag-${ run }` } );
	const target = page
		.locator( `${ ROOT } .frontage-files__tree-row` )
		.filter( { hasText: `To ${ run }` } );
	// By the mouse, in steps, as a person drags, with the row and the category both in view
	// (a page that scrolls under a pressed button cancels the browser's drag).
	await page.setViewportSize( { width: 1280, height: 1600 } );
	await expect( target ).toBeInViewport();
	await expect( row ).toBeInViewport();
	await row.locator( '.frontage-files__col-status' ).hover();
	await page.mouse.down();
	await target.hover();
	await target.hover( { position: { x: 20, y: 10 } } );
	await page.mouse.up();
	// The move's notice replaces the previous one (announced by WordPress's Notice).
	await expect( notices( page ) ).toHaveText( [
		`1 file moved to “To ${ run }”.`,
	] );
	await expect( fileRows( page ) ).toHaveCount( 1 );
	await expect( fileRows( page ) ).toContainText( `stay-${ run }` );
	await expect(
		treeButton( page, `To ${ run }` ).locator( '.frontage-files__count' )
	).toHaveText( '1' );
	const moved = await rest.get< ApiFile[] >(
		`/frontage/v1/files?search=drag-${ run }`
	);
	expect( moved.map( ( file ) => file.category ) ).toEqual( [ to.id ] );
	await checkA11y( page, { include: ROOT } );

	// The keyboard's way: select it and "Move selected files to"; again one notice.
	await page
		.getByRole( 'checkbox', { name: `Select “stay-${ run }”` } )
		.check();
	await page
		.getByLabel( 'Move selected files to' )
		.selectOption( { label: `To ${ run }` } );
	await page.getByRole( 'button', { name: 'Move', exact: true } ).click();
	await expect( notices( page ) ).toHaveText( [
		`1 file moved to “To ${ run }”.`,
	] );
	await expect( fileRows( page ) ).toHaveCount( 0 );
} );

test( 'switching Files off warns that File search and Editor tools need it', async ( {
	adminPage: page,
	checkA11y,
} ) => {
	await page.goto( SETTINGS );
	const files = page.getByRole( 'checkbox', { name: 'Files', exact: true } );
	await expect( files ).toBeChecked();
	const warning = page.locator(
		'#frontage-settings .frontage-settings__depends'
	);
	await expect( warning ).toHaveCount( 0 );
	await files.uncheck();
	await expect( warning ).toContainText(
		'File search and Editor tools depend on Files'
	);
	await checkA11y( page, { include: '#frontage-settings' } );
	// Nothing is saved: back on, the warning goes.
	await files.check();
	await expect( warning ).toHaveCount( 0 );
} );
