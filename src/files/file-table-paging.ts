/**
 * Sorting, paging and the search box of a File category table, in place (docs/files.md
 * "Sorting, paging and searching in place"), as the search results do: a plain click on a sort or
 * page link, or a search from the box, asks for that address — the same page the link names —
 * and puts the table it holds in place of this one. The address bar follows (history.pushState),
 * back and forward bring the tables of that address back, focus stays on the control that was
 * used and the page does not jump. The links and the form stay the no-JavaScript fallback (and
 * what crawlers follow); a click with a modifier key is left to the browser, and anything that
 * goes wrong loads the address the ordinary way.
 */
import { TABLE } from './file-table-context';

/** The wrapper of a File category table (File_Blocks::render_category()). */
export const CATEGORY_TABLE = 'wp-block-frontage-file-category';

/** What history entries this script makes carry. */
const STATE_KEY = 'frontageFileTable';

/** What moves focus back once the new table is in. */
export type FocusKey =
	| { to: 'sort'; column: string }
	| { to: 'page'; which: 'previous' | 'next' | 'number' }
	| { to: 'search' }
	| { to: 'none' };

export interface PagingOptions {
	/** Sets a table up again once its new markup is in (file-table.ts). */
	init: ( root: HTMLElement ) => void;
}

/** The request running per table, so a newer click wins. */
const running = new Map< string, AbortController >();

/** Whether this page made a history entry (back to the first one then needs tables too). */
let pushed = false;

/** Whether the back/forward listener is on. */
let listening = false;

/**
 * Whether a click is a plain left click, which the page may take over.
 *
 * @param event The click.
 * @return True without a modifier key.
 */
export function isPlainClick(
	event: Pick<
		MouseEvent,
		'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'
	>
): boolean {
	return (
		event.button === 0 &&
		! event.ctrlKey &&
		! event.metaKey &&
		! event.shiftKey &&
		! event.altKey
	);
}

/**
 * Whether an address is this very page with other query arguments, which the table may load in
 * place; anything else is left to the browser.
 *
 * @param href    The address.
 * @param current The page's address.
 * @return True for the same page.
 */
export function isSamePage( href: string, current: string ): boolean {
	try {
		const to = new URL( href, current );
		const from = new URL( current );
		return to.origin === from.origin && to.pathname === from.pathname;
	} catch {
		return false;
	}
}

/**
 * The address a GET form goes to: its action with its fields as the query (as a browser builds
 * it, the action's own query dropped, its fragment kept).
 *
 * @param action The form's action.
 * @param fields The form's fields, in order.
 * @return The address.
 */
export function formAddress(
	action: string,
	fields: Iterable< [ string, string ] >
): string {
	const url = new URL( action );
	url.search = new URLSearchParams( Array.from( fields ) ).toString();
	return url.toString();
}

/**
 * Which control to focus again, from the one that was used.
 *
 * @param control The link or form.
 * @return Its key.
 */
export function focusKeyOf( control: Element ): FocusKey {
	if ( control.matches( `.${ TABLE }__sort` ) ) {
		const column = control.closest< HTMLElement >( 'th' )?.dataset.column;
		return column ? { to: 'sort', column } : { to: 'none' };
	}
	if ( control.matches( `.${ TABLE }__page-link` ) ) {
		if ( control.classList.contains( 'is-previous' ) ) {
			return { to: 'page', which: 'previous' };
		}
		if ( control.classList.contains( 'is-next' ) ) {
			return { to: 'page', which: 'next' };
		}
		return { to: 'page', which: 'number' };
	}
	if ( control.matches( `.${ TABLE }__search, .${ TABLE }__search-clear` ) ) {
		return { to: 'search' };
	}
	return { to: 'none' };
}

/**
 * The control to focus in the new table.
 *
 * @param root The new table's wrapper.
 * @param key  What was used.
 * @return The element, if the new table has one.
 */
export function focusTarget(
	root: HTMLElement,
	key: FocusKey
): HTMLElement | null {
	switch ( key.to ) {
		case 'sort':
			return (
				Array.from(
					root.querySelectorAll< HTMLElement >( 'th[data-column]' )
				)
					.find( ( header ) => header.dataset.column === key.column )
					?.querySelector< HTMLElement >( `.${ TABLE }__sort` ) ??
				null
			);
		case 'page':
			return (
				( key.which === 'number'
					? null
					: root.querySelector< HTMLElement >(
							`.${ TABLE }__page-link.is-${ key.which }`
						) ) ??
				root.querySelector< HTMLElement >(
					`.${ TABLE }__page-link.is-current`
				)
			);
		case 'search':
			return root.querySelector< HTMLElement >(
				`.${ TABLE }__search-input`
			);
	}
	return null;
}

/**
 * Takes over a table's sort and page links and its search box.
 *
 * @param root    The table's wrapper (an element id is needed to find it in the next page).
 * @param options What sets a new table up.
 */
export function enhancePaging(
	root: HTMLElement,
	options: PagingOptions
): void {
	if ( ! root.id ) {
		return;
	}
	listenToHistory( options );
	root.addEventListener( 'click', ( event ) => {
		const target = event.target instanceof Element ? event.target : null;
		const link = target?.closest< HTMLAnchorElement >(
			`a.${ TABLE }__sort, a.${ TABLE }__page-link, a.${ TABLE }__search-clear`
		);
		if (
			! link ||
			! isPlainClick( event ) ||
			! isSamePage( link.href, window.location.href )
		) {
			return;
		}
		event.preventDefault();
		void go( root, link.href, focusKeyOf( link ), options );
	} );
	root.addEventListener( 'submit', ( event ) => {
		const form = event.target;
		if (
			! ( form instanceof HTMLFormElement ) ||
			! form.matches( `.${ TABLE }__search` )
		) {
			return;
		}
		const fields: Array< [ string, string ] > = [];
		new FormData( form ).forEach( ( value, name ) => {
			if ( typeof value === 'string' ) {
				fields.push( [ name, value ] );
			}
		} );
		const href = formAddress( form.action, fields );
		if ( ! isSamePage( href, window.location.href ) ) {
			return;
		}
		event.preventDefault();
		void go( root, href, { to: 'search' }, options );
	} );
}

/**
 * Loads an address's version of a table in place, and makes it the page's address.
 *
 * @param root    The table's wrapper now.
 * @param href    The address.
 * @param focus   What to focus once it is in.
 * @param options What sets a new table up.
 */
async function go(
	root: HTMLElement,
	href: string,
	focus: FocusKey,
	options: PagingOptions
): Promise< void > {
	const fresh = await load( [ root ], href );
	const next = fresh?.get( root.id );
	if ( ! next ) {
		return;
	}
	window.history.pushState( { [ STATE_KEY ]: root.id }, '', href );
	pushed = true;
	swap( root, next, focus, options );
}

/**
 * Back and forward: the tables of the address gone to, once per page.
 *
 * @param options What sets a new table up.
 */
function listenToHistory( options: PagingOptions ): void {
	if ( listening ) {
		return;
	}
	listening = true;
	window.addEventListener( 'popstate', ( event ) => {
		const state: unknown = event.state;
		const ours =
			typeof state === 'object' && state !== null && STATE_KEY in state;
		if ( ! ours && ! pushed ) {
			return;
		}
		const roots = Array.from(
			document.querySelectorAll< HTMLElement >(
				`.${ CATEGORY_TABLE }[id]`
			)
		);
		void load( roots, window.location.href ).then( ( fresh ) => {
			for ( const root of roots ) {
				const next = fresh?.get( root.id );
				if ( next && root.isConnected ) {
					swap( root, next, { to: 'none' }, options );
				}
			}
		} );
	} );
}

/**
 * Asks for an address and finds the tables in it. While it loads, the tables are marked busy;
 * a failure (or a page without them) loads the address the ordinary way.
 *
 * @param roots The tables to find, by their ids.
 * @param href  The address.
 * @return The new tables by id, or null when the address was loaded instead or a newer request
 *         took over.
 */
async function load(
	roots: HTMLElement[],
	href: string
): Promise< Map< string, HTMLElement > | null > {
	const controller = new AbortController();
	for ( const root of roots ) {
		running.get( root.id )?.abort();
		running.set( root.id, controller );
		root.classList.add( 'is-loading' );
		root.setAttribute( 'aria-busy', 'true' );
	}
	const done = () => {
		for ( const root of roots ) {
			if ( running.get( root.id ) === controller ) {
				running.delete( root.id );
				root.classList.remove( 'is-loading' );
				root.removeAttribute( 'aria-busy' );
			}
		}
	};
	let html: string;
	try {
		const response = await fetch( href, {
			credentials: 'same-origin',
			headers: { Accept: 'text/html' },
			signal: controller.signal,
		} );
		if ( ! response.ok ) {
			throw new Error( String( response.status ) );
		}
		html = await response.text();
	} catch {
		done();
		if ( ! controller.signal.aborted ) {
			window.location.assign( href );
		}
		return null;
	}
	done();
	if ( controller.signal.aborted ) {
		return null;
	}
	// Our own server's page for this address, parsed inert; only the tables are taken from it.
	const page = new DOMParser().parseFromString( html, 'text/html' );
	const found = new Map< string, HTMLElement >();
	for ( const root of roots ) {
		const next = page.getElementById( root.id );
		if (
			next &&
			next.classList.contains( CATEGORY_TABLE ) &&
			next.dataset.categoryId === root.dataset.categoryId
		) {
			found.set( root.id, document.importNode( next, true ) );
		}
	}
	if ( found.size === 0 ) {
		window.location.assign( href );
		return null;
	}
	return found;
}

/**
 * Puts a new table in place of the old, where the old one was on the screen, sets it up, moves
 * focus to the control that was used and says what it shows.
 *
 * @param root    The table now.
 * @param next    Its replacement.
 * @param focus   What to focus.
 * @param options What sets it up.
 */
function swap(
	root: HTMLElement,
	next: HTMLElement,
	focus: FocusKey,
	options: PagingOptions
): void {
	const top = root.getBoundingClientRect().top;
	const hadFocus = root.contains( root.ownerDocument.activeElement );
	root.replaceWith( next );
	options.init( next );
	const moved = next.getBoundingClientRect().top - top;
	if ( moved !== 0 ) {
		window.scrollBy( 0, moved );
	}
	const target = focusTarget( next, focus );
	if ( target && ( hadFocus || focus.to !== 'none' ) ) {
		target.focus( { preventScroll: true } );
	}
	announce( next.dataset.status ?? '' );
}

/**
 * Says a sentence in the page's one polite live region for tables.
 *
 * @param message What the table shows now.
 */
function announce( message: string ): void {
	if ( message === '' ) {
		return;
	}
	let region = document.getElementById( 'frontage-file-table-status' );
	if ( ! region ) {
		region = document.createElement( 'div' );
		region.id = 'frontage-file-table-status';
		region.className = `${ TABLE }__sr`;
		region.setAttribute( 'role', 'status' );
		document.body.append( region );
	}
	const live = region;
	live.textContent = '';
	// A change a moment later is announced even when the words are the same as before.
	window.setTimeout( () => ( live.textContent = message ), 100 );
}
