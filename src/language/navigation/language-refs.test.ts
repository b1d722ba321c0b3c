import { withLanguageRef } from './language-refs';

describe( 'withLanguageRef', () => {
	it( 'sets a language’s navigation by the dropdown’s value', () => {
		expect( withLanguageRef( undefined, 'de_DE', '12' ) ).toEqual( {
			de_DE: 12,
		} );
		expect( withLanguageRef( { de_DE: 12 }, 'fr_FR', '13' ) ).toEqual( {
			de_DE: 12,
			fr_FR: 13,
		} );
	} );

	it( 'removes it for the block’s own menu, and the attribute with the last one', () => {
		expect(
			withLanguageRef( { de_DE: 12, fr_FR: 13 }, 'de_DE', '' )
		).toEqual( { fr_FR: 13 } );
		expect( withLanguageRef( { de_DE: 12 }, 'de_DE', '' ) ).toBeUndefined();
		expect(
			withLanguageRef( { de_DE: 12 }, 'de_DE', 'x' )
		).toBeUndefined();
	} );
} );
