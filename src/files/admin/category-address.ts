/**
 * The selected category in the page's address (`category=`), so a reload keeps it, and the
 * selection when the categories change. Plain functions, unit-tested in
 * category-address.test.ts; useSelectedCategory (use-selected-category.ts) holds the state.
 */
import { positiveId } from './insert-options';
import type { Category } from './types';

const CATEGORY_PARAM = 'category';

/**
 * The category to show first: the one in the address, else the fallback.
 *
 * @param search   The address's query string.
 * @param fallback The insert modal's category (wpfd_category_id), 0 for none.
 * @return The category id, 0 for all files.
 */
export function categoryFromAddress(
	search: string,
	fallback: number
): number {
	return (
		positiveId( new URLSearchParams( search ).get( CATEGORY_PARAM ) ) ||
		fallback
	);
}

/**
 * The address with the selected category in it (none for all files).
 *
 * @param href The address.
 * @param id   The category id, 0 for all files.
 * @return The new address.
 */
export function addressWithCategory( href: string, id: number ): string {
	const url = new URL( href );
	if ( id ) {
		url.searchParams.set( CATEGORY_PARAM, String( id ) );
	} else {
		url.searchParams.delete( CATEGORY_PARAM );
	}
	return url.toString();
}

/**
 * The category to keep selected when the list of categories changed: the same one, or all
 * files when it is no longer there (deleted elsewhere).
 *
 * @param categories The flat list; null until loaded.
 * @param selected   The selected category, 0 for all files.
 * @return The category id to show, 0 for all files.
 */
export function keptCategory(
	categories: Pick< Category, 'id' >[] | null,
	selected: number
): number {
	if (
		categories &&
		selected &&
		! categories.some( ( category ) => category.id === selected )
	) {
		return 0;
	}
	return selected;
}
