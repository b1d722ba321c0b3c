import { canCopy, canShareNatively } from './abilities';

const DATA = { url: 'https://example.org/a/', title: 'A' };

describe( 'canCopy', () => {
	it( 'needs the Clipboard API’s writeText', () => {
		expect( canCopy( { clipboard: { writeText: () => {} } } ) ).toBe(
			true
		);
		expect( canCopy( { clipboard: {} } ) ).toBe( false );
		expect( canCopy( {} ) ).toBe( false );
	} );
} );

describe( 'canShareNatively', () => {
	it( 'needs navigator.share, and canShare not to refuse', () => {
		expect( canShareNatively( { share: () => {} }, DATA ) ).toBe( true );
		expect(
			canShareNatively( { share: () => {}, canShare: () => true }, DATA )
		).toBe( true );
		expect(
			canShareNatively( { share: () => {}, canShare: () => false }, DATA )
		).toBe( false );
		expect( canShareNatively( {}, DATA ) ).toBe( false );
	} );
} );
