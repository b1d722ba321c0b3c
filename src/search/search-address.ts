/**
 * The search block's address and history (docs/search.md): the address carries what the visitor
 * chose, never the block's own settings or defaults; every search the block runs in place is
 * pushed as a history entry that names the block; back and forward to such an entry (or to an
 * entry no block pushed) put that search back. A sort or page link's address names a search too.
 */
import type { SearchConfig } from './config';
import { readForm } from './form-state';
import {
	BASE_FIELDS,
	ORDERINGS,
	addressRequest,
	fromQuery,
	replaceSearchInQuery,
	searchKey,
	type SearchRequest,
} from './query-state';

/** The block's page size and sort, which an address may leave out. */
export type BlockDefaults = Pick< SearchConfig, 'limit' | 'ordering' | 'dir' >;

/** What the history entries this page pushes carry. */
interface SearchHistoryState {
	frontageSearch: number;
}

/**
 * Whether a history state is one this page pushed, and for which block.
 *
 * @param state history.state.
 * @return The state, or null.
 */
function searchState( state: unknown ): SearchHistoryState | null {
	return state &&
		typeof state === 'object' &&
		typeof ( state as SearchHistoryState ).frontageSearch === 'number'
		? ( state as SearchHistoryState )
		: null;
}

/**
 * The block's sort and page size: from the settings, else the form's hidden fields when the
 * address the page opened at did not set them (the server fills them with the block's ordering
 * until the address says otherwise).
 *
 * @param config          The block's settings.
 * @param query           The address's query when the page opened.
 * @param hidden          The form's hidden ordering and dir fields.
 * @param hidden.ordering
 * @param hidden.dir
 * @return The defaults.
 */
export function blockDefaults(
	config: BlockDefaults,
	query: string,
	hidden: { ordering?: string; dir?: string }
): BlockDefaults {
	const params = new URLSearchParams( query );
	const start = ( name: 'ordering' | 'dir' ) =>
		params.has( name ) ? '' : ( hidden[ name ] ?? '' );
	const ordering = start( 'ordering' );
	const dir = start( 'dir' );
	return {
		limit: config.limit,
		ordering:
			config.ordering ||
			( ORDERINGS.includes( ordering ) ? ordering : '' ),
		dir: config.dir || ( dir === 'asc' || dir === 'desc' ? dir : '' ),
	};
}

/**
 * The visitor's part of a request, the block's defaults left out: what the address shows.
 *
 * @param request  The search.
 * @param defaults The block's defaults.
 * @return The fields to write.
 */
export function addressFields(
	request: SearchRequest,
	defaults: BlockDefaults
): SearchRequest {
	const fields = addressRequest( request );
	if ( fields.limit === defaults.limit ) {
		delete fields.limit;
	}
	if ( defaults.ordering && fields.ordering === defaults.ordering ) {
		delete fields.ordering;
	}
	if ( defaults.dir && fields.dir === defaults.dir ) {
		delete fields.dir;
	}
	return fields;
}

/**
 * Whether the results the server rendered already answer the address: results without
 * `data-query` are the server's answer to this very address.
 *
 * @param renderedQuery The results' data-query, if any.
 * @param query         The address's query.
 * @param dateFormat    The site's date format.
 * @param defaults      The block's defaults.
 * @return True when there is nothing to search on load.
 */
export function answersAddress(
	renderedQuery: string | undefined,
	query: string,
	dateFormat: string,
	defaults: BlockDefaults
): boolean {
	return (
		renderedQuery === undefined ||
		searchKey( renderedQuery, dateFormat, defaults ) ===
			searchKey( query, dateFormat, defaults )
	);
}

/** One block's view of the address. */
export interface SearchAddress {
	/** The block's page size and sort. */
	readonly defaults: BlockDefaults;
	/** The search the address names, with the block's fields it leaves out. */
	fromAddress: () => SearchRequest;
	/** The search a sort or page link names, at this page size unless the link sets one. */
	fromLink: ( href: string, limit: number ) => SearchRequest;
	/** Pushes a search into the address. */
	push: ( request: SearchRequest ) => void;
	/** Pushes the address without a search (Reset), unless it holds none already. */
	clear: () => void;
	/** Calls back on back and forward, unless to another block's entry. */
	onBackForward: ( listener: () => void ) => void;
}

/**
 * The address as one search block reads and writes it.
 *
 * @param form   The search form.
 * @param config The search settings.
 * @param index  The block's place on the page, which names its history entries.
 * @return The block's address.
 */
export function createSearchAddress(
	form: HTMLFormElement,
	config: SearchConfig,
	index: number
): SearchAddress {
	const hidden = ( name: string ) =>
		form.querySelector< HTMLInputElement >( `[name="${ name }"]` )?.value ??
		'';
	const defaults = blockDefaults( config, window.location.search, {
		ordering: hidden( 'ordering' ),
		dir: hidden( 'dir' ),
	} );

	/** The block's own fields (theme, columns, exclusions, pagination): in every request. */
	const baseFields = (): SearchRequest => {
		const base: SearchRequest = readForm( form, config ).base ?? {};
		const fields: SearchRequest = {};
		for ( const field of BASE_FIELDS ) {
			if ( base[ field ] !== undefined ) {
				Object.assign( fields, { [ field ]: base[ field ] } );
			}
		}
		return fields;
	};
	/** The request fields an address or a link may leave out: the block's. */
	const implied = (): SearchRequest => {
		const fields: SearchRequest = { ...baseFields(), limit: config.limit };
		if ( defaults.ordering ) {
			fields.ordering = defaults.ordering;
		}
		if ( defaults.dir !== '' ) {
			fields.dir = defaults.dir;
		}
		return fields;
	};
	const pushQuery = ( query: string ) => {
		const state: SearchHistoryState = { frontageSearch: index };
		window.history.pushState(
			state,
			'',
			window.location.pathname + query + window.location.hash
		);
	};

	return {
		defaults,
		fromAddress: () => ( {
			...implied(),
			...addressRequest(
				fromQuery( window.location.search, config.dateFormat )
			),
		} ),
		fromLink: ( href, limit ) => ( {
			...implied(),
			limit,
			...addressRequest(
				fromQuery(
					new URL( href, window.location.href ).search,
					config.dateFormat
				)
			),
		} ),
		push: ( request ) =>
			pushQuery(
				replaceSearchInQuery(
					window.location.search,
					addressFields( request, defaults )
				)
			),
		clear: () => {
			const cleared = replaceSearchInQuery( window.location.search, {} );
			if ( cleared !== window.location.search ) {
				pushQuery( cleared );
			}
		},
		onBackForward: ( listener ) =>
			window.addEventListener( 'popstate', ( event ) => {
				const state = searchState( event.state );
				if ( state && state.frontageSearch !== index ) {
					return;
				}
				listener();
			} ),
	};
}
