/**
 * The widgets in a page: the form of docs/search.md is rendered, enhanced, and operated by
 * keyboard and mouse as a visitor would; the tests read what the form would submit.
 */
import { DEFAULT_CONFIG, type SearchConfig } from '../config';
import { enhanceWidgets, type SearchWidgets } from './widgets';
import { SUGGEST_DELAY } from './tags';

const FORM = `
<form class="frontage-search__form" method="get" role="search">
  <input type="search" name="q" class="frontage-search__keyword">
  <div class="frontage-search__filters">
    <label for="s-catid">Category</label>
    <select id="s-catid" name="catid" class="frontage-search__category">
      <option value="" data-level="0" data-type="" data-slug="">All categories</option>
      <option value="12" data-level="1" data-type="default" data-slug="reports">Reports</option>
      <option value="13" data-level="2" data-type="default" data-slug="annual">Annual</option>
      <option value="14" data-level="1" data-type="default" data-slug="manuals">Manuals</option>
    </select>
    <fieldset class="frontage-search__tags" data-display="checkbox">
      <legend>Tags</legend>
      <div class="frontage-search__tag-list">
        <label class="frontage-search__tag"><input type="checkbox" name="ftags[]" value="finance" data-id="3"> Finance</label>
        <label class="frontage-search__tag"><input type="checkbox" name="ftags[]" value="legal" data-id="4"> Legal</label>
      </div>
      <input type="hidden" name="ftags" class="frontage-search__tags-field" value="" disabled>
    </fieldset>
    <label for="s-type">File types</label>
    <select id="s-type" name="type[]" multiple class="frontage-search__types">
      <option value="pdf">pdf</option><option value="docx">docx</option>
      <option value="xlsx">xlsx</option><option value="zip">zip</option>
    </select>
    <label for="s-wfrom">Size from</label><input id="s-wfrom" type="number" name="wfrom" min="0">
    <select name="wfromunit" aria-label="Unit"><option value="kb">kb</option><option value="mb">mb</option><option value="gb">gb</option></select>
    <label for="s-wto">Size to</label><input id="s-wto" type="number" name="wto" min="0">
    <select name="wtounit" aria-label="Unit"><option value="kb">kb</option><option value="mb">mb</option><option value="gb">gb</option></select>
    <label for="s-cfrom">Created from</label><input id="s-cfrom" type="text" name="cfrom" class="frontage-search__date">
    <label for="s-cto">Created to</label><input id="s-cto" type="text" name="cto" class="frontage-search__date">
  </div>
</form>`;

const CONFIG: SearchConfig = {
	...DEFAULT_CONFIG,
	ajaxUrl: '/wp-admin/admin-ajax.php',
	locale: 'en-US',
};

let form: HTMLFormElement;
let widgets: SearchWidgets;
let fetchMock: jest.Mock;

/**
 * Renders and enhances the form.
 *
 * @param config  Settings to override.
 * @param display The tags' display.
 * @param tags    The search's tags, as the server joins them into the hidden field.
 */
function setUp(
	config: Partial< SearchConfig > = {},
	display = 'checkbox',
	tags = ''
) {
	document.body.innerHTML = FORM.replace(
		'data-display="checkbox"',
		`data-display="${ display }"`
	).replace(
		'class="frontage-search__tags-field" value=""',
		`class="frontage-search__tags-field" value="${ tags }"`
	);
	form = document.querySelector( 'form' ) as HTMLFormElement;
	widgets = enhanceWidgets( form, { ...CONFIG, ...config } );
}

/**
 * A fetch answer with a text body.
 *
 * @param body The body.
 * @param ok   Whether the status is 2xx.
 */
function answer( body: string, ok = true ) {
	return Promise.resolve( {
		ok,
		status: ok ? 200 : 400,
		text: () => Promise.resolve( body ),
	} );
}

const $ = < T extends Element = HTMLElement >( selector: string ) =>
	document.querySelector( selector ) as T;
// eslint-disable-next-line @wordpress/no-global-active-element -- one document in jsdom.
const focused = () => document.activeElement;

/**
 * A key pressed on the focused element.
 *
 * @param key     The key.
 * @param options Modifiers.
 * @return Whether the default was prevented.
 */
function press( key: string, options: KeyboardEventInit = {} ): boolean {
	const event = new KeyboardEvent( 'keydown', {
		key,
		bubbles: true,
		cancelable: true,
		...options,
	} );
	( focused() ?? document.body ).dispatchEvent( event );
	return event.defaultPrevented;
}

/**
 * Types into the focused text box.
 *
 * @param text The text.
 */
function type( text: string ) {
	const box = focused() as HTMLInputElement;
	box.value += text;
	box.dispatchEvent( new Event( 'input', { bubbles: true } ) );
}

/** Lets pending promises settle. */
const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

const submitted = ( name: string ) => new FormData( form ).getAll( name );

beforeEach( () => {
	fetchMock = jest.fn( () =>
		answer(
			JSON.stringify( {
				success: true,
				tags: [ { id: 7, name: 'Budget', slug: 'budget' } ],
				message: '',
			} )
		)
	);
	global.fetch = fetchMock as unknown as typeof fetch;
	setUp();
} );

describe( 'category picker', () => {
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

describe( 'tags', () => {
	it( 'marks ticked checkboxes active and submits them as ftags[]', () => {
		const box = $< HTMLInputElement >( 'input[value=legal]' );
		box.click();
		expect( box.closest( 'label' )?.classList ).toContain( 'is-active' );
		expect( submitted( 'ftags[]' ) ).toEqual( [ 'legal' ] );
	} );

	it( 'gathers checkboxes printed straight in the fieldset into a list', () => {
		document.body.innerHTML = FORM.replace(
			/<div class="frontage-search__tag-list">([\s\S]*?)<\/div>/,
			'$1'
		);
		form = document.querySelector( 'form' ) as HTMLFormElement;
		enhanceWidgets( form, CONFIG );
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
		document.body.innerHTML = FORM.replace(
			/<input type="hidden" name="ftags"[^>]*>/,
			''
		);
		form = document.querySelector( 'form' ) as HTMLFormElement;
		enhanceWidgets( form, CONFIG );
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

	describe( 'tag-input display', () => {
		beforeEach( () => {
			jest.useFakeTimers();
			setUp( {}, 'input' );
		} );
		afterEach( () => jest.useRealTimers() );

		it( 'adds a known tag from the suggestions and removes it with Backspace', () => {
			expect( $( '.frontage-search__tag-list' ).hidden ).toBe( true );
			const box = $< HTMLInputElement >(
				'.frontage-search-chips__input'
			);
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
			const field = $< HTMLInputElement >(
				'input[type=hidden][name=ftags]'
			);
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
} );

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

describe( 'date picker', () => {
	const open = ( name: string ) =>
		(
			document
				.querySelector( `input[name=${ name }]` )
				?.parentElement?.querySelector(
					'.frontage-search-date__button'
				) as HTMLButtonElement
		 ).click();

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
		document.body.innerHTML = FORM.replace(
			'name="cfrom"',
			'name="cfrom" data-min="10-03-2024" data-max="20-03-2024"'
		);
		form = document.querySelector( 'form' ) as HTMLFormElement;
		enhanceWidgets( form, CONFIG );
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
