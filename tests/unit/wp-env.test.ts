/**
 * .wp-env.json is for contributors with Docker, which cannot run where CI runs: this keeps its
 * promises checked anyway (plugin mapped, WordPress 6.5, sites on 8888 and 8889).
 */
import fs from 'node:fs';
import path from 'node:path';

const config = JSON.parse(
	fs.readFileSync( path.resolve( __dirname, '../../.wp-env.json' ), 'utf8' )
);

describe( '.wp-env.json', () => {
	it( 'maps this plugin into the site', () => {
		expect( config.plugins ).toEqual( [ '.' ] );
	} );

	it( 'runs WordPress 6.5, the oldest version Frontage supports', () => {
		expect( config.core ).toMatch( /^WordPress\/WordPress#6\.5(\.\d+)?$/ );
	} );

	it( 'serves the development site on 8888 and the tests site on 8889', () => {
		expect( config.port ).toBe( 8888 );
		expect( config.testsPort ).toBe( 8889 );
	} );

	it( 'matches the plugin header requirement', () => {
		const header = fs.readFileSync(
			path.resolve( __dirname, '../../plugin.php' ),
			'utf8'
		);
		expect( header ).toMatch( /Requires at least:\s+6\.5/ );
		expect( header ).toMatch( /Requires PHP:\s+8\.1/ );
		expect( header ).toMatch( /Text Domain:\s+frontage/ );
	} );
} );
