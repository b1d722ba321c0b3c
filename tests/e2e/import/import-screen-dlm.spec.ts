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
import type { Locator, Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	APP,
	type FileMode,
	type LibraryFile,
	type SearchAnswer,
	expectBoxesFit,
	expectCounts,
	expectReport,
	fixture,
	openScreen,
	runDryRun,
	runImport,
	sha256,
	smallBatches,
	summary,
	tearDown,
} from './support';

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

interface State {
	files: Record< string, LibraryFile | null >;
	paths: Record< string, boolean >;
}

/** The fixture: seed, state or teardown, with its JSON argument. */
const site = fixture( 'dlm-source.php' );
/** Files per batch while the spec runs. */
const batches = smallBatches( 'import-screen-dlm', 2 );

/** The counts of the first import, as its dry run predicts them: everything is new. */
const FIRST_IMPORT = {
	Categories: [ 2, 0, 0, 0 ],
	Tags: [ 1, 0, 0, 0 ],
	Files: [ 8, 0, 0, 0 ],
};

let seed: Seed;
const imports = new Set< number >();

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
	batches.write();
} );

test.afterAll( () => {
	batches.remove();
	if ( seed ) {
		tearDown( site, {
			downloads: downloads().map( ( download ) => download.id ),
			categories: seed.categories,
			tags: seed.tags,
			imports: [ ...imports ],
			countsTable: seed.countsTable,
		} );
	}
} );

/**
 * Opens the screen on Download Monitor with a file mode.
 *
 * @param page The admin's page.
 * @param mode The file mode's label.
 */
async function openDlm( page: Page, mode: FileMode ): Promise< void > {
	await openScreen( page, imports, { source: 'Download Monitor', mode } );
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
	await openDlm( page, 'Copy the files (recommended)' );
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
	await openDlm( page, 'Move the files' );
	await runDryRun( page, 30_000 );
	await expect( summary( page ) ).toHaveText(
		'An import would add 8 files, update 0 and leave out 0.'
	);
	await expectCounts( page, FIRST_IMPORT );
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
	await openDlm( page, 'Move the files' );
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

	await expectReport( page, 'Import finished', 90_000 );
	await expect( summary( page ) ).toHaveText(
		'8 files added, 0 updated, 0 unchanged, 0 left out.'
	);
	await expectCounts( page, FIRST_IMPORT );
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
	await openDlm( page, 'Copy the files (recommended)' );
	await runImport( page, 90_000 );
	await expect( summary( page ) ).toHaveText(
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
