/**
 * The menus' view script (docs/theme.md "Menus") stays small and depends on no other script:
 * every page with a Frontage menu loads it. 3.25 KB gzipped, of which about 1 KB is the shared
 * dialog (src/shared/dialog.ts) the off-canvas panel traps focus with. Checks the last build, if
 * any.
 */
import { builtBundle } from '../../shared/built-bundle';

const LIMIT = 3.25 * 1024;

describe( 'the menus’ view script (after a build)', () => {
	it( 'stays within 3.25 KB gzipped and depends on nothing', () => {
		const bundle = builtBundle( 'theme/menus/index.js' );
		if ( ! bundle ) {
			return;
		}
		expect( bundle.gzipped ).toBeLessThanOrEqual( LIMIT );
		expect( bundle.asset ).toMatch( /'dependencies' => array\(\)/ );
	} );
} );
