/**
 * The language head script stays within 2 KB gzipped (issue 6): it is printed inline in every
 * page's <head>. Checks the last build, if any.
 */
import fs from 'fs';
import path from 'path';
import { gzipSync } from 'zlib';

const BUNDLE = path.join( __dirname, '../../build/language/index.js' );
const LIMIT = 2 * 1024;

describe( 'the language head script (after a build)', () => {
	it( 'stays within 2 KB gzipped and depends on no WordPress script', () => {
		if ( ! fs.existsSync( BUNDLE ) ) {
			return;
		}
		const size = gzipSync( fs.readFileSync( BUNDLE ), { level: 9 } ).length;
		expect( size ).toBeLessThanOrEqual( LIMIT );
		const asset = fs.readFileSync(
			BUNDLE.replace( /\.js$/, '.asset.php' ),
			'utf8'
		);
		expect( asset ).toMatch( /'dependencies' => array\(\)/ );
	} );
} );
