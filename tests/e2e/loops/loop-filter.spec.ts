/**
 * The loop filter in the browser (docs/loops.md "Loop filter in the browser"): six posts in
 * three categories of their own, a Query Loop of three a page (queryId 7) with a filter above
 * it — OR buttons with counts on a loop with core's enhanced pagination, AND checkboxes on a
 * plain one. A click refreshes the loop alone (the page is not loaded again, what is outside
 * the loop stays), one term, two with AND and with OR, an exclusion typed in the address, page
 * 2 keeps the filter, back and forward restore it, the same address without JavaScript lists
 * the same posts, a failed refresh changes nothing and says so, the keyboard alone filters,
 * the filter fits 1280 and 390 px, and axe finds nothing.
 */
import type { Page } from '@playwright/test';

import { ADMIN_STATE } from '../../../playwright.config';
import { test, expect } from '../support/fixtures';
import { openRestClient, type RestClient } from '../support/rest';
import {
	expectInViewport,
	expectNoSidewaysScroll,
	screenshotAt,
	WIDTHS,
} from '../support/layout';

const QUERY_ID = 7;
const LOOP = `[data-frontage-loop="${ QUERY_ID }"]`;
const PARAM = `e-filter-${ QUERY_ID }-category`;
const token = `lf${ Date.now().toString( 36 ) }`;

/** The posts, by title, and their categories (a, b, c). */
const POSTS: Record< string, Array< 'a' | 'b' | 'c' > > = {
	Alpha: [ 'a' ],
	Bravo: [ 'b' ],
	Charlie: [ 'a', 'b' ],
	Delta: [ 'c' ],
	Echo: [ 'a', 'c' ],
	Foxtrot: [ 'a' ],
};

let rest: RestClient;
const slug = { a: '', b: '', c: '' };
const ids = {
	posts: [] as number[],
	pages: [] as number[],
	terms: [] as number[],
};
const links = { or: '', and: '' };

/**
 * A page with a filter over the Query Loop of our posts.
 *
 * @param filter   The filter block's attributes.
 * @param enhanced Whether the loop pages in place (core's enhanced pagination).
 */
function content( filter: Record< string, unknown >, enhanced: boolean ) {
	const query = {
		queryId: QUERY_ID,
		query: {
			perPage: 3,
			pages: 0,
			offset: 0,
			postType: 'post',
			order: 'asc',
			orderBy: 'title',
			search: token,
			exclude: [],
			sticky: '',
			inherit: false,
		},
		enhancedPagination: enhanced,
	};
	return (
		'<!-- wp:paragraph --><p id="outside">Before the loop.</p><!-- /wp:paragraph -->' +
		`<!-- wp:frontage/loop-filter ${ JSON.stringify( {
			queryId: QUERY_ID,
			taxonomy: 'category',
			...filter,
		} ) } /-->` +
		`<!-- wp:query ${ JSON.stringify( query ) } --><div class="wp-block-query">` +
		'<!-- wp:post-template --><!-- wp:post-title /--><!-- /wp:post-template -->' +
		'<!-- wp:query-pagination --><!-- wp:query-pagination-previous /--><!-- wp:query-pagination-numbers /--><!-- wp:query-pagination-next /--><!-- /wp:query-pagination -->' +
		'<!-- wp:query-no-results --><!-- wp:paragraph --><p>No post.</p><!-- /wp:paragraph --><!-- /wp:query-no-results -->' +
		'</div><!-- /wp:query -->'
	);
}

test.beforeAll( async ( {}, testInfo ) => {
	test.setTimeout( 60_000 );
	rest = await openRestClient(
		testInfo.project.use.baseURL as string,
		ADMIN_STATE
	);
	for ( const key of [ 'a', 'b', 'c' ] as const ) {
		const category = await rest.post< { id: number; slug: string } >(
			'/wp/v2/categories',
			{ name: `Topic ${ key.toUpperCase() } ${ token }` }
		);
		slug[ key ] = category.slug;
		ids.terms.push( category.id );
	}
	const termIds = { a: ids.terms[ 0 ], b: ids.terms[ 1 ], c: ids.terms[ 2 ] };
	for ( const [ title, keys ] of Object.entries( POSTS ) ) {
		const post = await rest.post< { id: number } >( '/wp/v2/posts', {
			title: `${ title } ${ token }`,
			status: 'publish',
			categories: keys.map( ( key ) => termIds[ key ] ),
		} );
		ids.posts.push( post.id );
	}
	for ( const [ key, filter, enhanced ] of [
		[ 'or', { logicalJoin: 'OR', showCounts: true }, true ],
		[ 'and', { logicalJoin: 'AND', displayStyle: 'checkboxes' }, false ],
	] as const ) {
		const page = await rest.post< { id: number; link: string } >(
			'/wp/v2/pages',
			{
				title: `Loop filter ${ key } ${ token }`,
				status: 'publish',
				content: content( filter, enhanced ),
			}
		);
		ids.pages.push( page.id );
		links[ key ] = page.link;
	}
} );

test.afterAll( async () => {
	for ( const id of ids.pages ) {
		await rest.delete( `/wp/v2/pages/${ id }?force=true` );
	}
	for ( const id of ids.posts ) {
		await rest.delete( `/wp/v2/posts/${ id }?force=true` );
	}
	for ( const id of ids.terms ) {
		await rest.delete( `/wp/v2/categories/${ id }?force=true` );
	}
	await rest.dispose();
} );

/**
 * The titles the loop lists now, without the token.
 *
 * @param page The page.
 */
async function titles( page: Page ): Promise< string[] > {
	const texts = await page
		.locator( `${ LOOP } .wp-block-post-title` )
		.allTextContents();
	return texts.map( ( text ) => text.replace( token, '' ).trim() );
}

/**
 * A term of the filter.
 *
 * @param page The page.
 * @param key  Which category ('' for All).
 */
function term( page: Page, key: 'a' | 'b' | 'c' | '' ) {
	return page.locator(
		key
			? `.frontage-loop-filter__term[data-term$="${ slug[ key ] }"]`
			: '.frontage-loop-filter__all'
	);
}

/**
 * Clicks a term and waits for the loop's refresh to be answered and shown.
 *
 * @param page The page.
 * @param key  Which category.
 */
async function choose( page: Page, key: 'a' | 'b' | 'c' | '' ) {
	const answered = page.waitForResponse( /refresh-loop/ );
	await term( page, key ).click();
	expect( ( await answered ).status() ).toBe( 200 );
	await expect( page.locator( LOOP ) ).not.toHaveAttribute( 'aria-busy' );
}

/**
 * The filter's value in the page's address.
 *
 * @param page The page.
 */
function filterInAddress( page: Page ): string | null {
	return new URL( page.url() ).searchParams.get( PARAM );
}

test( 'one term, then two with OR: only the loop is replaced, in place', async ( {
	page,
} ) => {
	await page.goto( links.or );
	expect( await titles( page ) ).toEqual( [ 'Alpha', 'Bravo', 'Charlie' ] );
	// Marks that a page load would lose.
	await page.evaluate( () => {
		( window as unknown as { stayed: boolean } ).stayed = true;
		document.getElementById( 'outside' )!.dataset.marked = 'yes';
	} );
	// Pushing an address is no load; a navigation would fire `load`.
	let loads = 0;
	page.on( 'load', () => loads++ );

	await choose( page, 'a' );
	expect( await titles( page ) ).toEqual( [ 'Alpha', 'Charlie', 'Echo' ] );
	expect( filterInAddress( page ) ).toBe( slug.a );
	await expect( term( page, 'a' ) ).toHaveAttribute( 'aria-pressed', 'true' );
	await expect( term( page, '' ) ).toHaveAttribute( 'aria-pressed', 'false' );

	await choose( page, 'b' );
	expect( await titles( page ) ).toEqual( [ 'Alpha', 'Bravo', 'Charlie' ] );
	expect( filterInAddress( page ) ).toBe( `${ slug.a }~${ slug.b }` );
	await expect( term( page, 'b' ) ).toHaveAttribute( 'aria-pressed', 'true' );

	expect( loads ).toBe( 0 );
	expect(
		await page.evaluate(
			() => ( window as unknown as { stayed?: boolean } ).stayed
		)
	).toBe( true );
	await expect( page.locator( '#outside' ) ).toHaveAttribute(
		'data-marked',
		'yes'
	);
} );

test( 'two terms with AND (checkboxes), and an exclusion typed in the address', async ( {
	page,
} ) => {
	await page.goto( links.and );
	await choose( page, 'a' );
	await choose( page, 'b' );
	expect( await titles( page ) ).toEqual( [ 'Charlie' ] );
	expect( filterInAddress( page ) ).toBe( `${ slug.a } ${ slug.b }` ); // `+` reads as a space.
	await expect( term( page, 'b' ) ).toHaveAttribute( 'aria-checked', 'true' );

	await page.goto(
		`${ links.and }${ links.and.includes( '?' ) ? '&' : '?' }${ PARAM }=${
			slug.a
		}+!${ slug.c }`
	);
	expect( await titles( page ) ).toEqual( [ 'Alpha', 'Charlie', 'Foxtrot' ] );
	const excluded = term( page, 'c' );
	await expect( excluded ).toHaveClass( /is-excluded/ );
	await expect( excluded ).toHaveAttribute( 'aria-checked', 'true' );
	// Clicking the excluded term lifts the exclusion.
	await choose( page, 'c' );
	expect( await titles( page ) ).toEqual( [ 'Alpha', 'Charlie', 'Echo' ] );
	await expect( excluded ).not.toHaveClass( /is-excluded/ );
	await expect( excluded ).toHaveAttribute( 'aria-checked', 'false' );
} );

test( 'page 2 keeps the filter, and back and forward restore it', async ( {
	page,
} ) => {
	await page.goto( links.or );
	await choose( page, 'a' );
	await choose( page, 'b' );
	await page.goBack();
	await expect( page.locator( LOOP ) ).not.toHaveAttribute( 'aria-busy' );
	await expect
		.poll( () => titles( page ) )
		.toEqual( [ 'Alpha', 'Charlie', 'Echo' ] );
	expect( filterInAddress( page ) ).toBe( slug.a );
	await expect( term( page, 'b' ) ).toHaveAttribute(
		'aria-pressed',
		'false'
	);
	await page.goBack();
	await expect
		.poll( () => titles( page ) )
		.toEqual( [ 'Alpha', 'Bravo', 'Charlie' ] );
	await expect( term( page, '' ) ).toHaveAttribute( 'aria-pressed', 'true' );
	await page.goForward();
	await expect
		.poll( () => titles( page ) )
		.toEqual( [ 'Alpha', 'Charlie', 'Echo' ] );
	await expect( term( page, 'a' ) ).toHaveAttribute( 'aria-pressed', 'true' );

	// The replaced loop's pagination leads to page 2 of the filtered list.
	await page.locator( `${ LOOP } .wp-block-query-pagination-next` ).click();
	await expect.poll( () => titles( page ) ).toEqual( [ 'Foxtrot' ] );
	expect( filterInAddress( page ) ).toBe( slug.a );
	expect(
		new URL( page.url() ).searchParams.get( `query-${ QUERY_ID }-page` )
	).toBe( '2' );
	await expect( term( page, 'a' ) ).toHaveAttribute( 'aria-pressed', 'true' );
} );

test( 'the same address without JavaScript lists the same posts, and its links filter', async ( {
	browser,
	page,
} ) => {
	await page.goto( links.or );
	await choose( page, 'a' );
	await choose( page, 'b' );
	const withScript = await titles( page );
	const address = page.url();

	const context = await browser.newContext( { javaScriptEnabled: false } );
	const plain = await context.newPage();
	await plain.goto( address );
	expect( await titles( plain ) ).toEqual( withScript );
	await term( plain, 'b' ).click();
	await plain.waitForURL( ( url ) => url.toString() !== address );
	expect( await titles( plain ) ).toEqual( [ 'Alpha', 'Charlie', 'Echo' ] );
	await context.close();
} );

test( 'a failed refresh leaves the loop and the address as they were, and says so', async ( {
	page,
} ) => {
	await page.goto( links.or );
	const before = page.url();
	// The network fails (the server is not asked).
	await page.route( /refresh-loop/, ( route ) => route.abort() );
	await term( page, 'a' ).click();
	await expect( page.getByRole( 'status' ) ).toHaveText( /could not/i );
	expect( await titles( page ) ).toEqual( [ 'Alpha', 'Bravo', 'Charlie' ] );
	expect( page.url() ).toBe( before );
	await expect( page.locator( LOOP ) ).not.toHaveAttribute( 'aria-busy' );
	await expect( term( page, 'a' ) ).toHaveAttribute(
		'aria-pressed',
		'false'
	);
} );

/**
 * Presses Tab until a term has the focus.
 *
 * @param page The page.
 * @param key  Which category.
 */
async function tabTo( page: Page, key: 'a' | 'b' ): Promise< void > {
	for ( let step = 0; step < 80; step++ ) {
		await page.keyboard.press( 'Tab' );
		if (
			await term( page, key ).evaluate(
				( link ) => link === link.ownerDocument.activeElement
			)
		) {
			return;
		}
	}
	throw new Error( `Tab never reached the term ${ key }` );
}

test( 'the keyboard alone filters: Enter and Space on the terms', async ( {
	page,
} ) => {
	await page.goto( links.and );
	await tabTo( page, 'a' );
	let answered = page.waitForResponse( /refresh-loop/ );
	await page.keyboard.press( 'Enter' );
	await answered;
	await expect
		.poll( () => titles( page ) )
		.toEqual( [ 'Alpha', 'Charlie', 'Echo' ] );
	await tabTo( page, 'b' );
	answered = page.waitForResponse( /refresh-loop/ );
	await page.keyboard.press( 'Space' );
	await answered;
	await expect.poll( () => titles( page ) ).toEqual( [ 'Charlie' ] );
	// The focus stays on the term, now checked.
	await expect( term( page, 'b' ) ).toBeFocused();
	await expect( term( page, 'b' ) ).toHaveAttribute( 'aria-checked', 'true' );
} );

for ( const width of WIDTHS ) {
	test( `the filter fits at ${ width.name }, and axe finds nothing`, async ( {
		page,
		checkA11y,
	}, testInfo ) => {
		await page.setViewportSize( width );
		for ( const key of [ 'or', 'and' ] as const ) {
			await page.goto( links[ key ] );
			await choose( page, 'a' );
			expect( await titles( page ) ).toEqual( [
				'Alpha',
				'Charlie',
				'Echo',
			] );
			const filter = page.locator( '.frontage-loop-filter' );
			await filter.scrollIntoViewIfNeeded();
			await expectInViewport( page, filter );
			for ( const link of await filter
				.locator( '.frontage-loop-filter__term' )
				.all() ) {
				await link.scrollIntoViewIfNeeded();
				await expectInViewport( page, link );
			}
			await expectNoSidewaysScroll( page );
			await checkA11y( page );
			await screenshotAt( page, testInfo, `loop-filter-${ key }` );
		}
	} );
}
