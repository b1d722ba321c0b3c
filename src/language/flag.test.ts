import { languageFlag } from './flag';

describe( 'a language’s flag', () => {
	it( 'is its code’s country, whatever the separator or case', () => {
		expect( languageFlag( 'de_DE' ) ).toBe( '🇩🇪' );
		expect( languageFlag( 'pt-BR' ) ).toBe( '🇧🇷' );
		expect( languageFlag( 'de_DE_formal' ) ).toBe( '🇩🇪' );
		expect( languageFlag( 'en-gb' ) ).toBe( '🇬🇧' );
	} );

	it( 'is none for a code without a country', () => {
		expect( languageFlag( 'fr' ) ).toBe( '' );
		expect( languageFlag( 'eo' ) ).toBe( '' );
		expect( languageFlag( 'es_419' ) ).toBe( '' );
		expect( languageFlag( 'ca_valencia' ) ).toBe( '' );
		expect( languageFlag( '' ) ).toBe( '' );
	} );
} );
