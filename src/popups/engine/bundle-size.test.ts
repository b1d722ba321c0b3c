/**
 * The popup engine every page with an eligible popup loads eagerly stays within 4 KB gzipped
 * (issue 7), with no WordPress script behind it; the dialog comes later, on the first open.
 * Checks the last build, if any.
 */
import { builtBundle } from '../../shared/built-bundle';

const LIMIT = 4 * 1024;

describe( 'the popup engine (after a build)', () => {
	it( 'stays within 4 KB gzipped and depends on no WordPress script', () => {
		const bundle = builtBundle( 'popups/engine/index.js' );
		if ( ! bundle ) {
			return;
		}
		expect( bundle.gzipped ).toBeLessThanOrEqual( LIMIT );
		expect( bundle.asset ).toMatch( /'dependencies' => array\(\)/ );
	} );
} );
