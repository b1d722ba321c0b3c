/**
 * The Lightbox's view script stays within 3 KB gzipped and depends on the shared dialog script
 * only: no React, no wp-i18n (docs/motion.md "Lightbox"). Checks the last build, if any.
 */
import { builtBundle } from '../../shared/built-bundle';

const LIMIT = 3 * 1024;

describe( 'the Lightbox’s view script (after a build)', () => {
	it( 'stays within 3 KB gzipped and depends on the shared dialog only', () => {
		const bundle = builtBundle( 'motion/lightbox/index.js' );
		if ( ! bundle ) {
			return;
		}
		expect( bundle.gzipped ).toBeLessThanOrEqual( LIMIT );
		expect( bundle.asset ).toMatch(
			/'dependencies' => array\('frontage-theme-dialog'\)/
		);
	} );
} );
