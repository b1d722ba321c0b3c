import { runningImportId } from './api';

describe( 'runningImportId', () => {
	it( 'reads the running import’s id from a 409', () => {
		expect(
			runningImportId( {
				code: 'frontage_import_running',
				message: 'Import 3 is under way.',
				data: { status: 409, id: 3 },
			} )
		).toBe( 3 );
	} );

	it( 'is null for other errors and for a 409 without an id', () => {
		expect(
			runningImportId( {
				code: 'frontage_import_running',
				data: { status: 409 },
			} )
		).toBeNull();
		expect(
			runningImportId( { code: 'rest_forbidden', data: { id: 3 } } )
		).toBeNull();
		expect( runningImportId( new Error( 'offline' ) ) ).toBeNull();
		expect( runningImportId( null ) ).toBeNull();
	} );
} );
