import {
	countShow,
	disable,
	isDisabled,
	PERIOD_SECONDS,
	popupKey,
	readStored,
	timesShown,
	writeStored,
} from './popup-storage';

/**
 * A Storage in memory, with what it holds visible.
 * @param initial
 */
function memory( initial: Record< string, string > = {} ) {
	const items = new Map( Object.entries( initial ) );
	return {
		items,
		getItem: ( key: string ) => items.get( key ) ?? null,
		setItem: ( key: string, value: string ) => void items.set( key, value ),
	};
}

const NOW = Date.UTC( 2026, 10, 22, 12 );

describe( 'stored values', () => {
	it( 'expire after their lifetime in seconds; 0 is for ever', () => {
		const store = memory();
		writeStored( store, 'a', 5, 60, NOW );
		writeStored( store, 'b', 'kept', 0, NOW );
		expect( readStored( store, 'a', NOW + 59_999 ) ).toBe( 5 );
		expect( readStored( store, 'a', NOW + 60_000 ) ).toBeNull();
		expect( readStored( store, 'b', NOW + 1e12 ) ).toBe( 'kept' );
	} );

	it( 'ignores corrupt and foreign values instead of throwing', () => {
		const store = memory( {
			a: '{not json',
			b: '42',
			c: '{"value":1}',
			d: '{"value":1,"expires":"soon"}',
		} );
		for ( const key of [ 'a', 'b', 'c', 'd', 'missing' ] ) {
			expect( readStored( store, key, NOW ) ).toBeNull();
		}
	} );

	it( 'survives a store that refuses to write', () => {
		const full = {
			getItem: () => null,
			setItem: () => {
				throw new Error( 'QuotaExceededError' );
			},
		};
		expect( () => writeStored( full, 'a', 1, 0, NOW ) ).not.toThrow();
	} );

	it( 'uses the time frames docs/popups.md names', () => {
		expect( PERIOD_SECONDS ).toMatchObject( {
			day: 86400,
			week: 604800,
			month: 2628288,
		} );
	} );
} );

describe( 'times shown in a time frame', () => {
	const key = popupKey( 3, '', 'times' );

	it( 'counts shows until the frame, started by the first show, ends', () => {
		const store = memory();
		countShow( store, key, 'day', 1, NOW );
		countShow( store, key, 'day', 1, NOW + 3600_000 );
		expect( timesShown( store, key, 1, NOW + 3600_000 ) ).toBe( 2 );
		// The frame ends a day after the first show, not after the last.
		expect( timesShown( store, key, 1, NOW + 86400_000 ) ).toBe( 0 );
	} );

	it( 'a session frame ends with the session; an empty period never ends', () => {
		const store = memory();
		countShow( store, key, 'session', 4, NOW );
		expect( timesShown( store, key, 4, NOW ) ).toBe( 1 );
		expect( timesShown( store, key, 5, NOW ) ).toBe( 0 );

		const forever = popupKey( 3, '', 'forever' );
		countShow( store, forever, '', 4, NOW );
		expect( timesShown( store, forever, 9, NOW + 1e12 ) ).toBe( 1 );
	} );

	it( 'starts again when the content version changes', () => {
		const store = memory();
		countShow( store, popupKey( 3, 'v1', 'times' ), 'week', 1, NOW );
		expect(
			timesShown( store, popupKey( 3, 'v2', 'times' ), 1, NOW )
		).toBe( 0 );
	} );
} );

describe( 'do not show again', () => {
	it( 'disables the popup for its content version', () => {
		const store = memory();
		expect( isDisabled( store, 9, '', NOW ) ).toBe( false );
		disable( store, 9, '', NOW );
		expect( isDisabled( store, 9, '', NOW + 1e12 ) ).toBe( true );
		expect( isDisabled( store, 9, 'changed', NOW ) ).toBe( false );
	} );
} );
