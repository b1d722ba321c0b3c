/**
 * Language addresses (docs/language.md "Language addresses") as a visitor and a crawler meet them: the
 * German page under /de/ with <html lang="de">, hreflang alternates between the translations,
 * one address per page and language (the unprefixed German page moves to /de/), each language's
 * home, and the detection call answering from the browser's language.
 */

import { test, expect } from '../support/fixtures';
import {
	setUpLanguages,
	tearDownLanguages,
	type Languages,
} from './fixtures/languages';

let site: Languages;

test.beforeAll( () => {
	site = setUpLanguages();
} );

test.afterAll( () => {
	tearDownLanguages( site );
} );

test( 'a translated page has its language’s address, <html lang> and hreflang alternates', async ( {
	page,
} ) => {
	expect( new URL( site.german.link ).pathname ).toMatch(
		/^\/de\/ueber-uns-/
	);

	await page.goto( site.german.link );
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'de' );
	await expect(
		page.getByText( 'Wir machen Dokumente leicht auffindbar.' )
	).toBeVisible();
	const alternates = page.locator( 'link[rel="alternate"][hreflang]' );
	await expect( alternates ).toHaveCount( 3 );
	await expect(
		alternates.and( page.locator( '[hreflang="en"]' ) )
	).toHaveAttribute( 'href', site.english.link );
	await expect(
		alternates.and( page.locator( '[hreflang="de"]' ) )
	).toHaveAttribute( 'href', site.german.link );
	await expect(
		alternates.and( page.locator( '[hreflang="x-default"]' ) )
	).toHaveAttribute( 'href', site.english.link );

	await page.goto( site.english.link );
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'en' );
	await expect( alternates ).toHaveCount( 3 );
} );

test( 'one address per page and language: the wrong one moves to the right one', async ( {
	request,
} ) => {
	const german = new URL( site.german.link );
	const unprefixed = german.pathname.replace( /^\/de\//, '/' );
	const moved = await request.get( unprefixed, { maxRedirects: 0 } );
	expect( moved.status() ).toBe( 301 );
	expect( moved.headers().location ).toBe( site.german.link );

	const english = new URL( site.english.link );
	const wrong = await request.get( `/de${ english.pathname }`, {
		maxRedirects: 0,
	} );
	expect( wrong.status() ).toBe( 301 );
	expect( wrong.headers().location ).toBe( site.english.link );
} );

test( 'each language has its home, and the detection call answers from the browser’s language', async ( {
	page,
	request,
} ) => {
	for ( const [ address, lang ] of [
		[ '/', 'en' ],
		[ '/de/', 'de' ],
		[ '/fr/', 'fr' ],
	] ) {
		const response = await page.goto( address );
		expect( response?.status(), address ).toBe( 200 );
		await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', lang );
	}

	for ( const [ header, expected ] of [
		[ 'de-AT,de;q=0.9', 'de_DE' ],
		[ 'fr-CA', 'fr_FR' ],
		[ 'ja-JP', '' ],
	] ) {
		const answer = await request.post( '/wp-admin/admin-ajax.php', {
			form: { action: 'get-needed-language' },
			headers: { 'Accept-Language': header },
		} );
		expect( answer.ok() ).toBe( true );
		expect( await answer.json() ).toBe( expected );
	}
} );
