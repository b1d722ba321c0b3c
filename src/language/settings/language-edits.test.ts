import {
	defaultLanguageOptions,
	withDefault,
	withNewRow,
	withRow,
	withoutRow,
} from './language-edits';
import type { LanguageSettings } from './language-values';

const SETTINGS: LanguageSettings = {
	default_language: 'en_US',
	languages: [
		{ code: 'en_US', name: 'English', slug: '', iso: 'en' },
		{ code: 'de_DE', name: 'Deutsch', slug: 'de', iso: 'de' },
		{ code: 'FR_fr', name: '', slug: '', iso: '' },
	],
	detection_method: 'browser',
	ip_country_header: '',
	popup_option: 'popup',
	popup_type: 'popup',
	popup_textarea: '',
	popup_textarea_change_button: '',
	popup_textarea_close_button: '',
	popup_translations: {},
	is_iphone_user_check: false,
	cookie_name: 'lang',
	cookie_age: 30,
	cookie_path: '/',
};

describe( 'editing a row', () => {
	it( 'changes only that row', () => {
		const next = withRow( SETTINGS, 1, {
			code: 'de_AT',
			name: 'Deutsch (Österreich)',
			slug: 'at',
			iso: 'de-AT',
		} );
		expect( next.languages[ 1 ].code ).toBe( 'de_AT' );
		expect( next.languages[ 0 ] ).toBe( SETTINGS.languages[ 0 ] );
		expect( next.default_language ).toBe( 'en_US' );
	} );

	it( 'keeps the default language the default when its code is renamed', () => {
		const next = withRow( SETTINGS, 0, {
			...SETTINGS.languages[ 0 ],
			code: 'en_GB',
		} );
		expect( next.default_language ).toBe( 'en_GB' );
	} );
} );

describe( 'adding and removing rows', () => {
	it( 'adds an empty row at the end', () => {
		expect( withNewRow( SETTINGS ).languages ).toEqual( [
			...SETTINGS.languages,
			{ code: '', name: '', slug: '', iso: '' },
		] );
	} );

	it( 'removes only the row removed', () => {
		expect(
			withoutRow( SETTINGS, 1 ).languages.map( ( row ) => row.code )
		).toEqual( [ 'en_US', 'FR_fr' ] );
	} );
} );

describe( 'choosing the default language', () => {
	it( 'takes the prefix off the new default and gives the former one a prefix', () => {
		const next = withDefault( SETTINGS, 'de_DE' );
		expect( next.default_language ).toBe( 'de_DE' );
		expect( next.languages.map( ( row ) => row.slug ) ).toEqual( [
			'en',
			'',
			'fr',
		] );
	} );

	it( 'offers every language that has a code, by its name or else its code', () => {
		expect(
			defaultLanguageOptions(
				withRow( SETTINGS, 2, {
					code: '',
					name: 'Nameless',
					slug: '',
					iso: '',
				} )
			)
		).toEqual( [
			{ value: 'en_US', label: 'English' },
			{ value: 'de_DE', label: 'Deutsch' },
		] );
		expect( defaultLanguageOptions( SETTINGS )[ 2 ] ).toEqual( {
			value: 'FR_fr',
			label: 'FR_fr',
		} );
	} );
} );
