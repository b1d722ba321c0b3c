/**
 * The search page's own JavaScript stays within 30 KB gzipped (issue 4; React and the other
 * WordPress packages are not counted: they are externals). Checks the last build, if any.
 */
import { builtBundle } from '../shared/built-bundle';

const LIMIT = 30 * 1024;

describe( 'the search page’s script (after a build)', () => {
	it( 'stays within 30 KB gzipped and ships neither jQuery nor moment', () => {
		const bundle = builtBundle( 'blocks/file-search/view.js' );
		if ( ! bundle ) {
			return;
		}
		expect( bundle.gzipped ).toBeLessThanOrEqual( LIMIT );
		expect( bundle.asset ).not.toMatch( /jquery|moment/i );
	} );
} );
