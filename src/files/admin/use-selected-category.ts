/**
 * The selected category: the one in the address (so a reload keeps it), else the insert modal's,
 * else all files; kept in the address without adding history entries, and all files again when
 * it disappears from the list. The rules are plain functions in category-address.ts.
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

import {
	addressWithCategory,
	categoryFromAddress,
	keptCategory,
} from './category-address';
import type { Category } from './types';

/**
 * Keeps the selected category in the address without adding history entries.
 *
 * @param id The category id, 0 for all files.
 */
function rememberCategory( id: number ): void {
	window.history.replaceState(
		window.history.state,
		'',
		addressWithCategory( window.location.href, id )
	);
}

/**
 * The selected category and how to select another.
 *
 * @param categories The flat list; null until loaded.
 * @param fallback   The insert modal's category (wpfd_category_id), 0 for none.
 * @return The category id (0 for all files) and select().
 */
export function useSelectedCategory(
	categories: Category[] | null,
	fallback: number
): { selected: number; select: ( id: number ) => void } {
	const [ selected, setSelected ] = useState( () =>
		categoryFromAddress( window.location.search, fallback )
	);

	const select = useCallback( ( id: number ) => {
		setSelected( id );
		rememberCategory( id );
	}, [] );

	// A category that disappeared (deleted elsewhere) leaves the owner on all files.
	useEffect( () => {
		const kept = keptCategory( categories, selected );
		if ( kept !== selected ) {
			select( kept );
		}
	}, [ categories, selected, select ] );

	return { selected, select };
}
