/**
 * The category tree: add, select, move (drag and drop, or the buttons for the selected
 * category: up, down, in, out), and open its settings or delete it. People who may not manage
 * the library (the insert modal's browse-only view) only select.
 *
 * The parts: the add form (add-category-form.tsx), the nested rows (category-tree-list.tsx),
 * dragging (use-category-drag.ts), moving and storing a move (use-category-move.ts), the
 * selected category's buttons (category-tools.tsx) and its dialogs
 * (category-settings-dialog.tsx, delete-category-dialog.tsx).
 */
import { Button } from '@wordpress/components';
import { useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { AddCategoryForm } from './add-category-form';
import { CategorySettingsDialog } from './category-settings-dialog';
import { CategoryTools } from './category-tools';
import {
	buildTree,
	indent,
	moveDown,
	moveUp,
	outdent,
	pathTo,
} from './category-tree';
import { CategoryTreeList } from './category-tree-list';
import { DeleteCategoryDialog } from './delete-category-dialog';
import type { DraggedFile } from './file-drag';
import type { Notify } from './notices';
import type { Category, RoleOption } from './types';
import { useCategoryDrag } from './use-category-drag';
import { useCategoryMove } from './use-category-move';

export interface CategoryPanelProps {
	/** Whether the tree can be changed; without it the panel only selects. */
	canManage: boolean;
	categories: Category[];
	setCategories: ( categories: Category[] ) => void;
	selected: number;
	onSelect: ( id: number ) => void;
	roles: RoleOption[];
	notify: Notify;
	reload: () => Promise< void >;
	/** Files changed category (a category was deleted and its files moved up). */
	onFilesMoved: () => void;
	/** Moves files dragged from the list onto a category. */
	onFilesDrop?: ( category: number, files: DraggedFile[] ) => void;
}

export function CategoryPanel( props: CategoryPanelProps ) {
	const {
		canManage,
		categories,
		setCategories,
		selected,
		onSelect,
		notify,
		reload,
	} = props;
	const [ dialog, setDialog ] = useState< 'settings' | 'delete' | null >(
		null
	);
	const { moving, move } = useCategoryMove( {
		categories,
		setCategories,
		notify,
		reload,
	} );
	const drag = useCategoryDrag( categories, move, props.onFilesDrop );
	const tree = useMemo( () => buildTree( categories ), [ categories ] );
	const current = categories.find( ( category ) => category.id === selected );

	const up = current ? moveUp( categories, current.id ) : null;
	const down = current ? moveDown( categories, current.id ) : null;
	const inward = current ? indent( categories, current.id ) : null;
	const outward = current ? outdent( categories, current.id ) : null;

	return (
		<nav
			className="frontage-files__categories"
			aria-labelledby="frontage-files-categories-title"
		>
			<h2 id="frontage-files-categories-title">
				{ __( 'Categories', 'frontage' ) }
			</h2>
			{ canManage && <AddCategoryForm { ...props } /> }
			<div className="frontage-files__tree">
				<div
					className={ `frontage-files__tree-row is-root${
						selected === 0 ? ' is-selected' : ''
					}${ drag.dropTarget?.id === 0 ? ' is-drop-inside' : '' }` }
					{ ...( canManage ? drag.rootHandlers : {} ) }
				>
					<Button
						className="frontage-files__tree-button"
						onClick={ () => onSelect( 0 ) }
						aria-current={ selected === 0 ? 'true' : undefined }
					>
						{ __( 'All files', 'frontage' ) }
					</Button>
				</div>
				{ tree.length > 0 ? (
					<CategoryTreeList
						nodes={ tree }
						selected={ selected }
						onSelect={ onSelect }
						drag={ canManage ? drag : null }
					/>
				) : (
					<p className="frontage-files__empty">
						{ __( 'No categories yet.', 'frontage' ) }
					</p>
				) }
			</div>
			{ canManage && categories.length > 0 && (
				<p className="frontage-files__hint">
					{ __(
						'Drag a category onto another to move it, or select it and use the buttons below.',
						'frontage'
					) }{ ' ' }
					{ __(
						'Drag files from the list onto a category to move them there, or select them and use “Move selected files to”.',
						'frontage'
					) }
				</p>
			) }
			{ current && (
				<div
					className="frontage-files__category-tools"
					role="group"
					aria-label={ sprintf(
						/* translators: %s: category name. */
						__( 'Selected category: %s', 'frontage' ),
						current.name
					) }
				>
					<p className="frontage-files__category-path">
						{ pathTo( categories, current.id )
							.map( ( c ) => c.name )
							.join( ' › ' ) }
					</p>
					{ canManage && (
						<CategoryTools
							moving={ moving }
							up={ up }
							down={ down }
							inward={ inward }
							outward={ outward }
							onMove={ ( placement ) =>
								move( current.id, placement )
							}
							onSettings={ () => setDialog( 'settings' ) }
							onDelete={ () => setDialog( 'delete' ) }
						/>
					) }
				</div>
			) }
			{ canManage && current && dialog === 'settings' && (
				<CategorySettingsDialog
					category={ current }
					categories={ categories }
					roles={ props.roles }
					onClose={ () => setDialog( null ) }
					onSaved={ async ( saved ) => {
						setDialog( null );
						notify(
							'success',
							sprintf(
								/* translators: %s: category name. */
								__( 'Category “%s” saved.', 'frontage' ),
								saved.name
							)
						);
						await reload();
					} }
				/>
			) }
			{ canManage && current && dialog === 'delete' && (
				<DeleteCategoryDialog
					category={ current }
					categories={ categories }
					onClose={ () => setDialog( null ) }
					onDeleted={ async ( message ) => {
						setDialog( null );
						notify( 'success', message );
						onSelect( current.parent );
						await reload();
						props.onFilesMoved();
					} }
				/>
			) }
		</nav>
	);
}
