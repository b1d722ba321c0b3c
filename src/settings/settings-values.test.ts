import { readValues, settingsPayload } from './settings-values';

const DATA = {
	optionModules: 'frontage_modules',
	optionDeleteData: 'frontage_delete_data_on_uninstall',
};

const LANGUAGE = {
	default_language: 'en_US',
	publish_languages: [ 'en_US', 'de_DE' ],
	url_slugs: { en_US: '', de_DE: 'de' },
	iso_codes: { en_US: 'en', de_DE: 'de' },
	english_name: { en_US: 'English', de_DE: 'Deutsch' },
	detection_method: 'browser',
	ip_country_header: '',
	popup_option: 'popup',
	popup_type: 'popup',
	popup_textarea: 'Read in {{suggested_language}}?',
	popup_textarea_change_button: 'Switch',
	popup_textarea_close_button: 'Stay',
	is_iphone_user_check: false,
	cookie_name: 'site_lang',
	cookie_age: 30,
	cookie_path: '/',
};

describe( 'the settings app’s values', () => {
	it( 'reads the switches and the opt-in; a module that is off has no settings', () => {
		expect(
			readValues(
				{
					frontage_modules: { files: true, popups: false },
					frontage_delete_data_on_uninstall: true,
				},
				DATA
			)
		).toEqual( {
			switches: { files: true, popups: false },
			deleteData: true,
			search: null,
			language: null,
			media: null,
		} );
	} );

	it( 'reads no switches and keeps the data when the answer has neither', () => {
		expect( readValues( { frontage_modules: 'x' }, DATA ) ).toMatchObject( {
			switches: {},
			deleteData: false,
		} );
	} );

	it( 'saves only the settings of the modules that are on', () => {
		const values = readValues(
			{
				frontage_modules: { search: true },
				frontage_delete_data_on_uninstall: false,
				frontage_search: { suggestions: false },
			},
			DATA
		);
		const payload = settingsPayload( values, DATA );
		expect( Object.keys( payload ) ).toEqual( [
			'frontage_modules',
			'frontage_delete_data_on_uninstall',
			'frontage_search',
		] );
		expect( payload.frontage_search ).toMatchObject( {
			suggestions: false,
		} );
	} );

	it( 'reads and saves the media settings while the Media module is on', () => {
		const values = readValues(
			{
				frontage_media: {
					youtube_api_key: 'AIza-key',
					block_third_party: false,
				},
			},
			DATA
		);
		expect( settingsPayload( values, DATA ).frontage_media ).toEqual( {
			youtube_api_key: 'AIza-key',
			block_third_party: false,
		} );
	} );

	it( 'saves the language settings in the option’s own shape', () => {
		const values = readValues( { frontage_language: LANGUAGE }, DATA );
		expect( settingsPayload( values, DATA ).frontage_language ).toEqual(
			expect.objectContaining( {
				default_language: 'en_US',
				publish_languages: [ 'en_US', 'de_DE' ],
				url_slugs: { en_US: '', de_DE: 'de' },
			} )
		);
	} );
} );
