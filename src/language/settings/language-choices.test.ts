import {
	choiceLabel,
	choicesToAdd,
	rowOf,
	withChoice,
	type LanguageChoice,
} from './language-choices';
import type { LanguageSettings } from './language-values';

const SETTINGS: LanguageSettings = {
	default_language: 'en_US',
	languages: [
		{ code: 'en_US', name: 'English', slug: '', iso: 'en' },
		{ code: 'pt_PT', name: 'Português', slug: 'pt', iso: '' },
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

const choice = (
	code: string,
	name: string,
	englishName: string,
	iso: string,
	installed = false
): LanguageChoice => ( {
	code,
	name,
	english_name: englishName,
	iso,
	slug: iso,
	installed,
} );

const GERMAN = choice( 'de_DE', 'Deutsch', 'German', 'de', true );
const BRAZIL = choice(
	'pt_BR',
	'Português do Brasil',
	'Portuguese (Brazil)',
	'pt'
);
const ENGLISH = choice(
	'en-us',
	'English (United States)',
	'English (United States)',
	'en',
	true
);

describe( 'the languages offered', () => {
	it( 'leaves out those on the card, whatever their case or separator', () => {
		expect(
			choicesToAdd( SETTINGS, [ ENGLISH, GERMAN, BRAZIL ] ).map(
				( item ) => item.code
			)
		).toEqual( [ 'de_DE', 'pt_BR' ] );
	} );

	it( 'reads as its own name, its English name, its code and whether it is installed', () => {
		expect( choiceLabel( GERMAN, 'installed' ) ).toBe(
			'Deutsch, German, de_DE, installed'
		);
		expect( choiceLabel( ENGLISH, 'installed' ) ).toBe(
			'English (United States), en-us, installed'
		);
		expect( choiceLabel( BRAZIL, 'installed' ) ).toBe(
			'Português do Brasil, Portuguese (Brazil), pt_BR'
		);
	} );
} );

describe( 'a language picked from the list', () => {
	it( 'becomes a row with its code, name, ISO code and prefix', () => {
		const next = withChoice( SETTINGS, GERMAN );
		expect( next.languages ).toHaveLength( 3 );
		expect( next.languages[ 2 ] ).toEqual( {
			code: 'de_DE',
			name: 'Deutsch',
			slug: 'de',
			iso: 'de',
		} );
		expect( next.languages.slice( 0, 2 ) ).toEqual( SETTINGS.languages );
		expect( next.default_language ).toBe( 'en_US' );
	} );

	it( 'takes its code’s prefix and ISO code when another language has the language’s', () => {
		expect( rowOf( SETTINGS, BRAZIL ) ).toEqual( {
			code: 'pt_BR',
			name: 'Português do Brasil',
			slug: 'pt-br',
			iso: 'pt-BR',
		} );
	} );
} );
