import {
	fileDisplayUrl,
	readZipAnswer,
	selectedIds,
	zipDownloadUrl,
	zipMultipleDownloadUrl,
	zipMultipleRequest,
	zipRequestUrl,
} from './wire';

const AJAX = 'https://example.com/wp-admin/admin-ajax.php';

describe( 'zipRequestUrl', () => {
	it( 'is the documented call, ids joined by commas', () => {
		expect( zipRequestUrl( AJAX, [ 3, 1, 2 ], 7 ) ).toBe(
			`${ AJAX }?action=wpfd&task=files.zipSeletedFiles&filesId=3,1,2&wpfd_category_id=7`
		);
	} );

	it( 'adds to an address that already has a query', () => {
		expect( zipRequestUrl( `${ AJAX }?lang=fr`, [ 1 ], 7 ) ).toBe(
			`${ AJAX }?lang=fr&action=wpfd&task=files.zipSeletedFiles&filesId=1&wpfd_category_id=7`
		);
	} );
} );

describe( 'zipDownloadUrl', () => {
	it( 'carries the hash and the category, its name encoded', () => {
		const url = new URL(
			zipDownloadUrl( AJAX, 'a1b2', 7, 'Reports & forms, 2026' )
		);
		expect( url.searchParams.get( 'action' ) ).toBe( 'wpfd' );
		expect( url.searchParams.get( 'task' ) ).toBe(
			'files.downloadZipedFile'
		);
		expect( url.searchParams.get( 'hash' ) ).toBe( 'a1b2' );
		expect( url.searchParams.get( 'wpfd_category_id' ) ).toBe( '7' );
		expect( url.searchParams.get( 'wpfd_category_name' ) ).toBe(
			'Reports & forms, 2026'
		);
	} );

	it( 'cannot be steered by a hash that holds query syntax', () => {
		const url = new URL( zipDownloadUrl( AJAX, 'x&task=evil#y', 7, 'A' ) );
		expect( url.searchParams.get( 'task' ) ).toBe(
			'files.downloadZipedFile'
		);
		expect( url.searchParams.get( 'hash' ) ).toBe( 'x&task=evil#y' );
		expect( url.hash ).toBe( '' );
	} );
} );

describe( 'readZipAnswer', () => {
	it( 'reads the hash of a success', () => {
		expect(
			readZipAnswer(
				{ success: true, data: { hash: 'abc' } },
				'fallback'
			)
		).toEqual( { ok: true, hash: 'abc' } );
	} );

	it( 'reads the server’s message of a failure', () => {
		expect(
			readZipAnswer(
				{ success: false, data: { message: 'Too many files.' } },
				'fallback'
			)
		).toEqual( { ok: false, message: 'Too many files.' } );
	} );

	it( 'falls back when the answer is not the contract', () => {
		for ( const body of [
			undefined,
			null,
			'0',
			[],
			{ success: true },
			{ success: true, data: { hash: '' } },
			{ success: true, data: { hash: 42 } },
			{ success: false, data: { message: '  ' } },
			{ success: 'true', data: { hash: 'abc' } },
		] ) {
			expect( readZipAnswer( body, 'fallback' ) ).toEqual( {
				ok: false,
				message: 'fallback',
			} );
		}
	} );
} );

describe( 'fileDisplayUrl', () => {
	it( 'is the documented call', () => {
		expect( fileDisplayUrl( AJAX, 5, 7, 3 ) ).toBe(
			`${ AJAX }?action=wpfd&task=file.display&view=file&id=5&categoryid=7&rootcat=3`
		);
	} );
} );

describe( 'selectedIds', () => {
	it( 'keeps distinct positive integer ids in order', () => {
		expect( selectedIds( [ '4', '2', '4', '10' ] ) ).toEqual( [
			4, 2, 10,
		] );
	} );

	it( 'drops values that are not ids', () => {
		expect(
			selectedIds( [ '', '0', '-1', '1e3', '2.5', 'on', ' 3', '07' ] )
		).toEqual( [] );
	} );
} );

describe( 'zipMultipleRequest', () => {
	it( 'posts the ids and each file’s category as JSON (docs/files.md "Zips of selected files")', () => {
		const request = zipMultipleRequest( AJAX, [
			{ id: 11, categoryId: 3 },
			{ id: 25, categoryId: 9 },
		] );
		expect( request.url ).toBe(
			`${ AJAX }?action=wpfd&task=files.zipSeletedFilesMultipleCategories`
		);
		const body = new URLSearchParams( request.body );
		expect( body.get( 'filesId' ) ).toBe( '11,25' );
		expect(
			JSON.parse( body.get( 'selectedFileWithCategoryIds' )! )
		).toEqual( { 11: 3, 25: 9 } );
		expect( request.body ).toContain( 'filesId=11,25' );
	} );
} );

describe( 'zipMultipleDownloadUrl', () => {
	it( 'names the hash and the search', () => {
		expect( zipMultipleDownloadUrl( AJAX, 'abc', 'annual report' ) ).toBe(
			`${ AJAX }?action=wpfd&task=files.downloadZipedFileMultipleCategories&hash=abc&wpfd_search_name=annual+report`
		);
	} );
} );
