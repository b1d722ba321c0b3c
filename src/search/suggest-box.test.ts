import { readConfig } from './config';
import {
	initSuggestBox,
	nextOption,
	parseSuggestions,
	suggestionMessage,
} from './suggest-box';

const ANSWER =
	'<ul class="frontage-search__suggestion-list">' +
	'<li><button type="button" class="frontage-search__suggestion" data-title="Tax guide 2024">Tax guide 2024</button></li>' +
	'<li><button type="button" class="frontage-search__suggestion" data-title="Taxes &amp; fees">Taxes &amp; fees</button></li>' +
	'</ul>';

describe( 'parseSuggestions', () => {
	it( 'reads the titles as text', () => {
		expect( parseSuggestions( ANSWER ) ).toEqual( [
			'Tax guide 2024',
			'Taxes & fees',
		] );
		expect( parseSuggestions( '' ) ).toEqual( [] );
		expect(
			parseSuggestions(
				'<ul><li><button class="frontage-search__suggestion" data-title="<img src=x onerror=alert(1)>">x</button></li></ul>'
			)
		).toEqual( [ '<img src=x onerror=alert(1)>' ] );
	} );
} );

describe( 'suggestionMessage', () => {
	it( 'speaks the documented words, or the server’s translation', () => {
		const config = readConfig( '{}' );
		expect( suggestionMessage( 0, config ) ).toBe( 'No search results.' );
		expect( suggestionMessage( 1, config ) ).toBe(
			'1 result is available, use up and down arrow keys to navigate.'
		);
		expect( suggestionMessage( 4, config ) ).toBe(
			'4 results are available, use up and down arrow keys to navigate.'
		);
		expect(
			suggestionMessage(
				3,
				readConfig( '{"labels":{"manyResults":"%d Treffer."}}' )
			)
		).toBe( '3 Treffer.' );
	} );
} );

describe( 'nextOption', () => {
	it( 'cycles through the options and the keyword box', () => {
		expect( nextOption( -1, 1, 3 ) ).toBe( 0 );
		expect( nextOption( 2, 1, 3 ) ).toBe( -1 );
		expect( nextOption( -1, -1, 3 ) ).toBe( 2 );
		expect( nextOption( 0, -1, 3 ) ).toBe( -1 );
	} );
} );

const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

/**
 * The keyword box and its suggestions container, with the combobox on it.
 *
 * @param enabled The suggestions setting.
 */
function render( enabled = true ) {
	document.body.innerHTML = `<form><input name="q"><div class="frontage-search__suggestions" hidden></div></form><p id="elsewhere">x</p>`;
	const input = document.querySelector( 'input' )!;
	const container = document.querySelector< HTMLElement >(
		'.frontage-search__suggestions'
	)!;
	const onPick = jest.fn();
	const announce = jest.fn();
	const fetchMock = jest.fn().mockResolvedValue( {
		ok: true,
		text: () => Promise.resolve( ANSWER ),
	} );
	global.fetch = fetchMock as unknown as typeof fetch;
	initSuggestBox( input, container, {
		config: readConfig(
			JSON.stringify( {
				search_file_suggestion: enabled,
				ajaxUrl: '/ajax',
			} )
		),
		context: () => ( { catid: 4 } ),
		onPick,
		announce,
	} );
	const type = ( text: string ) => {
		input.value = text;
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	};
	const key = ( name: string ) =>
		input.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: name, cancelable: true } )
		);
	return { input, container, onPick, announce, fetchMock, type, key };
}

/**
 * Lets the 800 ms pass and the answer arrive.
 */
async function wait() {
	jest.advanceTimersByTime( 800 );
	jest.useRealTimers();
	await settle();
	await settle();
}

describe( 'initSuggestBox', () => {
	beforeEach( () => {
		jest.useFakeTimers();
	} );
	afterEach( () => {
		jest.useRealTimers();
		jest.restoreAllMocks();
	} );

	it( 'asks 800 ms after typing stops, with 3 or more characters, as a combobox', async () => {
		const { input, container, announce, fetchMock, type } = render();
		expect( input.getAttribute( 'role' ) ).toBe( 'combobox' );
		expect( input.getAttribute( 'aria-controls' ) ).toBe( container.id );

		type( 'ta' );
		jest.advanceTimersByTime( 1000 );
		expect( fetchMock ).not.toHaveBeenCalled();

		type( 'tax' );
		jest.advanceTimersByTime( 799 );
		expect( fetchMock ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( fetchMock.mock.calls[ 0 ][ 1 ].body ).toBe(
			'q=tax&catid=4&make_file_suggestion=1'
		);
		// The placeholder while loading.
		expect( container.hidden ).toBe( false );
		expect( container.textContent ).toBe( 'Loading…' );

		jest.useRealTimers();
		await settle();
		await settle();
		const options = container.querySelectorAll( '[role="option"]' );
		expect( options ).toHaveLength( 2 );
		expect( input.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( announce ).toHaveBeenCalledWith(
			'2 results are available, use up and down arrow keys to navigate.'
		);
	} );

	it( 'moves with the arrows and picks with Enter', async () => {
		const { input, onPick, type, key } = render();
		type( 'tax' );
		await wait();
		key( 'ArrowDown' );
		key( 'ArrowDown' );
		const active = input.getAttribute( 'aria-activedescendant' )!;
		expect( document.getElementById( active )?.textContent ).toBe(
			'Taxes & fees'
		);
		expect(
			document.getElementById( active )?.getAttribute( 'aria-selected' )
		).toBe( 'true' );
		expect( key( 'Enter' ) ).toBe( false );
		expect( input.value ).toBe( 'Taxes & fees' );
		expect( onPick ).toHaveBeenCalledTimes( 1 );
		expect( input.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	} );

	it( 'picks on a click, hides on a click elsewhere and on Escape', async () => {
		const { input, container, onPick, type, key } = render();
		type( 'tax' );
		await wait();
		document.getElementById( 'elsewhere' )!.click();
		expect( container.hidden ).toBe( true );

		jest.useFakeTimers();
		type( 'taxes' );
		await wait();
		expect( key( 'Escape' ) ).toBe( false );
		expect( container.hidden ).toBe( true );

		jest.useFakeTimers();
		type( 'taxes' );
		await wait();
		container.querySelector< HTMLElement >( '[role="option"]' )!.click();
		expect( input.value ).toBe( 'Tax guide 2024' );
		expect( onPick ).toHaveBeenCalled();
	} );

	it( 'hides on an empty answer and says so', async () => {
		const { container, announce, fetchMock, type } = render();
		fetchMock.mockResolvedValue( {
			ok: true,
			text: () => Promise.resolve( '' ),
		} );
		type( 'zzzz' );
		await wait();
		expect( container.hidden ).toBe( true );
		expect( announce ).toHaveBeenCalledWith( 'No search results.' );
	} );

	it( 'asks nothing when suggestions are off', () => {
		const { fetchMock, type } = render( false );
		type( 'taxes' );
		jest.advanceTimersByTime( 2000 );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );
} );
