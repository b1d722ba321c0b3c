/**
 * Visitors served from a full-page cache (docs/scale-out.md "A full-page cache in front"): the
 * site runs behind bin/php/advanced-cache.php, which keeps the first visitor's HTML of every
 * address and sends it to everyone after, before WordPress loads (`X-Test-Page-Cache: hit`). The
 * e2e-page-cache step of `npm test` installs it; this spec runs only there (the `page-cache`
 * project of playwright.config.ts).
 *
 * Visitors with different languages, cookies and consent open the same cached pages, and each
 * still gets their own language decision, popups, searches, file table order, zip and consent;
 * the stored page is byte for byte the same whoever asked first.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {
	APIRequestContext,
	Browser,
	BrowserContext,
	Page,
	Response,
} from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { SITE_DIR } from '../support/site';
import { launchPersonBrowser } from '../support/person-browser';
import {
	setUpLanguages,
	tearDownLanguages,
	type Languages,
} from '../language/fixtures/languages';

const CACHE_DIR = path.join( SITE_DIR, 'wp-content/cache/frontage-page-cache' );
const HEADER = 'x-test-page-cache';
const GERMAN_BROWSER = 'de-DE';
const FRENCH_BROWSER = 'fr-FR';
const OFFER_OR_REDIRECT = 5000;

/** Every request the browser makes to a third-party host is aborted: the machine is offline. */
const THIRD_PARTY = /^https?:\/\/(?!localhost[:/])/;

/** A modal opened by a button, showing a Google map: third-party content that waits for consent. */
const MAP_MODAL = [
	`<!-- wp:frontage/modal ${ JSON.stringify( {
		modalId: 'where',
		heading: 'Where we are',
		triggerText: 'Show the map',
		contentType: 'iframe',
		iframeUrl: 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3',
	} ) } -->`,
	'<div class="wp-block-frontage-modal__content" hidden></div>',
	'<!-- /wp:frontage/modal -->',
].join( '\n' );

/**
 * Drops every stored page.
 */
function purge(): void {
	fs.rmSync( CACHE_DIR, { recursive: true, force: true } );
}

/**
 * The page the cache stored for an address, or null.
 *
 * @param url The whole address, as the browser asked for it.
 */
function stored( url: string ): string | null {
	const file = path.join(
		CACHE_DIR,
		createHash( 'sha256' ).update( url ).digest( 'hex' ) + '.json'
	);
	return fs.existsSync( file )
		? ( JSON.parse( fs.readFileSync( file, 'utf8' ) ) as { body: string } )
				.body
		: null;
}

/**
 * Opens an address and says what the cache did.
 *
 * @param page The visitor's page.
 * @param url  The address.
 */
async function open( page: Page, url: string ): Promise< string > {
	const response = ( await page.goto( url ) ) as Response;
	expect( response.status(), url ).toBe( 200 );
	return response.headers()[ HEADER ] ?? '';
}

/**
 * A visitor: a browser context with its own language, cookies and user agent, which contacts no
 * third-party host.
 *
 * @param browser The browser.
 * @param baseURL The site.
 * @param locale  Its language (navigator.languages, Accept-Language).
 * @param cookies Cookies it already has.
 */
async function visitor(
	browser: Browser,
	baseURL: string,
	locale: string,
	cookies: Record< string, string > = {}
): Promise< BrowserContext > {
	const context = await browser.newContext( {
		baseURL,
		locale,
		userAgent:
			'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
	} );
	await context.route( THIRD_PARTY, ( route ) => route.abort() );
	await context.addCookies(
		Object.entries( cookies ).map( ( [ name, value ] ) => ( {
			name,
			value,
			url: baseURL,
		} ) )
	);
	return context;
}

/**
 * The language the head script of the page now open offers ('none' for none).
 *
 * @param page The visitor's page.
 */
async function languageDecision( page: Page ): Promise< string > {
	// The head script decides before the page is painted.
	await page.waitForLoadState( 'load' );
	return page.evaluate( () => {
		const handoff = window.frontageLanguageOffer;
		return handoff?.action === 'offer' ? handoff.language : 'none';
	} );
}

let person: Browser;
let site: string;

test.beforeAll( async ( { baseURL } ) => {
	const dropIn = path.join( SITE_DIR, 'wp-content/advanced-cache.php' );
	if ( ! fs.existsSync( dropIn ) ) {
		throw new Error(
			`${ dropIn } is missing: this spec needs the test page cache. Run npm test -- --only=e2e-page-cache.`
		);
	}
	site = baseURL as string;
	person = await launchPersonBrowser();
	purge();
} );

test.afterAll( async () => {
	await person?.close();
	purge();
} );

test.describe( 'A full-page cache in front', () => {
	test( 'the stored page is the same whoever asked first, and carries no nonce', async ( {
		playwright,
	} ) => {
		const first = await fetch( '/file-library/' );
		const table = /fc(\d+)_ordering=/.exec( first )?.[ 1 ];
		expect( table ).toBeTruthy();
		const urls = [
			'/',
			'/about-us/',
			'/de/ueber-uns/',
			'/popups-demo/',
			'/file-library/',
			`/file-library/?fc${ table }_ordering=title&fc${ table }_dir=desc`,
			'/search-files/',
			'/search-files/?q=report',
			'/video/',
			'/video-gallery/',
		];
		const german = await playwright.request.newContext( {
			baseURL: site,
			extraHTTPHeaders: {
				'Accept-Language': 'de-DE,de;q=0.9',
				Cookie: 'frontage_language=de_DE; frontage_language_chosen=1; frontage_consent=video,map,social; frontage_zip_visitor=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
				'User-Agent':
					'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
			},
		} );
		const french = await playwright.request.newContext( {
			baseURL: site,
			extraHTTPHeaders: {
				'Accept-Language': 'fr-FR,fr;q=0.9',
				'User-Agent':
					'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
			},
		} );
		const copies = async ( client: APIRequestContext ) => {
			purge();
			const pages: string[] = [];
			for ( const url of urls ) {
				const response = await client.get( url );
				expect( response.headers()[ HEADER ], url ).toBe( 'miss' );
				expect(
					response.headers()[ 'set-cookie' ],
					url
				).toBeUndefined();
				pages.push( stored( site + url ) as string );
			}
			return pages;
		};
		const byGerman = await copies( german );
		const byFrench = await copies( french );
		urls.forEach( ( url, index ) => {
			expect( byGerman[ index ], url ).toContain( '</html>' );
			expect( byFrench[ index ], `${ url }: the same page` ).toBe(
				byGerman[ index ]
			);
			// WordPress nonces expire within a day; nothing in a cached page needs one.
			expect( byGerman[ index ], url ).not.toMatch(
				/_wpnonce|wpApiSettings|X-WP-Nonce|"nonce"/
			);
		} );

		// The next visitor, whoever it is, gets the stored page.
		const again = await german.get( '/about-us/' );
		expect( again.headers()[ HEADER ] ).toBe( 'hit' );
		expect( await again.text() ).toBe(
			byFrench[ urls.indexOf( '/about-us/' ) ]
		);
		await german.dispose();
		await french.dispose();

		/**
		 * A page as WordPress makes it, not stored.
		 *
		 * @param url The address.
		 */
		async function fetch( url: string ): Promise< string > {
			const client = await playwright.request.newContext( {
				baseURL: site,
			} );
			const text = await ( await client.get( url ) ).text();
			await client.dispose();
			return text;
		}
	} );

	test( 'the language offer follows each visitor’s browser and cookie', async () => {
		purge();
		const german = await visitor( person, site, GERMAN_BROWSER );
		const french = await visitor( person, site, FRENCH_BROWSER );
		const stayed = await visitor( person, site, GERMAN_BROWSER, {
			frontage_language: 'en_US',
		} );
		const english = await visitor( person, site, 'en-US' );
		const visits: Array< [ BrowserContext, string, string ] > = [
			[ german, 'miss', 'de_DE' ],
			[ french, 'hit', 'fr_FR' ],
			// Chose English before: nothing to offer on an English page.
			[ stayed, 'hit', 'none' ],
			[ english, 'hit', 'none' ],
		];
		for ( const [ context, cache, language ] of visits ) {
			const page = await context.newPage();
			expect( await open( page, '/about-us/' ) ).toBe( cache );
			expect( await languageDecision( page ) ).toBe( language );
			await context.close();
		}
	} );

	test.describe( 'in redirect mode', () => {
		let languages: Languages;

		test.beforeAll( () => {
			languages = setUpLanguages();
			purge();
		} );

		test.afterAll( () => {
			tearDownLanguages( languages );
			purge();
		} );

		test( 'the head script of the cached page redirects each visitor by their own language', async () => {
			const english = new URL( languages.english.link ).pathname;
			const german = new URL( languages.german.link ).pathname;
			const visits: Array<
				[ string, Record< string, string >, string, string ]
			> = [
				[ 'en-US', {}, 'miss', english ],
				[ GERMAN_BROWSER, {}, 'hit', german ],
				[
					GERMAN_BROWSER,
					{ frontage_language: 'en_US' },
					'hit',
					english,
				],
				[ 'en-US', { frontage_language: 'de_DE' }, 'hit', german ],
			];
			for ( const [ locale, cookies, cache, lands ] of visits ) {
				const context = await visitor( person, site, locale, cookies );
				const page = await context.newPage();
				expect( await open( page, english ) ).toBe( cache );
				await expect( page ).toHaveURL( site + lands, {
					timeout: OFFER_OR_REDIRECT,
				} );
				await context.close();
			}
		} );
	} );

	test( 'popups open by each visitor’s own counts', async ( { browser } ) => {
		purge();
		const first = await visitor( browser, site, 'en-US' );
		const page = await first.newPage();
		expect( await open( page, '/popups-demo/' ) ).toBe( 'miss' );
		const newsletter = page.getByRole( 'dialog', {
			name: 'Stay in the loop',
		} );
		await expect( newsletter ).toBeVisible( {
			timeout: OFFER_OR_REDIRECT,
		} );
		await page.keyboard.press( 'Escape' );
		await expect( newsletter ).toBeHidden();

		// Once a day: the same visitor, from the stored page, is not asked again…
		expect( await open( page, '/popups-demo/' ) ).toBe( 'hit' );
		// eslint-disable-next-line playwright/no-wait-for-timeout -- proving nothing opens: past its 3 s delay.
		await page.waitForTimeout( 4000 );
		await expect( newsletter ).toBeHidden();

		// …another visitor, from the same stored page, is.
		const second = await visitor( browser, site, 'en-US' );
		const other = await second.newPage();
		expect( await open( other, '/popups-demo/' ) ).toBe( 'hit' );
		await expect(
			other.getByRole( 'dialog', { name: 'Stay in the loop' } )
		).toBeVisible( { timeout: OFFER_OR_REDIRECT } );
		await first.close();
		await second.close();
	} );

	test( 'each visitor searches, sorts and zips for themselves on cached pages', async ( {
		browser,
	} ) => {
		purge();
		const one = await visitor( browser, site, 'en-US' );
		const two = await visitor( browser, site, 'en-US' );
		const a = await one.newPage();
		const b = await two.newPage();

		// Searches run through admin-ajax, never from the cache.
		const search = async ( page: Page, words: string ) => {
			await page
				.locator( '.frontage-search__form input[name="q"]' )
				.fill( words );
			const [ answer ] = await Promise.all( [
				page.waitForResponse( ( response ) =>
					response.url().includes( 'task=search.display' )
				),
				page.locator( '.frontage-search__submit' ).click(),
			] );
			expect( answer.headers()[ HEADER ] ).toBe( 'bypass' );
			return page
				.locator(
					'.frontage-search-results .frontage-file-table__title-link'
				)
				.allTextContents();
		};
		expect( await open( a, '/search-files/' ) ).toBe( 'miss' );
		expect( await open( b, '/search-files/' ) ).toBe( 'hit' );
		const reports = await search( a, 'quarterly' );
		const guides = await search( b, 'guide' );
		expect( reports.length ).toBeGreaterThan( 0 );
		expect( guides.length ).toBeGreaterThan( 0 );
		expect( reports.every( ( title ) => /quarterly/i.test( title ) ) ).toBe(
			true
		);
		expect( guides.every( ( title ) => /guide/i.test( title ) ) ).toBe(
			true
		);

		// A file table sorts in place per visitor: the sorted address is a page of its own.
		const table = ( page: Page ) =>
			page
				.locator( '#frontage-files-2 .frontage-file-table__title-link' )
				.allTextContents();
		expect( await open( a, '/file-library/' ) ).toBe( 'miss' );
		expect( await open( b, '/file-library/' ) ).toBe( 'hit' );
		const before = await table( b );
		await Promise.all( [
			a.waitForResponse( ( response ) =>
				response.url().includes( '_ordering=title' )
			),
			a
				.locator( '#frontage-files-2' )
				.getByRole( 'link', { name: 'Title' } )
				.click(),
		] );
		await expect
			.poll( () => table( a ) )
			.toEqual( [ ...before ].sort( ( x, y ) => x.localeCompare( y ) ) );
		expect( await table( a ) ).not.toEqual( before );
		expect( await table( b ) ).toEqual( before );

		// A zip from the cached page: the hash is bound to the browser that asked for it.
		const files = b.locator( '#frontage-files-2' );
		await files
			.getByRole( 'checkbox', { name: `Select ${ before[ 0 ] }` } )
			.check();
		await files
			.getByRole( 'checkbox', { name: `Select ${ before[ 1 ] }` } )
			.check();
		const [ asked, download ] = await Promise.all( [
			b.waitForResponse( ( response ) =>
				response.url().includes( 'task=files.zipSeletedFiles' )
			),
			b.waitForEvent( 'download' ),
			files.getByRole( 'button', { name: /Download selected/ } ).click(),
		] );
		expect( ( await asked.json() ).success ).toBe( true );
		expect( download.suggestedFilename() ).toMatch( /\.zip$/ );
		expect( await download.failure() ).toBeNull();
		const zip = fs.readFileSync( ( await download.path() ) as string );
		expect( zip.subarray( 0, 2 ).toString() ).toBe( 'PK' );
		const someoneElse = await a.request.get( download.url() );
		expect( someoneElse.status() ).toBe( 403 );

		// The gallery pages from its cached page with the token it carries.
		expect( await open( a, '/video-gallery/' ) ).toBe( 'miss' );
		expect( await open( b, '/video-gallery/' ) ).toBe( 'hit' );
		const gallery = b.locator( '.frontage-gallery' );
		const [ paged ] = await Promise.all( [
			b.waitForResponse( '**/wp-admin/admin-ajax.php' ),
			gallery.getByRole( 'button', { name: 'Next' } ).click(),
		] );
		expect( paged.status() ).toBe( 200 );
		await expect( gallery.locator( '.frontage-gallery__page' ) ).toHaveText(
			'Page 2 of 2'
		);
		await one.close();
		await two.close();
	} );

	test( 'consent to third-party content is each visitor’s own', async ( {
		rest,
	} ) => {
		const created = await rest.post< { id: number; link: string } >(
			'/wp/v2/pages',
			{ title: 'Cached map', status: 'publish', content: MAP_MODAL }
		);
		const address = new URL( created.link ).pathname;
		const map = async ( cookies: Record< string, string > ) => {
			const context = await visitor( person, site, 'en-US', cookies );
			const page = await context.newPage();
			const response = ( await page.goto( address ) ) as Response;
			await page.getByRole( 'button', { name: 'Show the map' } ).click();
			const dialog = page.getByRole( 'dialog', { name: 'Where we are' } );
			const agree = dialog.getByRole( 'button', {
				name: 'Load map from Google Maps',
			} );
			const frame = dialog.locator( 'iframe[src*="google.com/maps"]' );
			await expect( agree.or( frame ) ).toBeVisible();
			const seen = {
				cache: response.headers()[ HEADER ],
				reason: response.headers()[ `${ HEADER }-reason` ],
				map: ( await frame.count() ) > 0,
			};
			await context.close();
			return seen;
		};
		try {
			purge();
			// A visitor who agreed gets the map; that page is not kept for others.
			expect( await map( { frontage_consent: 'map' } ) ).toEqual( {
				cache: 'bypass',
				reason: 'DONOTCACHEPAGE',
				map: true,
			} );
			expect( stored( site + address ) ).toBeNull();
			// The next visitor has not agreed: the placeholder, and that page is kept…
			expect( await map( {} ) ).toEqual( {
				cache: 'miss',
				reason: undefined,
				map: false,
			} );
			// …and a visitor who agreed gets the map from it, swapped in by the consent script.
			expect( await map( { frontage_consent: 'map' } ) ).toEqual( {
				cache: 'hit',
				reason: undefined,
				map: true,
			} );
			expect( await map( { frontage_consent: 'video' } ) ).toEqual( {
				cache: 'hit',
				reason: undefined,
				map: false,
			} );
		} finally {
			await rest.delete( `/wp/v2/pages/${ created.id }?force=true` );
		}
	} );
} );
