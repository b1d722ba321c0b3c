import { isAllowedNumberKey, isAllowedSizeKey } from './number-keys';

const press = ( key: string, modifiers = {} ) =>
	isAllowedNumberKey( { key, ...modifiers } );

describe( 'isAllowedNumberKey', () => {
	it( 'lets digits, the decimal point, Backspace and Delete through', () => {
		for ( const key of [ '0', '5', '9', '.', 'Backspace', 'Delete' ] ) {
			expect( press( key ) ).toBe( true );
		}
	} );

	it( 'blocks letters, signs, spaces and separators', () => {
		for ( const key of [ 'e', 'E', '-', '+', ',', ' ', 'a', '٣', 'é' ] ) {
			expect( press( key ) ).toBe( false );
		}
	} );

	it( 'never traps a keyboard user in the box', () => {
		for ( const key of [
			'Tab',
			'Escape',
			'Enter',
			'ArrowLeft',
			'ArrowRight',
			'ArrowUp',
			'ArrowDown',
			'Home',
			'End',
			'Shift',
		] ) {
			expect( press( key ) ).toBe( true );
		}
	} );

	it( 'keeps shortcuts such as select all, copy and paste', () => {
		expect( press( 'a', { ctrlKey: true } ) ).toBe( true );
		expect( press( 'v', { metaKey: true } ) ).toBe( true );
		expect( press( 'z', { ctrlKey: true } ) ).toBe( true );
	} );

	it( 'blocks characters typed with AltGr', () => {
		expect( press( '@', { ctrlKey: true, altKey: true } ) ).toBe( false );
		expect( press( '€', { ctrlKey: true, altKey: true } ) ).toBe( false );
	} );
} );

describe( 'isAllowedSizeKey', () => {
	it( 'lets "1,5 MB" be typed: the comma, the space and the units\' letters', () => {
		for ( const key of [
			...'1,5 MB',
			'k',
			'K',
			'g',
			'i',
			'Backspace',
			'Tab',
		] ) {
			expect( isAllowedSizeKey( { key } ) ).toBe( true );
		}
	} );

	it( 'blocks other letters and signs', () => {
		for ( const key of [ 'e', 'x', '+', '*', 'é' ] ) {
			expect( isAllowedSizeKey( { key } ) ).toBe( false );
		}
	} );
} );
