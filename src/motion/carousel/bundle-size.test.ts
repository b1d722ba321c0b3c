/**
 * The Carousel block's view script stays within 4 KB gzipped and depends on nothing (no
 * library, no wp-i18n: its labels come from the server; docs/motion.md "Carousel"). Checks the
 * last build, if any.
 */
import { builtBundle } from '../../shared/built-bundle';

const LIMIT = 4 * 1024;

describe( 'the Carousel block’s view script (after a build)', () => {
	it( 'stays within 4 KB gzipped and depends on nothing', () => {
		const bundle = builtBundle( 'blocks/carousel/view.js' );
		if ( ! bundle ) {
			return;
		}
		expect( bundle.gzipped ).toBeLessThanOrEqual( LIMIT );
		expect( bundle.asset ).toMatch( /'dependencies' => array\(\)/ );
	} );
} );
