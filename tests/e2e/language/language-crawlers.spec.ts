/**
 * Crawlers meet neither the language offer nor a redirect (docs/language.md, Crawlers), Google's
 * agents without "bot" in their name included (GoogleOther, Google-InspectionTool: Search
 * Console's live test), even with a chosen language stored in the cookie; a CUBOT phone, whose
 * name ends in "BOT", is a person and is offered the language. The user agents come from the
 * table jest and PHPUnit run (src/language/user-agents.json), in a person's Chromium
 * (tests/e2e/support/person-browser.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	setUpLanguages,
	tearDownLanguages,
	type Languages,
} from './fixtures/languages';
import { launchPersonBrowser, visitorContext } from '../support/person-browser';

interface Agent {
	name: string;
	userAgent: string;
}

const TABLE = JSON.parse(
	fs.readFileSync(
		path.join( __dirname, '../../../src/language/user-agents.json' ),
		'utf8'
	)
) as { crawlers: Agent[]; people: Agent[] };

/**
 * A user agent of the table.
 *
 * @param name Its name there.
 */
function agent( name: string ): string {
	const found = [ ...TABLE.crawlers, ...TABLE.people ].find(
		( entry ) => entry.name === name
	);
	if ( ! found ) {
		throw new Error( `No user agent named ${ name }` );
	}
	return found.userAgent;
}

const GOOGLE_AGENTS = [
	'GoogleOther, smartphone',
	'GoogleOther, desktop',
	'Google-InspectionTool, smartphone (Search Console live test)',
	'Google-InspectionTool, desktop',
];

let site: Languages;
let person: Browser;

test.beforeAll( async () => {
	site = setUpLanguages( { popup_option: 'popup', popup_type: 'popup' } );
	person = await launchPersonBrowser();
} );

test.afterAll( async () => {
	await person.close();
	tearDownLanguages( site );
} );

/**
 * Whether the head script offered anything on the page now open (it decides before the page
 * is painted, so after load the answer is final).
 *
 * @param page The page.
 */
async function offered( page: Page ): Promise< boolean > {
	await page.waitForLoadState( 'load' );
	return page.evaluate( () => window.frontageLanguageOffer !== undefined );
}

/**
 * Stores German as the visitor's chosen language, as accepting an offer does.
 *
 * @param context The visitor's browser.
 * @param baseURL The site.
 */
async function chooseGerman( context: BrowserContext, baseURL: string ) {
	await context.addCookies(
		[ 'frontage_language=de_DE', 'frontage_language_chosen=1' ].map(
			( pair ) => {
				const [ name, value ] = pair.split( '=' );
				return { name, value, url: baseURL };
			}
		)
	);
}

test( 'Google’s agents without "bot" in their name are offered nothing and never redirected', async ( {
	baseURL,
} ) => {
	for ( const name of GOOGLE_AGENTS ) {
		const context = await visitorContext(
			person,
			baseURL,
			'de-DE',
			agent( name )
		);
		const page = await context.newPage();
		await page.goto( site.english.link );
		expect( await offered( page ), name ).toBe( false );
		await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
		await expect( page ).toHaveURL( site.english.link );

		// A chosen language in the cookie is offered to people; nothing for crawlers.
		await chooseGerman( context, baseURL as string );
		await page.goto( site.english.link );
		await page.waitForLoadState( 'load' );
		await expect( page, name ).toHaveURL( site.english.link );
		await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'en' );
		await context.close();
	}
} );

test( 'a CUBOT phone in German is offered Deutsch, and accepting takes it there', async ( {
	baseURL,
} ) => {
	const context = await visitorContext(
		person,
		baseURL,
		'de-DE',
		agent( 'a CUBOT KINGKONG 5 Pro' )
	);
	const page = await context.newPage();
	await page.goto( site.english.link );
	const dialog = page.getByRole( 'dialog', {
		name: 'This page is also available in Deutsch.',
	} );
	await expect( dialog ).toBeVisible();
	expect( await offered( page ) ).toBe( true );

	await dialog.getByRole( 'button', { name: 'Change language' } ).click();
	await expect( page ).toHaveURL( site.german.link );
	await context.close();
} );
