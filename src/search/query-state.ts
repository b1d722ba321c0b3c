/**
 * The search state in the address bar (SPEC §2.2, §3 Search request): every field of the search
 * request as a query parameter, so a search can be bookmarked, shared, and restored on
 * back/forward. Reading is defensive, because anyone can type an address: unknown parameters are
 * ignored and bad values are dropped or capped.
 */
import { DEFAULT_DATE_FORMAT, parseDate } from './dates';
import { isSizeUnit, type SizeUnit } from './size-units';

/** The search request's wire names (SPEC §3), in the order they are written. */
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

/** Any of these in the address runs the search on load (SPEC §2.2). */
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

/** Sort directions. */
export type SortDirection = 'asc' | 'desc';

/**
 * A search request (SPEC §3). Absent fields are not sent. Sizes are the numbers as typed with
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

const SLUG = /^[\w-]{1,64}$/;

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
		request.q = read( 'q' );
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
	if ( SLUG.test( read( 'theme' ) ) ) {
		request.theme = read( 'theme' );
	}
	const ftags = list( read( 'ftags' ), () => true );
	if ( ftags.length ) {
		request.ftags = ftags;
	}
	for ( const field of [ 'cfrom', 'cto', 'ufrom', 'uto' ] as const ) {
		if ( parseDate( read( field ), dateFormat ) ) {
			request[ field ] = read( field );
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
	if ( SLUG.test( read( 'theme_column' ) ) ) {
		request.theme_column = read( 'theme_column' );
	}
	const types = list( read( 'type' ).toLowerCase(), ( ext ) =>
		/^[a-z0-9]{1,16}$/.test( ext )
	);
	if ( types.length ) {
		request.type = types;
	}
	for ( const [ field, unitField ] of [
		[ 'wfrom', 'wfromunit' ],
		[ 'wto', 'wtounit' ],
	] as const ) {
		const size = whole( read( field ), 0 );
		if ( size !== undefined ) {
			request[ field ] = size;
			const unit = read( unitField ).toLowerCase();
			if ( isSizeUnit( unit ) ) {
				request[ unitField ] = unit;
			}
		}
	}
	if ( /^[\w.-]{1,64}$/.test( read( 'ordering' ) ) ) {
		request.ordering = read( 'ordering' );
	}
	const dir = read( 'dir' ).toLowerCase();
	if ( dir === 'asc' || dir === 'desc' ) {
		request.dir = dir;
	}
	return request;
}

/**
 * Writes the search state as a query string, fields in the spec's order, empty values left out.
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
 * Whether an address should run the search as soon as the page loads (SPEC §2.2): it has a
 * non-empty q, catid, ftags, cfrom, cto, ufrom or uto.
 *
 * @param query The address's query string, or its parameters.
 * @return True to search on load.
 */
export function shouldAutoSearch( query: Query ): boolean {
	const params = toParams( query );
	return AUTO_SEARCH_FIELDS.some(
		( field ) => ( params.get( field ) ?? '' ).trim() !== ''
	);
}
