/**
 * The colour switcher's head script stays within 1 KB gzipped as the head prints it (its
 * element, `data-mode` and all; docs/theme.md "Colour switcher"), and depends on no other
 * script. Checks the last build, if any.
 */
import fs from 'fs';
import path from 'path';
import { gzipSync } from 'zlib';

import { builtBundle } from '../../shared/built-bundle';

const LIMIT = 1024;

describe( 'the colour switcher’s head script (after a build)', () => {
	it( 'prints at most 1 KB gzipped and depends on nothing', () => {
		const bundle = builtBundle( 'theme/colour-switcher/index.js' );
		if ( ! bundle ) {
			return;
		}
		const script = fs
			.readFileSync(
				path.join(
					__dirname,
					'../../../build/theme/colour-switcher/index.js'
				),
				'utf8'
			)
			.trim();
		const printed = `<script id="frontage-palette-script" data-mode="system">${ script }</script>\n`;
		expect( gzipSync( printed, { level: 9 } ).length ).toBeLessThanOrEqual(
			LIMIT
		);
		expect( bundle.asset ).toMatch( /'dependencies' => array\(\)/ );
	} );
} );
