/**
 * The selected category in the page's address (`category=`), so a reload keeps it. Plain
 * functions over the address's text, unit-tested in category-address.test.ts.
 */
import { positiveId } from './insert-options';

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
