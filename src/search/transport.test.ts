import {
	RequestSlot,
	failureMessage,
	requestBody,
	runSearch,
	searchDisplayUrl,
	searchSlot,
} from './transport';

const AJAX = 'https://example.com/wp-admin/admin-ajax.php';

afterEach( () => {
	jest.restoreAllMocks();
} );

describe( 'searchDisplayUrl', () => {
	it( 'is task=search.display, with the language when the page has one', () => {
		expect( searchDisplayUrl( AJAX, '' ) ).toBe(
			`${ AJAX }?action=wpfd&task=search.display`
		);
		expect( searchDisplayUrl( AJAX, 'de_DE' ) ).toBe(
			`${ AJAX }?action=wpfd&task=search.display&lang=de_DE`
		);
		expect( searchDisplayUrl( `${ AJAX }?lang=fr`, '' ) ).toBe(
			`${ AJAX }?lang=fr&action=wpfd&task=search.display`
		);
	} );
} );

describe( 'requestBody', () => {
	it( 'form-encodes the request fields, lists comma-joined', () => {
		expect(
			requestBody( {
				q: 'annual report',
				ftags: [ 'a', 'b' ],
				type: [ 'pdf' ],
				limit: 20,
				show_pagination: true,
			} )
		).toBe(
			'q=annual+report&ftags=a,b&show_pagination=1&limit=20&type=pdf'
		);
	} );

	it( 'marks a suggestion request', () => {
		expect(
			requestBody( { q: 'tax', catid: 3, make_file_suggestion: 1 } )
		).toBe( 'q=tax&catid=3&make_file_suggestion=1' );
	} );
} );

describe( 'failureMessage', () => {
	it( 'takes the server’s message, else the fallback', () => {
		expect(
			failureMessage(
				'{"success":false,"data":{"message":"Bad date."}}',
				'Oops'
			)
		).toBe( 'Bad date.' );
		expect( failureMessage( '<html>Fatal error</html>', 'Oops' ) ).toBe(
			'Oops'
		);
		expect( failureMessage( '{"data":{"message":"  "}}', 'Oops' ) ).toBe(
			'Oops'
		);
		expect( failureMessage( 'null', 'Oops' ) ).toBe( 'Oops' );
	} );
} );

describe( 'RequestSlot', () => {
	it( 'holds one request: taking it aborts the one before', () => {
		const slot = new RequestSlot();
		const first = slot.take();
		expect( slot.busy ).toBe( true );
		const second = slot.take();
		expect( first.signal.aborted ).toBe( true );
		expect( second.signal.aborted ).toBe( false );
		slot.release( first );
		expect( slot.busy ).toBe( true );
		slot.release( second );
		expect( slot.busy ).toBe( false );
	} );
} );

describe( 'runSearch', () => {
	/**
	 * A fetch that answers when told to, and rejects when aborted.
	 */
	function pendingFetch() {
		const answers: Array< ( text: string ) => void > = [];
		const mock = jest.fn(
			( _url: string, init: RequestInit ) =>
				new Promise( ( resolve, reject ) => {
					init.signal?.addEventListener( 'abort', () =>
						reject( new DOMException( 'Aborted', 'AbortError' ) )
					);
					answers.push( ( text ) =>
						resolve( {
							ok: true,
							text: () => Promise.resolve( text ),
						} )
					);
				} )
		);
		global.fetch = mock as unknown as typeof fetch;
		return { mock, answers };
	}

	it( 'posts the form-encoded request to search.display', async () => {
		const { mock, answers } = pendingFetch();
		const done = runSearch(
			{ ajaxUrl: AJAX, lang: 'de' },
			{ q: 'tax' },
			'Oops'
		);
		answers[ 0 ]( '<p>1 file</p>' );
		expect( await done ).toEqual( { ok: true, html: '<p>1 file</p>' } );
		const [ url, init ] = mock.mock.calls[ 0 ];
		expect( url ).toBe(
			`${ AJAX }?action=wpfd&task=search.display&lang=de`
		);
		expect( init ).toMatchObject( { method: 'POST', body: 'q=tax' } );
		expect( searchSlot.busy ).toBe( false );
	} );

	it( 'runs one search at a time on the page: a newer one aborts the older', async () => {
		const { answers } = pendingFetch();
		const older = runSearch( { ajaxUrl: AJAX, lang: '' }, { q: 'a' }, '' );
		const newer = runSearch( { ajaxUrl: AJAX, lang: '' }, { q: 'b' }, '' );
		answers[ 1 ]( 'B' );
		expect( await older ).toMatchObject( { ok: false, aborted: true } );
		expect( await newer ).toEqual( { ok: true, html: 'B' } );
	} );

	it( 'reports the server’s message for a 400 and its own words offline', async () => {
		global.fetch = jest.fn().mockResolvedValue( {
			ok: false,
			text: () =>
				Promise.resolve(
					'{"success":false,"data":{"message":"The keyword is too long."}}'
				),
		} ) as unknown as typeof fetch;
		expect(
			await runSearch( { ajaxUrl: AJAX, lang: '' }, { q: 'x' }, 'Oops' )
		).toEqual( {
			ok: false,
			aborted: false,
			message: 'The keyword is too long.',
		} );

		global.fetch = jest
			.fn()
			.mockRejectedValue(
				new TypeError( 'Failed to fetch' )
			) as unknown as typeof fetch;
		expect(
			await runSearch( { ajaxUrl: AJAX, lang: '' }, { q: 'x' }, 'Oops' )
		).toEqual( { ok: false, aborted: false, message: 'Oops' } );
	} );
} );
