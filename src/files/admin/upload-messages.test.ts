import {
	replacedMessage,
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
