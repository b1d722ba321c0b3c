/**
 * Counts the visitor's page views and sessions in browser storage, for the modal's page-view and
 * session rules. Pure: the storage and the clock are passed in, so it runs the same under jest
 * and works with localStorage in the browser.
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

/** Storage keys. Frontage's own names (docs/popups.md). */
export const STORAGE_KEYS = {
	pageViews: 'frontage_modal_page_views',
	pageViewsOfPage: 'frontage_modal_page_views:',
	sessions: 'frontage_modal_sessions',
	lastSeen: 'frontage_modal_last_seen',
	firstSession: 'frontage_modal_first_session:',
} as const;

export interface Visit {
	/** Page views counted on the site so far, this one included. */
	pageViews: number;
	/** Page views of this page so far, this one included. */
	pageViewsOfPage: number;
	/** The number of the current session: 1 for the visitor's first. */
	session: number;
}

/**
 * Counts one page view, and a new session when the last page view is older than the timeout.
 *
 * @param store    Where counts are kept (localStorage).
 * @param pagePath The page's path, without query or fragment: views of one page are counted by it.
 * @param now      The current time in milliseconds.
 * @return The counts including this page view.
 */
export function recordVisit(
	store: KeyValueStore,
	pagePath: string,
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

	const pageKey = STORAGE_KEYS.pageViewsOfPage + pagePath;
	const pageViewsOfPage = count( store.getItem( pageKey ) ) + 1;
	store.setItem( pageKey, String( pageViewsOfPage ) );

	return { pageViews, pageViewsOfPage, session };
}

/**
 * Sessions since the visitor first met a modal, the current one included: 1 in the session in
 * which they first saw the page holding it. Remembers that first session on the first call.
 *
 * @param store   Where counts are kept.
 * @param modalId The modal's id.
 * @param session The current session's number, from recordVisit().
 * @return The number of sessions, at least 1.
 */
export function sessionsSinceFirstSeen(
	store: KeyValueStore,
	modalId: string,
	session: number
): number {
	const key = STORAGE_KEYS.firstSession + modalId;
	let first = count( store.getItem( key ) );
	if ( first === 0 || first > session ) {
		// Never seen, or the counters were cleared since: this session is the first.
		first = session;
		store.setItem( key, String( first ) );
	}
	return session - first + 1;
}

/**
 * A stored count, or 0 when missing or not a non-negative whole number.
 *
 * @param value The stored string.
 * @return The count.
 */
function count( value: string | null ): number {
	const number = Number( value );
	return Number.isSafeInteger( number ) && number > 0 ? number : 0;
}
