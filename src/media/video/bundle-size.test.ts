/**
 * The video facade's own JavaScript stays within 3 KB gzipped and depends on no other script
 * (docs/media.md "Video facade"), so a page with facades pays little for them. Checks the last
 * build, if any.
 */
import { builtBundle } from '../../shared/built-bundle';

const LIMIT = 3 * 1024;

describe( 'the video facade’s script (after a build)', () => {
	it( 'stays within 3 KB gzipped and depends on nothing', () => {
		const bundle = builtBundle( 'media/video/index.js' );
		if ( ! bundle ) {
			return;
		}
		expect( bundle.gzipped ).toBeLessThanOrEqual( LIMIT );
		expect( bundle.asset ).toMatch( /'dependencies' => array\(\)/ );
	} );
} );
