/**
 * The sticky setting read as the server reads it, and the editor's problems (docs/motion.md
 * "Sticky").
 */
import {
	deviceFor,
	MAX_EFFECTS_OFFSET,
	MAX_OFFSET,
	pixels,
	problems,
	readSettings,
} from './sticky-settings';

describe( 'readSettings', () => {
	it( 'gives the defaults for a block stuck to the top', () => {
		expect( readSettings( { position: 'top' } ) ).toEqual( {
			position: 'top',
			devices: [ 'desktop', 'tablet', 'mobile' ],
			offset: 0,
			effectsOffset: 0,
			stopAtParent: false,
			anchorLinks: true,
			anchorOffset: 0,
		} );
	} );

	it( 'is off without a position or a device, or when not an object', () => {
		expect( readSettings( {} ) ).toBeNull();
		expect( readSettings( { position: 'left' } ) ).toBeNull();
		expect( readSettings( { position: 'top', devices: [] } ) ).toBeNull();
		expect(
			readSettings( { position: 'top', devices: 'mobile' } )
		).toBeNull();
		expect( readSettings( 'top' ) ).toBeNull();
		expect( readSettings( null ) ).toBeNull();
	} );

	it( 'clamps numbers, drops unknown devices, reads switches strictly', () => {
		expect(
			readSettings( {
				position: 'bottom',
				devices: [ 'mobile', 'watch', 'mobile' ],
				offset: -20,
				effectsOffset: 1e9,
				stopAtParent: 'yes',
				anchorLinks: 'true',
				anchorOffset: '12abc',
			} )
		).toEqual( {
			position: 'bottom',
			devices: [ 'mobile' ],
			offset: 0,
			effectsOffset: MAX_EFFECTS_OFFSET,
			stopAtParent: false,
			anchorLinks: true,
			anchorOffset: 0,
		} );
	} );

	it( 'leaves anchor links off by default for a block that stops at its parent', () => {
		expect(
			readSettings( { position: 'top', stopAtParent: true } )?.anchorLinks
		).toBe( false );
	} );
} );

describe( 'pixels', () => {
	it( 'rounds and clamps, and makes anything else 0', () => {
		expect( pixels( '12.6', MAX_OFFSET ) ).toBe( 13 );
		expect( pixels( 9999, MAX_OFFSET ) ).toBe( MAX_OFFSET );
		expect( pixels( '', MAX_OFFSET ) ).toBe( 0 );
		expect( pixels( NaN, MAX_OFFSET ) ).toBe( 0 );
		expect( pixels( true, MAX_OFFSET ) ).toBe( 0 );
	} );
} );

describe( 'deviceFor', () => {
	it( 'uses the breakpoints 767 and 1024', () => {
		expect( deviceFor( 390 ) ).toBe( 'mobile' );
		expect( deviceFor( 767 ) ).toBe( 'mobile' );
		expect( deviceFor( 768 ) ).toBe( 'tablet' );
		expect( deviceFor( 1024 ) ).toBe( 'tablet' );
		expect( deviceFor( 1025 ) ).toBe( 'desktop' );
	} );
} );

describe( 'problems', () => {
	it( 'says what the page uses instead of a bad value', () => {
		expect(
			problems( {
				position: 'top',
				offset: -5,
				effectsOffset: 20000,
				anchorOffset: 'abc',
			} )
		).toEqual( [
			{ field: 'offset', kind: 'negative', used: 0 },
			{
				field: 'effectsOffset',
				kind: 'too-large',
				used: MAX_EFFECTS_OFFSET,
			},
			{ field: 'anchorOffset', kind: 'not-a-number', used: 0 },
		] );
		expect( problems( { position: 'bottom', devices: [] } ) ).toEqual( [
			{ field: 'devices', kind: 'no-device' },
		] );
	} );

	it( 'finds nothing wrong with good values or when sticky is off', () => {
		expect(
			problems( { position: 'top', offset: 10, devices: [ 'mobile' ] } )
		).toEqual( [] );
		expect( problems( { position: '', offset: -5 } ) ).toEqual( [] );
		expect( problems( undefined ) ).toEqual( [] );
	} );
} );
