/**
 * What the head prints stays within 2 KB gzipped (docs/PERFORMANCE.md, "Language head script"):
 * the script with the language configuration before it, as includes/language/class-language-head.php
 * prints them on the demo's front page (three languages, popup mode). Checks the last build, if
 * any; tests/php/language/test-language-head.php measures a page the site really renders.
 */
import fs from 'fs';
import path from 'path';
import { gzipSync } from 'zlib';

import { builtBundle } from '../../shared/built-bundle';
import type { LanguageConfig } from '../flow';

const LIMIT = 2 * 1024;
const HOME = 'http://localhost:8888';

/** The demo's configuration, as its front page prints it. */
const DEMO: LanguageConfig = {
	default_language: 'en_US',
	url_slugs: { en_US: '', de_DE: 'de', fr_FR: 'fr' },
	publish_languages: [ 'en_US', 'de_DE', 'fr_FR' ],
	iso_codes: { en_US: 'en', de_DE: 'de', fr_FR: 'fr' },
	english_name: { en_US: 'English', de_DE: 'Deutsch', fr_FR: 'Français' },
	detection_method: 'browser',
	popup_option: 'popup',
	popup_type: 'popup',
	popup_textarea: 'This page is also available in {{suggested_language}}.',
	popup_textarea_change_button: 'Change language',
	popup_textarea_close_button: 'Stay here',
	is_iphone_user_check: false,
	cookie_name: 'frontage_language',
	cookie_age: 30,
	cookie_path: '/',
	abs_home: HOME,
	ajax_url: `${ HOME }/wp-admin/admin-ajax.php`,
	language_urls: {
		en_US: `${ HOME }/`,
		de_DE: `${ HOME }/de/`,
		fr_FR: `${ HOME }/fr/`,
	},
	loader_url: `${ HOME }/wp-content/plugins/frontage/build/language/offer-loader/index.js?ver=0.1.0`,
};

describe( 'the language head script (after a build)', () => {
	it( 'prints at most 2 KB gzipped with its configuration, and depends on no WordPress script', () => {
		const bundle = builtBundle( 'language/head/index.js' );
		if ( ! bundle ) {
			return;
		}
		const script = fs
			.readFileSync(
				path.join( __dirname, '../../../build/language/head/index.js' ),
				'utf8'
			)
			.trim();
		const printed = `<script id="frontage-language">window.frontageLanguage=${ JSON.stringify(
			DEMO
		) };\n${ script }</script>\n`;
		expect( gzipSync( printed, { level: 9 } ).length ).toBeLessThanOrEqual(
			LIMIT
		);
		expect( bundle.asset ).toMatch( /'dependencies' => array\(\)/ );
	} );
} );
