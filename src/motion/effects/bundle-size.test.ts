/**
 * The view script of motion effects, entrance animations and lazy backgrounds stays within
 * 3 KB gzipped and depends on no other script (docs/motion.md "Motion effects"): a page with one
 * effect pays little for it. Checks the last build, if any.
 */
import { builtBundle } from '../../shared/built-bundle';

const LIMIT = 3 * 1024;

describe( 'the motion effects view script (after a build)', () => {
	it( 'stays within 3 KB gzipped and depends on nothing', () => {
		const bundle = builtBundle( 'motion/effects/index.js' );
		if ( ! bundle ) {
			return;
		}
		expect( bundle.gzipped ).toBeLessThanOrEqual( LIMIT );
		expect( bundle.asset ).toMatch( /'dependencies' => array\(\)/ );
	} );
} );
