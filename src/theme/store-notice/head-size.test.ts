/**
 * The store notice's head script stays within 512 bytes gzipped as the head prints it
 * (docs/theme.md "Store notice"), and depends on no other script. Checks the last build, if any.
 */
import fs from 'fs';
import path from 'path';
import { gzipSync } from 'zlib';

import { builtBundle } from '../../shared/built-bundle';

const LIMIT = 512;

describe( 'the store notice’s head script (after a build)', () => {
	it( 'prints at most 512 bytes gzipped and depends on nothing', () => {
		const bundle = builtBundle( 'theme/store-notice/index.js' );
		if ( ! bundle ) {
			return;
		}
		const script = fs
			.readFileSync(
				path.join(
					__dirname,
					'../../../build/theme/store-notice/index.js'
				),
				'utf8'
			)
			.trim();
		const printed = `<script id="frontage-store-notice-script">${ script }</script>\n`;
		expect( gzipSync( printed, { level: 9 } ).length ).toBeLessThanOrEqual(
			LIMIT
		);
		expect( bundle.asset ).toMatch( /'dependencies' => array\(\)/ );
	} );
} );
