/**
 * The search page's own JavaScript stays within 30 KB gzipped (issue 4; React and the other
 * WordPress packages are not counted: they are externals). Checks the last build, if any.
 */
import fs from 'fs';
import path from 'path';
import { gzipSync } from 'zlib';

const BUNDLE = path.join( __dirname, '../../build/blocks/file-search/view.js' );
const LIMIT = 30 * 1024;

describe( 'the search page’s script (after a build)', () => {
	it( 'stays within 30 KB gzipped and ships neither jQuery nor moment', () => {
		if ( ! fs.existsSync( BUNDLE ) ) {
			return;
		}
		const size = gzipSync( fs.readFileSync( BUNDLE ), { level: 9 } ).length;
		expect( size ).toBeLessThanOrEqual( LIMIT );
		const asset = fs.readFileSync(
			BUNDLE.replace( /\.js$/, '.asset.php' ),
			'utf8'
		);
		expect( asset ).not.toMatch( /jquery|moment/i );
	} );
} );
