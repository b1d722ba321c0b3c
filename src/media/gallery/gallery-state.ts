/**
 * The video gallery's decisions, without the page: what the gallery options and words are, which
 * video comes next, the page number's words, where to scroll (docs/media.md "Video gallery").
 */

/** The gallery's options as the server wrote them in `data-options` (the paging wire's fields). */
export interface GalleryOptions {
	playlistId: string;
	ids: number[];
	pageSize: number;
	columns: number;
	showTitle: boolean;
	showPaging: boolean;
	autonext: boolean;
	thumbplay: boolean;
}

/** The words the gallery writes, translated by the server (`data-labels`). */
export interface GalleryLabels {
	pageOf: string;
	page: string;
	error: string;
	play: string;
}

/** How far above the player the page stops when it scrolls up to it, in px. */
export const SCROLL_OFFSET = 100;

/** How long that scroll takes, in ms. */
export const SCROLL_MS = 500;

const DEFAULT_OPTIONS: GalleryOptions = {
	playlistId: '',
	ids: [],
	pageSize: 6,
	columns: 3,
	showTitle: true,
	showPaging: true,
	autonext: true,
	thumbplay: true,
};

const DEFAULT_LABELS: GalleryLabels = {
	pageOf: 'Page %1$d of %2$d',
	page: 'Page %d',
	error: 'Sorry, there was an error loading the next page.',
	play: 'Play: %s',
};

/**
 * A JSON object from an attribute, or an empty object.
 *
 * @param json The attribute's text.
 */
function parseObject( json: string | undefined ): Record< string, unknown > {
	try {
		const value: unknown = JSON.parse( json ?? '' );
		return value && typeof value === 'object' && ! Array.isArray( value )
			? ( value as Record< string, unknown > )
			: {};
	} catch {
		return {};
	}
}

/**
 * The options from `data-options`; a field missing or of the wrong type keeps its default.
 *
 * @param json The attribute's text.
 */
export function readOptions( json: string | undefined ): GalleryOptions {
	const raw = parseObject( json );
	const result: GalleryOptions = { ...DEFAULT_OPTIONS };
	for ( const key of Object.keys( DEFAULT_OPTIONS ) as Array<
		keyof GalleryOptions
	> ) {
		const value = raw[ key ];
		if ( key === 'ids' ) {
			result.ids = Array.isArray( value )
				? value.filter( ( id ): id is number => Number.isInteger( id ) )
				: [];
		} else if ( typeof value === typeof DEFAULT_OPTIONS[ key ] ) {
			( result as unknown as Record< string, unknown > )[ key ] = value;
		}
	}
	return result;
}

/**
 * The words from `data-labels`; a missing one is the English default.
 *
 * @param json The attribute's text.
 */
export function readLabels( json: string | undefined ): GalleryLabels {
	const raw = parseObject( json );
	const result: GalleryLabels = { ...DEFAULT_LABELS };
	for ( const key of Object.keys( DEFAULT_LABELS ) as Array<
		keyof GalleryLabels
	> ) {
		if ( typeof raw[ key ] === 'string' ) {
			result[ key ] = raw[ key ] as string;
		}
	}
	return result;
}

/**
 * "Page 2 of 3", or "Page 2" when the number of pages is not known (0).
 *
 * @param labels The words.
 * @param number The page number.
 * @param count  The number of pages.
 */
export function pageLabel(
	labels: GalleryLabels,
	number: number,
	count: number
): string {
	return count > 0
		? labels.pageOf
				.replace( '%1$d', String( number ) )
				.replace( '%2$d', String( count ) )
		: labels.page.replace( '%d', String( number ) );
}

/**
 * "Play: {title}".
 *
 * @param labels The words.
 * @param title  The video's title.
 */
export function playLabel( labels: GalleryLabels, title: string ): string {
	return labels.play.replace( '%s', title );
}

/** What happens when a video ends. */
export type AfterEnd =
	{ kind: 'stop' } | { kind: 'video'; index: number } | { kind: 'next-page' };

/**
 * What follows the video that ended: nothing without autonext, the next thumbnail of the page,
 * or the next page's first video when the page has no more and there is a next page.
 *
 * @param autonext    The gallery's option.
 * @param videoIds    The page's `data-videoid`s, in order.
 * @param currentId   The video that ended.
 * @param hasNextPage Whether a next page exists.
 */
export function afterEnd(
	autonext: boolean,
	videoIds: string[],
	currentId: string,
	hasNextPage: boolean
): AfterEnd {
	if ( ! autonext ) {
		return { kind: 'stop' };
	}
	const index = videoIds.indexOf( currentId );
	if ( index >= 0 && index + 1 < videoIds.length ) {
		return { kind: 'video', index: index + 1 };
	}
	// The video is not on this page (the visitor paged on while it played): start this page.
	if ( index < 0 && videoIds.length > 0 ) {
		return { kind: 'video', index: 0 };
	}
	return hasNextPage ? { kind: 'next-page' } : { kind: 'stop' };
}

/**
 * Where the window scrolls before a chosen video plays: up to 100 px above the player when its
 * top is above the viewport, else nowhere (null).
 *
 * @param playerTop The player's top relative to the viewport.
 * @param scrollY   The window's scroll position.
 */
export function scrollTarget(
	playerTop: number,
	scrollY: number
): number | null {
	return playerTop < 0
		? Math.max( 0, scrollY + playerTop - SCROLL_OFFSET )
		: null;
}

/**
 * The paging call's fields (docs/media.md "Video gallery", the paging wire).
 *
 * @param options   The gallery's options.
 * @param pageToken The page asked for.
 * @param nonce     The gallery's nonce.
 * @param action    The admin-ajax action.
 */
export function pagingFields(
	options: GalleryOptions,
	pageToken: string,
	nonce: string,
	action: string
): Array< [ string, string ] > {
	const fields: Array< [ string, string ] > = [
		[ 'action', action ],
		[ 'security', nonce ],
	];
	for ( const [ key, value ] of Object.entries( {
		...options,
		pageToken,
	} ) ) {
		fields.push( [
			`options[${ key }]`,
			Array.isArray( value ) ? value.join( ',' ) : String( value ),
		] );
	}
	return fields;
}
