/**
 * The Counter's, Progress bar's and Countdown's view scripts stay within 1 KB gzipped each and
 * depend on nothing: no React, no wp-i18n (docs/widgets.md "Counter, progress and countdown").
 * Checks the last build, if any.
 */
import { builtBundle } from '../../shared/built-bundle';

const LIMIT = 1024;

describe.each( [ 'counter', 'progress', 'countdown' ] )(
	'the %s block’s view script (after a build)',
	( block ) => {
		it( 'stays within 1 KB gzipped and depends on nothing', () => {
			const bundle = builtBundle( `blocks/${ block }/view.js` );
			if ( ! bundle ) {
				return;
			}
			expect( bundle.gzipped ).toBeLessThanOrEqual( LIMIT );
			expect( bundle.asset ).toMatch( /'dependencies' => array\(\)/ );
		} );
	}
);
