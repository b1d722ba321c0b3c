/**
 * Dragging a category onto another (above, inside or below it, by where the pointer is) or onto
 * "All files" (to the end of the top level). Which drops are allowed and where they put the
 * category is category-tree.ts's dropZoneAt() and dropPlacement(). Files dragged from the list
 * (file-drag.ts) drop into a category.
 */
import { useState } from '@wordpress/element';

import {
	childrenOf,
	dropPlacement,
	dropZoneAt,
	type DropWhere,
	type Placement,
} from './category-tree';
import { isFilesDrag, readFilesDrag, type DraggedFile } from './file-drag';
import type { Category } from './types';

/** The drag's payload type: only our own category rows are accepted as drops. */
const DRAG_TYPE = 'application/x-frontage-category';

export interface DropTarget {
	/** The row under the pointer, 0 for "All files". */
	id: number;
	where: DropWhere;
}

export interface CategoryDrag {
	/** The category being dragged, null for none. */
	dragged: number | null;
	/** Where it would go now, null for nowhere. */
	dropTarget: DropTarget | null;
	/** The drag handlers of a category's row. */
	rowHandlers: ( id: number ) => React.HTMLAttributes< HTMLElement > & {
		draggable: boolean;
	};
	/** The drop handlers of the "All files" row. */
	rootHandlers: React.HTMLAttributes< HTMLElement >;
}

/**
 * The drag state and the rows' handlers.
 *
 * @param categories  The flat list.
 * @param move        Moves a category to a placement.
 * @param onFilesDrop Moves files dropped on a category; files are not taken without it.
 * @return The drag.
 */
export function useCategoryDrag(
	categories: Category[],
	move: ( id: number, placement: Placement | null ) => void,
	onFilesDrop?: ( category: number, files: DraggedFile[] ) => void
): CategoryDrag {
	const [ dragged, setDragged ] = useState< number | null >( null );
	const [ dropTarget, setDropTarget ] = useState< DropTarget | null >( null );

	const rowHandlers = ( id: number ) => ( {
		draggable: true,
		onDragStart: ( event: React.DragEvent ) => {
			event.dataTransfer.setData( DRAG_TYPE, String( id ) );
			event.dataTransfer.effectAllowed = 'move';
			setDragged( id );
		},
		onDragEnd: () => {
			setDragged( null );
			setDropTarget( null );
		},
		onDragOver: ( event: React.DragEvent< HTMLElement > ) => {
			if ( onFilesDrop && isFilesDrag( event.dataTransfer ) ) {
				event.preventDefault();
				event.dataTransfer.dropEffect = 'move';
				if ( dropTarget?.id !== id || dropTarget.where !== 'inside' ) {
					setDropTarget( { id, where: 'inside' } );
				}
				return;
			}
			if ( dragged === null ) {
				return;
			}
			const rect = event.currentTarget.getBoundingClientRect();
			const where = dropZoneAt( event.clientY - rect.top, rect.height );
			if ( dropPlacement( categories, dragged, id, where ) ) {
				event.preventDefault();
				event.dataTransfer.dropEffect = 'move';
				if ( dropTarget?.id !== id || dropTarget.where !== where ) {
					setDropTarget( { id, where } );
				}
			} else if ( dropTarget?.id === id ) {
				setDropTarget( null );
			}
		},
		onDragLeave: () => {
			if ( dropTarget?.id === id ) {
				setDropTarget( null );
			}
		},
		onDrop: ( event: React.DragEvent< HTMLElement > ) => {
			event.preventDefault();
			if ( onFilesDrop && isFilesDrag( event.dataTransfer ) ) {
				setDropTarget( null );
				const files = readFilesDrag( event.dataTransfer );
				if ( files.length ) {
					onFilesDrop( id, files );
				}
				return;
			}
			const draggedId = Number( event.dataTransfer.getData( DRAG_TYPE ) );
			const rect = event.currentTarget.getBoundingClientRect();
			const where = dropZoneAt( event.clientY - rect.top, rect.height );
			setDragged( null );
			setDropTarget( null );
			if ( draggedId ) {
				move(
					draggedId,
					dropPlacement( categories, draggedId, id, where )
				);
			}
		},
	} );

	// Dropped on "All files": to the end of the top level.
	const rootHandlers = {
		onDragOver: ( event: React.DragEvent ) => {
			if ( dragged !== null ) {
				event.preventDefault();
				setDropTarget( { id: 0, where: 'inside' } );
			}
		},
		onDragLeave: () => setDropTarget( null ),
		onDrop: ( event: React.DragEvent ) => {
			event.preventDefault();
			const draggedId = Number( event.dataTransfer.getData( DRAG_TYPE ) );
			setDragged( null );
			setDropTarget( null );
			if ( draggedId ) {
				move( draggedId, {
					parent: 0,
					index: childrenOf( categories, 0 ).length,
				} );
			}
		},
	};

	return { dragged, dropTarget, rowHandlers, rootHandlers };
}
