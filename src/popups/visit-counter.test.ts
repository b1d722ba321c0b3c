import {
	SESSION_TIMEOUT_MS,
	STORAGE_KEYS,
	addressKey,
	countThisView,
	pointAtPage,
	pointerKey,
	recordVisit,
	viewsOfPopupPage,
	type KeyValueStore,
	type PageScope,
} from './visit-counter';

/**
 * An in-memory store, like localStorage.
 */
function memoryStore(): KeyValueStore & { items: Map< string, string > } {
	const items = new Map< string, string >();
	return {
		items,
		getItem: ( key ) => items.get( key ) ?? null,
		setItem: ( key, value ) => void items.set( key, value ),
	};
}

const MINUTE = 60 * 1000;
const SHOP = 'https://example.org/shop/';
const ABOUT = 'https://example.org/about/';

/**
 * One page view of an address as the browser makes it: a fresh page (window), the inline counter,
 * then whatever popups and modals the page holds, each reading the view.
 *
 * @param store   The visitor's storage.
 * @param href    The page's address.
 * @param now     The time.
 * @param readers How many popups and modals on the page ask for the view.
 */
function viewPage(
	store: KeyValueStore,
	href: string,
	now: number,
	readers = 0
) {
	const page: PageScope = {};
	let visit = countThisView( page, store, href, now );
	for ( let reader = 0; reader < readers; reader++ ) {
		visit = countThisView( page, store, href, now + 1 );
	}
	return visit;
}

describe( 'recordVisit', () => {
	it( 'counts the first page view as view 1 of session 1', () => {
		expect( recordVisit( memoryStore(), SHOP, 1000 ) ).toEqual( {
			pageViews: 1,
			pageViewsOfPage: 1,
			session: 1,
		} );
	} );

	it( 'counts views of the site and of each address separately', () => {
		const store = memoryStore();
		recordVisit( store, SHOP, 1000 );
		recordVisit( store, ABOUT, 2000 );
		expect( recordVisit( store, `${ SHOP }#reviews`, 3000 ) ).toEqual( {
			pageViews: 3,
			pageViewsOfPage: 2,
			session: 1,
		} );
	} );

	it( 'starts a new session after 30 minutes without a page view', () => {
		const store = memoryStore();
		recordVisit( store, SHOP, 0 );
		expect( recordVisit( store, SHOP, 29 * MINUTE ).session ).toBe( 1 );
		expect( recordVisit( store, SHOP, 58 * MINUTE ).session ).toBe( 1 );
		expect(
			recordVisit( store, SHOP, 58 * MINUTE + SESSION_TIMEOUT_MS + 1 )
				.session
		).toBe( 2 );
	} );

	it( 'starts over from counts it cannot read', () => {
		const store = memoryStore();
		store.setItem( STORAGE_KEYS.pageViews, 'lots' );
		store.setItem( STORAGE_KEYS.sessions, '-4' );
		store.setItem( addressKey( SHOP ), '{"value":-3,"expires":0}' );
		expect( recordVisit( store, SHOP, 1000 ) ).toEqual( {
			pageViews: 1,
			pageViewsOfPage: 1,
			session: 1,
		} );
	} );

	it( 'keys an address by the first 50 characters of its encoded form, without the fragment', () => {
		const href =
			'https://example.org/über/a-very-long-path/that-goes-on/?q=1';
		expect( addressKey( `${ href }#top` ) ).toBe(
			'frontage_popup_views_' + encodeURIComponent( href ).slice( 0, 50 )
		);
	} );
} );

describe( 'one count per page view', () => {
	it( 'counts a page once, however many popups and modals read it', () => {
		const store = memoryStore();
		expect( viewPage( store, SHOP, 1000, 4 ) ).toEqual( {
			pageViews: 1,
			pageViewsOfPage: 1,
			session: 1,
		} );
		expect( store.items.get( STORAGE_KEYS.pageViews ) ).toBe( '1' );
		expect( viewPage( store, SHOP, 2000, 3 ).pageViews ).toBe( 2 );
	} );

	it( 'counts pages without popups, so the third view is the third wherever the first two were', () => {
		const store = memoryStore();
		viewPage( store, ABOUT, 1000 );
		viewPage( store, 'https://example.org/contact/', 2000 );
		expect( viewPage( store, SHOP, 3000, 2 ) ).toEqual( {
			pageViews: 3,
			pageViewsOfPage: 1,
			session: 1,
		} );
	} );

	it( 'counts a session from a page without popups too', () => {
		const store = memoryStore();
		viewPage( store, ABOUT, 0 );
		viewPage( store, ABOUT, 40 * MINUTE );
		expect( viewPage( store, SHOP, 41 * MINUTE, 1 ).session ).toBe( 2 );
	} );
} );

describe( 'a popup’s pointer to its page’s counter', () => {
	it( 'reads the views of the page the popup was last on, counting nothing', () => {
		const store = memoryStore();
		expect( viewsOfPopupPage( store, 'spring-offer' ) ).toBe( 0 );
		viewPage( store, SHOP, 1000 );
		viewPage( store, ABOUT, 2000 );
		viewPage( store, SHOP, 3000 );
		pointAtPage( store, 'spring-offer', SHOP );
		pointAtPage( store, 'spring-offer', SHOP );
		pointAtPage( store, 7, ABOUT );
		expect( viewsOfPopupPage( store, 'spring-offer' ) ).toBe( 2 );
		expect( viewsOfPopupPage( store, 7 ) ).toBe( 1 );
		expect( store.items.get( pointerKey( 7 ) ) ).toBe(
			JSON.stringify( { value: addressKey( ABOUT ), expires: 0 } )
		);
		expect( pointerKey( 7 ) ).toBe( 'frontage_popup_7_views_key' );
	} );

	it( 'reads nothing through a pointer that does not point at a counter', () => {
		const store = memoryStore();
		store.setItem(
			pointerKey( 3 ),
			JSON.stringify( { value: STORAGE_KEYS.pageViews, expires: 0 } )
		);
		store.setItem( STORAGE_KEYS.pageViews, '40' );
		expect( viewsOfPopupPage( store, 3 ) ).toBe( 0 );
	} );
} );
