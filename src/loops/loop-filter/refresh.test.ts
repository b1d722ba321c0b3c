/**
 * The loop swap keeps the page's layout class names (docs/loops.md "Loop filter in the
 * browser"): a refreshed loop rendered alone may number its containers differently from the
 * page, whose head holds the rules for the page's numbers.
 */
import { keepLayoutClasses, replaceLoop } from './refresh';

/**
 * A loop as WordPress renders it, its post template numbered `n`.
 *
 * @param n     The post template's container number.
 * @param posts How many posts it lists.
 */
function loopMarkup( n: number, posts: number ): string {
	const items = '<li class="wp-block-post">Post</li>'.repeat( posts );
	return `<div data-frontage-loop="2" class="wp-block-query"><ul class="columns-3 wp-block-post-template is-layout-grid wp-container-core-post-template-is-layout-${ n } wp-block-post-template-is-layout-grid">${ items }</ul></div>`;
}

describe( 'the loop swap', () => {
	it( 'gives the new loop the container names the page’s rules know', () => {
		document.body.innerHTML =
			loopMarkup( 1, 3 ) /* another loop before it */ +
			loopMarkup( 2, 3 );
		const loops = document.querySelectorAll< HTMLElement >(
			'[data-frontage-loop]'
		);
		loops[ 0 ].setAttribute( 'data-frontage-loop', '1' );

		// Rendered alone, the second loop's template is the first of the answer: number 1.
		const next = replaceLoop( loops[ 1 ], loopMarkup( 1, 2 ) );

		const template = next.querySelector( '.wp-block-post-template' );
		expect(
			template?.classList.contains(
				'wp-container-core-post-template-is-layout-2'
			)
		).toBe( true );
		expect(
			template?.classList.contains(
				'wp-container-core-post-template-is-layout-1'
			)
		).toBe( false );
		expect( next.querySelectorAll( '.wp-block-post' ) ).toHaveLength( 2 );
	} );

	it( 'leaves names it has no counterpart for', () => {
		const from = document.createElement( 'div' );
		from.innerHTML = '<ul class="wp-block-post-template"></ul>';
		const to = document.createElement( 'div' );
		to.innerHTML =
			'<ul class="wp-container-core-post-template-is-layout-4"></ul>';

		keepLayoutClasses( from, to );

		expect( to.querySelector( 'ul' )?.className ).toBe(
			'wp-container-core-post-template-is-layout-4'
		);
	} );
} );
