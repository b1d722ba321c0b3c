/**
 * The Share buttons block's view script (docs/motion.md "Share buttons") stays within 1 KB
 * gzipped and depends on nothing (no React, no wp-i18n). Checks the last build, if any.
 */
import { builtBundle } from '../../shared/built-bundle';

const LIMIT = 1024;

describe( 'the Share buttons block’s view script (after a build)', () => {
	it( 'stays within 1 KB gzipped and depends on nothing', () => {
		const bundle = builtBundle( 'blocks/share-buttons/view.js' );
		if ( ! bundle ) {
			return;
		}
		expect( bundle.gzipped ).toBeLessThanOrEqual( LIMIT );
		expect( bundle.asset ).toMatch( /'dependencies' => array\(\)/ );
	} );
} );
