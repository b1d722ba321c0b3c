/**
 * The category tree: add, select, move (drag and drop, or the buttons for the selected
 * category: up, down, in, out), and open its settings or delete it. People who may not manage
 * the library (the insert modal's browse-only view) only select.
 */
import { Button, SelectControl, TextControl } from '@wordpress/components';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { apiErrorMessage } from '../../shared/api-error';
import { createCategory, updateCategory } from './api';
import {
	CategorySettingsDialog,
	DeleteCategoryDialog,
} from './category-dialogs';
import {
	applyUpdates,
	buildTree,
	childrenOf,
	dropPlacement,
	dropZoneAt,
	indent,
	moveDown,
	moveUp,
	outdent,
	pathTo,
	planMove,
	type DropWhere,
	type Placement,
	type TreeNode,
} from './category-tree';
import { categoryName, categoryOptions } from './category-options';
import type { Notify } from './notices';
import type { Category, RoleOption } from './types';

/** The drag's payload type: only our own category rows are accepted as drops. */
const DRAG_TYPE = 'application/x-frontage-category';

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
	const [ moving, setMoving ] = useState( false );
	const [ dragged, setDragged ] = useState< number | null >( null );
	const [ dropTarget, setDropTarget ] = useState< {
		id: number;
		where: DropWhere;
	} | null >( null );
	const tree = useMemo( () => buildTree( categories ), [ categories ] );
	const current = categories.find( ( category ) => category.id === selected );

	/**
	 * Moves a category and stores its place (and its new siblings' order).
	 *
	 * @param id        The category.
	 * @param placement Where it goes.
	 */
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
				sprintf(
					/* translators: 1: category name, 2: its new parent's name, 3: its position, 4: number of categories there. */
					__(
						'“%1$s” moved to %2$s, position %3$d of %4$d.',
						'frontage'
					),
					category.name,
					placement.parent
						? `“${ categoryName( moved, placement.parent ) }”`
						: __( 'the top level', 'frontage' ),
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

	const dragHandlers = ( id: number ) => ( {
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
	const rootDropHandlers = {
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

	const renderNodes = ( nodes: TreeNode< Category >[] ) => (
		<ul className="frontage-files__tree-list">
			{ nodes.map( ( node ) => {
				const { category } = node;
				const isSelected = category.id === selected;
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
								dragged === category.id ? ' is-dragged' : ''
							}${ dropClass }` }
							{ ...( canManage
								? dragHandlers( category.id )
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
						{ node.children.length > 0 &&
							renderNodes( node.children ) }
					</li>
				);
			} ) }
		</ul>
	);

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
					}${ dropTarget?.id === 0 ? ' is-drop-inside' : '' }` }
					{ ...( canManage ? rootDropHandlers : {} ) }
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
					renderNodes( tree )
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

/**
 * The selected category's management buttons: the four moves, its settings, delete.
 *
 * @param props            Component props.
 * @param props.moving     A move is being saved.
 * @param props.up         Where "Move up" puts it, null when it cannot.
 * @param props.down       Where "Move down" puts it.
 * @param props.inward     Where "Move into the category above" puts it.
 * @param props.outward    Where "Move out of its parent" puts it.
 * @param props.onMove     Moves it.
 * @param props.onSettings Opens its settings.
 * @param props.onDelete   Asks to delete it.
 */
function CategoryTools( {
	moving,
	up,
	down,
	inward,
	outward,
	onMove,
	onSettings,
	onDelete,
}: {
	moving: boolean;
	up: Placement | null;
	down: Placement | null;
	inward: Placement | null;
	outward: Placement | null;
	onMove: ( placement: Placement | null ) => void;
	onSettings: () => void;
	onDelete: () => void;
} ) {
	return (
		<>
			<div className="frontage-files__toolbar">
				<ToolButton
					icon="arrow-up-alt2"
					label={ __( 'Move up', 'frontage' ) }
					enabled={ !! up && ! moving }
					onClick={ () => onMove( up ) }
				/>
				<ToolButton
					icon="arrow-down-alt2"
					label={ __( 'Move down', 'frontage' ) }
					enabled={ !! down && ! moving }
					onClick={ () => onMove( down ) }
				/>
				<ToolButton
					icon="arrow-left-alt2"
					label={ __( 'Move out of its parent', 'frontage' ) }
					enabled={ !! outward && ! moving }
					onClick={ () => onMove( outward ) }
				/>
				<ToolButton
					icon="arrow-right-alt2"
					label={ __( 'Move into the category above', 'frontage' ) }
					enabled={ !! inward && ! moving }
					onClick={ () => onMove( inward ) }
				/>
			</div>
			<div className="frontage-files__toolbar">
				<Button variant="secondary" onClick={ onSettings }>
					{ __( 'Settings', 'frontage' ) }
				</Button>
				<Button variant="secondary" isDestructive onClick={ onDelete }>
					{ __( 'Delete', 'frontage' ) }
				</Button>
			</div>
		</>
	);
}

/**
 * An icon button for a move. When the move is not possible it stays focusable (so focus does
 * not vanish after the last possible move) but says it is unavailable.
 *
 * @param props         Component props.
 * @param props.icon    Dashicon name.
 * @param props.label   What it does.
 * @param props.enabled Whether the move is possible.
 * @param props.onClick The move.
 */
function ToolButton( {
	icon,
	label,
	enabled,
	onClick,
}: {
	icon:
		| 'arrow-up-alt2'
		| 'arrow-down-alt2'
		| 'arrow-left-alt2'
		| 'arrow-right-alt2';
	label: string;
	enabled: boolean;
	onClick: () => void;
} ) {
	return (
		<Button
			variant="secondary"
			icon={ icon }
			label={ label }
			showTooltip
			aria-disabled={ ! enabled }
			className={ enabled ? undefined : 'is-unavailable' }
			onClick={ () => enabled && onClick() }
		/>
	);
}

/**
 * Adds a category, inside the selected one unless the owner picks another parent. A failed
 * save keeps the typed name.
 *
 * @param props Component props.
 */
function AddCategoryForm( props: CategoryPanelProps ) {
	const { categories, selected, onSelect, notify, reload } = props;
	const [ name, setName ] = useState( '' );
	const [ parent, setParent ] = useState( selected );
	const [ saving, setSaving ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	useEffect( () => setParent( selected ), [ selected ] );

	const submit = async () => {
		if ( ! name.trim() ) {
			setError( __( 'A category needs a name.', 'frontage' ) );
			return;
		}
		setSaving( true );
		setError( null );
		try {
			const created = await createCategory( {
				name: name.trim(),
				parent,
				position: childrenOf( categories, parent ).reduce(
					( last, c ) => Math.max( last, c.position + 1 ),
					0
				),
			} );
			setName( '' );
			notify(
				'success',
				sprintf(
					/* translators: %s: category name. */
					__( 'Category “%s” added.', 'frontage' ),
					created.name
				)
			);
			await reload();
			onSelect( created.id );
		} catch ( caught ) {
			const message = apiErrorMessage(
				caught,
				__( 'The server could not be reached.', 'frontage' )
			);
			setError( message );
			notify(
				'error',
				sprintf(
					/* translators: %s: the server's error message. */
					__( 'The category was not added: %s', 'frontage' ),
					message
				)
			);
		} finally {
			setSaving( false );
		}
	};

	return (
		<form
			className="frontage-files__add-category"
			onSubmit={ ( event ) => {
				event.preventDefault();
				submit();
			} }
		>
			<TextControl
				label={ __( 'New category', 'frontage' ) }
				value={ name }
				onChange={ ( value: string ) => setName( value ) }
				help={ error ?? undefined }
				className={ error ? 'has-error' : undefined }
				__nextHasNoMarginBottom
			/>
			<SelectControl
				label={ __( 'Inside', 'frontage' ) }
				value={ String( parent ) }
				options={ categoryOptions(
					categories,
					__( '(top level)', 'frontage' )
				) }
				onChange={ ( value: string ) => setParent( Number( value ) ) }
				__nextHasNoMarginBottom
			/>
			<Button
				variant="secondary"
				type="submit"
				isBusy={ saving }
				disabled={ saving }
			>
				{ __( 'Add category', 'frontage' ) }
			</Button>
		</form>
	);
}
