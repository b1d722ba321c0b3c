/**
 * The global search settings (docs/search.md "Global search settings") as the settings app
 * edits them: the `frontage_search` option of /wp/v2/settings. The option is only there when the
 * File search module is on, so reading returns null without it.
 */

/** The tag display modes. */
export const TAG_DISPLAYS = [ 'checkbox', 'input' ] as const;

/** The date formats the search form's date boxes accept. */
export const DATE_FORMATS = [
	'DD-MM-YYYY',
	'MM-DD-YYYY',
	'YYYY-MM-DD',
] as const;

export interface SearchSettings {
	suggestions: boolean;
	check_empty_key: boolean;
	download_selected: boolean;
	search_all: boolean;
	tag_display: ( typeof TAG_DISPLAYS )[ number ];
	date_format: ( typeof DATE_FORMATS )[ number ];
}

/** The defaults, as Search_Settings registers them. */
export const SEARCH_DEFAULTS: Readonly< SearchSettings > = {
	suggestions: true,
	check_empty_key: false,
	download_selected: true,
	search_all: true,
	tag_display: 'checkbox',
	date_format: 'DD-MM-YYYY',
};

/**
 * Whether a value is one of a list.
 *
 * @param list  The allowed values.
 * @param value The value.
 * @return True when it is one of them.
 */
function oneOf< T extends string >(
	list: readonly T[],
	value: unknown
): value is T {
	return (
		typeof value === 'string' &&
		( list as readonly string[] ).includes( value )
	);
}

/**
 * The search settings from a /wp/v2/settings answer.
 *
 * @param stored The option's value in the answer (undefined when the module is off).
 * @return The settings, defaults for anything missing; null when the option is not there.
 */
export function readSearchSettings( stored: unknown ): SearchSettings | null {
	if ( ! stored || typeof stored !== 'object' || Array.isArray( stored ) ) {
		return null;
	}
	const raw = stored as Record< string, unknown >;
	const flag = ( key: keyof SearchSettings ): boolean =>
		typeof raw[ key ] === 'boolean'
			? ( raw[ key ] as boolean )
			: ( SEARCH_DEFAULTS[ key ] as boolean );
	return {
		suggestions: flag( 'suggestions' ),
		check_empty_key: flag( 'check_empty_key' ),
		download_selected: flag( 'download_selected' ),
		search_all: flag( 'search_all' ),
		tag_display: oneOf( TAG_DISPLAYS, raw.tag_display )
			? raw.tag_display
			: SEARCH_DEFAULTS.tag_display,
		date_format: oneOf( DATE_FORMATS, raw.date_format )
			? raw.date_format
			: SEARCH_DEFAULTS.date_format,
	};
}
