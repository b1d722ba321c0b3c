/**
 * The script watch's decisions (docs/motion.md "Lazy code").
 */
import { failureMessage, TIMEOUT, watchedName } from './watch';

const PREFIXES = [ 'frontage-motion-', 'frontage-carousel-' ];

describe( 'watchedName', () => {
	it( 'names a watched script by its handle', () => {
		expect( watchedName( 'frontage-motion-sticky-js', PREFIXES ) ).toBe(
			'frontage-motion-sticky'
		);
		expect(
			watchedName( 'frontage-carousel-view-script-js', PREFIXES )
		).toBe( 'frontage-carousel-view-script' );
	} );

	it( 'leaves other scripts alone', () => {
		expect(
			watchedName( 'frontage-account-view-script-js', PREFIXES )
		).toBeNull();
		expect( watchedName( 'wp-polyfill-js', PREFIXES ) ).toBeNull();
		expect( watchedName( 'frontage-motion-sticky', PREFIXES ) ).toBeNull();
		expect( watchedName( '', PREFIXES ) ).toBeNull();
		expect( watchedName( 'frontage-motion-sticky-js', [] ) ).toBeNull();
	} );
} );

describe( 'failureMessage', () => {
	it( 'says it in webpack’s words, with the type and the address', () => {
		expect(
			failureMessage(
				'frontage-carousel-view-script',
				'timeout',
				'https://example.com/view.js'
			)
		).toBe(
			'Loading chunk frontage-carousel-view-script failed.\n(timeout: https://example.com/view.js)'
		);
	} );

	it( 'waits 120 s before a script is late', () => {
		expect( TIMEOUT ).toBe( 120000 );
	} );
} );
