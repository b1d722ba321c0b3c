import { firstOffer, OFFERS_KEPT } from './offers-made';

/**
 * A localStorage stand-in.
 *
 * @param stored What it holds.
 */
function storage( stored = new Map< string, string >() ) {
	return () => ( {
		getItem: ( key: string ) => stored.get( key ) ?? null,
		setItem: ( key: string, value: string ) =>
			void stored.set( key, value ),
	} );
}

describe( 'firstOffer (once per page and language)', () => {
	const KEY = 'frontage_language_offered';

	it( 'makes an offer once on a page, and again on another page or for another language', () => {
		const stored = new Map< string, string >();
		const browser = storage( stored );
		expect( firstOffer( browser, KEY, 'de_DE', '/about/' ) ).toBe( true );
		expect( firstOffer( browser, KEY, 'de_DE', '/about/' ) ).toBe( false );
		expect( firstOffer( browser, KEY, 'de_DE', '/contact/' ) ).toBe( true );
		expect( firstOffer( browser, KEY, 'fr_FR', '/about/' ) ).toBe( true );
		expect( stored.get( KEY ) ).toBe(
			'de_DE /about/\nde_DE /contact/\nfr_FR /about/'
		);
	} );

	it( 'forgets the oldest offers beyond the last ones it keeps', () => {
		const stored = new Map< string, string >();
		const browser = storage( stored );
		for ( let page = 0; page <= OFFERS_KEPT; page++ ) {
			firstOffer( browser, KEY, 'de_DE', `/page-${ page }/` );
		}
		expect( stored.get( KEY )?.split( '\n' ) ).toHaveLength( OFFERS_KEPT );
		expect( firstOffer( browser, KEY, 'de_DE', '/page-0/' ) ).toBe( true );
		expect(
			firstOffer( browser, KEY, 'de_DE', `/page-${ OFFERS_KEPT }/` )
		).toBe( false );
	} );

	it( 'makes every offer when the browser keeps no storage', () => {
		const blocked = () => {
			throw new Error( 'SecurityError' );
		};
		expect( firstOffer( blocked, KEY, 'de_DE', '/about/' ) ).toBe( true );
		expect( firstOffer( blocked, KEY, 'de_DE', '/about/' ) ).toBe( true );
	} );
} );
