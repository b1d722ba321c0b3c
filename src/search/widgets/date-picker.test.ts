/**
 * The date pickers in the search form (docs/search.md "Dates"): the calendar dialog opened,
 * operated by keyboard and mouse, its range line, its bounds and its focus trap.
 * The page and the visitor's hands are widgets-test-form.ts.
 */
import {
	FORM,
	render,
	$,
	focused,
	press,
	startPage,
} from './widgets-test-form';

beforeEach( startPage );

const open = ( name: string ) =>
	(
		document
			.querySelector( `input[name=${ name }]` )
			?.parentElement?.querySelector(
				'.frontage-search-date__button'
			) as HTMLButtonElement
	 ).click();

describe( 'date picker: choosing a date', () => {
	it( 'opens on the typed date, Monday first, and picks by keyboard', () => {
		const input = $< HTMLInputElement >( 'input[name=cfrom]' );
		let changes = 0;
		input.addEventListener( 'change', () => changes++ );
		input.value = '13-03-2024';
		const button = input.parentElement?.querySelector(
			'.frontage-search-date__button'
		) as HTMLButtonElement;
		expect( button.getAttribute( 'aria-label' ) ).toBe(
			'Choose Created from date'
		);
		button.click();

		const dialog = $( '[role=dialog]' );
		expect( dialog.hidden ).toBe( false );
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( $( '.frontage-search-date__title' ).textContent ).toBe(
			'March 2024'
		);
		expect( $( '[role=grid] th' ).getAttribute( 'abbr' ) ).toBe( 'Monday' );
		expect( ( focused() as HTMLElement ).dataset.date ).toBe(
			'2024-03-13'
		);
		expect( focused()?.getAttribute( 'aria-selected' ) ).toBe( 'true' );

		press( 'ArrowRight' );
		expect( ( focused() as HTMLElement ).dataset.date ).toBe(
			'2024-03-14'
		);
		press( 'PageDown' );
		expect( ( focused() as HTMLElement ).dataset.date ).toBe(
			'2024-04-14'
		);
		expect( $( '.frontage-search-date__title' ).textContent ).toBe(
			'April 2024'
		);
		press( 'Home' );
		expect( ( focused() as HTMLElement ).dataset.date ).toBe(
			'2024-04-08'
		);
		press( 'Enter' );

		expect( input.value ).toBe( '08-04-2024' );
		expect( changes ).toBe( 1 );
		expect( dialog.hidden ).toBe( true );
		expect( focused() ).toBe( button );
	} );

	it( 'closes on Escape without changing the date', () => {
		const input = $< HTMLInputElement >( 'input[name=cfrom]' );
		input.value = 'typed text';
		open( 'cfrom' );
		press( 'ArrowLeft' );
		press( 'Escape' );
		expect( $( '[role=dialog]' ).hidden ).toBe( true );
		expect( input.value ).toBe( 'typed text' );
	} );

	it( 'traps Tab inside the dialog', () => {
		open( 'cfrom' );
		const dialog = $( '[role=dialog]' );
		(
			dialog.querySelector(
				'.frontage-search-date__apply'
			) as HTMLElement
		 ).focus();
		// Apply is disabled until a day is picked; Cancel is the last tabbable.
		(
			dialog.querySelector(
				'.frontage-search-date__cancel'
			) as HTMLElement
		 ).focus();
		press( 'Tab' );
		expect( dialog.contains( focused() ) ).toBe( true );
	} );
} );

describe( 'date picker: the range and its bounds', () => {
	it( 'disables Apply for a to date before the from date', () => {
		$< HTMLInputElement >( 'input[name=cfrom]' ).value = '20-03-2024';
		open( 'cto' );
		const dialog = document.querySelectorAll( '[role=dialog]' )[ 1 ];
		expect( ( focused() as HTMLElement ).dataset.date ).toBe(
			'2024-03-20'
		);
		press( 'ArrowLeft' );
		press( 'Enter' );
		const apply = dialog.querySelector(
			'.frontage-search-date__apply'
		) as HTMLButtonElement;
		expect( apply.disabled ).toBe( true );
		expect( ( dialog as HTMLElement ).hidden ).toBe( false );
		expect( $< HTMLInputElement >( 'input[name=cto]' ).value ).toBe( '' );
		press( 'ArrowRight' );
		press( 'Enter' );
		expect( $< HTMLInputElement >( 'input[name=cto]' ).value ).toBe(
			'20-03-2024'
		);
	} );

	it( 'shows the range being made, labelled Custom, with the separator', () => {
		open( 'cfrom' );
		expect(
			( $( '.frontage-search-date__range' ) as HTMLElement ).hidden
		).toBe( true );
		press( 'Escape' );
		$< HTMLInputElement >( 'input[name=cfrom]' ).value = '04-03-2024';
		open( 'cto' );
		const dialog = document.querySelectorAll( '[role=dialog]' )[ 1 ];
		const range = dialog.querySelector(
			'.frontage-search-date__range'
		) as HTMLElement;
		expect( range.hidden ).toBe( false );
		expect( range.textContent ).toBe( 'Custom 04-03-2024 - …' );
		press( 'ArrowRight' );
		press( 'ArrowRight' );
		( focused() as HTMLElement ).click();
		expect( range.textContent ).toBe( 'Custom 04-03-2024 - 06-03-2024' );
	} );

	it( 'clamps to the min and max dates', () => {
		render(
			FORM.replace(
				'name="cfrom"',
				'name="cfrom" data-min="10-03-2024" data-max="20-03-2024"'
			)
		);
		$< HTMLInputElement >( 'input[name=cfrom]' ).value = '12-03-2024';
		open( 'cfrom' );
		press( 'ArrowUp' );
		expect( ( focused() as HTMLElement ).dataset.date ).toBe(
			'2024-03-10'
		);
		press( 'PageDown' );
		expect( ( focused() as HTMLElement ).dataset.date ).toBe(
			'2024-03-20'
		);
		expect(
			$( '[data-date="2024-03-21"]' ).getAttribute( 'aria-disabled' )
		).toBe( 'true' );
	} );
} );
