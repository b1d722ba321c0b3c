/**
 * The changes the Languages card makes to the settings it edits (language-settings-card.tsx):
 * a row edited, added or removed, another default language chosen. Pure, so the rules that
 * keep the default language and the address prefixes consistent are tested without the screen.
 */
import type { LanguageRow, LanguageSettings } from './language-values';

/**
 * The settings with one row changed. Renaming the default language's code keeps it the default.
 *
 * @param settings The settings.
 * @param index    Which row.
 * @param row      Its new value.
 */
export function withRow(
	settings: LanguageSettings,
	index: number,
	row: LanguageRow
): LanguageSettings {
	const previous = settings.languages[ index ];
	return {
		...settings,
		languages: settings.languages.map( ( item, i ) =>
			i === index ? row : item
		),
		default_language:
			previous.code === settings.default_language
				? row.code
				: settings.default_language,
	};
}

/**
 * The settings without one row.
 *
 * @param settings The settings.
 * @param index    Which row.
 */
export function withoutRow(
	settings: LanguageSettings,
	index: number
): LanguageSettings {
	return {
		...settings,
		languages: settings.languages.filter( ( _, i ) => i !== index ),
	};
}

/**
 * The settings with an empty row added at the end.
 *
 * @param settings The settings.
 */
export function withNewRow( settings: LanguageSettings ): LanguageSettings {
	return {
		...settings,
		languages: [
			...settings.languages,
			{ code: '', name: '', slug: '', iso: '' },
		],
	};
}

/**
 * The settings with another default language. The default language has no address prefix; a
 * language left without one (the former default) gets the first two letters of its code.
 *
 * @param settings The settings.
 * @param code     The new default language's code.
 */
export function withDefault(
	settings: LanguageSettings,
	code: string
): LanguageSettings {
	return {
		...settings,
		default_language: code,
		languages: settings.languages.map( ( row ) => {
			if ( row.code === code ) {
				return { ...row, slug: '' };
			}
			return row.slug === ''
				? { ...row, slug: row.code.slice( 0, 2 ).toLowerCase() }
				: row;
		} ),
	};
}

/**
 * The choices of the default language: every row that has a code, by its name.
 *
 * @param settings The settings.
 */
export function defaultLanguageOptions(
	settings: LanguageSettings
): Array< { value: string; label: string } > {
	return settings.languages
		.filter( ( row ) => row.code !== '' )
		.map( ( row ) => ( { value: row.code, label: row.name || row.code } ) );
}
