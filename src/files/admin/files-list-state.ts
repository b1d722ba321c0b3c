/**
 * The files list's query (page, sort, search) and its selection, as plain state transitions:
 * what a click on a column, a page button or a typed search makes of the current state.
 * No React, unit-tested in files-list-state.test.ts; useFilesList (use-files-list.ts) holds
 * the state.
 */
import type { FilesQuery } from './api';
import type { FileRecord } from './types';

/** Files on one page of the list. */
export const PER_PAGE = 50;

/** Columns the list can be sorted by, as the API names the fields. */
export type SortField =
	'title' | 'type' | 'size' | 'version' | 'updated' | 'downloads';

/** What the list asks the API for, besides the category and the page size. */
export type ListQuery = Pick<
	FilesQuery,
	'page' | 'orderby' | 'order' | 'search'
>;

/** A list as it opens: the first page, the server's order, no search. */
export const FIRST_QUERY: ListQuery = {
	page: 1,
	orderby: '',
	order: 'asc',
	search: '',
};

/**
 * Sorted by a column: ascending, or reversed when it is already sorted by it ascending; back
 * to the first page.
 *
 * @param query The current query.
 * @param field The column.
 * @return The new query.
 */
export function sortedBy( query: ListQuery, field: SortField ): ListQuery {
	return {
		...query,
		page: 1,
		orderby: field,
		order:
			query.orderby === field && query.order === 'asc' ? 'desc' : 'asc',
	};
}

/**
 * A search for the typed text, from the first page; the same query when nothing changed (so
 * nothing is fetched again).
 *
 * @param query The current query.
 * @param text  What is typed in the search field.
 * @return The new query, or the current one.
 */
export function searchedFor( query: ListQuery, text: string ): ListQuery {
	return query.search === text ? query : { ...query, search: text, page: 1 };
}

/**
 * Another page, the rest kept.
 *
 * @param query The current query.
 * @param by    Pages forward (1) or back (-1).
 * @return The new query.
 */
export function turnedPage( query: ListQuery, by: number ): ListQuery {
	return { ...query, page: query.page + by };
}

/**
 * The first page, the rest kept (another category was chosen); the same query when it is on
 * the first page already, so choosing a category asks for its files once.
 *
 * @param query The current query.
 * @return The new query, or the current one.
 */
export function firstPage( query: ListQuery ): ListQuery {
	return query.page === 1 ? query : { ...query, page: 1 };
}

/**
 * The selection without files the list no longer shows; the same set when all are still listed.
 *
 * @param selection The selected ids.
 * @param files     The files listed now.
 * @return The kept ids.
 */
export function keptSelection(
	selection: Set< number >,
	files: Pick< FileRecord, 'id' >[]
): Set< number > {
	const ids = new Set( files.map( ( file ) => file.id ) );
	const kept = [ ...selection ].filter( ( id ) => ids.has( id ) );
	return kept.length === selection.size ? selection : new Set( kept );
}

/**
 * The selection with one file ticked or unticked.
 *
 * @param selection The selected ids.
 * @param id        The file.
 * @param on        Ticked.
 * @return A new set.
 */
export function toggledSelection(
	selection: Set< number >,
	id: number,
	on: boolean
): Set< number > {
	const next = new Set( selection );
	if ( on ) {
		next.add( id );
	} else {
		next.delete( id );
	}
	return next;
}

/**
 * Every listed file selected, or none ("Select all files on this page").
 *
 * @param files The files listed now.
 * @param on    Ticked.
 * @return A new set.
 */
export function wholePageSelection(
	files: Pick< FileRecord, 'id' >[],
	on: boolean
): Set< number > {
	return on ? new Set( files.map( ( file ) => file.id ) ) : new Set();
}
