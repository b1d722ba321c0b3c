/**
 * The consent script, loaded only on pages with a placeholder, stays within 2 KB gzipped with no
 * WordPress script behind it (docs/media.md "Consent"). Checks the last build, if any.
 */
import { builtBundle } from '../../shared/built-bundle';

const LIMIT = 2 * 1024;

describe( 'the consent script (after a build)', () => {
	it( 'stays within 2 KB gzipped and depends on no WordPress script', () => {
		const bundle = builtBundle( 'media/consent/index.js' );
		if ( ! bundle ) {
			return;
		}
		expect( bundle.gzipped ).toBeLessThanOrEqual( LIMIT );
		expect( bundle.asset ).toMatch( /'dependencies' => array\(\)/ );
	} );
} );
