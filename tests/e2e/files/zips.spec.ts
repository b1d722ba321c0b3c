/**
 * Zips of selected files over real HTTP, the way the page's script does it (docs/files.md "Zips of selected files"): a
 * visitor's page asks `task=files.zipSeletedFiles` for a hash, then navigates to
 * `task=files.downloadZipedFile`, which streams the zip. Failures answer
 * `{ success: false, data: { message } }` for the page to alert.
 *
 * Files are made on the site by fixtures/zips-fixture.php through Frontage's Library service, so
 * this spec does not depend on the admin screens or the file table.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import type { Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { SITE_DIR } from '../support/site';

interface FixtureFile {
	id: number;
	name: string;
	base64: string;
}

interface Fixture {
	public: FixtureFile[];
	restricted: FixtureFile;
	category: { id: number; name: string };
}

interface ZipAnswer {
	success: boolean;
	data: { hash?: string; message?: string };
}

const FIXTURE = path.join( __dirname, 'fixtures/zips-fixture.php' );
const AJAX = '/wp-admin/admin-ajax.php?action=wpfd';

/**
 * Runs the fixture script on the site under test and returns its JSON answer.
 *
 * @param args Command and arguments.
 */
function fixture< T >( ...args: string[] ): T {
	const result = spawnSync( 'php', [ FIXTURE, ...args ], {
		cwd: SITE_DIR,
		env: { ...process.env, FRONTAGE_WP_DIR: SITE_DIR },
		encoding: 'utf8',
	} );
	expect( result.status, result.stderr || result.stdout ).toBe( 0 );
	return JSON.parse( result.stdout ) as T;
}

/**
 * Reads a zip the simple way a browser's unzip would: the end record, the central directory,
 * then each local header and its data (stored or deflated). No zip64: these zips are small.
 *
 * @param zip The archive's bytes.
 */
function readZip( zip: Buffer ): Map< string, Buffer > {
	const end = zip.lastIndexOf( Buffer.from( [ 0x50, 0x4b, 0x05, 0x06 ] ) );
	expect( end, 'end of central directory record' ).toBeGreaterThan( 0 );
	const count = zip.readUInt16LE( end + 10 );
	let at = zip.readUInt32LE( end + 16 );
	const entries = new Map< string, Buffer >();
	for ( let i = 0; i < count; i++ ) {
		expect( zip.readUInt32LE( at ), 'central directory header' ).toBe(
			0x02014b50
		);
		const flags = zip.readUInt16LE( at + 8 );
		const method = zip.readUInt16LE( at + 10 );
		const compressed = zip.readUInt32LE( at + 20 );
		const nameLength = zip.readUInt16LE( at + 28 );
		const extraLength = zip.readUInt16LE( at + 30 );
		const commentLength = zip.readUInt16LE( at + 32 );
		const local = zip.readUInt32LE( at + 42 );
		const name = zip.toString( 'utf8', at + 46, at + 46 + nameLength );
		// eslint-disable-next-line no-bitwise -- general purpose bit 11: the name is UTF-8.
		expect( flags & 0x0800, `${ name }: UTF-8 flag` ).toBe( 0x0800 );
		expect( zip.readUInt32LE( local ), 'local header' ).toBe( 0x04034b50 );
		const start =
			local +
			30 +
			zip.readUInt16LE( local + 26 ) +
			zip.readUInt16LE( local + 28 );
		const data = zip.subarray( start, start + compressed );
		entries.set( name, method === 8 ? inflateRawSync( data ) : data );
		at += 46 + nameLength + extraLength + commentLength;
	}
	return entries;
}

/**
 * Asks for a zip as the page's script does (a same-origin fetch that carries and keeps cookies)
 * and returns the JSON answer with its status.
 *
 * @param page           A page on the site.
 * @param query          The task and its parameters.
 * @param options        Method and form body, for the POST task.
 * @param options.method GET (default) or POST.
 * @param options.body   A form-encoded body.
 */
async function askForZip(
	page: Page,
	query: string,
	options: { method?: 'GET' | 'POST'; body?: string } = {}
): Promise< { status: number; answer: ZipAnswer } > {
	return page.evaluate(
		async ( { url, method, body } ) => {
			const response = await fetch( url, {
				method,
				body,
				credentials: 'same-origin',
				headers: body
					? { 'Content-Type': 'application/x-www-form-urlencoded' }
					: {},
			} );
			return {
				status: response.status,
				answer: ( await response.json() ) as ZipAnswer,
			};
		},
		{
			url: `${ AJAX }&${ query }`,
			method: options.method ?? 'GET',
			body: options.body,
		}
	);
}

/**
 * Follows a download address the way the front end does (navigation) and returns the file.
 *
 * @param page A page on the site.
 * @param url  The download task's address.
 */
async function followDownload(
	page: Page,
	url: string
): Promise< { name: string; bytes: Buffer } > {
	const [ download ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		page.evaluate( ( address ) => {
			window.location.href = address;
		}, url ),
	] );
	const file = await download.path();
	return {
		name: download.suggestedFilename(),
		bytes: fs.readFileSync( file ),
	};
}

test.describe( 'Zips of selected files', () => {
	let files: Fixture;

	test.beforeAll( () => {
		files = fixture< Fixture >( 'setup' );
	} );

	test.afterAll( () => {
		fixture< unknown >( 'cleanup' );
	} );

	test( 'a visitor downloads two files as one zip with their exact bytes', async ( {
		page,
	} ) => {
		const [ minutes, scan ] = files.public;
		const before = fixture< Record< string, number > >(
			'downloads',
			String( minutes.id ),
			String( scan.id )
		);
		await page.goto( '/' );

		const { status, answer } = await askForZip(
			page,
			`task=files.zipSeletedFiles&filesId=${ minutes.id },${ scan.id }&wpfd_category_id=${ files.category.id }`
		);
		expect( status ).toBe( 200 );
		expect( answer.success ).toBe( true );
		// Signed and URL-safe; its format is not part of the contract.
		expect( answer.data.hash ).toMatch( /^[A-Za-z0-9_-]+$/ );

		const zip = await followDownload(
			page,
			`${ AJAX }&task=files.downloadZipedFile&hash=${
				answer.data.hash
			}&wpfd_category_id=${
				files.category.id
			}&wpfd_category_name=${ encodeURIComponent( files.category.name ) }`
		);
		expect( zip.name ).toBe( 'Zip e2e — public.zip' );
		const entries = readZip( zip.bytes );
		expect( [ ...entries.keys() ] ).toEqual( [ minutes.name, scan.name ] );
		expect(
			entries
				.get( minutes.name )
				?.equals( Buffer.from( minutes.base64, 'base64' ) )
		).toBe( true );
		expect(
			entries
				.get( scan.name )
				?.equals( Buffer.from( scan.base64, 'base64' ) )
		).toBe( true );

		// Each file in a zip that was sent completely counts one download.
		await expect
			.poll( () =>
				fixture< Record< string, number > >(
					'downloads',
					String( minutes.id ),
					String( scan.id )
				)
			)
			.toEqual( {
				[ minutes.id ]: before[ minutes.id ] + 1,
				[ scan.id ]: before[ scan.id ] + 1,
			} );
	} );

	test( 'search results from several categories zip through the POST task', async ( {
		page,
	} ) => {
		const [ minutes, scan ] = files.public;
		await page.goto( '/' );

		const { answer } = await askForZip(
			page,
			'task=files.zipSeletedFilesMultipleCategories',
			{
				method: 'POST',
				body: new URLSearchParams( {
					filesId: `${ minutes.id },${ scan.id }`,
					selectedFileWithCategoryIds: JSON.stringify( {
						[ minutes.id ]: String( files.category.id ),
						[ scan.id ]: String( files.category.id ),
					} ),
				} ).toString(),
			}
		);
		expect( answer.success ).toBe( true );

		const zip = await followDownload(
			page,
			`${ AJAX }&task=files.downloadZipedFileMultipleCategories&hash=${ answer.data.hash }&wpfd_search_name=annual%20report`
		);
		expect( zip.name ).toBe( 'annual report.zip' );
		expect( [ ...readZip( zip.bytes ).keys() ] ).toEqual( [
			minutes.name,
			scan.name,
		] );
	} );

	test( 'a selection with a file for members only is refused whole, with a message', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const { status, answer } = await askForZip(
			page,
			`task=files.zipSeletedFiles&filesId=${ files.public[ 0 ].id },${ files.restricted.id }&wpfd_category_id=${ files.category.id }`
		);

		expect( status ).toBe( 404 );
		expect( answer ).toEqual( {
			success: false,
			data: expect.objectContaining( {
				message: `File ${ files.restricted.id } does not exist or you may not see it, so nothing was zipped. Reload the page and select the files again.`,
			} ),
		} );
		expect( answer.data.hash ).toBeUndefined();
	} );

	test( 'forged, reused and borrowed hashes get a clear error, never a zip', async ( {
		page,
		browser,
		baseURL,
	} ) => {
		await page.goto( '/' );
		const forged = await page.request.get(
			`${ AJAX }&task=files.downloadZipedFile&hash=..%2F..%2Fwp-config.php`
		);
		expect( forged.status() ).toBe( 404 );
		expect( await forged.json() ).toEqual( {
			success: false,
			data: expect.objectContaining( {
				message:
					'This download link is not valid. Select the files again to download them.',
			} ),
		} );

		const { answer } = await askForZip(
			page,
			`task=files.zipSeletedFiles&filesId=${ files.public[ 0 ].id }`
		);
		const url = `${ AJAX }&task=files.downloadZipedFile&hash=${ answer.data.hash }`;

		// Another browser (no cookie of this visitor's) cannot use the link.
		const stranger = await browser.newContext( { baseURL } );
		const borrowed = await stranger.request.get( url );
		expect( borrowed.status() ).toBe( 403 );
		expect( ( await borrowed.json() ).data.message ).toContain(
			'only works in the browser that asked for it'
		);
		await stranger.close();

		// Three downloads (a retry, a download manager taking over), then a 410.
		for ( let use = 0; use < 3; use++ ) {
			const response = await page.request.get( url );
			expect( response.status() ).toBe( 200 );
			expect( response.headers()[ 'content-type' ] ).toBe(
				'application/zip'
			);
			await response.body();
		}
		const reused = await page.request.get( url );
		expect( reused.status() ).toBe( 410 );
		expect( await reused.json() ).toEqual( {
			success: false,
			data: expect.objectContaining( {
				message:
					'This download link has already been used. Select the files again to download them.',
			} ),
		} );
	} );

	test( 'twelve downloads of one hash at the same moment get exactly its three zips', async ( {
		page,
	} ) => {
		const [ minutes ] = files.public;
		await page.goto( '/' );
		const { answer } = await askForZip(
			page,
			`task=files.zipSeletedFiles&filesId=${ minutes.id }`
		);
		expect( answer.success ).toBe( true );
		const url = `${ AJAX }&task=files.downloadZipedFile&hash=${ answer.data.hash }`;

		// The same browser (its cookie) fires all twelve at once.
		const responses = await Promise.all(
			Array.from( { length: 12 }, () => page.request.get( url ) )
		);
		const answers = await Promise.all(
			responses.map( async ( response ) => ( {
				status: response.status(),
				type: response.headers()[ 'content-type' ] ?? '',
				body: await response.body(),
			} ) )
		);

		const zips = answers.filter( ( { status } ) => status === 200 );
		expect( zips ).toHaveLength( 3 );
		for ( const zip of zips ) {
			expect( zip.type ).toBe( 'application/zip' );
			expect(
				readZip( zip.body )
					.get( minutes.name )
					?.equals( Buffer.from( minutes.base64, 'base64' ) )
			).toBe( true );
		}
		const refused = answers.filter( ( { status } ) => status !== 200 );
		expect( refused ).toHaveLength( 9 );
		for ( const { status, body } of refused ) {
			expect( status ).toBe( 410 );
			expect( JSON.parse( body.toString( 'utf8' ) ) ).toEqual( {
				success: false,
				data: expect.objectContaining( {
					message:
						'This download link has already been used. Select the files again to download them.',
				} ),
			} );
		}
	} );
} );
