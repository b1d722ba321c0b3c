/**
 * The file types in the search form (docs/search.md): a searchable multi-select list with chips.
 * The page and the visitor's hands are widgets-test-form.ts.
 */
import { $, press, type, submitted, startPage } from './widgets-test-form';

beforeEach( startPage );

describe( 'file types', () => {
	it( 'says what the autocomplete says: the count, or No search results.', () => {
		$< HTMLInputElement >( '.frontage-search-types input' ).focus();
		type( 'x' );
		const status = $( '.frontage-search-types [role=status]' );
		expect( status.textContent ).toBe(
			'2 results are available, use up and down arrow keys to navigate.'
		);
		type( 'l' );
		expect( status.textContent ).toBe(
			'1 result is available, use up and down arrow keys to navigate.'
		);
		type( 'q' );
		expect( status.textContent ).toBe( 'No search results.' );
	} );

	it( 'searches the types and toggles them by keyboard', () => {
		const select = $< HTMLSelectElement >( 'select[name="type[]"]' );
		let changes = 0;
		select.addEventListener( 'change', () => changes++ );
		const box = $< HTMLInputElement >( '.frontage-search-types input' );
		expect( box.labels?.[ 0 ]?.textContent ).toBe( 'File types' );
		box.focus();
		type( 'X' );
		const listbox = $( '.frontage-search-types [role=listbox]' );
		expect( listbox.getAttribute( 'aria-multiselectable' ) ).toBe( 'true' );
		expect(
			Array.from( listbox.querySelectorAll( '[role=option]' ) ).map(
				( option ) => option.textContent
			)
		).toEqual( [ 'docx', 'xlsx' ] );
		press( 'ArrowDown' );
		press( 'Enter' );
		expect( submitted( 'type[]' ) ).toEqual( [ 'xlsx' ] );
		expect( changes ).toBe( 1 );
		expect(
			listbox.querySelector( '[aria-selected=true]' )?.textContent
		).toBe( 'xlsx' );
		press( 'ArrowUp' );
		press( 'Enter' );
		expect( submitted( 'type[]' ) ).toEqual( [ 'docx', 'xlsx' ] );
		expect(
			document.querySelectorAll(
				'.frontage-search-types .frontage-search-chips__chip'
			)
		).toHaveLength( 2 );
		press( 'Escape' );
		expect( listbox.hidden ).toBe( true );
		box.value = '';
		press( 'Backspace' );
		expect( submitted( 'type[]' ) ).toEqual( [ 'docx' ] );
	} );
} );
