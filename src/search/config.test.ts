import { DEFAULT_CONFIG, label, readConfig } from './config';

describe( 'readConfig', () => {
	it( 'reads the server’s settings', () => {
		const config = readConfig(
			JSON.stringify( {
				ajaxUrl: '/wp-admin/admin-ajax.php',
				lang: 'de_DE',
				search_file_suggestion: false,
				limit: 50,
				columns: [ 'title', 7, 'size' ],
				ordering: 'created',
				dir: 'desc',
				labels: { noResults: 'Keine Treffer.', bad: 3 },
				editor: true,
				categoryId: 12,
			} )
		);
		expect( config ).toMatchObject( {
			lang: 'de_DE',
			search_file_suggestion: false,
			limit: 50,
			columns: [ 'title', 'size' ],
			ordering: 'created',
			dir: 'desc',
			labels: { noResults: 'Keine Treffer.' },
			editor: true,
			categoryId: 12,
		} );
		expect( label( config, 'noResults', 'No search results.' ) ).toBe(
			'Keine Treffer.'
		);
		expect( label( config, 'retry', 'Try again' ) ).toBe( 'Try again' );
	} );

	it( 'reads the global search settings by their public names (docs/search.md)', () => {
		const config = readConfig(
			JSON.stringify( {
				downloadSelected: false,
				check_empty_key_search: 1,
				search_file_suggestion: '0',
				locale: 'de-DE',
				dateFormat: 'YYYY-MM-DD',
			} )
		);
		expect( config ).toMatchObject( {
			downloadSelected: false,
			check_empty_key_search: true,
			search_file_suggestion: false,
			locale: 'de-DE',
			dateFormat: 'YYYY-MM-DD',
		} );
		// The names of older builds are not settings any more.
		expect(
			readConfig( '{"suggestions":false,"checkEmptyKey":true}' )
		).toMatchObject( {
			search_file_suggestion: true,
			check_empty_key_search: false,
		} );
	} );

	it( 'falls back to the defaults for anything missing or malformed', () => {
		expect( readConfig( 'not json' ) ).toEqual( DEFAULT_CONFIG );
		expect( readConfig( null ) ).toEqual( DEFAULT_CONFIG );
		expect(
			readConfig(
				'{"limit":0,"ordering":"random","dir":"up","firstDay":9,"categoryId":-3}'
			)
		).toMatchObject( {
			limit: 20,
			ordering: '',
			dir: '',
			firstDay: 1,
			categoryId: 0,
		} );
	} );
} );
