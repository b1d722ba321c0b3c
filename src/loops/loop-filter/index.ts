/**
 * The loop filter on the page (docs/loops.md "Loop filter in the browser"). The server renders
 * the filter's terms as links to the filtered page, which work without this script; with it, a
 * click asks `frontage/v1/refresh-loop` for the loop alone, swaps it in, pushes the link's
 * address (the address is the state) and brings every filter block in line; back and forward
 * restore the loop of the address. Loaded only on pages with a filter (its render enqueues it);
 * no dependencies.
 */
import {
	CLASS,
	filterBlocks,
	readBlock,
	sayFailed,
	showState,
	type FilterBlock,
} from './filter-block';
import {
	differsOnlyIn,
	loopState,
	widgetFilters,
	withLoopState,
} from './filter-url';
import {
	fetchLoop,
	LOOP_ATTRIBUTE,
	loopElement,
	refreshUrl,
	replaceLoop,
	setBusy,
} from './refresh';

import './loop-filter.scss';

/** Each loop's part of the address it shows now (loopState), by queryId. */
const shown = new Map< number, string >();
/** The refresh under way for each loop, cancelled by a newer one. */
const running = new Map< number, AbortController >();
/** The address the page showed last, to tell what back or forward changed. */
let lastUrl = window.location.href;

/**
 * The filter blocks of one loop.
 *
 * @param queryId The loop.
 */
function blocksOf( queryId: number ): FilterBlock[] {
	return filterBlocks().filter( ( block ) => block.queryId === queryId );
}

/**
 * Brings the page in line with an address after a loop changed: every filter block's states
 * and links, and the pagination links of the other loops (rendered before the change), which
 * keep this loop as it is now.
 *
 * @param url     The address.
 * @param queryId The loop that changed.
 */
function showAddress( url: string, queryId: number ): void {
	filterBlocks().forEach( ( block ) => showState( block, url ) );
	const origin = new URL( url ).origin;
	document
		.querySelectorAll< HTMLElement >( `[${ LOOP_ATTRIBUTE }]` )
		.forEach( ( loop ) => {
			if ( loop.getAttribute( LOOP_ATTRIBUTE ) === String( queryId ) ) {
				return;
			}
			loop.querySelectorAll< HTMLAnchorElement >(
				'.wp-block-query-pagination a[href]'
			).forEach( ( link ) => {
				if ( new URL( link.href ).origin === origin ) {
					link.href = withLoopState( link.href, url, queryId );
				}
			} );
		} );
}

/**
 * Shows a loop as an address has it: asks the server, swaps the loop in, then pushes the
 * address when asked to. A failure leaves the loop as it was and says so next to its filters.
 *
 * @param queryId The loop.
 * @param url     The address.
 * @param push    Whether to add the address to the history (a click; not back or forward).
 */
async function refresh(
	queryId: number,
	url: string,
	push: boolean
): Promise< void > {
	const loop = loopElement( queryId );
	const blocks = blocksOf( queryId );
	if ( ! loop || ! blocks.length ) {
		return;
	}
	running.get( queryId )?.abort();
	const controller = new AbortController();
	running.set( queryId, controller );
	blocks.forEach( ( block ) => sayFailed( block, false ) );
	setBusy( loop, true );
	try {
		const markup = await fetchLoop(
			refreshUrl(),
			{
				post_id: blocks[ 0 ].postId,
				widget_id: queryId,
				widget_filters: widgetFilters( url, queryId ),
				pagination_base_url: url,
			},
			controller.signal
		);
		replaceLoop( loop, markup );
		if ( push ) {
			window.history.pushState( { frontageLoop: queryId }, '', url );
			lastUrl = url;
		}
		shown.set( queryId, loopState( url, queryId ) );
		showAddress( url, queryId );
	} catch {
		if ( ! controller.signal.aborted ) {
			setBusy( loop, false );
			blocks.forEach( ( block ) => sayFailed( block, true ) );
		}
	} finally {
		if ( running.get( queryId ) === controller ) {
			running.delete( queryId );
		}
	}
}

/**
 * A click on a term: the loop refreshed in place. Clicks with a modifier key or another
 * button (a new tab or window) are the browser's, as is a filter whose loop is not on the page.
 *
 * @param event The click.
 */
function onClick( event: MouseEvent ): void {
	if (
		event.defaultPrevented ||
		event.button !== 0 ||
		event.metaKey ||
		event.ctrlKey ||
		event.shiftKey ||
		event.altKey
	) {
		return;
	}
	const link = ( event.target as Element | null )?.closest?.(
		`.${ CLASS.term }`
	);
	const block = readBlock( link?.closest( `.${ CLASS.block }` ) ?? null );
	if ( ! ( link instanceof HTMLAnchorElement ) || ! block ) {
		return;
	}
	if ( ! loopElement( block.queryId ) ) {
		return;
	}
	event.preventDefault();
	refresh( block.queryId, link.href, true );
}

/**
 * Space on a term acts as on a button or a checkbox (links only answer Enter).
 *
 * @param event The key press.
 */
function onKeyDown( event: KeyboardEvent ): void {
	const link = ( event.target as Element | null )?.closest?.(
		`.${ CLASS.term }`
	);
	if (
		event.key !== ' ' ||
		! ( link instanceof HTMLElement ) ||
		! link.closest( `.${ CLASS.block }` )
	) {
		return;
	}
	event.preventDefault(); // Not a scroll.
	link.click();
}

/**
 * Back or forward: every loop whose part of the address changed is shown as the address has
 * it. When only those parts changed, the entry is ours alone: core's Interactivity router (a
 * Query Loop with enhanced pagination) would otherwise reload a page it has not cached.
 *
 * @param event The history move.
 */
function onPopState( event: PopStateEvent ): void {
	const url = window.location.href;
	const ids = [
		...new Set( filterBlocks().map( ( block ) => block.queryId ) ),
	].filter( ( id ) => loopElement( id ) );
	const changed = ids.filter(
		( id ) => shown.get( id ) !== loopState( url, id )
	);
	if ( changed.length && differsOnlyIn( lastUrl, url, ids ) ) {
		event.stopImmediatePropagation();
	}
	lastUrl = url;
	changed.forEach( ( id ) => refresh( id, url, false ) );
}

/**
 * Starts: each filter's live region, each loop's shown state, and the listeners.
 */
function start(): void {
	filterBlocks().forEach( ( block ) => {
		sayFailed( block, false );
		shown.set( block.queryId, loopState( lastUrl, block.queryId ) );
	} );
	document.addEventListener( 'click', onClick );
	document.addEventListener( 'keydown', onKeyDown );
	// Capture: before the router's listener, which is added later (when it loads).
	window.addEventListener( 'popstate', onPopState, true );
}

start();
