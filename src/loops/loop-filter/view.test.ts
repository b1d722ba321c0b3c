/**
 * The loop filter's view script in a page (jsdom, docs/loops.md "Loop filter in the browser"):
 * a click refreshes the loop alone and pushes the address, every filter block follows, a
 * failure leaves the loop and says so, modifier clicks stay the browser's, Space clicks, and
 * back restores the loop.
 */
const ORIGIN = 'http://localhost';

/**
 * A filter term's markup as the server renders it.
 *
 * @param slug     The term (`!slug` excluded, '' for "All").
 * @param href     Where it leads.
 * @param selected Whether it is chosen.
 */
function term( slug: string, href: string, selected = false ): string {
	return `<li><a class="frontage-loop-filter__term${
		selected ? ' is-selected' : ''
	}" data-term="${ slug }" href="${ href }" role="button" aria-pressed="${ selected }">
		<span class="frontage-loop-filter__name">${ slug || 'All' }</span></a></li>`;
}

const PAGE = `
	<link rel="https://api.w.org/" href="${ ORIGIN }/wp-json/">
	<p id="outside">Outside</p>
	<nav class="frontage-loop-filter is-style-buttons" data-query-id="3" data-taxonomy="category"
		data-logical-join="OR" data-post-id="42" aria-label="Filter by Categories">
		<ul class="frontage-loop-filter__terms">
			${ term( '', '/news/', true ) }
			${ term( 'news', '/news/?e-filter-3-category=news' ) }
			${ term( 'events', '/news/?e-filter-3-category=events' ) }
		</ul>
	</nav>
	<div class="wp-block-query" data-frontage-loop="3"><p class="post">All posts</p></div>
	<div class="wp-block-query" data-frontage-loop="5">
		<nav class="wp-block-query-pagination"><a id="other-page" href="/news/?query-5-page=2">2</a></nav>
	</div>`;

const fetchMock = jest.fn();

/**
 * Answers the next refresh with a loop.
 *
 * @param text What the loop lists.
 */
function answer( text: string ) {
	fetchMock.mockResolvedValueOnce( {
		ok: true,
		status: 200,
		json: async () => ( {
			data: `<div class="wp-block-query" data-frontage-loop="3"><p class="post">${ text }</p></div>`,
		} ),
	} );
}

/** Lets the pending promises settle. */
const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

const link = ( slug: string ) =>
	document.querySelector< HTMLAnchorElement >( `[data-term="${ slug }"]` )!;

beforeAll( () => {
	window.history.replaceState( null, '', '/news/' );
	document.body.innerHTML = PAGE;
	( global as unknown as { fetch: typeof fetchMock } ).fetch = fetchMock;
	require( './index' );
} );

beforeEach( () => fetchMock.mockReset() );

describe( 'the loop filter in a page', () => {
	it( 'refreshes the loop alone, pushes the address and updates the terms', async () => {
		const outside = document.getElementById( 'outside' );
		answer( 'News posts' );
		link( 'news' ).click();
		expect(
			document
				.querySelector( '[data-frontage-loop="3"]' )!
				.getAttribute( 'aria-busy' )
		).toBe( 'true' );
		await settle();

		const [ url, init ] = fetchMock.mock.calls[ 0 ];
		expect( url ).toBe( `${ ORIGIN }/wp-json/frontage/v1/refresh-loop` );
		expect( JSON.parse( init.body ) ).toEqual( {
			post_id: 42,
			widget_id: 3,
			widget_filters: {
				category: { terms: [ 'news' ], logicalJoin: 'AND' },
			},
			pagination_base_url: `${ ORIGIN }/news/?e-filter-3-category=news`,
		} );
		const loop = document.querySelector( '[data-frontage-loop="3"]' )!;
		expect( loop.textContent ).toBe( 'News posts' );
		expect( loop.hasAttribute( 'aria-busy' ) ).toBe( false );
		expect( document.getElementById( 'outside' ) ).toBe( outside );
		expect( window.location.search ).toBe( '?e-filter-3-category=news' );
		expect( link( 'news' ).getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		expect( link( '' ).getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		expect( link( 'events' ).href ).toBe(
			`${ ORIGIN }/news/?e-filter-3-category=news~events`
		);
		// Another loop's pagination keeps this loop's filter.
		expect(
			document.querySelector< HTMLAnchorElement >( '#other-page' )!.href
		).toBe( `${ ORIGIN }/news/?query-5-page=2&e-filter-3-category=news` );
	} );

	it( 'leaves the loop as it was and says so when the refresh fails', async () => {
		fetchMock.mockResolvedValueOnce( {
			ok: false,
			status: 500,
			json: async () => ( {} ),
		} );
		link( 'events' ).click();
		await settle();
		const loop = document.querySelector( '[data-frontage-loop="3"]' )!;
		expect( loop.textContent ).toBe( 'News posts' );
		expect( loop.hasAttribute( 'aria-busy' ) ).toBe( false );
		expect( window.location.search ).toBe( '?e-filter-3-category=news' );
		const status = document.querySelector( '[role="status"]' )!;
		expect( status.textContent ).toMatch( /could not be updated/ );

		answer( 'News and events' );
		link( 'events' ).click();
		await settle();
		expect( status.textContent ).toBe( '' );
		expect( window.location.search ).toBe(
			'?e-filter-3-category=news~events'
		);
	} );

	it( 'leaves modifier clicks to the browser, and clicks on Space', async () => {
		const event = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
			ctrlKey: true,
		} );
		link( 'news' ).dispatchEvent( event );
		expect( fetchMock ).not.toHaveBeenCalled();
		// jsdom does not navigate; nothing was prevented, so the browser would open a tab.
		expect( event.defaultPrevented ).toBe( false );

		answer( 'Events' );
		const space = new KeyboardEvent( 'keydown', {
			key: ' ',
			bubbles: true,
			cancelable: true,
		} );
		link( 'news' ).dispatchEvent( space );
		expect( space.defaultPrevented ).toBe( true );
		await settle();
		expect( window.location.search ).toBe( '?e-filter-3-category=events' );
	} );

	it( 'shows the loop of the address on back', async () => {
		answer( 'News and events again' );
		const later = jest.fn();
		window.addEventListener( 'popstate', later );
		window.history.back();
		// jsdom moves through the history after a moment.
		for (
			let tries = 0;
			tries < 50 && ! fetchMock.mock.calls.length;
			tries++
		) {
			await new Promise( ( resolve ) => setTimeout( resolve, 10 ) );
		}
		await settle();
		// Only the loop's part changed: the entry is the filter's alone (not the router's).
		expect( later ).not.toHaveBeenCalled();
		expect( JSON.parse( fetchMock.mock.calls[ 0 ][ 1 ].body ) ).toEqual(
			expect.objectContaining( {
				widget_filters: {
					category: {
						terms: [ 'news', 'events' ],
						logicalJoin: 'OR',
					},
				},
			} )
		);
		expect(
			document.querySelector( '[data-frontage-loop="3"]' )!.textContent
		).toBe( 'News and events again' );
		expect( link( 'events' ).getAttribute( 'aria-pressed' ) ).toBe(
			'true'
		);
	} );
} );
