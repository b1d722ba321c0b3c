/**
 * The category tree's nested lists: a row per category (selects it; its badge and file count),
 * draggable when the tree can be changed.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { TreeNode } from './category-tree';
import type { Category } from './types';
import type { CategoryDrag } from './use-category-drag';

/**
 * One level of the tree, and the levels under it.
 *
 * @param props          Component props.
 * @param props.nodes    The categories at this level.
 * @param props.selected The selected category.
 * @param props.onSelect Selects a category.
 * @param props.drag     The drag state and handlers; none when the tree only selects.
 */
export function CategoryTreeList( {
	nodes,
	selected,
	onSelect,
	drag,
}: {
	nodes: TreeNode< Category >[];
	selected: number;
	onSelect: ( id: number ) => void;
	drag: CategoryDrag | null;
} ) {
	return (
		<ul className="frontage-files__tree-list">
			{ nodes.map( ( node ) => {
				const { category } = node;
				const isSelected = category.id === selected;
				const dropTarget = drag?.dropTarget;
				const dropClass =
					dropTarget?.id === category.id
						? ` is-drop-${ dropTarget.where }`
						: '';
				return (
					<li key={ category.id }>
						<div
							className={ `frontage-files__tree-row${
								isSelected ? ' is-selected' : ''
							}${
								drag?.dragged === category.id
									? ' is-dragged'
									: ''
							}${ dropClass }` }
							{ ...( drag
								? drag.rowHandlers( category.id )
								: {} ) }
						>
							<Button
								className="frontage-files__tree-button"
								onClick={ () => onSelect( category.id ) }
								aria-current={ isSelected ? 'true' : undefined }
							>
								<span className="frontage-files__tree-name">
									{ category.name }
								</span>
								{ category.visibility !== 'public' && (
									<span className="frontage-files__badge">
										{ category.visibility === 'logged_in'
											? __( 'logged-in', 'frontage' )
											: __( 'roles', 'frontage' ) }
									</span>
								) }
								{ typeof category.count === 'number' && (
									<span className="frontage-files__count">
										{ category.count }
									</span>
								) }
							</Button>
						</div>
						{ node.children.length > 0 && (
							<CategoryTreeList
								nodes={ node.children }
								selected={ selected }
								onSelect={ onSelect }
								drag={ drag }
							/>
						) }
					</li>
				);
			} ) }
		</ul>
	);
}
