/**
 * The search form's settings, as Search_Form prints them in the block's `data-config` attribute
 * (docs/search.md "The page's search settings"). The global search settings keep their public
 * names there — `downloadSelected`, `check_empty_key_search`, `search_file_suggestion`, `locale`,
 * `dateFormat` — which themes and scripts read. Read defensively: a theme or a cache may hand us
 * anything, and a bad value falls back to the default rather than breaking the page.
 */
import { DEFAULT_DATE_FORMAT, FIRST_DAY_OF_WEEK } from './dates';
import { ORDERINGS } from './query-state';

/** How tags are offered: a checkbox list, or a tag-input field. */
export type TagDisplay = 'checkbox' | 'input';

/** Everything the search script needs from the server. */
export interface SearchConfig {
	/** The site's admin-ajax.php address. */
	ajaxUrl: string;
	/** The REST route GET /frontage/v1/search. */
	restUrl: string;
	/** The page's locale for `&lang=` on search.display; '' for none. */
	lang: string;
	/** The date format of the date boxes: DD-MM-YYYY by default. */
	dateFormat: string;
	/** BCP 47 locale for month and day names, e.g. `de-DE`. */
	locale: string;
	/** First day of the week, 0 = Sunday; 1 (Monday) by default (docs/search.md "Refusals and constants"). */
	firstDay: number;
	/** Suggestions under the keyword box (the `suggestions` setting). */
	search_file_suggestion: boolean;
	/** No search without a keyword (the `check_empty_key` setting). */
	check_empty_key_search: boolean;
	/** May the whole library (category 0) be searched? */
	searchAll: boolean;
	/** downloadSelected: result checkboxes and the download-selected button. */
	downloadSelected: boolean;
	/** The keyword box's placeholder (typed back in, it counts as empty: docs/search.md "Refusals and constants"). */
	placeholder: string;
	tagDisplay: TagDisplay;
	/** Result table theme: default, ggd or preview. */
	theme: string;
	/** Result table columns. */
	columns: string[];
	/** Results per page. */
	limit: number;
	/** The block's default ordering (an ORDERINGS entry), '' for the server's default. */
	ordering: string;
	/** The block's default direction, '' for the server's default. */
	dir: '' | 'asc' | 'desc';
	showPagination: boolean;
	/** Browse all: an empty search lists the newest files (docs/search.md "Browse all"). */
	browseAll: boolean;
	/** Translated labels and messages, by key. */
	labels: Record< string, string >;
	/** True in the block editor's preview (nothing is searched there). */
	editor: boolean;
	/**
	 * The category the block starts in (docs/editor.md): the picker shows it while the address
	 * holds no search, and Reset goes back to it; 0 for all categories.
	 */
	categoryId: number;
}

/** The defaults, used for anything missing or malformed. */
export const DEFAULT_CONFIG: Readonly< SearchConfig > = {
	ajaxUrl: '/wp-admin/admin-ajax.php',
	restUrl: '/wp-json/frontage/v1/search',
	lang: '',
	dateFormat: DEFAULT_DATE_FORMAT,
	locale: 'en-US',
	firstDay: FIRST_DAY_OF_WEEK,
	search_file_suggestion: true,
	check_empty_key_search: false,
	searchAll: true,
	downloadSelected: true,
	placeholder: '',
	tagDisplay: 'checkbox',
	theme: 'default',
	columns: [],
	limit: 20,
	ordering: '',
	dir: '',
	showPagination: true,
	browseAll: false,
	labels: {},
	editor: false,
	categoryId: 0,
};

/**
 * A plain object, or null.
 *
 * @param value Anything.
 * @return The object.
 */
function record( value: unknown ): Record< string, unknown > | null {
	return value !== null &&
		typeof value === 'object' &&
		! Array.isArray( value )
		? ( value as Record< string, unknown > )
		: null;
}

/**
 * Reads the config from the `data-config` JSON.
 *
 * @param json The attribute's text.
 * @return The config, defaults filling whatever is missing or of the wrong type.
 */
export function readConfig( json: string | undefined | null ): SearchConfig {
	let parsed: Record< string, unknown > | null = null;
	try {
		parsed = record( JSON.parse( json ?? '' ) );
	} catch {
		parsed = null;
	}
	const raw = parsed ?? {};
	const text = ( key: keyof SearchConfig, fallback: string ) =>
		typeof raw[ key ] === 'string' ? ( raw[ key ] as string ) : fallback;
	// A flag: true or false, or 1 or 0 (as number or text).
	const flag = ( key: keyof SearchConfig, fallback: boolean ) => {
		const value = raw[ key ];
		if ( typeof value === 'boolean' ) {
			return value;
		}
		if ( value === 1 || value === '1' || value === 0 || value === '0' ) {
			return Number( value ) === 1;
		}
		return fallback;
	};
	const count = (
		key: keyof SearchConfig,
		fallback: number,
		max: number
	) => {
		const value = raw[ key ];
		return typeof value === 'number' &&
			Number.isInteger( value ) &&
			value >= 0 &&
			value <= max
			? value
			: fallback;
	};

	const labels: Record< string, string > = {};
	for ( const [ key, value ] of Object.entries(
		record( raw.labels ) ?? {}
	) ) {
		if ( typeof value === 'string' ) {
			labels[ key ] = value;
		}
	}
	const columns = Array.isArray( raw.columns )
		? raw.columns.filter(
				( column ): column is string => typeof column === 'string'
			)
		: DEFAULT_CONFIG.columns;

	return {
		ajaxUrl: text( 'ajaxUrl', DEFAULT_CONFIG.ajaxUrl ),
		restUrl: text( 'restUrl', DEFAULT_CONFIG.restUrl ),
		lang: text( 'lang', DEFAULT_CONFIG.lang ),
		dateFormat: text( 'dateFormat', DEFAULT_CONFIG.dateFormat ),
		locale: text( 'locale', DEFAULT_CONFIG.locale ),
		firstDay: count( 'firstDay', DEFAULT_CONFIG.firstDay, 6 ),
		search_file_suggestion: flag(
			'search_file_suggestion',
			DEFAULT_CONFIG.search_file_suggestion
		),
		check_empty_key_search: flag(
			'check_empty_key_search',
			DEFAULT_CONFIG.check_empty_key_search
		),
		searchAll: flag( 'searchAll', DEFAULT_CONFIG.searchAll ),
		downloadSelected: flag(
			'downloadSelected',
			DEFAULT_CONFIG.downloadSelected
		),
		placeholder: text( 'placeholder', DEFAULT_CONFIG.placeholder ),
		tagDisplay: raw.tagDisplay === 'input' ? 'input' : 'checkbox',
		theme: text( 'theme', DEFAULT_CONFIG.theme ),
		columns,
		limit:
			count( 'limit', DEFAULT_CONFIG.limit, 100 ) || DEFAULT_CONFIG.limit,
		ordering:
			typeof raw.ordering === 'string' &&
			ORDERINGS.includes( raw.ordering )
				? raw.ordering
				: '',
		dir: raw.dir === 'asc' || raw.dir === 'desc' ? raw.dir : '',
		showPagination: flag( 'showPagination', DEFAULT_CONFIG.showPagination ),
		browseAll: flag( 'browseAll', DEFAULT_CONFIG.browseAll ),
		labels,
		editor: flag( 'editor', DEFAULT_CONFIG.editor ),
		categoryId: count( 'categoryId', 0, Number.MAX_SAFE_INTEGER ),
	};
}

/**
 * A translated label, or its fallback.
 *
 * @param config   The config.
 * @param key      The label's key.
 * @param fallback English text when the server sent none.
 * @return The label.
 */
export function label(
	config: Pick< SearchConfig, 'labels' >,
	key: string,
	fallback: string
): string {
	return config.labels[ key ] ?? fallback;
}
