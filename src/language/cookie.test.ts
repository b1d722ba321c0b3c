import { languageCookie, readLanguageCookie } from './cookie';

const PUBLISHED = [ 'en_US', 'de_DE' ];

describe( 'readLanguageCookie (docs/language.md: trusted only if published)', () => {
	it( 'reads the named cookie as a published code', () => {
		expect(
			readLanguageCookie(
				'a=1;frontage_lang_chosen=1; frontage_lang=de-de; b=2',
				'frontage_lang',
				PUBLISHED
			)
		).toBe( 'de_DE' );
	} );

	it( 'ignores unpublished, malformed and foreign values', () => {
		for ( const header of [
			'frontage_lang=es_ES',
			'frontage_lang=%E0%A4%A',
			'frontage_lang=<script>',
			'other_lang=de_DE',
			'my_frontage_lang=de_DE',
			'frontage_lang_chosen=1',
			'',
		] ) {
			expect(
				readLanguageCookie( header, 'frontage_lang', PUBLISHED )
			).toBeNull();
		}
	} );
} );

describe( 'languageCookie', () => {
	it( 'lasts cookie_age days on cookie_path, SameSite=Lax, Secure over https', () => {
		expect(
			languageCookie(
				{
					cookie_name: 'frontage_lang',
					cookie_age: 30,
					cookie_path: '/',
				},
				'de_DE',
				true
			)
		).toBe(
			'frontage_lang=de_DE; Max-Age=2592000; Path=/; SameSite=Lax; Secure'
		);
	} );

	it( 'leaves Secure out over http', () => {
		expect(
			languageCookie(
				{ cookie_name: 'lang', cookie_age: 1, cookie_path: '/blog' },
				'en_US',
				false
			)
		).toBe( 'lang=en_US; Max-Age=86400; Path=/blog; SameSite=Lax' );
	} );
} );
