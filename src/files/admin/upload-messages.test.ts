import {
	replacedMessage,
	uploadRunNotices,
	uploadedMessage,
	uploadsFailedMessage,
} from './upload-messages';

describe( 'upload messages', () => {
	it( 'say a replacement keeps links and counts', () => {
		expect( replacedMessage( 'Plan' ) ).toBe(
			'The file of “Plan” was replaced. Its links and download count stay the same.'
		);
	} );

	it( 'count uploaded and failed files', () => {
		expect( uploadedMessage( 1 ) ).toBe( '1 file uploaded.' );
		expect( uploadedMessage( 3 ) ).toBe( '3 files uploaded.' );
		expect( uploadsFailedMessage( 1 ) ).toBe(
			'1 file could not be uploaded. The list of uploads says why.'
		);
		expect( uploadsFailedMessage( 2 ) ).toBe(
			'2 files could not be uploaded. The list of uploads says why.'
		);
	} );
} );

describe( 'uploadRunNotices', () => {
	it( 'give the failures first, then each replaced file, then the new files', () => {
		expect( uploadRunNotices( 4, 1, [ 'Plan', 'Menu' ] ) ).toEqual( [
			{
				status: 'error',
				message: uploadsFailedMessage( 1 ),
			},
			{ status: 'success', message: replacedMessage( 'Plan' ) },
			{ status: 'success', message: replacedMessage( 'Menu' ) },
			{ status: 'success', message: uploadedMessage( 2 ) },
		] );
	} );

	it( 'do not count a replacement as an upload', () => {
		expect( uploadRunNotices( 1, 0, [ 'Plan' ] ) ).toEqual( [
			{ status: 'success', message: replacedMessage( 'Plan' ) },
		] );
	} );

	it( 'say only what failed when nothing worked, and nothing when nothing ran', () => {
		expect( uploadRunNotices( 0, 2, [] ) ).toEqual( [
			{ status: 'error', message: uploadsFailedMessage( 2 ) },
		] );
		expect( uploadRunNotices( 0, 0, [] ) ).toEqual( [] );
	} );
} );
