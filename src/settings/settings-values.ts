/**
 * What the settings app edits, read from a /wp/v2/settings answer and written back to it: the
 * module switches, the uninstall opt-in, and the File search and Language settings while those
 * modules are on (their options are in the settings only then).
 */
import {
	languagePayload,
	readLanguageSettings,
	type LanguageSettings,
} from '../language/settings/language-values';
import {
	readSearchSettings,
	type SearchSettings,
} from '../search/settings/search-values';
import {
	readMediaSettings,
	type MediaSettings,
} from '../media/settings/media-values';
import type { SettingsPageData, Switches } from './types';

/** The File search module's option; in the settings only while the module is on. */
export const SEARCH_OPTION = 'frontage_search';
/** The Language module's option; the same. */
export const LANGUAGE_OPTION = 'frontage_language';
/** The Media module's option; the same. */
export const MEDIA_OPTION = 'frontage_media';

export interface Values {
	switches: Switches;
	deleteData: boolean;
	/** Null while the File search module is off. */
	search: SearchSettings | null;
	/** Null while the Language module is off. */
	language: LanguageSettings | null;
	/** Null while the Media module is off. */
	media: MediaSettings | null;
}

/**
 * The app's values from a /wp/v2/settings response.
 *
 * @param settings The response body.
 * @param data     Option names, from the page.
 * @return The switches, the uninstall opt-in, the search and the language settings.
 */
export function readValues(
	settings: Record< string, unknown >,
	data: SettingsPageData
): Values {
	const stored = settings[ data.optionModules ];
	return {
		switches:
			stored && typeof stored === 'object' ? ( stored as Switches ) : {},
		deleteData: settings[ data.optionDeleteData ] === true,
		search: readSearchSettings( settings[ SEARCH_OPTION ] ),
		language: readLanguageSettings( settings[ LANGUAGE_OPTION ] ),
		media: readMediaSettings( settings[ MEDIA_OPTION ] ),
	};
}

/**
 * The body that saves the values: a module's settings only while it is on.
 *
 * @param values The app's values.
 * @param data   Option names, from the page.
 */
export function settingsPayload(
	values: Values,
	data: SettingsPageData
): Record< string, unknown > {
	return {
		[ data.optionModules ]: values.switches,
		[ data.optionDeleteData ]: values.deleteData,
		...( values.search ? { [ SEARCH_OPTION ]: values.search } : {} ),
		...( values.language
			? { [ LANGUAGE_OPTION ]: languagePayload( values.language ) }
			: {} ),
		...( values.media ? { [ MEDIA_OPTION ]: values.media } : {} ),
	};
}
