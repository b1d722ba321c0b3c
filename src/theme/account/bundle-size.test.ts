/**
 * The Account block's view script stays within 1.5 KB gzipped and depends on the header pieces'
 * shared dialog script only (docs/theme.md "Account menu and login popup", "Scripts"): the whole
 * demo header may add 6 KB. Checks the last build, if any.
 */
import { builtBundle } from '../../shared/built-bundle';

const LIMIT = 1.5 * 1024;

describe( 'the Account block’s view script (after a build)', () => {
	it( 'stays within 1.5 KB gzipped and depends on the shared dialog only', () => {
		const bundle = builtBundle( 'blocks/account/view.js' );
		if ( ! bundle ) {
			return;
		}
		expect( bundle.gzipped ).toBeLessThanOrEqual( LIMIT );
		expect( bundle.asset ).toMatch(
			/'dependencies' => array\('frontage-theme-dialog'\)/
		);
	} );
} );
