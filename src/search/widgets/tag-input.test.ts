/**
 * The tags in the search form shown as a text box with suggestions and chips (docs/search.md):
 * adding, refusing and removing tags by keyboard and mouse.
 * The page and the visitor's hands are widgets-test-form.ts.
 */
import { SUGGEST_DELAY } from './tags';
import {
	form,
	widgets,
	setUp,
	$,
	press,
	type,
	submitted,
	startPage,
} from './widgets-test-form';

beforeEach( startPage );

describe( 'tags: the tag-input display', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		setUp( {}, 'input' );
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'adds a known tag from the suggestions and removes it with Backspace', () => {
		expect( $( '.frontage-search__tag-list' ).hidden ).toBe( true );
		const box = $< HTMLInputElement >( '.frontage-search-chips__input' );
		box.focus();
		type( 'fin' );
		jest.advanceTimersByTime( SUGGEST_DELAY );
		const options = document.querySelectorAll(
			'.frontage-search__tags [role=option]'
		);
		expect(
			Array.from( options ).map( ( option ) => option.textContent )
		).toEqual( [ 'Finance' ] );
		expect( box.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		press( 'Enter' );
		expect( submitted( 'ftags[]' ) ).toEqual( [ 'finance' ] );
		expect( $( '.frontage-search-chips__chip' ).textContent ).toContain(
			'Finance'
		);
		expect( box.value ).toBe( '' );

		press( 'Backspace' );
		expect( submitted( 'ftags[]' ) ).toEqual( [] );
		expect( $( '.frontage-search-chips__chip' ) ).toBeNull();
	} );

	it( 'adds a typed name with a comma, and refuses an unknown one', () => {
		$< HTMLInputElement >( '.frontage-search-chips__input' ).focus();
		type( 'legal' );
		press( ',' );
		expect( submitted( 'ftags[]' ) ).toEqual( [ 'legal' ] );
		type( 'nonsense' );
		press( 'Enter' );
		expect( $( '.frontage-search__tags-note' ).textContent ).toBe(
			'No such tag exists with the name nonsense'
		);
		expect( submitted( 'ftags[]' ) ).toEqual( [ 'legal' ] );
	} );

	it( 'offers tag options with their id, label and value', () => {
		$< HTMLInputElement >( '.frontage-search-chips__input' ).focus();
		type( 'leg' );
		jest.advanceTimersByTime( SUGGEST_DELAY );
		const option = $( '.frontage-search__tags [role=option]' );
		expect( option.textContent ).toBe( 'Legal' );
		expect( option.dataset.value ).toBe( 'legal' );
		expect( option.dataset.id ).toBe( '4' );
	} );

	it( "says 'No such tag exists with the name …' when an unknown tag is removed", () => {
		setUp( {}, 'input', 'Finance,ghost' );
		const field = $< HTMLInputElement >( 'input[type=hidden][name=ftags]' );
		expect( field.value ).toBe( 'finance,ghost' );
		expect(
			Array.from(
				document.querySelectorAll( '.frontage-search-chips__chip' )
			).map( ( chip ) => chip.firstChild?.textContent )
		).toEqual( [ 'Finance', 'ghost' ] );
		let changes = 0;
		form.addEventListener( 'change', () => changes++ );
		$( '.frontage-search-chips__remove[data-value=ghost]' ).click();
		expect( $( '.frontage-search__tags-note' ).textContent ).toBe(
			'No such tag exists with the name ghost'
		);
		expect( field.value ).toBe( 'finance' );
		expect( changes ).toBe( 1 );
		// A listed tag is removed without a word.
		press( 'Backspace' );
		expect( field.value ).toBe( '' );
		expect( $( '.frontage-search__tags-note' ).textContent ).toBe( '' );
	} );

	it( 'removes an unknown tag with Backspace too', () => {
		setUp( {}, 'input', 'ghost' );
		$< HTMLInputElement >( '.frontage-search-chips__input' ).focus();
		press( 'Backspace' );
		expect( $( '.frontage-search__tags-note' ).textContent ).toBe(
			'No such tag exists with the name ghost'
		);
		expect( submitted( 'ftags' ) ).toEqual( [ '' ] );
	} );

	it( 'removes a chip with its button', () => {
		$< HTMLInputElement >( 'input[value=finance]' ).checked = true;
		widgets.sync();
		const remove = $( '.frontage-search-chips__remove' );
		expect( remove.getAttribute( 'aria-label' ) ).toBe(
			'Remove tag Finance'
		);
		remove.click();
		expect( submitted( 'ftags[]' ) ).toEqual( [] );
	} );
} );
