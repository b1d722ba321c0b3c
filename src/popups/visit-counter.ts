/**
 * Counts the visitor's page views and sessions in browser storage (docs/popups.md "Browser
 * storage"), for the page-view and session rules of builder popups and of the modal block. Pure:
 * the storage, the address and the clock are passed in, so it runs the same under jest and with
 * localStorage in the browser.
 *
 * Every front-end page counts itself once: a few hundred bytes printed inline in the footer of
 * every page (src/popups/visit, includes/popups/class-visit-counter.php) call countThisView(), and
 * the popup engine and the modal block read the same view through it, so a page with several
 * popups or modals still counts one view, and pages without any count too.
 *
 * A session is a run of page views with no gap longer than 30 minutes, the usual analytics
 * definition. Unlike a sessionStorage flag it does not count every new tab as a new session.
 */

/** The part of the Storage interface the counter uses; localStorage is one. */
export interface KeyValueStore {
	getItem: ( key: string ) => string | null;
	setItem: ( key: string, value: string ) => void;
}

/** A gap longer than this between two page views starts a new session. */
export const SESSION_TIMEOUT_MS = 30 * 60 * 1000;

/** Storage keys of the site-wide counts (docs/popups.md "Browser storage"), plain numbers. */
export const STORAGE_KEYS = {
	pageViews: 'frontage_modal_page_views',
	sessions: 'frontage_modal_sessions',
	lastSeen: 'frontage_modal_last_seen',
} as const;

/** Views of one address: this prefix and the first 50 characters of the encoded address. */
export const ADDRESS_KEY_PREFIX = 'frontage_popup_views_';

/** docs/popups.md "Browser storage": the counter key keeps this much of the encoded address. */
export const ADDRESS_KEY_LENGTH = 50;

export interface Visit {
	/** Page views counted on the site so far, this one included. */
	pageViews: number;
	/** Views of this address so far, this one included. */
	pageViewsOfPage: number;
	/** The number of the current session: 1 for the visitor's first. */
	session: number;
}

/** Where the view of this page is kept once counted: window, in the browser. */
export interface PageScope {
	frontageVisit?: Visit;
}

declare global {
	interface Window {
		/** This page view, once counted (countThisView()). */
		frontageVisit?: Visit;
	}
}

/**
 * The counter key of a page address (docs/popups.md "Browser storage"): the address without its
 * #fragment (browsers do not send it; a jump inside the page is the same page), encoded, cut to
 * 50 characters.
 *
 * @param href The page's address.
 */
export function addressKey( href: string ): string {
	return (
		ADDRESS_KEY_PREFIX +
		encodeURIComponent( href.split( '#' )[ 0 ] ).slice(
			0,
			ADDRESS_KEY_LENGTH
		)
	);
}

/**
 * The key that points a popup or modal at the address counter of the page it was last on.
 *
 * @param popupId A builder popup's id, or a modal block's id.
 */
export function pointerKey( popupId: number | string ): string {
	return `frontage_popup_${ popupId }_views_key`;
}

/**
 * Counts one page view, and a new session when the last page view is older than the timeout.
 * Call it once per page view: countThisView() makes sure of that.
 *
 * @param store Where counts are kept (localStorage).
 * @param href  The page's address.
 * @param now   The current time in milliseconds.
 * @return The counts including this page view.
 */
export function recordVisit(
	store: KeyValueStore,
	href: string,
	now: number
): Visit {
	const lastSeen = count( store.getItem( STORAGE_KEYS.lastSeen ) );
	let session = count( store.getItem( STORAGE_KEYS.sessions ) );
	if ( session === 0 || now - lastSeen > SESSION_TIMEOUT_MS ) {
		session += 1;
		store.setItem( STORAGE_KEYS.sessions, String( session ) );
	}
	store.setItem( STORAGE_KEYS.lastSeen, String( now ) );

	const pageViews = count( store.getItem( STORAGE_KEYS.pageViews ) ) + 1;
	store.setItem( STORAGE_KEYS.pageViews, String( pageViews ) );

	const key = addressKey( href );
	const pageViewsOfPage = count( storedValue( store, key ) ) + 1;
	setStoredValue( store, key, pageViewsOfPage );

	return { pageViews, pageViewsOfPage, session };
}

/**
 * This page view, counted the first time anything on the page asks and remembered on the page,
 * so the inline counter, the popup engine and the modal block share one count.
 *
 * @param page  Where the page keeps it (window).
 * @param store Where counts are kept.
 * @param href  The page's address.
 * @param now   The current time in milliseconds.
 */
export function countThisView(
	page: PageScope,
	store: KeyValueStore,
	href: string,
	now: number
): Visit {
	page.frontageVisit ??= recordVisit( store, href, now );
	return page.frontageVisit;
}

/**
 * Points a popup or modal at this page's address counter (docs/popups.md "Browser storage"). It
 * counts nothing: the view was counted once for the page.
 *
 * @param store   Where counts are kept.
 * @param popupId The popup or modal on this page.
 * @param href    The page's address.
 */
export function pointAtPage(
	store: KeyValueStore,
	popupId: number | string,
	href: string
): void {
	setStoredValue( store, pointerKey( popupId ), addressKey( href ) );
}

/**
 * The views of the page a popup or modal was last pointed at, read through its pointer; 0 when
 * it has none.
 *
 * @param store   Where counts are kept.
 * @param popupId The popup or modal.
 */
export function viewsOfPopupPage(
	store: KeyValueStore,
	popupId: number | string
): number {
	const key = storedValue( store, pointerKey( popupId ) );
	return typeof key === 'string' && key.startsWith( ADDRESS_KEY_PREFIX )
		? count( storedValue( store, key ) )
		: 0;
}

/**
 * The value of a `{ "value": …, "expires": 0 }` entry (popup-storage.ts's format), or null.
 *
 * @param store Where it is kept.
 * @param key   Its key.
 */
function storedValue( store: KeyValueStore, key: string ): unknown {
	try {
		return JSON.parse( store.getItem( key ) ?? 'null' )?.value ?? null;
	} catch {
		return null;
	}
}

/**
 * Stores a value that does not expire, in popup-storage.ts's format.
 *
 * @param store Where it is kept.
 * @param key   Its key.
 * @param value The value.
 */
function setStoredValue(
	store: KeyValueStore,
	key: string,
	value: unknown
): void {
	store.setItem( key, JSON.stringify( { value, expires: 0 } ) );
}

/**
 * A stored count, or 0 when missing or not a positive whole number.
 *
 * @param value The stored value.
 * @return The count.
 */
function count( value: unknown ): number {
	const number = Number( value );
	return Number.isSafeInteger( number ) && number > 0 ? number : 0;
}
