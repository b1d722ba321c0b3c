import { launchOptions } from './launch';

describe( 'launchOptions', () => {
	it( 'reads mode, page-builder flag and the current choice', () => {
		expect(
			launchOptions( {
				wpfdMode: 'file',
				wpfdPagebuilder: '1',
				wpfdFileId: '12',
				wpfdCategoryId: '3',
			} )
		).toEqual( {
			mode: 'file',
			pageBuilder: true,
			fileId: 12,
			categoryId: 3,
		} );
	} );

	it( 'gives the classic variant for a bare launcher', () => {
		expect( launchOptions( {} ) ).toEqual( {} );
	} );

	it( 'leaves out values it does not know', () => {
		expect(
			launchOptions( {
				wpfdMode: 'everything',
				wpfdPagebuilder: 'yes',
				wpfdFileId: 'abc',
				wpfdCategoryId: '0',
			} )
		).toEqual( {} );
	} );
} );
