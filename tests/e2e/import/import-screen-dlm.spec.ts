/**
 * Tools → Frontage import (docs/migration.md "The import screen", "Copying or moving") as a site
 * owner on Download Monitor meets it, moving the files: on a site holding Download Monitor's rows
 * (written as Download Monitor writes them: fixtures/dlm-source.php — eight downloads in two
 * categories with a tag, one for members only, one with two versions, download counts on three),
 * the screen lists the source with its download count, a dry run with "Move the files" reports
 * the counts and the notes and moves nothing, the import runs with its progress bar to its end.
 * Afterwards each moved file is gone from uploads/dlm_uploads and downloads from the library with
 * the same bytes; a visitor's search finds the public downloads, not the members-only one (it
 * came private); counts are kept; a second import changes nothing and names the moved files
 * "moved earlier", not missing. axe finds nothing; boxes fit at 1280 and 390 px.
 *
 * Batches are made small (2 files) by a must-use plugin the spec writes, so the import takes
 * several polls; WP-Cron is off on the test sites, so only the screen's polls advance it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Response, TestInfo } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	WIDTHS,
	expectInside,
	expectNoSidewaysScroll,
	screenshotAt,
} from '../support/layout';
import { SITE_DIR } from '../support/site';
import { runSiteScript } from '../support/site-script';

type DownloadKey =
	| 'price-list'
	| 'order-form'
	| 'handbook'
	| 'timetable'
	| 'guide'
	| 'leaflet'
	| 'poster'
	| 'map';

interface SeededDownload {
	id: number;
	title: string;
	downloads: number;
	membersOnly: boolean;
	/** Its served file's path inside uploads. */
	path: string;
	sha256: string;
}

interface Seed {
	suffix: string;
	categories: number[];
	tags: number[];
	downloads: Record< DownloadKey, SeededDownload >;
	olderFile: string;
	countsTable: boolean;
	sourceFiles: number;
	wpfdFiles: number | null;
}

interface LibraryFile {
	id: number;
	status: string;
	downloads: number;
	sha256: string;
	movedFrom: string;
}

interface State {
	files: Record< string, LibraryFile | null >;
	paths: Record< string, boolean >;
}

interface SearchAnswer {
	files: Array< { id: number; title: string; downloads: number } >;
	total: number;
}

const FIXTURE = path.join( __dirname, 'fixtures/dlm-source.php' );
const SMALL_BATCHES = path.join(
	SITE_DIR,
	'wp-content/mu-plugins/frontage-e2e-import-dlm-batch.php'
);
const SCREEN = '/wp-admin/tools.php?page=frontage-import';
const APP = '#frontage-import-admin';
/** Files per batch while the spec runs. */
const BATCH = 2;

let seed: Seed;
const imports = new Set< number >();

/**
 * Runs the fixture on the site under test.
 *
 * @param command seed, state or teardown.
 * @param input   Its JSON argument.
 */
function site< T >( command: string, input: unknown ): T {
	return runSiteScript< T >( FIXTURE, command, input );
}

/**
 * The seeded downloads.
 */
function downloads(): SeededDownload[] {
	return Object.values( seed.downloads );
}

/**
 * What the imports made of the seeded downloads, and which of their source files are left.
 */
function state(): State {
	return site< State >( 'state', {
		downloads: downloads().map( ( download ) => download.id ),
		paths: [
			...downloads().map( ( download ) => download.path ),
			seed.olderFile,
		],
	} );
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( () => {
	seed = site< Seed >( 'seed', {
		suffix: `d${ Date.now().toString( 36 ) }`,
	} );
	fs.mkdirSync( path.dirname( SMALL_BATCHES ), { recursive: true } );
	fs.writeFileSync(
		SMALL_BATCHES,
		`<?php\n// Written by tests/e2e/import/import-screen-dlm.spec.ts; removed after it.\nadd_filter( 'frontage_import_file_batch', static fn () => ${ BATCH } );\n`
	);
} );

test.afterAll( () => {
	fs.rmSync( SMALL_BATCHES, { force: true } );
	if ( seed ) {
		site( 'teardown', {
			downloads: downloads().map( ( download ) => download.id ),
			categories: seed.categories,
			tags: seed.tags,
			imports: [ ...imports ],
			countsTable: seed.countsTable,
		} );
	}
} );

/**
 * Notes the id of every import the page starts or follows, for the cleanup.
 *
 * @param page The screen's page.
 */
function noteImports( page: Page ): void {
	page.on( 'response', async ( response: Response ) => {
		if (
			! /frontage\/v1\/imports/.test(
				decodeURIComponent( response.url() )
			)
		) {
			return;
		}
		const body = await response.json().catch( () => null );
		for ( const record of [].concat( body ?? [] ) as Array< {
			id?: number;
		} > ) {
			if ( record?.id ) {
				imports.add( record.id );
			}
		}
	} );
}

/**
 * Opens the screen, waits for the sources and chooses Download Monitor and a file mode (the
 * screen starts on the first source found, and on copying).
 *
 * @param page The admin's page.
 * @param mode The file mode's label.
 */
async function openScreen(
	page: Page,
	mode: 'Copy the files (recommended)' | 'Move the files'
): Promise< void > {
	noteImports( page );
	await page.goto( SCREEN );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Frontage import' } )
	).toBeVisible();
	await expect(
		page.locator( `${ APP } .frontage-import__loading` )
	).toHaveCount( 0 );
	await page.getByRole( 'radio', { name: 'Download Monitor' } ).check();
	await page.getByRole( 'radio', { name: mode } ).check();
}

/**
 * The counts table's row for a kind: its cells (created, updated, unchanged, skipped).
 *
 * @param page The screen.
 * @param kind Categories, Tags or Files.
 */
function countsRow( page: Page, kind: string ): Locator {
	return page
		.locator( '.frontage-import__counts tbody tr' )
		.filter( { has: page.getByRole( 'rowheader', { name: kind } ) } )
		.locator( 'td' );
}

/**
 * Expects the counts table to hold these rows.
 *
 * @param page   The screen.
 * @param counts Per kind: created, updated, unchanged, skipped.
 */
async function expectCounts(
	page: Page,
	counts: Record< 'Categories' | 'Tags' | 'Files', number[] >
): Promise< void > {
	for ( const [ kind, cells ] of Object.entries( counts ) ) {
		await expect( countsRow( page, kind ), kind ).toHaveText(
			cells.map( String )
		);
	}
}

/**
 * The report's "Other problems" table row of a problem code and source item.
 *
 * @param page     The screen.
 * @param code     The problem's code.
 * @param download The download it names.
 */
function problemRow(
	page: Page,
	code: string,
	download: SeededDownload
): Locator {
	return page
		.getByRole( 'region', { name: /^Other problems/ } )
		.getByRole( 'row' )
		.filter( { hasText: code } )
		.filter( { hasText: `download-monitor:file:${ download.id }` } );
}

/**
 * Checks the boxes at both widths: the page does not scroll sideways, and the given parts lie
 * inside the screen's box (a table wider than it scrolls in its own box).
 *
 * @param page     The screen.
 * @param parts    Selectors of the parts to check.
 * @param name     What the screenshots show.
 * @param testInfo The running test.
 */
async function expectBoxesFit(
	page: Page,
	parts: string[],
	name: string,
	testInfo: TestInfo
): Promise< void > {
	for ( const width of WIDTHS ) {
		await page.setViewportSize( width );
		await expectNoSidewaysScroll( page );
		const app = page.locator( APP );
		for ( const part of parts ) {
			for ( const element of await page.locator( part ).all() ) {
				await expectInside( element, app );
			}
		}
		await screenshotAt( page, testInfo, name );
	}
	await page.setViewportSize( WIDTHS[ 0 ] );
}

/**
 * The SHA-256 of some bytes.
 *
 * @param bytes The bytes.
 */
function sha256( bytes: Buffer ): string {
	return createHash( 'sha256' ).update( bytes ).digest( 'hex' );
}

/**
 * How the screen should show WP File Download: not found when the site holds none of its rows,
 * else with its file count.
 */
function wpfdChoice(): { enabled: boolean; description: string } {
	if ( null === seed.wpfdFiles ) {
		return { enabled: false, description: 'Not found on this site.' };
	}
	return {
		enabled: true,
		description: `${ seed.wpfdFiles.toLocaleString( 'en-US' ) } ${
			1 === seed.wpfdFiles ? 'file' : 'files'
		}`,
	};
}

test( 'the screen lists Download Monitor with its download count', async ( {
	adminPage: page,
	checkA11y,
} ) => {
	await openScreen( page, 'Copy the files (recommended)' );
	expect(
		seed.sourceFiles,
		'the site holds no other Download Monitor downloads'
	).toBe( 8 );
	const dlm = page.getByRole( 'radio', { name: 'Download Monitor' } );
	await expect( dlm ).toBeChecked();
	await expect( dlm ).toHaveAccessibleDescription(
		`${ seed.sourceFiles } files`
	);
	// WP File Download as the site holds it (other specs seed and remove theirs).
	const wpfd = page.getByRole( 'radio', { name: 'WP File Download' } );
	const expected = wpfdChoice();
	await expect( wpfd ).toBeEnabled( { enabled: expected.enabled } );
	await expect( wpfd ).toHaveAccessibleDescription( expected.description );
	await expect(
		page.getByRole( 'button', { name: 'Run a dry run' } )
	).toBeEnabled();
	// The import waits for a dry run of this source.
	await expect(
		page.getByRole( 'button', { name: 'Import' } )
	).toBeDisabled();
	await checkA11y( page, { include: APP } );
} );

test( 'a dry run with “Move the files” reports the counts and the notes, and moves nothing', async ( {
	adminPage: page,
	checkA11y,
} ) => {
	await openScreen( page, 'Move the files' );
	await page.getByRole( 'button', { name: 'Run a dry run' } ).click();

	const heading = page.getByRole( 'heading', { name: 'Dry run report' } );
	await expect( heading ).toBeVisible( { timeout: 30_000 } );
	await expect( heading ).toBeFocused();
	await expect( page.locator( '.frontage-import__summary' ) ).toHaveText(
		'An import would add 8 files, update 0 and leave out 0.'
	);
	await expectCounts( page, {
		Categories: [ 2, 0, 0, 0 ],
		Tags: [ 1, 0, 0, 0 ],
		Files: [ 8, 0, 0, 0 ],
	} );
	await expect(
		page.getByRole( 'heading', { name: 'Missing files (0)' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: 'Other problems (2)' } )
	).toBeVisible();
	await expect(
		problemRow( page, 'members_only', seed.downloads.handbook )
	).toContainText( 'made private' );
	await expect(
		problemRow( page, 'other_versions', seed.downloads.timetable )
	).toContainText( 'its other versions were not: 1.0.' );

	// Nothing was imported, and every source file is where it was.
	const now = state();
	for ( const download of downloads() ) {
		expect( now.files[ String( download.id ) ], download.title ).toBeNull();
	}
	for ( const [ file, present ] of Object.entries( now.paths ) ) {
		expect( present, `${ file } is still in uploads` ).toBe( true );
	}
	await expect(
		page.getByRole( 'button', { name: 'Import' } )
	).toBeEnabled();
	await checkA11y( page, { include: APP } );
} );

test( 'the import moving the files runs with its progress bar to its end', async ( {
	adminPage: page,
	checkA11y,
}, testInfo ) => {
	test.setTimeout( 120_000 );
	await openScreen( page, 'Move the files' );
	// The dry run finished on an earlier visit: the import is offered at once.
	await page.getByRole( 'button', { name: 'Import' } ).click();

	await expect(
		page.getByRole( 'heading', { name: 'Import under way' } )
	).toBeFocused();
	await expect(
		page.getByRole( 'progressbar', { name: 'Import progress' } )
	).toBeVisible();
	await expect( page.locator( '.frontage-import__count' ) ).toHaveText(
		new RegExp( `^[0-7] of ${ seed.sourceFiles } files$` ),
		{ timeout: 20_000 }
	);
	await expect(
		page.getByRole( 'button', { name: 'Import' } )
	).toBeDisabled();

	const heading = page.getByRole( 'heading', { name: 'Import finished' } );
	await expect( heading ).toBeVisible( { timeout: 90_000 } );
	await expect( heading ).toBeFocused();
	await expect( page.locator( '.frontage-import__summary' ) ).toHaveText(
		'8 files added, 0 updated, 0 unchanged, 0 left out.'
	);
	await expectCounts( page, {
		Categories: [ 2, 0, 0, 0 ],
		Tags: [ 1, 0, 0, 0 ],
		Files: [ 8, 0, 0, 0 ],
	} );
	await expect(
		page.getByRole( 'heading', { name: 'Missing files (0)' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: /Open the library/ } )
	).toBeVisible();

	await checkA11y( page, { include: APP } );
	await expectBoxesFit(
		page,
		[ '.frontage-import__scroll', '.frontage-import__summary' ],
		'move import finished',
		testInfo
	);
} );

test( 'the moved files left uploads/dlm_uploads and download from the library with the same bytes', async ( {
	adminPage,
} ) => {
	const now = state();
	for ( const download of downloads() ) {
		const file = now.files[ String( download.id ) ];
		expect( file, download.title ).not.toBeNull();
		expect( file?.sha256, `${ download.title }: its bytes` ).toBe(
			download.sha256
		);
		expect( file?.status ).toBe(
			download.membersOnly ? 'private' : 'publish'
		);
		expect(
			now.paths[ download.path ],
			`${ download.path } was moved`
		).toBe( false );
		expect( file?.movedFrom.endsWith( `/${ download.path }` ) ).toBe(
			true
		);
	}
	// The older version was not imported: its file stays where it was.
	expect( now.paths[ seed.olderFile ] ).toBe( true );
	// Download Monitor's counts came along (meta, and its counts table plus meta).
	expect(
		now.files[ String( seed.downloads[ 'order-form' ].id ) ]?.downloads
	).toBe( 5 );
	expect( now.files[ String( seed.downloads.handbook.id ) ]?.downloads ).toBe(
		4
	);

	// The administrator downloads the library's files, the members-only one too.
	for ( const key of [ 'price-list', 'handbook' ] as const ) {
		const file = now.files[ String( seed.downloads[ key ].id ) ];
		const response = await adminPage.request.get(
			`/?frontage_download=${ file?.id }`
		);
		expect( response.status(), key ).toBe( 200 );
		expect( sha256( await response.body() ) ).toBe(
			seed.downloads[ key ].sha256
		);
	}
} );

test( 'a visitor’s search finds the public downloads with their counts, not the members-only one', async ( {
	page,
} ) => {
	const search = async ( words: string ): Promise< SearchAnswer > => {
		const answer = await page.request.get(
			`/wp-json/frontage/v1/search?q=${ encodeURIComponent(
				words
			) }&limit=100`
		);
		expect( answer.status() ).toBe( 200 );
		return ( await answer.json() ) as SearchAnswer;
	};
	const found = await search( seed.suffix );
	const visible = downloads().filter(
		( download ) => ! download.membersOnly
	);
	expect( found.total ).toBe( visible.length );
	expect( found.files.map( ( file ) => file.title ).sort() ).toEqual(
		visible.map( ( download ) => download.title ).sort()
	);
	const priceList = found.files.find(
		( file ) => file.title === seed.downloads[ 'price-list' ].title
	);
	// Its count as the import brought it, and the administrator's download above.
	expect( priceList?.downloads ).toBe(
		seed.downloads[ 'price-list' ].downloads + 1
	);

	expect( ( await search( seed.downloads.handbook.title ) ).total ).toBe( 0 );
	// Its download address answers the visitor as an unknown file's does.
	const handbook = state().files[ String( seed.downloads.handbook.id ) ];
	const refused = await page.request.get(
		`/?frontage_download=${ handbook?.id }`
	);
	expect( refused.status() ).toBe( 404 );
	expect( await refused.text() ).not.toContain(
		seed.downloads.handbook.title
	);
	const one = await search( seed.downloads.leaflet.title );
	expect( one.files.map( ( file ) => file.title ) ).toEqual( [
		seed.downloads.leaflet.title,
	] );
} );

test( 'a second import changes nothing and names the moved files moved earlier, not missing', async ( {
	adminPage: page,
	checkA11y,
}, testInfo ) => {
	test.setTimeout( 120_000 );
	const before = state();
	await openScreen( page, 'Copy the files (recommended)' );
	await page.getByRole( 'button', { name: 'Import' } ).click();
	const heading = page.getByRole( 'heading', { name: 'Import finished' } );
	await expect( heading ).toBeVisible( { timeout: 90_000 } );
	await expect( page.locator( '.frontage-import__summary' ) ).toHaveText(
		/^Nothing new: the library already held everything/
	);
	await expectCounts( page, {
		Categories: [ 0, 0, 2, 0 ],
		Tags: [ 0, 0, 1, 0 ],
		Files: [ 0, 0, 8, 0 ],
	} );
	await expect(
		page.getByRole( 'heading', { name: 'Missing files (0)' } )
	).toBeVisible();
	// Each moved file, and the two notes again.
	await expect(
		page.getByRole( 'heading', { name: 'Other problems (10)' } )
	).toBeVisible();
	for ( const download of downloads() ) {
		await expect(
			problemRow( page, 'moved_earlier', download ),
			download.title
		).toHaveCount( 1 );
	}

	// The library's files are the same ones, and nothing came back into uploads.
	expect( state() ).toEqual( before );

	await checkA11y( page, { include: APP } );
	await expectBoxesFit(
		page,
		[
			'.frontage-import__choice',
			'.frontage-import__buttons',
			'.frontage-import__scroll',
			'.frontage-import__summary',
		],
		'second import finished',
		testInfo
	);
} );
