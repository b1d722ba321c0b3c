/**
 * Moving a category: shown at once, then stored (its place and its new siblings' order); the
 * server's order is reloaded afterwards whether the move worked or not.
 */
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { apiErrorMessage } from '../../shared/api-error';
import { updateCategory } from './api';
import { categoryMovedMessage } from './category-messages';
import { categoryName } from './category-options';
import {
	applyUpdates,
	childrenOf,
	planMove,
	type Placement,
} from './category-tree';
import type { Notify } from './notices';
import type { Category } from './types';

export interface CategoryMove {
	/** A move is being saved. */
	moving: boolean;
	/**
	 * Moves a category and stores its place (and its new siblings' order).
	 *
	 * @param id        The category.
	 * @param placement Where it goes; null does nothing.
	 */
	move: ( id: number, placement: Placement | null ) => Promise< void >;
}

/**
 * The category move and whether one is being saved.
 *
 * @param options               The tree and whom to tell.
 * @param options.categories    The flat list.
 * @param options.setCategories Shows a changed list.
 * @param options.notify        Shows a notice.
 * @param options.reload        Loads the server's list again.
 * @return The move.
 */
export function useCategoryMove( {
	categories,
	setCategories,
	notify,
	reload,
}: {
	categories: Category[];
	setCategories: ( categories: Category[] ) => void;
	notify: Notify;
	reload: () => Promise< void >;
} ): CategoryMove {
	const [ moving, setMoving ] = useState( false );

	const move = async ( id: number, placement: Placement | null ) => {
		const category = categories.find( ( c ) => c.id === id );
		if ( ! category || ! placement || moving ) {
			return;
		}
		const updates = planMove( categories, id, placement );
		if ( updates === null ) {
			notify(
				'error',
				__( 'A category cannot be moved inside itself.', 'frontage' )
			);
			return;
		}
		if ( ! updates.length ) {
			return;
		}
		// Show the move at once; the server's answer confirms or undoes it.
		const moved = applyUpdates( categories, updates );
		setCategories( moved );
		setMoving( true );
		try {
			for ( const update of updates ) {
				await updateCategory( update.id, {
					position: update.position,
					...( update.parent !== undefined
						? { parent: update.parent }
						: {} ),
				} );
			}
			const siblings = childrenOf( moved, placement.parent );
			notify(
				'success',
				categoryMovedMessage(
					category.name,
					placement.parent
						? categoryName( moved, placement.parent )
						: null,
					siblings.findIndex( ( c ) => c.id === id ) + 1,
					siblings.length
				)
			);
		} catch ( error ) {
			notify(
				'error',
				sprintf(
					/* translators: 1: category name, 2: the server's error message. */
					__( '“%1$s” could not be moved: %2$s', 'frontage' ),
					category.name,
					apiErrorMessage(
						error,
						__( 'The server could not be reached.', 'frontage' )
					)
				)
			);
		} finally {
			setMoving( false );
			// The server's order is the truth, whether the move worked or not.
			await reload();
		}
	};

	return { moving, move };
}
