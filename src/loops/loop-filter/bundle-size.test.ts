/**
 * The loop filter's view script stays within 3 KB gzipped and depends on no other script
 * (docs/loops.md "Loop filter in the browser"), so a page with a filter pays little for it.
 * Checks the last build, if any.
 */
import { builtBundle } from '../../shared/built-bundle';

const LIMIT = 3 * 1024;

describe( 'the loop filter’s view script (after a build)', () => {
	it( 'stays within 3 KB gzipped and depends on nothing', () => {
		const bundle = builtBundle( 'loops/loop-filter/index.js' );
		if ( ! bundle ) {
			return;
		}
		expect( bundle.gzipped ).toBeLessThanOrEqual( LIMIT );
		expect( bundle.asset ).toMatch( /'dependencies' => array\(\)/ );
	} );
} );
