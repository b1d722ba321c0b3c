import { menuMove } from './menu-keys';

const ITEMS = [ 'Dashboard', 'Edit profile', 'Log out' ];

describe( 'the account menu’s keys', () => {
	it( 'moves down and up, wrapping at both ends', () => {
		expect( menuMove( 'ArrowDown', 0, ITEMS ) ).toBe( 1 );
		expect( menuMove( 'ArrowDown', 2, ITEMS ) ).toBe( 0 );
		expect( menuMove( 'ArrowUp', 0, ITEMS ) ).toBe( 2 );
		expect( menuMove( 'ArrowUp', 2, ITEMS ) ).toBe( 1 );
	} );

	it( 'starts at the first item going down, the last going up', () => {
		expect( menuMove( 'ArrowDown', -1, ITEMS ) ).toBe( 0 );
		expect( menuMove( 'ArrowUp', -1, ITEMS ) ).toBe( 2 );
	} );

	it( 'jumps to the ends with Home and End', () => {
		expect( menuMove( 'Home', 2, ITEMS ) ).toBe( 0 );
		expect( menuMove( 'End', 0, ITEMS ) ).toBe( 2 );
	} );

	it( 'closes on Escape', () => {
		expect( menuMove( 'Escape', 1, ITEMS ) ).toBe( 'close' );
		expect( menuMove( 'Escape', -1, [] ) ).toBe( 'close' );
	} );

	it( 'finds the next item starting with a typed letter, any case', () => {
		expect( menuMove( 'l', 0, ITEMS ) ).toBe( 2 );
		expect( menuMove( 'E', 2, ITEMS ) ).toBe( 1 );
		expect( menuMove( 'd', 0, [ 'Dashboard', 'Docs', 'Log out' ] ) ).toBe(
			1
		);
		expect( menuMove( 'd', 1, [ 'Dashboard', 'Docs', 'Log out' ] ) ).toBe(
			0
		);
	} );

	it( 'ignores other keys, letters no item starts with, and an empty menu', () => {
		expect( menuMove( 'Tab', 0, ITEMS ) ).toBeNull();
		expect( menuMove( 'Enter', 0, ITEMS ) ).toBeNull();
		expect( menuMove( ' ', 0, ITEMS ) ).toBeNull();
		expect( menuMove( 'z', 0, ITEMS ) ).toBeNull();
		expect( menuMove( 'ArrowDown', -1, [] ) ).toBeNull();
	} );
} );
