/**
 * The loop refresh (docs/loops.md "Refresh without reload"): the loop's new markup asked from
 * `POST frontage/v1/refresh-loop`, and the loop on the page swapped for it, marked busy while
 * the answer is on its way. No api-fetch on visitors' pages: plain fetch under the REST root
 * the page announces (`<link rel="https://api.w.org/">`, which WordPress prints in the head).
 */
import type { WidgetFilters } from './filter-url';

export const ROUTE = 'frontage/v1/refresh-loop';
export const LOOP_ATTRIBUTE = 'data-frontage-loop';
export const BUSY_CLASS = 'frontage-loop-is-busy';

export interface RefreshRequest {
	post_id: number;
	widget_id: number;
	widget_filters: WidgetFilters;
	pagination_base_url: string;
}

/**
 * The refresh route's address under the REST root: `…/wp-json/` with pretty permalinks,
 * `…/?rest_route=/` without them.
 *
 * @param doc The page.
 */
export function refreshUrl( doc: Document = document ): string {
	const link = doc.querySelector< HTMLLinkElement >(
		'link[rel="https://api.w.org/"]'
	);
	const root = link?.href || new URL( '/wp-json/', doc.baseURI ).href;
	return ( root.endsWith( '/' ) ? root : `${ root }/` ) + ROUTE;
}

/**
 * Asks the server for a loop's markup.
 *
 * @param url     The route's address.
 * @param request What to render.
 * @param signal  Cancels the request (a newer one replaces it).
 * @return The markup of the whole loop block.
 * @throws When the answer is not a 200 with a `data` string that holds markup.
 */
export async function fetchLoop(
	url: string,
	request: RefreshRequest,
	signal?: AbortSignal
): Promise< string > {
	const response = await fetch( url, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			Accept: 'application/json',
		},
		credentials: 'same-origin',
		body: JSON.stringify( request ),
		signal,
	} );
	if ( ! response.ok ) {
		throw new Error( `refresh-loop answered ${ response.status }` );
	}
	const body: unknown = await response.json();
	const data = ( body as { data?: unknown } | null )?.data;
	if ( typeof data !== 'string' || ! data.trim() ) {
		throw new Error( 'refresh-loop answered no markup' );
	}
	return data;
}

/**
 * The loop block a filter works on.
 *
 * @param queryId The loop's queryId.
 * @param root    Where to look.
 */
export function loopElement(
	queryId: number,
	root: ParentNode = document
): HTMLElement | null {
	return root.querySelector< HTMLElement >(
		`[${ LOOP_ATTRIBUTE }="${ queryId }"]`
	);
}

/**
 * Marks a loop busy (aria-busy and the overlay its style draws) or not.
 *
 * @param loop The loop.
 * @param busy Whether it is.
 */
export function setBusy( loop: HTMLElement, busy: boolean ): void {
	loop.classList.toggle( BUSY_CLASS, busy );
	if ( busy ) {
		loop.setAttribute( 'aria-busy', 'true' );
	} else {
		loop.removeAttribute( 'aria-busy' );
	}
}

/**
 * Swaps a loop for the server's markup of it: only the loop's element changes.
 *
 * @param loop   The loop on the page.
 * @param markup The answer's markup: one element, the same loop.
 * @return The new element.
 * @throws When the markup holds no element of that loop (the page is left as it was).
 */
export function replaceLoop( loop: HTMLElement, markup: string ): HTMLElement {
	const template = document.createElement( 'template' );
	template.innerHTML = markup.trim();
	const id = loop.getAttribute( LOOP_ATTRIBUTE );
	const next = template.content.firstElementChild;
	if (
		! ( next instanceof HTMLElement ) ||
		next.getAttribute( LOOP_ATTRIBUTE ) !== id
	) {
		throw new Error( 'refresh-loop answered another element' );
	}
	keepLayoutClasses( loop, next );
	const hadFocus = loop.contains( loop.ownerDocument.activeElement );
	loop.replaceWith( next );
	if ( hadFocus ) {
		next.tabIndex = -1;
		next.focus();
	}
	return next;
}

/**
 * Gives the new loop the layout class names of the one it replaces. WordPress numbers them per
 * page (`wp-container-core-post-template-is-layout-3`, `wp-container-content-2`) and prints
 * their rules in the page's head; the refresh renders the loop alone, so its numbers may differ
 * from the ones the page's rules name. The same loop has the same layout: each new name takes
 * the old one of the same kind, in order.
 *
 * @param from The loop on the page.
 * @param to   Its new markup.
 */
export function keepLayoutClasses( from: Element, to: Element ): void {
	const named = ( root: Element ) =>
		[ root, ...root.querySelectorAll( '*' ) ].flatMap( ( element ) =>
			[ ...element.classList ]
				.filter( ( name ) => /^wp-container-.*\d$/.test( name ) )
				.map( ( name ) => [ element, name ] as const )
		);
	const old = named( from ).map( ( [ , name ] ) => name );
	for ( const [ element, name ] of named( to ) ) {
		const index = old.findIndex(
			( other ) =>
				other.replace( /\d+$/, '' ) === name.replace( /\d+$/, '' )
		);
		if ( index >= 0 ) {
			element.classList.replace( name, old.splice( index, 1 )[ 0 ] );
		}
	}
}
