import {
	DEFAULT_SIZE_UNIT,
	SIZE_UNITS,
	isSizeUnit,
	normalizeUnit,
	parseSize,
	toBytes,
} from './size-units';

describe( 'size units', () => {
	it( 'offers kb, mb and gb, with kb selected by default', () => {
		expect( SIZE_UNITS ).toEqual( [ 'kb', 'mb', 'gb' ] );
		expect( DEFAULT_SIZE_UNIT ).toBe( 'kb' );
	} );

	it( 'converts with 1024 per step', () => {
		expect( toBytes( 1, 'kb' ) ).toBe( 1024 );
		expect( toBytes( 2, 'mb' ) ).toBe( 2 * 1024 * 1024 );
		expect( toBytes( 3, 'gb' ) ).toBe( 3 * 1024 * 1024 * 1024 );
	} );

	it( 'treats a missing or unknown unit as kb', () => {
		expect( toBytes( 5, undefined ) ).toBe( 5120 );
		expect( toBytes( 5, 'tb' ) ).toBe( 5120 );
		expect( normalizeUnit( 'MB' ) ).toBe( 'mb' );
		expect( normalizeUnit( 'bytes' ) ).toBe( 'kb' );
		expect( isSizeUnit( 'gb' ) ).toBe( true );
		expect( isSizeUnit( 'GB' ) ).toBe( false );
	} );
} );

describe( 'parseSize', () => {
	it( 'reads an empty box as no filter', () => {
		expect( parseSize( '' ) ).toEqual( { kind: 'empty' } );
		expect( parseSize( '   ' ) ).toEqual( { kind: 'empty' } );
		expect( parseSize( undefined ) ).toEqual( { kind: 'empty' } );
	} );

	it( 'reads whole numbers, negative ones included', () => {
		expect( parseSize( ' 12 ' ) ).toEqual( { kind: 'number', value: 12 } );
		expect( parseSize( '0' ) ).toEqual( { kind: 'number', value: 0 } );
		expect( parseSize( '-0' ) ).toEqual( { kind: 'number', value: 0 } );
		expect( parseSize( '-3' ) ).toEqual( { kind: 'number', value: -3 } );
	} );

	it( 'reads decimals, as the server does', () => {
		expect( parseSize( '1.5' ) ).toEqual( { kind: 'number', value: 1.5 } );
		expect( parseSize( '.25' ) ).toEqual( { kind: 'number', value: 0.25 } );
		expect( parseSize( '2.' ) ).toEqual( { kind: 'number', value: 2 } );
		expect( parseSize( '-0.5' ) ).toEqual( {
			kind: 'number',
			value: -0.5,
		} );
	} );

	it( 'refuses anything that is not a number written with digits', () => {
		for ( const text of [
			'ten',
			'1.2.3',
			'1,5,0',
			'1,500.5',
			'.',
			',',
			'1e3',
			'0x10',
			'12 tb',
			'12 b',
			'12 bytes',
			'mb',
			'1 000',
			'1.5 mb mb',
		] ) {
			expect( parseSize( text ) ).toEqual( { kind: 'invalid' } );
		}
	} );

	it( 'reads a decimal comma as a decimal point', () => {
		expect( parseSize( '1,5' ) ).toEqual( { kind: 'number', value: 1.5 } );
		expect( parseSize( ',5' ) ).toEqual( { kind: 'number', value: 0.5 } );
		// One rule for every visitor: a comma is never a thousands separator.
		expect( parseSize( '1,500' ) ).toEqual( {
			kind: 'number',
			value: 1.5,
		} );
	} );

	it( 'reads a unit typed after the number, in any case, with or without a space', () => {
		expect( parseSize( '1.5 MB' ) ).toEqual( {
			kind: 'number',
			value: 1.5,
			unit: 'mb',
		} );
		expect( parseSize( '1,5 MB' ) ).toEqual( {
			kind: 'number',
			value: 1.5,
			unit: 'mb',
		} );
		expect( parseSize( '12kb' ) ).toEqual( {
			kind: 'number',
			value: 12,
			unit: 'kb',
		} );
		expect( parseSize( '2 GiB' ) ).toEqual( {
			kind: 'number',
			value: 2,
			unit: 'gb',
		} );
		expect( parseSize( '700k' ) ).toEqual( {
			kind: 'number',
			value: 700,
			unit: 'kb',
		} );
		expect( parseSize( '-1 mb' ) ).toEqual( {
			kind: 'number',
			value: -1,
			unit: 'mb',
		} );
	} );

	it( 'converts decimals to whole bytes', () => {
		expect( toBytes( 1.5, 'mb' ) ).toBe( 1572864 );
		expect( toBytes( 0.5, 'kb' ) ).toBe( 512 );
		expect( toBytes( 0.0001, 'kb' ) ).toBe( 0 );
	} );
} );
