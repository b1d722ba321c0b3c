/**
 * The local site's router (bin/php/router.php, behind `npm start` and the tests' native server)
 * never hands out the debug log, the SQLite database or the file library's stored files, however
 * the address is spelled: repeated slashes, `.` and `..` segments, encoded slashes and dots,
 * backslashes, other letter case, a NUL byte.
 *
 * The requests go out through node:http, which sends a path exactly as written; a browser or
 * Playwright's request client would tidy `/./` and `%2e` away before sending.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import { test, expect } from '../support/fixtures';
import { SITE_DIR } from '../support/site';

const WP_CONTENT = path.join( SITE_DIR, 'wp-content' );

/**
 * Sends a GET with the path exactly as given and reads the whole answer.
 *
 * @param baseURL The site's address.
 * @param rawPath The path, sent byte for byte.
 * @return Status, Location header and body.
 */
function rawGet(
	baseURL: string,
	rawPath: string
): Promise< { status: number; location: string; body: Buffer } > {
	const { hostname, port } = new URL( baseURL );
	return new Promise( ( resolve, reject ) => {
		const request = http.get(
			{ hostname, port, path: rawPath, headers: { Connection: 'close' } },
			( response ) => {
				const chunks: Buffer[] = [];
				response.on( 'data', ( chunk: Buffer ) =>
					chunks.push( chunk )
				);
				response.on( 'end', () =>
					resolve( {
						status: response.statusCode ?? 0,
						location: String( response.headers.location ?? '' ),
						body: Buffer.concat( chunks ),
					} )
				);
			}
		);
		request.on( 'error', reject );
	} );
}

/**
 * One file the library stored, as a path under wp-content/uploads/frontage-files/.
 *
 * @return Its path inside that folder, e.g. `2026/11/0b76…`.
 */
function aStoredFile(): string {
	const root = path.join( WP_CONTENT, 'uploads', 'frontage-files' );
	const walk = ( dir: string ): string | null => {
		for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				const found = walk( full );
				if ( found ) {
					return found;
				}
			} else if ( /^[0-9a-f]{16,}$/.test( entry.name ) ) {
				return full;
			}
		}
		return null;
	};
	const found = fs.existsSync( root ) ? walk( root ) : null;
	expect(
		found,
		'the demo content stores files in wp-content/uploads/frontage-files'
	).not.toBeNull();
	return path
		.relative( root, found as string )
		.split( path.sep )
		.join( '/' );
}

/**
 * Every spelling of one protected path a request could try.
 *
 * @param parts The path's segments, e.g. [ 'wp-content', 'debug.log' ].
 * @return Raw request paths.
 */
function spellings( parts: string[] ): string[] {
	const last = parts.length - 1;
	const join = ( separator: string ) => '/' + parts.join( separator );
	return [
		join( '/' ),
		'/' + join( '/' ),
		join( '//' ),
		join( '/./' ),
		join( '/%2e/' ),
		join( '/x/../' ),
		join( '/x/%2e%2e/' ),
		join( '%2f' ),
		join( '%2F' ),
		join( '\\' ),
		join( '%5c' ),
		join( '/' ).toUpperCase(),
		// Only the first separator doubled: /wp-content/uploads//frontage-files/…
		'/' + parts.slice( 0, last ).join( '/' ) + '//' + parts[ last ],
		'/' +
			parts.slice( 0, 1 ).join( '/' ) +
			'//' +
			parts.slice( 1 ).join( '/' ),
		join( '/' ) + '?x=1',
		join( '/' ) + '%00.txt',
	];
}

/**
 * Requests every spelling of each protected path and describes each answer that is not a refusal
 * (400, 403, 404) or that carries the path's content.
 *
 * @param baseURL        The site's address.
 * @param protectedPaths Each path's segments, and bytes of its content.
 * @return One line per leak.
 */
async function leaks(
	baseURL: string,
	protectedPaths: Array< { parts: string[]; secret: Buffer } >
): Promise< string[] > {
	const found: string[] = [];
	for ( const { parts, secret } of protectedPaths ) {
		for ( const rawPath of spellings( parts ) ) {
			const answer = await rawGet( baseURL, rawPath );
			const leaked = answer.body.includes( secret );
			if ( ! [ 400, 403, 404 ].includes( answer.status ) || leaked ) {
				const location = answer.location
					? ` (${ answer.location })`
					: '';
				found.push(
					`${ rawPath } → ${ answer.status }${ location }${
						leaked ? ', with its content' : ''
					}`
				);
			}
		}
	}
	return found;
}

test( 'no spelling of a protected path reaches the debug log, the database or a stored file', async ( {
	baseURL,
} ) => {
	// A debug.log with a marker only this test knows.
	const marker = `frontage-router-test-${ Date.now() }-${ Math.random() }`;
	fs.appendFileSync(
		path.join( WP_CONTENT, 'debug.log' ),
		`[router test] ${ marker }\n`
	);

	const stored = aStoredFile();
	const storedContent = fs.readFileSync(
		path.join( WP_CONTENT, 'uploads', 'frontage-files', stored )
	);
	const storedSample = storedContent.subarray( 0, 64 );
	expect( storedSample.length ).toBeGreaterThan( 0 );
	expect(
		fs.existsSync( path.join( WP_CONTENT, 'database', '.ht.sqlite' ) )
	).toBe( true );

	const protectedPaths: Array< { parts: string[]; secret: Buffer } > = [
		{ parts: [ 'wp-content', 'debug.log' ], secret: Buffer.from( marker ) },
		{
			parts: [
				'wp-content',
				'uploads',
				'frontage-files',
				...stored.split( '/' ),
			],
			secret: storedSample,
		},
		{
			parts: [ 'wp-content', 'database', '.ht.sqlite' ],
			secret: Buffer.from( 'SQLite format 3' ),
		},
	];

	expect( await leaks( baseURL as string, protectedPaths ) ).toEqual( [] );
} );

test( 'the local server still serves static files, folders and WordPress addresses', async ( {
	baseURL,
} ) => {
	const base = baseURL as string;
	const script = await rawGet( base, '/wp-includes/js/jquery/jquery.min.js' );
	expect( script.status ).toBe( 200 );
	expect( script.body.toString() ).toContain( 'jQuery' );

	// A roundabout spelling of a served file leads to its one address.
	const roundabout = await rawGet(
		base,
		'/wp-includes//js/./jquery/jquery.min.js?ver=1'
	);
	expect( roundabout.status ).toBe( 301 );
	expect( roundabout.location ).toBe(
		'/wp-includes/js/jquery/jquery.min.js?ver=1'
	);

	const admin = await rawGet( base, '/wp-admin' );
	expect( admin.status ).toBe( 301 );
	expect( admin.location ).toBe( '/wp-admin/' );

	const front = await rawGet( base, '/' );
	expect( front.status ).toBe( 200 );
	expect( front.body.toString() ).toContain( 'Frontage demo' );

	const rest = await rawGet( base, '/wp-json/frontage/v1/modules' );
	expect( [ 200, 401 ] ).toContain( rest.status );
} );
