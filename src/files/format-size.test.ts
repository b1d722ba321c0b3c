import { formatSize } from './format-size';

describe( 'formatSize', () => {
	it( 'keeps bytes whole', () => {
		expect( formatSize( 0, 'en' ) ).toBe( '0 B' );
		expect( formatSize( 12, 'en' ) ).toBe( '12 B' );
		expect( formatSize( 1023, 'en' ) ).toBe( '1,023 B' );
	} );

	it( 'uses 1024-based units with one decimal only when it matters', () => {
		expect( formatSize( 1024, 'en' ) ).toBe( '1 KB' );
		expect( formatSize( 1536, 'en' ) ).toBe( '1.5 KB' );
		expect( formatSize( 320 * 1024, 'en' ) ).toBe( '320 KB' );
		expect( formatSize( 1.5 * 1024 ** 2, 'en' ) ).toBe( '1.5 MB' );
		expect( formatSize( 5 * 1024 ** 3, 'en' ) ).toBe( '5 GB' );
		expect( formatSize( 2 * 1024 ** 4, 'en' ) ).toBe( '2 TB' );
	} );

	it( 'stays in terabytes past the last unit', () => {
		expect( formatSize( 2048 * 1024 ** 4, 'en' ) ).toBe( '2,048 TB' );
	} );

	it( 'writes the number the page’s way', () => {
		expect( formatSize( 1536, 'de-DE' ) ).toBe( '1,5 KB' );
	} );

	it( 'treats nonsense as nothing', () => {
		expect( formatSize( -5, 'en' ) ).toBe( '0 B' );
		expect( formatSize( Number.NaN, 'en' ) ).toBe( '0 B' );
		expect( formatSize( Infinity, 'en' ) ).toBe( '0 B' );
	} );

	it( 'falls back to the browser’s locale for an unknown tag', () => {
		expect( formatSize( 1536, 'not a locale!' ) ).toMatch( /^1[.,]5 KB$/ );
	} );
} );
