/**
 * The store notice's dismissals (docs/theme.md "Store notice").
 */
import {
	MAX_KEPT,
	dismissedHashes,
	readStored,
	withDismissed,
} from './dismissal';

describe( 'dismissedHashes', () => {
	it( 'reads the stored hashes and leaves anything else out', () => {
		expect(
			dismissedHashes(
				'0badcafe "><img src=x onerror=alert(1)> 1234abcd ABCDEF12 123 1234abcd9'
			)
		).toEqual( [ '0badcafe', '1234abcd' ] );
		expect( dismissedHashes( null ) ).toEqual( [] );
		expect( dismissedHashes( '' ) ).toEqual( [] );
	} );
} );

describe( 'withDismissed', () => {
	it( 'puts the dismissed text first, once, and keeps at most the newest 20', () => {
		expect( withDismissed( '1234abcd 0badcafe', '0badcafe' ) ).toBe(
			'0badcafe 1234abcd'
		);
		expect( withDismissed( 'junk', '0badcafe' ) ).toBe( '0badcafe' );
		const many = Array.from( { length: 30 }, ( _, index ) =>
			index.toString( 16 ).padStart( 8, '0' )
		).join( ' ' );
		const kept = withDismissed( many, 'ffffffff' ).split( ' ' );
		expect( kept ).toHaveLength( MAX_KEPT );
		expect( kept[ 0 ] ).toBe( 'ffffffff' );
	} );

	it( 'stores nothing new for a hash that is not one', () => {
		expect( withDismissed( '1234abcd', '"><b>' ) ).toBe( '1234abcd' );
	} );
} );

describe( 'readStored', () => {
	it( 'reads the key, and null when storage throws', () => {
		window.localStorage.setItem( 'frontage_store_notice', '1234abcd' );
		expect( readStored( () => window.localStorage ) ).toBe( '1234abcd' );
		expect(
			readStored( () => {
				throw new Error( 'blocked' );
			} )
		).toBeNull();
	} );
} );
