/**
 * The search state in the address bar (docs/search.md "Request fields"): every field of the search
 * request as a query parameter, so a search can be bookmarked, shared, and restored on
 * back/forward. Reading is defensive, because anyone can type an address: unknown parameters are
 * ignored and bad values are dropped or capped.
 */
import { DEFAULT_DATE_FORMAT, formatDate, parseDate } from './dates';
import { isSizeUnit, parseSize, type SizeUnit } from './size-units';

/** The search request's wire names (docs/search.md), in the order they are written. */
export const SEARCH_FIELDS = [
	'q',
	'catid',
	'exclude',
	'theme',
	'ftags',
	'cfrom',
	'cto',
	'ufrom',
	'uto',
	'show_pagination',
	'paged',
	'limit',
	'theme_column',
	'type',
	'wfrom',
	'wfromunit',
	'wto',
	'wtounit',
	'ordering',
	'dir',
] as const;

export type SearchField = ( typeof SEARCH_FIELDS )[ number ];

/** Any of these in the address runs the search on load (docs/search.md). */
export const AUTO_SEARCH_FIELDS: readonly SearchField[] = [
	'q',
	'catid',
	'ftags',
	'cfrom',
	'cto',
	'ufrom',
	'uto',
];

/** The most results a page may ask for; the server's Library::MAX_PER_PAGE. */
export const MAX_LIMIT = 100;

/** The result table's column keys, as `theme_column` lists them (docs/search.md). */
export const COLUMN_KEYS: readonly string[] = [
	'title',
	'description',
	'type',
	'size',
	'version',
	'created',
	'updated',
	'downloads',
	'download',
];

/** The orderings the search knows; `relevance` is the default with a keyword. */
export const ORDERINGS: readonly string[] = [
	'relevance',
	'title',
	'created',
	'updated',
	'size',
	'downloads',
	'type',
	'version',
];

/** The result table themes. */
export const THEMES: readonly string[] = [ 'default', 'ggd', 'preview' ];

/** The longest keyword the server accepts. */
export const MAX_KEYWORD_LENGTH = 200;

/** The date format every address also accepts, whatever the site's format. */
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';

/** Sort directions. */
export type SortDirection = 'asc' | 'desc';

/**
 * A search request (docs/search.md). Absent fields are not sent. Sizes are the numbers as typed with
 * their units; dates are text in the site's date format.
 */
export interface SearchRequest {
	q?: string;
	catid?: number;
	/** Category ids left out, comma-separated. */
	exclude?: string;
	theme?: string;
	ftags?: string[];
	cfrom?: string;
	cto?: string;
	ufrom?: string;
	uto?: string;
	show_pagination?: boolean;
	paged?: number;
	limit?: number;
	/** Column keys, comma-separated. */
	theme_column?: string;
	/** File extensions, lower case. */
	type?: string[];
	wfrom?: number;
	wfromunit?: SizeUnit;
	wto?: number;
	wtounit?: SizeUnit;
	ordering?: string;
	dir?: SortDirection;
}

type Query = URLSearchParams | string;

/**
 * The parameters of a query string, with or without its leading `?`.
 *
 * @param query A query string or parsed parameters.
 * @return The parameters.
 */
function toParams( query: Query ): URLSearchParams {
	return typeof query === 'string'
		? new URLSearchParams( query.replace( /^\?/, '' ) )
		: query;
}

/**
 * The distinct, trimmed, non-empty entries of a comma-separated list.
 *
 * @param text  The list.
 * @param valid Which entries to keep.
 * @return The entries, first occurrence first.
 */
function list( text: string, valid: ( entry: string ) => boolean ): string[] {
	const entries: string[] = [];
	for ( const raw of text.split( ',' ) ) {
		const entry = raw.trim();
		if ( entry && valid( entry ) && ! entries.includes( entry ) ) {
			entries.push( entry );
		}
	}
	return entries;
}

/**
 * A whole number from text, or undefined when it is not one within min and max.
 *
 * @param text The text.
 * @param min  The smallest accepted.
 * @return The number.
 */
function whole( text: string, min: number ): number | undefined {
	if ( ! /^\d{1,9}$/.test( text ) ) {
		return undefined;
	}
	const value = Number( text );
	return value >= min ? value : undefined;
}

/**
 * A list field's entries: `field=a,b` as the address carries it, and `field[]=a&field[]=b` as the
 * form submits it without JavaScript (checkboxes, a multiple select).
 *
 * @param params The parameters.
 * @param field  The field's name.
 * @return The comma-joined text of every value.
 */
function listText( params: URLSearchParams, field: SearchField ): string {
	return [ ...params.getAll( field ), ...params.getAll( `${ field }[]` ) ]
		.map( ( value ) => value.trim() )
		.filter( Boolean )
		.join( ',' );
}

/**
 * A date from the address in the site's format; a YYYY-MM-DD date is rewritten in the site's
 * format, as the date boxes show it.
 *
 * @param text       The parameter's text.
 * @param dateFormat The site's date format.
 * @return The date in the site's format, or undefined when it is not a date.
 */
function readDate( text: string, dateFormat: string ): string | undefined {
	if ( parseDate( text, dateFormat ) ) {
		return text;
	}
	const iso = parseDate( text, ISO_DATE_FORMAT );
	return iso ? formatDate( iso, dateFormat ) : undefined;
}

/**
 * Reads the search state from a query string. Unknown parameters are ignored; values that could
 * not have come from the form are dropped (a bad date, a negative size, an unknown unit or
 * direction); `limit` is capped at MAX_LIMIT.
 *
 * @param query      The address's query string, or its parameters.
 * @param dateFormat The site's date format; DD-MM-YYYY by default.
 * @return The search request.
 */
export function fromQuery(
	query: Query,
	dateFormat: string = DEFAULT_DATE_FORMAT
): SearchRequest {
	const params = toParams( query );
	const request: SearchRequest = {};
	const read = ( field: SearchField ) => ( params.get( field ) ?? '' ).trim();

	if ( read( 'q' ) ) {
		request.q = read( 'q' ).slice( 0, MAX_KEYWORD_LENGTH );
	}
	const catid = whole( read( 'catid' ), 0 );
	if ( catid !== undefined ) {
		request.catid = catid;
	}
	const exclude = list( read( 'exclude' ), ( id ) =>
		/^\d{1,20}$/.test( id )
	);
	if ( exclude.length ) {
		request.exclude = exclude.join( ',' );
	}
	if ( THEMES.includes( read( 'theme' ) ) ) {
		request.theme = read( 'theme' );
	}
	const ftags = list( listText( params, 'ftags' ), () => true );
	if ( ftags.length ) {
		request.ftags = ftags;
	}
	for ( const field of [ 'cfrom', 'cto', 'ufrom', 'uto' ] as const ) {
		const date = readDate( read( field ), dateFormat );
		if ( date ) {
			request[ field ] = date;
		}
	}
	const pagination = read( 'show_pagination' ).toLowerCase();
	if ( [ '1', 'true', '0', 'false' ].includes( pagination ) ) {
		request.show_pagination = pagination === '1' || pagination === 'true';
	}
	const paged = whole( read( 'paged' ), 1 );
	if ( paged !== undefined ) {
		request.paged = paged;
	}
	const limit = whole( read( 'limit' ), 1 );
	if ( limit !== undefined ) {
		request.limit = Math.min( limit, MAX_LIMIT );
	}
	const columns = list( listText( params, 'theme_column' ), ( key ) =>
		COLUMN_KEYS.includes( key )
	);
	if ( columns.length ) {
		request.theme_column = columns.join( ',' );
	}
	const types = list( listText( params, 'type' ).toLowerCase(), ( ext ) =>
		/^[a-z0-9]{1,16}$/.test( ext )
	);
	if ( types.length ) {
		request.type = types;
	}
	for ( const [ field, unitField ] of [
		[ 'wfrom', 'wfromunit' ],
		[ 'wto', 'wtounit' ],
	] as const ) {
		const size = parseSize( read( field ) );
		if ( size.kind === 'number' && size.value >= 0 ) {
			request[ field ] = size.value;
			// A unit typed after the number wins over the unit field (docs/search.md "Sizes").
			const unit = size.unit ?? read( unitField ).toLowerCase();
			if ( isSizeUnit( unit ) ) {
				request[ unitField ] = unit;
			}
		}
	}
	if ( ORDERINGS.includes( read( 'ordering' ).toLowerCase() ) ) {
		request.ordering = read( 'ordering' ).toLowerCase();
	}
	const dir = read( 'dir' ).toLowerCase();
	if ( dir === 'asc' || dir === 'desc' ) {
		request.dir = dir;
	}
	return request;
}

/**
 * Writes the search state as a query string, fields in the order docs/search.md lists them, empty values left out.
 * Commas in lists stay readable.
 *
 * @param request The search request.
 * @return The query string without `?`, e.g. `q=report&ftags=a,b`.
 */
export function toQuery( request: SearchRequest ): string {
	const params = new URLSearchParams();
	for ( const field of SEARCH_FIELDS ) {
		const value = request[ field ];
		let text: string;
		if ( value === undefined || value === null ) {
			continue;
		} else if ( Array.isArray( value ) ) {
			text = value
				.map( ( entry ) => entry.trim() )
				.filter( Boolean )
				.join( ',' );
		} else if ( typeof value === 'boolean' ) {
			text = value ? '1' : '0';
		} else {
			text = String( value ).trim();
		}
		if ( text !== '' ) {
			params.append( field, text );
		}
	}
	return params.toString().replace( /%2C/gi, ',' );
}

/**
 * Whether an address should run the search as soon as the page loads (docs/search.md "On load"):
 * it names q, catid, ftags, cfrom, cto, ufrom or uto, even empty (the form without JavaScript
 * always sends q). Other fields alone (type, sizes, paged, limit, ordering, dir) do not: `?paged=2`
 * is WordPress's own paging.
 *
 * @param query The address's query string, or its parameters.
 * @return True to search on load.
 */
export function shouldAutoSearch( query: Query ): boolean {
	const params = toParams( query );
	return AUTO_SEARCH_FIELDS.some(
		( field ) => params.has( field ) || params.has( `${ field }[]` )
	);
}

/** Fields the block's settings give every search; the address leaves them out. */
export const BASE_FIELDS: readonly SearchField[] = [
	'exclude',
	'theme',
	'show_pagination',
	'theme_column',
];

/**
 * The part of a request that belongs in the address: what the visitor chose (filters, page,
 * page size, ordering), not the block's settings.
 *
 * @param request The search request.
 * @return A copy without BASE_FIELDS.
 */
export function addressRequest( request: SearchRequest ): SearchRequest {
	const copy: SearchRequest = { ...request };
	for ( const field of BASE_FIELDS ) {
		delete copy[ field ];
	}
	return copy;
}

/**
 * A request as a new search: page 1 (a new search, or another page size, starts there).
 *
 * @param request The search request.
 * @return A copy without `paged`.
 */
export function firstPage( request: SearchRequest ): SearchRequest {
	const copy: SearchRequest = { ...request };
	delete copy.paged;
	return copy;
}

/**
 * The page's address query with the search state in place of the old one: parameters that are
 * not search fields (e.g. `page_id` on a site without pretty permalinks) are kept, first.
 *
 * @param current The current query string, with or without `?`.
 * @param request The search to write; an empty one clears the search from the address.
 * @return The query string with its `?`, or '' when nothing is left.
 */
export function replaceSearchInQuery(
	current: string,
	request: SearchRequest
): string {
	const params = toParams( current );
	const kept = new URLSearchParams();
	for ( const [ key, value ] of params ) {
		const name = key.replace( /\[\]$/, '' );
		if ( ! ( SEARCH_FIELDS as readonly string[] ).includes( name ) ) {
			kept.append( key, value );
		}
	}
	let search = toQuery( addressRequest( request ) );
	if ( search && ! shouldAutoSearch( search ) ) {
		// A search by type, size or page only: `q=` makes it one on load too.
		search = `q=&${ search }`;
	}
	const parts = [ kept.toString(), search ].filter( Boolean );
	return parts.length ? `?${ parts.join( '&' ) }` : '';
}

/** The block's defaults, which an address may leave out. */
export interface SearchDefaults {
	/** The block's page size. */
	limit?: number;
	/** The block's ordering, '' for the server's. */
	ordering?: string;
	/** The block's direction, '' for the server's. */
	dir?: string;
}

/**
 * A search's identity, to tell whether the results on the page already answer an address: the
 * visitor's fields, normalized, with defaults left out (page 1, kb, the block's page size and
 * sort).
 *
 * @param query      A query string or parameters.
 * @param dateFormat The site's date format.
 * @param defaults   The block's defaults.
 * @return A comparable string.
 */
export function searchKey(
	query: Query,
	dateFormat: string = DEFAULT_DATE_FORMAT,
	defaults: SearchDefaults = {}
): string {
	const request = addressRequest( fromQuery( query, dateFormat ) );
	if ( request.paged === 1 ) {
		delete request.paged;
	}
	if ( request.limit === ( defaults.limit ?? 20 ) ) {
		delete request.limit;
	}
	if ( defaults.ordering && request.ordering === defaults.ordering ) {
		delete request.ordering;
	}
	if ( defaults.dir && request.dir === defaults.dir ) {
		delete request.dir;
	}
	for ( const unit of [ 'wfromunit', 'wtounit' ] as const ) {
		if ( request[ unit ] === 'kb' ) {
			delete request[ unit ];
		}
	}
	return toQuery( request );
}
