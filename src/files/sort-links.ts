/**
 * Sort and page links of a file table, as the server builds them (File_Blocks): query arguments
 * named per category (`fc{id}_ordering`, `fc{id}_dir`, `fc{id}_page`), so several tables on one
 * page keep their own state, and every state has a plain address that works without JavaScript.
 */

export type SortDirection = 'asc' | 'desc';

export interface SortState {
	field: string;
	dir: SortDirection;
}

export interface TableQueryKeys {
	ordering: string;
	dir: string;
	page: string;
}

/**
 * The query argument names of one category's table.
 *
 * @param categoryId The category's id.
 * @return The three names.
 */
export function tableQueryKeys( categoryId: number ): TableQueryKeys {
	const prefix = `fc${ categoryId }_`;
	return {
		ordering: `${ prefix }ordering`,
		dir: `${ prefix }dir`,
		page: `${ prefix }page`,
	};
}

/**
 * The sort a click on a column's header asks for: the other direction for the sorted column,
 * ascending for any other.
 *
 * @param current The table's sort now.
 * @param field   The clicked column.
 * @return The new sort.
 */
export function nextSort( current: SortState, field: string ): SortState {
	return {
		field,
		dir: current.field === field && current.dir === 'asc' ? 'desc' : 'asc',
	};
}

/**
 * A header's aria-sort value.
 *
 * @param current The table's sort now.
 * @param field   The header's column.
 * @return `ascending` or `descending` for the sorted column, null for the others.
 */
export function ariaSort(
	current: SortState,
	field: string
): 'ascending' | 'descending' | null {
	if ( current.field !== field ) {
		return null;
	}
	return current.dir === 'asc' ? 'ascending' : 'descending';
}

/**
 * The address of the page sorted another way: back to the first page, other arguments (other
 * tables' state, the site's own) kept.
 *
 * @param href   The page's address now.
 * @param keys   The table's query argument names.
 * @param sort   The sort wanted.
 * @param anchor The table's element id, to scroll back to; none by default.
 * @return The address.
 */
export function sortHref(
	href: string,
	keys: TableQueryKeys,
	sort: SortState,
	anchor = ''
): string {
	const url = new URL( href );
	url.searchParams.set( keys.ordering, sort.field );
	url.searchParams.set( keys.dir, sort.dir );
	url.searchParams.delete( keys.page );
	url.hash = anchor;
	return url.toString();
}

/**
 * The address of another page of the table; page 1 has no page argument (one address per page).
 *
 * @param href   The page's address now.
 * @param keys   The table's query argument names.
 * @param page   The page wanted, from 1.
 * @param anchor The table's element id, to scroll back to; none by default.
 * @return The address.
 */
export function pageHref(
	href: string,
	keys: TableQueryKeys,
	page: number,
	anchor = ''
): string {
	const url = new URL( href );
	if ( Number.isInteger( page ) && page > 1 ) {
		url.searchParams.set( keys.page, String( page ) );
	} else {
		url.searchParams.delete( keys.page );
	}
	url.hash = anchor;
	return url.toString();
}

/**
 * The sort and page an address asks of a table, as the server reads them: unknown fields and
 * pages that are not positive integers are ignored.
 *
 * @param href     The page's address.
 * @param keys     The table's query argument names.
 * @param sortable The columns the table sorts by.
 * @return The sort asked for (null for none) and the page (1 for none).
 */
export function readTableQuery(
	href: string,
	keys: TableQueryKeys,
	sortable: readonly string[]
): { sort: SortState | null; page: number } {
	const params = new URL( href ).searchParams;
	const field = params.get( keys.ordering );
	const pageText = params.get( keys.page ) ?? '';
	const page = /^[1-9]\d{0,8}$/.test( pageText ) ? Number( pageText ) : 1;
	return {
		sort:
			field !== null && sortable.includes( field )
				? {
						field,
						dir: params.get( keys.dir ) === 'desc' ? 'desc' : 'asc',
					}
				: null,
		page,
	};
}
