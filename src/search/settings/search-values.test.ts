import { readSearchSettings, SEARCH_DEFAULTS } from './search-values';

describe( 'readSearchSettings', () => {
	it( 'is null when the option is not in the answer (module off)', () => {
		expect( readSearchSettings( undefined ) ).toBeNull();
		expect( readSearchSettings( null ) ).toBeNull();
		expect( readSearchSettings( [ 1 ] ) ).toBeNull();
		expect( readSearchSettings( 'x' ) ).toBeNull();
	} );

	it( 'fills missing keys with the defaults', () => {
		expect( readSearchSettings( {} ) ).toEqual( SEARCH_DEFAULTS );
	} );

	it( 'keeps valid stored values', () => {
		expect(
			readSearchSettings( {
				suggestions: false,
				check_empty_key: true,
				download_selected: false,
				search_all: false,
				tag_display: 'input',
				date_format: 'YYYY-MM-DD',
			} )
		).toEqual( {
			suggestions: false,
			check_empty_key: true,
			download_selected: false,
			search_all: false,
			tag_display: 'input',
			date_format: 'YYYY-MM-DD',
		} );
	} );

	it( 'replaces values of the wrong type or outside the lists', () => {
		expect(
			readSearchSettings( {
				suggestions: 'no',
				check_empty_key: 1,
				tag_display: 'dropdown',
				date_format: 'D/M/Y',
			} )
		).toEqual( SEARCH_DEFAULTS );
	} );
} );
