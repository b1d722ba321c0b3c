/**
 * Menus per language (docs/language.md "Menus per language"): a Navigation block given a menu
 * for German shows it on German pages, and its own menu on English ones — the English menu no
 * longer lists the German pages — at 1280 px and in the 390 px overlay menu.
 */
import type { Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	setUpLanguages,
	tearDownLanguages,
	type Languages,
} from './fixtures/languages';
import {
	WIDTHS,
	expectInViewport,
	expectNoSidewaysScroll,
	screenshotAt,
} from '../support/layout';

let site: Languages;

test.beforeAll( () => {
	site = setUpLanguages();
} );

test.afterAll( () => {
	tearDownLanguages( site );
} );

/**
 * The links of the page's navigation, opening the overlay menu where the screen is narrow.
 *
 * @param page The page.
 */
async function menuLinks( page: Page ) {
	const navigation = page.locator( '.entry-content nav.wp-block-navigation' );
	const open = navigation.getByRole( 'button', { name: 'Open menu' } );
	if ( await open.isVisible() ) {
		await open.click();
	}
	const links = navigation.getByRole( 'link' );
	await expect( links.first() ).toBeVisible();
	for ( const link of await links.all() ) {
		await expectInViewport( page, link );
	}
	return links.allTextContents();
}

test( 'the Navigation block shows the page language’s menu', async ( {
	page,
	rest,
}, testInfo ) => {
	const created: number[] = [];
	const navigation = async ( title: string, links: string[][] ) => {
		const post = await rest.post< { id: number } >( '/wp/v2/navigation', {
			title,
			status: 'publish',
			content: links
				.map(
					( [ label, url ] ) =>
						`<!-- wp:navigation-link ${ JSON.stringify( {
							label,
							url,
							kind: 'custom',
						} ) } /-->`
				)
				.join( '' ),
		} );
		created.push( post.id );
		return post.id;
	};
	try {
		const english = await navigation( 'Main menu', [
			[ 'Home', '/' ],
			[ 'About us', site.english.link ],
		] );
		const german = await navigation( 'Hauptmenü', [
			[ 'Startseite', '/de/' ],
			[ 'Über uns', site.german.link ],
		] );
		const block = `<!-- wp:navigation ${ JSON.stringify( {
			ref: english,
			overlayMenu: 'mobile',
			frontageLanguageRefs: { de_DE: german },
		} ) } /-->`;
		for ( const id of [ site.english.id, site.german.id ] ) {
			await rest.post( `/wp/v2/pages/${ id }`, { content: block } );
		}

		for ( const width of WIDTHS ) {
			await page.setViewportSize( width );
			await page.goto( site.english.link );
			expect( await menuLinks( page ) ).toEqual( [ 'Home', 'About us' ] );
			await expectNoSidewaysScroll( page );
			await screenshotAt( page, testInfo, 'english-menu' );

			await page.goto( site.german.link );
			expect( await menuLinks( page ) ).toEqual( [
				'Startseite',
				'Über uns',
			] );
			await expectNoSidewaysScroll( page );
			await screenshotAt( page, testInfo, 'german-menu' );
		}
	} finally {
		for ( const id of created ) {
			await rest.delete( `/wp/v2/navigation/${ id }?force=true` );
		}
	}
} );
