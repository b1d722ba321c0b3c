/**
 * The widgets together (docs/search.md): Reset puts every widget back to empty, and sync shows
 * what back/forward filled in the native controls.
 * The page and the visitor's hands are widgets-test-form.ts.
 */
import {
	widgets,
	fetchMock,
	answer,
	$,
	press,
	type,
	settle,
	submitted,
	startPage,
} from './widgets-test-form';

beforeEach( startPage );

describe( 'reset and sync', () => {
	it( 'puts every widget back to empty, units to kb', async () => {
		const select = $< HTMLSelectElement >( 'select[name=catid]' );
		$( '.frontage-search-cat__overlay' ).click();
		type( 'Annual' );
		press( 'Enter' );
		await settle();
		$< HTMLInputElement >( 'input[name="ftags[]"]' ).checked = true;
		$< HTMLSelectElement >(
			'select[name="type[]"]'
		).options[ 0 ].selected = true;
		$< HTMLInputElement >( 'input[name=wfrom]' ).value = '5';
		$< HTMLSelectElement >( 'select[name=wfromunit]' ).value = 'mb';
		$< HTMLSelectElement >( 'select[name=wtounit]' ).value = 'gb';
		$< HTMLInputElement >( 'input[name=cfrom]' ).value = '01-01-2024';
		widgets.sync();
		expect(
			document.querySelectorAll(
				'.frontage-search-types .frontage-search-chips__chip'
			)
		).toHaveLength( 1 );

		fetchMock.mockClear();
		widgets.reset();
		expect( select.value ).toBe( '' );
		expect( $( '.frontage-search-cat__overlay' ).textContent ).toBe(
			'All categories'
		);
		expect( submitted( 'ftags[]' ) ).toEqual( [] );
		expect( submitted( 'type[]' ) ).toEqual( [] );
		expect(
			document.querySelectorAll(
				'.frontage-search-types .frontage-search-chips__chip'
			)
		).toHaveLength( 0 );
		expect( submitted( 'wfrom' ) ).toEqual( [ '' ] );
		expect( submitted( 'wfromunit' ) ).toEqual( [ 'kb' ] );
		expect( submitted( 'wtounit' ) ).toEqual( [ 'kb' ] );
		expect( submitted( 'cfrom' ) ).toEqual( [ '' ] );
		// The tag list goes back to the whole library's tags.
		expect( fetchMock.mock.calls[ 0 ][ 0 ] ).toContain( 'catId=0' );
	} );

	it( 'shows native values filled by back/forward', async () => {
		const select = $< HTMLSelectElement >( 'select[name=catid]' );
		select.value = '12';
		$< HTMLInputElement >( 'input[value=finance]' ).checked = true;
		fetchMock.mockImplementation( () =>
			answer(
				'{"success":true,"tags":[{"name":"Finance","slug":"finance"},{"name":"Tax","slug":"tax"}]}'
			)
		);
		widgets.sync();
		expect( $( '.frontage-search-cat__overlay' ).textContent ).toBe(
			'Reports'
		);
		await settle();
		expect( submitted( 'ftags[]' ) ).toEqual( [ 'finance' ] );
		expect(
			document.querySelectorAll( 'input[name="ftags[]"]' )
		).toHaveLength( 2 );
	} );

	it( 'ticks the tags the address names once the other category’s tags are listed', async () => {
		$< HTMLSelectElement >( 'select[name=catid]' ).value = '12';
		fetchMock.mockImplementation( () =>
			answer(
				'{"success":true,"tags":[{"name":"Finance","slug":"finance"},{"name":"Tax","slug":"tax"}]}'
			)
		);
		// "tax" is not in the list the page had before back/forward.
		widgets.sync( [ 'tax' ] );
		await settle();
		expect( submitted( 'ftags[]' ) ).toEqual( [ 'tax' ] );
	} );
} );
