/**
 * What the import specs share (docs/migration.md "The import screen"): their fixture scripts
 * (fixtures/*.php, on fixtures/bootstrap.php), the must-use plugin making batches small, the
 * import screen's steps (open it on a source and a file mode, run a dry run, run the import,
 * read the counts table), imports run through REST as the screen runs them, and the ids of every
 * import a spec starts, for its teardown.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
	request,
	type Locator,
	type Page,
	type Response,
	type TestInfo,
} from '@playwright/test';

import { ADMIN_STATE } from '../../../playwright.config';
import { expect } from '../support/fixtures';
import {
	WIDTHS,
	expectInside,
	expectNoSidewaysScroll,
	screenshotAt,
} from '../support/layout';
import { SITE_DIR } from '../support/site';
import { runSiteScript } from '../support/site-script';

/** The import screen (Tools → Frontage import). */
export const SCREEN = '/wp-admin/tools.php?page=frontage-import';
/** Its React app's box. */
export const APP = '#frontage-import-admin';
/** The REST route of imports. */
const IMPORTS_ROUTE = '/wp-json/frontage/v1/imports';
/** The filter of how many files an import batch takes (Importer::FILTER_FILE_BATCH). */
const FILE_BATCH_FILTER = 'frontage_import_file_batch';

/** The file modes, as the screen labels them. */
export type FileMode = 'Copy the files (recommended)' | 'Move the files';

/** A kind of row in the counts table. */
export type CountsKind = 'Categories' | 'Tags' | 'Files';

/** A library file an import made, as the fixtures' `state` answers it. */
export interface LibraryFile {
	id: number;
	status: string;
	downloads: number;
	sha256: string;
	movedFrom: string;
}

/** The public search's answer (GET /frontage/v1/search). */
export interface SearchAnswer {
	files: Array< { id: number; title: string; downloads: number } >;
	total: number;
}

/** An import as REST answers it. */
export interface ImportAnswer {
	id: number;
	status: string;
	report: { message: string };
}

/** What every fixture's teardown answers. */
interface Teardown {
	/** How many of the spec's imports still have a batch scheduled. */
	scheduled: number;
}

/**
 * A spec's fixture script, run on the site under test.
 *
 * @param name Its file name in fixtures/.
 * @return A runner: the command (seed, state or teardown) and its JSON argument.
 */
export function fixture(
	name: string
): < T >( command: string, input: unknown ) => T {
	const script = path.join( __dirname, 'fixtures', name );
	return < T >( command: string, input: unknown ): T =>
		runSiteScript< T >( script, command, input );
}

/**
 * Runs a fixture's teardown and checks that none of the spec's imports is left with a batch
 * scheduled (WP-Cron would run it after the spec).
 *
 * @param site  The fixture's runner.
 * @param input The teardown's argument.
 */
export function tearDown(
	site: ReturnType< typeof fixture >,
	input: unknown
): void {
	expect(
		site< Teardown >( 'teardown', input ).scheduled,
		'batches of the spec’s imports left scheduled'
	).toBe( 0 );
}

/**
 * A must-use plugin making import batches small, so that an import takes several polls (WP-Cron
 * is off on the test sites, so only the screen's polls advance it).
 *
 * @param spec  The spec's name, in the plugin's file name.
 * @param files Files per batch.
 * @return Writing it, and removing it after the spec.
 */
export function smallBatches(
	spec: string,
	files: number
): { write: () => void; remove: () => void } {
	const file = path.join(
		SITE_DIR,
		`wp-content/mu-plugins/frontage-e2e-${ spec }-batch.php`
	);
	return {
		write: () => {
			fs.mkdirSync( path.dirname( file ), { recursive: true } );
			fs.writeFileSync(
				file,
				`<?php\n// Written by tests/e2e/import/${ spec }.spec.ts; removed after it.\nadd_filter( '${ FILE_BATCH_FILTER }', static fn () => ${ files } );\n`
			);
		},
		remove: () => fs.rmSync( file, { force: true } ),
	};
}

/**
 * Notes the id of every import the page starts or follows, for the teardown.
 *
 * @param page    The screen's page.
 * @param imports Where the ids go.
 */
function noteImports( page: Page, imports: Set< number > ): void {
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
 * Opens the screen as the admin and waits for the sources; chooses a source and a file mode
 * when given (the screen starts on the first source found, and on copying).
 *
 * @param page          The admin's page.
 * @param imports       Where the ids of the imports it starts or follows go.
 * @param choice        What to choose.
 * @param choice.source The source's label.
 * @param choice.mode   The file mode's label.
 */
export async function openScreen(
	page: Page,
	imports: Set< number >,
	choice: { source?: string; mode?: FileMode } = {}
): Promise< void > {
	noteImports( page, imports );
	await page.goto( SCREEN );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Frontage import' } )
	).toBeVisible();
	await expect(
		page.locator( `${ APP } .frontage-import__loading` )
	).toHaveCount( 0 );
	if ( choice.source ) {
		await page.getByRole( 'radio', { name: choice.source } ).check();
	}
	if ( choice.mode ) {
		await page.getByRole( 'radio', { name: choice.mode } ).check();
	}
}

/**
 * Waits for a step's report heading ("Dry run report", "Import finished"), which takes the
 * focus when it comes.
 *
 * @param page    The screen.
 * @param name    The heading.
 * @param timeout How long the step may take, in ms.
 */
export async function expectReport(
	page: Page,
	name: string,
	timeout: number
): Promise< void > {
	const heading = page.getByRole( 'heading', { name } );
	await expect( heading ).toBeVisible( { timeout } );
	await expect( heading ).toBeFocused();
}

/**
 * Starts a dry run and waits for its report.
 *
 * @param page    The screen.
 * @param timeout How long it may take, in ms.
 */
export async function runDryRun(
	page: Page,
	timeout: number
): Promise< void > {
	await page.getByRole( 'button', { name: 'Run a dry run' } ).click();
	await expectReport( page, 'Dry run report', timeout );
}

/**
 * Starts the import (the screen offers it once a dry run of the source is done) and waits
 * until it has finished.
 *
 * @param page    The screen.
 * @param timeout How long it may take, in ms.
 */
export async function runImport(
	page: Page,
	timeout: number
): Promise< void > {
	await page.getByRole( 'button', { name: 'Import' } ).click();
	await expectReport( page, 'Import finished', timeout );
}

/**
 * The report's summary line.
 *
 * @param page The screen.
 */
export function summary( page: Page ): Locator {
	return page.locator( '.frontage-import__summary' );
}

/**
 * The counts table's row for a kind: its cells (created, updated, unchanged, skipped).
 *
 * @param page The screen.
 * @param kind Categories, Tags or Files.
 */
export function countsRow( page: Page, kind: CountsKind ): Locator {
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
export async function expectCounts(
	page: Page,
	counts: Partial< Record< CountsKind, number[] > >
): Promise< void > {
	for ( const [ kind, cells ] of Object.entries( counts ) ) {
		await expect( countsRow( page, kind as CountsKind ), kind ).toHaveText(
			cells.map( String )
		);
	}
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
export async function expectBoxesFit(
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
export function sha256( bytes: Buffer ): string {
	return createHash( 'sha256' ).update( bytes ).digest( 'hex' );
}

/**
 * Starts an import as the administrator through REST and polls it until it ends, as the
 * screen does; expects it done.
 *
 * @param baseURL The site.
 * @param source  `wpfd` or `download-monitor`.
 * @param imports Where its id goes.
 */
export async function importThroughRest(
	baseURL: string,
	source: string,
	imports: Set< number >
): Promise< ImportAnswer > {
	const context = await request.newContext( {
		baseURL,
		storageState: ADMIN_STATE,
	} );
	try {
		const nonce = (
			await (
				await context.get(
					'/wp-admin/admin-ajax.php?action=rest-nonce'
				)
			).text()
		).trim();
		const headers = { 'X-WP-Nonce': nonce };
		const started = await context.post( IMPORTS_ROUTE, {
			headers,
			data: { source },
		} );
		const body = ( await started.json() ) as ImportAnswer;
		expect( started.status(), JSON.stringify( body ) ).toBe( 201 );
		imports.add( body.id );
		let answer = body;
		for ( let poll = 0; poll < 200; poll++ ) {
			if ( [ 'done', 'failed' ].includes( answer.status ) ) {
				break;
			}
			answer = ( await (
				await context.get( `${ IMPORTS_ROUTE }/${ body.id }`, {
					headers,
				} )
			).json() ) as ImportAnswer;
		}
		expect( answer.status, answer.report?.message ).toBe( 'done' );
		return answer;
	} finally {
		await context.dispose();
	}
}
