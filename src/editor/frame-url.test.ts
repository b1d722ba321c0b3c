import { frameUrl } from './frame-url';

const BASE =
	'https://example.org/wp-admin/admin.php?page=wpfd&noheader=1&caninsert=1';

describe( 'frameUrl', () => {
	it( 'frames the library page with noheader=1 and caninsert=1', () => {
		const url = new URL( frameUrl( BASE, {} ) );
		expect( url.pathname ).toBe( '/wp-admin/admin.php' );
		expect( url.searchParams.get( 'page' ) ).toBe( 'wpfd' );
		expect( url.searchParams.get( 'noheader' ) ).toBe( '1' );
		expect( url.searchParams.get( 'caninsert' ) ).toBe( '1' );
		expect( url.searchParams.has( 'pagebuilder' ) ).toBe( false );
		expect( url.searchParams.has( 'mode' ) ).toBe( false );
	} );

	it( 'adds the page-builder flag, the mode and the current choice', () => {
		const url = new URL(
			frameUrl( BASE, {
				pageBuilder: true,
				mode: 'category',
				fileId: 12,
				categoryId: 3,
			} )
		);
		expect( url.searchParams.get( 'pagebuilder' ) ).toBe( '1' );
		expect( url.searchParams.get( 'mode' ) ).toBe( 'category' );
		expect( url.searchParams.get( 'wpfd_file_id' ) ).toBe( '12' );
		expect( url.searchParams.get( 'wpfd_category_id' ) ).toBe( '3' );
	} );

	it( 'leaves out the mode "both" and ids that are not positive integers', () => {
		const url = new URL(
			frameUrl( BASE, { mode: 'both', fileId: 0, categoryId: -4 } )
		);
		expect( url.searchParams.has( 'mode' ) ).toBe( false );
		expect( url.searchParams.has( 'wpfd_file_id' ) ).toBe( false );
		expect( url.searchParams.has( 'wpfd_category_id' ) ).toBe( false );
		expect(
			new URL( frameUrl( BASE, { fileId: 1.5 } ) ).searchParams.has(
				'wpfd_file_id'
			)
		).toBe( false );
	} );

	it( 'keeps a relative base relative and sets the page flags it lacks', () => {
		expect( frameUrl( '/wp-admin/admin.php', { mode: 'file' } ) ).toBe(
			'/wp-admin/admin.php?page=wpfd&noheader=1&caninsert=1&mode=file'
		);
	} );
} );
