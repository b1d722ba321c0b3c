/**
 * The hashes and parameters the scroll script accepts (docs/theme.md "Scroll to top and smooth
 * scrolling").
 */
import { anchorId, centred, templateId, topBelowHeader } from './anchor';

describe( 'anchorId', () => {
	it( 'accepts ids that start with a letter or underscore', () => {
		expect( anchorId( '#section-2' ) ).toBe( 'section-2' );
		expect( anchorId( '_notes' ) ).toBe( '_notes' );
		expect( anchorId( '#Caf%C3%A9' ) ).toBeNull(); // é is no word character.
		expect( anchorId( '#a%2Db' ) ).toBe( 'a-b' );
	} );

	it( 'refuses what is no id', () => {
		for ( const hash of [
			'',
			'#',
			'#1abc',
			'#-x',
			'#"><img src=x onerror=alert(1)>',
			'#%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
			'#a b',
			'#frontage-action:action=off_canvas:open&id=x',
			'#%E0%A4%A',
		] ) {
			expect( anchorId( hash ) ).toBeNull();
		}
	} );
} );

describe( 'templateId', () => {
	it( 'accepts positive numbers only', () => {
		expect( templateId( '42' ) ).toBe( '42' );
		for ( const value of [
			null,
			undefined,
			'',
			'0',
			'-1',
			'4.2',
			'1e3',
			'42x',
			' 42',
		] ) {
			expect( templateId( value ) ).toBeNull();
		}
	} );
} );

describe( 'positions', () => {
	it( 'puts a heading below the header and an element mid-screen, never above the page', () => {
		expect( topBelowHeader( 1000, 80 ) ).toBe( 920 );
		expect( topBelowHeader( 50, 80 ) ).toBe( 0 );
		expect( centred( 2000, 200, 800 ) ).toBe( 1700 );
		expect( centred( 100, 50, 800 ) ).toBe( 0 );
	} );
} );
