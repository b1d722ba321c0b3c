import { initSearch } from './controller';
import { applyAriaSort } from './results-area';

const RESULTS = ( total: number, ordering = 'title', dir = 'asc' ) => `
	<div class="frontage-search-results frontage-file-table" data-total="${ total }" data-ordering="${ ordering }" data-dir="${ dir }" data-ajax-url="/ajax" data-labels="{}">
		<h2 class="frontage-search-results__count" tabindex="-1">${ total } files found</h2>
		<table class="frontage-file-table__table" id="r"><thead><tr>
			<th id="r-title" data-column="title" data-persist="true"><a class="frontage-file-table__sort" href="/search/?q=tax&ordering=title&dir=desc">Title</a></th>
			<th id="r-size" data-column="size" class="is-optional"><a class="frontage-file-table__sort" href="/search/?q=tax&ordering=size&dir=asc">Size</a></th>
		</tr></thead><tbody><tr data-file-id="1" data-category-id="2"><td headers="r-title">A</td><td headers="r-size">1 KB</td></tr></tbody></table>
		<nav class="frontage-file-table__pagination"><a class="frontage-file-table__page-link" href="/search/?q=tax&paged=2">2</a></nav>
	</div>`;

/**
 * A search block as Search_Form renders it.
 *
 * @param results The results area's content.
 * @param config  data-config overrides.
 */
function render( results = '', config: Record< string, unknown > = {} ) {
	document.body.innerHTML = `
		<div class="frontage-search" data-config='${ JSON.stringify( {
			ajaxUrl: '/ajax',
			placeholder: 'Search files…',
			limit: 20,
			theme: 'default',
			...config,
		} ) }'>
			<form class="frontage-search__form" method="get" role="search">
				<input type="search" name="q" class="frontage-search__keyword">
				<div class="frontage-search__suggestions" hidden></div>
				<button type="submit" class="frontage-search__submit">Search</button>
				<a class="frontage-search__reset" href="/search/">Reset</a>
				<button type="button" class="frontage-search__toggle" aria-expanded="true" aria-controls="f-filters">Filters</button>
				<div id="f-filters" class="frontage-search__filters">
					<select name="catid"><option value="">All</option><option value="4">Reports</option></select>
					<select name="type[]" multiple class="frontage-search__types"></select>
					<input type="number" name="wfrom" step="any"><select name="wfromunit"><option>kb</option><option>mb</option></select>
					<input type="number" name="wto" step="any"><select name="wtounit"><option>kb</option><option>mb</option></select>
					<input type="text" name="cfrom"><input type="text" name="cto"><input type="text" name="ufrom"><input type="text" name="uto">
					<p class="frontage-search__date-message" role="alert" hidden></p>
				</div>
				<input type="hidden" name="ordering"><input type="hidden" name="dir"><input type="hidden" name="limit">
			</form>
			<div class="frontage-search__loader" hidden role="status">Searching…</div>
			<div class="frontage-search__results" aria-live="polite">${ results }</div>
		</div>`;
	const root = document.querySelector< HTMLElement >( '.frontage-search' )!;
	initSearch( root );
	const form = root.querySelector( 'form' )!;
	const field = ( name: string ) =>
		form.querySelector< HTMLInputElement >( `[name="${ name }"]` )!;
	const area = root.querySelector< HTMLElement >(
		'.frontage-search__results'
	)!;
	return { root, form, field, area };
}

/**
 * A fetch that answers every call with the given HTML.
 *
 * @param html The answer.
 * @param ok   Whether the answer is a 200.
 */
function answer( html: string, ok = true ) {
	const mock = jest.fn().mockResolvedValue( {
		ok,
		text: () => Promise.resolve( html ),
	} );
	global.fetch = mock as unknown as typeof fetch;
	return mock;
}

const settle = async () => {
	for ( let i = 0; i < 5; i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	}
};

beforeEach( () => {
	window.history.replaceState( null, '', '/search/' );
} );
afterEach( () => {
	jest.restoreAllMocks();
} );

describe( 'initSearch: searching in place', () => {
	it( 'searches in place and pushes the search into the address', async () => {
		const fetchMock = answer( RESULTS( 3 ) );
		const { form, field, area, root } = render();
		field( 'q' ).value = 'tax';
		form.requestSubmit();
		expect(
			root.querySelector< HTMLElement >( '.frontage-search__loader' )
				?.hidden
		).toBe( false );
		await settle();

		const [ url, init ] = fetchMock.mock.calls[ 0 ];
		expect( url ).toBe( '/ajax?action=wpfd&task=search.display' );
		expect( init.method ).toBe( 'POST' );
		expect( new URLSearchParams( init.body ).get( 'q' ) ).toBe( 'tax' );
		expect( new URLSearchParams( init.body ).get( 'limit' ) ).toBe( '20' );
		expect(
			area.querySelector( '.frontage-search-results' )
		).not.toBeNull();
		expect( window.location.search ).toBe( '?q=tax' );
		expect(
			root.querySelector< HTMLElement >( '.frontage-search__loader' )
				?.hidden
		).toBe( true );
		expect(
			area
				.querySelector( 'th[data-column="title"]' )
				?.getAttribute( 'aria-sort' )
		).toBe( 'ascending' );
	} );

	it( 'sorts and pages in place, focusing the sorted header', async () => {
		const fetchMock = answer( RESULTS( 3, 'title', 'desc' ) );
		const { area } = render( RESULTS( 3 ) );
		area.querySelector< HTMLAnchorElement >(
			'th[data-column="title"] a'
		)!.click();
		await settle();
		const body = new URLSearchParams( fetchMock.mock.calls[ 0 ][ 1 ].body );
		expect( body.get( 'ordering' ) ).toBe( 'title' );
		expect( body.get( 'dir' ) ).toBe( 'desc' );
		expect( window.location.search ).toBe(
			'?q=tax&ordering=title&dir=desc'
		);
		expect( area.ownerDocument.activeElement ).toBe(
			area.querySelector( 'th[data-column="title"] a' )
		);
		expect(
			area
				.querySelector( 'th[data-column="title"]' )
				?.getAttribute( 'aria-sort' )
		).toBe( 'descending' );

		area.querySelector< HTMLAnchorElement >(
			'.frontage-file-table__page-link'
		)!.click();
		await settle();
		expect(
			new URLSearchParams( fetchMock.mock.calls[ 1 ][ 1 ].body ).get(
				'paged'
			)
		).toBe( '2' );
		expect( area.ownerDocument.activeElement?.className ).toBe(
			'frontage-search-results__count'
		);
	} );

	it( 'searches decimal sizes and writes them into the address', async () => {
		const fetchMock = answer( RESULTS( 1 ) );
		const alert = jest.spyOn( window, 'alert' ).mockImplementation();
		const { form, field } = render();
		field( 'wfrom' ).value = '1.5';
		field( 'wfromunit' ).value = 'mb';
		form.requestSubmit();
		await settle();
		expect( alert ).not.toHaveBeenCalled();
		const body = new URLSearchParams( fetchMock.mock.calls[ 0 ][ 1 ].body );
		expect( body.get( 'wfrom' ) ).toBe( '1.5' );
		expect( body.get( 'wfromunit' ) ).toBe( 'mb' );
		expect( window.location.search ).toBe( '?q=&wfrom=1.5&wfromunit=mb' );
	} );

	it( 'shows a failure in the results area and keeps the form', async () => {
		answer( '{"success":false,"data":{"message":"Bad date."}}', false );
		const { form, field, area } = render();
		field( 'q' ).value = 'tax';
		form.requestSubmit();
		await settle();
		expect( area.querySelector( '[role="alert"]' )?.textContent ).toContain(
			'Bad date.'
		);
		expect( field( 'q' ).value ).toBe( 'tax' );
		expect( window.location.search ).toBe( '' );
	} );
} );

describe( 'initSearch: refused searches', () => {
	it( 'refuses as docs/search.md says: focus, the size message by its box, the date message', async () => {
		const fetchMock = answer( RESULTS( 1 ) );
		const { form, field } = render();
		const alert = jest.spyOn( window, 'alert' ).mockImplementation();

		form.requestSubmit();
		expect( form.ownerDocument.activeElement ).toBe( field( 'q' ) );

		field( 'q' ).value = 'tax';
		field( 'wfrom' ).value = '-1';
		form.requestSubmit();
		expect( alert ).not.toHaveBeenCalled();
		const line = form.ownerDocument.getElementById(
			field( 'wfrom' ).getAttribute( 'aria-describedby' ) ?? ''
		);
		expect( line?.textContent ).toBe( 'Weight from is positive integer.' );
		expect( line?.getAttribute( 'role' ) ).toBe( 'alert' );
		expect( field( 'wfrom' ).getAttribute( 'aria-invalid' ) ).toBe(
			'true'
		);
		expect( form.ownerDocument.activeElement ).toBe( field( 'wfrom' ) );

		field( 'wfrom' ).value = '';
		field( 'cfrom' ).value = '10-03-2024';
		field( 'cto' ).value = '09-03-2024';
		jest.useFakeTimers();
		form.requestSubmit();
		const message = form.querySelector< HTMLElement >(
			'.frontage-search__date-message'
		)!;
		expect( message.hidden ).toBe( false );
		expect( message.textContent ).toBe(
			'The to date must be greater than the from date.'
		);
		jest.advanceTimersByTime( 3000 );
		expect( message.hidden ).toBe( true );
		jest.useRealTimers();
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'does not search "All categories" while searching all is off, and says why', async () => {
		const fetchMock = answer( RESULTS( 1 ) );
		const { form, field, area } = render( '', {
			searchAll: false,
			labels: { chooseCategory: 'Pick a category.' },
		} );
		field( 'q' ).value = 'tax';
		form.requestSubmit();
		await settle();
		expect( fetchMock ).not.toHaveBeenCalled();
		expect(
			area.querySelector( '.frontage-search-results__notice' )
				?.textContent
		).toBe( 'Pick a category.' );
		expect( area.querySelector( '[role="alert"], button' ) ).toBeNull();
		expect( window.location.search ).toBe( '' );

		field( 'catid' ).value = '4';
		form.requestSubmit();
		await settle();
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shows the notice the server answers for a refused search, with no retry', async () => {
		answer(
			'<p class="frontage-search-results__notice">Choose a category to search in.</p>'
		);
		const { form, field, area } = render();
		field( 'q' ).value = 'tax';
		form.requestSubmit();
		await settle();
		expect( area.textContent ).toContain(
			'Choose a category to search in.'
		);
		expect( area.querySelector( '.frontage-search__retry' ) ).toBeNull();
	} );
} );

describe( 'initSearch: reset, the search on load and history', () => {
	it( 'resets the form, the results and the address', async () => {
		answer( RESULTS( 1 ) );
		window.history.replaceState( null, '', '/search/?q=tax&wfrom=2' );
		const { root, field, area } = render( RESULTS( 1 ) );
		field( 'q' ).value = 'tax';
		field( 'wfrom' ).value = '2';
		field( 'wfromunit' ).value = 'mb';
		root.querySelector< HTMLAnchorElement >(
			'.frontage-search__reset'
		)!.click();
		expect( field( 'q' ).value ).toBe( '' );
		expect( field( 'wfrom' ).value ).toBe( '' );
		expect( field( 'wfromunit' ).value ).toBe( 'kb' );
		expect( area.innerHTML ).toBe( '' );
		expect( window.location.search ).toBe( '' );
	} );

	it( 'searches on load when the address asks and the server did not answer', async () => {
		window.history.replaceState( null, '', '/search/?q=tax&ftags[]=a' );
		const fetchMock = answer( RESULTS( 2 ) );
		render();
		await settle();
		const body = new URLSearchParams( fetchMock.mock.calls[ 0 ][ 1 ].body );
		expect( body.get( 'q' ) ).toBe( 'tax' );
		expect( body.get( 'ftags' ) ).toBe( 'a' );
		// No new history entry for the search the address already holds.
		expect( window.location.search ).toBe( '?q=tax&ftags[]=a' );
	} );

	it( 'does not search again what the server rendered', async () => {
		window.history.replaceState( null, '', '/search/?q=tax' );
		const fetchMock = answer( '' );
		render( RESULTS( 2 ) );
		await settle();
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'does not search on load for paging, type or size fields alone', async () => {
		for ( const query of [
			'?paged=2',
			'?type=pdf',
			'?wfrom=2&limit=10',
		] ) {
			window.history.replaceState( null, '', `/search/${ query }` );
			const fetchMock = answer( RESULTS( 2 ) );
			const { area } = render();
			await settle();
			expect( fetchMock ).not.toHaveBeenCalled();
			expect( area.innerHTML.trim() ).toBe( '' );
		}
	} );

	it( 'puts a decimal size back on back and forward', async () => {
		const fetchMock = answer( RESULTS( 1 ) );
		const { field } = render();
		window.history.replaceState(
			null,
			'',
			'/search/?q=&wfrom=1.5&wfromunit=mb'
		);
		window.dispatchEvent(
			new PopStateEvent( 'popstate', { state: null } )
		);
		await settle();
		expect( field( 'wfrom' ).value ).toBe( '1.5' );
		expect( field( 'wfromunit' ).value ).toBe( 'mb' );
		expect(
			new URLSearchParams( fetchMock.mock.calls[ 0 ][ 1 ].body ).get(
				'wfrom'
			)
		).toBe( '1.5' );

		// Back to an address with paging only: no search.
		const calls = fetchMock.mock.calls.length;
		window.history.replaceState( null, '', '/search/?paged=2' );
		window.dispatchEvent(
			new PopStateEvent( 'popstate', { state: null } )
		);
		await settle();
		expect( fetchMock ).toHaveBeenCalledTimes( calls );
	} );

	it( 'restores the form and the results on back', async () => {
		const fetchMock = answer( RESULTS( 1 ) );
		const { field } = render();
		window.history.replaceState( null, '', '/search/?q=old' );
		window.dispatchEvent(
			new PopStateEvent( 'popstate', { state: null } )
		);
		await settle();
		expect( field( 'q' ).value ).toBe( 'old' );
		expect(
			new URLSearchParams( fetchMock.mock.calls[ 0 ][ 1 ].body ).get(
				'q'
			)
		).toBe( 'old' );
	} );
} );

describe( 'initSearch: the form’s controls and the editor preview', () => {
	it( 'lets only digits, the decimal point, backspace and delete into the size boxes', () => {
		const { field } = render();
		const press = ( key: string ) =>
			field( 'wfrom' ).dispatchEvent(
				new KeyboardEvent( 'keydown', { key, cancelable: true } )
			);
		expect( press( '5' ) ).toBe( true );
		expect( press( 'Backspace' ) ).toBe( true );
		expect( press( '.' ) ).toBe( true );
		expect( press( 'e' ) ).toBe( false );
		expect( press( '-' ) ).toBe( false );
	} );

	it( 'toggles the filters with aria-expanded', () => {
		const { root } = render();
		const toggle = root.querySelector< HTMLButtonElement >(
			'.frontage-search__toggle'
		)!;
		const filters = root.querySelector< HTMLElement >( '#f-filters' )!;
		toggle.click();
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		toggle.click();
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( filters.hidden ).toBe( false );
	} );

	it( 'sends nothing in the editor preview', () => {
		const fetchMock = answer( '' );
		const { form, field } = render( '', { editor: true } );
		field( 'q' ).value = 'tax';
		form.requestSubmit();
		expect( fetchMock ).not.toHaveBeenCalled();
	} );
} );

describe( 'applyAriaSort', () => {
	it( 'mark only the sorted column', () => {
		document.body.innerHTML = RESULTS( 1, 'size', 'desc' );
		const results = document.querySelector< HTMLElement >(
			'.frontage-search-results'
		)!;
		results
			.querySelector( 'th[data-column="title"]' )!
			.setAttribute( 'aria-sort', 'ascending' );
		applyAriaSort( results );
		expect(
			results
				.querySelector( 'th[data-column="title"]' )
				?.hasAttribute( 'aria-sort' )
		).toBe( false );
		expect(
			results
				.querySelector( 'th[data-column="size"]' )
				?.getAttribute( 'aria-sort' )
		).toBe( 'descending' );
	} );
} );
