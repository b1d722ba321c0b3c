/**
 * The sticky view script (docs/motion.md "Sticky") stays small: every page with a sticky block
 * loads it. 2 KB gzipped, no dependency (no React, no wp-i18n). Checks the last build, if any.
 */
import { builtBundle } from '../../shared/built-bundle';

const LIMIT = 2 * 1024;

describe( 'the sticky view script (after a build)', () => {
	it( 'stays within 2 KB gzipped and depends on nothing', () => {
		const bundle = builtBundle( 'motion/sticky/index.js' );
		if ( ! bundle ) {
			return;
		}
		expect( bundle.gzipped ).toBeLessThanOrEqual( LIMIT );
		expect( bundle.asset ).toMatch( /'dependencies' => array\(\)/ );
	} );
} );
