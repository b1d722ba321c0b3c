import {
	acceptTarget,
	nameOf,
	offerChoices,
	offerText,
	offerWords,
	PLACEHOLDER,
} from './offer-model';

const config = {
	publish_languages: [ 'en_US', 'de_DE', 'fr_FR', 'es_ES' ],
	language_urls: {
		en_US: 'https://example.test/about/',
		'de-de': 'https://example.test/de/ueber-uns/',
		fr_FR: 'javascript:alert(1)',
	},
	english_name: { en_US: 'English', de_DE: 'Deutsch', fr_FR: '  ' },
};

describe( 'offerText', () => {
	it( 'puts the language name in place of every placeholder', () => {
		expect(
			offerText(
				`Read it in ${ PLACEHOLDER }? ${ PLACEHOLDER }!`,
				'Deutsch'
			)
		).toBe( 'Read it in Deutsch? Deutsch!' );
	} );

	it( 'leaves HTML as written: React prints it as text', () => {
		expect( offerText( '<b>Hi</b> {{suggested_language}}', 'x' ) ).toBe(
			'<b>Hi</b> x'
		);
	} );

	it( 'keeps a text without the placeholder', () => {
		expect( offerText( 'Another language?', 'Deutsch' ) ).toBe(
			'Another language?'
		);
	} );
} );

describe( 'offerChoices', () => {
	it( 'lists the languages this page exists in, its own language at the address open now', () => {
		expect(
			offerChoices( config, 'en-us', 'https://example.test/about/?utm=1' )
		).toEqual( [
			{
				code: 'en_US',
				name: 'English',
				url: 'https://example.test/about/?utm=1',
			},
			{
				code: 'de_DE',
				name: 'Deutsch',
				url: 'https://example.test/de/ueber-uns/',
			},
		] );
	} );

	it( 'leaves out languages without an address or with an address that is not one', () => {
		const codes = offerChoices( config, 'de_DE', 'x' ).map(
			( choice ) => choice.code
		);
		expect( codes ).not.toContain( 'fr_FR' );
		expect( codes ).not.toContain( 'es_ES' );
	} );
} );

describe( 'nameOf', () => {
	it( 'finds the name whatever the case and separator, else shows the code', () => {
		expect( nameOf( { de_DE: 'Deutsch' }, 'de-de' ) ).toBe( 'Deutsch' );
		expect( nameOf( { fr_FR: ' ' }, 'fr_FR' ) ).toBe( 'fr_FR' );
		expect( nameOf( {}, 'es_ES' ) ).toBe( 'es_ES' );
	} );
} );

describe( 'acceptTarget', () => {
	const german = { code: 'de_DE', name: 'Deutsch', url: '/de/' };

	it( 'leads to the chosen language', () => {
		expect( acceptTarget( german, 'en_US' ) ).toBe( '/de/' );
	} );

	it( 'only closes when the choice is the page’s own language, or none', () => {
		expect( acceptTarget( german, 'de-DE' ) ).toBeNull();
		expect( acceptTarget( undefined, 'en_US' ) ).toBeNull();
	} );
} );

describe( 'offerWords', () => {
	const own = {
		popup_textarea:
			'This page is also available in {{suggested_language}}.',
		popup_textarea_change_button: 'Change language',
		popup_textarea_close_button: 'Stay here',
	};
	const translations = {
		de_DE: {
			text: 'Diese Seite gibt es auch auf {{suggested_language}}.',
			changeLabel: 'Sprache wechseln',
			lang: 'de',
		},
		fr_FR: {
			closeLabel: 'Rester ici',
			changeLabel: ' ',
			lang: 'fr',
		},
	};

	it( 'speaks the suggested language where its texts exist', () => {
		expect( offerWords( own, translations, 'de-de', 'en_US' ) ).toEqual( {
			text: {
				text: 'Diese Seite gibt es auch auf {{suggested_language}}.',
				lang: 'de',
			},
			changeLabel: { text: 'Sprache wechseln', lang: 'de' },
			closeLabel: { text: 'Stay here' },
		} );
	} );

	it( 'falls back to the page language’s texts, then to the settings’ own', () => {
		expect( offerWords( own, translations, 'es_ES', 'fr_FR' ) ).toEqual( {
			text: { text: own.popup_textarea },
			changeLabel: { text: 'Change language' },
			closeLabel: { text: 'Rester ici', lang: 'fr' },
		} );
		expect( offerWords( own, undefined, 'de_DE', 'en_US' ).text ).toEqual( {
			text: own.popup_textarea,
		} );
	} );
} );
