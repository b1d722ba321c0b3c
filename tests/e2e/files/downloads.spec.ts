/**
 * Downloads over real HTTP: the address every file has (`/?frontage_download={id}`), as a
 * browser, a video player, a download manager and a visitor guessing ids use it.
 *
 * Files are made on the site by tests/e2e/files/fixtures/make-file.php through Frontage's
 * own Library service, so this spec does not depend on the admin screens.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIResponse, Browser, BrowserContext } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { logIn } from '../support/log-in';
import { SITE_DIR } from '../support/site';

interface MadeFile {
	id: number;
	name: string;
	mime: string;
	size: number;
	downloads: number;
	sha256: string;
	url: string;
}

interface MadeCategory {
	id: number;
}

const FIXTURE = path.join( __dirname, 'fixtures/make-file.php' );
const EDITOR = { login: 'frontage-e2e-editor', password: 'e2e-editor-pass-7Q' };
const UTF8_NAME = 'Übersicht – 2026 €.pdf';
const PDF_HEADER = '%PDF-1.4\n%';

/**
 * Runs the fixture script on the site under test and returns its JSON answer.
 *
 * @param command Fixture command: category, file, show, user or delete.
 * @param input   Its JSON argument (or a file id for show).
 */
function site< T >( command: string, input: unknown ): T {
	const result = spawnSync(
		'php',
		[
			FIXTURE,
			command,
			typeof input === 'string' ? input : JSON.stringify( input ),
		],
		{
			cwd: SITE_DIR,
			env: { ...process.env, FRONTAGE_WP_DIR: SITE_DIR },
			encoding: 'utf8',
		}
	);
	expect(
		result.status,
		`make-file.php ${ command }: ${ result.stderr || result.stdout }`
	).toBe( 0 );
	return JSON.parse( result.stdout ) as T;
}

/**
 * The SHA-256 of some bytes, hex.
 *
 * @param bytes The bytes.
 */
function sha256( bytes: Buffer ): string {
	return createHash( 'sha256' ).update( bytes ).digest( 'hex' );
}

/**
 * The UTF-8 name a Content-Disposition header gives in `filename*` (RFC 6266).
 *
 * @param header The header's value.
 */
function utf8Filename( header: string ): string {
	const encoded = /filename\*=UTF-8''([^;]+)/i.exec( header )?.[ 1 ] ?? '';
	return decodeURIComponent( encoded );
}

/**
 * How many downloads the site has counted for a file.
 *
 * @param id File id.
 */
function downloadCount( id: number ): number {
	return site< MadeFile >( 'show', String( id ) ).downloads;
}

/**
 * A browser context logged in as the test editor.
 *
 * @param browser The browser.
 */
async function editorContext( browser: Browser ): Promise< BrowserContext > {
	const context = await browser.newContext();
	const page = await context.newPage();
	await logIn( page, EDITOR.login, EDITOR.password );
	await page.close();
	return context;
}

test.describe( 'File downloads', () => {
	const made = {
		files: [] as number[],
		categories: [] as number[],
		users: [ EDITOR.login ],
	};
	let big: MadeFile;
	let bigBytes: Buffer;

	test.beforeAll( () => {
		site( 'user', { ...EDITOR, role: 'editor' } );
		// Over 3 MB, so the stream crosses several 1 MB chunks.
		big = site< MadeFile >( 'file', {
			name: UTF8_NAME,
			title: 'Übersicht 2026',
			random_bytes: 3 * 1048576 + 12345,
			header: PDF_HEADER,
		} );
		made.files.push( big.id );
	} );

	test.afterAll( () => {
		site( 'delete', made );
	} );

	test( 'a visitor gets the exact bytes, the type and the UTF-8 name, and the download is counted @package', async ( {
		request,
	} ) => {
		const before = downloadCount( big.id );
		const response = await request.get( big.url );

		expect( response.status() ).toBe( 200 );
		bigBytes = await response.body();
		expect( bigBytes ).toHaveLength( big.size );
		expect( sha256( bigBytes ) ).toBe( big.sha256 );

		const headers = response.headers();
		expect( headers[ 'content-type' ] ).toBe( 'application/pdf' );
		expect( headers[ 'x-content-type-options' ] ).toBe( 'nosniff' );
		expect( headers[ 'content-length' ] ).toBe( String( big.size ) );
		expect( headers[ 'accept-ranges' ] ).toBe( 'bytes' );
		expect( headers.etag ).toMatch( /^"[a-f0-9]+"$/ );
		expect( headers[ 'last-modified' ] ).toMatch( / GMT$/ );
		// The name the library stored, exactly, through filename*; an ASCII fallback beside it.
		expect( headers[ 'content-disposition' ] ).toMatch(
			/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/
		);
		expect( utf8Filename( headers[ 'content-disposition' ] ) ).toBe(
			big.name
		);
		expect( big.name ).toMatch( /[^\x00-\x7f]/ );

		expect( downloadCount( big.id ) ).toBe( before + 1 );
	} );

	test( 'byte ranges resume downloads and seek, without counting again', async ( {
		request,
	} ) => {
		bigBytes ??= await ( await request.get( big.url ) ).body();
		const before = downloadCount( big.id );
		const etag = ( await request.head( big.url ) ).headers().etag;

		// A resumed download: from the middle of the second chunk to the end.
		const from = 1048576 + 1000;
		const resumed = await request.get( big.url, {
			headers: { Range: `bytes=${ from }-`, 'If-Range': etag },
		} );
		expect( resumed.status() ).toBe( 206 );
		expect( resumed.headers()[ 'content-range' ] ).toBe(
			`bytes ${ from }-${ big.size - 1 }/${ big.size }`
		);
		expect(
			( await resumed.body() ).equals( bigBytes.subarray( from ) )
		).toBe( true );

		// A seek: a small window, and the last bytes.
		const window = await request.get( big.url, {
			headers: { Range: 'bytes=100-199' },
		} );
		expect( window.status() ).toBe( 206 );
		expect(
			( await window.body() ).equals( bigBytes.subarray( 100, 200 ) )
		).toBe( true );
		const tail = await request.get( big.url, {
			headers: { Range: 'bytes=-10' },
		} );
		expect( ( await tail.body() ).equals( bigBytes.subarray( -10 ) ) ).toBe(
			true
		);

		// Past the end: 416 with the real size, so the client can recover.
		const past = await request.get( big.url, {
			headers: { Range: `bytes=${ big.size }-` },
		} );
		expect( past.status() ).toBe( 416 );
		expect( past.headers()[ 'content-range' ] ).toBe(
			`bytes */${ big.size }`
		);

		// Resuming with the tag of an older file gets the whole current file.
		const stale = await request.get( big.url, {
			headers: { Range: 'bytes=10-', 'If-Range': '"an-older-file"' },
		} );
		expect( stale.status() ).toBe( 200 );
		expect( await stale.body() ).toHaveLength( big.size );

		// Only the full download of the stale resume counted.
		expect( downloadCount( big.id ) ).toBe( before + 1 );
	} );

	test( 'validators answer 304, and HEAD describes the file without counting', async ( {
		request,
	} ) => {
		const before = downloadCount( big.id );
		const head = await request.head( big.url );
		expect( head.status() ).toBe( 200 );
		expect( head.headers()[ 'content-length' ] ).toBe( String( big.size ) );
		const { etag } = head.headers();
		const lastModified = head.headers()[ 'last-modified' ];

		const byTag = await request.get( big.url, {
			headers: { 'If-None-Match': etag },
		} );
		expect( byTag.status() ).toBe( 304 );
		expect( await byTag.body() ).toHaveLength( 0 );
		const byDate = await request.get( big.url, {
			headers: { 'If-Modified-Since': lastModified },
		} );
		expect( byDate.status() ).toBe( 304 );
		const changed = await request.get( big.url, {
			headers: { 'If-None-Match': '"something-else"' },
		} );
		expect( changed.status() ).toBe( 200 );
		await changed.body();

		expect( downloadCount( big.id ) ).toBe( before + 1 );
	} );

	test( 'inline=1 shows a PDF in the browser; other types stay attachments', async ( {
		request,
	} ) => {
		const text = site< MadeFile >( 'file', {
			name: 'notes.txt',
			contents: 'Plain notes\n',
		} );
		made.files.push( text.id );

		const pdf = await request.get( `${ big.url }&inline=1`, {
			headers: { Range: 'bytes=0-7' },
		} );
		expect( pdf.headers()[ 'content-disposition' ] ).toMatch( /^inline;/ );
		const txt = await request.get( `${ text.url }&inline=1` );
		expect( txt.headers()[ 'content-disposition' ] ).toMatch(
			/^attachment;/
		);
		expect( await txt.text() ).toBe( 'Plain notes\n' );
	} );

	test( 'visitors get a 404 and no byte of private or restricted files, which an editor downloads', async ( {
		request,
		browser,
	} ) => {
		const secret = 'SECRET-CONTENT-' + Date.now();
		const members = site< MadeCategory >( 'category', {
			name: `E2E members ${ Date.now() }`,
			visibility: 'logged_in',
		} );
		const editors = site< MadeCategory >( 'category', {
			name: `E2E editors ${ Date.now() }`,
			visibility: 'roles',
			roles: [ 'editor' ],
		} );
		made.categories.push( members.id, editors.id );
		const files = [
			site< MadeFile >( 'file', {
				name: 'private.txt',
				contents: secret,
				status: 'private',
			} ),
			site< MadeFile >( 'file', {
				name: 'members.txt',
				contents: secret,
				category: members.id,
			} ),
			site< MadeFile >( 'file', {
				name: 'editors.txt',
				contents: secret,
				category: editors.id,
			} ),
		];
		made.files.push( ...files.map( ( file ) => file.id ) );

		const expectNotFound = async ( response: APIResponse ) => {
			expect( response.status() ).toBe( 404 );
			expect( await response.text() ).not.toContain( secret );
			expect(
				response.headers()[ 'content-disposition' ]
			).toBeUndefined();
		};
		for ( const file of files ) {
			await expectNotFound( await request.get( file.url ) );
			await expectNotFound(
				await request.get( file.url, {
					headers: { Range: 'bytes=0-5' },
				} )
			);
			expect( downloadCount( file.id ) ).toBe( 0 );
		}
		// Guessed and malformed ids answer exactly as an invisible file does.
		for ( const id of [
			'999999999',
			'-1',
			'abc',
			'1e3',
			'../wp-config.php',
		] ) {
			await expectNotFound(
				await request.get( `/?frontage_download=${ id }` )
			);
		}
		// A list where one id belongs is a 400 naming the parameter (docs/api.md).
		const list = await request.get( '/?frontage_download[]=1' );
		expect( list.status() ).toBe( 400 );
		expect( await list.text() ).toContain( 'frontage_download' );
		expect( list.headers()[ 'content-disposition' ] ).toBeUndefined();

		const editor = await editorContext( browser );
		try {
			for ( const file of files ) {
				const response = await editor.request.get( file.url );
				expect( response.status() ).toBe( 200 );
				expect( await response.text() ).toBe( secret );
				// Nobody's cache keeps a restricted file.
				expect( response.headers()[ 'cache-control' ] ).toContain(
					'no-store'
				);
			}
		} finally {
			await editor.close();
		}
	} );

	test( 'task=file.display gives the pop-up its details, and nothing about a private file', async ( {
		request,
	} ) => {
		const ajax =
			'/wp-admin/admin-ajax.php?action=wpfd&task=file.display&view=file';
		const shown = await request.get(
			`${ ajax }&id=${ big.id }&categoryid=0&rootcat=0`
		);
		expect( shown.status() ).toBe( 200 );
		const { success, file } = await shown.json();
		expect( success ).toBe( true );
		expect( file ).toMatchObject( {
			ID: big.id,
			ext: 'pdf',
			post_title: 'Übersicht 2026',
			linkdownload: expect.stringContaining(
				`frontage_download=${ big.id }`
			),
			size: big.size,
		} );

		const hidden = site< MadeFile >( 'file', {
			name: 'hidden.txt',
			contents: 'hidden',
			status: 'private',
		} );
		made.files.push( hidden.id );
		const refused = await request.get( `${ ajax }&id=${ hidden.id }` );
		expect( refused.status() ).toBe( 404 );
		expect( await refused.json() ).toEqual( {
			success: false,
			data: {
				message: 'This file does not exist or you may not see it.',
				code: 'frontage_file_not_found',
			},
		} );
	} );

	test( 'a real browser download saves the file under its UTF-8 name', async ( {
		page,
	} ) => {
		const before = downloadCount( big.id );
		await page.goto( '/' );
		// A link as file tables render it.
		await page.evaluate( ( url ) => {
			const link = document.createElement( 'a' );
			link.href = url;
			link.textContent = 'Download the overview';
			document.body.prepend( link );
		}, big.url );

		const [ download ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page.getByRole( 'link', { name: 'Download the overview' } ).click(),
		] );
		expect( download.suggestedFilename() ).toBe( big.name );
		const saved = await download.path();
		expect( sha256( fs.readFileSync( saved ) ) ).toBe( big.sha256 );
		expect( downloadCount( big.id ) ).toBe( before + 1 );
	} );
} );
