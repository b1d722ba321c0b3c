/**
 * The language head script stays within 2 KB gzipped (issue 6): it is printed inline in every
 * page's <head>. Checks the last build, if any.
 */
import { builtBundle } from '../../shared/built-bundle';

const LIMIT = 2 * 1024;

describe( 'the language head script (after a build)', () => {
	it( 'stays within 2 KB gzipped and depends on no WordPress script', () => {
		const bundle = builtBundle( 'language/head/index.js' );
		if ( ! bundle ) {
			return;
		}
		expect( bundle.gzipped ).toBeLessThanOrEqual( LIMIT );
		expect( bundle.asset ).toMatch( /'dependencies' => array\(\)/ );
	} );
} );
