/**
 * The language offer is light (docs/language.md "The popup and the hello bar"): what a visitor
 * who is offered a language downloads beyond what a visitor offered nothing gets on the same
 * page — the loader and the offer's own script, each gzipped at level 9 here — stays within
 * 15 KB, and none of it is React. Its buttons keep their words on one line on a 1280 px screen,
 * in English and in German, in the popup and in the hello bar. The figures are printed for
 * docs/PERFORMANCE.md.
 */
import { gzipSync } from 'zlib';
import type { Browser, BrowserContext, Locator } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	setUpLanguages,
	tearDownLanguages,
	type Languages,
} from './fixtures/languages';
import { launchPersonBrowser, visitorContext } from '../support/person-browser';
import {
	WIDTHS,
	expectInViewport,
	expectNoSidewaysScroll,
	screenshotAt,
} from '../support/layout';

const BUDGET = 15 * 1024;

let person: Browser;
let site: Languages;

test.beforeAll( async () => {
	site = setUpLanguages( { popup_option: 'popup', popup_type: 'popup' } );
	person = await launchPersonBrowser();
} );

test.afterAll( async () => {
	await person.close();
	tearDownLanguages( site );
} );

/** One script the page ran: where it came from and its gzipped size. */
interface Script {
	key: string;
	gzipped: number;
}

/**
 * Opens the English page in a browser of this language and weighs every script it downloads
 * or prints.
 *
 * @param context The visitor's browser.
 * @param offered Whether an offer is expected (waits for it).
 */
async function scriptsOf(
	context: BrowserContext,
	offered: boolean
): Promise< Script[] > {
	const page = await context.newPage();
	const pending: Promise< Script | null >[] = [];
	page.on( 'response', ( response ) => {
		if ( response.request().resourceType() !== 'script' ) {
			return;
		}
		pending.push(
			response
				.body()
				.then( ( body ) => ( {
					key: response.url().replace( /\?.*$/, '' ),
					gzipped: gzipSync( body, { level: 9 } ).length,
				} ) )
				.catch( () => null )
		);
	} );
	await page.goto( site.english.link, { waitUntil: 'load' } );
	if ( offered ) {
		await expect( page.getByRole( 'dialog' ) ).toBeVisible();
	}
	const inline = await page
		.locator( 'script:not([src])' )
		.evaluateAll( ( scripts ) =>
			scripts.map( ( script ) => script.textContent ?? '' )
		);
	await page.close();
	return [
		...( await Promise.all( pending ) ).filter(
			( script ): script is Script => script !== null
		),
		...inline
			.filter( ( text ) => text.trim() !== '' )
			.map( ( text ) => ( {
				key: `inline: ${ text.trim().slice( 0, 40 ) }`,
				gzipped: gzipSync( text, { level: 9 } ).length,
			} ) ),
	];
}

test( 'showing the offer adds at most 15 KB of gzipped JavaScript, and no React', async ( {
	baseURL,
} ) => {
	const english = await visitorContext( person, baseURL, 'en-US' );
	const german = await visitorContext( person, baseURL, 'de-DE' );
	const none = await scriptsOf( english, false );
	const offer = await scriptsOf( german, true );
	await english.close();
	await german.close();

	const plain = new Set( none.map( ( script ) => script.key ) );
	const share = offer.filter( ( script ) => ! plain.has( script.key ) );
	const sum = ( scripts: Script[] ) =>
		scripts.reduce( ( total, script ) => total + script.gzipped, 0 );
	// eslint-disable-next-line no-console -- the measurement is the point of this test.
	console.log(
		[
			`language offer: ${ sum( share ) } B gzipped added in ${ share.length } scripts (page offered nothing: ${ sum( none ) } B)`,
			...share.map(
				( script ) =>
					`  ${ String( script.gzipped ).padStart( 6 ) } ${ script.key }`
			),
		].join( '\n' )
	);

	expect(
		share.map( ( script ) => script.key.replace( /^.*\/build\//, '' ) )
	).toContain( 'language/offer/index.js' );
	expect(
		share
			.map( ( script ) => script.key )
			.filter( ( key ) =>
				/\/(react|react-dom|element)(\.min)?\.js$/.test( key )
			)
	).toEqual( [] );
	expect( sum( share ) ).toBeLessThanOrEqual( BUDGET );
} );

/**
 * How many lines an element's text takes: its text's height over its line height, rounded.
 *
 * @param element A button.
 */
function linesOf( element: Locator ): Promise< number > {
	return element.evaluate( ( node ) => {
		const range = node.ownerDocument.createRange();
		range.selectNodeContents( node );
		const lineHeight = parseFloat( getComputedStyle( node ).lineHeight );
		return Math.round( range.getBoundingClientRect().height / lineHeight );
	} );
}

for ( const type of [ 'popup', 'hello_bar' ] as const ) {
	test( `the ${ type }’s buttons keep their words on one line at 1280 px, and it fits both widths`, async ( {
		baseURL,
		rest,
	}, testInfo ) => {
		const settings = (
			await rest.get< Record< string, any > >( '/wp/v2/settings' )
		).frontage_language;
		await rest.post( '/wp/v2/settings', {
			frontage_language: {
				...settings,
				popup_type: type,
				popup_translations: {
					de_DE: {
						popup_textarea:
							'Diese Seite gibt es auch auf {{suggested_language}}.',
						popup_textarea_change_button: 'Sprache wechseln',
						popup_textarea_close_button: 'Auf dieser Seite bleiben',
					},
				},
			},
		} );
		try {
			for ( const width of WIDTHS ) {
				const context = await visitorContext(
					person,
					baseURL,
					'de-DE'
				);
				const page = await context.newPage();
				await page.setViewportSize( width );
				await page.goto( site.english.link );
				const offer = page.locator(
					'#frontage-language-offer .frontage-language-offer__dialog, #frontage-language-offer .is-hello-bar'
				);
				await expect( offer ).toBeVisible();
				await expectInViewport( page, offer );
				await expectNoSidewaysScroll( page );
				const buttons = offer.locator(
					'.frontage-language-offer__controls button'
				);
				await expect( buttons ).toHaveCount( 2 );
				if ( width.width === 1280 ) {
					// Both buttons on one line, each with its words on one line.
					const [ accept, stay ] = await buttons.all();
					const tops = [
						( await accept.boundingBox() )?.y ?? NaN,
						( await stay.boundingBox() )?.y ?? NaN,
					];
					expect(
						Math.abs( tops[ 0 ] - tops[ 1 ] ),
						'the buttons share a line'
					).toBeLessThan( 1 );
					for ( const button of [ accept, stay ] ) {
						expect(
							await linesOf( button ),
							`"${ await button.textContent() }" on one line`
						).toBe( 1 );
					}
				}
				for ( const button of await buttons.all() ) {
					await expectInViewport( page, button );
				}
				await screenshotAt(
					page,
					testInfo,
					`language-offer-${ type }`
				);
				await context.close();
			}
		} finally {
			await rest.post( '/wp/v2/settings', {
				frontage_language: settings,
			} );
		}
	} );
}
