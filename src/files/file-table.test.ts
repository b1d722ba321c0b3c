import { initFileTable, initSearchResultTable, readLabels } from './file-table';

const AJAX = 'https://example.com/wp-admin/admin-ajax.php';

/**
 * A File category block as File_Blocks renders it, with two files.
 */
function renderBlock(): HTMLElement {
	document.body.innerHTML = `
		<div class="wp-block-frontage-file-category frontage-file-table" data-category-id="7"
			data-category-name="Reports" data-ajax-url="${ AJAX }" data-theme="default"
			data-labels='{"columns":"Spalten","zipError":"Zip fehlgeschlagen"}'>
			<div class="frontage-file-table__toolbar">
				<button type="button" class="frontage-file-table__download-selected" hidden>Download selected <span class="frontage-file-table__selected-count"></span></button>
			</div>
			<table class="frontage-file-table__table" id="t">
				<thead><tr>
					<th id="t-col-select" data-column="select" data-persist="true"><input type="checkbox" class="frontage-file-table__select-all"></th>
					<th id="t-col-title" data-column="title" data-persist="true">Title</th>
					<th id="t-col-size" data-column="size">Size</th>
				</tr></thead>
				<tbody>
					<tr><td headers="t-col-select"><input type="checkbox" class="frontage-file-table__select-file" value="11"></td><td headers="t-col-title">A</td><td headers="t-col-size">1 KB</td></tr>
					<tr><td headers="t-col-select"><input type="checkbox" class="frontage-file-table__select-file" value="12"></td><td headers="t-col-title">B</td><td headers="t-col-size">2 KB</td></tr>
				</tbody>
			</table>
		</div>`;
	const root = document.querySelector< HTMLElement >(
		'.wp-block-frontage-file-category'
	)!;
	initFileTable( root );
	return root;
}

const button = () =>
	document.querySelector< HTMLButtonElement >(
		'.frontage-file-table__download-selected'
	)!;
const boxes = () =>
	Array.from(
		document.querySelectorAll< HTMLInputElement >(
			'.frontage-file-table__select-file'
		)
	);

/**
 * Waits for pending promise callbacks.
 */
const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

afterEach( () => {
	jest.restoreAllMocks();
} );

describe( 'initFileTable', () => {
	it( 'marks the block as enhanced and adds the column menu in the server’s words', () => {
		const root = renderBlock();
		expect( root.classList.contains( 'is-enhanced' ) ).toBe( true );
		expect(
			root.querySelector( '.frontage-file-table__columns-toggle' )
				?.textContent
		).toBe( 'Spalten' );
	} );

	it( 'shows “Download selected” with a count once a file is ticked', () => {
		renderBlock();
		expect( button().hidden ).toBe( true );

		boxes()[ 0 ].click();
		expect( button().hidden ).toBe( false );
		expect( button().textContent ).toContain( '(1)' );
		const all = document.querySelector< HTMLInputElement >(
			'.frontage-file-table__select-all'
		)!;
		expect( all.indeterminate ).toBe( true );

		all.click();
		expect( boxes().every( ( box ) => box.checked ) ).toBe( true );
		expect( button().textContent ).toContain( '(2)' );

		all.click();
		expect( button().hidden ).toBe( true );
	} );

	it( 'asks for the zip of the ticked files and alerts the server’s message on failure', async () => {
		renderBlock();
		const fetchMock = jest.fn().mockResolvedValue( {
			json: () =>
				Promise.resolve( {
					success: false,
					data: { message: 'Too many files.' },
				} ),
		} );
		global.fetch = fetchMock as unknown as typeof fetch;
		const alert = jest.spyOn( window, 'alert' ).mockImplementation();

		boxes()[ 1 ].click();
		boxes()[ 0 ].click();
		button().click();
		await settle();

		expect( fetchMock ).toHaveBeenCalledWith(
			`${ AJAX }?action=wpfd&task=files.zipSeletedFiles&filesId=11,12&wpfd_category_id=7`,
			expect.objectContaining( { credentials: 'same-origin' } )
		);
		expect( alert ).toHaveBeenCalledWith( 'Too many files.' );
		expect( button().disabled ).toBe( false );
	} );

	it( 'alerts its own words when the answer is not the contract', async () => {
		renderBlock();
		global.fetch = jest
			.fn()
			.mockRejectedValue(
				new Error( 'offline' )
			) as unknown as typeof fetch;
		const alert = jest.spyOn( window, 'alert' ).mockImplementation();

		boxes()[ 0 ].click();
		button().click();
		await settle();

		expect( alert ).toHaveBeenCalledWith( 'Zip fehlgeschlagen' );
	} );
} );

describe( 'initSearchResultTable', () => {
	/**
	 * A search-result table: rows from two categories.
	 */
	const navigate = jest.fn();
	function renderResults(): HTMLElement {
		document.body.innerHTML = `
			<div class="frontage-search-results frontage-file-table" data-ajax-url="${ AJAX }" data-labels='{}'>
				<div class="frontage-file-table__toolbar">
					<button type="button" class="frontage-file-table__download-selected" hidden>Download selected <span class="frontage-file-table__selected-count"></span></button>
				</div>
				<table class="frontage-file-table__table" id="r">
					<thead><tr>
						<th id="r-col-select" data-column="select" data-persist="true"><input type="checkbox" class="frontage-file-table__select-all"></th>
						<th id="r-col-title" data-column="title" data-persist="true">Title</th>
						<th id="r-col-size" data-column="size" class="is-optional">Size</th>
					</tr></thead>
					<tbody>
						<tr data-file-id="11" data-category-id="3"><td headers="r-col-select"><input type="checkbox" class="frontage-file-table__select-file" value="11"></td><td headers="r-col-title">A</td><td headers="r-col-size">1 KB</td></tr>
						<tr data-file-id="25" data-category-id="9"><td headers="r-col-select"><input type="checkbox" class="frontage-file-table__select-file" value="25"></td><td headers="r-col-title">B</td><td headers="r-col-size">2 KB</td></tr>
					</tbody>
				</table>
			</div>`;
		const root = document.querySelector< HTMLElement >(
			'.frontage-search-results'
		)!;
		initSearchResultTable( root, {
			searchName: () => 'report',
			navigate,
		} );
		return root;
	}

	it( 'posts the selection with each row’s category, then downloads the zip', async () => {
		renderResults();
		const fetchMock = jest.fn().mockResolvedValue( {
			json: () =>
				Promise.resolve( { success: true, data: { hash: 'h1' } } ),
		} );
		global.fetch = fetchMock as unknown as typeof fetch;

		boxes()[ 0 ].click();
		boxes()[ 1 ].click();
		button().click();
		await settle();

		const [ url, init ] = fetchMock.mock.calls[ 0 ];
		expect( url ).toBe(
			`${ AJAX }?action=wpfd&task=files.zipSeletedFilesMultipleCategories`
		);
		expect( init.method ).toBe( 'POST' );
		const body = new URLSearchParams( init.body );
		expect( body.get( 'filesId' ) ).toBe( '11,25' );
		expect(
			JSON.parse( body.get( 'selectedFileWithCategoryIds' )! )
		).toEqual( { 11: 3, 25: 9 } );
		expect( navigate ).toHaveBeenCalledWith(
			`${ AJAX }?action=wpfd&task=files.downloadZipedFileMultipleCategories&hash=h1&wpfd_search_name=report`
		);
	} );

	it( 'alerts the server’s message when the zip fails', async () => {
		renderResults();
		global.fetch = jest.fn().mockResolvedValue( {
			json: () =>
				Promise.resolve( {
					success: false,
					data: { message: 'Not allowed.' },
				} ),
		} ) as unknown as typeof fetch;
		const alert = jest.spyOn( window, 'alert' ).mockImplementation();
		boxes()[ 1 ].click();
		button().click();
		await settle();
		expect( alert ).toHaveBeenCalledWith( 'Not allowed.' );
	} );
} );

describe( 'readLabels', () => {
	it( 'takes the server’s words and keeps English for the rest', () => {
		const labels = readLabels( '{"columns":"Spalten","type":42}' );
		expect( labels.columns ).toBe( 'Spalten' );
		expect( labels.type ).toBe( 'Type' );
	} );

	it( 'survives a missing or broken attribute', () => {
		expect( readLabels( undefined ).columns ).toBe( 'Columns' );
		expect( readLabels( '{' ).download ).toBe( 'Download' );
		expect( readLabels( '[1]' ).loading ).toBe( 'Loading…' );
	} );
} );
