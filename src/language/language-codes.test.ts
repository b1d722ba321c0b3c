import {
	UNKNOWN_LANGUAGE,
	bestLanguage,
	isIgnoredLink,
	pageLanguage,
	publishedCode,
	sameLanguage,
} from './language-codes';

const PUBLISHED = [ 'en_US', 'de_DE', 'fr_FR' ];
const SLUGS = { en_US: '', de_DE: 'de', fr_FR: 'fr' };

describe( 'sameLanguage (docs/language.md, flow step 7)', () => {
	it( 'ignores case and treats underscores as dashes', () => {
		expect( sameLanguage( 'de_DE', 'DE-de' ) ).toBe( true );
		expect( sameLanguage( 'de_DE', 'de_AT' ) ).toBe( false );
	} );

	it( 'counts the unknown language as equal to anything', () => {
		expect( sameLanguage( UNKNOWN_LANGUAGE, 'fr_FR' ) ).toBe( true );
		expect( sameLanguage( 'en_US', UNKNOWN_LANGUAGE ) ).toBe( true );
	} );
} );

describe( 'publishedCode', () => {
	it( 'gives the published spelling, or null', () => {
		expect( publishedCode( 'de-de', PUBLISHED ) ).toBe( 'de_DE' );
		expect( publishedCode( 'es_ES', PUBLISHED ) ).toBeNull();
		expect( publishedCode( '', PUBLISHED ) ).toBeNull();
		expect( publishedCode( null, PUBLISHED ) ).toBeNull();
	} );
} );

describe( 'pageLanguage (docs/language.md "Language addresses", flow step 7)', () => {
	it( 'reads the first path segment against the slugs', () => {
		expect(
			pageLanguage( '/de/kontakt/', SLUGS, 'en_US', PUBLISHED )
		).toBe( 'de_DE' );
		expect( pageLanguage( '/FR', SLUGS, 'en_US', PUBLISHED ) ).toBe(
			'fr_FR'
		);
	} );

	it( 'falls back to the default language', () => {
		expect( pageLanguage( '/', SLUGS, 'en_US', PUBLISHED ) ).toBe(
			'en_US'
		);
		expect( pageLanguage( '/deutsch/', SLUGS, 'en_US', PUBLISHED ) ).toBe(
			'en_US'
		);
	} );

	it( 'skips the site’s own folder', () => {
		expect(
			pageLanguage( '/blog/de/x', SLUGS, 'en_US', PUBLISHED, '/blog/' )
		).toBe( 'de_DE' );
	} );

	it( 'is the unknown language when that language is not published', () => {
		expect(
			pageLanguage(
				'/es/',
				{ ...SLUGS, es_ES: 'es' },
				'en_US',
				PUBLISHED
			)
		).toBe( UNKNOWN_LANGUAGE );
		expect( pageLanguage( '/', SLUGS, 'it_IT', PUBLISHED ) ).toBe(
			UNKNOWN_LANGUAGE
		);
	} );

	it( 'survives a malformed segment', () => {
		expect( pageLanguage( '/%E0%A4%A/', SLUGS, 'en_US', PUBLISHED ) ).toBe(
			'en_US'
		);
	} );
} );

describe( 'isIgnoredLink (docs/language.md, flow step 6)', () => {
	it( 'ignores empty, fragment, query, javascript and login addresses', () => {
		for ( const href of [
			'',
			'  ',
			null,
			'#top',
			'?lang=de',
			'javascript:void(0)',
			'JavaScript:alert(1)',
			'/wp-login.php?action=logout',
		] ) {
			expect( isIgnoredLink( href ) ).toBe( true );
		}
	} );

	it( 'follows other links', () => {
		expect( isIgnoredLink( '/de/' ) ).toBe( false );
		expect( isIgnoredLink( 'https://example.org/fr/page' ) ).toBe( false );
	} );
} );

describe( 'bestLanguage', () => {
	it( 'prefers an exact match, then the same language in another region', () => {
		expect( bestLanguage( [ 'de-DE' ], PUBLISHED ) ).toBe( 'de_DE' );
		expect( bestLanguage( [ 'de-AT' ], PUBLISHED ) ).toBe( 'de_DE' );
		expect( bestLanguage( [ 'fr' ], PUBLISHED ) ).toBe( 'fr_FR' );
	} );

	it( 'follows the browser’s order and gives null when nothing fits', () => {
		expect( bestLanguage( [ 'es', 'fr-CA', 'de' ], PUBLISHED ) ).toBe(
			'fr_FR'
		);
		expect( bestLanguage( [ 'es', 'it' ], PUBLISHED ) ).toBeNull();
		expect( bestLanguage( [], PUBLISHED ) ).toBeNull();
	} );
} );
