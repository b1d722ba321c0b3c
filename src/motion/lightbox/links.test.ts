/**
 * Which addresses the Lightbox opens (docs/motion.md "Lightbox"): image files of the site's
 * hosts only, whatever the case or the query string; never a page, a PDF, a script address or
 * another site's image.
 */
import { counterText, isLightboxImage, stepIndex } from './links';

const BASE = 'https://example.org/blog/a-post/';
const HOSTS = [ 'example.org', 'cdn.example.net' ];

describe( 'isLightboxImage', () => {
	it.each( [
		'https://example.org/wp-content/uploads/2026/01/photo.jpg',
		'https://example.org/photo.JPEG',
		'http://example.org/a.png',
		'/wp-content/uploads/a.gif',
		'a.svg',
		'../b.webp',
		'https://example.org/c.avif?ver=2&w=1200',
		'https://example.org/c.PNG#top',
		'//cdn.example.net/uploads/d.webp',
		'https://EXAMPLE.org/e.jpg',
		'  https://example.org/f.jpg  ',
	] )( 'opens %s', ( href ) => {
		expect( isLightboxImage( href, BASE, HOSTS ) ).toBe( true );
	} );

	it.each( [
		[ 'a PDF', 'https://example.org/report.pdf' ],
		[ 'a page', 'https://example.org/about/' ],
		[ 'an image name in the query only', '/download?file=a.png' ],
		[ 'an image name in the fragment only', '/page#a.png' ],
		[ 'a page named like an image folder', '/images.png/index.html' ],
		[ 'another site’s image', 'https://evil.example.com/a.png' ],
		[ 'a look-alike host', 'https://example.org.evil.com/a.png' ],
		[ 'javascript:', 'javascript:alert(1)//a.png' ],
		[ 'a data: image', 'data:image/png;base64,AAAA.png' ],
		[ 'ftp', 'ftp://example.org/a.png' ],
		[ 'nothing', '' ],
		[ 'a fragment', '#a' ],
		[ 'not an address', 'http://[::1' ],
		[ 'no extension', 'https://example.org/png' ],
	] )( 'does not open %s', ( _what, href ) => {
		expect( isLightboxImage( href, BASE, HOSTS ) ).toBe( false );
	} );

	it( 'opens nothing when no host is allowed', () => {
		expect( isLightboxImage( '/a.png', BASE, [] ) ).toBe( false );
	} );
} );

describe( 'counterText', () => {
	it( 'fills the number and the count in the translated order', () => {
		expect( counterText( '%1$s of %2$s', 2, 5 ) ).toBe( '2 of 5' );
		expect( counterText( '%2$s 枚中 %1$s 枚目', 2, 5 ) ).toBe(
			'5 枚中 2 枚目'
		);
	} );
} );

describe( 'stepIndex', () => {
	it( 'goes round both ways', () => {
		expect( stepIndex( 0, 1, 4 ) ).toBe( 1 );
		expect( stepIndex( 3, 1, 4 ) ).toBe( 0 );
		expect( stepIndex( 0, -1, 4 ) ).toBe( 3 );
		expect( stepIndex( 0, 1, 1 ) ).toBe( 0 );
		expect( stepIndex( 0, 1, 0 ) ).toBe( 0 );
	} );
} );
