/**
 * Tools → Frontage import (docs/migration.md "The import screen") as a site owner meets it, on a
 * site holding WP File Download's rows (written as WP File Download writes them:
 * fixtures/wpfd-source.php): the screen finds the source with its file count, a dry run reports
 * the missing and the remote file, the import runs with its progress bar, is interrupted by
 * leaving the screen, offered to resume on return and finished; a second import changes
 * nothing. Afterwards a visitor's search finds the public files with the expected total, the
 * administrators-only category's files stay hidden, and download counts are kept. An author gets
 * no menu entry and a 403. axe finds nothing on each step; boxes fit at 1280 and 390 px.
 *
 * Batches are made small (2 files) by a must-use plugin the spec writes, so the import takes
 * several polls; WP-Cron is off on the test sites, so only the screen's polls advance it.
 */
import type { Browser, Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { logIn } from '../support/log-in';
import type { RestClient } from '../support/rest';
import {
	APP,
	SCREEN,
	type SearchAnswer,
	expectBoxesFit,
	expectCounts,
	expectReport,
	fixture,
	openScreen,
	runDryRun,
	runImport,
	smallBatches,
	summary,
	tearDown,
} from './support';

interface SeededFile {
	id: number;
	title: string;
	hits: number;
	category: 'reports' | 'minutes' | 'board';
}

interface Seed {
	suffix: string;
	categories: Record< 'reports' | 'minutes' | 'board', number >;
	tags: number[];
	files: SeededFile[];
	missing: number;
	remote: { id: number; address: string };
	sourceFiles: number;
}

/** The fixture: seed, state or teardown, with its JSON argument. */
const site = fixture( 'wpfd-source.php' );
/** Files per batch while the spec runs. */
const batches = smallBatches( 'import-screen', 2 );

let seed: Seed;
const imports = new Set< number >();
const author = { id: 0, username: '', password: '' };

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async ( { rest } ) => {
	const suffix = `x${ Date.now().toString( 36 ) }`;
	seed = site< Seed >( 'seed', { suffix } );
	batches.write();
	author.username = `e2e-author-${ suffix }`;
	author.password = `pw-${ suffix }-Author!`;
	author.id = (
		await rest.post< { id: number } >( '/wp/v2/users', {
			username: author.username,
			password: author.password,
			email: `${ author.username }@example.org`,
			roles: [ 'author' ],
		} )
	).id;
} );

test.afterAll( async ( { rest } ) => {
	batches.remove();
	if ( author.id ) {
		await rest.delete(
			`/wp/v2/users/${ author.id }?force=true&reassign=1`
		);
	}
	if ( seed ) {
		tearDown( site, {
			posts: [
				...seed.files.map( ( file ) => file.id ),
				seed.missing,
				seed.remote.id,
			],
			categories: Object.values( seed.categories ),
			tags: seed.tags,
			imports: [ ...imports ],
		} );
	}
} );

/**
 * A page logged in as the author.
 *
 * @param browser The browser.
 */
async function authorPage( browser: Browser ): Promise< Page > {
	const page = await ( await browser.newContext() ).newPage();
	await logIn( page, author.username, author.password );
	return page;
}

test( 'an author gets no menu entry and a 403 screen', async ( {
	browser,
} ) => {
	const page = await authorPage( browser );
	await page.goto( '/wp-admin/' );
	await expect( page.locator( '#adminmenu' ) ).toBeVisible();
	await expect(
		page.locator( '#adminmenu a[href*="page=frontage-import"]' )
	).toHaveCount( 0 );
	const response = await page.goto( SCREEN );
	expect( response?.status() ).toBe( 403 );
	await expect( page.locator( 'body' ) ).toContainText(
		'Sorry, you are not allowed to access this page.'
	);
	await expect( page.locator( APP ) ).toHaveCount( 0 );
	await page.context().close();
} );

test( 'the screen finds WP File Download with its file count', async ( {
	adminPage: page,
	checkA11y,
}, testInfo ) => {
	await page.goto( '/wp-admin/' );
	await expect(
		page.locator( '#adminmenu a[href="tools.php?page=frontage-import"]' )
	).toHaveText( 'Frontage import' );

	await openScreen( page, imports );
	const wpfd = page.getByRole( 'radio', { name: 'WP File Download' } );
	await expect( wpfd ).toBeChecked();
	await expect( wpfd ).toHaveAccessibleDescription(
		`${ seed.sourceFiles } files`
	);
	expect(
		seed.sourceFiles,
		'the site holds no other WP File Download rows'
	).toBe( 30 );
	await expect(
		page.getByRole( 'radio', { name: 'Copy the files (recommended)' } )
	).toBeChecked();
	await expect(
		page.getByRole( 'radio', { name: 'Move the files' } )
	).toHaveAccessibleDescription( /leaves the source’s folder/ );
	// The import waits for a dry run of this source.
	await expect(
		page.getByRole( 'button', { name: 'Import' } )
	).toBeDisabled();
	await expect(
		page.getByRole( 'button', { name: 'Run a dry run' } )
	).toBeEnabled();

	await checkA11y( page, { include: APP } );
	await expectBoxesFit(
		page,
		[ '.frontage-import__choice', '.frontage-import__buttons' ],
		'sources',
		testInfo
	);
} );

test( 'a dry run reports the missing and the remote file, and changes nothing', async ( {
	adminPage: page,
	checkA11y,
}, testInfo ) => {
	await openScreen( page, imports );
	await runDryRun( page, 20_000 );
	await expect( summary( page ) ).toHaveText(
		'An import would add 28 files, update 0 and leave out 2.'
	);
	await expectCounts( page, {
		Categories: [ 3, 0, 0, 0 ],
		Tags: [ 2, 0, 0, 0 ],
		Files: [ 28, 0, 0, 2 ],
	} );

	const missing = page.getByRole( 'region', { name: 'Missing files (1)' } );
	await expect( missing.getByRole( 'columnheader' ) ).toHaveText( [
		'Source item',
		'What is wrong',
	] );
	await expect( missing.getByRole( 'row' ).nth( 1 ) ).toContainText(
		`wpfd:file:${ seed.missing }`
	);
	const remote = page.getByRole( 'region', { name: 'Remote files (1)' } );
	await expect( remote.getByRole( 'row' ).nth( 1 ) ).toContainText(
		`wpfd:file:${ seed.remote.id }`
	);
	await expect( remote.getByRole( 'row' ).nth( 1 ) ).toContainText(
		seed.remote.address
	);

	// Nothing was imported.
	const state = site< Record< string, unknown > >( 'state', {
		files: [ seed.files[ 0 ].id ],
	} );
	expect( state[ String( seed.files[ 0 ].id ) ] ).toBeNull();
	await expect(
		page.getByRole( 'button', { name: 'Import' } )
	).toBeEnabled();

	await checkA11y( page, { include: APP } );
	await expectBoxesFit(
		page,
		[ '.frontage-import__scroll', '.frontage-import__list h3' ],
		'dry run report',
		testInfo
	);
} );

test( 'the import runs with its progress bar; left midway, it is offered to resume and finishes', async ( {
	adminPage: page,
	checkA11y,
}, testInfo ) => {
	test.setTimeout( 150_000 );
	await openScreen( page, imports );
	// The dry run finished on an earlier visit: the import is offered at once.
	await page.getByRole( 'button', { name: 'Import' } ).click();

	const bar = page.getByRole( 'progressbar', { name: 'Import progress' } );
	await expect( bar ).toBeVisible();
	const count = page.locator( '.frontage-import__count' );
	await expect( count ).toHaveText( /^([2-9]|1\d) of 30 files$/, {
		timeout: 20_000,
	} );
	await expect(
		page.getByRole( 'button', { name: 'Import' } )
	).toBeDisabled();
	await checkA11y( page, { include: APP } );
	await expectBoxesFit(
		page,
		[ '.frontage-import__progress' ],
		'progress',
		testInfo
	);

	// Leave midway, as a closed tab would, and come back.
	await page.goto( '/wp-admin/' );
	await openScreen( page, imports );
	const offer = page.locator( '.frontage-import__offer' );
	await expect( offer ).toContainText( 'An import is already running.' );
	await expect( offer ).toContainText(
		'An import from WP File Download is under way.'
	);
	await expect(
		page.getByRole( 'button', { name: 'Run a dry run' } )
	).toBeDisabled();
	await checkA11y( page, { include: APP } );

	await offer.getByRole( 'button', { name: 'Resume' } ).click();
	await expect( bar ).toBeVisible();
	await expect( count ).toHaveText( /^\d+ of 30 files$/ );
	await expectReport( page, 'Import finished', 120_000 );
	// A screen reader heard the milestones passed after the return, not every poll.
	await expect( page.locator( `${ APP } [role="status"]` ) ).toHaveText(
		/^Import 75% done: 2\d of 30 files\.$/
	);

	await expect( summary( page ) ).toHaveText(
		'28 files added, 0 updated, 0 unchanged, 2 left out.'
	);
	await expectCounts( page, {
		Categories: [ 3, 0, 0, 0 ],
		Files: [ 28, 0, 0, 2 ],
	} );
	await expect(
		page.getByRole( 'link', { name: /Open the library/ } )
	).toHaveAttribute( 'href', /admin\.php\?page=wpfd$/ );

	await checkA11y( page, { include: APP } );
	await expectBoxesFit(
		page,
		[ '.frontage-import__scroll', '.frontage-import__summary' ],
		'import finished',
		testInfo
	);
} );

test( 'a second import changes nothing', async ( { adminPage: page } ) => {
	test.setTimeout( 120_000 );
	await openScreen( page, imports );
	await runImport( page, 100_000 );
	await expect( summary( page ) ).toHaveText(
		/^Nothing new: the library already held everything/
	);
	await expectCounts( page, {
		Categories: [ 0, 0, 3, 0 ],
		Tags: [ 0, 0, 2, 0 ],
		Files: [ 0, 0, 28, 2 ],
	} );
} );

test( 'a start refused because another import runs (409) offers to resume that one', async ( {
	adminPage: page,
	rest,
	checkA11y,
} ) => {
	test.setTimeout( 60_000 );
	await openScreen( page, imports );
	// Another tab (here the REST API) starts a dry run after the screen loaded.
	const other = await rest.post< { id: number } >( '/frontage/v1/imports', {
		source: 'wpfd',
		dry_run: true,
	} );
	imports.add( other.id );

	await page.getByRole( 'button', { name: 'Run a dry run' } ).click();
	const offer = page.locator( '.frontage-import__offer' );
	await expect( offer ).toContainText( 'An import is already running.' );
	await expect( offer ).toContainText( `Import ${ other.id } is under way.` );
	await expect(
		page.getByRole( 'button', { name: 'Import' } )
	).toBeDisabled();
	await checkA11y( page, { include: APP } );

	await offer.getByRole( 'button', { name: 'Resume' } ).click();
	await expectReport( page, 'Dry run report', 30_000 );
	await expect( summary( page ) ).toHaveText(
		/^An import would change nothing/
	);
	await expect( offer ).toHaveCount( 0 );
} );

test( 'a visitor finds the public imported files; the restricted ones stay hidden; counts are kept', async ( {
	page,
	rest,
} ) => {
	const answer = await page.request.get(
		`/wp-json/frontage/v1/search?q=${ seed.suffix }&limit=100`
	);
	expect( answer.status() ).toBe( 200 );
	const found = ( await answer.json() ) as SearchAnswer;
	const visible = seed.files.filter( ( file ) => 'board' !== file.category );
	expect( found.total ).toBe( visible.length );
	expect( found.files.map( ( file ) => file.title ).sort() ).toEqual(
		visible.map( ( file ) => file.title ).sort()
	);
	for ( const file of found.files ) {
		expect( file.downloads, `${ file.title }: its download count` ).toBe(
			visible.find( ( seeded ) => seeded.title === file.title )?.hits
		);
	}

	// The administrators-only files were imported, and are hidden from the visitor only.
	const board = seed.files.filter( ( file ) => 'board' === file.category );
	const state = site<
		Record< string, { id: number; downloads: number } | null >
	>( 'state', { files: board.map( ( file ) => file.id ) } );
	for ( const file of board ) {
		expect( state[ String( file.id ) ]?.downloads ).toBe( file.hits );
	}
	const managers = await ( rest as RestClient ).get< SearchAnswer >(
		`/frontage/v1/search?q=${ seed.suffix }&limit=100`
	);
	expect( managers.total ).toBe( seed.files.length );
} );
