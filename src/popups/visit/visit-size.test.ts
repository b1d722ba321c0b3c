/**
 * The page-view counter is printed inline on every front-end page (docs/popups.md "Browser
 * storage"), the front page included, which is measured: it stays under 1 KB as printed and
 * depends on no script. Checks the last build, if any.
 */
import fs from 'fs';
import path from 'path';

import { builtBundle } from '../../shared/built-bundle';

const LIMIT_BYTES = 1024;

describe( 'the inline page-view counter (after a build)', () => {
	it( 'stays under 1 KB and depends on no script', () => {
		const bundle = builtBundle( 'popups/visit/index.js' );
		if ( ! bundle ) {
			return;
		}
		const printed = fs.readFileSync(
			path.join( __dirname, '../../../build/popups/visit/index.js' )
		);
		expect( printed.length ).toBeLessThanOrEqual( LIMIT_BYTES );
		expect( bundle.asset ).toMatch( /'dependencies' => array\(\)/ );
	} );
} );
