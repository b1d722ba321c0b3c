import {
	apiKeyProblem,
	MEDIA_DEFAULTS,
	readMediaSettings,
} from './media-values';

describe( 'readMediaSettings', () => {
	it( 'is null when the option is not in the answer (module off)', () => {
		expect( readMediaSettings( undefined ) ).toBeNull();
		expect( readMediaSettings( [ 1 ] ) ).toBeNull();
	} );

	it( 'keeps valid values and fills the rest with the defaults', () => {
		expect( readMediaSettings( {} ) ).toEqual( MEDIA_DEFAULTS );
		expect(
			readMediaSettings( {
				youtube_api_key: 'AIza-key_1',
				block_third_party: false,
			} )
		).toEqual( {
			youtube_api_key: 'AIza-key_1',
			block_third_party: false,
		} );
		expect(
			readMediaSettings( { youtube_api_key: 3, block_third_party: 'no' } )
		).toEqual( MEDIA_DEFAULTS );
	} );
} );

describe( 'apiKeyProblem', () => {
	it( 'accepts an empty key and Google’s letters, digits, _ and -', () => {
		expect( apiKeyProblem( '' ) ).toBe( '' );
		expect(
			apiKeyProblem( 'AIzaSyA-1234567890_abcdefghijklmnopqrs' )
		).toBe( '' );
	} );

	it( 'refuses spaces, other characters and keys over 100 characters', () => {
		expect( apiKeyProblem( 'a key' ) ).not.toBe( '' );
		expect( apiKeyProblem( 'key<script>' ) ).not.toBe( '' );
		expect( apiKeyProblem( 'k'.repeat( 101 ) ) ).not.toBe( '' );
	} );
} );
