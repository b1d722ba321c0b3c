/**
 * The tags in the search form (docs/search.md), shown as checkboxes: what the form submits, the
 * hidden ftags field, and the list reloaded for another category.
 * The page and the visitor's hands are widgets-test-form.ts.
 */
import {
	FORM,
	widgets,
	render,
	setUp,
	$,
	press,
	type,
	settle,
	submitted,
	startPage,
} from './widgets-test-form';

beforeEach( startPage );

describe( 'tags', () => {
	it( 'marks ticked checkboxes active and submits them as ftags[]', () => {
		const box = $< HTMLInputElement >( 'input[value=legal]' );
		box.click();
		expect( box.closest( 'label' )?.classList ).toContain( 'is-active' );
		expect( submitted( 'ftags[]' ) ).toEqual( [ 'legal' ] );
	} );

	it( 'gathers checkboxes printed straight in the fieldset into a list', () => {
		render(
			FORM.replace(
				/<div class="frontage-search__tag-list">([\s\S]*?)<\/div>/,
				'$1'
			)
		);
		expect(
			document.querySelectorAll(
				'.frontage-search__tag-list input[name="ftags[]"]'
			)
		).toHaveLength( 2 );
	} );

	it( 'joins the ticked tags into the hidden ftags field', () => {
		const field = $< HTMLInputElement >( 'input[type=hidden][name=ftags]' );
		expect( field.disabled ).toBe( false );
		$< HTMLInputElement >( 'input[value=finance]' ).click();
		$< HTMLInputElement >( 'input[value=legal]' ).click();
		expect( field.value ).toBe( 'finance,legal' );
		expect( submitted( 'ftags' ) ).toEqual( [ 'finance,legal' ] );
		$< HTMLInputElement >( 'input[value=finance]' ).click();
		expect( field.value ).toBe( 'legal' );
		widgets.reset();
		expect( field.value ).toBe( '' );
	} );

	it( 'adds the hidden field to markup that has none', () => {
		render( FORM.replace( /<input type="hidden" name="ftags"[^>]*>/, '' ) );
		$< HTMLInputElement >( 'input[value=legal]' ).click();
		expect( submitted( 'ftags' ) ).toEqual( [ 'legal' ] );
	} );

	it( 'keeps each tag option’s id, also in a reloaded list', async () => {
		expect( $< HTMLInputElement >( 'input[value=legal]' ).dataset.id ).toBe(
			'4'
		);
		$( '.frontage-search-cat__overlay' ).click();
		type( 'Reports' );
		press( 'Enter' );
		await settle();
		expect(
			$< HTMLInputElement >( 'input[value=budget]' ).dataset.id
		).toBe( '7' );
	} );

	it( 'drops names the checkbox list does not have', () => {
		setUp( {}, 'checkbox', 'legal,ghost' );
		expect(
			$< HTMLInputElement >( 'input[type=hidden][name=ftags]' ).value
		).toBe( 'legal' );
	} );

	it( 'tells the form when a reload unticks a tag the new category lacks', async () => {
		$< HTMLInputElement >( 'input[value=finance]' ).checked = true;
		let changes = 0;
		$( 'fieldset' ).addEventListener( 'change', () => changes++ );
		$( '.frontage-search-cat__overlay' ).click();
		type( 'Reports' );
		press( 'Enter' );
		await settle();
		expect( submitted( 'ftags[]' ) ).toEqual( [] );
		expect( changes ).toBe( 1 );
	} );
} );
