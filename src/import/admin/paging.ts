/**
 * Pages of a report's long lists (up to 200 rows each): the screen shows one page at a time.
 * A plain function, unit-tested.
 */

/** Rows on one page of a report's table. */
export const PAGE_SIZE = 20;

export interface Page< T > {
	rows: T[];
	/** The page shown, from 1 (kept inside the pages there are). */
	page: number;
	pages: number;
	/** The first and last row shown, from 1 (0 when there are none). */
	first: number;
	last: number;
}

/**
 * One page of a list.
 *
 * @param rows The whole list.
 * @param page The page asked for, from 1.
 * @param size Rows per page.
 * @return The page, its number and the rows it shows.
 */
export function pageOf< T >(
	rows: T[],
	page: number,
	size: number = PAGE_SIZE
): Page< T > {
	const per = Math.max( 1, Math.floor( size ) );
	const pages = Math.max( 1, Math.ceil( rows.length / per ) );
	const current = Math.min( pages, Math.max( 1, Math.floor( page ) || 1 ) );
	const start = ( current - 1 ) * per;
	const shown = rows.slice( start, start + per );
	return {
		rows: shown,
		page: current,
		pages,
		first: shown.length ? start + 1 : 0,
		last: start + shown.length,
	};
}
