/**
 * The posts patterns of the Query Loop block and the Cards style of the Post Template block
 * (docs/widgets.md "Posts patterns and the Cards style"). On the demo page, at 1280 and 390 px:
 * each layout lists the posts' titles as links that lead to the posts; the cards are a grid of
 * boxes of equal height in a row at 1280 px and one to a row at 390 px, nothing scrolling
 * sideways; axe clean. In the editor: a Query Loop offers the six patterns, and each inserts
 * without an invalid-block warning; the Cards style is among the Post Template's styles.
 */
import type { Locator, Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import { canvas } from '../support/block-editor';
import { expectNoSidewaysScroll, WIDTHS } from '../support/layout';

const TITLES = [
	'Posts: classic',
	'Posts: full content',
	'Posts: cards',
	'Archive posts: classic',
	'Archive posts: full content',
	'Archive posts: cards',
];

/** The cards a row holds at each width of WIDTHS. */
const CARDS_PER_ROW: Record< number, number > = { 1280: 3, 390: 1 };

interface EditorBlock {
	name: string;
	isValid: boolean;
	innerBlocks: EditorBlock[];
}

interface EditorWindow {
	wp: {
		blocks: {
			getBlockType: ( name: string ) => unknown;
			parse: ( content: string ) => EditorBlock[];
		};
		data: {
			dispatch: ( store: string ) => {
				set: ( scope: string, name: string, value: unknown ) => void;
				insertBlocks: ( blocks: EditorBlock[] ) => void;
			};
			select: ( store: string ) => {
				getBlocks: () => EditorBlock[];
				getBlockStyles: (
					name: string
				) => { name: string; label: string }[];
				getBlockPatterns: () =>
					| { name: string; title: string; content: string }[]
					| undefined;
			};
		};
	};
}

/**
 * The cards' boxes, rounded to whole pixels.
 *
 * @param page The page.
 */
async function cardBoxes(
	page: Page
): Promise< { x: number; y: number; width: number; height: number }[] > {
	return page
		.locator( '.wp-block-post-template.is-style-frontage-cards > li' )
		.evaluateAll( ( cards ) =>
			cards.map( ( card ) => {
				const box = card.getBoundingClientRect();
				return {
					x: Math.round( box.x ),
					y: Math.round( box.y + window.scrollY ),
					width: Math.round( box.width ),
					height: Math.round( box.height ),
				};
			} )
		);
}

/**
 * The title links of a loop: [ text, address ].
 *
 * @param loop The Query Loop.
 */
async function titleLinks( loop: Locator ): Promise< [ string, string ][] > {
	return loop
		.locator( '.wp-block-post-title a' )
		.evaluateAll( ( links ) =>
			links.map( ( link ) => [
				( link.textContent ?? '' ).trim(),
				( link as HTMLAnchorElement ).href,
			] )
		);
}

for ( const width of WIDTHS ) {
	test.describe( `at ${ width.name }`, () => {
		test.use( { viewport: { width: width.width, height: width.height } } );

		test( 'the demo page: each layout lists the posts as links to them; the cards are a grid of equal boxes, one to a row on a phone', async ( {
			page,
			rest,
			checkA11y,
		} ) => {
			const [ demo ] = await rest.get< { link: string }[] >(
				'/wp/v2/pages?slug=post-layouts&_fields=link'
			);
			expect( demo, 'The Post layouts demo page is seeded' ).toBeTruthy();
			const posts = await rest.get<
				{ title: { raw: string }; link: string }[]
			>( '/wp/v2/posts?per_page=100&context=edit&_fields=title,link' );
			const linkOf = new Map(
				posts.map( ( post ) => [ post.title.raw, post.link ] )
			);

			await page.goto( demo.link );
			const loops = page.locator( '.wp-block-query' );
			await expect( loops ).toHaveCount( 3 );
			// Classic shows three posts, full content two, cards six: each title a link to its post.
			for ( const [ index, count ] of [ 3, 2, 6 ].entries() ) {
				const links = await titleLinks( loops.nth( index ) );
				expect( links ).toHaveLength( count );
				for ( const [ text, href ] of links ) {
					expect( href, `the link of “${ text }”` ).toBe(
						linkOf.get( text )
					);
				}
			}
			// Full content: the posts' own text is on the page.
			await expect(
				loops.nth( 1 ).locator( '.wp-block-post-content' ).first()
			).not.toBeEmpty();

			const cards = await cardBoxes( page );
			expect( cards ).toHaveLength( 6 );
			for ( const card of cards ) {
				expect( card.x ).toBeGreaterThanOrEqual( 0 );
				expect( card.x + card.width ).toBeLessThanOrEqual(
					width.width
				);
			}
			const rows = new Map< number, typeof cards >();
			for ( const card of cards ) {
				rows.set( card.y, [ ...( rows.get( card.y ) ?? [] ), card ] );
			}
			// Three to a row at 1280 px (core's grid of three columns), one on a phone.
			const perRow = CARDS_PER_ROW[ width.width ];
			expect(
				[ ...rows.values() ].map( ( row ) => row.length ),
				'cards to a row'
			).toEqual( Array( 6 / perRow ).fill( perRow ) );
			const spreads = [ ...rows.values() ].map(
				( row ) =>
					Math.max( ...row.map( ( card ) => card.height ) ) -
					Math.min( ...row.map( ( card ) => card.height ) )
			);
			expect(
				Math.max( ...spreads ),
				'the cards of a row are as tall as each other'
			).toBeLessThanOrEqual( 1 );
			// A card is a box: a border and rounded corners.
			const first = page
				.locator( '.is-style-frontage-cards > li' )
				.first();
			await expect( first ).toHaveCSS( 'border-top-style', 'solid' );
			await expect( first ).not.toHaveCSS(
				'border-top-left-radius',
				'0px'
			);

			await expectNoSidewaysScroll( page );
			await checkA11y( page );

			// A card's title leads to its post.
			const [ title ] = ( await titleLinks( loops.nth( 2 ) ) )[ 0 ];
			await loops
				.nth( 2 )
				.getByRole( 'heading', { name: title, exact: true } )
				.getByRole( 'link' )
				.click();
			await expect( page ).toHaveURL( linkOf.get( title )! );
			await expect(
				page.getByRole( 'heading', { level: 1, name: title } )
			).toBeVisible();
		} );
	} );
}

test( 'in the editor, a Query Loop offers the six patterns, each inserts without an invalid-block warning, and Cards is a Post Template style', async ( {
	adminPage: page,
} ) => {
	// A post: a new page would first offer its patterns.
	await page.goto( '/wp-admin/post-new.php' );
	await page.waitForFunction( () =>
		( window as unknown as EditorWindow ).wp?.blocks?.getBlockType(
			'core/query'
		)
	);
	await page.evaluate( () =>
		( window as unknown as EditorWindow ).wp.data
			.dispatch( 'core/preferences' )
			.set( 'core/edit-post', 'welcomeGuide', false )
	);
	expect(
		await page.evaluate( () =>
			( window as unknown as EditorWindow ).wp.data
				.select( 'core/blocks' )
				.getBlockStyles( 'core/post-template' )
				.map( ( style ) => `${ style.name }: ${ style.label }` )
		)
	).toContain( 'frontage-cards: Cards' );

	// Through the inserter, as a person adds a Query Loop.
	await page.getByRole( 'button', { name: 'Toggle block inserter' } ).click();
	await page.getByPlaceholder( 'Search' ).fill( 'Query Loop' );
	await page
		.getByRole( 'option', { name: 'Query Loop', exact: true } )
		.click();
	await page.getByRole( 'button', { name: 'Toggle block inserter' } ).click();
	const editor = canvas( page );
	await editor.getByRole( 'button', { name: 'Choose', exact: true } ).click();
	const modal = page.getByRole( 'dialog', { name: 'Choose a pattern' } );
	for ( const title of TITLES ) {
		await expect(
			modal.getByRole( 'option', { name: title, exact: true } )
		).toHaveCount( 1 );
	}
	await modal
		.getByRole( 'option', { name: 'Posts: cards', exact: true } )
		.click();
	await expect( modal ).toBeHidden();
	// The cards as the editor draws them: the Cards style's CSS is in the canvas.
	const card = editor
		.locator( '.wp-block-post-template.is-style-frontage-cards > li' )
		.first();
	await expect( card ).toBeVisible( { timeout: 20_000 } );
	await expect( card ).toHaveCSS( 'border-top-style', 'solid' );

	// The other five, inserted as the inserter inserts a pattern: its content parsed.
	const inserted = await page.evaluate( ( titles ) => {
		const { wp } = window as unknown as EditorWindow;
		const patterns = wp.data.select( 'core' ).getBlockPatterns() ?? [];
		const chosen = patterns.filter(
			( pattern ) =>
				titles.includes( pattern.title ) &&
				pattern.title !== 'Posts: cards'
		);
		for ( const pattern of chosen ) {
			wp.data
				.dispatch( 'core/block-editor' )
				.insertBlocks( wp.blocks.parse( pattern.content ) );
		}
		return chosen.map( ( pattern ) => pattern.title );
	}, TITLES );
	expect( inserted.sort() ).toEqual(
		TITLES.filter( ( title ) => title !== 'Posts: cards' ).sort()
	);

	await expect(
		editor
			.locator( '.wp-block-query' )
			.or( page.locator( '.wp-block-query' ) )
	).toHaveCount( 6 );
	// Every block parsed valid, and the editor shows no "unexpected or invalid content" warning.
	const invalid = await page.evaluate( () => {
		const bad: string[] = [];
		const walk = ( blocks: EditorBlock[] ) =>
			blocks.forEach( ( block ) => {
				if ( ! block.isValid ) {
					bad.push( block.name );
				}
				walk( block.innerBlocks );
			} );
		walk(
			( window as unknown as EditorWindow ).wp.data
				.select( 'core/block-editor' )
				.getBlocks()
		);
		return bad;
	} );
	expect( invalid ).toEqual( [] );
	await expect(
		editor
			.locator( '.wp-block-post-title' )
			.or( page.locator( '.wp-block-post-title' ) )
			.first()
	).toBeVisible( { timeout: 20_000 } );
	await expect(
		editor
			.locator( '.block-editor-warning' )
			.or( page.locator( '.block-editor-warning' ) )
	).toHaveCount( 0 );
} );
