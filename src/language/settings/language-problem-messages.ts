/**
 * The messages for languageProblems() (language-values.ts), translated: what the Languages card
 * says under a wrong field.
 */
import { __ } from '@wordpress/i18n';

import type { ProblemMessages } from './language-values';

/**
 * The messages for languageProblems(), translated.
 */
export function languageProblemMessages(): ProblemMessages {
	return {
		code: __(
			'A language code is 2 or 3 letters, then optionally a region, like en, de_DE or pt-BR.',
			'frontage'
		),
		duplicateCode: __( 'This language is listed twice.', 'frontage' ),
		name: __(
			'Give the language a name of up to 100 characters, without < or >.',
			'frontage'
		),
		slug: __(
			'An address prefix holds only lower-case letters, digits and hyphens (up to 20).',
			'frontage'
		),
		slugTaken: __(
			'Another language already uses this prefix.',
			'frontage'
		),
		defaultSlug: __(
			'Only the default language can have no prefix.',
			'frontage'
		),
		iso: __(
			'An ISO code looks like en or de-AT; leave it empty to use the code’s language part.',
			'frontage'
		),
		none: __( 'Publish at least one language.', 'frontage' ),
		header: __(
			'A header name holds only letters, digits, hyphens and underscores.',
			'frontage'
		),
		buttonText: __(
			'Give the button a text of up to 100 characters.',
			'frontage'
		),
		longText: __( 'Keep the text under 1,000 characters.', 'frontage' ),
		cookieName: __(
			'A cookie name holds only letters, digits, hyphens and underscores.',
			'frontage'
		),
		cookieAge: __( 'Choose from 1 to 3,650 days.', 'frontage' ),
		cookiePath: __(
			'A cookie path starts with / and has no spaces, commas or semicolons.',
			'frontage'
		),
	};
}
