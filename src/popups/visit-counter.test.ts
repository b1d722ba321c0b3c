import {
	SESSION_TIMEOUT_MS,
	STORAGE_KEYS,
	recordVisit,
	sessionsSinceFirstSeen,
	type KeyValueStore,
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

describe( 'recordVisit', () => {
	it( 'counts the first page view as view 1 of session 1', () => {
		expect( recordVisit( memoryStore(), '/shop/', 1000 ) ).toEqual( {
			pageViews: 1,
			pageViewsOfPage: 1,
			session: 1,
		} );
	} );

	it( 'counts views of the site and of each page separately', () => {
		const store = memoryStore();
		recordVisit( store, '/shop/', 1000 );
		recordVisit( store, '/about/', 2000 );
		expect( recordVisit( store, '/shop/', 3000 ) ).toEqual( {
			pageViews: 3,
			pageViewsOfPage: 2,
			session: 1,
		} );
	} );

	it( 'starts a new session after 30 minutes without a page view', () => {
		const store = memoryStore();
		recordVisit( store, '/', 0 );
		expect( recordVisit( store, '/', 29 * MINUTE ).session ).toBe( 1 );
		expect( recordVisit( store, '/', 58 * MINUTE ).session ).toBe( 1 );
		expect(
			recordVisit( store, '/', 58 * MINUTE + SESSION_TIMEOUT_MS + 1 )
				.session
		).toBe( 2 );
	} );

	it( 'starts over from counts it cannot read', () => {
		const store = memoryStore();
		store.setItem( STORAGE_KEYS.pageViews, 'lots' );
		store.setItem( STORAGE_KEYS.sessions, '-4' );
		expect( recordVisit( store, '/', 1000 ) ).toMatchObject( {
			pageViews: 1,
			session: 1,
		} );
	} );
} );

describe( 'sessionsSinceFirstSeen', () => {
	it( 'counts the session in which the visitor first met the modal as 1', () => {
		const store = memoryStore();
		expect( sessionsSinceFirstSeen( store, 'offer', 4 ) ).toBe( 1 );
		expect( sessionsSinceFirstSeen( store, 'offer', 4 ) ).toBe( 1 );
		expect( sessionsSinceFirstSeen( store, 'offer', 5 ) ).toBe( 2 );
	} );

	it( 'counts each modal from its own first sight', () => {
		const store = memoryStore();
		sessionsSinceFirstSeen( store, 'offer', 1 );
		expect( sessionsSinceFirstSeen( store, 'newsletter', 3 ) ).toBe( 1 );
		expect( sessionsSinceFirstSeen( store, 'offer', 3 ) ).toBe( 3 );
	} );

	it( 'starts over when the session counter was cleared', () => {
		const store = memoryStore();
		sessionsSinceFirstSeen( store, 'offer', 6 );
		expect( sessionsSinceFirstSeen( store, 'offer', 1 ) ).toBe( 1 );
	} );
} );
