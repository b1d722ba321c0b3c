/**
 * Two web nodes of one site behind a load balancer (docs/scale-out.md "Several web nodes"): one
 * MariaDB database, one uploads folder, and nothing else shared — each node has its own files,
 * temporary folder and memory (bin/lib/nodes.mjs; the e2e-nodes step of `npm test`). Each journey
 * alternates its requests between the nodes (balancer.ts): whatever one request leaves, the next
 * must find on the other node.
 */
import { inflateRawSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { launchPersonBrowser, visitorContext } from '../support/person-browser';
import { Balancer, NodeClient, routeThroughNodes, type Node } from './balancer';

interface FileRecord {
	id: number;
	title: string;
	name: string;
	size: number;
	download_url: string;
}

interface Category {
	id: number;
	name: string;
}

interface SearchAnswer {
	files: Array< { id: number; title: string } >;
	total: number;
}

const RUN = Math.random()
	.toString( 36 )
	.replace( /[^a-z]/g, '' )
	.slice( 0, 6 );
const AJAX = '/wp-admin/admin-ajax.php?action=wpfd';
/** The chunked upload's piece size, under every server's limit. */
const PIECE = 65536;

/** What the uploads routes answer: the upload, or (409) an error naming what was received. */
type UploadAnswer = { received: number } | { data: { received: number } };

/**
 * The bytes an upload has received, from either answer.
 *
 * @param answer The uploads route's answer.
 */
function receivedIn( answer: UploadAnswer ): number {
	return 'received' in answer ? answer.received : answer.data.received;
}

/**
 * A text file's bytes, different on every line so that a piece in the wrong place shows (lines
 * of one shape read as CSV to PHP's finfo, which a .txt may not be).
 *
 * @param size Bytes.
 */
function textFile( size: number ): Buffer {
	let text = '';
	for ( let line = 0; text.length < size; line++ ) {
		text += `${ line % 3 ? 'The minutes of the meeting, line ' : 'Notes: ' }${ line }${
			line % 2 ? ` (run ${ RUN })` : ''
		}.\n`;
	}
	return Buffer.from( text.slice( 0, size ) );
}

/**
 * A zip's entries by name, read through its central directory (stored or deflated).
 *
 * @param zip The archive.
 */
function zipEntries( zip: Buffer ): Map< string, Buffer > {
	const end = zip.lastIndexOf( Buffer.from( [ 0x50, 0x4b, 0x05, 0x06 ] ) );
	expect( end, 'the zip ends with its directory' ).toBeGreaterThan( 0 );
	const entries = new Map< string, Buffer >();
	let at = zip.readUInt32LE( end + 16 );
	for ( let i = zip.readUInt16LE( end + 10 ); i > 0; i-- ) {
		const method = zip.readUInt16LE( at + 10 );
		const size = zip.readUInt32LE( at + 20 );
		const nameLength = zip.readUInt16LE( at + 28 );
		const local = zip.readUInt32LE( at + 42 );
		const name = zip.toString( 'utf8', at + 46, at + 46 + nameLength );
		const start =
			local +
			30 +
			zip.readUInt16LE( local + 26 ) +
			zip.readUInt16LE( local + 28 );
		const data = zip.subarray( start, start + size );
		entries.set( name, method === 8 ? inflateRawSync( data ) : data );
		at +=
			46 +
			nameLength +
			zip.readUInt16LE( at + 30 ) +
			zip.readUInt16LE( at + 32 );
	}
	return entries;
}

test.describe.serial( 'Two web nodes of one site', () => {
	let balancer: Balancer;
	let admin: NodeClient;
	let visitor: NodeClient;
	let category: Category;
	let uploaded: { record: FileRecord; bytes: Buffer };

	test.beforeAll( async () => {
		balancer = new Balancer();
		admin = await NodeClient.admin( balancer, 'a' );
		visitor = await NodeClient.visitor( balancer );
		category = await admin.ok< Category >(
			'b',
			'POST',
			'/frontage/v1/categories',
			{ data: { name: `Two nodes ${ RUN }` } }
		);
	} );

	test.beforeEach( () => balancer.reset() );

	test.afterAll( async () => {
		balancer.reset();
		if ( uploaded ) {
			await admin.rest(
				'b',
				'DELETE',
				`/frontage/v1/files/${ uploaded.record.id }`
			);
		}
		if ( category ) {
			await admin.rest(
				'a',
				'DELETE',
				`/frontage/v1/categories/${ category.id }`
			);
		}
		await admin?.dispose();
		await visitor?.dispose();
	} );

	test( 'a chunked upload sent piece by piece to both nodes becomes one file either node serves', async () => {
		const bytes = textFile( 5 * PIECE + 1000 );
		const sizes = await admin.ok< { max_chunk: number } >(
			'b',
			'GET',
			'/frontage/v1/uploads'
		);
		expect( sizes.max_chunk ).toBeGreaterThanOrEqual( PIECE );

		const started = await admin.ok< { upload_id: string } >(
			'a',
			'POST',
			'/frontage/v1/uploads',
			{ data: { name: `two-nodes-${ RUN }.txt`, size: bytes.length } }
		);
		const route = `/frontage/v1/uploads/${ started.upload_id }`;
		const piece = ( first: number ) => {
			const last = Math.min( first + PIECE, bytes.length ) - 1;
			return {
				headers: {
					'Content-Type': 'application/octet-stream',
					'Content-Range': `bytes ${ first }-${ last }/${ bytes.length }`,
				},
				data: bytes.subarray( first, last + 1 ),
			};
		};

		// Pieces alternate b, a, b, a…: each node appends to what the other received. The first
		// piece sent again, on the other node, is refused: nothing is appended twice.
		const plan: Array< [ Node, number, number, number ] > = [
			// Node, first byte, status, bytes received after it.
			[ 'b', 0, 200, PIECE ],
			[ 'a', PIECE, 200, 2 * PIECE ],
			[ 'b', 0, 409, 2 * PIECE ],
			[ 'a', 2 * PIECE, 200, 3 * PIECE ],
			[ 'b', 3 * PIECE, 200, 4 * PIECE ],
			[ 'a', 4 * PIECE, 200, 5 * PIECE ],
			[ 'b', 5 * PIECE, 200, bytes.length ],
		];
		for ( const [ node, first, status, received ] of plan ) {
			const answer = await admin.rest< UploadAnswer >(
				node,
				'PUT',
				route,
				piece( first )
			);
			expect( answer.status, JSON.stringify( answer.data ) ).toBe(
				status
			);
			expect( receivedIn( answer.data ) ).toBe( received );
		}
		const status = await admin.ok< UploadAnswer >( 'a', 'GET', route );
		expect( receivedIn( status ) ).toBe( bytes.length );

		const record = await admin.ok< FileRecord >(
			'b',
			'POST',
			'/frontage/v1/files',
			{
				data: {
					upload_id: started.upload_id,
					title: `Two nodes upload ${ RUN }`,
					category: category.id,
				},
			}
		);
		expect( record.size ).toBe( bytes.length );
		uploaded = { record, bytes };

		// A visitor downloads it from each node: the same bytes, under its name.
		for ( const node of [ 'a', 'b' ] as const ) {
			const download = await visitor.send( node, record.download_url );
			expect( download.status ).toBe( 200 );
			expect(
				download.response.headers()[ 'content-disposition' ]
			).toContain( `two-nodes-${ RUN }.txt` );
			expect( download.body.equals( bytes ) ).toBe( true );
		}
	} );

	test( 'a zip asked for on one node downloads from the other, its three uses counted across both', async () => {
		const second = textFile( 3000 ).reverse();
		const small = await admin.ok< FileRecord >(
			'b',
			'POST',
			'/frontage/v1/files',
			{
				multipart: {
					file: {
						name: `second-${ RUN }.txt`,
						mimeType: 'text/plain',
						buffer: second,
					},
					title: `Two nodes second ${ RUN }`,
					category: String( category.id ),
				},
			}
		);
		try {
			const asked = await visitor.send(
				'a',
				`${ AJAX }&task=files.zipSeletedFiles&filesId=${ uploaded.record.id },${ small.id }&wpfd_category_id=${ category.id }`
			);
			const answer = JSON.parse( asked.body.toString() );
			expect( answer.success, asked.body.toString() ).toBe( true );
			const download = `${ AJAX }&task=files.downloadZipedFile&hash=${
				answer.data.hash
			}&wpfd_category_id=${
				category.id
			}&wpfd_category_name=${ encodeURIComponent( category.name ) }`;

			// Three uses, alternating nodes, each the whole zip with the files' exact bytes.
			for ( const node of [ 'b', 'a', 'b' ] as const ) {
				const zip = await visitor.send( node, download );
				expect( zip.status, zip.body.toString().slice( 0, 300 ) ).toBe(
					200
				);
				expect(
					zip.response.headers()[ 'content-disposition' ]
				).toContain( `${ category.name }.zip` );
				const entries = zipEntries( zip.body );
				expect( [ ...entries.keys() ].sort() ).toEqual(
					[ `two-nodes-${ RUN }.txt`, `second-${ RUN }.txt` ].sort()
				);
				expect(
					entries
						.get( `two-nodes-${ RUN }.txt` )
						?.equals( uploaded.bytes )
				).toBe( true );
				expect(
					entries.get( `second-${ RUN }.txt` )?.equals( second )
				).toBe( true );
			}
			const fourth = await visitor.send( 'a', download );
			expect( fourth.status ).toBe( 410 );
			expect( JSON.parse( fourth.body.toString() ).data.message ).toBe(
				'This download link has already been used. Select the files again to download them.'
			);

			// Every download counted, whichever node sent it: two of the file alone, three zips.
			const counted = await admin.ok< { downloads: number } >(
				'b',
				'GET',
				`/frontage/v1/files/${ uploaded.record.id }`
			);
			expect( counted.downloads ).toBe( 5 );
		} finally {
			balancer.reset();
			await admin.rest(
				'b',
				'DELETE',
				`/frontage/v1/files/${ small.id }`
			);
		}
	} );

	test( 'the search index follows a file created, renamed and deleted on either node', async () => {
		const first = `quokka${ RUN }`;
		const second = `wombat${ RUN }`;
		const search = async ( node: 'a' | 'b', word: string ) =>
			(
				await visitor.ok< SearchAnswer >(
					node,
					'GET',
					`/frontage/v1/search?q=${ word }`
				)
			).files.map( ( file ) => file.title );

		const file = await admin.ok< FileRecord >(
			'a',
			'POST',
			'/frontage/v1/files',
			{
				multipart: {
					file: {
						name: `minutes-${ RUN }.txt`,
						mimeType: 'text/plain',
						buffer: textFile( 500 ),
					},
					title: `Minutes ${ first }`,
					category: String( category.id ),
				},
			}
		);
		expect( await search( 'b', first ) ).toEqual( [
			`Minutes ${ first }`,
		] );
		expect( await search( 'a', first ) ).toEqual( [
			`Minutes ${ first }`,
		] );

		await admin.ok( 'b', 'PUT', `/frontage/v1/files/${ file.id }`, {
			data: { title: `Minutes ${ second }` },
		} );
		expect( await search( 'a', first ) ).toEqual( [] );
		expect( await search( 'b', second ) ).toEqual( [
			`Minutes ${ second }`,
		] );

		await admin.ok( 'a', 'DELETE', `/frontage/v1/files/${ file.id }` );
		expect( await search( 'b', second ) ).toEqual( [] );
	} );

	test( 'a popup edited on one node shows its new words on both', async ( {
		browser,
	} ) => {
		const page = await admin.ok< { id: number; link: string } >(
			'a',
			'POST',
			'/wp/v2/pages',
			{
				data: {
					title: `Two nodes popup page ${ RUN }`,
					status: 'publish',
					content:
						'<!-- wp:paragraph --><p>A page with a popup.</p><!-- /wp:paragraph -->',
				},
			}
		);
		const popup = await admin.ok< {
			id: number;
			meta: { frontage_popup_settings: Record< string, any > };
		} >( 'b', 'POST', '/wp/v2/frontage-popups', {
			data: {
				title: 'Two nodes news',
				status: 'publish',
				content:
					'<!-- wp:paragraph --><p>The first words.</p><!-- /wp:paragraph -->',
			},
		} );
		const context = await browser.newContext();
		try {
			const defaults = popup.meta.frontage_popup_settings;
			await admin.ok(
				'a',
				'POST',
				`/wp/v2/frontage-popups/${ popup.id }`,
				{
					data: {
						meta: {
							frontage_popup_settings: {
								...defaults,
								triggers: {
									...defaults.triggers,
									page_load: true,
									page_load_delay: 0,
								},
								conditions: {
									include: [
										{ type: 'singular', ids: [ page.id ] },
									],
									exclude: [],
								},
							},
						},
					},
				}
			);
			const open = await routeThroughNodes( context, balancer );
			const visit = await context.newPage();
			const dialog = visit.getByRole( 'dialog', {
				name: 'Two nodes news',
			} );

			open( 'b', 'the page' );
			await visit.goto( page.link );
			await expect( dialog ).toContainText( 'The first words.' );

			await admin.ok(
				'a',
				'POST',
				`/wp/v2/frontage-popups/${ popup.id }`,
				{
					data: {
						content:
							'<!-- wp:paragraph --><p>The second words.</p><!-- /wp:paragraph -->',
					},
				}
			);
			for ( const node of [ 'b', 'a' ] as const ) {
				open( node, `the page after the edit` );
				await visit.goto( page.link );
				await expect( dialog ).toContainText( 'The second words.' );
				await expect( dialog ).not.toContainText( 'The first words.' );
			}

			// Switched off on node b: neither node shows it any more.
			await admin.ok(
				'b',
				'POST',
				`/wp/v2/frontage-popups/${ popup.id }`,
				{
					data: {
						meta: {
							frontage_popup_settings: {
								...defaults,
								enabled: false,
								conditions: {
									include: [
										{ type: 'singular', ids: [ page.id ] },
									],
									exclude: [],
								},
							},
						},
					},
				}
			);
			open( 'a', 'the page with the popup off' );
			await visit.goto( page.link );
			await expect(
				visit.getByText( 'A page with a popup.' )
			).toBeVisible();
			await visit.waitForTimeout( 1000 );
			await expect( visit.getByRole( 'dialog' ) ).toHaveCount( 0 );
		} finally {
			await context.close();
			balancer.reset();
			await admin.rest(
				'b',
				'DELETE',
				`/wp/v2/frontage-popups/${ popup.id }?force=true`
			);
			await admin.rest(
				'a',
				'DELETE',
				`/wp/v2/pages/${ page.id }?force=true`
			);
		}
	} );

	test( 'language settings saved on one node are what the other serves', async () => {
		let person: Browser | undefined;
		const saved = (
			await admin.ok< Record< string, any > >(
				'b',
				'GET',
				'/wp/v2/settings'
			)
		).frontage_language;
		try {
			await admin.ok( 'a', 'POST', '/wp/v2/settings', {
				data: {
					frontage_language: {
						...saved,
						popup_option: 'popup',
						popup_type: 'popup',
						popup_textarea: `Two nodes ${ RUN }: read it in {{suggested_language}}.`,
						url_slugs: { ...saved.url_slugs, de_DE: 'deutsch' },
					},
				},
			} );

			// The German page lives under its new prefix on the other node.
			const german = await visitor.send( 'b', '/deutsch/ueber-uns/' );
			expect( german.status ).toBe( 200 );
			expect( german.body.toString() ).toContain( '<html lang="de"' );

			// A German visitor on the English page is offered it with the new words.
			person = await launchPersonBrowser();
			const context = await visitorContext( person, undefined, 'de-DE' );
			const open = await routeThroughNodes( context, balancer );
			const page = await context.newPage();
			open( 'a', 'the English page' );
			await page.goto( `${ process.env.FRONTAGE_E2E_URL }/about-us/` );
			const offer = page.getByRole( 'dialog', {
				name: `Two nodes ${ RUN }: read it in Deutsch.`,
			} );
			await expect( offer ).toBeVisible();
			await offer
				.getByRole( 'button', { name: 'Change language' } )
				.click();
			await expect( page ).toHaveURL( /\/deutsch\/ueber-uns\/$/ );
			await expect( page.locator( 'html' ) ).toHaveAttribute(
				'lang',
				'de'
			);
		} finally {
			await person?.close();
			balancer.reset();
			await admin.ok( 'b', 'POST', '/wp/v2/settings', {
				data: { frontage_language: saved },
			} );
		}
	} );
} );
