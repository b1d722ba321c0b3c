/**
 * The menus' view script (docs/theme.md "Menus") stays small: every page with a Frontage menu
 * loads it. 2.5 KB gzipped; the dialog handling the off-canvas panel traps focus with is the
 * header pieces' shared script `frontage-theme-dialog`, its only dependency. Checks the last
 * build, if any.
 */
import { builtBundle } from '../../shared/built-bundle';

const LIMIT = 2.5 * 1024;

describe( 'the menus’ view script (after a build)', () => {
	it( 'stays within 2.5 KB gzipped and depends on the shared dialog only', () => {
		const bundle = builtBundle( 'theme/menus/index.js' );
		if ( ! bundle ) {
			return;
		}
		expect( bundle.gzipped ).toBeLessThanOrEqual( LIMIT );
		expect( bundle.asset ).toMatch(
			/'dependencies' => array\('frontage-theme-dialog'\)/
		);
	} );
} );
