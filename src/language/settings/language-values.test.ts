import {
	languagePayload,
	languageProblems,
	readLanguageSettings,
	type LanguageSettings,
} from './language-values';

const STORED = {
	default_language: 'en_US',
	publish_languages: [ 'en_US', 'de_DE' ],
	url_slugs: { en_US: '', de_DE: 'de' },
	iso_codes: { en_US: 'en', de_DE: 'de' },
	english_name: { en_US: 'English', de_DE: 'Deutsch' },
	detection_method: 'browser_ip',
	ip_country_header: 'CF-IPCountry',
	popup_option: 'popup',
	popup_type: 'hello_bar',
	popup_textarea: 'Read in {{suggested_language}}?',
	popup_textarea_change_button: 'Switch',
	popup_textarea_close_button: 'Stay',
	popup_translations: {
		de_DE: {
			popup_textarea: 'Auf {{suggested_language}} lesen?',
			popup_textarea_close_button: 'Bleiben',
		},
	},
	is_iphone_user_check: true,
	cookie_name: 'site_lang',
	cookie_age: 90,
	cookie_path: '/',
};

const MESSAGES = {
	code: 'code',
	duplicateCode: 'duplicateCode',
	name: 'name',
	slug: 'slug',
	slugTaken: 'slugTaken',
	defaultSlug: 'defaultSlug',
	iso: 'iso',
	none: 'none',
	header: 'header',
	buttonText: 'buttonText',
	longText: 'longText',
	cookieName: 'cookieName',
	cookieAge: 'cookieAge',
	cookiePath: 'cookiePath',
};

describe( 'the Languages settings', () => {
	const read = readLanguageSettings( STORED ) as LanguageSettings;

	it( 'reads the option as one row per language, and writes it back the same', () => {
		expect( read.languages ).toEqual( [
			{ code: 'en_US', name: 'English', slug: '', iso: 'en' },
			{ code: 'de_DE', name: 'Deutsch', slug: 'de', iso: 'de' },
		] );
		expect( languagePayload( read ) ).toEqual( STORED );
	} );

	it( 'reads the offer’s texts per language with every field, and sends only those written for published languages', () => {
		expect( read.popup_translations ).toEqual( {
			de_DE: {
				popup_textarea: 'Auf {{suggested_language}} lesen?',
				popup_textarea_change_button: '',
				popup_textarea_close_button: 'Bleiben',
			},
		} );
		const edited = {
			...read,
			popup_translations: {
				...read.popup_translations,
				// A language removed from the table, and one with blank texts.
				fr_FR: {
					popup_textarea: 'Lire en {{suggested_language}}',
					popup_textarea_change_button: '',
					popup_textarea_close_button: '',
				},
				en_US: {
					popup_textarea: ' ',
					popup_textarea_change_button: '',
					popup_textarea_close_button: '',
				},
			},
		};
		expect( languagePayload( edited ).popup_translations ).toEqual(
			STORED.popup_translations
		);
		expect(
			readLanguageSettings( { ...STORED, popup_translations: [] } )
				?.popup_translations
		).toEqual( {} );
	} );

	it( 'is null while the module is off', () => {
		expect( readLanguageSettings( undefined ) ).toBeNull();
		expect( readLanguageSettings( [] ) ).toBeNull();
	} );

	it( 'finds nothing wrong in good settings', () => {
		expect( languageProblems( read, MESSAGES ) ).toEqual( {} );
	} );

	it( 'names each wrong field', () => {
		const problems = languageProblems(
			{
				...read,
				languages: [
					...read.languages,
					{ code: 'fr FR', name: '', slug: 'Fr ench', iso: '!' },
					{ code: 'de-de', name: '<b>De</b>', slug: 'de', iso: '' },
					{ code: 'it_IT', name: 'Italiano', slug: '', iso: '' },
				],
				ip_country_header: 'X Country',
				popup_textarea_change_button: ' ',
				popup_textarea: 'x'.repeat( 1001 ),
				cookie_name: 'my cookie',
				cookie_age: 0,
				cookie_path: 'lang',
				popup_translations: {
					de_DE: {
						popup_textarea: 'x'.repeat( 1001 ),
						popup_textarea_change_button: 'x'.repeat( 101 ),
						popup_textarea_close_button: '',
					},
				},
			},
			MESSAGES
		);
		expect( problems ).toEqual( {
			'languages.2.code': 'code',
			'languages.2.name': 'name',
			'languages.2.slug': 'slug',
			'languages.2.iso': 'iso',
			'languages.3.code': 'duplicateCode',
			'languages.3.name': 'name',
			'languages.3.slug': 'slugTaken',
			'languages.4.slug': 'defaultSlug',
			ip_country_header: 'header',
			popup_textarea_change_button: 'buttonText',
			popup_textarea: 'longText',
			cookie_name: 'cookieName',
			cookie_age: 'cookieAge',
			cookie_path: 'cookiePath',
			'popup_translations.de_DE.popup_textarea': 'longText',
			'popup_translations.de_DE.popup_textarea_change_button':
				'buttonText',
		} );
	} );

	it( 'needs at least one language', () => {
		expect(
			languageProblems( { ...read, languages: [] }, MESSAGES ).languages
		).toBe( 'none' );
	} );
} );
