/**
 * The loop filter's state, which lives in the page's address (docs/loops.md "Loop filter: the
 * URL"): `e-filter-{queryId}-{taxonomy}` holds the chosen term slugs joined by `+` (AND) or `~`
 * (OR), a slug prefixed by `!` is excluded. Pure functions on address strings, no DOM; the
 * server builds the same addresses (tests/fixtures/loop-filter-urls.json is the shared table).
 */

export type Join = 'AND' | 'OR' | 'DISABLED';

/** What the refresh call sends for one taxonomy (docs/loops.md "Refresh without reload"). */
export interface TaxonomyFilter {
	terms: string[];
	logicalJoin: Join;
}

export type WidgetFilters = Record< string, TaxonomyFilter >;

const PREFIX = 'e-filter-';
const NOT = '!';
const SEPARATOR: Record< Join, string > = { AND: '+', OR: '~', DISABLED: '+' };
/** The most entries read from one value, as the server reads them. */
const MAX_TERMS = 100;
/** A slug: letters of any script, digits, `_` and `-`. */
const SLUG = /^[\p{L}\p{N}_-]+$/u;
/** The site-wide paging of the page the loop is on: dropped when a filter changes. */
const PAGE_PARAMS = [ 'page', 'paged' ];
const PAGE_PATH = /\/page\/\d+\/?$/;

interface Pair {
	name: string;
	/** The value as the address spells it (still encoded). */
	value: string;
	/** The pair as the address spells it, kept byte for byte when it is not ours. */
	raw: string;
}

/** One chosen term: its slug as WordPress stores it, and whether it is excluded. */
interface Entry {
	slug: string;
	not: boolean;
}

interface State {
	entries: Entry[];
	join: Join;
}

/**
 * Percent-decoding that keeps text that is not valid percent-encoding as it is.
 *
 * @param text The encoded text.
 * @param plus Whether `+` is a space (a query string's form encoding).
 */
function decode( text: string, plus = true ): string {
	const spaced = plus ? text.replace( /\+/g, ' ' ) : text;
	try {
		return decodeURIComponent( spaced );
	} catch {
		return spaced;
	}
}

/**
 * An address split as text: what precedes the query (a `/page/N/` at the path's end
 * dropped), the query's pairs (empty pieces dropped) and the fragment with its `#`.
 *
 * @param url The address.
 */
function split( url: string ): { base: string; pairs: Pair[]; hash: string } {
	const [ beforeHash, ...hash ] = url.split( '#' );
	const [ base, ...query ] = beforeHash.split( '?' );
	return {
		base: base.replace( PAGE_PATH, '/' ),
		pairs: pairs( query.join( '?' ) ),
		hash: hash.length ? `#${ hash.join( '#' ) }` : '',
	};
}

/**
 * The pairs of a query string, in order.
 *
 * @param search The query string, with or without its `?`.
 */
function pairs( search: string ): Pair[] {
	return search
		.replace( /^\?/, '' )
		.split( '&' )
		.filter( Boolean )
		.map( ( raw ) => {
			const at = raw.indexOf( '=' );
			return {
				name: decode( at < 0 ? raw : raw.slice( 0, at ) ),
				value: at < 0 ? '' : raw.slice( at + 1 ),
				raw,
			};
		} );
}

/**
 * The join a block's `data-logical-join` names: AND or OR exactly, anything else DISABLED.
 *
 * @param value The name.
 */
export function readJoin( value: string | undefined ): Join {
	return value === 'AND' || value === 'OR' ? value : 'DISABLED';
}

/**
 * The query argument of one loop's filter on one taxonomy.
 *
 * @param queryId  The loop's queryId.
 * @param taxonomy The taxonomy.
 */
export function filterParam( queryId: number, taxonomy: string ): string {
	return `${ PREFIX }${ queryId }-${ taxonomy }`;
}

/**
 * The query arguments that page one loop: ours and core's Query Loop's.
 *
 * @param queryId The loop's queryId.
 */
export function pageParams( queryId: number ): string[] {
	return [ `e-page-${ queryId }`, `query-${ queryId }-page` ];
}

/**
 * One entry read: leading `!`s exclude it; anything but a slug is no entry. The slug is
 * lowered and percent-encoded in lower case, as WordPress stores slugs.
 *
 * @param piece The entry, decoded.
 */
function entry( piece: string ): Entry | null {
	const slug = piece.replace( /^!+/, '' );
	if ( ! SLUG.test( slug ) ) {
		return null;
	}
	return {
		slug: encodeURIComponent( slug.toLowerCase() ).toLowerCase(),
		not: slug !== piece,
	};
}

/**
 * The state a decoded value holds: `+` (a space once decoded) and `~` separate entries, a
 * slug is read once, DISABLED keeps the first entry.
 *
 * @param value The value, decoded.
 * @param join  The join to read it with; null: the separators say (`~` only: OR, else AND).
 */
function parse( value: string, join: Join | null ): State {
	const read =
		join ??
		( value.includes( '~' ) && ! /[+ ]/.test( value ) ? 'OR' : 'AND' );
	const entries: Entry[] = [];
	for ( const piece of value.split( /[+ ~]/ ).slice( 0, MAX_TERMS ) ) {
		const found = entry( piece );
		if ( found && ! entries.some( ( e ) => e.slug === found.slug ) ) {
			entries.push( found );
		}
	}
	return {
		entries: read === 'DISABLED' ? entries.slice( 0, 1 ) : entries,
		join: read,
	};
}

/**
 * The entries as the address writes them (`!slug` for an excluded one).
 *
 * @param entries The entries.
 */
function written( entries: Entry[] ): string[] {
	return entries.map( ( e ) => ( e.not ? NOT : '' ) + e.slug );
}

/**
 * The terms chosen in an address for one loop and taxonomy, read as the filter block reads
 * them (with its join).
 *
 * @param url      The address.
 * @param queryId  The loop's queryId.
 * @param taxonomy The taxonomy.
 * @param join     The block's join.
 * @return Slugs as stored, an excluded one prefixed by `!`.
 */
export function chosenTerms(
	url: string,
	queryId: number,
	taxonomy: string,
	join: Join
): string[] {
	const name = filterParam( queryId, taxonomy );
	const pair = split( url ).pairs.find( ( p ) => p.name === name );
	return pair ? written( parse( decode( pair.value ), join ).entries ) : [];
}

/**
 * The state after a click on a term: a chosen entry (same slug, same sign) goes; otherwise
 * the term is chosen, replacing an entry of the same slug in its place, or added at the end
 * (with DISABLED: alone).
 *
 * @param state The state before.
 * @param term  The term clicked (`!slug` excluded), as stored or encoded.
 */
function toggled( state: State, term: string ): Entry[] {
	const clicked = entry( decode( term, false ) );
	if ( ! clicked ) {
		return state.entries;
	}
	const at = state.entries.findIndex( ( e ) => e.slug === clicked.slug );
	if ( at >= 0 && state.entries[ at ].not === clicked.not ) {
		return state.entries.filter( ( _e, index ) => index !== at );
	}
	if ( state.join === 'DISABLED' ) {
		return [ clicked ];
	}
	const entries = [ ...state.entries ];
	entries.splice( at >= 0 ? at : entries.length, at >= 0 ? 1 : 0, clicked );
	return entries;
}

/**
 * The address a filter's term leads to: the term toggled on or off in this loop's filter on
 * this taxonomy (the "All" item, term '', clears it), this loop's paging and the page's paging
 * dropped, everything else kept byte for byte (tests/fixtures/loop-filter-urls.json).
 *
 * @param url      The current address.
 * @param queryId  The loop's queryId.
 * @param taxonomy The filter's taxonomy.
 * @param join     The filter's join.
 * @param term     The term's slug (`!slug` for an excluded one, '' for "All").
 * @return The new address.
 */
export function toggleTermUrl(
	url: string,
	queryId: number,
	taxonomy: string,
	join: Join,
	term: string
): string {
	const parts = split( url );
	const name = filterParam( queryId, taxonomy );
	const dropped = [ ...pageParams( queryId ), ...PAGE_PARAMS ];
	const current = parts.pairs.find( ( pair ) => pair.name === name );
	const state = parse( current ? decode( current.value ) : '', join );
	const value =
		term === ''
			? ''
			: written( toggled( state, term ) ).join( SEPARATOR[ join ] );
	const kept: string[] = [];
	for ( const pair of parts.pairs ) {
		if ( pair === current && value ) {
			kept.push( `${ name }=${ value }` );
		} else if ( pair.name !== name && ! dropped.includes( pair.name ) ) {
			kept.push( pair.raw );
		}
	}
	if ( ! current && value ) {
		kept.push( `${ name }=${ value }` );
	}
	return (
		parts.base +
		( kept.length ? `?${ kept.join( '&' ) }` : '' ) +
		parts.hash
	);
}

/**
 * What the refresh call sends as `widget_filters` for one loop: every taxonomy the address
 * filters it by, read as the page's own render reads the address (the join from the
 * separators), so that the answer is the loop that address shows.
 *
 * @param url     The address.
 * @param queryId The loop's queryId.
 */
export function widgetFilters( url: string, queryId: number ): WidgetFilters {
	const prefix = `${ PREFIX }${ queryId }-`;
	const filters: WidgetFilters = {};
	for ( const pair of split( url ).pairs ) {
		const taxonomy = pair.name.slice( prefix.length );
		const state = parse( decode( pair.value ), null );
		if (
			pair.name.startsWith( prefix ) &&
			taxonomy &&
			state.entries.length
		) {
			filters[ taxonomy ] = {
				terms: written( state.entries ),
				logicalJoin: state.join,
			};
		}
	}
	return filters;
}

/**
 * Whether a query argument belongs to a loop: one of its filters or its paging.
 *
 * @param name    The argument's name.
 * @param queryId The loop.
 */
function ownedBy( name: string, queryId: number ): boolean {
	return (
		name.startsWith( `${ PREFIX }${ queryId }-` ) ||
		pageParams( queryId ).includes( name )
	);
}

/**
 * One loop's part of an address (its filters and paging), to tell whether two addresses show
 * that loop the same way.
 *
 * @param url     The address.
 * @param queryId The loop's queryId.
 */
export function loopState( url: string, queryId: number ): string {
	return split( url )
		.pairs.filter( ( pair ) => ownedBy( pair.name, queryId ) )
		.map( ( pair ) => `${ pair.name }=${ decode( pair.value ) }` )
		.sort()
		.join( '&' );
}

/**
 * Whether two addresses differ only in the parts of the given loops (and the fragment).
 *
 * @param from     One address.
 * @param to       The other.
 * @param queryIds The loops.
 */
export function differsOnlyIn(
	from: string,
	to: string,
	queryIds: number[]
): boolean {
	const rest = ( url: string ) => {
		const address = new URL( url );
		const others = pairs( address.search )
			.filter( ( pair ) =>
				queryIds.every( ( id ) => ! ownedBy( pair.name, id ) )
			)
			.map( ( pair ) => `${ pair.name }=${ decode( pair.value ) }` )
			.sort();
		return address.origin + address.pathname + '?' + others.join( '&' );
	};
	return rest( from ) === rest( to );
}

/**
 * An address with one loop's part (filters and paging) taken from another address: a link
 * rendered before that loop changed (another loop's pagination) keeps the loop as it is now.
 *
 * @param href    The link's address.
 * @param current The page's address now.
 * @param queryId The loop.
 */
export function withLoopState(
	href: string,
	current: string,
	queryId: number
): string {
	const address = new URL( href );
	const search = [
		...pairs( address.search ).filter(
			( pair ) => ! ownedBy( pair.name, queryId )
		),
		...pairs( new URL( current ).search ).filter( ( pair ) =>
			ownedBy( pair.name, queryId )
		),
	]
		.map( ( pair ) => pair.raw )
		.join( '&' );
	return (
		address.origin +
		address.pathname +
		( search ? `?${ search }` : '' ) +
		address.hash
	);
}
