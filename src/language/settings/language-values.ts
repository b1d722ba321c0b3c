/**
 * The Language settings (docs/language.md "The settings") as the settings app
 * edits them: the `frontage_language` option of /wp/v2/settings, shown as one row per published
 * language. Reading, checking (the same rules as Language_Settings' schema, so a mistake is named
 * next to its field before anything is sent) and writing back. The option is only there while
 * the Language module is on, so reading returns null without it.
 */

export const DETECTION_METHODS = [
	'browser',
	'ip',
	'browser_ip',
	'ip_browser',
] as const;

export interface LanguageRow {
	code: string;
	name: string;
	slug: string;
	iso: string;
}

/** The offer's texts one language may have its own of (popup_translations). */
export const TRANSLATABLE_TEXTS = [
	'popup_textarea',
	'popup_textarea_change_button',
	'popup_textarea_close_button',
] as const;

export type OfferTexts = Record<
	( typeof TRANSLATABLE_TEXTS )[ number ],
	string
>;

export interface LanguageSettings {
	default_language: string;
	languages: LanguageRow[];
	detection_method: ( typeof DETECTION_METHODS )[ number ];
	ip_country_header: string;
	popup_option: 'redirect' | 'popup';
	popup_type: 'popup' | 'hello_bar';
	popup_textarea: string;
	popup_textarea_change_button: string;
	popup_textarea_close_button: string;
	/** Code → the offer's texts in that language ('' : the page language's text). */
	popup_translations: Record< string, OfferTexts >;
	is_iphone_user_check: boolean;
	cookie_name: string;
	cookie_age: number;
	cookie_path: string;
}

/** Language_Settings::CODE_PATTERN. */
export const CODE_PATTERN = /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8}){0,2}$/;
const SLUG_PATTERN = /^[a-z0-9-]{0,20}$/;
const NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const PATH_PATTERN = /^\/[^;,\s]*$/;

/**
 * A string from the answer, or the fallback.
 *
 * @param value    The value.
 * @param fallback Used when it is not a string.
 */
function text( value: unknown, fallback = '' ): string {
	return typeof value === 'string' ? value : fallback;
}

/**
 * The settings from a /wp/v2/settings answer (PHP has cleaned them).
 *
 * @param stored The option's value (undefined while the module is off).
 * @return The settings, or null when the option is not there.
 */
export function readLanguageSettings(
	stored: unknown
): LanguageSettings | null {
	if ( ! stored || typeof stored !== 'object' || Array.isArray( stored ) ) {
		return null;
	}
	const raw = stored as Record< string, unknown >;
	const map = ( key: string ) =>
		( raw[ key ] && typeof raw[ key ] === 'object'
			? raw[ key ]
			: {} ) as Record< string, unknown >;
	const published = Array.isArray( raw.publish_languages )
		? raw.publish_languages.filter(
				( code ): code is string => typeof code === 'string'
			)
		: [];
	return {
		default_language: text( raw.default_language, published[ 0 ] ?? '' ),
		languages: published.map( ( code ) => ( {
			code,
			name: text( map( 'english_name' )[ code ], code ),
			slug: text( map( 'url_slugs' )[ code ] ),
			iso: text( map( 'iso_codes' )[ code ] ),
		} ) ),
		detection_method: ( DETECTION_METHODS as readonly string[] ).includes(
			text( raw.detection_method )
		)
			? ( raw.detection_method as LanguageSettings[ 'detection_method' ] )
			: 'browser',
		ip_country_header: text( raw.ip_country_header ),
		popup_option: raw.popup_option === 'redirect' ? 'redirect' : 'popup',
		popup_type: raw.popup_type === 'hello_bar' ? 'hello_bar' : 'popup',
		popup_textarea: text( raw.popup_textarea ),
		popup_textarea_change_button: text( raw.popup_textarea_change_button ),
		popup_textarea_close_button: text( raw.popup_textarea_close_button ),
		popup_translations: Object.fromEntries(
			Object.entries( map( 'popup_translations' ) ).map(
				( [ code, texts ] ) => [
					code,
					Object.fromEntries(
						TRANSLATABLE_TEXTS.map( ( key ) => [
							key,
							text(
								( texts as Record< string, unknown > )?.[ key ]
							),
						] )
					) as OfferTexts,
				]
			)
		),
		is_iphone_user_check: raw.is_iphone_user_check === true,
		cookie_name: text( raw.cookie_name ),
		cookie_age: typeof raw.cookie_age === 'number' ? raw.cookie_age : 30,
		cookie_path: text( raw.cookie_path, '/' ),
	};
}

export type LanguageProblems = Partial< Record< string, string > >;

/** The messages, translated by the screen. */
export interface ProblemMessages {
	code: string;
	duplicateCode: string;
	name: string;
	slug: string;
	slugTaken: string;
	defaultSlug: string;
	iso: string;
	none: string;
	header: string;
	buttonText: string;
	longText: string;
	cookieName: string;
	cookieAge: string;
	cookiePath: string;
}

/**
 * Field → what is wrong with it; rows are `languages.{index}.{field}`.
 *
 * @param settings The settings being edited.
 * @param messages The messages.
 */
export function languageProblems(
	settings: LanguageSettings,
	messages: ProblemMessages
): LanguageProblems {
	const problems: LanguageProblems = {};
	const seenCodes = new Set< string >();
	const seenSlugs = new Set< string >();
	if ( settings.languages.length === 0 ) {
		problems.languages = messages.none;
	}
	settings.languages.forEach( ( row, index ) => {
		const at = ( field: string ) => `languages.${ index }.${ field }`;
		const key = row.code.toLowerCase().replace( /_/g, '-' );
		if ( ! CODE_PATTERN.test( row.code ) ) {
			problems[ at( 'code' ) ] = messages.code;
		} else if ( seenCodes.has( key ) ) {
			problems[ at( 'code' ) ] = messages.duplicateCode;
		}
		seenCodes.add( key );
		if (
			row.name.trim() === '' ||
			/[<>]/.test( row.name ) ||
			row.name.length > 100
		) {
			problems[ at( 'name' ) ] = messages.name;
		}
		const isDefault = row.code === settings.default_language;
		if ( ! SLUG_PATTERN.test( row.slug ) ) {
			problems[ at( 'slug' ) ] = messages.slug;
		} else if ( row.slug === '' && ! isDefault ) {
			problems[ at( 'slug' ) ] = messages.defaultSlug;
		} else if ( row.slug !== '' && seenSlugs.has( row.slug ) ) {
			problems[ at( 'slug' ) ] = messages.slugTaken;
		}
		seenSlugs.add( row.slug );
		if ( row.iso !== '' && ! CODE_PATTERN.test( row.iso ) ) {
			problems[ at( 'iso' ) ] = messages.iso;
		}
	} );
	if (
		settings.ip_country_header !== '' &&
		! NAME_PATTERN.test( settings.ip_country_header )
	) {
		problems.ip_country_header = messages.header;
	}
	for ( const key of [
		'popup_textarea_change_button',
		'popup_textarea_close_button',
	] as const ) {
		if ( settings[ key ].trim() === '' || settings[ key ].length > 100 ) {
			problems[ key ] = messages.buttonText;
		}
	}
	if ( settings.popup_textarea.length > 1000 ) {
		problems.popup_textarea = messages.longText;
	}
	for ( const [ code, texts ] of Object.entries(
		settings.popup_translations
	) ) {
		for ( const key of TRANSLATABLE_TEXTS ) {
			if (
				texts[ key ].length > ( key === 'popup_textarea' ? 1000 : 100 )
			) {
				problems[ `popup_translations.${ code }.${ key }` ] =
					key === 'popup_textarea'
						? messages.longText
						: messages.buttonText;
			}
		}
	}
	if ( ! NAME_PATTERN.test( settings.cookie_name ) ) {
		problems.cookie_name = messages.cookieName;
	}
	if (
		! Number.isInteger( settings.cookie_age ) ||
		settings.cookie_age < 1 ||
		settings.cookie_age > 3650
	) {
		problems.cookie_age = messages.cookieAge;
	}
	if (
		! PATH_PATTERN.test( settings.cookie_path ) ||
		settings.cookie_path.length > 200
	) {
		problems.cookie_path = messages.cookiePath;
	}
	return problems;
}

/**
 * The option as /wp/v2/settings takes it.
 *
 * @param settings The edited settings.
 */
export function languagePayload(
	settings: LanguageSettings
): Record< string, unknown > {
	const map = ( field: keyof LanguageRow ) =>
		Object.fromEntries(
			settings.languages
				.filter( ( row ) => field !== 'iso' || row.iso !== '' )
				.map( ( row ) => [ row.code, row[ field ] ] )
		);
	const { languages, popup_translations: translations, ...rest } = settings;
	// The published languages' texts that were written; the server keeps no empty ones either.
	const written = Object.fromEntries(
		languages.flatMap( ( { code } ) => {
			const texts = Object.fromEntries(
				TRANSLATABLE_TEXTS.flatMap( ( key ) =>
					translations[ code ]?.[ key ].trim()
						? [ [ key, translations[ code ][ key ] ] ]
						: []
				)
			);
			return Object.keys( texts ).length ? [ [ code, texts ] ] : [];
		} )
	);
	return {
		...rest,
		popup_translations: written,
		publish_languages: languages.map( ( row ) => row.code ),
		english_name: map( 'name' ),
		url_slugs: map( 'slug' ),
		iso_codes: map( 'iso' ),
	};
}
