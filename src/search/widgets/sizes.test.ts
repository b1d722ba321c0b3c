/**
 * The size boxes in the search form (docs/search.md "Sizes"): the keys they take.
 * The page and the visitor's hands are widgets-test-form.ts.
 */
import { $, press, startPage } from './widgets-test-form';

beforeEach( startPage );

describe( 'sizes', () => {
	it( 'blocks keys that are not digits, Backspace or Delete', () => {
		$< HTMLInputElement >( 'input[name=wfrom]' ).focus();
		expect( press( 'a' ) ).toBe( true );
		expect( press( '-' ) ).toBe( true );
		expect( press( 'e' ) ).toBe( true );
		expect( press( '5' ) ).toBe( false );
		expect( press( 'Backspace' ) ).toBe( false );
		expect( press( 'Delete' ) ).toBe( false );
		expect( press( 'Tab' ) ).toBe( false );
	} );
} );
