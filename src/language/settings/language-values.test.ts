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
		} );
	} );

	it( 'needs at least one language', () => {
		expect(
			languageProblems( { ...read, languages: [] }, MESSAGES ).languages
		).toBe( 'none' );
	} );
} );
