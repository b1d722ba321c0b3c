/**
 * The search page's own JavaScript stays within 30 KB gzipped (docs/PERFORMANCE.md "Front-end
 * weight"), and it depends on no other script: every word it shows comes translated from the
 * server in the block's settings, so the page loads no wp-i18n, wp-polyfill or wp-hooks for it
 * (tests/e2e/search/search-weight.spec.ts weighs everything the page downloads). Checks the last
 * build, if any.
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

	it( 'depends on no other script (no wp-i18n and what it brings)', () => {
		const bundle = builtBundle( 'blocks/file-search/view.js' );
		if ( ! bundle ) {
			return;
		}
		expect( bundle.asset ).toMatch( /'dependencies' => array\(\)/ );
	} );
} );
