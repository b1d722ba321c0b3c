/**
 * The category picker in the search form (docs/search.md): a searchable list over the native
 * select, operated by keyboard as a visitor would; picking a category reloads the tags.
 * The page and the visitor's hands are widgets-test-form.ts.
 */
import {
	form,
	fetchMock,
	answer,
	$,
	focused,
	press,
	type,
	settle,
	submitted,
	startPage,
} from './widgets-test-form';

beforeEach( startPage );

describe( 'category picker: choosing a category', () => {
	it( 'shows the chosen category on an overlay labelled by the field label', () => {
		const overlay = $( '.frontage-search-cat__overlay' );
		expect( overlay.textContent ).toBe( 'All categories' );
		expect( overlay.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		const labelledBy = ( overlay.getAttribute( 'aria-labelledby' ) ?? '' )
			.split( ' ' )
			.map( ( id ) => document.getElementById( id )?.textContent );
		expect( labelledBy ).toEqual( [ 'Category', 'All categories' ] );
		expect( $( 'select[name=catid]' ).hidden ).toBe( true );
	} );

	it( 'opens a searchable list, picks by keyboard, reloads the tags', async () => {
		const select = $< HTMLSelectElement >( 'select[name=catid]' );
		const changes: string[] = [];
		select.addEventListener( 'change', () => changes.push( select.value ) );

		$( '.frontage-search-cat__overlay' ).click();
		const filter = $< HTMLInputElement >( '.frontage-search-cat__filter' );
		expect( focused() ).toBe( filter );
		expect( filter.getAttribute( 'role' ) ).toBe( 'combobox' );
		expect( document.querySelectorAll( '[role=option]' ) ).toHaveLength(
			4
		);
		expect( $( '[role=option].is-level-2' ).textContent ).toBe( 'Annual' );
		expect( $( '[role=option].is-parent' ) ).not.toBeNull();

		type( 'nu' );
		const options = document.querySelectorAll( '[role=option]' );
		expect(
			Array.from( options ).map( ( option ) => option.textContent )
		).toEqual( [ 'Annual', 'Manuals' ] );
		press( 'ArrowDown' );
		expect( filter.getAttribute( 'aria-activedescendant' ) ).toBe(
			options[ 1 ].id
		);
		expect( press( 'Enter' ) ).toBe( true );

		expect( select.value ).toBe( '14' );
		expect( changes ).toEqual( [ '14' ] );
		expect( select.dataset.catSlug ).toBe( 'manuals' );
		expect( $( '.frontage-search-cat__overlay' ).textContent ).toBe(
			'Manuals'
		);
		expect( focused() ).toBe( $( '.frontage-search-cat__overlay' ) );
		expect( $( '.frontage-search-cat__popup' ).hidden ).toBe( true );
		expect( fetchMock ).toHaveBeenCalledWith(
			'/wp-admin/admin-ajax.php?action=wpfd&task=search.getTagByCatId&catId=14&catType=default&catSlug=manuals',
			expect.objectContaining( { signal: expect.any( AbortSignal ) } )
		);

		await settle();
		expect(
			Array.from(
				document.querySelectorAll< HTMLInputElement >(
					'input[name="ftags[]"]'
				)
			).map( ( box ) => box.value )
		).toEqual( [ 'budget' ] );
	} );

	it( 'says what the autocomplete says: the count, or No search results.', () => {
		$( '.frontage-search-cat__overlay' ).click();
		const status = $( '.frontage-search-cat__popup [role=status]' );
		expect( status.textContent ).toBe(
			'4 results are available, use up and down arrow keys to navigate.'
		);
		type( 'manu' );
		expect( status.textContent ).toBe(
			'1 result is available, use up and down arrow keys to navigate.'
		);
		type( 'zz' );
		expect( status.textContent ).toBe( 'No search results.' );
	} );

	it( 'closes on Escape and returns focus to the overlay', () => {
		$( '.frontage-search-cat__overlay' ).click();
		press( 'Escape' );
		expect( $( '.frontage-search-cat__popup' ).hidden ).toBe( true );
		expect( focused() ).toBe( $( '.frontage-search-cat__overlay' ) );
		expect( $< HTMLSelectElement >( 'select[name=catid]' ).value ).toBe(
			''
		);
	} );

	it( 'sizes the list by the form height (docs/search.md "Refusals and constants")', () => {
		form.getBoundingClientRect = () => ( { height: 300 } ) as DOMRect;
		$( '.frontage-search-cat__overlay' ).click();
		expect( $( '.frontage-search-list' ).style.maxHeight ).toBe( '260px' );
	} );
} );

describe( 'category picker: the tags reloaded', () => {
	it( "shows 'no tag in this category found' for the answer '0'", async () => {
		fetchMock.mockImplementation( () => answer( '0' ) );
		$( '.frontage-search-cat__overlay' ).click();
		type( 'Reports' );
		press( 'Enter' );
		await settle();
		expect( $( '.frontage-search__tags-message' ).textContent ).toBe(
			'no tag in this category found'
		);
		expect( submitted( 'ftags[]' ) ).toEqual( [] );
	} );

	it( "shows the server's message when the tag call fails", async () => {
		fetchMock.mockImplementation( () =>
			answer(
				'{"success":false,"tags":[],"message":"Category not found."}',
				false
			)
		);
		$( '.frontage-search-cat__overlay' ).click();
		type( 'Reports' );
		press( 'Enter' );
		await settle();
		const message = $( '.frontage-search__tags-message' );
		expect( message.hidden ).toBe( false );
		expect( message.textContent ).toBe( 'Category not found.' );
	} );

	it( 'aborts a pending tag call when another category is picked', async () => {
		const signals: AbortSignal[] = [];
		let release: ( value: unknown ) => void = () => undefined;
		fetchMock.mockImplementationOnce( ( _url, init ) => {
			signals.push( init.signal );
			return new Promise( ( resolve ) => ( release = resolve ) );
		} );
		$( '.frontage-search-cat__overlay' ).click();
		type( 'Reports' );
		press( 'Enter' );
		$( '.frontage-search-cat__overlay' ).click();
		type( 'Manuals' );
		press( 'Enter' );
		expect( signals[ 0 ].aborted ).toBe( true );
		release( await answer( '0' ) );
		await settle();
		expect( $( '.frontage-search__tags-message' ).hidden ).toBe( true );
		expect( submitted( 'ftags[]' ) ).toEqual( [] );
		expect(
			document.querySelectorAll( 'input[name="ftags[]"]' )
		).toHaveLength( 1 );
	} );
} );
